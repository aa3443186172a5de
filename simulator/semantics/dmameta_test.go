package semantics

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Metamorphic checks of asc-level data movement (hardware.md §6): one seeded kernel moves
// the same rows of a GM matrix into several GM outputs, each by another form — DataCopy L2
// row by row, DataCopy with DataCopyParams (block gaps on both sides), DataCopyPad with
// DataCopyExtParams or DataCopyParams (byte lengths and byte gaps, UB block gaps, padding),
// DataCopyPad row by row, GetValue/SetValue loops on GM or through UB, UB -> UB DataCopy in
// between — on several cores with per-core offsets (emitasc.ptr_offset or
// GlobalTensor.subindex), through raw local tensors, a TQueBind or a TBuf, synchronised by
// PipeBarrier, SetFlag/WaitFlag or EnQue/DeQue. Every output starts with the same bytes;
// every form must leave exactly the moved rows changed, equal to the input bit for bit
// (checked against the rows themselves, so forms that agree on a wrong answer fail too),
// with no diagnostic (a hazard or an uninitialised read is a failure). A second group
// dumps the UB tile of a padded DataCopyPad (isPad, right padding to the 32-byte block)
// and compares it with the same layout built by scalar stores.
//
// A failure prints the seed and the kernel; run more seeds with -dmameta.seeds=N.

var dmSeeds = flag.Int("dmameta.seeds", 300, "seeds TestDMAMeta runs")

// dmTypes are the DataCopy element types of A2 the tests use (hardware.md §7).
var dmTypes = []vdType{vdF32, vdF16, vdBF, vdI8, vdU8, vdI16, vdU16, vdI32, vdU32,
	{"i64", 8, false, true}, {"ui64", 8, false, false}, {"f64", 8, true, true}}

// dmCase is one kernel: rows R of C elements, read from x with row stride S and written to
// every output with row stride D, per core.
type dmCase struct {
	kernelText
	r          *rand.Rand
	t          vdType
	cores      int
	R, C, S, D int
	x, init    []byte
	forms      []string
	pads       []string // forms of the padded-tile group
	padV       uint64   // bits of the padding value of that group
	useOffset  bool     // per-core bases by emitasc.ptr_offset (else subindex)
	padGroup   bool     // emitting the padded-tile group (its padding is checked)
	unranked   bool     // GM arguments as memref<*xT, 22> (PyAsc's dumps)
	withLen    bool     // set_global_buffer with the buffer's length
	atomic     bool     // every core adds its rows into one output (SetAtomicAdd)
	ids        int
	ubNext     int // next raw UB byte address
}

func (c *dmCase) es() int { return c.t.size }

// blk is the number of 32-byte blocks of n bytes, rounded up.
func blk(n int) int { return (n + 31) / 32 }

// padE is the elements of a row padded to 32 bytes.
func (c *dmCase) padE() int { return blk(c.C*c.es()) * 32 / c.es() }

func (c *dmCase) aligned() bool {
	return c.C*c.es()%32 == 0 && c.S*c.es()%32 == 0 && c.D*c.es()%32 == 0
}

func (c *dmCase) fresh(p string) string { c.ids++; return fmt.Sprintf("%%%s%d", p, c.ids) }

func (c *dmCase) i32(v int) string { return c.c("i32", fmt.Sprint(v)) }

func (c *dmCase) gt() string { return fmt.Sprintf("!ascendc.global_tensor<?x%s>", c.t.name) }

func (c *dmCase) lt(n int) string { return fmt.Sprintf("!ascendc.local_tensor<%dx%s>", n, c.t.name) }

// scalarTy is the type GetValue/SetValue move (the element type).
func (c *dmCase) scalarTy() string { return c.t.name }

// gsub is g from element off on.
func (c *dmCase) gsub(g string, off int) string {
	if off == 0 {
		return g
	}
	n := c.fresh("gs")
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", n, g, c.i32(off), c.gt(), c.gt())
	return n
}

// lsub is the local tensor l (of n elements) from element off on.
func (c *dmCase) lsub(l string, n, off int) string {
	if off == 0 {
		return l
	}
	v := c.fresh("ls")
	c.line("%s = ascendc.local_tensor.subindex %s[%s] : %s, i32, %s", v, l, c.i32(off), c.lt(n), c.lt(n))
	return v
}

// raw is a fresh raw UB tensor of n elements (addresses from 96 KiB on, clear of TPipe's).
func (c *dmCase) raw(n int) string {
	v := c.fresh("ub")
	c.line("%s = ascendc.local_tensor_v3 veccalc, %d, %d : %s", v, 98304+c.ubNext, n, c.lt(n))
	c.ubNext += blk(n*c.es()) * 32
	return v
}

