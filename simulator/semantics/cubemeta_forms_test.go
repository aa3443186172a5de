package semantics

import (
	"fmt"
	"strings"
)

// The steps of a TestCubeMeta form (cubemeta_test.go): A and B into L1, the L0 loads of a
// K chunk, Mmad, Fixpipe. Each step picks one of its ways at random and records it in the
// form's name.

// cmL1 is a matrix in L1 in the NZ layout: rows × cols, c0s rows per column block (a
// multiple of 16), fractals of 16 rows × k0 columns.
type cmL1 struct {
	v    string
	n    int // elements
	c0s  int
	kind string // "a" (A), "at" (Aᵀ), "bt" (Bᵀ), "b" (B, 16-bit), "bf32", "bs8"
}

var (
	nd2nzNames  = []string{"ndNum", "nValue", "dValue", "srcNdMatrixStride", "srcDValue", "dstNzC0Stride", "dstNzNStride", "dstNzMatrixStride"}
	load2dNames = []string{"startIndex", "repeatTimes", "srcStride", "sid", "dstGap", "ifTranspose", "addrMode"}
	ldTrNames   = []string{"startIndex", "repeatTimes", "srcStride", "dstGap", "dstFracGap", "addrMode"}
	mmadNames   = []string{"m", "n", "k", "isBias", "fmOffset", "enSsparse", "enWinogradA", "enWinogradB", "unitFlag", "kDirectionAlign", "cmatrixSource", "cmatrixInitVal"}
	fixNames    = []string{"nSize", "mSize", "srcStride", "dstStride", "reluEn"}
)

func (c *cmCase) note(s string) { c.form += s + "; " }

// nd2nzOp emits one DataCopy GM -> L1 with Nd2NzParams f, in one of PyAsc's spellings.
func (c *cmCase) nd2nzOp(dst string, n int, src string, f []int) {
	p := c.params("nd2nz_params", nd2nzNames, ints(f...), nil, []int{1, 0, 0, 0, 0, 0, 1, 0})
	op := []string{"data_copy_nd2nz", "data_copy_l2"}[c.r.Intn(2)]
	c.line("ascendc.%s %s, %s, %s : %s, %s, !ascendc.nd2nz_params", op, dst, src, p, cmLT(c.t.in, n), cmGT(c.t.in))
}

// toNZ copies the R×C matrix at src (row pitch ld) into dst (n elements) as NZ with c0s
// rows per column block: one Nd2Nz, ndNum matrices, two interleaved halves (dstNzNStride
// 2), or plain DataCopys of one 32-byte block per row (whole blocks only).
func (c *cmCase) toNZ(dst string, n int, src string, R, C, ld, c0s int) {
	k0, es := c.t.k0, c.es()
	var ways []string
	ways = append(ways, "nd2nz")
	var divs []int
	for d := 2; d <= R; d++ {
		if R%d == 0 {
			divs = append(divs, d)
		}
	}
	if len(divs) > 0 {
		ways = append(ways, "ndNum")
	}
	if R >= 2 {
		ways = append(ways, "interleave")
	}
	if C%k0 == 0 && ld*es%32 == 0 {
		ways = append(ways, "copy")
	}
	switch w := ways[c.r.Intn(len(ways))]; w {
	case "nd2nz":
		c.note("Nd2Nz")
		c.nd2nzOp(dst, n, src, []int{1, R, C, 0, ld, c0s, 1, 0})
	case "ndNum":
		nd := divs[c.r.Intn(len(divs))]
		nv := R / nd
		c.note(fmt.Sprintf("Nd2Nz ndNum %d", nd))
		c.nd2nzOp(dst, n, src, []int{nd, nv, C, nv * ld, ld, c0s, 1, nv * k0})
	case "interleave":
		c.note("Nd2Nz even/odd rows, dstNzNStride 2")
		c.nd2nzOp(dst, n, src, []int{1, (R + 1) / 2, C, 0, 2 * ld, c0s, 2, 0})
		c.nd2nzOp(c.lsub(dst, c.t.in, n, k0), n, c.gsub(src, c.t.in, ld), []int{1, R / 2, C, 0, 2 * ld, c0s, 2, 0})
	case "copy":
		c.note("DataCopy per column block")
		for cb := 0; cb < C/k0; cb++ {
			p := c.params("data_copy_params", []string{"blockCount", "blockLen", "srcStride", "dstStride"}, ints(R, 1, ld*es/32-1, 0), nil, []int{1, 0, 0, 0})
			op := []string{"data_copy_l0", "data_copy_l2"}[c.r.Intn(2)]
			c.line("ascendc.%s %s, %s, %s : %s, %s, !ascendc.data_copy_params", op, c.lsub(dst, c.t.in, n, cb*c0s*k0), c.gsub(src, c.t.in, cb*k0), p, cmLT(c.t.in, n), cmGT(c.t.in))
		}
	}
}

