package examples

import (
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// TestTileSoftmaxWideUB: softmax_wide_ub, row softmax over 8×1024 f32 tiles (six 32 KiB
// tiles live), R rows dealt unevenly (partial last tile, idle cores), against float64
// (f32 tolerances), under each pipeline option string of opts per SoC: with reuse-ub the
// temporaries hoisted out of the loop share memory by their lifetimes within an iteration.
func TestTileSoftmaxWideUB(t *testing.T) {
	opts := map[string][]string{
		"Ascend910B1":      {" reuse-ub=true", " reuse-ub=true reuse-ub-in-out=true", " reuse-ub=true static-alloc=true"},
		"Ascend950PR_9599": {" reuse-ub=true", " reuse-ub=true reuse-ub-in-out=true"},
	}
	for _, sz := range []struct{ rows, cores int }{{13, 3}, {4, 2}} {
		r := rand.New(rand.NewSource(int64(sz.rows)))
		x := randF32(r, sz.rows*1024, 6)
		want := make([]float64, len(x))
		for i := 0; i < sz.rows; i++ {
			row := x[i*1024 : (i+1)*1024]
			mx := math.Inf(-1)
			for _, v := range row {
				mx = math.Max(mx, float64(v))
			}
			sum := 0.0
			for _, v := range row {
				sum += math.Exp(float64(v) - mx)
			}
			for j, v := range row {
				want[i*1024+j] = math.Exp(float64(v)-mx) / sum
			}
		}
		for _, soc := range tileSoCs {
			for _, o := range opts[soc] {
				t.Run(fmtInt(sz.rows)+"/"+soc+o, func(t *testing.T) {
					m := lowerTileOpts(t, "softmax_wide_ub", "soc="+soc+o)
					y := out(4 * len(x))
					runTile(t, m, "softmax_wide_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.rows)))
					checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
				})
			}
		}
	}
}

// TestTileSoftmaxWideUBOverflow: without reuse-ub softmax_wide_ub does not fit: on a 910B
// the TPipe buffers run past the UB, which asc-sim reports when the kernel starts; on a
// 950 (static allocation) pyasc-pipeline refuses it at the op.
func TestTileSoftmaxWideUBOverflow(t *testing.T) {
	m := lowerTile(t, "softmax_wide_ub", "Ascend910B1")
	msgs := tryTile(t, m, "softmax_wide_kernel", 1, in(make([]byte, 4*8*1024)), out(4*8*1024), scalar("8"))
	if len(msgs) == 0 || !strings.Contains(msgs[0], "allocation capacity exceeded: UB") {
		t.Errorf("910B: want a UB capacity diagnostic, got %q", msgs)
	}
	src, err := os.ReadFile(filepath.Join("asc2", "softmax_wide_ub", "kernel.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	mod, err := ir.ParseSource(ctx, "kernel.mlir", src, ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pm, err := passall.Registry().ParsePipeline("builtin.module(pyasc-pipeline{soc=Ascend950PR_9599})")
	if err != nil {
		t.Fatal(err)
	}
	err = pm.Run(mod, ctx, &passes.Instrumentation{})
	if err == nil || !strings.Contains(err.Error(), "static allocation needs 262656 bytes of UB, more than its 262144 bytes") {
		t.Errorf("950: want the static allocation refused, got %v", err)
	}
}
