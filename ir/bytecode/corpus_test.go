package bytecode_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/internal/par"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

const mlirOpt = "/usr/lib/llvm-19/bin/mlir-opt"

func corpusDir() string {
	if d := os.Getenv("ASC_MLIR_CONFORMANCE"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "conformance", "mlir")
}

func runMLIR(in []byte, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return errb.Bytes(), err
	}
	return out.Bytes(), nil
}

// runMLIRSplit runs mlir-opt with -split-input-file over a whole file and returns the
// output of each chunk (empty for chunks it rejects), or nil when the outputs cannot be
// told apart (then each chunk runs on its own). One process per file instead of one per
// chunk keeps the test's time reasonable.
func runMLIRSplit(src []byte, nChunks int, args ...string) [][]byte {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-split-input-file", "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil && ctx.Err() != nil {
		return nil
	}
	parts := bytes.Split(out.Bytes(), []byte("// -----\n"))
	if len(parts) != nChunks {
		return nil
	}
	return parts
}

func newCtx() *ir.Context {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	return ctx
}

// printIR prints op generically with locations, the form that shows every difference.
func printIR(op *ir.Operation, res *ir.FileResources) string {
	var b bytes.Buffer
	p := ir.NewPrinter(&b, ir.PrintOptions{Generic: true, DebugInfo: true, Resources: res})
	if err := p.PrintOp(op); err != nil {
		return "print error: " + err.Error()
	}
	p.Flush()
	return b.String()
}

// parseText parses a chunk as the tools do (file "-", as mlir-opt names stdin).
func parseText(src []byte) (*ir.Operation, *ir.FileResources, error) {
	return parseTextAs("<stdin>", src)
}

// parseTextAs parses src as the file name (mlir-opt names -split-input-file chunks
// "within split at FILE:LINE offset ", with lines counted from the chunk's start).
func parseTextAs(name string, src []byte) (*ir.Operation, *ir.FileResources, error) {
	res := &ir.FileResources{}
	m, err := ir.ParseSource(newCtx(), name, src, ir.ParseOptions{Resources: res})
	if err == nil {
		err = ir.Verify(m)
	}
	return m, res, err
}

func writeBC(m *ir.Operation, res *ir.FileResources) ([]byte, error) {
	var b bytes.Buffer
	err := bytecode.Write(&b, m, bytecode.WriteOptions{Resources: res})
	return b.Bytes(), err
}

type chunkResult struct {
	name           string
	toMLIR, fromML bool
	why            string
}

// TestCorpusRoundTrip runs every chunk of the upstream corpus mlir-opt accepts both ways:
// (to) our bytecode of the chunk, read by mlir-opt, prints what mlir-opt prints for the
// chunk; (from) mlir-opt's bytecode of the chunk, read by us, is the IR our text parser
// builds (compared generically with locations).
func TestCorpusRoundTrip(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	dir := corpusDir()
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.mlir"))
	more, _ := filepath.Glob(filepath.Join(dir, "*", "*", "*.mlir"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Skipf("no corpus under %s", dir)
	}
	type job struct {
		name         string
		src          []byte
		file         string // the name mlir-opt gives the chunk in its split outputs
		raw          []byte // the chunk as mlir-opt's split gives it
		want, theirs []byte
		haveExpected bool
	}
	var jobs []job
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "invalid") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, f)
		chunks := cli.SplitInput(src, true)
		wants := runMLIRSplit(src, len(chunks), "--allow-unregistered-dialect")
		theirs := runMLIRSplit(src, len(chunks), "--allow-unregistered-dialect", "--emit-bytecode")
		for i, ch := range chunks {
			padded := append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
			j := job{name: fmt.Sprintf("%s:%d", filepath.ToSlash(rel), ch.FirstLine), src: padded,
				file: fmt.Sprintf("within split at <stdin>:%d offset ", ch.FirstLine), raw: ch.Src}
			if wants != nil && theirs != nil && (len(wants[i]) == 0) == (len(theirs[i]) == 0) &&
				(len(theirs[i]) == 0 || bytecode.IsBytecode(theirs[i])) {
				j.want, j.theirs, j.haveExpected = wants[i], theirs[i], true
			}
			jobs = append(jobs, j)
		}
	}
	results := make([]*chunkResult, len(jobs))
	par.Each(len(jobs), func(i int) {
		j := jobs[i]
		if j.haveExpected {
			results[i] = checkChunk(j.name, j.file, j.raw, j.want, j.theirs)
		} else {
			results[i] = roundTripChunk(j.name, j.src)
		}
	})
	var total, to, from int
	var fails []string
	for _, r := range results {
		if r == nil {
			continue
		}
		total++
		if r.toMLIR {
			to++
		}
		if r.fromML {
			from++
		}
		if !r.toMLIR || !r.fromML {
			fails = append(fails, r.name+": "+r.why)
		}
	}
	msg := fmt.Sprintf("bytecode: %d chunks, ours->mlir-opt %d, mlir-opt->ours %d", total, to, from)
	t.Log(msg)
	fmt.Println(msg)
	checkExceptions(t, fails)
}

