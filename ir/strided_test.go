package ir

import (
	"strings"
	"testing"
)

func memrefOf(t *testing.T, s string) *MemRefType {
	t.Helper()
	m, err := ParseSource(unregCtx(), "t.mlir", []byte(`"test.op"() {t = `+s+`} : () -> ()`), ParseOptions{})
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	var mt *MemRefType
	m.Walk(func(op *Operation) bool {
		if ta, ok := op.Attr("t").(*TypeAttr); ok {
			mt, _ = ta.Type.(*MemRefType)
		}
		return true
	})
	if mt == nil {
		t.Fatalf("%s: no memref", s)
	}
	return mt
}

func unregCtx() *Context {
	c := NewContext()
	c.AllowUnregistered = true
	return c
}

func TestStridedLayout(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		strides []int64
		offset  int64
		ok      bool
	}{
		{"memref<4x8xf32>", "memref<4x8xf32>", []int64{8, 1}, 0, true},
		{"memref<?x8x?xf32>", "memref<?x8x?xf32>", []int64{Dynamic, Dynamic, 1}, 0, true},
		{"memref<4x0x2xf32>", "memref<4x0x2xf32>", []int64{Dynamic, 2, 1}, 0, true},
		{"memref<4x8xf32, strided<[8, 1], offset: 0>>", "memref<4x8xf32, strided<[8, 1]>>", []int64{8, 1}, 0, true},
		{"memref<4x8xf32, strided<[?, 2], offset: ?>>", "memref<4x8xf32, strided<[?, 2], offset: ?>>", []int64{Dynamic, 2}, Dynamic, true},
		{"memref<f32, strided<[], offset: 3>>", "memref<f32, strided<[], offset: 3>>", []int64{}, 3, true},
		{"memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 5)>>", "", []int64{Dynamic, 1}, 5, true},
		{"memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d1 * 4 + s0 + d0 * 32)>>", "", []int64{32, 4}, Dynamic, true},
		{"memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>", "", nil, 0, false},
		{"memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1 + 1)>>", "", nil, 0, false},
	} {
		mt := memrefOf(t, tc.in)
		if tc.out != "" && TypeString(mt) != tc.out {
			t.Errorf("%s printed %s, want %s", tc.in, TypeString(mt), tc.out)
		}
		s, o, ok := StridesAndOffset(mt)
		if ok != tc.ok || ok && (!shapesEqual(s, tc.strides) || o != tc.offset) {
			t.Errorf("%s: strides %v offset %d ok %v, want %v %d %v", tc.in, s, o, ok, tc.strides, tc.offset, tc.ok)
		}
	}
}

func TestStridedLayoutErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"memref<4xf32, strided<[0]>>", "strides must not be zero"},
		{"memref<4xf32, strided<[1, 2]>>", "expected the number of strides to match the rank"},
		{"memref<4xf32, strided<[1], offset 2>>", "expected ':'"},
	} {
		_, err := ParseSource(unregCtx(), "t.mlir", []byte(`"test.op"() {t = `+tc.in+`} : () -> ()`), ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.in, err, tc.want)
		}
	}
}
