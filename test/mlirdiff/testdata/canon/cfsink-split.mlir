// control-flow-sink probes: pure ops used only in one region of scf.if, scf.index_switch
// or emitc.if moved to its start (chains, the order MLIR's work stack gives, constant
// conditions, nested conditionals), and what stays: ops with effects or used in two
// regions or outside, uses only from ops nested deeper, loops, scf.while and
// scf.execute_region, unregistered ops.

func.func @a(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %y : i32
  %2 = arith.subi %x, %y : i32
  %3 = arith.divsi %x, %y : i32
  %m = memref.alloc() : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %1, %3 : i32
    scf.yield %t : i32
  } else {
    %u = arith.addi %2, %l : i32
    scf.yield %u : i32
  }
  return %r : i32
}

// -----

func.func @both(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    %u = arith.addi %0, %1 : i32
    scf.yield %u : i32
  }
  return %r : i32
}

// -----

func.func @nested(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %x : i32
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %k = arith.addi %2, %1 : i32
      scf.yield %k : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @loop(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %x, %y : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %t = arith.addi %a, %0 : i32
    scf.yield %t : i32
  }
  return %r : i32
}

// -----

func.func @constcond(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func @switch(%i: index, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %0 : i32
  }
  default {
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func @region_op(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    %t = arith.addi %a, %y : i32
    scf.yield %t : i32
  }
  %r = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      scf.yield %0 : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @deep(%c: i1, %x: i32, %y: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %r = scf.if %c -> i32 {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %1) -> i32 {
      %t = arith.addi %a, %0 : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @order(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %2 = arith.subi %x, %y : i32
  %3 = arith.xori %0, %1 : i32
  %r = scf.if %c -> i32 {
    %a = arith.addi %2, %3 : i32
    %b = arith.addi %a, %0 : i32
    scf.yield %b : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @noelse(%c: i1, %x: i32, %y: i32, %m: memref<i32>) {
  %0 = arith.addi %x, %y : i32
  scf.if %c {
    memref.store %0, %m[] : memref<i32>
  }
  return
}

// -----

func.func @e(%c: i1, %x: i32, %y: i32) {
  %0 = arith.addi %x, %y : i32
  emitc.if %c {
    %1 = emitc.call_opaque "f"(%0) : (i32) -> i32
  } else {
    %2 = emitc.call_opaque "g"() : () -> i32
  }
  return
}

// -----

func.func @w(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %k = arith.cmpi slt, %a, %0 : i32
    scf.condition(%k) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @more(%c: i1, %i: index, %x: i32, %m: memref<4xi32>) -> i32 {
  %0 = "test.pure"(%x) : (i32) -> i32
  %1 = memref.load %m[%i] : memref<4xi32>
  %2:2 = arith.addui_extended %x, %x : i32, i1
  %3 = arith.select %c, %x, %x : i32
  %4 = arith.cmpi eq, %x, %x : i32
  %5 = math.absi %x : i32
  %6 = arith.index_cast %i : index to i32
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.addi %0, %1 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = arith.select %2#1, %2#0, %3 : i32
    scf.yield %b : i32
  }
  case 5 {
    scf.if %4 {
      "test.use"(%5) : (i32) -> ()
    }
    scf.yield %6 : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @cfg(%c: i1, %d: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
^bb2:
  return %x : i32
}
