package ascendc

import (
	"strings"
	"testing"
)

// Two queues carved one after the other from a TBufPool, with the pool Reset between them,
// share the pool's bytes: insert-sync must order the first queue's accesses before the
// second's (it left the second queue's DataCopy racing with the first's Muls, found by
// examples/pyk4_pool_tags under erase-sync,insert-sync).
const poolResetKernel = `func.func @k(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>, %n: i32) {
  %c1 = arith.constant 1 : i32
  %c1024 = arith.constant 1024 : i32
  %two = arith.constant 2.0 : f32
  %pipe = ascendc.pipe
  %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecin, 2>
  %ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %c1024) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 2>, i32 -> i1
  %q1 = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.tbuf_pool.init_queue %pool, %q1, %c1, %c1024 : !ascendc.tbuf_pool<vecin, 2>, !ascendc.queue<vecin, 1>, i32, i32
  %t1 = ascendc.que_bind.alloc_tensor %q1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
  ascendc.data_copy_l2 %t1, %g, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.muls_l2 %t1, %t1, %two, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
  ascendc.que_bind.free_tensor %q1, %t1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
  ascendc.tbuf_pool.reset %pool : !ascendc.tbuf_pool<vecin, 2>
  %q2 = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.tbuf_pool.init_queue %pool, %q2, %c1, %c1024 : !ascendc.tbuf_pool<vecin, 2>, !ascendc.queue<vecin, 1>, i32, i32
  %t2 = ascendc.que_bind.alloc_tensor %q2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
  ascendc.data_copy_l2 %t2, %g, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %o, %t2, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.que_bind.free_tensor %q2, %t2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
  return
}`

func TestInsertSyncBarrierBeforeReset(t *testing.T) {
	out, _ := run(t, "builtin.module(func.func(ascendc-insert-sync))", poolResetKernel)
	expect(t, out, []string{"free_tensor %", "ascendc.pipe_barrier pipe_all", "ascendc.tbuf_pool.reset"}, nil)
	// Idempotent: a second run adds no second barrier.
	twice, _ := run(t, "builtin.module(func.func(ascendc-insert-sync,ascendc-insert-sync))", poolResetKernel)
	if got := strings.Count(twice, "pipe_barrier pipe_all"); got != strings.Count(out, "pipe_barrier pipe_all") {
		t.Errorf("a second insert-sync changed the barriers (%d, was %d):\n%s", got, strings.Count(out, "pipe_barrier pipe_all"), twice)
	}
}
