func.func @a(%lb: index, %ub: index, %st: index, %t: tensor<100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%ub, 7) {
    %x = arith.addi %i, %j : index
  }
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  scf.forall (%i) = (0) to (%ub) step (1) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i, %j) = (1, %lb) to (10, %ub) step (2, %st) {
  } {foo = 1 : i32}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<100xf32>) {
  }
  %r2 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<100xf32>) {
    scf.forall.in_parallel {
    } {bar}
  }
  return
}
// -----
func.func @b(%ub: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i, %j, %k) in (%ub, 4, 8) {
    memref.store %v, %m[%k] : memref<?xf32>
  } {mapping = [#gpu.block<x>, #gpu.block<y>, #gpu.block<z>]}
  scf.forall () in () {
  }
  scf.parallel (%i) = (%ub) to (%ub) step (%ub) {
    scf.reduce
  }
  return
}