// tile is a UB tensor of n elements for one form: a raw one, a TBuf's or (when q is set) a
// TQueBind<VECIN, VECOUT> slot, returned with the queue (empty when none).
func (c *dmCase) tile(n int, useQueue bool) (string, string) {
	qt := "!ascendc.que_bind<vecin, vecout, 1>"
	switch {
	case useQueue:
		q := c.fresh("q")
		c.line("%s = ascendc.que_bind : %s", q, qt)
		c.line("ascendc.pipe.init_queue %%pipe, %s, %s, %s : %s, i32, i32", q, c.i32(1), c.i32(blk(n*c.es())*32), qt)
		v := c.fresh("qt")
		c.line("%s = ascendc.que_bind.alloc_tensor %s : %s, %s", v, q, qt, c.lt(n))
		return v, q
	case c.r.Intn(2) == 0:
		b := c.fresh("tb")
		c.line("%s = ascendc.tbuf : !ascendc.tbuf<veccalc>", b)
		c.line("ascendc.pipe.init_buffer %%pipe, %s, %s : !ascendc.tbuf<veccalc>, i32", b, c.i32(blk(n*c.es())*32))
		v := c.fresh("tt")
		if c.r.Intn(2) == 0 {
			c.line("%s = ascendc.tbuf.get_tensor %s : !ascendc.tbuf<veccalc>, %s", v, b, c.lt(n))
		} else {
			c.line("%s = ascendc.tbuf.get_tensor %s, %s : !ascendc.tbuf<veccalc>, %s, i32", v, b, c.i32(n), c.lt(n))
		}
		return v, ""
	}
	return c.raw(n), ""
}

// mte2to3 orders the copy-out after the copy-in: EnQue/DeQue of the queue, else a flag or
// a barrier. It returns the tensor to read (the DeQue'd one with a queue).
func (c *dmCase) mte2to3(ub, q string, n int) string {
	if q != "" {
		qt := "!ascendc.que_bind<vecin, vecout, 1>"
		c.line("ascendc.que_bind.enque_tensor %s, %s : %s, %s", q, ub, qt, c.lt(n))
		v := c.fresh("dq")
		c.line("%s = ascendc.que_bind.deque_tensor %s : %s, %s", v, q, qt, c.lt(n))
		return v
	}
	c.sync("mte2", "mte3")
	return ub
}

// sync orders pipe b after pipe a: a SetFlag/WaitFlag pair with a random event id or a
// PipeBarrier<PIPE_ALL>.
func (c *dmCase) sync(a, b string) {
	if c.r.Intn(3) == 0 {
		c.line("ascendc.pipe_barrier pipe_all")
		return
	}
	ev := c.i32(c.r.Intn(6))
	c.line("ascendc.set_flag %s_%s, %s : i32", a, b, ev)
	c.line("ascendc.wait_flag %s_%s, %s : i32", a, b, ev)
}

func (c *dmCase) free(q, ub string, n int) {
	if q != "" {
		c.line("ascendc.que_bind.free_tensor %s, %s : !ascendc.que_bind<vecin, vecout, 1>, %s", q, ub, c.lt(n))
	}
}

func (c *dmCase) construct(kind string, f []int, tys string) string {
	v := c.fresh("p")
	var ops, ts []string
	for _, x := range f {
		ops = append(ops, c.i32(x))
		ts = append(ts, "i32")
	}
	if tys != "" {
		tys = " " + tys
	}
	c.line("%s = ascendc.construct !ascendc.%s(%s)%s : %s", v, kind, strings.Join(ops, ", "), tys, strings.Join(ts, ", "))
	return v
}

// copyParams is DataCopyParams in PyAsc's two spellings (construct or init_struct).
func (c *dmCase) copyParams(cnt, blen, ss, ds int) string {
	if c.r.Intn(2) == 0 {
		return c.construct("data_copy_params", []int{cnt, blen, ss, ds}, "")
	}
	v := c.fresh("p")
	c.line(`%s = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %s : i32, "blockLen" = %s : i32, "srcStride" = %s : i32, "dstStride" = %s : i32)`,
		v, c.i32(cnt), c.i32(blen), c.i32(ss), c.i32(ds))
	return v
}

func (c *dmCase) extParams(cnt, blen, ss, ds int) string {
	return c.construct("data_copy_ext_params", []int{cnt, blen, ss, ds, 0}, "[ui16, ui32, ui32, ui32, ui32]")
}

