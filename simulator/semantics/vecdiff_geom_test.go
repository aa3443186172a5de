package semantics

import (
	"fmt"
	"math/rand"
	"strings"
)

// vdGeom is the lane geometry of one L0/L1/L2 vector instruction, as the spec describes
// it (hardware.md §2): a repeat is 8 blocks of 32 bytes; lane l of repeat r of operand k
// is at byte (r*rs[k] + (l/epb)*blk[k])*32 + (l%epb)*size.
type vdGeom struct {
	form    int  // 0: L0 (continuous mask), 1: L1 (bit mask words), 2: L2 (count)
	counter bool // counter mask mode: count elements in total, repeatTimes unused
	useReg  bool // the mask is written by set_vector_mask first; the op lacks isSetMask
	rep     int64
	maskLen int64    // L0, normal mode
	words   []uint64 // L1, normal mode: lo, hi
	count   int64    // L2, or counter mode
	blk, rs [3]int64
	lanes   int64
}

// reps is the number of repeats the instruction runs.
func (g *vdGeom) reps() int64 {
	if g.counter {
		return (g.count + g.lanes - 1) / g.lanes
	}
	return g.rep
}

// active reports whether lane l of repeat r is enabled.
func (g *vdGeom) active(r, l int64) bool {
	if g.counter {
		return r*g.lanes+l < g.count
	}
	if g.form == 0 {
		return l < g.maskLen
	}
	w := g.words[l/64]
	return w>>(l%64)&1 != 0
}

// off is the element index of lane l of repeat r in operand k of element size es.
func (g *vdGeom) off(k int, r, l, es int64) int64 {
	epb := 32 / es
	return ((r*g.rs[k]+(l/epb)*g.blk[k])*32)/es + l%epb
}

// each visits every active (repeat, lane) in order.
func (g *vdGeom) each(f func(r, l int64)) {
	for r := int64(0); r < g.reps(); r++ {
		for l := int64(0); l < g.lanes; l++ {
			if g.active(r, l) {
				f(r, l)
			}
		}
	}
}

// span is the number of elements of size es operand k needs.
func (g *vdGeom) span(k int, es int64) int64 {
	if g.form == 2 {
		return g.count
	}
	var m int64
	g.each(func(r, l int64) {
		if o := g.off(k, r, l, es) + 1; o > m {
			m = o
		}
	})
	return m
}

// dstOverlaps reports whether two active lanes write the same element of operand k.
func (g *vdGeom) dstOverlaps(k int, es int64) bool {
	if g.form == 2 {
		return false
	}
	seen := map[int64]bool{}
	bad := false
	g.each(func(r, l int64) {
		o := g.off(k, r, l, es)
		if seen[o] {
			bad = true
		}
		seen[o] = true
	})
	return bad
}

func pickStride(r *rand.Rand, def int64, max int64) int64 {
	switch x := r.Intn(10); {
	case x < 5:
		return def
	case x < 7:
		return 0
	default:
		return int64(r.Intn(int(max) + 1))
	}
}

// randGeom draws a geometry for an instruction with nops operands (dst first) whose
// lanes per repeat are lanes; form is forced when >= 0. maxElems bounds every operand.
func randGeom(r *rand.Rand, lanes int64, nops int, form int, maxBlocks int64) *vdGeom {
	g := &vdGeom{lanes: lanes, form: form}
	if form < 0 {
		g.form = r.Intn(3)
	}
	if g.form == 2 {
		g.count = 1 + int64(r.Intn(int(maxBlocks*32/(256/lanes)/2)))
		if r.Intn(4) == 0 {
			g.count = 1 + int64(r.Intn(int(lanes)*2))
		}
		return g
	}
	g.counter = r.Intn(4) == 0
	g.useReg = r.Intn(3) == 0
	switch x := r.Intn(20); {
	case x < 6:
		g.rep = 1
	case x == 6:
		g.rep = 0
	case x < 14:
		g.rep = 2 + int64(r.Intn(7))
	case x < 17:
		g.rep = 200 + int64(r.Intn(56))
	default:
		g.rep = int64(r.Intn(256))
	}
	for k := 0; k < nops; k++ {
		g.blk[k] = pickStride(r, 1, 4)
		g.rs[k] = pickStride(r, 8, 20)
	}
	if r.Intn(3) == 0 { // all operands alike, as most kernels have it
		for k := 1; k < nops; k++ {
			g.blk[k], g.rs[k] = g.blk[0], g.rs[0]
		}
	}
	switch {
	case g.counter:
		g.count = 1 + int64(r.Intn(int(lanes*g.rep+1)))
	case g.form == 0:
		g.maskLen = 1 + int64(r.Intn(int(lanes)))
		if r.Intn(3) == 0 {
			g.maskLen = lanes
		}
	default:
		g.words = randWords(r, lanes)
	}
	return g
}

