package math

import (
	gomath "math"
	"math/big"
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
)

// Folders follow mlir-opt 19: every op folds constant operands only (scalars, splats and
// dense elements), never a pattern on non-constant values. Three kinds of float folder:
//
//   - exact ones (absf, ceil, floor, roundeven, copysign) on every float type, as MLIR
//     computes them with APFloat (f80/f128 values a float64 does not hold through ir.Wide);
//   - round and trunc, exact too but folded for f32 and f64 only (MLIR calls the C library);
//   - the transcendental functions, atan2 and powf, for f32 and f64 only, through the C
//     library (libm.go); log, log10, log2 and sqrt refuse a negative operand (-0 included),
//     log1p one whose sum with 1 is negative.
//
// cbrt, rsqrt, fma and fpowi have no folder in LLVM 19. Integer folders work at the
// type's width: absi, ctlz, cttz, ctpop, and ipowi (which leaves 0 to a negative power).

type foldFn = func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult

var folders = map[string]foldFn{
	OpAbsf:      exactUnary(gomath.Abs, func(x ir.Wide, _ *ir.FloatType) ir.Wide { return ir.WideAbs(x) }),
	OpCeil:      exactUnary(quieting(gomath.Ceil), wideRounding(ir.RoundUp)),
	OpFloor:     exactUnary(quieting(gomath.Floor), wideRounding(ir.RoundDown)),
	OpRoundeven: exactUnary(quieting(gomath.RoundToEven), wideRounding(ir.RoundNearestEven)),
	OpRound:     wideUnary(quieting(gomath.Round)),
	OpTrunc:     wideUnary(quieting(gomath.Trunc)),
	OpCopysign:  foldCopysign,

	OpAcos: libUnary(fAcos, nil), OpAcosh: libUnary(fAcosh, nil), OpAsin: libUnary(fAsin, nil),
	OpAsinh: libUnary(fAsinh, nil), OpAtan: libUnary(fAtan, nil), OpAtanh: libUnary(fAtanh, nil),
	OpCos: libUnary(fCos, nil), OpCosh: libUnary(fCosh, nil), OpErf: libUnary(fErf, nil),
	OpExp: libUnary(fExp, nil), OpExp2: libUnary(fExp2, nil), OpExpm1: libUnary(fExpm1, nil),
	OpLog: libUnary(fLog, notNegative), OpLog10: libUnary(fLog10, notNegative),
	OpLog2: libUnary(fLog2, notNegative), OpSqrt: libUnary(fSqrt, notNegative),
	OpLog1p: libUnary(fLog1p, onePlusNotNegative), OpSin: libUnary(fSin, nil),
	OpSinh: libUnary(fSinh, nil), OpTan: libUnary(fTan, nil), OpTanh: libUnary(fTanh, nil),
	OpAtan2: libBinary(fAtan2), OpPowf: libBinary(fPow),

	OpAbsi:  intUnary1(absInt),
	OpCtlz:  intUnary1(func(x *big.Int, w int) *big.Int { return big.NewInt(int64(w - x.BitLen())) }),
	OpCttz:  intUnary1(cttz),
	OpCtpop: intUnary1(ctpop),
	OpIpowi: foldIpowi,
}

// foldFor is the folder of op name: a poison operand (the first, in operand order) is the
// result, before any other check, as in LLVM 19's common folders; ops without a folder
// (cbrt, rsqrt, fma, fpowi) keep their poison operands.
func foldFor(name string) foldFn {
	f := folders[name]
	if f == nil {
		return nil
	}
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		for _, a := range c {
			if ub.IsPoison(a) {
				return attrRes(a)
			}
		}
		if e := emptyFold(op, c); e != nil {
			return attrRes(e)
		}
		return f(op, c)
	}
}

// emptyFold folds an op whose constant operands all have no elements (and are not splats)
// to the empty constant of its result type: MLIR's element-wise folders check an element's type and
// value per element, so with none to check they always succeed.
func emptyFold(op *ir.Operation, c []ir.Attribute) ir.Attribute {
	st, ok := op.Result(0).Type().(ir.ShapedType)
	if !ok || !st.Ranked() || ir.NumElements(st.Shape()) != 0 || len(c) == 0 {
		return nil
	}
	for _, a := range c {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok || ir.NumElements(d.Type.Shape()) != 0 || d.Splat {
			// A splat of an empty type folds through its one value, as a splat does.
			return nil
		}
	}
	for _, d := range st.Shape() {
		if d == ir.Dynamic {
			return nil
		}
	}
	return &ir.DenseElementsAttr{Type: st}
}

