package examples

import (
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// TestTileMatmulChain: D = f16(A·B) · E through the fixpipe's L0C → L1 copy (copy_fixpipe
// with a cast, FixpipeParamsC310 in the NZ layout), on both SoCs. The inputs are small
// integers, so A·B, its f16 copy and D are exact whatever the order of the sums: any
// misplaced element shows as a difference (the conversion's rounding is tested beside the
// fixpipe, simulator/semantics/fixpipe_params_test.go).
func TestTileMatmulChain(t *testing.T) {
	const m, k, cores = 128, 96, 2
	r := rand.New(rand.NewSource(11))
	a, b, e := smallInts(r, m*k), smallInts(r, k*64), smallInts(r, 64*64)
	ab := matmulRef(a, b, m, k, 64)
	h := make([]uint16, len(ab))
	for i, v := range ab {
		h[i] = numeric.F32ToF16(float32(v))
	}
	want := matmulRef(h, e, m, 64, 64)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			mod := lowerTile(t, "matmul_chain", soc)
			d := out(4 * m * 64)
			runTile(t, mod, "chain_kernel", cores, in(f16bytes(a)), in(f16bytes(b)), in(f16bytes(e)), d,
				scalar(fmtInt(m)), scalar(fmtInt(k)))
			got := make([]float64, m*64)
			for i, f := range f32of(d.Data) {
				got[i] = float64(f)
			}
			checkClose(t, got, want, 0, 0)
		})
	}
}

// smallInts gives n f16 values from -2 to 2.
func smallInts(r *rand.Rand, n int) []uint16 {
	v := make([]uint16, n)
	for i := range v {
		v[i] = numeric.F32ToF16(float32(r.Intn(5) - 2))
	}
	return v
}
