package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// pipeResetKernel fills a 100000-byte TBuf, runs RESET (TPipe::Reset or Destroy, or
// nothing), then carves a second 100000-byte TBuf (and, with AFTER, whatever AFTER does).
// Both buffers fit UB only one at a time.
const pipeResetKernel = `func.func @k(%x: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %len = arith.constant 100000 : i32
  %n = arith.constant 64 : i32
  %p = ascendc.pipe
  %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
  %q = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %p, %q, %c1, %len : !ascendc.queue<vecin, 1>, i32, i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %t, %gx, %n : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<?xf32>, i32
  FREE
  ascendc.pipe_barrier pipe_all
  RESET
  %b = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %p, %b, %len : !ascendc.tbuf<veccalc>, i32
  AFTER
  return
}`

// TestPipeReset: TPipe::Reset and Destroy give the pipe's buffers back, so the second
// InitBuffer starts at the bottom of UB again (before the fix Reset was a no-op and the
// kernel was refused for capacity); a queue of before the Reset has no buffer until it is
// initialised again; a Reset while a queue tensor is still allocated is reported.
func TestPipeReset(t *testing.T) {
	free := "ascendc.que_bind.free_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>"
	alloc := "%t2 = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf32>"
	for _, tc := range []struct{ reset, free, after, want string }{
		{"ascendc.pipe.reset %p : !ascendc.pipe", free, "", ""},
		{"ascendc.pipe.destroy %p : !ascendc.pipe", free, "", ""},
		{"", free, "", "allocation capacity exceeded"},
		{"ascendc.pipe.reset %p : !ascendc.pipe", free, alloc, "queue used before init_queue"},
		{"ascendc.pipe.reset %p : !ascendc.pipe", "", "", "gives the pipe's buffers back while a tensor at UB[0] of one of its queues is still in use"},
	} {
		src := strings.NewReplacer("RESET", tc.reset, "FREE", tc.free, "AFTER", tc.after,
			"  %c0 = arith.constant 0 : i32\n", "  %c0 = arith.constant 0 : i32\n  %c1 = arith.constant 1 : i32\n").Replace(pipeResetKernel)
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 256), Name: "x"})
		if tc.want == "" && d != "" || tc.want != "" && !strings.Contains(d, tc.want) {
			t.Errorf("reset %q, after %q: diagnostic %q, want %q", tc.reset, tc.after, d, tc.want)
		}
	}
}
