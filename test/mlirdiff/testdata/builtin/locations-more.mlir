// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// NOGENERIC
// Every location form: file:line:col, names with and without child, callsite chains,
// fused with and without metadata, unknown, aliases (deferred and nested).

"x.a"() : () -> () loc("f.mlir":1:2)
"x.b"() : () -> () loc("name")
"x.c"() : () -> () loc("name"("f.mlir":3:4))
"x.d"() : () -> () loc(unknown)
"x.e"() : () -> () loc(callsite("callee"("a.mlir":1:1) at "caller"("b.mlir":2:2)))
"x.f"() : () -> () loc(fused["a", "b"("c":1:1)])
"x.g"() : () -> () loc(fused<"meta">["f.mlir":1:1, "g.mlir":2:2])
"x.h"() : () -> () loc(fused<{a = 1}>["x"])

// -----

"x.a"() : () -> () loc(#loc0)
"x.b"() : () -> () loc(#loc1)
#loc0 = loc("first":1:1)
#loc1 = loc(callsite(#loc0 at "second":2:2))

// -----

#outer = loc("o.mlir":5:5)
#inner = loc(fused<#x.meta>[#outer, "i.mlir":6:6])
"x.a"() : () -> () loc(#inner)
"x.b"() : () -> () loc(#outer)

// -----

"x.op"() ({
^bb0(%a: i32 loc("arg.mlir":1:1), %b: f32 loc(unknown)):
  "x.use"(%a, %b) : (i32, f32) -> () loc("use":2:2)
}) : () -> () loc("op":3:3)

// -----

"x.a"() : () -> () loc(callsite("a" at callsite("b" at callsite("c" at "d":1:1))))
"x.b"() : () -> () loc(callsite(callsite("x":1:1 at "y":2:2) at "z":3:3))

// -----

"x.a"() : () -> () loc(fused[])
"x.b"() : () -> () loc(fused["only"])
"x.c"() : () -> () loc(fused<"m">[])
"x.d"() : () -> () loc(fused[unknown, "a"])
"x.e"() : () -> () loc(fused[fused["a", "b"], "c"])

// -----

"x.a"() : () -> () loc("with \"quote\" and \\":0:0)
"x.b"() : () -> () loc("n"(unknown))
"x.c"() : () -> () loc("n"("m"("f":1:1)))
"x.d"() : () -> () loc("f":4294967295:4294967295)

// -----

module attributes {x.loc = loc("attr":1:1)} {
  "x.a"() {l = loc("in attr":2:2)} : () -> ()
} loc("module":9:9)

// -----

func.func @f(%arg0: i32 loc("a0":1:1), %arg1: i32 loc("a1":1:2)) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 loc("add":2:2)
  cf.br ^bb1(%0 : i32) loc("br":3:3)
^bb1(%1: i32 loc("bb1arg":4:4)):
  return %1 : i32 loc("ret":5:5)
} loc("func":0:0)
