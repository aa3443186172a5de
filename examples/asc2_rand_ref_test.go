package examples

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// A reference interpreter of tile-level kernels (asctile, arith, math, scf, func and the
// two ascendc block queries), written from asctile-ops.md and the clipping rules of
// docs/pyasc.md ("UB loads and stores at the tensor edge"), not from the lowering or the
// simulator. It runs the kernel's IR directly, core after core.
//
// Every element carries its value (float64, rounded to its element type after each op:
// f16/bf16 through f32 to nearest even, integers wrapping) and a first-order bound on
// how far a correct implementation may be from it: the roundings of the ops before it
// (half an ulp each), the error the hardware's approximate math may add (mathTol's
// figures, as the tile matrix uses for single math ops) and how each op propagates the
// error of its operands. An element whose outcome the bound cannot settle (a compare of
// two values closer than their errors, a floor near an integer) is marked undecided and
// left out of the comparison, and counted.

// rEl is one element: value, error bound, undecided.
type rEl struct {
	v, e float64
	bad  bool
}

// rVal is a runtime value: a scalar (shape nil, one element), a tile, or a tensor.
type rVal struct {
	et    string
	shape []int
	el    []rEl
	tens  *rTensor
}

// rTensor is an asctile.tensor: a GM buffer seen with a shape.
type rTensor struct {
	shape []int
	buf   *rBuf
}

// rBuf is a GM buffer of the kernel.
type rBuf struct {
	et string
	el []rEl
}

// refError is an interpreter diagnostic (an op the interpreter does not know, a shape it
// cannot settle): the test fails on it, as the kernel's semantics are then unknown.
type refError struct{ msg string }

func (e *refError) Error() string { return e.msg }

func refFail(op *ir.Operation, f string, a ...any) {
	panic(&refError{fmt.Sprintf("reference interpreter: %s: %s", op.Name(), fmt.Sprintf(f, a...))})
}

// refMachine runs one kernel on one core.
type refMachine struct {
	env      map[*ir.Value]*rVal
	core, nb int
	steps    int
	mask     *rMask // the mask of the region being run (nil outside)
}

// refRun runs fn on blockDim cores in order with args (buffers as *rBuf, scalars as
// *rVal); the buffers receive the results.
func refRun(fn *ir.Operation, blockDim int, args []any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			re, ok := r.(*refError)
			if !ok {
				panic(r)
			}
			err = re
		}
	}()
	body := fn.Region(0).Front()
	for core := 0; core < blockDim; core++ {
		m := &refMachine{env: map[*ir.Value]*rVal{}, core: core, nb: blockDim}
		for i, a := range body.Args() {
			switch v := args[i].(type) {
			case *rBuf:
				m.env[a] = &rVal{et: v.et, tens: &rTensor{buf: v}}
			case *rVal:
				m.env[a] = v
			}
		}
		m.block(body, nil)
	}
	return nil
}

// block runs the ops of b with its arguments bound to args and returns the operands of
// its terminator (scf.yield, func.return).
func (m *refMachine) block(b *ir.Block, args []*rVal) []*rVal {
	for i, a := range args {
		m.env[b.Arg(i)] = a
	}
	for _, op := range b.Ops() {
		m.steps++
		if m.steps > 5_000_000 {
			refFail(op, "too many steps")
		}
		switch op.Name() {
		case "scf.yield", "scf.condition", "func.return", asctile.OpYield:
			return m.operands(op)
		}
		res := m.exec(op)
		if m.mask != nil {
			m.masked(op, res)
		}
		for i, r := range res {
			m.env[op.Result(i)] = r
		}
	}
	return nil
}

func (m *refMachine) operands(op *ir.Operation) []*rVal {
	vs := make([]*rVal, op.NumOperands())
	for i := range vs {
		vs[i] = m.val(op, i)
	}
	return vs
}

func (m *refMachine) val(op *ir.Operation, i int) *rVal {
	v, ok := m.env[op.Operand(i)]
	if !ok {
		refFail(op, "operand #%d has no value", i)
	}
	return v
}

// ival is operand i as an integer (an index, i32 or i64 scalar).
func (m *refMachine) ival(op *ir.Operation, i int) int {
	return int(m.val(op, i).el[0].v)
}

