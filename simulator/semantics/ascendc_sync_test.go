package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// A queue tensor freed without ever being enqueued (PyAsc's c310 pipeline drops EnQue and
// DeQue and keeps AllocTensor/FreeTensor) is released by the queue's consumer: FreeTensor
// sets the consumer-to-producer reuse event, so the next AllocTensor orders the
// producer's write after the consumer's read of the buffer.
func TestFreeUnqueuedTensorReleasesConsumer(t *testing.T) {
	src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %q = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %q, %c1, %c256 : !ascendc.queue<vecin, 1>, i32, i32
  %o = ascendc.local_tensor_v3 vecout, 4096, 64 : ` + lt + `
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, ` + lt + `
  ascendc.data_copy_l2 %t, %gx, %c64 : ` + lt + `, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.add_l2 %o, %t, %t, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32
  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, ` + lt + `
  %t2 = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, ` + lt + `
  ascendc.data_copy_l2 %t2, %gx, %c64 : ` + lt + `, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.pipe_barrier pipe_v
  ascendc.add_l2 %o, %o, %t2, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32
  ascendc.que_bind.free_tensor %q, %t2 : !ascendc.queue<vecin, 1>, ` + lt + `
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c64 : ` + gt + `, ` + lt + `, i32
  return
}`
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	if d != "" {
		t.Fatalf("the second AllocTensor should wait for the Add's read of the first tensor:\n%s", d)
	}
	for i, v := range iota64() {
		if got := f32at(y.Data, i); got != 3*v {
			t.Fatalf("y[%d] = %g, want %g", i, got, 3*v)
		}
	}
	// Without the FreeTensor the second AllocTensor has no free buffer: the model stops
	// rather than letting MTE2 overwrite what V reads.
	_, d = kernel(t, strings.Replace(src, "  ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, "+lt+"\n", "", 1), 1,
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	if !strings.Contains(d, "all 1 buffers of the queue in use") {
		t.Fatalf("want the alloc with no free buffer to stop the run, got:\n%s", d)
	}
}
