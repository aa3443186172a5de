// MLIR's dialect conversion stops at the first op it cannot legalize (passes-asc2.md §0.3):
// the pattern's error and `failed to legalize` are reported for that op only, not for the
// later bad ops of the function. Found: asclower-asctile, -asctile-i1 and
// -asctile-data-transfer reported every bad op.

// RUN: ascopt --asclower-asctile-i1 %s -verify-diagnostics

func.func @i1(%a: !asctile.tile<32xi8, UB>, %b: !asctile.tile<32xi8, UB>) {
  // expected-error @+2 {{'asctile.cmp' op can only be lowered with i16 or i32 tile operands}}
  // expected-error @+1 {{failed to legalize operation 'asctile.cmp' that was explicitly marked illegal}}
  %0 = asctile.cmp "GE" %a, %b : !asctile.tile<32xi8, UB>
  %1 = asctile.cmp "LE" %a, %b : !asctile.tile<32xi8, UB>
  return
}