// exec runs one op and gives its results.
func (m *refMachine) exec(op *ir.Operation) []*rVal {
	name := op.Name()
	if f, ok := refBinary[name]; ok {
		return one(m.binary(op, f))
	}
	if f, ok := refUnary[name]; ok {
		return one(m.unary(op, f))
	}
	if f, ok := refScalarOps[name]; ok {
		return one(m.tileScalar(op, f))
	}
	switch name {
	case "arith.constant":
		return one(refConstant(op))
	case "ascendc.get_block_idx":
		return one(scalarOf(typeKey(op.Result(0).Type()), float64(m.core)))
	case "ascendc.get_block_num":
		return one(scalarOf(typeKey(op.Result(0).Type()), float64(m.nb)))
	case "arith.trunci", "arith.extsi", "arith.index_cast", "arith.index_castui", "arith.extui":
		return one(m.intCast(op))
	case "arith.cmpi":
		return one(m.cmpi(op))
	case "scf.for":
		return m.forOp(op)
	case "scf.if":
		return m.ifOp(op)
	case "scf.while":
		return m.whileOp(op)
	}
	return m.tileOp(op)
}

// whileOp runs the before region on the carried values; while its scf.condition holds,
// the after region runs on the values it forwards and yields the next carried values.
func (m *refMachine) whileOp(op *ir.Operation) []*rVal {
	before, after := op.Region(0).Front(), op.Region(1).Front()
	args := m.operands(op)
	for {
		c := m.block(before, args)
		if len(c) == 0 || c[0].el[0].bad {
			refFail(op, "a condition the reference cannot decide")
		}
		if c[0].el[0].v == 0 {
			return c[1:]
		}
		args = m.block(after, c[1:])
	}
}

func one(v *rVal) []*rVal { return []*rVal{v} }

func scalarOf(et string, v float64) *rVal {
	return &rVal{et: et, el: []rEl{{v: refRound(et, v)}}}
}

// typeKey names an element type: f32, f16, bf16, i1..i64, index.
func typeKey(t ir.Type) string {
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	switch x := t.(type) {
	case *ir.FloatType:
		return x.Name
	case *ir.IntegerType:
		return fmt.Sprintf("i%d", x.Width)
	case *ir.IndexType:
		return "index"
	}
	return ir.TypeString(t)
}

func tileShape(t ir.Type) []int {
	s, ok := t.(*asctile.TileType)
	if !ok {
		return nil
	}
	sh := make([]int, len(s.Shape()))
	for i, d := range s.Shape() {
		sh[i] = int(d)
	}
	return sh
}

func numel(sh []int) int {
	n := 1
	for _, d := range sh {
		n *= d
	}
	return n
}

// refRound gives v as a value of et.
func refRound(et string, v float64) float64 {
	switch et {
	case "f32":
		return float64(float32(v))
	case "f16":
		return mF16.round(v)
	case "bf16":
		return mBF16.round(v)
	case "i1":
		if v != 0 {
			return 1
		}
		return 0
	case "i8":
		return mI8.round(v)
	case "i16":
		return mI16.round(v)
	case "i32":
		return mI32.round(v)
	case "i64", "index":
		return float64(int64(v))
	}
	return v
}

func isFloat(et string) bool { return et == "f32" || et == "f16" || et == "bf16" }

// unitRound is half an ulp relative (the rounding of one correctly rounded op); minNorm
// is the smallest normal, the absolute error a flush of subnormals (c310) may make.
func unitRound(et string) (u, minNorm float64) {
	switch et {
	case "f32":
		return 0x1p-24, 0x1p-126
	case "f16":
		return 0x1p-11, 0x1p-14
	case "bf16":
		return 0x1p-8, 0x1p-126
	}
	return 0, 0
}

// approxTol is the error the hardware's approximate math may add to a result of et
// (mathTol of the tile matrix: atol + rtol*|result|).
func approxTol(et string) (atol, rtol float64) {
	switch et {
	case "f32":
		return 1e-6, 1e-4
	case "f16":
		return 1e-3, 4.0 / 1024
	case "bf16":
		return 1e-2, 4.0 / 128
	}
	return 0, 0
}

