// RUN: ascopt -split-input-file -verify-diagnostics %s
// Ops with LLVM 19's InferTypeOpInterface written generically with a wrong result type:
// a type constraint or relation refuses them before inference would, with its own
// message, so our model needs no InferTypeOpInterface (test/odsparity lists it as
// ignored); where inference reports, the op's verifier says what it says. (mlir-opt 19 -verify-diagnostics accepts this file.)

func.func @if_result(%c: i1, %x: i64) -> i32 {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = "scf.if"(%c) ({
    "scf.yield"(%x) : (i64) -> ()
  }, {
    "scf.yield"(%x) : (i64) -> ()
  }) : (i1) -> i32
  return %r : i32
}

// -----

func.func @metadata(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'i32'}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, index, i32)
  return
}

// -----

func.func @generic_atomic(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %r = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @atomic(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %r = "memref.atomic_rmw"(%v, %m, %i) {kind = 0 : i64} : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %r = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @pointer(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'}}
  %s = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @load(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %r = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @absf(%a: f32) {
  // expected-error @+1 {{'math.absf' op requires the same type for all operands and results}}
  %r = "math.absf"(%a) : (f32) -> f64
  return
}

// -----

// A result count the source does not imply: the inference itself reports.
func.func @metadata_count(%m: memref<4x4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:5 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index)
  return
}
