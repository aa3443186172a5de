// math-uplift-to-fma probes: addf of a mulf, both with `contract`, becomes math.fma with
// the flags they share; either operand order, shared multiplies, constants, regions.

func.func @basic(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  return %1 : f32
}

// -----

func.func @rhs_mul(%a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.mulf %a, %b fastmath<fast> : vector<4xf16>
  %1 = arith.addf %c, %0 fastmath<contract, nnan> : vector<4xf16>
  return %1 : vector<4xf16>
}

// -----

func.func @no_contract(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  %2 = arith.mulf %a, %b fastmath<contract> : f32
  %3 = arith.addf %2, %c : f32
  return %1, %3 : f32, f32
}

// -----

func.func @both_muls(%a: f64, %b: f64, %c: f64, %d: f64) -> f64 {
  %0 = arith.mulf %a, %b fastmath<contract> : f64
  %1 = arith.mulf %c, %d fastmath<contract> : f64
  %2 = arith.addf %0, %1 fastmath<contract> : f64
  return %2 : f64
}

// -----

func.func @shared_mul(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %0 = arith.mulf %a, %b fastmath<contract,reassoc> : f32
  %1 = arith.addf %0, %c fastmath<contract,reassoc> : f32
  %2 = arith.addf %c, %0 fastmath<contract> : f32
  return %1, %2 : f32, f32
}

// -----

func.func @chain(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  %2 = arith.mulf %1, %1 fastmath<contract> : f32
  %3 = arith.addf %2, %a fastmath<contract> : f32
  %k = arith.constant 1.0 : f32
  %k2 = arith.constant 2.0 : f32
  %4 = arith.mulf %k, %k2 fastmath<contract> : f32
  %5 = arith.addf %4, %3 fastmath<contract> : f32
  return %5 : f32
}

// -----

func.func @tensor_and_sub(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.mulf %a, %b fastmath<contract> : tensor<4xf32>
  %1 = arith.addf %0, %a fastmath<contract> : tensor<4xf32>
  %2 = arith.mulf %a, %b fastmath<contract> : tensor<4xf32>
  %3 = arith.subf %2, %a fastmath<contract> : tensor<4xf32>
  return %1, %3 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @const_mul_0(%a: f32) -> f32 {
  %k = arith.constant 3.0 : f32
  %k2 = arith.constant 2.0 : f32
  %m = arith.mulf %k, %k2 fastmath<contract> : f32
  %s = arith.addf %m, %a fastmath<contract> : f32
  return %s : f32
}

// -----

func.func @const_mul_1(%a: f32) -> f32 {
  %k = arith.constant 1.0 : f32
  %k2 = arith.constant 2.0 : f32
  %m = arith.mulf %k, %k2 fastmath<none> : f32
  %s = arith.addf %m, %a fastmath<contract> : f32
  return %s : f32
}

// -----

func.func @const_mul_2(%a: f32) -> f32 {
  %k = arith.constant 3.0 : f32
  %k2 = arith.constant 2.0 : f32
  %m = arith.mulf %k, %k2 fastmath<contract> : f32
  %s = arith.addf %m, %a fastmath<none> : f32
  return %s : f32
}

// -----

func.func @const_mul_3(%a: f32) -> f32 {
  %k = arith.constant 1.0 : f32
  %k2 = arith.constant 2.0 : f32
  %m = arith.mulf %k, %k2 fastmath<contract> : f32
  %s = arith.addf %m, %a fastmath<contract> : f32
  return %s : f32
}

// -----

func.func @in_regions(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %m = arith.mulf %a, %b fastmath<fast> : f32
    %s = arith.addf %m, %a fastmath<fast> : f32
    scf.yield %s : f32
  } else {
    scf.yield %a : f32
  }
  "test.region"() ({
    %m = arith.mulf %a, %b fastmath<contract> : f32
    %s = arith.addf %a, %m fastmath<contract> : f32
    "test.use"(%s) : (f32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return %r : f32
}

// -----

func.func @mul_in_other_block(%c: i1, %a: f32, %b: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addf %m, %b fastmath<contract> : f32
  return %s : f32
^bb2:
  return %m : f32
}

// -----

func.func @mul_of_mul(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %m = arith.mulf %a, %b fastmath<contract> : bf16
  %n = arith.mulf %m, %c fastmath<contract> : bf16
  %s = arith.addf %m, %n fastmath<contract> : bf16
  return %s : bf16
}

// -----

// The pass's greedy driver merges identical blocks (MLIR's default region simplification
// for passes other than the canonicalizer is the aggressive one).
func.func @identical_blocks(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %a fastmath<contract> : f32
  cf.br ^bb3(%1 : f32)
^bb2:
  %2 = arith.mulf %a, %b fastmath<contract> : f32
  %3 = arith.addf %2, %a fastmath<contract> : f32
  cf.br ^bb3(%3 : f32)
^bb3(%r: f32):
  return %r : f32
}
