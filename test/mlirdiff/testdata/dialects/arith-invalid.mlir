func.func @f(%v: vector<4xf16>) {
  %0 = arith.extf %v : vector<4xf16> to tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4xi8>) {
  %0 = arith.extsi %t : tensor<4xi8> to tensor<?xi32>
  return
}
// -----
func.func @f(%t: tensor<4xi8>) {
  %0 = arith.extsi %t : tensor<4xi8> to tensor<*xi32>
  return
}
// -----
func.func @f(%v: vector<[4]xi8>) {
  %0 = arith.extui %v : vector<[4]xi8> to vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<4xi32>) {
  %0 = arith.index_cast %m : memref<4xi32> to memref<?xindex>
  return
}
// -----
func.func @f(%m: memref<4xi32>) {
  %0 = arith.index_cast %m : memref<4xi32> to memref<4x2xindex>
  return
}
// -----
func.func @f(%v: vector<4xi32>) {
  %0 = arith.bitcast %v : vector<4xi32> to memref<4xf32>
  return
}
// -----
func.func @f(%v: memref<4xi32>) {
  %0 = arith.bitcast %v : memref<4xi32> to vector<4xf32>
  return
}
// -----
func.func @f(%v: f16) {
  %0 = arith.extf %v : f16 to bf16
  return
}
// -----
func.func @f(%v: i32) {
  %0 = arith.index_cast %v : i32 to i64
  return
}
// -----
func.func @f(%v: tensor<4xi32>) {
  %0 = arith.sitofp %v : tensor<4xi32> to tensor<?xf32>
  return
}
// -----
func.func @f(%v: vector<4xi32>) {
  %0 = arith.trunci %v : vector<4xi32> to i16
  return
}
// -----
func.func @f(%t: tensor<4xi8>) {
  %0 = arith.extsi %t : tensor<4xi8> to tensor<5xi32>
  return
}
// -----
func.func @f(%t: tensor<4xi8>) {
  %0 = arith.extsi %t : tensor<4xi8> to tensor<4xi8>
  return
}
// -----
func.func @f(%t: tensor<4xi32>) {
  %0 = arith.extsi %t : tensor<4xi32> to vector<4xi64>
  return
}
// -----
func.func @f(%m: memref<4xsi32>) {
  %0 = arith.index_cast %m : memref<4xsi32> to memref<4xindex>
  return
}
// -----
func.func @f(%m: memref<*xi32>) {
  %0 = arith.index_cast %m : memref<*xi32> to memref<*xindex>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = arith.bitcast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%m: memref<4xindex>) {
  %0 = arith.bitcast %m : memref<4xindex> to memref<4xi64>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  %0 = arith.bitcast %m : memref<*xf32> to memref<*xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = arith.bitcast %m : memref<4xf32> to memref<4xi64>
  return
}
// -----
func.func @f(%a: vector<3xf16>) {
  %0 = arith.bitcast %a : vector<3xf16> to memref<?xf32>
  return
}
// -----
func.func @f(%t: i32) {
  %0 = arith.uitofp %t : i32 to tensor<f32>
  return
}
// -----
func.func @f(%t: vector<4xi32>) {
  %0 = arith.uitofp %t : vector<4xi32> to tensor<f32>
  return
}
// -----
func.func @f(%t: i32) {
  %0 = arith.uitofp %t : i32 to tensor<f32>
  return
}
// -----
func.func @f(%t: vector<4xi32>) {
  %0 = arith.uitofp %t : vector<4xi32> to tensor<f32>
  return
}
