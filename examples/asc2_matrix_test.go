package examples

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// TestTileMatrix generates a kernel for every (op, element type, operand form, shape) of
// the cases (asc2_matrix_cases*_test.go), takes it through `--pyasc-pipeline` and the
// translator for each SoC of tileSoCs, simulates it and compares with the case's Go
// reference. Each combination ends in exactly one of: the numbers match; or the
// pipeline (or the verifier) refuses it at the op under test with the diagnostic that
// mRefusals, the reviewed table of refusals, expects. A refusal the table does not list,
// a listed refusal that did not happen, a refusal away from the op, a translation error,
// a simulation diagnostic or a wrong number fails the test.
//
// By default a representative subset runs (mSubset: every op, element type and form in
// 1-D but the constant-scalar ones; reductions and broadcasts in every shape; the 2-D
// tile-tile forms, narrow 2-D tiles for three element types); ASC_TILE_MATRIX=all
// runs everything, ASC_TILE_MATRIX=full also checks each distinct translation with g++
// -fsyntax-only (TestTileKernelsCompile's check). ASC_TILE_MATRIX_DUMP=dir writes each
// kernel there.
func TestTileMatrix(t *testing.T) {
	mode := os.Getenv("ASC_TILE_MATRIX")
	full := mode == "full" || mode == "all"
	start := time.Now()
	var units []mUnit
	counts := map[string]int{}
	for _, c := range allMatrixCases() {
		for _, sh := range c.shapes() {
			if !full && !mSubset(c, sh) {
				continue
			}
			for _, soc := range tileSoCs {
				form := c.form
				if form == "" {
					form = "-"
				}
				key := strings.Join([]string{c.op, c.types(), form, sh.name, soc}, " ")
				t.Run(strings.ReplaceAll(key, " ", "/"), func(t *testing.T) {
					outcome, cpp := runMatrixCase(t, c, sh, soc, key)
					counts[outcome]++
					if cpp != nil {
						units = append(units, mUnit{key, cpp})
					}
				})
			}
		}
	}
	t.Logf("tile matrix: %d match, %d refused as the table expects, %d failed (%s)",
		counts["match"], counts["refused"], counts["fail"], time.Since(start).Round(time.Second))
	if mode == "full" {
		compileMatrixUnits(t, units)
	}
}

// mUnit is one translation to check with g++.
type mUnit struct {
	key string
	cpp []byte
}

// shapes are the kernel forms of c.
func (c *mCase) shapes() []mShape {
	switch {
	case c.kind == mkRed1D && c.in == mF32:
		return []mShape{mShape1D, mShape1DN, mShape1DL}
	case c.kind == mkRed1D:
		return []mShape{mShape1D, mShape1DN}
	case c.kind == mkRed2D:
		return []mShape{{name: "2d", rows: 20, cols: 64, tr: 8, tc: 64, cores: 2},
			{name: "2dn", rows: 10, cols: 20, tr: 4, tc: 20, cores: 2}}
	case c.bcast == 'r' || c.bcast == 'c':
		return []mShape{mShape2D, mShape2DN}
	case c.only1D:
		return []mShape{mShape1D}
	case c.in == mF32 && !strings.Contains(c.body, "%yl"):
		return []mShape{mShape1D, mShape1DN, mShape1DL, mShape2D, mShape2DN}
	}
	return []mShape{mShape1D, mShape1DN, mShape2D, mShape2DN}
}

// types spells the element types of c.
func (c *mCase) types() string {
	if c.out != c.in {
		return c.in.name + "-" + c.out.name
	}
	return c.in.name
}

// newRand is a generator seeded from a name, so every case draws the same inputs.
func newRand(name string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewSource(int64(h.Sum64())))
}

// runMatrixCase takes one case through the toolchain and judges the outcome against
// the refusal table: "match", "refused" (as expected) or "fail". It returns the C++ of
// a kernel the pipeline lowered.
func runMatrixCase(t *testing.T, c *mCase, sh mShape, soc, key string) (string, []byte) {
	src := mSource(c, sh)
	path := "matrix/" + strings.ReplaceAll(strings.ReplaceAll(key, " ", "_"), "/", "_") + ".mlir"
	if dir := os.Getenv("ASC_TILE_MATRIX_DUMP"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, filepath.Base(path)), []byte(src), 0o644)
	}
	want := lookupRefusal(key)
	m, cpp, err := lowerMatrix(src, path, soc)
	switch {
	case err != nil && want == nil:
		t.Errorf("refused, and mRefusals does not list it:\n%v\n%s", err, src)
		return "fail", nil
	case err != nil:
		if msg := checkRefusal(err, src, c.op, want); msg != "" {
			t.Errorf("%s\n%v\n%s", msg, err, src)
			return "fail", nil
		}
		return "refused", nil
	case want != nil:
		t.Errorf("mRefusals expects a refusal (%q: %s), but the kernel lowered", want.want, want.reason)
		return "fail", nil
	}
	if !simulateMatrixCase(t, c, sh, m, src) {
		return "fail", cpp
	}
	return "match", cpp
}

// lowerMatrix parses, verifies, lowers with pyasc-pipeline{soc} and translates src. A
// translation error is reported as a test failure through its message prefix; a parse,
// verifier or pipeline error is a refusal (one the table does not list fails too).
func lowerMatrix(src, path, soc string) (*ir.Operation, []byte, error) {
	return lowerWith(src, path, soc, "")
}

