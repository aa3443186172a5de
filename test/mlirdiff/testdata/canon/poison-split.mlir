// ub.poison operands of folders.

func.func @math_poison() -> (f32, i32, f32, vector<2xf32>) {
  %p = ub.poison : f32
  %i = ub.poison : i32
  %v = ub.poison : vector<2xf32>
  %a = math.sin %p : f32
  %b = math.ctlz %i : i32
  %c = math.powf %p, %p : f32
  %d = math.absf %v : vector<2xf32>
  return %a, %b, %c, %d : f32, i32, f32, vector<2xf32>
}

// -----

func.func @arith_poison(%x : i32) -> (i32, i32, f32) {
  %i = ub.poison : i32
  %a = arith.addi %x, %i : i32
  %b = arith.muli %i, %i : i32
  %p = ub.poison : f32
  %c = arith.addf %p, %p : f32
  return %a, %b, %c : i32, i32, f32
}

// -----

func.func @cf_poison_cond(%a : i32, %b : i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @scf_if_poison(%a : i32, %b : i32) -> i32 {
  %p = ub.poison : i1
  %r = scf.if %p -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @switch_poison(%a : i32, %b : i32) -> i32 {
  %p = ub.poison : i32
  cf.switch %p : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

func.func @memref_dim_poison(%m : memref<4x?xf32>) -> index {
  %p = ub.poison : index
  %d = memref.dim %m, %p : memref<4x?xf32>
  return %d : index
}

// -----

func.func @poison_cse() -> (f32, f32) {
  %a = ub.poison : f32
  %b = ub.poison : f32
  return %a, %b : f32, f32
}
