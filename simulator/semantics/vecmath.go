package semantics

import (
	"math"
	"unsafe"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Bulk elementwise kernels over byte slices for the common vector ops in f32 and f16.
// Buffers are little-endian and at least 32-byte aligned in UB, so the reinterpretation is
// safe on the hosts Go supports for this tool (amd64, arm64).

const (
	fastNone = iota
	fastAdd
	fastSub
	fastMul
	fastDiv
	fastMax
	fastMin
)

func f32s(b []byte) []float32 {
	if len(b) < 4 {
		return nil
	}
	return unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4)
}

func u16s(b []byte) []uint16 {
	if len(b) < 2 {
		return nil
	}
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), len(b)/2)
}

// fastBinary runs dst = a (op) b over whole slices; false if there is no fast path.
func fastBinary(code int, d sim.DType, dst, a, b []byte) bool {
	switch d {
	case sim.F32:
		x, y, z := f32s(a), f32s(b), f32s(dst)
		if len(z) == 0 {
			return true
		}
		x, y = x[:len(z)], y[:len(z)]
		switch code {
		case fastAdd:
			for i := range z {
				z[i] = x[i] + y[i]
			}
		case fastSub:
			for i := range z {
				z[i] = x[i] - y[i]
			}
		case fastMul:
			for i := range z {
				z[i] = x[i] * y[i]
			}
		case fastDiv:
			for i := range z {
				z[i] = x[i] / y[i]
			}
		case fastMax:
			for i := range z {
				z[i] = max32(x[i], y[i])
			}
		case fastMin:
			for i := range z {
				z[i] = min32(x[i], y[i])
			}
		default:
			return false
		}
		return true
	case sim.F16:
		x, y, z := u16s(a), u16s(b), u16s(dst)
		if len(z) == 0 {
			return true
		}
		x, y = x[:len(z)], y[:len(z)]
		switch code {
		case fastAdd:
			AddF16(z, x, y)
		case fastSub:
			for i := range z {
				z[i] = numeric.F32ToF16(numeric.F16ToF32(x[i]) - numeric.F16ToF32(y[i]))
			}
		case fastMul:
			for i := range z {
				z[i] = numeric.F32ToF16(float32(numeric.F16ToF32(x[i]) * numeric.F16ToF32(y[i])))
			}
		case fastDiv:
			for i := range z {
				z[i] = numeric.F32ToF16(numeric.F16ToF32(x[i]) / numeric.F16ToF32(y[i]))
			}
		case fastMax:
			for i := range z {
				z[i] = numeric.F32ToF16(max32(numeric.F16ToF32(x[i]), numeric.F16ToF32(y[i])))
			}
		case fastMin:
			for i := range z {
				z[i] = numeric.F32ToF16(min32(numeric.F16ToF32(x[i]), numeric.F16ToF32(y[i])))
			}
		default:
			return false
		}
		return true
	}
	return false
}

// AddF16 is the f16 addition loop (also the reference loop of the speed benchmark).
func AddF16(z, x, y []uint16) {
	for i := range z {
		z[i] = numeric.F32ToF16(numeric.F16ToF32(x[i]) + numeric.F16ToF32(y[i]))
	}
}

func max32(a, b float32) float32 {
	if a != a || b != b {
		return float32(math.NaN())
	}
	if a > b {
		return a
	}
	return b
}

func min32(a, b float32) float32 {
	if a != a || b != b {
		return float32(math.NaN())
	}
	if a < b {
		return a
	}
	return b
}
