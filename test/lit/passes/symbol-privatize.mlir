// symbol-privatize makes the symbols directly in the module private, except the ones
// listed in exclude; symbols of nested modules and unnamed modules keep theirs.

// RUN: ascopt --symbol-privatize %s | FileCheck %s
// RUN: ascopt "--symbol-privatize=exclude=a,g" %s | FileCheck %s --check-prefix=EXCL

// CHECK:      func.func private @a()
// CHECK:      memref.global "private" @g
// CHECK:      emitc.global @eg : i32 {sym_visibility = "private"}
// CHECK:      module @inner attributes {sym_visibility = "private"}
// CHECK-NEXT:   func.func @x()
// CHECK:      module {
// CHECK-NEXT:   func.func @y()
// EXCL:       func.func @a()
// EXCL:       memref.global "public" @g
// EXCL:       emitc.global @eg : i32 {sym_visibility = "private"}

func.func @a() {
  return
}
memref.global "public" @g : memref<2xf32> = dense<0.0>
emitc.global @eg : i32
module @inner {
  func.func @x() {
    return
  }
}
module {
  func.func @y() {
    return
  }
}