// aToL1 puts A (or Aᵀ, 16-bit types) into L1.
func (c *cmCase) aToL1() *cmL1 {
	k0 := c.t.k0
	if c.soc != "ascend950" && c.r.Intn(6) == 0 { // L0A's ZZ layout in GM: LoadData GM -> L0A (2201 only)
		c.note("A as ZZ fractals in GM")
		return &cmL1{v: c.g["az"], kind: "az"}
	}
	if c.es() == 2 && c.r.Intn(3) == 0 {
		c0s := cmUp(c.K, 16)
		l := &cmL1{n: c0s * cmUp(c.M, 16), c0s: c0s, kind: "at"}
		if l.v = c.local("a1", c.t.in, l.n); l.v == "" {
			return nil
		}
		c.note("Aᵀ")
		c.toNZ(l.v, l.n, c.g["at"], c.K, c.M, c.M, c0s)
		return l
	}
	c0s := cmUp(c.M, 16)
	if c.r.Intn(4) == 0 {
		c0s += 16 // a gap between column blocks
	}
	l := &cmL1{n: c0s * cmUp(c.K, k0), c0s: c0s, kind: "a"}
	if l.v = c.local("a1", c.t.in, l.n); l.v == "" {
		return nil
	}
	c.note("A")
	c.toNZ(l.v, l.n, c.g["a"], c.M, c.K, c.lda, c0s)
	return l
}

// bToL1 puts B into L1: Bᵀ (any type, the ZN layout L0B keeps), B itself for 16-bit
// types (transposed by LoadData), or B in 16-row bands (f32) or 32-row squares (s8) for
// LoadDataWithTranspose.
func (c *cmCase) bToL1() *cmL1 {
	N16 := cmUp(c.N, 16)
	ways := []string{"bt", "bt"}
	if c.soc != "ascend950" && c.r.Intn(6) == 0 { // L0B's ZN layout in GM: LoadData GM -> L0B (2201 only)
		c.note("B as ZN fractals in GM")
		return &cmL1{v: c.g["bz"], kind: "bz"}
	}
	switch c.t.in {
	case vdF16, vdBF:
		ways = append(ways, "b")
	case vdF32:
		ways = append(ways, "bf32")
	case vdI8:
		ways = append(ways, "bs8")
	}
	w := ways[c.r.Intn(len(ways))]
	l := &cmL1{kind: w}
	switch w {
	case "bt":
		l.c0s, l.n = N16, N16*cmUp(c.K, c.t.k0)
	case "b":
		l.c0s = cmUp(c.K, 16)
		l.n = l.c0s * N16
	case "bf32":
		l.c0s, l.n = 16, cmUp(c.K, 16)*N16
	case "bs8":
		l.c0s = cmUp(c.K, 32)
		l.n = l.c0s * cmUp(c.N, 32)
	}
	if l.v = c.local("b1", c.t.in, l.n); l.v == "" {
		return nil
	}
	switch w {
	case "bt":
		c.note("Bᵀ")
		c.toNZ(l.v, l.n, c.g["bt"], c.N, c.K, c.ldb, l.c0s)
	case "b", "bs8", "bf32":
		// B is this core's K×N, or its N columns of the cores' B side by side
		gb, ld := c.g["b"], c.N
		if c.r.Intn(2) == 0 {
			gb, ld = c.g["bw"], c.cores*c.N
			c.note("columns of a wide B")
		}
		if w != "bf32" {
			c.note("B")
			c.toNZ(l.v, l.n, gb, c.K, c.N, ld, l.c0s)
			break
		}
		c.note("B in 16-row bands")
		if full := c.K / 16; full > 0 {
			c.nd2nzOp(l.v, l.n, gb, []int{full, 16, c.N, 16 * ld, ld, 16, 1, 16 * N16})
		}
		if tail := c.K % 16; tail > 0 {
			o := c.K / 16 * 16
			c.nd2nzOp(c.lsub(l.v, c.t.in, l.n, o*N16), l.n, c.gsub(gb, c.t.in, o*ld), []int{1, tail, c.N, 0, ld, 16, 1, 0})
		}
	}
	return l
}

// load2d emits one LoadData2D (load_data_l0, load_data_g2l — from GM, or with the L1
// source as PyAsc's tile lowering emits it — or the generic load_data from L1).
func (c *cmCase) load2d(dst string, dn int, src string, sn int, start any, rep, sstr, gap int, tr bool) {
	tv := 0
	if tr {
		tv = 1
	}
	if c.r.Intn(3) == 0 { // the start as a subindex of the source (PyAsc's tile lowering)
		src = c.subAt(src, sn, start, 512/c.es())
		start = 0
	}
	p := c.params("load_data_2d_params", load2dNames, []any{start, rep, sstr, 0, gap, tv, 0}, map[int]bool{5: true}, []int{0, 0, 0, 0, 0, 0, 0})
	st := cmLT(c.t.in, sn)
	op := []string{"load_data_l0", "load_data_g2l", "load_data"}[c.r.Intn(3)]
	if sn < 0 { // GM
		st, op = cmGT(c.t.in), "load_data_g2l"
	}
	c.line("ascendc.%s %s, %s, %s : %s, %s, !ascendc.load_data_2d_params", op, dst, src, p, cmLT(c.t.in, dn), st)
}

