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
func.func @f(%a: f32, %b: f64) {
  %0 = math.atan2 %a, %b : f32
  return
}
// -----
func.func @f(%a: f32, %b: i32) {
  %0 = math.fpowi %a, %b : f32, i64
  return
}
// -----
func.func @f(%a: vector<4xf32>, %b: vector<3xi32>) {
  %0 = math.fpowi %a, %b : vector<4xf32>, vector<3xi32>
  return
}
// -----
func.func @f(%a: f32, %b: i32) {
  %0 = math.fpowi %a, %b : f32, f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sin %a fastmath<bogus> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.fma %a, %a : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = math.ipowi %a, %a : i64
  return
}
// -----
func.func @f(%a: index) {
  %0 = math.ctlz %a : index
  return
}
// -----
func.func @f(%a: tensor<4xf32>) {
  %0 = math.exp %a : tensor<?xf32>
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.isnan %a : f32
  %1 = math.isinf %a : f32
  %2 = math.isfinite %a : f32
  %3 = math.isnormal %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> i1
  return
}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = math.tanh %a fastmath<nnan,ninf> : f32
  %1 = math.fpowi %a, %i fastmath<fast> : f32, i32
  %2 = math.fma %a, %a, %a fastmath<contract> : f32
  %3 = math.powf %a, %a fastmath<afn> : f32
  %4 = math.ctpop %i : i32
  %5 = math.round %a : f32
  return
}
// -----
func.func @f(%a: complex<f32>) {
  %0 = math.sqrt %a : complex<f32>
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x : i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %a : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x : f32, f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x fastmath<fast> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x fastmath <fast> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x fastmath<fast : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x fastmath fast : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x {fastmath = #arith.fastmath<fast>} : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x {fastmath = 1} : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sin %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.atan2 %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.atan2 %x %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.atan2 %x, %x : f32, f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fma %x, %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fma %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fpowi %x, %a : f32, i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fpowi %x, %a : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fpowi %x, %a : f32 i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fpowi %x, %a fastmath<fast> : f32, i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.fpowi %v, %vi : vector<4xf32>, vector<4xi32>
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.ipowi %a, %a : i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.absi %a : i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.ctlz %a : i32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.ctlz %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.isnan %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.isnan %x fastmath<fast> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.round %x : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<nnan, ninf> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<nnan,,ninf> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<"nnan"> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<fast,none> : f32
  return
}
// -----
func.func @f(%a: i32, %x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.sqrt %x fastmath<1> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "math.absf"(%a) {operandSegmentSizes = array<i32: 1, 1>} : (f32) -> f32
  return
}
