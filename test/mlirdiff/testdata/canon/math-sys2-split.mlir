// math probes: vectors of every float type through each folder.

func.func @absf_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.absf %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @ceil_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.ceil %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @floor_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.floor %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @round_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.round %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @roundeven_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.roundeven %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @trunc_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.trunc %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @sqrt_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.sqrt %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @sin_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.sin %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @cos_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.cos %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @tan_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.tan %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @exp_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.exp %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @exp2_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.exp2 %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @expm1_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.expm1 %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @log_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.log %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @log2_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.log2 %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @log10_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.log10 %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @log1p_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.log1p %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @erf_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.erf %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @atan_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.atan %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @tanh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.tanh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @sinh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.sinh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @cosh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.cosh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @asin_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.asin %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @acos_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.acos %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @asinh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.asinh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @acosh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.acosh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @atanh_f8E5M2() -> vector<5xf8E5M2> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %r = math.atanh %c : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @powf_f8E5M2() -> vector<5xf8E5M2> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E5M2>
  %r = math.powf %a, %b : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @atan2_f8E5M2() -> vector<5xf8E5M2> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E5M2>
  %r = math.atan2 %a, %b : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @copysign_f8E5M2() -> vector<5xf8E5M2> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E5M2>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E5M2>
  %r = math.copysign %a, %b : vector<5xf8E5M2>
  return %r : vector<5xf8E5M2>
}

// -----

func.func @absf_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.absf %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @ceil_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.ceil %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @floor_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.floor %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @round_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.round %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @roundeven_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.roundeven %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @trunc_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.trunc %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @sqrt_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.sqrt %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @sin_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.sin %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @cos_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.cos %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @tan_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.tan %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @exp_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.exp %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @exp2_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.exp2 %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @expm1_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.expm1 %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @log_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.log %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @log2_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.log2 %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @log10_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.log10 %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @log1p_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.log1p %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @erf_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.erf %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @atan_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.atan %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @tanh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.tanh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @sinh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.sinh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @cosh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.cosh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @asin_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.asin %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @acos_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.acos %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @asinh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.asinh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @acosh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.acosh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @atanh_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %r = math.atanh %c : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @powf_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E4M3FN>
  %r = math.powf %a, %b : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @atan2_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E4M3FN>
  %r = math.atan2 %a, %b : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @copysign_f8E4M3FN() -> vector<5xf8E4M3FN> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf8E4M3FN>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf8E4M3FN>
  %r = math.copysign %a, %b : vector<5xf8E4M3FN>
  return %r : vector<5xf8E4M3FN>
}

// -----

func.func @absf_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.absf %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @ceil_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.ceil %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @floor_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.floor %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @round_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.round %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @roundeven_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.roundeven %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @trunc_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.trunc %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @sqrt_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.sqrt %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @sin_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.sin %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @cos_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.cos %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @tan_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.tan %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @exp_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.exp %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @exp2_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.exp2 %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @expm1_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.expm1 %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @log_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.log %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @log2_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.log2 %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @log10_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.log10 %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @log1p_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.log1p %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @erf_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.erf %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @atan_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.atan %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @tanh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.tanh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @sinh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.sinh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @cosh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.cosh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @asin_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.asin %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @acos_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.acos %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @asinh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.asinh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @acosh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.acosh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @atanh_f80() -> vector<5xf80> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %r = math.atanh %c : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @powf_f80() -> vector<5xf80> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf80>
  %r = math.powf %a, %b : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @atan2_f80() -> vector<5xf80> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf80>
  %r = math.atan2 %a, %b : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @copysign_f80() -> vector<5xf80> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf80>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf80>
  %r = math.copysign %a, %b : vector<5xf80>
  return %r : vector<5xf80>
}

// -----

func.func @absf_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.absf %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @ceil_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.ceil %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @floor_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.floor %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @round_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.round %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @roundeven_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.roundeven %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @trunc_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.trunc %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @sqrt_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.sqrt %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @sin_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.sin %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @cos_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.cos %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @tan_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.tan %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @exp_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.exp %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @exp2_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.exp2 %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @expm1_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.expm1 %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @log_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.log %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @log2_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.log2 %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @log10_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.log10 %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @log1p_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.log1p %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @erf_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.erf %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @atan_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.atan %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @tanh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.tanh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @sinh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.sinh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @cosh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.cosh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @asin_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.asin %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @acos_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.acos %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @asinh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.asinh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @acosh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.acosh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @atanh_f128() -> vector<5xf128> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %r = math.atanh %c : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @powf_f128() -> vector<5xf128> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf128>
  %r = math.powf %a, %b : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @atan2_f128() -> vector<5xf128> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf128>
  %r = math.atan2 %a, %b : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @copysign_f128() -> vector<5xf128> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf128>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf128>
  %r = math.copysign %a, %b : vector<5xf128>
  return %r : vector<5xf128>
}

