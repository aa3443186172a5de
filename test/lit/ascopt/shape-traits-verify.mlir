// RUN: ascopt -split-input-file -verify-diagnostics %s
// The shape and element-type traits test/odsparity lists as verifier checks (no trait bit
// of ours): each refuses with LLVM 19's message. (mlir-opt 19 -verify-diagnostics
// accepts this file.)

func.func @same_shape(%v: vector<4xf16>) {
  // expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = "arith.extf"(%v) : (vector<4xf16>) -> vector<2xf32>
  return
}

// -----

func.func @operands_element_type(%m: memref<4xf32>, %n: memref<4xf16>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  "memref.copy"(%m, %n) : (memref<4xf32>, memref<4xf16>) -> ()
  return
}

// -----

func.func @operands_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  "memref.copy"(%m, %n) : (memref<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

// Here the cast-compatibility check (CastOpInterface) reports before SameOperandsAndResultElementType.
func.func @result_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf16, 1>' are cast incompatible}}
  %0 = "memref.memory_space_cast"(%m) : (memref<4xf32>) -> memref<4xf16, 1>
  return
}

// -----

func.func @cmpi_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}
