// Memref chains and the queries of them, from the memdeep random programs
// (random_memdeep_*_test.go) and probes written against mlir-opt 19.

// A read not merged with an earlier one (a call came between) is the one a later read
// merges with: CSE's table entry is the newest equivalent op.
func.func private @use(i32)
func.func @cse_newest_read(%m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  call @use(%0) : (i32) -> ()
  %1 = memref.load %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  return %1, %2 : i32, i32
}

// -----
#map = affine_map<(d0, d1) -> (d0 + d1 * 4)>
func.func private @use(i32)
func.func @cse_newest_read_0d(%n: memref<4x4xi32, #map>) -> (i32, i32) {
  %v3 = memref.reinterpret_cast %n to offset: [0], sizes: [], strides: [] : memref<4x4xi32, #map> to memref<i32, strided<[]>>
  %v4 = memref.load %v3[] : memref<i32, strided<[]>>
  func.call @use(%v4) : (i32) -> ()
  %v5 = memref.extract_aligned_pointer_as_index %n : memref<4x4xi32, #map> -> index
  %v6 = memref.load %v3[] : memref<i32, strided<[]>>
  %v7 = memref.load %v3[] : memref<i32, strided<[]>>
  %c0 = arith.constant 0 : index
  memref.store %v6, %n[%c0, %c0] : memref<4x4xi32, #map>
  return %v7, %v6 : i32, i32
}

// -----
func.func private @use(f32)
func.func @cse_newest_read_loop(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %a, %m[%i] : memref<?xf32>
  }
  %b = memref.load %m[%c0] : memref<?xf32>
  %c = memref.load %m[%c0] : memref<?xf32>
  call @use(%b) : (f32) -> ()
  %d = memref.load %m[%c0] : memref<?xf32>
  %e = arith.addf %c, %d : f32
  return %e : f32
}

