// Forms of every memref op with optional parts present and absent, attribute
// dictionaries, layouts and memory spaces, and generic spellings.
func.func @allocs(%n: index, %m: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%n) : memref<?xf32>
  %2 = memref.alloc(%n, %m) {alignment = 64} : memref<?x4x?xi8>
  %3 = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %4 = memref.alloc(%n)[%m, %n] : memref<?xf32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>
  %5 = memref.alloc() : memref<f16, 3>
  %6 = memref.alloc() : memref<2xi32, #gpu.address_space<workgroup>>
  %7 = memref.alloca() : memref<4xf32>
  %8 = memref.alloca(%n) {alignment = 16} : memref<?xvector<4xf32>>
  %9 = memref.alloca()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %10 = memref.alloc() : memref<4xcomplex<f32>, strided<[1], offset: 0>>
  %11 = memref.alloc() : memref<0xindex>
  %12 = memref.alloc() {foo = "bar"} : memref<2x2xi1, "x">
  return
}
// -----
func.func @generic_alloc(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %1 = "memref.alloca"(%n, %n) <{operandSegmentSizes = array<i32: 1, 1>, alignment = 8 : i64}> : (index, index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
func.func @realloc(%a: memref<4xf32>, %b: memref<?xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  %2 = memref.realloc %b(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  %3 = memref.realloc %b : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @dealloc_copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>, %c: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>
  memref.copy %a, %a {x} : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %c {y} : memref<*xf32>
  memref.copy %c, %c : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @load_store(%a: memref<4x?xf32>, %z: memref<f32>, %i: index, %v: f32) {
  %0 = memref.load %a[%i, %i] : memref<4x?xf32>
  %1 = memref.load %a[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %z[] : memref<f32>
  memref.store %v, %a[%i, %i] : memref<4x?xf32>
  memref.store %v, %a[%i, %i] {nontemporal = false} : memref<4x?xf32>
  memref.store %v, %z[] : memref<f32>
  %3 = memref.load %a[%i, %i] {nontemporal = false} : memref<4x?xf32>
  return
}
// -----
func.func @dim_rank(%a: memref<4x?xf32>, %u: memref<*xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %a, %c1 : memref<4x?xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.rank %a : memref<4x?xf32>
  %3 = memref.rank %u {x} : memref<*xf32>
  %4 = memref.dim {y} %a, %i : memref<4x?xf32>
  return
}
// -----
func.func @casts(%a: memref<4xf32>, %b: memref<?xf32>, %u: memref<*xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4xf32>
  %4 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %5 = memref.cast %a {x} : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @space_cast(%a: memref<4xf32, 1>, %u: memref<*xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32, 2>
  %2 = memref.memory_space_cast %a {k} : memref<4xf32, 1> to memref<4xf32, #gpu.address_space<global>>
  return
}
// -----
memref.global @g0 : memref<2xf32>
memref.global "private" @g1 : memref<2xf32> = uninitialized
memref.global "private" constant @g2 : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @g3 : memref<f32> = dense<1.0> {alignment = 64}
memref.global "public" @g4 : memref<2x2xi8, 1> = uninitialized
memref.global "nested" constant @g5 : memref<i1> = dense<true>
memref.global @g6 : memref<3xi32> = dense<[1, 2, 3]> {foo}
memref.global constant @g7 : memref<2xindex> = dense<0>
func.func @gets() {
  %0 = memref.get_global @g0 : memref<2xf32>
  %1 = memref.get_global @g5 : memref<i1>
  %2 = memref.get_global @g4 : memref<2x2xi8, 1> {x}
  return
}
// -----
"memref.global"() <{sym_name = "gg", type = memref<2xf32>, initial_value, sym_visibility = "private"}> : () -> ()
"memref.global"() <{sym_name = "gh", type = memref<2xf32>, constant, initial_value = dense<0.0> : tensor<2xf32>, alignment = 32 : i64}> : () -> ()
// -----
func.func @prefetch(%a: memref<4x4xf32>, %i: index) {
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<4x4xf32>
  memref.prefetch %a[%i, %i], write, locality<0>, instr : memref<4x4xf32>
  return
}
// -----
func.func @assume(%a: memref<4xf32>, %u: memref<?xi8, strided<[1], offset: ?>>) {
  memref.assume_alignment %a, 16 : memref<4xf32>
  memref.assume_alignment %u, 1 {x} : memref<?xi8, strided<[1], offset: ?>>
  return
}
// -----
func.func @scope(%n: index) -> index {
  %r = memref.alloca_scope -> (index) {
    %0 = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %n : index
  }
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  } {x}
  %s:2 = memref.alloca_scope -> (index, f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %n, %c : index, f32
  }
  return %r : index
}
// -----
func.func @atomics(%a: memref<4xf32>, %b: memref<4xi32>, %i: index, %f: f32, %v: i32) {
  %0 = memref.atomic_rmw addf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw addi %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.atomic_rmw assign %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw maximumf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %4 = memref.atomic_rmw maxs %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %5 = memref.atomic_rmw maxu %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %6 = memref.atomic_rmw minimumf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %7 = memref.atomic_rmw mins %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %8 = memref.atomic_rmw minu %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %9 = memref.atomic_rmw mulf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %10 = memref.atomic_rmw muli %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %11 = memref.atomic_rmw ori %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %12 = memref.atomic_rmw andi %v, %b[%i] : (i32, memref<4xi32>) -> i32
  %13 = memref.atomic_rmw maxnumf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %14 = memref.atomic_rmw minnumf %f, %a[%i] : (f32, memref<4xf32>) -> f32
  %15 = memref.atomic_rmw addf %f, %a[%i] {x} : (f32, memref<4xf32>) -> f32
  %16 = "memref.atomic_rmw"(%f, %a, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}
// -----
func.func @generic_rmw(%a: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1.0 : f32
    %n = arith.addf %old, %c : f32
    memref.atomic_yield %n : f32
  }
  %1 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  } {x}
  return
}
// -----
func.func @dma(%a: memref<40xf32>, %b: memref<2xf32, 2>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<40xf32>, memref<2xf32, 2>, memref<1xi32>
  memref.dma_start %a[%i], %b[%i], %n, %t[%i], %n, %n : memref<40xf32>, memref<2xf32, 2>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  return
}
// -----
func.func @views(%a: memref<2048xi8>, %i: index) {
  %0 = memref.view %a[%i][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %a[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %2 = memref.view %a[%i][%i, %i] {x} : memref<2048xi8> to memref<?x?xi16>
  return
}
// -----
func.func @subviews(%a: memref<8x16xf32>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %a[%i, 2] [4, %i] [2, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
  %2 = memref.subview %a[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1]>>
  %3 = memref.subview %d[%i, %i] [%i, %i] [%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %a[1, 1] [2, 2] [1, 1] {x} : memref<8x16xf32> to memref<2x2xf32, strided<[16, 1], offset: 17>>
  %5 = memref.subview %a[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32, strided<[]>>
  return
}
// -----
func.func @reshapes(%a: memref<4x4xf32>, %b: memref<16xf32>, %s: memref<2xindex>, %d: memref<?x4xf32>, %n: index) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %1 = memref.expand_shape %b [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %2 = memref.reshape %b(%s) : (memref<16xf32>, memref<2xindex>) -> memref<4x4xf32>
  %3 = memref.collapse_shape %d [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %4 = memref.expand_shape %3 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %5 = memref.collapse_shape %a [[0, 1]] {x} : memref<4x4xf32> into memref<16xf32>
  %e = memref.alloc() : memref<1xf32>
  %6 = memref.collapse_shape %e [] : memref<1xf32> into memref<f32>
  %7 = memref.expand_shape %6 [] output_shape [1] : memref<f32> into memref<1xf32>
  return
}
// -----
func.func @transpose_meta(%a: memref<4x8xf32>, %u: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %u (i, j) -> (j, i) {x} : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
  return
}
