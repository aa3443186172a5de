package examples

import (
	"fmt"
	"math/rand"
	"strings"
)

// Random tiled matmuls in the frontend's form (as examples/asc2/matmul_*): C = A·B over
// output tiles dealt grid-stride to the cores, K in steps of TK loaded into L0A/L0B and
// accumulated with matmul_acc into an asctile.accumulator (or one asctile.matmul when K
// fits one step), M, N and K with and without tails, an epilogue of relu and/or a cast
// on the L0C tile (the fixpipe's relu and quantize) before the store.

// rMatmul is the shape of a matmul kernel.
type rMatmul struct {
	m, n, k    int
	tm, tn, tk int
	single     bool // one asctile.matmul (k <= tk)
	relu       bool
	l1         bool // A and B loaded into L1, then copied to L0A/L0B (asctile.copy)
	fixpipe    bool // the epilogue written as one asctile.store_fixpipe with its flags
	chain      bool // D = fixpipe(A·B) · E (genChain)
}

func genMatmul(seed int64, r *rand.Rand) *rProg {
	ets := []string{"f16", "bf16", "f32"}
	et := ets[r.Intn(3)]
	mm := &rMatmul{tm: 16 * (1 + r.Intn(4)), tn: 16 * (1 + r.Intn(4)), relu: r.Intn(3) == 0, l1: r.Intn(3) == 0, fixpipe: r.Intn(3) == 0}
	mm.tk = []int{16, 32, 64}[r.Intn(3)]
	if et == "f32" {
		mm.tk = []int{16, 32}[r.Intn(2)] // an f32 B tile of 8 rows is no whole fractal (refused)
	}
	mm.m = 1 + r.Intn(3*mm.tm)
	mm.n = 1 + r.Intn(3*mm.tn)
	mm.k = 1 + r.Intn(4*mm.tk)
	if r.Intn(3) == 0 {
		mm.single = true
		mm.k = 1 + r.Intn(mm.tk)
	}
	p := &rProg{seed: seed, cores: 1 + r.Intn(8), et: et, out: "f32", mm: mm, form: "matmul", nIn: 2}
	if r.Intn(3) == 0 {
		p.out = []string{"f16", "bf16"}[r.Intn(2)]
	}
	p.ops = map[string]int{}
	p.src = p.matmulKernel()
	rng := mRange{lo: -2, hi: 2}
	p.inputs = [][]float64{typeOf(et).draw(r, mm.m*mm.k, rng), typeOf(et).draw(r, mm.k*mm.n, rng)}
	return p
}

// matmulKernel is the kernel text of p.
func (p *rProg) matmulKernel() string {
	mm, et := p.mm, p.et
	var h strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&h, f+"\n", a...) }
	ta := fmt.Sprintf("<%dx%dx%s, L0A>", mm.tm, mm.tk, et)
	tb := fmt.Sprintf("<%dx%dx%s, L0B>", mm.tk, mm.tn, et)
	tc := fmt.Sprintf("<%dx%dxf32, L0C>", mm.tm, mm.tn)
	w("module {")
	w("  func.func @rk(%%a: memref<*x%s, 22>, %%b: memref<*x%s, 22>, %%c: memref<*x%s, 22>, %%m: i32, %%n: i32, %%k: i32) attributes {ascendc.global} {", et, et, p.out)
	w("    %%c0 = arith.constant 0 : i32")
	w("    %%c1 = arith.constant 1 : i32")
	w("    %%cM = arith.constant %d : i32", mm.tm)
	w("    %%cN = arith.constant %d : i32", mm.tn)
	w("    %%cK = arith.constant %d : i32", mm.tk)
	w("    %%pad = arith.constant %s : %s", gLit(et, 0), et)
	w("    %%ta = asctile.tensor %%a(%%m, %%k) : memref<*x%s, 22>, !asctile.tensor<?x?x%s>", et, et)
	w("    %%tb = asctile.tensor %%b(%%k, %%n) : memref<*x%s, 22>, !asctile.tensor<?x?x%s>", et, et)
	w("    %%tc = asctile.tensor %%c(%%m, %%n) : memref<*x%s, 22>, !asctile.tensor<?x?x%s>", p.out, p.out)
	writeTileGrid(w)
	w("    scf.for %%t = %%bi to %%tiles step %%nbi : i32 {")
	w("      %%tm = arith.divsi %%t, %%nt : i32")
	w("      %%tn = arith.remsi %%t, %%nt : i32")
	w("      %%om = arith.muli %%tm, %%cM : i32")
	w("      %%on = arith.muli %%tn, %%cN : i32")
	if mm.single {
		p.mmLoads(w, "      ", "%c0")
		w("      %%acc = asctile.matmul %%at, %%bt : %s, %s -> %s", ta, tb, tc)
		p.ops["asctile.matmul"]++
	} else {
		w("      %%acc = asctile.accumulator : !asctile.tile%s", tc)
		w("      scf.for %%i = %%c0 to %%ksteps step %%c1 : i32 {")
		w("        %%ok = arith.muli %%i, %%cK : i32")
		p.mmLoads(w, "        ", "%ok")
		w("        asctile.matmul_acc %%at, %%bt, %%acc : %s, %s, %s", ta, tb, tc)
		w("      } {asctile.unroll_factor = 1 : index}")
		p.ops["asctile.matmul_acc"]++
	}
	if mm.fixpipe {
		p.mmFixpipe(w, tc)
	} else {
		p.mmEpilogue(w, tc)
	}
	w("    } {asctile.unroll_factor = 1 : index}")
	w("    return")
	w("  }")
	w("}")
	return h.String()
}

