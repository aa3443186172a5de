// memref probes with affine-map layouts, aliases and generic forms.

#map = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
func.func @cast_affine_layout(%a : memref<4x16xf32, #map>) -> memref<?x?xf32, #map> {
  %c = memref.cast %a : memref<4x16xf32, #map> to memref<?x?xf32, #map>
  return %c : memref<?x?xf32, #map>
}

// -----

#map = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
func.func @subview_affine_source(%a : memref<4x16xf32, #map>) -> memref<2x2xf32, strided<[16, 1], offset: 20>> {
  %s = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x16xf32, #map> to memref<2x2xf32, strided<[16, 1], offset: 20>>
  return %s : memref<2x2xf32, strided<[16, 1], offset: 20>>
}

// -----

func.func @dim_affine_layout(%a : memref<?x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %d1 = memref.dim %a, %c1 : memref<?x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %d0, %d1 : index, index
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @alloc_affine_symbols(%s : index) -> index {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc(%c7)[%s] : memref<?xf32, #map>
  %d = memref.dim %a, %c0 : memref<?xf32, #map>
  "test.use"(%a) : (memref<?xf32, #map>) -> ()
  return %d : index
}

// -----

func.func @alloc_identity_map() -> memref<4xf32, affine_map<(d0) -> (d0)>> {
  %a = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0)>>
  return %a : memref<4xf32, affine_map<(d0) -> (d0)>>
}

// -----

func.func @generic_forms(%a : memref<4x8xf32>, %i : index) -> f32 {
  %c = "memref.cast"(%a) : (memref<4x8xf32>) -> memref<?x?xf32>
  %x = "memref.load"(%c, %i, %i) : (memref<?x?xf32>, index, index) -> f32
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %d = "memref.dim"(%c, %c0) : (memref<?x?xf32>, index) -> index
  "test.use"(%d) : (index) -> ()
  return %x : f32
}

// -----

func.func @subview_generic(%a : memref<8x8xf32>) -> memref<?x4xf32, strided<[8, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = "memref.subview"(%a, %c1, %c2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<?x4xf32, strided<[8, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[8, 1], offset: ?>>
}

// -----

func.func @subview_0d_result(%a : memref<8x8xf32>) -> memref<f32, strided<[], offset: 9>> {
  %s = memref.subview %a[1, 1] [1, 1] [1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: 9>>
  return %s : memref<f32, strided<[], offset: 9>>
}

// -----

func.func @subview_dyn_to_static_0d(%a : memref<8x8xf32>, %i : index) -> memref<f32, strided<[], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[%i, %c1] [1, 1] [1, 1] : memref<8x8xf32> to memref<f32, strided<[], offset: ?>>
  return %s : memref<f32, strided<[], offset: ?>>
}

// -----

func.func @load_0d_cast(%a : memref<f32>) -> f32 {
  %c = memref.cast %a : memref<f32> to memref<f32, strided<[], offset: ?>>
  %x = memref.load %c[] : memref<f32, strided<[], offset: ?>>
  return %x : f32
}

// -----

func.func @collapse_0d(%a : memref<1x1xf32>) -> memref<f32> {
  %c = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  return %c : memref<f32>
}

// -----

func.func @expand_0d(%a : memref<f32>) -> memref<1x1xf32> {
  %c = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %d = memref.collapse_shape %c [] : memref<1x1xf32> into memref<f32>
  %e = memref.expand_shape %d [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %e : memref<1x1xf32>
}

// -----

func.func @collapse_dyn_strides(%a : memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %c : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @cast_memspace_attr(%a : memref<4xf32, #gpu.address_space<workgroup>>) -> memref<?xf32, #gpu.address_space<workgroup>> {
  %c = memref.cast %a : memref<4xf32, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
  %d = memref.cast %c : memref<?xf32, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
  %e = memref.cast %d : memref<4xf32, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
  return %e : memref<?xf32, #gpu.address_space<workgroup>>
}

// -----

func.func @alloc_in_loop_dead(%n : index, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc(%i) : memref<?xf32>
    memref.store %v, %a[%c0] : memref<?xf32>
    memref.dealloc %a : memref<?xf32>
  }
  return
}

// -----

func.func @alloca_vector_elem(%v : vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xvector<4xf32>>
  memref.store %v, %a[%c0] : memref<2xvector<4xf32>>
  return
}

// -----

func.func @dim_const_index_types(%a : memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = memref.cast %a : memref<4x?xf32> to memref<4x8xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  %e = memref.dim %c, %c1 : memref<4x8xf32>
  %s = arith.addi %d, %e : index
  return %s : index
}