// -----
// Chains of views, strided, affine-map, memory-space and 0-d arguments, the dims of
// every producer, casts folded into each consumer, buffers only written.
func.func @sv_sv_static(%a: memref<16x16xf32>) -> memref<2x2xf32, strided<[16, 1], offset: 51>> {
  %0 = memref.subview %a[2, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %1 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<2x2xf32, strided<[16, 1], offset: 51>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: 51>>
}
// -----
func.func @sv_sv_dyn(%a: memref<?x?xf32>, %i: index, %j: index, %s: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %a[%i, %j] [%s, %s] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[%c1, %c2] [%c2, %c2] [%c1, %c1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.cast %1 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @sv_sv_rr(%a: memref<8x16x4xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %a[%i, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.subview %0[3, 0] [1, 4] [1, 1] : memref<16x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}
// -----
func.func @cast_sv(%a: memref<16x16xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %0 = memref.cast %a : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %1 : memref<4x4xf32, strided<[?, 1]>>
}
// -----
func.func @sv_cast(%a: memref<16x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %a[1, 1] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 17>>
  %1 = memref.cast %0 : memref<4x4xf32, strided<[16, 1], offset: 17>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @rc_rc(%a: memref<64xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 8>> {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
  %1 = memref.reinterpret_cast %0 to offset: [8], sizes: [4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
  return %1 : memref<4x4xf32, strided<[4, 1], offset: 8>>
}
// -----
func.func @rc_rc_dyn(%a: memref<?xf32>, %o: index, %s: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.reinterpret_cast %a to offset: [%o], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %0 to offset: [%o], sizes: [%s], strides: [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}
// -----
func.func @rc_sv(%a: memref<16x16xf32>) -> memref<256xf32> {
  %0 = memref.subview %a[2, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [256], strides: [1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<256xf32>
  return %1 : memref<256xf32>
}
// -----
func.func @rc_cast(%a: memref<16x16xf32>) -> memref<256xf32> {
  %0 = memref.cast %a : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [256], strides: [1] : memref<?x?xf32> to memref<256xf32>
  return %1 : memref<256xf32>
}
// -----
func.func @rc_cast_unranked(%a: memref<16x16xf32>) -> memref<256xf32> {
  %0 = memref.cast %a : memref<16x16xf32> to memref<*xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [256], strides: [1] : memref<*xf32> to memref<256xf32>
  return %1 : memref<256xf32>
}
// -----
func.func @rc_identity(%a: memref<16x16xf32>) -> memref<16x16xf32> {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [16, 16], strides: [16, 1] : memref<16x16xf32> to memref<16x16xf32>
  return %0 : memref<16x16xf32>
}
// -----
func.func @rc_of_sv_identity(%a: memref<16x16xf32>) -> memref<16x16xf32> {
  %0 = memref.subview %a[2, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [16, 16], strides: [16, 1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<16x16xf32>
  return %1 : memref<16x16xf32>
}
// -----
func.func @exp_col(%a: memref<64xf32>) -> memref<64xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return %1 : memref<64xf32>
}
// -----
func.func @col_exp(%a: memref<8x8xf32>) -> memref<8x8xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  return %1 : memref<8x8xf32>
}
// -----
func.func @col_exp_other(%a: memref<8x8xf32>) -> memref<4x16xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 16] : memref<64xf32> into memref<4x16xf32>
  return %1 : memref<4x16xf32>
}
// -----
func.func @exp_col_dyn(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
// -----
func.func @exp_col_3(%a: memref<2x64xf32>) -> memref<2x64xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [2, 8, 8] : memref<2x64xf32> into memref<2x8x8xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x8x8xf32> into memref<2x64xf32>
  return %1 : memref<2x64xf32>
}
// -----
func.func @exp_exp(%a: memref<64xf32>) -> memref<2x4x8xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  return %1 : memref<2x4x8xf32>
}
// -----
func.func @col_col(%a: memref<2x4x8xf32>) -> memref<64xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return %1 : memref<64xf32>
}
// -----
func.func @view_cast_alloc(%n: index) -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %0 = memref.alloc(%c256) : memref<?xi8>
  %1 = memref.view %0[%c0][] : memref<?xi8> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
// -----
func.func @view_dyn(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.alloc() : memref<256xi8>
  %1 = memref.view %0[%c0][%c4] : memref<256xi8> to memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
// -----
func.func @dims(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<4x?xf32, strided<[4, 1], offset: 2>>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm = arith.constant -1 : index
  %0 = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.dim %b, %c0 : memref<4x?xf32, strided<[4, 1], offset: 2>>
  %2 = memref.dim %b, %c2 : memref<4x?xf32, strided<[4, 1], offset: 2>>
  %3 = memref.dim %b, %cm : memref<4x?xf32, strided<[4, 1], offset: 2>>
  %4 = memref.dim %b, %i : memref<4x?xf32, strided<[4, 1], offset: 2>>
  %5 = memref.rank %b : memref<4x?xf32, strided<[4, 1], offset: 2>>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
// -----
func.func @dim_alloc(%n: index, %m: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %1 = memref.dim %0, %c0 : memref<?x4x?xf32>
  %2 = memref.dim %0, %c1 : memref<?x4x?xf32>
  %3 = memref.dim %0, %c5 : memref<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %4 = memref.dim %0, %c2 : memref<?x4x?xf32>
  return %1, %2, %3, %4 : index, index, index, index
}
// -----
func.func @dim_alloca_oob(%n: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.alloca(%n) : memref<?xf32>
  %1 = memref.dim %0, %c3 : memref<?xf32>
  return %1 : index
}
// -----
func.func @dim_subview(%a: memref<?x?xf32>, %s: index, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %a[0, 0] [%s, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1]>>
  %1 = memref.dim %0, %c0 : memref<?x4xf32, strided<[?, 1]>>
  %2 = memref.dim %0, %i : memref<?x4xf32, strided<[?, 1]>>
  return %1, %2 : index, index
}
// -----
func.func @dim_subview_rr(%a: memref<?x?x?xf32>, %s: index, %t: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %a[0, 0, 0] [%s, 1, %t] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %2 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %1, %2 : index, index
}
// -----
func.func @dim_cast(%a: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.dim %0, %c0 : memref<?x?xf32>
  %2 = memref.dim %0, %c1 : memref<?x?xf32>
  return %1, %2 : index, index
}
// -----
func.func @dim_cast_unranked(%a: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %1 = memref.dim %0, %c0 : memref<*xf32>
  %2 = memref.rank %0 : memref<*xf32>
  return %1, %2 : index, index
}
// -----
func.func @dim_rc(%a: memref<?xf32>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %1 = memref.dim %0, %c0 : memref<?x4xf32, strided<[4, 1]>>
  %2 = memref.dim %0, %c1 : memref<?x4xf32, strided<[4, 1]>>
  return %1, %2 : index, index
}
// -----
func.func @dim_expand(%a: memref<?xf32>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.expand_shape %a [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.dim %0, %c0 : memref<?x4xf32>
  %2 = memref.dim %0, %c1 : memref<?x4xf32>
  return %1, %2 : index, index
}
// -----
func.func @dim_collapse(%a: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  return %1 : index
}
// -----
func.func @dim_view(%s: index, %o: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<2048xi8>
  %0 = memref.view %b[%o][%s] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.dim %0, %c0 : memref<?x4xf32>
  %2 = memref.dim %0, %c1 : memref<?x4xf32>
  return %1, %2 : index, index
}
// -----
func.func @dim_realloc(%a: memref<?xf32>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.realloc %a(%s) : memref<?xf32> to memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  %2 = memref.realloc %a : memref<?xf32> to memref<8xf32>
  %3 = memref.dim %2, %c0 : memref<8xf32>
  return %1, %3 : index, index
}
// -----
memref.global "private" constant @g : memref<4x8xf32> = dense<1.0>
func.func @dim_global() -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.get_global @g : memref<4x8xf32>
  %1 = memref.dim %0, %c0 : memref<4x8xf32>
  %2 = memref.rank %0 : memref<4x8xf32>
  return %1, %2 : index, index
}
// -----
func.func @dim_transpose(%a: memref<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.dim %0, %c0 : memref<?x?xf32, strided<[1, ?]>>
  %2 = memref.dim %0, %c1 : memref<?x?xf32, strided<[1, ?]>>
  return %1, %2 : index, index
}
// -----
func.func @dim_loop(%n: index, %lb: index, %ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%m = %a) -> (memref<?xf32>) {
    %d = memref.dim %m, %c0 : memref<?xf32>
    func.call @use(%d) : (index) -> ()
    scf.yield %m : memref<?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?xf32>
  return %e : index
}
func.func private @use(index)
// -----
func.func @dim_loop2(%n: index, %lb: index, %ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%m = %a) -> (memref<?xf32>) {
    %d = memref.dim %m, %c0 : memref<?xf32>
    %b = memref.alloc(%d) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?xf32>
  return %e : index
}
// -----
func.func @dim_if(%c: i1, %n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %a = memref.alloc(%m) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?xf32>
  return %e : index
}
// -----
func.func @zero_d(%a: memref<f32>, %b: memref<f32, 3>) -> (index, f32) {
  %0 = memref.rank %a : memref<f32>
  %1 = memref.load %b[] : memref<f32, 3>
  %2 = memref.cast %a : memref<f32> to memref<*xf32>
  %3 = memref.cast %2 : memref<*xf32> to memref<f32>
  memref.store %1, %3[] : memref<f32>
  memref.copy %a, %3 : memref<f32> to memref<f32>
  return %0, %1 : index, f32
}
// -----
func.func @mem_space(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4) : memref<?xf32, 1>
  %1 = memref.alloc(%c4) : memref<?xf32, #gpu.address_space<workgroup>>
  %2 = memref.load %0[%c0] : memref<?xf32, 1>
  memref.store %2, %1[%c0] : memref<?xf32, #gpu.address_space<workgroup>>
  %3 = memref.alloca(%c4) : memref<?xf32, "foo">
  memref.store %2, %3[%c0] : memref<?xf32, "foo">
  %4 = memref.load %3[%c0] : memref<?xf32, "foo">
  return %4 : f32
}
// -----
#map = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
func.func @affine_layout(%a: memref<4x16xf32, #map>, %b: memref<4x4xf32, #map2>) -> (index, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %a, %c1 : memref<4x16xf32, #map>
  %1 = memref.load %a[%c0, %c1] : memref<4x16xf32, #map>
  %2 = memref.cast %a : memref<4x16xf32, #map> to memref<?x16xf32, #map>
  %3 = memref.load %2[%c0, %c1] : memref<?x16xf32, #map>
  %4 = memref.load %b[%c0, %c1] : memref<4x4xf32, #map2>
  return %0, %3, %4 : index, f32, f32
}
// -----
#map = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
func.func @affine_layout_sv(%a: memref<4x16xf32, #map>) -> memref<2x2xf32, strided<[16, 1], offset: 20>> {
  %0 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x16xf32, #map> to memref<2x2xf32, strided<[16, 1], offset: 20>>
  return %0 : memref<2x2xf32, strided<[16, 1], offset: 20>>
}
// -----
#map = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
func.func @affine_layout_metadata(%a: memref<4x16xf32, #map>) -> (index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %a : memref<4x16xf32, #map> -> memref<f32>, index, index, index, index, index
  return %off, %st#0, %s#1 : index, index, index
}
// -----
func.func @cast_into_consumers(%a: memref<4x8xf32>, %v: f32, %i: index) -> (f32, index, index, f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %i] : memref<?x?xf32>
  memref.store %v, %0[%i, %i] : memref<?x?xf32>
  %2 = memref.dim %0, %i : memref<?x?xf32>
  %3 = memref.rank %0 : memref<?x?xf32>
  %4 = memref.atomic_rmw addf %v, %0[%i, %i] : (f32, memref<?x?xf32>) -> f32
  memref.prefetch %0[%i, %i], read, locality<3>, data : memref<?x?xf32>
  memref.dealloc %0 : memref<?x?xf32>
  return %1, %2, %3, %4 : f32, index, index, f32
}
// -----
func.func @cast_into_consumers2(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %i: index) -> (index, index) {
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %b : memref<4x8xf32> to memref<?x8xf32>
  memref.copy %0, %1 : memref<?x?xf32> to memref<?x8xf32>
  %2 = memref.extract_aligned_pointer_as_index %0 : memref<?x?xf32> -> index
  memref.assume_alignment %0, 16 : memref<?x?xf32>
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %2, %s#0 : index, index
}
// -----
func.func @cast_into_consumers3(%a: memref<4x8xf32>, %i: index) -> (memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<8x4xf32, strided<[1, ?]>>, memref<?xf32>, memref<?x2x4xf32>, memref<32xf32>) {
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, 0] [2, %i] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %3 = memref.cast %2 : memref<?x?xf32, strided<[1, ?]>> to memref<8x4xf32, strided<[1, ?]>>
  %4 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %5 = memref.cast %a : memref<4x8xf32> to memref<?x8xf32>
  %c1 = arith.constant 1 : index
  %6 = memref.expand_shape %5 [[0], [1, 2]] output_shape [%i, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  %7 = memref.reinterpret_cast %0 to offset: [0], sizes: [32], strides: [1] : memref<?x?xf32> to memref<32xf32>
  return %1, %3, %4, %6, %7 : memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<8x4xf32, strided<[1, ?]>>, memref<?xf32>, memref<?x2x4xf32>, memref<32xf32>
}
// -----
func.func @cast_into_view(%i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<64xi8>
  %0 = memref.cast %a : memref<64xi8> to memref<?xi8>
  %1 = memref.view %0[%i][] : memref<?xi8> to memref<4xf32>
  return %1 : memref<4xf32>
}
// -----
func.func @cast_into_realloc(%a: memref<4xf32>) -> memref<8xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.realloc %0 : memref<?xf32> to memref<8xf32>
  return %1 : memref<8xf32>
}
// -----
func.func @cast_into_msc(%a: memref<4xf32, 1>) -> memref<?xf32> {
  %0 = memref.cast %a : memref<4xf32, 1> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32>
  return %1 : memref<?xf32>
}
// -----
func.func @cast_into_gar(%a: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.generic_atomic_rmw %0[%i] : memref<?xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f32
    %y = arith.addf %x, %c : f32
    memref.atomic_yield %y : f32
  }
  return %1 : f32
}
// -----
func.func @cast_into_reshape(%a: memref<4x4xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.reshape %0(%s) : (memref<?x?xf32>, memref<1xindex>) -> memref<?xf32>
  return %1 : memref<?xf32>
}
// -----
func.func @cast_into_call(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  func.call @f(%0) : (memref<?xf32>) -> ()
  return
}
func.func private @f(memref<?xf32>)
// -----
func.func @cast_into_dma(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  %c4 = arith.constant 4 : index
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32, 1> to memref<?xf32, 1>
  memref.dma_start %0[%i], %1[%i], %c4, %t[%i] : memref<?xf32>, memref<?xf32, 1>, memref<1xi32>
  %2 = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_wait %2[%i], %c4 : memref<?xi32>
  return
}
// -----
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @s : memref<f32> = dense<5.0>
func.func @load_const_global() -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %0 = memref.get_global @g : memref<4xf32>
  %1 = memref.load %0[%c1] : memref<4xf32>
  %2 = memref.get_global @s : memref<f32>
  %3 = memref.load %2[] : memref<f32>
  return %1, %3 : f32, f32
}
// -----
func.func @alloc_only_stores(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.dealloc %2 : memref<4xf32>
  %3 = memref.alloc() : memref<4xf32>
  %4 = memref.cast %3 : memref<4xf32> to memref<?xf32>
  memref.store %v, %4[%i] : memref<?xf32>
  memref.dealloc %4 : memref<?xf32>
  %5 = memref.alloc() : memref<4xf32>
  %6 = memref.subview %5[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.store %v, %6[%i] : memref<2xf32, strided<[1]>>
  %7 = memref.alloc() : memref<4xf32>
  %8 = memref.atomic_rmw addf %v, %7[%i] : (f32, memref<4xf32>) -> f32
  %9 = memref.alloc() : memref<4xf32>
  memref.copy %9, %9 : memref<4xf32> to memref<4xf32>
  %10 = memref.alloc() : memref<4xf32>
  memref.copy %9, %10 : memref<4xf32> to memref<4xf32>
  return
}
// -----
func.func @alloc_stored_into(%v: memref<4xf32>, %p: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %p[%c0] : memref<1xmemref<4xf32>>
  %1 = memref.alloc() : memref<1xmemref<4xf32>>
  memref.store %v, %1[%c0] : memref<1xmemref<4xf32>>
  return
}
// -----
func.func @copy_same(%a: memref<4xf32>, %b: memref<?xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %a : memref<?xf32> to memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<?xf32> to memref<4xf32>
  memref.copy %b, %1 : memref<?xf32> to memref<4xf32>
  return
}
// -----
func.func @alloca_scope_nested(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    %r2 = memref.alloca_scope -> f32 {
      %b = memref.alloca() : memref<4xf32>
      memref.store %v, %b[%c0] : memref<4xf32>
      %x = memref.load %b[%c0] : memref<4xf32>
      memref.alloca_scope.return %x : f32
    }
    %y = memref.load %a[%c0] : memref<4xf32>
    %z = arith.addf %y, %r2 : f32
    memref.alloca_scope.return %z : f32
  }
  return %r : f32
}
// -----
func.func @alloca_scope_in_loop(%v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
      %x = memref.load %a[%c0] : memref<4xf32>
      func.call @use(%x) : (f32) -> ()
    }
  }
  return
}
func.func private @use(f32)
// -----
func.func @alloca_scope_hoist(%v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
      memref.store %v, %b[%c0] : memref<?xf32>
      %x = memref.load %a[%c0] : memref<4xf32>
      func.call @use(%x) : (f32) -> ()
      %y = memref.load %b[%c0] : memref<?xf32>
      func.call @use(%y) : (f32) -> ()
    }
  }
  return
}
func.func private @use(f32)
// -----
func.func @gar_const(%a: memref<4xf32>, %i: index) -> (f32, f32) {
  %1 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  %2 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  return %1, %2 : f32, f32
}
// -----
func.func @rmw_identity(%a: memref<4xf32>, %b: memref<4xi32>, %i: index) -> (f32, i32, f32, i32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %zi = arith.constant 0 : i32
  %1 = memref.atomic_rmw addf %z, %a[%i] : (f32, memref<4xf32>) -> f32
  %2 = memref.atomic_rmw addi %zi, %b[%i] : (i32, memref<4xi32>) -> i32
  %3 = memref.atomic_rmw addf %nz, %a[%i] : (f32, memref<4xf32>) -> f32
  %4 = memref.atomic_rmw ori %zi, %b[%i] : (i32, memref<4xi32>) -> i32
  return %1, %2, %3, %4 : f32, i32, f32, i32
}
// -----
func.func @assume_dead(%a: memref<4xf32>) -> index {
  memref.assume_alignment %a, 16 : memref<4xf32>
  %0 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %1 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %2 = arith.addi %0, %1 : index
  return %2 : index
}
// -----
func.func @prefetch_dead() {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.prefetch %0[%c0], write, locality<1>, instr : memref<4xf32>
  return
}