// scalarConst is a constant of the element type with the integral value v.
func (c *dmCase) scalarConst(v int) string {
	switch {
	case c.t.float:
		return c.c(c.t.name, fmt.Sprintf("%d.0", v))
	case c.t.sign:
		return c.c(c.t.name, fmt.Sprint(v))
	}
	key := c.t.name + ":" + fmt.Sprint(v)
	if n, ok := c.consts[key]; ok {
		return n
	}
	i := c.c("i"+c.t.name[2:], fmt.Sprint(v))
	n := fmt.Sprintf("%%w%d", len(c.consts))
	c.consts[key] = n
	fmt.Fprintf(&c.pre, "  %s = builtin.unrealized_conversion_cast %s : %s to %s\n", n, i, "i"+c.t.name[2:], c.t.name)
	return n
}

// ---- the forms (each moves the core's rows of gx into go) ----

type dmForm struct {
	name string
	ok   func(c *dmCase) bool
	emit func(c *dmCase, gx, gout string)
}

func dmForms() []dmForm {
	always := func(*dmCase) bool { return true }
	aligned := func(c *dmCase) bool { return c.aligned() }
	return []dmForm{
		// GM addresses need only the element's alignment (hardware.md §6): whole-block
		// rows may start anywhere in GM
		{"DataCopy L2 per row", func(c *dmCase) bool { return c.C*c.es()%32 == 0 }, (*dmCase).formL2Rows},
		{"DataCopy DataCopyParams", aligned, (*dmCase).formParams},
		{"DataCopyPad ext", always, func(c *dmCase, gx, o string) { c.formPad(gx, o, true) }},
		{"DataCopyPad DataCopyParams", always, func(c *dmCase, gx, o string) { c.formPad(gx, o, false) }},
		{"DataCopyPad per row", always, (*dmCase).formPadRows},
		{"GetValue/SetValue on GM", func(c *dmCase) bool { return !c.atomic }, (*dmCase).formScalarGM},
		{"scalar loop through UB", always, (*dmCase).formScalarUB},
		{"UB -> UB DataCopy", always, (*dmCase).formUBCopy},
		{"row loop through TQue in/out (depth 2)", always, (*dmCase).formQueueLoop},
	}
}

func (c *dmCase) formL2Rows(gx, gout string) {
	n := c.R * c.C
	ub, q := c.tile(n, c.r.Intn(2) == 0)
	for r := 0; r < c.R; r++ {
		c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", c.lsub(ub, n, r*c.C), c.gsub(gx, r*c.S), c.i32(c.C), c.lt(n), c.gt())
	}
	a := c.mte2to3(ub, q, n)
	for r := 0; r < c.R; r++ {
		c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", c.gsub(gout, r*c.D), c.lsub(a, n, r*c.C), c.i32(c.C), c.gt(), c.lt(n))
	}
	c.free(q, a, n)
}

// dcParams emits a DataCopy with DataCopyParams: data_copy_l0, or data_copy_l2 with the
// parameter block in its count slot (the overload PyAsc's lowering emits).
func (c *dmCase) dcParams(dst, src, dty, sty string, p string) {
	op := []string{"data_copy_l0", "data_copy_l2"}[c.r.Intn(2)]
	c.line("ascendc.%s %s, %s, %s : %s, %s, !ascendc.data_copy_params", op, dst, src, p, dty, sty)
}

func (c *dmCase) formParams(gx, gout string) {
	g := c.r.Intn(3)
	rowE := c.C + g*32/c.es()
	n := c.R * rowE
	ub, q := c.tile(n, c.r.Intn(2) == 0)
	bl := c.C * c.es() / 32
	c.dcParams(ub, gx, c.lt(n), c.gt(), c.copyParams(c.R, bl, (c.S-c.C)*c.es()/32, g))
	a := c.mte2to3(ub, q, n)
	if c.r.Intn(2) == 0 { // a 0 blockCount or blockLen makes a NOP (hardware.md §6)
		cnt, l := c.R, 0
		if c.r.Intn(2) == 0 {
			cnt, l = 0, bl
		}
		c.dcParams(gout, a, c.gt(), c.lt(n), c.copyParams(cnt, l, 1, 1))
	}
	c.dcParams(gout, a, c.gt(), c.lt(n), c.copyParams(c.R, bl, g, (c.D-c.C)*c.es()/32))
	c.free(q, a, n)
}

