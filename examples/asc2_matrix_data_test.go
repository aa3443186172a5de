package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"strconv"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Element types of the tile matrix (asc2_matrix_test.go): every element type the
// asctile ops accept (AscTile_Numeric: f16, bf16, f32, i8, i16, i32), with the byte
// coding of a GM buffer and the rounding a value of the type undergoes. Values are
// carried as float64 (every i32 is exact in one).

// mType is one element type.
type mType struct {
	name  string // MLIR spelling
	bits  int
	float bool
}

var (
	mF32  = mType{"f32", 32, true}
	mF16  = mType{"f16", 16, true}
	mBF16 = mType{"bf16", 16, true}
	mI8   = mType{"i8", 8, false}
	mI16  = mType{"i16", 16, false}
	mI32  = mType{"i32", 32, false}
)

// Element types no asctile op accepts (AscTile_Numeric has no i64 and no signed or
// unsigned integers, arith takes signless integers only): their kernels are refused by
// the verifier at the first op holding such a tile.
var (
	mI64 = mType{"i64", 64, false}
	mU8  = mType{"ui8", 8, false}
)

// mTypes are the element types of the matrix, floats first.
var mTypes = []mType{mF32, mF16, mBF16, mI8, mI16, mI32}

// mFloats are the float element types.
var mFloats = []mType{mF32, mF16, mBF16}

// mInts are the integer element types.
var mInts = []mType{mI8, mI16, mI32}

// round gives v as a value of t: floats round to nearest even (f16 and bf16 through
// f32, as the hardware's conversions do; overflow gives inf), integers wrap.
func (t mType) round(v float64) float64 {
	switch t {
	case mF32:
		return float64(float32(v))
	case mF16:
		return float64(numeric.F16ToF32(numeric.F32ToF16(float32(v))))
	case mBF16:
		return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v))))
	}
	return float64(t.wrap(int64(v)))
}

// wrap reduces an integer to t's width, two's complement.
func (t mType) wrap(v int64) int64 {
	s := 64 - uint(t.bits)
	return v << s >> s
}

// sat clamps an integer to t's range.
func (t mType) sat(v float64) float64 {
	lo, hi := t.min(), t.max()
	return math.Max(lo, math.Min(hi, v))
}

func (t mType) max() float64 {
	if t.float {
		return math.Inf(1)
	}
	return float64(int64(1)<<(t.bits-1) - 1)
}

func (t mType) min() float64 {
	if t.float {
		return math.Inf(-1)
	}
	return -float64(int64(1) << (t.bits - 1))
}

// bytes codes vs as a little-endian GM buffer of t.
func (t mType) bytes(vs []float64) []byte {
	n := t.bits / 8
	b := make([]byte, n*len(vs))
	for i, v := range vs {
		switch t {
		case mF32:
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(float32(v)))
		case mF16:
			binary.LittleEndian.PutUint16(b[2*i:], numeric.F32ToF16(float32(v)))
		case mBF16:
			binary.LittleEndian.PutUint16(b[2*i:], numeric.F32ToBF16(float32(v)))
		case mI8:
			b[i] = byte(int8(v))
		case mI16:
			binary.LittleEndian.PutUint16(b[2*i:], uint16(int16(v)))
		case mI32:
			binary.LittleEndian.PutUint32(b[4*i:], uint32(int32(v)))
		}
	}
	return b
}

// values decodes a GM buffer of t.
func (t mType) values(b []byte) []float64 {
	n := t.bits / 8
	vs := make([]float64, len(b)/n)
	for i := range vs {
		switch t {
		case mF32:
			vs[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
		case mF16:
			vs[i] = float64(numeric.F16ToF32(binary.LittleEndian.Uint16(b[2*i:])))
		case mBF16:
			vs[i] = float64(numeric.BF16ToF32(binary.LittleEndian.Uint16(b[2*i:])))
		case mI8:
			vs[i] = float64(int8(b[i]))
		case mI16:
			vs[i] = float64(int16(binary.LittleEndian.Uint16(b[2*i:])))
		case mI32:
			vs[i] = float64(int32(binary.LittleEndian.Uint32(b[4*i:])))
		}
	}
	return vs
}

// literal spells v as an MLIR attribute value of t (floats in hexadecimal bits, exact).
func (t mType) literal(v float64) string {
	switch t {
	case mF32:
		return "0x" + strconv.FormatUint(uint64(math.Float32bits(float32(v))), 16)
	case mF16:
		return "0x" + strconv.FormatUint(uint64(numeric.F32ToF16(float32(v))), 16)
	case mBF16:
		return "0x" + strconv.FormatUint(uint64(numeric.F32ToBF16(float32(v))), 16)
	}
	return strconv.FormatInt(int64(v), 10)
}

// scalarArg spells v for a kernel's scalar argument of t.
func (t mType) scalarArg(v float64) string {
	if t.float {
		return strconv.FormatFloat(t.round(v), 'g', -1, 64)
	}
	return strconv.FormatInt(int64(v), 10)
}

// mRange is how the inputs of a case are drawn.
type mRange struct {
	lo, hi  float64
	nonzero float64   // floats: magnitude at least this (divisors, logs)
	special bool      // floats: one value in 8 is NaN, ±inf or ±0
	infZero bool      // floats: one value in 8 is ±inf or ±0
	set     []float64 // when set: the values to draw from
}

var specials = []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1)}

// draw gives n values of t in r, exact in t.
func (t mType) draw(rng *rand.Rand, n int, r mRange) []float64 {
	vs := make([]float64, n)
	for i := range vs {
		if r.set != nil {
			vs[i] = r.set[rng.Intn(len(r.set))]
			continue
		}
		if !t.float {
			lo, hi := math.Max(r.lo, t.min()), math.Min(r.hi, t.max())
			v := lo + math.Floor(rng.Float64()*(hi-lo+1))
			if r.nonzero > 0 && v == 0 {
				v = 1
			}
			vs[i] = math.Min(v, hi)
			continue
		}
		v := r.lo + rng.Float64()*(r.hi-r.lo)
		if r.nonzero > 0 && math.Abs(v) < r.nonzero {
			v = math.Copysign(r.nonzero+rng.Float64()*r.nonzero, v)
		}
		vs[i] = t.round(v)
		if r.special && rng.Intn(8) == 0 {
			vs[i] = specials[rng.Intn(len(specials))]
		}
		if r.infZero && rng.Intn(8) == 0 {
			vs[i] = specials[1+rng.Intn(len(specials)-1)]
		}
	}
	return vs
}

// isZero reports an unset range.
func (r mRange) isZero() bool {
	return r.lo == 0 && r.hi == 0 && r.nonzero == 0 && !r.special && !r.infZero && r.set == nil
}
