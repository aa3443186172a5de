// math probes: vector and tensor operands (splat, non-splat, mixed), integer widths, ipowi edges.
func.func @absf_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.absf %c : vector<3xf32>
  %q = math.absf %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @ceil_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.ceil %c : vector<3xf32>
  %q = math.ceil %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @floor_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.floor %c : vector<3xf32>
  %q = math.floor %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @round_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.round %c : vector<3xf32>
  %q = math.round %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @roundeven_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.roundeven %c : vector<3xf32>
  %q = math.roundeven %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @trunc_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.trunc %c : vector<3xf32>
  %q = math.trunc %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @sqrt_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.sqrt %c : vector<3xf32>
  %q = math.sqrt %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @sin_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.sin %c : vector<3xf32>
  %q = math.sin %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @cos_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.cos %c : vector<3xf32>
  %q = math.cos %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @tan_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.tan %c : vector<3xf32>
  %q = math.tan %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @exp_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.exp %c : vector<3xf32>
  %q = math.exp %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @exp2_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.exp2 %c : vector<3xf32>
  %q = math.exp2 %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @expm1_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.expm1 %c : vector<3xf32>
  %q = math.expm1 %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @log_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.log %c : vector<3xf32>
  %q = math.log %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @log2_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.log2 %c : vector<3xf32>
  %q = math.log2 %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @log10_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.log10 %c : vector<3xf32>
  %q = math.log10 %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @log1p_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.log1p %c : vector<3xf32>
  %q = math.log1p %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @erf_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.erf %c : vector<3xf32>
  %q = math.erf %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @atan_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.atan %c : vector<3xf32>
  %q = math.atan %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @tanh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.tanh %c : vector<3xf32>
  %q = math.tanh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @sinh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.sinh %c : vector<3xf32>
  %q = math.sinh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @cosh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.cosh %c : vector<3xf32>
  %q = math.cosh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @asin_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.asin %c : vector<3xf32>
  %q = math.asin %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @acos_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.acos %c : vector<3xf32>
  %q = math.acos %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @asinh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.asinh %c : vector<3xf32>
  %q = math.asinh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @acosh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.acosh %c : vector<3xf32>
  %q = math.acosh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @atanh_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.atanh %c : vector<3xf32>
  %q = math.atanh %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @rsqrt_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.rsqrt %c : vector<3xf32>
  %q = math.rsqrt %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @cbrt_vector_3_f32() -> (vector<3xf32>, vector<3xf32>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : vector<3xf32>
  %s = arith.constant dense<0.75> : vector<3xf32>
  %r = math.cbrt %c : vector<3xf32>
  %q = math.cbrt %s : vector<3xf32>
  return %r, %q : vector<3xf32>, vector<3xf32>
}

// -----

