package semantics

import (
	"encoding/binary"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// setValueKernel stores VALUE (of type VT) with SetValue into element 0 of a 16-element
// local tensor of ET and copies the tensor to y.
const setValueKernel = `func.func @k(%y: memref<?xET, 22>) {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %z = arith.constant 0 : ET
  %v = arith.constant VALUE : VT
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xET>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xET>, memref<?xET, 22>
  %u = ascendc.local_tensor_v3 vecout, 0, 16 : !ascendc.local_tensor<16xET>
  ascendc.duplicate_l2 %u, %z, %c16 : !ascendc.local_tensor<16xET>, ET, i32
  ascendc.set_flag v_s, %c0 : i32
  ascendc.wait_flag v_s, %c0 : i32
  ascendc.local_tensor.set_value %u, %c0, %v : !ascendc.local_tensor<16xET>, i32, VT
  ascendc.set_flag s_mte3, %c0 : i32
  ascendc.wait_flag s_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %u, %c16 : !ascendc.global_tensor<*xET>, !ascendc.local_tensor<16xET>, i32
  return
}`

// SetValue(index, value) is emitted as `t.SetValue(i, v)` with v's own C++ type: a float
// value converts to an integer element as C++ converts it, toward zero, not rounded to
// nearest as the vector unit converts (the simulator stored rint(v) saturated: 2.7 gave
// 3). A value outside the element's range, or NaN, is undefined in C++ and refused.
func TestSetValueFloatToIntTruncates(t *testing.T) {
	for _, c := range []struct {
		et, vt, value string
		want          int32
		refused       string
	}{
		{"i32", "f32", "2.7", 2, ""},
		{"i32", "f32", "-2.7", -2, ""},
		{"i32", "f16", "2.5", 2, ""},
		{"i16", "f32", "-32768.9", -32768, ""},
		{"i32", "f32", "3.0e+10", 0, "outside the range"},
		{"i32", "f32", "0x7FC00000", 0, "outside the range"},
	} {
		src := strings.NewReplacer("ET", c.et, "VT", c.vt, "VALUE", c.value).Replace(setValueKernel)
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 64), Name: "y"}
		_, d := kernel(t, src, 1, y)
		if c.refused != "" {
			if !strings.Contains(d, c.refused) {
				t.Errorf("%s %s into %s: want it refused (%q), got %q", c.vt, c.value, c.et, c.refused, d)
			}
			continue
		}
		if d != "" {
			t.Fatalf("%s %s into %s: %s", c.vt, c.value, c.et, d)
		}
		got := int32(binary.LittleEndian.Uint32(y.Data))
		if c.et == "i16" {
			got = int32(int16(binary.LittleEndian.Uint16(y.Data)))
		}
		if got != c.want {
			t.Errorf("SetValue(%s %s) into %s = %d, want %d", c.vt, c.value, c.et, got, c.want)
		}
	}
}

