package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
)

// Op probes (testdata/dialects/*.mlir): small inputs written here for every op of the
// MLIR dialects we implement, one form or one invalid case per chunk. A file named
// *-ops.mlir holds forms mlir-opt accepts: ascopt must print them as mlir-opt does, in
// custom and generic form, and read mlir-opt's generic output back to its custom form. A
// file named *-invalid.mlir holds mostly inputs mlir-opt rejects: ascopt must report the
// same diagnostics (message, line and column) in the same order; its chunks mlir-opt
// accepts are compared as forms.

// diagLine matches one diagnostic line of either tool; "see current operation" notes are
// left out (mlir-opt adds them outside -verify-diagnostics, ascopt does not).
var diagLine = regexp.MustCompile(`^(?:<stdin>|-):(\d+):(\d+): (error|warning|note|remark): (.*)$`)

func diagnostics(out []byte) []string {
	var ds []string
	for _, l := range strings.Split(string(out), "\n") {
		m := diagLine.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(m[4], "see current operation") {
			continue
		}
		ds = append(ds, m[1]+":"+m[2]+": "+m[3]+": "+m[4])
	}
	return ds
}

// mlirCrashed reports whether mlir-opt died of a signal (LLVM 19 crashes on a few invalid
// inputs, e.g. an emitc.for body without an induction variable): there is nothing to
// compare with, and ascopt's diagnostic is checked by the dialect's own tests.
func mlirCrashed(err error) bool {
	ee, ok := err.(*exec.ExitError)
	return ok && !ee.Exited()
}

func TestOpProbes(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "dialects", "*.mlir"))
	if len(files) == 0 {
		t.Fatal("no probe files under testdata/dialects")
	}
	type job struct {
		file    string
		invalid bool
		ch      cli.Chunk
	}
	var jobs []job
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, ch := range cli.SplitInput(src, true) {
			if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
				continue
			}
			ch.Src = append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
			jobs = append(jobs, job{file: filepath.Base(f), invalid: strings.HasSuffix(f, "-invalid.mlir"), ch: ch})
		}
	}
	fails := make([]string, len(jobs))
	logs := make([]string, len(jobs))
	parallel(len(jobs), func(i int) {
		j := jobs[i]
		var msg string
		if j.invalid {
			msg = probeInvalid(j.ch.Src)
		} else {
			msg = probeOps(j.ch.Src)
		}
		if msg != "" {
			fails[i] = fmt.Sprintf("%s:%d", j.file, j.ch.FirstLine)
			logs[i] = fails[i] + ": " + msg
		}
	})
	var all []string
	for i := range jobs {
		if fails[i] != "" {
			all = append(all, fails[i])
			if testing.Verbose() {
				t.Log(logs[i])
			}
		}
	}
	checkKnown(t, "known-probe-differences.txt", all)
	msg := fmt.Sprintf("op probes: %d/%d chunks agree with mlir-opt", len(jobs)-len(all), len(jobs))
	t.Log(msg)
	fmt.Println(msg)
}

// probeInvalid compares the diagnostics of a chunk mlir-opt rejects.
func probeInvalid(src []byte) string {
	args := []string{"--allow-unregistered-dialect"}
	want, werr := runMLIR(src, args...)
	if werr == nil {
		// A case that turned out valid in LLVM 19 is compared as a form.
		return probeOps(src)
	}
	if mlirCrashed(werr) {
		return ""
	}
	got, gerr := runOurs(src, args...)
	if gerr == nil {
		return "ascopt accepts:\n" + trim(got)
	}
	w, g := diagnostics(want), diagnostics(got)
	if strings.Join(w, "\n") != strings.Join(g, "\n") {
		return fmt.Sprintf("diagnostics differ:\nmlir-opt: %q\nascopt:   %q", w, g)
	}
	return ""
}

// probeOps compares the custom and generic printing of a chunk mlir-opt accepts, and
// ascopt's reading of mlir-opt's generic form.
func probeOps(src []byte) string {
	args := []string{"--allow-unregistered-dialect"}
	for _, generic := range []bool{false, true} {
		a := args
		if generic {
			a = append(a, "--mlir-print-op-generic")
		}
		want, werr := runMLIR(src, a...)
		if werr != nil {
			return "mlir-opt rejects a valid probe:\n" + trim(want)
		}
		got, gerr := runOurs(src, a...)
		if gerr != nil {
			return "ascopt rejects:\n" + trim(got)
		}
		if !bytes.Equal(want, got) {
			return fmt.Sprintf("generic=%v: %s", generic, diffText(want, got))
		}
		if generic {
			custom, _ := runMLIR(src, args...)
			back, err := runOurs(want, args...)
			if err != nil || !bytes.Equal(custom, back) {
				return "mlir-opt's generic form read back: " + diffText(custom, back)
			}
		}
	}
	return ""
}
