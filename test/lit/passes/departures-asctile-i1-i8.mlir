// With departures and a named architecture, asclower-asctile-i1 refuses compares and
// selects of 8-bit tiles at the op (docs/pyasc.md §5): their L0 forms take a 128-bit lane
// mask, which has no form for the 256 lanes of an 8-bit repeat. On c220 PyAsc's own
// words refuse an i8 asctile.cmp first (asclower-asctile-i1-errors.mlir).

// RUN: ascopt -split-input-file --asclower-asctile-i1=departures=true %s -verify-diagnostics

module attributes {asc.compilation_arch = "c310"} {
  func.func @cmp_i8(%a: !asctile.tile<64xi8, UB>, %b: !asctile.tile<64xi8, UB>) -> !asctile.tile<64xi1, UB> {
    // expected-error @+2 {{'asctile.cmp' op on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements (its 128-bit lane mask has no form for 8-bit lanes)}}
    // expected-error @+1 {{failed to legalize operation 'asctile.cmp' that was explicitly marked illegal}}
    %0 = asctile.cmp LT %a, %b : !asctile.tile<64xi8, UB>
    return %0 : !asctile.tile<64xi1, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c220"} {
  func.func @cmps_i8(%a: !asctile.tile<64xi8, UB>, %s: i8) -> !asctile.tile<64xi1, UB> {
    // expected-error @+2 {{'asctile.cmps' op on a tile of i8 is not supported: the vector unit's Compare takes 16- and 32-bit elements}}
    // expected-error @+1 {{failed to legalize operation 'asctile.cmps' that was explicitly marked illegal}}
    %0 = asctile.cmps GE %a, %s : !asctile.tile<64xi8, UB>
    return %0 : !asctile.tile<64xi1, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c310"} {
  func.func @select_i8(%m: !asctile.tile<64xi1, UB>, %a: !asctile.tile<64xi8, UB>, %b: !asctile.tile<64xi8, UB>) -> !asctile.tile<64xi8, UB> {
    // expected-error @+2 {{'asctile.select' op on a tile of i8 is not supported: the vector unit's Select takes 16- and 32-bit elements}}
    // expected-error @+1 {{failed to legalize operation 'asctile.select' that was explicitly marked illegal}}
    %0 = asctile.select %m, %a, %b : !asctile.tile<64xi8, UB>
    return %0 : !asctile.tile<64xi8, UB>
  }
}
