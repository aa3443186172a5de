// Constants are named after value and type, with bf16 spelled f16 as PyAsc does: a bf16
// and an f16 constant of one value (the pad values of an f16 and a bf16 load in one
// kernel) would both be c0_f16. The second one declared with another C++ type takes the
// MLIR type as a further suffix; names stay PyAsc's where they are unambiguous.

// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: void both(
// CHECK:         bfloat16_t c0_f16 = 0.0e+00;
// CHECK-NEXT:    half c0_f16_f16 = 0.0e+00;
// CHECK-NEXT:    half c1_f16 = 1.00000e+00;
// CHECK:         use_bf(c0_f16);
// CHECK-NEXT:    use_h(c0_f16_f16);
// CHECK-NEXT:    use_h(c1_f16);
// CHECK-LABEL: void one(
// CHECK:         half c0_f16 = 0.0e+00;
// CHECK:         use_h(c0_f16);
func.func private @use_bf(bf16)
func.func private @use_h(f16)
func.func @both() {
  %a = arith.constant 0.0 : bf16
  %b = arith.constant 0.0 : f16
  %c = arith.constant 1.0 : f16
  func.call @use_bf(%a) : (bf16) -> ()
  func.call @use_h(%b) : (f16) -> ()
  func.call @use_h(%c) : (f16) -> ()
  return
}
func.func @one() {
  %b = arith.constant 0.0 : f16
  func.call @use_h(%b) : (f16) -> ()
  return
}
