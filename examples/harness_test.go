package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// load parses and verifies <name>/kernel.mlir and runs ASC_EXTRA_PASSES on it.
func load(t testing.TB, name string) *ir.Operation {
	t.Helper()
	path := filepath.Join(name, "kernel.mlir")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, ctx := parseIn(t, path, string(src))
	applyExtraPasses(t, m, ctx)
	return m
}

// parse parses and verifies a kernel's text (not run through ASC_EXTRA_PASSES: its
// callers hand it mutated kernels whose verdict is the sanitizer's).
func parse(t testing.TB, path, src string) *ir.Operation {
	t.Helper()
	m, _ := parseIn(t, path, src)
	return m
}

// parseIn is parse, also returning the context the module lives in.
func parseIn(t testing.TB, path, src string) (*ir.Operation, *ir.Context) {
	t.Helper()
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, path, []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m, ctx
}

// run executes a kernel and fails the test on any diagnostic.
func run(t testing.TB, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) *sim.Chip {
	t.Helper()
	ch, errs := tryRun(t, m, entry, blockDim, args...)
	if len(errs) > 0 {
		var b strings.Builder
		for _, e := range errs {
			b.WriteString(e.Error() + "\n")
			for _, n := range e.Notes {
				b.WriteString("  " + n.Error() + "\n")
			}
		}
		t.Fatalf("%d diagnostics:\n%s", len(errs), b.String())
	}
	return ch
}

func tryRun(t testing.TB, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) (*sim.Chip, []*ir.Diagnostic) {
	t.Helper()
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", blockDim)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := sim.RunKernel(m, entry, cfg, args)
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			return nil, []*ir.Diagnostic{d}
		}
		t.Fatal(err)
	}
	return ch, ch.Errors()
}

func in(b []byte) *sim.Arg     { return &sim.Arg{Kind: sim.ArgIn, Data: b, Name: "in"} }
func out(n int) *sim.Arg       { return &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, n), Name: "out"} }
func scalar(s string) *sim.Arg { return &sim.Arg{Kind: sim.ArgScalar, Scalar: s} }
func f32bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}
func f32of(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}
func f16bytes(v []uint16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}
func f16of(b []byte) []uint16 {
	v := make([]uint16, len(b)/2)
	for i := range v {
		v[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return v
}

func randF32(r *rand.Rand, n int, scale float32) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = (r.Float32()*2 - 1) * scale
	}
	return v
}

func randF16(r *rand.Rand, n int, scale float32) []uint16 {
	v := make([]uint16, n)
	for i := range v {
		v[i] = numeric.F32ToF16((r.Float32()*2 - 1) * scale)
	}
	return v
}

// close reports whether got is within atol + rtol*|want|, or equal to it (an infinity).
func closeTo(got, want, atol, rtol float64) bool {
	return got == want || math.Abs(got-want) <= atol+rtol*math.Abs(want)
}

func checkClose(t *testing.T, got, want []float64, atol, rtol float64) {
	t.Helper()
	bad := 0
	for i := range want {
		if !closeTo(got[i], want[i], atol, rtol) {
			if bad < 5 {
				t.Errorf("element %d: got %g want %g", i, got[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d elements out of tolerance", bad, len(want))
	}
}

func fmtInt(n int) string { return strconv.Itoa(n) }
