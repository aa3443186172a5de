// RUN: ascopt --allow-unregistered-dialect -split-input-file -verify-diagnostics %s | FileCheck %s
// Affine maps and integer sets are parsed, simplified as MLIR builds them, and printed
// through `#map`/`#set` aliases.

// CHECK-DAG: #[[M:map[0-9]*]] = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0, d0 * 2 + 5, d0 mod 4)>
// CHECK-DAG: #[[L:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[S:set[0-9]*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)>
#m = affine_map<(i, j)[s] -> (i + j + s, 5 + i * 2, i - (i floordiv 4) * 4)>
// CHECK: "t.op"() {layout = memref<4x4xf32, #[[L]]>, map = #[[M]], plain = memref<8xf32>, set = #[[S]]}
"t.op"() {map = #m, set = affine_set<(i)[N] : (i >= 0, i <= N)>,
          layout = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>,
          plain = memref<8xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in integer set constraint list}}
#set0 = affine_set<(i)[N, M] : )i >= 0)>

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#map0 = affine_map<(i, j) -> (i * j)>

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"t.op"() {m = memref<4x4xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// affine.if has LLVM 19's SingleBlock trait, whose message comes before the region
// constraints'.
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @two_blocks(%n: index) {
  // expected-error @+1 {{'affine.if' op expects region #0 to have 0 or 1 blocks}}
  affine.if #set(%n) {
    cf.br ^bb1
  ^bb1:
    affine.yield
  }
  return
}

// -----

#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @two_else_blocks(%n: index) {
  // expected-error @+1 {{'affine.if' op expects region #1 to have 0 or 1 blocks}}
  affine.if #set(%n) {
    affine.yield
  } else {
    cf.br ^bb1
  ^bb1:
    affine.yield
  }
  return
}
