#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  memref.global "private" constant @g : memref<2xf32> = dense<[0.000000e+00, 1.000000e+00]> {alignment = 64 : i64}
  func.func @f(%arg0: memref<8x16xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: f32, %arg4: memref<2048xi8>) {
    %subview = memref.subview %arg0[%arg1, 2] [4, %arg1] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4, %arg1], strides: [%arg1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
    %0 = memref.get_global @g : memref<2xf32>
    memref.prefetch %arg0[%arg1, %arg1], write, locality<1>, data : memref<8x16xf32>
    %1 = memref.atomic_rmw addf %arg3, %arg0[%arg1, %arg1] : (f32, memref<8x16xf32>) -> f32
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
    %view = memref.view %arg4[%arg1][%arg1] : memref<2048xi8> to memref<?x4xf32>
    memref.assume_alignment %arg0, 16 : memref<8x16xf32>
    %dim = memref.dim %arg0, %arg1 : memref<8x16xf32>
    %2 = memref.rank %arg2 : memref<*xf32>
    %3 = memref.realloc %arg4 {alignment = 8 : i64} : memref<2048xi8> to memref<4096xi8>
    %alloc = memref.alloc(%arg1)[%arg1] {alignment = 8 : i64} : memref<?xf32, #map>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x16xf32> -> index
    %memspacecast = memref.memory_space_cast %arg0 : memref<8x16xf32> to memref<8x16xf32, 1>
    memref.copy %arg0, %arg0 : memref<8x16xf32> to memref<8x16xf32>
    %4 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<8x16xf32>
    %5 = memref.alloca_scope  -> (f32) {
      memref.alloca_scope.return %arg3 : f32
    }
    %6 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<8x16xf32> {
    ^bb0(%arg5: f32):
      memref.atomic_yield %arg5 : f32
    }
    return
  }
  func.func @more(%arg0: memref<4x4xf32>, %arg1: index, %arg2: memref<*xf32>, %arg3: memref<2xi32>, %arg4: f32) {
    %alloca = memref.alloca(%arg1)[%arg1] {alignment = 16 : i64} : memref<2x?xf32, #map1>
    memref.dealloc %arg2 : memref<*xf32>
    %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
    %reshape = memref.reshape %arg2(%arg3) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
    memref.store %arg4, %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x4xf32>
    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, instr : memref<4x4xf32>
    %alloc = memref.alloc() : memref<1xi32>
    memref.dma_start %arg0[%arg1, %arg1], %arg0[%arg1, %arg1], %arg1, %alloc[%arg1], %arg1, %arg1 : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
    memref.dma_wait %alloc[%arg1], %arg1 : memref<1xi32>
    %0 = memref.atomic_rmw maxnumf %arg4, %arg0[%arg1, %arg1] : (f32, memref<4x4xf32>) -> f32
    %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    return
  }
  memref.global "nested" @n : memref<f32> = dense<1.000000e+00>
}