// subAt is src (a local tensor of sn elements, or GM when sn < 0) from unit·start
// elements on; start is an int or an SSA i32.
func (c *cmCase) subAt(src string, sn int, start any, unit int) string {
	off, ok := start.(string)
	if !ok {
		off = c.i32(start.(int) * unit)
	} else {
		m := c.fresh("so")
		c.line("%s = arith.muli %s, %s : i32", m, off, c.i32(unit))
		off = m
	}
	v := c.fresh("sub")
	if sn < 0 {
		c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", v, src, off, cmGT(c.t.in), cmGT(c.t.in))
	} else {
		c.line("%s = ascendc.local_tensor.subindex %s[%s] : %s, i32, %s", v, src, off, cmLT(c.t.in, sn), cmLT(c.t.in, sn))
	}
	return v
}

// loadA loads the fractal columns [kb0, kb0+K1c) of A into l0a (ZZ: M1 × K1c fractals).
func (c *cmCase) loadA(l0a string, n int, l *cmL1, kb0 cmK, K1c int) {
	M1 := cmUp(c.M, 16) / 16
	tr := l.kind == "at"
	way := c.r.Intn(3)
	if l.kind == "az" { // ZZ in GM: M1 × K1 fractals
		K1 := (c.K + c.t.k0 - 1) / c.t.k0
		for mb := 0; mb < M1; mb++ {
			c.load2d(c.lsub(l0a, c.t.in, n, mb*K1c*512/c.es()), n, l.v, -1, c.affine(kb0, 1, mb*K1), K1c, 1, 0, false)
		}
		return
	}
	if c.soc == "ascend950" {
		c.loadANZ(l0a, n, l, kb0, K1c)
		return
	}
	s := l.c0s / 16
	for mb := 0; mb < M1; mb++ {
		switch {
		case way == 0 && tr: // one fractal row per load
			c.load2d(c.lsub(l0a, c.t.in, n, mb*K1c*512/c.es()), n, l.v, l.n, c.affine(kb0, 1, mb*s), K1c, 1, 0, true)
		case way == 0:
			c.load2d(c.lsub(l0a, c.t.in, n, mb*K1c*512/c.es()), n, l.v, l.n, c.affine(kb0, s, mb), K1c, s, 0, false)
		case way == 1 && mb == 0: // one fractal column per load, dstGap K1c-1
			for x := 0; x < K1c; x++ {
				start, sstr := c.affine(kb0, s, x*s), 1
				if tr {
					start, sstr = c.affine(kb0, 1, x), s
				}
				c.load2d(c.lsub(l0a, c.t.in, n, x*512/c.es()), n, l.v, l.n, start, M1, sstr, K1c-1, tr)
			}
		case way == 2: // one fractal per load
			for x := 0; x < K1c; x++ {
				start := c.affine(kb0, s, x*s+mb)
				if tr {
					start = c.affine(kb0, 1, mb*s+x)
				}
				c.load2d(c.lsub(l0a, c.t.in, n, (mb*K1c+x)*512/c.es()), n, l.v, l.n, start, 1, 0, 0, tr)
			}
		}
	}
}

// loadANZ is loadA for the 950, whose L0A keeps A in NZ (hardware.md §6): fractal (mb, x)
// at x·M1 + mb.
func (c *cmCase) loadANZ(l0a string, n int, l *cmL1, kb0 cmK, K1c int) {
	M1 := cmUp(c.M, 16) / 16
	s, fr := l.c0s/16, 512/c.es()
	tr := l.kind == "at"
	switch w := c.r.Intn(3); {
	case w == 0 && !tr && s == M1: // L1's own layout: one load
		c.load2d(l0a, n, l.v, l.n, c.affine(kb0, s, 0), K1c*M1, 1, 0, false)
	case w <= 1: // one fractal column per load
		for x := 0; x < K1c; x++ {
			start, sstr := c.affine(kb0, s, x*s), 1
			if tr {
				start, sstr = c.affine(kb0, 1, x), s
			}
			c.load2d(c.lsub(l0a, c.t.in, n, x*M1*fr), n, l.v, l.n, start, M1, sstr, 0, tr)
		}
	default: // one fractal per load
		for x := 0; x < K1c; x++ {
			for mb := 0; mb < M1; mb++ {
				start := c.affine(kb0, s, x*s+mb)
				if tr {
					start = c.affine(kb0, 1, mb*s+x)
				}
				c.load2d(c.lsub(l0a, c.t.in, n, (x*M1+mb)*fr), n, l.v, l.n, start, 1, 0, 0, tr)
			}
		}
	}
}

