package examples

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// The element functions of the reference interpreter (asc2_rand_ref_test.go). Each gives
// the exact result (before rounding) and the propagated error bound; refApprox lists the
// ones the hardware computes approximately.

type refFn2 func(a, b rEl) rEl
type refFn1 func(a rEl) rEl

func iwrap(f func(a, b int64) int64) refFn2 {
	return func(a, b rEl) rEl { return rEl{v: float64(f(int64(a.v), int64(b.v)))} }
}

var refBinary = map[string]refFn2{
	"arith.addf": refAdd, "arith.addi": refAdd,
	"arith.subf": refSub, "arith.subi": refSub,
	"arith.mulf": refMul, "arith.muli": refMul,
	"arith.divf":     refDiv,
	"arith.maximumf": refMax, "arith.maxsi": refMax, "arith.maxnumf": refMax,
	"arith.minimumf": refMin, "arith.minsi": refMin, "arith.minnumf": refMin,
	"arith.andi":  iwrap(func(a, b int64) int64 { return a & b }),
	"arith.ori":   iwrap(func(a, b int64) int64 { return a | b }),
	"arith.xori":  iwrap(func(a, b int64) int64 { return a ^ b }),
	"arith.shli":  iwrap(func(a, b int64) int64 { return a << uint(b) }),
	"arith.shrsi": iwrap(func(a, b int64) int64 { return a >> uint(b) }),
	"arith.divsi": iwrap(func(a, b int64) int64 { return a / b }),
	"arith.remsi": iwrap(func(a, b int64) int64 { return a % b }),
	"arith.ceildivsi": iwrap(func(a, b int64) int64 {
		q := a / b
		if q*b != a && (a < 0) == (b < 0) {
			q++
		}
		return q
	}),
}

// refScalarOps are the tile-scalar ops with the function of their element pairs.
var refScalarOps = map[string]refFn2{
	"asctile.adds": refAdd, "asctile.subs": refSub, "asctile.muls": refMul,
	"asctile.divs": refDiv, "asctile.maxs": refMax, "asctile.mins": refMin,
	"asctile.shls": refBinary["arith.shli"], "asctile.shrs": refBinary["arith.shrsi"],
}

func refAdd(a, b rEl) rEl { return rEl{v: a.v + b.v, e: a.e + b.e} }
func refSub(a, b rEl) rEl { return rEl{v: a.v - b.v, e: a.e + b.e} }
func refMul(a, b rEl) rEl {
	return rEl{v: a.v * b.v, e: math.Abs(b.v)*a.e + math.Abs(a.v)*b.e + a.e*b.e}
}

func refDiv(a, b rEl) rEl {
	q := a.v / b.v
	d := math.Abs(b.v) - b.e
	if d <= 0 {
		return rEl{v: q, bad: true}
	}
	return rEl{v: q, e: (a.e + math.Abs(q)*b.e) / d}
}

func refMax(a, b rEl) rEl { return rEl{v: math.Max(a.v, b.v), e: math.Max(a.e, b.e)} }
func refMin(a, b rEl) rEl { return rEl{v: math.Min(a.v, b.v), e: math.Max(a.e, b.e)} }

