package examples

import (
	"fmt"
	"strings"
)

// Kernel text of the round-9 cube table (asc2_r9cube_test.go): tiled matmuls in the form
// PyAsc's asc2 frontend emits them. C = A·B over output tiles dealt grid-stride to the
// cores; per tile an asctile.accumulator in L0C and a K loop of matmul_acc (or one
// asctile.matmul when K fits a step); A and B loaded straight into L0A/L0B or into L1 and
// copied from there (whole, or split along K, M or N into several L0A/L0B sub-tiles); the
// accumulator leaves through the fixpipe (relu and a cast to f16/bf16 fused) and, for
// the mixed kernels, comes back into UB for a vector epilogue (gelu, a residual add, a
// bias row, the row softmax).

// cubeCell is one kernel form of the table.
type cubeCell struct {
	et, out    string // A and B element type; C's (f32, or f16/bf16 through the fixpipe)
	m, n, k    int
	tm, tn, tk int
	cores      int
	static     bool   // tensors of constant shape, no size arguments
	relu       bool   // relu on the L0C tile (the fixpipe's relu)
	fixpipe    bool   // the epilogue written as one store_fixpipe with its flags
	single     bool   // one asctile.matmul (k <= tk), no K loop
	kUnroll    int    // unroll_factor of the K loop (0: 1)
	tUnroll    int    // unroll_factor of the loop over output tiles (0: 1)
	l1         string // "": loads into L0A/L0B; "same": L1 tiles copied whole; "ksplit": L1 tiles l1k deep, copied in tk sub-steps; "msplit"/"nsplit": A (B) L1 tile of two L0A (L0B) sub-tiles, two accumulators
	l1k        int    // depth of the L1 tiles of "ksplit"
	epi        string // "": C stored; "gelu", "residual", "bias", "softmax": C also goes to UB, D = epi(C)
	tForm      string // the loop over output tiles: "": grid-stride over all tiles; "once": core b takes tile b if there is one (scf.if); "nested": rows of tiles grid-stride, an inner loop over their columns; "while": grid-stride in an scf.while
	kOffsets   bool   // the K loop runs over offsets (for ok in range(0, K, TK)), not step indices
	kWhile     bool   // the K loop is an scf.while over offsets (a Python while loop; no unroll factor)
	kSkip      bool   // the K loop skips its second step (scf.if around the step's loads and matmuls)
	parallel   bool   // the loops over output tiles are asc2.range(parallel=True) (asctile.parallel: iterations independent)
	pro        string // "": none; "relu", "scale": each A tile goes through UB first (relu, or times 0.5) and a workspace W, which the cube then loads (vector -> cube through GM)
}

// cubeBuf is a GM buffer argument of the kernel.
type cubeBuf struct {
	name, et string
	n        int
	in       bool
}

// bufs are the buffer arguments in order: A, B, the prologue's workspace W (the A tiles
// after the vector prologue, one block of rows per output tile), the epilogue's input R
// (residual M x N, bias N), C and the epilogue's result D.
func (c *cubeCell) bufs() []cubeBuf {
	bs := []cubeBuf{{"a", c.et, c.m * c.k, true}, {"b", c.et, c.k * c.n, true}}
	if c.pro != "" {
		bs = append(bs, cubeBuf{"w", c.et, c.wRows() * c.k, false})
	}
	switch c.epi {
	case "residual":
		bs = append(bs, cubeBuf{"r", "f32", c.m * c.n, true})
	case "bias":
		bs = append(bs, cubeBuf{"r", "f32", c.n, true})
	}
	bs = append(bs, cubeBuf{"c", c.out, c.m * c.n, false})
	if c.epi != "" {
		bs = append(bs, cubeBuf{"d", "f32", c.m * c.n, false})
	}
	return bs
}

// wRows is the row count of the prologue's workspace: one tile of rows per output tile.
func (c *cubeCell) wRows() int {
	return (c.m + c.tileM() - 1) / c.tileM() * ((c.n + c.tileN() - 1) / c.tileN()) * c.tm
}

// tileM and tileN are the output tile of one loop iteration (two sub-tiles for a split).
func (c *cubeCell) tileM() int {
	if c.l1 == "msplit" || c.l1 == "mksplit" {
		return 2 * c.tm
	}
	return c.tm
}

func (c *cubeCell) tileN() int {
	if c.l1 == "nsplit" || c.l1 == "nksplit" {
		return 2 * c.tn
	}
	return c.tn
}

