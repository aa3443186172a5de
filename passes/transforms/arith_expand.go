package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// arith-expand (MLIR 19's pass of that name), a dialect conversion (see conversion): the
// division ops without an LLVM counterpart (ceildivsi, ceildivui, floordivsi) become
// divsi/divui with the sign and remainder corrections; the integer min/max ops a cmpi
// and a select; maximumf/minimumf and maxnumf/minnumf a cmpf (ugt, ult) and a select,
// then a second select on a NaN test of the right (maximumf, minimumf) or left (maxnumf,
// minnumf) operand. With include-bf16, extf bf16->f32 and truncf f32->bf16 (by element
// type) become integer bit manipulation, truncf rounding to nearest even and giving the
// quiet NaN 0x7FC0 for any NaN; a truncf with an explicit rounding mode cannot be
// converted and fails the pass as in MLIR. Every op is built in MLIR's order, each
// expansion with its own constants. Ops of dialects other than arith are folded where
// they fold, as MLIR's partial conversion does with ops its target does not name.

func registerArithExpand(r *passes.Registry) {
	r.Register(&passes.Info{Name: "arith-expand", Summary: "Legalize Arith ops to be convertible to LLVM.",
		Options: []passes.Option{{Name: "include-bf16", Kind: passes.BoolOption, Default: "false", Help: "Enable the BF16 expansion patterns"}},
		New: func(o passes.Options) (passes.Pass, error) {
			bf16 := o.Bool("include-bf16")
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				return arithExpand(root, ctx, bf16)
			}), nil
		}})
}

// expandIllegal reports whether arith-expand must convert op.
func expandIllegal(op *ir.Operation, bf16 bool) bool {
	switch op.Name() {
	case arith.OpCeildivsi, arith.OpCeildivui, arith.OpFloordivsi, arith.OpMaxsi, arith.OpMaxui,
		arith.OpMinsi, arith.OpMinui, arith.OpMaximumf, arith.OpMinimumf, arith.OpMaxnumf, arith.OpMinnumf:
		return true
	case arith.OpExtf:
		return bf16 && isBF16ToF32(op.Operand(0).Type(), op.Result(0).Type())
	case arith.OpTruncf:
		return bf16 && isBF16ToF32(op.Result(0).Type(), op.Operand(0).Type())
	}
	return false
}

func isBF16ToF32(narrow, wide ir.Type) bool {
	return isFloatNamed(elemOf(narrow), ir.BF16.Name) && isFloatNamed(elemOf(wide), ir.F32.Name)
}

func isFloatNamed(t ir.Type, name string) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Name == name
}

func arithExpand(root *ir.Operation, ctx *ir.Context, bf16 bool) error {
	c := newConversion(ctx)
	c.constLegal = func(k *ir.Operation) bool { return inDialect(k, "arith", "vector") }
	classify := func(op *ir.Operation) legality {
		switch {
		case expandIllegal(op, bf16):
			return illegalOp
		case inDialect(op, "arith", "vector"):
			return legalOp
		}
		return unknownOp
	}
	return c.run(root, classify, func(op *ir.Operation) error { return expandArithOp(c, op) })
}

// minMaxPred is the comparison a min/max op selects by.
var minMaxPred = map[string]string{
	arith.OpMaxsi: "sgt", arith.OpMaxui: "ugt", arith.OpMinsi: "slt", arith.OpMinui: "ult",
	arith.OpMaximumf: "ugt", arith.OpMinimumf: "ult", arith.OpMaxnumf: "ugt", arith.OpMinnumf: "ult",
}

func expandArithOp(c *conversion, op *ir.Operation) error {
	vs := c.operands(op)
	t := op.Result(0).Type()
	switch op.Name() {
	case arith.OpCeildivsi, arith.OpCeildivui, arith.OpFloordivsi, arith.OpExtf, arith.OpTruncf:
		if err := needsStaticShape(op, t); err != nil {
			return err
		}
	}
	if op.Name() == arith.OpTruncf && op.Attr("roundingmode") != nil {
		return illegal(op)
	}
	c.b.SetInsertionPointBefore(op)
	e := emitter{b: c.b, loc: op.Loc()}
	var res *ir.Value
	switch op.Name() {
	case arith.OpCeildivsi:
		res = e.ceilDivSI(vs[0], vs[1])
	case arith.OpCeildivui:
		res = e.ceilDivUI(vs[0], vs[1])
	case arith.OpFloordivsi:
		res = e.floorDivSI(vs[0], vs[1])
	case arith.OpMaxsi, arith.OpMaxui, arith.OpMinsi, arith.OpMinui:
		res = e.sel(e.cmpi(minMaxPred[op.Name()], vs[0], vs[1]), vs[0], vs[1])
	case arith.OpMaximumf, arith.OpMinimumf:
		pick := e.sel(e.cmpf(minMaxPred[op.Name()], vs[0], vs[1]), vs[0], vs[1])
		res = e.sel(e.cmpf("uno", vs[1], vs[1]), vs[1], pick)
	case arith.OpMaxnumf, arith.OpMinnumf:
		pick := e.sel(e.cmpf(minMaxPred[op.Name()], vs[0], vs[1]), vs[0], vs[1])
		res = e.sel(e.cmpf("uno", vs[0], vs[0]), vs[1], pick)
	case arith.OpExtf:
		res = e.extBF16(vs[0], t)
	case arith.OpTruncf:
		res = e.truncBF16(vs[0], t)
	}
	c.replace(op, []*ir.Value{res})
	return nil
}

