// ascendc-insert-sync on the cube's queue chain: GM -> A1/B1 (MTE2), A1/B1 -> A2/B2
// (MTE1), mmad into CO1 (M), CO1 -> GM (FIX). Each queue tensor is enqueued after its
// producer and dequeued before its first consumer; frees take the dequeued tensor; no
// flag pairs are needed besides the queues.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @cube_queues
// CHECK-NOT:     set_flag
// CHECK:         %[[A1:.*]] = ascendc.que_bind.alloc_tensor %[[QA1:[0-9]+]] : !ascendc.queue<a1, 1>
// CHECK-NEXT:    ascendc.data_copy_l2 %[[A1]], %arg0
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[QA1]], %[[A1]]
// CHECK-NEXT:    %[[B1:.*]] = ascendc.que_bind.alloc_tensor %[[QB1:[0-9]+]] : !ascendc.queue<b1, 1>
// CHECK-NEXT:    ascendc.data_copy_l2 %[[B1]], %arg1
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[QB1]], %[[B1]]
// CHECK-NEXT:    %[[A2:.*]] = ascendc.que_bind.alloc_tensor %[[QA2:[0-9]+]] : !ascendc.queue<a2, 1>
// CHECK-NEXT:    %[[DA1:.*]] = ascendc.que_bind.deque_tensor %[[QA1]]
// CHECK-NEXT:    ascendc.load_data_g2l %[[A2]], %[[DA1]]
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[QA2]], %[[A2]]
// CHECK-NEXT:    %[[B2:.*]] = ascendc.que_bind.alloc_tensor %[[QB2:[0-9]+]] : !ascendc.queue<b2, 1>
// CHECK-NEXT:    %[[DB1:.*]] = ascendc.que_bind.deque_tensor %[[QB1]]
// CHECK-NEXT:    ascendc.load_data_g2l %[[B2]], %[[DB1]]
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[QB2]], %[[B2]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[QA1]], %[[DA1]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[QB1]], %[[DB1]]
// CHECK-NEXT:    %[[C:.*]] = ascendc.que_bind.alloc_tensor %[[QC:[0-9]+]] : !ascendc.queue<co1, 1>
// CHECK-NEXT:    %[[DA2:.*]] = ascendc.que_bind.deque_tensor %[[QA2]]
// CHECK-NEXT:    %[[DB2:.*]] = ascendc.que_bind.deque_tensor %[[QB2]]
// CHECK-NEXT:    ascendc.mmad %[[C]], %[[DA2]], %[[DB2]]
// CHECK-NEXT:    ascendc.que_bind.enque_tensor %[[QC]], %[[C]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[QA2]], %[[DA2]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[QB2]], %[[DB2]]
// CHECK-NEXT:    %[[DC:.*]] = ascendc.que_bind.deque_tensor %[[QC]]
// CHECK-NEXT:    ascendc.fixpipe %arg2, %[[DC]]
// CHECK-NEXT:    ascendc.que_bind.free_tensor %[[QC]], %[[DC]]
// CHECK-NEXT:    ascendc.pipe_barrier pipe_all
// CHECK-NEXT:    return
func.func @cube_queues(%ga: !ascendc.global_tensor<*xf16>, %gb: !ascendc.global_tensor<*xf16>, %gc: !ascendc.global_tensor<*xf32>, %nd: !ascendc.nd2nz_params, %ld: !ascendc.load_data_2d_params, %mp: !ascendc.mmad_params, %fp: !ascendc.fixpipe_params_v220, %cfg: !ascendc.fixpipe_config, %n: i32, %len: i64) {
  %p = ascendc.pipe
  %qa1 = ascendc.queue : <a1, 1>
  ascendc.pipe.init_queue %p, %qa1, %n, %len : !ascendc.queue<a1, 1>, i32, i64
  %qb1 = ascendc.queue : <b1, 1>
  ascendc.pipe.init_queue %p, %qb1, %n, %len : !ascendc.queue<b1, 1>, i32, i64
  %qa2 = ascendc.queue : <a2, 1>
  ascendc.pipe.init_queue %p, %qa2, %n, %len : !ascendc.queue<a2, 1>, i32, i64
  %qb2 = ascendc.queue : <b2, 1>
  ascendc.pipe.init_queue %p, %qb2, %n, %len : !ascendc.queue<b2, 1>, i32, i64
  %qc = ascendc.queue : <co1, 1>
  ascendc.pipe.init_queue %p, %qc, %n, %len : !ascendc.queue<co1, 1>, i32, i64
  %a1 = ascendc.que_bind.alloc_tensor %qa1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<256xf16>
  ascendc.data_copy_l2 %a1, %ga, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  %b1 = ascendc.que_bind.alloc_tensor %qb1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<256xf16>
  ascendc.data_copy_l2 %b1, %gb, %nd : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  %a2 = ascendc.que_bind.alloc_tensor %qa2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<256xf16>
  ascendc.load_data_g2l %a2, %a1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  %b2 = ascendc.que_bind.alloc_tensor %qb2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<256xf16>
  ascendc.load_data_g2l %b2, %b1, %ld : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.load_data_2d_params
  ascendc.que_bind.free_tensor %qa1, %a1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<256xf16>
  ascendc.que_bind.free_tensor %qb1, %b1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<256xf16>
  %c = ascendc.que_bind.alloc_tensor %qc : !ascendc.queue<co1, 1>, !ascendc.local_tensor<256xf32>
  ascendc.mmad %c, %a2, %b2, %mp : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.mmad_params
  ascendc.que_bind.free_tensor %qa2, %a2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<256xf16>
  ascendc.que_bind.free_tensor %qb2, %b2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<256xf16>
  ascendc.fixpipe %gc, %c, %fp, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  ascendc.que_bind.free_tensor %qc, %c : !ascendc.queue<co1, 1>, !ascendc.local_tensor<256xf32>
  return
}
