package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// padKernelSrc copies 3 f32 from GM into a VECIN tensor with DataCopyPad (padding the
// row to 8 elements) after SET, with isPad ISPAD, leftPadding LEFT and paddingValue 0.5,
// and copies the 8 elements back.
var padKernelSrc = `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c12 = arith.constant 12 : i32
  %c32 = arith.constant 32 : i32
  %pad = arith.constant 5.000000e-01 : f32
  %p7 = arith.constant 7.000000e+00 : f32
  %p0 = arith.constant 0.000000e+00 : f32
  %pi = arith.constant 0 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %u = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
SET
  %in = ascendc.construct !ascendc.data_copy_ext_params(%c1, %c12, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  %pp = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(ISPAD, LEFT, %c5, %pad) [i32, i32, ui8, f32] : i32, i32, i32, f32
  %out = ascendc.construct !ascendc.data_copy_ext_params(%c1, %c32, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.data_copy_pad_l0_ext %u, %gx, %in, %pp : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_pad_l2_ext %gy, %u, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`

// padKernel copies 3 f32 from GM into a VECIN tensor with DataCopyPad (padding the row to
// 8 elements) after SET, with isPad given by isPad and DataCopyPadParams' paddingValue
// 0.5, and copies the 8 elements back.
func padKernel(t *testing.T, set, isPad string) ([]byte, string) {
	return padKernelLen(t, set, isPad, "%c12")
}

// padKernelLen is padKernel with the row length (bytes) given.
func padKernelLen(t *testing.T, set, isPad, blen string) ([]byte, string) {
	t.Helper()
	return padKernelLeft(t, isPad, blen, "%c0", set)
}

// padKernelLeft is padKernelLen with DataCopyPadParams' leftPadding given.
func padKernelLeft(t *testing.T, isPad, blen, left string, set ...string) ([]byte, string) {
	t.Helper()
	src := padKernelSrc
	src = strings.NewReplacer("SET", strings.Join(set, ""), "ISPAD", isPad, "LEFT", left, "(%c1, %c12,", "(%c1, "+blen+",").Replace(src)
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(1, 2, 3, 4, 5, 6, 7, 8), Name: "x"}, y)
	return y.Data, d
}

// TestSetPadValueAgree: a value SetPadValue set that equals DataCopyPadParams'
// paddingValue (isPad true) leaves the padding as it was; no SetPadValue keeps the copy's
// own rule.
func TestSetPadValueAgree(t *testing.T) {
	for _, set := range []string{"", "  ascendc.set_pad_value %pad {pos = 9 : i32} : f32"} {
		y, d := padKernel(t, set, "%c1")
		if d != "" {
			t.Fatalf("%q: %s", set, d)
		}
		for i := 0; i < 8; i++ {
			want := float32(0.5)
			if i < 3 {
				want = float32(i + 1)
			}
			if got := f32at(y, i); got != want {
				t.Errorf("%q: y[%d] = %g, want %g", set, i, got, want)
			}
		}
	}
}

// TestDataCopyPadNoIsPad: with isPad false the API gives the padding no value (neither 0
// nor SetPadValue's register, which the copy may or may not read), so the padding is
// undefined: copied to GM it is an uninitialised read, with a note at the copy saying why.
func TestDataCopyPadNoIsPad(t *testing.T) {
	for _, set := range []string{"", "  ascendc.set_pad_value %p0 {pos = 9 : i32} : f32", "  ascendc.set_pad_value %p7 {pos = 9 : i32} : f32"} {
		_, d := padKernel(t, set, "%c0")
		wantErr(t, d, "'ascendc.data_copy_pad_l2_ext' op reads uninitialised memory UB[12] on pipe MTE3")
	}
	d := kernelWithNotes(t, "ascend910b", strings.NewReplacer("ISPAD", "%c0", "LEFT", "%c0", "SET", "").Replace(padKernelSrc),
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(1, 2, 3, 4, 5, 6, 7, 8), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 32), Name: "y"})
	wantErr(t, d, "note: the uninitialised bytes were written by this 'ascendc.data_copy_pad_l0_ext': it pads its rows to 32 bytes with isPad = false, and the API gives no value for that padding")
}

// TestSetPadValueOpen: a set value that differs from paddingValue fails the copy at its
// first padding element; a value of another type than the copy's is refused.
func TestSetPadValueOpen(t *testing.T) {
	_, d := padKernel(t, "  ascendc.set_pad_value %p7 {pos = 9 : i32} : f32", "%c1")
	wantErr(t, d, "'ascendc.data_copy_pad_l0_ext' op is not simulated for element 3 (padding): DataCopyPadParams' paddingValue (isPad = true) gives 0.5, SetPadValue's register gives 7, and whether DataCopyPad fills from the register is not given")
	_, d = padKernel(t, "  ascendc.set_pad_value %pi {pos = 9 : i32} : i32", "%c1")
	wantErr(t, d, "is not simulated for a padding of f32 elements after SetPadValue<i32>")
}

// A row that fills its 32-byte blocks needs no padding: a set value is never compared.
func TestSetPadValueNoPadding(t *testing.T) {
	y, d := padKernelLen(t, "  ascendc.set_pad_value %p7 {pos = 9 : i32} : f32", "%c0", "%c32")
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 8; i++ {
		if got := f32at(y, i); got != float32(i+1) {
			t.Fatalf("y[%d] = %g, want %d", i, got, i+1)
		}
	}
}

// TestDataCopyPadLeftPaddingRefused: where leftPadding puts the data and its fill is not
// given, so a non-zero value stops the run at the copy instead of being ignored.
func TestDataCopyPadLeftPaddingRefused(t *testing.T) {
	_, d := padKernelLeft(t, "%c1", "%c12", "%c1")
	wantErr(t, d, "'ascendc.data_copy_pad_l0_ext' op is not simulated for DataCopyPadParams with leftPadding = 1 (only 0)")
}
