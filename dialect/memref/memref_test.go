package memref_test

import (
	"os"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

func roundTrip(t *testing.T, src string, generic bool) string {
	t.Helper()
	out, err := all.RoundTrip(src, generic)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return out
}

// TestRoundTrip reads every op in its custom form (testdata/roundtrip.mlir is mlir-opt 19's
// output), prints it back unchanged, and goes through the generic form and back.
func TestRoundTrip(t *testing.T) {
	b, err := os.ReadFile("testdata/roundtrip.mlir")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.TrimSpace(string(b))
	if got := strings.TrimSpace(roundTrip(t, src, false)); got != src {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, src)
	}
	generic := roundTrip(t, src, true)
	for _, want := range []string{
		`<{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}>`,
		`<{isDataCache = true, isWrite = true, localityHint = 1 : i32}>`,
		`<{kind = 13 : i64}>`,
		`:6 = "memref.extract_strided_metadata"`,
	} {
		if !strings.Contains(generic, want) {
			t.Errorf("generic form lacks %s:\n%s", want, generic)
		}
	}
	if got := strings.TrimSpace(roundTrip(t, generic, false)); got != src {
		t.Errorf("generic reparsed:\n%s", got)
	}
}

func TestVerifier(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}`, "incorrect number of indices for load, expected 2 but got 1"},
		{`func.func @f(%n: index) {
  %0 = memref.alloca(%n) : memref<4xf32>
  return
}`, "dimension operand count does not equal memref dynamic dimension count"},
		{`func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}`, "expected result type to be 'memref<4x4xf32, strided<[16, 2]>>' or a rank-reduced version. (mismatch of result layout)"},
		{`func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1]>>
  return
}`, ""},
		{`func.func @f(%m: memref<4x?xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<8xf32>
  return
}`, "collapsed dim (0) must be dynamic if and only if reassociation group is dynamic"},
		{`func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32>
  return
}`, "invalid source layout map or collapsing non-contiguous dims"},
		{`func.func @f(%m: memref<4x4xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}`, ""},
		{`func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}`, "operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible"},
		{`func.func @f(%m: memref<4xf32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<4xf32>) -> i32
  return
}`, "failed to verify that value type matches element type of memref"},
		{`memref.global @g : memref<4xf32> = dense<1.0>
func.func @f() {
  %0 = memref.get_global @g : memref<4xf16>
  return
}`, "result type 'memref<4xf16>' does not match type 'memref<4xf32>' of the global memref @g"},
		{`func.func @f(%m: memref<2048xi8>, %i: index) {
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?xf32>
  return
}`, "incorrect number of size operands for type 'memref<?xf32>'"},
		// Custom forms read a MemRefType where LLVM 19's parsers do, and unranked
		// memrefs where its constraints allow them.
		{`func.func @f(%m: memref<*xf32>) {
  memref.prefetch %m[], read, locality<3>, data : memref<*xf32>
  return
}`, "t.mlir:2:49: error: custom op 'memref.prefetch' invalid kind of type specified"},
		{`func.func @f(%m: memref<*xf32>) {
  memref.assume_alignment %m, 16 : memref<*xf32>
  return
}`, "t.mlir:2:36: error: custom op 'memref.assume_alignment' invalid kind of type specified"},
		{`func.func @f(%m: memref<*xf32>) {
  %0 = memref.transpose %m (i) -> (i) : memref<*xf32> to memref<*xf32>
  return
}`, "t.mlir:2:39: error: custom op 'memref.transpose' invalid kind of type specified"},
		{`func.func @f(%m: memref<*xf32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<*xf32> -> index
  return
}`, ""},
		{`func.func @f(%m: memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  %0 = memref.collapse_shape %m [] : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>> into memref<8xf32>
  return
}`, "operand #0 must be strided memref of any type values, but got 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>'"},
	} {
		mod, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err == nil {
			err = ir.Verify(mod)
		}
		if tc.want == "" {
			if err != nil {
				t.Errorf("unexpected error %v\n%s", err, tc.src)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want %q", err, tc.want)
		}
	}
}
