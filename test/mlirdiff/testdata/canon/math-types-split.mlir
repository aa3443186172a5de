// math probes in the float types the main file lacks (f8 kinds, tf32, f80, f128):
// every unary and binary op on scalars, a vector and a splat tensor.

func.func @absf_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.absf %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.absf %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.absf %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.absf %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.absf %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.absf %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.absf %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @acos_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.acos %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.acos %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.acos %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.acos %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.acos %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.acos %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.acos %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @acosh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.acosh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.acosh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.acosh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.acosh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.acosh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.acosh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.acosh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @asin_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.asin %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.asin %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.asin %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.asin %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.asin %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.asin %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.asin %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @asinh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.asinh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.asinh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.asinh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.asinh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.asinh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.asinh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.asinh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @atan_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.atan %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.atan %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.atan %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.atan %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.atan %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.atan %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.atan %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @atanh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.atanh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.atanh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.atanh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.atanh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.atanh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.atanh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.atanh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @cbrt_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.cbrt %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.cbrt %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.cbrt %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.cbrt %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.cbrt %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.cbrt %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.cbrt %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @ceil_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.ceil %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.ceil %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.ceil %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.ceil %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.ceil %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.ceil %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.ceil %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @cos_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.cos %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.cos %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.cos %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.cos %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.cos %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.cos %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.cos %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @cosh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.cosh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.cosh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.cosh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.cosh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.cosh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.cosh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.cosh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @erf_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.erf %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.erf %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.erf %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.erf %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.erf %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.erf %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.erf %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @exp_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.exp %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.exp %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.exp %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.exp %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.exp %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.exp %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.exp %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @exp2_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.exp2 %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.exp2 %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.exp2 %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.exp2 %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.exp2 %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.exp2 %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.exp2 %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @expm1_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.expm1 %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.expm1 %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.expm1 %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.expm1 %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.expm1 %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.expm1 %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.expm1 %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @floor_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.floor %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.floor %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.floor %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.floor %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.floor %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.floor %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.floor %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @log_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.log %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.log %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.log %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.log %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.log %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.log %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.log %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @log10_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.log10 %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.log10 %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.log10 %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.log10 %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.log10 %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.log10 %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.log10 %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @log1p_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.log1p %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.log1p %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.log1p %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.log1p %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.log1p %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.log1p %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.log1p %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @log2_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.log2 %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.log2 %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.log2 %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.log2 %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.log2 %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.log2 %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.log2 %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @round_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.round %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.round %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.round %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.round %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.round %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.round %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.round %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @roundeven_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.roundeven %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.roundeven %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.roundeven %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.roundeven %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.roundeven %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.roundeven %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.roundeven %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @rsqrt_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.rsqrt %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.rsqrt %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.rsqrt %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.rsqrt %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.rsqrt %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.rsqrt %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.rsqrt %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @sin_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.sin %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.sin %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.sin %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.sin %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.sin %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.sin %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.sin %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @sinh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.sinh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.sinh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.sinh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.sinh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.sinh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.sinh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.sinh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @sqrt_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.sqrt %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.sqrt %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.sqrt %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.sqrt %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.sqrt %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.sqrt %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.sqrt %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @tan_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.tan %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.tan %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.tan %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.tan %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.tan %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.tan %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.tan %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @tanh_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.tanh %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.tanh %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.tanh %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.tanh %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.tanh %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.tanh %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.tanh %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @trunc_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>) {
  %c0 = arith.constant 0.5 : f8E4M3FN
  %r0 = math.trunc %c0 : f8E4M3FN
  %c1 = arith.constant -2.5 : f8E4M3FN
  %r1 = math.trunc %c1 : f8E4M3FN
  %c2 = arith.constant 3.0 : f8E4M3FN
  %r2 = math.trunc %c2 : f8E4M3FN
  %c3 = arith.constant 1.0 : f8E4M3FN
  %r3 = math.trunc %c3 : f8E4M3FN
  %c4 = arith.constant 0.0 : f8E4M3FN
  %r4 = math.trunc %c4 : f8E4M3FN
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FN>
  %rv = math.trunc %v : vector<2xf8E4M3FN>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FN>
  %rs = math.trunc %s : tensor<3xf8E4M3FN>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E4M3FN>, tensor<3xf8E4M3FN>
}

// -----

func.func @atan2_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN) {
  %a = arith.constant 2.0 : f8E4M3FN
  %b = arith.constant -0.5 : f8E4M3FN
  %r = math.atan2 %a, %b : f8E4M3FN
  %s = math.atan2 %b, %a : f8E4M3FN
  return %r, %s : f8E4M3FN, f8E4M3FN
}

// -----

func.func @copysign_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN) {
  %a = arith.constant 2.0 : f8E4M3FN
  %b = arith.constant -0.5 : f8E4M3FN
  %r = math.copysign %a, %b : f8E4M3FN
  %s = math.copysign %b, %a : f8E4M3FN
  return %r, %s : f8E4M3FN, f8E4M3FN
}

// -----

func.func @powf_f8E4M3FN() -> (f8E4M3FN, f8E4M3FN) {
  %a = arith.constant 2.0 : f8E4M3FN
  %b = arith.constant -0.5 : f8E4M3FN
  %r = math.powf %a, %b : f8E4M3FN
  %s = math.powf %b, %a : f8E4M3FN
  return %r, %s : f8E4M3FN, f8E4M3FN
}

// -----

func.func @fma_f8E4M3FN() -> f8E4M3FN {
  %a = arith.constant 2.0 : f8E4M3FN
  %r = math.fma %a, %a, %a : f8E4M3FN
  return %r : f8E4M3FN
}

