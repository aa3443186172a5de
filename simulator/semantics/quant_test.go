package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// fusedCastKernel runs body in PyAsc's shape: x0, x1 (256 elements of st) are copied GM→UB
// into %a, %b; y (256 elements of dt, initialised by the caller) into %o; body computes
// into %o, which is copied back. Constants %c0 %c1 %c2 %c4 %c8 %c10 %c256 (i32).
func fusedCastKernel(t *testing.T, st, dt, body string, x0, x1, y0 []byte) ([]byte, string) {
	t.Helper()
	src := `func.func @k(%x0: memref<?xST, 22>, %x1: memref<?xST, 22>, %y: memref<?xDT, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c10 = arith.constant 10 : i32
  %c256 = arith.constant 256 : i32
  %g0 = ascendc.global_tensor : !ascendc.global_tensor<*xST>
  ascendc.global_tensor.set_global_buffer %g0, %x0 : !ascendc.global_tensor<*xST>, memref<?xST, 22>
  %g1 = ascendc.global_tensor : !ascendc.global_tensor<*xST>
  ascendc.global_tensor.set_global_buffer %g1, %x1 : !ascendc.global_tensor<*xST>, memref<?xST, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xDT>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xDT>, memref<?xDT, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 256 : SLT
  %b = ascendc.local_tensor_v3 vecin, 4096, 256 : SLT
  %o = ascendc.local_tensor_v3 vecout, 8192, 256 : DLT
  ascendc.data_copy_l2 %a, %g0, %c256 : SLT, !ascendc.global_tensor<*xST>, i32
  ascendc.data_copy_l2 %b, %g1, %c256 : SLT, !ascendc.global_tensor<*xST>, i32
  ascendc.data_copy_l2 %o, %gy, %c256 : DLT, !ascendc.global_tensor<*xDT>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
BODY
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c256 : !ascendc.global_tensor<*xDT>, DLT, i32
  return
}`
	src = strings.NewReplacer("BODY", body, "SLT", "!ascendc.local_tensor<256xST>", "DLT", "!ascendc.local_tensor<256xDT>").Replace(src)
	src = strings.NewReplacer("ST", st, "DT", dt).Replace(src)
	y := &sim.Arg{Kind: sim.ArgInOut, Data: append([]byte(nil), y0...), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: x0, Name: "x0"}, &sim.Arg{Kind: sim.ArgIn, Data: x1, Name: "x1"}, y)
	return y.Data, d
}

func fill(n, es int, b byte) []byte {
	return []byte(strings.Repeat(string([]byte{b}), n*es))
}

func i16buf(v []int16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(x))
	}
	return b
}

func l2op(op, st, dt string) string {
	return fmt.Sprintf("  ascendc.%s %%o, %%a, %%b, %%c256 : !ascendc.local_tensor<256x%s>, !ascendc.local_tensor<256x%s>, !ascendc.local_tensor<256x%s>, i32", op, dt, st, st)
}

// cycle repeats the edge cases over 256 lanes.
func cycle[T any](v []T) []T {
	out := make([]T, 256)
	for i := range out {
		out[i] = v[i%len(v)]
	}
	return out
}

// The references below are written by hand from the rule of docs/sim/quant.md §1: the
// inputs are chosen so that the arithmetic is exact in the source type (or overflows it),
// and the expected outputs spell out round-half-to-even and saturation.
func TestFusedCastL2(t *testing.T) {
	type tc struct {
		op, st, dt string
		x0, x1     []float32 // values exact in the source type
		want       []float64
	}
	cases := []tc{
		// f16 -> s8: sum, relu, RINT, saturate; 60000+10000 overflows f16 to inf -> 127.
		{"add_relu_cast_l2", "f16", "i8", []float32{126, 1, -3, 100, 60000, 2, -0.25, 0.25},
			[]float32{0.5, 1.5, 2.5, 27.5, 10000, 0.5, 0.5, 0.25}, []float64{126, 2, 0, 127, 127, 2, 0, 0}},
		// f32 -> f16: ties to even, finite overflow saturates to 65504.
		{"add_relu_cast_l2", "f32", "f16", []float32{1, 1, 60000, -5, 1, 3},
			[]float32{1.0 / 2048, 3.0 / 2048, 10000, 1, 1.0 / 4096, -3}, []float64{1, 1 + 1.0/512, 65504, 0, 1, 0}},
		{"sub_relu_cast_l2", "f16", "i8", []float32{3, 5.5, -1, 200, 0.5},
			[]float32{0.5, 1, -2, -100, 1}, []float64{2, 4, 1, 127, 0}},
		// f16 -> s8 / u8: product, RINT, saturate.
		{"mul_cast_l2", "f16", "i8", []float32{-100, 0.5, 2.5, -1.5, 16},
			[]float32{2, 3, 1, 1, 16}, []float64{-128, 2, 2, -2, 127}},
		{"mul_cast_l2", "f16", "ui8", []float32{3, 16, 2.5, 3.5, 0.25},
			[]float32{-2, 16, 1, 1, 2}, []float64{0, 255, 2, 4, 0}},
	}
	for _, c := range cases {
		enc := f16bits
		if c.st == "f32" {
			enc = f32buf
		}
		es := map[string]int{"i8": 1, "ui8": 1, "f16": 2}[c.dt]
		y, d := fusedCastKernel(t, c.st, c.dt, l2op(c.op, c.st, c.dt), enc(cycle(c.x0)...), enc(cycle(c.x1)...), fill(256, es, 0x55))
		if d != "" {
			t.Fatalf("%s %s->%s: %s", c.op, c.st, c.dt, d)
		}
		for i := 0; i < 256; i++ {
			var got float64
			switch c.dt {
			case "i8":
				got = float64(int8(y[i]))
			case "ui8":
				got = float64(y[i])
			case "f16":
				got = float64(f16at(y, i))
			}
			if want := c.want[i%len(c.want)]; got != want {
				t.Fatalf("%s %s->%s y[%d] = %v, want %v", c.op, c.st, c.dt, i, got, want)
			}
		}
	}
}