var refUnary = map[string]refFn1{
	"arith.negf":   func(a rEl) rEl { return rEl{v: -a.v, e: a.e} },
	"math.absf":    func(a rEl) rEl { return rEl{v: math.Abs(a.v), e: a.e} },
	"asctile.relu": func(a rEl) rEl { return rEl{v: math.Max(a.v, 0), e: a.e} },
	"math.exp": func(a rEl) rEl {
		r := math.Exp(a.v)
		return rEl{v: r, e: r * math.Expm1(a.e)}
	},
	"math.exp2": func(a rEl) rEl {
		r := math.Exp2(a.v)
		return rEl{v: r, e: r * (math.Exp2(a.e) - 1)}
	},
	"math.log": func(a rEl) rEl {
		if a.v-a.e <= 0 {
			return rEl{v: math.Log(a.v), bad: true}
		}
		return rEl{v: math.Log(a.v), e: a.e / (a.v - a.e)}
	},
	"math.sqrt": func(a rEl) rEl {
		r := math.Sqrt(a.v)
		e := math.Sqrt(a.e)
		if a.v > 0 {
			e = math.Min(e, a.e/(2*r))
		}
		return rEl{v: r, e: e, bad: a.v < 0}
	},
	"math.rsqrt": func(a rEl) rEl {
		if a.v-a.e <= 0 {
			return rEl{v: 1 / math.Sqrt(a.v), bad: true}
		}
		return rEl{v: 1 / math.Sqrt(a.v), e: 0.5 * a.e * math.Pow(a.v-a.e, -1.5)}
	},
	"math.tanh": func(a rEl) rEl { return rEl{v: math.Tanh(a.v), e: a.e} },
	"math.erf":  func(a rEl) rEl { return rEl{v: math.Erf(a.v), e: 1.13 * a.e} },
	"math.sin":  func(a rEl) rEl { return rEl{v: math.Sin(a.v), e: a.e} },
	"math.cos":  func(a rEl) rEl { return rEl{v: math.Cos(a.v), e: a.e} },
	"math.floor": func(a rEl) rEl {
		return rEl{v: math.Floor(a.v), bad: a.e > 0 && math.Floor(a.v-a.e) != math.Floor(a.v+a.e)}
	},
	"math.ceil": func(a rEl) rEl {
		return rEl{v: math.Ceil(a.v), bad: a.e > 0 && math.Ceil(a.v-a.e) != math.Ceil(a.v+a.e)}
	},
}

// refApprox are the ops the hardware computes approximately (hardware.md §7: Exp, Ln,
// Sqrt, Reciprocal within ulps; the others by expansions or library calls).
var refApprox = map[string]bool{
	"math.exp": true, "math.exp2": true, "math.log": true, "math.sqrt": true, "math.rsqrt": true,
	"math.tanh": true, "math.erf": true, "math.sin": true, "math.cos": true,
	"arith.divf": true, "asctile.divs": true, "asctile.softmax": true,
}

// elementwise applies f to the elements of the operand values (a tile and a tile of the
// same shape, a tile and a scalar, or two scalars) and rounds to the result type.
func (m *refMachine) elementwise(op *ir.Operation, f refFn2, a, b *rVal) *rVal {
	et := typeKey(op.Result(0).Type())
	r := &rVal{et: et, shape: tileShape(op.Result(0).Type())}
	n := max(len(a.el), len(b.el))
	if r.shape != nil && numel(r.shape) != n {
		refFail(op, "result of %d elements from operands of %d", numel(r.shape), n)
	}
	if len(b.el) != n && len(b.el) != 1 || len(a.el) != n {
		refFail(op, "operands of %d and %d elements", len(a.el), len(b.el))
	}
	approx := refApprox[op.Name()]
	r.el = make([]rEl, n)
	for i := range r.el {
		x, y := a.el[i], b.el[min(i, len(b.el)-1)]
		z := f(x, y)
		z.bad = z.bad || x.bad || y.bad
		r.el[i] = finish(et, z, approx)
	}
	return r
}

func (m *refMachine) binary(op *ir.Operation, f refFn2) *rVal {
	return m.elementwise(op, f, m.val(op, 0), m.val(op, 1))
}

func (m *refMachine) tileScalar(op *ir.Operation, f refFn2) *rVal {
	s := m.val(op, 1)
	if s.shape != nil {
		refFail(op, "the scalar operand is a tile")
	}
	return m.elementwise(op, f, m.val(op, 0), s)
}

func (m *refMachine) unary(op *ir.Operation, f refFn1) *rVal {
	a := m.val(op, 0)
	g := func(x, _ rEl) rEl { return f(x) }
	return m.elementwise(op, g, a, &rVal{el: []rEl{{}}})
}

