package math

// The transcendental folders call the host's C library, as mlir-opt does: MLIR folds
// math.sin on f64 with the C `sin` and on f32 with `sinf`, so the folded constants are
// whatever the platform's libm returns, down to the last bit and the sign of a NaN. With
// cgo the folders call the same functions (libm_cgo.go); without it they use Go's math
// package (libm_nocgo.go), which may differ from the C library in the last bit.

// libFn names a C library function the folders call.
type libFn int

const (
	fAcos libFn = iota
	fAcosh
	fAsin
	fAsinh
	fAtan
	fAtanh
	fCos
	fCosh
	fErf
	fExp
	fExp2
	fExpm1
	fLog
	fLog10
	fLog1p
	fLog2
	fSin
	fSinh
	fSqrt
	fTan
	fTanh
	fAtan2 // two operands from here on
	fPow
)

// FoldsWithHostLibm reports whether the folders call the C library (built with cgo), and
// so fold bit for bit as mlir-opt does on the same host.
func FoldsWithHostLibm() bool { return libmKind == "libm" }
