func.func @f(%d: index) {
  %0 = memref.alloc(%d) : memref<4xf32>
  return
}
// -----
func.func @f(%d: index) {
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @f(%d: index) {
  %0 = memref.alloc()[%d] : memref<4xf32>
  return
}
// -----
func.func @f(%d: index) {
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
// -----
func.func @f(%d: index) {
  %0 = memref.alloca() {alignment = -1} : memref<4xf32>
  return
}
// -----
func.func @f(%d: index) {
  %0 = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<*xf32>
  return
}
// -----
func.func @f(%src : memref<64xf32>) {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf16>
  return
}
// -----
func.func @f(%src : memref<64xf32>, %d: index) {
  %0 = memref.realloc %src(%d) : memref<64xf32> to memref<124xf32>
  return
}
// -----
func.func @f(%src : memref<64xf32>) {
  %0 = memref.realloc %src : memref<64xf32> to memref<?xf32>
  return
}
// -----
func.func @f(%src : memref<64xf32, strided<[2]>>) {
  %0 = memref.realloc %src : memref<64xf32, strided<[2]>> to memref<124xf32>
  return
}
// -----
func.func @f(%src : memref<64xf32>) {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32, 1>
  return
}
// -----
func.func @f(%src : memref<64x2xf32>) {
  %0 = memref.realloc %src : memref<64x2xf32> to memref<124x2xf32>
  return
}
// -----
func.func @f(%a: index) {
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @f(%a: index) {
  %r = memref.alloca_scope -> (index) {
    %f = arith.constant 1.0 : f32
    memref.alloca_scope.return %f : f32
  }
  return
}
// -----
func.func @f(%a: index) {
  memref.alloca_scope.return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f16) {
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[] : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  %x = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<10xi32>, %v: i32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f16, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f16, memref<10xf32>) -> f16
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  %x = memref.atomic_rmw xxx %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a : f32, %b : f32):
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a : i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a : f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a : f32):
    %x = memref.alloc() : memref<2xf32>
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %g = memref.generic_atomic_rmw %m[%i, %i] : memref<10xf32> {
  ^bb0(%a : f32):
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 2]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf16>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, 1>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x3xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x16x4x1xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: 3>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[9, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: 576>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, -4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  %0 = memref.subview %m[0][1][1] : memref<*xf32> to memref<1xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xf32>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xf32> to memref<64x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8, strided<[2]>>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8, strided<[2]>> to memref<64x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32, 1>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf16>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<11xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [1], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 1], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf32, 1>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %8 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<8x16x4xf32> to memref<4x16x8xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %8 = memref.transpose %m (i, j) -> (j, i) : memref<8x16x4xf32> to memref<4x16x8xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %8 = memref.transpose %m (i, j, k) -> (k, k, i) : memref<8x16x4xf32> to memref<4x16x8xf32, strided<[1, 4, 64]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %9 = memref.collapse_shape %m [[0, 1]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %9 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<127x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %9 = memref.collapse_shape %m [[1, 0], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %9 = memref.collapse_shape %m [[0], [1], [2]] : memref<8x16x4xf32> into memref<8x16x4xf32>
  return
}
// -----
func.func @f(%m: memref<128x4xf32>) {
  %10 = memref.expand_shape %m [[0, 1], [2]] output_shape [8, 16, 4] : memref<128x4xf32> into memref<8x15x4xf32>
  return
}
// -----
func.func @f(%m: memref<128x4xf32>) {
  %10 = memref.expand_shape %m [[0, 1], [2]] output_shape [8, 16] : memref<128x4xf32> into memref<8x16x4xf32>
  return
}
// -----
func.func @f(%m: memref<128x4xf32>) {
  %10 = memref.expand_shape %m [[0, 1], [2]] output_shape [8, 17, 4] : memref<128x4xf32> into memref<8x16x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x4xf32>, %s: index) {
  %10 = memref.expand_shape %m [[0, 1], [2]] output_shape [%s, %s, 4] : memref<?x4xf32> into memref<?x?x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x4xf32, strided<[?, 2]>>) {
  %10 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32, strided<[?, 2]>> into memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<8x?xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f32>, index, index, index, index
  return
}
// -----
func.func @f(%m: memref<8x?xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<?xf32>, index, index, index, index, index
  return
}
// -----
func.func @f(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf16>
  return
}
// -----
func.func @f(%m: memref<4x1xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x1xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<?xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x1xf32, strided<[2, 1]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32, strided<[2, 1]>>, memref<1xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xf16>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf16>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @f(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i], %n : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  return
}
// -----
func.func @f(%A: memref<256xf32>, %B: memref<256xf32>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32>, memref<1xi32, 2>
  return
}
// -----
func.func @f(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %A[%i, %i], %B[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  return
}
// -----
func.func @f(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xf32, 2>, %i: index, %n: index) {
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xf32, 2>
  return
}
// -----
func.func @f(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: f32) {
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  return
}
// -----
func.func @f(%tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_wait %tag[%i, %i], %n : memref<1xi32, 2>
  return
}
// -----
func.func @f(%tag: memref<1xi32, 2>, %i: index, %n: i32) {
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}
// -----
memref.global "private" @gp : memref<2xf32> = dense<[0.0, 2.0, 3.0]>
// -----
memref.global "private" @gp : memref<2xf32> = dense<1> : tensor<2xi32>
// -----
memref.global "private" @gp : memref<?xf32>
// -----
memref.global "private" constant @gp : memref<2xf32> = uninitialized
// -----
memref.global "private" @gp : memref<2xf32> = 5
// -----
memref.global "private" @gp : memref<2xf32> {alignment = 3}
// -----
memref.global "priv" @gp : memref<2xf32>
// -----
memref.global "private" @gp : i32
// -----
memref.global "private" @gp : memref<2xf32>
func.func @f() {
  %0 = memref.get_global @gp : memref<3xf32>
  return
}
// -----
func.func @f() {
  %0 = memref.get_global @nope : memref<3xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i], write, locality<1>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<5>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], wr, locality<1>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  memref.assume_alignment %m, 0 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  memref.assume_alignment %m, 3 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %c = arith.constant 5 : index
  %d = memref.dim %m, %c : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<f32>) {
  %c = arith.constant 0 : index
  %d = memref.dim %m, %c : memref<f32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xi32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1]>, 3>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %1 = memref.subview %m[%i, %i, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %1 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %1 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<1x4xf32, strided<[64, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[[0], 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m(0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[[0 , 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, 1.5] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, 99999999999999999999] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, -] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, true] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, -9223372036854775808] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4][1, 18446744073709551615] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[%m#x, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[[%i], 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[%i[], 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4] [1, 1 : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][4, 4] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: 0, sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10] strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [x] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset [0], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: (1) : memref<8x16x4xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, %i, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, x, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape (2, 4, 4) : memref<8x4xf32> into memref<2x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x4xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return
}
// -----
memref.global tuple<> @g : memref<4xf32>
// -----
memref.global "private" @g : memref<4xf32>
// -----
memref.global private @g : memref<4xf32>
// -----
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
// -----
memref.global @g memref<4xf32>
// -----
memref.global @g : f32
// -----
memref.global @g : memref<4xf32> =
// -----
memref.global @g : memref<4xf32> = uninitialized
// -----
memref.global @g : memref<4xf32> = uninit
// -----
memref.global @g : memref<4xf32> = 1.0
// -----
memref.global @g : memref<4xf32> = "s"
// -----
memref.global @g : memref<4xf32> = dense<1.0> : tensor<4xf32>
// -----
memref.global @g : memref<4xf32> = dense<[1.0]>
// -----
memref.global @g : memref<4xf32> = dense<1.0> {alignment = 3}
// -----
memref.global @g : memref<4xf32> = dense<1.0> {alignment = 64 : i32}
// -----
memref.global @g : memref<4xf32> = dense<1.0> {alignment = 64}
// -----
memref.global @g : memref<4xf32> {x}
// -----
memref.global "bogus" @g : memref<4xf32>
// -----
memref.global constant "private" @g : memref<4xf32>
// -----
memref.global @g : memref<?xf32>
// -----
memref.global @g : memref<4xf32> = [1.0]
// -----
memref.global @g : memref<4xf32> = x
// -----
memref.global 1 @g : memref<4xf32>
// -----
memref.global @g : memref<4xf32> = dense<1.0> : f32
// -----
memref.global @g : memref<*xf32>
// -----
memref.global @g : memref<4xf32> = unit
// -----
memref.global @g : memref<4xf32, 1> = dense<1.0>
// -----
memref.global @g : memref<4xf32, strided<[2]>>
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i, 1] : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i, ] : memref<4x4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>) {
  %0 = memref.get_global 5 : memref<4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>) {
  %0 = memref.get_global 1.5 : memref<4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>) {
  %0 = memref.get_global "f" : memref<4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>) {
  %0 = memref.get_global [@f] : memref<4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>) {
  %0 = memref.get_global x : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m 2[0], [1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], 2] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [0, 1] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2.0]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m ["a"] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m {a} : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m unit : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [x]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m @f : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2 : i32]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [-1]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0,1],[2]] {x} : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] memref<8x16x4xf32> into : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m 1.5 : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m "s" : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m true : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m dense<1> : tensor<2xi64> : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m array<i64: 1> : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], array<i64: 2>] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2], [true]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2], []] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<8x16x4xf32>) {
  %0 = memref.collapse_shape %m [] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], , locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], rd, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<3>, dta : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<5>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<x>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<1.5>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<"s">, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, local<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality 3, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m(%i, %i), read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i] read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<3>, data memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %v], read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.prefetch %m[%i, %i], "read", locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m(%i, %i) : memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : f32 {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  } {a}
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw bogus %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw "addf" %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw 1 %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : f32, memref<4x4xf32> -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x4xf32> -> f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i, %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i] %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, f32, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_start %m[%i, %i], %m[%i, %i], %v, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_wait %t[%i] %i : memref<1xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.dma_wait %t[%i], %i : f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m affine_map<(i, j) -> (j, i)> : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : f32 to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m (i, j) -> (j) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.transpose %m : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloca_scope -> (f32 {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloca_scope (f32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.alloca_scope {
  } {a = 1}
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.alloca_scope
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.view %b[%i][] : memref<16xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.view %b[%i][%i] : memref<16xi8> to memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.view %b[%i] : memref<16xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.view %b[][] : memref<16xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.view %b[1][] : memref<16xi8> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i) : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i, ) : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i)[%i] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i) [%i] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i)[] : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i) {alignment = 3} : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i) {alignment = -1} : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc(%i) {alignment = 16 : i32} : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc() : f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.alloc : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.load %m[%i, %i] {nontemporal = 1} : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.load %m[%i, %i] : f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.load %m[%i, %i]: memref<4x4xf32>, f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.store %v, %m[%i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.store %v %m[%i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.store %v, %m[%i, %i] : memref<4x4xf32>, f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.store %i, %m[%i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.dim %m, %i : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.dim %m %i : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.dim %m, %v : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.cast %m : memref<4x4xf32> memref<?x?xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.cast %m : memref<4x4xf32> to f32
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.assume_alignment %m, 16 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, 16 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, -16 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, 16.0 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, x : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, "s" : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.assume_alignment %m, 16 : i64 : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.copy %m, %m : memref<4x4xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  memref.copy %m, %m : memref<4x4xf32>, memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> index
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.get_global @g : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.rank %m : memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.realloc %b(%i) : memref<16xi8> to memref<?xi8>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.realloc %b : memref<16xi8> to memref<?xi8>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.realloc %b (%i : memref<16xi8> to memref<?xi8>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32, %b: memref<16xi8>, %t: memref<1xi32>) {
  %0 = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>
  return
}
// -----
func.func @f() {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: -1, 1>}> : () -> memref<4xf32>
  return
}
// -----
memref.global @gv : memref<4xf32>
func.func @f() {
  %0 = memref.get_global @gv : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<2xf32>) {
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @f(%m: memref<2xf32>) {
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32, strided<[1], offset: 2>>
  return
}
// -----
func.func @f(%m: memref<2xf32, strided<[1]>>) {
  %0 = memref.realloc %m : memref<2xf32, strided<[1]>> to memref<4xf32>
  return
}
// -----
func.func @f() {
  "memref.alloca_scope"() ({
  ^bb0(%a: i32):
    memref.alloca_scope.return
  }) : () -> ()
  return
}
// -----
func.func @f() {
  %r = memref.alloca_scope -> (i32) {
    %c = "arith.constant"() <{value = 1 : i64}> : () -> i32
    memref.alloca_scope.return %c : i32
  }
  return
}
// -----
func.func @f() {
  %r = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    memref.alloca_scope.return %c : i64
  }
  return
}
// -----
func.func @f() {
  %r = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    memref.alloca_scope.return %c, %c : i64, i64
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0:5 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, index, index, index)
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, index, i32)
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0:5 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index)
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>)
  return
}
// -----
memref.global @gv : memref<4xf32>
func.func @f() -> memref<4xf32> {
  %0 = memref.get_global @gv : memref<4xbf16>
  %1 = arith.constant 1 : i32
  return %0 : memref<4xbf16>
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  "memref.prefetch"(%a, %i) : (memref<4xf32>, index) -> ()
  return
}
// -----
func.func @f(%a: memref<4xf32>, %i: index) {
  "memref.prefetch"(%a, %i) {isWrite = 1 : i32, localityHint = 1 : i32, isDataCache = true} : (memref<4xf32>, index) -> ()
  return
}