// randWords draws the two mask words of a bit mask with lanes lanes (not both zero).
func randWords(r *rand.Rand, lanes int64) []uint64 {
	for {
		w := []uint64{r.Uint64(), r.Uint64()}
		switch r.Intn(4) {
		case 0:
			w[0] &= r.Uint64()
		case 1:
			w[0] = ^uint64(0)
			w[1] = ^uint64(0)
		case 2:
			w[0] &= 0xff00ff
			w[1] &= 0xf0f0 << 20
		}
		if lanes <= 64 {
			w[1] = 0
		}
		if w[0] != 0 || w[1] != 0 {
			return w
		}
	}
}

// fit shrinks the repeat count (or count) until every operand fits maxElems elements of
// its size; sizes[k] is operand k's element size.
func (g *vdGeom) fit(sizes []int64, maxBytes int64) {
	for {
		ok := true
		for k, es := range sizes {
			if g.span(k, es)*es > maxBytes {
				ok = false
			}
		}
		if ok {
			return
		}
		if g.form == 2 || g.counter {
			g.count = g.count * 3 / 4
			if g.form == 2 && g.count == 0 {
				g.count = 1
			}
		} else {
			g.rep = g.rep * 3 / 4
		}
	}
}

// maskOperands emits what precedes the op (mode and register writes) and returns the
// op's mask operand list with its types, and what follows the op.
func (g *vdGeom) maskOperands(k *vdKernel, dt string, rnd *rand.Rand) (ops, tys []string, post string) {
	mode := 0
	if g.counter {
		k.line("ascendc.set_mask_count")
		mode = 1
		post = "ascendc.set_mask_norm"
	}
	if g.useReg {
		switch {
		case g.counter || g.form == 0:
			v := g.maskLen
			if g.counter {
				v = g.count
			}
			k.line("ascendc.set_vector_mask_l0 %s {dtype = %s, mode = %d : i32} : i32", k.i32(v), dt, mode)
		default:
			k.line("ascendc.set_vector_mask_l1 %s, %s {dtype = %s, mode = %d : i32} : ui64, ui64", k.u64(g.words[1]), k.u64(g.words[0]), dt, mode)
		}
	}
	if g.form == 0 {
		v := g.maskLen
		if g.counter {
			v = g.count
		}
		if g.useReg { // ignored by the instruction: a different value shows it is
			v = 1 + int64(rnd.Intn(int(g.lanes)))
		}
		return []string{k.i32(v)}, []string{"i32"}, post
	}
	w := g.words
	if g.counter {
		w = []uint64{uint64(g.count), 0}
	}
	if g.useReg {
		w = []uint64{rnd.Uint64() | 1, 0}
	}
	if g.lanes == 64 && w[1] == 0 && rnd.Intn(3) == 0 {
		w = w[:1] // 32-bit lanes: one word is the whole mask
	}
	for _, x := range w {
		ops = append(ops, k.u64(x))
		tys = append(tys, "ui64")
	}
	return ops, tys, post
}

func (g *vdGeom) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "L%d", g.form)
	if g.form == 2 {
		fmt.Fprintf(&b, " count=%d", g.count)
		return b.String()
	}
	if g.counter {
		fmt.Fprintf(&b, " counter=%d", g.count)
	} else if g.form == 0 {
		fmt.Fprintf(&b, " mask=%d", g.maskLen)
	} else {
		fmt.Fprintf(&b, " words=%#x", g.words)
	}
	fmt.Fprintf(&b, " reg=%v rep=%d blk=%v rs=%v", g.useReg, g.rep, g.blk, g.rs)
	return b.String()
}
