package semantics

import (
	"fmt"
	"strings"
)

// The high-level Matmul API as a TestCubeMeta form (cubemeta_test.go): the same C = A·B
// (+ bias) of the core through a Matmul object — the tiling by init_struct, the original
// shape with A's, B's and C's pitches (SetOrgShape Ka, Kb, Kc), A or Aᵀ and B or Bᵀ
// (SetTensorA/B's transpose flags), SetBias or DisableBias, the single shape rounded up
// and cut back by SetTail or exact, and C by IterateAll or by Iterate + GetTensorC over
// baseM×baseN tiles in either iterateOrder. Types: the ones the model's Matmul runs
// (docs/sim/matmul-api.md): f16/bf16 in with C f32 or the input type, s8 in with C s32.

// mmType is the !ascendc.matmul type with A, B, C and bias element types and the
// transpose flags of A and B.
func (c *cmCase) mmType(ct vdType, ta, tb bool) string {
	in, acc := c.t.in.name, c.t.acc.name
	return fmt.Sprintf("!ascendc.matmul<gm, 0 : i32, %s, %v, 0 : i32, gm, 0 : i32, %s, %v, 0 : i32, gm, 0 : i32, %s, false, 0 : i32, gm, 0 : i32, %s, %s>",
		in, ta, in, tb, ct.name, acc, mmCfg)
}

// emitAPIForm emits one Matmul API form; false when the type has no API form.
func (c *cmCase) emitAPIForm() bool {
	if c.t.in == vdF32 {
		return false
	}
	c.form = "Matmul API; "
	ct := c.t.acc
	if c.t.in.float && c.r.Intn(3) == 0 {
		ct = c.t.in
	}
	ta, tb := c.r.Intn(3) == 0, c.r.Intn(2) == 0
	mt := c.mmType(ct, ta, tb)
	ldc := c.N + c.r.Intn(3)*c.r.Intn(9)
	biased := c.r.Intn(2) == 0
	o := c.newOut(ct, c.cores*c.M*ldc, c.M*ldc)
	for core := 0; core < c.cores; core++ {
		for i := 0; i < c.M; i++ {
			for j := 0; j < c.N; j++ {
				at := core*c.M*ldc + i*ldc + j
				putRaw(o.want, ct, at, outBits(ct, c.ref(core, i, j, biased), false))
				o.care[at] = true
			}
		}
	}
	g := c.global("%"+o.name, ct, c.M*ldc)
	// A is M×lda (or Aᵀ, K×M); B is K×N (or Bᵀ, N×ldb).
	ka, kb := c.lda, c.K
	ga, gb := c.g["a"], c.g["b"]
	if ta {
		ka, ga = c.K, c.g["at"]
	}
	if tb {
		kb, gb = c.ldb, c.g["bt"]
	}
	bm, bn := 16*(1+c.r.Intn(3)), 16*(1+c.r.Intn(3))
	order := c.r.Intn(2)
	sm, sn, sk := c.M, c.N, c.K
	tail := c.r.Intn(2) == 0
	if tail { // a single shape the tiling rounds up, cut back by SetTail
		sm, sn, sk = cmUp(c.M, 16), cmUp(c.N, 16), c.K+c.r.Intn(2)*c.r.Intn(8)
	}
	c.note(fmt.Sprintf("Aᵀ=%v Bᵀ=%v bias=%v base %dx%d order %d tail=%v ldc=%d C %s", ta, tb, biased, bm, bn, order, tail, ldc, ct.name))
	mm, tl := c.fresh("mm"), c.fresh("tiling")
	c.line("%s = ascendc.construct %s()", mm, mt)
	fs := []string{}
	for _, f := range []struct {
		n string
		v int
	}{{"M", c.M}, {"N", c.N}, {"Ka", ka}, {"Kb", kb}, {"singleCoreM", sm}, {"singleCoreN", sn}, {"singleCoreK", sk},
		{"baseM", bm}, {"baseN", bn}, {"baseK", 32}, {"iterateOrder", order}, {"isBias", map[bool]int{true: 1, false: 0}[biased]}} {
		fs = append(fs, fmt.Sprintf("%q = %s : i32", f.n, c.i32(f.v)))
	}
	c.line("%s = emitasc.init_struct !ascendc.cube_tiling(%s)", tl, strings.Join(fs, ", "))
	c.line("ascendc.matmul.init %s, %s : %s, !ascendc.cube_tiling", mm, tl, mt)
	c.line("ascendc.matmul.set_org_shape %s, %s, %s, %s, %s, %s {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>} : %s, i32, i32, i32, i32, i32",
		mm, c.i32(c.M), c.i32(c.N), c.i32(ka), c.i32(kb), c.i32(ldc), mt)
	if tail {
		c.line("ascendc.matmul.set_tail %s, %s, %s, %s : %s, i32, i32, i32", mm, c.i32(c.M), c.i32(c.N), c.i32(c.K), mt)
	}
	c.line("ascendc.matmul.set_tensor_a %s, %s, %s : %s, %s, i1", mm, ga, c.i1(ta), mt, cmGT(c.t.in))
	c.line("ascendc.matmul.set_tensor_b %s, %s, %s : %s, %s, i1", mm, gb, c.i1(tb), mt, cmGT(c.t.in))
	if biased {
		c.line("ascendc.matmul.set_bias %s, %s : %s, %s", mm, c.g["bias"], mt, cmGT(c.t.acc))
	} else if c.r.Intn(2) == 0 {
		c.line("ascendc.matmul.disable_bias %s : %s", mm, mt)
	}
	i8 := c.c("i8", "0")
	if c.r.Intn(2) == 0 {
		c.note("IterateAll")
		c.line("ascendc.matmul.iterate_all %s, %s, %s, %s, %s, %s {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : %s, %s, i8, i1, i1, i1",
			mm, g, i8, c.i1(false), c.i1(false), c.i1(true), mt, cmGT(ct))
		c.line("ascendc.matmul.wait_iterate_all %s : %s", mm, mt)
	} else {
		c.note("Iterate + GetTensorC")
		c.line("scf.while : () -> () {")
		more := c.fresh("more")
		c.line("%s = ascendc.matmul.iterate %s, %s, %s : %s, i1, i1, , i1", more, mm, c.i1(false), c.i1(true), mt)
		c.line("scf.condition(%s)", more)
		c.line("} do {")
		c.line("ascendc.matmul.get_tensor_c %s, %s, %s, %s, %s : %s, %s, i8, i1, i1", mm, g, i8, c.i1(false), c.i1(true), mt, cmGT(ct))
		c.line("scf.yield")
		c.line("}")
	}
	c.line("ascendc.matmul.end %s : %s", mm, mt)
	o.form = c.form
	return true
}
