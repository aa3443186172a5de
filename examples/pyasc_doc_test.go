package examples

import (
	"bufio"
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/npy"
	"github.com/ascend-toolchain/asc/test/lit"
)

// TestPyAscDumpDoc runs the shell commands of docs/pyasc.md, as a user would type them, in
// a copy of the dump-shaped example pyasc_dump/, with the tools built from this checkout
// first in PATH, and checks the outputs the page promises.
func TestPyAscDumpDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the tools")
	}
	cmds := docCommands(t, filepath.Join("..", "docs", "pyasc.md"))
	if len(cmds) < 4 {
		t.Fatalf("docs/pyasc.md has %d shell commands, want at least 4", len(cmds))
	}
	bin, work := t.TempDir(), t.TempDir()
	// lit.BuildTools also records the tools' sources with go test's cache, which a bare
	// `go build` subprocess would not: a change to a command reruns this test.
	warnings, err := lit.BuildTools("..", bin)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) > 0 {
		t.Fatalf("the tools do not all build: %v", warnings)
	}
	for _, f := range []string{"codegen.mlir", "ascir.mlir"} {
		src, err := os.ReadFile(filepath.Join("pyasc_dump", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, f), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const n = 4000
	r := rand.New(rand.NewSource(7))
	x, y := randF32(r, n, 100), randF32(r, n, 100)
	writeNpy(t, filepath.Join(work, "x.npy"), x)
	writeNpy(t, filepath.Join(work, "y.npy"), y)
	for _, c := range cmds {
		cmd := exec.Command("bash", "-c", c)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", c, err, out)
		}
	}
	for _, out := range []string{"z.npy", "z950.npy"} {
		f, err := os.Open(filepath.Join(work, out))
		if err != nil {
			t.Fatal(err)
		}
		a, err := npy.Read(f, 1<<20)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		got := f32of(a.Data)
		for i := range x {
			if got[i] != x[i]+y[i] {
				t.Fatalf("%s[%d] = %g, want %g", out, i, got[i], x[i]+y[i])
			}
		}
	}
	if _, err := os.Stat(filepath.Join(work, "kernel.cpp")); err != nil {
		t.Error(err)
	}
}

// docCommands returns the lines of the ```sh blocks of a Markdown file.
func docCommands(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```sh"):
			in = true
		case strings.HasPrefix(line, "```"):
			in = false
		case in && strings.TrimSpace(line) != "":
			cmds = append(cmds, line)
		}
	}
	return cmds
}

func writeNpy(t *testing.T, path string, v []float32) {
	t.Helper()
	if err := npy.Save(path, &npy.Array{DType: npy.F32, Shape: []int{len(v)}, Data: f32bytes(v)}); err != nil {
		t.Fatal(err)
	}
}