// padIn copies the rows into ub (rows padded to 32 bytes, g gap blocks after each) by
// DataCopyPad, ext or not, with or without DataCopyPadParams (padding value v when isPad).
func (c *dmCase) padIn(ub string, n int, gx string, g int, ext, withPad, isPad bool, v int) {
	right := 0
	if isPad {
		right = c.padE() - c.C
		if !c.padGroup && c.r.Intn(2) == 0 {
			// PyAsc pads to its tile: rightPadding = tile - count, cut to ui8 (the
			// hswish dump), past the row's block; only the data is checked then.
			right = (256*(1+c.r.Intn(4)) - c.C) & 0xff
		}
	}
	ip := c.c("i1", map[bool]string{true: "true", false: "false"}[isPad])
	switch {
	case ext:
		p := c.extParams(c.R, c.C*c.es(), (c.S-c.C)*c.es(), g)
		if !withPad {
			c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", ub, gx, p, c.lt(n), c.gt())
			return
		}
		pv, pty := c.i32(v), "i32"
		if c.t.float {
			pv, pty = c.scalarConst(v), c.t.name
		}
		pp := c.fresh("pp")
		c.line("%s = ascendc.construct !ascendc.data_copy_pad_ext_params<%s>(%s, %s, %s, %s) [i1, i32, ui8, %s] : i1, i32, i32, %s",
			pp, c.t.name, ip, c.i32(0), c.i32(right), pv, c.t.name, pty)
		c.line("ascendc.data_copy_pad_l0_ext %s, %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<%s>", ub, gx, p, pp, c.lt(n), c.gt(), c.t.name)
	default:
		p := c.copyParams(c.R, c.C*c.es(), (c.S-c.C)*c.es(), g)
		if !withPad {
			c.line("ascendc.data_copy_pad_l2 %s, %s, %s : %s, %s, !ascendc.data_copy_params", ub, gx, p, c.lt(n), c.gt())
			return
		}
		pp := c.fresh("pp")
		c.line("%s = ascendc.construct !ascendc.data_copy_pad_params(%s, %s, %s, %s) [i1, ui8, ui8, ui64] : i1, i32, i32, i32", pp, ip, c.i32(0), c.i32(right), c.i32(v))
		c.line("ascendc.data_copy_pad_l0 %s, %s, %s, %s : %s, %s, !ascendc.data_copy_params, !ascendc.data_copy_pad_params", ub, gx, p, pp, c.lt(n), c.gt())
	}
}

// padOut writes the rows of ub (padded rows, g gap blocks after each) to gout.
func (c *dmCase) padOut(gout, ub string, n, g int, ext bool) {
	if ext {
		p := c.extParams(c.R, c.C*c.es(), g, (c.D-c.C)*c.es())
		c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", gout, ub, p, c.gt(), c.lt(n))
		return
	}
	p := c.copyParams(c.R, c.C*c.es(), g, (c.D-c.C)*c.es())
	c.line("ascendc.data_copy_pad_l2 %s, %s, %s : %s, %s, !ascendc.data_copy_params", gout, ub, p, c.gt(), c.lt(n))
}

// padValue is a padding value the non-ext DataCopyPadParams (a ui64) and the element
// type agree on: 0 for floats (whether the ui64 is the value or its bits is not given),
// else a small non-negative integer.
func (c *dmCase) padValue(ext bool) int {
	if !ext && c.t.float {
		return 0
	}
	if c.t.float || c.t.sign && ext {
		return c.r.Intn(19) - 9
	}
	return c.r.Intn(10)
}

func (c *dmCase) formPad(gx, gout string, ext bool) {
	g := c.r.Intn(3)
	rowE := c.padE() + g*32/c.es()
	n := c.R * rowE
	ub, q := c.tile(n, c.r.Intn(2) == 0)
	withPad := c.r.Intn(2) == 0
	c.padIn(ub, n, gx, g, ext, withPad, withPad && c.r.Intn(2) == 0, c.padValue(ext))
	a := c.mte2to3(ub, q, n)
	c.padOut(gout, a, n, g, c.r.Intn(2) == 0)
	c.free(q, a, n)
}

// formPadRows: one DataCopyPad per row (blockCount 1) each way.
func (c *dmCase) formPadRows(gx, gout string) {
	pe := c.padE()
	n := c.R * pe
	ub, q := c.tile(n, c.r.Intn(2) == 0)
	one := c.extParams(1, c.C*c.es(), 0, 0)
	for r := 0; r < c.R; r++ {
		c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", c.lsub(ub, n, r*pe), c.gsub(gx, r*c.S), one, c.lt(n), c.gt())
	}
	a := c.mte2to3(ub, q, n)
	for r := 0; r < c.R; r++ {
		c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", c.gsub(gout, r*c.D), c.lsub(a, n, r*pe), one, c.gt(), c.lt(n))
	}
	c.free(q, a, n)
}

// loop2 emits for r < R, k < C { body(r*a+k, r*b+k) }.
func (c *dmCase) loop2(a, b int, body func(ia, ib string)) {
	r, k := c.fresh("r"), c.fresh("i")
	c.line("scf.for %s = %s to %s step %s : i32 {", r, c.i32(0), c.i32(c.R), c.i32(1))
	c.line("scf.for %s = %s to %s step %s : i32 {", k, c.i32(0), c.i32(c.C), c.i32(1))
	ra, rb, ia, ib := c.fresh("ra"), c.fresh("rb"), c.fresh("ia"), c.fresh("ib")
	c.line("%s = arith.muli %s, %s : i32", ra, r, c.i32(a))
	c.line("%s = arith.muli %s, %s : i32", rb, r, c.i32(b))
	c.line("%s = arith.addi %s, %s : i32", ia, ra, k)
	c.line("%s = arith.addi %s, %s : i32", ib, rb, k)
	body(ia, ib)
	c.line("}")
	c.line("}")
}

