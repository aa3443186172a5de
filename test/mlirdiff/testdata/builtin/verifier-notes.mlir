// NOGENERIC
// Verifier errors carry a note with the op in generic form (mlir-opt 19 adds it outside
// -verify-diagnostics).

func.func @f(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %0 : i64
}

// -----

func.func @f(%a: i32) -> i32 {
  return
}

// -----

func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @f(%a: index) {
  scf.for %i = %a to %a step %a {
    %0 = arith.addi %i, %i : index
    %1 = "arith.addf"(%0, %0) : (index, index) -> index
  }
  return
}

// -----

func.func @outer() {
  return
}
func.func @f(%a: i32) {
  %c = arith.constant 1 : i64
  %0 = "arith.cmpi"(%a, %c) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

module {
  func.func @g() -> i32 {
    %c = arith.constant 1.0 : f32
    return %c : f32
  }
}

// -----

func.func @f() {
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @f(%a: i32) {
  "func.return"(%a) : (i32) -> ()
}

// -----

func.func @f() {
  %0 = "scf.execute_region"() ({
    %c = arith.constant 0 : i32
    "scf.yield"() : () -> ()
  }) : () -> i32
  return
}

// -----

func.func @f() attributes {sym_visibility = "private"} {
  return
}

// -----

func.func @f() attributes {function_type = () -> ()} {
  return
}

// -----

func.func @f() attributes {sym_name = "g"} {
  return
}

// -----

func.func @f(%x: i32) attributes {arg_attrs = [{}]} {
  return
}

// -----

"func.func"() ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f", sym_visibility = "public"} : () -> ()

// -----

"func.func"() ({
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "f", sym_visibility = "bogus"} : () -> ()

// -----

func.func @f() {
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %1 = arith.addi %0, %0 : i32
  "func.return"(%1) : (i32) -> ()
}
