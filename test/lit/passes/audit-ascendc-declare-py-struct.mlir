// Audit of ascendc-declare-py-struct (passes.md: "one emitasc.declare_py_struct per
// distinct emitasc.py_struct type used anywhere (nested ones too), in first-use order"):
// structs held in a tuple, behind an !emitc.ptr, inside a struct that sits in a tuple and
// as an unranked tensor element are used too (before, only memref, tensor and Ascend
// tensor elements were looked into, and these went undeclared).
// RUN: ascopt -ascendc-declare-py-struct %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"T", [i32], ["a"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"P", [f32], ["b"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"In", [i8], ["c"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"Out", [!emitasc.py_struct<"In", [i8], ["c"]>], ["d"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"U", [i16], ["e"]>
// CHECK-NEXT:   func.func private @f(
// CHECK-NOT:    emitasc.declare_py_struct
module {
  func.func private @f(tuple<i32, !emitasc.py_struct<"T", [i32], ["a"]>>)
  func.func private @g(!emitc.ptr<!emitasc.py_struct<"P", [f32], ["b"]>>)
  func.func private @h() -> tuple<!emitasc.py_struct<"Out", [!emitasc.py_struct<"In", [i8], ["c"]>], ["d"]>>
  func.func private @u(tensor<*x!emitasc.py_struct<"U", [i16], ["e"]>>)
}