// loadB loads the K rows [k0s, k0s+kc) of B into l0b (ZN: K1c × N1 fractals); k0s is a
// multiple of 16 (32 for s8).
func (c *cmCase) loadB(l0b string, n int, l *cmL1, k0s cmK, kc int) {
	N1 := cmUp(c.N, 16) / 16
	k0 := c.t.k0
	kb0, K1c := c.kBlock(k0s), (kc+k0-1)/k0
	fr := 512 / c.es()
	switch l.kind {
	case "bt", "bz":
		src, sn := l.v, l.n
		if l.kind == "bz" {
			sn = -1
		}
		switch c.r.Intn(3) {
		case 0:
			c.load2d(l0b, n, src, sn, c.affine(kb0, N1, 0), K1c*N1, 1, 0, false)
		case 1:
			for x := 0; x < K1c; x++ {
				c.load2d(c.lsub(l0b, c.t.in, n, x*N1*fr), n, src, sn, c.affine(kb0, N1, x*N1), N1, 1, 0, false)
			}
		default:
			for x := 0; x < K1c*N1; x++ {
				c.load2d(c.lsub(l0b, c.t.in, n, x*fr), n, src, sn, c.affine(kb0, N1, x), 1, 0, 0, false)
			}
		}
	case "b":
		if c.r.Intn(2) == 0 {
			for x := 0; x < K1c; x++ {
				c.load2d(c.lsub(l0b, c.t.in, n, x*N1*fr), n, l.v, l.n, c.affine(kb0, 1, x), N1, l.c0s/16, 0, true)
			}
			return
		}
		for nb := 0; nb < N1; nb++ {
			c.load2d(c.lsub(l0b, c.t.in, n, nb*fr), n, l.v, l.n, c.affine(kb0, 1, nb*l.c0s/16), K1c, 1, N1-1, true)
		}
	case "bf32": // per 16-row band: N1 squares, their halves N1 fractals apart
		for x := 0; x < (kc+15)/16; x++ {
			c.loadTr(c.lsub(l0b, c.t.in, n, 2*x*N1*fr), n, l, []any{c.affine(cmK{k0s.v, k0s.n / 16}, N1, x*N1), N1, 1, 0, N1 - 1, 0})
		}
	case "bs8": // per 32-row band: ceil(N/32) squares of two fractals
		for x := 0; x < K1c; x++ {
			if x > 0 && N1%2 == 1 {
				// the spilt fractal of the last band is this band's first: overlapping
				// destinations on one pipe need a barrier (hardware.md §4)
				c.line("ascendc.pipe_barrier pipe_mte1")
			}
			c.loadTr(c.lsub(l0b, c.t.in, n, x*N1*fr), n, l, []any{c.affine(kb0, 1, x), (c.N + 31) / 32, l.c0s / 32, 1, 0, 0})
		}
	}
}

// kBlock is the fractal column of K position k0s: k0s = %v·unit + n with unit 16 (32 for
// s8), so k0s/k0 = %v·(unit/k0) + n/k0.
func (c *cmCase) kBlock(k0s cmK) cmK {
	k0 := c.t.k0
	if k0s.v == "" {
		return cmK{"", k0s.n / k0}
	}
	return cmK{c.affine(cmK{k0s.v, 0}, max(16, k0)/k0, 0).(string), k0s.n / k0}
}

func (c *cmCase) loadTr(dst string, n int, l *cmL1, f []any) {
	src := l.v
	if c.r.Intn(3) == 0 { // startIndex (in 1024-byte squares here) as a subindex
		src = c.subAt(src, l.n, f[0], 1024/c.es())
		f[0] = 0
	}
	p := c.params("load_data_2d_transpose_params", ldTrNames, f, nil, []int{0, 0, 0, 0, 0, 0})
	c.line("ascendc.load_data_with_transpose %s, %s, %s : %s, %s, !ascendc.load_data_2d_transpose_params", dst, src, p, cmLT(c.t.in, n), cmLT(c.t.in, l.n))
}