// A py_struct member assigned a value of another type (`b.f = v;`, `r.f = v;` of
// init_struct) takes the value converted to the member's type, and a member read into a
// result of another type (`R v = b.f;`) converts again, as C++ does. The simulator stored
// the register of the other type as it was: an f32 2.7 into an i32 member read back 0.
func TestPyStructMemberConverts(t *testing.T) {
	const ps = `!emitasc.py_struct<"Cfg", [i8, i32, f16], ["a", "b", "c"]>`
	src := `func.func @k(%v: f32) -> (i32, i32, f32, f32, i8) {
  %m = memref.alloca() : memref<1x` + ps + `>
  %q = memref.cast %m : memref<1x` + ps + `> to memref<?x` + ps + `>
  %r = emitasc.dereference %q : memref<?x` + ps + `>, ` + ps + `
  emitasc.set_member %r "b", %v : ` + ps + `, f32
  %b = emitasc.member %q "b" : memref<?x` + ps + `>, i32
  %s = emitasc.init_struct ` + ps + `("b" = %v : f32, "c" = %v : f32)
  %sb = emitasc.member %s "b" : ` + ps + `, i32
  %sbf = emitasc.member %s "b" : ` + ps + `, f32
  %sc = emitasc.member %s "c" : ` + ps + `, f32
  %big = arith.constant 300 : i32
  emitasc.set_member %s "a", %big : ` + ps + `, i32
  %sa = emitasc.member %s "a" : ` + ps + `, i8
  return %b, %sb, %sbf, %sc, %sa : i32, i32, f32, f32, i8
}`
	r := runFunc(t, src, "k", sim.Value{F: 2.7})
	half := float64(float32(2.69921875)) // 2.7 rounded to f16
	if r[0].I != 2 || r[1].I != 2 || r[2].F != 2 || r[3].F != half || r[4].I != 44 {
		t.Fatalf("got b=%d, init b=%d, b as f32=%v, c=%v, a=%d; want 2, 2, 2, %v, 44 (300 mod 256)", r[0].I, r[1].I, r[2].F, r[3].F, r[4].I, half)
	}
	if e := runErr(t, src, "k", sim.Value{F: 3e10}); !strings.Contains(e, "outside the range") {
		t.Fatalf("3e10 into an i32 member: want it refused, got %q", e)
	}
}

