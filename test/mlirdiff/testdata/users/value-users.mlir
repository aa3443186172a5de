// --mlir-print-value-users: users after each op, ids of ops without results, a line per
// block argument.
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2:2 = "foo.two"(%1) : (i32) -> (i32, i32)
  "foo.use"(%2#1) : (i32) -> ()
  %c = arith.constant 1 : i32
  cf.br ^bb1(%c : i32)
^bb1(%x: i32):
  scf.execute_region {
    %3 = arith.addi %x, %1 : i32
    scf.yield
  }
  return %1 : i32
}
func.func @g(%a: i32) {
  %0 = arith.addi %a, %a : i32
  return
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %c = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  cf.br ^bb1(%c : i32)
^bb1(%x: i32):
  %r = scf.execute_region -> i32 {
    %c3 = arith.constant 1 : i32
    %3 = arith.addi %x, %c3 : i32
    scf.yield %3 : i32
  }
  %s = scf.execute_region -> i32 {
    %c4 = arith.constant 1 : i32
    scf.yield %c4 : i32
  }
  return %0 : i32
}
func.func @g(%a: i32) {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1:2 = "foo.two"(%0) : (i32) -> (i32, i32)
  scf.for %i = %c to %c step %c : i32 {
    %k = arith.addi %i, %1#1 : i32
  }
  return
}
// -----
%0 = "foo.x"() : () -> i32
func.func @after_value(%a: i32, %unused: f32) {
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %1 : i32
  "foo.sink"(%2, %1, %2) : (i32, i32, i32) -> ()
  return
}
