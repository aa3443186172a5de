// Canonicalization probes for the memref dialect: each pattern and folder LLVM 19 has,
// and forms where it must not fire. TestPassDifferential compares ascopt -canonicalize with
// mlir-opt 19 on every function.

func.func @cast_fold_users(%arg0: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %0, %c0 : memref<?xf32>
  memref.store %v, %0[%d] : memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %1 : f32
}
func.func @cast_in_cast(%a: memref<42x42xf64>) {
  %4 = memref.cast %a : memref<42x42xf64> to memref<?x42xf64>
  %5 = memref.cast %4 : memref<?x42xf64> to memref<?x?xf64>
  "test.user"(%5) : (memref<?x?xf64>) -> ()
  return
}
func.func @cast_chain(%a: memref<42x42xf64>) -> memref<42x42xf64> {
  %4 = memref.cast %a : memref<42x42xf64> to memref<?x42xf64>
  %5 = memref.cast %4 : memref<?x42xf64> to memref<42x42xf64>
  return %5 : memref<42x42xf64>
}
func.func @cast_more_static(%a: memref<?x?xf64>) -> memref<?x?xf64> {
  %4 = memref.cast %a : memref<?x?xf64> to memref<4x?xf64>
  %5 = memref.cast %4 : memref<4x?xf64> to memref<?x?xf64>
  return %5 : memref<?x?xf64>
}
func.func @cast_identity(%a: memref<?xf64>) -> memref<?xf64> {
  %4 = memref.cast %a : memref<?xf64> to memref<?xf64>
  return %4 : memref<?xf64>
}
func.func @cast_unranked(%a: memref<4xf32>) -> memref<4xf32> {
  %4 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %5 = memref.cast %4 : memref<*xf32> to memref<4xf32>
  return %5 : memref<4xf32>
}
func.func @cast_unranked_load(%a: memref<4xf32>, %i: index) -> f32 {
  %4 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %5 = memref.cast %4 : memref<*xf32> to memref<?xf32>
  %6 = memref.load %5[%i] : memref<?xf32>
  return %6 : f32
}
func.func @dead_alloc_fold() {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  return
}
func.func @dead_dealloc_fold() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @dead_dealloc_fold_multi_use(%cond : i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  memref.dealloc %a: memref<4xf32>
  return
^bb2:
  memref.dealloc %a: memref<4xf32>
  return
}
func.func @write_only_alloc_fold(%v: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  memref.dealloc %a: memref<?xf32>
  return
}
func.func @write_only_alloca_fold(%v: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloca(%c4) : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  return
}
func.func @alloc_stored_into(%v: memref<4xf32>, %o: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %o[%c0] : memref<1xmemref<4xf32>>
  return
}
func.func @alloc_stored_itself(%o: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xmemref<1xf32>>
  %b = memref.alloc() : memref<1xf32>
  memref.store %b, %a[%c0] : memref<1xmemref<1xf32>>
  return
}
func.func @dyn_shape_fold(%L : index, %M : index) -> (memref<4 x ? x 8 x ? x ? x f32>, memref<? x ? x i32>, memref<? x ? x f32>, memref<4 x ? x 8 x ? x ? x f32>) {
  %zero = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %N = arith.constant 1024 : index
  %K = arith.constant 512 : index
  %a = memref.alloc(%L, %N) : memref<? x ? x i32>
  %b = memref.alloc(%N, %K, %M) : memref<4 x ? x 8 x ? x ? x f32>
  %c = memref.alloc(%K) : memref<? x 1024 x f32>
  %d = memref.alloc(%zero, %c1) : memref<? x ? x f32>
  %e = memref.alloc(%L, %N, %K) {alignment = 16} : memref<4 x ? x 8 x ? x ? x f32>
  %v = memref.load %c[%zero, %zero] : memref<?x1024xf32>
  memref.store %v, %b[%zero, %zero, %zero, %zero, %zero] : memref<4x?x8x?x?xf32>
  return %b, %a, %d, %e : memref<4 x ? x 8 x ? x ? x f32>, memref<? x ? x i32>, memref<? x ? x f32>, memref<4 x ? x 8 x ? x ? x f32>
}
func.func @alloc_layout_fold(%s : index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4)[%s] : memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %a : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @alloc_map_fold(%s : index) -> memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return %a : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
}
func.func @alloc_symbol_const(%s : index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc()[%c4] : memref<4xf32, strided<[1], offset: ?>>
  return %a : memref<4xf32, strided<[1], offset: ?>>
}
func.func @alloca_memspace() -> memref<?xf32, 3> {
  %c4 = arith.constant 4 : index
  %a = memref.alloca(%c4) : memref<?xf32, 3>
  return %a : memref<?xf32, 3>
}
func.func @alloc_neg(%x: f32) -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @alloc_zero(%x: f32) -> memref<?xf32> {
  %c = arith.constant 0 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @const_fold_propagate() -> memref<?x?xf32> {
  %VT_i = arith.constant 512 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %VT_i_s = arith.divui %VT_i, %c8 : index
  %VT_k_l = arith.divui %VT_i, %c16 : index
  %Av = memref.alloc(%VT_i_s, %VT_k_l) : memref<?x?xf32>
  return %Av : memref<?x?xf32>
}
func.func @dim_of_alloca(%size: index) -> index {
  %0 = memref.alloca(%size) : memref<?xindex>
  %c0 = arith.constant 0 : index
  %1 = memref.dim %0, %c0 : memref<?xindex>
  return %1 : index
}
func.func @dim_of_alloca_with_dynamic_size(%arg0: memref<*xf32>) -> index {
  %0 = memref.rank %arg0 : memref<*xf32>
  %1 = memref.alloca(%0) : memref<?xindex>
  %c0 = arith.constant 0 : index
  %2 = memref.dim %1, %c0 : memref<?xindex>
  return %2 : index
}
func.func @dim_of_memref_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  "test.side_effect"() : () -> ()
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}
func.func @dim_of_memref_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}
func.func @dim_of_memref_reshape_block_arg_index(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %dim = memref.dim %reshape, %arg2 : memref<*xf32>
  return %dim : index
}
func.func @dim_of_memref_reshape_for(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %c1) -> (index) {
    %2 = memref.dim %0, %arg2 : memref<*xf32>
    %3 = arith.muli %arg3, %2 : index
    scf.yield %3 : index
  }
  return %1 : index
}
func.func @dim_of_memref_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = arith.muli %arg2, %c4 : index
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}
func.func @rank_fold(%a: memref<4x?xf32>) -> index {
  %r = memref.rank %a : memref<4x?xf32>
  return %r : index
}

