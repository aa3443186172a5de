// ascendc-hoist-que-bind also hoists a pipe created in the loop, the pure values the
// initialisation needs, and the tensors of hoisted TBufs. ascendc-hoist-ub-allocation
// moves placeholders before the loop unless their shape depends on the loop; with
// exclude-in-out, input/output tensors stay.

// RUN: ascopt -ascendc-hoist-que-bind %s | FileCheck %s --check-prefix=QUE
// RUN: ascopt -ascendc-hoist-ub-allocation %s | FileCheck %s --check-prefix=UB
// RUN: ascopt -ascendc-hoist-ub-allocation=exclude-in-out %s | FileCheck %s --check-prefix=EXCL

// QUE-LABEL: func.func @tbuf
// QUE-NEXT:    %0 = ascendc.pipe
// QUE-NEXT:    %c512_i64 = arith.constant 512 : i64
// QUE-NEXT:    %1 = ascendc.tbuf : <veccalc>
// QUE-NEXT:    ascendc.pipe.init_buffer %0, %1, %c512_i64 : !ascendc.tbuf<veccalc>, i64
// QUE-NEXT:    %2 = ascendc.tbuf.get_tensor %1 : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<128xf32>
// QUE:         scf.for
// QUE-NEXT:      ascendc.exp_l2 %2, %2, %arg0
// QUE-NEXT:    }

// UB-LABEL: func.func @ub
// UB:         %0 = ascendc.local_tensor_auto vecin() input : <64xf32>
// UB-NEXT:    %1 = ascendc.local_tensor_auto veccalc(%arg1) : <*xf32>
// UB-NEXT:    scf.for
// UB-NEXT:      %2 = arith.extsi
// UB-NEXT:      %3 = ascendc.local_tensor_auto veccalc(%2) : <*xf32>

// EXCL-LABEL: func.func @ub
// EXCL:         %0 = ascendc.local_tensor_auto veccalc(%arg1) : <*xf32>
// EXCL-NEXT:    scf.for
// EXCL-NEXT:      %1 = ascendc.local_tensor_auto vecin() input : <64xf32>

func.func @tbuf(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %p = ascendc.pipe
    %c512 = arith.constant 512 : i64
    %b = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %p, %b, %c512 : !ascendc.tbuf<veccalc>, i64
    %t = ascendc.tbuf.get_tensor %b : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<128xf32>
    ascendc.exp_l2 %t, %t, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i32
  }
  return
}
func.func @ub(%n: i32, %m: i64) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %a = ascendc.local_tensor_auto vecin() input : <64xf32>
    %b = ascendc.local_tensor_auto veccalc(%m) : <*xf32>
    %j = arith.extsi %i : i32 to i64
    %c = ascendc.local_tensor_auto veccalc(%j) : <*xf32>
    ascendc.add_l2 %a, %b, %c, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  }
  return
}
