// ascendc-declare-py-struct finds py_struct types in function signatures, op results,
// block arguments and nested types; fields are declared before the structure, each
// structure once, and existing declarations are not duplicated.

// RUN: ascopt -ascendc-declare-py-struct %s | FileCheck %s
// RUN: ascopt -ascendc-declare-py-struct -ascendc-declare-py-struct %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"Inner", [f32], ["x"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"Outer", [!emitasc.py_struct<"Inner", [f32], ["x"]>, i32], ["in", "n"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"Loop", [i64], ["k"]>
// CHECK-NEXT:   func.func @f
// CHECK-NOT:    declare_py_struct

func.func @f(%p: memref<?x!emitasc.py_struct<"Outer", [!emitasc.py_struct<"Inner", [f32], ["x"]>, i32], ["in", "n"]>, 22>, %q: memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>) {
  %0 = emitasc.copy_struct %q : memref<?x!emitasc.py_struct<"Loop", [i64], ["k"]>, 22>, !emitasc.py_struct<"Loop", [i64], ["k"]>
  %1 = emitasc.copy_struct %p : memref<?x!emitasc.py_struct<"Outer", [!emitasc.py_struct<"Inner", [f32], ["x"]>, i32], ["in", "n"]>, 22>, !emitasc.py_struct<"Outer", [!emitasc.py_struct<"Inner", [f32], ["x"]>, i32], ["in", "n"]>
  return
}
