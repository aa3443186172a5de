func.func @allocs(%d: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%d) : memref<?xf32>
  %2 = memref.alloc(%d)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %3 = memref.alloc() {alignment = 16 : i64} : memref<4xf32, 1>
  %4 = memref.alloca() : memref<4xf32>
  %5 = memref.alloca(%d) {alignment = 64 : i64} : memref<?xf32>
  %6 = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  %7 = memref.alloc() : memref<f32>
  %8 = memref.alloc()[%s] : memref<4xi8, strided<[1], offset: ?>>
  memref.dealloc %0 : memref<4xf32>
  %9 = memref.alloc() : memref<2x3xvector<4xf32>>
  %10 = memref.alloc() : memref<2xcomplex<f32>>
  %11 = memref.alloc() : memref<2xmemref<4xf32>>
  return
}
// -----
func.func @realloc(%src : memref<64xf32>, %d: index) -> memref<124xf32> {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %src(%d) : memref<64xf32> to memref<?xf32>
  %2 = memref.realloc %src {alignment = 8} : memref<64xf32> to memref<124xf32>
  return %0 : memref<124xf32>
}
// -----
func.func @scope(%a: index) -> index {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %a : index
  }
  %r2:2 = memref.alloca_scope -> (index, f32) {
    %f = arith.constant 1.0 : f32
    memref.alloca_scope.return %a, %f : index, f32
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  return %r : index
}
// -----
func.func @ldst(%m: memref<4x4xf32>, %i: index, %v: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %v, %m[%i, %i] : memref<4x4xf32>
  memref.store %v, %m[%i, %i] {nontemporal = false} : memref<4x4xf32>
  return
}
// -----
func.func @atomic(%m: memref<10xf32>, %v: f32, %i: index, %mi: memref<10xi32>, %iv: i32) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %z = memref.atomic_rmw ori %iv, %mi[%i] : (i32, memref<10xi32>) -> i32
  %w = memref.atomic_rmw assign %iv, %mi[%i] : (i32, memref<10xi32>) -> i32
  %g = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%current_value : f32):
    %c1 = arith.constant 1.0 : f32
    %out = arith.addf %c1, %current_value : f32
    memref.atomic_yield %out : f32
  }
  %g2 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%c : f32):
    memref.atomic_yield %c : f32
  } {foo}
  return
}
// -----
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32>, %d: memref<?xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4xf32>
  %3 = memref.cast %d : memref<?xf32> to memref<4xf32>
  %4 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %5 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %6 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  return
}
// -----
func.func @views(%m: memref<8x16x4xf32>, %i: index, %b: memref<2048xi8>) {
  %0 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %1 = memref.subview %m[%i, %i, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %2 = memref.subview %m[1, 2, 0][2, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<2x4xf32, strided<[64, 1], offset: 72>>
  %3 = memref.subview %m[%i, %i, %i][%i, %i, %i][%i, %i, %i] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %4 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %5 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8x16x4xf32> to memref<10xf32>
  %7 = memref.reinterpret_cast %m to offset: [%i], sizes: [%i, 10], strides: [%i, 1] : memref<8x16x4xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
  %8 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<8x16x4xf32> to memref<4x16x8xf32, strided<[1, 4, 64]>>
  %9 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %10 = memref.expand_shape %9 [[0, 1], [2]] output_shape [8, 16, 4] : memref<128x4xf32> into memref<8x16x4xf32>
  %11 = memref.collapse_shape %m [[0, 1, 2]] : memref<8x16x4xf32> into memref<512xf32>
  %12 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4xf32>
  %13 = memref.subview %m[0, 0, 0][8, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<8xf32, strided<[64]>>
  return
}
// -----
func.func @expand_dyn(%m: memref<?xf32>, %s: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %2 = memref.expand_shape %m [[0, 1, 2]] output_shape [1, %s, 1] : memref<?xf32> into memref<1x?x1xf32>
  return
}
// -----
func.func @scalar_collapse(%m: memref<1x1xf32>, %s: memref<f32>) {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %s [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return
}
// -----
func.func @meta(%m: memref<8x?xf32, strided<[?, 1], offset: ?>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<8x?xf32, strided<[?, 1], offset: ?>> -> index
  %r = memref.rank %m : memref<8x?xf32, strided<[?, 1], offset: ?>>
  %c = arith.constant 1 : index
  %d = memref.dim %m, %c : memref<8x?xf32, strided<[?, 1], offset: ?>>
  return
}
// -----
func.func @reshape(%m: memref<4x1xf32>, %s: memref<1xi32>, %ds: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %m(%ds) : (memref<4x1xf32>, memref<?xi32>) -> memref<*xf32>
  return
}
// -----
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %u, %a : memref<*xf32> to memref<4xf32>
  return
}
// -----
func.func @dma(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_start %A[%i], %B[%i], %n, %tag[%i], %n, %n : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  return
}
memref.global "private" @gp : memref<2xf32> = dense<[0.0, 2.0]>
memref.global @gu : memref<2xf32> = uninitialized
memref.global "private" constant @gc : memref<2x2xf32> = dense<1.0> {alignment = 64}
memref.global @ge : memref<2xf32>
memref.global "public" @gpub : memref<f32> = dense<1.0>
memref.global "private" @gi : memref<3xi64> = dense<[1, 2, 3]>
func.func @gg() {
  %0 = memref.get_global @gp : memref<2xf32>
  %1 = memref.get_global @gc : memref<2x2xf32>
  return
}
// -----
func.func @prefetch(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xf32>
  return
}
// -----
func.func @assume(%m: memref<4x4xf32>) {
  memref.assume_alignment %m, 16 : memref<4x4xf32>
  return
}
// -----
func.func @ub(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  return
}