// finish rounds x to et and adds the rounding (and, for approximate ops, the hardware
// approximation) to its error; a non-finite value is undecided (the generator keeps
// values finite, so it is counted, not compared).
func finish(et string, x rEl, approx bool) rEl {
	r := refRound(et, x.v)
	if !isFloat(et) {
		return rEl{v: r, e: x.e, bad: x.bad}
	}
	u, mn := unitRound(et)
	if !approx && x.e == 0 && r == x.v && !math.IsInf(r, 0) && (r == 0 || math.Abs(r) >= mn) {
		// A correctly rounded op of exact operands whose result is a normal value of et
		// (an integer converted, a sum of small integers): the hardware gives it exactly.
		return rEl{v: r, bad: x.bad}
	}
	e := x.e + u*math.Abs(r) + mn
	if approx {
		a, rt := approxTol(et)
		e += a + rt*math.Abs(r)
	}
	bad := x.bad || math.IsNaN(r) || math.IsInf(r, 0) || math.IsNaN(e) || math.IsInf(e, 0)
	return rEl{v: r, e: e, bad: bad}
}

func refConstant(op *ir.Operation) *rVal {
	t := op.Result(0).Type()
	et := typeKey(t)
	switch a := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		return scalarOf(et, float64(a.Value))
	case *ir.FloatAttr:
		return scalarOf(et, a.Value)
	case *ir.DenseElementsAttr:
		sh := tileShape(t)
		if sh == nil {
			refFail(op, "dense constant of a non-tile type")
		}
		n := numel(sh)
		v := &rVal{et: et, shape: sh, el: make([]rEl, n)}
		for i := range v.el {
			j := i
			if a.Splat {
				j = 0
			}
			x := 0.0
			if a.Floats != nil {
				x = a.Floats[j]
			} else {
				x = float64(a.Ints[j])
			}
			v.el[i] = rEl{v: refRound(et, x)}
		}
		return v
	}
	refFail(op, "unknown constant attribute")
	return nil
}

func (m *refMachine) intCast(op *ir.Operation) *rVal {
	a := m.val(op, 0)
	et := typeKey(op.Result(0).Type())
	x := a.el[0].v
	if op.Name() == "arith.extui" || op.Name() == "arith.index_castui" {
		bits := map[string]uint{"i1": 1, "i8": 8, "i16": 16, "i32": 32}[a.et]
		if bits > 0 {
			x = float64(uint64(int64(x)) & (1<<bits - 1))
		}
	}
	return scalarOf(et, x)
}

// forOp runs an scf.for: bounds and step are integers, the iter_args are carried.
func (m *refMachine) forOp(op *ir.Operation) []*rVal {
	lb, ub, step := m.ival(op, 0), m.ival(op, 1), m.ival(op, 2)
	if step <= 0 {
		refFail(op, "step %d", step)
	}
	iters := m.operands(op)[3:]
	body := op.Region(0).Front()
	ivType := typeKey(body.Arg(0).Type())
	for iv := lb; iv < ub; iv += step {
		args := append([]*rVal{scalarOf(ivType, float64(iv))}, iters...)
		iters = m.block(body, args)
	}
	return iters
}

// ifOp runs an scf.if on a scalar i1.
func (m *refMachine) ifOp(op *ir.Operation) []*rVal {
	c := m.val(op, 0).el[0]
	if c.v != 0 {
		return m.block(op.Region(0).Front(), nil)
	}
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		return m.block(op.Region(1).Front(), nil)
	}
	return nil
}

// cmpi compares two integer scalars (the predicates of arith.cmpi: eq, ne, slt, sle,
// sgt, sge; the unsigned ones on values that are never negative here).
func (m *refMachine) cmpi(op *ir.Operation) *rVal {
	a, b := m.val(op, 0).el[0].v, m.val(op, 1).el[0].v
	pa, _ := op.Attr("predicate").(*ir.IntegerAttr)
	if pa == nil || a < 0 && pa.Value >= 6 || b < 0 && pa.Value >= 6 {
		refFail(op, "predicate not interpreted")
	}
	var c bool
	switch pa.Value % 6 {
	case 0:
		c = a == b
	case 1:
		c = a != b
	case 2:
		c = a < b
	case 3:
		c = a <= b
	case 4:
		c = a > b
	case 5:
		c = a >= b
	}
	if pa.Value >= 6 { // ult, ule, ugt, uge
		c = map[int64]bool{6: a < b, 7: a <= b, 8: a > b, 9: a >= b}[pa.Value]
	}
	if c {
		return scalarOf("i1", 1)
	}
	return scalarOf("i1", 0)
}
