// Ops the asclower passes cannot lower are diagnostics at the op, never wrong IR.

// RUN: not ascopt -asclower-math %s 2>&1 | FileCheck %s --check-prefix=MATH
// RUN: not ascopt -asclower-arith %s 2>&1 | FileCheck %s --check-prefix=ARITH
// RUN: not ascopt -asclower-arith-binary %s 2>&1 | FileCheck %s --check-prefix=BIN

// MATH: asclower-errors.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'math.log10' that was explicitly marked illegal
func.func @log10(%a: !asctile.tile<8xf32, UB>) -> !asctile.tile<8xf32, UB> {
  %0 = math.exp %a : !asctile.tile<8xf32, UB>
  %1 = math.log10 %0 : !asctile.tile<8xf32, UB>
  return %1 : !asctile.tile<8xf32, UB>
}

// ARITH: asclower-errors.mlir:[[@LINE+2]]:8: error: 'arith.constant' op cannot lower a constant tile of i1: run asclower-redress-i1-tile first
func.func @i1const() -> !asctile.tile<8xi1, UB> {
  %0 = arith.constant dense<true> : !asctile.tile<8xi1, UB>
  return %0 : !asctile.tile<8xi1, UB>
}

// BIN: asclower-errors.mlir:[[@LINE+2]]:8: error: 'arith.addi' op cannot lower an elementwise operation on i1 tiles
func.func @i1add(%a: !asctile.tile<8xi1, UB>, %b: !asctile.tile<8xi1, UB>) -> !asctile.tile<8xi1, UB> {
  %0 = arith.addi %a, %b : !asctile.tile<8xi1, UB>
  return %0 : !asctile.tile<8xi1, UB>
}
