// topological-sort orders module bodies (graph regions) so that values are defined
// before they are used, leaving cycles after everything that can go first; regions of
// unregistered ops are not sorted.

// RUN: ascopt --allow-unregistered-dialect --topological-sort %s | FileCheck %s

// CHECK:      "test.graph"() ({
// CHECK-NEXT:   "test.b"(%[[A:[0-9]+]])
// CHECK-NEXT:   %[[A]] = "test.a"()
// CHECK:      %[[F:.*]] = "test.f"()
// CHECK-NEXT: %[[C:.*]] = "test.c"(%[[F]])
// CHECK-NEXT: %[[D:.*]] = "test.d"(%[[C]])
// CHECK-NEXT: "test.e"(%[[D]], %[[C]])
// CHECK-NEXT: "test.g"
// CHECK-NEXT: "test.i"
// CHECK-NEXT: "test.j"
// CHECK-NEXT: "test.h"

"test.graph"() ({
  %b = "test.b"(%a) : (i32) -> i32
  %a = "test.a"() : () -> i32
}) : () -> ()
%e = "test.e"(%d, %c) : (i32, i32) -> i32
%d = "test.d"(%c) : (i32) -> i32
%c = "test.c"(%f) : (i32) -> i32
%f = "test.f"() : () -> i32
%g = "test.g"(%h) : (i32) -> i32
%h = "test.h"(%i) : (i32) -> i32
%i = "test.i"(%g) : (i32) -> i32
%j = "test.j"(%i, %f) : (i32, i32) -> i32
