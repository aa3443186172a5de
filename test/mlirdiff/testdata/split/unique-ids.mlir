// --mlir-print-unique-ssa-ids: counters run on across regions and functions (the
// regions are numbered last-pushed first), names stay scoped by region.
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
