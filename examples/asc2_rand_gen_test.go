package examples

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
)

// A seeded generator of random tile kernels in the form PyAsc's asc2 frontend emits them
// (unranked GM memrefs in space 22 wrapped by asctile.tensor, the core's share from
// get_block_idx/get_block_num through arith on i32, scf.for over tiles with
// asctile.unroll_factor, loads with a pad value, elementwise arith/math on tile values,
// asctile ops for what arith has no form of). The chains of ops are random; each value
// carries an interval so that every op gets operands where it is defined and no value
// leaves the range where the comparison means something (exp of at most 8, logs of
// |x|+1, divisors |y|+1, sums of tamed values).

// gVal is an SSA value of the kernel under construction.
type gVal struct {
	name   string
	et     string
	shape  []int // nil: a scalar
	lo, hi float64
}

func (v *gVal) mag() float64 { return math.Max(math.Abs(v.lo), math.Abs(v.hi)) }

// gen builds the text of one kernel.
type gen struct {
	r      *rand.Rand
	b      strings.Builder
	ind    string
	n      int
	scalar *gVal // the kernel's scalar argument, when it has one
	ops    map[string]int
	iv     string // the induction variable of the loop over tiles
	ivStep int    // its step in elements of the tile's last dimension
	inEt   string // the inputs' element type
	nIn    int    // the number of inputs
	offs   string // the offsets of the loop's tile ("" outside a tile loop)
}

func (g *gen) fresh(p string) string {
	g.n++
	return fmt.Sprintf("%%%s%d", p, g.n)
}

func (g *gen) line(f string, a ...any) {
	g.b.WriteString(g.ind)
	fmt.Fprintf(&g.b, f, a...)
	g.b.WriteByte('\n')
}

func tileTy(et string, sh []int) string {
	var d []string
	for _, x := range sh {
		d = append(d, fmt.Sprint(x))
	}
	return "!asctile.tile<" + strings.Join(d, "x") + "x" + et + ", UB>"
}

func (v *gVal) ty() string {
	if v.shape == nil {
		return v.et
	}
	return tileTy(v.et, v.shape)
}

// gLit spells a constant of et (floats in the exact hexadecimal form for 16-bit types).
func gLit(et string, x float64) string {
	switch et {
	case "f32":
		return fmt.Sprintf("%e", float64(float32(x)))
	case "f16", "bf16":
		t := mF16
		if et == "bf16" {
			t = mBF16
		}
		return t.literal(x)
	}
	return fmt.Sprint(int64(x))
}

func typeOf(et string) mType {
	for _, t := range mTypes {
		if t.name == et {
			return t
		}
	}
	panic(et)
}

// hiOf is the largest magnitude a value of et may reach in a chain: far from overflow,
// with room for a sum over a tile.
func hiOf(et string) float64 {
	switch et {
	case "f16":
		return 200
	case "i16":
		return 1000
	case "i32":
		return 1e6
	}
	return 1e4
}

// op1 emits a unary op (name with its arith/math dialect) and gives the result.
func (g *gen) op1(name string, a *gVal, lo, hi float64) *gVal {
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: lo, hi: hi}
	g.line("%s = %s %s : %s", r.name, name, a.name, a.ty())
	g.ops[name]++
	return r
}

func (g *gen) op2(name string, a, b *gVal, lo, hi float64) *gVal {
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: lo, hi: hi}
	g.line("%s = %s %s, %s : %s", r.name, name, a.name, b.name, a.ty())
	g.ops[name]++
	return r
}

// constTile makes a splat tile constant the way the frontend does (dense constant).
func (g *gen) constTile(et string, sh []int, x float64) *gVal {
	x = typeOf(et).round(x)
	r := &gVal{name: g.fresh("c"), et: et, shape: sh, lo: x, hi: x}
	g.line("%s = arith.constant dense<%s> : %s", r.name, gLit(et, x), r.ty())
	return r
}

func (g *gen) constScalar(et string, x float64) *gVal {
	x = typeOf(et).round(x)
	r := &gVal{name: g.fresh("s"), et: et, lo: x, hi: x}
	g.line("%s = arith.constant %s : %s", r.name, gLit(et, x), et)
	return r
}

// tame brings a float value into [-lim, lim] (tanh scaled, or a clamp for integers).
func (g *gen) tame(a *gVal, lim float64) *gVal {
	if a.mag() <= lim {
		return a
	}
	if !isFloat(a.et) {
		lo := g.constScalar(a.et, -lim)
		hi := g.constScalar(a.et, lim)
		x := g.tileScalar("maxs", a, lo, math.Max(a.lo, -lim), math.Max(a.hi, -lim))
		return g.tileScalar("mins", x, hi, math.Min(x.lo, lim), math.Min(x.hi, lim))
	}
	t := g.op1("math.tanh", a, -1, 1)
	if lim >= 2 {
		k := math.Floor(lim)
		c := g.constScalar(a.et, k)
		return g.tileScalar("muls", t, c, -k, k)
	}
	return t
}

// tileScalar emits asctile.<op>s of a tile and a scalar.
func (g *gen) tileScalar(op string, a, s *gVal, lo, hi float64) *gVal {
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: lo, hi: hi}
	g.line("%s = asctile.%s %s, %s : %s", r.name, op, a.name, s.name, a.ty())
	g.ops["asctile."+op]++
	return r
}

func (g *gen) cast(a *gVal, et string) *gVal {
	r := &gVal{name: g.fresh("v"), et: et, shape: a.shape, lo: a.lo, hi: a.hi}
	g.line("%s = asctile.cast %s : %s to %s", r.name, a.name, a.ty(), r.ty())
	g.ops["asctile.cast"]++
	return r
}

func ilo(a, b float64) float64 { return math.Min(a, b) }
func ihi(a, b float64) float64 { return math.Max(a, b) }

// mulRange is the interval of the product of two intervals.
func mulRange(a, b *gVal) (float64, float64) {
	p := []float64{a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi}
	lo, hi := p[0], p[0]
	for _, x := range p[1:] {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return lo, hi
}