func attrRes(a ir.Attribute) []ir.FoldResult {
	if a == nil {
		return nil
	}
	return []ir.FoldResult{{Attr: a}}
}

// floatOf is the element type of t when it is a float type.
func floatOf(t ir.Type) (*ir.FloatType, bool) {
	ft, ok := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	return ft, ok
}

// exactInFloat64 reports whether every value of ft is a float64: folds computed exactly in
// float64 are then exact in ft (f80 and f128 values are not, and are left alone).
func exactInFloat64(t ir.Type) bool {
	ft, ok := floatOf(t)
	return ok && ft.Width <= 64 && ft.Mant <= 52
}

// exactIn reports whether an exact folder (sign, rounding to an integer) computed in
// float64 gives the exact result in type t: always for types float64 holds, and for
// f80/f128 when every operand value is a float64 (the parser keeps the bits of the others
// as hex, and those are left alone). MLIR folds these through APFloat in every type.
func exactIn(t ir.Type, c []ir.Attribute) bool {
	if exactInFloat64(t) {
		return true
	}
	if _, ok := floatOf(t); !ok {
		return false
	}
	for _, a := range c {
		switch a := a.(type) {
		case *ir.FloatAttr:
			if a.Hex != "" {
				return false
			}
		case *ir.DenseElementsAttr:
			if len(a.NaNHex) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// single and double tell f32 and f64 apart from the other float types (MLIR switches on the
// width in bits: 32 and 64).
func libWidth(t ir.Type) (single, ok bool) {
	ft, isF := floatOf(t)
	if !isF {
		return false, false
	}
	switch ft.Width {
	case 32:
		return true, true
	case 64:
		return false, true
	}
	return false, false
}

// exactUnary folds with f in float64, or with wf on the exact values of f80/f128 ones a
// float64 does not hold.
func exactUnary(f func(float64) float64, wf func(ir.Wide, *ir.FloatType) ir.Wide) foldFn {
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		rt := op.Result(0).Type()
		if ft, _ := floatOf(rt); !exactIn(rt, c) && ir.IsWide(ft) {
			return attrRes(arith.FoldWideFloat(c, rt, func(xs []ir.Wide) (ir.Wide, bool) { return wf(xs[0], ft), true }))
		}
		if !exactIn(rt, c) {
			return nil
		}
		return attrRes(arith.FoldFloatUnary(c[0], rt, func(x float64) (float64, bool) { return f(x), true }))
	}
}

// quieting makes a rounding function give a signaling NaN back quieted, as APFloat's
// roundToIntegral and the C library's round and trunc do (absf and copysign keep it).
// A NaN's quiet bit is float64's top mantissa bit whatever its type.
func quieting(f func(float64) float64) func(float64) float64 {
	return func(x float64) float64 {
		if gomath.IsNaN(x) {
			return gomath.Float64frombits(gomath.Float64bits(x) | 1<<51)
		}
		return f(x)
	}
}

func wideUnary(f func(float64) float64) foldFn {
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		rt := op.Result(0).Type()
		if _, ok := libWidth(rt); !ok {
			return nil
		}
		return attrRes(arith.FoldFloatUnary(c[0], rt, func(x float64) (float64, bool) { return f(x), true }))
	}
}

// wideRounding is roundToIntegral in a mode on an f80/f128 value.
func wideRounding(mode ir.RoundMode) func(ir.Wide, *ir.FloatType) ir.Wide {
	return func(x ir.Wide, ft *ir.FloatType) ir.Wide { return ir.WideRoundInt(x, mode, ft) }
}

func foldCopysign(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
	rt := op.Result(0).Type()
	if ft, _ := floatOf(rt); !exactIn(rt, c) && ir.IsWide(ft) {
		return attrRes(arith.FoldWideFloat(c, rt, func(xs []ir.Wide) (ir.Wide, bool) { return ir.WideCopySign(xs[0], xs[1]), true }))
	}
	if !exactIn(op.Result(0).Type(), c) {
		return nil
	}
	return attrRes(arith.FoldFloatBinary(c, func(a, b float64) (float64, bool) { return gomath.Copysign(a, b), true }))
}

// A domain check refuses operands the folder leaves alone.
type domain func(x float64, ft *ir.FloatType) bool

func notNegative(x float64, _ *ir.FloatType) bool { return !gomath.Signbit(x) }

// onePlusNotNegative checks x+1 rounded to the operand's type (-1 gives +0 and folds).
func onePlusNotNegative(x float64, ft *ir.FloatType) bool {
	return !gomath.Signbit(ir.RoundToType(x+1, ft))
}

func libUnary(f libFn, ok domain) foldFn {
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		rt := op.Result(0).Type()
		single, isLib := libWidth(rt)
		if !isLib {
			return nil
		}
		ft, _ := floatOf(rt)
		return attrRes(arith.FoldFloatUnary(c[0], rt, func(x float64) (float64, bool) {
			if ok != nil && !ok(x, ft) {
				return 0, false
			}
			return host1(f, x, single), true
		}))
	}
}

