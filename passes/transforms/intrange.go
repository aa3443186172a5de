package transforms

import (
	"math/big"
	"sync"

	"github.com/ascend-toolchain/asc/ir"
)

// Integer ranges as MLIR 19's ConstantIntRanges: for a value of an integer type (index
// counts as 64 bits), its unsigned and signed bounds, each pair inclusive, kept apart
// because each may be the tighter one. Bounds are exact integers (big.Int): unsigned
// ones in [0, 2^w), signed ones in [-2^(w-1), 2^(w-1)).

type irange struct {
	w                      int
	umin, umax, smin, smax *big.Int
}

// rangeWidth is the bit width ranges of t have, 0 for a type without ranges (floats,
// vectors and tensors in MLIR 19) and for i0, whose constants have ranges (of zero-width
// bounds) but whose other values, such as arguments, have none (rangeType tells them
// apart).
func rangeWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IndexType:
		return 64
	case *ir.IntegerType:
		return t.Width
	}
	return 0
}

// rangeType reports whether t is an integer or index type.
func rangeType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IndexType, *ir.IntegerType:
		return true
	}
	return false
}

// The powers of two and the extreme bounds of widths up to cachedWidths are made once and
// shared: inferring ranges asked for them on nearly every op (half of all the objects an
// -int-range-optimizations run allocated). Sharing is safe because no bound is ever
// changed in place: every operation on bounds writes a new big.Int.
const cachedWidths = 256

type widthBounds struct {
	zero                   *big.Int
	pow2, umax, smin, smax [cachedWidths + 1]*big.Int
}

var boundsOfWidths = sync.OnceValue(func() *widthBounds {
	t := &widthBounds{zero: big.NewInt(0)}
	one := big.NewInt(1)
	for n := 0; n <= cachedWidths; n++ {
		t.pow2[n] = new(big.Int).Lsh(one, uint(n))
	}
	t.smin[0], t.smax[0] = new(big.Int).Neg(pow2Of(-1)), big.NewInt(0)
	for w := 0; w <= cachedWidths; w++ {
		t.umax[w] = new(big.Int).Sub(t.pow2[w], one)
		if w > 0 {
			t.smin[w] = new(big.Int).Neg(t.pow2[w-1])
			t.smax[w] = new(big.Int).Sub(t.pow2[w-1], one)
		}
	}
	return t
})

// pow2Of is 2^n, computed (0 for negative n).
func pow2Of(n int) *big.Int {
	if n < 0 {
		return big.NewInt(0)
	}
	return new(big.Int).Lsh(big.NewInt(1), uint(n))
}

// pow2 is 2^n (0 for negative n); the result is shared and must not be changed.
func pow2(n int) *big.Int {
	if n >= 0 && n <= cachedWidths {
		return boundsOfWidths().pow2[n]
	}
	return pow2Of(n)
}

// umaxOf, sminOf and smaxOf are the extreme bounds of width w; results are shared and
// must not be changed.
func umaxOf(w int) *big.Int {
	if w >= 0 && w <= cachedWidths {
		return boundsOfWidths().umax[w]
	}
	return new(big.Int).Sub(pow2(w), big.NewInt(1))
}

func sminOf(w int) *big.Int {
	if w >= 0 && w <= cachedWidths {
		return boundsOfWidths().smin[w]
	}
	return new(big.Int).Neg(pow2(w - 1))
}

func smaxOf(w int) *big.Int {
	if w >= 0 && w <= cachedWidths {
		return boundsOfWidths().smax[w]
	}
	if w == 0 {
		return big.NewInt(0)
	}
	return new(big.Int).Sub(pow2(w-1), big.NewInt(1))
}

// toS and toU reinterpret a w-bit pattern held as an unsigned or signed integer.
func toS(w int, u *big.Int) *big.Int {
	if w == 0 {
		return big.NewInt(0)
	}
	if u.Cmp(pow2(w-1)) >= 0 {
		return new(big.Int).Sub(u, pow2(w))
	}
	return new(big.Int).Set(u)
}

func toU(w int, s *big.Int) *big.Int {
	if w == 0 {
		return big.NewInt(0)
	}
	if s.Sign() < 0 {
		return new(big.Int).Add(s, pow2(w))
	}
	return new(big.Int).Set(s)
}

// wrapU and wrapS reduce an exact integer to w bits, read unsigned or signed.
func wrapU(w int, x *big.Int) *big.Int {
	r := new(big.Int).Mod(x, pow2(w))
	return r
}

func wrapS(w int, x *big.Int) *big.Int { return toS(w, wrapU(w, x)) }

func maxRange(w int) *irange {
	return &irange{w: w, umin: boundsOfWidths().zero, umax: umaxOf(w), smin: sminOf(w), smax: smaxOf(w)}
}

