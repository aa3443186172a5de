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
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args%x = %a) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args() -> () {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) (i32) {
    scf.yield %x : i32
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32, i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x %a) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x#1 = %a) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(x = %a) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = 1) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a, ) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i %lb to %ub step %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb %ub step %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s : i32 {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s : {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = 0 to %ub step %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for i = %lb to %ub step %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %zz) -> (i32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %zz to %ub step %s iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) -> {
    scf.yield %x : i32
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s step %s {
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args (%x = %a) -> (i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.if %c -> (i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.if %c -> () -> i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if %c {
  } else
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if %c {
  } elsif {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if %a {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if %c -> {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.if %c : i1 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) (i32) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : (i32, i32) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a, ) : (i32) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x %a) : (i32) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : (f32) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%lb, %lb) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = %lb to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%lb to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a, %a) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%zz) -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init %a -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i#0) = (%lb) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel %i = (%lb) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i, ) = (%lb) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (%a) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.parallel (%i) = (1) to (%ub) step (%s) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs %o = %t) -> (tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t, ) -> (tensor<4xf32>) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.forall (%i#1) in (4) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.forall %i in (4) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.forall (%i) (4) {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.execute_region -> (i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.execute_region i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.execute_region -> (i32) -> i32 {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case x {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case true {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case 99999999999999999999 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  dflt {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case 1 {
    scf.yield
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.index_switch %lb -> i32, i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  scf.index_switch %lb
  case 1 scf.yield
  default {
  }
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield
  }
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    scf.yield %x, %x : i32, i32
  }
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> i64
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %a : i64
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %y : i64
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %a, %a : i32, i32
  }) : (index, index, index, i32, i32) -> (i32, i64)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%i: index, %a: i32, %b: i64):
    scf.yield %a, %a : i32, i32
  }) : (index, index, index, i32, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %x : i32
  }
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i64
  }
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b, %b : i32, i32
  }
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = "scf.while"(%x, %x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32, i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i64):
    scf.condition(%c) %a : i64
  }, {
  ^bb0(%b: i64):
    scf.yield %y : i64
  }) : (i32) -> i64
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %y : i64
  }) : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a, %a : i32, i32
  }, {
  ^bb0(%b: i32):
    scf.yield %a : i32
  }) : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.execute_region -> i32 {
    scf.yield %c : i1
  }
  return
}
// -----
func.func @f(%c: i32, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i64):
    scf.yield %b : i64
  }
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %a, %y : i32, i64
  }) : (index, index, index, i32, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "foo.bar"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = "scf.if"(%c) ({
    scf.yield %x : i32
  }, {
  }) : (i1) -> i32
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    %z = "arith.addi"(%x, %y) : (i32, i64) -> i32
    scf.yield %a, %a : i32, i32
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "foo.bar"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = scf.if %c -> i32 {
    scf.yield %y : i64
  } else {
    %z = "arith.addi"(%x, %y) : (i32, i64) -> i32
    scf.yield %x : i32
  }
  return
}
// -----
func.func @f(%c: i1, %x: i32, %y: i64) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %z = "arith.addi"(%x, %y) : (i32, i64) -> i32
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "foo.bar"(%a, %a) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "func.return"(%a, %a) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i64) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
  }) : (index, index, index, i32) -> (i32)
  return
}
// -----
func.func @f(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%lb : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32) {
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }) : (index, index, index) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: i32, %y: i32, %z: i8) {
  %r:3 = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %y, %c = %y) -> (i32, i32, i32) {
    scf.yield %a, %z, %a : i32, i8, i32
  }
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> ()
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %n: index) {
  %0 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> tensor<8xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> f32
  return
}