// kStep is the depth of one iteration of the K loop.
func (c *cubeCell) kStep() int {
	if c.l1 == "ksplit" || c.l1 == "mksplit" || c.l1 == "nksplit" {
		return c.l1k
	}
	return c.tk
}

func unrollOf(u int) int { return max(u, 1) }

// cubeKernel is the kernel text of c: @ck(a, b, [r,] c, [d,] [m, n, k]).
func cubeKernel(c *cubeCell) string {
	var h strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&h, f+"\n", a...) }
	et := c.et
	tens := func(e, r, cl string) string {
		if c.static {
			return fmt.Sprintf("!asctile.tensor<%sx%sx%s>", r, cl, e)
		}
		return "!asctile.tensor<?x?x" + e + ">"
	}
	dimM, dimN, dimK := "%m", "%n", "%k"
	if c.static {
		dimM, dimN, dimK = fmtInt(c.m), fmtInt(c.n), fmtInt(c.k)
	}
	tA, tB, tC := tens(et, dimM, dimK), tens(et, dimK, dimN), tens(c.out, dimM, dimN)
	tD := tens("f32", dimM, dimN)
	var ps []string
	for _, b := range c.bufs() {
		ps = append(ps, fmt.Sprintf("%%%s: memref<*x%s, 22>", b.name, b.et))
	}
	params := strings.Join(ps, ", ")
	if !c.static {
		params += ", %m: i32, %n: i32, %k: i32"
	}
	w("module {")
	w("  func.func @ck(%s) attributes {ascendc.global} {", params)
	w("    %%c0 = arith.constant 0 : i32")
	w("    %%c1 = arith.constant 1 : i32")
	for _, v := range []struct {
		name string
		val  int
	}{{"cM", c.tileM()}, {"cN", c.tileN()}, {"cK", c.kStep()}, {"ctm", c.tm}, {"ctn", c.tn}, {"ctk", c.tk}} {
		w("    %%%s = arith.constant %d : i32", v.name, v.val)
	}
	if c.static {
		w("    %%m = arith.constant %d : i32", c.m)
		w("    %%n = arith.constant %d : i32", c.n)
		w("    %%k = arith.constant %d : i32", c.k)
	}
	w("    %%pad = arith.constant %s : %s", gLit(et, 0), et)
	sizes := func(a, b string) string {
		if c.static {
			return ""
		}
		return a + ", " + b
	}
	w("    %%ta = asctile.tensor %%a(%s) : memref<*x%s, 22>, %s", sizes("%m", "%k"), et, tA)
	w("    %%tb = asctile.tensor %%b(%s) : memref<*x%s, 22>, %s", sizes("%k", "%n"), et, tB)
	w("    %%tc = asctile.tensor %%c(%s) : memref<*x%s, 22>, %s", sizes("%m", "%n"), c.out, tC)
	switch c.epi {
	case "residual":
		w("    %%tr = asctile.tensor %%r(%s) : memref<*xf32, 22>, %s", sizes("%m", "%n"), tD)
	case "bias":
		if c.static {
			w("    %%tr = asctile.tensor %%r() : memref<*xf32, 22>, !asctile.tensor<%dxf32>", c.n)
		} else {
			w("    %%tr = asctile.tensor %%r(%%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>")
		}
	}
	if c.pro != "" {
		if c.static {
			w("    %%tw = asctile.tensor %%w() : memref<*x%s, 22>, %s", et, tens(et, fmtInt(c.wRows()), dimK))
		} else {
			w("    %%wr = arith.constant %d : i32", c.wRows())
			w("    %%tw = asctile.tensor %%w(%%wr, %%k) : memref<*x%s, 22>, %s", et, tens(et, "", ""))
		}
	}
	if c.epi != "" {
		w("    %%td = asctile.tensor %%d(%s) : memref<*xf32, 22>, %s", sizes("%m", "%n"), tD)
	}
	writeTileGrid(w)
	c.openTiles(w)
	w("      %%om = arith.muli %%tmi, %%cM : i32")
	w("      %%on = arith.muli %%tni, %%cN : i32")
	c.body(w, tA, tB, tC)
	c.closeTiles(w)
	w("    return")
	w("  }")
	w("}")
	return h.String()
}

