//go:build cgo

package math

/*
#cgo LDFLAGS: -lm
#include <math.h>

static double asc_math_d1(int f, double x) {
	switch (f) {
	case 0: return acos(x);
	case 1: return acosh(x);
	case 2: return asin(x);
	case 3: return asinh(x);
	case 4: return atan(x);
	case 5: return atanh(x);
	case 6: return cos(x);
	case 7: return cosh(x);
	case 8: return erf(x);
	case 9: return exp(x);
	case 10: return exp2(x);
	case 11: return expm1(x);
	case 12: return log(x);
	case 13: return log10(x);
	case 14: return log1p(x);
	case 15: return log2(x);
	case 16: return sin(x);
	case 17: return sinh(x);
	case 18: return sqrt(x);
	case 19: return tan(x);
	case 20: return tanh(x);
	}
	return x;
}

static float asc_math_f1(int f, float x) {
	switch (f) {
	case 0: return acosf(x);
	case 1: return acoshf(x);
	case 2: return asinf(x);
	case 3: return asinhf(x);
	case 4: return atanf(x);
	case 5: return atanhf(x);
	case 6: return cosf(x);
	case 7: return coshf(x);
	case 8: return erff(x);
	case 9: return expf(x);
	case 10: return exp2f(x);
	case 11: return expm1f(x);
	case 12: return logf(x);
	case 13: return log10f(x);
	case 14: return log1pf(x);
	case 15: return log2f(x);
	case 16: return sinf(x);
	case 17: return sinhf(x);
	case 18: return sqrtf(x);
	case 19: return tanf(x);
	case 20: return tanhf(x);
	}
	return x;
}

static double asc_math_d2(int f, double x, double y) { return f == 21 ? atan2(x, y) : pow(x, y); }
static float asc_math_f2(int f, float x, float y) { return f == 21 ? atan2f(x, y) : powf(x, y); }
*/
import "C"

import (
	gomath "math"

	"github.com/ascend-toolchain/asc/ir"
)

const libmKind = "libm"

// host1 applies f to x in double (single=false) or float (single=true) precision.
func host1(f libFn, x float64, single bool) float64 {
	if single {
		return fromF32(float32(C.asc_math_f1(C.int(f), C.float(toF32(x)))))
	}
	return float64(C.asc_math_d1(C.int(f), C.double(x)))
}

// host2 applies the two-operand f (atan2, pow).
func host2(f libFn, x, y float64, single bool) float64 {
	if single {
		return fromF32(float32(C.asc_math_f2(C.int(f), C.float(toF32(x)), C.float(toF32(y)))))
	}
	return float64(C.asc_math_d2(C.int(f), C.double(x), C.double(y)))
}

// toF32 and fromF32 convert through the bits, so that a signaling NaN reaches the C
// function (which quiets it, as for MLIR) instead of being quieted by the conversion.
func toF32(x float64) float32 { return gomath.Float32frombits(uint32(ir.FloatToBits(x, ir.F32))) }

func fromF32(r float32) float64 { return ir.BitsToFloat(uint64(gomath.Float32bits(r)), ir.F32) }