// -----

func.func @fpowi_f8E4M3FN() -> f8E4M3FN {
  %a = arith.constant 2.0 : f8E4M3FN
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f8E4M3FN, i32
  return %r : f8E4M3FN
}

// -----

func.func @absf_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.absf %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.absf %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.absf %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.absf %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.absf %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.absf %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.absf %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @acos_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.acos %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.acos %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.acos %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.acos %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.acos %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.acos %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.acos %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @acosh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.acosh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.acosh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.acosh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.acosh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.acosh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.acosh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.acosh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @asin_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.asin %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.asin %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.asin %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.asin %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.asin %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.asin %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.asin %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @asinh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.asinh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.asinh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.asinh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.asinh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.asinh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.asinh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.asinh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @atan_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.atan %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.atan %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.atan %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.atan %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.atan %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.atan %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.atan %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @atanh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.atanh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.atanh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.atanh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.atanh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.atanh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.atanh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.atanh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @cbrt_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.cbrt %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.cbrt %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.cbrt %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.cbrt %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.cbrt %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.cbrt %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.cbrt %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @ceil_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.ceil %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.ceil %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.ceil %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.ceil %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.ceil %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.ceil %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.ceil %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @cos_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.cos %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.cos %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.cos %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.cos %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.cos %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.cos %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.cos %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @cosh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.cosh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.cosh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.cosh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.cosh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.cosh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.cosh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.cosh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @erf_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.erf %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.erf %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.erf %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.erf %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.erf %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.erf %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.erf %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @exp_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.exp %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.exp %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.exp %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.exp %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.exp %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.exp %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.exp %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @exp2_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.exp2 %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.exp2 %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.exp2 %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.exp2 %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.exp2 %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.exp2 %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.exp2 %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @expm1_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.expm1 %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.expm1 %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.expm1 %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.expm1 %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.expm1 %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.expm1 %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.expm1 %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @floor_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.floor %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.floor %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.floor %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.floor %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.floor %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.floor %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.floor %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @log_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.log %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.log %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.log %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.log %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.log %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.log %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.log %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @log10_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.log10 %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.log10 %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.log10 %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.log10 %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.log10 %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.log10 %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.log10 %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @log1p_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.log1p %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.log1p %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.log1p %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.log1p %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.log1p %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.log1p %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.log1p %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @log2_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.log2 %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.log2 %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.log2 %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.log2 %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.log2 %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.log2 %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.log2 %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @round_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.round %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.round %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.round %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.round %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.round %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.round %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.round %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @roundeven_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.roundeven %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.roundeven %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.roundeven %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.roundeven %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.roundeven %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.roundeven %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.roundeven %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @rsqrt_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.rsqrt %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.rsqrt %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.rsqrt %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.rsqrt %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.rsqrt %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.rsqrt %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.rsqrt %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @sin_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.sin %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.sin %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.sin %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.sin %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.sin %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.sin %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.sin %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @sinh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.sinh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.sinh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.sinh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.sinh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.sinh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.sinh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.sinh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @sqrt_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.sqrt %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.sqrt %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.sqrt %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.sqrt %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.sqrt %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.sqrt %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.sqrt %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @tan_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.tan %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.tan %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.tan %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.tan %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.tan %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.tan %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.tan %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @tanh_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.tanh %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.tanh %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.tanh %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.tanh %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.tanh %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.tanh %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.tanh %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @trunc_f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>) {
  %c0 = arith.constant 0.5 : f8E5M2
  %r0 = math.trunc %c0 : f8E5M2
  %c1 = arith.constant -2.5 : f8E5M2
  %r1 = math.trunc %c1 : f8E5M2
  %c2 = arith.constant 3.0 : f8E5M2
  %r2 = math.trunc %c2 : f8E5M2
  %c3 = arith.constant 1.0 : f8E5M2
  %r3 = math.trunc %c3 : f8E5M2
  %c4 = arith.constant 0.0 : f8E5M2
  %r4 = math.trunc %c4 : f8E5M2
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2>
  %rv = math.trunc %v : vector<2xf8E5M2>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2>
  %rs = math.trunc %s : tensor<3xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, vector<2xf8E5M2>, tensor<3xf8E5M2>
}

// -----

func.func @atan2_f8E5M2() -> (f8E5M2, f8E5M2) {
  %a = arith.constant 2.0 : f8E5M2
  %b = arith.constant -0.5 : f8E5M2
  %r = math.atan2 %a, %b : f8E5M2
  %s = math.atan2 %b, %a : f8E5M2
  return %r, %s : f8E5M2, f8E5M2
}

// -----

func.func @copysign_f8E5M2() -> (f8E5M2, f8E5M2) {
  %a = arith.constant 2.0 : f8E5M2
  %b = arith.constant -0.5 : f8E5M2
  %r = math.copysign %a, %b : f8E5M2
  %s = math.copysign %b, %a : f8E5M2
  return %r, %s : f8E5M2, f8E5M2
}

// -----

func.func @powf_f8E5M2() -> (f8E5M2, f8E5M2) {
  %a = arith.constant 2.0 : f8E5M2
  %b = arith.constant -0.5 : f8E5M2
  %r = math.powf %a, %b : f8E5M2
  %s = math.powf %b, %a : f8E5M2
  return %r, %s : f8E5M2, f8E5M2
}

// -----

func.func @fma_f8E5M2() -> f8E5M2 {
  %a = arith.constant 2.0 : f8E5M2
  %r = math.fma %a, %a, %a : f8E5M2
  return %r : f8E5M2
}

// -----

