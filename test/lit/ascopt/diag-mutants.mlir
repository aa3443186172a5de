// Diagnostics of invalid IR found to differ from mlir-opt 19's by the mutation
// differential (test/mlirdiff/diag_mutate_test.go), minimised; each expectation is
// mlir-opt 19's (TestDiagMutantRegressions runs it on this file).

// RUN: ascopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// SameOperandsAndResultType lets compatible shapes through; the inferred result type
// (the first operand's) must then be the result's exactly.
func.func @same_type_compatible(%a: tensor<8x8xi64>) {
  // expected-error @+2 {{'arith.remsi' op inferred type(s) 'tensor<8x8xi64>' are incompatible with return type(s) of operation 'tensor<?x8xi64>'}}
  // expected-error @+1 {{'arith.remsi' op failed to infer returned types}}
  %0 = "arith.remsi"(%a, %a) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<?x8xi64>
  return
}

// -----

func.func @same_type_compatible_math(%a: tensor<?xf32>) {
  // expected-error @+2 {{'math.exp' op inferred type(s) 'tensor<?xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'math.exp' op failed to infer returned types}}
  %0 = "math.exp"(%a) : (tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

// ... and then the Elementwise trait's container check.
func.func @same_type_elementwise(%a: tensor<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%a, %b) : (tensor<4xf32>, vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

// cmpi's TypesMatchWith (a generated invariant) comes before SameTypeOperands.
func.func @cmpi_result_shape(%a: tensor<8x8xi64>, %b: tensor<?x8xi64>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (tensor<8x8xi64>, tensor<?x8xi64>) -> tensor<?x8xi1>
  return
}

// -----

// The custom parsers check the type the result type is derived from, at the op name.
func.func @cmpi_parse_type(%a: vector<8xf32>) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'vector<8xf32>'}}
  %0 = arith.cmpi slt, %a, %a : vector<8xf32>
  return
}

// -----

func.func @cmpf_parse_type(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %a, %a : i32
  return
}

// -----

func.func @select_condition_shape(%c: tensor<?xi1>, %a: tensor<8xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<?xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return
}

// -----

func.func @select_condition_container(%c: vector<8xi1>, %a: tensor<8xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return
}

// -----

func.func @mulsi_extended_high(%a: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

// A string is a typed attribute: its type matches, the kind of value does not.
func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str" : i32
  return
}

// -----

// Integer enum properties take an integer of the enum's width holding a case.
func.func @enum_property_width(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 1 : i8} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i8}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i8}> : (i32, i32) -> i1
  return
}

// -----

func.func @atomic_rmw_kind(%a: i32, %m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 99 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 99 : i64}}
  %0 = "memref.atomic_rmw"(%a, %m, %i) <{kind = 99 : i64}> : (i32, memref<4xi32>, index) -> i32
  return
}

// -----

// AllTypesMatch<value, result> comes before the memref element check.
func.func @atomic_rmw_types(%a: i32, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%a, %m, %i) <{kind = 0 : i64}> : (i32, memref<4xf32>, index) -> f32
  return
}

// -----

// MLIR reads the alignment as a uint64_t.
// expected-error @+1 {{alignment attribute value 18446744073709551615 is not a power of 2}}
memref.global "private" @g : memref<4xf32> = dense<0.0> {alignment = -1 : i64}

// -----

func.func @poison_value() {
  // expected-error @+1 {{invalid properties {value = "str"} for op ub.poison: Invalid attribute `value` in property conversion: "str"}}
  %0 = "ub.poison"() <{value = "str"}> : () -> i32
  return
}

// -----

// An `operands` directive over single operands is resolved against one type each.
func.func @conditional_operands(%c: i1, %a: i32) {
  // expected-error @+1 {{custom op 'emitc.conditional' 2 operands present, but expected 3}}
  %0 = emitc.conditional %c, %a : i32
  return
}

// -----

// Unnamed signature types still make the region parser build an entry block (without
// arguments) for `{}`; the verifier refuses it.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func private @unnamed_empty_body(i32) {
}

// -----

// Symbol uses are checked from MLIR's stack of regions: the table's own ops, then the
// nested ops of its last op, back to its first; the first failure is the only one.
func.func @symbol_first(%c: i1) {
  func.call @missing_a() : () -> ()
  return
}
func.func @symbol_second(%c: i1) {
  scf.if %c {
    func.call @missing_b() : () -> ()
  } else {
    // expected-error @+1 {{'func.call' op 'missing_c' does not reference a valid function}}
    func.call @missing_c() : () -> ()
  }
  return
}

// -----

// The return-like terminators of a region must agree before their edge is checked.
func.func @execute_region_terminators(%c: i1, %a: i32) -> i32 {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators}}
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %a, %a : i32, i32
  }
  return %0 : i32
}

