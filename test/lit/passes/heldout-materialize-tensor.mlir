// ascendc-materialize-tensor on placeholders in loops and branches (each queue tensor
// freed at the end of its own block), cube positions (queues and tbufs keep the
// position), bf16, and with always-buf (no queues at all). Placeholders whose size cannot
// be told are refused: a dynamic shape without dimensions (before, a buffer of 0 bytes),
// a dimension count other than the rank, a constant dimension contradicting the type.

// RUN: ascopt -ascendc-materialize-tensor -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: ascopt -ascendc-materialize-tensor=always-buf -split-input-file -verify-diagnostics %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @loop_if
// CHECK:         scf.for
// CHECK-NEXT:      %[[P0:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[Q0:.*]] = ascendc.queue : <vecin, 1>
// CHECK-NEXT:      ascendc.pipe.init_queue %[[P0]], %[[Q0]], %c1_i32, %c64_i64 : !ascendc.queue<vecin, 1>, i32, i64
// CHECK-NEXT:      %[[T0:.*]] = ascendc.que_bind.alloc_tensor %[[Q0]] : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:      %[[P1:.*]] = ascendc.pipe
// CHECK-NEXT:      %[[B1:.*]] = ascendc.tbuf : <veccalc>
// CHECK-NEXT:      ascendc.pipe.init_buffer %[[P1]], %[[B1]], %c64_i64 : !ascendc.tbuf<veccalc>, i64
// CHECK-NEXT:      %[[T1:.*]] = ascendc.tbuf.get_tensor %[[B1]] : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:      ascendc.data_copy_l2 %[[T0]], %arg1, %arg3
// CHECK-NEXT:      scf.if %arg2 {
// CHECK-NEXT:        %[[P2:.*]] = ascendc.pipe
// CHECK-NEXT:        %[[Q2:.*]] = ascendc.queue : <vecout, 1>
// CHECK-NEXT:        ascendc.pipe.init_queue %[[P2]], %[[Q2]], %c1_i32, %c64_i64 : !ascendc.queue<vecout, 1>, i32, i64
// CHECK-NEXT:        %[[T2:.*]] = ascendc.que_bind.alloc_tensor %[[Q2]] : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<16x2xbf16>
// CHECK-NEXT:        ascendc.exp_l2 %[[T1]], %[[T0]], %arg3
// CHECK-NEXT:        ascendc.data_copy_l2 %arg1, %[[T1]], %arg3
// CHECK-NEXT:        ascendc.que_bind.free_tensor %[[Q2]], %[[T2]] : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<16x2xbf16>
// CHECK-NEXT:      }
// CHECK-NEXT:      ascendc.que_bind.free_tensor %[[Q0]], %[[T0]] : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    }
// BUF-LABEL:   func.func @loop_if
// BUF-NOT:       queue
// BUF-NOT:       free_tensor
// BUF:           ascendc.tbuf : <vecin>
// BUF:           ascendc.tbuf : <veccalc>
// BUF:           ascendc.tbuf : <vecout>
// BUF-NOT:       queue
// BUF:           return
func.func @loop_if(%n: index, %g: !ascendc.global_tensor<*xf16>, %c: i1, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = ascendc.local_tensor_auto vecin() input : <32xf16>
    %1 = ascendc.local_tensor_auto veccalc() : <32xf16>
    ascendc.data_copy_l2 %0, %g, %k : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
    scf.if %c {
      %2 = ascendc.local_tensor_auto vecout() output : <16x2xbf16>
      ascendc.exp_l2 %1, %0, %k : !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<32xf16>, i32
      ascendc.data_copy_l2 %g, %1, %k : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
    }
  }
  return
}

// CHECK-LABEL: func.func @cube
// CHECK:         ascendc.queue : <a1, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %{{.*}}, %{{.*}}, %c1_i32, %c512_i64 : !ascendc.queue<a1, 1>, i32, i64
// CHECK:         ascendc.tbuf : <b2>
// CHECK-NEXT:    ascendc.pipe.init_buffer %{{.*}}, %{{.*}}, %c512_i64 : !ascendc.tbuf<b2>, i64
// CHECK:         ascendc.queue : <co1, 1>
// CHECK-NEXT:    ascendc.pipe.init_queue %{{.*}}, %{{.*}}, %c1_i32, %c1024_i64 : !ascendc.queue<co1, 1>, i32, i64
// CHECK:         ascendc.que_bind.free_tensor {{.*}} : !ascendc.queue<co1, 1>
// CHECK-NEXT:    ascendc.que_bind.free_tensor {{.*}} : !ascendc.queue<a1, 1>
// CHECK-NEXT:    return
func.func @cube() {
  %0 = ascendc.local_tensor_auto a1() input : <16x16xf16>
  %1 = ascendc.local_tensor_auto b2() : <16x16xf16>
  %2 = ascendc.local_tensor_auto co1() output : <16x16xf32>
  return
}

// -----

func.func @nodims() -> (!ascendc.local_tensor<*xf32>) {
  // expected-error @+1 {{cannot size a tensor of dynamic shape !ascendc.local_tensor<*xf32> without its dimensions}}
  %0 = ascendc.local_tensor_auto veccalc() : <*xf32>
  return %0 : !ascendc.local_tensor<*xf32>
}

// -----

func.func @rank(%n: i64) -> (!ascendc.local_tensor<?x32xf32>) {
  // expected-error @+1 {{1 dimensions given for a tensor of rank 2}}
  %0 = ascendc.local_tensor_auto vecin(%n) input : <?x32xf32>
  return %0 : !ascendc.local_tensor<?x32xf32>
}

// -----

func.func @contradiction(%n: i64) -> (!ascendc.local_tensor<?x32xf32>) {
  %c16 = arith.constant 16 : i64
  // expected-error @+1 {{dimension 1 is given as 16 but is 32 in the type !ascendc.local_tensor<?x32xf32>}}
  %0 = ascendc.local_tensor_auto veccalc(%n, %c16) : <?x32xf32>
  return %0 : !ascendc.local_tensor<?x32xf32>
}

// -----

// Dimensions that agree with the type (run-time where it is dynamic) size the buffer.
// CHECK-LABEL: func.func @agree
// CHECK:         %[[S:.*]] = arith.muli %arg0, %c128_i64 : i64
// CHECK:         ascendc.pipe.init_buffer %{{.*}}, %{{.*}}, %[[S]] : !ascendc.tbuf<veccalc>, i64
func.func @agree(%n: i64) -> (!ascendc.local_tensor<?x32xf32>) {
  %c32 = arith.constant 32 : i64
  %0 = ascendc.local_tensor_auto veccalc(%n, %c32) : <?x32xf32>
  return %0 : !ascendc.local_tensor<?x32xf32>
}
