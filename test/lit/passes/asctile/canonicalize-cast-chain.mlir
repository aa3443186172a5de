// canonicalize folds a chain of asctile.cast as PyAsc's folder does: the inner
// conversion goes whatever it does, so `x.to(f16).to(f32)` loses its rounding and
// `x.to(i32).to(f32)` its truncation. asctile-keep-cast-rounding (ours; --pyasc-pipeline
// runs it first with its departures) marks the casts that lose values, and the folder
// keeps those: then only a chain over an exact conversion folds.

// RUN: ascopt --canonicalize %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt --asctile-keep-cast-rounding --canonicalize %s | FileCheck %s --check-prefix=KEEP

// PYASC-LABEL: func.func @round_trip_narrow
// PYASC-NEXT:    return %arg0
// KEEP-LABEL:  func.func @round_trip_narrow
// KEEP-NEXT:     %0 = asctile.cast %arg0 {asctile.keep_rounding} : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
// KEEP-NEXT:     %1 = asctile.cast %0 : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
// KEEP-NEXT:     return %1
func.func @round_trip_narrow(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %h = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %c = asctile.cast %h : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
  return %c : !asctile.tile<64xf32, UB>
}

// PYASC-LABEL: func.func @truncation
// PYASC-NEXT:    return %arg0
// KEEP-LABEL:  func.func @truncation
// KEEP-NEXT:     %0 = asctile.cast %arg0 {asctile.keep_rounding} : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
// KEEP-NEXT:     %1 = asctile.cast %0 {asctile.keep_rounding} : !asctile.tile<64xi32, UB> to !asctile.tile<64xf32, UB>
// KEEP-NEXT:     return %1
func.func @truncation(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %q = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
  %c = asctile.cast %q : !asctile.tile<64xi32, UB> to !asctile.tile<64xf32, UB>
  return %c : !asctile.tile<64xf32, UB>
}

// PYASC-LABEL: func.func @narrow_then_int
// PYASC-NEXT:    %0 = asctile.cast %arg0 : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
// PYASC-NEXT:    return %0
// KEEP-LABEL:  func.func @narrow_then_int
// KEEP-NEXT:     %0 = asctile.cast %arg0 {asctile.keep_rounding} : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
// KEEP-NEXT:     %1 = asctile.cast %0 {asctile.keep_rounding} : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>
// KEEP-NEXT:     return %1
func.func @narrow_then_int(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi32, UB> {
  %h = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %c = asctile.cast %h : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>
  return %c : !asctile.tile<64xi32, UB>
}

// PYASC-LABEL: func.func @round_trip_wide
// PYASC-NEXT:    return %arg0
// KEEP-LABEL:  func.func @round_trip_wide
// KEEP-NEXT:     return %arg0
func.func @round_trip_wide(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
  %w = asctile.cast %a : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
  %c = asctile.cast %w : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  return %c : !asctile.tile<64xf16, UB>
}

// PYASC-LABEL: func.func @widen_then_truncate
// PYASC-NEXT:    %0 = asctile.cast %arg0 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi32, UB>
// PYASC-NEXT:    return %0
// KEEP-LABEL:  func.func @widen_then_truncate
// KEEP-NEXT:     %0 = asctile.cast %arg0 {asctile.keep_rounding} : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi32, UB>
// KEEP-NEXT:     return %0
func.func @widen_then_truncate(%a: !asctile.tile<64xbf16, UB>) -> !asctile.tile<64xi32, UB> {
  %w = asctile.cast %a : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
  %c = asctile.cast %w : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
  return %c : !asctile.tile<64xi32, UB>
}
