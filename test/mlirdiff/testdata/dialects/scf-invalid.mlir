func.func @f(%ub: index) {
  scf.forall (%i) in (%ub) {
    %x = arith.addi %i, %i : index
    "test.foo"() : () -> ()
  }
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    %x = arith.addi %i, %i : index
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (%ub) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (%ub) {
  } {mapping = [1 : i32]}
  return
}
// -----
func.func @f(%ub: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%ub: index, %t: tensor<4xf32>) {
  "scf.forall"(%ub, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// -----
func.func @f(%ub: index, %t: tensor<4xf32>) {
  "scf.forall"(%ub, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> ()
  return
}
// -----
func.func @f(%ub: index, %t: memref<4xf32>) {
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (memref<4xf32>) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (%ub) {
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall.in_parallel {
  }
  return
}
// -----
func.func @f(%ub: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%ub: f32) {
  scf.forall (%i) in (%ub) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (%ub, 3) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (0) to (%ub) step (1, 2) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (x) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }, {
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    cf.br ^bb1
  ^bb1:
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  "scf.forall"(%ub) <{staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (x) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in [4] {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (4 {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (0) to (4) step (1, x) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (0) to (4) step [1] {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (0) to (4) (1) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (0) to [4] step (1) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = [0] to (4) step (1) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in ([4]) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) in (%u) {
  }
  return
}
// -----
func.func @f(%ub: index) {
  scf.forall (%i) = (%u) to (x) step (1) {
  }
  return
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    scf.yield %a, 4 : i32
  }
  return %r : i32
}