// -----

func.func @view(%arg0 : index) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c15 = arith.constant 15 : index
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.view %0[%c15][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
  %r0 = memref.load %1[%c0, %c0] : memref<?x?xf32>
  %3 = memref.view %0[%c15][%arg0, %arg0] : memref<2048xi8> to memref<?x?xf32>
  %r1 = memref.load %3[%c0, %c0] : memref<?x?xf32>
  %5 = memref.view %0[%c15][%c7] : memref<2048xi8> to memref<?x4xf32>
  %r2 = memref.load %5[%c0, %c0] : memref<?x4xf32>
  %6 = memref.cast %0 : memref<2048xi8> to memref<?xi8>
  %7 = memref.view %6[%c15][%c7] : memref<?xi8> to memref<?x4xf32>
  %r3 = memref.load %7[%c0, %c0] : memref<?x4xf32>
  return %r0, %r1, %r2, %r3 : f32, f32, f32, f32
}
func.func @view_dim(%a: memref<2048xi8>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %a[%c0][%s] : memref<2048xi8> to memref<?x4xf32>
  %d0 = memref.dim %v, %c0 : memref<?x4xf32>
  %d1 = memref.dim %v, %c1 : memref<?x4xf32>
  return %d0, %d1 : index, index
}
func.func @view_same_type(%a: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][] : memref<16xi8> to memref<16xi8>
  return %v : memref<16xi8>
}
func.func @view_same_type_shift(%a: memref<16xi8>, %s: index) -> memref<16xi8> {
  %v = memref.view %a[%s][] : memref<16xi8> to memref<16xi8>
  return %v : memref<16xi8>
}
func.func @subview(%arg0 : index, %arg1 : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c15 = arith.constant 15 : index
  %0 = memref.alloc() : memref<8x16x4xf32, strided<[64, 4, 1], offset: 0>>
  %1 = memref.subview %0[%c0, %c0, %c0] [%c7, %c11, %c2] [%c1, %c1, %c1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: 0>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %v0 = memref.load %1[%c0, %c0, %c0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %2 = memref.subview %0[%c0, %arg0, %c0] [%c7, %c11, %c15] [%c1, %c1, %c1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: 0>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  memref.store %v0, %2[%c0, %c0, %c0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %3 = memref.alloc(%arg0) : memref<?x16x4xf32, strided<[64, 4, 1], offset: 0>>
  %4 = memref.subview %3[%c0, %arg0, %c0] [%c7, %c11, %c15] [%arg1, %arg1, %arg1] : memref<?x16x4xf32, strided<[64, 4, 1], offset: 0>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  memref.store %v0, %4[%c0, %c0, %c0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %5 = memref.subview %0[%arg0, %arg0, %arg0] [%c7, %c11, %c2] [%arg1, %arg1, %arg1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: 0>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  memref.store %v0, %5[%c0, %c0, %c0] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %6 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %7 = memref.subview %6[%arg0, %c1] [%c1, %c7] [%c2, %c2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v0, %7[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %8 = memref.alloc() : memref<16x4xf32>
  %9 = memref.subview %8[%c2, %c2] [%c1, %c1] [%c1, %c1] : memref<16x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %10 = memref.dim %9, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %11 = memref.subview %8[%c0, %arg0] [%arg1, %c1] [%c1, %c2] : memref<16x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %12 = memref.dim %11, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %13 = memref.dim %11, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %12, %13 : index, index
}
func.func @subview_of_subview(%m: memref<8x16xf32>, %i: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[1, %i] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %2 = memref.subview %1[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %2 : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_same_static(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  return %0 : memref<8x16xf32>
}
func.func @subview_full_strided(%m: memref<8x16xf32, strided<[32, 1]>>) -> memref<8x16xf32, strided<[32, 1]>> {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32, strided<[32, 1]>> to memref<8x16xf32, strided<[32, 1]>>
  return %0 : memref<8x16xf32, strided<[32, 1]>>
}
func.func @subview_dyn_full(%m: memref<?x16xf32>, %d: index) -> memref<?x16xf32, strided<[16, 1]>> {
  %0 = memref.subview %m[0, 0] [%d, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  return %0 : memref<?x16xf32, strided<[16, 1]>>
}
func.func @subview_dyn_full2(%m: memref<?x16xf32>) -> memref<?x16xf32, strided<[16, 1]>> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x16xf32>
  %0 = memref.subview %m[0, 0] [%d, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  return %0 : memref<?x16xf32, strided<[16, 1]>>
}
func.func @subview_rank_reduce(%m: memref<1x16x1xf32>) -> memref<16xf32> {
  %0 = memref.subview %m[0, 0, 0] [1, 16, 1] [1, 1, 1] : memref<1x16x1xf32> to memref<16xf32>
  return %0 : memref<16xf32>
}
func.func @subview_rank_reduce_const(%m: memref<8x16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, 0] [1, %c4] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @subview_cast_src(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %0 = memref.subview %c[%i, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_cast_src_dyn(%m: memref<8x?xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x?xf32> to memref<?x?xf32>
  %0 = memref.subview %c[%i, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_strided_cast(%m: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %0 = memref.subview %c[0, 0] [4, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_negative(%m: memref<8x16xf32>) -> memref<?x4xf32, strided<[16, 1]>> {
  %c = arith.constant -1 : index
  %0 = memref.subview %m[0, 0] [%c, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1]>>
  return %0 : memref<?x4xf32, strided<[16, 1]>>
}
func.func @subview_zero_stride(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = arith.constant 0 : index
  %0 = memref.subview %m[0, 0] [4, 4] [%c, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %0 : memref<4x4xf32, strided<[?, 1]>>
}
func.func @subview_neg_offset(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c = arith.constant -3 : index
  %0 = memref.subview %m[%c, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_neg_stride(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = arith.constant -1 : index
  %0 = memref.subview %m[0, 0] [4, 4] [%c, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %0 : memref<4x4xf32, strided<[?, 1]>>
}
func.func @subview_memspace(%m: memref<8x16xf32, 3>) -> memref<4x4xf32, strided<[16, 1], offset: ?>, 3> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c1, %c1] [4, 4] [1, 1] : memref<8x16xf32, 3> to memref<4x4xf32, strided<[16, 1], offset: ?>, 3>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>, 3>
}

// -----

func.func @rc_zero(%m: memref<?xf32>) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c = arith.constant -2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %m to offset: [%c], sizes: [%c4, 4], strides: [%c0, 1] : memref<?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_const(%m: memref<?xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.reinterpret_cast %m to offset: [%c8], sizes: [%c4, 4], strides: [%c4, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_neg_stride(%m: memref<?xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c = arith.constant -4 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %m to offset: [%c4], sizes: [%c4, 4], strides: [%c, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_neg_size(%m: memref<?xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c = arith.constant -4 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %m to offset: [%c4], sizes: [%c, 4], strides: [%c4, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_same(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
func.func @rc_same_dyn(%m: memref<?xf32>, %s: index) -> memref<?xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @sv_zero_size(%m: memref<8x16xf32>) -> memref<?x4xf32, strided<[16, 1]>> {
  %c = arith.constant 0 : index
  %0 = memref.subview %m[0, 0] [%c, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1]>>
  return %0 : memref<?x4xf32, strided<[16, 1]>>
}
func.func @sv_two_lists(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c1, 0] [%c2, %c2] [%c2, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @sv_zero_stride_plus(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[?, ?]>> {
  %c = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[0, 0] [4, 4] [%c, %c2] : memref<8x16xf32> to memref<4x4xf32, strided<[?, ?]>>
  return %0 : memref<4x4xf32, strided<[?, ?]>>
}

// -----

func.func @a(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c2, 0] [4, 4] [%c, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}
func.func @b(%m: memref<8x16xf32>, %s: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c2, 0] [4, 4] [%s, %c] : memref<8x16xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
func.func @d(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[?, 1], offset: 32>> {
  %c = arith.constant 3 : index
  %0 = memref.subview %m[2, 0] [4, 4] [%c, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, 1], offset: 32>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: 32>>
}

// -----

func.func @compose_collapse_of_collapse(%arg0 : memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @compose_collapse_of_collapse_zero_dim(%arg0 : memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}
func.func @do_not_compose_collapse_of_expand_non_identity_layout(%arg0: memref<?x?xf32, strided<[?, 1], offset: 0>>, %sz0: index, %sz1: index) -> memref<?xf32, strided<[?], offset: 0>> {
  %1 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32, strided<[?, 1], offset: 0>> into memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>>
  %2 = memref.collapse_shape %1 [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: 0>> into memref<?xf32, strided<[?], offset: 0>>
  return %2 : memref<?xf32, strided<[?], offset: 0>>
}
func.func @compose_expand_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index) -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}
func.func @compose_expand_of_expand_of_zero_dim(%arg0 : memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
func.func @fold_collapse_of_expand(%arg0 : memref<12x4xf32>) -> memref<12x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  return %1 : memref<12x4xf32>
}
func.func @fold_collapse_collapse_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @collapse_expand_to_cast(%arg0 : memref<?xf32>, %sz0: index) -> memref<?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [1, %sz0] : memref<?xf32> into memref<1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @expand_of_collapse(%arg0 : memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}
func.func @expand_of_collapse_other(%arg0 : memref<2x3x4xf32>) -> memref<3x2x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
  return %1 : memref<3x2x4xf32>
}
func.func @expand_of_collapse_finer(%arg0 : memref<6x4xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : memref<24xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}
func.func @collapse_of_expand_coarser(%arg0 : memref<2x3x4xf32>) -> memref<24xf32> {
  %0 = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x3x2x2xf32> into memref<24xf32>
  return %1 : memref<24xf32>
}
func.func @collapse_after_memref_cast_type_change(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}
func.func @collapse_after_memref_cast(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}
func.func @collapse_after_memref_cast_type_change_dynamic(%arg0: memref<1x1x1x?xi64>) -> memref<?x?xi64> {
  %casted = memref.cast %arg0 : memref<1x1x1x?xi64> to memref<1x1x?x?xi64>
  %collapsed = memref.collapse_shape %casted [[0, 1, 2], [3]] : memref<1x1x?x?xi64> into memref<?x?xi64>
  return %collapsed : memref<?x?xi64>
}
func.func @fold_memref_expand_cast(%arg0 : memref<?x?xf32>) -> memref<2x4x4xf32> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<8x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return %1 : memref<2x4x4xf32>
}
func.func @expand_const_shape(%arg0 : memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @expand_dim(%arg0 : memref<?xf32>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.dim %0, %c0 : memref<?x4xf32>
  return %d : index
}
func.func @collapse_dim(%arg0 : memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %d = memref.dim %0, %c0 : memref<?xf32>
  return %d : index
}
func.func @collapse_identity(%arg0 : memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0], [1]] : memref<4x4xf32> into memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
func.func @reshape_static(%arg0 : memref<4x4xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %arg0(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func.func @reshape_dim(%arg0 : memref<4x4xf32>, %s: memref<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %arg0(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %0, %c1 : memref<?x?xf32>
  return %d : index
}

// -----

func.func private @foo() -> ()
func.func @scopeMerge() {
  memref.alloca_scope {
    %cnt = "test.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "test.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}
func.func @scopeMerge2() {
  "test.region"() ({
    memref.alloca_scope {
      %cnt = "test.count"() : () -> index
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scopeMerge3() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scopeMerge4() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    func.call @foo() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scopeMerge5() {
  "test.region"() ({
    memref.alloca_scope {
      "test.par"() ({
      ^bb0(%arg: index):
        %a = memref.alloca(%arg) : memref<?xi64>
        "test.use"(%a) : (memref<?xi64>) -> ()
        "test.yield"() : () -> ()
      }) : () -> ()
    }
    func.call @foo() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scopeInline(%arg : memref<index>) {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      memref.store %cnt, %arg[] : memref<index>
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_result() -> index {
  %r = memref.alloca_scope -> index {
    %a = memref.alloca() : memref<4xi64>
    %c = "test.count"() : () -> index
    memref.alloca_scope.return %c : index
  }
  return %r : index
}
func.func @scope_nested(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.op"() : () -> ()
  }
  return
}
func.func @scope_in_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
  }
  return
}
func.func @scope_in_for_last(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.op"() : () -> ()
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
  }
  return
}
func.func @scope_in_while(%n: index) {
  scf.execute_region {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    scf.yield
  }
  return
}

// -----

func.func @copy_of_cast(%m1: memref<?xf32>, %m2: memref<*xf32>) {
  %casted1 = memref.cast %m1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %casted2 = memref.cast %m2 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %casted1, %casted2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return
}
func.func @copy_of_cast_static(%m1: memref<4xf32>, %m2: memref<4xf32>) {
  %c1 = memref.cast %m1 : memref<4xf32> to memref<?xf32>
  %c2 = memref.cast %m2 : memref<4xf32> to memref<?xf32>
  memref.copy %c1, %c2 : memref<?xf32> to memref<?xf32>
  return
}
func.func @copy_of_cast_mixed(%m1: memref<4xf32>, %m2: memref<?xf32>) {
  %c1 = memref.cast %m1 : memref<4xf32> to memref<?xf32>
  memref.copy %c1, %m2 : memref<?xf32> to memref<?xf32>
  return
}
func.func @self_copy(%m1: memref<?xf32>) {
  memref.copy %m1, %m1 : memref<?xf32> to memref<?xf32>
  return
}
func.func @empty_copy(%m1: memref<0x10xf32>, %m2: memref<?x10xf32>) {
  memref.copy %m1, %m2 : memref<0x10xf32> to memref<?x10xf32>
  memref.copy %m2, %m1 : memref<?x10xf32> to memref<0x10xf32>
  return
}
func.func @esm(%m: memref<4x8xf32>) -> (index, index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}
func.func @esm_dyn(%m: memref<?x8xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}
func.func @esm_of_cast(%m: memref<4x8xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %st#0 : index, index
}
func.func @esm_0d(%m: memref<f32>) -> index {
  %base, %off = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>, index
  return %off : index
}
func.func @fold_multiple_memory_space_cast(%arg : memref<?xf32>) -> memref<?xf32, 2> {
  %0 = memref.memory_space_cast %arg : memref<?xf32> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32, 2>
  return %1 : memref<?xf32, 2>
}
func.func @memory_space_cast_roundtrip(%arg : memref<?xf32>) -> memref<?xf32> {
  %0 = memref.memory_space_cast %arg : memref<?xf32> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @memory_space_cast_of_cast(%arg : memref<4xf32>) -> memref<?xf32, 1> {
  %c = memref.cast %arg : memref<4xf32> to memref<?xf32>
  %0 = memref.memory_space_cast %c : memref<?xf32> to memref<?xf32, 1>
  return %0 : memref<?xf32, 1>
}
func.func @transpose_twice(%arg : memref<2x3x4xf32>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> {
  %0 = memref.transpose %arg (i, j, k) -> (k, j, i) : memref<2x3x4xf32> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  %1 = memref.transpose %0 (i, j, k) -> (k, j, i) : memref<4x3x2xf32, strided<[1, 4, 12]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  return %1 : memref<2x3x4xf32, strided<[12, 4, 1]>>
}
func.func @transpose_identity(%arg : memref<2x3xf32>) -> memref<2x3xf32, strided<[3, 1]>> {
  %0 = memref.transpose %arg (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
  return %0 : memref<2x3xf32, strided<[3, 1]>>
}
func.func @transpose_identity_same(%arg : memref<2x3xf32, strided<[3, 1]>>) -> memref<2x3xf32, strided<[3, 1]>> {
  %0 = memref.transpose %arg (i, j) -> (i, j) : memref<2x3xf32, strided<[3, 1]>> to memref<2x3xf32, strided<[3, 1]>>
  return %0 : memref<2x3xf32, strided<[3, 1]>>
}
func.func @transpose_of_cast(%arg : memref<2x3xf32>) -> memref<?x?xf32, strided<[?, ?]>> {
  %c = memref.cast %arg : memref<2x3xf32> to memref<?x?xf32>
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.cast %0 : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, ?]>>
  return %1 : memref<?x?xf32, strided<[?, ?]>>
}
func.func @atomicrmw_cast_fold(%arg0 : f32, %arg1 : memref<4xf32>, %c : index) -> f32 {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %arg0, %v[%c] : (f32, memref<?xf32>) -> f32
  return %a : f32
}
func.func @generic_atomic_cast(%arg1 : memref<4xf32>, %c : index) -> f32 {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %x = memref.generic_atomic_rmw %v[%c] : memref<?xf32> {
  ^bb0(%cur : f32):
    %n = arith.addf %cur, %cur : f32
    memref.atomic_yield %n : f32
  }
  return %x : f32
}
func.func @realloc_dead(%in : memref<2xf32>) -> memref<4xf32> {
  %realloc = memref.realloc %in : memref<2xf32> to memref<4xf32>
  %alloc = memref.alloc() : memref<4xf32>
  return %alloc : memref<4xf32>
}
func.func @realloc_const(%in : memref<?xf32>) -> memref<?xf32> {
  %c = arith.constant 8 : index
  %realloc = memref.realloc %in(%c) : memref<?xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}
func.func @realloc_cast(%in : memref<2xf32>) -> memref<4xf32> {
  %c = memref.cast %in : memref<2xf32> to memref<?xf32>
  %realloc = memref.realloc %c : memref<?xf32> to memref<4xf32>
  return %realloc : memref<4xf32>
}
func.func @reinterpret_of_reinterpret(%arg : memref<?xi8>, %arg1: index) -> memref<?xi8> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [4], strides: [1] : memref<?xi8> to memref<4xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%arg1], strides: [1] : memref<4xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @reinterpret_of_cast(%arg : memref<?xi8>, %arg1: index) -> memref<?xi8> {
  %0 = memref.cast %arg : memref<?xi8> to memref<4xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%arg1], strides: [1] : memref<4xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @reinterpret_of_subview(%arg : memref<?xi8>, %arg1: index) -> memref<?xi8> {
  %0 = memref.subview %arg[0] [4] [1] : memref<?xi8> to memref<4xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%arg1], strides: [1] : memref<4xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @reinterpret_of_subview_offset(%arg : memref<?xi8>, %arg1: index) -> memref<?xi8> {
  %0 = memref.subview %arg[2] [4] [1] : memref<?xi8> to memref<4xi8, strided<[1], offset: 2>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%arg1], strides: [1] : memref<4xi8, strided<[1], offset: 2>> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @reinterpret_of_esm_type_mismatch(%arg0 : memref<2x3x4xf32>) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1, %sizes#2], strides: [%strides#0, %strides#1, %strides#2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %m2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @reinterpret_of_esm_same_type(%arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1, %sizes#2], strides: [%strides#0, %strides#1, %strides#2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %m2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @reinterpret_of_esm_w_different_stride(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 2, 2], strides: [1, 1, %strides#1] : memref<f32> to memref<4x2x2xf32, strided<[1, 1, ?], offset: ?>>
  %c = memref.cast %m2 : memref<4x2x2xf32, strided<[1, 1, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  "test.use"(%c) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  %z = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %z : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_of_esm_w_different_offset(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @dma(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %a = memref.cast %A : memref<256xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %a[%c0], %B[%c0], %c32, %t[%c0] : memref<?xf32>, memref<256xf32, 1>, memref<?xi32>
  memref.dma_wait %t[%c0], %c32 : memref<?xi32>
  return
}
func.func @assume(%A: memref<4xf32>) {
  %a = memref.cast %A : memref<4xf32> to memref<?xf32>
  memref.assume_alignment %a, 16 : memref<?xf32>
  return
}
func.func @aligned_ptr(%A: memref<4xf32>) -> index {
  %a = memref.cast %A : memref<4xf32> to memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
  return %p : index
}
memref.global "private" constant @gc : memref<2xf32> = dense<[1.0, 2.0]>
func.func @load_global() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @gc : memref<2xf32>
  %v = memref.load %g[%c0] : memref<2xf32>
  return %v : f32
}
func.func @load_nontemporal(%A: memref<4xf32>, %i: index) {
  %a = memref.cast %A : memref<4xf32> to memref<?xf32>
  %v = memref.load %a[%i] {nontemporal = true} : memref<?xf32>
  memref.store %v, %a[%i] {nontemporal = true} : memref<?xf32>
  return
}
func.func @dim_cast(%A: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.cast %A : memref<4x?xf32> to memref<?x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}
func.func @dim_unranked(%A: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.cast %A : memref<4x?xf32> to memref<*xf32>
  %d0 = memref.dim %a, %c0 : memref<*xf32>
  %d1 = memref.dim %a, %c1 : memref<*xf32>
  %r = memref.rank %a : memref<*xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dealloc_cast() {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}
func.func @dealloc_subview(%i: index) {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[%i] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @alloc_copy_into(%src: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @alloc_call(%src: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  "foo.use"(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @store_const_into_loaded(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %l = memref.load %a[%c0] : memref<4xf32>
  return %l : f32
}
func.func @alloca_in_loop(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloca(%i) : memref<?xf32>
    memref.store %v, %a[%c0] : memref<?xf32>
  }
  return
}
func.func @realloc_alloc(%v: f32) {
  %a = memref.alloc() : memref<4xf32>
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return
}
func.func @atomic_on_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4xf32>) -> f32
  return
}
func.func @gatomic_dead(%a: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  }
  return
}
func.func @load_dead(%a: memref<4xf32>, %i: index) {
  %x = memref.load %a[%i] : memref<4xf32>
  %d = memref.dim %a, %i : memref<4xf32>
  %r = memref.rank %a : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %b, %o, %s, %t = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  return
}
memref.global "private" @gv : memref<4xf32> = uninitialized
func.func @get_global_dead() {
  %g = memref.get_global @gv : memref<4xf32>
  return
}

// -----

func.func @svsv_dyn(%m: memref<?x?xf32>, %i: index, %s: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [%s, %s] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [%s, %s] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @svsv_dyn_other(%m: memref<?x?xf32>, %i: index, %s: index, %t: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [%s, %s] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [%s, %t] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @svsv_rank_reduced(%m: memref<?x?xf32>, %i: index, %s: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.subview %0[0] [%s] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @sv_same_type_dyn(%m: memref<?xf32>, %s: index) -> memref<?xf32> {
  %0 = memref.subview %m[0] [%s] [1] : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @sv_unit_static_in_dyn(%m: memref<?x4xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
func.func @sv_dim_folds(%m: memref<?x4xf32>, %i: index, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%i, 0] [%s, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %a = memref.dim %0, %c0 : memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b = memref.dim %0, %c1 : memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %a, %b : index, index
}
func.func @sv_dim_rank_reduced(%m: memref<?x?x?xf32>, %i: index, %s: index, %t: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%i, 0, 0] [%s, 1, %t] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %a = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %a, %b : index, index
}
