// Verifier checks of memref ops, one invalid case per chunk.
func.func @f(%n: index) {
  %0 = memref.alloc(%n, %n) : memref<?xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloca() {alignment = -8} : memref<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}
// -----
func.func @f(%n: index) {
  %0 = memref.alloc() : memref<4xf32, strided<[2], offset: ?>>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a(%n) : memref<4xf32> to memref<8xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xi32>
  return
}
// -----
func.func @f(%a: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %a : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.realloc %a : memref<4xf32, 1> to memref<8xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = "memref.realloc"(%a) : (memref<4x4xf32>) -> memref<8x4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.realloc %a {alignment = 0} : memref<4xf32> to memref<8xf32>
  return
}
// -----
memref.global @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
// -----
memref.global @g : memref<2xf32> = dense<1> 
// -----
memref.global @g : tensor<2xf32>
// -----
memref.global @g : memref<?xf32>
// -----
memref.global constant @g : memref<2xf32>
// -----
memref.global @g : memref<2xf32> = dense<1.0> {alignment = 3}
// -----
memref.global @g : memref<2xf32> = "foo"
// -----
memref.global @g : memref<2xf32, strided<[2]>> = uninitialized
// -----
memref.global @g : memref<2xf32> = 1.0
// -----
memref.global "private" @g : memref<f32> = dense<[1.0]>
// -----
memref.global "foo" @g : memref<f32> = uninitialized
// -----
memref.global @g : memref<2xf32> = dense<1.0> : tensor<2xf32>
// -----
memref.global @g : memref<2xf32>
func.func @f() {
  %0 = memref.get_global @g : memref<3xf32>
  return
}
// -----
func.func @f() {
  %0 = memref.get_global @nope : memref<3xf32>
  return
}
// -----
func.func @g() {
  return
}
func.func @f() {
  %0 = memref.get_global @g : memref<3xf32>
  return
}
// -----
memref.global @g : memref<2xf32>
func.func @f() {
  %0 = memref.get_global @g : memref<2xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  %0 = memref.load %a[%i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %a[%i, %i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: i32) {
  "memref.store"(%v, %a, %i) : (i32, memref<4xf32>, index) -> ()
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%a, %i) : (memref<4xf32>, index) -> f64
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: i32) {
  %0 = "memref.load"(%a, %i) : (memref<4xf32>, i32) -> f32
  return
}
// -----
func.func @f(%a: memref<*xf32>, %i: index) {
  %0 = memref.load %a[%i] : memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%a: memref<*xf32>) {
  %0 = memref.cast %a : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4x1xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32, strided<[1], offset: 2>>) {
  %0 = memref.cast %a : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 3>>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<5xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xi32>
  return
}
// -----
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], read, locality<4>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i], read, locality<1>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], rw, locality<1>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], read, locality<1>, code : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], read, locality<-1>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  memref.assume_alignment %a, 0 : memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  memref.assume_alignment %a, 12 : memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  memref.assume_alignment %a, -4 : memref<4xf32>
  return
}
// -----
func.func @f(%n: index) {
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @f(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope.return %n : index
  }
  return
}
// -----
func.func @f(%n: index) {
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %n : index
  }
  return
}
// -----
func.func @f(%n: index) {
  memref.alloca_scope.return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (i32, memref<4xf32>) -> i32
  return
}
// -----
func.func @f(%a: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw ori %v, %a[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw maxs %v, %a[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4x4xf32>) -> f32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw bogus %v, %a[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index, %v: f32) {
  %0 = "memref.atomic_rmw"(%v, %a, %i) <{kind = 20 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: i32):
    memref.atomic_yield %old : i32
  }
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: f32, %x: f32):
    memref.atomic_yield %old : f32
  }
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    memref.store %old, %a[%i] : memref<4xf32>
    memref.atomic_yield %old : f32
  }
  return
}
// -----
func.func @f(%a: memref<4x4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4x4xf32> {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  }
  return
}
// -----
func.func @f(%v: f32) {
  memref.atomic_yield %v : f32
}
// -----
func.func @f(%a: memref<40xf32>, %b: memref<2xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i], %n : memref<40xf32>, memref<2xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<40xf32>, %b: memref<2xf32, 2>, %t: memref<1xf32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<40xf32>, memref<2xf32, 2>, memref<1xf32>
  return
}
// -----
func.func @f(%a: memref<40xf32>, %b: memref<2xf32>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<40xf32>, memref<2xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<40xf32>, %b: memref<2xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i] : memref<40xf32>, memref<2xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<40xf32>, %b: memref<2xf32, 2>, %t: memref<1xi32>, %i: index, %n: i32) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<40xf32>, memref<2xf32, 2>, memref<1xi32>
  return
}
// -----
func.func @f(%t: memref<1xf32>, %i: index, %n: index) {
  memref.dma_wait %t[%i], %n : memref<1xf32>
  return
}
// -----
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_wait %t[%i, %i], %n : memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @f(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][%i] : memref<2048xi8> to memref<64x4xf32>
  return
}
// -----
func.func @f(%a: memref<2048xi8, strided<[2]>>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8, strided<[2]>> to memref<64x4xf32>
  return
}
// -----
func.func @f(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<64x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<64x4xf32, 1>
  return
}
// -----
func.func @f(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<*xf32>
  return
}
// -----
func.func @f(%a: memref<2048xf32>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xf32> to memref<64xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0] [4] [1] : memref<8x16xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [9, 4] [1, 1] : memref<8x16xf32> to memref<9x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [0, 4] [1, 1] : memref<8x16xf32> to memref<0x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, -1] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.transpose %a (i, j) -> (i, i) : memref<8x16xf32> to memref<8x16xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.transpose %a (i) -> (i) : memref<8x16xf32> to memref<8x16xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32>
  return
}
// -----
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xi32, strided<[1, 16]>>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<i32>, index, index, index, index, index
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<1xf32>, index, index, index, index, index
  return
}
// -----
func.func @f(%a: memref<*xf32>) {
  %base, %off = memref.extract_strided_metadata %a : memref<*xf32> -> memref<f32>, index
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xi32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [32, 1], strides: [1] : memref<4x8xf32> to memref<32xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [1], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [31], strides: [1] : memref<4x8xf32> to memref<32xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [2] : memref<4x8xf32> to memref<32xf32>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32, 1>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<?xindex>) -> memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<2xindex>) -> memref<4x4xi32>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<3xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<3xindex>) -> memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<2xindex>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%b: memref<16xf32, strided<[2]>>, %s: memref<2xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32, strided<[2]>>, memref<2xindex>) -> memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<2xindex>) -> memref<4x4xf32, 1>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %s: memref<2xi64>) {
  %0 = memref.reshape %b(%s) : (memref<16xf32>, memref<2xi64>) -> memref<*xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>) {
  %1 = memref.expand_shape %b [[0, 1]] output_shape [4, 5] : memref<16xf32> into memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>, %n: index) {
  %1 = memref.expand_shape %b [[0, 1]] output_shape [%n, 4] : memref<16xf32> into memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>) {
  %1 = memref.expand_shape %b [[0], [1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>) {
  %1 = memref.expand_shape %b [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x5xf32>
  return
}
// -----
func.func @f(%b: memref<16xf32>) {
  %1 = memref.expand_shape %b [[1, 0]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<15xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0], [1]] : memref<4x4xf32> into memref<16xf32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xi32>
  return
}
// -----
func.func @f(%a: memref<4x4xf32, strided<[8, 2]>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32, strided<[8, 2]>> into memref<16xf32, strided<[2]>>
  return
}
// -----
func.func @f(%a: memref<4x4xf32>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32, 1>
  return
}
// -----
func.func @f(%a: memref<4x8xf32>) {
  %0 = memref.dim %a, %a : memref<4x8xf32>
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "memref.rank"(%a) : (f32) -> index
  return
}
// -----
func.func @f(%a: memref<4xf32>) {
  "memref.dealloc"(%a) {x} : (memref<4xf32>) -> ()
  %0 = "memref.dealloc"(%a) : (memref<4xf32>) -> (i32)
  return
}
