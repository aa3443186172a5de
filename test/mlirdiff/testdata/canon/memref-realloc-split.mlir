// expand-realloc probes: memref.realloc of static and dynamic 1-d memrefs (alignment,
// memory space) expanded to cmpi + scf.if (alloc, subview, copy, dealloc | reinterpret_cast),
// in loops and blocks, chained, unused.

func.func @dyn_dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @static_static(%m: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m {alignment = 8} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @dyn_static(%m: memref<?xi8, 1>) -> memref<4xi8, 1> {
  %0 = memref.realloc %m : memref<?xi8, 1> to memref<4xi8, 1>
  return %0 : memref<4xi8, 1>
}

// -----

func.func @static_dyn(%m: memref<2xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @chained(%m: memref<2xi32>, %n: index, %lb: index, %ub: index) -> memref<?xi32> {
  %0 = memref.realloc %m(%n) : memref<2xi32> to memref<?xi32>
  %1 = memref.realloc %0(%ub) {alignment = 16} : memref<?xi32> to memref<?xi32>
  scf.for %i = %lb to %ub step %n {
    %2 = memref.realloc %1 : memref<?xi32> to memref<8xi32>
    "test.use"(%2) : (memref<8xi32>) -> ()
  }
  %3 = memref.realloc %m : memref<2xi32> to memref<2xi32>
  return %1 : memref<?xi32>
}

// -----

func.func @in_blocks(%c: i1, %m: memref<?xf16>) -> memref<10xf16> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.realloc %m : memref<?xf16> to memref<10xf16>
  cf.br ^bb3(%0 : memref<10xf16>)
^bb2:
  %1 = memref.alloc() : memref<10xf16>
  cf.br ^bb3(%1 : memref<10xf16>)
^bb3(%r: memref<10xf16>):
  return %r : memref<10xf16>
}
