// asctile-data-transfer in a module that names its architecture (as --pyasc-pipeline's
// do): copy_fixpipe keeps L0C's NZ fractal layout, which only an L1 tile holds, so a
// copy into UB (whose vector ops read row-major) is refused at the op.

// RUN: not ascopt -asclower-asctile-data-transfer=departures=true %s 2>&1 | FileCheck %s

// CHECK: :[[# @LINE + 4]]:10: error: 'asctile.copy_fixpipe' op copies an L0C tile into UB in the cube's NZ fractal layout, which only an L1 tile holds; store it to a tensor and load it back
// CHECK: error: failed to legalize operation 'asctile.copy_fixpipe' that was explicitly marked illegal
module attributes {asc.compilation_arch = "c310"} {
  func.func @to_ub(%acc: !asctile.tile<32x32xf32, L0C>, %i: i32) -> !asctile.tile<32x32xf16, UB> {
    %0 = asctile.copy_fixpipe %acc[%i, %i] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, UB>
    return %0 : !asctile.tile<32x32xf16, UB>
  }
}
