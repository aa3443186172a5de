package memref_test

import (
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

const ops = `module {
  func.func @f(%arg0: memref<4x?xf32, 22>, %arg1: index, %arg2: f32) {
    %0 = memref.load %arg0[%arg1, %arg1] : memref<4x?xf32, 22>
    memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x?xf32, 22>
    %alloca = memref.alloca() : memref<8xi32>
    %alloca_0 = memref.alloca(%arg1) {alignment = 64 : i64} : memref<?xf32>
    %cast = memref.cast %alloca_0 : memref<?xf32> to memref<16xf32>
    %alloc = memref.alloc(%arg1) : memref<?xi8>
    memref.dealloc %alloc : memref<?xi8>
    return
  }
}`

func TestRoundTrip(t *testing.T) {
	if got := strings.TrimSpace(roundTrip(t, ops, false)); got != ops {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, ops)
	}
	generic := roundTrip(t, ops, true)
	if !strings.Contains(generic, `"memref.load"(%arg0, %arg1, %arg1) : (memref<4x?xf32, 22>, index, index) -> f32`) {
		t.Errorf("generic form:\n%s", generic)
	}
	if got := strings.TrimSpace(roundTrip(t, generic, false)); got != ops {
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
	} {
		mod, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err == nil {
			err = ir.Verify(mod)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want %q", err, tc.want)
		}
	}
}
