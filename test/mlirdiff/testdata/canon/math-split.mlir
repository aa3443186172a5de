// math probes, one folder or edge case per chunk.

func.func @absf_scalar() -> f32 {
  %c = arith.constant -2.5 : f32
  %r = math.absf %c : f32
  return %r : f32
}

// -----

func.func @absf_f16_bf16() -> (f16, bf16) {
  %a = arith.constant -0.0 : f16
  %b = arith.constant -3.0 : bf16
  %r = math.absf %a : f16
  %s = math.absf %b : bf16
  return %r, %s : f16, bf16
}

// -----

func.func @absf_splat() -> vector<4xf32> {
  %c = arith.constant dense<-1.5> : vector<4xf32>
  %r = math.absf %c : vector<4xf32>
  return %r : vector<4xf32>
}

// -----

func.func @absi_min() -> (i8, i32) {
  %a = arith.constant -128 : i8
  %b = arith.constant -7 : i32
  %r = math.absi %a : i8
  %s = math.absi %b : i32
  return %r, %s : i8, i32
}

// -----

func.func @ceil_floor_neg() -> (f64, f64) {
  %a = arith.constant -1.5 : f64
  %r = math.ceil %a : f64
  %s = math.floor %a : f64
  return %r, %s : f64, f64
}

// -----

func.func @round_variants() -> (f32, f32, f32) {
  %a = arith.constant 2.5 : f32
  %r = math.round %a : f32
  %s = math.roundeven %a : f32
  %t = math.trunc %a : f32
  return %r, %s, %t : f32, f32, f32
}

// -----

func.func @round_f16_kept() -> (f16, f16, f16) {
  %a = arith.constant 2.5 : f16
  %r = math.round %a : f16
  %s = math.roundeven %a : f16
  %t = math.trunc %a : f16
  return %r, %s, %t : f16, f16, f16
}

// -----

func.func @sqrt_neg_kept() -> f32 {
  %a = arith.constant -4.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}

// -----

func.func @sqrt_vec_mixed() -> vector<2xf32> {
  %a = arith.constant dense<[4.0, -1.0]> : vector<2xf32>
  %r = math.sqrt %a : vector<2xf32>
  return %r : vector<2xf32>
}

// -----

func.func @rsqrt_kept() -> f32 {
  %a = arith.constant 4.0 : f32
  %r = math.rsqrt %a : f32
  return %r : f32
}

// -----

func.func @cbrt_kept() -> f32 {
  %a = arith.constant 8.0 : f32
  %r = math.cbrt %a : f32
  return %r : f32
}

// -----

func.func @exp_family() -> (f32, f32, f32) {
  %a = arith.constant 1.0 : f32
  %r = math.exp %a : f32
  %s = math.exp2 %a : f32
  %t = math.expm1 %a : f32
  return %r, %s, %t : f32, f32, f32
}

// -----

func.func @exp_f16_kept() -> f16 {
  %a = arith.constant 1.0 : f16
  %r = math.exp %a : f16
  return %r : f16
}

// -----

func.func @log_family() -> (f64, f64, f64, f64) {
  %a = arith.constant 10.0 : f64
  %r = math.log %a : f64
  %s = math.log10 %a : f64
  %t = math.log2 %a : f64
  %u = math.log1p %a : f64
  return %r, %s, %t, %u : f64, f64, f64, f64
}

// -----

func.func @log1p_domain() -> (f32, f32) {
  %a = arith.constant -0.5 : f32
  %b = arith.constant -2.0 : f32
  %r = math.log1p %a : f32
  %s = math.log1p %b : f32
  return %r, %s : f32, f32
}

// -----

func.func @trig() -> (f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.5 : f32
  %r = math.sin %a : f32
  %s = math.cos %a : f32
  %t = math.tan %a : f32
  %u = math.asin %a : f32
  %v = math.acos %a : f32
  %w = math.atan %a : f32
  return %r, %s, %t, %u, %v, %w : f32, f32, f32, f32, f32, f32
}

// -----

func.func @hyperbolic() -> (f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 0.5 : f64
  %b = arith.constant 2.0 : f64
  %r = math.sinh %a : f64
  %s = math.cosh %a : f64
  %t = math.tanh %a : f64
  %u = math.asinh %a : f64
  %v = math.acosh %b : f64
  %w = math.atanh %a : f64
  return %r, %s, %t, %u, %v, %w : f64, f64, f64, f64, f64, f64
}

// -----

func.func @erf_fold() -> f32 {
  %a = arith.constant 0.25 : f32
  %r = math.erf %a : f32
  return %r : f32
}

// -----

func.func @atan2_fold() -> (f32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -1.0 : f32
  %r = math.atan2 %a, %b : f32
  %s = math.atan2 %b, %a : f32
  return %r, %s : f32, f32
}

// -----