// libBinary folds atan2 and pow. MLIR's atan2 folder gives a quiet NaN for two zeros of
// any sign, in every float type, before it looks at the width.
func libBinary(f libFn) foldFn {
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		rt := op.Result(0).Type()
		single, isLib := libWidth(rt)
		if ft, _ := floatOf(rt); f == fAtan2 && ir.IsWide(ft) {
			return attrRes(arith.FoldWideFloat(c, rt, func(xs []ir.Wide) (ir.Wide, bool) {
				return ir.DefaultNaN(ft), xs[0].Class == ir.WideZero && xs[1].Class == ir.WideZero
			}))
		}
		if !isLib && (f != fAtan2 || !exactInFloat64(rt)) {
			return nil
		}
		return attrRes(arith.FoldFloatBinary(c, func(a, b float64) (float64, bool) {
			if f == fAtan2 && a == 0 && b == 0 {
				return gomath.Float64frombits(0x7FF8000000000000), true
			}
			if !isLib {
				return 0, false
			}
			return host2(f, a, b, single), true
		}))
	}
}

// Integer folders receive an element's bits as an unsigned value below 2^w.

func intUnary1(f func(x *big.Int, w int) *big.Int) foldFn {
	return func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		return attrRes(arith.FoldIntUnary(c[0], op.Result(0).Type(), func(x *big.Int, w int) (*big.Int, bool) {
			return f(x, w), true
		}))
	}
}

// negative reports whether the w-bit value x has its sign bit set.
func negative(x *big.Int, w int) bool { return w > 0 && x.Bit(w-1) == 1 }

// absInt negates negative values modulo 2^w (the most negative value stays itself).
func absInt(x *big.Int, w int) *big.Int {
	if negative(x, w) {
		return new(big.Int).Neg(x)
	}
	return x
}

func cttz(x *big.Int, w int) *big.Int {
	if x.Sign() == 0 {
		return big.NewInt(int64(w))
	}
	return big.NewInt(int64(x.TrailingZeroBits()))
}

func ctpop(x *big.Int, _ int) *big.Int {
	n := 0
	for _, word := range x.Bits() {
		n += bits.OnesCount(uint(word))
	}
	return big.NewInt(int64(n))
}

// foldIpowi raises the base to the power by squaring, modulo 2^w. A negative power gives 0
// unless the base is 1 or -1; 0 to a negative power is left alone.
func foldIpowi(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
	return attrRes(arith.FoldIntBinary(c, func(base, pow *big.Int, w int) (*big.Int, bool) {
		mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
		one := big.NewInt(1) // for i1, 1 is also -1
		minusOne := new(big.Int).Sub(mod, big.NewInt(1))
		if pow.Sign() == 0 {
			return one, true
		}
		if negative(pow, w) {
			switch {
			case base.Sign() == 0:
				return nil, false
			case base.Cmp(one) == 0:
				return one, true
			case base.Cmp(minusOne) != 0:
				return new(big.Int), true
			case pow.Bit(0) == 1:
				return minusOne, true
			}
			return one, true
		}
		return new(big.Int).Exp(base, pow, mod), true
	}))
}
