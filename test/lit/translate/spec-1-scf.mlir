// emission.md §1.10: structured control flow. scf.for declares its results, then its
// carried values, then the loop (uint16_t counter for vector-scope loops) whose yield
// assigns every carried value, self-copies included; scf.if and scf.index_switch declare
// their results first; scf.while terminates every statement of its regions.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:__inline__ __attribute__((always_inline)) __aicore__ float loops(uint32_t v1, uint32_t v2, uint32_t v3, float v4, bool v5, uint32_t v6) {
// CHECK-NEXT:  float v7;
// CHECK-NEXT:  float v8;
// CHECK-NEXT:  float v9 = v4;
// CHECK-NEXT:  float v10 = v4;
// CHECK-NEXT:  for (uint32_t v11 = v1; v11 < v2; v11 += v3) {
// CHECK-NEXT:    float v12 = v9 + v10;
// CHECK-NEXT:    v9 = v12;
// CHECK-NEXT:    v10 = v10;
// CHECK-NEXT:  }
// CHECK-NEXT:  v7 = v9;
// CHECK-NEXT:  v8 = v10;
// CHECK-NEXT:  for (uint16_t v13 = v1; v13 < v2; v13 += v3) {
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:      float v14 = v4 * v4;
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  constexpr int32_t c3_i32 = 3;
// CHECK-NEXT:  float v15;
// CHECK-NEXT:  float v16 = v4;
// CHECK-NEXT:  for (int32_t v17 = c3_i32; v17 < c3_i32; v17 += c3_i32) {
// CHECK-NEXT:    v16 = v16;
// CHECK-NEXT:  }
// CHECK-NEXT:  v15 = v16;
// CHECK-NEXT:  float v18;
// CHECK-NEXT:  if (v5) {
// CHECK-NEXT:    v18 = v4;
// CHECK-NEXT:  } else {
// CHECK-NEXT:    v18 = v15;
// CHECK-NEXT:  }
// CHECK-NEXT:  float v19;
// CHECK-NEXT:  switch(v6) {
// CHECK-NEXT:  case 0: {
// CHECK-NEXT:    v19 = v4;
// CHECK-NEXT:  } break;
// CHECK-NEXT:  case 7: {
// CHECK-NEXT:    float v20 = -v4;
// CHECK-NEXT:    v19 = v20;
// CHECK-NEXT:  } break;
// CHECK-NEXT:  case -2: {
// CHECK-NEXT:    v19 = v4;
// CHECK-NEXT:  } break;
// CHECK-NEXT:  default: {
// CHECK-NEXT:    v19 = v18;
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  switch(v6) {
// CHECK-NEXT:  default: {
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  float v21;
// CHECK-NEXT:  int32_t v22;
// CHECK-NEXT:  float v23 = v4;
// CHECK-NEXT:  int32_t v24 = c3_i32;
// CHECK-NEXT:  while (true) {
// CHECK-NEXT:    bool v25 = v23 < v4;
// CHECK-NEXT:    if (!v25) {
// CHECK-NEXT:      v21 = v23;
// CHECK-NEXT:      v22 = v24;
// CHECK-NEXT:      break;
// CHECK-NEXT:    };
// CHECK-NEXT:    float v26 = v23;
// CHECK-NEXT:    int32_t v27 = v24;
// CHECK-NEXT:    float v28 = v26 + v26;
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:    };
// CHECK-NEXT:    v23 = v28;
// CHECK-NEXT:    v24 = v27;
// CHECK-NEXT:  };
// CHECK-NEXT:  return v19;
// CHECK-NEXT:}
func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %c: i1, %s: index) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %a, %b : f32
    scf.yield %y, %b : f32, f32
  }
  scf.for %i = %lb to %ub step %st {
    scf.if %c {
      %z = arith.mulf %x, %x : f32
    }
  } {asc.vec_scope_loop}
  %i1 = arith.constant 3 : i32
  %j = scf.for %i = %i1 to %i1 step %i1 iter_args(%a = %x) -> (f32) : i32 {
    scf.yield %a : f32
  }
  %q = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %j : f32
  }
  %w = scf.index_switch %s -> f32
  case 0 {
    scf.yield %x : f32
  }
  case 7 {
    %m = arith.negf %x : f32
    scf.yield %m : f32
  }
  case -2 {
    scf.yield %x : f32
  }
  default {
    scf.yield %q : f32
  }
  scf.index_switch %s
  default {
  }
  %res:2 = scf.while (%arg1 = %x, %n = %i1) : (f32, i32) -> (f32, i32) {
    %cond = arith.cmpf olt, %arg1, %x : f32
    scf.condition(%cond) %arg1, %n : f32, i32
  } do {
  ^bb0(%arg2: f32, %k: i32):
    %next = arith.addf %arg2, %arg2 : f32
    scf.if %c {
      scf.yield
    }
    scf.yield %next, %k : f32, i32
  }
  return %w : f32
}

// Carried values that read each other go through temporaries (PyAsc's plain copies
// would read the new value; docs/translator-extensions.md).
// CHECK:  for (uint32_t v{{[0-9]+}} = v1; v{{[0-9]+}} < v2; v{{[0-9]+}} += v3) {
// CHECK-NEXT:    float [[A:v[0-9]+]]_next0 = [[B:v[0-9]+]];
// CHECK-NEXT:    float [[B]]_next1 = [[A]];
// CHECK-NEXT:    [[A]] = [[A]]_next0;
// CHECK-NEXT:    [[B]] = [[B]]_next1;
// CHECK-NEXT:  }
func.func @swap(%lb: index, %ub: index, %st: index, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  return %r#0 : f32
}
