package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/internal/maintest"
)

// In the child (maintest), start an atomic write of the file named by ASC_SIGNAL_TARGET,
// report it, and wait to be interrupted.
func TestMain(m *testing.M) {
	maintest.Hook(m, func() {
		f, err := CreateAtomic(os.Getenv("ASC_SIGNAL_TARGET"))
		if err != nil {
			os.Exit(2)
		}
		f.WriteString("partial")
		os.Stdout.WriteString("ready\n")
		time.Sleep(10 * time.Second)
		os.Exit(3)
	})
}

// An interrupted tool removes its temporary output and leaves the target untouched.
func TestSignalRemovesTemporary(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), maintest.EnvVar+"=1", "ASC_SIGNAL_TARGET="+target)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 6)
	if n, _ := out.Read(buf); !strings.HasPrefix(string(buf[:n]), "ready") {
		t.Fatalf("child did not start: %q", buf[:n])
	}
	cmd.Process.Signal(syscall.SIGINT)
	err = cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Fatalf("exit: %v, want status 130", err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("files left after SIGINT: %v", ents)
	}
	if b, _ := os.ReadFile(target); string(b) != "old" {
		t.Errorf("target changed to %q", b)
	}
}
