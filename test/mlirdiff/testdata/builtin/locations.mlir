// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// NOGENERIC

"x.a"() : () -> () loc("file.mlir":3:4)
"x.b"() : () -> () loc(unknown)
"x.c"() : () -> () loc("named")
"x.d"() : () -> () loc("named"("file.mlir":1:1))
"x.e"() : () -> () loc(callsite("callee.mlir":1:2 at "caller.mlir":3:4))
"x.f"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"x.g"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"x.h"() : () -> () loc(fused<{k = 1}>["a.mlir":1:1])
"x.i"() : () -> () loc(callsite("a" at callsite("b.mlir":1:1 at "c.mlir":2:2)))
"x.j"() : () -> () loc(fused[])
"x.k"() : () -> () loc(fused["a.mlir":1:1])
"x.l"() : () -> () loc("with \"quote\"")

// -----

#loc0 = loc("aliased.mlir":10:8)
#loc1 = loc("outer"(#loc0))
"x.a"() : () -> () loc(#loc1)
"x.b"() : () -> () loc(#loc0)

// -----

func.func @f(%a: i32 loc("arg.mlir":1:1), %b: f32) -> i32 {
  %0 = "x.op"(%a) : (i32) -> i32 loc("op.mlir":2:2)
  return %0 : i32 loc("ret.mlir":3:3)
} loc("fn.mlir":4:4)

// -----

"x.region"() ({
^bb0(%x: i32 loc("blockarg.mlir":5:5)):
  "x.term"() : () -> () loc("t.mlir":6:6)
}) : () -> () loc("r.mlir":7:7)

// -----

"x.a"() : () -> () loc(fused<"m">[loc("a":1:1), loc("b":2:2), loc("a":1:1)])
"x.b"() : () -> () loc(fused[unknown, unknown])
"x.c"() : () -> () loc(fused["x":1:1, fused["y":2:2, "z":3:3]])
"x.d"() : () -> () loc(callsite(unknown at unknown))
"x.e"() : () -> () loc("n1"("n2"("f":1:1)))
