// math folders on every float type LLVM 19 folds (and the ones it leaves), on signed
// -----

// zeros, infinities, NaN, denormals and domain edges; vectors and tensors non-splat.
// -----

func.func @absf_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.absf %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.absf %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.absf %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.absf %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.absf %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.absf %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.absf %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.absf %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.absf %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.absf %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.absf %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.absf %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.absf %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @absf_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.absf %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.absf %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.absf %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.absf %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.absf %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.absf %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.absf %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.absf %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.absf %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.absf %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.absf %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.absf %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.absf %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @absf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.absf %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.absf %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.absf %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.absf %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.absf %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.absf %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.absf %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.absf %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.absf %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.absf %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.absf %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.absf %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.absf %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @absf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.absf %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.absf %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.absf %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.absf %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.absf %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.absf %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.absf %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.absf %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.absf %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.absf %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.absf %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.absf %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.absf %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @absf_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.absf %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.absf %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.absf %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @acos_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.acos %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.acos %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.acos %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.acos %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.acos %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.acos %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.acos %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.acos %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.acos %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.acos %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.acos %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.acos %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.acos %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @acos_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.acos %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.acos %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.acos %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.acos %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.acos %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.acos %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.acos %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.acos %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.acos %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.acos %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.acos %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.acos %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.acos %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @acos_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.acos %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.acos %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.acos %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.acos %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.acos %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.acos %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.acos %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.acos %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.acos %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.acos %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.acos %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.acos %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.acos %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @acos_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.acos %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.acos %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.acos %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.acos %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.acos %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.acos %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.acos %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.acos %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.acos %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.acos %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.acos %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.acos %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.acos %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @acos_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.acos %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.acos %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.acos %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @acosh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.acosh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.acosh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.acosh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.acosh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.acosh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.acosh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.acosh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.acosh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.acosh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.acosh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.acosh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.acosh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.acosh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @acosh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.acosh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.acosh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.acosh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.acosh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.acosh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.acosh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.acosh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.acosh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.acosh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.acosh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.acosh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.acosh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.acosh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @acosh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.acosh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.acosh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.acosh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.acosh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.acosh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.acosh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.acosh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.acosh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.acosh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.acosh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.acosh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.acosh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.acosh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @acosh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.acosh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.acosh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.acosh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.acosh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.acosh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.acosh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.acosh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.acosh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.acosh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.acosh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.acosh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.acosh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.acosh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @acosh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.acosh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.acosh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.acosh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @asin_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.asin %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.asin %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.asin %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.asin %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.asin %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.asin %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.asin %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.asin %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.asin %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.asin %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.asin %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.asin %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.asin %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @asin_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.asin %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.asin %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.asin %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.asin %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.asin %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.asin %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.asin %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.asin %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.asin %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.asin %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.asin %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.asin %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.asin %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @asin_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.asin %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.asin %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.asin %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.asin %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.asin %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.asin %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.asin %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.asin %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.asin %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.asin %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.asin %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.asin %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.asin %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @asin_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.asin %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.asin %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.asin %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.asin %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.asin %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.asin %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.asin %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.asin %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.asin %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.asin %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.asin %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.asin %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.asin %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @asin_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.asin %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.asin %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.asin %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @asinh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.asinh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.asinh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.asinh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.asinh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.asinh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.asinh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.asinh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.asinh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.asinh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.asinh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.asinh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.asinh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.asinh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @asinh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.asinh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.asinh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.asinh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.asinh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.asinh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.asinh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.asinh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.asinh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.asinh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.asinh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.asinh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.asinh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.asinh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @asinh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.asinh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.asinh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.asinh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.asinh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.asinh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.asinh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.asinh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.asinh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.asinh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.asinh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.asinh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.asinh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.asinh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @asinh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.asinh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.asinh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.asinh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.asinh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.asinh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.asinh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.asinh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.asinh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.asinh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.asinh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.asinh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.asinh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.asinh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @asinh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.asinh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.asinh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.asinh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @atan_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.atan %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.atan %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.atan %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.atan %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.atan %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.atan %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.atan %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.atan %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.atan %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.atan %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.atan %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.atan %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.atan %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @atan_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.atan %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.atan %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.atan %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.atan %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.atan %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.atan %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.atan %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.atan %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.atan %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.atan %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.atan %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.atan %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.atan %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @atan_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.atan %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.atan %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.atan %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.atan %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.atan %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.atan %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.atan %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.atan %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.atan %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.atan %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.atan %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.atan %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.atan %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @atan_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.atan %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.atan %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.atan %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.atan %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.atan %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.atan %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.atan %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.atan %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.atan %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.atan %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.atan %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.atan %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.atan %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @atan_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.atan %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.atan %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.atan %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @atanh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.atanh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.atanh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.atanh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.atanh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.atanh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.atanh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.atanh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.atanh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.atanh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.atanh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.atanh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.atanh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.atanh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @atanh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.atanh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.atanh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.atanh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.atanh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.atanh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.atanh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.atanh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.atanh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.atanh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.atanh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.atanh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.atanh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.atanh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @atanh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.atanh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.atanh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.atanh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.atanh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.atanh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.atanh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.atanh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.atanh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.atanh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.atanh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.atanh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.atanh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.atanh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @atanh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.atanh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.atanh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.atanh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.atanh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.atanh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.atanh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.atanh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.atanh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.atanh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.atanh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.atanh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.atanh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.atanh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @atanh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.atanh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.atanh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.atanh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @cbrt_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.cbrt %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.cbrt %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.cbrt %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.cbrt %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.cbrt %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.cbrt %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.cbrt %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.cbrt %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.cbrt %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.cbrt %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.cbrt %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.cbrt %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.cbrt %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @cbrt_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.cbrt %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.cbrt %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.cbrt %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.cbrt %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cbrt %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.cbrt %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.cbrt %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.cbrt %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.cbrt %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.cbrt %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.cbrt %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.cbrt %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.cbrt %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @cbrt_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.cbrt %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.cbrt %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.cbrt %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.cbrt %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.cbrt %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.cbrt %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.cbrt %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.cbrt %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.cbrt %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.cbrt %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.cbrt %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.cbrt %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.cbrt %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @cbrt_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.cbrt %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.cbrt %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.cbrt %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.cbrt %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.cbrt %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.cbrt %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.cbrt %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.cbrt %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.cbrt %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.cbrt %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.cbrt %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.cbrt %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.cbrt %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @cbrt_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.cbrt %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.cbrt %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.cbrt %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @ceil_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.ceil %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.ceil %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.ceil %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.ceil %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.ceil %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.ceil %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.ceil %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.ceil %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.ceil %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.ceil %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.ceil %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.ceil %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.ceil %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @ceil_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.ceil %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.ceil %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.ceil %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.ceil %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.ceil %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.ceil %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.ceil %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.ceil %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.ceil %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.ceil %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.ceil %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.ceil %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.ceil %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @ceil_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.ceil %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.ceil %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.ceil %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.ceil %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.ceil %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.ceil %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.ceil %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.ceil %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.ceil %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.ceil %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.ceil %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.ceil %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.ceil %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @ceil_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.ceil %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.ceil %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.ceil %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.ceil %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.ceil %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.ceil %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.ceil %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.ceil %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.ceil %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.ceil %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.ceil %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.ceil %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.ceil %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @ceil_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.ceil %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.ceil %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.ceil %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @cos_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.cos %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.cos %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.cos %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.cos %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.cos %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.cos %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.cos %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.cos %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.cos %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.cos %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.cos %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.cos %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.cos %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @cos_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.cos %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.cos %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.cos %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.cos %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cos %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.cos %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.cos %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.cos %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.cos %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.cos %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.cos %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.cos %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.cos %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @cos_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.cos %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.cos %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.cos %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.cos %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.cos %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.cos %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.cos %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.cos %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.cos %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.cos %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.cos %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.cos %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.cos %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @cos_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.cos %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.cos %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.cos %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.cos %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.cos %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.cos %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.cos %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.cos %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.cos %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.cos %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.cos %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.cos %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.cos %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @cos_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.cos %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.cos %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.cos %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @cosh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.cosh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.cosh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.cosh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.cosh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.cosh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.cosh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.cosh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.cosh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.cosh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.cosh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.cosh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.cosh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.cosh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @cosh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.cosh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.cosh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.cosh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.cosh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.cosh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.cosh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.cosh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.cosh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.cosh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.cosh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.cosh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.cosh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.cosh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @cosh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.cosh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.cosh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.cosh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.cosh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.cosh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.cosh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.cosh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.cosh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.cosh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.cosh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.cosh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.cosh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.cosh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @cosh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.cosh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.cosh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.cosh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.cosh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.cosh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.cosh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.cosh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.cosh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.cosh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.cosh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.cosh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.cosh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.cosh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @cosh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.cosh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.cosh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.cosh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @erf_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.erf %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.erf %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.erf %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.erf %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.erf %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.erf %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.erf %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.erf %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.erf %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.erf %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.erf %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.erf %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.erf %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @erf_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.erf %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.erf %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.erf %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.erf %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.erf %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.erf %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.erf %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.erf %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.erf %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.erf %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.erf %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.erf %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.erf %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @erf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.erf %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.erf %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.erf %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.erf %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.erf %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.erf %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.erf %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.erf %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.erf %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.erf %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.erf %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.erf %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.erf %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @erf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.erf %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.erf %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.erf %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.erf %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.erf %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.erf %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.erf %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.erf %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.erf %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.erf %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.erf %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.erf %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.erf %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @erf_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.erf %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.erf %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.erf %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @exp_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.exp %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.exp %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.exp %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.exp %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.exp %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.exp %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.exp %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.exp %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.exp %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.exp %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.exp %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.exp %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.exp %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @exp_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.exp %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.exp %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.exp %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.exp %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.exp %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.exp %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.exp %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.exp %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.exp %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.exp %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.exp %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.exp %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.exp %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @exp_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.exp %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.exp %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.exp %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.exp %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.exp %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.exp %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.exp %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.exp %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.exp %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.exp %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.exp %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.exp %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.exp %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @exp_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.exp %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.exp %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.exp %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.exp %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.exp %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.exp %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.exp %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.exp %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.exp %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.exp %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.exp %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.exp %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.exp %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @exp_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.exp %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.exp %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.exp %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @exp2_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.exp2 %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.exp2 %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.exp2 %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.exp2 %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.exp2 %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.exp2 %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.exp2 %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.exp2 %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.exp2 %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.exp2 %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.exp2 %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.exp2 %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.exp2 %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @exp2_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.exp2 %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.exp2 %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.exp2 %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.exp2 %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.exp2 %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.exp2 %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.exp2 %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.exp2 %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.exp2 %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.exp2 %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.exp2 %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.exp2 %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.exp2 %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @exp2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.exp2 %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.exp2 %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.exp2 %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.exp2 %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.exp2 %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.exp2 %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.exp2 %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.exp2 %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.exp2 %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.exp2 %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.exp2 %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.exp2 %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.exp2 %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @exp2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.exp2 %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.exp2 %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.exp2 %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.exp2 %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.exp2 %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.exp2 %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.exp2 %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.exp2 %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.exp2 %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.exp2 %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.exp2 %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.exp2 %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.exp2 %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @exp2_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.exp2 %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.exp2 %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.exp2 %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @expm1_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.expm1 %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.expm1 %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.expm1 %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.expm1 %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.expm1 %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.expm1 %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.expm1 %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.expm1 %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.expm1 %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.expm1 %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.expm1 %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.expm1 %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.expm1 %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @expm1_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.expm1 %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.expm1 %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.expm1 %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.expm1 %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.expm1 %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.expm1 %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.expm1 %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.expm1 %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.expm1 %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.expm1 %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.expm1 %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.expm1 %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.expm1 %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @expm1_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.expm1 %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.expm1 %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.expm1 %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.expm1 %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.expm1 %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.expm1 %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.expm1 %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.expm1 %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.expm1 %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.expm1 %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.expm1 %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.expm1 %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.expm1 %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @expm1_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.expm1 %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.expm1 %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.expm1 %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.expm1 %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.expm1 %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.expm1 %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.expm1 %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.expm1 %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.expm1 %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.expm1 %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.expm1 %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.expm1 %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.expm1 %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @expm1_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.expm1 %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.expm1 %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.expm1 %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @floor_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.floor %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.floor %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.floor %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.floor %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.floor %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.floor %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.floor %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.floor %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.floor %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.floor %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.floor %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.floor %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.floor %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @floor_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.floor %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.floor %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.floor %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.floor %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.floor %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.floor %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.floor %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.floor %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.floor %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.floor %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.floor %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.floor %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.floor %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @floor_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.floor %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.floor %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.floor %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.floor %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.floor %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.floor %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.floor %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.floor %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.floor %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.floor %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.floor %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.floor %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.floor %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @floor_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.floor %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.floor %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.floor %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.floor %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.floor %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.floor %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.floor %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.floor %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.floor %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.floor %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.floor %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.floor %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.floor %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @floor_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.floor %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.floor %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.floor %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @log_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.log %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.log %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.log %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.log %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.log %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.log %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.log %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.log %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.log %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.log %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.log %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.log %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.log %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @log_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.log %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.log %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.log %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.log %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.log %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.log %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.log %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.log %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.log %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.log %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.log %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.log %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @log_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.log %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.log %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.log %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.log %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.log %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.log %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.log %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.log %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.log %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.log %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.log %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.log %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.log %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.log %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.log %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.log %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.log %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.log %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.log %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.log %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.log %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.log %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.log %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.log %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.log %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.log %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.log %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.log %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.log %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @log10_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.log10 %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.log10 %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.log10 %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.log10 %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.log10 %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.log10 %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.log10 %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.log10 %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.log10 %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.log10 %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.log10 %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.log10 %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.log10 %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @log10_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.log10 %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.log10 %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.log10 %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.log10 %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log10 %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.log10 %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.log10 %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.log10 %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.log10 %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.log10 %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.log10 %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.log10 %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.log10 %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @log10_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.log10 %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.log10 %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.log10 %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.log10 %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.log10 %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.log10 %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.log10 %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.log10 %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.log10 %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.log10 %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.log10 %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.log10 %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.log10 %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log10_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.log10 %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.log10 %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.log10 %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.log10 %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.log10 %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.log10 %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.log10 %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.log10 %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.log10 %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.log10 %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.log10 %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.log10 %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.log10 %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log10_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.log10 %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.log10 %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.log10 %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @log1p_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.log1p %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.log1p %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.log1p %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.log1p %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.log1p %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.log1p %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.log1p %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.log1p %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.log1p %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.log1p %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.log1p %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.log1p %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.log1p %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @log1p_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.log1p %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.log1p %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.log1p %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.log1p %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log1p %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.log1p %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.log1p %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.log1p %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.log1p %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.log1p %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.log1p %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.log1p %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.log1p %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @log1p_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.log1p %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.log1p %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.log1p %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.log1p %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.log1p %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.log1p %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.log1p %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.log1p %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.log1p %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.log1p %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.log1p %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.log1p %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.log1p %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log1p_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.log1p %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.log1p %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.log1p %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.log1p %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.log1p %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.log1p %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.log1p %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.log1p %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.log1p %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.log1p %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.log1p %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.log1p %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.log1p %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log1p_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.log1p %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.log1p %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.log1p %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @log2_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.log2 %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.log2 %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.log2 %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.log2 %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.log2 %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.log2 %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.log2 %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.log2 %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.log2 %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.log2 %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.log2 %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.log2 %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.log2 %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @log2_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.log2 %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.log2 %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.log2 %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.log2 %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.log2 %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.log2 %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.log2 %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.log2 %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.log2 %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.log2 %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.log2 %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.log2 %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.log2 %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @log2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.log2 %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.log2 %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.log2 %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.log2 %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.log2 %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.log2 %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.log2 %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.log2 %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.log2 %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.log2 %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.log2 %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.log2 %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.log2 %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @log2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.log2 %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.log2 %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.log2 %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.log2 %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.log2 %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.log2 %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.log2 %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.log2 %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.log2 %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.log2 %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.log2 %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.log2 %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.log2 %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @log2_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.log2 %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.log2 %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.log2 %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @round_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.round %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.round %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.round %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.round %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.round %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.round %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.round %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.round %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.round %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.round %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.round %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.round %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.round %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @round_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.round %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.round %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.round %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.round %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.round %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.round %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.round %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.round %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.round %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.round %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.round %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.round %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.round %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @round_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.round %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.round %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.round %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.round %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.round %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.round %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.round %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.round %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.round %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.round %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.round %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.round %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.round %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @round_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.round %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.round %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.round %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.round %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.round %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.round %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.round %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.round %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.round %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.round %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.round %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.round %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.round %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @round_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.round %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.round %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.round %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @roundeven_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.roundeven %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.roundeven %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.roundeven %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.roundeven %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.roundeven %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.roundeven %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.roundeven %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.roundeven %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.roundeven %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.roundeven %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.roundeven %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.roundeven %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.roundeven %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @roundeven_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.roundeven %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.roundeven %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.roundeven %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.roundeven %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.roundeven %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.roundeven %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.roundeven %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.roundeven %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.roundeven %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.roundeven %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.roundeven %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.roundeven %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.roundeven %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @roundeven_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.roundeven %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.roundeven %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.roundeven %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.roundeven %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.roundeven %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.roundeven %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.roundeven %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.roundeven %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.roundeven %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.roundeven %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.roundeven %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.roundeven %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.roundeven %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @roundeven_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.roundeven %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.roundeven %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.roundeven %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.roundeven %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.roundeven %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.roundeven %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.roundeven %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.roundeven %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.roundeven %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.roundeven %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.roundeven %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.roundeven %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.roundeven %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @roundeven_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.roundeven %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.roundeven %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.roundeven %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @rsqrt_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.rsqrt %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.rsqrt %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.rsqrt %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.rsqrt %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.rsqrt %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.rsqrt %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.rsqrt %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.rsqrt %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.rsqrt %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.rsqrt %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.rsqrt %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.rsqrt %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.rsqrt %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @rsqrt_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.rsqrt %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.rsqrt %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.rsqrt %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.rsqrt %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.rsqrt %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.rsqrt %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.rsqrt %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.rsqrt %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.rsqrt %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.rsqrt %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.rsqrt %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.rsqrt %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.rsqrt %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @rsqrt_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.rsqrt %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.rsqrt %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.rsqrt %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.rsqrt %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.rsqrt %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.rsqrt %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.rsqrt %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.rsqrt %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.rsqrt %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.rsqrt %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.rsqrt %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.rsqrt %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.rsqrt %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @rsqrt_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.rsqrt %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.rsqrt %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.rsqrt %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.rsqrt %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.rsqrt %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.rsqrt %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.rsqrt %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.rsqrt %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.rsqrt %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.rsqrt %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.rsqrt %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.rsqrt %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.rsqrt %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @rsqrt_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.rsqrt %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.rsqrt %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.rsqrt %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @sin_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.sin %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.sin %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.sin %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.sin %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.sin %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.sin %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.sin %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.sin %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.sin %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.sin %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.sin %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.sin %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.sin %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @sin_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.sin %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.sin %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.sin %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.sin %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sin %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.sin %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.sin %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.sin %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.sin %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.sin %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.sin %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.sin %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.sin %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @sin_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.sin %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.sin %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.sin %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.sin %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.sin %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.sin %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.sin %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.sin %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.sin %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.sin %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.sin %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.sin %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.sin %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @sin_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.sin %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.sin %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.sin %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.sin %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.sin %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.sin %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.sin %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.sin %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.sin %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.sin %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.sin %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.sin %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.sin %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @sin_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.sin %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.sin %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.sin %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @sinh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.sinh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.sinh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.sinh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.sinh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.sinh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.sinh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.sinh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.sinh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.sinh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.sinh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.sinh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.sinh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.sinh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @sinh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.sinh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.sinh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.sinh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.sinh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sinh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.sinh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.sinh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.sinh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.sinh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.sinh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.sinh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.sinh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.sinh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @sinh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.sinh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.sinh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.sinh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.sinh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.sinh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.sinh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.sinh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.sinh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.sinh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.sinh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.sinh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.sinh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.sinh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @sinh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.sinh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.sinh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.sinh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.sinh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.sinh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.sinh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.sinh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.sinh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.sinh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.sinh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.sinh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.sinh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.sinh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @sinh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.sinh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.sinh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.sinh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @sqrt_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.sqrt %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.sqrt %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.sqrt %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.sqrt %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.sqrt %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.sqrt %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.sqrt %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.sqrt %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.sqrt %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.sqrt %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.sqrt %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.sqrt %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.sqrt %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @sqrt_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.sqrt %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.sqrt %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.sqrt %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.sqrt %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.sqrt %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.sqrt %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.sqrt %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.sqrt %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.sqrt %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.sqrt %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.sqrt %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.sqrt %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.sqrt %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @sqrt_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.sqrt %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.sqrt %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.sqrt %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.sqrt %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.sqrt %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.sqrt %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.sqrt %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.sqrt %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.sqrt %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.sqrt %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.sqrt %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.sqrt %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.sqrt %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @sqrt_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.sqrt %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.sqrt %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.sqrt %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.sqrt %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.sqrt %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.sqrt %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.sqrt %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.sqrt %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.sqrt %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.sqrt %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.sqrt %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.sqrt %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.sqrt %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @sqrt_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.sqrt %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.sqrt %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.sqrt %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @tan_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.tan %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.tan %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.tan %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.tan %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.tan %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.tan %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.tan %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.tan %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.tan %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.tan %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.tan %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.tan %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.tan %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @tan_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.tan %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.tan %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.tan %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.tan %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.tan %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.tan %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.tan %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.tan %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.tan %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.tan %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.tan %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.tan %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.tan %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @tan_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.tan %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.tan %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.tan %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.tan %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.tan %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.tan %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.tan %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.tan %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.tan %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.tan %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.tan %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.tan %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.tan %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @tan_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.tan %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.tan %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.tan %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.tan %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.tan %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.tan %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.tan %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.tan %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.tan %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.tan %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.tan %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.tan %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.tan %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @tan_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.tan %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.tan %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.tan %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @tanh_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.tanh %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.tanh %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.tanh %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.tanh %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.tanh %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.tanh %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.tanh %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.tanh %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.tanh %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.tanh %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.tanh %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.tanh %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.tanh %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @tanh_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.tanh %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.tanh %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.tanh %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.tanh %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.tanh %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.tanh %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.tanh %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.tanh %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.tanh %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.tanh %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.tanh %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.tanh %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.tanh %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @tanh_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.tanh %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.tanh %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.tanh %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.tanh %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.tanh %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.tanh %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.tanh %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.tanh %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.tanh %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.tanh %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.tanh %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.tanh %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.tanh %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @tanh_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.tanh %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.tanh %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.tanh %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.tanh %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.tanh %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.tanh %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.tanh %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.tanh %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.tanh %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.tanh %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.tanh %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.tanh %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.tanh %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @tanh_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.tanh %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.tanh %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.tanh %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @trunc_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %c0 = arith.constant 0.0 : f16
  %r0 = math.trunc %c0 : f16
  %c1 = arith.constant -0.0 : f16
  %r1 = math.trunc %c1 : f16
  %c2 = arith.constant 1.0 : f16
  %r2 = math.trunc %c2 : f16
  %c3 = arith.constant -1.0 : f16
  %r3 = math.trunc %c3 : f16
  %c4 = arith.constant 0.5 : f16
  %r4 = math.trunc %c4 : f16
  %c5 = arith.constant -0.75 : f16
  %r5 = math.trunc %c5 : f16
  %c6 = arith.constant 2.5 : f16
  %r6 = math.trunc %c6 : f16
  %c7 = arith.constant -3.5 : f16
  %r7 = math.trunc %c7 : f16
  %c8 = arith.constant 1.0e+02 : f16
  %r8 = math.trunc %c8 : f16
  %c9 = arith.constant 0x7C00 : f16
  %r9 = math.trunc %c9 : f16
  %c10 = arith.constant 0xFC00 : f16
  %r10 = math.trunc %c10 : f16
  %c11 = arith.constant 0x7E00 : f16
  %r11 = math.trunc %c11 : f16
  %c12 = arith.constant 0x0001 : f16
  %r12 = math.trunc %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @trunc_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %c0 = arith.constant 0.0 : bf16
  %r0 = math.trunc %c0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %r1 = math.trunc %c1 : bf16
  %c2 = arith.constant 1.0 : bf16
  %r2 = math.trunc %c2 : bf16
  %c3 = arith.constant -1.0 : bf16
  %r3 = math.trunc %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = math.trunc %c4 : bf16
  %c5 = arith.constant -0.75 : bf16
  %r5 = math.trunc %c5 : bf16
  %c6 = arith.constant 2.5 : bf16
  %r6 = math.trunc %c6 : bf16
  %c7 = arith.constant -3.5 : bf16
  %r7 = math.trunc %c7 : bf16
  %c8 = arith.constant 1.0e+02 : bf16
  %r8 = math.trunc %c8 : bf16
  %c9 = arith.constant 0x7F80 : bf16
  %r9 = math.trunc %c9 : bf16
  %c10 = arith.constant 0xFF80 : bf16
  %r10 = math.trunc %c10 : bf16
  %c11 = arith.constant 0x7FC0 : bf16
  %r11 = math.trunc %c11 : bf16
  %c12 = arith.constant 0x0001 : bf16
  %r12 = math.trunc %c12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @trunc_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %r0 = math.trunc %c0 : f32
  %c1 = arith.constant -0.0 : f32
  %r1 = math.trunc %c1 : f32
  %c2 = arith.constant 1.0 : f32
  %r2 = math.trunc %c2 : f32
  %c3 = arith.constant -1.0 : f32
  %r3 = math.trunc %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = math.trunc %c4 : f32
  %c5 = arith.constant -0.75 : f32
  %r5 = math.trunc %c5 : f32
  %c6 = arith.constant 2.5 : f32
  %r6 = math.trunc %c6 : f32
  %c7 = arith.constant -3.5 : f32
  %r7 = math.trunc %c7 : f32
  %c8 = arith.constant 1.0e+02 : f32
  %r8 = math.trunc %c8 : f32
  %c9 = arith.constant 0x7F800000 : f32
  %r9 = math.trunc %c9 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r10 = math.trunc %c10 : f32
  %c11 = arith.constant 0x7FC00000 : f32
  %r11 = math.trunc %c11 : f32
  %c12 = arith.constant 0x00000001 : f32
  %r12 = math.trunc %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @trunc_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.0 : f64
  %r0 = math.trunc %c0 : f64
  %c1 = arith.constant -0.0 : f64
  %r1 = math.trunc %c1 : f64
  %c2 = arith.constant 1.0 : f64
  %r2 = math.trunc %c2 : f64
  %c3 = arith.constant -1.0 : f64
  %r3 = math.trunc %c3 : f64
  %c4 = arith.constant 0.5 : f64
  %r4 = math.trunc %c4 : f64
  %c5 = arith.constant -0.75 : f64
  %r5 = math.trunc %c5 : f64
  %c6 = arith.constant 2.5 : f64
  %r6 = math.trunc %c6 : f64
  %c7 = arith.constant -3.5 : f64
  %r7 = math.trunc %c7 : f64
  %c8 = arith.constant 1.0e+02 : f64
  %r8 = math.trunc %c8 : f64
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %r9 = math.trunc %c9 : f64
  %c10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.trunc %c10 : f64
  %c11 = arith.constant 0x7FF8000000000000 : f64
  %r11 = math.trunc %c11 : f64
  %c12 = arith.constant 0x0000000000000001 : f64
  %r12 = math.trunc %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @trunc_shaped() -> (vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %rv = math.trunc %v : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %rt = math.trunc %t : tensor<2x2xf64>
  %s = arith.constant dense<0.5> : tensor<4xbf16>
  %rs = math.trunc %s : tensor<4xbf16>
  return %rv, %rt, %rs : vector<3xf32>, tensor<2x2xf64>, tensor<4xbf16>
}