// constRange is the range of the w-bit value whose pattern is u (any integer, wrapped).
func constRange(w int, x *big.Int) *irange {
	u := wrapU(w, x)
	s := toS(w, u)
	return &irange{w: w, umin: u, umax: new(big.Int).Set(u), smin: s, smax: new(big.Int).Set(s)}
}

func fromUnsigned(w int, umin, umax *big.Int) *irange {
	r := &irange{w: w, umin: umin, umax: umax}
	half := pow2(w - 1)
	if (umin.Cmp(half) < 0) == (umax.Cmp(half) < 0) {
		r.smin, r.smax = toS(w, umin), toS(w, umax)
	} else {
		r.smin, r.smax = sminOf(w), smaxOf(w)
	}
	return r
}

func fromSigned(w int, smin, smax *big.Int) *irange {
	r := &irange{w: w, smin: smin, smax: smax}
	if smin.Sign() >= 0 || smax.Sign() < 0 {
		r.umin, r.umax = toU(w, smin), toU(w, smax)
	} else {
		r.umin, r.umax = big.NewInt(0), umaxOf(w)
	}
	return r
}

func rangeOf(w int, min, max *big.Int, signed bool) *irange {
	if signed {
		return fromSigned(w, min, max)
	}
	return fromUnsigned(w, min, max)
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

func (r *irange) intersect(o *irange) *irange {
	return &irange{w: r.w, umin: bigMax(r.umin, o.umin), umax: bigMin(r.umax, o.umax),
		smin: bigMax(r.smin, o.smin), smax: bigMin(r.smax, o.smax)}
}

func (r *irange) union(o *irange) *irange {
	return &irange{w: r.w, umin: bigMin(r.umin, o.umin), umax: bigMax(r.umax, o.umax),
		smin: bigMin(r.smin, o.smin), smax: bigMax(r.smax, o.smax)}
}

func (r *irange) equal(o *irange) bool {
	return r.w == o.w && r.umin.Cmp(o.umin) == 0 && r.umax.Cmp(o.umax) == 0 &&
		r.smin.Cmp(o.smin) == 0 && r.smax.Cmp(o.smax) == 0
}

// constant returns the single value the range allows, as a w-bit pattern, if any.
func (r *irange) constant() (*big.Int, bool) {
	if r.umin.Cmp(r.umax) == 0 {
		return r.umin, true
	}
	if r.smin.Cmp(r.smax) == 0 {
		return toU(r.w, r.smin), true
	}
	return nil, false
}

// binFn computes an exact result of two bounds, false where MLIR's APInt operation
// overflows or is undefined.
type binFn func(a, b *big.Int) (*big.Int, bool)

// boundsBy is computeBoundsBy: the op on the two minima and the two maxima.
func boundsBy(w int, f binFn, minL, minR, maxL, maxR *big.Int, signed bool) *irange {
	lo, ok1 := f(minL, minR)
	hi, ok2 := f(maxL, maxR)
	if !ok1 || !ok2 {
		return maxRange(w)
	}
	return rangeOf(w, lo, hi, signed)
}

// minMaxBy is the op on every pair of bounds, its extremes the result.
func minMaxBy(w int, f binFn, ls, rs []*big.Int, signed bool) *irange {
	var lo, hi *big.Int
	for _, a := range ls {
		for _, b := range rs {
			v, ok := f(a, b)
			if !ok {
				return maxRange(w)
			}
			if lo == nil || v.Cmp(lo) < 0 {
				lo = v
			}
			if hi == nil || v.Cmp(hi) > 0 {
				hi = v
			}
		}
	}
	return rangeOf(w, lo, hi, signed)
}

// fitsU and fitsS check an exact result against the w-bit ranges.
func fitsU(w int, x *big.Int) bool { return x.Sign() >= 0 && x.Cmp(umaxOf(w)) <= 0 }
func fitsS(w int, x *big.Int) bool { return x.Cmp(sminOf(w)) >= 0 && x.Cmp(smaxOf(w)) <= 0 }

// exactU and exactS make an overflow-checked operation from an exact one; with the
// no-wrap flag MLIR saturates instead of giving up.
func exactU(w int, sat bool, op func(z, a, b *big.Int) *big.Int) binFn {
	return func(a, b *big.Int) (*big.Int, bool) {
		x := op(new(big.Int), a, b)
		if fitsU(w, x) {
			return x, true
		}
		if sat {
			if x.Sign() < 0 {
				return big.NewInt(0), true
			}
			return umaxOf(w), true
		}
		return nil, false
	}
}

func exactS(w int, sat bool, op func(z, a, b *big.Int) *big.Int) binFn {
	return func(a, b *big.Int) (*big.Int, bool) {
		x := op(new(big.Int), a, b)
		if fitsS(w, x) {
			return x, true
		}
		if sat {
			if x.Sign() < 0 {
				return sminOf(w), true
			}
			return smaxOf(w), true
		}
		return nil, false
	}
}