// mmadParams builds MmadParams m, n, k with cmatrixInitVal init: 0 or 1, or an SSA i1
// (a loop's first iteration, or PyAsc's fixup variable).
func (c *cmCase) mmadParams(m, k int, init any) string {
	v := c.fresh("mp")
	if s, ok := init.(string); ok {
		c.line(`%s = emitasc.init_struct !ascendc.mmad_params("m" = %s : i32, "n" = %s : i32, "k" = %s : i32, "cmatrixInitVal" = %s : i1)`, v, c.i32(m), c.i32(c.N), c.i32(k), s)
		return v
	}
	iv := init.(int)
	switch c.r.Intn(4) {
	case 0: // the six-parameter constructor (m, n, k, unitFlag, cmatrixSource, cmatrixInitVal)
		c.line("%s = ascendc.construct !ascendc.mmad_params(%s, %s, %s, %s, %s, %s) : i32, i32, i32, i32, i1, i1", v, c.i32(m), c.i32(c.N), c.i32(k), c.i32(0), c.i1(false), c.i1(iv != 0))
		return v
	case 1: // PyAsc's matmul_acc lowering sets cmatrixInitVal from an i32
		c.line(`%s = emitasc.init_struct !ascendc.mmad_params("m" = %s : i32, "n" = %s : i32, "k" = %s : i32, "cmatrixInitVal" = %s : i32)`, v, c.i32(m), c.i32(c.N), c.i32(k), c.i32(iv))
		return v
	}
	// MmadParams has no constructor of all twelve members, so no positional form here.
	return c.initStruct("mmad_params", mmadNames, ints(m, c.N, k, 0, 0, 0, 0, 0, 0, 0, 0, iv),
		map[int]bool{3: true, 5: true, 6: true, 7: true, 9: true, 10: true, 11: true}, []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1})
}

// cmMM is the L0 side of one form: its buffers and the L1 (or GM) operands.
type cmMM struct {
	la, lb        *cmL1
	l0a, l0b, l0c string
	na, nb, ncc   int
	bt            string // bias table ("" none)
	direct        bool   // some operand comes straight from GM (load_data_g2l on MTE2)
	fixVar        string // PyAsc's cmatrixInitVal variable ("" none)
	msplit        bool   // one Mmad per 16-row block of C (2201: L0A rows are contiguous)
}

// chunk loads the K rows [k0s, k0s+kc) and runs one Mmad on them.
func (c *cmCase) chunk(f *cmMM, k0s cmK, kc int, init any, withBias bool) {
	c.loadA(f.l0a, f.na, f.la, c.kBlock(k0s), (kc+c.t.k0-1)/c.t.k0)
	c.loadB(f.l0b, f.nb, f.lb, k0s, kc)
	c.sync("mte1", "m")
	if f.direct {
		c.sync("mte2", "m")
	}
	var idx0 string
	if f.fixVar != "" && !withBias {
		idx0 = c.c("index", "0")
		v := c.fresh("first")
		c.line("%s = memref.load %s[%s] : memref<1xi1>", v, f.fixVar, idx0)
		init = v
	}
	tys := fmt.Sprintf("%s, %s, %s", cmLT(c.t.acc, f.ncc), cmLT(c.t.in, f.na), cmLT(c.t.in, f.nb))
	blocks := [][2]int{{0, c.M}} // row blocks: one Mmad each
	if f.msplit {
		blocks = nil
		for r := 0; r < c.M; r += 16 {
			blocks = append(blocks, [2]int{r, min(16, c.M-r)})
		}
	}
	K1c := (kc + c.t.k0 - 1) / c.t.k0
	for _, b := range blocks {
		p := c.mmadParams(b[1], kc, init)
		// a row block's fractals: its row of L0A (ZZ), its own 16×N16 of L0C
		a, l0c := c.lsub(f.l0a, c.t.in, f.na, b[0]*K1c*c.t.k0), c.lsub(f.l0c, c.t.acc, f.ncc, b[0]*cmUp(c.N, 16))
		if withBias {
			c.line("ascendc.mmad_with_bias %s, %s, %s, %s, %s : %s, %s, !ascendc.mmad_params", l0c, a, f.l0b, f.bt, p, tys, cmLT(c.t.acc, c.nbias))
		} else {
			c.line("ascendc.mmad %s, %s, %s, %s : %s, !ascendc.mmad_params", l0c, a, f.l0b, p, tys)
		}
	}
	if idx0 != "" {
		c.line("memref.store %s, %s[%s] : memref<1xi1>", c.i1(false), f.fixVar, idx0)
	}
}

// reuse orders the next chunk's loads after this chunk's Mmad (the L0 buffers are reused).
func (c *cmCase) reuse(f *cmMM) {
	c.sync("m", "mte1")
	if f.direct {
		c.sync("m", "mte2")
	}
}