// -----

func.func @atan2_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %a0 = arith.constant 1.0 : f16
  %b0 = arith.constant -0.0 : f16
  %r0 = math.atan2 %a0, %b0 : f16
  %a1 = arith.constant -0.0 : f16
  %b1 = arith.constant 1.0 : f16
  %r1 = math.atan2 %a1, %b1 : f16
  %a2 = arith.constant 0.0 : f16
  %b2 = arith.constant -1.0 : f16
  %r2 = math.atan2 %a2, %b2 : f16
  %a3 = arith.constant -2.0 : f16
  %b3 = arith.constant 0.5 : f16
  %r3 = math.atan2 %a3, %b3 : f16
  %a4 = arith.constant 2.0 : f16
  %b4 = arith.constant -3.0 : f16
  %r4 = math.atan2 %a4, %b4 : f16
  %a5 = arith.constant -8.0 : f16
  %b5 = arith.constant 0.33 : f16
  %r5 = math.atan2 %a5, %b5 : f16
  %a6 = arith.constant 0.0 : f16
  %b6 = arith.constant 0.0 : f16
  %r6 = math.atan2 %a6, %b6 : f16
  %a7 = arith.constant -0.0 : f16
  %b7 = arith.constant -0.0 : f16
  %r7 = math.atan2 %a7, %b7 : f16
  %a8 = arith.constant 3.0 : f16
  %b8 = arith.constant 2.0 : f16
  %r8 = math.atan2 %a8, %b8 : f16
  %a9 = arith.constant 0x7C00 : f16
  %b9 = arith.constant 2.0 : f16
  %r9 = math.atan2 %a9, %b9 : f16
  %a10 = arith.constant 2.0 : f16
  %b10 = arith.constant 0xFC00 : f16
  %r10 = math.atan2 %a10, %b10 : f16
  %a11 = arith.constant 0x7E00 : f16
  %b11 = arith.constant 1.0 : f16
  %r11 = math.atan2 %a11, %b11 : f16
  %a12 = arith.constant 1.0 : f16
  %b12 = arith.constant 0x7E00 : f16
  %r12 = math.atan2 %a12, %b12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @atan2_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %a0 = arith.constant 1.0 : bf16
  %b0 = arith.constant -0.0 : bf16
  %r0 = math.atan2 %a0, %b0 : bf16
  %a1 = arith.constant -0.0 : bf16
  %b1 = arith.constant 1.0 : bf16
  %r1 = math.atan2 %a1, %b1 : bf16
  %a2 = arith.constant 0.0 : bf16
  %b2 = arith.constant -1.0 : bf16
  %r2 = math.atan2 %a2, %b2 : bf16
  %a3 = arith.constant -2.0 : bf16
  %b3 = arith.constant 0.5 : bf16
  %r3 = math.atan2 %a3, %b3 : bf16
  %a4 = arith.constant 2.0 : bf16
  %b4 = arith.constant -3.0 : bf16
  %r4 = math.atan2 %a4, %b4 : bf16
  %a5 = arith.constant -8.0 : bf16
  %b5 = arith.constant 0.33 : bf16
  %r5 = math.atan2 %a5, %b5 : bf16
  %a6 = arith.constant 0.0 : bf16
  %b6 = arith.constant 0.0 : bf16
  %r6 = math.atan2 %a6, %b6 : bf16
  %a7 = arith.constant -0.0 : bf16
  %b7 = arith.constant -0.0 : bf16
  %r7 = math.atan2 %a7, %b7 : bf16
  %a8 = arith.constant 3.0 : bf16
  %b8 = arith.constant 2.0 : bf16
  %r8 = math.atan2 %a8, %b8 : bf16
  %a9 = arith.constant 0x7F80 : bf16
  %b9 = arith.constant 2.0 : bf16
  %r9 = math.atan2 %a9, %b9 : bf16
  %a10 = arith.constant 2.0 : bf16
  %b10 = arith.constant 0xFF80 : bf16
  %r10 = math.atan2 %a10, %b10 : bf16
  %a11 = arith.constant 0x7FC0 : bf16
  %b11 = arith.constant 1.0 : bf16
  %r11 = math.atan2 %a11, %b11 : bf16
  %a12 = arith.constant 1.0 : bf16
  %b12 = arith.constant 0x7FC0 : bf16
  %r12 = math.atan2 %a12, %b12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @atan2_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a0 = arith.constant 1.0 : f32
  %b0 = arith.constant -0.0 : f32
  %r0 = math.atan2 %a0, %b0 : f32
  %a1 = arith.constant -0.0 : f32
  %b1 = arith.constant 1.0 : f32
  %r1 = math.atan2 %a1, %b1 : f32
  %a2 = arith.constant 0.0 : f32
  %b2 = arith.constant -1.0 : f32
  %r2 = math.atan2 %a2, %b2 : f32
  %a3 = arith.constant -2.0 : f32
  %b3 = arith.constant 0.5 : f32
  %r3 = math.atan2 %a3, %b3 : f32
  %a4 = arith.constant 2.0 : f32
  %b4 = arith.constant -3.0 : f32
  %r4 = math.atan2 %a4, %b4 : f32
  %a5 = arith.constant -8.0 : f32
  %b5 = arith.constant 0.33 : f32
  %r5 = math.atan2 %a5, %b5 : f32
  %a6 = arith.constant 0.0 : f32
  %b6 = arith.constant 0.0 : f32
  %r6 = math.atan2 %a6, %b6 : f32
  %a7 = arith.constant -0.0 : f32
  %b7 = arith.constant -0.0 : f32
  %r7 = math.atan2 %a7, %b7 : f32
  %a8 = arith.constant 3.0 : f32
  %b8 = arith.constant 2.0 : f32
  %r8 = math.atan2 %a8, %b8 : f32
  %a9 = arith.constant 0x7F800000 : f32
  %b9 = arith.constant 2.0 : f32
  %r9 = math.atan2 %a9, %b9 : f32
  %a10 = arith.constant 2.0 : f32
  %b10 = arith.constant 0xFF800000 : f32
  %r10 = math.atan2 %a10, %b10 : f32
  %a11 = arith.constant 0x7FC00000 : f32
  %b11 = arith.constant 1.0 : f32
  %r11 = math.atan2 %a11, %b11 : f32
  %a12 = arith.constant 1.0 : f32
  %b12 = arith.constant 0x7FC00000 : f32
  %r12 = math.atan2 %a12, %b12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @atan2_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant -0.0 : f64
  %r0 = math.atan2 %a0, %b0 : f64
  %a1 = arith.constant -0.0 : f64
  %b1 = arith.constant 1.0 : f64
  %r1 = math.atan2 %a1, %b1 : f64
  %a2 = arith.constant 0.0 : f64
  %b2 = arith.constant -1.0 : f64
  %r2 = math.atan2 %a2, %b2 : f64
  %a3 = arith.constant -2.0 : f64
  %b3 = arith.constant 0.5 : f64
  %r3 = math.atan2 %a3, %b3 : f64
  %a4 = arith.constant 2.0 : f64
  %b4 = arith.constant -3.0 : f64
  %r4 = math.atan2 %a4, %b4 : f64
  %a5 = arith.constant -8.0 : f64
  %b5 = arith.constant 0.33 : f64
  %r5 = math.atan2 %a5, %b5 : f64
  %a6 = arith.constant 0.0 : f64
  %b6 = arith.constant 0.0 : f64
  %r6 = math.atan2 %a6, %b6 : f64
  %a7 = arith.constant -0.0 : f64
  %b7 = arith.constant -0.0 : f64
  %r7 = math.atan2 %a7, %b7 : f64
  %a8 = arith.constant 3.0 : f64
  %b8 = arith.constant 2.0 : f64
  %r8 = math.atan2 %a8, %b8 : f64
  %a9 = arith.constant 0x7FF0000000000000 : f64
  %b9 = arith.constant 2.0 : f64
  %r9 = math.atan2 %a9, %b9 : f64
  %a10 = arith.constant 2.0 : f64
  %b10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.atan2 %a10, %b10 : f64
  %a11 = arith.constant 0x7FF8000000000000 : f64
  %b11 = arith.constant 1.0 : f64
  %r11 = math.atan2 %a11, %b11 : f64
  %a12 = arith.constant 1.0 : f64
  %b12 = arith.constant 0x7FF8000000000000 : f64
  %r12 = math.atan2 %a12, %b12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @atan2_shaped() -> (vector<3xf32>, tensor<2x2xf64>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %w = arith.constant dense<[2.0, -1.0, 3.0]> : vector<3xf32>
  %rv = math.atan2 %v, %w : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %u = arith.constant dense<2.0> : tensor<2x2xf64>
  %rt = math.atan2 %t, %u : tensor<2x2xf64>
  return %rv, %rt : vector<3xf32>, tensor<2x2xf64>
}

