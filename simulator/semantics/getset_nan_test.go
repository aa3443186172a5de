package semantics

import (
	"fmt"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestGetSetValueKeepsNaNBits: GetValue then SetValue of a float element (GM to GM, and
// UB to UB) is a move; signalling NaNs and payloads come out bit for bit (found by
// TestDMAMeta: an f16 0xfca6 came out 0xfea6).
func TestGetSetValueKeepsNaNBits(t *testing.T) {
	for _, c := range []struct {
		ty   string
		bits []byte
	}{
		{"f16", []byte{0xa6, 0xfc, 0x01, 0x7c, 0x00, 0x7e, 0x00, 0x3c}},
		{"bf16", []byte{0x81, 0x7f, 0xc1, 0xff, 0x80, 0x3f, 0x01, 0x00}},
		{"f32", []byte{0x01, 0x00, 0x80, 0x7f, 0x00, 0x00, 0xa0, 0xff}},
	} {
		src := strings.ReplaceAll(`func.func @k(%x: memref<?xT, 22>, %y: memref<?xT, 22>, %z: memref<?xT, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cn = arith.constant N : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<?xT>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xT>, memref<?xT, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<?xT>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xT>, memref<?xT, 22>
  %gz = ascendc.global_tensor : !ascendc.global_tensor<?xT>
  ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xT>, memref<?xT, 22>
  %a = ascendc.local_tensor_v3 veccalc, 0, 32 : !ascendc.local_tensor<32xT>
  %b = ascendc.local_tensor_v3 veccalc, 1024, 32 : !ascendc.local_tensor<32xT>
  ascendc.data_copy_pad_l2_ext %a, %gx, %p : !ascendc.local_tensor<32xT>, !ascendc.global_tensor<?xT>, !ascendc.data_copy_ext_params
  ascendc.pipe_barrier pipe_all
  scf.for %i = %c0 to %cn step %c1 : i32 {
    %v = ascendc.global_tensor.get_value %gx, %i : !ascendc.global_tensor<?xT>, i32, T
    %w = arith.extui %i : i32 to i64
    %u = emitc.cast %w : i64 to ui64
    ascendc.global_tensor.set_value %gy, %u, %v : !ascendc.global_tensor<?xT>, ui64, T
    %l = ascendc.local_tensor.get_value %a, %i : !ascendc.local_tensor<32xT>, i32, T
    ascendc.local_tensor.set_value %b, %i, %l : !ascendc.local_tensor<32xT>, i32, T
  }
  ascendc.pipe_barrier pipe_all
  ascendc.data_copy_pad_l2_ext %gz, %b, %p : !ascendc.global_tensor<?xT>, !ascendc.local_tensor<32xT>, !ascendc.data_copy_ext_params
  return
}
`, "T", c.ty)
		n := len(c.bits) / 2
		if c.ty == "f32" {
			n = len(c.bits) / 4
		}
		src = strings.Replace(src, "N :", fmt.Sprint(n)+" :", 1)
		src = strings.Replace(src, "  %a =", fmt.Sprintf("  %%p = ascendc.construct !ascendc.data_copy_ext_params(%%c1, %%cb, %%c0, %%c0, %%c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32\n  %%a ="), 1)
		src = strings.Replace(src, "  %gx =", fmt.Sprintf("  %%cb = arith.constant %d : i32\n  %%gx =", len(c.bits)), 1)
		y := &sim.Arg{Kind: sim.ArgInOut, Data: make([]byte, len(c.bits)), Name: "y"}
		z := &sim.Arg{Kind: sim.ArgInOut, Data: make([]byte, len(c.bits)), Name: "z"}
		if _, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: c.bits, Name: "x"}, y, z); d != "" {
			t.Fatalf("%s: %s", c.ty, d)
		}
		if string(y.Data) != string(c.bits) || string(z.Data) != string(c.bits) {
			t.Errorf("%s: GM move gives % x, UB move % x, want % x", c.ty, y.Data, z.Data, c.bits)
		}
	}
}
