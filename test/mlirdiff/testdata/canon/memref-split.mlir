// memref probes, one pattern or edge case per chunk.

func.func @subview_of_cast_size(%arg : memref<4x6x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: 512>> {
  %0 = memref.cast %arg : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %1 = memref.subview %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  return %1 : memref<16x32xi8, strided<[32, 1], offset: 512>>
}

// -----

func.func @subview_of_cast_strides(%arg : memref<4x6x16x32xi8, strided<[?, ?, ?, ?], offset: ?>>) -> memref<16x32xi8, strided<[?, ?], offset: ?>> {
  %0 = memref.cast %arg : memref<4x6x16x32xi8, strided<[?, ?, ?, ?], offset: ?>> to memref<4x6x16x32xi8, strided<[?, ?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8, strided<[?, ?, ?, ?], offset: ?>> to memref<16x32xi8, strided<[?, ?], offset: ?>>
  return %1 : memref<16x32xi8, strided<[?, ?], offset: ?>>
}

// -----

func.func @subview_static_full(%arg : memref<4x6x16x32xi8>) -> memref<4x6x16x32xi8> {
  %1 = memref.subview %arg[0, 0, 0, 0] [4, 6, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<4x6x16x32xi8>
  return %1 : memref<4x6x16x32xi8>
}

// -----

func.func @subview_const_operands(%arg : memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %1 = memref.subview %arg[%c1, %c2] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @subview_const_partial(%arg : memref<8x16xf32>, %o : index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %1 = memref.subview %arg[%o, 0] [%c4, %o] [1, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @subview_dynamic_source_const(%arg : memref<?x?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %1 = memref.subview %arg[%c0, %c1] [%c3, %c3] [%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @subview_rank_reduce_const(%arg : memref<8x16x4xf32>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %1 = memref.subview %arg[%c0, %c1, %c0] [%c5, 1, 4] [%c1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @subview_noop_identity(%arg : memref<?x?xf32>, %a : index, %b : index) -> memref<?x?xf32, strided<[?, 1]>> {
  %1 = memref.subview %arg[0, 0] [%a, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %1 : memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @subview_nonzero_offset(%arg : memref<4x8xf32>) -> memref<3x8xf32, strided<[8, 1], offset: 8>> {
  %1 = memref.subview %arg[1, 0] [3, 8] [1, 1] : memref<4x8xf32> to memref<3x8xf32, strided<[8, 1], offset: 8>>
  return %1 : memref<3x8xf32, strided<[8, 1], offset: 8>>
}

// -----

func.func @subview_nonunit_stride(%arg : memref<4x8xf32>) -> memref<4x4xf32, strided<[8, 2]>> {
  %1 = memref.subview %arg[0, 0] [4, 4] [1, 2] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 2]>>
  return %1 : memref<4x4xf32, strided<[8, 2]>>
}

// -----

func.func @subview_trivial_same_type(%arg : memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %1 = memref.subview %arg[0, 0] [4, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %1 : memref<4x8xf32, strided<[8, 1], offset: ?>>
}

// -----

func.func @subview_of_subview(%arg : memref<16x16xf32>) -> memref<2x2xf32, strided<[16, 1], offset: 51>> {
  %0 = memref.subview %arg[2, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %1 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<2x2xf32, strided<[16, 1], offset: 51>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: 51>>
}

// -----

func.func @subview_of_subview_dyn(%arg : memref<?x?xf32>, %i : index, %j : index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %arg[%i, 2] [8, 8] [1, 1] : memref<?x?xf32> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, %j] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @dim_of_alloc(%n : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "foo.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_alloca(%n : index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloca(%n) : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  return %d1 : index
}

// -----

func.func @dim_out_of_bounds(%a : memref<4x?xf32>) -> index {
  %c7 = arith.constant 7 : index
  %d = memref.dim %a, %c7 : memref<4x?xf32>
  return %d : index
}

// -----

func.func @dim_negative_index(%a : memref<4x?xf32>) -> index {
  %c = arith.constant -1 : index
  %d = memref.dim %a, %c : memref<4x?xf32>
  return %d : index
}

// -----

func.func @dim_dynamic_index(%a : memref<4x4xf32>, %i : index) -> index {
  %d = memref.dim %a, %i : memref<4x4xf32>
  return %d : index
}

// -----

func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

func.func @dim_of_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

func.func @dim_of_reshape_dyn_index(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %i: index) -> index {
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = memref.dim %0, %i : memref<*xf32>
  return %1 : index
}

// -----

func.func @dim_of_reshape_store_between(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %v : index) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %v, %arg1[%c3] : memref<?xindex>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

func.func @dim_of_reinterpret(%arg : memref<?xi8>, %size: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.dim %0, %c0 : memref<?xi8>
  return %1 : index
}

// -----

func.func @dim_of_expand_shape(%arg : memref<?x8xf32>, %s : index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.expand_shape %arg [[0, 1], [2]] output_shape [%s, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  %1 = memref.dim %0, %c1 : memref<?x4x8xf32>
  return %1 : index
}

// -----

func.func @rank_of_memref(%a : memref<4x?xf32>) -> index {
  %r = memref.rank %a : memref<4x?xf32>
  return %r : index
}

// -----

func.func @rank_of_unranked(%a : memref<*xf32>) -> index {
  %r = memref.rank %a : memref<*xf32>
  return %r : index
}

// -----

func.func @rank_of_cast_unranked(%a : memref<4x?xf32>) -> index {
  %u = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

// -----

func.func @alloc_const_fold() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @alloc_alignment_const_fold() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) {alignment = 4096 : i64} : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @alloc_partial_const(%n : index) -> memref<?x?x?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%n, %c4, %n) : memref<?x?x?xf32>
  return %a : memref<?x?x?xf32>
}

// -----

func.func @alloca_const_fold() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloca(%c4) : memref<?xf32>
  "foo.use"(%a) : (memref<?xf32>) -> ()
  return %a : memref<?xf32>
}

// -----

func.func @alloc_negative_size() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @alloc_zero_size() -> memref<?xf32> {
  %c = arith.constant 0 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @alloc_const_fold_symbols(%arg0 : index) -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%arg0)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}

// -----

func.func @alloc_const_fold_symbols2() -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%c2)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}

// -----

func.func @alloc_memory_space() -> memref<?xf32, 3> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32, 3>
  return %a : memref<?xf32, 3>
}

// -----

func.func @alloc_stored_elsewhere(%arg0 : memref<memref<?xi32>>, %arg1 : index) {
  %0 = memref.alloc(%arg1) : memref<?xi32>
  memref.store %0, %arg0[] : memref<memref<?xi32>>
  return
}

// -----

func.func @dead_alloc_with_store() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @dead_alloca_with_store() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return
}

// -----

func.func @alloc_read_not_dead(%i : index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}

// -----

func.func @dead_alloc_with_cast_user() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// -----

func.func @realloc_dead(%a : memref<2xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

func.func @realloc_const_size(%a : memref<?xf32>) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %b = memref.realloc %a(%c8) : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

func.func @load_of_cast(%a : memref<4x4xf32>, %i : index) -> f32 {
  %0 = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %i] : memref<?x?xf32>
  return %1 : f32
}

// -----

func.func @store_to_cast_nontemporal(%a : memref<4xf32>, %v : f32, %i : index) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %v, %0[%i] {nontemporal = true} : memref<?xf32>
  %1 = memref.load %0[%i] {nontemporal = true} : memref<?xf32>
  "foo.use"(%1) : (f32) -> ()
  return
}

// -----

func.func @load_of_global_const() -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @gv : memref<4xf32>
  %v = memref.load %g[%c1] : memref<4xf32>
  return %v : f32
}
memref.global "private" constant @gv : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// -----

func.func @copy_of_cast(%m1: memref<?xf32>, %m2: memref<*xf32>) {
  %casted1 = memref.cast %m1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %casted2 = memref.cast %m2 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %casted1, %casted2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @self_copy(%m1: memref<?xf32>) {
  memref.copy %m1, %m1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @empty_copy(%m1: memref<0x10xf32>, %m2: memref<?x10xf32>) {
  memref.copy %m1, %m2 : memref<0x10xf32> to memref<?x10xf32>
  memref.copy %m2, %m1 : memref<?x10xf32> to memref<0x10xf32>
  return
}

// -----

func.func @copy_into_dead_alloc(%src : memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @copy_from_alloc_then_dealloc(%dst : memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  "foo.fill"(%a) : (memref<4xf32>) -> ()
  memref.copy %a, %dst : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @atomicrmw_of_cast(%arg0 : f32, %arg1 : memref<4xf32>, %c : index) -> f32 {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %arg0, %v[%c] : (f32, memref<?xf32>) -> f32
  return %a : f32
}

// -----

func.func @generic_atomic_rmw_of_cast(%arg1 : memref<4xf32>, %c : index) -> f32 {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %x = memref.generic_atomic_rmw %v[%c] : memref<?xf32> {
  ^bb0(%cur : f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %cur, %one : f32
    memref.atomic_yield %s : f32
  }
  return %x : f32
}

// -----

func.func @collapse_of_collapse(%arg0: memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

func.func @collapse_of_collapse_zero_dim(%arg0 : memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}

// -----

func.func @expand_of_expand(%arg0: memref<?x?xf32>, %a : index, %b : index, %c : index, %d : index) -> memref<?x6x4x?x5xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%a, 24, %b] : memref<?x?xf32> into memref<?x24x?xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3, 4]] output_shape [%a, 6, 4, %c, 5] : memref<?x24x?xf32> into memref<?x6x4x?x5xf32>
  return %1 : memref<?x6x4x?x5xf32>
}

// -----

func.func @expand_of_expand_zero_dim(%arg0 : memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

// -----

func.func @collapse_of_expand(%arg0 : memref<12x4xf32>) -> memref<12x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  return %1 : memref<12x4xf32>
}

// -----

func.func @collapse_of_expand_dynamic(%arg0 : memref<?x4xf32>, %n : index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 4, 4] : memref<?x4xf32> into memref<?x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x4x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

// -----

func.func @collapse_of_expand_partial(%arg0 : memref<12x4xf32>) -> memref<3x16xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<3x4x4xf32> into memref<3x16xf32>
  return %1 : memref<3x16xf32>
}

// -----

func.func @expand_of_collapse(%arg0 : memref<3x4x4xf32>) -> memref<3x4x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return %1 : memref<3x4x4xf32>
}

// -----

func.func @collapse_of_expand_multi(%arg0 : memref<2x3x20xf32>) -> memref<6x4x5xf32> {
  %0 = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 5] : memref<2x3x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}

// -----

func.func @expand_of_cast(%arg0 : memref<8x12xf32>) -> memref<?x4x?xf32> {
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %0 = memref.cast %arg0 : memref<8x12xf32> to memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%c2, 4, %c12] : memref<?x?xf32> into memref<?x4x?xf32>
  return %1 : memref<?x4x?xf32>
}

// -----

func.func @collapse_of_cast(%arg0 : memref<8x12xf32>) -> memref<?xf32> {
  %0 = memref.cast %arg0 : memref<8x12xf32> to memref<?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

func.func @collapse_of_cast_strided(%arg0 : memref<8x12xf32, strided<[12, 1], offset: 3>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.cast %arg0 : memref<8x12xf32, strided<[12, 1], offset: 3>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @expand_const_output_shape(%arg0 : memref<?xf32>) -> memref<?x4xf32> {
  %c3 = arith.constant 3 : index
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @collapse_expand_to_cast(%arg0 : memref<?x1xf32>, %n : index) -> memref<?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  %2 = memref.collapse_shape %1 [[0, 1]] : memref<1x?xf32> into memref<?xf32>
  return %2 : memref<?xf32>
}

// -----

func.func @reinterpret_of_reinterpret(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size1], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

func.func @reinterpret_of_cast(%arg : memref<?xi8>, %size: index) -> memref<?xi8> {
  %0 = memref.cast %arg : memref<?xi8> to memref<*xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size], strides: [1] : memref<*xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

func.func @reinterpret_of_subview(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.subview %arg[0] [%size1] [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

func.func @reinterpret_const_operands(%arg : memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %arg to offset: [%c1], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_noop(%arg : memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}

// -----

func.func @reinterpret_of_metadata_same(%arg0 : memref<2x3x4xf32>) -> memref<2x3x4xf32> {
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1, %sizes#2], strides: [%strides#0, %strides#1, %strides#2] : memref<f32> to memref<2x3x4xf32>
  return %r : memref<2x3x4xf32>
}

// -----

func.func @reinterpret_of_metadata_type_mismatch(%arg0 : memref<2x3x4xf32>) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1, %sizes#2], strides: [%strides#0, %strides#1, %strides#2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %r : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}

// -----

func.func @reinterpret_of_metadata_other_stride(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [1, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_of_metadata_other_offset(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @metadata_of_static(%arg0 : memref<8x2xf32, strided<[4, 1], offset: 3>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32, strided<[4, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// -----

func.func @metadata_of_cast(%arg0 : memref<8x2xf32>) -> (memref<f32>, index, index) {
  %0 = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0 : memref<f32>, index, index
}

// -----

func.func @metadata_of_dynamic(%arg0 : memref<?x?xf32>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#1, %strides#0 : index, index, index
}

// -----

func.func @metadata_of_metadata_base(%arg0 : memref<?x?xf32>) -> memref<f32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return %b2 : memref<f32>
}

// -----

func.func @scope_inline(%n : index) {
  memref.alloca_scope {
    "foo.x"() : () -> ()
  }
  return
}

// -----

func.func @scope_hoist(%n : index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi64>
    "foo.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}

// -----

func.func @scope_nested_loop(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi64>
      "foo.use"(%a) : (memref<?xi64>) -> ()
    }
  }
  return
}

// -----

func.func @scope_result(%n : index) -> index {
  %r = memref.alloca_scope -> (index) {
    %a = memref.alloca(%n) : memref<?xi64>
    "foo.use"(%a) : (memref<?xi64>) -> ()
    %d = arith.addi %n, %n : index
    memref.alloca_scope.return %d : index
  }
  return %r : index
}

// -----

func.func @scope_merge_into_parent() {
  memref.alloca_scope {
    %cnt = "foo.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "foo.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}

// -----

func.func @scope_in_scope() {
  memref.alloca_scope {
    memref.alloca_scope {
      %cnt = "foo.count"() : () -> index
      %a = memref.alloca(%cnt) : memref<?xi64>
      "foo.use"(%a) : (memref<?xi64>) -> ()
    }
    %b = memref.alloca() : memref<4xf32>
    "foo.use2"(%b) : (memref<4xf32>) -> ()
  }
  return
}

// -----

func.func @scope_static_alloca_hoist(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "foo.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

// -----

func.func @memory_space_cast_trivial(%arg : memref<?xf32, 1>) -> memref<?xf32, 1> {
  %0 = memref.memory_space_cast %arg : memref<?xf32, 1> to memref<?xf32, 1>
  return %0 : memref<?xf32, 1>
}

// -----

func.func @memory_space_cast_chain(%arg : memref<?xf32, 1>) -> memref<?xf32, 3> {
  %0 = memref.memory_space_cast %arg : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

// -----

func.func @memory_space_cast_roundtrip(%arg : memref<?xf32, 1>) -> memref<?xf32, 1> {
  %0 = memref.memory_space_cast %arg : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 1>
  return %1 : memref<?xf32, 1>
}

// -----

func.func @view_const_size(%buf : memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %0 = memref.view %buf[%c0][%c7] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @view_of_cast(%buf : memref<2048xi8>, %o : index, %s : index) -> memref<?x4xf32> {
  %b = memref.cast %buf : memref<2048xi8> to memref<?xi8>
  %0 = memref.view %b[%o][%s] : memref<?xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @view_dim(%buf : memref<2048xi8>, %s : index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.view %buf[%c0][%s] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %0, %c0 : memref<?x4xf32>
  return %d : index
}

// -----

func.func @cast_of_cast(%a : memref<4x4xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %a : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.cast %0 : memref<?x4xf32> to memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

func.func @cast_layout_chain(%a : memref<4xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.cast %0 : memref<?xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @dealloc_of_cast(%n : index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "foo.use"(%a) : (memref<?xf32>) -> ()
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  memref.dealloc %b : memref<*xf32>
  return
}

// -----

func.func @prefetch_of_cast(%a : memref<4xf32>, %i : index) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.prefetch %0[%i], write, locality<1>, instr : memref<?xf32>
  return
}

// -----

func.func @assume_alignment_kept(%a : memref<4xf32>) {
  memref.assume_alignment %a, 16 : memref<4xf32>
  return
}

// -----

func.func @transpose_fold(%a : memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.transpose %a (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

// -----

func.func @transpose_of_transpose(%a : memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  return %1 : memref<4x8xf32, strided<[8, 1]>>
}

// -----

func.func @subview_of_static_alloc_dim(%n : index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x16xf32>
  %s = memref.subview %a[0, 0] [%n, 8] [1, 1] : memref<?x16xf32> to memref<?x8xf32, strided<[16, 1]>>
  %d = memref.dim %s, %c1 : memref<?x8xf32, strided<[16, 1]>>
  "foo.use"(%s) : (memref<?x8xf32, strided<[16, 1]>>) -> ()
  return %d : index
}

// -----

func.func @dim_of_subview_dynamic(%a : memref<?x?xf32>, %s : index) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.subview %a[0, 0] [%s, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1]>>
  %d = memref.dim %v, %c0 : memref<?x4xf32, strided<[?, 1]>>
  return %d : index
}

// -----

func.func @subview_negative_stride(%arg0 : memref<7xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %cm1 = arith.constant -1 : index
  %1 = memref.subview %arg0[%c7] [%c7] [%cm1] : memref<7xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @subview_negative_size(%arg0 : memref<7xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %1 = memref.subview %arg0[%c0] [%cm1] [1] : memref<7xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

func.func @subview_out_of_bounds_static(%arg0 : memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %1 = memref.subview %arg0[%c6] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

func.func @subview_rank_reduce_drop_dims(%arg0 : memref<1x?x1xf32>, %n : index) -> memref<?xf32, strided<[1]>> {
  %0 = memref.subview %arg0[0, 0, 0] [1, %n, 1] [1, 1, 1] : memref<1x?x1xf32> to memref<?xf32, strided<[1]>>
  return %0 : memref<?xf32, strided<[1]>>
}

// -----

func.func @subview_rank_reduce_with_const_size(%arg0 : memref<?x?x?xf32>, %n : index) -> memref<?x?x?xf32, strided<[?, ?, 1]>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, 0, 0] [%n, %c1, %n] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  return %0 : memref<?x?x?xf32, strided<[?, ?, 1]>>
}

// -----

func.func @subview_of_cast_dynamic_to_static(%arg0 : memref<?x?xf32>) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<8x8xf32>
  %1 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 9>>
  %2 = memref.cast %1 : memref<2x2xf32, strided<[8, 1], offset: 9>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<2x2xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @load_store_unused(%a : memref<4xf32>, %i : index) {
  %v = memref.load %a[%i] : memref<4xf32>
  return
}

// -----

func.func @get_global_unused() {
  %g = memref.get_global @gv : memref<4xf32>
  return
}
memref.global "private" @gv : memref<4xf32> = uninitialized

// -----

func.func @atomic_rmw_unused(%a : memref<4xf32>, %i : index, %v : f32) {
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @dma_unchanged(%src : memref<40xf32>, %dst : memref<40xf32, 2>, %tag : memref<1xi32>, %i : index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  memref.dma_start %src[%i], %dst[%i], %c8, %tag[%c0] : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c8 : memref<1xi32>
  return
}

// -----

func.func @dma_of_cast(%src : memref<40xf32>, %dst : memref<40xf32, 2>, %tag : memref<1xi32>, %i : index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %s = memref.cast %src : memref<40xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %s[%i], %dst[%i], %c8, %t[%c0] : memref<?xf32>, memref<40xf32, 2>, memref<?xi32>
  memref.dma_wait %t[%c0], %c8 : memref<?xi32>
  return
}

// -----

func.func @extract_aligned_pointer(%a : memref<4xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  return %p : index
}

// -----

func.func @cast_to_unranked_and_back_load(%a : memref<4x4xf32>, %i : index) -> f32 {
  %u = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %v = memref.load %r[%i, %i] : memref<?x?xf32>
  return %v : f32
}

// -----

func.func @no_fold_stored_cast(%arg : memref<32xi8>, %holder: memref<memref<?xi8>>) {
  %0 = memref.cast %arg : memref<32xi8> to memref<?xi8>
  memref.store %0, %holder[] : memref<memref<?xi8>>
  return
}

// -----

func.func @dim_of_reshape_in_loop(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c1) -> (index) {
    %2 = memref.dim %0, %i : memref<*xf32>
    %3 = arith.muli %acc, %2 : index
    scf.yield %3 : index
  }
  return %1 : index
}

// -----

func.func @dim_of_reshape_index_after(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = arith.muli %arg2, %c4 : index
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}

// -----

func.func @dim_of_reshape_index_before(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %arg2, %c4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  "test.between"() : () -> ()
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}

// -----

func.func @dim_of_reshape_in_if(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %c: i1, %i: index) -> index {
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %r = scf.if %c -> index {
    %j = arith.addi %i, %i : index
    %d = memref.dim %reshape, %j : memref<*xf32>
    scf.yield %d : index
  } else {
    scf.yield %i : index
  }
  return %r : index
}

// -----

func.func @fold_expand_of_cast_static(%arg0 : memref<?x?xf32>) -> memref<2x4x4xf32> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<8x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return %1 : memref<2x4x4xf32>
}

// -----

func.func @collapse_after_cast_type_change(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

func.func @collapse_after_cast(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

func.func @collapse_after_cast_dynamic(%arg0 : memref<1x1x1x?xi64>) -> memref<?x?xi64> {
  %casted = memref.cast %arg0 : memref<1x1x1x?xi64> to memref<?x?x?x?xi64>
  %collapsed = memref.collapse_shape %casted [[0, 1, 2], [3]] : memref<?x?x?x?xi64> into memref<?x?xi64>
  return %collapsed : memref<?x?xi64>
}

// -----

func.func @reduced_subview_cast(%arg0: memref<2x5x7x1xf32>, %arg1 :index) -> memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%arg1, %arg1, %arg1, 0] [%c1, %c4, %c1, 1] [1, 1, 1, 1] : memref<2x5x7x1xf32> to memref<?x?x?xf32, strided<[35, 7, 1], offset: ?>>
  %1 = memref.cast %0 : memref<?x?x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
  return %1 : memref<1x4x1xf32, strided<[35, 7, 1], offset: ?>>
}

// -----

func.func @rank_reduced_subview_const(%arg0 : memref<8x?xf32>, %arg1 : index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%c0, %c0] [1, %arg1] [%c1, %c1] : memref<8x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @subview_affine_layout(%arg0 : memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>, %o : index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%o, %o] [%c4, %c4] [1, 1] : memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.cast %0 : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @cast_of_alloc_dim(%n : index) -> index {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return %d : index
}

// -----

func.func @alloc_in_loop_dead(%n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%i) : memref<?xf32>
    memref.dealloc %a : memref<?xf32>
  }
  return
}

// -----

func.func @alloca_scope_with_loop_alloca(%n : index) {
  memref.alloca_scope {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

// -----

func.func @alloca_scope_in_if(%c : i1, %n : index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @alloca_scope_region_op(%n : index) {
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_after_alloca(%n : index) {
  %b = memref.alloca(%n) : memref<?xf32>
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  }
  return
}

// -----

func.func @view_const_offset(%buf : memref<2048xi8>, %s : index) -> memref<?x4xf32> {
  %c64 = arith.constant 64 : index
  %0 = memref.view %buf[%c64][%s] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @view_static(%buf : memref<2048xi8>) -> memref<8x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.view %buf[%c0][] : memref<2048xi8> to memref<8x4xf32>
  return %0 : memref<8x4xf32>
}

// -----

func.func @view_dyn_source(%buf : memref<?xi8>, %o : index) -> memref<4x?xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.view %buf[%o][%c8] : memref<?xi8> to memref<4x?xf32>
  return %0 : memref<4x?xf32>
}

// -----

func.func @load_after_store_kept(%a : memref<4xf32>, %v : f32) -> f32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xf32>
  %r = memref.load %a[%c0] : memref<4xf32>
  return %r : f32
}

// -----

func.func @cse_two_loads(%a : memref<4xf32>, %i : index) -> (f32, f32) {
  %x = memref.load %a[%i] : memref<4xf32>
  %y = memref.load %a[%i] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_loads_across_store(%a : memref<4xf32>, %i : index, %v : f32) -> (f32, f32) {
  %x = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %y = memref.load %a[%i] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @cse_dims(%a : memref<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %x = memref.dim %a, %c0 : memref<?xf32>
  %y = memref.dim %a, %c0 : memref<?xf32>
  return %x, %y : index, index
}

// -----

func.func @cse_allocs() -> (memref<4xf32>, memref<4xf32>) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  return %x, %y : memref<4xf32>, memref<4xf32>
}

// -----

func.func @cse_subviews(%a : memref<8xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>) {
  %x = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %y = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %x, %y : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>
}

// -----

func.func @cse_get_global() -> (memref<4xf32>, memref<4xf32>) {
  %x = memref.get_global @g : memref<4xf32>
  %y = memref.get_global @g : memref<4xf32>
  return %x, %y : memref<4xf32>, memref<4xf32>
}
memref.global "private" constant @g : memref<4xf32> = dense<1.0>

// -----

func.func @subview_of_cast_rank_reduce(%arg : memref<4x6x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: ?>> {
  %0 = memref.cast %arg : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %i = "test.idx"() : () -> index
  %1 = memref.subview %0[%i, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: ?>>
  return %1 : memref<16x32xi8, strided<[32, 1], offset: ?>>
}

// -----

func.func @subview_zero_stride_kept(%arg : memref<8xf32>) -> memref<4xf32, strided<[?]>> {
  %c0 = arith.constant 0 : index
  %1 = memref.subview %arg[0] [4] [%c0] : memref<8xf32> to memref<4xf32, strided<[?]>>
  return %1 : memref<4xf32, strided<[?]>>
}

// -----

func.func @copy_same_cast(%m : memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %m : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @copy_unranked_cast(%a : memref<4xf32>, %b : memref<*xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  memref.copy %c, %b : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @dealloc_only(%n : index) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  memref.dealloc %b : memref<?xf32>
  return
}

// -----

func.func @extract_metadata_of_subview(%a : memref<8x8xf32>) -> (index, index, index) {
  %s = memref.subview %a[2, 3] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 19>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<4x4xf32, strided<[8, 1], offset: 19>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %strides#0 : index, index, index
}

// -----

func.func @extract_metadata_unused_base(%a : memref<?x?xf32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#0 : index
}

// -----

func.func @reinterpret_dim(%arg : memref<?xf32>, %n : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [4, %n], strides: [%n, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %0, %c0 : memref<4x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %0, %c1 : memref<4x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// -----

func.func @collapse_dim(%arg : memref<?x4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.collapse_shape %arg [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %d = memref.dim %0, %c0 : memref<?x?xf32>
  return %d : index
}

// -----

func.func @generic_atomic_rmw_unused(%a : memref<4xf32>, %i : index) {
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @atomic_rmw_kinds(%a : memref<4xi32>, %i : index, %v : i32) -> (i32, i32) {
  %0 = memref.cast %a : memref<4xi32> to memref<?xi32>
  %x = memref.atomic_rmw maxs %v, %0[%i] : (i32, memref<?xi32>) -> i32
  %y = memref.atomic_rmw assign %v, %0[%i] : (i32, memref<?xi32>) -> i32
  return %x, %y : i32, i32
}

// -----

func.func @globals_kept(%i : index) -> i32 {
  %g = memref.get_global @sparse_g : memref<3xi32>
  %v = memref.load %g[%i] : memref<3xi32>
  return %v : i32
}
memref.global "private" constant @sparse_g : memref<3xi32> = sparse<[[1]], [5]>
memref.global "private" @sparse_h : memref<2x2xf32> = sparse<[[0, 1], [1, 0]], [1.5, -2.0]> {alignment = 16 : i64}
memref.global @dense_g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

func.func @memref_attrs_printing(%a : memref<4xf32>, %i : index, %v : f32) -> f32 {
  memref.store %v, %a[%i] {nontemporal = false} : memref<4xf32>
  %x = memref.load %a[%i] {nontemporal = false} : memref<4xf32>
  %b = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
  %c = memref.alloca() {alignment = 8} : memref<4xf32>
  "test.use"(%b, %c, %x) : (memref<4xf32>, memref<4xf32>, f32) -> ()
  %s = math.absf %x fastmath<none> : f32
  %t = math.sqrt %s fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return %t : f32
}

// -----

func.func @ea_reinterpret(%arg0: memref<f32>) -> index {
  %r = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<f32> to memref<f32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<f32> -> index
  return %i : index
}

// -----

func.func @ea_cast(%arg0: memref<4xf32>) -> index {
  %r = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<?xf32> -> index
  return %i : index
}

// -----

func.func @ea_unranked(%arg0: memref<4xf32>) -> index {
  %r = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<*xf32> -> index
  return %i : index
}

// -----

func.func @ea_subview(%arg0: memref<8xf32>) -> index {
  %r = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %i = memref.extract_aligned_pointer_as_index %r : memref<4xf32, strided<[1], offset: 2>> -> index
  return %i : index
}

// -----

func.func @ea_collapse(%arg0: memref<2x4xf32>) -> index {
  %r = memref.collapse_shape %arg0 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<8xf32> -> index
  return %i : index
}

// -----

func.func @ea_transpose(%arg0: memref<2x4xf32>) -> index {
  %r = memref.transpose %arg0 (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %i = memref.extract_aligned_pointer_as_index %r : memref<4x2xf32, strided<[1, 4]>> -> index
  return %i : index
}

// -----

func.func @ea_memspace(%arg0: memref<4xf32, 1>) -> index {
  %r = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<4xf32> -> index
  return %i : index
}

// -----

func.func @ea_view(%arg0: memref<64xi8>) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.view %arg0[%c0][] : memref<64xi8> to memref<4xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<4xf32> -> index
  return %i : index
}

// -----

func.func @ea_expand(%arg0: memref<8xf32>) -> index {
  %r = memref.expand_shape %arg0 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<2x4xf32> -> index
  return %i : index
}

// -----

func.func @ea_metadata_base(%arg0: memref<?x?xf32>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %i = memref.extract_aligned_pointer_as_index %base : memref<f32> -> index
  return %i : index
}

// -----

func.func @ea_reshape(%arg0: memref<8xf32>, %s : memref<2xindex>) -> index {
  %r = memref.reshape %arg0(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<?x?xf32> -> index
  return %i : index
}

// -----

func.func @ea_alloc_dead() {
  %a = memref.alloc() : memref<4xf32>
  %i = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @ea_alloc_used() -> index {
  %a = memref.alloc() : memref<4xf32>
  %i = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.dealloc %a : memref<4xf32>
  return %i : index
}