// set_member of a parameter structure's float member (DataCopyPadExtParams<float>'s
// paddingValue) keeps the exact value as init_struct does; it was kept as an integer, so
// 0.5 padded with 0.
func TestSetMemberPadValueKeepsFloat(t *testing.T) {
	src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c12 = arith.constant 12 : i32
  %c32 = arith.constant 32 : i32
  %pad = arith.constant 5.000000e-01 : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %in = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %c12 : i32)
  %pp = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c1 : i32)
  emitasc.set_member %pp "paddingValue", %pad : !ascendc.data_copy_pad_ext_params<f32>, f32
  %out = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %c32 : i32)
  ascendc.data_copy_pad_l0_ext %u, %gx, %in, %pp : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`
	checkPaddedRow(t, src, "0.5 by set_member", 0.5)
}

// A parameter structure's float member read back (`float v = pp.paddingValue;`) is its
// exact value; it was read as the integer the structure also keeps (0.5 gave 0).
func TestParamsFloatMemberRead(t *testing.T) {
	src := `func.func @k(%v: f32) -> (f32, i32) {
  %c1 = arith.constant 1 : i32
  %pp = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c1 : i32, "paddingValue" = %v : f32)
  %p = emitasc.member %pp "paddingValue" : !ascendc.data_copy_pad_ext_params<f32>, f32
  %i = emitasc.member %pp "paddingValue" : !ascendc.data_copy_pad_ext_params<f32>, i32
  return %p, %i : f32, i32
}`
	r := runFunc(t, src, "k", sim.Value{F: -2.5})
	if r[0].F != -2.5 || r[1].I != -2 {
		t.Fatalf("paddingValue read as f32 = %v, as i32 = %d; want -2.5 and -2", r[0].F, r[1].I)
	}
}

// emitasc.variable is `T v[n]{x}`: element 0 takes x converted to T as C++ converts it
// (integers modulo 2^N, floats toward zero, integers to the nearest float). The simulator
// stored the register as it was: a constant 7 into a float array read back 0, an f32 2.5
// into an i32 array 0. A float literal never initialises an integer array (always a
// narrowing conversion, ill-formed C++) and a value outside the integer's range is
// undefined: both are refused.
func TestVariableInitConverts(t *testing.T) {
	run := func(body, ret string) ([]sim.Value, string) {
		src := `func.func @k(%x: f32, %i: i32, %s: i16) -> ` + ret + ` {
  %c0 = arith.constant 0 : index
` + body + `
}`
		if e := compileErr(t, src, "k"); e != "" {
			return nil, e
		}
		if e := runErr(t, src, "k", sim.Value{F: 2.5}, sim.Value{I: 9}, sim.Value{I: -5}); e != "" {
			return nil, e
		}
		return runFunc(t, src, "k", sim.Value{F: 2.5}, sim.Value{I: 9}, sim.Value{I: -5}), ""
	}
	for _, c := range []struct {
		body, ret string
		want      float64
		refused   string
	}{
		{"  %c7 = arith.constant 7 : i32\n  %v = emitasc.variable %c7 : i32, memref<1xf32>\n  %r = memref.load %v[%c0] : memref<1xf32>\n  return %r : f32", "f32", 7, ""},
		{"  %c3 = arith.constant 3 : i32\n  %v = emitasc.variable %c3 : i32, memref<1xui32>\n  %r = memref.load %v[%c0] : memref<1xui32>\n  return %r : ui32", "ui32", 3, ""},
		{"  %v = emitasc.variable %s : i16, memref<1xi32>\n  %r = memref.load %v[%c0] : memref<1xi32>\n  return %r : i32", "i32", -5, ""},
		{"  %m1 = arith.constant -1 : i32\n  %v = emitasc.variable %m1 : i32, memref<1xui32>\n  %r = memref.load %v[%c0] : memref<1xui32>\n  return %r : ui32", "ui32", 4294967295, ""},
		{"  %v = emitasc.variable %x : f32, memref<1xi32>\n  %r = memref.load %v[%c0] : memref<1xi32>\n  return %r : i32", "i32", 2, ""},
		{"  %v = emitasc.variable %i : i32, memref<1xf32>\n  %r = memref.load %v[%c0] : memref<1xf32>\n  return %r : f32", "f32", 9, ""},
		{"  %big = arith.constant 3.0e+10 : f32\n  %v = emitasc.variable %big : f32, memref<1xi32>\n  %r = memref.load %v[%c0] : memref<1xi32>\n  return %r : i32", "i32", 0, "outside the range"},
		{"  %v = emitasc.variable 2.5 : f32, memref<1xi32>\n  %r = memref.load %v[%c0] : memref<1xi32>\n  return %r : i32", "i32", 0, "narrows it"},
	} {
		r, e := run(c.body, c.ret)
		switch {
		case c.refused != "":
			if !strings.Contains(e, c.refused) {
				t.Errorf("%s: want it refused (%q), got %q", c.body, c.refused, e)
			}
		case e != "":
			t.Errorf("%s: %s", c.body, e)
		case sim.ScalarToElem(r[0], map[string]sim.DType{"f32": sim.F32, "ui32": sim.U32, "i32": sim.I32}[c.ret]) != c.want:
			t.Errorf("%s: got %+v, want %v", c.body, r[0], c.want)
		}
	}
}

// Repeat strides are uint8_t members (UnaryRepeatParams' block strides uint16_t,
// hardware.md §2): a value set by name beyond that range is what `r.dstRepStride = 256;`
// wraps to 0 in C++; the simulator, which keeps the value set, used 256. It is refused.
func TestRepeatStrideOutsideMemberRange(t *testing.T) {
	for _, c := range []struct{ params, want string }{
		{`emitasc.init_struct !ascendc.unary_repeat_params("dstRepStride" = %c256 : i32)`, "dstRepStride 256 is outside 0..255"},
		{`emitasc.init_struct !ascendc.unary_repeat_params("srcBlkStride" = %m1 : i32)`, "srcBlkStride -1 is outside 0..65535"},
	} {
		body := `  %h = arith.constant 1.0 : f32
  %c256 = arith.constant 256 : i32
  %m1 = arith.constant -1 : i32
  %p = ` + c.params + `
  ascendc.adds_l0 %o, %a, %h, %c8, %c1, %p {isSetMask} : ` + lt + `, ` + lt + `, f32, i32, i32, !ascendc.unary_repeat_params`
		if _, d := runWrap(t, body); !strings.Contains(d, c.want) {
			t.Errorf("%s: want %q, got %q", c.params, c.want, d)
		}
	}
}
