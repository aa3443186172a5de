// Properties in the generic form: conversion to the storage classes, the attribute
// dictionary beside them, and the order of the errors.
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{}> {predicate = 3 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> {predicate = 10 : i64, other = 1} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{}> {predicate = 10 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1 loc(fused<"x">[unknown])
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> (i1, i1)
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) {overflowFlags = #arith.fastmath<fast>, zz = 1 : i32} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}
// -----
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private", arg_attrs = [{}]}> ({}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({}) {arg_attrs = 1, res_attrs = []} : () -> ()
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.subview"(%m) <{operand_segment_sizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {operandSegmentSizes = array<i32: 0, 0, 0>} : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f() {
  "scf.execute_region"() <{}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = "anything", constant}> : () -> ()
