// RUN: ascopt -canonicalize -split-input-file %s | FileCheck %s
// f80 and f128 fold in their own precision, as mlir-opt 19's APFloat folders do, and
// print in APFloat's long form when the six-digit one does not name the value.

// CHECK-LABEL: func.func @addf_f80
// CHECK: arith.constant 0.300000000000000016653 : f80
func.func @addf_f80() -> f80 {
  %a = arith.constant 0.1 : f80
  %b = arith.constant 0.2 : f80
  %c = arith.addf %a, %b : f80
  return %c : f80
}

// -----

// CHECK-LABEL: func.func @divf_f128
// CHECK: arith.constant 0.333333333333333333333333333333333317 : f128
func.func @divf_f128() -> f128 {
  %a = arith.constant 1.0 : f128
  %b = arith.constant 3.0 : f128
  %c = arith.divf %a, %b : f128
  return %c : f128
}

// -----

// An f80 unnormal reads as a NaN (re-encoded with an all-ones exponent), a pseudo-denormal
// as the normal value it spells; adding to a signaling NaN quiets it.
// CHECK-LABEL: func.func @odd_f80
// CHECK-DAG: arith.constant 0x7FFF0000000000000000 : f80
// CHECK-DAG: arith.constant 3.36210314311209350663E-4932 : f80
// CHECK-DAG: arith.constant 0x7FFF4000000000000001 : f80
func.func @odd_f80() -> (f80, f80, f80) {
  %un = arith.constant 0x40000000000000000000 : f80
  %pd = arith.constant 0x00008000000000000001 : f80
  %s = arith.constant 0x7FFF0000000000000001 : f80
  %one = arith.constant 1.0 : f80
  %q = arith.addf %s, %one : f80
  return %un, %pd, %q : f80, f80, f80
}

// -----

// Values of the f8 formats without IEEE NaN/infinity encodings extend exactly; an FN
// format's NaN keeps its sign and its all-ones mantissa as the payload, quiet.
// CHECK-LABEL: func.func @extf_fn_to_wide
// CHECK-DAG: arith.constant 1.500000e+00 : f80
// CHECK-DAG: arith.constant 1.220703125E-4 : f80
// CHECK-DAG: arith.constant -0.000000e+00 : f128
// CHECK-DAG: arith.constant 0x7FFFF000000000000000 : f80
// CHECK-NOT: arith.extf
func.func @extf_fn_to_wide() -> (f80, f80, f128, f80) {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.extf %a : f8E4M3FN to f80
  %h = arith.constant 0x01 : f8E4M3B11FNUZ
  %i = arith.extf %h : f8E4M3B11FNUZ to f80
  %z = arith.constant 0x80 : f8E5M2
  %y = arith.extf %z : f8E5M2 to f128
  %n = arith.constant 0x7F : f8E4M3FN
  %m = arith.extf %n : f8E4M3FN to f80
  return %b, %i, %y, %m : f80, f80, f128, f80
}