// s16 -> s8: the sum saturates in s16 (as add does), then narrows with saturation.
func TestFusedCastS16(t *testing.T) {
	x0 := cycle([]int16{30000, 100, 100, -5, 7, -32768})
	x1 := cycle([]int16{30000, 27, 28, 2, -7, -1})
	want := []int64{127, 127, 127, 0, 0, 0}
	y, d := fusedCastKernel(t, "i16", "i8", l2op("add_relu_cast_l2", "i16", "i8"), i16buf(x0), i16buf(x1), fill(256, 1, 0))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		if got := int64(int8(y[i])); got != want[i%6] {
			t.Fatalf("y[%d] = %d, want %d", i, got, want[i%6])
		}
	}
	// sub: 30000 - (-30000) saturates to 32767 in s16, then 127; -32768 - 1 saturates to
	// -32768, relu 0.
	y, d = fusedCastKernel(t, "i16", "i8", l2op("sub_relu_cast_l2", "i16", "i8"), i16buf(cycle([]int16{30000, -32768, 50})),
		i16buf(cycle([]int16{-30000, 1, 8})), fill(256, 1, 0))
	if d != "" {
		t.Fatal(d)
	}
	for i, w := range []int64{127, 0, 42} {
		if got := int64(int8(y[i])); got != w {
			t.Fatalf("sub y[%d] = %d, want %d", i, got, w)
		}
	}
}

// L0: mask 10 of the 128 f16 lanes of each of 2 repeats; the destination (s8) takes 4
// blocks per repeat (dstRepStride 4), the sources 8. L1: MulCast with a bit mask, no
// isSetMask in its call (the API writes the mask operands).
func TestFusedCastL0L1(t *testing.T) {
	x0 := make([]float32, 256)
	x1 := make([]float32, 256)
	for i := range x0 {
		x0[i], x1[i] = float32(i%40)-10.5, 1
	}
	body := `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  ascendc.add_relu_cast_l0 %o, %a, %b, %c10, %c2, %p {isSetMask} : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.binary_repeat_params`
	y, d := fusedCastKernel(t, "f16", "i8", body, f16bits(x0...), f16bits(x1...), fill(256, 1, 0x7f))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		want := int64(0x7f)
		if i%128 < 10 {
			want = int64(math.Max(math.RoundToEven(float64(x0[i])+1), 0))
		}
		if got := int64(int8(y[i])); got != want {
			t.Fatalf("L0 y[%d] = %d, want %d", i, got, want)
		}
	}
	body = `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  %mi = arith.constant 6148914691236517205 : i64
  %m = builtin.unrealized_conversion_cast %mi : i64 to ui64
  %hi = builtin.unrealized_conversion_cast %c0 : i32 to ui64
  ascendc.mul_cast_l1 %o, %a, %b, %m, %hi, %c1, %p : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params`
	y, d = fusedCastKernel(t, "f16", "ui8", body, f16bits(x0...), f16bits(cycle([]float32{3})...), fill(256, 1, 0xaa))
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 256; i++ {
		want := int64(0xaa)
		if i < 64 && i%2 == 0 {
			want = int64(math.Min(math.Max(math.RoundToEven(float64(x0[i])*3), 0), 255))
		}
		if got := int64(y[i]); got != want {
			t.Fatalf("L1 y[%d] = %d, want %d", i, got, want)
		}
	}
}

func TestFusedCastRefused(t *testing.T) {
	z := make([]byte, 1024)
	_, d := fusedCastKernel(t, "f32", "i8", l2op("add_relu_cast_l2", "f32", "i8"), z, z, z[:256])
	wantErr(t, d, "is not simulated for f32 -> i8", "AddReluCast is defined for f16 -> i8, f32 -> f16, i16 -> i8")
	_, d = fusedCastKernel(t, "f32", "f16", l2op("mul_cast_l2", "f32", "f16"), z, z, z[:512])
	wantErr(t, d, "is not simulated for f32 -> f16", "MulCast is defined for f16 -> i8, f16 -> u8")
	// Without isSetMask the L0 form reads the mask register, which nothing has written.
	body := `  %p = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c4, %c8, %c8) [ui8, ui8, ui8, ui8, ui8, ui8] : i32, i32, i32, i32, i32, i32
  ascendc.sub_relu_cast_l0 %o, %a, %b, %c10, %c2, %p : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.binary_repeat_params`
	_, d = fusedCastKernel(t, "f16", "i8", body, z[:512], z[:512], z[:256])
	wantErr(t, d, "reads the vector mask register")
}