func.func @fpowi_f8E5M2() -> f8E5M2 {
  %a = arith.constant 2.0 : f8E5M2
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f8E5M2, i32
  return %r : f8E5M2
}

// -----

func.func @absf_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.absf %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.absf %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.absf %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.absf %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.absf %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.absf %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.absf %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @acos_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.acos %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.acos %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.acos %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.acos %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.acos %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.acos %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.acos %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @acosh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.acosh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.acosh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.acosh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.acosh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.acosh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.acosh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.acosh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @asin_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.asin %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.asin %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.asin %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.asin %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.asin %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.asin %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.asin %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @asinh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.asinh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.asinh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.asinh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.asinh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.asinh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.asinh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.asinh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @atan_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.atan %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.atan %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.atan %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.atan %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.atan %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.atan %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.atan %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @atanh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.atanh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.atanh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.atanh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.atanh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.atanh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.atanh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.atanh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @cbrt_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.cbrt %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.cbrt %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.cbrt %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.cbrt %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.cbrt %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.cbrt %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.cbrt %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @ceil_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.ceil %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.ceil %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.ceil %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.ceil %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.ceil %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.ceil %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.ceil %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @cos_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.cos %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.cos %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.cos %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.cos %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.cos %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.cos %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.cos %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @cosh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.cosh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.cosh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.cosh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.cosh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.cosh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.cosh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.cosh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @erf_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.erf %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.erf %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.erf %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.erf %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.erf %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.erf %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.erf %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @exp_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.exp %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.exp %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.exp %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.exp %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.exp %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.exp %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.exp %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @exp2_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.exp2 %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.exp2 %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.exp2 %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.exp2 %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.exp2 %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.exp2 %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.exp2 %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @expm1_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.expm1 %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.expm1 %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.expm1 %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.expm1 %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.expm1 %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.expm1 %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.expm1 %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @floor_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.floor %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.floor %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.floor %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.floor %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.floor %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.floor %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.floor %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @log_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.log %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.log %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.log %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.log %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.log %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.log %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.log %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @log10_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.log10 %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.log10 %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.log10 %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.log10 %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.log10 %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.log10 %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.log10 %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @log1p_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.log1p %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.log1p %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.log1p %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.log1p %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.log1p %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.log1p %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.log1p %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @log2_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.log2 %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.log2 %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.log2 %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.log2 %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.log2 %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.log2 %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.log2 %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @round_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.round %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.round %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.round %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.round %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.round %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.round %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.round %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @roundeven_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.roundeven %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.roundeven %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.roundeven %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.roundeven %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.roundeven %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.roundeven %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.roundeven %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @rsqrt_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.rsqrt %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.rsqrt %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.rsqrt %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.rsqrt %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.rsqrt %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.rsqrt %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.rsqrt %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @sin_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.sin %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.sin %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.sin %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.sin %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.sin %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.sin %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.sin %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @sinh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.sinh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.sinh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.sinh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.sinh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.sinh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.sinh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.sinh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @sqrt_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.sqrt %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.sqrt %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.sqrt %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.sqrt %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.sqrt %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.sqrt %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.sqrt %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @tan_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.tan %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.tan %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.tan %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.tan %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.tan %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.tan %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.tan %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @tanh_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.tanh %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.tanh %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.tanh %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.tanh %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.tanh %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.tanh %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.tanh %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @trunc_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3FNUZ
  %r0 = math.trunc %c0 : f8E4M3FNUZ
  %c1 = arith.constant -2.5 : f8E4M3FNUZ
  %r1 = math.trunc %c1 : f8E4M3FNUZ
  %c2 = arith.constant 3.0 : f8E4M3FNUZ
  %r2 = math.trunc %c2 : f8E4M3FNUZ
  %c3 = arith.constant 1.0 : f8E4M3FNUZ
  %r3 = math.trunc %c3 : f8E4M3FNUZ
  %c4 = arith.constant 0.0 : f8E4M3FNUZ
  %r4 = math.trunc %c4 : f8E4M3FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3FNUZ>
  %rv = math.trunc %v : vector<2xf8E4M3FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3FNUZ>
  %rs = math.trunc %s : tensor<3xf8E4M3FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, vector<2xf8E4M3FNUZ>, tensor<3xf8E4M3FNUZ>
}

// -----

func.func @atan2_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ) {
  %a = arith.constant 2.0 : f8E4M3FNUZ
  %b = arith.constant -0.5 : f8E4M3FNUZ
  %r = math.atan2 %a, %b : f8E4M3FNUZ
  %s = math.atan2 %b, %a : f8E4M3FNUZ
  return %r, %s : f8E4M3FNUZ, f8E4M3FNUZ
}

// -----

func.func @copysign_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ) {
  %a = arith.constant 2.0 : f8E4M3FNUZ
  %b = arith.constant -0.5 : f8E4M3FNUZ
  %r = math.copysign %a, %b : f8E4M3FNUZ
  %s = math.copysign %b, %a : f8E4M3FNUZ
  return %r, %s : f8E4M3FNUZ, f8E4M3FNUZ
}

// -----

func.func @powf_f8E4M3FNUZ() -> (f8E4M3FNUZ, f8E4M3FNUZ) {
  %a = arith.constant 2.0 : f8E4M3FNUZ
  %b = arith.constant -0.5 : f8E4M3FNUZ
  %r = math.powf %a, %b : f8E4M3FNUZ
  %s = math.powf %b, %a : f8E4M3FNUZ
  return %r, %s : f8E4M3FNUZ, f8E4M3FNUZ
}

// -----

