func.func @f(%a: i32) -> i32 {
  %x0 = arith.addi %a, %a : i32
  %t = arith.cmpi eq, %a, %a : i32
  %r = scf.if %t -> i32 {
    %x = arith.addi %a, %a : i32
    %r2 = scf.if %t -> i32 {
      %x5 = arith.addi %a, %a : i32
      scf.yield %x5 : i32
    } else {
      %x6 = arith.addi %a, %a : i32
      scf.yield %x6 : i32
    }
    scf.yield %x : i32
  } else {
    %y = arith.addi %a, %a : i32
    %y2 = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  %x1 = arith.addi %a, %a : i32

  return %r : i32
}
func.func @g(%a: i32) -> i32 {
  %x0 = arith.addi %a, %a : i32
  %t = arith.cmpi eq, %a, %a : i32
  %r = scf.for %i = %x0 to %x0 step %x0 iter_args(%s = %x0) -> i32 : i32 {
    %y = arith.addi %s, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}
