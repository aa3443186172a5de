// Verifier and parser checks of math ops, one invalid case per chunk.
func.func @f(%a: i32) {
  %0 = math.sin %a : i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.absi %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.sin"(%a) : (f32) -> f64
  return
}
// -----
func.func @f(%a: f32, %b: f64) {
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.fma %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a fastmath<bogus> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a fastmath<fast, nnan> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a fastmath<> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.sin"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.sin"(%a) {fastmath = #arith.fastmath<nnan>} : (f32) -> f32
  %1 = "math.sin"(%a) {fastmath = 3} : (f32) -> f32
  return
}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = math.fpowi %a, %i : i32, f32
  return
}
// -----
func.func @f(%a: vector<4xf32>, %i: i32) {
  %0 = math.fpowi %a, %i : vector<4xf32>, i32
  return
}
// -----
func.func @f(%a: vector<4xf32>, %i: vector<3xi32>) {
  %0 = math.fpowi %a, %i : vector<4xf32>, vector<3xi32>
  return
}
// -----
func.func @f(%a: f32, %i: index) {
  %0 = math.fpowi %a, %i : f32, index
  return
}
// -----
func.func @f(%a: index) {
  %0 = math.ipowi %a, %a : index
  return
}
// -----
func.func @f(%a: index) {
  %0 = math.ctlz %a : index
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = math.sin %a : memref<4xf32>
  return
}
// -----
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  %0 = "math.atan2"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%a: complex<f32>) {
  %0 = math.sqrt %a : complex<f32>
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin(%a) : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a : (f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.copysign %a, %a fastmath<nnan> fastmath<ninf> : f32
  return
}
// -----
func.func @f(%a: i1) {
  %0 = math.ctpop %a : i1
  %1 = math.absi %a : i1
  %2 = math.ipowi %a, %a : i1
  %3 = math.sin %a : i1
  return
}
// -----
func.func @f(%a: f8E5M2) {
  %0 = math.sin %a : f8E5M2
  %1 = math.absf %a : f8E5M2
  return
}
// -----
func.func @f(%a: vector<2x[4]xi8>) {
  %0 = math.absi %a : vector<2x[4]xi8>
  %1 = math.sin %a : vector<2x[4]xi8>
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0:2 = "math.sin"(%a) : (f32) -> (f32, f32)
  return
}
// -----
func.func @f(%a: f32) {
  "math.sin"(%a) ({
  }) : (f32) -> f32
  return
}
