// ascendc-declare-py-struct declares each distinct py_struct type once, at the module
// start, in first-use order with the structs a struct contains declared before it; types
// seen in nested regions, in other functions and in declarations count, repeats do not.

// RUN: ascopt -ascendc-declare-py-struct %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"A", [i32, f32], ["x", "y"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"C", [i16], ["z"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"B", [!emitasc.py_struct<"C", [i16], ["z"]>, i64], ["c", "w"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"D", [i8], ["q"]>
// CHECK-NEXT:   emitasc.declare_py_struct !emitasc.py_struct<"E", [i8], ["r"]>
// CHECK-NEXT:   func.func @f(
// CHECK-NOT:    emitasc.declare_py_struct
module {
  func.func @f(%arg0: memref<?x!emitasc.py_struct<"A", [i32, f32], ["x", "y"]>, 22>, %arg1: !emitasc.py_struct<"B", [!emitasc.py_struct<"C", [i16], ["z"]>, i64], ["c", "w"]>) {
    %0 = emitasc.copy_struct %arg0 : memref<?x!emitasc.py_struct<"A", [i32, f32], ["x", "y"]>, 22>, !emitasc.py_struct<"A", [i32, f32], ["x", "y"]>
    return
  }
  func.func @g(%arg0: memref<?x!emitasc.py_struct<"A", [i32, f32], ["x", "y"]>, 22>) {
    scf.execute_region {
      %0 = emitasc.copy_struct %arg0 : memref<?x!emitasc.py_struct<"A", [i32, f32], ["x", "y"]>, 22>, !emitasc.py_struct<"A", [i32, f32], ["x", "y"]>
      scf.yield
    }
    return
  }
  func.func private @h(!emitasc.py_struct<"D", [i8], ["q"]>) -> !emitasc.py_struct<"E", [i8], ["r"]>
}
