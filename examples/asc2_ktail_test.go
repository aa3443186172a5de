package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// TestTileMatmulKTail8F16: matmul_ktail8_f16, f16 A·B to f32 in 32x32 tiles with K in
// 32-deep steps; K = 40 ends in a step of 8 (below C0 = 16), K = 8 is one such step, and
// M, N end in partial tiles.
func TestTileMatmulKTail8F16(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores int }{{45, 50, 40, 3}, {32, 32, 8, 1}, {70, 33, 72, 4}} {
		t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k), func(t *testing.T) {
			matmulCase{kernel: "matmul_ktail8_f16", entry: "matmul_kernel", m: sz.m, n: sz.n, k: sz.k, cores: sz.cores}.run(t)
		})
	}
}

// TestTileMatmulKTail8BF16: matmul_ktail8_bf16, the same in bf16 with 16x64 tiles, index
// loops and the accumulator in the K loop's iter_args.
func TestTileMatmulKTail8BF16(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores int }{{45, 70, 40, 3}, {16, 64, 8, 1}, {20, 130, 72, 2}} {
		t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k), func(t *testing.T) {
			matmulCase{kernel: "matmul_ktail8_bf16", entry: "matmul_kernel", m: sz.m, n: sz.n, k: sz.k, cores: sz.cores, bf16: true}.run(t)
		})
	}
}

// TestTileMatmulBiasReluKTail: matmul_bias_relu_ktail, printed with PyAsc's debug
// locations: C = A·B (f32 workspace) and D = f16(relu(C + bias)), K = 40 (a last K step of
// 8) and M, N with tails.
func TestTileMatmulBiasReluKTail(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores int }{{45, 50, 40, 3}, {32, 64, 8, 2}} {
		r := rand.New(rand.NewSource(int64(sz.m + sz.k)))
		a, b, bias := randF16(r, sz.m*sz.k, 1), randF16(r, sz.k*sz.n, 1), randF32(r, sz.n, 1)
		c := matmulRef(a, b, sz.m, sz.k, sz.n)
		d := make([]float64, len(c))
		for i := range c {
			v := math.Max(c[i]+float64(bias[i%sz.n]), 0)
			d[i] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(v))))
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "matmul_bias_relu_ktail", soc)
				zc, zd := out(4*sz.m*sz.n), out(2*sz.m*sz.n)
				runTile(t, m, "matmul_bias_relu_kernel", sz.cores, in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), zc, zd,
					scalar(fmtInt(sz.m)), scalar(fmtInt(sz.n)), scalar(fmtInt(sz.k)))
				checkClose(t, f64s(f32of(zc.Data)), c, 1e-3, 1e-3)
				got := make([]float64, len(d))
				for i, h := range f16of(zd.Data) {
					got[i] = float64(numeric.F16ToF32(h))
				}
				checkClose(t, got, d, 1e-3, 1e-3)
			})
		}
	}
}