// -----

func.func @absf_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.absf %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @ceil_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.ceil %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @floor_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.floor %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @round_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.round %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @roundeven_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.roundeven %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @trunc_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.trunc %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @sqrt_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.sqrt %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @sin_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.sin %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @cos_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.cos %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @tan_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.tan %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @exp_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.exp %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @exp2_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.exp2 %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @expm1_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.expm1 %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @log_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.log %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @log2_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.log2 %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @log10_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.log10 %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @log1p_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.log1p %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @erf_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.erf %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @atan_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.atan %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @tanh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.tanh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @sinh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.sinh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @cosh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.cosh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @asin_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.asin %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @acos_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.acos %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @asinh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.asinh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @acosh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.acosh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @atanh_bf16() -> vector<5xbf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %r = math.atanh %c : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @powf_bf16() -> vector<5xbf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xbf16>
  %r = math.powf %a, %b : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @atan2_bf16() -> vector<5xbf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xbf16>
  %r = math.atan2 %a, %b : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @copysign_bf16() -> vector<5xbf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xbf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xbf16>
  %r = math.copysign %a, %b : vector<5xbf16>
  return %r : vector<5xbf16>
}

// -----

func.func @absf_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.absf %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @ceil_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.ceil %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @floor_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.floor %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @round_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.round %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @roundeven_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.roundeven %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @trunc_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.trunc %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @sqrt_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.sqrt %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @sin_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.sin %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @cos_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.cos %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @tan_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.tan %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @exp_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.exp %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @exp2_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.exp2 %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @expm1_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.expm1 %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @log_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.log %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @log2_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.log2 %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @log10_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.log10 %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @log1p_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.log1p %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @erf_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.erf %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @atan_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.atan %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @tanh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.tanh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @sinh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.sinh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @cosh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.cosh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @asin_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.asin %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @acos_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.acos %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @asinh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.asinh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @acosh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.acosh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @atanh_f16() -> vector<5xf16> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %r = math.atanh %c : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @powf_f16() -> vector<5xf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf16>
  %r = math.powf %a, %b : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @atan2_f16() -> vector<5xf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf16>
  %r = math.atan2 %a, %b : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @copysign_f16() -> vector<5xf16> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf16>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf16>
  %r = math.copysign %a, %b : vector<5xf16>
  return %r : vector<5xf16>
}

// -----

func.func @absf_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.absf %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @ceil_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.ceil %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @floor_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.floor %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @round_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.round %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @roundeven_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.roundeven %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @trunc_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.trunc %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @sqrt_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.sqrt %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @sin_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.sin %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @cos_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.cos %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @tan_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.tan %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @exp_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.exp %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @exp2_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.exp2 %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @expm1_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.expm1 %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @log_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.log %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @log2_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.log2 %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @log10_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.log10 %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @log1p_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.log1p %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @erf_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.erf %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @atan_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.atan %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @tanh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.tanh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @sinh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.sinh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @cosh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.cosh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @asin_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.asin %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @acos_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.acos %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @asinh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.asinh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @acosh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.acosh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @atanh_f64() -> vector<5xf64> {
  %c = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %r = math.atanh %c : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @powf_f64() -> vector<5xf64> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf64>
  %r = math.powf %a, %b : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @atan2_f64() -> vector<5xf64> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf64>
  %r = math.atan2 %a, %b : vector<5xf64>
  return %r : vector<5xf64>
}

// -----

func.func @copysign_f64() -> vector<5xf64> {
  %a = arith.constant dense<[-2.5, 0.5, 1.0, -0.0, 3.0]> : vector<5xf64>
  %b = arith.constant dense<[2.0, -1.0, 0.5, 1.0, -0.0]> : vector<5xf64>
  %r = math.copysign %a, %b : vector<5xf64>
  return %r : vector<5xf64>
}
