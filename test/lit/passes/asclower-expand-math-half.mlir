// asclower-expand-math in a module that names its architecture (as --pyasc-pipeline's
// do): exp2 of an f16 or bf16 tile is expanded on an f32 copy (ln 2 in f32) and rounded
// once; f32 tiles, scalars and modules without the architecture keep MLIR's expansion.

// RUN: ascopt --asclower-expand-math=departures=true %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @half
// CHECK:         %[[W:.*]] = asctile.cast %arg0 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
// CHECK:         %[[M:.*]] = arith.mulf %[[W]], %{{.*}} : !asctile.tile<64xf32, UB>
// CHECK-NEXT:    %[[E:.*]] = math.exp %[[M]] : !asctile.tile<64xf32, UB>
// CHECK-NEXT:    %[[R:.*]] = asctile.cast %[[E]] {asctile.keep_rounding} : !asctile.tile<64xf32, UB> to !asctile.tile<64xbf16, UB>
// CHECK-LABEL: func.func @single
// CHECK:         arith.constant dense<0.693147182> : !asctile.tile<64xf32, UB>
// CHECK-NEXT:    arith.mulf %arg0
// CHECK-NEXT:    math.exp
module attributes {asc.compilation_arch = "c220"} {
  func.func @half(%a: !asctile.tile<64xbf16, UB>) -> !asctile.tile<64xbf16, UB> {
    %0 = math.exp2 %a : !asctile.tile<64xbf16, UB>
    return %0 : !asctile.tile<64xbf16, UB>
  }
  func.func @single(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
    %0 = math.exp2 %a : !asctile.tile<64xf32, UB>
    return %0 : !asctile.tile<64xf32, UB>
  }
}

// -----

// CHECK-LABEL: func.func @no_arch
// CHECK:         arith.constant dense<6.933590e-01> : !asctile.tile<64xf16, UB>
// CHECK-NEXT:    arith.mulf %arg0
// CHECK-NEXT:    math.exp %{{.*}} : !asctile.tile<64xf16, UB>
func.func @no_arch(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
  %0 = math.exp2 %a : !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<64xf16, UB>
}
