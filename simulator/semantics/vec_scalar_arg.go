package semantics

import (
	"fmt"
	"math"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// scalarArg converts the scalar argument s (a value of type from) of a vector-scalar call
// to the type of the parameter it binds: the emitted calls instantiate the API on the
// element type (`Adds<half, isSetMask>(dst, src, scalar, ...)`, `Duplicate<float, ...>`,
// `Axpy<float, half, ...>` whose scalar is `const U&`: emission.md §3, set-mask templates),
// so C++ converts an f32 scalar to half before the call, and the instruction adds that
// half. The conversions are C++'s: to a float type by rounding to nearest even, a float to
// an integer type by truncation toward zero (a value outside the type's range is
// undefined behaviour in C++, reported in why), an integer to another integer type modulo
// 2^bits.
func scalarArg(s float64, from, to sim.DType) (v float64, why string) {
	switch {
	case from == to:
		return s, ""
	case to.IsFloat():
		return sim.RoundF(s, to), ""
	case from.IsFloat():
		t := math.Trunc(s)
		lo, hi := intRange(to)
		if s != s || t < lo || t > hi {
			return 0, fmt.Sprintf("the scalar %v (%s) is outside the range of the %s parameter it converts to (undefined in C++)", s, from, to)
		}
		return t, ""
	}
	return float64(sim.Norm(int64(s), to)), ""
}
