// The default synchronisation pipeline, as a named pipeline (SoC by option, bare or
// soc=, or inside --pass-pipeline) and pass by pass.

// RUN: ascopt --ascendc-sync-pipeline %s | FileCheck %s --check-prefix=B
// RUN: ascopt --ascendc-sync-pipeline=ascend910b %s | FileCheck %s --check-prefix=B
// RUN: ascopt --ascendc-sync-pipeline=ascend910_95 %s | FileCheck %s --check-prefix=N95
// RUN: ascopt --ascendc-sync-pipeline=soc=ascend910_95 %s | FileCheck %s --check-prefix=N95
// RUN: ascopt --pass-pipeline='builtin.module(ascendc-sync-pipeline{soc=ascend950})' %s | FileCheck %s --check-prefix=N95
// RUN: ascopt --ascendc-sync-pipeline %s > %t.pipeline
// RUN: ascopt -loop-invariant-code-motion -sccp -canonicalize -ascendc-erase-sync -ascendc-hoist-que-bind -ascendc-insert-sync -ascendc-unify-pipe -canonicalize %s > %t.passes
// RUN: diff %t.pipeline %t.passes
// RUN: ascopt --ascendc-sync-pipeline=ascend910_95 %s > %t.pipeline95
// RUN: ascopt -loop-invariant-code-motion -sccp -canonicalize -ascendc-erase-sync -ascendc-hoist-que-bind -ascendc-insert-bufid-sync -canonicalize -ascendc-fuse-bufid-sync -ascendc-unify-pipe -canonicalize %s > %t.passes95
// RUN: diff %t.pipeline95 %t.passes95
// RUN: ascopt --list-passes | FileCheck %s --check-prefix=LIST

// B-LABEL: func.func @sync
// B:         %0 = ascendc.pipe
// B-NOT:     ascendc.pipe{{$}}
// B:         ascendc.que_bind.enque_tensor %1, %2
// B-NEXT:    %3 = ascendc.que_bind.deque_tensor %1
// B:         ascendc.pipe_barrier pipe_v
// B:         ascendc.pipe.fetch_event_id %0, v_mte3 : i8
// B:         ascendc.pipe.fetch_event_id %0, v_s : i8
// B:         ascendc.pipe.fetch_event_id %0, s_v : i8
// B:         ascendc.pipe_barrier pipe_all
// B-NEXT:    return

// N95-LABEL: func.func @sync
// N95-NOT:     enque_tensor
// N95-NOT:     set_flag
// N95:         ascendc.get_buf pipe_mte2, 0
// N95-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg2
// N95-NEXT:    ascendc.rls_buf pipe_mte2, 0
// N95-NEXT:    ascendc.get_buf pipe_v, 0
// N95-NEXT:    ascendc.exp_l2 %2, %2, %arg2
// N95-NEXT:    ascendc.get_buf pipe_v, 1
// N95-NEXT:    ascendc.abs_l2 %arg4, %2, %arg2
// N95-NEXT:    ascendc.rls_buf pipe_v, 0
// N95-NEXT:    ascendc.rls_buf pipe_v, 1
// N95-NOT:     buf_id

// LIST: --ascendc-allocate-tensor
// LIST: --ascendc-verify-sync
// LIST: Pass pipelines:
// LIST: --ascendc-sync-pipeline

func.func @sync(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %b: i64, %t: !ascendc.local_tensor<32xf16>) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.exp_l2 %2, %2, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.abs_l2 %t, %2, %n : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.data_copy_l2 %o, %t, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  %c0 = arith.constant 0 : i32
  %v = ascendc.local_tensor.get_value %t, %c0 : !ascendc.local_tensor<32xf16>, i32, f16
  ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}
