// ascendc-allocate-tensor: every position of L1 (A1, B1, C1) counts addresses in one
// sequence, as do VECIN, VECOUT and VECCALC in the unified buffer; each function starts
// at address 0; placeholders in nested regions are allocated too. A position with no
// static buffer, or more bytes than a buffer has, is an error.

// RUN: ascopt -ascendc-allocate-tensor -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @l1_positions
// CHECK-NEXT:    %0 = ascendc.local_tensor_v3 a1, 0, 128 : !ascendc.local_tensor<128xf16>
// CHECK-NEXT:    %1 = ascendc.local_tensor_v3 a1, 256, 64 : !ascendc.local_tensor<64xf32>
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %2 = ascendc.local_tensor_v3 a1, 512, 16 : !ascendc.local_tensor<16xf32>
// CHECK-NEXT:      %3 = ascendc.local_tensor_v3 a2, 0, 16 : !ascendc.local_tensor<16xf32>
// CHECK-NEXT:      %4 = ascendc.local_tensor_v3 b2, 0, 16 : !ascendc.local_tensor<16xf32>
func.func @l1_positions(%c: i1) {
  %0 = ascendc.local_tensor_auto c1() : <128xf16>
  %1 = ascendc.local_tensor_auto b1() : <64xf32>
  scf.if %c {
    %2 = ascendc.local_tensor_auto a1() : <16xf32>
    %3 = ascendc.local_tensor_auto a2() : <16xf32>
    %4 = ascendc.local_tensor_auto b2() : <16xf32>
  }
  return
}

// CHECK-LABEL: func.func @second
// CHECK-NEXT:    %0 = ascendc.local_tensor_v3 veccalc, 0, 8 : !ascendc.local_tensor<8xf32>
func.func @second() {
  %0 = ascendc.local_tensor_auto vecout() : <8xf32>
  return
}

// -----

func.func @bias_table() {
  // expected-error @below {{cannot statically allocate a tensor at position c2}}
  %0 = ascendc.local_tensor_auto c2() : <16xf32>
  return
}

// -----

func.func @too_big() {
  %0 = ascendc.local_tensor_auto a2() : <32768xf16>
  // expected-error @below {{static allocation needs 65540 bytes of L0A, more than its 65536 bytes}}
  %1 = ascendc.local_tensor_auto a2() : <2xf16>
  return
}

// -----

// The capacity is what the SoC the module names leaves usable by default (a 910B has
// 192 KiB of UB less 8.25 KiB reserved, the largest chip 256 KiB): 200 KiB of tensors do
// not fit.
module attributes {asc.soc_version = "Ascend910B1"} {
  func.func @too_big_for_the_soc() {
    %0 = ascendc.local_tensor_auto vecin() : <32768xf32>
    // expected-error @below {{static allocation needs 204800 bytes of UB, more than its 188160 bytes usable on ascend910b}}
    %1 = ascendc.local_tensor_auto vecout() : <18432xf32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @fits_the_soc
// CHECK:         ascendc.local_tensor_v3 veccalc, 131072, 16384
module attributes {asc.soc_version = "Ascend950PR_9599"} {
  func.func @fits_the_soc() {
    %0 = ascendc.local_tensor_auto vecin() : <32768xf32>
    %1 = ascendc.local_tensor_auto vecout() : <16384xf32>
    return
  }
}

// -----

// The 950's UB is 256 KiB, of which Ascend C keeps 8 KiB by default: 248 KiB fit, one
// more 32-byte block does not (a tensor in the reserved bytes would share them).
// CHECK-LABEL: func.func @fills_the_usable_ub
// CHECK:         ascendc.local_tensor_v3 veccalc, 131072, 30720
module attributes {asc.soc_version = "Ascend950PR_9599"} {
  func.func @fills_the_usable_ub() {
    %0 = ascendc.local_tensor_auto vecin() : <32768xf32>
    %1 = ascendc.local_tensor_auto vecout() : <30720xf32>
    return
  }
}

// -----

module attributes {asc.soc_version = "Ascend950PR_9599"} {
  func.func @into_the_reserved_ub() {
    %0 = ascendc.local_tensor_auto vecin() : <32768xf32>
    // expected-error @below {{static allocation needs 253984 bytes of UB, more than its 253952 bytes usable on ascend950}}
    %1 = ascendc.local_tensor_auto vecout() : <30728xf32>
    return
  }
}

// -----

// A tensor whose size added to the next free address would wrap a 64-bit integer is
// refused with its own size (the sum wrapped negative and passed the capacity check).
func.func @end_wraps() {
  %0 = ascendc.local_tensor_auto veccalc() : <64xf32>
  // expected-error @below {{static allocation needs 9223372036854775807 bytes of UB}}
  %1 = ascendc.local_tensor_auto veccalc() : <9223372036854775807xi8>
  return
}
