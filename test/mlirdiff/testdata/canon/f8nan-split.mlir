// The NaN encodings of f8E4M3FN, converted to every wider format.
func.func @extf_nan_f8E4M3FN() -> (f16, bf16, f32, f64, f80, f128, f16, bf16, f32, f64, f80, f128) {
  %n0 = arith.constant 0x7F : f8E4M3FN
  %e0_f16 = arith.extf %n0 : f8E4M3FN to f16
  %e0_bf16 = arith.extf %n0 : f8E4M3FN to bf16
  %e0_f32 = arith.extf %n0 : f8E4M3FN to f32
  %e0_f64 = arith.extf %n0 : f8E4M3FN to f64
  %e0_f80 = arith.extf %n0 : f8E4M3FN to f80
  %e0_f128 = arith.extf %n0 : f8E4M3FN to f128
  %n1 = arith.constant 0xFF : f8E4M3FN
  %e1_f16 = arith.extf %n1 : f8E4M3FN to f16
  %e1_bf16 = arith.extf %n1 : f8E4M3FN to bf16
  %e1_f32 = arith.extf %n1 : f8E4M3FN to f32
  %e1_f64 = arith.extf %n1 : f8E4M3FN to f64
  %e1_f80 = arith.extf %n1 : f8E4M3FN to f80
  %e1_f128 = arith.extf %n1 : f8E4M3FN to f128
  return %e0_f16, %e0_bf16, %e0_f32, %e0_f64, %e0_f80, %e0_f128, %e1_f16, %e1_bf16, %e1_f32, %e1_f64, %e1_f80, %e1_f128 : f16, bf16, f32, f64, f80, f128, f16, bf16, f32, f64, f80, f128
}

// -----

// The NaN encodings of f8E5M2FNUZ, converted to every wider format.
func.func @extf_nan_f8E5M2FNUZ() -> (f16, bf16, f32, f64, f80, f128) {
  %n0 = arith.constant 0x80 : f8E5M2FNUZ
  %e0_f16 = arith.extf %n0 : f8E5M2FNUZ to f16
  %e0_bf16 = arith.extf %n0 : f8E5M2FNUZ to bf16
  %e0_f32 = arith.extf %n0 : f8E5M2FNUZ to f32
  %e0_f64 = arith.extf %n0 : f8E5M2FNUZ to f64
  %e0_f80 = arith.extf %n0 : f8E5M2FNUZ to f80
  %e0_f128 = arith.extf %n0 : f8E5M2FNUZ to f128
  return %e0_f16, %e0_bf16, %e0_f32, %e0_f64, %e0_f80, %e0_f128 : f16, bf16, f32, f64, f80, f128
}

// -----

// The NaN encodings of f8E4M3FNUZ, converted to every wider format.
func.func @extf_nan_f8E4M3FNUZ() -> (f16, bf16, f32, f64, f80, f128) {
  %n0 = arith.constant 0x80 : f8E4M3FNUZ
  %e0_f16 = arith.extf %n0 : f8E4M3FNUZ to f16
  %e0_bf16 = arith.extf %n0 : f8E4M3FNUZ to bf16
  %e0_f32 = arith.extf %n0 : f8E4M3FNUZ to f32
  %e0_f64 = arith.extf %n0 : f8E4M3FNUZ to f64
  %e0_f80 = arith.extf %n0 : f8E4M3FNUZ to f80
  %e0_f128 = arith.extf %n0 : f8E4M3FNUZ to f128
  return %e0_f16, %e0_bf16, %e0_f32, %e0_f64, %e0_f80, %e0_f128 : f16, bf16, f32, f64, f80, f128
}

// -----

// The NaN encodings of f8E4M3B11FNUZ, converted to every wider format.
func.func @extf_nan_f8E4M3B11FNUZ() -> (f16, bf16, f32, f64, f80, f128) {
  %n0 = arith.constant 0x80 : f8E4M3B11FNUZ
  %e0_f16 = arith.extf %n0 : f8E4M3B11FNUZ to f16
  %e0_bf16 = arith.extf %n0 : f8E4M3B11FNUZ to bf16
  %e0_f32 = arith.extf %n0 : f8E4M3B11FNUZ to f32
  %e0_f64 = arith.extf %n0 : f8E4M3B11FNUZ to f64
  %e0_f80 = arith.extf %n0 : f8E4M3B11FNUZ to f80
  %e0_f128 = arith.extf %n0 : f8E4M3B11FNUZ to f128
  return %e0_f16, %e0_bf16, %e0_f32, %e0_f64, %e0_f80, %e0_f128 : f16, bf16, f32, f64, f80, f128
}

// -----

// A NaN truncated to a format whose NaN is one fixed encoding loses its sign or payload:
// not folded. An infinity or an overflow is not folded either.
func.func @truncf_nan_to_nan_only() -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3FN, f8E4M3FN) {
  %q = arith.constant 0x7FC00000 : f32
  %nq = arith.constant 0xFFC00000 : f32
  %h = arith.constant 0x7E00 : f16
  %b = arith.constant 0x7FC0 : bf16
  %d = arith.constant 0x7FF8000000000000 : f64
  %i = arith.constant 0xFF800000 : f32
  %big = arith.constant -1.0e6 : f32
  %0 = arith.truncf %q : f32 to f8E4M3FN
  %1 = arith.truncf %nq : f32 to f8E4M3FN
  %2 = arith.truncf %h : f16 to f8E5M2FNUZ
  %3 = arith.truncf %b : bf16 to f8E4M3FNUZ
  %4 = arith.truncf %d : f64 to f8E4M3B11FNUZ
  %5 = arith.truncf %i : f32 to f8E4M3FN
  %6 = arith.truncf %big : f32 to f8E4M3FN
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3FN, f8E4M3FN
}

// -----

// Arithmetic reaching an infinity in a format without one gives its NaN with the sign
// of the infinity (FN keeps it; FNUZ has one NaN).
func.func @inf_to_nan() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f8E4M3FN, f8E4M3FN) {
  %one = arith.constant 1.0 : f8E4M3FN
  %m = arith.constant -448.0 : f8E4M3FN
  %z = arith.constant -0.0 : f8E4M3FN
  %p = arith.constant 0.0 : f8E4M3FN
  %u = arith.constant 1.0 : f8E5M2FNUZ
  %uz = arith.constant 0.0 : f8E5M2FNUZ
  %n = arith.constant 0xFF : f8E4M3FN
  %0 = arith.divf %one, %z : f8E4M3FN
  %1 = arith.divf %one, %p : f8E4M3FN
  %2 = arith.divf %m, %z : f8E4M3FN
  %3 = arith.mulf %m, %m : f8E4M3FN
  %4 = arith.divf %u, %uz : f8E5M2FNUZ
  %5 = arith.negf %n : f8E4M3FN
  %6 = arith.addf %n, %one : f8E4M3FN
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f8E4M3FN, f8E4M3FN
}
