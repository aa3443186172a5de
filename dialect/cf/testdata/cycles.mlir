// Cycles of pass-through blocks: LLVM 19's -canonicalize never finishes on these; ours
// shrinks each cycle to a self-loop and stops (see collapseBranch).

func.func @cycle_of_two() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

func.func @cycle_of_three_with_args(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  cf.br ^bb1(%z : i32)
}

// -----

func.func @cond_br_into_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}
