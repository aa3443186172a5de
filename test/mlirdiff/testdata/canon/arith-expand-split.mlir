// arith-expand probes: ceildivsi, ceildivui and floordivsi on each integer-like type, the
// integer and float min/max ops (fast-math flags dropped), bf16 extf/truncf with
// include-bf16 (by element type; others and rounding modes left or refused), ops the
// conversion folds first (constants, equal operands, constants moved right), nested
// regions, and IR it leaves alone.

func.func @ceildivsi_i32(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// -----

func.func @ceildivsi_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivsi %a, %b : index
  return %0 : index
}

// -----

func.func @ceildivsi_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.ceildivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

func.func @ceildivsi_tensor(%a: tensor<2x3xi64>, %b: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = arith.ceildivsi %a, %b : tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

func.func @ceildivsi_i1(%a: i1, %b: i1) -> i1 {
  %0 = arith.ceildivsi %a, %b : i1
  return %0 : i1
}

// -----

func.func @ceildivui(%a: i16, %b: i16, %v: vector<[4]xi32>, %w: vector<[4]xi32>) -> (i16, vector<[4]xi32>) {
  %0 = arith.ceildivui %a, %b : i16
  %1 = arith.ceildivui %v, %w : vector<[4]xi32>
  return %0, %1 : i16, vector<[4]xi32>
}

// -----

func.func @ceildivui_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}

// -----

func.func @floordivsi(%a: i32, %b: i32, %x: index, %y: index) -> (i32, index) {
  %0 = arith.floordivsi %a, %b : i32
  %1 = arith.floordivsi %x, %y : index
  return %0, %1 : i32, index
}

// -----

func.func @floordivsi_vector(%a: vector<2x2xi64>, %b: vector<2x2xi64>) -> vector<2x2xi64> {
  %0 = arith.floordivsi %a, %b : vector<2x2xi64>
  return %0 : vector<2x2xi64>
}

// -----

func.func @int_minmax(%a: i8, %b: i8, %v: vector<3xindex>, %w: vector<3xindex>) -> (i8, i8, i8, i8, vector<3xindex>, vector<3xindex>) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %a, %b : i8
  %3 = arith.minui %a, %b : i8
  %4 = arith.maxui %v, %w : vector<3xindex>
  %5 = arith.minsi %v, %w : vector<3xindex>
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, vector<3xindex>, vector<3xindex>
}

// -----

