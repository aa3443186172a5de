package examples

import (
	"fmt"
	"math/rand"
	"strings"
)

// Random chained matmuls: D = q(A·B) · E with the intermediate kept on chip, as PyAsc's
// attention-like kernels do. Per band of TM rows of A, A·B (K deep, accumulated in L0C
// over K steps with tails) leaves L0C through asctile.copy_fixpipe into L1, with its
// relu and quantize (to the input type) flags, is copied into L0A and multiplied by E
// (T×T, T the band's width = N, so that no column of the intermediate lies past N) into
// a second accumulator, which is stored. Rows past M only reach rows that are not stored.

func genChain(seed int64, r *rand.Rand) *rProg {
	et := []string{"f16", "bf16"}[r.Intn(2)]
	mm := &rMatmul{tm: 16 * (1 + r.Intn(4)), tn: 16 * (1 + r.Intn(4)), relu: r.Intn(2) == 0, chain: true}
	mm.tk = []int{16, 32, 64}[r.Intn(3)]
	mm.n = mm.tn
	mm.m = 1 + r.Intn(3*mm.tm)
	mm.k = 1 + r.Intn(4*mm.tk)
	p := &rProg{seed: seed, cores: 1 + r.Intn(8), et: et, out: "f32", mm: mm, form: "matmul-chain", nIn: 3}
	p.ops = map[string]int{}
	p.src = p.chainKernel()
	rng := mRange{lo: -1, hi: 1}
	p.inputs = [][]float64{typeOf(et).draw(r, mm.m*mm.k, rng), typeOf(et).draw(r, mm.k*mm.n, rng),
		typeOf(et).draw(r, mm.n*mm.n, rng)}
	return p
}

// chainKernel is the kernel text of a chained matmul.
func (p *rProg) chainKernel() string {
	mm, et := p.mm, p.et
	var h strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&h, f+"\n", a...) }
	ta := fmt.Sprintf("<%dx%dx%s, L0A>", mm.tm, mm.tk, et)
	tb := fmt.Sprintf("<%dx%dx%s, L0B>", mm.tk, mm.tn, et)
	tc := fmt.Sprintf("<%dx%dxf32, L0C>", mm.tm, mm.tn)
	tq := fmt.Sprintf("<%dx%dx%s, L1>", mm.tm, mm.tn, et)
	th := fmt.Sprintf("<%dx%dx%s, L0A>", mm.tm, mm.tn, et)
	te := fmt.Sprintf("<%dx%dx%s, L0B>", mm.tn, mm.tn, et)
	tens := "!asctile.tensor<?x?x" + et + ">"
	w("module {")
	w("  func.func @rk(%%a: memref<*x%[1]s, 22>, %%b: memref<*x%[1]s, 22>, %%e: memref<*x%[1]s, 22>, %%d: memref<*xf32, 22>, %%m: i32, %%k: i32) attributes {ascendc.global} {", et)
	w("    %%c0 = arith.constant 0 : i32")
	w("    %%c1 = arith.constant 1 : i32")
	w("    %%cM = arith.constant %d : i32", mm.tm)
	w("    %%cN = arith.constant %d : i32", mm.tn)
	w("    %%cK = arith.constant %d : i32", mm.tk)
	w("    %%pad = arith.constant %s : %s", gLit(et, 0), et)
	w("    %%ta = asctile.tensor %%a(%%m, %%k) : memref<*x%s, 22>, %s", et, tens)
	w("    %%tb = asctile.tensor %%b(%%k, %%cN) : memref<*x%s, 22>, %s", et, tens)
	w("    %%te = asctile.tensor %%e(%%cN, %%cN) : memref<*x%s, 22>, %s", et, tens)
	w("    %%td = asctile.tensor %%d(%%m, %%cN) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>")
	w("    %%bid = ascendc.get_block_idx : i64")
	w("    %%bi = arith.trunci %%bid : i64 to i32")
	w("    %%nb = ascendc.get_block_num : i64")
	w("    %%nbi = arith.trunci %%nb : i64 to i32")
	w("    %%mt = arith.ceildivsi %%m, %%cM : i32")
	w("    %%ksteps = arith.ceildivsi %%k, %%cK : i32")
	w("    scf.for %%t = %%bi to %%mt step %%nbi : i32 {")
	w("      %%om = arith.muli %%t, %%cM : i32")
	w("      %%acc = asctile.accumulator : !asctile.tile%s", tc)
	w("      scf.for %%i = %%c0 to %%ksteps step %%c1 : i32 {")
	w("        %%ok = arith.muli %%i, %%cK : i32")
	w("        %%at = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tens, ta)
	w("        %%bt = asctile.load %%tb[%%ok, %%c0], %%pad : %s, !asctile.tile%s", tens, tb)
	w("        asctile.matmul_acc %%at, %%bt, %%acc : %s, %s, %s", ta, tb, tc)
	w("      } {asctile.unroll_factor = 1 : index}")
	flags := []string{"quantize"}
	if mm.relu {
		flags = append(flags, "relu")
	}
	w("      %%q1 = asctile.copy_fixpipe %%acc[%%c0, %%c0] {%s} : !asctile.tile%s, !asctile.tile%s", strings.Join(flags, ", "), tc, tq)
	w("      %%q0 = asctile.copy %%q1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", tq, th)
	w("      %%et = asctile.load %%te[%%c0, %%c0], %%pad : %s, !asctile.tile%s", tens, te)
	w("      %%acc2 = asctile.accumulator : !asctile.tile%s", tc)
	w("      asctile.matmul_acc %%q0, %%et, %%acc2 : %s, %s, %s", th, te, tc)
	w("      asctile.store %%acc2, %%td[%%om, %%c0] : !asctile.tile%s, !asctile.tensor<?x?xf32>", tc)
	w("    } {asctile.unroll_factor = 1 : index}")
	w("    return")
	w("  }")
	w("}")
	p.ops["asctile.copy_fixpipe"]++
	p.ops["asctile.copy"]++
	p.ops["asctile.matmul_acc"] += 2
	return h.String()
}
