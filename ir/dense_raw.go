package ir

// The raw storage of dense elements, as MLIR keeps it in memory and writes it in bytecode
// and in `dense<"0x...">` hex literals: each element in the bytes of its storage width (a
// whole number of bytes, little-endian; complex numbers as two), or just one element for
// a splat; i1 elements are packed one bit each, and an i1 splat is a byte of all ones or
// all zeros.

// DenseElemLayout gives the scalar type of a dense element type, the bytes each scalar takes
// and whether elements are complex (two scalars).
func DenseElemLayout(et Type) (scalar Type, size int, complex bool, ok bool) {
	if c, isC := et.(*ComplexType); isC {
		et, complex = c.Elem, true
	}
	switch t := et.(type) {
	case *IntegerType: // wider than 64 bits: values beyond int64 come from Bigs
		return t, (t.Width + 7) / 8, complex, t.Width <= 128
	case *IndexType:
		return t, 8, complex, true
	case *FloatType:
		return t, (IntOrFloatWidth(t) + 7) / 8, complex, t.Width <= 64 || IsWide(t)
	}
	return nil, 0, false, false
}

// DenseRawData returns the raw buffer of a dense elements attribute, or false for element
// types without a binary layout here.
func DenseRawData(a *DenseElementsAttr) ([]byte, bool) {
	et := a.Type.ElementType()
	if it, ok := et.(*IntegerType); ok && it.Width == 1 {
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
	scalar, size, _, ok := DenseElemLayout(et)
	if !ok {
		return nil, false
	}
	var raw []byte
	put := func(u uint64) {
		for j := 0; j < size; j++ {
			if j < 8 {
				raw = append(raw, byte(u>>(8*j)))
			} else {
				raw = append(raw, DenseExtByte(u, j, IntOrFloatWidth(scalar))) // wide integers
			}
		}
	}
	if ft, isF := scalar.(*FloatType); isF && IsWide(ft) {
		// f80/f128 elements: their exact bits (the float64 may be a placeholder).
		for i := range a.Floats {
			raw = bigLE(raw, a.WideElem(i).Bits(ft), size)
		}
		return raw, true
	}
	if ft, isF := scalar.(*FloatType); isF {
		for i, v := range a.Floats {
			if h, ok := a.NaNHex[i]; ok {
				u, ok := parseHex(h)
				if !ok {
					return nil, false
				}
				put(u)
				continue
			}
			put(FloatToBits(v, ft))
		}
		return raw, true
	}
	w := IntOrFloatWidth(scalar)
	for i, v := range a.Ints {
		if b := a.Bigs[i]; b != nil {
			raw = bigLE(raw, b, size)
			continue
		}
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

// DenseExtByte is byte j (j >= 8) of the width-bit sign extension of u.
func DenseExtByte(u uint64, j, width int) byte {
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