func (c *dmCase) formScalarGM(gx, gout string) {
	c.loop2(c.S, c.D, func(ia, ib string) {
		v := c.fresh("v")
		c.line("%s = ascendc.global_tensor.get_value %s, %s : %s, i32, %s", v, gx, ia, c.gt(), c.t.name)
		w, u := c.fresh("w"), c.fresh("u")
		c.line("%s = arith.extui %s : i32 to i64", w, ib)
		c.line("%s = emitc.cast %s : i64 to ui64", u, w)
		c.line("ascendc.global_tensor.set_value %s, %s, %s : %s, ui64, %s", gout, u, v, c.gt(), c.t.name)
	})
}

// formScalarUB: DataCopyPad in, a GetValue/SetValue loop into a second tile, DataCopyPad
// out of that one.
func (c *dmCase) formScalarUB(gx, gout string) {
	pe := c.padE()
	n := c.R * pe
	a, b := c.raw(n), c.raw(n)
	c.padIn(a, n, gx, 0, true, false, false, 0)
	c.sync("mte2", "s")
	c.loop2(pe, pe, func(ia, ib string) {
		v := c.fresh("v")
		c.line("%s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, a, ia, c.lt(n), c.t.name)
		c.line("ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", b, ib, v, c.lt(n), c.t.name)
	})
	c.sync("s", "mte3")
	c.padOut(gout, b, n, 0, c.r.Intn(2) == 0)
}

// formUBCopy: DataCopyPad in, a UB -> UB DataCopy (whole tile by count, or rows with a
// destination gap by DataCopyParams), DataCopyPad out.
func (c *dmCase) formUBCopy(gx, gout string) {
	pe := c.padE()
	n := c.R * pe
	g1 := 0
	if c.r.Intn(2) == 0 {
		g1 = 1 + c.r.Intn(2)
	}
	if g1 > 0 {
		n = c.R * (pe + g1*32/c.es())
	}
	a := c.raw(n)
	c.padIn(a, n, gx, g1, c.r.Intn(2) == 0, false, false, 0)
	c.sync("mte2", "v")
	g := 0
	var b string
	lanes := 256 / c.es()
	copyOK := map[string]bool{"f16": true, "f32": true, "i16": true, "i32": true, "ui16": true, "ui32": true}[c.t.name]
	switch {
	case g1 == 0 && copyOK && n%lanes == 0 && c.r.Intn(2) == 0:
		// Copy (the vector unit) over whole repeats: continuous mask of every lane
		b = c.raw(n)
		p := c.construct("copy_repeat_params", []int{1, 1, 8, 8}, "")
		c.line("ascendc.copy_l1 %s, %s, %s, %s, %s, %s : %s, %s, i32, i32, !ascendc.copy_repeat_params, i32", b, a, c.i32(lanes), c.i32(n/lanes), p, c.i32(1), c.lt(n), c.lt(n))
	case g1 == 0 && c.r.Intn(2) == 0:
		b = c.raw(n)
		c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", b, a, c.i32(n), c.lt(n), c.lt(n))
	default:
		g = c.r.Intn(3)
		m := c.R * (pe + g*32/c.es())
		b = c.raw(m)
		c.dcParams(b, a, c.lt(m), c.lt(n), c.copyParams(c.R, pe*c.es()/32, g1, g))
		n = m
	}
	c.sync("v", "mte3")
	c.padOut(gout, b, n, g, c.r.Intn(2) == 0)
}

// ---- the padded-tile group (each dumps the core's R rows of padE elements) ----

// padTile fills ub (R rows of padE) from gx and gives the tile to copy out, by form k:
// 0 DataCopyPad ext with isPad, 1 DataCopyPad with DataCopyPadParams, 2 scalar stores.
func (c *dmCase) padTile(k int, gx string, v int) (string, string) {
	pe := c.padE()
	n := c.R * pe
	if k < 2 {
		ub, q := c.tile(n, c.r.Intn(2) == 0)
		c.padIn(ub, n, gx, 0, k == 0, true, true, v)
		return c.mte2to3(ub, q, n), q
	}
	ub := c.raw(n)
	c.loop2(c.S, pe, func(ia, ib string) {
		x := c.fresh("v")
		c.line("%s = ascendc.global_tensor.get_value %s, %s : %s, i32, %s", x, gx, ia, c.gt(), c.t.name)
		c.line("ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", ub, ib, x, c.lt(n), c.t.name)
	})
	pv := c.scalarConst(v)
	for r := 0; r < c.R; r++ {
		for j := c.C; j < pe; j++ {
			c.line("ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", ub, c.i32(r*pe+j), pv, c.lt(n), c.t.name)
		}
	}
	c.sync("s", "mte3")
	return ub, ""
}

// ---- generation, assembly, check ----

func dmGen(r *rand.Rand) *dmCase {
	t := dmTypes[r.Intn(len(dmTypes))]
	c := &dmCase{r: r, t: t, cores: 1 + r.Intn(3), R: 1 + r.Intn(6), useOffset: r.Intn(2) == 0}
	e := 32 / t.size
	switch r.Intn(3) {
	case 0: // every length and stride a whole number of blocks
		c.C = e * (1 + r.Intn(3))
		c.S = c.C + e*r.Intn(3)
		c.D = c.C + e*r.Intn(3)
	case 1: // whole-block rows at any element offset in GM
		c.C = e * (1 + r.Intn(3))
		c.S = c.C + r.Intn(2*e)
		c.D = c.C + r.Intn(2*e)
	default:
		c.C = 1 + r.Intn(3*e)
		c.S = c.C + r.Intn(2*e)
		c.D = c.C + r.Intn(2*e)
	}
	c.unranked = !c.useOffset && r.Intn(2) == 0
	c.withLen = r.Intn(2) == 0
	c.x = dmBytes(r, c.cores*c.R*c.S*t.size)
	c.init = dmBytes(r, c.cores*c.R*c.D*t.size)
	if dmAtomic[t.name] && r.Intn(3) == 0 {
		// small integers: every sum is exact in every type and order
		c.atomic = true
		c.x = dmSmall(r, t, c.cores*c.R*c.S)
		c.init = dmSmall(r, t, c.R*c.D)
	}
	return c
}

func dmBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

func (c *dmCase) memref() string {
	if c.unranked {
		return fmt.Sprintf("memref<*x%s, 22>", c.t.name)
	}
	return fmt.Sprintf("memref<?x%s, 22>", c.t.name)
}

// global emits a per-core GlobalTensor over arg from element base on.
func (c *dmCase) global(arg, base string, size int) string {
	g := c.fresh("g")
	mt := c.memref()
	if c.useOffset {
		if c.withLen { // the core's part only
			bi, p := c.fresh("bi"), c.fresh("ptr")
			c.line("%s = arith.index_cast %s : i32 to index", bi, base)
			c.line("%s = emitasc.ptr_offset %s[%s] : %s, %s", p, arg, bi, mt, mt)
			c.line("%s = ascendc.global_tensor : %s", g, c.gt())
			c.line("ascendc.global_tensor.set_global_buffer %s, %s, %s : %s, %s, i32", g, p, c.i32(size), c.gt(), mt)
			return g
		}
		bi, p := c.fresh("bi"), c.fresh("ptr")
		c.line("%s = arith.index_cast %s : i32 to index", bi, base)
		c.line("%s = emitasc.ptr_offset %s[%s] : %s, %s", p, arg, bi, mt, mt)
		c.line("%s = ascendc.global_tensor : %s", g, c.gt())
		c.line("ascendc.global_tensor.set_global_buffer %s, %s : %s, %s", g, p, c.gt(), mt)
		return g
	}
	c.line("%s = ascendc.global_tensor : %s", g, c.gt())
	if c.withLen { // the whole buffer (one region for all cores when atomic)
		whole := size * c.cores
		if c.atomic && arg != "%x" {
			whole = size
		}
		c.line("ascendc.global_tensor.set_global_buffer %s, %s, %s : %s, %s, i32", g, arg, c.i32(whole), c.gt(), mt)
	} else {
		c.line("ascendc.global_tensor.set_global_buffer %s, %s : %s, %s", g, arg, c.gt(), mt)
	}
	s := c.fresh("gc")
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", s, g, base, c.gt(), c.gt())
	return s
}

func (c *dmCase) base(per int) string {
	b := c.fresh("base")
	c.line("%s = arith.muli %%idx, %s : i32", b, c.i32(per))
	return b
}

// build emits the kernel's body; it returns the GM arguments (x first).
func (c *dmCase) build() []string {
	c.line("%%pipe = ascendc.pipe")
	if c.r.Intn(2) == 0 {
		c.line("%%idx = ascendc.get_block_idx : i32")
	} else { // PyAsc's dumps
		c.line("%%idx64 = ascendc.get_block_idx : i64")
		c.line("%%idx = arith.trunci %%idx64 : i64 to i32")
	}
	gx := c.global("%x", c.base(c.R*c.S), c.R*c.S)
	args := []string{"x"}
	ob := c.base(c.R * c.D)
	if c.atomic { // one output region for all cores
		ob = c.i32(0)
		c.line("ascendc.set_atomic_add {dtype = %s} : () -> ()", c.t.name)
	}
	for _, f := range dmForms() {
		if !f.ok(c) {
			continue
		}
		name := fmt.Sprintf("o%d", len(c.forms))
		c.forms = append(c.forms, f.name)
		args = append(args, name)
		c.line("// %s", f.name)
		f.emit(c, gx, c.global("%"+name, ob, c.R*c.D))
	}
	if c.atomic {
		c.line("ascendc.pipe_barrier pipe_all")
		c.line("ascendc.set_atomic_none : () -> ()")
	}
	if c.padE() != c.C && !c.atomic {
		c.padGroup = true
		// floats: DataCopyPadParams' ui64 paddingValue is left out (whether it is the
		// value or its bits is not given), so the ext form can pad with any value
		forms := []string{"padded: DataCopyPad ext", "padded: DataCopyPad DataCopyPadParams", "padded: scalar stores"}
		v := c.padValue(!c.t.float)
		c.padV = dmPadBits(c.t, v)
		pb := c.base(c.R * c.padE())
		for k, f := range forms {
			if k == 1 && c.t.float {
				continue
			}
			name := fmt.Sprintf("p%d", len(c.pads))
			c.pads = append(c.pads, f)
			args = append(args, name)
			c.line("// %s", f)
			gp := c.global("%"+name, pb, c.R*c.padE())
			a, q := c.padTile(k, gx, v)
			n := c.R * c.padE()
			c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", gp, a, c.i32(n), c.gt(), c.lt(n))
			c.free(q, a, n)
		}
	}
	c.line("ascendc.pipe_barrier pipe_all")
	return args
}

func dmPadBits(t vdType, v int) uint64 {
	if t.name == "f64" {
		return math.Float64bits(float64(v))
	}
	if t.float {
		return amRound(t, float64(v))
	}
	return uint64(int64(v)) & (1<<(8*t.size) - 1)
}

func (c *dmCase) source(args []string) string {
	var s strings.Builder
	var ps []string
	for _, a := range args {
		ps = append(ps, fmt.Sprintf("%%%s: %s", a, c.memref()))
	}
	fmt.Fprintf(&s, "func.func @k(%s) attributes {ascendc.global} {\n", strings.Join(ps, ", "))
	s.WriteString(c.pre.String())
	s.WriteString(c.body.String())
	s.WriteString("  return\n}\n")
	return s.String()
}

// dmAtomic are the element types of SetAtomicAdd (the AtomicDtype enum).
var dmAtomic = map[string]bool{"f32": true, "f16": true, "bf16": true, "i8": true, "i16": true, "i32": true}

func dmSmall(r *rand.Rand, t vdType, n int) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		putRaw(b, t, i, dmPadBits(t, r.Intn(17)-8))
	}
	return b
}

