// Local arrays and dense initialisers beyond what C++ can declare or the translator
// spells: an array of more bytes than an int64 counts (PTRDIFF_MAX), and a dense
// attribute of more than 2^20 elements as a brace list (a splat of 2^62 elements made the
// translator panic allocating its list). Just below the bound the array is declared.
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @alloca_bytes() {
  // expected-error @+1 {{'memref.alloca' op alloca of type 'memref<2305843009213693952xf32>' is larger than a C++ array can be}}
  %m = memref.alloca() : memref<2305843009213693952xf32>
  return
}

// -----

func.func @alloca_elements() {
  // expected-error @+1 {{'memref.alloca' op alloca of type 'memref<4611686018427387904x4xi8>' is larger than a C++ array can be}}
  %m = memref.alloca() : memref<4611686018427387904x4xi8>
  return
}

// -----

func.func @variable_splat() {
  // expected-error @+1 {{'emitasc.variable' op variable of type 'memref<4611686018427387904xi32>' is larger than a C++ array can be}}
  %v = emitasc.variable dense<1> : tensor<4611686018427387904xi32>, memref<4611686018427387904xi32>
  return
}

// -----

func.func @variable_init() {
  // expected-error @+1 {{cannot emit attribute of type 'tensor<1048577xi32>': more than the 1048576 elements a brace initializer is spelled with}}
  %v = emitasc.variable dense<1> : tensor<1048577xi32>, memref<1048577xi32>
  return
}
