// --mlir-pretty-debuginfo: locations without loc(...), as mlir-opt 19 prints them (its
// quirks too: an op's own location spelled out while it has an alias, a call site's
// caller on a line of its own).
// RUN: ascopt --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// RUN: ascopt --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: ascopt --mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=NODEBUG

// CHECK: arith.constant 1 : i32 #[[FOO:loc[0-9]+]] at #[[B:loc[0-9]+]]
// CHECK-NEXT: arith.constant 2 : i32 #[[A:loc[0-9]+]]
// CHECK-NEXT: {{^}} at #[[CS:loc[0-9]+]]
// CHECK-NEXT: arith.constant 3 : i32 <"m">[#[[A]], #[[X:loc[0-9]+]]]
// CHECK-NEXT: arith.constant 4 : i32 shared.py:9:9
// CHECK-NEXT: arith.constant 5 : i32 [unknown]
// CHECK: } {{.*}}pretty-debuginfo.mlir:{{[0-9]+}}:1
// CHECK: #[[A]] = a.py:1:2
// CHECK-NEXT: #[[B]] = b.py:3:4
// CHECK: #[[FOO]] = "foo"(#[[A]])
// CHECK-NEXT: #[[CS]] = #{{loc[0-9]+}}
// CHECK-NEXT: {{^}} at #{{loc[0-9]+}}
// CHECK-NEXT: #[[X]] = #{{loc[0-9]+}} at #{{loc[0-9]+}}

// LOCAL: arith.constant 1 : i32 "foo"(a.py:1:2) at b.py:3:4
// LOCAL-NEXT: arith.constant 2 : i32 a.py:1:2
// LOCAL-NEXT: {{^}} at c.py:5:6
// LOCAL-NEXT: {{^}} at d.py:7:8
// LOCAL-NEXT: arith.constant 3 : i32 <"m">[a.py:1:2, "x" at y.py:1:1]

// NODEBUG-NOT: .py
#l = loc("shared.py":9:9)
func.func @f() {
  %0 = arith.constant 1 : i32 loc(callsite("foo"("a.py":1:2) at "b.py":3:4))
  %1 = arith.constant 2 : i32 loc(callsite("a.py":1:2 at callsite("c.py":5:6 at "d.py":7:8)))
  %2 = arith.constant 3 : i32 loc(fused<"m">["a.py":1:2, callsite("x" at "y.py":1:1)])
  %3 = arith.constant 4 : i32 loc(#l)
  %4 = arith.constant 5 : i32 loc(unknown)
  return
}
