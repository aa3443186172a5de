package ascendc

import "github.com/ascend-toolchain/asc/ir"

// Float constants are named and written as LLVM's APFloat::toString writes them, as
// PyAsc does (emission spec, Appendix C); ir.APFloatText is that rendering, shared with
// the printer of float attributes.

// significandBits is the precision (in bits, implicit bit included) of each float type.
var significandBits = map[string]int{"f16": 11, "bf16": 8, "f32": 24, "f64": 53}

// apfloatText renders v, a value of the float type named ft (exactly representable in it),
// like APFloat::toString(precision 0, maxPadding, truncateZero).
func apfloatText(v float64, ft string, maxPadding int, truncateZero bool) string {
	return ir.APFloatText(v, significandBits[ft], 0, maxPadding, truncateZero)
}
