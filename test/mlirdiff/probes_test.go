package mlirdiff

import (
	"bytes"
	"errors"
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
	var all []string
	total := 0
	for _, f := range files {
		fails, logs, n := probeFile(t, f)
		total += n
		all = append(all, fails...)
		if testing.Verbose() {
			for _, l := range logs {
				t.Log(l)
			}
		}
	}
	checkKnown(t, "known-probe-differences.txt", all)
	msg := fmt.Sprintf("op probes: %d/%d chunks agree with mlir-opt", total-len(all), total)
	t.Log(msg)
	fmt.Println(msg)
}

// probeFile compares every chunk of one probe file. mlir-opt runs once per file where it
// can (each start costs a tenth of a second): forms through runMLIRChunks, diagnostics
// through one --split-input-file run whose messages name the chunk they come from.
func probeFile(t *testing.T, path string) (fails, logs []string, n int) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Base(path)
	var chunks []cli.Chunk
	for _, ch := range cli.SplitInput(src, true) {
		if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
			continue
		}
		ch.Src = append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
		chunks = append(chunks, ch)
	}
	msgs := make([]string, len(chunks))
	if strings.HasSuffix(path, "-invalid.mlir") {
		diags, batched := mlirSplitDiagnostics(src, chunks)
		parallel(len(chunks), func(i int) {
			switch {
			case !batched:
				msgs[i] = probeInvalid(chunks[i].Src)
			case len(diags[i]) == 0:
				msgs[i] = probeOps(chunks[i].Src) // a case LLVM 19 accepts
			default:
				msgs[i] = compareDiagnostics(diags[i], chunks[i].Src)
			}
		})
	} else {
		srcs, padded := make([][]byte, len(chunks)), make([][]byte, len(chunks))
		for i, ch := range chunks {
			srcs[i], padded[i] = bytes.TrimLeft(ch.Src, "\n"), ch.Src
		}
		args := []string{"--allow-unregistered-dialect"}
		custom, okC := runMLIRChunks(srcs, padded, args...)
		generic, okG := runMLIRChunks(srcs, padded, append(args, "--mlir-print-op-generic")...)
		parallel(len(chunks), func(i int) {
			if !okC[i] || !okG[i] {
				msgs[i] = "mlir-opt rejects a valid probe:\n" + trim(custom[i])
				return
			}
			msgs[i] = compareForms(chunks[i].Src, custom[i], generic[i])
		})
	}
	for i, m := range msgs {
		if m != "" {
			id := fmt.Sprintf("%s:%d", base, chunks[i].FirstLine)
			fails = append(fails, id)
			logs = append(logs, id+": "+m)
		}
	}
	return fails, logs, len(chunks)
}

// splitDiag matches a diagnostic of a --split-input-file run: the line the chunk starts
// at, then the position within the chunk.
var splitDiag = regexp.MustCompile(`^within split at (?:<stdin>|-):(\d+) offset :(\d+):(\d+): (error|warning|note|remark): (.*)$`)

// mlirSplitDiagnostics runs mlir-opt once on a whole file of split chunks and returns
// each chunk's diagnostics with file line numbers, or false when the run gives none to
// use (it crashed, or accepted everything, or named a split no chunk starts at). Each
// diagnostic goes to the chunk its split starts at, not the one its line falls in: an
// error at the end of a chunk is reported on the line of the next separator, which
// belongs to the next chunk.
func mlirSplitDiagnostics(src []byte, chunks []cli.Chunk) ([][]string, bool) {
	out, err := runMLIR(src, "--allow-unregistered-dialect", "--split-input-file")
	if err == nil || mlirCrashed(err) || errors.Is(err, errMLIRTimeout) {
		return nil, false // each chunk is run on its own
	}
	byStart := map[int]int{}
	for k, ch := range chunks {
		byStart[ch.FirstLine] = k
	}
	diags := make([][]string, len(chunks))
	for _, l := range strings.Split(string(out), "\n") {
		m := splitDiag.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(m[5], "see current operation") {
			continue
		}
		var at, rel int
		fmt.Sscan(m[1], &at)
		fmt.Sscan(m[2], &rel)
		k, ok := byStart[at]
		if !ok {
			return nil, false
		}
		diags[k] = append(diags[k], fmt.Sprintf("%d:%s: %s: %s", at+rel-1, m[3], m[4], m[5]))
	}
	return diags, true
}

func compareDiagnostics(want []string, src []byte) string {
	got, gerr := runOurs(src, "--allow-unregistered-dialect")
	if gerr == nil {
		return "ascopt accepts:\n" + trim(got)
	}
	g := diagnostics(got)
	if strings.Join(want, "\n") != strings.Join(g, "\n") {
		return fmt.Sprintf("diagnostics differ:\nmlir-opt: %q\nascopt:   %q", want, g)
	}
	return ""
}

// compareForms checks ascopt's custom and generic printing of a chunk against
// mlir-opt's, and ascopt's reading of mlir-opt's generic form.
func compareForms(src, custom, generic []byte) string {
	args := []string{"--allow-unregistered-dialect"}
	for k, want := range [][]byte{custom, generic} {
		a := args
		if k == 1 {
			a = append(a, "--mlir-print-op-generic")
		}
		got, err := runOurs(src, a...)
		if err != nil {
			return "ascopt rejects:\n" + trim(got)
		}
		if !bytes.Equal(want, got) {
			return fmt.Sprintf("generic=%v: %s", k == 1, diffText(want, got))
		}
	}
	back, err := runOurs(generic, args...)
	if err != nil || !bytes.Equal(custom, back) {
		return "mlir-opt's generic form read back: " + diffText(custom, back)
	}
	return ""
}

// probeInvalid compares the diagnostics of a chunk mlir-opt rejects.
func probeInvalid(src []byte) string {
	args := []string{"--allow-unregistered-dialect"}
	want, werr := runMLIR(src, args...)
	if werr == nil {
		// A case that turned out valid in LLVM 19 is compared as a form.
		return probeOps(src)
	}
	if errors.Is(werr, errMLIRTimeout) {
		return "the oracle gave no answer: " + werr.Error()
	}
	if mlirCrashed(werr) {
		return ""
	}
	return compareDiagnostics(diagnostics(want), src)
}

// probeOps compares the custom and generic printing of a chunk mlir-opt accepts, and
// ascopt's reading of mlir-opt's generic form.
func probeOps(src []byte) string {
	args := []string{"--allow-unregistered-dialect"}
	custom, err := runMLIR(src, args...)
	if err != nil {
		return "mlir-opt rejects a valid probe:\n" + trim(custom)
	}
	generic, err := runMLIR(src, append(args, "--mlir-print-op-generic")...)
	if err != nil {
		return "mlir-opt rejects a valid probe:\n" + trim(generic)
	}
	return compareForms(src, custom, generic)
}
