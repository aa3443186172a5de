package arith

import (
	"math/big"
	"math/bits"

	"github.com/ascend-toolchain/asc/ir"
)

// ap is a fixed-width two's complement integer (LLVM's APInt): bits are kept
// zero-extended, in u up to 64 bits and in b beyond.
type ap struct {
	w int
	u uint64
	b *big.Int // w > 64: value in [0, 2^w)
}

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

func apU(w int, u uint64) ap {
	if w > 64 {
		return apBig(w, new(big.Int).SetUint64(u))
	}
	return ap{w: w, u: u & mask(w)}
}

// apS builds an ap from a signed value (sign-extended into wider widths).
func apS(w int, v int64) ap {
	if w > 64 {
		return apBig(w, big.NewInt(v))
	}
	return ap{w: w, u: uint64(v) & mask(w)}
}

func apBig(w int, v *big.Int) ap {
	if w <= 64 {
		m := new(big.Int).And(v, new(big.Int).SetUint64(mask(w)))
		if v.Sign() < 0 {
			m = new(big.Int).Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		return ap{w: w, u: m.Uint64()}
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, mod)
	return ap{w: w, b: r}
}

// typeWidth is the integer width of t's element type (index counts as 64).
func typeWidth(t ir.Type) int {
	switch e := ir.ElementTypeOrSelf(t).(type) {
	case *ir.IndexType:
		return 64
	case *ir.IntegerType:
		return e.Width
	case *ir.FloatType:
		return e.Width
	}
	return 64
}

func apOfAttr(a *ir.IntegerAttr) ap {
	w := typeWidth(a.Type)
	if a.Big != nil {
		return apBig(w, a.Big)
	}
	return apS(w, a.Value)
}

// attr builds an IntegerAttr of type t (whose width must be x's).
func (x ap) attr(t ir.Type) *ir.IntegerAttr {
	if x.w > 64 {
		s := x.sbig()
		if s.IsInt64() {
			return &ir.IntegerAttr{Type: t, Value: s.Int64()}
		}
		return &ir.IntegerAttr{Type: t, Big: s}
	}
	return &ir.IntegerAttr{Type: t, Value: ir.TruncInt(int64(x.u), x.w, false)}
}

func (x ap) ubig() *big.Int {
	if x.w > 64 {
		return x.b
	}
	return new(big.Int).SetUint64(x.u)
}

func (x ap) sbig() *big.Int {
	if x.w > 64 {
		if x.b.Bit(x.w-1) == 1 {
			return new(big.Int).Sub(x.b, new(big.Int).Lsh(big.NewInt(1), uint(x.w)))
		}
		return x.b
	}
	return big.NewInt(x.s())
}

// s is the signed value (w <= 64).
func (x ap) s() int64 {
	if x.w == 0 {
		return 0
	}
	sh := uint(64 - x.w)
	return int64(x.u<<sh) >> sh
}

func (x ap) isZero() bool {
	if x.w > 64 {
		return x.b.Sign() == 0
	}
	return x.u == 0
}

func (x ap) isOne() bool {
	if x.w > 64 {
		return x.b.IsInt64() && x.b.Int64() == 1
	}
	return x.u == 1 && x.w > 0
}

func (x ap) isAllOnes() bool {
	if x.w > 64 {
		return x.b.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(x.w)), big.NewInt(1))) == 0
	}
	return x.u == mask(x.w)
}

func (x ap) isMinSigned() bool {
	if x.w == 0 {
		return true
	}
	if x.w > 64 {
		return x.b.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(x.w-1))) == 0
	}
	return x.u == 1<<uint(x.w-1)
}

func (x ap) isMaxSigned() bool {
	if x.w == 0 {
		return true
	}
	if x.w > 64 {
		return x.b.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(x.w-1)), big.NewInt(1))) == 0
	}
	return x.u == mask(x.w-1)
}

func (x ap) isNeg() bool {
	if x.w == 0 {
		return false
	}
	if x.w > 64 {
		return x.b.Bit(x.w-1) == 1
	}
	return x.u>>uint(x.w-1)&1 == 1
}

func (x ap) eq(y ap) bool {
	if x.w > 64 {
		return x.b.Cmp(y.b) == 0
	}
	return x.u == y.u
}

func (x ap) ult(y ap) bool {
	if x.w > 64 {
		return x.b.Cmp(y.b) < 0
	}
	return x.u < y.u
}

func (x ap) slt(y ap) bool {
	if x.w > 64 {
		return x.sbig().Cmp(y.sbig()) < 0
	}
	return x.s() < y.s()
}

