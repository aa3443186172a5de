// scf probes: forall canonicalization.
func.func @forall_const_bounds(%m: memref<10xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.forall (%i, %j) = (%c0, 0) to (%c5, 1) step (%c1, 1) {
    memref.store %v, %m[%i] : memref<10xf32>
    memref.store %v, %m[%j] : memref<10xf32>
  }
  return
}

// -----

func.func @forall_zero_trip(%m: memref<10xf32>, %v: f32, %ub: index) {
  scf.forall (%i) in (0) {
    memref.store %v, %m[%i] : memref<10xf32>
  }
  scf.forall (%i, %j) = (%ub, 0) to (%ub, 4) step (1, 1) {
    memref.store %v, %m[%j] : memref<10xf32>
  }
  return
}

// -----

func.func @forall_single_trip(%m: memref<10xf32>, %v: f32) {
  scf.forall (%i) = (3) to (4) step (2) {
    memref.store %v, %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @forall_mapped_kept(%m: memref<10xf32>, %v: f32) {
  scf.forall (%i, %j) = (3, 0) to (4, 7) step (1, 1) {
    memref.store %v, %m[%i] : memref<10xf32>
    memref.store %v, %m[%j] : memref<10xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

// -----

func.func @forall_negative_trip(%m: memref<10xf32>, %v: f32, %lb: index) {
  scf.forall (%i) = (5) to (2) step (1) {
    memref.store %v, %m[%i] : memref<10xf32>
  }
  scf.forall (%i) = (%lb) to (9) step (3) {
    memref.store %v, %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @forall_tensor_zero(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %r : tensor<4xf32>
}

// -----

func.func @forall_tensor_single(%t: tensor<4xf32>, %ub: index) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) in (1, %ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %r : tensor<4xf32>
}

// -----

func.func @forall_nested(%m: memref<10x10xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  scf.forall (%i) in (%c2) {
    scf.forall (%j) in (1) {
      memref.store %v, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
