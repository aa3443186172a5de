// emission.md §1.4: a function opens a naming scope that starts from the module's
// counter, so module-level values push the numbers of later functions' names.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK: __inline__ __attribute__((always_inline)) __aicore__ void a(int32_t v1) {
// CHECK-NEXT:   return;
// CHECK-NEXT: }
// CHECK-NEXT: constexpr int32_t v1 = 5
// CHECK-NEXT: constexpr int32_t v2 = 6
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void b(int32_t v3) {
// CHECK-NEXT:   return;
// CHECK-NEXT: }

func.func @a(%x: i32) {
  return
}
%0 = "emitc.constant"() <{value = 5 : i32}> : () -> i32
%1 = "emitc.constant"() <{value = 6 : i32}> : () -> i32
func.func @b(%x: i32) {
  return
}

// A nested module is a naming scope too: the numbers given out inside it (v3 at its
// level, v4 in its function) are given out again after it, so c's parameter is v3.
// CHECK-LABEL: constexpr int32_t v3 = 7
// CHECK-NEXT: __inline__ __attribute__((always_inline)) __aicore__ void inner(int32_t v4) {
// CHECK-NEXT:   return;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: __inline__ __attribute__((always_inline)) __aicore__ void c(int32_t v3) {
module @nested {
  %2 = "emitc.constant"() <{value = 7 : i32}> : () -> i32
  func.func @inner(%x: i32) {
    return
  }
}
func.func @c(%x: i32) {
  return
}
