// duplicate-function-elimination probes: functions equal up to names and locations
// (single and several blocks, nested regions, declarations), ones that differ in an
// attribute, visibility, argument or result attribute, constant, operand order or type,
// calls redirected to the first of a set (in nested regions and other functions too),
// references other than func.call left alone, nested modules.

func.func @a(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
func.func @b(%y: f32) -> f32 {
  %0 = arith.addf %y, %y : f32 loc("b.mlir":3:4)
  return %0 : f32
}
func.func private @c(%y: f32) -> f32 {
  %0 = arith.addf %y, %y : f32
  return %0 : f32
}
func.func @d(%y: f32) -> f32 attributes {foo} {
  %0 = arith.addf %y, %y : f32
  return %0 : f32
}
func.func private @e(%y: f32) -> f32
func.func private @f(%y: f32) -> f32
func.func private @g(%y: f64) -> f32
func.func @user(%v: f32) -> f32 {
  %0 = call @b(%v) : (f32) -> f32
  %1 = call @c(%0) : (f32) -> f32
  %2 = call @f(%1) : (f32) -> f32
  %3 = call @d(%2) : (f32) -> f32
  return %3 : f32
}

// -----

func.func @cfg1(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  %0 = arith.muli %a, %y : i32
  return %0 : i32
^bb2:
  return %y : i32
}
func.func @cfg2(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  %0 = arith.muli %a, %y : i32
  return %0 : i32
^bb2:
  return %y : i32
}
func.func @cfg3(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb2(%x : i32), ^bb1
^bb1:
  return %y : i32
^bb2(%a: i32):
  %0 = arith.muli %a, %y : i32
  return %0 : i32
}
func.func @caller(%c: i1, %x: i32) -> (i32, i32) {
  %0 = call @cfg2(%c, %x, %x) : (i1, i32, i32) -> i32
  %1 = call @cfg3(%c, %0, %x) : (i1, i32, i32) -> i32
  return %0, %1 : i32, i32
}

// -----

func.func @comm1(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}
func.func @comm2(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %y, %x : i32
  return %0 : i32
}
func.func @sub1(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  return %0 : i32
}
func.func @sub2(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %y, %x : i32
  return %0 : i32
}
func.func @cst1() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @cst2() -> i32 {
  %0 = arith.constant 2 : i32
  return %0 : i32
}
func.func @cst3() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @use() -> (i32, i32, i32, i32) {
  %c = call @cst3() : () -> i32
  %0 = call @comm2(%c, %c) : (i32, i32) -> i32
  %1 = call @sub2(%c, %c) : (i32, i32) -> i32
  %2 = call @cst2() : () -> i32
  return %c, %0, %1, %2 : i32, i32, i32, i32
}

// -----

func.func @argattr1(%x: i32 {test.a}) -> i32 {
  return %x : i32
}
func.func @argattr2(%x: i32 {test.a}) -> i32 {
  return %x : i32
}
func.func @argattr3(%x: i32 {test.b}) -> i32 {
  return %x : i32
}
func.func @resattr(%x: i32) -> (i32 {test.a}) {
  return %x : i32
}
func.func @plain(%x: i32) -> i32 {
  return %x : i32
}
func.func @plain2(%x: i32) -> i32 {
  return %x : i32
}
func.func @plain64(%x: i64) -> i64 {
  return %x : i64
}
func.func @refs(%x: i32) -> i32 {
  %f = func.constant @plain2 : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  %1 = call @argattr2(%0) : (i32) -> i32
  %2 = call @plain2(%1) {tag} : (i32) -> i32
  return %2 : i32
}

// -----

func.func @nest1(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = scf.if %c -> index {
      %t = arith.addi %acc, %i : index
      scf.yield %t : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %s : index
  }
  return %r : index
}
func.func @nest2(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = scf.if %c -> index {
      %t = arith.addi %acc, %i : index
      scf.yield %t : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %s : index
  }
  return %r : index
}
func.func @nest3(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = scf.if %c -> index {
      %t = arith.addi %acc, %c1 : index
      scf.yield %t : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %s : index
  }
  return %r : index
}
func.func @calls(%c: i1, %n: index) -> index {
  %r = scf.if %c -> index {
    %0 = func.call @nest2(%c, %n) : (i1, index) -> index
    scf.yield %0 : index
  } else {
    %1 = func.call @nest3(%c, %n) : (i1, index) -> index
    scf.yield %1 : index
  }
  return %r : index
}

// -----

func.func @rec1(%x: i32) -> i32 {
  %0 = call @rec1(%x) : (i32) -> i32
  return %0 : i32
}
func.func @rec2(%x: i32) -> i32 {
  %0 = call @rec2(%x) : (i32) -> i32
  return %0 : i32
}
func.func @callee_a() {
  return
}
func.func @callee_b() {
  return
}
func.func @callsa() {
  call @callee_a() : () -> ()
  return
}
func.func @callsb() {
  call @callee_b() : () -> ()
  return
}
func.func @top() {
  call @callsb() : () -> ()
  return
}

// -----

module @outer {
  func.func private @p(%x: i32) -> i32 {
    return %x : i32
  }
  module @inner {
    func.func private @q(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @r(%x: i32) -> i32 {
      %0 = call @q(%x) : (i32) -> i32
      return %0 : i32
    }
  }
  func.func private @s(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @t(%x: i32) -> i32 {
    %0 = call @s(%x) : (i32) -> i32
    return %0 : i32
  }
}
