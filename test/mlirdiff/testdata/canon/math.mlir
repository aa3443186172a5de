// Canonicalization probes for the math dialect (see memref.mlir).

func.func @ceil_fold() -> f32 {
  %0 = arith.constant 0.3 : f32
  %r = math.ceil %0 : f32
  return %r : f32
}
func.func @ceil_fold2() -> f32 {
  %0 = arith.constant 2.0 : f32
  %r = math.ceil %0 : f32
  return %r : f32
}
func.func @log2_fold() -> f32 {
  %0 = arith.constant 4.0 : f32
  %r = math.log2 %0 : f32
  return %r : f32
}
func.func @log2_fold2() -> f32 {
  %0 = arith.constant 0.0 : f32
  %r = math.log2 %0 : f32
  return %r : f32
}
func.func @log2_nofold2() -> f32 {
  %0 = arith.constant -1.0 : f32
  %r = math.log2 %0 : f32
  return %r : f32
}
func.func @log2_fold_64() -> f64 {
  %0 = arith.constant 4.0 : f64
  %r = math.log2 %0 : f64
  return %r : f64
}
func.func @log2_fold_vec() -> (vector<4xf32>) {
  %v1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %0 = math.log2 %v1 : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @powf_fold() -> f32 {
  %c = arith.constant 2.0 : f32
  %r = math.powf %c, %c : f32
  return %r : f32
}
func.func @powf_fold_vec() -> (vector<4xf32>) {
  %v1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %v2 = arith.constant dense<[2.0, 2.0, 2.0, 2.0]> : vector<4xf32>
  %0 = math.powf %v1, %v2 : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @sqrt_fold() -> f32 {
  %c = arith.constant 4.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
func.func @abs_fold() -> f32 {
  %c = arith.constant -4.0 : f32
  %r = math.absf %c : f32
  return %r : f32
}
func.func @copysign_fold() -> f32 {
  %A = arith.constant 4.0 : f32
  %B = arith.constant -9.0 : f32
  %r = math.copysign %A, %B : f32
  return %r : f32
}
func.func @ctlz_fold1() -> i32 {
  %c = arith.constant 1 : i32
  %r = math.ctlz %c : i32
  return %r : i32
}
func.func @ctlz_fold2() -> i8 {
  %c = arith.constant 7 : i8
  %r = math.ctlz %c : i8
  return %r : i8
}
func.func @cttz_fold() -> i32 {
  %c = arith.constant 256 : i32
  %r = math.cttz %c : i32
  return %r : i32
}
func.func @ctpop_fold() -> i32 {
  %c = arith.constant 0xFF0000FF : i32
  %r = math.ctpop %c : i32
  return %r : i32
}
func.func @exp_fold_vec() -> (vector<4xf32>) {
  %v1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %0 = math.exp %v1 : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @round_fold() -> (f32, f32) {
  %c = arith.constant 0.4 : f32
  %c2 = arith.constant 2.5 : f32
  %r = math.round %c : f32
  %r2 = math.roundeven %c2 : f32
  return %r, %r2 : f32, f32
}
func.func @erf_fold() -> f32 {
  %c = arith.constant 1.0 : f32
  %r = math.erf %c : f32
  return %r : f32
}
func.func @fpowi_fold(%result : memref<?xf32>) {
  %base = arith.constant 2.0 : f32
  %e = arith.constant 3 : i32
  %r = math.fpowi %base, %e : f32, i32
  %c0 = arith.constant 0 : index
  memref.store %r, %result[%c0] : memref<?xf32>
  %en = arith.constant -2 : i32
  %r1 = math.fpowi %base, %en : f32, i32
  %c1 = arith.constant 1 : index
  memref.store %r1, %result[%c1] : memref<?xf32>
  %e0 = arith.constant 0 : i32
  %r2 = math.fpowi %base, %e0 : f32, i32
  %c2 = arith.constant 2 : index
  memref.store %r2, %result[%c2] : memref<?xf32>
  return
}
func.func @ipowi32_fold(%result : memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %b = arith.constant 0 : i32
  %e = arith.constant -3 : i32
  %r = math.ipowi %b, %e : i32
  memref.store %r, %result[%c0] : memref<?xi32>
  %b1 = arith.constant -2 : i32
  %e1 = arith.constant 5 : i32
  %r1 = math.ipowi %b1, %e1 : i32
  memref.store %r1, %result[%c0] : memref<?xi32>
  %b2 = arith.constant 3 : i32
  %e2 = arith.constant -1 : i32
  %r2 = math.ipowi %b2, %e2 : i32
  memref.store %r2, %result[%c0] : memref<?xi32>
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %ve = arith.constant dense<3> : vector<2xi32>
  %rv = math.ipowi %v, %ve : vector<2xi32>
  %rv2 = math.ipowi %v, %ve : vector<2xi32>
  return
}