// emitForm emits one form: L1 loads, the Mmads over K (one, unrolled chunks, or an
// scf.for over equal chunks and a tail), Fixpipe.
func (c *cmCase) emitForm() {
	save := c.body.Len()
	c.form = ""
	f := &cmMM{la: c.aToL1(), lb: c.bToL1()}
	if f.la == nil || f.lb == nil {
		c.body.Truncate(save)
		return
	}
	f.direct = f.la.kind == "az" || f.lb.kind == "bz"
	c.sync("mte2", "mte1")
	unit := max(16, c.t.k0)
	chunks, loop := c.planK(unit)
	maxc := 0
	for i := 1; i < len(chunks); i++ {
		maxc = max(maxc, chunks[i]-chunks[i-1])
	}
	k0 := c.t.k0
	M16, N16 := cmUp(c.M, 16), cmUp(c.N, 16)
	f.na, f.nb, f.ncc = M16*cmUp(maxc, k0), cmUp(maxc, unit)*N16, M16*N16
	if f.lb.kind == "bs8" {
		f.nb += 512 // the last square of an odd N1 spills one fractal
	}
	f.l0a, f.l0b, f.l0c = c.local("a2", c.t.in, f.na), c.local("b2", c.t.in, f.nb), c.local("co1", c.t.acc, f.ncc)
	if f.l0a == "" || f.l0b == "" || f.l0c == "" {
		c.body.Truncate(save)
		return
	}
	if c.r.Intn(3) == 0 {
		f.bt = c.biasToBT()
	}
	if c.soc == "ascend910b" && c.M > 16 && c.r.Intn(4) == 0 {
		f.msplit = true
		c.note("one Mmad per 16 rows")
	}
	if f.bt == "" && len(chunks) > 2 && c.r.Intn(2) == 0 {
		f.fixVar = c.fresh("var")
		c.line("%s = emitasc.variable true, memref<1xi1>", f.fixVar)
		c.note("cmatrixInitVal from a variable")
	}
	if loop > 0 {
		c.kLoop(f, chunks, loop)
	} else if len(chunks) > 2 && c.r.Intn(2) == 0 && c.pingPong(f, chunks) {
		c.note(fmt.Sprintf("K chunks %v ping-pong", chunks))
	} else {
		if len(chunks) > 2 {
			c.note(fmt.Sprintf("K chunks %v", chunks))
		}
		for i := 1; i < len(chunks); i++ {
			if i > 1 {
				c.reuse(f)
			}
			c.chunk(f, cmK{"", chunks[i-1]}, chunks[i]-chunks[i-1], map[bool]int{true: 1, false: 0}[i == 1], i == 1 && f.bt != "")
		}
	}
	c.sync("m", "fix")
	c.fixpipeOut(f.l0c, f.ncc, f.bt != "", f.msplit)
	c.line("ascendc.pipe_barrier pipe_all")
}

// pingPong runs the chunks alternating between two L0A/L0B buffer pairs, as a double
// buffered kernel does: flags set ahead say both pairs are free, each chunk waits for its
// pair's flag before loading and sets it again after its Mmad, and the two leftover
// flags are consumed at the end. False when the second pair does not fit.
func (c *cmCase) pingPong(f *cmMM, chunks []int) bool {
	a2, b2 := c.local("a2", c.t.in, f.na), c.local("b2", c.t.in, f.nb)
	if a2 == "" || b2 == "" {
		return false
	}
	bufs := [2][2]string{{f.l0a, f.l0b}, {a2, b2}}
	ev := [2]string{c.i32(c.r.Intn(3)), c.i32(3 + c.r.Intn(3))}
	pipes := []string{"mte1"}
	if f.direct {
		pipes = append(pipes, "mte2")
	}
	flag := func(op, p, e string) { c.line("ascendc.%s_flag m_%s, %s : i32", op, p, e) }
	for _, p := range pipes {
		flag("set", p, ev[0])
		flag("set", p, ev[1])
	}
	for i := 1; i < len(chunks); i++ {
		b := (i - 1) % 2
		f.l0a, f.l0b = bufs[b][0], bufs[b][1]
		for _, p := range pipes {
			flag("wait", p, ev[b])
		}
		c.chunk(f, cmK{"", chunks[i-1]}, chunks[i]-chunks[i-1], map[bool]int{true: 1, false: 0}[i == 1], i == 1 && f.bt != "")
		for _, p := range pipes {
			flag("set", p, ev[b])
		}
	}
	for _, p := range pipes {
		flag("wait", p, ev[0])
		flag("wait", p, ev[1])
	}
	return true
}

// planK splits K into chunks whose starts are multiples of unit: one chunk, random cuts,
// or (loop = the chunk size) equal chunks and a tail.
func (c *cmCase) planK(unit int) ([]int, int) {
	chunks := []int{0}
	switch c.r.Intn(3) {
	case 1:
		for k := unit; k < c.K; k += unit {
			if c.r.Intn(2) == 0 {
				chunks = append(chunks, k)
			}
		}
	case 2:
		cs := unit * (1 + c.r.Intn(2))
		if c.K/cs >= 2 {
			for k := cs; k < c.K; k += cs {
				chunks = append(chunks, k)
			}
			return append(chunks, c.K), cs
		}
	}
	return append(chunks, c.K), 0
}

