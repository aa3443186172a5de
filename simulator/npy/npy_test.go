package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for _, dt := range []DType{F16, BF16, F32, I8, I16, I32, I64, U8} {
		a := &Array{DType: dt, Shape: []int{2, 3}, Data: make([]byte, 6*dt.Size())}
		for i := range a.Data {
			a.Data[i] = byte(i * 7)
		}
		var b bytes.Buffer
		if err := Write(&b, a); err != nil {
			t.Fatal(err)
		}
		if (b.Len()-len(a.Data))%64 != 0 {
			t.Fatalf("%s: header not padded to 64", dt)
		}
		got, err := Read(&b, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got.DType != dt || len(got.Shape) != 2 || got.Shape[1] != 3 || !bytes.Equal(got.Data, a.Data) {
			t.Fatalf("%s: round trip mismatch %+v", dt, got)
		}
	}
}

func TestNumpyHeaderAndErrors(t *testing.T) {
	h := "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }"
	h += string(bytes.Repeat([]byte{' '}, 128-10-len(h)-1)) + "\n"
	src := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), 0)
	src = append(append(src, h...), make([]byte, 16)...)
	a, err := Read(bytes.NewReader(src), 0)
	if err != nil || a.DType != F32 || a.Len() != 4 {
		t.Fatalf("%v %+v", err, a)
	}
	if _, err := Read(bytes.NewReader(src[:len(src)-1]), 0); err == nil {
		t.Fatal("short data accepted")
	}
	if _, err := Read(bytes.NewReader(src), 8); err == nil {
		t.Fatal("limit ignored")
	}
	if _, err := Read(bytes.NewReader([]byte("junk")), 0); err == nil {
		t.Fatal("junk accepted")
	}
	if d, err := ParseDType("float16"); err != nil || d != F16 {
		t.Fatal("alias")
	}
}

// Hostile headers are errors, not panics or huge allocations.
func TestHostileHeaders(t *testing.T) {
	for _, shape := range []string{"(1099511627776, 1099511627776)", "(4294967296, 4294967296, 4294967296,)",
		"(1073741824,)", "(-1,)", "(x,)"} {
		h := "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }\n"
		src := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), 0)
		src = append(append(src, h...), make([]byte, 16)...)
		if a, err := Read(bytes.NewReader(src), 0); err == nil {
			t.Errorf("shape %s accepted: %v", shape, a.Shape)
		}
	}
	for _, src := range []string{"\x93NUMPY\x01\x00\xff\xff{'descr'", "\x93NUMPY\x09\x00", "\x93NUMPY\x01"} {
		if _, err := Read(bytes.NewReader([]byte(src)), 0); err == nil {
			t.Errorf("%q accepted", src)
		}
	}
}

// TestDimensionLimit: NumPy loads at most 64 dimensions; a file with more is refused on
// reading, and an array with more is never written (its header would not fit format 1.0's
// 16-bit length once written with separators, leaving a file NumPy cannot read).
func TestDimensionLimit(t *testing.T) {
	header := func(dims int) []byte {
		h := "{'descr': '<f4', 'fortran_order': False, 'shape': (" + strings.Repeat("1,", dims) + "), }\n"
		src := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), byte(len(h)>>8))
		return append(append(src, h...), 0, 0, 0x80, 0x3f)
	}
	if a, err := Read(bytes.NewReader(header(MaxDims)), 0); err != nil || len(a.Shape) != MaxDims {
		t.Fatalf("%d dims: %v", MaxDims, err)
	}
	for _, n := range []int{MaxDims + 1, 25001} {
		if _, err := Read(bytes.NewReader(header(n)), 0); err == nil || !strings.Contains(err.Error(), "more than 64 dimensions") {
			t.Errorf("%d dims: %v", n, err)
		}
	}
	a := &Array{DType: F32, Shape: make([]int, MaxDims+1), Data: nil}
	if err := Write(io.Discard, a); err == nil {
		t.Errorf("wrote %d dims", MaxDims+1)
	}
}

// TestEveryTruncation cuts a written file at every byte: each prefix is an error, never
// a panic or an array.
func TestEveryTruncation(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, &Array{DType: F32, Shape: []int{2, 3}, Data: make([]byte, 24)}); err != nil {
		t.Fatal(err)
	}
	src := b.Bytes()
	for cut := 0; cut < len(src); cut++ {
		if a, err := Read(bytes.NewReader(src[:cut]), 0); err == nil {
			t.Fatalf("cut at %d: read %v", cut, a.Shape)
		}
	}
	if _, err := Read(bytes.NewReader(src), 0); err != nil {
		t.Fatal(err)
	}
}

