// --symbol-dce keeps what is reachable from the symbols outside code may reference (and
// from ops that are no symbols) through symbol uses: a cycle of private functions
// nothing live calls goes, and so does a nested symbol of a hidden table.
// (mlir-opt 19 prints the same.)
// RUN: ascopt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s

// CHECK-NOT:   @n(
// CHECK-NOT:   @a(
// CHECK-NOT:   @b(
// CHECK:       func.func private @c()
// CHECK:       func.func @pub()
// CHECK-NOT:   @inner
// CHECK:       module @inner2
// CHECK-NOT:     @y(
// CHECK:         func.func nested @z()
// CHECK:         func.func @w()
// CHECK:       func.func private @kept()
module {
  func.func nested @n() { return }
  func.func private @a() { func.call @b() : () -> () return }
  func.func private @b() { func.call @a() : () -> () return }
  func.func private @c()
  func.func @pub() { func.call @c() : () -> () return }
  module @inner attributes {sym_visibility = "private"} {
    func.func @x() { return }
  }
  module @inner2 {
    func.func private @y() { return }
    func.func nested @z() { return }
    func.func @w() { return }
  }
  "test.op"() {ref = @inner2::@z} : () -> ()
  // An unregistered op with a region is walked for uses like any other op.
  func.func private @kept()
  "test.region"() ({
    "test.x"() {r = @kept} : () -> ()
  }) : () -> ()
}
