// The cube reads L0A and L0B and writes L0C: with departures, asclower-asctile refuses a
// matmul or matmul_acc whose tiles live elsewhere (a matmul of two UB tiles, loaded
// without a location, would be an Mmad on vector-unit buffers; docs/pyasc.md §5), in
// modules that name their architecture. Without departures it lowers them to Mmad as
// PyAsc does.

// RUN: not ascopt --asclower-asctile=departures=true %s -split-input-file 2>&1 | FileCheck %s
// RUN: ascopt --asclower-asctile %s -split-input-file | FileCheck %s --check-prefix=PYASC

// CHECK: error: 'asctile.matmul' op operand #0 (the left matrix) is a tile in UB, but the cube takes it in L0A only
// PYASC-LABEL: func.func @ub_operands
// PYASC: ascendc.mmad
module attributes {asc.compilation_arch = "c310"} {
  func.func @ub_operands(%a: !asctile.tile<32x32xf16, UB>, %b: !asctile.tile<32x32xf16, UB>) -> !asctile.tile<32x32xf32, UB> {
    %0 = asctile.matmul %a, %b : <32x32xf16, UB>, <32x32xf16, UB> -> <32x32xf32, UB>
    return %0 : !asctile.tile<32x32xf32, UB>
  }
}

// -----

// CHECK: error: 'asctile.matmul' op operand #1 (the right matrix) is a tile in L0A, but the cube takes it in L0B only
// PYASC-LABEL: func.func @b_in_l0a
module attributes {asc.compilation_arch = "c220"} {
  func.func @b_in_l0a(%a: !asctile.tile<32x32xf16, L0A>, %b: !asctile.tile<32x32xf16, L0A>) -> !asctile.tile<32x32xf32, L0C> {
    %0 = asctile.matmul %a, %b : <32x32xf16, L0A>, <32x32xf16, L0A> -> <32x32xf32, L0C>
    return %0 : !asctile.tile<32x32xf32, L0C>
  }
}

// -----

// CHECK: error: 'asctile.matmul' op result #0 is a tile in UB, but the cube takes it in L0C only
// PYASC-LABEL: func.func @ub_result
module attributes {asc.compilation_arch = "c220"} {
  func.func @ub_result(%a: !asctile.tile<32x32xf16, L0A>, %b: !asctile.tile<32x32xf16, L0B>) -> !asctile.tile<32x32xf32, UB> {
    %0 = asctile.matmul %a, %b : <32x32xf16, L0A>, <32x32xf16, L0B> -> <32x32xf32, UB>
    return %0 : !asctile.tile<32x32xf32, UB>
  }
}

// -----

// CHECK: error: 'asctile.matmul_acc' op operand #0 (the left matrix) is a tile in L1, but the cube takes it in L0A only
// PYASC-LABEL: func.func @acc_l1
module attributes {asc.compilation_arch = "c310"} {
  func.func @acc_l1(%a: !asctile.tile<32x32xf16, L1>, %b: !asctile.tile<32x32xf16, L0B>) {
    %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    asctile.matmul_acc %a, %b, %acc : <32x32xf16, L1>, <32x32xf16, L0B>, <32x32xf32, L0C>
    return
  }
}

// -----

// A matmul of L0A and L0B tiles into L0C lowers (with departures too: the errors above
// are the only four).
// CHECK-NOT: tile in
// PYASC-LABEL: func.func @fine
// PYASC: ascendc.mmad
module attributes {asc.compilation_arch = "c310"} {
  func.func @fine(%a: !asctile.tile<32x32xf16, L0A>, %b: !asctile.tile<32x32xf16, L0B>) -> !asctile.tile<32x32xf32, L0C> {
    %0 = asctile.matmul %a, %b : <32x32xf16, L0A>, <32x32xf16, L0B> -> <32x32xf32, L0C>
    return %0 : !asctile.tile<32x32xf32, L0C>
  }
}
