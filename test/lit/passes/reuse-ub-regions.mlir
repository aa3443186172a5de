// ascendc-reuse-ub-allocation across control flow: a placeholder allocated inside a region
// shares with the placeholders of the other regions of the same op (only one of them
// runs: scf.if, scf.index_switch) and of later ops of the block; the shared root then
// moves to the start of that block. Tensors of the block itself share among themselves
// and with those nested groups once the whole group is dead, never with a nested group
// that starts after them. A view (subindex) keeps its tensor alive until its last use.

// RUN: ascopt -ascendc-reuse-ub-allocation %s | FileCheck %s

// The placeholder of the then-region stays alone: it is the only nested one, and %1 died
// before the scf.if. %3 takes %1's memory, dead since the first add.
// CHECK-LABEL: func.func @if_without_else
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %2 = ascendc.reinterpret_cast %1 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    ascendc.add_l3 %1, %0, %0
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      %3 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:      ascendc.add_l3 %3, %0, %0
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.add_l3 %2, %0, %0
// CHECK-NEXT:    return
func.func @if_without_else(%c: i1) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.add_l3 %1, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  scf.if %c {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %2, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  }
  %3 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.add_l3 %3, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  return
}

// The three cases of an index_switch share one placeholder, the default region's, moved
// to the start of the function.
// CHECK-LABEL: func.func @index_switch
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    %2 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    %3 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    scf.index_switch %arg0
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      ascendc.add_l3 %2, %3, %3
// CHECK:         case 1 {
// CHECK-NEXT:      ascendc.add_l3 %0, %3, %3
// CHECK:         default {
// CHECK-NEXT:      ascendc.add_l3 %1, %3, %3
func.func @index_switch(%i: index) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  scf.index_switch %i
  case 0 {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %2, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
    scf.yield
  }
  case 1 {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %2, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
    scf.yield
  }
  default {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %2, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  }
  return
}

// %0 lives as long as its view %v: %1 cannot take its memory, %2 takes %1's.
// CHECK-LABEL: func.func @subindex_extends
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor.subindex %0[%arg2]
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg1
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %1, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %3, %arg0, %arg1
// CHECK-NEXT:    return
func.func @subindex_extends(%g: !ascendc.global_tensor<?xf32>, %n: i64, %k: i32) {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
  %v = ascendc.local_tensor.subindex %0[%k] : !ascendc.local_tensor<16xf32>, i32, !ascendc.local_tensor<16xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  ascendc.data_copy_l2 %g, %v, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<16xf32>, i64
  %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}

// Without reuse-in-out the kinds stay apart inside a region too: in the else-region the
// temporary and the output keep their own memory; the input of the then-region shares
// with the output, whose root moves to the function start.
// CHECK-LABEL: func.func @kinds_in_regions
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() output : <8xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      ascendc.data_copy_l2 %1, %arg1, %arg2
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %2, %arg2
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %0, %arg2
// CHECK-NEXT:    }
func.func @kinds_in_regions(%c: i1, %g: !ascendc.global_tensor<?xf32>, %n: i64) {
  scf.if %c {
    %0 = ascendc.local_tensor_auto veccalc() input : <8xf32>
    ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  } else {
    %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.data_copy_l2 %g, %1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
    %2 = ascendc.local_tensor_auto veccalc() output : <8xf32>
    ascendc.data_copy_l2 %g, %2, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  }
  return
}

// Groups form level by level: the two inner loops share in the first outer loop (root
// moved to its body start), then that group shares with the second outer loop's tensor
// at function level (root moved to the function start).
// CHECK-LABEL: func.func @loop_in_loop
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %2 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.data_copy_l2 %arg1, %0, %arg2
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        ascendc.data_copy_l2 %arg1, %2, %arg2
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %1, %arg2
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @loop_in_loop(%lb: index, %g: !ascendc.global_tensor<?xf32>, %n: i64) {
  scf.for %i = %lb to %lb step %lb {
    scf.for %j = %lb to %lb step %lb {
      %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
      ascendc.data_copy_l2 %g, %0, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
    }
    scf.for %j = %lb to %lb step %lb {
      %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
      ascendc.data_copy_l2 %g, %1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
    }
  }
  scf.for %i = %lb to %lb step %lb {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.data_copy_l2 %g, %2, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  }
  return
}
