// Package npy reads and writes NumPy .npy files (format 1.0/2.0/3.0, C order, little
// endian) holding the element types the simulator moves through GM. bfloat16 has no NumPy
// dtype: it is written as `<V2` (raw 2-byte records) and also read from `<u2`.
package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// DType names an element type as the simulator's CLI spells it.
type DType string

const (
	F16  DType = "f16"
	BF16 DType = "bf16"
	F32  DType = "f32"
	F64  DType = "f64"
	I8   DType = "i8"
	I16  DType = "i16"
	I32  DType = "i32"
	I64  DType = "i64"
	U8   DType = "u8"
	U16  DType = "u16"
	U32  DType = "u32"
	U64  DType = "u64"
)

var descrs = map[DType]string{F16: "<f2", BF16: "<V2", F32: "<f4", F64: "<f8", I8: "|i1",
	I16: "<i2", I32: "<i4", I64: "<i8", U8: "|u1", U16: "<u2", U32: "<u4", U64: "<u8"}

// Size is the element size in bytes (0 for an unknown type).
func (d DType) Size() int {
	switch d {
	case I8, U8:
		return 1
	case F16, BF16, I16, U16:
		return 2
	case F32, I32, U32:
		return 4
	case F64, I64, U64:
		return 8
	}
	return 0
}

// ParseDType accepts the CLI spellings (f16, float16, bf16, f32, float32, i32, int32, ...).
func ParseDType(s string) (DType, error) {
	aliases := map[string]DType{"float16": F16, "half": F16, "bfloat16": BF16, "float32": F32,
		"float": F32, "float64": F64, "int8": I8, "int16": I16, "int32": I32, "int64": I64,
		"uint8": U8, "uint16": U16, "uint32": U32, "uint64": U64}
	if d, ok := aliases[s]; ok {
		return d, nil
	}
	if _, ok := descrs[DType(s)]; ok {
		return DType(s), nil
	}
	return "", fmt.Errorf("unknown dtype %q (want f16, bf16, f32, f64, i8, i16, i32, i64, u8, u16, u32, u64)", s)
}

// Array is a flat little-endian byte buffer with its element type and shape.
type Array struct {
	DType DType
	Shape []int
	Data  []byte
	// Fields is set for a structured (record) dtype: the records' scalar members. Data then
	// holds the records' bytes, DType is U8 and Shape ends with the record size.
	Fields []Field
}

// Len is the number of elements.
func (a *Array) Len() int {
	n := 1
	for _, d := range a.Shape {
		n *= d
	}
	return n
}

var magic = []byte("\x93NUMPY")

// MaxHeader bounds the header we accept, against hostile files.
const MaxHeader = 1 << 16

// Read parses an .npy stream. limit bounds the data size in bytes (0 = no limit).
func Read(r io.Reader, limit int64) (*Array, error) {
	var pre [8]byte
	if _, err := io.ReadFull(r, pre[:]); err != nil {
		return nil, fmt.Errorf("npy: short header: %v", err)
	}
	if !bytes.Equal(pre[:6], magic) {
		return nil, fmt.Errorf("npy: not a .npy file (bad magic)")
	}
	var hlen int
	switch pre[6] {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: short header: %v", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, fmt.Errorf("npy: short header: %v", err)
		}
		hlen = int(binary.LittleEndian.Uint32(b[:]))
	default:
		return nil, fmt.Errorf("npy: unsupported format version %d", pre[6])
	}
	if hlen > MaxHeader {
		return nil, fmt.Errorf("npy: header of %d bytes is too large", hlen)
	}
	h := make([]byte, hlen)
	if _, err := io.ReadFull(r, h); err != nil {
		return nil, fmt.Errorf("npy: short header: %v", err)
	}
	descr, fortran, shape, err := parseHeader(string(h))
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(descr, "[") {
		return readRecords(r, descr, fortran, shape, limit)
	}
	var dt DType
	bigEndian := false
	for k, v := range descrs {
		if v == descr || (v[0] == '<' && "="+v[1:] == descr) || (v[0] == '|' && "<"+v[1:] == descr) {
			dt = k
		}
		// NumPy writes '>' for big-endian data (saved from a byte-swapped array).
		if v[0] == '<' && ">"+v[1:] == descr {
			dt, bigEndian = k, true
		}
	}
	if descr == "<V2" || descr == "|V2" {
		dt = BF16
	}
	if dt == "" {
		return nil, fmt.Errorf("npy: unsupported dtype %q", descr)
	}
	a, err := readData(r, dt, shape, limit)
	if err != nil {
		return nil, err
	}
	if bigEndian {
		swapBytes(a.Data, dt.Size())
	}
	if fortran {
		// np.save writes an array that is Fortran- but not C-contiguous (a transposed
		// one, say) in Fortran order; kernels read GM in C order.
		a.Data = fortranToC(a.Data, shape, dt.Size())
	}
	return a, nil
}

