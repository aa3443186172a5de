// More inliner cases: other region ops, locations, visibility, attributes, side effects.

// Calls inside scf.index_switch, scf.parallel and nested scf.execute_region.
func.func private @twice(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}
func.func private @mb(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : index
^bb2:
  %0 = arith.muli %a, %a : index
  return %0 : index
}
func.func @regions(%n: index, %c: i1, %m: memref<8xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.index_switch %n -> index
  case 1 {
    %1 = func.call @twice(%n) : (index) -> index
    scf.yield %1 : index
  }
  default {
    scf.yield %n : index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %2 = func.call @twice(%i) : (index) -> index
    memref.store %2, %m[%i] : memref<8xindex>
    scf.reduce
  }
  %3 = scf.if %c -> index {
    %4 = scf.execute_region -> index {
      %5 = func.call @mb(%c, %0) : (i1, index) -> index
      %6 = arith.addi %5, %n : index
      scf.yield %6 : index
    }
    scf.yield %4 : index
  } else {
    scf.yield %0 : index
  }
  return %3 : index
}

// -----

// Locations: a call at loc(unknown) keeps the callee's locations; named and fused
// locations are wrapped; nested inlining nests callsites.
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("leaf.py":3:4)
  %1 = arith.muli %0, %a : i32 loc(fused["a.py":1:1, "b.py":2:2])
  %2 = arith.subi %1, %a : i32 loc("named"("c.py":5:6))
  return %2 : i32 loc(unknown)
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32 loc("mid.py":10:2)
  %1 = call @leaf(%0) : (i32) -> i32 loc(unknown)
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32 loc("top.py":20:1)
  return %0 : i32
}

// -----

// Visibility: nested symbols are not discardable; argument and result attributes do not
// stop inlining; a callee with side effects whose results are unused still inlines.
func.func nested @nest(%a: i32) -> i32 {
  return %a : i32
}
func.func private @attrs(%a: i32 {test.arg}, %m: memref<4xi32> {test.mem}) -> (i32 {test.res}) {
  %c0 = arith.constant 0 : index
  memref.store %a, %m[%c0] : memref<4xi32>
  return %a : i32
}
func.func private @unused_result(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[%c0] : memref<4xi32>
  %0 = memref.load %m[%c0] : memref<4xi32>
  return %0 : i32
}
func.func @vis(%a: i32, %m: memref<4xi32>) -> i32 {
  %0 = call @nest(%a) : (i32) -> i32
  %1 = call @attrs(%0, %m) : (i32, memref<4xi32>) -> i32
  %2 = call @unused_result(%m) : (memref<4xi32>) -> i32
  return %1 : i32
}

// -----

// A private callee used twice moves on its last use only when the first was inlined; one
// of its uses sits in a function that cannot inline it (the call is inside emitc.if).
func.func private @h(%a: i32) -> i32 {
  %c = arith.constant 9 : i32
  %0 = arith.xori %a, %c : i32
  return %0 : i32
}
func.func @u1(%a: i32, %c: i1) -> i32 {
  emitc.if %c {
    %0 = func.call @h(%a) : (i32) -> i32
    "foo.use"(%0) : (i32) -> ()
  }
  return %a : i32
}
func.func @u2(%a: i32) -> i32 {
  %0 = call @h(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// The ops after a multi-block call land in the block after the inlined blocks; a callee
// whose entry block branches back into a loop.
func.func private @loop(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%z : i32)
^head(%i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %one : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}
func.func @after(%n: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %0 = call @loop(%n) : (i32) -> i32
  memref.store %0, %m[%c0] : memref<4xi32>
  %1 = arith.addi %0, %n : i32
  %2 = call @loop(%1) : (i32) -> i32
  return %2 : i32
}