// openTiles opens the loop (or the if) over output tiles: %t, %tmi, %tni are the tile and
// its row and column of tiles.
func (c *cubeCell) openTiles(w func(string, ...any)) {
	switch c.tForm {
	case "":
		w("    scf.for %%t = %%bi to %%tiles step %%nbi : i32 {")
		w("      %%tmi = arith.divsi %%t, %%nt : i32")
		w("      %%tni = arith.remsi %%t, %%nt : i32")
	case "once":
		w("    %%inb = arith.cmpi slt, %%bi, %%tiles : i32")
		w("    scf.if %%inb {")
		w("      %%t = arith.addi %%bi, %%c0 : i32")
		w("      %%tmi = arith.divsi %%t, %%nt : i32")
		w("      %%tni = arith.remsi %%t, %%nt : i32")
	case "while":
		w("    %%tend = scf.while (%%tw0 = %%bi) : (i32) -> i32 {")
		w("      %%tgo = arith.cmpi slt, %%tw0, %%tiles : i32")
		w("      scf.condition(%%tgo) %%tw0 : i32")
		w("    } do {")
		w("    ^bb0(%%t: i32):")
		w("      %%tmi = arith.divsi %%t, %%nt : i32")
		w("      %%tni = arith.remsi %%t, %%nt : i32")
	case "nested":
		w("    scf.for %%tmi = %%bi to %%mt step %%nbi : i32 {")
		w("    scf.for %%tni = %%c0 to %%nt step %%c1 : i32 {")
		w("      %%tr0 = arith.muli %%tmi, %%nt : i32")
		w("      %%t = arith.addi %%tr0, %%tni : i32")
	default:
		panic("cubeCell: tForm " + c.tForm)
	}
}

// closeTiles closes what openTiles opened.
func (c *cubeCell) closeTiles(w func(string, ...any)) {
	par := ""
	if c.parallel {
		par = "asctile.parallel, "
	}
	switch c.tForm {
	case "once":
		w("    }")
	case "while":
		w("      %%tnext = arith.addi %%t, %%nbi : i32")
		w("      scf.yield %%tnext : i32")
		w("    }")
	case "nested":
		w("    } {%sasctile.unroll_factor = %d : index}", par, unrollOf(c.tUnroll))
		w("    } {%sasctile.unroll_factor = 1 : index}", par)
	default:
		w("    } {%sasctile.unroll_factor = %d : index}", par, unrollOf(c.tUnroll))
	}
}

// accs are the accumulators of c with the row and column offset of each in the tile.
func (c *cubeCell) accs() [][3]string {
	switch c.l1 {
	case "msplit", "mksplit":
		return [][3]string{{"%acc0", "%om", "%on"}, {"%acc1", "%om1", "%on"}}
	case "nsplit", "nksplit":
		return [][3]string{{"%acc0", "%om", "%on"}, {"%acc1", "%om", "%on1"}}
	}
	return [][3]string{{"%acc", "%om", "%on"}}
}

// body is the K loop (or the single matmul) and the epilogue of one output tile.
func (c *cubeCell) body(w func(string, ...any), tA, tB, tC string) {
	et := c.et
	ta := fmt.Sprintf("<%dx%dx%s, L0A>", c.tm, c.tk, et)
	tb := fmt.Sprintf("<%dx%dx%s, L0B>", c.tk, c.tn, et)
	tc := fmt.Sprintf("<%dx%dxf32, L0C>", c.tm, c.tn)
	if c.l1 == "msplit" || c.l1 == "mksplit" {
		w("      %%om1 = arith.addi %%om, %%ctm : i32")
	}
	if c.l1 == "nsplit" || c.l1 == "nksplit" {
		w("      %%on1 = arith.addi %%on, %%ctn : i32")
	}
	if c.single {
		w("      %%at = asctile.load %%ta[%%om, %%c0], %%pad : %s, !asctile.tile%s", tA, ta)
		w("      %%bt = asctile.load %%tb[%%c0, %%on], %%pad : %s, !asctile.tile%s", tB, tb)
		w("      %%acc = asctile.matmul %%at, %%bt : %s, %s -> %s", ta, tb, tc)
	} else {
		for _, a := range c.accs() {
			w("      %s = asctile.accumulator : !asctile.tile%s", a[0], tc)
		}
		switch {
		case c.kWhile:
			w("      %%kend = scf.while (%%okw = %%c0) : (i32) -> i32 {")
			w("        %%kgo = arith.cmpi slt, %%okw, %%k : i32")
			w("        scf.condition(%%kgo) %%okw : i32")
			w("      } do {")
			w("      ^bb0(%%ok: i32):")
		case c.kOffsets:
			w("      scf.for %%ok = %%c0 to %%k step %%cK : i32 {")
		default:
			w("      scf.for %%i = %%c0 to %%ksteps step %%c1 : i32 {")
			w("        %%ok = arith.muli %%i, %%cK : i32")
		}
		if c.kSkip {
			// A block-sparse K loop: the second step is skipped (its loads and matmuls
			// sit in one branch of an scf.if).
			w("        %%kin = arith.cmpi ne, %%ok, %%cK : i32")
			w("        scf.if %%kin {")
		}
		c.kStepBody(w, tA, tB, ta, tb, tc)
		if c.kSkip {
			w("        }")
		}
		if c.kWhile {
			w("        %%oknext = arith.addi %%ok, %%cK : i32")
			w("        scf.yield %%oknext : i32")
			w("      }")
		} else {
			w("      } {asctile.unroll_factor = %d : index}", unrollOf(c.kUnroll))
		}
	}
	for _, a := range c.accs() {
		c.epilogue(w, a, tc, tC)
	}
}

