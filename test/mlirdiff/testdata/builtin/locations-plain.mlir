// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// NOGENERIC

"x.a"() : () -> () loc("file.mlir":3:4)
"x.c"() : () -> () loc("named"("file.mlir":1:1))
"x.e"() : () -> () loc(callsite("callee.mlir":1:2 at "caller.mlir":3:4))
"x.g"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"x.h"() {a = loc("q":1:1)} : () -> () loc(fused<{k = 1}>["a.mlir":1:1])