// tileOp runs the asctile ops that are not elementwise arithmetic.
func (m *refMachine) tileOp(op *ir.Operation) []*rVal {
	switch op.Name() {
	case "asctile.tensor":
		// The sizes operands give the dynamic dimensions in order; static ones come
		// from the type (the frontend's tensors of constant shape have no sizes).
		t := m.val(op, 0).tens
		st := op.Result(0).Type().(ir.ShapedType).Shape()
		sh, next := make([]int, len(st)), 1
		for i, d := range st {
			if d >= 0 {
				sh[i] = int(d)
				continue
			}
			if next >= op.NumOperands() {
				refFail(op, "no size for dynamic dimension %d", i)
			}
			sh[i] = m.ival(op, next)
			next++
		}
		if next != op.NumOperands() {
			refFail(op, "%d sizes for %d dynamic dimensions", op.NumOperands()-1, next-1)
		}
		return one(&rVal{et: t.buf.et, tens: &rTensor{shape: sh, buf: t.buf}})
	case "asctile.load":
		return one(m.load(op))
	case "asctile.store":
		m.store(op)
		return nil
	case "asctile.splat":
		s := m.val(op, 0)
		sh := tileShape(op.Result(0).Type())
		r := &rVal{et: s.et, shape: sh, el: make([]rEl, numel(sh))}
		for i := range r.el {
			r.el[i] = s.el[0]
		}
		return one(r)
	case "asctile.cast":
		src := m.val(op, 0)
		id := func(x, _ rEl) rEl { return x }
		if isFloat(src.et) && !isFloat(typeKey(op.Result(0).Type())) {
			id = func(x, _ rEl) rEl { return truncDecided(src.et, x) }
		}
		return one(m.elementwise(op, id, src, &rVal{el: []rEl{{}}}))
	case "asctile.cmp", "asctile.cmps":
		return one(m.compare(op))
	case "asctile.select":
		return one(m.selectOp(op))
	case "asctile.reshape":
		a := m.val(op, 0)
		return one(&rVal{et: a.et, shape: tileShape(op.Result(0).Type()), el: a.el})
	case "asctile.broadcast":
		return one(m.broadcast(op))
	case "asctile.reduce", "asctile.reduce_as_1d":
		return one(m.reduce(op))
	case "asctile.softmax":
		return one(m.softmax(op))
	case "asctile.accumulator":
		sh := tileShape(op.Result(0).Type())
		return one(&rVal{et: typeKey(op.Result(0).Type()), shape: sh, el: make([]rEl, numel(sh))})
	case "asctile.matmul":
		a, b := m.val(op, 0), m.val(op, 1)
		sh := tileShape(op.Result(0).Type())
		c := &rVal{et: typeKey(op.Result(0).Type()), shape: sh, el: make([]rEl, numel(sh))}
		matmulInto(op, c, a, b)
		return one(c)
	case "asctile.matmul_acc":
		matmulInto(op, m.val(op, 2), m.val(op, 0), m.val(op, 1))
		return nil
	}
	return m.tileOp2(op)
}

// compare gives the i1 tile of cmp/cmps; an element whose operands lie closer than
// their error bounds is undecided.
func (m *refMachine) compare(op *ir.Operation) *rVal {
	mode, _ := asctile.CompareModeOf(op.Attr("cmpMode"))
	// A value compared with itself compares equal whatever its error.
	same := op.Operand(0) == op.Operand(1)
	f := func(a, b rEl) rEl {
		var c bool
		switch mode {
		case asctile.CompareMode_LT:
			c = a.v < b.v
		case asctile.CompareMode_GT:
			c = a.v > b.v
		case asctile.CompareMode_EQ:
			c = a.v == b.v
		case asctile.CompareMode_LE:
			c = a.v <= b.v
		case asctile.CompareMode_GE:
			c = a.v >= b.v
		case asctile.CompareMode_NE:
			c = a.v != b.v
		}
		r := rEl{bad: !same && math.Abs(a.v-b.v) <= a.e+b.e && a.e+b.e > 0}
		if c {
			r.v = 1
		}
		return r
	}
	return m.elementwise(op, f, m.val(op, 0), m.val(op, 1))
}

