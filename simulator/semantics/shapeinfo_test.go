package semantics

import (
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// shapeArrays declares %s (3 entries: s0 s1 s2) and %o (2 entries: o0 o1) as private
// uint32 arrays, as a kernel builds the arrays it hands to a ShapeInfo constructor.
func shapeArrays(s [3]int64, o [2]int64) string {
	b := `  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %s = memref.alloca() : memref<3xi32>
  %o = memref.alloca() : memref<2xi32>
`
	for i, v := range s {
		b += fmt.Sprintf("  %%sv%d = arith.constant %d : i32\n  memref.store %%sv%d, %%s[%%i%d] : memref<3xi32>\n", i, v, i, i)
	}
	for i, v := range o {
		b += fmt.Sprintf("  %%ov%d = arith.constant %d : i32\n  memref.store %%ov%d, %%o[%%i%d] : memref<2xi32>\n", i, v, i, i)
	}
	return b
}

const shapeTensor = "!ascendc.local_tensor<64xf32>"

// The 5-operand constructor keeps shape and originalShape apart; the 2-operand one copies
// shape into originalShape. A ShapeInfo set on a tensor comes back from get_shape_info,
// also through a copy of the tensor (a loop-carried value), and GetShapeSize multiplies
// the shapeDim entries of shape.
func TestShapeInfoRoundTrip(t *testing.T) {
	src := `func.func @f() -> (i32, i32, i64, i32, i32, i32, i32) {
` + shapeArrays([3]int64{4, 5, 6}, [2]int64{20, 6}) + `
  %d3 = arith.constant 3 : i8
  %d2 = arith.constant 2 : i8
  %nd = arith.constant 0 : i8
  %si = ascendc.construct !ascendc.shape_info (%d3, %s, %d2, %o, %nd) : i8, memref<3xi32>, i8, memref<2xi32>, i8
  %t = ascendc.local_tensor_v3 vecin, 0, 64 : ` + shapeTensor + `
  ascendc.local_tensor.set_shape_info %t, %si : ` + shapeTensor + `, !ascendc.shape_info
  %t2 = scf.for %k = %i0 to %i2 step %i1 iter_args(%a = %t) -> (` + shapeTensor + `) {
    scf.yield %a : ` + shapeTensor + `
  }
  %g = ascendc.local_tensor.get_shape_info %t2 : ` + shapeTensor + `, !ascendc.shape_info
  %n = ascendc.get_shape_size %g : !ascendc.shape_info -> i32
  %s2 = ascendc.shape_info.shape %g, %i2 index, i32
  %o1 = ascendc.shape_info.original_shape %g, %i1 index, i64
  %si2 = ascendc.construct !ascendc.shape_info (%d2, %o) : i8, memref<2xi32>
  %n2 = ascendc.get_shape_size %si2 : !ascendc.shape_info -> i32
  %p1 = ascendc.shape_info.original_shape %si2, %i1 index, i32
  %z = ascendc.construct !ascendc.shape_info (%nd, %o, %nd) : i8, memref<2xi32>, i8
  %n0 = ascendc.get_shape_size %z : !ascendc.shape_info -> i32
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info %gt, %si2 : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %gg = ascendc.global_tensor.get_shape_info %gt : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %gs = ascendc.shape_info.shape %gg, %i0 index, i32
  return %n, %s2, %o1, %n2, %p1, %n0, %gs : i32, i32, i64, i32, i32, i32, i32
}`
	r := runFunc(t, src, "f")
	want := []int64{4 * 5 * 6, 6, 6, 20 * 6, 6, 1, 20}
	for i, w := range want {
		if r[i].I != w {
			t.Errorf("result %d = %d, want %d", i, r[i].I, w)
		}
	}
}

// GetShapeSize multiplies in 32 bits, as the API's int times uint32_t does, and returns an
// int: 70000·70000·3 wraps modulo 2^32 and reads back signed; the uint8_t dimension count
// takes its argument modulo 256 (259 → 3).
func TestShapeInfoSizeWraps(t *testing.T) {
	src := `func.func @f() -> (i64, i64) {
` + shapeArrays([3]int64{70000, 70000, 3}, [2]int64{1, 1}) + `
  %d = arith.constant 259 : i32
  %si = ascendc.construct !ascendc.shape_info (%d, %s) : i32, memref<3xi32>
  %n = ascendc.get_shape_size %si : !ascendc.shape_info -> i64
  %e = ascendc.shape_info.shape %si, %i0 index, i64
  return %n, %e : i64, i64
}`
	r := runFunc(t, src, "f")
	a := uint32(70000)
	want := int64(int32(a * a * 3))
	if r[0].I != want || r[1].I != 70000 {
		t.Fatalf("got %d %d, want %d 70000", r[0].I, r[1].I, want)
	}
}

// Members no constructor wrote are refused, never read as 0: entries past the dimension
// count, every member of a default-constructed ShapeInfo, and the ShapeInfo of a tensor
// never given one (also after ReinterpretCast, which builds a new tensor object).
func TestShapeInfoRefusals(t *testing.T) {
	pre := "func.func @f() -> i32 {\n" + shapeArrays([3]int64{4, 5, 6}, [2]int64{2, 2}) + `
  %d2 = arith.constant 2 : i8
  %t = ascendc.local_tensor_v3 vecin, 0, 64 : ` + shapeTensor + `
`
	for _, c := range []struct{ body, want string }{
		{`%si = ascendc.construct !ascendc.shape_info (%d2, %s) : i8, memref<3xi32>
  %r = ascendc.shape_info.shape %si, %i2 index, i32`, "'ascendc.shape_info.shape' op is not simulated for ShapeInfo.shape[2] past its 2 dimensions"},
		{`%c9 = arith.constant 8 : index
  %si = ascendc.construct !ascendc.shape_info (%d2, %s) : i8, memref<3xi32>
  %r = ascendc.shape_info.original_shape %si, %c9 index, i32`, "out-of-bounds index 8 of ShapeInfo.originalShape"},
		{`%si = ascendc.construct !ascendc.shape_info () []
  %r = ascendc.get_shape_size %si : !ascendc.shape_info -> i32`, "is not simulated for a default-constructed ShapeInfo"},
		{`%si = ascendc.local_tensor.get_shape_info %t : ` + shapeTensor + `, !ascendc.shape_info
  %r = ascendc.get_shape_size %si : !ascendc.shape_info -> i32`, "is not simulated for a default-constructed ShapeInfo (or that of a tensor never given one)"},
		{`%si = ascendc.construct !ascendc.shape_info (%d2, %s) : i8, memref<3xi32>
  ascendc.local_tensor.set_shape_info %t, %si : ` + shapeTensor + `, !ascendc.shape_info
  %u = ascendc.reinterpret_cast %t : ` + shapeTensor + ` to !ascendc.local_tensor<64xi32>
  %g = ascendc.local_tensor.get_shape_info %u : !ascendc.local_tensor<64xi32>, !ascendc.shape_info
  %r = ascendc.get_shape_size %g : !ascendc.shape_info -> i32`, "never given one"},
		{`%d9 = arith.constant 9 : i8
  %si = ascendc.construct !ascendc.shape_info (%d9, %s) : i8, memref<3xi32>
  %r = arith.constant 0 : i32`, "ShapeInfo dimension count 9 exceeds K_MAX_SHAPE_DIM (8)"},
		{`%d3 = arith.constant 3 : i8
  %si = ascendc.construct !ascendc.shape_info (%d3, %o) : i8, memref<2xi32>
  %r = arith.constant 0 : i32`, "out-of-bounds read [0, 12) of a 8-byte private object"},
	} {
		src := pre + "  " + c.body + "\n  return %r : i32\n}"
		if e := runErr(t, src, "f"); !strings.Contains(e, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.body, e, c.want)
		}
	}
	bad := `func.func @f(%a: i8, %s: memref<4xi32>) {
  %si = ascendc.construct !ascendc.shape_info (%a, %s, %a, %s) : i8, memref<4xi32>, i8, memref<4xi32>
  return
}`
	if e := compileErr(t, bad, "f"); !strings.Contains(e, "is not simulated for a ShapeInfo of 4 operands") {
		t.Errorf("4 operands: %q", e)
	}
	f16 := `func.func @f(%a: i8, %s: memref<4xf32>) {
  %si = ascendc.construct !ascendc.shape_info (%a, %s) : i8, memref<4xf32>
  return
}`
	if e := compileErr(t, f16, "f"); !strings.Contains(e, "is not simulated for a ShapeInfo shape array of type memref<4xf32>") {
		t.Errorf("float array: %q", e)
	}
}

