// asclower-displace-concat with the architecture known (docs/pyasc.md §5): operands that
// are no whole number of 32-byte blocks are not displaced into one allocation (the second
// would start inside a block); the parts that do not start and end on a block boundary
// are moved by the scalar unit, the others copied with DataCopy. Without the attribute
// PyAsc's displacement stays.

// RUN: ascopt --split-input-file --asclower-displace-concat=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @unaligned
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <40xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK:   %[[V:.*]] = ascendc.local_tensor.get_value %{{.*}}, %[[I]] : !ascendc.local_tensor<20xf32>, i32, f32
// CHECK:   %[[J:.*]] = arith.addi %[[I]], %c0_i32
// CHECK:   ascendc.local_tensor.set_value %[[D]], %[[J]], %[[V]]
// CHECK: } {asctile.parallel}
// CHECK: scf.for %[[I2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK:   arith.addi %[[I2]], %c20_i32
// CHECK: } {asctile.parallel}
// CHECK-NOT: ascendc.data_copy_l2
module attributes {asc.compilation_arch = "c220"} {
  func.func @unaligned() -> !asctile.tile<40xf32, UB> {
    %a = ascendc.local_tensor_auto veccalc() : <20xf32>
    %b = ascendc.local_tensor_auto veccalc() : <20xf32>
    %ta = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
    %tb = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
    %r = asctile.concat %ta, %tb : !asctile.tile<20xf32, UB>, !asctile.tile<20xf32, UB> -> !asctile.tile<40xf32, UB>
    return %r : !asctile.tile<40xf32, UB>
  }
}

// -----

// CHECK-LABEL: func.func @pyasc_form
// CHECK: %[[R:.*]] = ascendc.local_tensor_auto veccalc() : <40xf32>
// CHECK: %{{.*}} = ascendc.local_tensor.subindex %[[R]][%c0_i64] : !ascendc.local_tensor<40xf32>, i64, !ascendc.local_tensor<20xf32>
// CHECK: %{{.*}} = ascendc.local_tensor.subindex %[[R]][%c20_i64] : !ascendc.local_tensor<40xf32>, i64, !ascendc.local_tensor<20xf32>
func.func @pyasc_form() -> !asctile.tile<40xf32, UB> {
  %a = ascendc.local_tensor_auto veccalc() : <20xf32>
  %b = ascendc.local_tensor_auto veccalc() : <20xf32>
  %f = arith.constant 1.0 : f32
  %n = arith.constant 20 : i64
  // The slices that replace %a and %b live on through these users (unused, the
  // greedy phase of the pass would erase them as it erases every dead pure op).
  ascendc.duplicate_l2 %a, %f, %n : !ascendc.local_tensor<20xf32>, f32, i64
  ascendc.duplicate_l2 %b, %f, %n : !ascendc.local_tensor<20xf32>, f32, i64
  %ta = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
  %tb = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
  %r = asctile.concat %ta, %tb : !asctile.tile<20xf32, UB>, !asctile.tile<20xf32, UB> -> !asctile.tile<40xf32, UB>
  return %r : !asctile.tile<40xf32, UB>
}