func.func @absf_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.absf %c : tensor<3xf64>
  %q = math.absf %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @ceil_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.ceil %c : tensor<3xf64>
  %q = math.ceil %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @floor_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.floor %c : tensor<3xf64>
  %q = math.floor %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @round_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.round %c : tensor<3xf64>
  %q = math.round %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @roundeven_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.roundeven %c : tensor<3xf64>
  %q = math.roundeven %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @trunc_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.trunc %c : tensor<3xf64>
  %q = math.trunc %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @sqrt_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.sqrt %c : tensor<3xf64>
  %q = math.sqrt %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @sin_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.sin %c : tensor<3xf64>
  %q = math.sin %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @cos_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.cos %c : tensor<3xf64>
  %q = math.cos %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @tan_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.tan %c : tensor<3xf64>
  %q = math.tan %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @exp_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.exp %c : tensor<3xf64>
  %q = math.exp %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @exp2_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.exp2 %c : tensor<3xf64>
  %q = math.exp2 %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @expm1_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.expm1 %c : tensor<3xf64>
  %q = math.expm1 %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @log_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.log %c : tensor<3xf64>
  %q = math.log %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @log2_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.log2 %c : tensor<3xf64>
  %q = math.log2 %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @log10_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.log10 %c : tensor<3xf64>
  %q = math.log10 %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @log1p_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.log1p %c : tensor<3xf64>
  %q = math.log1p %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @erf_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.erf %c : tensor<3xf64>
  %q = math.erf %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @atan_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.atan %c : tensor<3xf64>
  %q = math.atan %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @tanh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.tanh %c : tensor<3xf64>
  %q = math.tanh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @sinh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.sinh %c : tensor<3xf64>
  %q = math.sinh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @cosh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.cosh %c : tensor<3xf64>
  %q = math.cosh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @asin_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.asin %c : tensor<3xf64>
  %q = math.asin %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @acos_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.acos %c : tensor<3xf64>
  %q = math.acos %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @asinh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.asinh %c : tensor<3xf64>
  %q = math.asinh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @acosh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.acosh %c : tensor<3xf64>
  %q = math.acosh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @atanh_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.atanh %c : tensor<3xf64>
  %q = math.atanh %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @rsqrt_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.rsqrt %c : tensor<3xf64>
  %q = math.rsqrt %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @cbrt_tensor_3_f64() -> (tensor<3xf64>, tensor<3xf64>) {
  %c = arith.constant dense<[-2.5, 0.5, 1.5]> : tensor<3xf64>
  %s = arith.constant dense<0.75> : tensor<3xf64>
  %r = math.cbrt %c : tensor<3xf64>
  %q = math.cbrt %s : tensor<3xf64>
  return %r, %q : tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @absf_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.absf %c : vector<2xf16>
  %q = math.absf %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @ceil_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.ceil %c : vector<2xf16>
  %q = math.ceil %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @floor_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.floor %c : vector<2xf16>
  %q = math.floor %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @round_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.round %c : vector<2xf16>
  %q = math.round %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @roundeven_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.roundeven %c : vector<2xf16>
  %q = math.roundeven %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @trunc_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.trunc %c : vector<2xf16>
  %q = math.trunc %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @sqrt_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.sqrt %c : vector<2xf16>
  %q = math.sqrt %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @sin_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.sin %c : vector<2xf16>
  %q = math.sin %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @cos_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.cos %c : vector<2xf16>
  %q = math.cos %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @tan_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.tan %c : vector<2xf16>
  %q = math.tan %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @exp_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.exp %c : vector<2xf16>
  %q = math.exp %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @exp2_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.exp2 %c : vector<2xf16>
  %q = math.exp2 %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @expm1_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.expm1 %c : vector<2xf16>
  %q = math.expm1 %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @log_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.log %c : vector<2xf16>
  %q = math.log %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @log2_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.log2 %c : vector<2xf16>
  %q = math.log2 %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @log10_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.log10 %c : vector<2xf16>
  %q = math.log10 %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @log1p_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.log1p %c : vector<2xf16>
  %q = math.log1p %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @erf_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.erf %c : vector<2xf16>
  %q = math.erf %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @atan_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.atan %c : vector<2xf16>
  %q = math.atan %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @tanh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.tanh %c : vector<2xf16>
  %q = math.tanh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @sinh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.sinh %c : vector<2xf16>
  %q = math.sinh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @cosh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.cosh %c : vector<2xf16>
  %q = math.cosh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @asin_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.asin %c : vector<2xf16>
  %q = math.asin %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @acos_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.acos %c : vector<2xf16>
  %q = math.acos %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @asinh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.asinh %c : vector<2xf16>
  %q = math.asinh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @acosh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.acosh %c : vector<2xf16>
  %q = math.acosh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @atanh_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.atanh %c : vector<2xf16>
  %q = math.atanh %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @rsqrt_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.rsqrt %c : vector<2xf16>
  %q = math.rsqrt %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @cbrt_vector_2_f16() -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<[-2.5, 0.5]> : vector<2xf16>
  %s = arith.constant dense<0.75> : vector<2xf16>
  %r = math.cbrt %c : vector<2xf16>
  %q = math.cbrt %s : vector<2xf16>
  return %r, %q : vector<2xf16>, vector<2xf16>
}

// -----

func.func @absf_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.absf %c : tensor<2x2xbf16>
  %q = math.absf %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @ceil_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.ceil %c : tensor<2x2xbf16>
  %q = math.ceil %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @floor_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.floor %c : tensor<2x2xbf16>
  %q = math.floor %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @round_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.round %c : tensor<2x2xbf16>
  %q = math.round %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @roundeven_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.roundeven %c : tensor<2x2xbf16>
  %q = math.roundeven %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @trunc_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.trunc %c : tensor<2x2xbf16>
  %q = math.trunc %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @sqrt_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.sqrt %c : tensor<2x2xbf16>
  %q = math.sqrt %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @sin_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.sin %c : tensor<2x2xbf16>
  %q = math.sin %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @cos_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.cos %c : tensor<2x2xbf16>
  %q = math.cos %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @tan_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.tan %c : tensor<2x2xbf16>
  %q = math.tan %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @exp_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.exp %c : tensor<2x2xbf16>
  %q = math.exp %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @exp2_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.exp2 %c : tensor<2x2xbf16>
  %q = math.exp2 %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @expm1_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.expm1 %c : tensor<2x2xbf16>
  %q = math.expm1 %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @log_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.log %c : tensor<2x2xbf16>
  %q = math.log %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @log2_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.log2 %c : tensor<2x2xbf16>
  %q = math.log2 %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @log10_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.log10 %c : tensor<2x2xbf16>
  %q = math.log10 %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @log1p_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.log1p %c : tensor<2x2xbf16>
  %q = math.log1p %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @erf_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.erf %c : tensor<2x2xbf16>
  %q = math.erf %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @atan_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.atan %c : tensor<2x2xbf16>
  %q = math.atan %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @tanh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.tanh %c : tensor<2x2xbf16>
  %q = math.tanh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @sinh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.sinh %c : tensor<2x2xbf16>
  %q = math.sinh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @cosh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.cosh %c : tensor<2x2xbf16>
  %q = math.cosh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @asin_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.asin %c : tensor<2x2xbf16>
  %q = math.asin %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @acos_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.acos %c : tensor<2x2xbf16>
  %q = math.acos %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @asinh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.asinh %c : tensor<2x2xbf16>
  %q = math.asinh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @acosh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.acosh %c : tensor<2x2xbf16>
  %q = math.acosh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @atanh_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.atanh %c : tensor<2x2xbf16>
  %q = math.atanh %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @rsqrt_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.rsqrt %c : tensor<2x2xbf16>
  %q = math.rsqrt %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @cbrt_tensor_2_2_bf16() -> (tensor<2x2xbf16>, tensor<2x2xbf16>) {
  %c = arith.constant dense<[[-2.5, 0.5], [1.5, -0.0]]> : tensor<2x2xbf16>
  %s = arith.constant dense<0.75> : tensor<2x2xbf16>
  %r = math.cbrt %c : tensor<2x2xbf16>
  %q = math.cbrt %s : tensor<2x2xbf16>
  return %r, %q : tensor<2x2xbf16>, tensor<2x2xbf16>
}

