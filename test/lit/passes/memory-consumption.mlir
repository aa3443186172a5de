// ascendc-compute-memory-consumption: element size times tile size of every
// local_tensor_v3, per buffer, into asc.memory_consumed; only buffers that occur have an
// entry (an empty dictionary when there are none), across all functions and nested
// regions. A position with no buffer to account it to is an error.

// RUN: ascopt -ascendc-compute-memory-consumption -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK: module attributes {asc.memory_consumed = {L0A = 512 : i64, L0B = 128 : i64, UB = 160 : i64}}
func.func @a(%c: i1) {
  %0 = ascendc.local_tensor_v3 veccalc, 0, 32 : !ascendc.local_tensor<32xf32>
  scf.if %c {
    %1 = ascendc.local_tensor_v3 a2, 0, 256 : !ascendc.local_tensor<256xf16>
  }
  return
}
func.func @b() {
  %0 = ascendc.local_tensor_v3 veccalc, 256, 16 : !ascendc.local_tensor<16xf16>
  %1 = ascendc.local_tensor_v3 b2, 0, 64 : !ascendc.local_tensor<64xi16>
  return
}

// -----

// CHECK: module attributes {asc.memory_consumed = {}}
func.func @none() {
  return
}

// -----

func.func @bias_table() {
  // expected-error @below {{cannot account the memory of a local tensor at position c2}}
  %0 = ascendc.local_tensor_v3 c2, 0, 64 : !ascendc.local_tensor<64xf32>
  return
}