// roundTripChunk checks one chunk both ways; nil means mlir-opt or our parser rejects it.
func roundTripChunk(name string, src []byte) *chunkResult {
	want, err := runMLIR(src, "--allow-unregistered-dialect")
	if err != nil {
		return nil
	}
	theirs, err := runMLIR(src, "--allow-unregistered-dialect", "--emit-bytecode")
	if err != nil {
		theirs = nil
	}
	return checkChunk(name, "<stdin>", src, want, theirs)
}

// checkChunk checks one chunk given mlir-opt's text and bytecode of it (empty when
// mlir-opt rejects the chunk).
func checkChunk(name, file string, src, want, theirs []byte) *chunkResult {
	if len(want) == 0 {
		return nil
	}
	m, res, err := parseTextAs(file, src)
	if err != nil {
		return nil // the text parser's differences are test/mlirdiff's business
	}
	r := &chunkResult{name: name}
	var why []string
	if bc, err := writeBC(m, res); err != nil {
		why = append(why, "write: "+err.Error())
	} else if got, err := runMLIR(bc, "--allow-unregistered-dialect"); err != nil {
		why = append(why, "mlir-opt rejects ours: "+firstLine(got))
	} else if !bytes.Equal(got, want) {
		why = append(why, "mlir-opt prints ours differently: "+firstDiff(string(want), string(got)))
	} else {
		r.toMLIR = true
	}
	if len(theirs) == 0 {
		why = append(why, "mlir-opt --emit-bytecode failed")
	} else {
		res2 := &ir.FileResources{}
		got, err := bytecode.Read(newCtx(), "<stdin>", theirs, ir.ParseOptions{Resources: res2})
		if err == nil {
			err = ir.Verify(got)
		}
		if err != nil {
			why = append(why, "reading mlir-opt's: "+err.Error())
		} else if a, b := printIR(m, res), printIR(got, res2); a != b {
			why = append(why, "read differs: "+firstDiff(a, b))
		} else {
			r.fromML = true
		}
	}
	r.why = strings.Join(why, "; ")
	return r
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(string(b), "\n")
	return s
}

func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d: want %q got %q", i+1, w, g)
		}
	}
	return "(equal)"
}

// checkExceptions fails on chunks not in testdata/corpus-exceptions.txt (reviewed, each
// with its reason) and on listed chunks that now pass.
func checkExceptions(t *testing.T, fails []string) {
	known := map[string]bool{}
	data, _ := os.ReadFile(filepath.Join("testdata", "corpus-exceptions.txt"))
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			known[strings.Fields(l)[0]] = true
		}
	}
	seen := map[string]bool{}
	for _, f := range fails {
		name, _, _ := strings.Cut(f, ": ")
		seen[name] = true
		if !known[name] {
			t.Errorf("%s", f)
		}
	}
	for k := range known {
		if !seen[k] {
			t.Errorf("%s is listed in corpus-exceptions.txt but round-trips now", k)
		}
	}
}
