package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// A DataCopyPad pad value is a float field of DataCopyPadExtParams: it keeps its value
// (here 0.5 and +inf, which an integer field would turn into 0 and garbage), and the
// integer fields take the C++ types the construct declares (static_cast, modulo 2^N).
func TestConstructFloatPadAndFieldTypes(t *testing.T) {
	for _, c := range []struct {
		pad  string
		want float32
	}{{"5.000000e-01", 0.5}, {"0x7F800000", float32(math.Inf(1))}} {
		src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c12 = arith.constant 12 : i32
  %c32 = arith.constant 32 : i32
  %rp = arith.constant 261 : i32
  %pad = arith.constant ` + c.pad + ` : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %in = ascendc.construct !ascendc.data_copy_ext_params(%c1, %c12, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  %pp = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1, %c0, %rp, %pad) [i32, i32, ui8, f32] : i32, i32, i32, f32
  %out = ascendc.construct !ascendc.data_copy_ext_params(%c1, %c32, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.get_buf pipe_mte2, 0
  ascendc.data_copy_pad_l0_ext %u, %gx, %in, %pp : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.rls_buf pipe_mte2, 0
  ascendc.get_buf pipe_mte3, 0
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  ascendc.rls_buf pipe_mte3, 0
  return
}`
		checkPaddedRow(t, src, c.pad, c.want)
	}
}

// A negative stride given to a uint32_t field becomes 2^32 - 16, as static_cast makes it:
// the second block of the copy lands far out of the tensor.
func TestConstructFieldTypeWraps(t *testing.T) {
	src := `func.func @k(%y: memref<?xf32, 22>) {
  %c2 = arith.constant 2 : i32
  %c16 = arith.constant 16 : i32
  %c0 = arith.constant 0 : i32
  %m16 = arith.constant -16 : i32
  %v = arith.constant 1.0 : f32
  %n = arith.constant 64 : i32
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecout, 0, 64 : ` + lt + `
  ascendc.duplicate_l2 %u, %v, %n : ` + lt + `, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  %out = ascendc.construct !ascendc.data_copy_ext_params(%c2, %c16, %c0, %m16, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 64), Name: "y"})
	if want := "out-of-bounds write of GM bytes [4294967296, 4294967312)"; !strings.Contains(d, want) {
		t.Fatalf("want %q, got %q", want, d)
	}
}

// DataCopyPadExtParams<T> filled member by member (emitasc.init_struct, as PyAsc's `asc`
// frontend builds it) pads like the constructed one: the pad value is a float member and
// keeps its exact value (-1.5, -inf), the members not named keep the default
// constructor's values.
func TestInitStructPadExtParams(t *testing.T) {
	for _, c := range []struct {
		pad, fields string
		want        float32
	}{
		{"-1.500000e+00", `"isPad" = %c1 : i32, "paddingValue" = %pad : f32`, -1.5},
		{"0xFF800000", `"paddingValue" = %pad : f32, "leftPadding" = %c0 : i32, "isPad" = %c1 : i32, "rightPadding" = %c0 : i32`, float32(math.Inf(-1))},
	} {
		src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c12 = arith.constant 12 : i32
  %c32 = arith.constant 32 : i32
  %pad = arith.constant ` + c.pad + ` : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %in = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %c12 : i32)
  %pp = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>(` + c.fields + `)
  %out = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %c32 : i32)
  ascendc.data_copy_pad_l0_ext %u, %gx, %in, %pp : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`
		checkPaddedRow(t, src, c.pad, c.want)
	}
}

// checkPaddedRow runs src, which copies x = (1, 2, 3) into an 8-element row padded by
// DataCopyPad and back to y, and checks y: the three values, then pad five times.
func checkPaddedRow(t *testing.T, src, name string, pad float32) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(1, 2, 3), Name: "x"}, y)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 8; i++ {
		want := pad
		if i < 3 {
			want = float32(i + 1)
		}
		if got := f32at(y.Data, i); got != want {
			t.Errorf("pad %s: y[%d] = %g, want %g", name, i, got, want)
		}
	}
}
