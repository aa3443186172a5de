// topological-sort probes: module bodies (graph regions) with uses before definitions,
// chains, cycles (left in place after the ops that can go first), uses from nested
// regions, nested modules sorted too, unregistered graph-region ops left alone, and
// functions and globals among the ops.

%0 = "test.a"(%1) : (i32) -> i32
%1 = "test.b"() : () -> i32
"test.c"(%0, %2) : (i32, i32) -> ()
%2 = "test.d"(%0) : (i32) -> i32

// -----

%0 = "test.a"(%1) : (i32) -> i32
%1 = "test.b"(%0) : (i32) -> i32
%2 = "test.c"() : () -> i32
"test.d"(%2, %3) : (i32, i32) -> ()
%3 = "test.e"() : () -> i32

// -----

"test.r"() ({
  "test.use"(%1) : (i32) -> ()
  %5 = "test.inner"() : () -> i32
  "test.use"(%5) : (i32) -> ()
}) : () -> ()
%1 = "test.b"() : () -> i32
"test.r2"() ({
  %b = "test.b"(%a) : (i32) -> i32
  %a = "test.a"() : () -> i32
}) : () -> ()

// -----

module {
  %b = "test.b"(%a) : (i32) -> i32
  %a = "test.a"() : () -> i32
  func.func @f() {
    return
  }
}
"test.x"(%z) : (i32) -> ()
%z = "test.z"() : () -> i32

// -----

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

// -----

func.func @user() -> memref<2xf32> {
  %0 = memref.get_global @g : memref<2xf32>
  return %0 : memref<2xf32>
}
"test.late"(%v) : (index) -> ()
memref.global "private" @g : memref<2xf32> = dense<0.0>
%v = "test.v"() : () -> index
func.func private @decl()