// wantAtomic is the shared output after every core added its rows.
func (c *dmCase) wantAtomic() []byte {
	o := append([]byte(nil), c.init...)
	for k := 0; k < c.cores; k++ {
		for r := 0; r < c.R; r++ {
			for j := 0; j < c.C; j++ {
				i := r*c.D + j
				sum := val(c.t, getRaw(o, c.t, i)) + val(c.t, getRaw(c.x, c.t, (k*c.R+r)*c.S+j))
				putRaw(o, c.t, i, dmPadBits(c.t, int(sum)))
			}
		}
	}
	return o
}

// want is the expected contents of a main output and of a padded one.
func (c *dmCase) want() ([]byte, []byte) {
	es, pe := c.es(), c.padE()
	if c.atomic {
		return c.wantAtomic(), nil
	}
	o := append([]byte(nil), c.init...)
	p := make([]byte, c.cores*c.R*pe*es)
	for k := 0; k < c.cores; k++ {
		for r := 0; r < c.R; r++ {
			src := c.x[((k*c.R+r)*c.S)*es:][:c.C*es]
			copy(o[((k*c.R+r)*c.D)*es:], src)
			row := p[((k*c.R+r)*pe)*es:]
			copy(row, src)
			for j := c.C; j < pe; j++ {
				putRaw(row, c.t, j, c.padV)
			}
		}
	}
	return o, p
}