// kLoop runs the equal chunks of size cs in an scf.for (the first one before it when it
// takes the bias), then the tail.
func (c *cmCase) kLoop(f *cmMM, chunks []int, cs int) {
	full := c.K / cs
	c.note(fmt.Sprintf("scf.for over %d chunks of %d", full, cs))
	lo := 0
	if f.bt != "" {
		c.chunk(f, cmK{"", 0}, cs, 1, true)
		c.reuse(f)
		lo = 1
	}
	kk := c.fresh("kk")
	c.line("scf.for %s = %s to %s step %s : i32 {", kk, c.i32(lo), c.i32(full), c.i32(1))
	v := kk
	if q := cs / max(16, c.t.k0); q > 1 {
		v = c.affine(cmK{kk, 0}, q, 0).(string)
	}
	var init any = 0
	if lo == 0 && f.fixVar == "" {
		first := c.fresh("first")
		c.line("%s = arith.cmpi eq, %s, %s : i32", first, kk, c.i32(0))
		init = first
	}
	c.chunk(f, cmK{v, 0}, cs, init, false)
	c.reuse(f)
	c.line("}")
	if tail := c.K - full*cs; tail > 0 {
		c.chunk(f, cmK{"", full * cs}, tail, 0, false)
	}
}

// biasToBT copies this core's bias row GM -> L1 -> bias table.
func (c *cmCase) biasToBT() string {
	l1 := c.local("b1", c.t.acc, c.nbias)
	bt := c.local("c2", c.t.acc, c.nbias)
	if l1 == "" || bt == "" {
		return ""
	}
	c.note("bias table")
	c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", l1, c.g["bias"], c.i32(c.nbias), cmLT(c.t.acc, c.nbias), cmGT(c.t.acc))
	c.sync("mte2", "mte1")
	c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", bt, l1, c.i32(c.nbias), cmLT(c.t.acc, c.nbias), cmLT(c.t.acc, c.nbias))
	c.sync("mte1", "m")
	return bt
}

// newOut adds a GM output of n elements of t (per elements per core, for messages),
// every byte random.
func (c *cmCase) newOut(t vdType, n, per int) *cmOut {
	o := &cmOut{name: fmt.Sprintf("o%d", len(c.outs)), t: t, per: max(per, 1)}
	o.want = make([]byte, n*t.size)
	for i := 0; i < n; i++ { // small values: an atomic add onto them stays exact
		putRaw(o.want, t, i, outBits(t, float64(c.r.Intn(2001)-1000)/4, false))
	}
	o.init = append([]byte(nil), o.want...)
	o.care = make([]bool, n)
	o.dontCare = make([]bool, n)
	c.outs = append(c.outs, o)
	return o
}