// ceilDivSI is a > 0 && b > 0 || a < 0 && b < 0 ? 1 + (a + (b > 0 ? -1 : 1)) / b : -(-a / b).
func (e emitter) ceilDivSI(a, b *ir.Value) *ir.Value {
	t := a.Type()
	one, zero, minusOne := e.cst(t, 1), e.cst(t, 0), e.cst(t, -1)
	x := e.sel(e.cmpi("sgt", b, zero), minusOne, one)
	posRes := e.bin(arith.OpAddi, one, e.bin(arith.OpDivsi, e.bin(arith.OpAddi, x, a), b))
	negRes := e.bin(arith.OpSubi, zero, e.bin(arith.OpDivsi, e.bin(arith.OpSubi, zero, a), b))
	aNeg, aPos := e.cmpi("slt", a, zero), e.cmpi("sgt", a, zero)
	bNeg, bPos := e.cmpi("slt", b, zero), e.cmpi("sgt", b, zero)
	same := e.bin(arith.OpOri, e.bin(arith.OpAndi, aNeg, bNeg), e.bin(arith.OpAndi, aPos, bPos))
	return e.sel(same, posRes, negRes)
}

// ceilDivUI is a == 0 ? 0 : (a - 1) / b + 1.
func (e emitter) ceilDivUI(a, b *ir.Value) *ir.Value {
	t := a.Type()
	zero := e.cst(t, 0)
	isZero := e.cmpi("eq", a, zero)
	one := e.cst(t, 1)
	q := e.bin(arith.OpDivui, e.bin(arith.OpSubi, a, one), b)
	return e.sel(isZero, zero, e.bin(arith.OpAddi, q, one))
}

// floorDivSI is q = a / b, less one when the division is inexact and the signs differ.
func (e emitter) floorDivSI(a, b *ir.Value) *ir.Value {
	t := a.Type()
	q := e.bin(arith.OpDivsi, a, b)
	inexact := e.cmpi("ne", a, e.bin(arith.OpMuli, q, b))
	zero := e.cst(t, 0)
	signs := e.cmpi("ne", e.cmpi("slt", a, zero), e.cmpi("slt", b, zero))
	cond := e.bin(arith.OpAndi, inexact, signs)
	return e.sel(cond, e.bin(arith.OpAddi, q, e.cst(t, -1)), q)
}

// extBF16 moves the 16 bits of a bf16 into the high half of an f32.
func (e emitter) extBF16(v *ir.Value, t ir.Type) *ir.Value {
	i16, i32 := withElem(t, ir.I16), withElem(t, ir.I32)
	wide := e.cast(arith.OpExtui, e.cast(arith.OpBitcast, v, i16), i32)
	return e.cast(arith.OpBitcast, e.bin(arith.OpShli, wide, e.cst(i32, 16)), t)
}

// truncBF16 rounds an f32 to the nearest even bf16, NaN to 0x7FC0.
func (e emitter) truncBF16(v *ir.Value, t ir.Type) *ir.Value {
	i16, i32 := withElem(t, ir.I16), withElem(t, ir.I32)
	isNaN := e.cmpf("une", v, v)
	bias, nan := e.cst(i32, 0x7FFF), e.cst(i16, 0x7FC0)
	c16, c1 := e.cst(i32, 16), e.cst(i32, 1)
	bits := e.cast(arith.OpBitcast, v, i32)
	odd := e.bin(arith.OpAndi, e.bin(arith.OpShrui, bits, c16), c1)
	rounded := e.bin(arith.OpAddi, bits, e.bin(arith.OpAddi, odd, bias))
	high := e.cast(arith.OpTrunci, e.bin(arith.OpShrui, rounded, c16), i16)
	return e.cast(arith.OpBitcast, e.sel(isNaN, nan, high), t)
}