// -----

// addui_extended's overflow needs only a compatible shape (the Elementwise trait).
func.func @addui_extended_compatible(%a: tensor<8x8xi64>, %b: i64) {
  %sum, %overflow = arith.addui_extended %a, %a : tensor<8x8xi64>, tensor<?x8xi1>
  // expected-error @+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = "arith.addui_extended"(%b, %b) : (i64, i64) -> (i64, tensor<8xi1>)
  return
}

// -----

// memref.dim's source constraint has no C++ class: the format reads any type and the
// verifier refuses it (memref.rank's has one: its parser refuses).
func.func @dim_source_type(%a: f32, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'}}
  %d = memref.dim %a, %i : f32
  return
}

// -----

func.func @rank_source_type(%a: f32) {
  // expected-error @+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %d = memref.rank %a : f32
  return
}

// -----

// Only a region's one block may end without a terminator, also under an unregistered op.
func.func @unregistered_two_blocks() {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  "foo.region"() ({
    "foo.op"() : () -> ()
  ^bb1:
  }) : () -> ()
  return
}

// -----

// type(operands) needs a type even when the operand list came out empty ...
func.func @logical_not_no_type(%a: i32) {
  // expected-error @+1 {{expected non-function type}}
  %0 = emitc.logical_not :
  return
}

// -----

// ... and an upstream op's types are read as written (no result types taken from them).
func.func @logical_not_no_operand(%a: i32) {
  // expected-error @+1 {{custom op 'emitc.logical_not' 0 operands present, but expected 1}}
  %0 = emitc.logical_not : i32
  return
}

// -----

func.func @tensor_dim_type(%a: f32, %i: index) {
  // expected-error @+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %d = tensor.dim %a, %i : f32
  return
}

// -----

// Dominance is checked once the structure of the whole function is: the type error of
// the later op comes first.
func.func @structure_before_dominance(%c: i1, %a: i32) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  %x = arith.addi %a, %a : i32
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %z = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// The dominance walk takes the nested ops from the last back to the first.
func.func @dominance_order(%c: i1, %a: i32) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  scf.if %c {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %y = arith.addi %w, %w : i32
  }
  %x = arith.addi %a, %a : i32
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %w = arith.addi %a, %a : i32
  return
}

// -----

// SameOperandsAndResultShape takes the shapes together: scalable and fixed sizes differ.
func.func @fpowi_shapes(%a: tensor<4x3x?xf16>, %b: tensor<?x3x?xi64>, %c: vector<4xf16>, %d: vector<[4]xi64>) {
  %0 = math.fpowi %a, %b : tensor<4x3x?xf16>, tensor<?x3x?xi64>
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %1 = "math.fpowi"(%c, %d) : (vector<4xf16>, vector<[4]xi64>) -> vector<4xf16>
  return
}

// -----

// A dialect type is parsed apart from its enclosing one, which stands after it.
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse EmitC_PointerType parameter 'pointee' which is to be a `Type`}}
func.func @nested_dialect_type(%p: !emitc.ptr<!emitc.array<-1xi32>>) {
  return
}

// -----

// The inherent attributes of a generic op's dictionary are checked after its operands
// are resolved.
// expected-note @+1 {{prior use here}}
func.func @inherent_after_operands(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %r = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i64) -> i1
  return
}

// -----

// scf.reduce.return is checked against its block's first argument.
func.func @reduce_return_type(%a: f32, %lb: index, %ub: index, %s: index) {
  %1 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%x: f64, %y: f32):
      %3 = "test.t"(%x, %y) : (f64, f32) -> f32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f64' (the type of the reduction inputs)}}
      scf.reduce.return %3 : f32
    }
  }
  return
}

// -----

// A name only used so far may take result numbers past the first one used; numbers past
// the definition's results stay undeclared uses.
func.func @forward_result_numbers() {
  "foo.use"(%x#1) : (i32) -> ()
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.use"(%x#2) : (i32) -> ()
  %x:2 = "foo.def"() : () -> (i32, i32)
  return
}

// -----

// Symbol names are checked unique before the symbol uses.
memref.global "private" @gv : memref<3xi32>
// expected-error @+2 {{redefinition of symbol named 'gv'}}
// expected-note @-2 {{see existing symbol definition here}}
memref.global "private" @gv : memref<3xi32>
func.func @get_wrong_type() {
  %0 = memref.get_global @gv : memref<3xf32>
  return
}

// -----

// Builtin shaped types need only compatible shapes (the inferred type then decides);
// here the result is the first operand's type, so MLIR accepts it.
func.func @same_type_compatible_ok(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  %0 = "arith.addf"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
