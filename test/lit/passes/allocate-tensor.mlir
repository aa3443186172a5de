// ascendc-allocate-tensor places placeholders at consecutive 256-byte aligned addresses
// of their physical buffer (B1 shares A1's counter, VECIN/VECOUT share VECCALC's);
// ascendc-compute-memory-consumption then sums the bytes per buffer.

// RUN: ascopt -ascendc-allocate-tensor %s | FileCheck %s
// RUN: ascopt -ascendc-allocate-tensor -ascendc-compute-memory-consumption %s | FileCheck %s --check-prefix=MEM

// CHECK-LABEL: func.func @alloc
// CHECK-NEXT:    %0 = ascendc.local_tensor_v3 veccalc, 0, 64 : !ascendc.local_tensor<64xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_v3 veccalc, 256, 100 : !ascendc.local_tensor<100xf16>
// CHECK-NEXT:    %2 = ascendc.local_tensor_v3 veccalc, 512, 8 : !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    %3 = ascendc.local_tensor_v3 a1, 0, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %4 = ascendc.local_tensor_v3 a1, 512, 256 : !ascendc.local_tensor<16x16xf16>
// CHECK-NEXT:    %5 = ascendc.local_tensor_v3 co1, 0, 256 : !ascendc.local_tensor<16x16xf32>
// CHECK-NEXT:    ascendc.add_l2 %2, %2, %2
// CHECK-NOT:     local_tensor_auto

// MEM: module attributes {asc.memory_consumed = {L0C = 1024 : i64, L1 = 1024 : i64, UB = 488 : i64}}

func.func @alloc(%n: i32) {
  %0 = ascendc.local_tensor_auto vecin() : <64xf32>
  %1 = ascendc.local_tensor_auto vecout() : <100xf16>
  %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
  %3 = ascendc.local_tensor_auto b1() : <16x16xf16>
  %4 = ascendc.local_tensor_auto a1() : <16x16xf16>
  %5 = ascendc.local_tensor_auto co1() : <16x16xf32>
  ascendc.add_l2 %2, %2, %2, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i32
  return
}