func.func @fma_f8E4M3FNUZ() -> f8E4M3FNUZ {
  %a = arith.constant 2.0 : f8E4M3FNUZ
  %r = math.fma %a, %a, %a : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// -----

func.func @fpowi_f8E4M3FNUZ() -> f8E4M3FNUZ {
  %a = arith.constant 2.0 : f8E4M3FNUZ
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f8E4M3FNUZ, i32
  return %r : f8E4M3FNUZ
}

// -----

func.func @absf_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.absf %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.absf %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.absf %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.absf %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.absf %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.absf %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.absf %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @acos_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.acos %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.acos %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.acos %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.acos %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.acos %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.acos %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.acos %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @acosh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.acosh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.acosh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.acosh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.acosh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.acosh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.acosh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.acosh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @asin_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.asin %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.asin %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.asin %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.asin %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.asin %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.asin %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.asin %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @asinh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.asinh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.asinh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.asinh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.asinh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.asinh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.asinh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.asinh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @atan_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.atan %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.atan %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.atan %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.atan %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.atan %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.atan %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.atan %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @atanh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.atanh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.atanh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.atanh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.atanh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.atanh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.atanh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.atanh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @cbrt_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.cbrt %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.cbrt %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.cbrt %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.cbrt %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.cbrt %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.cbrt %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.cbrt %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @ceil_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.ceil %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.ceil %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.ceil %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.ceil %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.ceil %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.ceil %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.ceil %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @cos_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.cos %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.cos %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.cos %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.cos %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.cos %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.cos %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.cos %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @cosh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.cosh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.cosh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.cosh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.cosh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.cosh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.cosh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.cosh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @erf_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.erf %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.erf %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.erf %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.erf %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.erf %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.erf %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.erf %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @exp_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.exp %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.exp %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.exp %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.exp %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.exp %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.exp %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.exp %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @exp2_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.exp2 %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.exp2 %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.exp2 %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.exp2 %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.exp2 %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.exp2 %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.exp2 %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @expm1_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.expm1 %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.expm1 %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.expm1 %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.expm1 %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.expm1 %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.expm1 %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.expm1 %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @floor_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.floor %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.floor %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.floor %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.floor %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.floor %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.floor %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.floor %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @log_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.log %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.log %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.log %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.log %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.log %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.log %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.log %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @log10_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.log10 %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.log10 %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.log10 %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.log10 %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.log10 %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.log10 %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.log10 %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @log1p_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.log1p %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.log1p %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.log1p %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.log1p %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.log1p %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.log1p %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.log1p %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @log2_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.log2 %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.log2 %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.log2 %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.log2 %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.log2 %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.log2 %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.log2 %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @round_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.round %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.round %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.round %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.round %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.round %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.round %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.round %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @roundeven_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.roundeven %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.roundeven %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.roundeven %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.roundeven %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.roundeven %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.roundeven %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.roundeven %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @rsqrt_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.rsqrt %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.rsqrt %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.rsqrt %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.rsqrt %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.rsqrt %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.rsqrt %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.rsqrt %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @sin_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.sin %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.sin %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.sin %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.sin %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.sin %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.sin %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.sin %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @sinh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.sinh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.sinh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.sinh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.sinh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.sinh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.sinh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.sinh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @sqrt_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.sqrt %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.sqrt %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.sqrt %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.sqrt %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.sqrt %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.sqrt %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.sqrt %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @tan_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.tan %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.tan %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.tan %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.tan %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.tan %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.tan %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.tan %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @tanh_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.tanh %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.tanh %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.tanh %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.tanh %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.tanh %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.tanh %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.tanh %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @trunc_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>) {
  %c0 = arith.constant 0.5 : f8E5M2FNUZ
  %r0 = math.trunc %c0 : f8E5M2FNUZ
  %c1 = arith.constant -2.5 : f8E5M2FNUZ
  %r1 = math.trunc %c1 : f8E5M2FNUZ
  %c2 = arith.constant 3.0 : f8E5M2FNUZ
  %r2 = math.trunc %c2 : f8E5M2FNUZ
  %c3 = arith.constant 1.0 : f8E5M2FNUZ
  %r3 = math.trunc %c3 : f8E5M2FNUZ
  %c4 = arith.constant 0.0 : f8E5M2FNUZ
  %r4 = math.trunc %c4 : f8E5M2FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E5M2FNUZ>
  %rv = math.trunc %v : vector<2xf8E5M2FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E5M2FNUZ>
  %rs = math.trunc %s : tensor<3xf8E5M2FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, vector<2xf8E5M2FNUZ>, tensor<3xf8E5M2FNUZ>
}

// -----

func.func @atan2_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ) {
  %a = arith.constant 2.0 : f8E5M2FNUZ
  %b = arith.constant -0.5 : f8E5M2FNUZ
  %r = math.atan2 %a, %b : f8E5M2FNUZ
  %s = math.atan2 %b, %a : f8E5M2FNUZ
  return %r, %s : f8E5M2FNUZ, f8E5M2FNUZ
}

// -----

func.func @copysign_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ) {
  %a = arith.constant 2.0 : f8E5M2FNUZ
  %b = arith.constant -0.5 : f8E5M2FNUZ
  %r = math.copysign %a, %b : f8E5M2FNUZ
  %s = math.copysign %b, %a : f8E5M2FNUZ
  return %r, %s : f8E5M2FNUZ, f8E5M2FNUZ
}

// -----

func.func @powf_f8E5M2FNUZ() -> (f8E5M2FNUZ, f8E5M2FNUZ) {
  %a = arith.constant 2.0 : f8E5M2FNUZ
  %b = arith.constant -0.5 : f8E5M2FNUZ
  %r = math.powf %a, %b : f8E5M2FNUZ
  %s = math.powf %b, %a : f8E5M2FNUZ
  return %r, %s : f8E5M2FNUZ, f8E5M2FNUZ
}