// mmEpilogue is the frontend's epilogue: relu and cast on the L0C tile, then the store
// (asctile-transform-store-fixpipe folds them into the fixpipe's flags).
func (p *rProg) mmEpilogue(w func(string, ...any), tc string) {
	mm, res := p.mm, "%acc"
	if mm.relu {
		w("      %%r = asctile.relu %s : !asctile.tile%s", res, tc)
		res = "%r"
		p.ops["asctile.relu"]++
	}
	to := "!asctile.tile" + tc
	if p.out != "f32" {
		to = fmt.Sprintf("!asctile.tile<%dx%dx%s, L0C>", mm.tm, mm.tn, p.out)
		w("      %%h = asctile.cast %s : !asctile.tile%s to %s", res, tc, to)
		res = "%h"
		p.ops["asctile.cast"]++
	}
	w("      asctile.store %s, %%tc[%%om, %%on] : %s, !asctile.tensor<?x?x%s>", res, to, p.out)
}

// mmFixpipe writes the epilogue as one store_fixpipe with its relu and quantize flags.
func (p *rProg) mmFixpipe(w func(string, ...any), tc string) {
	var flags []string
	if p.out != "f32" {
		flags = append(flags, "quantize")
	}
	if p.mm.relu {
		flags = append(flags, "relu")
	}
	attrs := ""
	if len(flags) > 0 {
		attrs = " {" + strings.Join(flags, ", ") + "}"
	}
	w("      asctile.store_fixpipe %%acc, %%tc[%%om, %%on]%s : !asctile.tile%s, !asctile.tensor<?x?x%s>", attrs, tc, p.out)
	p.ops["asctile.store_fixpipe"]++
}