// -----

func.func @copysign_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %a0 = arith.constant 1.0 : f16
  %b0 = arith.constant -0.0 : f16
  %r0 = math.copysign %a0, %b0 : f16
  %a1 = arith.constant -0.0 : f16
  %b1 = arith.constant 1.0 : f16
  %r1 = math.copysign %a1, %b1 : f16
  %a2 = arith.constant 0.0 : f16
  %b2 = arith.constant -1.0 : f16
  %r2 = math.copysign %a2, %b2 : f16
  %a3 = arith.constant -2.0 : f16
  %b3 = arith.constant 0.5 : f16
  %r3 = math.copysign %a3, %b3 : f16
  %a4 = arith.constant 2.0 : f16
  %b4 = arith.constant -3.0 : f16
  %r4 = math.copysign %a4, %b4 : f16
  %a5 = arith.constant -8.0 : f16
  %b5 = arith.constant 0.33 : f16
  %r5 = math.copysign %a5, %b5 : f16
  %a6 = arith.constant 0.0 : f16
  %b6 = arith.constant 0.0 : f16
  %r6 = math.copysign %a6, %b6 : f16
  %a7 = arith.constant -0.0 : f16
  %b7 = arith.constant -0.0 : f16
  %r7 = math.copysign %a7, %b7 : f16
  %a8 = arith.constant 3.0 : f16
  %b8 = arith.constant 2.0 : f16
  %r8 = math.copysign %a8, %b8 : f16
  %a9 = arith.constant 0x7C00 : f16
  %b9 = arith.constant 2.0 : f16
  %r9 = math.copysign %a9, %b9 : f16
  %a10 = arith.constant 2.0 : f16
  %b10 = arith.constant 0xFC00 : f16
  %r10 = math.copysign %a10, %b10 : f16
  %a11 = arith.constant 0x7E00 : f16
  %b11 = arith.constant 1.0 : f16
  %r11 = math.copysign %a11, %b11 : f16
  %a12 = arith.constant 1.0 : f16
  %b12 = arith.constant 0x7E00 : f16
  %r12 = math.copysign %a12, %b12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @copysign_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %a0 = arith.constant 1.0 : bf16
  %b0 = arith.constant -0.0 : bf16
  %r0 = math.copysign %a0, %b0 : bf16
  %a1 = arith.constant -0.0 : bf16
  %b1 = arith.constant 1.0 : bf16
  %r1 = math.copysign %a1, %b1 : bf16
  %a2 = arith.constant 0.0 : bf16
  %b2 = arith.constant -1.0 : bf16
  %r2 = math.copysign %a2, %b2 : bf16
  %a3 = arith.constant -2.0 : bf16
  %b3 = arith.constant 0.5 : bf16
  %r3 = math.copysign %a3, %b3 : bf16
  %a4 = arith.constant 2.0 : bf16
  %b4 = arith.constant -3.0 : bf16
  %r4 = math.copysign %a4, %b4 : bf16
  %a5 = arith.constant -8.0 : bf16
  %b5 = arith.constant 0.33 : bf16
  %r5 = math.copysign %a5, %b5 : bf16
  %a6 = arith.constant 0.0 : bf16
  %b6 = arith.constant 0.0 : bf16
  %r6 = math.copysign %a6, %b6 : bf16
  %a7 = arith.constant -0.0 : bf16
  %b7 = arith.constant -0.0 : bf16
  %r7 = math.copysign %a7, %b7 : bf16
  %a8 = arith.constant 3.0 : bf16
  %b8 = arith.constant 2.0 : bf16
  %r8 = math.copysign %a8, %b8 : bf16
  %a9 = arith.constant 0x7F80 : bf16
  %b9 = arith.constant 2.0 : bf16
  %r9 = math.copysign %a9, %b9 : bf16
  %a10 = arith.constant 2.0 : bf16
  %b10 = arith.constant 0xFF80 : bf16
  %r10 = math.copysign %a10, %b10 : bf16
  %a11 = arith.constant 0x7FC0 : bf16
  %b11 = arith.constant 1.0 : bf16
  %r11 = math.copysign %a11, %b11 : bf16
  %a12 = arith.constant 1.0 : bf16
  %b12 = arith.constant 0x7FC0 : bf16
  %r12 = math.copysign %a12, %b12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @copysign_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a0 = arith.constant 1.0 : f32
  %b0 = arith.constant -0.0 : f32
  %r0 = math.copysign %a0, %b0 : f32
  %a1 = arith.constant -0.0 : f32
  %b1 = arith.constant 1.0 : f32
  %r1 = math.copysign %a1, %b1 : f32
  %a2 = arith.constant 0.0 : f32
  %b2 = arith.constant -1.0 : f32
  %r2 = math.copysign %a2, %b2 : f32
  %a3 = arith.constant -2.0 : f32
  %b3 = arith.constant 0.5 : f32
  %r3 = math.copysign %a3, %b3 : f32
  %a4 = arith.constant 2.0 : f32
  %b4 = arith.constant -3.0 : f32
  %r4 = math.copysign %a4, %b4 : f32
  %a5 = arith.constant -8.0 : f32
  %b5 = arith.constant 0.33 : f32
  %r5 = math.copysign %a5, %b5 : f32
  %a6 = arith.constant 0.0 : f32
  %b6 = arith.constant 0.0 : f32
  %r6 = math.copysign %a6, %b6 : f32
  %a7 = arith.constant -0.0 : f32
  %b7 = arith.constant -0.0 : f32
  %r7 = math.copysign %a7, %b7 : f32
  %a8 = arith.constant 3.0 : f32
  %b8 = arith.constant 2.0 : f32
  %r8 = math.copysign %a8, %b8 : f32
  %a9 = arith.constant 0x7F800000 : f32
  %b9 = arith.constant 2.0 : f32
  %r9 = math.copysign %a9, %b9 : f32
  %a10 = arith.constant 2.0 : f32
  %b10 = arith.constant 0xFF800000 : f32
  %r10 = math.copysign %a10, %b10 : f32
  %a11 = arith.constant 0x7FC00000 : f32
  %b11 = arith.constant 1.0 : f32
  %r11 = math.copysign %a11, %b11 : f32
  %a12 = arith.constant 1.0 : f32
  %b12 = arith.constant 0x7FC00000 : f32
  %r12 = math.copysign %a12, %b12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @copysign_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant -0.0 : f64
  %r0 = math.copysign %a0, %b0 : f64
  %a1 = arith.constant -0.0 : f64
  %b1 = arith.constant 1.0 : f64
  %r1 = math.copysign %a1, %b1 : f64
  %a2 = arith.constant 0.0 : f64
  %b2 = arith.constant -1.0 : f64
  %r2 = math.copysign %a2, %b2 : f64
  %a3 = arith.constant -2.0 : f64
  %b3 = arith.constant 0.5 : f64
  %r3 = math.copysign %a3, %b3 : f64
  %a4 = arith.constant 2.0 : f64
  %b4 = arith.constant -3.0 : f64
  %r4 = math.copysign %a4, %b4 : f64
  %a5 = arith.constant -8.0 : f64
  %b5 = arith.constant 0.33 : f64
  %r5 = math.copysign %a5, %b5 : f64
  %a6 = arith.constant 0.0 : f64
  %b6 = arith.constant 0.0 : f64
  %r6 = math.copysign %a6, %b6 : f64
  %a7 = arith.constant -0.0 : f64
  %b7 = arith.constant -0.0 : f64
  %r7 = math.copysign %a7, %b7 : f64
  %a8 = arith.constant 3.0 : f64
  %b8 = arith.constant 2.0 : f64
  %r8 = math.copysign %a8, %b8 : f64
  %a9 = arith.constant 0x7FF0000000000000 : f64
  %b9 = arith.constant 2.0 : f64
  %r9 = math.copysign %a9, %b9 : f64
  %a10 = arith.constant 2.0 : f64
  %b10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.copysign %a10, %b10 : f64
  %a11 = arith.constant 0x7FF8000000000000 : f64
  %b11 = arith.constant 1.0 : f64
  %r11 = math.copysign %a11, %b11 : f64
  %a12 = arith.constant 1.0 : f64
  %b12 = arith.constant 0x7FF8000000000000 : f64
  %r12 = math.copysign %a12, %b12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @copysign_shaped() -> (vector<3xf32>, tensor<2x2xf64>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %w = arith.constant dense<[2.0, -1.0, 3.0]> : vector<3xf32>
  %rv = math.copysign %v, %w : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %u = arith.constant dense<2.0> : tensor<2x2xf64>
  %rt = math.copysign %t, %u : tensor<2x2xf64>
  return %rv, %rt : vector<3xf32>, tensor<2x2xf64>
}