func (m *refMachine) selectOp(op *ir.Operation) *rVal {
	c, a, b := m.val(op, 0), m.val(op, 1), m.val(op, 2)
	r := &rVal{et: a.et, shape: a.shape, el: make([]rEl, len(a.el))}
	for i := range r.el {
		if c.el[i].v != 0 {
			r.el[i] = a.el[i]
		} else {
			r.el[i] = b.el[i]
		}
		r.el[i].bad = r.el[i].bad || c.el[i].bad
	}
	return r
}

// broadcast repeats the operand along the result's dims where the operand's (aligned
// at the right) is 1; a one-element operand fills the whole result.
func (m *refMachine) broadcast(op *ir.Operation) *rVal {
	a := m.val(op, 0)
	sh := tileShape(op.Result(0).Type())
	r := &rVal{et: a.et, shape: sh, el: make([]rEl, numel(sh))}
	if len(a.el) == 1 {
		for i := range r.el {
			r.el[i] = a.el[0]
		}
		return r
	}
	if len(a.shape) > len(sh) {
		refFail(op, "operand of higher rank")
	}
	ash := make([]int, len(sh))
	for i := range ash {
		ash[i] = 1
	}
	copy(ash[len(sh)-len(a.shape):], a.shape)
	for i, d := range ash {
		if d != 1 && d != sh[i] {
			refFail(op, "dim %d: %d does not broadcast to %d", i, d, sh[i])
		}
	}
	for i := range r.el {
		idx := unravel(i, sh)
		for k := range idx {
			if ash[k] == 1 {
				idx[k] = 0
			}
		}
		r.el[i] = a.el[ravel(idx, ash)]
	}
	return r
}

func unravel(i int, sh []int) []int {
	idx := make([]int, len(sh))
	for k := len(sh) - 1; k >= 0; k-- {
		idx[k] = i % sh[k]
		i /= sh[k]
	}
	return idx
}

func ravel(idx, sh []int) int {
	i := 0
	for k := range sh {
		i = i*sh[k] + idx[k]
	}
	return i
}

// matmulInto adds a·b to c in place (matmul_acc updates its accumulator operand; the
// accumulator starts at zero). Products of the input types are exact in f32; the bound
// covers any order of the k additions.
func matmulInto(op *ir.Operation, c, a, b *rVal) {
	if len(a.shape) != 2 || len(b.shape) != 2 || len(c.shape) != 2 {
		refFail(op, "matmul of tiles that are not 2-D")
	}
	mm, kk, nn := a.shape[0], a.shape[1], b.shape[1]
	if b.shape[0] != kk || c.shape[0] != mm || c.shape[1] != nn {
		refFail(op, "matmul of %v by %v into %v", a.shape, b.shape, c.shape)
	}
	u, _ := unitRound(c.et)
	for i := 0; i < mm; i++ {
		for j := 0; j < nn; j++ {
			z := c.el[i*nn+j]
			mag := math.Abs(z.v)
			for k := 0; k < kk; k++ {
				x, y := a.el[i*kk+k], b.el[k*nn+j]
				z.v += x.v * y.v
				z.e += math.Abs(y.v)*x.e + math.Abs(x.v)*y.e + x.e*y.e
				z.bad = z.bad || x.bad || y.bad
				mag += math.Abs(x.v * y.v)
			}
			z.e += float64(kk+1) * u * mag
			c.el[i*nn+j] = finish(c.et, z, false)
		}
	}
}
