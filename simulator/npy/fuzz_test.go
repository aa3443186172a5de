package npy

import (
	"bytes"
	"testing"
)

// FuzzRead: any bytes are read as an array or refused, never a panic or an allocation
// beyond the limit; what is read writes back to bytes that read as the same array.
func FuzzRead(f *testing.F) {
	var ok bytes.Buffer
	_ = Write(&ok, &Array{DType: F32, Shape: []int{2, 2}, Data: make([]byte, 16)})
	f.Add(ok.Bytes())
	f.Add([]byte("\x93NUMPY\x01\x00\x76\x00{'descr': '<f4', 'fortran_order': False, 'shape': (2305843009217888256,), }"))
	f.Add([]byte("\x93NUMPY\x02\x00\x00\x00\x00\x00"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := Read(bytes.NewReader(data), 1<<20)
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := Write(&b, a); err != nil {
			t.Fatalf("read %v but cannot write it: %v", a.Shape, err)
		}
		back, err := Read(bytes.NewReader(b.Bytes()), 1<<20)
		if err != nil {
			t.Fatalf("written array does not read back: %v", err)
		}
		if back.DType != a.DType || len(back.Shape) != len(a.Shape) || !bytes.Equal(back.Data, a.Data) {
			t.Fatalf("round trip changed the array: %v %v -> %v %v", a.DType, a.Shape, back.DType, back.Shape)
		}
	})
}
