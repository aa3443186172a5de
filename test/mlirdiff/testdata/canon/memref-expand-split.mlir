// memref-expand probes: float max/min atomic_rmw kinds to generic_atomic_rmw (others kept),
// reshape with a static-length shape to reinterpret_cast (sizes loaded, strides multiplied),
// index and integer shapes, rank 0 and 1, unranked results kept.

func.func @rmw(%F: memref<10xf32>, %f: f32, %i: index) -> (f32, f32, f32, f32) {
  %a = memref.atomic_rmw maximumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw addf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %e = memref.atomic_rmw minnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  return %a, %b, %c, %e : f32, f32, f32, f32
}

// -----

func.func @reshape(%input: memref<*xf32>, %shape: memref<3xi32>) -> memref<?x?x8xf32> {
  %result = memref.reshape %input(%shape) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %result : memref<?x?x8xf32>
}

// -----

func.func @reshape2(%input: memref<4x5xf32>, %shape: memref<4xindex>, %s2: memref<?xi64>) -> (memref<2x?x5x?xf32>, memref<*xf32>) {
  %result = memref.reshape %input(%shape) : (memref<4x5xf32>, memref<4xindex>) -> memref<2x?x5x?xf32>
  %r2 = memref.reshape %input(%s2) : (memref<4x5xf32>, memref<?xi64>) -> memref<*xf32>
  return %result, %r2 : memref<2x?x5x?xf32>, memref<*xf32>
}

// -----

func.func @reshape3(%input: memref<20xf32>, %shape: memref<2xindex>) -> (memref<4x5xf32>, memref<?x?xf32>) {
  %a = memref.reshape %input(%shape) : (memref<20xf32>, memref<2xindex>) -> memref<4x5xf32>
  %b = memref.reshape %input(%shape) : (memref<20xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %a, %b : memref<4x5xf32>, memref<?x?xf32>
}

// -----

func.func @rmw_4(%F: memref<10xi32>, %f: i32, %i: index, %G: memref<4x4xf16>, %h: f16) -> (i32, i32, i32, i32, f16, f16) {
  %a = memref.atomic_rmw maxs %f, %F[%i] : (i32, memref<10xi32>) -> i32
  %b = memref.atomic_rmw mins %f, %F[%i] : (i32, memref<10xi32>) -> i32
  %c = memref.atomic_rmw maxu %f, %F[%i] : (i32, memref<10xi32>) -> i32
  %d = memref.atomic_rmw ori %f, %F[%i] : (i32, memref<10xi32>) -> i32
  %e = memref.atomic_rmw maximumf %h, %G[%i, %i] : (f16, memref<4x4xf16>) -> f16
  %g = memref.atomic_rmw mulf %h, %G[%i, %i] : (f16, memref<4x4xf16>) -> f16
  return %a, %b, %c, %d, %e, %g : i32, i32, i32, i32, f16, f16
}

// -----

func.func @rank0(%input: memref<1xf32>, %shape: memref<0xindex>) -> memref<f32> {
  %r = memref.reshape %input(%shape) : (memref<1xf32>, memref<0xindex>) -> memref<f32>
  return %r : memref<f32>
}

// -----

func.func @rank1(%input: memref<*xf32>, %shape: memref<1xi64>) -> memref<?xf32> {
  %r = memref.reshape %input(%shape) : (memref<*xf32>, memref<1xi64>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @rmw_on_alloc(%f: f64, %i: index) -> f64 {
  %m = memref.alloc() : memref<8xf64>
  %a = memref.atomic_rmw minnumf %f, %m[%i] : (f64, memref<8xf64>) -> f64
  scf.for %j = %i to %i step %i {
    %b = memref.atomic_rmw maximumf %f, %m[%j] : (f64, memref<8xf64>) -> f64
  }
  return %a : f64
}

// -----

// The atomic_rmw is folded before it is expanded: the generic_atomic_rmw reads the
// memref.cast's source (random upstream-pass program cf 102/87). A kind that stays
// (addf) keeps the cast: legal ops are not folded.
func.func @atomic_rmw_cast_folded(%m: memref<8x?xf32, strided<[?, 1], offset: ?>>, %i: index, %v: f32) -> (f32, f32) {
  %c = memref.cast %m : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %0 = memref.atomic_rmw minimumf %v, %c[%i, %i] : (f32, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32
  %1 = memref.atomic_rmw addf %v, %c[%i, %i] : (f32, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32
  return %0, %1 : f32, f32
}
