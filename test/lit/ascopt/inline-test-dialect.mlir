// --inline moves ops of mlir-opt's test dialect, unknown ones included, into callers
// (its inliner interface allows every op), so a callee using them inlines.
// (mlir-opt 19 prints the same.)
// RUN: ascopt --allow-unregistered-dialect --inline %s | FileCheck %s

// CHECK-LABEL: func.func @f0
// CHECK-NEXT:    "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:    return %arg1 : i32
// CHECK-LABEL: func.func private @f1
// CHECK-NEXT:    "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NOT:   @f2
// CHECK-NOT:   @f3
func.func @f0(%p: i32, %q: i32) -> i32 {
  %v1 = func.call @f1(%p, %p) : (i32, i32) -> i32
  return %q : i32
}
func.func private @f1(%p: i32, %q: i32) -> i32 {
  %v4 = func.call @f3(%q, %q) : (i32, i32) -> i32
  return %p : i32
}
func.func private @f2(%p: i32, %q: i32) -> i32 {
  %v1 = func.call @f1(%p, %p) : (i32, i32) -> i32
  return %q : i32
}
func.func private @f3(%p: i32, %q: i32) -> i32 {
  "test.use"(%p) : (i32) -> ()
  return %p : i32
}
