package filecheck

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// llvmFileCheck is the reference implementation. FILECHECK_REFERENCE
// overrides the path.
const llvmFileCheck = "/usr/lib/llvm-19/bin/FileCheck"

func referenceOrSkip(t *testing.T) string {
	t.Helper()
	path := llvmFileCheck
	if p := os.Getenv("FILECHECK_REFERENCE"); p != "" {
		path = p
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("LLVM FileCheck not installed at %s (apt-get install llvm-19-tools)", path)
	}
	return path
}

func runReference(path string, args []string, input string) (int, string, error) {
	cmd := exec.Command(path, args...)
	cmd.Stdin = strings.NewReader(input)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), out.String(), nil
	}
	if err != nil {
		return -1, "", err
	}
	return 0, out.String(), nil
}

// TestDifferential runs every corpus case and every case synthesised from
// the conformance suites through LLVM's FileCheck and ours, and requires the
// same exit status. For corpus cases it also requires the recorded status,
// and reports diagnostics that differ from LLVM's.
func TestDifferential(t *testing.T) {
	ref := referenceOrSkip(t)
	corpus := loadCorpus(t)
	synth := conformanceCases(t)
	random := randomCases(400)
	dir := t.TempDir()
	var agree, disagree, diagDiffs int
	run := func(c corpusCase, strictDiag bool) {
		t.Run(c.id(), func(t *testing.T) {
			args := c.materialise(t, dir)
			want, refOut, err := runReference(ref, args, c.input)
			if err != nil {
				t.Fatalf("running %s: %v", ref, err)
			}
			got, ourOut := runOurs(args, c.input)
			if got != want {
				disagree++
				t.Errorf("exit status: ours %d, LLVM %d\nargs: %q\n--- LLVM:\n%s--- ours:\n%s", got, want, args, refOut, ourOut)
				return
			}
			agree++
			if c.expect >= 0 && c.expect != want {
				t.Errorf("corpus records status %d but LLVM gives %d", c.expect, want)
			}
			// LLVM names itself by its full path in some messages.
			refOut = strings.ReplaceAll(refOut, ref, "FileCheck")
			if refOut != ourOut {
				diagDiffs++
				if strictDiag || os.Getenv("FILECHECK_STRICT_DIAG") != "" {
					t.Errorf("diagnostics differ\n--- LLVM:\n%s--- ours:\n%s", refOut, ourOut)
				}
			}
		})
	}
	for _, c := range corpus {
		run(c, !c.looseDiag)
	}
	for _, c := range synth {
		run(c, false)
	}
	for _, c := range random {
		run(c, false)
	}
	msg := fmt.Sprintf("differential: %d cases (%d corpus, %d synthesised from conformance suites, %d random): %d same verdict, %d different; %d with different diagnostics",
		len(corpus)+len(synth)+len(random), len(corpus), len(synth), len(random), agree, disagree, diagDiffs)
	t.Log(msg)
	fmt.Println(msg)
}
