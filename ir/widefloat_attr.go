package ir

import (
	"math"
	"math/big"
)

// f80/f128 attributes hold a value a float64 holds exactly in Value (Hex empty), any
// other (NaNs, values with more precision or range) as its canonical bits in Hex, with
// Value a NaN so that float64 matchers never mistake it for an ordinary value. Dense
// elements do the same per element with Floats and NaNHex.

// WideValue returns the exact value of an f80/f128 attribute.
func (a *FloatAttr) WideValue() Wide {
	ft := a.Type.(*FloatType)
	if a.Hex != "" {
		return decodeHex(a.Hex, ft)
	}
	return WideFromFloat64(a.Value, ft)
}

func decodeHex(h string, ft *FloatType) Wide {
	b, ok := new(big.Int).SetString(h, 16)
	if !ok {
		return DefaultNaN(ft)
	}
	return DecodeWide(b, ft)
}

// wideStore returns the (Value, Hex) pair that holds w, a value of ft.
func wideStore(w Wide, ft *FloatType) (float64, string) {
	if v, ok := w.Float64(); ok {
		return v, ""
	}
	return math.NaN(), w.HexDigits(ft)
}

// NewWideFloatAttr builds the attribute of type t (f80 or f128) holding w.
func NewWideFloatAttr(t Type, w Wide) *FloatAttr {
	v, h := wideStore(w, t.(*FloatType))
	return &FloatAttr{Type: t, Value: v, Hex: h}
}

// WideElem returns float element i of a dense attribute of f80/f128 elements.
func (a *DenseElementsAttr) WideElem(i int) Wide {
	ft := a.Type.ElementType().(*FloatType)
	if h, ok := a.NaNHex[i]; ok {
		return decodeHex(h, ft)
	}
	return WideFromFloat64(a.Floats[i], ft)
}

// AppendWide appends w as the next float element (of the f80/f128 element type).
func (a *DenseElementsAttr) AppendWide(w Wide) {
	v, h := wideStore(w, a.Type.ElementType().(*FloatType))
	if h != "" {
		if a.NaNHex == nil {
			a.NaNHex = map[int]string{}
		}
		a.NaNHex[len(a.Floats)] = h
	}
	a.Floats = append(a.Floats, v)
}

// wideHexText is the literal for bits h of a float type: f80/f128 bits print as the
// value's text, as mlir-opt's printer does; narrower NaNs print as their bits.
func wideHexText(h string, t Type) string {
	if ft, ok := t.(*FloatType); ok && IsWide(ft) {
		return decodeHex(h, ft).WideText(ft)
	}
	return "0x" + h
}