// -----

func.func @fma_f8E5M2FNUZ() -> f8E5M2FNUZ {
  %a = arith.constant 2.0 : f8E5M2FNUZ
  %r = math.fma %a, %a, %a : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// -----

func.func @fpowi_f8E5M2FNUZ() -> f8E5M2FNUZ {
  %a = arith.constant 2.0 : f8E5M2FNUZ
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f8E5M2FNUZ, i32
  return %r : f8E5M2FNUZ
}

// -----

func.func @absf_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.absf %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.absf %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.absf %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.absf %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.absf %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.absf %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.absf %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @acos_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.acos %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.acos %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.acos %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.acos %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.acos %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.acos %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.acos %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @acosh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.acosh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.acosh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.acosh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.acosh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.acosh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.acosh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.acosh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @asin_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.asin %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.asin %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.asin %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.asin %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.asin %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.asin %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.asin %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @asinh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.asinh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.asinh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.asinh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.asinh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.asinh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.asinh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.asinh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @atan_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.atan %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.atan %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.atan %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.atan %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.atan %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.atan %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.atan %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @atanh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.atanh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.atanh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.atanh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.atanh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.atanh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.atanh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.atanh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @cbrt_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.cbrt %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.cbrt %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.cbrt %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.cbrt %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.cbrt %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.cbrt %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.cbrt %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @ceil_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.ceil %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.ceil %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.ceil %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.ceil %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.ceil %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.ceil %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.ceil %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @cos_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.cos %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.cos %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.cos %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.cos %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.cos %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.cos %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.cos %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @cosh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.cosh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.cosh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.cosh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.cosh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.cosh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.cosh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.cosh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @erf_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.erf %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.erf %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.erf %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.erf %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.erf %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.erf %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.erf %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @exp_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.exp %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.exp %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.exp %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.exp %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.exp %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.exp %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.exp %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @exp2_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.exp2 %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.exp2 %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.exp2 %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.exp2 %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.exp2 %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.exp2 %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.exp2 %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @expm1_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.expm1 %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.expm1 %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.expm1 %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.expm1 %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.expm1 %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.expm1 %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.expm1 %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @floor_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.floor %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.floor %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.floor %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.floor %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.floor %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.floor %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.floor %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @log_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.log %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.log %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.log %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.log %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.log %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.log %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.log %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @log10_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.log10 %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.log10 %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.log10 %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.log10 %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.log10 %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.log10 %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.log10 %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @log1p_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.log1p %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.log1p %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.log1p %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.log1p %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.log1p %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.log1p %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.log1p %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @log2_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.log2 %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.log2 %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.log2 %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.log2 %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.log2 %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.log2 %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.log2 %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @round_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.round %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.round %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.round %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.round %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.round %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.round %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.round %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @roundeven_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.roundeven %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.roundeven %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.roundeven %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.roundeven %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.roundeven %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.roundeven %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.roundeven %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @rsqrt_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.rsqrt %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.rsqrt %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.rsqrt %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.rsqrt %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.rsqrt %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.rsqrt %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.rsqrt %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @sin_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.sin %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.sin %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.sin %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.sin %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.sin %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.sin %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.sin %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @sinh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.sinh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.sinh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.sinh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.sinh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.sinh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.sinh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.sinh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @sqrt_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.sqrt %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.sqrt %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.sqrt %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.sqrt %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.sqrt %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.sqrt %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.sqrt %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @tan_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.tan %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.tan %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.tan %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.tan %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.tan %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.tan %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.tan %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @tanh_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.tanh %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.tanh %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.tanh %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.tanh %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.tanh %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.tanh %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.tanh %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @trunc_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>) {
  %c0 = arith.constant 0.5 : f8E4M3B11FNUZ
  %r0 = math.trunc %c0 : f8E4M3B11FNUZ
  %c1 = arith.constant -2.5 : f8E4M3B11FNUZ
  %r1 = math.trunc %c1 : f8E4M3B11FNUZ
  %c2 = arith.constant 3.0 : f8E4M3B11FNUZ
  %r2 = math.trunc %c2 : f8E4M3B11FNUZ
  %c3 = arith.constant 1.0 : f8E4M3B11FNUZ
  %r3 = math.trunc %c3 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.0 : f8E4M3B11FNUZ
  %r4 = math.trunc %c4 : f8E4M3B11FNUZ
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf8E4M3B11FNUZ>
  %rv = math.trunc %v : vector<2xf8E4M3B11FNUZ>
  %s = arith.constant dense<1.5> : tensor<3xf8E4M3B11FNUZ>
  %rs = math.trunc %s : tensor<3xf8E4M3B11FNUZ>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, vector<2xf8E4M3B11FNUZ>, tensor<3xf8E4M3B11FNUZ>
}

// -----

func.func @atan2_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ) {
  %a = arith.constant 2.0 : f8E4M3B11FNUZ
  %b = arith.constant -0.5 : f8E4M3B11FNUZ
  %r = math.atan2 %a, %b : f8E4M3B11FNUZ
  %s = math.atan2 %b, %a : f8E4M3B11FNUZ
  return %r, %s : f8E4M3B11FNUZ, f8E4M3B11FNUZ
}

// -----

func.func @copysign_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ) {
  %a = arith.constant 2.0 : f8E4M3B11FNUZ
  %b = arith.constant -0.5 : f8E4M3B11FNUZ
  %r = math.copysign %a, %b : f8E4M3B11FNUZ
  %s = math.copysign %b, %a : f8E4M3B11FNUZ
  return %r, %s : f8E4M3B11FNUZ, f8E4M3B11FNUZ
}

