// FLAGS: --allow-unregistered-dialect -verify-diagnostics
// NOGENERIC
// More -verify-diagnostics forms: severity mismatches, regex expectations, stacked
// expectations on one line, duplicates, @unknown, and expectations in a valid chunk.

// expected-warning@+1 {{invalid SSA name}}
"x.a"(%) : () -> ()

// -----

// expected-error-re@+1 {{invalid {{[A-Z]+}} name}}
"x.a"(%) : () -> ()

// -----

// expected-error-re@+1 {{invalid {{[a-z]+}} name}}
"x.a"(%) : () -> ()

// -----

// expected-error@+2 {{invalid SSA name}}
// expected-error@+1 {{invalid SSA name}}
"x.a"(%) : () -> ()

// -----

// expected-error {{invalid SSA name}}
"x.a"(%) : () -> ()

// -----

"x.a"(%) : () -> () // expected-error {{invalid SSA name}}

// -----

// expected-error@unknown {{invalid SSA name}}
"x.a"(%) : () -> ()

// -----

// expected-error@+1 {{not produced anywhere}}
"x.a"() : () -> ()

// -----

func.func @f() {
  // expected-note@+1 {{prior use here}}
  "x.use"(%0) : (i32) -> ()
  // expected-error@+1 {{expects different type than prior uses}}
  "x.use"(%0) : (i64) -> ()
  %0 = "x.def"() : () -> i32
  return
}

// -----

func.func @f() {
  "x.use"(%0) : (i32) -> ()
  // expected-error@+1 {{expects different type than prior uses}}
  "x.use"(%0) : (i64) -> ()
  %0 = "x.def"() : () -> i32
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @s()
// expected-error@+1 {{redefinition of symbol named 's'}}
func.func private @s()

// -----

func.func private @s()
// expected-error@+1 {{redefinition of symbol named 's'}}
func.func private @s()

// -----

// expected-error@+1 {{block with no terminator}}
func.func @noterm() {
  %0 = arith.constant 0 : i32
}

// -----

func.func @f() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "x.use"(%1) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "x.def"() : () -> i32
  return
}

// -----

func.func @f() {
  "x.use"(%1) : (i32) -> ()
  %1 = "x.def"() : () -> i32
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "x.use"(%v) : (i32) -> ()
  return
^b:
  // expected-note@+1 {{operand defined here (op in a sibling block)}}
  %v = "x.def"() : () -> i32
  return
}

// -----

"x.region"() ({
  // expected-error@+1 {{empty block: expect at least a terminator}}
^bb0:
}) : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^missing
}

// -----

func.func @f() {
^bb0:
  return
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  return
}

// -----

// expected-error @+1 {{invalid SSA name}}
"x.a"(%) : () -> ()

// -----

// expected-error@+1 {{'x.a' op}}
"x.a"(%) : () -> ()