// run executes the case and returns "" or what went wrong.
func (c *dmCase) run(t *testing.T) string {
	args := c.build()
	src := c.source(args)
	sargs := []*sim.Arg{{Kind: sim.ArgIn, Data: c.x, Name: "x"}}
	for _, a := range args[1:] {
		d := append([]byte(nil), c.init...)
		if a[0] == 'p' {
			d = make([]byte, c.cores*c.R*c.padE()*c.es())
		}
		sargs = append(sargs, &sim.Arg{Kind: sim.ArgInOut, Data: d, Name: a})
	}
	if _, diags := kernel(t, src, c.cores, sargs...); diags != "" {
		return "simulator: " + diags + "\n" + src
	}
	wo, wp := c.want()
	names := append(append([]string(nil), c.forms...), c.pads...)
	for i, a := range sargs[1:] {
		w := wo
		if args[i+1][0] == 'p' {
			w = wp
		}
		for j := 0; j < len(w)/c.es(); j++ {
			if got, want := getRaw(a.Data, c.t, j), getRaw(w, c.t, j); got != want {
				return fmt.Sprintf("form %q: element %d = %#x, want %#x\n%s", names[i], j, got, want, src)
			}
		}
	}
	return ""
}

func (c *dmCase) desc() string {
	return fmt.Sprintf("%s cores=%d R=%d C=%d S=%d D=%d ptr_offset=%v unranked=%v len=%v atomic=%v", c.t.name, c.cores, c.R, c.C, c.S, c.D, c.useOffset, c.unranked, c.withLen, c.atomic)
}

