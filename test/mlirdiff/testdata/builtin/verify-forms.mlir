// FLAGS: --allow-unregistered-dialect -verify-diagnostics
// NOGENERIC
// -verify-diagnostics directive forms: @+N, @-N, @above, @below, notes, regexes, several
// diagnostics on one line, and expectations that are not met.

// expected-error@+1 {{expected SSA operand}}
"x.a"(%) : () -> ()

// -----

"x.a"(%) : () -> ()
// expected-error@-1 {{expected SSA operand}}

// -----

// expected-error@below {{expected SSA operand}}
"x.a"(%) : () -> ()

// -----

"x.a"(%) : () -> ()
// expected-error@above {{expected SSA operand}}

// -----

func.func @f() {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  "x.use"(%0) : (i64) -> ()
  // expected-note@-3 {{prior use here}}
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @dup()
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func @dup()

// -----

// expected-error@+1 {{{{.*}}unknown{{.*}}}}
%x = "x.a"() : () -> !unknown

// -----

// expected-error@+1 {{expected SSA operand}}
"x.a"(%) : () -> ()
// expected-error@+1 {{this one is never produced}}
"x.b"() : () -> ()

// -----

// expected-error@+1 {{wrong text}}
"x.a"(%) : () -> ()

// -----

func.func @g() {
  // expected-error@+2 {{'func.return' op has 1 operands, but enclosing function (@g) returns 0}}
  %0 = arith.constant 0 : i32
  return %0 : i32
}

// -----

func.func @h(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @h}}
  return %a : i32
}

// -----

// expected-warning@+1 {{ignored}}
"x.a"() : () -> ()

// -----

// expected-remark@+1 {{remark}}
"x.a"() : () -> ()

// -----

func.func @multi() {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @undef() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "x.use"(%nope) : (i32) -> ()
  return
}

// -----

// expected-error@+3 {{expected SSA operand}}


"x.a"(%) : () -> ()

// -----

"x.a"() ({
  // expected-error@+1 {{redefinition of SSA value '%v'}}
  %v = "x.b"() : () -> i32
  %v = "x.c"() : () -> i32
  "x.d"() : () -> ()
}) : () -> ()
