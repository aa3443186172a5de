// memref probes: subview, collapse/expand and cast interactions LLVM 19 canonicalizes.

func.func @collapse_of_expand(%a : memref<?x8xf32>, %n : index) -> memref<?x8xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x4x8xf32> into memref<?x8xf32>
  return %c : memref<?x8xf32>
}

// -----

func.func @expand_of_collapse(%a : memref<2x4x8xf32>) -> memref<2x4x8xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  return %e : memref<2x4x8xf32>
}

// -----

func.func @expand_of_collapse_diff(%a : memref<2x4x8xf32>) -> memref<4x2x8xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [4, 2, 8] : memref<8x8xf32> into memref<4x2x8xf32>
  return %e : memref<4x2x8xf32>
}

// -----

func.func @collapse_of_collapse(%a : memref<2x3x4x5xf32>) -> memref<120xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %d = memref.collapse_shape %c [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %d : memref<120xf32>
}

// -----

func.func @expand_of_expand(%a : memref<120xf32>) -> memref<2x3x4x5xf32> {
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [6, 4, 5] : memref<120xf32> into memref<6x4x5xf32>
  %f = memref.expand_shape %e [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : memref<6x4x5xf32> into memref<2x3x4x5xf32>
  return %f : memref<2x3x4x5xf32>
}

// -----

func.func @expand_of_expand_dyn(%a : memref<?xf32>, %n : index) -> memref<?x3x4x5xf32> {
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 4, 5] : memref<?xf32> into memref<?x4x5xf32>
  %m = arith.divui %n, %n : index
  %f = memref.expand_shape %e [[0, 1], [2], [3]] output_shape [%m, 3, 4, 5] : memref<?x4x5xf32> into memref<?x3x4x5xf32>
  return %f : memref<?x3x4x5xf32>
}

// -----

func.func @collapse_of_cast(%a : memref<2x4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<2x4xf32> to memref<?x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %d : memref<?xf32>
}

// -----

func.func @expand_of_cast(%a : memref<8xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = memref.cast %a : memref<8xf32> to memref<?xf32>
  %d = memref.expand_shape %c [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %d : memref<?x4xf32>
}

// -----

func.func @expand_const_output_shape(%a : memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %d = memref.expand_shape %a [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %d : memref<?x4xf32>
}

// -----

func.func @collapse_identity(%a : memref<4x8xf32>) -> memref<4x8xf32> {
  %d = memref.collapse_shape %a [[0], [1]] : memref<4x8xf32> into memref<4x8xf32>
  return %d : memref<4x8xf32>
}

// -----

func.func @collapse_strided(%a : memref<4x8xf32, strided<[16, 1]>>) -> memref<4x8xf32, strided<[16, 1]>> {
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1]>> into memref<4x2x4xf32, strided<[16, 4, 1]>>
  %d = memref.collapse_shape %e [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1]>> into memref<4x8xf32, strided<[16, 1]>>
  return %d : memref<4x8xf32, strided<[16, 1]>>
}

// -----

func.func @collapse_unit_dims(%a : memref<1x4x1x8xf32>) -> memref<32xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<1x4x1x8xf32> into memref<4x8xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  return %d : memref<32xf32>
}

// -----

func.func @load_of_collapse(%a : memref<4x8xf32>, %i : index) -> f32 {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %x = memref.load %c[%i] : memref<32xf32>
  return %x : f32
}

// -----