// -----

func.func @powf_f8E4M3B11FNUZ() -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ) {
  %a = arith.constant 2.0 : f8E4M3B11FNUZ
  %b = arith.constant -0.5 : f8E4M3B11FNUZ
  %r = math.powf %a, %b : f8E4M3B11FNUZ
  %s = math.powf %b, %a : f8E4M3B11FNUZ
  return %r, %s : f8E4M3B11FNUZ, f8E4M3B11FNUZ
}

// -----

func.func @fma_f8E4M3B11FNUZ() -> f8E4M3B11FNUZ {
  %a = arith.constant 2.0 : f8E4M3B11FNUZ
  %r = math.fma %a, %a, %a : f8E4M3B11FNUZ
  return %r : f8E4M3B11FNUZ
}

// -----

func.func @fpowi_f8E4M3B11FNUZ() -> f8E4M3B11FNUZ {
  %a = arith.constant 2.0 : f8E4M3B11FNUZ
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f8E4M3B11FNUZ, i32
  return %r : f8E4M3B11FNUZ
}

// -----

func.func @absf_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.absf %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.absf %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.absf %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.absf %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.absf %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.absf %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.absf %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @acos_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.acos %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.acos %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.acos %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.acos %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.acos %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.acos %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.acos %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @acosh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.acosh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.acosh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.acosh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.acosh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.acosh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.acosh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.acosh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @asin_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.asin %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.asin %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.asin %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.asin %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.asin %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.asin %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.asin %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @asinh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.asinh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.asinh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.asinh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.asinh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.asinh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.asinh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.asinh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @atan_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.atan %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.atan %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.atan %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.atan %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.atan %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.atan %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.atan %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @atanh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.atanh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.atanh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.atanh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.atanh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.atanh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.atanh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.atanh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @cbrt_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.cbrt %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.cbrt %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.cbrt %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.cbrt %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.cbrt %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.cbrt %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.cbrt %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @ceil_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.ceil %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.ceil %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.ceil %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.ceil %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.ceil %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.ceil %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.ceil %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @cos_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.cos %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.cos %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.cos %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.cos %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.cos %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.cos %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.cos %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @cosh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.cosh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.cosh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.cosh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.cosh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.cosh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.cosh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.cosh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @erf_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.erf %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.erf %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.erf %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.erf %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.erf %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.erf %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.erf %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @exp_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.exp %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.exp %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.exp %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.exp %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.exp %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.exp %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.exp %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @exp2_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.exp2 %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.exp2 %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.exp2 %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.exp2 %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.exp2 %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.exp2 %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.exp2 %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @expm1_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.expm1 %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.expm1 %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.expm1 %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.expm1 %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.expm1 %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.expm1 %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.expm1 %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @floor_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.floor %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.floor %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.floor %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.floor %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.floor %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.floor %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.floor %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @log_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.log %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.log %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.log %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.log %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.log %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.log %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.log %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @log10_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.log10 %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.log10 %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.log10 %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.log10 %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.log10 %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.log10 %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.log10 %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @log1p_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.log1p %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.log1p %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.log1p %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.log1p %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.log1p %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.log1p %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.log1p %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @log2_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.log2 %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.log2 %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.log2 %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.log2 %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.log2 %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.log2 %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.log2 %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @round_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.round %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.round %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.round %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.round %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.round %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.round %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.round %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @roundeven_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.roundeven %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.roundeven %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.roundeven %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.roundeven %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.roundeven %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.roundeven %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.roundeven %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @rsqrt_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.rsqrt %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.rsqrt %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.rsqrt %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.rsqrt %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.rsqrt %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.rsqrt %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.rsqrt %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @sin_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.sin %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.sin %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.sin %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.sin %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.sin %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.sin %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.sin %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @sinh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.sinh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.sinh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.sinh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.sinh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.sinh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.sinh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.sinh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @sqrt_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.sqrt %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.sqrt %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.sqrt %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.sqrt %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.sqrt %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.sqrt %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.sqrt %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @tan_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.tan %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.tan %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.tan %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.tan %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.tan %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.tan %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.tan %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @tanh_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.tanh %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.tanh %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.tanh %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.tanh %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.tanh %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.tanh %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.tanh %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @trunc_tf32() -> (tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>) {
  %c0 = arith.constant 0.5 : tf32
  %r0 = math.trunc %c0 : tf32
  %c1 = arith.constant -2.5 : tf32
  %r1 = math.trunc %c1 : tf32
  %c2 = arith.constant 3.0 : tf32
  %r2 = math.trunc %c2 : tf32
  %c3 = arith.constant 1.0 : tf32
  %r3 = math.trunc %c3 : tf32
  %c4 = arith.constant 0.0 : tf32
  %r4 = math.trunc %c4 : tf32
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xtf32>
  %rv = math.trunc %v : vector<2xtf32>
  %s = arith.constant dense<1.5> : tensor<3xtf32>
  %rs = math.trunc %s : tensor<3xtf32>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : tf32, tf32, tf32, tf32, tf32, vector<2xtf32>, tensor<3xtf32>
}

// -----

func.func @atan2_tf32() -> (tf32, tf32) {
  %a = arith.constant 2.0 : tf32
  %b = arith.constant -0.5 : tf32
  %r = math.atan2 %a, %b : tf32
  %s = math.atan2 %b, %a : tf32
  return %r, %s : tf32, tf32
}

// -----

