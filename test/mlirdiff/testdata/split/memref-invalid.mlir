// The verifier messages of the memref forms the memdeep generator writes, each broken:
// rank reductions, strided collapses and expansions, memory spaces, affine layouts.
func.func @f(%a: memref<2x8xi32>) {
  %0 = memref.subview %a[0, 0] [1, 1] [1, 1] : memref<2x8xi32> to memref<1xi32, strided<[2], offset: ?>>
  return
}
// -----
func.func @f(%a: memref<2x8xi32>) {
  %0 = memref.subview %a[0, 0] [1, 4] [1, 1] : memref<2x8xi32> to memref<4x1xi32, strided<[1, 8]>>
  return
}
// -----
func.func @f(%a: memref<4x8xi32, strided<[16, 2]>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x8xi32, strided<[16, 2]>> into memref<32xi32, strided<[2]>>
  return
}
// -----
func.func @f(%a: memref<16xi32, strided<[2], offset: 3>>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 8] : memref<16xi32, strided<[2], offset: 3>> into memref<2x8xi32, strided<[8, 2], offset: 3>>
  return
}
// -----
func.func @f(%a: memref<16xi32, strided<[1]>>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 8] : memref<16xi32, strided<[1]>> into memref<2x8xi32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.cast %a : memref<4xf32, 1> to memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0:4 = memref.extract_strided_metadata %a : memref<4xf32, 1> -> memref<f32>, index, index, index
  return
}
// -----
func.func @f(%a: memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) {
  %0 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> to memref<2x2xf32, strided<[16, 1], offset: 19>>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.memory_space_cast %a : memref<4xf32> to memref<8xf32, 1>
  return
}
// -----
func.func @f(%a: memref<?xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<?xi8> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%a: memref<f32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %c = arith.constant 1 : i32
  %0 = memref.atomic_rmw addf %c, %a[%i] : (i32, memref<4xf32>) -> i32
  return
}
// -----
func.func @f(%a: memref<f32>) {
  %0 = memref.subview %a[] [] [] : memref<f32> to memref<f32, strided<[], offset: 1>>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.cast %a : memref<4x4xf32> to memref<4x4xf32, strided<[4, 2]>>
  return
}
// -----
func.func @f(%a: memref<64xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32, strided<[8, 2]>>
  return
}
// -----
func.func @f(%a: memref<64xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [1], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
  return
}
// -----
func.func @f(%a: memref<64xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [8, 4], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
  return
}
// -----
func.func @f(%a: memref<64xf32, 1>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32, 1> to memref<8x8xf32>
  return
}
// -----
func.func @f(%a: memref<64xf32>, %n: index) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<64xf32> into memref<4x8xf32>
  return
}
// -----
func.func @f(%a: memref<?xf32>, %n: index) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%n, 8, 2] : memref<?xf32> into memref<?x8xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.collapse_shape %a [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.memory_space_cast %a : memref<4x8xf32> to memref<4x8xi32, 1>
  return
}
// -----
func.func @f(%a: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<5>, data : memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  memref.assume_alignment %a, 12 : memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %s: memref<1xindex>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xi32>
  return
}
// -----
func.func @f(%a: memref<?xi8>, %i: index, %n: index) {
  %0 = memref.view %a[%i][] : memref<?xi8> to memref<?x4xf32>
  return
}
// -----
func.func @f(%a: memref<?xi8, strided<[2]>>, %i: index) {
  %0 = memref.view %a[%i][] : memref<?xi8, strided<[2]>> to memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  %c4 = arith.constant 4 : index
  memref.dma_start %a[%i], %b[%i], %c4, %t[%i, %i] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.subview %a[0] [4] [1] : memref<4x8xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.realloc %a : memref<4x8xf32> to memref<8x8xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %a : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<*xf32>) {
  %0 = memref.cast %a : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.alloca() {alignment = 3 : i64} : memref<4xf32>
  return
}
// -----
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
func.func @f() {
  %0 = memref.get_global @g : memref<8xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> i64
  return %0 : index
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 3>
  return
}
