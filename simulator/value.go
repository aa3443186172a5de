package simulator

import (
	"encoding/binary"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// DType is an element type of tensors and scalars, fixed when the IR is compiled.
type DType uint8

const (
	Invalid DType = iota
	Bool
	I8
	U8
	I16
	U16
	I32
	U32
	I64
	U64
	F16
	BF16
	F32
	F64
)

var dtypeNames = [...]string{"invalid", "i1", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "bf16", "f32", "f64"}

func (d DType) String() string { return dtypeNames[d] }

// Size in bytes.
func (d DType) Size() int {
	switch d {
	case Bool, I8, U8:
		return 1
	case I16, U16, F16, BF16:
		return 2
	case I32, U32, F32:
		return 4
	case I64, U64, F64:
		return 8
	}
	return 0
}

// IsFloat reports a floating-point type.
func (d DType) IsFloat() bool { return d >= F16 }

// HoldsElemsOf reports whether a GM buffer of element type d can be bound to a parameter
// whose elements are p: the same type, integers of one size (the bits are the same), or
// bf16 carried as u16 (NumPy has no bfloat16: its raw bits travel as uint16, e.g.
// `x.view(np.uint16)`). Invalid (unknown) matches anything.
func (d DType) HoldsElemsOf(p DType) bool {
	switch {
	case d == Invalid || p == Invalid || d == p:
		return true
	case d.Size() != p.Size():
		return false
	case !d.IsFloat() && !p.IsFloat():
		return true
	}
	return d == U16 && p == BF16 || d == BF16 && p == U16
}

// Signed reports a signed integer type.
func (d DType) Signed() bool { return d == I8 || d == I16 || d == I32 || d == I64 }

// Bits is the width in bits.
func (d DType) Bits() int {
	if d == Bool {
		return 1
	}
	return d.Size() * 8
}

// scalarDType maps a builtin scalar type to a DType (Invalid for any other type; see
// Registry.DTypeOf for tensor element types).
func scalarDType(t ir.Type) DType {
	switch t := t.(type) {
	case *ir.IntegerType:
		u := t.Sign == ir.Unsigned
		switch t.Width {
		case 1:
			return Bool
		case 8:
			return pick(u, U8, I8)
		case 16:
			return pick(u, U16, I16)
		case 32:
			return pick(u, U32, I32)
		case 64:
			return pick(u, U64, I64)
		}
	case *ir.IndexType:
		return I64
	case *ir.FloatType:
		switch t.Name {
		case "f16":
			return F16
		case "bf16":
			return BF16
		case "f32":
			return F32
		case "f64":
			return F64
		}
	}
	return Invalid
}

func pick(c bool, a, b DType) DType {
	if c {
		return a
	}
	return b
}

// Tensor is a view of memory: a global or local tensor, or a GM pointer (memref).
type Tensor struct {
	Space  arch.Buffer
	Pos    int8  // TPosition the tensor was allocated for (-1 if none)
	Region int32 // GM region (-1 for local spaces)
	Addr   int64 // byte address within the space (GM: offset into Global.Data)
	Size   int64 // bytes the view may access
	// Sized: a GM view whose Size is the one SetGlobalBuffer(buffer, size) gave (what
	// GlobalTensor::GetSize returns); a view without one, or offset since, has none the
	// kernel could read.
	Sized bool
}

// Value is the content of one SSA register: an integer (sign- or zero-extended per its
// type), a float (exact value of the typed float), a tensor view, or an object (queue,
// pipe, parameter block...).
type Value struct {
	I int64
	F float64
	T Tensor
	O any
}

// Norm truncates an integer to the width of d, sign- or zero-extending it.
func Norm(v int64, d DType) int64 {
	switch d {
	case Bool:
		return v & 1
	case I8:
		return int64(int8(v))
	case U8:
		return int64(uint8(v))
	case I16:
		return int64(int16(v))
	case U16:
		return int64(uint16(v))
	case I32:
		return int64(int32(v))
	case U32:
		return int64(uint32(v))
	}
	return v
}

// RoundF rounds a float64 to the precision of d.
func RoundF(v float64, d DType) float64 {
	switch d {
	case F32:
		return float64(float32(v))
	case F16:
		return float64(numeric.F16ToF32(numeric.F32ToF16(float32(v))))
	case BF16:
		return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v))))
	}
	return v
}

// Load reads element i of b as a float64 (integers converted exactly up to 2^53).
func Load(b []byte, i int, d DType) float64 {
	switch d {
	case F32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b[i*4:])))
	case F16:
		return float64(numeric.F16ToF32(binary.LittleEndian.Uint16(b[i*2:])))
	case BF16:
		return float64(numeric.BF16ToF32(binary.LittleEndian.Uint16(b[i*2:])))
	case F64:
		return math.Float64frombits(binary.LittleEndian.Uint64(b[i*8:]))
	}
	return float64(LoadI(b, i, d))
}