// -----
// A cast chain that comes back to its type: the in-place fold of the outer cast is
// followed by CastOpInterface's identity fold, whatever the order the driver visits
// the casts in (bottom-up, the outer one first).
func.func @space_cast_round_trip(%n: memref<4xf32>, %i: index) -> (f32, f32) {
  %v1 = memref.memory_space_cast %n : memref<4xf32> to memref<4xf32, 3>
  %v4 = memref.memory_space_cast %v1 : memref<4xf32, 3> to memref<4xf32>
  %v5 = memref.memory_space_cast %v4 : memref<4xf32> to memref<4xf32, 3>
  %a = memref.load %v1[%i] : memref<4xf32, 3>
  %b = memref.load %v5[%i] : memref<4xf32, 3>
  return %a, %b : f32, f32
}

// -----
func.func @cast_round_trip(%x: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.cast %x : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<?xf32>
  %3 = memref.cast %2 : memref<?xf32> to memref<4xf32>
  %a = memref.load %3[%i] : memref<4xf32>
  %b = memref.load %2[%i] : memref<?xf32>
  return %a, %b : f32, f32
}

// -----
// extract_strided_metadata's fold moves the uses of a static size to a new constant
// user by user with an iterator advanced first: a user holding the size twice ends the
// walk, the other load keeps it until the fold runs again and makes a second constant
// (one iteration shows both constants).
func.func @metadata_const_users(%n1: memref<16x?xf32, strided<[?, 2]>>, %b: index) -> (f32, f32) {
  %v3 = arith.constant 6 : index
  %v7 = memref.cast %n1 : memref<16x?xf32, strided<[?, 2]>> to memref<?x?xf32, strided<[?, 2]>>
  %v11 = arith.constant 2 : index
  %v12 = memref.subview %v7[1, %v3] [%v11, 1] [2, 1] : memref<?x?xf32, strided<[?, 2]>> to memref<?x1xf32, strided<[?, 2], offset: ?>>
  %v13:6 = memref.extract_strided_metadata %v12 : memref<?x1xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  %v15 = memref.load %v12[%v13#3, %v13#3] : memref<?x1xf32, strided<[?, 2], offset: ?>>
  %v19 = memref.load %v12[%v13#3, %v13#3] : memref<?x1xf32, strided<[?, 2], offset: ?>>
  return %v15, %v19 : f32, f32
}

// -----
func.func @metadata_const_users_mixed(%m: memref<4x8xf32>, %i: index) -> (f32, f32, f32) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %1 = memref.load %0[%s#0, %i] : memref<?x?xf32>
  %2 = memref.load %0[%s#1, %s#1] : memref<?x?xf32>
  %3 = memref.load %0[%t#0, %s#0] : memref<?x?xf32>
  return %1, %2, %3 : f32, f32, f32
}

// -----
// realloc frees its source and allocates its result but writes nothing: CSE merges the
// loads around it (an unused realloc is still no dead op).
func.func @cse_across_realloc(%m: memref<4xf32>, %v: memref<?xi32>, %i: index) -> (f32, f32, memref<13xi32>) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %r = memref.realloc %v : memref<?xi32> to memref<13xi32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %r : f32, f32, memref<13xi32>
}

// -----
func.func @unused_realloc(%v: memref<?xi32>) {
  %r = memref.realloc %v : memref<?xi32> to memref<13xi32>
  return
}

// -----

// An expand_shape of a collapse_shape by the same groups folds back to the collapse's
// source when no group has two dynamic sizes, however many the type has (MLIR 19's
// foldReshapeOp); bottom-up, it folds before the collapse's cast folder runs.
func.func @expand_of_collapse_groups(%n0: memref<6x1x4xf32, strided<[8, 4, 1], offset: 5>>, %b: index, %d: index, %v: f32) {
  %c2 = arith.constant 2 : index
  %v12 = memref.cast %n0 : memref<6x1x4xf32, strided<[8, 4, 1], offset: 5>> to memref<?x?x4xf32, strided<[8, 4, 1], offset: 5>>
  %v17 = memref.collapse_shape %v12 [[0], [1, 2]] : memref<?x?x4xf32, strided<[8, 4, 1], offset: 5>> into memref<?x?xf32, strided<[8, 1], offset: 5>>
  %v42 = memref.expand_shape %v17 [[0], [1, 2]] output_shape [%d, %b, 4] : memref<?x?xf32, strided<[8, 1], offset: 5>> into memref<?x?x4xf32, strided<[8, 4, 1], offset: 5>>
  memref.store %v, %v42[%c2, %c2, %c2] : memref<?x?x4xf32, strided<[8, 4, 1], offset: 5>>
  return
}

// -----

// Two dynamic sizes in one group: the expand may split it otherwise, so it stays.
func.func @expand_of_collapse_two_dynamic_in_group(%m: memref<?x?x4xf32>, %a: index, %b: index) -> memref<?x?x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [%a, %b, 4] : memref<?x4xf32> into memref<?x?x4xf32>
  return %e : memref<?x?x4xf32>
}

// -----

// Each group with one dynamic size: folds.
func.func @expand_of_collapse_one_dynamic_each(%m: memref<?x4x?x2xf32>, %a: index, %b: index) -> memref<?x4x?x2xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<?x4x?x2xf32> into memref<?x?xf32>
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [%a, 4, %b, 2] : memref<?x?xf32> into memref<?x4x?x2xf32>
  return %e : memref<?x4x?x2xf32>
}

// -----

// Other groups than the collapse's: stays.
func.func @expand_of_collapse_other_groups(%m: memref<?x4x?x2xf32>, %a: index, %b: index) -> memref<?x4x?x2xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<?x4x?x2xf32> into memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2, 3]] output_shape [%a, 4, %b, 2] : memref<?x?xf32> into memref<?x4x?x2xf32>
  return %e : memref<?x4x?x2xf32>
}
