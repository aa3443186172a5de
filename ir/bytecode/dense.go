package bytecode

import (
	"math"
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

// Dense elements are stored as MLIR keeps them in memory (ir.DenseRawData).

// decodeDense builds a dense elements attribute from its raw buffer.
func decodeDense(d *decoder, t ir.ShapedType, raw []byte) (ir.Attribute, error) {
	n := ir.NumElements(t.Shape())
	if it, ok := t.ElementType().(*ir.IntegerType); ok && it.Width == 1 {
		return unpackBools(d, t, raw)
	}
	scalar, size, complex, ok := ir.DenseElemLayout(t.ElementType())
	if !ok {
		return nil, d.errorf("dense elements of %s are not supported", ir.TypeString(t.ElementType()))
	}
	per := size
	if complex {
		per *= 2
	}
	a := &ir.DenseElementsAttr{Type: t}
	switch {
	case len(raw) == per && n != 1:
		a.Splat = true
	case n < 0 || int64(len(raw)) != n*int64(per):
		return nil, d.errorf("%d bytes of data for %d elements of %s", len(raw), n, ir.TypeString(t.ElementType()))
	}
	for off := 0; off < len(raw); off += size {
		if s, isInt := scalar.(*ir.IntegerType); isInt {
			// Any width: elements beyond int64 keep their exact value.
			a.AppendInt(ir.IntFromLE(raw[off:off+size], s.Width, s.Sign == ir.Unsigned))
			continue
		}
		if s, isF := scalar.(*ir.FloatType); isF && ir.IsWide(s) {
			// f80/f128: the exact value of the bits, as APFloat reads them.
			a.AppendWide(ir.DecodeWide(leBig(raw[off:off+size]), s))
			continue
		}
		u, ok := le64(raw[off:off+size], ir.IntOrFloatWidth(scalar))
		if !ok {
			return nil, d.errorf("element of %s does not fit in 64 bits", ir.TypeString(scalar))
		}
		switch s := scalar.(type) {
		case *ir.FloatType:
			v := ir.BitsToFloat(u, s)
			if math.IsNaN(v) {
				if a.NaNHex == nil {
					a.NaNHex = map[int]string{}
				}
				a.NaNHex[len(a.Floats)] = hexWidth(u, s.Width)
			}
			a.Floats = append(a.Floats, v)
		default:
			a.Ints = append(a.Ints, int64(u))
		}
	}
	if n == 1 || (!a.Splat && allSame(a, per/size)) {
		a.Splat = true
		a.Ints, a.Floats = head(a.Ints, per/size), headF(a.Floats, per/size)
		for i := range a.NaNHex {
			if i >= per/size {
				delete(a.NaNHex, i)
			}
		}
		for i := range a.Bigs {
			if i >= per/size {
				delete(a.Bigs, i)
			}
		}
	}
	return a, nil
}

func head(v []int64, n int) []int64 {
	if len(v) > n {
		return v[:n]
	}
	return v
}

func headF(v []float64, n int) []float64 {
	if len(v) > n {
		return v[:n]
	}
	return v
}

// allSame reports whether every element (of k scalars) equals the first, bit for bit.
func allSame(a *ir.DenseElementsAttr, k int) bool {
	for i := k; i < len(a.Ints); i++ {
		if a.Ints[i] != a.Ints[i%k] || !bigEq(a.Bigs[i], a.Bigs[i%k]) {
			return false
		}
	}
	for i := k; i < len(a.Floats); i++ {
		if math.Float64bits(a.Floats[i]) != math.Float64bits(a.Floats[i%k]) || a.NaNHex[i] != a.NaNHex[i%k] {
			return false
		}
	}
	return true
}

// bigEq compares the exact values of two wide elements (nil when the element fits int64).
func bigEq(x, y *big.Int) bool {
	if x == nil || y == nil {
		return x == nil && y == nil
	}
	return x.Cmp(y) == 0
}

// leBig is the unsigned value of little-endian bytes.
func leBig(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i, x := range b {
		be[len(b)-1-i] = x
	}
	return new(big.Int).SetBytes(be)
}

func hexWidth(u uint64, width int) string {
	const digits = "0123456789ABCDEF"
	n := (width + 3) / 4
	b := make([]byte, n)
	for i := n - 1; i >= 0; i-- {
		b[i] = digits[u&15]
		u >>= 4
	}
	return string(b)
}

// le64 reads a little-endian scalar of up to 16 bytes whose bits past the 64th only
// extend the sign of the first 64 up to the width (higher bits are zero).
func le64(b []byte, width int) (uint64, bool) {
	var u uint64
	for j := len(b) - 1; j >= 0; j-- {
		if j < 8 {
			u = u<<8 | uint64(b[j])
		}
	}
	for j := 8; j < len(b); j++ {
		if b[j] != ir.DenseExtByte(u, j, width) {
			return 0, false
		}
	}
	return u, true
}
