// Graph regions (a module body, the regions of unregistered ops) need no order among
// their ops, but an operand must still be defined in the region or one around it: a use of
// a value from inside a sibling's region is refused as mlir-opt refuses it. (Found by
// test/hostile's campaign: the verifier skipped graph regions and accepted such a use.)

// RUN: ascopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

module {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  func.func @f() {
    // expected-note @+1 {{operand defined here (op in a child region)}}
    %x = arith.constant 1 : i32
    return
  }
}

// -----

"x.wrap"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "x.use"(%x) : (i32) -> ()
  "x.inner"() ({
    // expected-note @+1 {{operand defined here (op in a child region)}}
    %x = "x.def"() : () -> i32
  }) : () -> ()
}) : () -> ()

// -----

// Out of order in the same graph region, or from a region around it: fine.
"x.wrap"() ({
  "x.use"(%y) : (i32) -> ()
  %y = "x.def"() : () -> i32
  "x.inner"() ({
    "x.use"(%y, %z) : (i32, i32) -> ()
  }) : () -> ()
  %z = "x.def"() : () -> i32
}) : () -> ()

// -----

// The same inside functions, which are verified in parallel: their graph regions are
// still checked, after everything else.
func.func @a() {
  return
}
func.func @b() {
  "x.wrap"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "x.use"(%x) : (i32) -> ()
    "x.inner"() ({
      // expected-note @+1 {{operand defined here (op in a child region)}}
      %x = "x.def"() : () -> i32
    }) : () -> ()
  }) : () -> ()
  return
}