func.func @powf_scalar_vec() -> (f32, vector<2xf64>) {
  %a = arith.constant 3.0 : f32
  %r = math.powf %a, %a : f32
  %v = arith.constant dense<[2.0, 9.0]> : vector<2xf64>
  %h = arith.constant dense<0.5> : vector<2xf64>
  %s = math.powf %v, %h : vector<2xf64>
  return %r, %s : f32, vector<2xf64>
}

// -----

func.func @copysign_zero() -> (f32, f16) {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -1.0 : f32
  %c = arith.constant 2.0 : f16
  %d = arith.constant -0.0 : f16
  %r = math.copysign %a, %b : f32
  %s = math.copysign %c, %d : f16
  return %r, %s : f32, f16
}

// -----

func.func @ctlz_cttz_ctpop_zero() -> (i32, i32, i32) {
  %z = arith.constant 0 : i32
  %r = math.ctlz %z : i32
  %s = math.cttz %z : i32
  %t = math.ctpop %z : i32
  return %r, %s, %t : i32, i32, i32
}

// -----

func.func @bitcount_vec() -> (vector<3xi16>, vector<3xi16>, vector<3xi16>) {
  %v = arith.constant dense<[1, 6, -1]> : vector<3xi16>
  %r = math.ctlz %v : vector<3xi16>
  %s = math.cttz %v : vector<3xi16>
  %t = math.ctpop %v : vector<3xi16>
  return %r, %s, %t : vector<3xi16>, vector<3xi16>, vector<3xi16>
}

// -----

func.func @bitcount_index() -> (index, index) {
  %v = arith.constant 12 : index
  %r = math.ctpop %v : index
  %s = math.cttz %v : index
  return %r, %s : index, index
}

// -----

func.func @ipowi_fold() -> (i32, i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %z = arith.constant 0 : i32
  %m = arith.constant -2 : i32
  %r = math.ipowi %a, %b : i32
  %s = math.ipowi %a, %z : i32
  %t = math.ipowi %z, %m : i32
  %u = math.ipowi %m, %a : i32
  return %r, %s, %t, %u : i32, i32, i32, i32
}

// -----

func.func @ipowi_neg_exp() -> (i32, i32, i32) {
  %one = arith.constant 1 : i32
  %mone = arith.constant -1 : i32
  %two = arith.constant 2 : i32
  %m3 = arith.constant -3 : i32
  %r = math.ipowi %one, %m3 : i32
  %s = math.ipowi %mone, %m3 : i32
  %t = math.ipowi %two, %m3 : i32
  return %r, %s, %t : i32, i32, i32
}

// -----

func.func @ipowi_overflow() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 7 : i8
  %r = math.ipowi %a, %b : i8
  return %r : i8
}

// -----

func.func @ipowi_vec() -> vector<2xi64> {
  %a = arith.constant dense<[2, 5]> : vector<2xi64>
  %b = arith.constant dense<3> : vector<2xi64>
  %r = math.ipowi %a, %b : vector<2xi64>
  return %r : vector<2xi64>
}

// -----

func.func @ipowi_non_const(%x : i32) -> i32 {
  %b = arith.constant 2 : i32
  %r = math.ipowi %x, %b : i32
  return %r : i32
}

// -----

func.func @fpowi_kept() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3 : i32
  %r = math.fpowi %a, %b : f32, i32
  return %r : f32
}

// -----

func.func @fma_kept() -> f32 {
  %a = arith.constant 2.0 : f32
  %r = math.fma %a, %a, %a : f32
  return %r : f32
}

// -----

func.func @fastmath_kept(%x : f32) -> f32 {
  %r = math.sqrt %x fastmath<fast> : f32
  %s = math.powf %r, %x fastmath<nnan,ninf> : f32
  %t = math.fma %s, %s, %x fastmath<contract> : f32
  return %t : f32
}

// -----

func.func @fastmath_folded() -> f32 {
  %a = arith.constant 16.0 : f32
  %r = math.sqrt %a fastmath<fast> : f32
  return %r : f32
}

// -----

func.func @dead_math(%x : f32, %i : i32) {
  %r = math.sin %x : f32
  %s = math.ctlz %i : i32
  %t = math.fma %x, %x, %x : f32
  return
}

// -----

func.func @cse_math(%x : f32) -> (f32, f32) {
  %r = math.exp %x : f32
  %s = math.exp %x : f32
  return %r, %s : f32, f32
}

// -----

func.func @cse_math_fastmath_differs(%x : f32) -> (f32, f32) {
  %r = math.exp %x : f32
  %s = math.exp %x fastmath<fast> : f32
  return %r, %s : f32, f32
}

// -----

func.func @nan_inf_inputs() -> (f32, f32, f32, f64) {
  %n = arith.constant 0x7FC00000 : f32
  %i = arith.constant 0x7F800000 : f32
  %d = arith.constant 0xFFF0000000000000 : f64
  %r = math.exp %n : f32
  %s = math.tanh %i : f32
  %t = math.atan %i : f32
  %u = math.exp %d : f64
  return %r, %s, %t, %u : f32, f32, f32, f64
}

