// asclower-realize-conversion-cast: casts between local tensors of the same memory size
// (directly or through one intermediate cast) become reinterpret_cast; casts from tiles
// and between different sizes stay.

// RUN: ascopt --asclower-realize-conversion-cast %s | FileCheck %s

// CHECK: %0 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>
// CHECK-NEXT: %1 = ascendc.reinterpret_cast %arg0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT: return %0, %1, %2, %3

func.func @f(%a: !ascendc.local_tensor<16xf32>, %t: !asctile.tile<16xf32, UB>) -> (!ascendc.local_tensor<64xi8>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<64xi8>
  %1 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
  %2 = builtin.unrealized_conversion_cast %1 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<32xf16>
  %3 = builtin.unrealized_conversion_cast %t : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
  %4 = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<8xf32>
  return %0, %2, %3, %4 : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<32xf16>, !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<8xf32>
}
