//go:build !cgo

package math

import gomath "math"

const libmKind = "go"

var goLib1 = [...]func(float64) float64{fAcos: gomath.Acos, fAcosh: gomath.Acosh, fAsin: gomath.Asin,
	fAsinh: gomath.Asinh, fAtan: gomath.Atan, fAtanh: gomath.Atanh, fCos: gomath.Cos, fCosh: gomath.Cosh,
	fErf: gomath.Erf, fExp: gomath.Exp, fExp2: gomath.Exp2, fExpm1: gomath.Expm1, fLog: gomath.Log,
	fLog10: gomath.Log10, fLog1p: gomath.Log1p, fLog2: gomath.Log2, fSin: gomath.Sin, fSinh: gomath.Sinh,
	fSqrt: gomath.Sqrt, fTan: gomath.Tan, fTanh: gomath.Tanh}

// host1 computes f in float64; single-precision results are rounded once to float32.
func host1(f libFn, x float64, single bool) float64 {
	r := goLib1[f](x)
	if single {
		r = float64(float32(r))
	}
	return r
}

// host2 computes atan2 or pow in float64 (rounded to float32 when single).
func host2(f libFn, x, y float64, single bool) float64 {
	r := gomath.Pow(x, y)
	if f == fAtan2 {
		r = gomath.Atan2(x, y)
	}
	if single {
		r = float64(float32(r))
	}
	return r
}