// -----

func.func @powf_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %a0 = arith.constant 1.0 : f16
  %b0 = arith.constant -0.0 : f16
  %r0 = math.powf %a0, %b0 : f16
  %a1 = arith.constant -0.0 : f16
  %b1 = arith.constant 1.0 : f16
  %r1 = math.powf %a1, %b1 : f16
  %a2 = arith.constant 0.0 : f16
  %b2 = arith.constant -1.0 : f16
  %r2 = math.powf %a2, %b2 : f16
  %a3 = arith.constant -2.0 : f16
  %b3 = arith.constant 0.5 : f16
  %r3 = math.powf %a3, %b3 : f16
  %a4 = arith.constant 2.0 : f16
  %b4 = arith.constant -3.0 : f16
  %r4 = math.powf %a4, %b4 : f16
  %a5 = arith.constant -8.0 : f16
  %b5 = arith.constant 0.33 : f16
  %r5 = math.powf %a5, %b5 : f16
  %a6 = arith.constant 0.0 : f16
  %b6 = arith.constant 0.0 : f16
  %r6 = math.powf %a6, %b6 : f16
  %a7 = arith.constant -0.0 : f16
  %b7 = arith.constant -0.0 : f16
  %r7 = math.powf %a7, %b7 : f16
  %a8 = arith.constant 3.0 : f16
  %b8 = arith.constant 2.0 : f16
  %r8 = math.powf %a8, %b8 : f16
  %a9 = arith.constant 0x7C00 : f16
  %b9 = arith.constant 2.0 : f16
  %r9 = math.powf %a9, %b9 : f16
  %a10 = arith.constant 2.0 : f16
  %b10 = arith.constant 0xFC00 : f16
  %r10 = math.powf %a10, %b10 : f16
  %a11 = arith.constant 0x7E00 : f16
  %b11 = arith.constant 1.0 : f16
  %r11 = math.powf %a11, %b11 : f16
  %a12 = arith.constant 1.0 : f16
  %b12 = arith.constant 0x7E00 : f16
  %r12 = math.powf %a12, %b12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

