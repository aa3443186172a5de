// More memref canonicalization probes: shapes the first file lacks (dynamic operands made
// constant, layouts with symbols, rank-reduced results, chains of views and reshapes).

func.func @subview_dyn_offsets_become_const(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %c2] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @subview_rank_reduce_dyn_const(%m: memref<8x16x4xf32>, %i: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%i, 0, 0] [1, %c3, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[4, 1], offset: ?>>
}

// -----

func.func @subview_strided_source_const(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c0, %i] [%c2, %c3] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0, %d : memref<?x?xf32, strided<[?, 1], offset: ?>>, index
}

// -----

func.func @dim_of_rank_reduced_subview(%m: memref<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_cast_dynamic(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_reinterpret_dyn(%m: memref<?xf32>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%s, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32>
  %d0 = memref.dim %0, %c0 : memref<?x8xf32>
  %d1 = memref.dim %0, %c1 : memref<?x8xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_expand_dyn(%m: memref<?xf32>, %s: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  %d0 = memref.dim %0, %c0 : memref<?x4xf32>
  %d1 = memref.dim %0, %c1 : memref<?x4xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_collapse_dyn(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %d0 = memref.dim %0, %c0 : memref<?xf32>
  return %d0 : index
}

// -----

func.func @dim_of_view_dyn(%b: memref<2048xi8>, %s: index, %t: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.view %b[%c0][%s, %t] : memref<2048xi8> to memref<?x4x?xf32>
  %d0 = memref.dim %0, %c0 : memref<?x4x?xf32>
  %d1 = memref.dim %0, %c1 : memref<?x4x?xf32>
  %d2 = memref.dim %0, %c2 : memref<?x4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----

func.func @dim_of_alloc_mixed(%a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%a, %b) : memref<?x3x?xf32>
  %d0 = memref.dim %0, %c0 : memref<?x3x?xf32>
  %d1 = memref.dim %0, %c1 : memref<?x3x?xf32>
  %d2 = memref.dim %0, %c2 : memref<?x3x?xf32>
  "test.use"(%0) : (memref<?x3x?xf32>) -> ()
  return %d0, %d1, %d2 : index, index, index
}

// -----

func.func @dim_of_block_arg_memref(%c: i1, %x: memref<?xf32>, %y: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%x : memref<?xf32>), ^bb1(%y : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// -----

func.func @dim_of_reshape_static_shape(%m: memref<*xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<2xindex>
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_reshape_partially_static(%m: memref<*xf32>, %s: memref<3xi64>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<3xi64>) -> memref<?x5x?xf32>
  %d1 = memref.dim %0, %c1 : memref<?x5x?xf32>
  %d2 = memref.dim %0, %c2 : memref<?x5x?xf32>
  return %d1, %d2 : index, index
}

// -----

func.func @alloc_all_const(%x: f32) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0 = memref.alloc(%c3, %c7) {alignment = 64 : i64} : memref<?x?xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %0[%c0, %c0] : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @alloca_partial_const_memspace(%n: index) -> memref<?x?x?xi8, 3> {
  %c5 = arith.constant 5 : index
  %0 = memref.alloca(%n, %c5, %n) : memref<?x?x?xi8, 3>
  return %0 : memref<?x?x?xi8, 3>
}

// -----

func.func @alloc_strided_layout_const(%n: index) -> memref<?x4xf32, strided<[4, 1], offset: 2>> {
  %c2 = arith.constant 2 : index
  %0 = memref.alloc(%c2) : memref<?x4xf32, strided<[4, 1], offset: 2>>
  return %0 : memref<?x4xf32, strided<[4, 1], offset: 2>>
}

// -----

#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @alloc_symbol_and_dim_const(%s: index) -> memref<?x8xf32, #map> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4)[%s] : memref<?x8xf32, #map>
  return %0 : memref<?x8xf32, #map>
}

// -----

func.func @alloc_dealloc_only_dyn(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloca(%n) : memref<?xi32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// -----

func.func @alloc_stored_and_copied_into(%src: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%c0] : memref<4xf32>
  memref.copy %src, %0 : memref<4xf32> to memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// -----

func.func @alloc_used_by_subview_only(%v: f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.store %v, %1[%c0] : memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %0 : memref<8xf32>
  return
}

// -----

func.func @alloc_escapes_through_store(%p: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %p[%c0] : memref<1xmemref<4xf32>>
  return
}

// -----

func.func @realloc_unused(%m: memref<4xf32>, %n: index) {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  %1 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_used(%m: memref<?xf32>) -> memref<16xf32> {
  %0 = memref.realloc %m {alignment = 8} : memref<?xf32> to memref<16xf32>
  return %0 : memref<16xf32>
}

// -----

func.func @load_store_through_cast_chain(%m: memref<4x4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.cast %0 : memref<?x4xf32> to memref<?x?xf32>
  memref.store %v, %1[%i, %i] {nontemporal = true} : memref<?x?xf32>
  %r = memref.load %1[%i, %i] : memref<?x?xf32>
  return %r : f32
}

// -----

func.func @load_through_unranked_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<?xf32>
  %r = memref.load %1[%i] : memref<?xf32>
  return %r : f32
}

// -----

func.func @cast_static_to_dynamic_to_static(%m: memref<?xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<4xf32>
  return %2 : memref<4xf32>
}

// -----

func.func @cast_layout_to_identity(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[1]>> {
  %0 = memref.cast %m : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
  %1 = memref.cast %0 : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1]>>
  return %1 : memref<4xf32, strided<[1]>>
}

// -----

func.func @copy_both_casts(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @copy_cast_to_layout(%a: memref<4xf32>, %b: memref<4xf32, strided<[1], offset: ?>>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.copy %0, %b : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @copy_zero_sized(%a: memref<0x4xf32>, %b: memref<0x4xf32>, %c: memref<?xf32>, %d: memref<?xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  memref.copy %c, %d : memref<?xf32> to memref<?xf32>
  memref.copy %c, %c : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @copy_through_same_cast(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %0, %a : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @collapse_expand_dyn_roundtrip(%m: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

// -----

func.func @expand_collapse_static_roundtrip(%m: memref<32xf32>) -> memref<32xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 4, 4] : memref<32xf32> into memref<2x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x4x4xf32> into memref<32xf32>
  return %1 : memref<32xf32>
}

// -----

func.func @expand_of_expand_dyn(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%b, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %2 = memref.cast %1 : memref<?x2x4xf32> to memref<?x?x4xf32>
  return %2 : memref<?x?x4xf32>
}

// -----

func.func @collapse_of_collapse_strided(%m: memref<2x3x4x5xf32, strided<[60, 20, 5, 1], offset: ?>>) -> memref<120xf32, strided<[1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x4x5xf32, strided<[60, 20, 5, 1], offset: ?>> into memref<6x20xf32, strided<[20, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x20xf32, strided<[20, 1], offset: ?>> into memref<120xf32, strided<[1], offset: ?>>
  return %1 : memref<120xf32, strided<[1], offset: ?>>
}

// -----

func.func @collapse_of_expand_different_groups(%m: memref<12x5xf32>) -> memref<6x10xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [6, 2, 5] : memref<12x5xf32> into memref<6x2x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<6x2x5xf32> into memref<6x10xf32>
  return %1 : memref<6x10xf32>
}

// -----

func.func @expand_of_collapse_same(%m: memref<3x4x5xf32>) -> memref<3x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  return %1 : memref<3x4x5xf32>
}

// -----

func.func @expand_of_collapse_finer(%m: memref<12x5xf32>) -> memref<2x6x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<12x5xf32> into memref<60xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 6, 5] : memref<60xf32> into memref<2x6x5xf32>
  return %1 : memref<2x6x5xf32>
}

// -----

func.func @collapse_of_cast_dyn_to_static(%m: memref<?x4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

func.func @expand_of_cast_dynamic(%m: memref<8xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

// -----

func.func @expand_output_shape_const(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c3 = arith.constant 3 : index
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%c3, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @reinterpret_chain_dyn(%m: memref<?xf32>, %o: index, %s: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.reinterpret_cast %0 to offset: [%o], sizes: [%s, %s], strides: [%s, 1] : memref<?x4xf32, strided<[4, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @reinterpret_consts(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %0 = memref.reinterpret_cast %m to offset: [%c16], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_identity_static(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}

// -----

func.func @reinterpret_of_metadata_dyn(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @reinterpret_of_metadata_swapped(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#1, %sz#0], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @metadata_of_subview_static(%m: memref<8x16xf32>) -> (index, index, index, index, index) {
  %0 = memref.subview %m[2, 4] [4, 8] [1, 2] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 2], offset: 36>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x8xf32, strided<[16, 2], offset: 36>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

func.func @metadata_of_alloc_dyn(%n: index) -> (memref<f32>, index, index, index) {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %st#0 : memref<f32>, index, index, index
}

// -----

func.func @metadata_rank0(%m: memref<f32, strided<[], offset: ?>>) -> (memref<f32>, index) {
  %base, %off = memref.extract_strided_metadata %m : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
  return %base, %off : memref<f32>, index
}

// -----

func.func @transpose_3d_chain(%m: memref<2x3x4xf32>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  return %1 : memref<2x3x4xf32, strided<[12, 4, 1]>>
}

// -----

func.func @transpose_identity_dyn(%m: memref<?x4xf32>, %n: memref<?x?xf32>) -> (memref<?x4xf32>, memref<?x?xf32, strided<[?, 1]>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x4xf32> to memref<?x4xf32>
  %1 = memref.transpose %n (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0, %1 : memref<?x4xf32>, memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @view_mixed_consts(%b: memref<4096xi8>, %s: index) -> memref<?x?xf32> {
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  %0 = memref.view %b[%c64][%c8, %s] : memref<4096xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @view_of_cast_dyn(%b: memref<4096xi8>, %s: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %b : memref<4096xi8> to memref<?xi8>
  %1 = memref.view %0[%c0][%s] : memref<?xi8> to memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

// -----

func.func @memspace_cast_chain_to_generic(%m: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 2>
  return %1 : memref<4xf32, 2>
}

// -----

func.func @memspace_cast_of_cast(%m: memref<4xf32, 1>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32, 1> to memref<?xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<?xf32, 1> to memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

func.func @atomic_rmw_cast_index(%m: memref<8xi32>, %v: i32, %i: index) -> i32 {
  %0 = memref.cast %m : memref<8xi32> to memref<?xi32>
  %r = memref.atomic_rmw addi %v, %0[%i] : (i32, memref<?xi32>) -> i32
  %s = memref.atomic_rmw maxs %v, %0[%i] : (i32, memref<?xi32>) -> i32
  return %s : i32
}

// -----

func.func @generic_atomic_rmw_const_body(%m: memref<8xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f32
    %a = arith.addf %c, %c : f32
    memref.atomic_yield %a : f32
  }
  return %0 : f32
}

// -----

func.func @prefetch_through_casts(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  memref.prefetch %0[%i, %i], write, locality<1>, instr : memref<?x?xf32>
  return
}

// -----

func.func @dma_both_casts(%a: memref<16xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %a : memref<16xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<16xf32, 1> to memref<?xf32, 1>
  %2 = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %0[%c0], %1[%c0], %n, %2[%c0] : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
  memref.dma_wait %2[%c0], %n : memref<?xi32>
  return
}

// -----

func.func @scope_with_results_and_alloca(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

func.func @scope_no_alloca_results(%x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %y = arith.addf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}

// -----

func.func @scope_in_loop_dyn_alloca(%n: index, %lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %n {
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_static_alloca_in_loop(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    memref.alloca_scope {
      %a = memref.alloca() : memref<16xf32>
      "test.use"(%a) : (memref<16xf32>) -> ()
    }
  }
  return
}

// -----

func.func @scope_nested_scopes(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
    %b = memref.alloca(%n) : memref<?xi8>
    "test.use"(%b) : (memref<?xi8>) -> ()
  }
  return
}

// -----

func.func @scope_unregistered_parent(%n: index) {
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

func.func @rank_of_various(%a: memref<2x?xf32>, %b: memref<f32>, %c: memref<*xi8>) -> (index, index, index) {
  %0 = memref.rank %a : memref<2x?xf32>
  %1 = memref.rank %b : memref<f32>
  %2 = memref.rank %c : memref<*xi8>
  return %0, %1, %2 : index, index, index
}

// -----

func.func @dealloc_of_cast_chain(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  memref.dealloc %1 : memref<*xf32>
  return
}

// -----

func.func @subview_of_subview_rank_reduced(%m: memref<8x8x8xf32>) -> memref<2xf32, strided<[1], offset: 146>> {
  %0 = memref.subview %m[2, 0, 0] [1, 8, 8] [1, 1, 1] : memref<8x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: 128>>
  %1 = memref.subview %0[2, 2] [1, 2] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: 128>> to memref<2xf32, strided<[1], offset: 146>>
  return %1 : memref<2xf32, strided<[1], offset: 146>>
}

// -----

func.func @subview_full_of_dynamic_source(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.subview %m[0, 0] [%a, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @subview_unit_dims_all(%m: memref<1x1x4xf32>) -> memref<4xf32> {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @subview_cast_into_load(%m: memref<8x8xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %r = memref.load %1[%c0, %c0] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %r : f32
}

// -----

func.func @subview_const_stride_zero_size(%m: memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c2] [%c0] [%c2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @global_and_get_global_unused() {
  %0 = memref.get_global @g : memref<2xf32>
  return
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @unused_public : memref<3xi8> = uninitialized
memref.global "private" @unused_private : memref<3xi8> = dense<0>

// -----

// Folded constants inside ops with regions: hoisted to the function entry unless the
// parent is unregistered (it might be isolated from above).
func.func @fold_in_regions(%m: memref<8xf32>, %lb: index, %ub: index, %c: i1) {
  scf.for %i = %lb to %ub step %lb {
    %a = arith.constant 2.0 : f32
    %r = math.sqrt %a : f32
    memref.store %r, %m[%i] : memref<8xf32>
  }
  scf.if %c {
    %a = arith.constant 4.0 : f32
    %r = math.log2 %a : f32
    %k = arith.constant 1 : index
    memref.store %r, %m[%k] : memref<8xf32>
  }
  memref.alloca_scope {
    %a = arith.constant 8.0 : f32
    %r = math.exp2 %a : f32
    %k = arith.constant 2 : index
    memref.store %r, %m[%k] : memref<8xf32>
  }
  "test.region"() ({
    %a = arith.constant 0.5 : f32
    %r = math.floor %a : f32
    "test.use"(%r) : (f32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  %g = memref.generic_atomic_rmw %m[%lb] : memref<8xf32> {
  ^bb0(%cur: f32):
    %a = arith.constant 3.0 : f32
    %r = math.ceil %a : f32
    %s = arith.addf %cur, %r : f32
    memref.atomic_yield %s : f32
  }
  %k0 = arith.constant 0 : index
  emitc.for %i = %k0 to %ub step %lb {
    %a = arith.constant 9.0 : f32
    %r = math.sqrt %a : f32
    memref.store %r, %m[%i] : memref<8xf32>
  }
  return
}
func.func @cf_in_execute_region(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %t = arith.constant 5 : i32
    %x = math.ctpop %t : i32
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%v: i32):
    scf.yield %v : i32
  ^bb2:
    %y = math.absi %a : i32
    scf.yield %y : i32
  }
  return %r : i32
}