func.func @copysign_tf32() -> (tf32, tf32) {
  %a = arith.constant 2.0 : tf32
  %b = arith.constant -0.5 : tf32
  %r = math.copysign %a, %b : tf32
  %s = math.copysign %b, %a : tf32
  return %r, %s : tf32, tf32
}

// -----

func.func @powf_tf32() -> (tf32, tf32) {
  %a = arith.constant 2.0 : tf32
  %b = arith.constant -0.5 : tf32
  %r = math.powf %a, %b : tf32
  %s = math.powf %b, %a : tf32
  return %r, %s : tf32, tf32
}

// -----

func.func @fma_tf32() -> tf32 {
  %a = arith.constant 2.0 : tf32
  %r = math.fma %a, %a, %a : tf32
  return %r : tf32
}

// -----

func.func @fpowi_tf32() -> tf32 {
  %a = arith.constant 2.0 : tf32
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : tf32, i32
  return %r : tf32
}

// -----

func.func @absf_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.absf %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.absf %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.absf %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.absf %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.absf %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.absf %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.absf %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @acos_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.acos %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.acos %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.acos %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.acos %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.acos %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.acos %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.acos %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @acosh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.acosh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.acosh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.acosh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.acosh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.acosh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.acosh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.acosh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @asin_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.asin %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.asin %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.asin %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.asin %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.asin %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.asin %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.asin %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @asinh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.asinh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.asinh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.asinh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.asinh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.asinh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.asinh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.asinh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @atan_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.atan %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.atan %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.atan %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.atan %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.atan %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.atan %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.atan %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @atanh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.atanh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.atanh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.atanh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.atanh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.atanh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.atanh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.atanh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @cbrt_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.cbrt %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.cbrt %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.cbrt %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.cbrt %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.cbrt %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.cbrt %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.cbrt %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @ceil_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.ceil %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.ceil %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.ceil %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.ceil %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.ceil %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.ceil %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.ceil %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @cos_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.cos %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.cos %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.cos %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.cos %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.cos %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.cos %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.cos %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @cosh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.cosh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.cosh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.cosh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.cosh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.cosh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.cosh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.cosh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @erf_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.erf %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.erf %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.erf %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.erf %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.erf %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.erf %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.erf %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @exp_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.exp %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.exp %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.exp %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.exp %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.exp %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.exp %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.exp %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @exp2_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.exp2 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.exp2 %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.exp2 %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.exp2 %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.exp2 %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.exp2 %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.exp2 %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @expm1_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.expm1 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.expm1 %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.expm1 %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.expm1 %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.expm1 %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.expm1 %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.expm1 %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @floor_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.floor %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.floor %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.floor %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.floor %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.floor %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.floor %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.floor %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @log_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.log %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.log %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.log %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.log %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.log %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.log %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @log10_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.log10 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log10 %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.log10 %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.log10 %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.log10 %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.log10 %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.log10 %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @log1p_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.log1p %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log1p %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.log1p %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.log1p %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.log1p %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.log1p %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.log1p %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @log2_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.log2 %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.log2 %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.log2 %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.log2 %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.log2 %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.log2 %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.log2 %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @round_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.round %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.round %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.round %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.round %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.round %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.round %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.round %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @roundeven_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.roundeven %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.roundeven %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.roundeven %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.roundeven %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.roundeven %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.roundeven %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.roundeven %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @rsqrt_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.rsqrt %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.rsqrt %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.rsqrt %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.rsqrt %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.rsqrt %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.rsqrt %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.rsqrt %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @sin_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.sin %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.sin %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.sin %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.sin %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.sin %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.sin %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.sin %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @sinh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.sinh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.sinh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.sinh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.sinh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.sinh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.sinh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.sinh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @sqrt_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.sqrt %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.sqrt %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.sqrt %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.sqrt %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.sqrt %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.sqrt %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.sqrt %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @tan_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.tan %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.tan %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.tan %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.tan %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.tan %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.tan %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.tan %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @tanh_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.tanh %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.tanh %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.tanh %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.tanh %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.tanh %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.tanh %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.tanh %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @trunc_f80() -> (f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>) {
  %c0 = arith.constant 0.5 : f80
  %r0 = math.trunc %c0 : f80
  %c1 = arith.constant -2.5 : f80
  %r1 = math.trunc %c1 : f80
  %c2 = arith.constant 3.0 : f80
  %r2 = math.trunc %c2 : f80
  %c3 = arith.constant 1.0 : f80
  %r3 = math.trunc %c3 : f80
  %c4 = arith.constant 0.0 : f80
  %r4 = math.trunc %c4 : f80
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf80>
  %rv = math.trunc %v : vector<2xf80>
  %s = arith.constant dense<1.5> : tensor<3xf80>
  %rs = math.trunc %s : tensor<3xf80>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f80, f80, f80, f80, f80, vector<2xf80>, tensor<3xf80>
}

// -----

func.func @atan2_f80() -> (f80, f80) {
  %a = arith.constant 2.0 : f80
  %b = arith.constant -0.5 : f80
  %r = math.atan2 %a, %b : f80
  %s = math.atan2 %b, %a : f80
  return %r, %s : f80, f80
}

// -----

func.func @copysign_f80() -> (f80, f80) {
  %a = arith.constant 2.0 : f80
  %b = arith.constant -0.5 : f80
  %r = math.copysign %a, %b : f80
  %s = math.copysign %b, %a : f80
  return %r, %s : f80, f80
}

// -----

func.func @powf_f80() -> (f80, f80) {
  %a = arith.constant 2.0 : f80
  %b = arith.constant -0.5 : f80
  %r = math.powf %a, %b : f80
  %s = math.powf %b, %a : f80
  return %r, %s : f80, f80
}

// -----