// readData reads the data of an array of shape and dtype, at most limit bytes (0 = no
// limit).
func readData(r io.Reader, dt DType, shape []int, limit int64) (*Array, error) {
	a := &Array{DType: dt, Shape: shape}
	size, ok := dataSize(shape, dt)
	if !ok {
		return nil, fmt.Errorf("npy: shape %v is too large", shape)
	}
	if limit > 0 && size > limit {
		return nil, fmt.Errorf("npy: %d bytes of data exceed the limit of %d bytes", size, limit)
	}
	// The buffer grows with the data actually there, so a header claiming gigabytes in a
	// short file costs nothing.
	buf := bytes.NewBuffer(make([]byte, 0, min(size, 1<<20)))
	if n, err := buf.ReadFrom(io.LimitReader(r, size)); err != nil || n < size {
		return nil, fmt.Errorf("npy: data shorter than the %d bytes of shape %v (%d bytes)", size, shape, n)
	}
	a.Data = buf.Bytes()
	return a, nil
}

// swapBytes reverses the bytes of each size-byte element of data in place.
func swapBytes(data []byte, size int) {
	for i := 0; i+size <= len(data); i += size {
		for l, r := i, i+size-1; l < r; l, r = l+1, r-1 {
			data[l], data[r] = data[r], data[l]
		}
	}
}

// fortranToC reorders data of the given shape from Fortran (first index fastest) to C
// order (last index fastest).
func fortranToC(data []byte, shape []int, size int) []byte {
	if len(shape) < 2 {
		return data
	}
	out := make([]byte, len(data))
	idx := make([]int, len(shape))
	for c := 0; c*size < len(data); c++ {
		// idx is the C-order index of element c; its Fortran offset has the first index
		// fastest.
		f, stride := 0, 1
		for k := range shape {
			f += idx[k] * stride
			stride *= shape[k]
		}
		copy(out[c*size:(c+1)*size], data[f*size:(f+1)*size])
		for k := len(shape) - 1; k >= 0; k-- {
			if idx[k]++; idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// MaxDims is NumPy's limit on an array's dimensions (NPY_MAXDIMS): a file with more is
// one NumPy cannot load, and its header would not fit the format's 16-bit header length
// when written back.
const MaxDims = 64

// maxData bounds an array's bytes when the caller sets no limit: a hostile header must
// not make the reader allocate without bound (or overflow the size computation).
const maxData = 1 << 40

// dataSize is the byte size of an array of shape, false when it exceeds maxData.
func dataSize(shape []int, dt DType) (int64, bool) {
	size := int64(dt.Size())
	for _, d := range shape {
		if d != 0 && size > maxData/int64(d) {
			return 0, false
		}
		size *= int64(d)
	}
	return size, true
}

// Write emits a version 1.0 .npy stream.
func Write(w io.Writer, a *Array) error {
	var dims []string
	for _, d := range a.Shape {
		dims = append(dims, strconv.Itoa(d))
	}
	shape := strings.Join(dims, ", ")
	if len(dims) == 1 {
		shape += ","
	}
	if len(a.Shape) > MaxDims {
		return fmt.Errorf("npy: shape has more than %d dimensions (NumPy's limit)", MaxDims)
	}
	h := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descrs[a.DType], shape)
	// Pad so that the data starts on a 64-byte boundary, ending the header with '\n'.
	total := len(magic) + 4 + len(h) + 1
	h += strings.Repeat(" ", (64-total%64)%64) + "\n"
	if len(h) > 0xffff {
		return fmt.Errorf("npy: header of %d bytes does not fit format 1.0", len(h))
	}
	var pre [10]byte
	copy(pre[:], magic)
	pre[6], pre[7] = 1, 0
	binary.LittleEndian.PutUint16(pre[8:], uint16(len(h)))
	if _, err := w.Write(pre[:]); err != nil {
		return err
	}
	if _, err := io.WriteString(w, h); err != nil {
		return err
	}
	_, err := w.Write(a.Data)
	return err
}

// Load reads a file.
func Load(path string, limit int64) (*Array, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	a, err := Read(f, limit)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return a, nil
}

// Save writes a file.
func Save(path string, a *Array) error {
	var b bytes.Buffer
	if err := Write(&b, a); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// readRecords reads the data of a structured array: its records' bytes, as U8 with the
// record size as the last dimension, and its members (Array.Fields).
func readRecords(r io.Reader, descr string, fortran bool, shape []int, limit int64) (*Array, error) {
	fields, size, err := parseRecord(descr)
	if err != nil {
		return nil, err
	}
	if fortran && len(shape) > 1 {
		return nil, fmt.Errorf("npy: a Fortran-order array of records is not read")
	}
	shape = append(append([]int{}, shape...), size)
	a, err := readData(r, U8, shape, limit)
	if err != nil {
		return nil, err
	}
	a.Fields = fields
	return a, nil
}