// LoadI reads element i as an integer (floats truncated).
func LoadI(b []byte, i int, d DType) int64 {
	switch d {
	case Bool, U8:
		return int64(b[i])
	case I8:
		return int64(int8(b[i]))
	case I16:
		return int64(int16(binary.LittleEndian.Uint16(b[i*2:])))
	case U16:
		return int64(binary.LittleEndian.Uint16(b[i*2:]))
	case I32:
		return int64(int32(binary.LittleEndian.Uint32(b[i*4:])))
	case U32:
		return int64(binary.LittleEndian.Uint32(b[i*4:]))
	case I64, U64:
		return int64(binary.LittleEndian.Uint64(b[i*8:]))
	}
	return int64(Load(b, i, d))
}

// Store writes v as element i: floats round to nearest even, integers saturate (the vector
// unit's default, hardware.md §7).
func Store(b []byte, i int, d DType, v float64) {
	switch d {
	case F32:
		binary.LittleEndian.PutUint32(b[i*4:], math.Float32bits(float32(v)))
	case F16:
		binary.LittleEndian.PutUint16(b[i*2:], numeric.F32ToF16(float32(v)))
	case BF16:
		binary.LittleEndian.PutUint16(b[i*2:], numeric.F32ToBF16(float32(v)))
	case F64:
		binary.LittleEndian.PutUint64(b[i*8:], math.Float64bits(v))
	default:
		StoreI(b, i, d, numeric.SatInt(v, d.Bits(), d.Signed(), numeric.RoundRint))
	}
}

// StoreI writes an integer element (truncating to the width).
func StoreI(b []byte, i int, d DType, v int64) {
	switch d {
	case Bool, I8, U8:
		b[i] = byte(v)
	case I16, U16:
		binary.LittleEndian.PutUint16(b[i*2:], uint16(v))
	case I32, U32:
		binary.LittleEndian.PutUint32(b[i*4:], uint32(v))
	case I64, U64:
		binary.LittleEndian.PutUint64(b[i*8:], uint64(v))
	default:
		Store(b, i, d, float64(v))
	}
}

// ScalarToElem converts a scalar register of type `from` to a float64 value for a vector
// op's scalar operand.
func ScalarToElem(v Value, from DType) float64 {
	if from.IsFloat() {
		return v.F
	}
	if from == U64 {
		return float64(uint64(v.I))
	}
	return float64(v.I)
}

// nanShift is where a NaN payload of the float type d sits in a float64's mantissa
// (left-aligned, as widening conversions place it); 0 for F64 and non-floats.
func nanShift(d DType) uint {
	switch d {
	case F32:
		return 52 - 23
	case F16:
		return 52 - 10
	case BF16:
		return 52 - 7
	}
	return 0
}

// LoadScalar reads element i of b into a scalar register of the same type. It is Load,
// except that a NaN keeps its sign and payload bit for bit (signalling or not): GetValue
// and SetValue move an element's bits through the scalar unit, whereas Go's float32 ->
// float64 conversion and the f16/bf16 rounding in Store set the quiet bit.
func LoadScalar(b []byte, i int, d DType) float64 {
	v := Load(b, i, d)
	s := nanShift(d)
	if v == v || s == 0 {
		return v
	}
	bits := uint64(LoadI(b, i, unsignedOf(d)))
	w := uint(d.Size() * 8)
	sign := bits >> (w - 1) & 1
	mant := bits & (1<<(52-s) - 1)
	return math.Float64frombits(sign<<63 | 0x7ff<<52 | mant<<s)
}

// StoreScalar writes a scalar register to element i of b, the inverse of LoadScalar: a
// NaN's sign and payload go back unchanged (the quiet NaN when the payload has no bit the
// type can hold).
func StoreScalar(b []byte, i int, d DType, v float64) {
	s := nanShift(d)
	if v == v || s == 0 {
		Store(b, i, d, v)
		return
	}
	bits := math.Float64bits(v)
	mb := 52 - s
	mant := bits & (1<<52 - 1) >> s
	if mant == 0 {
		mant = 1 << (mb - 1)
	}
	w := uint(d.Size() * 8)
	exp := uint64(1)<<(w-1-mb) - 1
	StoreI(b, i, unsignedOf(d), int64(bits>>63<<(w-1)|exp<<mb|mant))
}

// unsignedOf is the unsigned integer type of d's width.
func unsignedOf(d DType) DType {
	switch d.Size() {
	case 2:
		return U16
	case 4:
		return U32
	}
	return U64
}
