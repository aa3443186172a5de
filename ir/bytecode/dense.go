package bytecode

import (
	"math"

	"github.com/ascend-toolchain/asc/ir"
)

// Dense elements are stored as MLIR keeps them in memory: each element in the bytes of
// its storage width (a whole number of bytes, little-endian; complex numbers as two), or
// just one element for a splat; i1 elements are packed one bit each, and an i1 splat is a
// byte of all ones or all zeros.

// elemLayout gives the scalar type of a dense element type, the bytes each scalar takes
// and whether elements are complex (two scalars).
func elemLayout(et ir.Type) (scalar ir.Type, size int, complex bool, ok bool) {
	if c, isC := et.(*ir.ComplexType); isC {
		et, complex = c.Elem, true
	}
	switch t := et.(type) {
	case *ir.IntegerType: // wider than 64 bits only with values that fit in 64
		return t, (t.Width + 7) / 8, complex, t.Width <= 128
	case *ir.IndexType:
		return t, 8, complex, true
	case *ir.FloatType:
		return t, (t.Width + 7) / 8, complex, t.Width <= 64
	}
	return nil, 0, false, false
}

// decodeDense builds a dense elements attribute from its raw buffer.
func decodeDense(d *decoder, t ir.ShapedType, raw []byte) (ir.Attribute, error) {
	n := ir.NumElements(t.Shape())
	if it, ok := t.ElementType().(*ir.IntegerType); ok && it.Width == 1 {
		return unpackBools(d, t, raw)
	}
	scalar, size, complex, ok := elemLayout(t.ElementType())
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
		case *ir.IntegerType:
			a.Ints = append(a.Ints, ir.TruncInt(int64(u), s.Width, s.Sign == ir.Unsigned))
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
		if a.Ints[i] != a.Ints[i%k] {
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

// encodeDense returns the raw buffer of a dense elements attribute, or false for element
// types without a binary layout here.
func encodeDense(a *ir.DenseElementsAttr) ([]byte, bool) {
	et := a.Type.ElementType()
	if it, ok := et.(*ir.IntegerType); ok && it.Width == 1 {
		if a.Splat {
			if len(a.Ints) == 1 && a.Ints[0] != 0 {
				return []byte{0xff}, true
			}
			return []byte{0}, true
		}
		raw := make([]byte, (len(a.Ints)+7)/8)
		for i, v := range a.Ints {
			if v&1 != 0 {
				raw[i/8] |= 1 << (i % 8)
			}
		}
		return raw, true
	}
	scalar, size, _, ok := elemLayout(et)
	if !ok {
		return nil, false
	}
	var raw []byte
	put := func(u uint64) {
		for j := 0; j < size; j++ {
			if j < 8 {
				raw = append(raw, byte(u>>(8*j)))
			} else {
				raw = append(raw, extByte(u, j, ir.IntOrFloatWidth(scalar))) // wide integers
			}
		}
	}
	if ft, isF := scalar.(*ir.FloatType); isF {
		for i, v := range a.Floats {
			if h, ok := a.NaNHex[i]; ok {
				u, ok := parseHex(h)
				if !ok {
					return nil, false
				}
				put(u)
				continue
			}
			put(ir.FloatToBits(v, ft))
		}
		return raw, true
	}
	w := ir.IntOrFloatWidth(scalar)
	for _, v := range a.Ints {
		u := uint64(v)
		if w < 64 {
			u &= 1<<w - 1 // MLIR keeps no bits above the width
		}
		put(u)
	}
	return raw, true
}

func parseHex(h string) (uint64, bool) {
	if len(h) == 0 || len(h) > 16 {
		return 0, false
	}
	var u uint64
	for _, c := range h {
		switch {
		case c >= '0' && c <= '9':
			u = u<<4 | uint64(c-'0')
		case c >= 'A' && c <= 'F':
			u = u<<4 | uint64(c-'A'+10)
		case c >= 'a' && c <= 'f':
			u = u<<4 | uint64(c-'a'+10)
		default:
			return 0, false
		}
	}
	return u, true
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
		if b[j] != extByte(u, j, width) {
			return 0, false
		}
	}
	return u, true
}

// extByte is byte j (j >= 8) of the width-bit sign extension of u.
func extByte(u uint64, j, width int) byte {
	if int64(u) >= 0 {
		return 0
	}
	bitsIn := width - 8*j // bits of the type in this byte
	switch {
	case bitsIn <= 0:
		return 0
	case bitsIn >= 8:
		return 0xff
	}
	return byte(1<<bitsIn - 1)
}