// fixpipeOut moves L0C to a new GM output: ROW_MAJOR (whole, by column pieces or by row
// pieces, any dstStride ≥ n) or NZ, with or without relu and quantPre; each core's C in
// its own region, side by side in one wide C (dstStride the whole width), or — split-K
// style — all cores adding into one C under SetAtomicAdd.
func (c *cmCase) fixpipeOut(l0c string, n int, biased, msplit bool) {
	M16 := cmUp(c.M, 16)
	ot, q := c.t.acc, 0
	if c.t.acc == vdF32 {
		switch c.r.Intn(3) {
		case 1:
			ot, q = vdF16, 1
		case 2:
			ot, q = vdBF, 16
		}
	}
	relu := c.r.Intn(3) == 0
	nz := c.r.Intn(4) == 0 && !msplit
	mode := "core"
	if !nz {
		mode = []string{"core", "wide", "atomic"}[c.r.Intn(3)]
		if mode == "atomic" && ot != c.t.acc {
			mode = "core" // a rounding atomic add depends on the order of the cores
		}
	}
	ldc := c.N + c.r.Intn(3)*c.r.Intn(9)
	per, total := c.M*ldc, c.cores*c.M*ldc
	pos := func(core, i, j int) int { return core*per + i*ldc + j }
	switch mode {
	case "wide":
		ldc = c.cores*c.N + c.r.Intn(3)*c.r.Intn(9)
		per, total = c.N, c.M*ldc
		pos = func(core, i, j int) int { return i*ldc + core*c.N + j }
	case "atomic":
		per, total = 0, c.M*ldc
		pos = func(core, i, j int) int { return i*ldc + j }
	}
	if nz {
		per = cmUp(c.N, 16) * M16
		total = c.cores * per
		pos = func(core, i, j int) int { return core*per + ((j/16)*M16+i)*16 + j%16 }
	}
	o := c.newOut(ot, total, per)
	o.form = c.form + fmt.Sprintf("Fixpipe nz=%v %s ldc=%d relu=%v quantPre=%d", nz, mode, ldc, relu, q)
	c.expect(o, pos, biased, relu, mode == "atomic", nz)
	g := c.global("%"+o.name, ot, per)
	lay := c.fresh("lay")
	c.line("%s = ascendc.construct !ascendc.co2_layout(%s) constexpr static : i32", lay, c.i32(map[bool]int{true: 0, false: 1}[nz]))
	cfg := c.fresh("cfg")
	c.line("%s = ascendc.construct !ascendc.fixpipe_config(%s) constexpr static : !ascendc.co2_layout", cfg, lay)
	if mode == "atomic" {
		c.line("ascendc.set_atomic_add {dtype = %s} : () -> ()", ot.name)
	}
	piece := func(dst string, src string, nS, mS int) {
		dStr := ldc
		if nz { // the NZ layout's own stride, in 32-byte blocks
			dStr = M16 * 16 * ot.size / 32
		}
		p := c.fixParams(nS, mS, M16, dStr, relu, q)
		c.line("ascendc.fixpipe %s, %s, %s, %s : %s, %s, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config", dst, src, p, cfg, cmGT(ot), cmLT(c.t.acc, n))
	}
	switch w := c.r.Intn(3); {
	case msplit: // each row block's own 16-row NZ
		for r := 0; r < c.M; r += 16 {
			p := c.fixParams(c.N, min(16, c.M-r), 16, ldc, relu, q)
			c.line("ascendc.fixpipe %s, %s, %s, %s : %s, %s, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config", c.gsub(g, ot, r*ldc), c.lsub(l0c, c.t.acc, n, r*cmUp(c.N, 16)), p, cfg, cmGT(ot), cmLT(c.t.acc, n))
		}
	case nz || w == 0:
		piece(g, l0c, c.N, c.M)
	case w == 1: // 16-column pieces
		for j := 0; j < c.N; j += 16 {
			piece(c.gsub(g, ot, j), c.lsub(l0c, c.t.acc, n, j*M16), min(16, c.N-j), c.M)
		}
	default: // two row ranges
		r := 1 + c.r.Intn(c.M)
		piece(g, l0c, c.N, r)
		if r < c.M {
			piece(c.gsub(g, ot, r*ldc), c.lsub(l0c, c.t.acc, n, r*16), c.N, c.M-r)
		}
	}
	if mode == "atomic" {
		c.line("ascendc.pipe_barrier pipe_all")
		c.line("ascendc.set_atomic_none : () -> ()")
	}
}

// expect writes C into o's expectation at pos(core, i, j): relu'd and rounded to o's
// type, or added to what is there (atomic: exact for these values). In an NZ output the
// fractal padding is left unchecked: what the cube leaves there is not settled.
func (c *cmCase) expect(o *cmOut, pos func(core, i, j int) int, biased, relu, atomic, nz bool) {
	for core := 0; core < c.cores; core++ {
		for i := 0; i < c.M; i++ {
			for j := 0; j < c.N; j++ {
				at, v := pos(core, i, j), outBits(o.t, c.ref(core, i, j, biased), relu)
				if atomic {
					v = outBits(o.t, val(o.t, getRaw(o.want, o.t, at))+val(o.t, v), false)
				}
				putRaw(o.want, o.t, at, v)
				o.care[at] = true
			}
		}
	}
	if nz {
		for e := range o.dontCare {
			o.dontCare[e] = !o.care[e]
		}
	}
}

// fixParams is FixpipeParamsV220: the five-member constructor, or init_struct by name
// (quantPre as a QuantMode value).
func (c *cmCase) fixParams(nS, mS, sStr, dStr int, relu bool, q int) string {
	rv := 0
	if relu {
		rv = 1
	}
	if q == 0 && c.r.Intn(2) == 0 {
		return c.params("fixpipe_params_v220", fixNames, ints(nS, mS, sStr, dStr, rv), map[int]bool{4: true}, nil)
	}
	fs := []string{fmt.Sprintf(`"nSize" = %s : i32, "mSize" = %s : i32, "srcStride" = %s : i32, "dstStride" = %s : i32`, c.i32(nS), c.i32(mS), c.i32(sStr), c.i32(dStr))}
	if relu || c.r.Intn(2) == 0 {
		fs = append(fs, fmt.Sprintf(`"reluEn" = %s : i1`, c.i1(relu)))
	}
	if q != 0 || c.r.Intn(2) == 0 {
		qm := c.fresh("qm")
		c.line("%s = ascendc.construct !ascendc.quant_mode_t(%s) [!ascendc.quant_mode_t] constexpr static : i32", qm, c.i32(q))
		fs = append(fs, fmt.Sprintf(`"quantPre" = %s : !ascendc.quant_mode_t`, qm))
	}
	v := c.fresh("fp")
	c.line("%s = emitasc.init_struct !ascendc.fixpipe_params_v220(%s)", v, strings.Join(fs, ", "))
	return v
}
