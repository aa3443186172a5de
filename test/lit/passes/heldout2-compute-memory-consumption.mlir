// ascendc-compute-memory-consumption counts bytes by element type (bf16 2, i64 8, ui8 and i8 1)
// times the tile size, whatever the shape's rank.

// RUN: ascopt -ascendc-compute-memory-consumption %s | FileCheck %s

// CHECK: module attributes {asc.memory_consumed = {L0C = 1024 : i64, L1 = 512 : i64, UB = 256 : i64}}
func.func @a() {
  %0 = ascendc.local_tensor_v3 veccalc, 0, 64 : !ascendc.local_tensor<64xi8>
  %1 = ascendc.local_tensor_v3 veccalc, 256, 64 : !ascendc.local_tensor<64xbf16>
  %2 = ascendc.local_tensor_v3 a1, 0, 64 : !ascendc.local_tensor<64xi64>
  %3 = ascendc.local_tensor_v3 co1, 0, 256 : !ascendc.local_tensor<16x16xi32>
  %4 = ascendc.local_tensor_v3 veccalc, 512, 64 : !ascendc.local_tensor<64xui8>
  return
}
