package examples

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// Tile-level reduction kernels (asc2/softmax_*, asc2/sum_*, asc2/row_minmax): each is lowered
// for both architectures of tileSoCs (c310 runs asctile-unscalarize-reduction, c220 does
// not), simulated, and compared with a float64 reference.
//
// Tolerances. Elementwise f32 results use atol 1e-6, rtol 1e-4. The simulator's reductions
// combine lanes as one pairwise tree rounded to f32 at each level (docs/sim/reduce.md;
// hardware.md gives no order, so this is the simulator's documented choice). A sum of n f32
// terms in that order is within ceil(log2 n)·2^-24·Σ|x| of the exact sum, so a sum over
// n ≤ 2^16 terms is within 16·2^-24·Σ|x| ≈ 1e-6·Σ|x|: tests of sums of mixed-sign values
// compare against atol = 1e-6·Σ|x| (plus rtol 1e-4), which the order can never exceed.
// Max and min do not round, so they are compared exactly.

// rowSoftmaxRef is the row softmax of a [rows, cols] matrix in float64.
func rowSoftmaxRef(x []float64, rows, cols int) []float64 {
	y := make([]float64, len(x))
	for r := 0; r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		s := 0.0
		for i, v := range row {
			y[r*cols+i] = math.Exp(v - m)
			s += y[r*cols+i]
		}
		for i := range row {
			y[r*cols+i] /= s
		}
	}
	return y
}

func f64of32(v []float32) []float64 {
	w := make([]float64, len(v))
	for i, x := range v {
		w[i] = float64(x)
	}
	return w
}

// TestTileSoftmaxF32: row softmax of a [rows, cols] f32 matrix, one 256-wide tile per row,
// rows spread over the cores. cols = 256 fills the tile; cols = 251 leaves a 5-element tail
// inside the row's last 32-byte block, which the load pads with -inf (the max and the sum
// must come out right).
//
// PyAsc's lowering of a 2-D store writes min(tile width, elements left in the whole tensor)
// elements per row (passes-asc2.md, asclower-asctile-data-transfer: tail = n - lin), so a
// partial row spills its padded tail into the start of the next row. With one core the next
// row is written later and the spill is overwritten; with several cores it is a cross-core
// write-write race on GM, which the simulator must report (softmaxSpill).
func TestTileSoftmaxF32(t *testing.T) {
	const rows = 37
	for _, c := range []struct{ cols, cores int }{{256, 8}, {251, 1}} {
		r := rand.New(rand.NewSource(int64(c.cols)))
		x := randF32(r, rows*c.cols, 8)
		want := rowSoftmaxRef(f64of32(x), rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/cores=%d/%s", c.cols, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_f32", soc)
				y := out(4 * rows * c.cols)
				runTile(t, m, "softmax_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(c.cols)))
				checkClose(t, f64of32(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileSoftmaxF32Spill: the partial-row store of PyAsc's lowering (see TestTileSoftmaxF32)
// run on 8 cores: the simulator reports the cross-core write-write race on the output.
func TestTileSoftmaxF32Spill(t *testing.T) {
	const rows, cols = 37, 251
	x := randF32(rand.New(rand.NewSource(3)), rows*cols, 8)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_f32", soc)
			d := tryTile(t, m, "softmax_kernel", 8, in(f32bytes(x)), out(4*rows*cols), scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			wantDiag(t, d, "cross-core write-write race on GM")
		})
	}
}

// TestTileSoftmaxF32LongTail: a row 56 elements short of the tile. The load's DataCopyPad
// pads only up to the row's last 32-byte block (hardware.md §6: padding ≤ 32 B; PyAsc asks
// for 56 elements of right padding), so tile elements 200..255 are never written and the
// max and sum read them: PyAsc's lowering computes on garbage there. The simulator must say
// so rather than produce numbers.
func TestTileSoftmaxF32LongTail(t *testing.T) {
	const rows, cols = 5, 200
	x := randF32(rand.New(rand.NewSource(4)), rows*cols, 8)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_f32", soc)
			d := tryTile(t, m, "softmax_kernel", 1, in(f32bytes(x)), out(4*rows*cols), scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			wantDiag(t, d, "'ascendc.reduce_max_l2' op reads uninitialised memory")
		})
	}
}

// tryTile simulates a lowered tile kernel like runTile but returns the diagnostics instead
// of failing on them, for the cases where PyAsc's lowering is known to go wrong.
func tryTile(t *testing.T, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) []string {
	t.Helper()
	soc, ok := m.Attr("asc.soc_version").(*ir.StringAttr)
	if !ok {
		t.Fatal("lowered module has no asc.soc_version")
	}
	model, err := arch.LookupSoC(soc.Value)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := sim.NewConfig(semantics.Registry(), model.Name, blockDim)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := sim.RunKernel(m, entry, cfg, withFFTS(t, m, entry, args))
	if err != nil {
		return []string{err.Error()}
	}
	var msgs []string
	for _, e := range ch.Errors() {
		msgs = append(msgs, e.Error())
	}
	return msgs
}

// wantDiag fails unless one of the diagnostics contains want.
func wantDiag(t *testing.T, diags []string, want string) {
	t.Helper()
	for _, d := range diags {
		if strings.Contains(d, want) {
			return
		}
	}
	t.Fatalf("no diagnostic containing %q; got %d:\n%s", want, len(diags), strings.Join(diags, "\n"))
}
