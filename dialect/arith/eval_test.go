package arith_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// TestIntEvalAgreesWithFolders: the executable semantics of the integer ops (IntBinaryEval,
// which the simulator runs) and the arbitrary-width folders give the same bits wherever the
// folder folds, for every op and widths from 1 to 64 bits.
func TestIntEvalAgreesWithFolders(t *testing.T) {
	ctx := all.NewContext()
	rng := rand.New(rand.NewSource(7))
	edges := []uint64{0, 1, 2, 3, ^uint64(0), ^uint64(0) - 1, 1 << 63, 1<<63 - 1, 0x80, 0x7f, 0x8000, 1 << 31}
	folded := 0
	for _, name := range arith.IntBinaryOps() {
		eval, _ := arith.IntBinaryEval(name)
		for _, w := range []uint{1, 7, 8, 16, 31, 32, 33, 64} {
			mask := ^uint64(0) >> (64 - w)
			for i := 0; i < 40; i++ {
				a, b := rng.Uint64(), rng.Uint64()
				if i < len(edges) {
					a, b = edges[i], edges[(i*5+3)%len(edges)]
				}
				if i%4 == 1 {
					b = uint64(rng.Intn(int(w) + 2)) // small shifts and divisors
				}
				a, b = a&mask, b&mask
				want, ok := fold(t, ctx, name, w, a, b)
				if !ok {
					continue
				}
				folded++
				got, ok := eval(a, b, w)
				if !ok || got&mask != want {
					t.Errorf("%s i%d %#x, %#x: eval %#x (ok %v), folder %#x", name, w, a, b, got&mask, ok, want)
				}
			}
		}
	}
	if folded < 1000 {
		t.Errorf("only %d cases folded", folded)
	}
}

// fold runs the op's folder on two constants; ok is false when it does not fold to a
// constant.
func fold(t *testing.T, ctx *ir.Context, name string, w uint, a, b uint64) (uint64, bool) {
	t.Helper()
	sx := func(v uint64) int64 { return int64(v<<(64-w)) >> (64 - w) }
	src := fmt.Sprintf("func.func @f() -> i%[1]d {\n%%a = arith.constant %[2]d : i%[1]d\n%%b = arith.constant %[3]d : i%[1]d\n%%r = %[4]s %%a, %%b : i%[1]d\nreturn %%r : i%[1]d\n}\n",
		w, sx(a), sx(b), name)
	if w == 1 { // i1 constants are spelled true/false
		src = fmt.Sprintf("func.func @f() -> i1 {\n%%a = arith.constant %v\n%%b = arith.constant %v\n%%r = %s %%a, %%b : i1\nreturn %%r : i1\n}\n", a == 1, b == 1, name)
	}
	m, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	var op *ir.Operation
	m.Walk(func(o *ir.Operation) bool {
		if o.Name() == name {
			op = o
		}
		return true
	})
	res := op.Info().Fold(op, ir.ConstantOperands(op))
	if len(res) != 1 || res[0].Attr == nil {
		return 0, false
	}
	ia, ok := res[0].Attr.(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return uint64(ia.Value) & (^uint64(0) >> (64 - w)), true
}