// -----

func.func @tensor_fold() -> tensor<2xf32> {
  %a = arith.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %r = math.sqrt %a : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @tensor2d_fold() -> tensor<2x2xf64> {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %r = math.floor %a : tensor<2x2xf64>
  %s = math.exp %r : tensor<2x2xf64>
  return %s : tensor<2x2xf64>
}

// -----

func.func @chain_fold() -> f32 {
  %a = arith.constant 0.25 : f32
  %r = math.sqrt %a : f32
  %s = math.log2 %r : f32
  %t = math.absf %s : f32
  return %t : f32
}

// -----

func.func @f80_kept() -> (f80, f80) {
  %a = arith.constant -2.0 : f80
  %r = math.absf %a : f80
  %s = math.sqrt %a : f80
  return %r, %s : f80, f80
}

// -----

func.func @abs_poison() -> f32 {
  %0 = ub.poison : f32
  %1 = math.absf %0 : f32
  return %1 : f32
}

// -----

func.func @binary_poison(%x : f32) -> (f32, f32) {
  %0 = ub.poison : f32
  %1 = math.powf %x, %0 : f32
  %2 = math.copysign %0, %x : f32
  return %1, %2 : f32, f32
}

// -----

func.func @int_poison() -> (i32, vector<2xi32>) {
  %0 = ub.poison : i32
  %1 = math.ctpop %0 : i32
  %2 = ub.poison : vector<2xi32>
  %3 = math.absi %2 : vector<2xi32>
  return %1, %3 : i32, vector<2xi32>
}

// -----

func.func @fma_poison(%x : f32) -> f32 {
  %0 = ub.poison : f32
  %1 = math.fma %0, %x, %x : f32
  return %1 : f32
}

// -----

func.func @exact_folds_f80_f128() -> (f80, f128, f80, f128, f80, f80, vector<2xf80>) {
  %a = arith.constant -2.5 : f80
  %b = arith.constant 3.5 : f128
  %h = arith.constant 3.25 : f80
  %r = math.absf %a : f80
  %s = math.ceil %b : f128
  %t = math.floor %h : f80
  %u = math.copysign %b, %b : f128
  %v = math.roundeven %a : f80
  %w = math.absf %h : f80
  %d = arith.constant dense<[-1.5, 2.5]> : vector<2xf80>
  %x = math.floor %d : vector<2xf80>
  return %r, %s, %t, %u, %v, %w, %x : f80, f128, f80, f128, f80, f80, vector<2xf80>
}

// -----

func.func @scalable() -> (vector<[4]xf32>, vector<[2]xi32>) {
  %a = arith.constant dense<4.0> : vector<[4]xf32>
  %r = math.sqrt %a : vector<[4]xf32>
  %b = arith.constant dense<3> : vector<[2]xi32>
  %s = math.ctpop %b : vector<[2]xi32>
  return %r, %s : vector<[4]xf32>, vector<[2]xi32>
}

// -----

func.func @poison_scalable() -> vector<[4]xf32> {
  %a = ub.poison : vector<[4]xf32>
  %r = math.exp %a : vector<[4]xf32>
  return %r : vector<[4]xf32>
}

// -----

func.func @empty_tensor() -> tensor<0xf32> {
  %a = arith.constant dense<> : tensor<0xf32>
  %r = math.exp %a : tensor<0xf32>
  return %r : tensor<0xf32>
}

// -----

func.func @poison_tensor(%x : tensor<?xf32>) -> tensor<?xf32> {
  %a = ub.poison : tensor<?xf32>
  %r = math.copysign %x, %a : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @ipowi_i1() -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r = math.ipowi %t, %t : i1
  %s = math.ipowi %f, %t : i1
  return %r, %s : i1, i1
}

// -----

func.func @ctlz_i64_big() -> (i64, i128) {
  %a = arith.constant 1 : i64
  %b = arith.constant 1 : i128
  %r = math.ctlz %a : i64
  %s = math.ctlz %b : i128
  return %r, %s : i64, i128
}

// -----

func.func @empty_elements() -> (tensor<0xf32>, tensor<0xi32>, tensor<2x0xf16>, tensor<0xi32>) {
  %a = arith.constant dense<> : tensor<0xf32>
  %b = arith.constant dense<> : tensor<0xi32>
  %h = arith.constant dense<> : tensor<2x0xf16>
  %r = math.exp %a : tensor<0xf32>
  %t = math.ctpop %b : tensor<0xi32>
  %u = math.sqrt %h : tensor<2x0xf16>
  %w = math.atan2 %a, %a : tensor<0xf32>
  %i = math.ipowi %b, %b : tensor<0xi32>
  %c = math.cbrt %a : tensor<0xf32>
  "test.use"(%w, %c) : (tensor<0xf32>, tensor<0xf32>) -> ()
  return %r, %t, %u, %i : tensor<0xf32>, tensor<0xi32>, tensor<2x0xf16>, tensor<0xi32>
}
