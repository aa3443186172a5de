// RUN: ascopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ascopt --allow-unregistered-dialect --mlir-print-op-generic %s | ascopt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: ascopt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEBUG
// RUN: ascopt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// Locations get `#loc` aliases like maps and sets: those in attributes are defined
// before the module, nested ones first; op locations (debug info only) after it.

//      CHECK: #loc = loc("foo")
// CHECK-NEXT: #loc1 = loc("mysource.cc":10:8)
// CHECK-NEXT: #loc2 = loc(callsite(#loc at #loc1))
//      CHECK: {foo.loc_attr = #loc2}
// LOCAL-NOT: #loc
// LOCAL: {foo.loc_attr = loc(callsite("foo" at "mysource.cc":10:8))}
"foo.op"() {foo.loc_attr = loc(callsite("foo" at "mysource.cc":10:8))} : () -> () loc("op")

// Argument locations print in place; what they nest is aliased.
// DEBUG: #[[Q:loc[0-9]*]] = loc("q")
// DEBUG: ^bb0(%arg0: i32 loc(callsite(#[[Q]] at #{{loc[0-9]*}}))):
// DEBUG-NEXT: "foo.d"() : () -> () loc(#[[OP:loc[0-9]*]])
// DEBUG: #[[OP]] = loc("op")
"foo.c"() ({
^bb0(%a: i32 loc(callsite("q" at "r":3:3))):
  "foo.d"() : () -> () loc("op")
}) : () -> ()