func.func @powf_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %a0 = arith.constant 1.0 : bf16
  %b0 = arith.constant -0.0 : bf16
  %r0 = math.powf %a0, %b0 : bf16
  %a1 = arith.constant -0.0 : bf16
  %b1 = arith.constant 1.0 : bf16
  %r1 = math.powf %a1, %b1 : bf16
  %a2 = arith.constant 0.0 : bf16
  %b2 = arith.constant -1.0 : bf16
  %r2 = math.powf %a2, %b2 : bf16
  %a3 = arith.constant -2.0 : bf16
  %b3 = arith.constant 0.5 : bf16
  %r3 = math.powf %a3, %b3 : bf16
  %a4 = arith.constant 2.0 : bf16
  %b4 = arith.constant -3.0 : bf16
  %r4 = math.powf %a4, %b4 : bf16
  %a5 = arith.constant -8.0 : bf16
  %b5 = arith.constant 0.33 : bf16
  %r5 = math.powf %a5, %b5 : bf16
  %a6 = arith.constant 0.0 : bf16
  %b6 = arith.constant 0.0 : bf16
  %r6 = math.powf %a6, %b6 : bf16
  %a7 = arith.constant -0.0 : bf16
  %b7 = arith.constant -0.0 : bf16
  %r7 = math.powf %a7, %b7 : bf16
  %a8 = arith.constant 3.0 : bf16
  %b8 = arith.constant 2.0 : bf16
  %r8 = math.powf %a8, %b8 : bf16
  %a9 = arith.constant 0x7F80 : bf16
  %b9 = arith.constant 2.0 : bf16
  %r9 = math.powf %a9, %b9 : bf16
  %a10 = arith.constant 2.0 : bf16
  %b10 = arith.constant 0xFF80 : bf16
  %r10 = math.powf %a10, %b10 : bf16
  %a11 = arith.constant 0x7FC0 : bf16
  %b11 = arith.constant 1.0 : bf16
  %r11 = math.powf %a11, %b11 : bf16
  %a12 = arith.constant 1.0 : bf16
  %b12 = arith.constant 0x7FC0 : bf16
  %r12 = math.powf %a12, %b12 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}