// lowerWith is lowerMatrix with more pyasc-pipeline options (opts, "" for none).
func lowerWith(src, path, soc, opts string) (*ir.Operation, []byte, error) {
	m, ctx, err := parseVerified(path, src) // the parser checks some types (asctile-ops.md §5.1)
	if err != nil {
		return nil, nil, err
	}
	if err := applyPipeline(m, ctx, "builtin.module(pyasc-pipeline{soc="+soc+" "+opts+"})"); err != nil {
		return nil, nil, err
	}
	var cpp bytes.Buffer
	if err := target.Translate(&cpp, m, target.Options{}); err != nil {
		return nil, nil, fmt.Errorf("TRANSLATE (a bug: the pipeline accepted the kernel): %w", err)
	}
	return m, cpp.Bytes(), nil
}

// parseVerified parses and verifies the module src.
func parseVerified(path, src string) (*ir.Operation, *ir.Context, error) {
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, path, []byte(src), ir.ParseOptions{})
	if err != nil {
		return nil, nil, err
	}
	return m, ctx, ir.Verify(m)
}

// kernelFunc parses and verifies src and returns its last func.func (the kernel).
func kernelFunc(path, src string) (*ir.Operation, error) {
	m, _, err := parseVerified(path, src)
	if err != nil {
		return nil, err
	}
	var fn *ir.Operation
	m.Walk(func(op *ir.Operation) bool {
		if op.Name() == "func.func" {
			fn = op
		}
		return true
	})
	return fn, nil
}

var diagHead = regexp.MustCompile(`^[^:\s]+:(\d+):\d+: error: (?:'([a-z_.0-9]+)' op )?`)

// checkRefusal checks a refusal against the table's entry: the diagnostic contains the
// expected words, names the entry's op (or names none) and sits on the line of the op
// under test, op, or of the entry's op (a type no op accepts is refused where the first
// tile of it is made). It returns "" when it does.
func checkRefusal(err error, src, op string, want *mRefusal) string {
	msg := err.Error()
	if strings.HasPrefix(msg, "TRANSLATE") {
		return "not a refusal"
	}
	if !strings.Contains(msg, want.want) {
		return fmt.Sprintf("refused, but not with %q (%s)", want.want, want.reason)
	}
	h := diagHead.FindStringSubmatch(strings.SplitN(msg, "\n", 2)[0])
	if h == nil {
		return "the refusal has no location in the kernel"
	}
	line, _ := strconv.Atoi(h[1])
	lines := strings.Split(src, "\n")
	if line < 1 || line > len(lines) {
		return "the refusal's line is not in the kernel"
	}
	if want.op == "" {
		return "" // a refusal of the whole kernel (the tiles overflow a buffer)
	}
	if h[2] != "" && h[2] != want.op {
		return fmt.Sprintf("the refusal names %s, not %s", h[2], want.op)
	}
	if !strings.Contains(lines[line-1], op+" ") && !strings.Contains(lines[line-1], want.op+" ") {
		return fmt.Sprintf("the refusal is not at the %s op (line %d: %s)", op, line, strings.TrimSpace(lines[line-1]))
	}
	return ""
}

// matrixInputs draws the inputs of c on sh: x, y and the scalar.
func matrixInputs(c *mCase, sh mShape) (x, y []float64) {
	n := sh.n
	if sh.rows > 0 {
		n = sh.rows * sh.cols
	}
	r := newRand(c.name() + "/" + sh.name)
	x = c.in.draw(r, n, c.xr)
	yr := c.yr
	if yr.isZero() {
		yr = c.xr
	}
	y = c.in.draw(r, n, yr)
	return x, y
}

// simulateMatrixCase runs the lowered kernel and compares with the reference.
func simulateMatrixCase(t *testing.T, c *mCase, sh mShape, m *ir.Operation, src string) bool {
	x, y := matrixInputs(c, sh)
	want := matrixRef(c, sh, x, y)
	z := out(len(want) * c.out.bits / 8)
	var args []*sim.Arg
	switch {
	case c.kind == mkRed1D:
		args = []*sim.Arg{in(c.in.bytes(x)), z, scalar(fmtInt(sh.n)), scalar(fmtInt(len(want)))}
	case c.kind == mkRed2D:
		args = []*sim.Arg{in(c.in.bytes(x)), z, scalar(fmtInt(sh.rows)), scalar(fmtInt(len(want)))}
	case sh.rows > 0:
		args = []*sim.Arg{in(c.in.bytes(x)), in(c.in.bytes(y)), z, scalar(fmtInt(sh.rows)), scalar(fmtInt(sh.cols)), scalar(c.in.scalarArg(c.sval))}
	default:
		args = []*sim.Arg{in(c.in.bytes(x)), in(c.in.bytes(y)), z, scalar(fmtInt(sh.n)), scalar(c.in.scalarArg(c.sval))}
	}
	if msgs := tryTile(t, m, "mx", sh.cores, args...); len(msgs) > 0 {
		t.Errorf("asc-sim: %d diagnostics (a lowering the pipeline accepted fails at run time):\n%s\n%s",
			len(msgs), strings.Join(msgs[:min(len(msgs), 5)], "\n"), src)
		return false
	}
	return compareMatrix(t, c.out.values(z.Data), want, c.tol, src)
}

// compareMatrix compares element by element (NaN matches NaN, infinities match exactly).
func compareMatrix(t *testing.T, got, want []float64, tol mTol, src string) bool {
	bad := 0
	for i := range want {
		g, w := got[i], want[i]
		ok := (math.IsNaN(g) && math.IsNaN(w)) || g == w || closeTo(g, w, tol.atol, tol.rtol)
		if !ok {
			if bad < 5 {
				t.Errorf("element %d: got %g want %g", i, g, w)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d elements wrong\n%s", bad, len(want), src)
		return false
	}
	return true
}