// mmLoads loads the A and B tiles of the K step at ok: straight into L0A/L0B, or into L1
// and copied from there (asctile.copy).
func (p *rProg) mmLoads(w func(string, ...any), ind, ok string) {
	mm, et := p.mm, p.et
	ta := fmt.Sprintf("<%dx%dx%s, L0A>", mm.tm, mm.tk, et)
	tb := fmt.Sprintf("<%dx%dx%s, L0B>", mm.tk, mm.tn, et)
	if !mm.l1 {
		w(ind+"%%at = asctile.load %%ta[%%om, %s], %%pad : !asctile.tensor<?x?x%s>, !asctile.tile%s", ok, et, ta)
		w(ind+"%%bt = asctile.load %%tb[%s, %%on], %%pad : !asctile.tensor<?x?x%s>, !asctile.tile%s", ok, et, tb)
		return
	}
	a1 := fmt.Sprintf("<%dx%dx%s, L1>", mm.tm, mm.tk, et)
	b1 := fmt.Sprintf("<%dx%dx%s, L1>", mm.tk, mm.tn, et)
	w(ind+"%%a1 = asctile.load %%ta[%%om, %s], %%pad : !asctile.tensor<?x?x%s>, !asctile.tile%s", ok, et, a1)
	w(ind+"%%b1 = asctile.load %%tb[%s, %%on], %%pad : !asctile.tensor<?x?x%s>, !asctile.tile%s", ok, et, b1)
	w(ind+"%%at = asctile.copy %%a1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", a1, ta)
	w(ind+"%%bt = asctile.copy %%b1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
	p.ops["asctile.copy"] += 2
}

// genLong draws a kernel on tiles longer than one vector instruction's 255 repeats (f32
// tiles of 16448 elements, f16 of 32896: 64 KB), where only a load, one op and its result
// fit in the 910B's UB: a unary op, or a reduction over the whole tile subtracted back.
func genLong(seed int64, r *rand.Rand) *rProg {
	et := []string{"f32", "f16"}[r.Intn(2)]
	tn := 16448
	if et == "f16" {
		tn = 32896
	}
	p := &rProg{seed: seed, cores: 1 + r.Intn(3), et: et, out: et, tn: tn, nIn: 1, form: "1d-long", ops: map[string]int{}}
	p.n = 1 + r.Intn(2*tn*p.cores)
	g := &gen{r: r, ops: p.ops, ind: "      "}
	a := &gVal{name: "%l0", et: et, shape: []int{tn}, lo: -2, hi: 2}
	var res *gVal
	// A sum's work tensor, or an f16 reduction's f32 copy, does not fit beside two 64 KB
	// tiles: f32 max and min only.
	if r.Intn(2) == 0 && et == "f32" {
		kind := g.pick([]string{"max", "min"})
		s := &gVal{name: g.fresh("r"), et: et}
		g.line("%s = asctile.reduce_as_1d <%s> %%l0 : %s, %s", s.name, kind, a.ty(), et)
		g.ops["asctile.reduce_as_1d"]++
		res = g.tileScalar("adds", a, s, 0, 0) // subs is a Duplicate and a Sub on c220: one tile more
	} else {
		res = g.op1(g.pick([]string{"math.absf", "arith.negf", "asctile.relu", "math.tanh", "math.exp"}), a, 0, 0)
	}
	body := g.b.String()
	tens := "!asctile.tensor<?x" + et + ">"
	p.src = fmt.Sprintf(`module {
  func.func @rk(%%x0: memref<*x%[1]s, 22>, %%z: memref<*x%[1]s, 22>, %%n: i32) attributes {ascendc.global} {
    %%tx0 = asctile.tensor %%x0(%%n) : memref<*x%[1]s, 22>, %[2]s
    %%tz = asctile.tensor %%z(%%n) : memref<*x%[1]s, 22>, %[2]s
    %%cT = arith.constant %[3]d : i32
    %%bid = ascendc.get_block_idx : i64
    %%bi = arith.trunci %%bid : i64 to i32
    %%nb = ascendc.get_block_num : i64
    %%nbi = arith.trunci %%nb : i64 to i32
    %%first = arith.muli %%bi, %%cT : i32
    %%step = arith.muli %%nbi, %%cT : i32
    scf.for %%off = %%first to %%n step %%step : i32 {
      %%pad = arith.constant %[4]s : %[1]s
      %%l0 = asctile.load %%tx0[%%off], %%pad : %[2]s, %[5]s
%[6]s      asctile.store %[7]s, %%tz[%%off] : %[5]s, %[2]s
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
`, et, tens, tn, gLit(et, 0), a.ty(), body, res.name)
	p.inputs = [][]float64{typeOf(et).draw(r, p.n, mRange{lo: -2, hi: 2})}
	return p
}

// writeTileGrid writes the block's place in a grid of M x N output tiles: %bi of %nbi
// blocks, %mt x %nt = %tiles tiles of %cM x %cN, and %ksteps steps of %cK along K.
func writeTileGrid(w func(string, ...any)) {
	w("    %%bid = ascendc.get_block_idx : i64")
	w("    %%bi = arith.trunci %%bid : i64 to i32")
	w("    %%nb = ascendc.get_block_num : i64")
	w("    %%nbi = arith.trunci %%nb : i64 to i32")
	w("    %%mt = arith.ceildivsi %%m, %%cM : i32")
	w("    %%nt = arith.ceildivsi %%n, %%cN : i32")
	w("    %%tiles = arith.muli %%mt, %%nt : i32")
	w("    %%ksteps = arith.ceildivsi %%k, %%cK : i32")
}
