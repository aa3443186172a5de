// scf-for-loop-canonicalization probes: memref.dim of loop iteration arguments and
// results read from the init when the loop preserves the shape (directly or through
// nested loops), not when it yields another buffer; and what the greedy driver does
// around them (folding, dead loops erased, constants hoisted).

func.func @dims(%m: memref<?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?xf32> {
    %d = memref.dim %a, %c0 : memref<?xf32>
    %s = scf.for %j = %c0 to %d step %c1 iter_args(%b = %a) -> memref<?xf32> {
      scf.yield %b : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  }
  %e = memref.dim %r, %c0 : memref<?xf32>
  %c2 = arith.constant 2 : index
  %x = arith.addi %c1, %c2 : index
  %unused = arith.muli %n, %n : index
  return %e, %x, %c2 : index, index, index
}

// -----

func.func @kept(%m: memref<?x?xf32>, %n: index, %v: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?x?xf32> {
    %d0 = memref.dim %a, %c0 : memref<?x?xf32>
    %d1 = memref.dim %a, %c1 : memref<?x?xf32>
    memref.store %v, %a[%d0, %d1] : memref<?x?xf32>
    %s = scf.for %j = %c0 to %d1 step %c1 iter_args(%b = %a) -> memref<?x?xf32> {
      memref.store %v, %b[%j, %j] : memref<?x?xf32>
      scf.yield %b : memref<?x?xf32>
    }
    scf.yield %s : memref<?x?xf32>
  }
  %e = memref.dim %r, %c1 : memref<?x?xf32>
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?x?xf32> {
    %new = memref.alloc(%i, %i) : memref<?x?xf32>
    memref.store %v, %new[%i, %i] : memref<?x?xf32>
    scf.yield %new : memref<?x?xf32>
  }
  %f = memref.dim %q, %c0 : memref<?x?xf32>
  return %e, %f : index, index
}