func.func @fma_f80() -> f80 {
  %a = arith.constant 2.0 : f80
  %r = math.fma %a, %a, %a : f80
  return %r : f80
}

// -----

func.func @fpowi_f80() -> f80 {
  %a = arith.constant 2.0 : f80
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f80, i32
  return %r : f80
}

// -----

func.func @absf_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.absf %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.absf %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.absf %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.absf %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.absf %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.absf %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.absf %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @acos_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.acos %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.acos %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.acos %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.acos %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.acos %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.acos %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.acos %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @acosh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.acosh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.acosh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.acosh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.acosh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.acosh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.acosh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.acosh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @asin_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.asin %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.asin %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.asin %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.asin %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.asin %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.asin %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.asin %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @asinh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.asinh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.asinh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.asinh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.asinh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.asinh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.asinh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.asinh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @atan_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.atan %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.atan %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.atan %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.atan %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.atan %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.atan %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.atan %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @atanh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.atanh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.atanh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.atanh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.atanh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.atanh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.atanh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.atanh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @cbrt_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.cbrt %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.cbrt %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.cbrt %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.cbrt %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.cbrt %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.cbrt %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.cbrt %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @ceil_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.ceil %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.ceil %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.ceil %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.ceil %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.ceil %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.ceil %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.ceil %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @cos_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.cos %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.cos %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.cos %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.cos %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.cos %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.cos %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.cos %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @cosh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.cosh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.cosh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.cosh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.cosh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.cosh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.cosh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.cosh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @erf_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.erf %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.erf %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.erf %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.erf %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.erf %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.erf %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.erf %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @exp_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.exp %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.exp %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.exp %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.exp %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.exp %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.exp %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.exp %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @exp2_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.exp2 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.exp2 %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.exp2 %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.exp2 %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.exp2 %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.exp2 %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.exp2 %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @expm1_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.expm1 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.expm1 %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.expm1 %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.expm1 %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.expm1 %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.expm1 %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.expm1 %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @floor_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.floor %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.floor %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.floor %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.floor %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.floor %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.floor %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.floor %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @log_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.log %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.log %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.log %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.log %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.log %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.log %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @log10_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.log10 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log10 %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.log10 %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.log10 %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.log10 %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.log10 %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.log10 %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @log1p_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.log1p %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log1p %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.log1p %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.log1p %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.log1p %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.log1p %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.log1p %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @log2_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.log2 %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.log2 %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.log2 %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.log2 %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.log2 %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.log2 %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.log2 %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @round_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.round %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.round %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.round %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.round %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.round %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.round %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.round %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @roundeven_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.roundeven %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.roundeven %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.roundeven %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.roundeven %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.roundeven %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.roundeven %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.roundeven %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @rsqrt_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.rsqrt %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.rsqrt %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.rsqrt %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.rsqrt %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.rsqrt %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.rsqrt %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.rsqrt %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @sin_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.sin %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.sin %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.sin %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.sin %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.sin %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.sin %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.sin %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @sinh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.sinh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.sinh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.sinh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.sinh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.sinh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.sinh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.sinh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @sqrt_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.sqrt %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.sqrt %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.sqrt %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.sqrt %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.sqrt %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.sqrt %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.sqrt %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @tan_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.tan %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.tan %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.tan %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.tan %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.tan %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.tan %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.tan %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @tanh_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.tanh %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.tanh %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.tanh %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.tanh %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.tanh %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.tanh %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.tanh %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @trunc_f128() -> (f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>) {
  %c0 = arith.constant 0.5 : f128
  %r0 = math.trunc %c0 : f128
  %c1 = arith.constant -2.5 : f128
  %r1 = math.trunc %c1 : f128
  %c2 = arith.constant 3.0 : f128
  %r2 = math.trunc %c2 : f128
  %c3 = arith.constant 1.0 : f128
  %r3 = math.trunc %c3 : f128
  %c4 = arith.constant 0.0 : f128
  %r4 = math.trunc %c4 : f128
  %v = arith.constant dense<[0.25, 2.0]> : vector<2xf128>
  %rv = math.trunc %v : vector<2xf128>
  %s = arith.constant dense<1.5> : tensor<3xf128>
  %rs = math.trunc %s : tensor<3xf128>
  return %r0, %r1, %r2, %r3, %r4, %rv, %rs : f128, f128, f128, f128, f128, vector<2xf128>, tensor<3xf128>
}

// -----

func.func @atan2_f128() -> (f128, f128) {
  %a = arith.constant 2.0 : f128
  %b = arith.constant -0.5 : f128
  %r = math.atan2 %a, %b : f128
  %s = math.atan2 %b, %a : f128
  return %r, %s : f128, f128
}

// -----

func.func @copysign_f128() -> (f128, f128) {
  %a = arith.constant 2.0 : f128
  %b = arith.constant -0.5 : f128
  %r = math.copysign %a, %b : f128
  %s = math.copysign %b, %a : f128
  return %r, %s : f128, f128
}

// -----

func.func @powf_f128() -> (f128, f128) {
  %a = arith.constant 2.0 : f128
  %b = arith.constant -0.5 : f128
  %r = math.powf %a, %b : f128
  %s = math.powf %b, %a : f128
  return %r, %s : f128, f128
}

// -----

func.func @fma_f128() -> f128 {
  %a = arith.constant 2.0 : f128
  %r = math.fma %a, %a, %a : f128
  return %r : f128
}

// -----

func.func @fpowi_f128() -> f128 {
  %a = arith.constant 2.0 : f128
  %i = arith.constant 3 : i32
  %r = math.fpowi %a, %i : f128, i32
  return %r : f128
}