// -----

func.func @powf_vec() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf32>
  %s = arith.constant dense<-2.0> : vector<3xf32>
  %r = math.powf %a, %b : vector<3xf32>
  %q = math.powf %s, %a : vector<3xf32>
  %p = math.powf %s, %s : vector<3xf32>
  return %r, %q, %p : vector<3xf32>, vector<3xf32>, vector<3xf32>
}

// -----

func.func @atan2_vec() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf32>
  %s = arith.constant dense<-2.0> : vector<3xf32>
  %r = math.atan2 %a, %b : vector<3xf32>
  %q = math.atan2 %s, %a : vector<3xf32>
  %p = math.atan2 %s, %s : vector<3xf32>
  return %r, %q, %p : vector<3xf32>, vector<3xf32>, vector<3xf32>
}

// -----

func.func @copysign_vec() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf32>
  %s = arith.constant dense<-2.0> : vector<3xf32>
  %r = math.copysign %a, %b : vector<3xf32>
  %q = math.copysign %s, %a : vector<3xf32>
  %p = math.copysign %s, %s : vector<3xf32>
  return %r, %q, %p : vector<3xf32>, vector<3xf32>, vector<3xf32>
}

// -----

func.func @powf_vec() -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : tensor<3xf64>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : tensor<3xf64>
  %s = arith.constant dense<-2.0> : tensor<3xf64>
  %r = math.powf %a, %b : tensor<3xf64>
  %q = math.powf %s, %a : tensor<3xf64>
  %p = math.powf %s, %s : tensor<3xf64>
  return %r, %q, %p : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @atan2_vec() -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : tensor<3xf64>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : tensor<3xf64>
  %s = arith.constant dense<-2.0> : tensor<3xf64>
  %r = math.atan2 %a, %b : tensor<3xf64>
  %q = math.atan2 %s, %a : tensor<3xf64>
  %p = math.atan2 %s, %s : tensor<3xf64>
  return %r, %q, %p : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @copysign_vec() -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : tensor<3xf64>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : tensor<3xf64>
  %s = arith.constant dense<-2.0> : tensor<3xf64>
  %r = math.copysign %a, %b : tensor<3xf64>
  %q = math.copysign %s, %a : tensor<3xf64>
  %p = math.copysign %s, %s : tensor<3xf64>
  return %r, %q, %p : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
}

// -----

func.func @powf_vec() -> (vector<3xf16>, vector<3xf16>, vector<3xf16>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf16>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf16>
  %s = arith.constant dense<-2.0> : vector<3xf16>
  %r = math.powf %a, %b : vector<3xf16>
  %q = math.powf %s, %a : vector<3xf16>
  %p = math.powf %s, %s : vector<3xf16>
  return %r, %q, %p : vector<3xf16>, vector<3xf16>, vector<3xf16>
}

// -----

func.func @atan2_vec() -> (vector<3xf16>, vector<3xf16>, vector<3xf16>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf16>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf16>
  %s = arith.constant dense<-2.0> : vector<3xf16>
  %r = math.atan2 %a, %b : vector<3xf16>
  %q = math.atan2 %s, %a : vector<3xf16>
  %p = math.atan2 %s, %s : vector<3xf16>
  return %r, %q, %p : vector<3xf16>, vector<3xf16>, vector<3xf16>
}

// -----

func.func @copysign_vec() -> (vector<3xf16>, vector<3xf16>, vector<3xf16>) {
  %a = arith.constant dense<[2.0, -3.0, 0.0]> : vector<3xf16>
  %b = arith.constant dense<[0.5, 2.0, -1.0]> : vector<3xf16>
  %s = arith.constant dense<-2.0> : vector<3xf16>
  %r = math.copysign %a, %b : vector<3xf16>
  %q = math.copysign %s, %a : vector<3xf16>
  %p = math.copysign %s, %s : vector<3xf16>
  return %r, %q, %p : vector<3xf16>, vector<3xf16>, vector<3xf16>
}

// -----

func.func @fma_f32() -> f32 {
  %a = arith.constant 1.5 : f32
  %r = math.fma %a, %a, %a : f32
  return %r : f32
}