// set_shape_info_v2 t, dims... is t.SetShapeInfo(ShapeInfo(n, dims)): shape and
// originalShape both hold the dimensions (of any integer type), GetShapeSize multiplies
// them; no dimension gives a 0-dimensional ShapeInfo (size 1) that reads nothing.
func TestSetShapeInfoDims(t *testing.T) {
	src := `func.func @f(%w: ui64) -> (i32, i32, i64, i32, i32) {
  %i0 = arith.constant 0 : index
  %i2 = arith.constant 2 : index
  %d0 = arith.constant 3 : i32
  %d1 = arith.constant 5 : i64
  %d2 = arith.constant 7 : i8
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %gt, %d0, %d1, %d2, %w : !ascendc.global_tensor<*xf32>, i32, i64, i8, ui64
  %g = ascendc.global_tensor.get_shape_info %gt : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %n = ascendc.get_shape_size %g : !ascendc.shape_info -> i32
  %s2 = ascendc.shape_info.shape %g, %i2 index, i32
  %o3 = ascendc.shape_info.original_shape %g, %i2 index, i64
  %g0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %g0 : !ascendc.global_tensor<*xf32>
  %z = ascendc.global_tensor.get_shape_info %g0 : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %n0 = ascendc.get_shape_size %z : !ascendc.shape_info -> i32
  %p = ascendc.global_tensor.get_shape_info %gt : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %s0 = ascendc.shape_info.original_shape %p, %i0 index, i32
  return %n, %s2, %o3, %n0, %s0 : i32, i32, i64, i32, i32
}`
	r := runFunc(t, src, "f", sim.Value{I: 4294967295})
	w, p := uint32(4294967295), uint32(3*5*7)
	want := []int64{int64(int32(p * w)), 7, 7, 1, 3}
	for i, x := range want {
		if r[i].I != x {
			t.Errorf("result %d = %d, want %d", i, r[i].I, x)
		}
	}
}