func.func @subview_of_subview(%a : memref<16x16xf32>) -> memref<2x2xf32, strided<[16, 1], offset: 51>> {
  %s = memref.subview %a[2, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %t = memref.subview %s[1, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<2x2xf32, strided<[16, 1], offset: 51>>
  return %t : memref<2x2xf32, strided<[16, 1], offset: 51>>
}

// -----

func.func @subview_of_subview_dyn(%a : memref<16x16xf32>, %i : index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %s = memref.subview %a[%i, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %t = memref.subview %s[1, %i] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %t : memref<2x2xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @subview_of_subview_strided(%a : memref<16x16xf32>) -> memref<2x2xf32, strided<[64, 2], offset: 34>> {
  %s = memref.subview %a[2, 2] [8, 8] [2, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[32, 1], offset: 34>>
  %t = memref.subview %s[0, 0] [2, 2] [2, 2] : memref<8x8xf32, strided<[32, 1], offset: 34>> to memref<2x2xf32, strided<[64, 2], offset: 34>>
  return %t : memref<2x2xf32, strided<[64, 2], offset: 34>>
}

// -----

func.func @subview_of_subview_rank_reduce(%a : memref<16x16xf32>) -> memref<4xf32, strided<[1], offset: 36>> {
  %s = memref.subview %a[2, 2] [1, 8] [1, 1] : memref<16x16xf32> to memref<8xf32, strided<[1], offset: 34>>
  %t = memref.subview %s[2] [4] [1] : memref<8xf32, strided<[1], offset: 34>> to memref<4xf32, strided<[1], offset: 36>>
  return %t : memref<4xf32, strided<[1], offset: 36>>
}

// -----

func.func @subview_trivial_dyn(%a : memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  %s = memref.subview %a[0, 0] [%d0, %d1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %s : memref<?x?xf32, strided<[?, 1]>>
}

// -----

func.func @subview_trivial_static_layout(%a : memref<4x8xf32, strided<[8, 1], offset: 2>>) -> memref<4x8xf32, strided<[8, 1], offset: 2>> {
  %s = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<4x8xf32, strided<[8, 1], offset: 2>>
  return %s : memref<4x8xf32, strided<[8, 1], offset: 2>>
}

// -----

func.func @subview_trivial_needs_cast(%a : memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[%c0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %s : memref<4x8xf32, strided<[8, 1], offset: ?>>
}

// -----

func.func @subview_rank_reduce_const(%a : memref<4x8x16xf32>, %i : index) -> memref<?x?x16xf32, strided<[128, 16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%i, 0, 0] [%c1, %c4, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<?x?x16xf32, strided<[128, 16, 1], offset: ?>>
  return %s : memref<?x?x16xf32, strided<[128, 16, 1], offset: ?>>
}

// -----

func.func @subview_memspace_cast(%a : memref<4x8xf32, 3>) -> memref<2x?xf32, strided<[8, 1], offset: ?>, 3> {
  %c = memref.cast %a : memref<4x8xf32, 3> to memref<?x?xf32, 3>
  %c2 = arith.constant 2 : index
  %s = memref.subview %c[1, 1] [2, %c2] [1, 1] : memref<?x?xf32, 3> to memref<2x?xf32, strided<[?, 1], offset: ?>, 3>
  %r = memref.cast %s : memref<2x?xf32, strided<[?, 1], offset: ?>, 3> to memref<2x?xf32, strided<[8, 1], offset: ?>, 3>
  return %r : memref<2x?xf32, strided<[8, 1], offset: ?>, 3>
}

// -----

func.func @subview_out_of_bounds(%a : memref<4xf32>) -> memref<?xf32, strided<[1], offset: 6>> {
  %c8 = arith.constant 8 : index
  %s = memref.subview %a[6] [%c8] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: 6>>
  return %s : memref<?xf32, strided<[1], offset: 6>>
}

// -----

func.func @subview_negative_size(%a : memref<4xf32>) -> memref<?xf32, strided<[1]>> {
  %c = arith.constant -1 : index
  %s = memref.subview %a[0] [%c] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
  return %s : memref<?xf32, strided<[1]>>
}

// -----

func.func @subview_zero_stride(%a : memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[%c2] [%c2] [%c0] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @cast_of_cast(%a : memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<4xf32>
  return %d : memref<4xf32>
}

// -----

func.func @cast_of_cast_unranked(%a : memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  %d = memref.cast %c : memref<*xf32> to memref<?xf32>
  return %d : memref<?xf32>
}

// -----

func.func @cast_of_cast_more_static(%a : memref<?x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %a : memref<?x?xf32> to memref<4x?xf32>
  %d = memref.cast %c : memref<4x?xf32> to memref<?x?xf32>
  return %d : memref<?x?xf32>
}

// -----

func.func @cast_identity(%a : memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %a : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %c : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @cast_cse(%a : memref<4xf32>) -> (memref<?xf32>, memref<?xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %c, %d : memref<?xf32>, memref<?xf32>
}

// -----

func.func @alloc_cse(%n : index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  return %a, %b : memref<?xf32>, memref<?xf32>
}

// -----

func.func @get_global_cse() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.get_global @g : memref<2xf32>
  %b = memref.get_global @g : memref<2xf32>
  return %a, %b : memref<2xf32>, memref<2xf32>
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

func.func @load_of_const_global(%i : index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.get_global @g : memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

func.func @dead_get_global() {
  %a = memref.get_global @g : memref<2xf32>
  return
}
memref.global "private" @g : memref<2xf32> = uninitialized

// -----

func.func @extract_aligned_ptr_cse(%a : memref<4xf32>) -> (index, index) {
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  return %p, %q : index, index
}

// -----

func.func @assume_alignment_kept(%a : memref<4xf32>) {
  memref.assume_alignment %a, 16 : memref<4xf32>
  return
}

// -----

func.func @reshape_static(%a : memref<8xf32>, %s : memref<2xindex>) -> memref<2x4xf32> {
  %r = memref.reshape %a(%s) : (memref<8xf32>, memref<2xindex>) -> memref<2x4xf32>
  return %r : memref<2x4xf32>
}

// -----

func.func @dead_reshape(%a : memref<8xf32>, %s : memref<2xindex>) {
  %r = memref.reshape %a(%s) : (memref<8xf32>, memref<2xindex>) -> memref<2x4xf32>
  return
}

// -----

func.func @dead_view_subview(%b : memref<64xi8>, %i : index) {
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<4xf32>
  %s = memref.subview %v[%i] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  %t = memref.transpose %v (i) -> (i) : memref<4xf32> to memref<4xf32, strided<[1]>>
  %e = memref.expand_shape %v [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return
}

// -----

func.func @store_after_load_same(%a : memref<4xf32>, %i : index) {
  %x = memref.load %a[%i] : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  return
}

// -----

func.func @copy_to_alloc_then_dealloc(%src : memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @alloc_used_in_region(%c : i1, %v : f32, %i : index) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.store %v, %a[%i] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @alloca_scope_results(%i : index) -> (index, f32) {
  %r:2 = memref.alloca_scope -> (index, f32) {
    %c = arith.constant 3 : index
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %c, %x : index, f32
  }
  return %r#0, %r#1 : index, f32
}
