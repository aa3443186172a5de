package semantics

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// scalarArgKernel loads 16 elements of type et from x into UB, runs op (an L2 call of %o,
// %a, %s and %n, or dst and src of another type in `body`) and stores %o (16 of ot) to y.
func scalarArgKernel(et, ot, scalar, body string) string {
	lt := "!ascendc.local_tensor<16x" + et + ">"
	ol := "!ascendc.local_tensor<16x" + ot + ">"
	return `func.func @k(%x: memref<?x` + et + `, 22>, %y: memref<?x` + ot + `, 22>) {
  %c0 = arith.constant 0 : i32
  %n = arith.constant 16 : i32
  %s = ` + scalar + `
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*x` + et + `>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*x` + et + `>, memref<?x` + et + `, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*x` + ot + `>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*x` + ot + `>, memref<?x` + ot + `, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 16 : ` + lt + `
  %o = ascendc.local_tensor_v3 vecout, 1024, 16 : ` + ol + `
  ascendc.data_copy_l2 %a, %gx, %n : ` + lt + `, !ascendc.global_tensor<*x` + et + `>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
` + strings.NewReplacer("LT", lt, "OL", ol).Replace(body) + `
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %n : !ascendc.global_tensor<*x` + ot + `>, ` + ol + `, i32
  return
}`
}

func h16(v float64) uint16 { return numeric.F32ToF16(float32(v)) }

// TestScalarArgConverted: the scalar of a vector-scalar call binds the `const T&`
// parameter of the instantiated API (`Adds<half, 0>(dst, src, scalar, n)`), so a scalar of
// another type reaches the instruction converted as C++ converts it: an f32 scalar to half
// before the add (2048 + half(1.0004) = 2048 + 1 is a tie, kept even: 2048; adding the f32
// value gave 2050), an i32 scalar into int16 lanes modulo 2^16, an f32 into int16 lanes
// truncated. A float scalar out of an integer parameter's range is refused (undefined in
// C++), and so is a scalar of another type in a call emitted without template arguments
// (Duplicate, Axpy, CompareScalar, Select at L2: the deduction conflicts, it does not
// compile).
func TestScalarArgConverted(t *testing.T) {
	f16in := func(v float64) []byte {
		b := make([]byte, 32)
		for i := 0; i < 16; i++ {
			binary.LittleEndian.PutUint16(b[2*i:], h16(v))
		}
		return b
	}
	i16in := func(v int16) []byte {
		b := make([]byte, 32)
		for i := 0; i < 16; i++ {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
		}
		return b
	}
	cases := []struct {
		name, et, ot, scalar, body string
		in                         []byte
		out                        int // output bytes
		want                       func(y []byte) string
	}{
		{"adds f16, f32 scalar", "f16", "f16", "arith.constant 1.0004 : f32", "  ascendc.adds_l2 %o, %a, %s, %n : OL, LT, f32, i32", f16in(2048), 32,
			func(y []byte) string { return wantU16(y, h16(2048)) }},
		{"muls f16, f32 scalar", "f16", "f16", "arith.constant 0.1 : f32", "  ascendc.muls_l2 %o, %a, %s, %n : OL, LT, f32, i32", f16in(1.5), 32,
			func(y []byte) string {
				return wantU16(y, h16(1.5*float64(numeric.F16ToF32(h16(0.1)))))
			}},
		{"adds i16, i32 scalar", "i16", "i16", "arith.constant 70000 : i32", "  ascendc.adds_l2 %o, %a, %s, %n : OL, LT, i32, i32", i16in(5), 32,
			func(y []byte) string { return wantU16(y, uint16(5+70000-65536)) }},
		{"maxs i16, f32 scalar", "i16", "i16", "arith.constant 3.7 : f32", "  ascendc.maxs_l2 %o, %a, %s, %n : OL, LT, f32, i32", i16in(-9), 32,
			func(y []byte) string { return wantU16(y, 3) }},
	}
	for _, c := range cases {
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, c.out), Name: "y"}
		_, d := kernel(t, scalarArgKernel(c.et, c.ot, c.scalar, c.body), 1, &sim.Arg{Kind: sim.ArgIn, Data: c.in, Name: "x"}, y)
		if d != "" {
			t.Errorf("%s: %s", c.name, d)
			continue
		}
		if msg := c.want(y.Data); msg != "" {
			t.Errorf("%s: %s", c.name, msg)
		}
	}
	_, d := kernel(t, scalarArgKernel("i16", "i16", "arith.constant 1.0e6 : f32", "  ascendc.adds_l2 %o, %a, %s, %n : OL, LT, f32, i32"), 1,
		&sim.Arg{Kind: sim.ArgIn, Data: i16in(1), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "y"})
	if !strings.Contains(d, "outside the range of the i16 parameter") {
		t.Errorf("f32 1e6 into int16 lanes: %q", d)
	}
	for _, c := range []struct{ name, ot, body, want string }{
		{"duplicate f16, f32 scalar", "f16", "  ascendc.duplicate_l2 %o, %s, %n : OL, f32, i32", "with a f32 scalar for f16 elements of dst"},
		{"axpy f32<-f16, f32 scalar", "f32", "  ascendc.axpy_l2 %o, %a, %s, %n : OL, LT, f32, i32", "with a f32 scalar for f16 elements of src"},
		{"compare_scalar f16, f32 scalar", "ui8", "  ascendc.compare_scalar_l2 %o, %a, %s, %n {cmpMode = 0 : i32} : OL, LT, f32, i32", "with a f32 scalar for f16 elements of src0"},
	} {
		_, d := kernel(t, scalarArgKernel("f16", c.ot, "arith.constant 0.5 : f32", c.body), 1,
			&sim.Arg{Kind: sim.ArgIn, Data: f16in(1), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 64), Name: "y"})
		if !strings.Contains(d, c.want) || !strings.Contains(d, "does not compile") {
			t.Errorf("%s: want it refused (%s), got %q", c.name, c.want, d)
		}
	}
}

func wantU16(y []byte, w uint16) string {
	for i := 0; i < len(y)/2; i++ {
		if g := binary.LittleEndian.Uint16(y[2*i:]); g != w {
			return fmt.Sprintf("y[%d] = %#04x, want %#04x", i, g, w)
		}
	}
	return ""
}
