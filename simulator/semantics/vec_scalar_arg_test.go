package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
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
// truncated, Axpy<float, half>'s scalar to half. A float scalar out of an integer
// parameter's range is refused (undefined in C++).
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
		{"duplicate f16, f32 scalar", "f16", "f16", "arith.constant 0.1 : f32", "  ascendc.duplicate_l2 %o, %s, %n : OL, f32, i32", f16in(0), 32,
			func(y []byte) string { return wantU16(y, h16(0.1)) }},
		{"adds i16, i32 scalar", "i16", "i16", "arith.constant 70000 : i32", "  ascendc.adds_l2 %o, %a, %s, %n : OL, LT, i32, i32", i16in(5), 32,
			func(y []byte) string { return wantU16(y, uint16(5+70000-65536)) }},
		{"maxs i16, f32 scalar", "i16", "i16", "arith.constant 3.7 : f32", "  ascendc.maxs_l2 %o, %a, %s, %n : OL, LT, f32, i32", i16in(-9), 32,
			func(y []byte) string { return wantU16(y, 3) }},
		{"axpy f32<-f16, f32 scalar", "f16", "f32", "arith.constant 1.00001 : f32",
			"  %z = arith.constant 0.0 : f32\n  ascendc.duplicate_l2 %o, %z, %n : OL, f32, i32\n  ascendc.pipe_barrier pipe_v\n  ascendc.axpy_l2 %o, %a, %s, %n : OL, LT, f32, i32", f16in(2048), 64,
			func(y []byte) string {
				for i := 0; i < 16; i++ {
					if g := math.Float32frombits(binary.LittleEndian.Uint32(y[4*i:])); g != 2048 {
						return fmt.Sprintf("y[%d] = %v, want 2048 (the scalar as half, 1.0)", i, g)
					}
				}
				return ""
			}},
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
}

func wantU16(y []byte, w uint16) string {
	for i := 0; i < len(y)/2; i++ {
		if g := binary.LittleEndian.Uint16(y[2*i:]); g != w {
			return fmt.Sprintf("y[%d] = %#04x, want %#04x", i, g, w)
		}
	}
	return ""
}