// A dimension that is no uint32_t value and more than K_MAX_SHAPE_DIM dimensions are
// refused; entries past the dimension count stay unreadable.
func TestSetShapeInfoDimsRefusals(t *testing.T) {
	run := func(dims, types string) string {
		return runErr(t, `func.func @f(%a: i64, %b: ui64) -> i32 {
  %i1 = arith.constant 1 : index
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %gt`+dims+` : !ascendc.global_tensor<*xf32>`+types+`
  %g = ascendc.global_tensor.get_shape_info %gt : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %r = ascendc.shape_info.shape %g, %i1 index, i32
  return %r : i32
}`, "f", sim.Value{I: -1}, sim.Value{I: -1})
	}
	for _, c := range []struct{ dims, types, want string }{
		{", %a", ", i64", "'ascendc.global_tensor.set_shape_info_v2' op is not simulated for dimension 0 = -1: a ShapeInfo dimension is a uint32_t"},
		{", %a, %b", ", i64, ui64", "dimension 0 = -1"},
		{"", "", "is not simulated for ShapeInfo.shape[1] past its 0 dimensions"},
	} {
		if e := run(c.dims, c.types); !strings.Contains(e, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.dims, e, c.want)
		}
	}
	big := `func.func @f(%a: i64) -> i32 {
  %i1 = arith.constant 1 : index
  %c = arith.constant 4294967296 : i64
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %gt, %a, %c : !ascendc.global_tensor<*xf32>, i64, i64
  %r = arith.constant 0 : i32
  return %r : i32
}`
	if e := runErr(t, big, "f", sim.Value{I: 2}); !strings.Contains(e, "dimension 1 = 4294967296") {
		t.Errorf("2^32: %q", e)
	}
	u := `func.func @f(%b: ui64) -> i32 {
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %gt, %b : !ascendc.global_tensor<*xf32>, ui64
  %r = arith.constant 0 : i32
  return %r : i32
}`
	if e := runErr(t, u, "f", sim.Value{I: -1}); !strings.Contains(e, "dimension 0 = 18446744073709551615") {
		t.Errorf("ui64 max: %q", e)
	}
	nine := `func.func @f(%a: i32) {
  %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_shape_info_v2 %gt, %a, %a, %a, %a, %a, %a, %a, %a, %a : !ascendc.global_tensor<*xf32>, i32, i32, i32, i32, i32, i32, i32, i32, i32
  return
}`
	if e := compileErr(t, nine, "f"); !strings.Contains(e, "is not simulated for 9 dimensions: a ShapeInfo holds at most K_MAX_SHAPE_DIM (8)") {
		t.Errorf("9 dims: %q", e)
	}
}
