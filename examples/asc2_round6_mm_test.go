package examples

import (
	"math/rand"
	"strings"
	"testing"
)

// Round 6 matmuls: two accumulators sharing A with vector work in the K loop, and a
// product fed back through GM into a second (f32) matmul.

// TestTileR6MatmulTwoAccVec: r6_mm_two_acc_vec, A 64x80 f16 with B1, B2 80x64 (K steps of
// 32 with a tail of 16) on 4 cores (2x2 blocks); w = u + v on a 32-element slice per K
// step, written by the cores of column block 0 only.
func TestTileR6MatmulTwoAccVec(t *testing.T) {
	const m, n, k = 64, 64, 80
	a, b1 := mmInputs(611, "f16", m, k, n, 1)
	_, b2 := mmInputs(612, "f16", m, k, n, 0.5)
	r := rand.New(rand.NewSource(613))
	u := r3Gen(m*k, "f32", r.NormFloat64)
	v := r3Gen(m*k, "f32", r.NormFloat64)
	// Each K step adds the 32 elements at om*k + ok: 96 from the start of row om (the last
	// step's slice runs 16 into row om + 1), for om = 0 and 32 (the column-0 cores).
	w := make([]float64, m*k)
	for _, om := range []int{0, 32} {
		for i := om * k; i < om*k+96; i++ {
			w[i] = roundTo("f32", u[i]+v[i])
		}
	}
	r6Both(t, r6{"r6_mm_two_acc_vec", "mm2_kernel", 4, []r6buf{{format: "f16", init: a}, {format: "f16", init: b1},
		{format: "f16", init: b2}, {format: "f32", init: u}, {format: "f32", init: v},
		{format: "f32", n: m * n, want: mmRef64(a, b1, m, k, n), atol: 1e-3, rtol: 1e-3},
		{format: "f32", n: m * n, want: mmRef64(a, b2, m, k, n), atol: 1e-3, rtol: 1e-3},
		{format: "f32", n: m * k, want: w, rtol: 1e-6}}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}}, true)
}

// TestTileR6MatmulChainGM: r6_mm_chain_gm, C = A.B (A 96x48, B 48x64 f16) into the
// workspace and D = C.E (E 64x32 f32) from it, one 32-row band per core on 3 cores. D is
// compared with the product of the exact C (f32 accumulation: rtol 1e-3 plus an atol for
// cancellation).
func TestTileR6MatmulChainGM(t *testing.T) {
	const m, k, n1, n2 = 96, 48, 64, 32
	a, b := mmInputs(614, "f16", m, k, n1, 1)
	r := rand.New(rand.NewSource(615))
	e := r3Gen(n1*n2, "f32", func() float64 { return r.NormFloat64() * 0.25 })
	c := mmRef64(a, b, m, k, n1)
	d := mmRef64(c, e, m, n1, n2)
	r6Both(t, r6{"r6_mm_chain_gm", "chain_kernel", 3, []r6buf{{format: "f16", init: a}, {format: "f16", init: b},
		{format: "f32", init: e}, {format: "f32", n: m * n1, want: c, atol: 1e-3, rtol: 1e-3},
		{format: "f32", n: m * n2, want: d, atol: 1e-2, rtol: 1e-3}}, []string{fmtInt(m)}}, true)
}

// TestTileR6SplitKUBAtomic: r6_splitk_ub_atomic, K = 128 on 4 cores (K = 96 on 3), the
// partial products added into C = 0.5 (as given) through UB atomics.
func TestTileR6SplitKUBAtomic(t *testing.T) {
	for _, cores := range []int{4, 3} {
		const m, n = 64, 64
		k := 32 * cores
		a, b := mmInputs(int64(650+cores), "f16", m, k, n, 1)
		c0, want := make([]float64, m*n), mmRef64(a, b, m, k, n)
		for i := range c0 {
			c0[i] = 0.5
			want[i] += 0.5
		}
		r6Both(t, r6{"r6_splitk_ub_atomic", "splitk_kernel", cores, []r6buf{{format: "f16", init: a}, {format: "f16", init: b},
			{format: "f32", n: cores * m * n}, {format: "f32", init: c0, want: want, atol: 1e-3, rtol: 1e-3}},
			[]string{fmtInt(k)}}, cores == 4)
	}
}

// TestTileR6SplitKAtomicL0CRefused: r6_splitk_atomic, atomic_rmw of the L0C product itself:
// PyAsc's pipeline turns it into a store no pass lowers (asctile-transform-store-fixpipe
// runs before asclower-atomic); it is refused at the atomic op on both SoCs.
func TestTileR6SplitKAtomicL0CRefused(t *testing.T) {
	for _, soc := range tileSoCs {
		m, ctx := parseKernel(t, "asc2/r6_splitk_atomic/kernel.mlir")
		err := applyPipeline(m, ctx, pyascPipeline(soc))
		if err == nil || !strings.Contains(err.Error(), "kernel.mlir:22:7: error: 'asctile.atomic_rmw' op atomically stores a tile in L0C") {
			t.Fatalf("%s: want the atomic_rmw refused at its location, got %v", soc, err)
		}
	}
}