// -----

func.func @fma_vector2xf32() -> vector<2xf32> {
  %a = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %r = math.fma %a, %a, %a : vector<2xf32>
  return %r : vector<2xf32>
}

// -----

func.func @fma_f16() -> f16 {
  %a = arith.constant 1.5 : f16
  %r = math.fma %a, %a, %a : f16
  return %r : f16
}

// -----

func.func @absi_i1() -> (i1, i1) {
  %c0 = arith.constant true
  %r0 = math.absi %c0 : i1
  %c1 = arith.constant false
  %r1 = math.absi %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @ctlz_i1() -> (i1, i1) {
  %c0 = arith.constant true
  %r0 = math.ctlz %c0 : i1
  %c1 = arith.constant false
  %r1 = math.ctlz %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @cttz_i1() -> (i1, i1) {
  %c0 = arith.constant true
  %r0 = math.cttz %c0 : i1
  %c1 = arith.constant false
  %r1 = math.cttz %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @ctpop_i1() -> (i1, i1) {
  %c0 = arith.constant true
  %r0 = math.ctpop %c0 : i1
  %c1 = arith.constant false
  %r1 = math.ctpop %c1 : i1
  return %r0, %r1 : i1, i1
}

// -----

func.func @intvec_i1() -> (vector<2xi1>, tensor<2xi1>) {
  %a = arith.constant dense<[true, false]> : vector<2xi1>
  %b = arith.constant dense<[false, true]> : tensor<2xi1>
  %r = math.ctlz %a : vector<2xi1>
  %q = math.absi %b : tensor<2xi1>
  return %r, %q : vector<2xi1>, tensor<2xi1>
}

// -----

func.func @absi_i8() -> (i8, i8, i8, i8) {
  %c0 = arith.constant -128 : i8
  %r0 = math.absi %c0 : i8
  %c1 = arith.constant 0 : i8
  %r1 = math.absi %c1 : i8
  %c2 = arith.constant 1 : i8
  %r2 = math.absi %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.absi %c3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

func.func @ctlz_i8() -> (i8, i8, i8, i8) {
  %c0 = arith.constant -128 : i8
  %r0 = math.ctlz %c0 : i8
  %c1 = arith.constant 0 : i8
  %r1 = math.ctlz %c1 : i8
  %c2 = arith.constant 1 : i8
  %r2 = math.ctlz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctlz %c3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

func.func @cttz_i8() -> (i8, i8, i8, i8) {
  %c0 = arith.constant -128 : i8
  %r0 = math.cttz %c0 : i8
  %c1 = arith.constant 0 : i8
  %r1 = math.cttz %c1 : i8
  %c2 = arith.constant 1 : i8
  %r2 = math.cttz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.cttz %c3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

func.func @ctpop_i8() -> (i8, i8, i8, i8) {
  %c0 = arith.constant -128 : i8
  %r0 = math.ctpop %c0 : i8
  %c1 = arith.constant 0 : i8
  %r1 = math.ctpop %c1 : i8
  %c2 = arith.constant 1 : i8
  %r2 = math.ctpop %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctpop %c3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

func.func @intvec_i8() -> (vector<2xi8>, tensor<2xi8>) {
  %a = arith.constant dense<[-128, 127]> : vector<2xi8>
  %b = arith.constant dense<[127, -128]> : tensor<2xi8>
  %r = math.ctlz %a : vector<2xi8>
  %q = math.absi %b : tensor<2xi8>
  return %r, %q : vector<2xi8>, tensor<2xi8>
}

// -----

func.func @absi_i16() -> (i16, i16) {
  %c0 = arith.constant -1 : i16
  %r0 = math.absi %c0 : i16
  %c1 = arith.constant 256 : i16
  %r1 = math.absi %c1 : i16
  return %r0, %r1 : i16, i16
}

// -----

func.func @ctlz_i16() -> (i16, i16) {
  %c0 = arith.constant -1 : i16
  %r0 = math.ctlz %c0 : i16
  %c1 = arith.constant 256 : i16
  %r1 = math.ctlz %c1 : i16
  return %r0, %r1 : i16, i16
}

// -----

func.func @cttz_i16() -> (i16, i16) {
  %c0 = arith.constant -1 : i16
  %r0 = math.cttz %c0 : i16
  %c1 = arith.constant 256 : i16
  %r1 = math.cttz %c1 : i16
  return %r0, %r1 : i16, i16
}

// -----

func.func @ctpop_i16() -> (i16, i16) {
  %c0 = arith.constant -1 : i16
  %r0 = math.ctpop %c0 : i16
  %c1 = arith.constant 256 : i16
  %r1 = math.ctpop %c1 : i16
  return %r0, %r1 : i16, i16
}

// -----

func.func @intvec_i16() -> (vector<2xi16>, tensor<2xi16>) {
  %a = arith.constant dense<[-1, 256]> : vector<2xi16>
  %b = arith.constant dense<[256, -1]> : tensor<2xi16>
  %r = math.ctlz %a : vector<2xi16>
  %q = math.absi %b : tensor<2xi16>
  return %r, %q : vector<2xi16>, tensor<2xi16>
}

// -----

func.func @absi_i32() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.absi %c0 : i32
  %c1 = arith.constant -2147483648 : i32
  %r1 = math.absi %c1 : i32
  %c2 = arith.constant 12345 : i32
  %r2 = math.absi %c2 : i32
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

func.func @ctlz_i32() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctlz %c0 : i32
  %c1 = arith.constant -2147483648 : i32
  %r1 = math.ctlz %c1 : i32
  %c2 = arith.constant 12345 : i32
  %r2 = math.ctlz %c2 : i32
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

func.func @cttz_i32() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.cttz %c0 : i32
  %c1 = arith.constant -2147483648 : i32
  %r1 = math.cttz %c1 : i32
  %c2 = arith.constant 12345 : i32
  %r2 = math.cttz %c2 : i32
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

func.func @ctpop_i32() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctpop %c0 : i32
  %c1 = arith.constant -2147483648 : i32
  %r1 = math.ctpop %c1 : i32
  %c2 = arith.constant 12345 : i32
  %r2 = math.ctpop %c2 : i32
  return %r0, %r1, %r2 : i32, i32, i32
}

// -----

func.func @intvec_i32() -> (vector<2xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[0, 12345]> : vector<2xi32>
  %b = arith.constant dense<[12345, 0]> : tensor<2xi32>
  %r = math.ctlz %a : vector<2xi32>
  %q = math.absi %b : tensor<2xi32>
  return %r, %q : vector<2xi32>, tensor<2xi32>
}

// -----

func.func @absi_i64() -> (i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.absi %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.absi %c1 : i64
  %c2 = arith.constant 1099511627776 : i64
  %r2 = math.absi %c2 : i64
  return %r0, %r1, %r2 : i64, i64, i64
}

// -----

func.func @ctlz_i64() -> (i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctlz %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.ctlz %c1 : i64
  %c2 = arith.constant 1099511627776 : i64
  %r2 = math.ctlz %c2 : i64
  return %r0, %r1, %r2 : i64, i64, i64
}

// -----

func.func @cttz_i64() -> (i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.cttz %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.cttz %c1 : i64
  %c2 = arith.constant 1099511627776 : i64
  %r2 = math.cttz %c2 : i64
  return %r0, %r1, %r2 : i64, i64, i64
}

// -----

func.func @ctpop_i64() -> (i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctpop %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.ctpop %c1 : i64
  %c2 = arith.constant 1099511627776 : i64
  %r2 = math.ctpop %c2 : i64
  return %r0, %r1, %r2 : i64, i64, i64
}

// -----

func.func @intvec_i64() -> (vector<2xi64>, tensor<2xi64>) {
  %a = arith.constant dense<[0, 1099511627776]> : vector<2xi64>
  %b = arith.constant dense<[1099511627776, 0]> : tensor<2xi64>
  %r = math.ctlz %a : vector<2xi64>
  %q = math.absi %b : tensor<2xi64>
  return %r, %q : vector<2xi64>, tensor<2xi64>
}

// -----

func.func @absi_i128() -> (i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.absi %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.absi %c1 : i128
  %c2 = arith.constant 170141183460469231731687303715884105727 : i128
  %r2 = math.absi %c2 : i128
  return %r0, %r1, %r2 : i128, i128, i128
}

// -----

func.func @ctlz_i128() -> (i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctlz %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.ctlz %c1 : i128
  %c2 = arith.constant 170141183460469231731687303715884105727 : i128
  %r2 = math.ctlz %c2 : i128
  return %r0, %r1, %r2 : i128, i128, i128
}

// -----

func.func @cttz_i128() -> (i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.cttz %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.cttz %c1 : i128
  %c2 = arith.constant 170141183460469231731687303715884105727 : i128
  %r2 = math.cttz %c2 : i128
  return %r0, %r1, %r2 : i128, i128, i128
}

// -----

func.func @ctpop_i128() -> (i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctpop %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.ctpop %c1 : i128
  %c2 = arith.constant 170141183460469231731687303715884105727 : i128
  %r2 = math.ctpop %c2 : i128
  return %r0, %r1, %r2 : i128, i128, i128
}

// -----

func.func @intvec_i128() -> (vector<2xi128>, tensor<2xi128>) {
  %a = arith.constant dense<[0, 170141183460469231731687303715884105727]> : vector<2xi128>
  %b = arith.constant dense<[170141183460469231731687303715884105727, 0]> : tensor<2xi128>
  %r = math.ctlz %a : vector<2xi128>
  %q = math.absi %b : tensor<2xi128>
  return %r, %q : vector<2xi128>, tensor<2xi128>
}

// -----

func.func @absi_i3() -> (i3, i3) {
  %c0 = arith.constant -4 : i3
  %r0 = math.absi %c0 : i3
  %c1 = arith.constant 3 : i3
  %r1 = math.absi %c1 : i3
  return %r0, %r1 : i3, i3
}

// -----

func.func @ctlz_i3() -> (i3, i3) {
  %c0 = arith.constant -4 : i3
  %r0 = math.ctlz %c0 : i3
  %c1 = arith.constant 3 : i3
  %r1 = math.ctlz %c1 : i3
  return %r0, %r1 : i3, i3
}

// -----

func.func @cttz_i3() -> (i3, i3) {
  %c0 = arith.constant -4 : i3
  %r0 = math.cttz %c0 : i3
  %c1 = arith.constant 3 : i3
  %r1 = math.cttz %c1 : i3
  return %r0, %r1 : i3, i3
}

// -----

func.func @ctpop_i3() -> (i3, i3) {
  %c0 = arith.constant -4 : i3
  %r0 = math.ctpop %c0 : i3
  %c1 = arith.constant 3 : i3
  %r1 = math.ctpop %c1 : i3
  return %r0, %r1 : i3, i3
}

// -----

func.func @intvec_i3() -> (vector<2xi3>, tensor<2xi3>) {
  %a = arith.constant dense<[-4, 3]> : vector<2xi3>
  %b = arith.constant dense<[3, -4]> : tensor<2xi3>
  %r = math.ctlz %a : vector<2xi3>
  %q = math.absi %b : tensor<2xi3>
  return %r, %q : vector<2xi3>, tensor<2xi3>
}

// -----

func.func @absi_index() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.absi %c0 : index
  %c1 = arith.constant -1 : index
  %r1 = math.absi %c1 : index
  %c2 = arith.constant 4096 : index
  %r2 = math.absi %c2 : index
  return %r0, %r1, %r2 : index, index, index
}

// -----

func.func @ctlz_index() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.ctlz %c0 : index
  %c1 = arith.constant -1 : index
  %r1 = math.ctlz %c1 : index
  %c2 = arith.constant 4096 : index
  %r2 = math.ctlz %c2 : index
  return %r0, %r1, %r2 : index, index, index
}

// -----

func.func @cttz_index() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.cttz %c0 : index
  %c1 = arith.constant -1 : index
  %r1 = math.cttz %c1 : index
  %c2 = arith.constant 4096 : index
  %r2 = math.cttz %c2 : index
  return %r0, %r1, %r2 : index, index, index
}

// -----

func.func @ctpop_index() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %r0 = math.ctpop %c0 : index
  %c1 = arith.constant -1 : index
  %r1 = math.ctpop %c1 : index
  %c2 = arith.constant 4096 : index
  %r2 = math.ctpop %c2 : index
  return %r0, %r1, %r2 : index, index, index
}

// -----

func.func @intvec_index() -> (vector<2xindex>, tensor<2xindex>) {
  %a = arith.constant dense<[0, 4096]> : vector<2xindex>
  %b = arith.constant dense<[4096, 0]> : tensor<2xindex>
  %r = math.ctlz %a : vector<2xindex>
  %q = math.absi %b : tensor<2xindex>
  return %r, %q : vector<2xindex>, tensor<2xindex>
}

// -----

func.func @ipowi_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %a0 = arith.constant 2 : i8
  %b0 = arith.constant 3 : i8
  %r0 = math.ipowi %a0, %b0 : i8
  %a1 = arith.constant 2 : i8
  %b1 = arith.constant 7 : i8
  %r1 = math.ipowi %a1, %b1 : i8
  %a2 = arith.constant -2 : i8
  %b2 = arith.constant 3 : i8
  %r2 = math.ipowi %a2, %b2 : i8
  %a3 = arith.constant 3 : i8
  %b3 = arith.constant 0 : i8
  %r3 = math.ipowi %a3, %b3 : i8
  %a4 = arith.constant 0 : i8
  %b4 = arith.constant 0 : i8
  %r4 = math.ipowi %a4, %b4 : i8
  %a5 = arith.constant 2 : i8
  %b5 = arith.constant -1 : i8
  %r5 = math.ipowi %a5, %b5 : i8
  %a6 = arith.constant 1 : i8
  %b6 = arith.constant -5 : i8
  %r6 = math.ipowi %a6, %b6 : i8
  %a7 = arith.constant -1 : i8
  %b7 = arith.constant -3 : i8
  %r7 = math.ipowi %a7, %b7 : i8
  %a8 = arith.constant 0 : i8
  %b8 = arith.constant -1 : i8
  %r8 = math.ipowi %a8, %b8 : i8
  %a9 = arith.constant -1 : i8
  %b9 = arith.constant -2 : i8
  %r9 = math.ipowi %a9, %b9 : i8
  %a10 = arith.constant 3 : i8
  %b10 = arith.constant 40 : i8
  %r10 = math.ipowi %a10, %b10 : i8
  %a11 = arith.constant -3 : i8
  %b11 = arith.constant 5 : i8
  %r11 = math.ipowi %a11, %b11 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ipowi_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a0 = arith.constant 2 : i32
  %b0 = arith.constant 3 : i32
  %r0 = math.ipowi %a0, %b0 : i32
  %a1 = arith.constant 2 : i32
  %b1 = arith.constant 7 : i32
  %r1 = math.ipowi %a1, %b1 : i32
  %a2 = arith.constant -2 : i32
  %b2 = arith.constant 3 : i32
  %r2 = math.ipowi %a2, %b2 : i32
  %a3 = arith.constant 3 : i32
  %b3 = arith.constant 0 : i32
  %r3 = math.ipowi %a3, %b3 : i32
  %a4 = arith.constant 0 : i32
  %b4 = arith.constant 0 : i32
  %r4 = math.ipowi %a4, %b4 : i32
  %a5 = arith.constant 2 : i32
  %b5 = arith.constant -1 : i32
  %r5 = math.ipowi %a5, %b5 : i32
  %a6 = arith.constant 1 : i32
  %b6 = arith.constant -5 : i32
  %r6 = math.ipowi %a6, %b6 : i32
  %a7 = arith.constant -1 : i32
  %b7 = arith.constant -3 : i32
  %r7 = math.ipowi %a7, %b7 : i32
  %a8 = arith.constant 0 : i32
  %b8 = arith.constant -1 : i32
  %r8 = math.ipowi %a8, %b8 : i32
  %a9 = arith.constant -1 : i32
  %b9 = arith.constant -2 : i32
  %r9 = math.ipowi %a9, %b9 : i32
  %a10 = arith.constant 3 : i32
  %b10 = arith.constant 40 : i32
  %r10 = math.ipowi %a10, %b10 : i32
  %a11 = arith.constant -3 : i32
  %b11 = arith.constant 5 : i32
  %r11 = math.ipowi %a11, %b11 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ipowi_i64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %a0 = arith.constant 2 : i64
  %b0 = arith.constant 3 : i64
  %r0 = math.ipowi %a0, %b0 : i64
  %a1 = arith.constant 2 : i64
  %b1 = arith.constant 7 : i64
  %r1 = math.ipowi %a1, %b1 : i64
  %a2 = arith.constant -2 : i64
  %b2 = arith.constant 3 : i64
  %r2 = math.ipowi %a2, %b2 : i64
  %a3 = arith.constant 3 : i64
  %b3 = arith.constant 0 : i64
  %r3 = math.ipowi %a3, %b3 : i64
  %a4 = arith.constant 0 : i64
  %b4 = arith.constant 0 : i64
  %r4 = math.ipowi %a4, %b4 : i64
  %a5 = arith.constant 2 : i64
  %b5 = arith.constant -1 : i64
  %r5 = math.ipowi %a5, %b5 : i64
  %a6 = arith.constant 1 : i64
  %b6 = arith.constant -5 : i64
  %r6 = math.ipowi %a6, %b6 : i64
  %a7 = arith.constant -1 : i64
  %b7 = arith.constant -3 : i64
  %r7 = math.ipowi %a7, %b7 : i64
  %a8 = arith.constant 0 : i64
  %b8 = arith.constant -1 : i64
  %r8 = math.ipowi %a8, %b8 : i64
  %a9 = arith.constant -1 : i64
  %b9 = arith.constant -2 : i64
  %r9 = math.ipowi %a9, %b9 : i64
  %a10 = arith.constant 3 : i64
  %b10 = arith.constant 40 : i64
  %r10 = math.ipowi %a10, %b10 : i64
  %a11 = arith.constant -3 : i64
  %b11 = arith.constant 5 : i64
  %r11 = math.ipowi %a11, %b11 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}

// -----

func.func @ipowi_i1() -> (i1, i1, i1, i1) {
  %a0 = arith.constant true
  %b0 = arith.constant true
  %r0 = math.ipowi %a0, %b0 : i1
  %a1 = arith.constant false
  %b1 = arith.constant true
  %r1 = math.ipowi %a1, %b1 : i1
  %a2 = arith.constant true
  %b2 = arith.constant false
  %r2 = math.ipowi %a2, %b2 : i1
  %a3 = arith.constant false
  %b3 = arith.constant false
  %r3 = math.ipowi %a3, %b3 : i1
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

// -----

func.func @ipowi_index() -> (index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = arith.constant 2 : index
  %b0 = arith.constant 3 : index
  %r0 = math.ipowi %a0, %b0 : index
  %a1 = arith.constant 2 : index
  %b1 = arith.constant 7 : index
  %r1 = math.ipowi %a1, %b1 : index
  %a2 = arith.constant -2 : index
  %b2 = arith.constant 3 : index
  %r2 = math.ipowi %a2, %b2 : index
  %a3 = arith.constant 3 : index
  %b3 = arith.constant 0 : index
  %r3 = math.ipowi %a3, %b3 : index
  %a4 = arith.constant 0 : index
  %b4 = arith.constant 0 : index
  %r4 = math.ipowi %a4, %b4 : index
  %a5 = arith.constant 2 : index
  %b5 = arith.constant -1 : index
  %r5 = math.ipowi %a5, %b5 : index
  %a6 = arith.constant 1 : index
  %b6 = arith.constant -5 : index
  %r6 = math.ipowi %a6, %b6 : index
  %a7 = arith.constant -1 : index
  %b7 = arith.constant -3 : index
  %r7 = math.ipowi %a7, %b7 : index
  %a8 = arith.constant 0 : index
  %b8 = arith.constant -1 : index
  %r8 = math.ipowi %a8, %b8 : index
  %a9 = arith.constant -1 : index
  %b9 = arith.constant -2 : index
  %r9 = math.ipowi %a9, %b9 : index
  %a10 = arith.constant 3 : index
  %b10 = arith.constant 40 : index
  %r10 = math.ipowi %a10, %b10 : index
  %a11 = arith.constant -3 : index
  %b11 = arith.constant 5 : index
  %r11 = math.ipowi %a11, %b11 : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

func.func @ipowi_vec() -> (vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[2, -3, 0]> : vector<3xi32>
  %b = arith.constant dense<[5, 3, -1]> : vector<3xi32>
  %s = arith.constant dense<2> : vector<3xi32>
  %r = math.ipowi %a, %b : vector<3xi32>
  %q = math.ipowi %s, %s : vector<3xi32>
  return %r, %q : vector<3xi32>, vector<3xi32>
}

// -----

func.func @ipowi_partial(%x : i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = math.ipowi %x, %c0 : i32
  %q = math.ipowi %x, %c1 : i32
  %p = math.ipowi %c1, %x : i32
  return %r, %q, %p : i32, i32, i32
}

// -----

func.func @powf_partial(%x : f32) -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %ch = arith.constant 0.5 : f32
  %cm = arith.constant -1.0 : f32
  %r = math.powf %x, %c0 : f32
  %q = math.powf %x, %c1 : f32
  %p = math.powf %x, %c2 : f32
  %s = math.powf %x, %ch : f32
  %t = math.powf %x, %cm : f32
  return %r, %q, %p, %s, %t : f32, f32, f32, f32, f32
}

// -----

func.func @math_cse(%x : f32, %y : f32) -> (f32, f32, f32, f32) {
  %a = math.sin %x : f32
  %b = math.sin %x : f32
  %c = math.powf %x, %y fastmath<fast> : f32
  %d = math.powf %x, %y : f32
  "test.use"(%a, %b) : (f32, f32) -> ()
  return %a, %b, %c, %d : f32, f32, f32, f32
}

// -----

func.func @math_dead(%x : f32, %i : i32) {
  %a = math.sin %x : f32
  %b = math.ctlz %i : i32
  %c = math.fma %x, %x, %x : f32
  %d = math.ipowi %i, %i : i32
  return
}

// -----

func.func @math_fastmath_fold() -> (f32, f32) {
  %c = arith.constant 2.0 : f32
  %a = math.sqrt %c fastmath<nnan,ninf> : f32
  %b = math.exp %c fastmath<fast> : f32
  return %a, %b : f32, f32
}

// -----

func.func @math_scalable(%x : vector<[4]xf32>) -> vector<[4]xf32> {
  %c = arith.constant dense<1.0> : vector<[4]xf32>
  %a = math.exp %c : vector<[4]xf32>
  %b = math.absf %c : vector<[4]xf32>
  %d = arith.addf %a, %b : vector<[4]xf32>
  return %d : vector<[4]xf32>
}

// -----

func.func @math_0d() -> (vector<f32>, tensor<i32>) {
  %c = arith.constant dense<1.0> : vector<f32>
  %i = arith.constant dense<7> : tensor<i32>
  %a = math.floor %c : vector<f32>
  %b = math.ctpop %i : tensor<i32>
  return %a, %b : vector<f32>, tensor<i32>
}

// -----

// Folds whose elements are wider than 64 bits keep their exact values.
func.func @wide_elements_fold() -> (vector<2xi128>, vector<2xi128>, vector<2xi128>, tensor<2xi128>, vector<2xi128>) {
  %a = arith.constant dense<[-1, 5]> : vector<2xi64>
  %b = arith.extsi %a : vector<2xi64> to vector<2xi128>
  %c = arith.extui %a : vector<2xi64> to vector<2xi128>
  %w = arith.constant dense<[0, 170141183460469231731687303715884105727]> : vector<2xi128>
  %d = math.ctlz %w : vector<2xi128>
  %t = arith.constant dense<[-1, 18446744073709551616]> : tensor<2xi128>
  %e = math.absi %t : tensor<2xi128>
  %f = arith.addi %w, %c : vector<2xi128>
  return %b, %c, %d, %e, %f : vector<2xi128>, vector<2xi128>, vector<2xi128>, tensor<2xi128>, vector<2xi128>
}

// -----

func.func @wide_elements_cmp() -> (vector<2xi1>, vector<2xi64>) {
  %w = arith.constant dense<[18446744073709551616, 3]> : vector<2xi128>
  %z = arith.constant dense<[0, 3]> : vector<2xi128>
  %c = arith.cmpi eq, %w, %z : vector<2xi128>
  %t = arith.trunci %w : vector<2xi128> to vector<2xi64>
  return %c, %t : vector<2xi1>, vector<2xi64>
}
