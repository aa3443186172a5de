package transforms

import (
	"math/big"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// The range transfer functions of MLIR 19's arith ops (InferIntRangeInterface and the
// intrange helpers), rule for rule: the same bounds combined the same way, so the same
// ranges come out. An op not listed here has no transfer function: its integer results
// get the full range.

// rangeInferred lists the ops with a transfer function.
var rangeInferred = map[string]bool{arith.OpConstant: true, arith.OpAddi: true, arith.OpSubi: true, arith.OpMuli: true,
	arith.OpDivui: true, arith.OpDivsi: true, arith.OpCeildivui: true, arith.OpCeildivsi: true, arith.OpFloordivsi: true,
	arith.OpRemui: true, arith.OpRemsi: true, arith.OpAndi: true, arith.OpOri: true, arith.OpXori: true,
	arith.OpMaxsi: true, arith.OpMaxui: true, arith.OpMinsi: true, arith.OpMinui: true, arith.OpShli: true,
	arith.OpShrui: true, arith.OpShrsi: true, arith.OpExtui: true, arith.OpExtsi: true, arith.OpTrunci: true,
	arith.OpIndexCast: true, arith.OpIndexCastui: true, arith.OpCmpi: true, arith.OpSelect: true}

const (
	nswBit = 1
	nuwBit = 2
)

func overflowBits(op *ir.Operation) uint32 {
	if f, ok := op.Attr("overflowFlags").(*arith.FlagsAttr); ok {
		return f.Value
	}
	return 0
}

// inferRange computes the range of op's (single integer) result from its operands'
// ranges, all initialized; nil when the result has none.
func inferRange(op *ir.Operation, args []*irange) *irange {
	if !rangeType(op.Result(0).Type()) {
		return nil
	}
	w := rangeWidth(op.Result(0).Type())
	switch op.Name() {
	case arith.OpAddi, arith.OpSubi, arith.OpMuli, arith.OpShli:
		return inferArith(op.Name(), w, args[0], args[1], overflowBits(op))
	case arith.OpDivui, arith.OpCeildivui:
		return inferDivU(w, args[0], args[1], op.Name() == arith.OpCeildivui)
	case arith.OpDivsi, arith.OpFloordivsi:
		return inferDivS(w, args[0], args[1], op.Name())
	case arith.OpCeildivsi:
		return inferCeilDivS(w, args[0], args[1])
	case arith.OpRemui:
		return inferRemU(w, args[0], args[1])
	case arith.OpRemsi:
		return inferRemS(w, args[0], args[1])
	case arith.OpAndi, arith.OpOri, arith.OpXori:
		return inferBitwise(op.Name(), w, args[0], args[1])
	case arith.OpMaxsi, arith.OpMinsi, arith.OpMaxui, arith.OpMinui:
		return inferMinMax(op.Name(), w, args[0], args[1])
	case arith.OpShrui:
		return minMaxBy(w, func(a, b *big.Int) (*big.Int, bool) {
			if b.Cmp(big.NewInt(int64(w))) >= 0 {
				return nil, false
			}
			return new(big.Int).Rsh(a, uint(b.Int64())), true
		}, []*big.Int{args[0].umin, args[0].umax}, []*big.Int{args[1].umin, args[1].umax}, false)
	case arith.OpShrsi:
		return minMaxBy(w, func(a, b *big.Int) (*big.Int, bool) {
			if b.Cmp(big.NewInt(int64(w))) >= 0 {
				return nil, false
			}
			return new(big.Int).Rsh(a, uint(b.Int64())), true
		}, []*big.Int{args[0].smin, args[0].smax}, []*big.Int{args[1].umin, args[1].umax}, true)
	case arith.OpExtui:
		return fromUnsigned(w, args[0].umin, args[0].umax)
	case arith.OpExtsi:
		return fromSigned(w, args[0].smin, args[0].smax)
	case arith.OpTrunci:
		return truncRange(args[0], w)
	case arith.OpIndexCast, arith.OpIndexCastui:
		if w < args[0].w {
			return truncRange(args[0], w)
		}
		if op.Name() == arith.OpIndexCast {
			return fromSigned(w, args[0].smin, args[0].smax)
		}
		return fromUnsigned(w, args[0].umin, args[0].umax)
	case arith.OpCmpi:
		p, _ := op.Attr("predicate").(*ir.IntegerAttr)
		if p == nil || int(p.Value) >= len(arith.CmpIPredicates) {
			return nil
		}
		if v, ok := evalPred(arith.CmpIPredicates[p.Value], args[0], args[1]); ok {
			if v {
				return constRange(1, big.NewInt(1))
			}
			return constRange(1, big.NewInt(0))
		}
		return fromUnsigned(1, big.NewInt(0), big.NewInt(1))
	}
	return nil
}

func inferArith(name string, w int, l, r *irange, flags uint32) *irange {
	nuw, nsw := flags&nuwBit != 0, flags&nswBit != 0
	switch name {
	case arith.OpAddi:
		u := boundsBy(w, exactU(w, nuw, (*big.Int).Add), l.umin, r.umin, l.umax, r.umax, false)
		s := boundsBy(w, exactS(w, nsw, (*big.Int).Add), l.smin, r.smin, l.smax, r.smax, true)
		return u.intersect(s)
	case arith.OpSubi:
		u := boundsBy(w, exactU(w, nuw, (*big.Int).Sub), l.umin, r.umax, l.umax, r.umin, false)
		s := boundsBy(w, exactS(w, nsw, (*big.Int).Sub), l.smin, r.smax, l.smax, r.smin, true)
		return u.intersect(s)
	case arith.OpMuli:
		u := minMaxBy(w, exactU(w, nuw, (*big.Int).Mul), []*big.Int{l.umin, l.umax}, []*big.Int{r.umin, r.umax}, false)
		s := minMaxBy(w, exactS(w, nsw, (*big.Int).Mul), []*big.Int{l.smin, l.smax}, []*big.Int{r.smin, r.smax}, true)
		return u.intersect(s)
	}
	// shli: a multiplication by 2^rhs, the shift amount read unsigned. A shift by the
	// width or more overflows whatever is shifted, even 0 (APInt's ushl_ov and sshl_ov),
	// so it saturates with the no-wrap flag and gives up without.
	shift := func(fits func(*big.Int) bool, sat bool, lo, hi *big.Int) binFn {
		return func(a, b *big.Int) (*big.Int, bool) {
			if b.Cmp(big.NewInt(int64(w))) < 0 {
				x := new(big.Int).Lsh(a, uint(b.Int64()))
				if fits(x) {
					return x, true
				}
			}
			if !sat {
				return nil, false
			}
			if a.Sign() < 0 {
				return lo, true
			}
			return hi, true
		}
	}
	rb := []*big.Int{r.umin, r.umax}
	u := minMaxBy(w, shift(func(x *big.Int) bool { return fitsU(w, x) }, nuw, big.NewInt(0), umaxOf(w)), []*big.Int{l.umin, l.umax}, rb, false)
	s := minMaxBy(w, shift(func(x *big.Int) bool { return fitsS(w, x) }, nsw, sminOf(w), smaxOf(w)), []*big.Int{l.smin, l.smax}, rb, true)
	return u.intersect(s)
}

func inferDivU(w int, l, r *irange, ceil bool) *irange {
	if r.umin.Sign() != 0 {
		return minMaxBy(w, func(a, b *big.Int) (*big.Int, bool) {
			q, m := new(big.Int).QuoRem(a, b, new(big.Int))
			if ceil && m.Sign() != 0 {
				q.Add(q, big.NewInt(1))
				if !fitsU(w, q) {
					return nil, false
				}
			}
			return q, true
		}, []*big.Int{l.umin, l.umax}, []*big.Int{r.umin, r.umax}, false)
	}
	// A divisor that may be zero leaves the quotient unknown in LLVM 19 (no "x u/ y u<= x"
	// bound yet): `divui 0, %y` is not taken for 0.
	return maxRange(w)
}

// divSBy is inferDivSRange with a fixup of the truncated quotient.
func divSBy(w int, l, r *irange, fix func(a, b, q *big.Int) (*big.Int, bool)) *irange {
	if r.smin.Sign() > 0 || r.smax.Sign() < 0 {
		return minMaxBy(w, func(a, b *big.Int) (*big.Int, bool) {
			q := new(big.Int).Quo(a, b)
			if !fitsS(w, q) {
				return nil, false
			}
			return fix(a, b, q)
		}, []*big.Int{l.smin, l.smax}, []*big.Int{r.smin, r.smax}, true)
	}
	return maxRange(w)
}

func inferDivS(w int, l, r *irange, name string) *irange {
	return divSBy(w, l, r, func(a, b, q *big.Int) (*big.Int, bool) {
		if name == arith.OpFloordivsi && new(big.Int).Rem(a, b).Sign() != 0 && (a.Sign() >= 0) != (b.Sign() >= 0) {
			q = new(big.Int).Sub(q, big.NewInt(1))
			if !fitsS(w, q) {
				return nil, false
			}
		}
		return q, true
	})
}

func inferCeilDivS(w int, l, r *irange) *irange {
	fix := func(a, b, q *big.Int) (*big.Int, bool) {
		if new(big.Int).Rem(a, b).Sign() != 0 && (a.Sign() >= 0) == (b.Sign() >= 0) {
			q = new(big.Int).Add(q, big.NewInt(1))
			if !fitsS(w, q) {
				return nil, false
			}
		}
		return q, true
	}
	res := divSBy(w, l, r, fix)
	if l.smin.Cmp(sminOf(w)) == 0 && l.smax.Cmp(l.smin) > 0 {
		// The dividend's minimum is where precision is lost; the rest of it is tried too.
		rest := fromSigned(w, new(big.Int).Add(l.smin, big.NewInt(1)), l.smax)
		res = res.union(divSBy(w, rest, r, fix))
	}
	return res
}

func inferRemU(w int, l, r *irange) *irange {
	umin, umax := big.NewInt(0), umaxOf(w)
	if r.umin.Sign() != 0 {
		umax = new(big.Int).Sub(r.umax, big.NewInt(1))
		if r.umin.Cmp(r.umax) == 0 && new(big.Int).Sub(l.umax, l.umin).Cmp(r.umax) < 0 {
			lo, hi := new(big.Int).Rem(l.umin, r.umax), new(big.Int).Rem(l.umax, r.umax)
			if lo.Cmp(hi) <= 0 {
				umin, umax = lo, hi
			}
		}
	}
	return fromUnsigned(w, umin, umax)
}

func inferRemS(w int, l, r *irange) *irange {
	smin, smax := sminOf(w), smaxOf(w)
	if r.smin.Sign() > 0 || r.smax.Sign() < 0 {
		maxDivisor := r.smax
		if r.smin.Sign() <= 0 {
			maxDivisor = new(big.Int).Abs(r.smin)
			// APInt's abs of the minimum is itself, read signed.
			maxDivisor = wrapS(w, maxDivisor)
		}
		maxPos := wrapS(w, new(big.Int).Sub(maxDivisor, big.NewInt(1)))
		minNeg := wrapS(w, new(big.Int).Neg(maxPos))
		smin, smax = big.NewInt(0), big.NewInt(0)
		if l.smin.Sign() < 0 {
			smin = minNeg
		}
		if l.smax.Sign() > 0 {
			smax = maxPos
		}
		if r.smin.Cmp(r.smax) == 0 {
			span := wrapU(w, new(big.Int).Sub(l.smax, l.smin))
			if span.Cmp(toU(w, maxDivisor)) < 0 {
				lo, hi := remS(w, l.smin, maxDivisor), remS(w, l.smax, maxDivisor)
				if lo.Cmp(hi) <= 0 {
					smin, smax = lo, hi
				}
			}
		}
	}
	return fromSigned(w, smin, smax)
}

// remS is APInt::srem of w-bit signed values (the remainder has the dividend's sign).
func remS(w int, a, b *big.Int) *big.Int {
	if b.Sign() == 0 {
		return big.NewInt(0)
	}
	return wrapS(w, new(big.Int).Rem(a, b))
}

// widenBits clears the bits below the highest bit where the bounds differ in the minimum
// and sets them in the maximum.
func widenBits(r *irange) (*big.Int, *big.Int) {
	n := new(big.Int).Xor(r.umin, r.umax).BitLen()
	mask := new(big.Int).Sub(pow2(n), big.NewInt(1))
	lo := new(big.Int).AndNot(r.umin, mask)
	hi := new(big.Int).Or(r.umax, mask)
	return lo, hi
}

func inferBitwise(name string, w int, l, r *irange) *irange {
	l0, l1 := widenBits(l)
	r0, r1 := widenBits(r)
	f := func(a, b *big.Int) (*big.Int, bool) {
		switch name {
		case arith.OpAndi:
			return new(big.Int).And(a, b), true
		case arith.OpOri:
			return new(big.Int).Or(a, b), true
		}
		return new(big.Int).Xor(a, b), true
	}
	return minMaxBy(w, f, []*big.Int{l0, l1}, []*big.Int{r0, r1}, false)
}

func inferMinMax(name string, w int, l, r *irange) *irange {
	switch name {
	case arith.OpMaxsi:
		return fromSigned(w, bigMax(l.smin, r.smin), bigMax(l.smax, r.smax))
	case arith.OpMinsi:
		return fromSigned(w, bigMin(l.smin, r.smin), bigMin(l.smax, r.smax))
	case arith.OpMaxui:
		return fromUnsigned(w, bigMax(l.umin, r.umin), bigMax(l.umax, r.umax))
	}
	return fromUnsigned(w, bigMin(l.umin, r.umin), bigMin(l.umax, r.umax))
}

// truncRange keeps each pair of bounds when truncation cannot wrap between them.
func truncRange(r *irange, d int) *irange {
	out := &irange{w: d}
	if new(big.Int).Rsh(r.umin, uint(d)).Cmp(new(big.Int).Rsh(r.umax, uint(d))) != 0 {
		out.umin, out.umax = big.NewInt(0), umaxOf(d)
	} else {
		out.umin, out.umax = wrapU(d, r.umin), wrapU(d, r.umax)
	}
	if new(big.Int).Rsh(r.smin, uint(d-1)).Cmp(new(big.Int).Rsh(r.smax, uint(d-1))) != 0 {
		out.smin, out.smax = sminOf(d), smaxOf(d)
	} else {
		out.smin, out.smax = wrapS(d, r.smin), wrapS(d, r.smax)
	}
	return out
}

// evalPred decides a comparison from ranges when they allow one answer.
func evalPred(pred string, l, r *irange) (bool, bool) {
	if staticallyTrue(pred, l, r) {
		return true, true
	}
	if staticallyTrue(invertPred(pred), l, r) {
		return false, true
	}
	return false, false
}

func invertPred(p string) string {
	return map[string]string{"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
		"ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}[p]
}

func staticallyTrue(pred string, l, r *irange) bool {
	switch pred {
	case "sle":
		return l.smax.Cmp(r.smin) <= 0
	case "slt":
		return l.smax.Cmp(r.smin) < 0
	case "ule":
		return l.umax.Cmp(r.umin) <= 0
	case "ult":
		return l.umax.Cmp(r.umin) < 0
	case "eq":
		a, ok1 := l.constant()
		b, ok2 := r.constant()
		return ok1 && ok2 && a.Cmp(b) == 0
	case "ne":
		sne := staticallyTrue("slt", l, r) || staticallyTrue("sgt", l, r)
		une := staticallyTrue("ult", l, r) || staticallyTrue("ugt", l, r)
		return sne && une
	case "sge":
		return staticallyTrue("sle", r, l)
	case "sgt":
		return staticallyTrue("slt", r, l)
	case "uge":
		return staticallyTrue("ule", r, l)
	case "ugt":
		return staticallyTrue("ult", r, l)
	}
	return false
}