// kStepBody loads and multiplies one step of the K loop at %ok.
func (c *cubeCell) kStepBody(w func(string, ...any), tA, tB, ta, tb, tc string) {
	et := c.et
	l1 := func(r, cl int) string { return fmt.Sprintf("<%dx%dx%s, L1>", r, cl, et) }
	switch c.l1 {
	case "":
		if c.pro != "" {
			c.prologue(w, tA, ta)
		} else {
			w("        %%at = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, ta)
		}
		w("        %%bt = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, tb)
		w("        asctile.matmul_acc %%at, %%bt, %%acc : %s, %s, %s", ta, tb, tc)
	case "same":
		a1, b1 := l1(c.tm, c.tk), l1(c.tk, c.tn)
		w("        %%a1 = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, a1)
		w("        %%b1 = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, b1)
		w("        %%at = asctile.copy %%a1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", a1, ta)
		w("        %%bt = asctile.copy %%b1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
		w("        asctile.matmul_acc %%at, %%bt, %%acc : %s, %s, %s", ta, tb, tc)
	case "ksplit":
		a1, b1 := l1(c.tm, c.l1k), l1(c.l1k, c.tn)
		w("        %%a1 = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, a1)
		w("        %%b1 = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, b1)
		w("        %%cL = arith.constant %d : i32", c.l1k)
		w("        scf.for %%kk = %%c0 to %%cL step %%ctk : i32 {")
		w("          %%at = asctile.copy %%a1[%%c0, %%kk] : !asctile.tile%s, !asctile.tile%s", a1, ta)
		w("          %%bt = asctile.copy %%b1[%%kk, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
		w("          asctile.matmul_acc %%at, %%bt, %%acc : %s, %s, %s", ta, tb, tc)
		w("        } {asctile.unroll_factor = 1 : index}")
	case "msplit":
		a1, b1 := l1(2*c.tm, c.tk), l1(c.tk, c.tn)
		w("        %%a1 = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, a1)
		w("        %%b1 = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, b1)
		w("        %%bt = asctile.copy %%b1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
		w("        %%at0 = asctile.copy %%a1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", a1, ta)
		w("        asctile.matmul_acc %%at0, %%bt, %%acc0 : %s, %s, %s", ta, tb, tc)
		w("        %%at1 = asctile.copy %%a1[%%ctm, %%c0] : !asctile.tile%s, !asctile.tile%s", a1, ta)
		w("        asctile.matmul_acc %%at1, %%bt, %%acc1 : %s, %s, %s", ta, tb, tc)
	case "nsplit":
		a1, b1 := l1(c.tm, c.tk), l1(c.tk, 2*c.tn)
		w("        %%a1 = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, a1)
		w("        %%b1 = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, b1)
		w("        %%at = asctile.copy %%a1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", a1, ta)
		w("        %%bt0 = asctile.copy %%b1[%%c0, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
		w("        asctile.matmul_acc %%at, %%bt0, %%acc0 : %s, %s, %s", ta, tb, tc)
		w("        %%bt1 = asctile.copy %%b1[%%c0, %%ctn] : !asctile.tile%s, !asctile.tile%s", b1, tb)
		w("        asctile.matmul_acc %%at, %%bt1, %%acc1 : %s, %s, %s", ta, tb, tc)
	case "mksplit", "nksplit":
		m, n := c.tm, c.tn
		if c.l1 == "mksplit" {
			m *= 2
		} else {
			n *= 2
		}
		a1, b1 := l1(m, c.l1k), l1(c.l1k, n)
		w("        %%a1 = asctile.load %%ta[%%om, %%ok], %%pad : %s, !asctile.tile%s", tA, a1)
		w("        %%b1 = asctile.load %%tb[%%ok, %%on], %%pad : %s, !asctile.tile%s", tB, b1)
		w("        %%cL = arith.constant %d : i32", c.l1k)
		w("        scf.for %%kk = %%c0 to %%cL step %%ctk : i32 {")
		if c.l1 == "mksplit" {
			w("          %%bt = asctile.copy %%b1[%%kk, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
			w("          %%at0 = asctile.copy %%a1[%%c0, %%kk] : !asctile.tile%s, !asctile.tile%s", a1, ta)
			w("          asctile.matmul_acc %%at0, %%bt, %%acc0 : %s, %s, %s", ta, tb, tc)
			w("          %%at1 = asctile.copy %%a1[%%ctm, %%kk] : !asctile.tile%s, !asctile.tile%s", a1, ta)
			w("          asctile.matmul_acc %%at1, %%bt, %%acc1 : %s, %s, %s", ta, tb, tc)
		} else {
			w("          %%at = asctile.copy %%a1[%%c0, %%kk] : !asctile.tile%s, !asctile.tile%s", a1, ta)
			w("          %%bt0 = asctile.copy %%b1[%%kk, %%c0] : !asctile.tile%s, !asctile.tile%s", b1, tb)
			w("          asctile.matmul_acc %%at, %%bt0, %%acc0 : %s, %s, %s", ta, tb, tc)
			w("          %%bt1 = asctile.copy %%b1[%%kk, %%ctn] : !asctile.tile%s, !asctile.tile%s", b1, tb)
			w("          asctile.matmul_acc %%at, %%bt1, %%acc1 : %s, %s, %s", ta, tb, tc)
		}
		w("        } {asctile.unroll_factor = 1 : index}")
	default:
		panic("cubeCell: l1 " + c.l1)
	}
}

// epilogue stores accumulator a[0] at (a[1], a[2]): relu and cast as ops on the L0C tile
// (or one store_fixpipe with the flags), then the vector epilogue if any.
func (c *cubeCell) epilogue(w func(string, ...any), a [3]string, tc, tC string) {
	res, om, on := a[0], a[1], a[2]
	if c.fixpipe {
		var flags []string
		if c.out != "f32" {
			flags = append(flags, "quantize")
		}
		if c.relu {
			flags = append(flags, "relu")
		}
		attrs := ""
		if len(flags) > 0 {
			attrs = " {" + strings.Join(flags, ", ") + "}"
		}
		w("      asctile.store_fixpipe %s, %%tc[%s, %s]%s : !asctile.tile%s, %s", res, om, on, attrs, tc, tC)
	} else {
		if c.relu {
			w("      %%r%s = asctile.relu %s : !asctile.tile%s", res[1:], res, tc)
			res = "%r" + res[1:]
		}
		to := "!asctile.tile" + tc
		if c.out != "f32" {
			to = fmt.Sprintf("!asctile.tile<%dx%dx%s, L0C>", c.tm, c.tn, c.out)
			w("      %%h%s = asctile.cast %s : !asctile.tile%s to %s", res[1:], res, tc, to)
			res = "%h" + res[1:]
		}
		w("      asctile.store %s, %%tc[%s, %s] : %s, %s", res, om, on, to, tC)
	}
	if c.epi != "" {
		c.vectorEpilogue(w, om, on, tC)
	}
}

// vectorEpilogue reads the stored C tile back into UB (as f32; C is f32 for these) and
// stores D = epi(C).
func (c *cubeCell) vectorEpilogue(w func(string, ...any), om, on, tC string) {
	ub := fmt.Sprintf("!asctile.tile<%dx%dxf32, UB>", c.tm, c.tn)
	tD := strings.Replace(tC, "x"+c.out+">", "xf32>", 1)
	padv := "0.000000e+00"
	if c.epi == "softmax" {
		padv = "0xFF800000" // columns past N add nothing to the row sums
	}
	w("      %%padf = arith.constant %s : f32", padv)
	w("      %%x = asctile.load %%tc[%s, %s], %%padf : %s, %s", om, on, tC, ub)
	switch c.epi {
	case "gelu":
		// gelu (tanh form): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
		w("      %%x3 = arith.mulf %%x, %%x : %s", ub)
		w("      %%x3b = arith.mulf %%x3, %%x : %s", ub)
		w("      %%kc = arith.constant dense<4.471500e-02> : %s", ub)
		w("      %%t1 = arith.mulf %%x3b, %%kc : %s", ub)
		w("      %%t2 = arith.addf %%x, %%t1 : %s", ub)
		w("      %%ks = arith.constant dense<0.797884583> : %s", ub)
		w("      %%t3 = arith.mulf %%t2, %%ks : %s", ub)
		w("      %%th = math.tanh %%t3 : %s", ub)
		w("      %%one = arith.constant dense<1.000000e+00> : %s", ub)
		w("      %%t4 = arith.addf %%th, %%one : %s", ub)
		w("      %%half = arith.constant dense<5.000000e-01> : %s", ub)
		w("      %%t5 = arith.mulf %%x, %%half : %s", ub)
		w("      %%y = arith.mulf %%t5, %%t4 : %s", ub)
	case "residual":
		w("      %%rv = asctile.load %%tr[%s, %s], %%padf : %s, %s", om, on, tD, ub)
		w("      %%y = arith.addf %%x, %%rv : %s", ub)
	case "bias":
		bt := "!asctile.tensor<?xf32>"
		if c.static {
			bt = fmt.Sprintf("!asctile.tensor<%dxf32>", c.n)
		}
		w("      %%bv = asctile.load %%tr[%s], %%padf : %s, !asctile.tile<%dxf32, UB>", on, bt, c.tn)
		w("      %%b2 = asctile.reshape %%bv : !asctile.tile<%dxf32, UB> to !asctile.tile<1x%dxf32, UB>", c.tn, c.tn)
		w("      %%bb = asctile.broadcast %%b2 : !asctile.tile<1x%dxf32, UB> to %s", c.tn, ub)
		w("      %%y = arith.addf %%x, %%bb : %s", ub)
	case "softmax":
		red := fmt.Sprintf("!asctile.tile<%dx1xf32, UB>", c.tm)
		w("      %%mx = asctile.reduce <max> %%x {dims = [1 : i32]} : %s, %s", ub, red)
		w("      %%mb = asctile.broadcast %%mx : %s to %s", red, ub)
		w("      %%df = arith.subf %%x, %%mb : %s", ub)
		w("      %%e = math.exp %%df : %s", ub)
		w("      %%s = asctile.reduce <sum> %%e {dims = [1 : i32]} : %s, %s", ub, red)
		w("      %%sb = asctile.broadcast %%s : %s to %s", red, ub)
		w("      %%y = arith.divf %%e, %%sb : %s", ub)
	default:
		panic("cubeCell: epi " + c.epi)
	}
	w("      asctile.store %%y, %%td[%s, %s] : %s, %s", om, on, ub, tD)
}

// prologue loads the A tile of the step into UB, applies c.pro and stores it to the rows of
// W of this output tile (row t*tm), from where it is loaded into L0A.
func (c *cubeCell) prologue(w func(string, ...any), tA, ta string) {
	ub := fmt.Sprintf("!asctile.tile<%dx%dx%s, UB>", c.tm, c.tk, c.et)
	tW := strings.Replace(tA, fmtInt(c.m)+"x", fmtInt(c.wRows())+"x", 1)
	w("        %%au = asctile.load %%ta[%%om, %%ok], %%pad : %s, %s", tA, ub)
	switch c.pro {
	case "relu":
		w("        %%av = asctile.relu %%au : %s", ub)
	case "scale":
		w("        %%hf = arith.constant dense<5.000000e-01> : %s", ub)
		w("        %%av = arith.mulf %%au, %%hf : %s", ub)
	default:
		panic("cubeCell: pro " + c.pro)
	}
	w("        %%ow = arith.muli %%t, %%ctm : i32")
	w("        asctile.store %%av, %%tw[%%ow, %%ok] : %s, %s", ub, tW)
	w("        %%at = asctile.load %%tw[%%ow, %%ok], %%pad : %s, !asctile.tile%s", tW, ta)
}