// bigOp applies f to the operands read as signed (or unsigned) big integers and wraps.
func bigOp(x, y ap, signed bool, f func(z, a, b *big.Int) *big.Int) ap {
	a, b := x.ubig(), y.ubig()
	if signed {
		a, b = x.sbig(), y.sbig()
	}
	return apBig(x.w, f(new(big.Int), a, b))
}

func (x ap) add(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Add)
	}
	return apU(x.w, x.u+y.u)
}

func (x ap) sub(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Sub)
	}
	return apU(x.w, x.u-y.u)
}

func (x ap) mul(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Mul)
	}
	return apU(x.w, x.u*y.u)
}

func (x ap) and(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).And)
	}
	return ap{w: x.w, u: x.u & y.u}
}

func (x ap) or(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Or)
	}
	return ap{w: x.w, u: x.u | y.u}
}

func (x ap) xor(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Xor)
	}
	return ap{w: x.w, u: x.u ^ y.u}
}

func (x ap) neg() ap { return apU(x.w, 0).sub(x) }

// udiv, sdiv, urem, srem: y must be non-zero; sdiv(min, -1) wraps.
func (x ap) udiv(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Quo)
	}
	return ap{w: x.w, u: x.u / y.u}
}

func (x ap) urem(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, false, (*big.Int).Rem)
	}
	return ap{w: x.w, u: x.u % y.u}
}

func (x ap) sdiv(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, true, (*big.Int).Quo)
	}
	if y.s() == -1 {
		return x.neg()
	}
	return apS(x.w, x.s()/y.s())
}

func (x ap) srem(y ap) ap {
	if x.w > 64 {
		return bigOp(x, y, true, (*big.Int).Rem)
	}
	if y.s() == -1 {
		return apU(x.w, 0)
	}
	return apS(x.w, x.s()%y.s())
}

// shift amount as an int (w if it is >= w).
func (x ap) shamt() int {
	if x.w > 64 {
		if x.b.IsInt64() && x.b.Int64() < int64(x.w) {
			return int(x.b.Int64())
		}
		return x.w
	}
	if x.u >= uint64(x.w) {
		return x.w
	}
	return int(x.u)
}

func (x ap) shl(n int) ap {
	if n >= x.w {
		return apU(x.w, 0)
	}
	if x.w > 64 {
		return apBig(x.w, new(big.Int).Lsh(x.b, uint(n)))
	}
	return apU(x.w, x.u<<uint(n))
}

func (x ap) lshr(n int) ap {
	if n >= x.w {
		return apU(x.w, 0)
	}
	if x.w > 64 {
		return apBig(x.w, new(big.Int).Rsh(x.b, uint(n)))
	}
	return ap{w: x.w, u: x.u >> uint(n)}
}

func (x ap) ashr(n int) ap {
	if n >= x.w {
		n = x.w - 1
		if n < 0 {
			return x
		}
	}
	if x.w > 64 {
		return apBig(x.w, new(big.Int).Rsh(x.sbig(), uint(n)))
	}
	return apS(x.w, x.s()>>uint(n))
}

func (x ap) zext(w int) ap {
	if x.w > 64 {
		return apBig(w, x.b)
	}
	return apU(w, x.u)
}

func (x ap) sext(w int) ap {
	if x.w > 64 {
		return apBig(w, x.sbig())
	}
	return apS(w, x.s())
}

func (x ap) trunc(w int) ap {
	if x.w > 64 {
		return apBig(w, x.b)
	}
	return apU(w, x.u)
}

func (x ap) sextOrTrunc(w int) ap {
	if w > x.w {
		return x.sext(w)
	}
	return x.trunc(w)
}

func (x ap) zextOrTrunc(w int) ap {
	if w > x.w {
		return x.zext(w)
	}
	return x.trunc(w)
}

// mulhs and mulhu are the high halves of the double-width products.
func (x ap) mulhs(y ap) ap {
	p := new(big.Int).Mul(x.sbig(), y.sbig())
	return apBig(x.w, p.Rsh(p, uint(x.w)))
}

func (x ap) mulhu(y ap) ap {
	if x.w <= 64 && x.w > 0 {
		hi, lo := bits.Mul64(x.u, y.u)
		if x.w == 64 {
			return ap{w: 64, u: hi}
		}
		return apU(x.w, lo>>uint(x.w)|hi<<uint(64-x.w))
	}
	p := new(big.Int).Mul(x.ubig(), y.ubig())
	return apBig(x.w, p.Rsh(p, uint(x.w)))
}

func (x ap) smax(y ap) ap {
	if y.slt(x) {
		return x
	}
	return y
}

func (x ap) smin(y ap) ap {
	if x.slt(y) {
		return x
	}
	return y
}

func (x ap) umax(y ap) ap {
	if y.ult(x) {
		return x
	}
	return y
}

func (x ap) umin(y ap) ap {
	if x.ult(y) {
		return x
	}
	return y
}