// TestNumpyOrders: files NumPy 1.24 wrote (testdata): a transposed array is saved in
// Fortran order and read back in C order; big-endian data is byte-swapped.
func TestNumpyOrders(t *testing.T) {
	read := func(name string) *Array {
		f, err := os.Open(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		a, err := Read(f, 0)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return a
	}
	// np.arange(6).reshape(2, 3).T is [[0, 3], [1, 4], [2, 5]].
	a := read("fortran_2x3_f4.npy")
	var got []float32
	for i := 0; i < a.Len(); i++ {
		got = append(got, math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:])))
	}
	if fmt.Sprint(a.Shape, got) != "[3 2] [0 3 1 4 2 5]" {
		t.Errorf("fortran 2-D: %v %v", a.Shape, got)
	}
	// np.asfortranarray(np.arange(24).reshape(2, 3, 4)) holds 0..23 in C order.
	b := read("fortran_3d_i2.npy")
	for i := 0; i < b.Len(); i++ {
		if v := int16(binary.LittleEndian.Uint16(b.Data[2*i:])); int(v) != i {
			t.Fatalf("fortran 3-D: element %d is %d", i, v)
		}
	}
	c := read("big_endian_i4.npy")
	var ints []int32
	for i := 0; i < c.Len(); i++ {
		ints = append(ints, int32(binary.LittleEndian.Uint32(c.Data[4*i:])))
	}
	if c.DType != I32 || fmt.Sprint(ints) != "[1 -2 70000]" {
		t.Errorf("big-endian: %s %v", c.DType, ints)
	}
}

// A structured dtype (a NumPy record, as np.save writes one) is read as its records'
// bytes with its members: NumPy's align=True padding members skipped, nested records
// flattened with dotted names; sub-arrays and big-endian members are refused.
func TestRecords(t *testing.T) {
	read := func(descr string, data int) (*Array, error) {
		h := "{'descr': " + descr + ", 'fortran_order': False, 'shape': (2,), }\n"
		src := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), 0)
		return Read(bytes.NewReader(append(append(src, h...), make([]byte, data)...)), 0)
	}
	a, err := read("[('a', '<i4'), ('', '|V4'), ('b', '<f8'), ('s', [('x', '<f4'), ('y', '|u1')]), ('', '|V3')]", 48)
	want := []Field{{"a", I32, 0}, {"b", F64, 8}, {"s.x", F32, 16}, {"s.y", U8, 20}}
	if err != nil || a.DType != U8 || len(a.Shape) != 2 || a.Shape[0] != 2 || a.Shape[1] != 24 || len(a.Data) != 48 ||
		fmt.Sprint(a.Fields) != fmt.Sprint(want) {
		t.Fatalf("records: %v %+v", err, a)
	}
	// A bool member (np.dtype([('f', 'i1'), ('b', '?'), ('n', '<i2')], align=True)) was
	// refused as "not little-endian numbers only", so a tiling struct with a bool member
	// could not be passed; it is one byte, read as u8.
	b, err := read("[('f', '|i1'), ('b', '|b1'), ('n', '<i2')]", 8)
	if want := []Field{{"f", I8, 0}, {"b", U8, 1}, {"n", I16, 2}}; err != nil || b.Shape[1] != 4 || fmt.Sprint(b.Fields) != fmt.Sprint(want) {
		t.Fatalf("bool member: %v %+v", err, b)
	}
	for _, d := range []string{"[('a', '<i4', (2,))]", "[('a', '>i4')]", "[('a', '|O')]", "[]", "[('a', '|b2')]"} {
		if _, err := read(d, 64); err == nil {
			t.Errorf("%s accepted", d)
		}
	}
}

// TestRecordsNestingBounded: a header nesting record lists beyond the bound is an error,
// not a deep recursion.
func TestRecordsNestingBounded(t *testing.T) {
	descr := strings.Repeat("[('a', ", 40) + "'<i4'" + strings.Repeat(")]", 40)
	if _, _, err := parseRecord(descr); err == nil || !strings.Contains(err.Error(), "nested more than") {
		t.Fatalf("got %v", err)
	}
	descr = strings.Repeat("[('a', ", 3) + "'<i4'" + strings.Repeat(")]", 3)
	fs, size, err := parseRecord(descr)
	if err != nil || size != 4 || len(fs) != 1 || fs[0].Name != "a.a.a" {
		t.Fatalf("got %v %d %v", fs, size, err)
	}
}
