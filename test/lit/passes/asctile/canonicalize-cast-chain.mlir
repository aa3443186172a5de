// canonicalize folds a chain of asctile.cast only over an inner conversion that keeps
// every value: `x.to(f16).to(f32)` keeps its rounding and `x.to(i32).to(f32)` its
// truncation (PyAsc's fold drops both), `x.to(f32).to(f16)` of an f16 tile is x.

// RUN: ascopt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @round_trip_narrow
// CHECK-NEXT:    %0 = asctile.cast %arg0 : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT:    %1 = asctile.cast %0 : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
// CHECK-NEXT:    return %1
func.func @round_trip_narrow(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %h = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %c = asctile.cast %h : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
  return %c : !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @truncation
// CHECK-NEXT:    %0 = asctile.cast %arg0 : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
// CHECK-NEXT:    %1 = asctile.cast %0 : !asctile.tile<64xi32, UB> to !asctile.tile<64xf32, UB>
// CHECK-NEXT:    return %1
func.func @truncation(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %q = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
  %c = asctile.cast %q : !asctile.tile<64xi32, UB> to !asctile.tile<64xf32, UB>
  return %c : !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @round_trip_wide
// CHECK-NEXT:    return %arg0
func.func @round_trip_wide(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
  %w = asctile.cast %a : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
  %c = asctile.cast %w : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  return %c : !asctile.tile<64xf16, UB>
}

// CHECK-LABEL: func.func @widen_then_truncate
// CHECK-NEXT:    %0 = asctile.cast %arg0 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi32, UB>
// CHECK-NEXT:    return %0
func.func @widen_then_truncate(%a: !asctile.tile<64xbf16, UB>) -> !asctile.tile<64xi32, UB> {
  %w = asctile.cast %a : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
  %c = asctile.cast %w : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
  return %c : !asctile.tile<64xi32, UB>
}