// -----

func.func @powf_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a0 = arith.constant 1.0 : f32
  %b0 = arith.constant -0.0 : f32
  %r0 = math.powf %a0, %b0 : f32
  %a1 = arith.constant -0.0 : f32
  %b1 = arith.constant 1.0 : f32
  %r1 = math.powf %a1, %b1 : f32
  %a2 = arith.constant 0.0 : f32
  %b2 = arith.constant -1.0 : f32
  %r2 = math.powf %a2, %b2 : f32
  %a3 = arith.constant -2.0 : f32
  %b3 = arith.constant 0.5 : f32
  %r3 = math.powf %a3, %b3 : f32
  %a4 = arith.constant 2.0 : f32
  %b4 = arith.constant -3.0 : f32
  %r4 = math.powf %a4, %b4 : f32
  %a5 = arith.constant -8.0 : f32
  %b5 = arith.constant 0.33 : f32
  %r5 = math.powf %a5, %b5 : f32
  %a6 = arith.constant 0.0 : f32
  %b6 = arith.constant 0.0 : f32
  %r6 = math.powf %a6, %b6 : f32
  %a7 = arith.constant -0.0 : f32
  %b7 = arith.constant -0.0 : f32
  %r7 = math.powf %a7, %b7 : f32
  %a8 = arith.constant 3.0 : f32
  %b8 = arith.constant 2.0 : f32
  %r8 = math.powf %a8, %b8 : f32
  %a9 = arith.constant 0x7F800000 : f32
  %b9 = arith.constant 2.0 : f32
  %r9 = math.powf %a9, %b9 : f32
  %a10 = arith.constant 2.0 : f32
  %b10 = arith.constant 0xFF800000 : f32
  %r10 = math.powf %a10, %b10 : f32
  %a11 = arith.constant 0x7FC00000 : f32
  %b11 = arith.constant 1.0 : f32
  %r11 = math.powf %a11, %b11 : f32
  %a12 = arith.constant 1.0 : f32
  %b12 = arith.constant 0x7FC00000 : f32
  %r12 = math.powf %a12, %b12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @powf_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant -0.0 : f64
  %r0 = math.powf %a0, %b0 : f64
  %a1 = arith.constant -0.0 : f64
  %b1 = arith.constant 1.0 : f64
  %r1 = math.powf %a1, %b1 : f64
  %a2 = arith.constant 0.0 : f64
  %b2 = arith.constant -1.0 : f64
  %r2 = math.powf %a2, %b2 : f64
  %a3 = arith.constant -2.0 : f64
  %b3 = arith.constant 0.5 : f64
  %r3 = math.powf %a3, %b3 : f64
  %a4 = arith.constant 2.0 : f64
  %b4 = arith.constant -3.0 : f64
  %r4 = math.powf %a4, %b4 : f64
  %a5 = arith.constant -8.0 : f64
  %b5 = arith.constant 0.33 : f64
  %r5 = math.powf %a5, %b5 : f64
  %a6 = arith.constant 0.0 : f64
  %b6 = arith.constant 0.0 : f64
  %r6 = math.powf %a6, %b6 : f64
  %a7 = arith.constant -0.0 : f64
  %b7 = arith.constant -0.0 : f64
  %r7 = math.powf %a7, %b7 : f64
  %a8 = arith.constant 3.0 : f64
  %b8 = arith.constant 2.0 : f64
  %r8 = math.powf %a8, %b8 : f64
  %a9 = arith.constant 0x7FF0000000000000 : f64
  %b9 = arith.constant 2.0 : f64
  %r9 = math.powf %a9, %b9 : f64
  %a10 = arith.constant 2.0 : f64
  %b10 = arith.constant 0xFFF0000000000000 : f64
  %r10 = math.powf %a10, %b10 : f64
  %a11 = arith.constant 0x7FF8000000000000 : f64
  %b11 = arith.constant 1.0 : f64
  %r11 = math.powf %a11, %b11 : f64
  %a12 = arith.constant 1.0 : f64
  %b12 = arith.constant 0x7FF8000000000000 : f64
  %r12 = math.powf %a12, %b12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @powf_shaped() -> (vector<3xf32>, tensor<2x2xf64>) {
  %v = arith.constant dense<[0.25, 2.0, -0.5]> : vector<3xf32>
  %w = arith.constant dense<[2.0, -1.0, 3.0]> : vector<3xf32>
  %rv = math.powf %v, %w : vector<3xf32>
  %t = arith.constant dense<[[0.125, 4.0], [9.0, 0.75]]> : tensor<2x2xf64>
  %u = arith.constant dense<2.0> : tensor<2x2xf64>
  %rt = math.powf %t, %u : tensor<2x2xf64>
  return %rv, %rt : vector<3xf32>, tensor<2x2xf64>
}

// -----

func.func @fma_f16() -> (f16, f16) {
  %a = arith.constant 2.0 : f16
  %b = arith.constant 3.0 : f16
  %c = arith.constant 1.0 : f16
  %r = math.fma %a, %b, %c : f16
  %e = arith.constant 2 : i32
  %p = math.fpowi %a, %e : f16, i32
  return %r, %p : f16, f16
}

// -----

func.func @fma_f32() -> (f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 1.0 : f32
  %r = math.fma %a, %b, %c : f32
  %e = arith.constant 2 : i32
  %p = math.fpowi %a, %e : f32, i32
  return %r, %p : f32, f32
}

// -----

func.func @fma_f64() -> (f64, f64) {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 3.0 : f64
  %c = arith.constant 1.0 : f64
  %r = math.fma %a, %b, %c : f64
  %e = arith.constant 2 : i32
  %p = math.fpowi %a, %e : f64, i32
  return %r, %p : f64, f64
}

// -----

