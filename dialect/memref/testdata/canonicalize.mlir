func.func @dim_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %d0, %d1 : index, index
}
func.func @alloc_const() -> memref<?x4xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) : memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  return
}
func.func @load_store(%v: f32, %i: index, %m: memref<4xf32>) -> f32 {
  memref.store %v, %m[%i] : memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}
func.func @cast_load(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  return %x : f32
}
func.func @subview_const(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, %c0] [%c4, %c4] [1, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[16, 1], offset: ?>>
}
func.func @trivial_subview(%m: memref<8x16xf32>) -> memref<8x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  return %s : memref<8x16xf32, strided<[16, 1]>>
}
func.func @collapse_expand(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  return %e : memref<8x16xf32>
}
func.func @collapse_collapse(%m: memref<2x4x8xf32>) -> memref<64xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return %d : memref<64xf32>
}
func.func @expand_expand(%m: memref<64xf32>) -> memref<2x4x8xf32> {
  %c = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  return %d : memref<2x4x8xf32>
}
func.func @copy_self(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}
func.func @copy_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<4xf32>
  return
}
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}
func.func @view_const(%b: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @cast_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
func.func @esm(%m: memref<4x8xf32>) -> (index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %off, %sz#1, %st#0 : index, index, index
}
func.func @scope(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
// Cases where patterns must not fire, and less common forms.
func.func @alloc_negative_size() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloc(%c) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @alloc_symbols(%n: index, %s: index) -> memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3)[%s] {alignment = 16 : i64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return %a : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
}
func.func @alloca_mixed(%n: index) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%n, %c3) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}
func.func @alloc_escapes(%v: memref<4xf32>, %m: memref<memref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[] : memref<memref<4xf32>>
  return
}
func.func @alloc_loaded(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}
func.func @dim_unknown(%m: memref<?x?xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x?xf32>
  return %d : index
}
func.func @dim_out_of_range(%m: memref<4xf32>) -> index {
  %c5 = arith.constant 5 : index
  %d = memref.dim %m, %c5 : memref<4xf32>
  return %d : index
}
func.func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  %d = memref.dim %c, %c0 : memref<*xf32>
  return %d : index
}
func.func @dim_of_subview(%m: memref<8x16xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[0, 0] [%n, 1] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[16]>>
  %d = memref.dim %s, %c0 : memref<?xf32, strided<[16]>>
  return %d : index
}
func.func @dim_of_view(%b: memref<2048xi8>, %n: index, %o: index) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.view %b[%o][%n] : memref<2048xi8> to memref<4x?xf32>
  %d = memref.dim %v, %c1 : memref<4x?xf32>
  return %d : index
}
func.func @dim_of_reshape(%m: memref<*xf32>, %s: memref<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  return %d : index
}
func.func @dim_of_reshape_index(%m: memref<*xf32>, %s: memref<2xindex>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}
func.func @subview_rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %s = memref.subview %m[%i, 0, 0] [1, %c8, 4] [%c1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @subview_of_cast(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_of_subview(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 2>> {
  %s = memref.subview %m[0, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 2>>
  %t = memref.subview %s[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: 2>> to memref<4x4xf32, strided<[16, 1], offset: 2>>
  return %t : memref<4x4xf32, strided<[16, 1], offset: 2>>
}
func.func @subview_negative_offset(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c = arith.constant -1 : index
  %s = memref.subview %m[%c, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @subview_dynamic_source(%m: memref<?x16xf32>, %n: index) -> memref<?x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [%n, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  return %s : memref<?x16xf32, strided<[16, 1]>>
}
func.func @subview_stride(%m: memref<8x16xf32>) -> memref<4x8xf32, strided<[32, 2]>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[0, 0] [4, 8] [%c2, %c2] : memref<8x16xf32> to memref<4x8xf32, strided<[?, ?]>>
  %c = memref.cast %s : memref<4x8xf32, strided<[?, ?]>> to memref<4x8xf32, strided<[32, 2]>>
  return %c : memref<4x8xf32, strided<[32, 2]>>
}
func.func @collapse_of_cast(%m: memref<4x8xf32>) -> memref<32xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %e = memref.cast %d : memref<?xf32> to memref<32xf32>
  return %e : memref<32xf32>
}
func.func @collapse_of_expand_partial(%m: memref<4x24xf32>) -> memref<4x4x6xf32> {
  %e = memref.expand_shape %m [[0], [1, 2, 3]] output_shape [4, 2, 2, 6] : memref<4x24xf32> into memref<4x2x2x6xf32>
  %c = memref.collapse_shape %e [[0], [1, 2], [3]] : memref<4x2x2x6xf32> into memref<4x4x6xf32>
  return %c : memref<4x4x6xf32>
}
func.func @collapse_of_expand_lower(%m: memref<4x6x8xf32>) -> memref<24x8xf32> {
  %e = memref.expand_shape %m [[0, 1], [2], [3]] output_shape [2, 2, 6, 8] : memref<4x6x8xf32> into memref<2x2x6x8xf32>
  %c = memref.collapse_shape %e [[0, 1, 2], [3]] : memref<2x2x6x8xf32> into memref<24x8xf32>
  return %c : memref<24x8xf32>
}
func.func @expand_of_collapse_same(%m: memref<4x6xf32>) -> memref<2x2x6xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [2, 2, 6] : memref<24xf32> into memref<2x2x6xf32>
  return %e : memref<2x2x6xf32>
}
func.func @expand_of_collapse_no(%m: memref<4x6xf32>) -> memref<3x8xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %e : memref<3x8xf32>
}
func.func @collapse_strided_no(%m: memref<4x8xf32, strided<[8, 1], offset: 4>>) -> memref<32xf32, strided<[1], offset: 4>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 4>> into memref<32xf32, strided<[1], offset: 4>>
  return %c : memref<32xf32, strided<[1], offset: 4>>
}
func.func @transpose_twice(%m: memref<2x3x4xf32>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> {
  %a = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %b = memref.transpose %a (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  return %b : memref<2x3x4xf32, strided<[12, 4, 1]>>
}
func.func @reinterpret_of_reinterpret(%m: memref<?xf32>) -> memref<4x4xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}
func.func @reinterpret_identity(%m: memref<16xf32>) -> memref<16xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>
  return %a : memref<16xf32>
}
func.func @reinterpret_of_metadata(%m: memref<?x8xf32>) -> memref<?x8xf32> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x8xf32>
  return %r : memref<?x8xf32>
}
func.func @memspace_cast_twice(%m: memref<4xf32>) -> memref<4xf32, 2> {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  return %b : memref<4xf32, 2>
}
func.func @store_of_cast(%m: memref<4xf32>, %v: f32, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}
func.func @copy_unranked_cast(%m: memref<*xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<*xf32> to memref<4xf32>
  memref.copy %c, %n : memref<4xf32> to memref<4xf32>
  return
}
func.func @scope_with_alloca(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
func.func @scope_not_last(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %y = arith.addf %r, %r : f32
  return %y : f32
}
func.func @view_of_cast_alloc(%o: index) -> memref<4x4xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%o][] : memref<?xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}
func.func @rank_unranked(%m: memref<*xf32>) -> index {
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}
func.func @esm_dynamic(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %st#0, %st#1 : index, index, index, index
}
func.func @global_unused() {
  %g = memref.get_global @gm : memref<2xf32>
  return
}
memref.global "private" constant @gm : memref<2xf32> = dense<[1.0, 2.0]>
func.func @load_from_global(%i: index) -> f32 {
  %g = memref.get_global @gm : memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %g[%c0] : memref<2xf32>
  return %x : f32
}
func.func @hoist(%n: index, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%k) : memref<?xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %b[%i] : memref<?xf32>
    }
  }
  return
}
func.func @nested(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %s = memref.alloca_scope -> (f32) {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.alloca_scope.return %x : f32
    }
    memref.alloca_scope.return %s : f32
  }
  return %r : f32
}
func.func @in_if(%c: i1, %i: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %a[%i] : memref<4xf32>
    }
  }
  return
}
func.func @not_last(%c: i1, %i: index, %m: memref<4xf32>, %f: f32) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %m[%i] : memref<4xf32>
    }
    memref.store %f, %m[%i] : memref<4xf32>
  }
  return
}
func.func @canonicalize_rank_reduced_subview(%arg0 : memref<8x?xf32>, %arg1 : index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%c0, %c0] [1, %arg1] [%c1, %c1] : memref<8x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @memref_cast_folding_subview(%arg0: memref<4x5xf32>, %i: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.cast %arg0 : memref<4x5xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %i][%i, %i][%i, %i]: memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1: memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_of_size_memcast(%arg : memref<4x6x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: 512>>{
  %0 = memref.cast %arg : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %1 = memref.subview %0[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  return %1 : memref<16x32xi8, strided<[32, 1], offset: 512>>
}
func.func @subview_of_strides_memcast(%arg : memref<1x1x?xf32, strided<[35, 33, 1], offset: ?>>) -> memref<1x1x4xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.cast %arg : memref<1x1x?xf32, strided<[35, 33, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x1x4xf32, strided<[?, ?, ?], offset: ?>>
  return %1 : memref<1x1x4xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @collapse_after_memref_cast_type_change(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %casted = memref.cast %arg0 : memref<?x512x1x?xf32> to memref<?x512x1x1xf32>
  %collapsed = memref.collapse_shape %casted [[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
  %dynamic = memref.cast %collapsed: memref<?x512xf32> to memref<?x?xf32>
  return %dynamic : memref<?x?xf32>
}
func.func @collapse_after_memref_cast(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}
func.func @fold_memref_expand_cast(%arg0 : memref<?x?xf32>) -> memref<2x4x4xf32> {
  %0 = memref.cast %arg0 : memref<?x?xf32> to memref<8x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return %1 : memref<2x4x4xf32>
}
func.func @atomicrmw_cast_fold(%arg0 : f32, %arg1 : memref<4xf32>, %c : index) {
  %v = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %arg0, %v[%c] : (f32, memref<?xf32>) -> f32
  return
}
func.func @alloc_const_fold_with_symbols1(%arg0 : index) -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%arg0)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
}
func.func @alloc_const_fold_with_symbols2() -> memref<?xi32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%c1)[%c1, %c1] : memref<?xi32, strided<[?], offset: ?>>
  return %0 : memref<?xi32, strided<[?], offset: ?>>
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
func.func @reinterpret_of_subview(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %subview = memref.subview %arg[0] [%size1] [1] : memref<?xi8> to memref<?xi8>
  %res = memref.reinterpret_cast %subview to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  return %res : memref<?xi8>
}
func.func @reinterpret_of_cast(%arg : memref<?xi8>, %size: index) -> memref<?xi8> {
  %cast = memref.cast %arg : memref<?xi8> to memref<5xi8>
  %res = memref.reinterpret_cast %cast to offset: [0], sizes: [%size], strides: [1] : memref<5xi8> to memref<?xi8>
  return %res : memref<?xi8>
}
func.func @reinterpret_of_extract_strided_metadata_w_type_mistach(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_of_extract_strided_metadata_w_different_stride(%arg0 : memref<8x2xf32>) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 2, 2], strides: [1, 1, %strides#1] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %m2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @dim_of_sized_view(%arg : memref<?xi8>, %size: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.dim %0, %c0 : memref<?xi8>
  return %1 : index
}
func.func @no_fold_subview_negative_size(%input: memref<4x1024xf32>) -> memref<?x256xf32, strided<[1024, 1], offset: 2304>> {
  %cst = arith.constant -13 : index
  %0 = memref.subview %input[2, 256] [%cst, 256] [1, 1] : memref<4x1024xf32> to memref<?x256xf32, strided<[1024, 1], offset: 2304>>
  return %0 : memref<?x256xf32, strided<[1024, 1], offset: 2304>>
}
func.func @fold_trivial_subviews(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %s = memref.subview %m[0, 0] [%d0, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1]>>
  %c = memref.cast %s : memref<?x4xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %c : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @empty_copy(%m: memref<0x4xf32>, %n: memref<0x4xf32>) {
  memref.copy %m, %n : memref<0x4xf32> to memref<0x4xf32>
  return
}
func.func @rank_reducing_subview_dim(%arg0 : memref<?x?x?xf32>, %arg1 : index, %arg2 : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c0, %arg1, %c1] [%c4, 1, %arg2] [%c1, %c1, %c1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : index
}
func.func @transpose_of_cast(%m: memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return %t : memref<8x4xf32, strided<[1, 8]>>
}
func.func @realloc(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
func.func @realloc_const(%m: memref<4xf32>) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %r = memref.realloc %m(%c8) : memref<4xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @realloc_dead(%m: memref<4xf32>) {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}
func.func @gatomic(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.generic_atomic_rmw %c[%i] : memref<?xf32> {
  ^bb0(%o: f32):
    memref.atomic_yield %o : f32
  }
  return %x : f32
}
func.func @dma(%m: memref<4xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dma_start %c[%i], %c[%i], %i, %c[%i] : memref<?xf32>, memref<?xf32>, memref<?xf32>
  memref.dma_wait %c[%i], %i : memref<?xf32>
  return
}
func.func @assume(%m: memref<4xf32>) {
  memref.assume_alignment %m, 16 : memref<4xf32>
  return
}
func.func @msc_identity(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}
func.func @ptr(%m: memref<4xf32>) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return
}
func.func @reshape_twice(%m: memref<16xf32>, %s: memref<2xi32>, %t: memref<1xi32>) -> memref<?xf32> {
  %a = memref.reshape %m(%s) : (memref<16xf32>, memref<2xi32>) -> memref<?x?xf32>
  %b = memref.reshape %a(%t) : (memref<?x?xf32>, memref<1xi32>) -> memref<?xf32>
  return %b : memref<?xf32>
}
func.func @esm_of_cast(%m: memref<4x8xf32>) -> memref<f32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}
func.func @transpose_cast(%m: memref<4x8xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %t = memref.transpose %c (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %d = memref.cast %t : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %d : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @view_dyn(%b: memref<2048xi8>, %n: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][%n, %c4] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}
func.func @reinterpret_const(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @expand_const(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
func.func @copy_to_self_cast(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %m, %c : memref<4xf32> to memref<?xf32>
  return
}
func.func @f(%m: memref<?x24xf32>, %n: index) -> memref<?x4x6xf32> {
  %e = memref.expand_shape %m [[0], [1, 2, 3]] output_shape [%n, 2, 2, 6] : memref<?x24xf32> into memref<?x2x2x6xf32>
  %c = memref.collapse_shape %e [[0], [1, 2], [3]] : memref<?x2x2x6xf32> into memref<?x4x6xf32>
  return %c : memref<?x4x6xf32>
}
func.func @g(%m: memref<?x4xf32>, %n: index) -> memref<?x2x4xf32> {
  %e = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%n, 2, 2, 4] : memref<?x4xf32> into memref<?x2x2x4xf32>
  %c = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x2x2x4xf32> into memref<?x2x4xf32>
  return %c : memref<?x2x4xf32>
}
func.func @compose_collapse_of_collapse_zero_dim(%arg0 : memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}
func.func @compose_expand_of_expand_of_zero_dim(%arg0 : memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
func.func @subview_of_static_full_size(%arg0 : memref<4x6x16x32xi8>) -> memref<4x6x16x32xi8> {
  %0 = memref.subview %arg0[0, 0, 0, 0] [4, 6, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<4x6x16x32xi8>
  return %0 : memref<4x6x16x32xi8>
}
func.func @multiple_reducing_dims(%arg0 : memref<1x384x384xf32>, %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<1x384x384xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @multiple_reducing_dims_dynamic(%arg0 : memref<?x?x?xf32>, %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @multiple_reducing_dims_all_dynamic(%arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1 : index, %arg2 : index, %arg3 : index) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %arg1, %arg2] [1, 1, %arg3] [1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @view_same(%b: memref<2048xi8>) -> memref<2048xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<2048xi8> to memref<2048xi8>
  return %v : memref<2048xi8>
}
func.func @no_fold_dynamic_no_op_subview(%arg0 : memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %arg0, %c0 : memref<?x?xf32>
  %1 = memref.dim %arg0, %c1 : memref<?x?xf32>
  %2 = memref.subview %arg0[0, 0] [%0, %1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %2 : memref<?x?xf32, strided<[?, 1]>>
}
func.func @no_fold_subview_with_non_unit_stride(%arg0 : memref<20x42xf32>) -> memref<20x42xf32, strided<[42, 1]>> {
  %0 = memref.subview %arg0[0, 0] [20, 42] [1, 1] : memref<20x42xf32> to memref<20x42xf32, strided<[42, 1]>>
  return %0 : memref<20x42xf32, strided<[42, 1]>>
}
func.func @compose_expand_of_expand_dyn(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index) -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}
func.func @collapse_of_expand_dyn(%arg0 : memref<?x?xf32>, %s: index, %t: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%s, 4, %t] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @expand_of_collapse_dyn(%arg0 : memref<?x4x?xf32>, %s: index, %t: index) -> memref<?x4x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%s, 4, %t] : memref<?x?xf32> into memref<?x4x?xf32>
  return %1 : memref<?x4x?xf32>
}
func.func @a(%arg0 : memref<?x8xf32>, %s: index) -> memref<?x8xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%s, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x4x8xf32> into memref<?x8xf32>
  return %1 : memref<?x8xf32>
}
func.func @b(%arg0 : memref<?x?x?xf32>) -> memref<?x?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %arg0, %c0 : memref<?x?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%d, %d, %d] : memref<?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @rr_stride(%m: memref<4x1x8xf32>) -> memref<4x4xf32, strided<[8, ?]>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[0, 0, 0] [4, 1, 4] [1, 1, %c2] : memref<4x1x8xf32> to memref<4x4xf32, strided<[8, ?]>>
  return %s : memref<4x4xf32, strided<[8, ?]>>
}
func.func @rr_unit(%m: memref<1x1x8xf32>, %i: index) -> memref<1x4xf32, strided<[8, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[0, 0, %i] [1, 1, %c4] [1, 1, 1] : memref<1x1x8xf32> to memref<1x?xf32, strided<[8, 1], offset: ?>>
  %c = memref.cast %s : memref<1x?xf32, strided<[8, 1], offset: ?>> to memref<1x4xf32, strided<[8, 1], offset: ?>>
  return %c : memref<1x4xf32, strided<[8, 1], offset: ?>>
}
func.func @subview_cast_a(%m: memref<4x1x8xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<4x1x8xf32> to memref<?x?x?xf32>
  %s = memref.subview %c[%i, 0, %i] [%i, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %s : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %d : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_cast_b(%m: memref<?x?xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  %s = memref.subview %c[%i, 0] [1, %i] [1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @subview_cast_c(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 18>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, %c2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %u = memref.cast %t : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  return %u : memref<4x4xf32, strided<[8, 1], offset: 18>>
}
func.func @subview_cast_d(%m: memref<8x8xf32>, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, 0] [%i, 1] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[8]>>
  %e = memref.expand_shape %s [[0, 1]] output_shape [%i, 1] : memref<?xf32, strided<[8]>> into memref<?x1xf32, strided<[8, 8]>>
  %d = memref.dim %e, %c1 : memref<?x1xf32, strided<[8, 8]>>
  return %d : index
}
