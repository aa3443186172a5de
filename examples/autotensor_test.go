package examples

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// autoKernel computes y = (x + 1.5) · 2 on 96 floats through three automatic tensors of
// 100 floats each (400 bytes, so InitBuffer's 32-byte rounding shows in the addresses,
// which the kernel prints).
const autoKernel = `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c96 = arith.constant 96 : i32
  %n = arith.constant 100 : i64
  %h = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a = ascendc.local_tensor_auto vecin(%n) : <*xf32>
  %t = ascendc.local_tensor_auto veccalc(%n) : <*xf32>
  %o = ascendc.local_tensor_auto vecout(%n) : <*xf32>
  %aa = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<*xf32>, i64
  %ta = ascendc.local_tensor.get_phy_addr %t : !ascendc.local_tensor<*xf32>, i64
  %oa = ascendc.local_tensor.get_phy_addr %o : !ascendc.local_tensor<*xf32>, i64
  ascendc.printf %aa, %ta, %oa {desc = "%ld %ld %ld\n"} : i64, i64, i64
  ascendc.data_copy_l2 %a, %gx, %c96 : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.adds_l2 %t, %a, %h, %c96 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.muls_l2 %o, %t, %two, %c96 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c96 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}`

// The simulator gives local_tensor_auto what ascendc-materialize-tensor's TBuf and
// InitBuffer give: the kernel run as written and after the pass (always-buf) prints the
// same addresses (0, 416, 832: 400 bytes rounded to 32) and computes the same numbers.
func TestLocalTensorAutoMatchesMaterialized(t *testing.T) {
	x := make([]float32, 96)
	for i := range x {
		x[i] = float32(i)/4 - 7
	}
	runOnce := func(m string, lower bool) (string, []float32) {
		ctx := all.NewContext()
		mod, err := ir.ParseSource(ctx, "auto.mlir", []byte(m), ir.ParseOptions{})
		if err == nil {
			err = ir.Verify(mod)
		}
		if err != nil {
			t.Fatal(err)
		}
		if lower {
			runPipeline(t, mod, ctx, "builtin.module(func.func(ascendc-materialize-tensor{always-buf=true}))", "materialize-tensor")
		}
		y := out(4 * 96)
		ch := run(t, mod, "k", 1, in(f32bytes(x)), y)
		return ch.Cores[0].Print.String(), f32of(y.Data)
	}
	p1, y1 := runOnce(autoKernel, false)
	p2, y2 := runOnce(autoKernel, true)
	if p1 != "[core 0] 0 416 832\n" || p2 != p1 {
		t.Fatalf("addresses: auto %q, materialized %q", p1, p2)
	}
	for i, v := range x {
		if w := (v + 1.5) * 2; y1[i] != w || y2[i] != w {
			t.Fatalf("y[%d] = %g (auto), %g (materialized), want %g", i, y1[i], y2[i], w)
		}
	}
}