func.func @float_minmax(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan,ninf> : f32
  %2 = arith.maxnumf %a, %b fastmath<fast> : f32
  %3 = arith.minnumf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

func.func @float_minmax_shaped(%a: vector<4xf16>, %b: vector<4xf16>, %t: tensor<2xbf16>, %u: tensor<2xbf16>, %d: f64) -> (vector<4xf16>, vector<4xf16>, tensor<2xbf16>, tensor<2xbf16>, f64) {
  %0 = arith.maximumf %a, %b : vector<4xf16>
  %1 = arith.minnumf %a, %b : vector<4xf16>
  %2 = arith.minimumf %t, %u : tensor<2xbf16>
  %3 = arith.maxnumf %t, %u : tensor<2xbf16>
  %4 = arith.maxnumf %d, %d : f64
  return %0, %1, %2, %3, %4 : vector<4xf16>, vector<4xf16>, tensor<2xbf16>, tensor<2xbf16>, f64
}

// -----

func.func @folds(%a: i32, %f: f32) -> (i32, i32, i32, i32, i32, i32, f32, f32, i32) {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.maxsi %a, %a : i32
  %1 = arith.ceildivsi %c7, %c2 : i32
  %2 = arith.floordivsi %c7, %c2 : i32
  %3 = arith.ceildivui %a, %c1 : i32
  %4 = arith.minui %c7, %c2 : i32
  %5 = arith.maxsi %c2, %a : i32
  %6 = arith.maximumf %f, %f : f32
  %x = arith.constant 1.0 : f32
  %7 = arith.minnumf %x, %f : f32
  %8 = arith.minsi %4, %c2 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, f32, f32, i32
}

// -----

func.func @chain(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.maxsi %0, %b : i32
  %2 = arith.floordivsi %1, %0 : i32
  %3 = arith.addi %2, %1 : i32
  return %3 : i32
}

// -----

func.func @nested(%a: index, %b: index, %c: i1, %f: f32) -> index {
  %r = scf.if %c -> index {
    %0 = arith.ceildivui %a, %b : index
    scf.yield %0 : index
  } else {
    %1 = arith.minsi %a, %b : index
    scf.yield %1 : index
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = scf.for %i = %c0 to %a step %c4 iter_args(%acc = %f) -> f32 {
    %m = arith.maximumf %acc, %f : f32
    scf.yield %m : f32
  }
  return %r : index
}

// -----

func.func @blocks(%a: i64, %b: i64, %c: i1) -> i64 {
  cf.cond_br %c, ^bb1(%a : i64), ^bb2
^bb1(%x: i64):
  %0 = arith.floordivsi %x, %b : i64
  return %0 : i64
^bb2:
  %1 = arith.maxui %a, %b : i64
  return %1 : i64
}

// -----

func.func @bf16(%f: f32, %b: bf16, %v: vector<2xbf16>, %w: vector<2xf32>) -> (bf16, f32, f64, vector<2xf32>, vector<2xbf16>, f16) {
  %0 = arith.truncf %f : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.extf %b : bf16 to f64
  %3 = arith.extf %v : vector<2xbf16> to vector<2xf32>
  %4 = arith.truncf %w : vector<2xf32> to vector<2xbf16>
  %5 = arith.truncf %f : f32 to f16
  return %0, %1, %2, %3, %4, %5 : bf16, f32, f64, vector<2xf32>, vector<2xbf16>, f16
}

// -----

func.func @bf16_more(%a: f64, %t: tensor<2x2xf32>, %u: tensor<3xbf16>) -> (bf16, tensor<2x2xbf16>, tensor<3xf32>, f32) {
  %0 = arith.truncf %a : f64 to bf16
  %1 = arith.truncf %t fastmath<fast> : tensor<2x2xf32> to tensor<2x2xbf16>
  %2 = arith.extf %u fastmath<nnan> : tensor<3xbf16> to tensor<3xf32>
  %3 = arith.truncf %a : f64 to f32
  return %0, %1, %2, %3 : bf16, tensor<2x2xbf16>, tensor<3xf32>, f32
}

// -----

func.func @bf16_roundtrip(%a: f32) -> (bf16, f32, f32) {
  %0 = arith.truncf %a fastmath<contract> : f32 to bf16
  %1 = arith.extf %0 fastmath<contract> : bf16 to f32
  %2 = arith.extf %0 : bf16 to f32
  return %0, %1, %2 : bf16, f32, f32
}

// -----

func.func @bf16_const() -> (f32, bf16) {
  %c = arith.constant 1.5 : bf16
  %d = arith.constant 2.5 : f32
  %0 = arith.extf %c : bf16 to f32
  %1 = arith.truncf %d : f32 to bf16
  return %0, %1 : f32, bf16
}

// -----

func.func @bf16_rounding(%a: f32) -> bf16 {
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  return %0 : bf16
}

// -----

func.func @untouched(%a: i32, %b: i32, %f: f32) -> (i32, i32, i32, f32, f32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remui %a, %b : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addf %f, %f : f32
  %4 = arith.negf %3 : f32
  %5 = "test.op"(%a) : (i32) -> i32
  return %0, %2, %5, %3, %4 : i32, i32, i32, f32, f32
}

// -----

// Ops of other dialects fold as the conversion meets them, unless the fold needs a
// constant of a dialect the conversion does not allow (ub.poison).
func.func @other_dialects(%f: f32, %m: memref<4x?xf32>) -> (f32, index, f32, i32, index) {
  %c = arith.constant -2.5 : f32
  %0 = math.absf %c : f32
  %c0 = arith.constant 0 : index
  %1 = memref.dim %m, %c0 : memref<4x?xf32>
  %p = ub.poison : f32
  %2 = math.absf %p : f32
  %c7 = arith.constant 7 : i32
  %3 = math.ctpop %c7 : i32
  %a = memref.alloca() : memref<8xf32>
  %4 = memref.dim %a, %c0 : memref<8xf32>
  %5 = arith.maxsi %3, %c7 : i32
  return %0, %1, %2, %5, %4 : f32, index, f32, i32, index
}
