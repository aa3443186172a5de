func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant unit
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant [1]
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant @f
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant 1
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant 1.5
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant 1 : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant 1.5 : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant true : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant x
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant {a} 1 : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant 1 : i32 {a}
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant dense<1> : vector<4xi32>
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant #arith.fastmath<fast>
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.constant i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi bogus, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi "slt", %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi 1, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi 20, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi slt %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf olt, %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf bogus, %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf olt, %x, %x fastmath<fast> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf olt, %x, %x fastmath<bad> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf olt, %x, %x fastmath : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.cmpf 3, %x, %x : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b : i1, i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b : i32, i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b : i1,
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.select %c, %a, %b : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<bogus> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<nsw nuw> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b overflow<"nsw"> : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b : i32, i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<fast> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<nnan,ninf> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<nnan ninf> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<nnan,> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<none> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath<1> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addf %x, %x fastmath fast : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.extsi %a : i32 to i64
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.extsi %a : i32 i64
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.extsi %a i32 to i64
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.extsi %a : i32 to
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.extsi %a : f32 to i64
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.index_cast %a : i32 to index
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.bitcast %a : i32 to f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.negf %x fastmath<fast> : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.negf %x : f32, f32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.truncf %x to_nearest_even : f32 to f16
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.truncf %x bogus : f32 to f16
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to f16
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.truncf %x fastmath<fast> to_nearest_even : f32 to f16
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.truncf %x "to_nearest_even" : f32 to f16
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.addui_extended %a, %b : i32, i1
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0:2 = arith.addui_extended %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0:2 = arith.mului_extended %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>) {
  %0 = arith.divf %x, %x fastmath<fast> fastmath<fast> : f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.cmpf "bogus", %x, %x : f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.cmpf bogus, %x, %x : f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.truncf %x  "bogus" : f32 to f16
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.truncf %x "" : f32 to f16
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.cmpf "", %x, %x : f32
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.truncf %x "bogus" : f32 to f16
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.truncf %x "to_nearest_even" : f32 to f16
  return
}
// -----
func.func @f(%x: f32) {
  %0 = arith.cmpf "olt", %x, %x : f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw "addf" %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
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
// -----
// tf32 has 19 significant bits but MLIR gives it a width of 32: no extf to f32, no
// truncf from f32, bitcasts to and from i32.
func.func @f(%a: tf32) {
  %0 = arith.extf %a : tf32 to f32
  return
}
// -----
func.func @f(%c: f32) {
  %0 = arith.truncf %c : f32 to tf32
  return
}
// -----
func.func @f(%a: tf32) {
  %0 = arith.bitcast %a : tf32 to i19
  return
}
// -----
func.func @f(%a: tf32, %h: f16, %v: vector<2xtf32>) -> (f64, tf32, i32, f16, vector<2xi32>) {
  %0 = arith.extf %a : tf32 to f64
  %1 = arith.extf %h : f16 to tf32
  %2 = arith.bitcast %a : tf32 to i32
  %3 = arith.truncf %a : tf32 to f16
  %4 = arith.bitcast %v : vector<2xtf32> to vector<2xi32>
  return %0, %1, %2, %3, %4 : f64, tf32, i32, f16, vector<2xi32>
}
