// Custom forms of every emitasc op (spec/emitasc-ops.md): call_opaque with and without
// results and operands (functional-type), the optional field of member_ptr/member_ref,
// ptr_offset's optional group with its else branch (`[%i]` or `[4 ]`), variable's static
// (integer, float, dense) and dynamic initial values with attr-dict before them, the
// optional args of verbatim, vf_group's operand segments (kept in attr-dict, as the
// format has `operands`), vec_scope's implicit yield, py_struct types (nested, in
// memrefs), and discardable attributes. Printed custom, re-printed, and via generic.
// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// GEN: "emitasc.call_opaque"(%arg2, %arg1) <{callee = "foo"}> : (i32, index) -> i32
// GEN: "emitasc.member_ptr"(%arg0) <{field = "fld", index = 3 : index}> : (memref<?xf32>) -> memref<?xi32>
// GEN: "emitasc.ptr_offset"(%arg0, %arg1) : (memref<?xf32>, index) -> memref<?xf32>
// GEN-NEXT: "emitasc.ptr_offset"(%arg0) <{staticOffset = 4 : index}> : (memref<?xf32>) -> memref<?xf32>
// GEN: "emitasc.variable"() <{staticInit = 1 : i64}> : () -> memref<1xi64>
// GEN-NEXT: "emitasc.variable"(%arg2) {foo} : (i32) -> memref<1xi32>
// GEN: "emitasc.vf_group"(%arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
// GEN-NEXT: "emitasc.yield"() : () -> ()

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %{{[0-9]+}} = emitasc.call_opaque "foo"(%arg2, %arg1) : (i32, index) -> i32
// CHECK-NEXT: emitasc.call_opaque "bar"() : () -> ()
// CHECK-NEXT: %{{[0-9]+}} = emitasc.call_opaque "baz"(%arg2) {extra} : (i32) -> f32
// CHECK-NEXT: %{{[0-9]+}} = emitasc.copy_struct %arg3 : memref<1x!emitasc.py_struct<"S", [i32], ["x"]>>, !emitasc.py_struct<"S", [i32], ["x"]>
// CHECK-NEXT: emitasc.declare_py_struct !emitasc.py_struct<"S", [i32], ["x"]>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.dereference %arg0 : memref<?xf32>, f32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %{{[0-9]+}} = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %{{[0-9]+}} = emitasc.member %arg2 "fld" : i32, f32
// CHECK-NEXT: %{{[0-9]+}} = emitasc.member_ptr %arg0[3] "fld" : memref<?xf32>, memref<?xi32>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.member_ptr %arg0[0] : memref<?xf32>, memref<?xi32>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.member_ref %arg0[1] "x" {z = 1 : i64} : memref<?xf32>, i32
// CHECK-NEXT: %{{[0-9]+}} = emitasc.member_ref %arg0[2] : memref<?xf32>, i32
// CHECK-NEXT: %{{[0-9]+}} = emitasc.ptr_offset %arg0[%arg1] : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.ptr_offset %arg0[4 ] : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.reinterpret_cast %arg2 : i32 to f32
// CHECK-NEXT: emitasc.set_member %arg2 "fld", %arg1 : i32, index
// CHECK-NEXT: emitasc.load_micro %arg2, %arg1 : i32, index
// CHECK-NEXT: emitasc.store_micro %arg2, %arg1, %arg2 : i32, index, i32
// CHECK-NEXT: %{{[0-9]+}} = emitasc.variable 1 : i64, memref<1xi64>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.variable {foo} %arg2 : i32, memref<1xi32>
// CHECK-NEXT: %{{[0-9]+}} = emitasc.variable dense<[1, 2]> : tensor<2xi32>, memref<2xi32>
// CHECK-NEXT: emitasc.vec_scope {
// CHECK-NEXT: }
// CHECK-NEXT: emitasc.vec_scope {
// CHECK-NEXT: } {attr = 2 : i64}
// CHECK-NEXT: emitasc.verbatim "hello"
// CHECK-NEXT: emitasc.verbatim "x {} {}" %arg2, %arg1 : i32, index {k}
// CHECK-NEXT: emitasc.vf_group %arg2, %arg1, %arg2 : i32, index, i32 {
// CHECK-NEXT: } {operandSegmentSizes = array<i32: 1, 1, 1>}
// CHECK-NEXT: emitasc.vf_group %arg1 : index {
// CHECK-NEXT: } {operandSegmentSizes = array<i32: 0, 0, 1>}
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }

func.func @f(%m: memref<?xf32>, %i: index, %a: i32, %s: memref<1x!emitasc.py_struct<"S", [i32], ["x"]>>) -> i32 {
  %0 = emitasc.call_opaque "foo"(%a, %i) : (i32, index) -> i32
  emitasc.call_opaque "bar"() : () -> ()
  %1 = emitasc.call_opaque "baz"(%a) {extra} : (i32) -> f32
  %2 = emitasc.copy_struct %s : memref<1x!emitasc.py_struct<"S", [i32], ["x"]>>, !emitasc.py_struct<"S", [i32], ["x"]>
  emitasc.declare_py_struct !emitasc.py_struct<"S", [i32], ["x"]>
  %3 = emitasc.dereference %m : memref<?xf32>, f32
  %c = arith.constant 0 : i64
  %4 = emitasc.mask %c, %c
  %5 = emitasc.member %a "fld" : i32, f32
  %6 = emitasc.member_ptr %m[3] "fld" : memref<?xf32>, memref<?xi32>
  %7 = emitasc.member_ptr %m[0] : memref<?xf32>, memref<?xi32>
  %8 = emitasc.member_ref %m[1] "x" {z = 1} : memref<?xf32>, i32
  %9 = emitasc.member_ref %m[2] : memref<?xf32>, i32
  %10 = emitasc.ptr_offset %m[%i] : memref<?xf32>, memref<?xf32>
  %11 = emitasc.ptr_offset %m[4] : memref<?xf32>, memref<?xf32>
  %13 = emitasc.reinterpret_cast %a : i32 to f32
  emitasc.set_member %a "fld", %i : i32, index
  emitasc.load_micro %a, %i : i32, index
  emitasc.store_micro %a, %i, %a : i32, index, i32
  %14 = emitasc.variable 1 : i64, memref<1xi64>
  %15 = emitasc.variable {foo} %a : i32, memref<1xi32>
  %16 = emitasc.variable dense<[1, 2]> : tensor<2xi32>, memref<2xi32>
  emitasc.vec_scope {
  }
  emitasc.vec_scope {
    emitasc.yield
  } {attr = 2}
  emitasc.verbatim "hello"
  emitasc.verbatim "x {} {}" %a, %i : i32, index {k}
  emitasc.vf_group %a, %i, %a : i32, index, i32 {
  } {operandSegmentSizes = array<i32: 1, 1, 1>}
  emitasc.vf_group %i : index {
  } {operandSegmentSizes = array<i32: 0, 0, 1>}
  return %a : i32
}
