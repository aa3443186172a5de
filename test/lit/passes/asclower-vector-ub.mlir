// The vector unit computes on UB only: every asclower pass that makes vector instructions
// refuses a tile in L1, L0A, L0B or L0C at the op (PyAsc's lowering would emit an Add or a
// Duplicate on an L0C tensor, which the hardware cannot run). The check applies to modules
// that name their architecture, as --pyasc-pipeline's do (docs/pyasc.md §5).

// RUN: not ascopt --asclower-arith=departures=true %s -split-input-file 2>&1 | FileCheck %s --check-prefix=ARITH
// RUN: not ascopt --asclower-arith-binary=departures=true %s -split-input-file 2>&1 | FileCheck %s --check-prefix=BIN
// RUN: not ascopt --asclower-math=departures=true %s -split-input-file 2>&1 | FileCheck %s --check-prefix=MATH
// RUN: not ascopt --asclower-asctile=departures=true %s -split-input-file 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not ascopt --asclower-asctile-i1=departures=true %s -split-input-file 2>&1 | FileCheck %s --check-prefix=I1

// ARITH: asclower-vector-ub.mlir:1 offset :[[# @LINE + 3]]:10: error: 'arith.constant' op result #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @zero_l0c() -> !asctile.tile<16x16xf32, L0C> {
    %0 = arith.constant dense<0.0> : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// ARITH: asclower-vector-ub.mlir:20 offset :[[# @LINE - 16]]:10: error: 'arith.negf' op operand #0 is a tile in L1, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @neg_l1(%a: !asctile.tile<16x16xf16, L1>) -> !asctile.tile<16x16xf16, L1> {
    %0 = arith.negf %a : !asctile.tile<16x16xf16, L1>
    return %0 : !asctile.tile<16x16xf16, L1>
  }
}

// -----

// BIN: asclower-vector-ub.mlir:30 offset :[[# @LINE - 26]]:10: error: 'arith.addf' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @acc_l0c(%a: !asctile.tile<16x16xf32, L0C>, %b: !asctile.tile<16x16xf32, L0C>) -> !asctile.tile<16x16xf32, L0C> {
    %0 = arith.addf %a, %b : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// BIN: asclower-vector-ub.mlir:40 offset :[[# @LINE - 36]]:10: error: 'arith.andi' op operand #0 is a tile in L1, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @and_l1(%a: !asctile.tile<64xi16, L1>, %b: !asctile.tile<64xi16, L1>) -> !asctile.tile<64xi16, L1> {
    %0 = arith.andi %a, %b : !asctile.tile<64xi16, L1>
    return %0 : !asctile.tile<64xi16, L1>
  }
}

// -----

// MATH: asclower-vector-ub.mlir:50 offset :[[# @LINE - 46]]:10: error: 'math.exp' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @exp_l0c(%a: !asctile.tile<16x16xf32, L0C>) -> !asctile.tile<16x16xf32, L0C> {
    %0 = math.exp %a : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// TILE: asclower-vector-ub.mlir:60 offset :[[# @LINE - 56]]:10: error: 'asctile.relu' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @relu_l0c(%a: !asctile.tile<16x16xf32, L0C>) -> !asctile.tile<16x16xf32, L0C> {
    %0 = asctile.relu %a : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// TILE: asclower-vector-ub.mlir:70 offset :[[# @LINE - 66]]:10: error: 'asctile.adds' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @adds_l0c(%a: !asctile.tile<16x16xf32, L0C>, %s: f32) -> !asctile.tile<16x16xf32, L0C> {
    %0 = asctile.adds %a, %s : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// TILE: asclower-vector-ub.mlir:80 offset :[[# @LINE - 76]]:10: error: 'asctile.reduce_as_1d' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @sum_l0c(%a: !asctile.tile<16x16xf32, L0C>) -> f32 {
    %0 = asctile.reduce_as_1d <sum> %a : !asctile.tile<16x16xf32, L0C>, f32
    return %0 : f32
  }
}

// -----

// TILE: asclower-vector-ub.mlir:90 offset :[[# @LINE - 86]]:10: error: 'asctile.splat' op result #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @splat_l0c(%s: f32) -> !asctile.tile<16x16xf32, L0C> {
    %0 = asctile.splat %s : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}

// -----

// I1: asclower-vector-ub.mlir:100 offset :[[# @LINE - 96]]:10: error: 'asctile.cmps' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c220"} {
  func.func @cmps_l0c(%a: !asctile.tile<16x16xf32, L0C>, %s: f32) -> !asctile.tile<16x16xi1, L0C> {
    %0 = asctile.cmps LT %a, %s : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xi1, L0C>
  }
}

// -----

// Integer division: Div and Divs take half and float only.
// TILE: asclower-vector-ub.mlir:110 offset :[[# @LINE - 106]]:10: error: 'asctile.divs' op divides a tile of i32, but the vector unit's Div and Divs take half and float only
module attributes {asc.compilation_arch = "c310"} {
  func.func @divs_int(%a: !asctile.tile<64xi32, UB>, %s: i32) -> !asctile.tile<64xi32, UB> {
    %0 = asctile.divs %a, %s : !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi32, UB>
  }
}

// -----

// Integer reductions: the reductions take half and float only.
// TILE: asclower-vector-ub.mlir:121 offset :[[# @LINE - 117]]:10: error: 'asctile.reduce' op reduces a tile of i32, but the vector unit's reductions take half and float only
module attributes {asc.compilation_arch = "c220"} {
  func.func @reduce_int(%a: !asctile.tile<8x64xi32, UB>) -> !asctile.tile<64xi32, UB> {
    %0 = asctile.reduce <sum> %a {dims = [0 : i32]} : !asctile.tile<8x64xi32, UB>, !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi32, UB>
  }
}

// -----

// TILE: asclower-vector-ub.mlir:132 offset :[[# @LINE - 128]]:10: error: 'asctile.reduce_as_1d' op reduces a tile of i16, but the vector unit's reductions take half and float only
module attributes {asc.compilation_arch = "c310"} {
  func.func @reduce_1d_int(%a: !asctile.tile<64xi16, UB>) -> i16 {
    %0 = asctile.reduce_as_1d <max> %a : !asctile.tile<64xi16, UB>, i16
    return %0 : i16
  }
}

// -----

// SoftMax takes half and float only (bf16 goes through an f32 copy).
// TILE: asclower-vector-ub.mlir:142 offset :[[# @LINE - 138]]:10: error: 'asctile.softmax' op takes the softmax of a tile of i32, but SoftMax takes half and float only
module attributes {asc.compilation_arch = "c220"} {
  func.func @softmax_int(%a: !asctile.tile<4x64xi32, UB>) -> !asctile.tile<4x64xi32, UB> {
    %0 = asctile.softmax %a : !asctile.tile<4x64xi32, UB>
    return %0 : !asctile.tile<4x64xi32, UB>
  }
}