// TestDMAMeta runs -dmameta.seeds seeds.
func TestDMAMeta(t *testing.T) {
	for seed := 0; seed < *dmSeeds; seed++ {
		c := dmGen(rand.New(rand.NewSource(int64(seed)*104729 + 17)))
		if msg := c.run(t); msg != "" {
			t.Fatalf("seed %d (%s): %s", seed, c.desc(), msg)
		}
	}
}

// formQueueLoop is PyAsc's tiled copy kernel: a loop over the rows, each one DataCopyPad'd
// into a VECIN queue slot (two buffers), DataCopy'd UB -> UB into a VECOUT slot, and
// DataCopyPad'd out; EnQue/DeQue order the three pipes, the slots are reused every other
// row.
func (c *dmCase) formQueueLoop(gx, gout string) {
	pe := c.padE()
	lt := c.lt(pe)
	qi, qo := c.fresh("qi"), c.fresh("qo")
	ti, to := "!ascendc.queue<vecin, 2>", "!ascendc.queue<vecout, 2>"
	c.line("%s = ascendc.queue : %s", qi, ti)
	c.line("ascendc.pipe.init_queue %%pipe, %s, %s, %s : %s, i32, i32", qi, c.i32(2), c.i32(pe*c.es()), ti)
	c.line("%s = ascendc.queue : %s", qo, to)
	c.line("ascendc.pipe.init_queue %%pipe, %s, %s, %s : %s, i32, i32", qo, c.i32(2), c.i32(pe*c.es()), to)
	one := c.extParams(1, c.C*c.es(), 0, 0)
	r := c.fresh("r")
	c.line("scf.for %s = %s to %s step %s : i32 {", r, c.i32(0), c.i32(c.R), c.i32(1))
	xo, oo := c.fresh("xo"), c.fresh("oo")
	c.line("%s = arith.muli %s, %s : i32", xo, r, c.i32(c.S))
	c.line("%s = arith.muli %s, %s : i32", oo, r, c.i32(c.D))
	gxr, gor := c.fresh("gxr"), c.fresh("gor")
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", gxr, gx, xo, c.gt(), c.gt())
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", gor, gout, oo, c.gt(), c.gt())
	a, b, da, db := c.fresh("a"), c.fresh("b"), c.fresh("da"), c.fresh("db")
	c.line("%s = ascendc.que_bind.alloc_tensor %s : %s, %s", a, qi, ti, lt)
	c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", a, gxr, one, lt, c.gt())
	c.line("ascendc.que_bind.enque_tensor %s, %s : %s, %s", qi, a, ti, lt)
	c.line("%s = ascendc.que_bind.deque_tensor %s : %s, %s", da, qi, ti, lt)
	c.line("%s = ascendc.que_bind.alloc_tensor %s : %s, %s", b, qo, to, lt)
	c.line("ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32", b, da, c.i32(pe), lt, lt)
	c.line("ascendc.que_bind.enque_tensor %s, %s : %s, %s", qo, b, to, lt)
	c.line("ascendc.que_bind.free_tensor %s, %s : %s, %s", qi, da, ti, lt)
	c.line("%s = ascendc.que_bind.deque_tensor %s : %s, %s", db, qo, to, lt)
	c.line("ascendc.data_copy_pad_l2_ext %s, %s, %s : %s, %s, !ascendc.data_copy_ext_params", gor, db, one, c.gt(), lt)
	c.line("ascendc.que_bind.free_tensor %s, %s : %s, %s", qo, db, to, lt)
	c.line("}")
}
