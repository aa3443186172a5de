package mlirdiff

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
)

// TestBuiltinProbes runs every chunk of our builtin-IR probes (testdata/builtin/*.mlir:
// attribute and type forms, locations, affine maps, elements attributes, aliases, the
// generic op form, and their invalid variants) through ascopt and mlir-opt 19 and
// requires the same result: the same printed text when both accept, the same stderr
// (every diagnostic, its line:col, source line and caret, and notes) when both reject.
// A file's first line may give the flags both tools run with (`// FLAGS: ...`); every
// chunk also runs with --mlir-print-op-generic when the file's flags do not say
// otherwise. Differences not in known-builtin-differences.txt fail the test.
func TestBuiltinProbes(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "builtin", "*.mlir"))
	if len(files) == 0 {
		t.Fatal("no probe files under testdata/builtin")
	}
	type job struct {
		name string
		args []string
		src  []byte
	}
	var jobs []job
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		variants := probeFlagSets(src)
		for _, ch := range cli.SplitInput(src, true) {
			if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
				continue
			}
			padded := append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
			for _, args := range variants {
				name := fmt.Sprintf("%s:%d", filepath.Base(f), ch.FirstLine)
				if len(args) > 0 {
					name += " " + strings.Join(args, " ")
				}
				jobs = append(jobs, job{name: name, args: args, src: padded})
			}
		}
	}
	fails := make([]string, len(jobs))
	logs := make([]string, len(jobs))
	parallel(len(jobs), func(i int) {
		j := jobs[i]
		want, werr := runMLIRCached(j.src, j.args...)
		got, gerr := runOurs(j.src, j.args...)
		switch {
		case (werr != nil) != (gerr != nil):
			fails[i] = j.name
			if werr != nil {
				logs[i] = fmt.Sprintf("%s: mlir-opt rejects, ascopt accepts:\n%s", j.name, trim(want))
			} else {
				logs[i] = fmt.Sprintf("%s: ascopt rejects, mlir-opt accepts:\n%s", j.name, trim(got))
			}
		case !bytes.Equal(want, got):
			fails[i] = j.name
			logs[i] = fmt.Sprintf("%s: %s", j.name, diffText(want, got))
		}
	})
	var all []string
	for i := range jobs {
		if fails[i] == "" {
			continue
		}
		all = append(all, fails[i])
		if testing.Verbose() {
			t.Log(logs[i])
		}
	}
	checkKnown(t, "known-builtin-differences.txt", all)
	msg := fmt.Sprintf("mlirdiff builtin probes: %d/%d chunk runs agree with mlir-opt", len(jobs)-len(all), len(jobs))
	t.Log(msg)
	fmt.Println(msg)
}

// probeFlagSets returns the flag sets a probe file runs with: its `// FLAGS:` line (or
// none), and the same plus --mlir-print-op-generic unless a `// NOGENERIC` line says not.
func probeFlagSets(src []byte) [][]string {
	var flags []string
	generic := true
	for _, l := range strings.Split(string(src), "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "//") {
			break
		}
		l = strings.TrimSpace(strings.TrimPrefix(l, "//"))
		if f, ok := strings.CutPrefix(l, "FLAGS:"); ok {
			flags = strings.Fields(f)
		}
		if l == "NOGENERIC" {
			generic = false
		}
	}
	sets := [][]string{flags}
	if generic {
		sets = append(sets, append(append([]string(nil), flags...), "--mlir-print-op-generic"))
	}
	return sets
}

// runMLIRCached is runMLIR, with its results kept under $ASC_MLIRDIFF_CACHE when that is
// set (keyed by the input, the flags and mlir-opt's modification time), so that probing
// while fixing does not wait for hundreds of mlir-opt start-ups each run.
func runMLIRCached(in []byte, args ...string) ([]byte, error) {
	dir := os.Getenv("ASC_MLIRDIFF_CACHE")
	st, err := os.Stat(mlirOpt)
	if dir == "" || err != nil {
		return runMLIR(in, args...)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%q\x00", st.ModTime().UnixNano(), args)
	h.Write(in)
	key := filepath.Join(dir, fmt.Sprintf("%x", h.Sum(nil)))
	if b, err := os.ReadFile(key + ".ok"); err == nil {
		return b, nil
	}
	if b, err := os.ReadFile(key + ".err"); err == nil {
		return b, errors.New("mlir-opt failed (cached)")
	}
	out, err := runMLIR(in, args...)
	if os.MkdirAll(dir, 0o755) == nil {
		suffix := ".ok"
		if err != nil {
			suffix = ".err"
		}
		_ = os.WriteFile(key+suffix, out, 0o644)
	}
	return out, err
}
