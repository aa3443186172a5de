// memref probes from LLVM 19's registered folders and canonicalizers, one per chunk.

func.func @transpose_identity(%m : memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

// -----

func.func @transpose_of_transpose(%m : memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  return %1 : memref<4x8xf32, strided<[8, 1]>>
}

// -----

func.func @transpose_of_cast(%m : memref<4x8xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = memref.transpose %c (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}

// -----

func.func @transpose_twice_chain(%m : memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// -----

func.func @msc_of_msc(%m : memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 3>
  return %1 : memref<4xf32, 3>
}

// -----

func.func @msc_roundtrip(%m : memref<4xf32, 1>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 1>
  return %1 : memref<4xf32, 1>
}

// -----

func.func @msc_dynamic(%m : memref<?xf32, 1>) -> memref<?xf32, 2> {
  %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 2>
  %2 = memref.memory_space_cast %1 : memref<?xf32, 2> to memref<?xf32, 2>
  return %2 : memref<?xf32, 2>
}

// -----

func.func @msc_of_cast(%m : memref<4xf32, 1>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32, 1> to memref<?xf32, 1>
  %0 = memref.memory_space_cast %c : memref<?xf32, 1> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @view_const_size(%buf : memref<2048xi8>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %0 = memref.view %buf[%c0][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @view_partial_const(%buf : memref<2048xi8>, %n : index) -> memref<?x?xf32> {
  %c64 = arith.constant 64 : index
  %c11 = arith.constant 11 : index
  %0 = memref.view %buf[%c64][%n, %c11] : memref<2048xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

func.func @view_of_alloc_cast(%n : index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %0 = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @view_of_alloc_static(%n : index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %0 = memref.view %a[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

func.func @view_memspace(%buf : memref<2048xi8, 3>) -> memref<?x?xf32, 3> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %0 = memref.view %buf[%c0][%c7, %c7] : memref<2048xi8, 3> to memref<?x?xf32, 3>
  %d = memref.dim %0, %c0 : memref<?x?xf32, 3>
  "test.use"(%d) : (index) -> ()
  return %0 : memref<?x?xf32, 3>
}

// -----

func.func @rank_static(%m : memref<4x?x8xf32>) -> index {
  %0 = memref.rank %m : memref<4x?x8xf32>
  return %0 : index
}

// -----

func.func @rank_unranked(%m : memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  return %0 : index
}

// -----

func.func @rank_of_cast_unranked(%m : memref<4x8xf32>) -> index {
  %u = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %0 = memref.rank %u : memref<*xf32>
  return %0 : index
}

// -----

func.func @rank_zero(%m : memref<f32>) -> index {
  %0 = memref.rank %m : memref<f32>
  return %0 : index
}

// -----

func.func @esm_static(%m : memref<4x8xf32>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

func.func @esm_partial(%m : memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

func.func @esm_of_cast(%m : memref<4x8xf32>) -> (memref<f32>, index, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#0, %st#0 : memref<f32>, index, index
}

// -----

func.func @esm_offset_static(%m : memref<4x8xf32, strided<[8, 1], offset: 5>>) -> (memref<f32>, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32, strided<[8, 1], offset: 5>> -> memref<f32>, index, index, index, index, index
  return %b, %o : memref<f32>, index
}

// -----

func.func @esm_rank0(%m : memref<f32, strided<[], offset: ?>>) -> (memref<f32>, index) {
  %b, %o = memref.extract_strided_metadata %m : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
  return %b, %o : memref<f32>, index
}

// -----

func.func @esm_reinterpret(%m : memref<?xf32>, %o : index, %s : index) -> (index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %st#0 : index, index, index
}

// -----

func.func @reinterpret_of_esm(%m : memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_of_esm_mismatch(%m : memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#1, %s#0], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_of_esm_static(%m : memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<4x8xf32, strided<[8, 1]>>
  return %r : memref<4x8xf32, strided<[8, 1]>>
}

// -----

func.func @reinterpret_of_reinterpret(%m : memref<?xf32>, %o : index) -> memref<2x8xf32, strided<[8, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32>
  %r2 = memref.reinterpret_cast %r to offset: [%o], sizes: [2, 8], strides: [8, 1] : memref<16xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  return %r2 : memref<2x8xf32, strided<[8, 1], offset: ?>>
}

// -----

func.func @reinterpret_of_cast(%m : memref<16xf32>) -> memref<2x8xf32> {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<?xf32> to memref<2x8xf32>
  return %r : memref<2x8xf32>
}

// -----

func.func @reinterpret_const_operands(%m : memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c2, %c8], strides: [%c8, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @reinterpret_identity(%m : memref<2x8xf32>) -> memref<2x8xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<2x8xf32> to memref<2x8xf32>
  return %r : memref<2x8xf32>
}

// -----

func.func @reinterpret_identity_layout(%m : memref<2x8xf32, strided<[8, 1], offset: 3>>) -> memref<2x8xf32, strided<[8, 1], offset: 3>> {
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [2, 8], strides: [8, 1] : memref<2x8xf32, strided<[8, 1], offset: 3>> to memref<2x8xf32, strided<[8, 1], offset: 3>>
  return %r : memref<2x8xf32, strided<[8, 1], offset: 3>>
}

// -----

func.func @reinterpret_dim(%m : memref<?xf32>, %n : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32, strided<[8, 1]>>
  %d0 = memref.dim %r, %c0 : memref<?x8xf32, strided<[8, 1]>>
  %d1 = memref.dim %r, %c1 : memref<?x8xf32, strided<[8, 1]>>
  return %d0, %d1 : index, index
}

// -----

func.func @reinterpret_of_subview(%m : memref<8x8xf32>) -> memref<4xf32, strided<[1], offset: 9>> {
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 9>>
  %r = memref.reinterpret_cast %s to offset: [9], sizes: [4], strides: [1] : memref<2x2xf32, strided<[8, 1], offset: 9>> to memref<4xf32, strided<[1], offset: 9>>
  return %r : memref<4xf32, strided<[1], offset: 9>>
}

// -----

func.func @atomic_rmw_cast(%m : memref<4xf32>, %v : f32, %i : index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %0 : f32
}

// -----

func.func @atomic_rmw_unused(%m : memref<4xi32>, %v : i32, %i : index) {
  %0 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_unused(%m : memref<4xf32>, %i : index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    %c1 = arith.constant 1.0 : f32
    %n = arith.addf %cur, %c1 : f32
    memref.atomic_yield %n : f32
  }
  return
}

// -----

func.func @generic_atomic_cse(%m : memref<4xf32>, %i : index) -> (f32, f32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  }
  %y = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  }
  return %x, %y : f32, f32
}

// -----

func.func @dma_cast(%a : memref<16xf32>, %b : memref<16xf32, 1>, %tag : memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %ca = memref.cast %a : memref<16xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<16xf32, 1> to memref<?xf32, 1>
  %ct = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %ca[%c0], %cb[%c0], %c16, %ct[%c0] : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
  memref.dma_wait %ct[%c0], %c16 : memref<?xi32>
  return
}

// -----

func.func @prefetch_cast(%a : memref<16xf32>, %i : index) {
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  memref.prefetch %c[%i], write, locality<0>, instr : memref<?xf32>
  return
}

// -----

func.func @prefetch_cast_unranked(%a : memref<16xf32>, %i : index) {
  %c = memref.cast %a : memref<16xf32> to memref<*xf32>
  %r = memref.cast %c : memref<*xf32> to memref<?xf32>
  memref.prefetch %r[%i], read, locality<3>, data : memref<?xf32>
  return
}

// -----

func.func @load_store_cast(%a : memref<4x4xf32>, %i : index, %v : f32) -> f32 {
  %c = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  memref.store %v, %c[%i, %i] : memref<?x?xf32>
  %x = memref.load %c[%i, %i] {nontemporal = true} : memref<?x?xf32>
  return %x : f32
}

// -----

func.func @load_cast_layout(%a : memref<4x4xf32, strided<[4, 1], offset: 2>>, %i : index) -> f32 {
  %c = memref.cast %a : memref<4x4xf32, strided<[4, 1], offset: 2>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %x = memref.load %c[%i, %i] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %x : f32
}

// -----

func.func @load_cse_across_store(%a : memref<4xf32>, %i : index, %v : f32) -> (f32, f32, f32) {
  %x = memref.load %a[%i] : memref<4xf32>
  %y = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %z = memref.load %a[%i] : memref<4xf32>
  return %x, %y, %z : f32, f32, f32
}

// -----

func.func @dead_load(%a : memref<4xf32>, %i : index) {
  %x = memref.load %a[%i] : memref<4xf32>
  %d = memref.dim %a, %i : memref<4xf32>
  %r = memref.rank %a : memref<4xf32>
  return
}

// -----

func.func @alloca_scope_inline(%n : index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}

// -----

func.func @alloca_scope_with_alloca(%i : index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// -----

func.func @alloca_scope_hoist(%i : index, %v : f32) {
  scf.for %k = %i to %i step %i {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%k] : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

// -----

func.func @alloca_scope_hoist_dyn(%n : index, %v : f32) {
  memref.alloca_scope {
    %c0 = arith.constant 0 : index
    %a = memref.alloca(%n) : memref<?xf32>
    %b = memref.alloca() : memref<8xf32>
    memref.store %v, %a[%c0] : memref<?xf32>
    memref.store %v, %b[%c0] : memref<8xf32>
    "test.use"(%a, %b) : (memref<?xf32>, memref<8xf32>) -> ()
  }
  return
}

// -----

func.func @alloca_scope_nested(%v : f32) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// -----

func.func @alloca_scope_in_func_top(%v : f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.other"() : () -> ()
  return
}

// -----

func.func @alloc_const_dims(%v : f32) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c3, %c5) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// -----

func.func @alloc_const_dims_symbols(%s : index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %a : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}

// -----

func.func @alloc_const_dims_aligned(%n : index) -> memref<?x?xf32, 2> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) {alignment = 64 : i64} : memref<?x?xf32, 2>
  return %a : memref<?x?xf32, 2>
}

// -----

func.func @alloca_const_dims_neg() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloca(%c) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @alloc_dead_store(%v : f32, %i : index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @alloc_dead_load(%v : f32, %i : index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// -----

func.func @alloc_dead_cast(%v : f32, %i : index) {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

// -----

func.func @alloc_dead_subview(%v : f32, %i : index) {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.store %v, %s[%i] : memref<2xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @alloc_dead_stored_elsewhere(%v : f32, %i : index, %o : memref<4xmemref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %o[%i] : memref<4xmemref<4xf32>>
  return
}

// -----

func.func @alloca_dead_copy(%src : memref<4xf32>) {
  %a = memref.alloca() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @copy_self(%a : memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @copy_cast_both(%a : memref<4xf32>, %b : memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %ca, %cb : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @copy_cast_layout(%a : memref<4xf32, strided<[2]>>, %b : memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %ca, %b : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}

// -----

func.func @copy_empty(%a : memref<0xf32>, %b : memref<0xf32>) {
  memref.copy %a, %b : memref<0xf32> to memref<0xf32>
  return
}

// -----

func.func @copy_self_cast(%a : memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %c, %a : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @dealloc_of_cast(%a : memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

// -----

func.func @dealloc_unranked_cast(%a : memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  memref.dealloc %c : memref<*xf32>
  return
}

// -----

func.func @realloc_same(%a : memref<4xf32>) -> memref<4xf32> {
  %r = memref.realloc %a : memref<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @realloc_dyn_same(%a : memref<?xf32>, %n : index) -> memref<?xf32> {
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @realloc_dim_same(%a : memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @realloc_of_alloc(%n : index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @realloc_dead(%a : memref<4xf32>) {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_static_grow(%a : memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %a {alignment = 8} : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

// -----

func.func @dim_of_alloc(%n : index, %m : index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----

func.func @dim_out_of_range(%a : memref<4x?xf32>) -> index {
  %c5 = arith.constant 5 : index
  %d = memref.dim %a, %c5 : memref<4x?xf32>
  return %d : index
}

// -----

func.func @dim_negative(%a : memref<4x?xf32>) -> index {
  %c = arith.constant -1 : index
  %d = memref.dim %a, %c : memref<4x?xf32>
  return %d : index
}

// -----

func.func @dim_unranked(%a : memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<*xf32>
  return %d : index
}

// -----

func.func @dim_of_reshape(%a : memref<*xf32>, %shape : memref<?xindex>) -> (index, index) {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  %c0 = arith.constant 0 : index
  %r2 = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %d, %c0 : index, index
}

// -----

func.func @dim_of_reshape_i32(%a : memref<*xf32>, %shape : memref<?xi32>, %i : index) -> index {
  %r = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

func.func @dim_of_reshape_store_between(%a : memref<*xf32>, %shape : memref<?xindex>, %i : index) -> index {
  %r = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %c1 = arith.constant 1 : index
  memref.store %c1, %shape[%i] : memref<?xindex>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

func.func @dim_of_subview_dyn(%a : memref<?x?xf32>, %n : index, %m : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[0, 0] [%n, %m] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_subview_rank_reduced(%a : memref<?x?x?xf32>, %n : index, %m : index) -> index {
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[0, 0, 0] [1, %n, %m] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d : index
}

// -----

func.func @dim_of_expand_shape(%a : memref<?x8xf32>, %n : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  %d0 = memref.dim %e, %c0 : memref<?x4x8xf32>
  %d1 = memref.dim %e, %c1 : memref<?x4x8xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_collapse_shape(%a : memref<?x4x8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %e = memref.collapse_shape %a [[0, 1], [2]] : memref<?x4x8xf32> into memref<?x8xf32>
  %d0 = memref.dim %e, %c0 : memref<?x8xf32>
  return %d0 : index
}

// -----

func.func @dim_of_cast(%a : memref<4x?xf32>, %i : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %d0 = memref.dim %c, %c0 : memref<?x?xf32>
  %d1 = memref.dim %c, %i : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @dim_of_view(%buf : memref<2048xi8>, %n : index) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %v, %c0 : memref<?x4xf32>
  return %d : index
}

// -----

func.func @dim_of_alloca_in_loop(%n : index, %lb : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = memref.alloca(%i) : memref<?xf32>
    %d = memref.dim %a, %c0 : memref<?xf32>
    scf.yield %d : index
  }
  return %r : index
}