func.func @absi_i1() -> (i1, i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.absi %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.absi %c1 : i1
  %c2 = arith.constant -1 : i1
  %r2 = math.absi %c2 : i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

func.func @absi_i8() -> (i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.absi %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.absi %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.absi %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.absi %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.absi %c4 : i8
  %c5 = arith.constant 16 : i8
  %r5 = math.absi %c5 : i8
  %c6 = arith.constant -16 : i8
  %r6 = math.absi %c6 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @absi_i16() -> (i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %r0 = math.absi %c0 : i16
  %c1 = arith.constant -1 : i16
  %r1 = math.absi %c1 : i16
  %c2 = arith.constant 255 : i16
  %r2 = math.absi %c2 : i16
  %c3 = arith.constant -32768 : i16
  %r3 = math.absi %c3 : i16
  %c4 = arith.constant 4096 : i16
  %r4 = math.absi %c4 : i16
  return %r0, %r1, %r2, %r3, %r4 : i16, i16, i16, i16, i16
}

// -----

func.func @absi_i32() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.absi %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.absi %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.absi %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.absi %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.absi %c4 : i32
  %c5 = arith.constant 65536 : i32
  %r5 = math.absi %c5 : i32
  %c6 = arith.constant -5 : i32
  %r6 = math.absi %c6 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @absi_i64() -> (i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.absi %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.absi %c1 : i64
  %c2 = arith.constant 9223372036854775807 : i64
  %r2 = math.absi %c2 : i64
  %c3 = arith.constant -9223372036854775808 : i64
  %r3 = math.absi %c3 : i64
  %c4 = arith.constant 4294967296 : i64
  %r4 = math.absi %c4 : i64
  return %r0, %r1, %r2, %r3, %r4 : i64, i64, i64, i64, i64
}

// -----

func.func @absi_i128() -> (i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.absi %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.absi %c1 : i128
  %c2 = arith.constant 1 : i128
  %r2 = math.absi %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.absi %c3 : i128
  return %r0, %r1, %r2, %r3 : i128, i128, i128, i128
}

// -----

func.func @absi_i3() -> (i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.absi %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.absi %c1 : i3
  %c2 = arith.constant -4 : i3
  %r2 = math.absi %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.absi %c3 : i3
  return %r0, %r1, %r2, %r3 : i3, i3, i3, i3
}

// -----

func.func @absi_i17() -> (i17, i17, i17) {
  %c0 = arith.constant 0 : i17
  %r0 = math.absi %c0 : i17
  %c1 = arith.constant -1 : i17
  %r1 = math.absi %c1 : i17
  %c2 = arith.constant 65536 : i17
  %r2 = math.absi %c2 : i17
  return %r0, %r1, %r2 : i17, i17, i17
}

// -----

func.func @absi_shaped() -> (vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>) {
  %v = arith.constant dense<[0, 1, -1, 8]> : vector<4xi16>
  %rv = math.absi %v : vector<4xi16>
  %t = arith.constant dense<[[3, -128], [64, 0]]> : tensor<2x2xi8>
  %rt = math.absi %t : tensor<2x2xi8>
  %s = arith.constant dense<-2> : tensor<3xi64>
  %rs = math.absi %s : tensor<3xi64>
  return %rv, %rt, %rs : vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>
}

// -----

func.func @ctlz_i1() -> (i1, i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.ctlz %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.ctlz %c1 : i1
  %c2 = arith.constant -1 : i1
  %r2 = math.ctlz %c2 : i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

func.func @ctlz_i8() -> (i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.ctlz %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.ctlz %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.ctlz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctlz %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.ctlz %c4 : i8
  %c5 = arith.constant 16 : i8
  %r5 = math.ctlz %c5 : i8
  %c6 = arith.constant -16 : i8
  %r6 = math.ctlz %c6 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ctlz_i16() -> (i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %r0 = math.ctlz %c0 : i16
  %c1 = arith.constant -1 : i16
  %r1 = math.ctlz %c1 : i16
  %c2 = arith.constant 255 : i16
  %r2 = math.ctlz %c2 : i16
  %c3 = arith.constant -32768 : i16
  %r3 = math.ctlz %c3 : i16
  %c4 = arith.constant 4096 : i16
  %r4 = math.ctlz %c4 : i16
  return %r0, %r1, %r2, %r3, %r4 : i16, i16, i16, i16, i16
}

// -----

func.func @ctlz_i32() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctlz %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.ctlz %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.ctlz %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.ctlz %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.ctlz %c4 : i32
  %c5 = arith.constant 65536 : i32
  %r5 = math.ctlz %c5 : i32
  %c6 = arith.constant -5 : i32
  %r6 = math.ctlz %c6 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ctlz_i64() -> (i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctlz %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.ctlz %c1 : i64
  %c2 = arith.constant 9223372036854775807 : i64
  %r2 = math.ctlz %c2 : i64
  %c3 = arith.constant -9223372036854775808 : i64
  %r3 = math.ctlz %c3 : i64
  %c4 = arith.constant 4294967296 : i64
  %r4 = math.ctlz %c4 : i64
  return %r0, %r1, %r2, %r3, %r4 : i64, i64, i64, i64, i64
}

// -----

func.func @ctlz_i128() -> (i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctlz %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.ctlz %c1 : i128
  %c2 = arith.constant 1 : i128
  %r2 = math.ctlz %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.ctlz %c3 : i128
  return %r0, %r1, %r2, %r3 : i128, i128, i128, i128
}

// -----

func.func @ctlz_i3() -> (i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.ctlz %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.ctlz %c1 : i3
  %c2 = arith.constant -4 : i3
  %r2 = math.ctlz %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.ctlz %c3 : i3
  return %r0, %r1, %r2, %r3 : i3, i3, i3, i3
}

// -----

func.func @ctlz_i17() -> (i17, i17, i17) {
  %c0 = arith.constant 0 : i17
  %r0 = math.ctlz %c0 : i17
  %c1 = arith.constant -1 : i17
  %r1 = math.ctlz %c1 : i17
  %c2 = arith.constant 65536 : i17
  %r2 = math.ctlz %c2 : i17
  return %r0, %r1, %r2 : i17, i17, i17
}

// -----

func.func @ctlz_shaped() -> (vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>) {
  %v = arith.constant dense<[0, 1, -1, 8]> : vector<4xi16>
  %rv = math.ctlz %v : vector<4xi16>
  %t = arith.constant dense<[[3, -128], [64, 0]]> : tensor<2x2xi8>
  %rt = math.ctlz %t : tensor<2x2xi8>
  %s = arith.constant dense<-2> : tensor<3xi64>
  %rs = math.ctlz %s : tensor<3xi64>
  return %rv, %rt, %rs : vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>
}

// -----

func.func @cttz_i1() -> (i1, i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.cttz %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.cttz %c1 : i1
  %c2 = arith.constant -1 : i1
  %r2 = math.cttz %c2 : i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

func.func @cttz_i8() -> (i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.cttz %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.cttz %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.cttz %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.cttz %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.cttz %c4 : i8
  %c5 = arith.constant 16 : i8
  %r5 = math.cttz %c5 : i8
  %c6 = arith.constant -16 : i8
  %r6 = math.cttz %c6 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @cttz_i16() -> (i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %r0 = math.cttz %c0 : i16
  %c1 = arith.constant -1 : i16
  %r1 = math.cttz %c1 : i16
  %c2 = arith.constant 255 : i16
  %r2 = math.cttz %c2 : i16
  %c3 = arith.constant -32768 : i16
  %r3 = math.cttz %c3 : i16
  %c4 = arith.constant 4096 : i16
  %r4 = math.cttz %c4 : i16
  return %r0, %r1, %r2, %r3, %r4 : i16, i16, i16, i16, i16
}

// -----

func.func @cttz_i32() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.cttz %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.cttz %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.cttz %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.cttz %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.cttz %c4 : i32
  %c5 = arith.constant 65536 : i32
  %r5 = math.cttz %c5 : i32
  %c6 = arith.constant -5 : i32
  %r6 = math.cttz %c6 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @cttz_i64() -> (i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.cttz %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.cttz %c1 : i64
  %c2 = arith.constant 9223372036854775807 : i64
  %r2 = math.cttz %c2 : i64
  %c3 = arith.constant -9223372036854775808 : i64
  %r3 = math.cttz %c3 : i64
  %c4 = arith.constant 4294967296 : i64
  %r4 = math.cttz %c4 : i64
  return %r0, %r1, %r2, %r3, %r4 : i64, i64, i64, i64, i64
}

// -----

func.func @cttz_i128() -> (i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.cttz %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.cttz %c1 : i128
  %c2 = arith.constant 1 : i128
  %r2 = math.cttz %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.cttz %c3 : i128
  return %r0, %r1, %r2, %r3 : i128, i128, i128, i128
}

// -----

func.func @cttz_i3() -> (i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.cttz %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.cttz %c1 : i3
  %c2 = arith.constant -4 : i3
  %r2 = math.cttz %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.cttz %c3 : i3
  return %r0, %r1, %r2, %r3 : i3, i3, i3, i3
}

// -----

func.func @cttz_i17() -> (i17, i17, i17) {
  %c0 = arith.constant 0 : i17
  %r0 = math.cttz %c0 : i17
  %c1 = arith.constant -1 : i17
  %r1 = math.cttz %c1 : i17
  %c2 = arith.constant 65536 : i17
  %r2 = math.cttz %c2 : i17
  return %r0, %r1, %r2 : i17, i17, i17
}

// -----

func.func @cttz_shaped() -> (vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>) {
  %v = arith.constant dense<[0, 1, -1, 8]> : vector<4xi16>
  %rv = math.cttz %v : vector<4xi16>
  %t = arith.constant dense<[[3, -128], [64, 0]]> : tensor<2x2xi8>
  %rt = math.cttz %t : tensor<2x2xi8>
  %s = arith.constant dense<-2> : tensor<3xi64>
  %rs = math.cttz %s : tensor<3xi64>
  return %rv, %rt, %rs : vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>
}

// -----

func.func @ctpop_i1() -> (i1, i1, i1) {
  %c0 = arith.constant 0 : i1
  %r0 = math.ctpop %c0 : i1
  %c1 = arith.constant 1 : i1
  %r1 = math.ctpop %c1 : i1
  %c2 = arith.constant -1 : i1
  %r2 = math.ctpop %c2 : i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

func.func @ctpop_i8() -> (i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %r0 = math.ctpop %c0 : i8
  %c1 = arith.constant 1 : i8
  %r1 = math.ctpop %c1 : i8
  %c2 = arith.constant -1 : i8
  %r2 = math.ctpop %c2 : i8
  %c3 = arith.constant 127 : i8
  %r3 = math.ctpop %c3 : i8
  %c4 = arith.constant -128 : i8
  %r4 = math.ctpop %c4 : i8
  %c5 = arith.constant 16 : i8
  %r5 = math.ctpop %c5 : i8
  %c6 = arith.constant -16 : i8
  %r6 = math.ctpop %c6 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ctpop_i16() -> (i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %r0 = math.ctpop %c0 : i16
  %c1 = arith.constant -1 : i16
  %r1 = math.ctpop %c1 : i16
  %c2 = arith.constant 255 : i16
  %r2 = math.ctpop %c2 : i16
  %c3 = arith.constant -32768 : i16
  %r3 = math.ctpop %c3 : i16
  %c4 = arith.constant 4096 : i16
  %r4 = math.ctpop %c4 : i16
  return %r0, %r1, %r2, %r3, %r4 : i16, i16, i16, i16, i16
}

// -----

func.func @ctpop_i32() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %r0 = math.ctpop %c0 : i32
  %c1 = arith.constant 1 : i32
  %r1 = math.ctpop %c1 : i32
  %c2 = arith.constant -1 : i32
  %r2 = math.ctpop %c2 : i32
  %c3 = arith.constant 2147483647 : i32
  %r3 = math.ctpop %c3 : i32
  %c4 = arith.constant -2147483648 : i32
  %r4 = math.ctpop %c4 : i32
  %c5 = arith.constant 65536 : i32
  %r5 = math.ctpop %c5 : i32
  %c6 = arith.constant -5 : i32
  %r6 = math.ctpop %c6 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ctpop_i64() -> (i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %r0 = math.ctpop %c0 : i64
  %c1 = arith.constant -1 : i64
  %r1 = math.ctpop %c1 : i64
  %c2 = arith.constant 9223372036854775807 : i64
  %r2 = math.ctpop %c2 : i64
  %c3 = arith.constant -9223372036854775808 : i64
  %r3 = math.ctpop %c3 : i64
  %c4 = arith.constant 4294967296 : i64
  %r4 = math.ctpop %c4 : i64
  return %r0, %r1, %r2, %r3, %r4 : i64, i64, i64, i64, i64
}

// -----

func.func @ctpop_i128() -> (i128, i128, i128, i128) {
  %c0 = arith.constant 0 : i128
  %r0 = math.ctpop %c0 : i128
  %c1 = arith.constant -1 : i128
  %r1 = math.ctpop %c1 : i128
  %c2 = arith.constant 1 : i128
  %r2 = math.ctpop %c2 : i128
  %c3 = arith.constant 170141183460469231731687303715884105727 : i128
  %r3 = math.ctpop %c3 : i128
  return %r0, %r1, %r2, %r3 : i128, i128, i128, i128
}

// -----

func.func @ctpop_i3() -> (i3, i3, i3, i3) {
  %c0 = arith.constant 0 : i3
  %r0 = math.ctpop %c0 : i3
  %c1 = arith.constant 1 : i3
  %r1 = math.ctpop %c1 : i3
  %c2 = arith.constant -4 : i3
  %r2 = math.ctpop %c2 : i3
  %c3 = arith.constant 3 : i3
  %r3 = math.ctpop %c3 : i3
  return %r0, %r1, %r2, %r3 : i3, i3, i3, i3
}

// -----

func.func @ctpop_i17() -> (i17, i17, i17) {
  %c0 = arith.constant 0 : i17
  %r0 = math.ctpop %c0 : i17
  %c1 = arith.constant -1 : i17
  %r1 = math.ctpop %c1 : i17
  %c2 = arith.constant 65536 : i17
  %r2 = math.ctpop %c2 : i17
  return %r0, %r1, %r2 : i17, i17, i17
}

// -----

func.func @ctpop_shaped() -> (vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>) {
  %v = arith.constant dense<[0, 1, -1, 8]> : vector<4xi16>
  %rv = math.ctpop %v : vector<4xi16>
  %t = arith.constant dense<[[3, -128], [64, 0]]> : tensor<2x2xi8>
  %rt = math.ctpop %t : tensor<2x2xi8>
  %s = arith.constant dense<-2> : tensor<3xi64>
  %rs = math.ctpop %s : tensor<3xi64>
  return %rv, %rt, %rs : vector<4xi16>, tensor<2x2xi8>, tensor<3xi64>
}

// -----

func.func @ipowi_i8() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %a0 = arith.constant 2 : i8
  %b0 = arith.constant 7 : i8
  %r0 = math.ipowi %a0, %b0 : i8
  %a1 = arith.constant 2 : i8
  %b1 = arith.constant 8 : i8
  %r1 = math.ipowi %a1, %b1 : i8
  %a2 = arith.constant -2 : i8
  %b2 = arith.constant 7 : i8
  %r2 = math.ipowi %a2, %b2 : i8
  %a3 = arith.constant 3 : i8
  %b3 = arith.constant 0 : i8
  %r3 = math.ipowi %a3, %b3 : i8
  %a4 = arith.constant 0 : i8
  %b4 = arith.constant 0 : i8
  %r4 = math.ipowi %a4, %b4 : i8
  %a5 = arith.constant 0 : i8
  %b5 = arith.constant -1 : i8
  %r5 = math.ipowi %a5, %b5 : i8
  %a6 = arith.constant 1 : i8
  %b6 = arith.constant -5 : i8
  %r6 = math.ipowi %a6, %b6 : i8
  %a7 = arith.constant -1 : i8
  %b7 = arith.constant -5 : i8
  %r7 = math.ipowi %a7, %b7 : i8
  %a8 = arith.constant -1 : i8
  %b8 = arith.constant -4 : i8
  %r8 = math.ipowi %a8, %b8 : i8
  %a9 = arith.constant 2 : i8
  %b9 = arith.constant -1 : i8
  %r9 = math.ipowi %a9, %b9 : i8
  %a10 = arith.constant -128 : i8
  %b10 = arith.constant 1 : i8
  %r10 = math.ipowi %a10, %b10 : i8
  %a11 = arith.constant 5 : i8
  %b11 = arith.constant 127 : i8
  %r11 = math.ipowi %a11, %b11 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @ipowi_i32() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %a0 = arith.constant 3 : i32
  %b0 = arith.constant 20 : i32
  %r0 = math.ipowi %a0, %b0 : i32
  %a1 = arith.constant -3 : i32
  %b1 = arith.constant 21 : i32
  %r1 = math.ipowi %a1, %b1 : i32
  %a2 = arith.constant 7 : i32
  %b2 = arith.constant -2 : i32
  %r2 = math.ipowi %a2, %b2 : i32
  %a3 = arith.constant 0 : i32
  %b3 = arith.constant 5 : i32
  %r3 = math.ipowi %a3, %b3 : i32
  %a4 = arith.constant 2 : i32
  %b4 = arith.constant 31 : i32
  %r4 = math.ipowi %a4, %b4 : i32
  %a5 = arith.constant 2 : i32
  %b5 = arith.constant 32 : i32
  %r5 = math.ipowi %a5, %b5 : i32
  %a6 = arith.constant 10 : i32
  %b6 = arith.constant -1 : i32
  %r6 = math.ipowi %a6, %b6 : i32
  %a7 = arith.constant -1 : i32
  %b7 = arith.constant 2147483647 : i32
  %r7 = math.ipowi %a7, %b7 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ipowi_i64() -> (i64, i64, i64, i64, i64) {
  %a0 = arith.constant 2 : i64
  %b0 = arith.constant 62 : i64
  %r0 = math.ipowi %a0, %b0 : i64
  %a1 = arith.constant 2 : i64
  %b1 = arith.constant 63 : i64
  %r1 = math.ipowi %a1, %b1 : i64
  %a2 = arith.constant 2 : i64
  %b2 = arith.constant 64 : i64
  %r2 = math.ipowi %a2, %b2 : i64
  %a3 = arith.constant -2 : i64
  %b3 = arith.constant 63 : i64
  %r3 = math.ipowi %a3, %b3 : i64
  %a4 = arith.constant 13 : i64
  %b4 = arith.constant 13 : i64
  %r4 = math.ipowi %a4, %b4 : i64
  return %r0, %r1, %r2, %r3, %r4 : i64, i64, i64, i64, i64
}

// -----

func.func @ipowi_i1() -> (i1, i1, i1, i1) {
  %a0 = arith.constant 0 : i1
  %b0 = arith.constant 0 : i1
  %r0 = math.ipowi %a0, %b0 : i1
  %a1 = arith.constant -1 : i1
  %b1 = arith.constant -1 : i1
  %r1 = math.ipowi %a1, %b1 : i1
  %a2 = arith.constant -1 : i1
  %b2 = arith.constant 0 : i1
  %r2 = math.ipowi %a2, %b2 : i1
  %a3 = arith.constant 0 : i1
  %b3 = arith.constant -1 : i1
  %r3 = math.ipowi %a3, %b3 : i1
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

// -----

func.func @ipowi_i16() -> (i16, i16, i16) {
  %a0 = arith.constant -3 : i16
  %b0 = arith.constant -1 : i16
  %r0 = math.ipowi %a0, %b0 : i16
  %a1 = arith.constant 1 : i16
  %b1 = arith.constant -32768 : i16
  %r1 = math.ipowi %a1, %b1 : i16
  %a2 = arith.constant -1 : i16
  %b2 = arith.constant -32768 : i16
  %r2 = math.ipowi %a2, %b2 : i16
  return %r0, %r1, %r2 : i16, i16, i16
}

// -----

func.func @ipowi_shaped() -> (vector<4xi32>, tensor<2xi8>) {
  %v = arith.constant dense<[2, -3, 0, 5]> : vector<4xi32>
  %w = arith.constant dense<[3, 3, -1, 0]> : vector<4xi32>
  %rv = math.ipowi %v, %w : vector<4xi32>
  %t = arith.constant dense<3> : tensor<2xi8>
  %u = arith.constant dense<[4, 5]> : tensor<2xi8>
  %rt = math.ipowi %t, %u : tensor<2xi8>
  return %rv, %rt : vector<4xi32>, tensor<2xi8>
}
