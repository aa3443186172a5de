// Audit of emission.md §1.2, §1.4 and §1.10 (CHECK lines written from the spec): scf.for
// with several iter_args and results (results, then iteration arguments, then the
// induction variable are named), scf.if with results nested in a loop, an if without
// results, asc.vec_scope_loop's uint16_t induction variable in a nested loop, scf.while
// whose regions terminate every statement (`};` after for/if/switch),
// a loop with results inside a while (its copies are a statement too: `;;`), the
// index_switch with and without results, NameLoc suffixes on block arguments and on
// multi-result ops, and the statements of a vector scope.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --strict-whitespace --match-full-lines

// CHECK-LABEL:__inline__ __attribute__((always_inline)) __aicore__ float loops(uint32_t v1, uint32_t v2, uint32_t v3, float v4, bool v5, uint32_t v6) {
// CHECK-NEXT:  float v7;
// CHECK-NEXT:  float v8;
// CHECK-NEXT:  float v9 = v4;
// CHECK-NEXT:  float v10 = v4;
// CHECK-NEXT:  for (uint32_t v11 = v1; v11 < v2; v11 += v3) {
// CHECK-NEXT:    float v12 = v9 + v10;
// CHECK-NEXT:    float v13;
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:      v13 = v12;
// CHECK-NEXT:    } else {
// CHECK-NEXT:      float v14 = v12 * v12;
// CHECK-NEXT:      v13 = v14;
// CHECK-NEXT:    }
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:      float v15 = v13 + v13;
// CHECK-NEXT:    }
// CHECK-NEXT:    v9 = v13;
// CHECK-NEXT:    v10 = v12;
// CHECK-NEXT:  }
// CHECK-NEXT:  v7 = v9;
// CHECK-NEXT:  v8 = v10;
// CHECK-NEXT:  for (uint32_t v16 = v1; v16 < v2; v16 += v3) {
// CHECK-NEXT:    for (uint16_t v17 = v1; v17 < v2; v17 += v3) {
// CHECK-NEXT:      uint32_t v18 = v16 + v17;
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  uint32_t v19;
// CHECK-NEXT:  float v20;
// CHECK-NEXT:  uint32_t v21 = v1;
// CHECK-NEXT:  float v22 = v4;
// CHECK-NEXT:  while (true) {
// CHECK-NEXT:    bool v23 = v21 < v2;
// CHECK-NEXT:    if (!v23) {
// CHECK-NEXT:      v19 = v21;
// CHECK-NEXT:      v20 = v22;
// CHECK-NEXT:      break;
// CHECK-NEXT:    };
// CHECK-NEXT:    uint32_t v24 = v21;
// CHECK-NEXT:    float v25 = v22;
// CHECK-NEXT:    uint32_t v26 = v24 + v3;
// CHECK-NEXT:    float v27;
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:      v27 = v25;
// CHECK-NEXT:    } else {
// CHECK-NEXT:      v27 = v4;
// CHECK-NEXT:    };
// CHECK-NEXT:    float v28;
// CHECK-NEXT:    float v29 = v27;
// CHECK-NEXT:    for (uint32_t v30 = v1; v30 < v2; v30 += v3) {
// CHECK-NEXT:      v29 = v29;
// CHECK-NEXT:    }
// CHECK-NEXT:    v28 = v29;;
// CHECK-NEXT:    for (uint32_t v31 = v1; v31 < v2; v31 += v3) {
// CHECK-NEXT:    };
// CHECK-NEXT:    switch(v6) {
// CHECK-NEXT:    case 3: {
// CHECK-NEXT:    } break;
// CHECK-NEXT:    default: {
// CHECK-NEXT:    }
// CHECK-NEXT:    };
// CHECK-NEXT:    v21 = v26;
// CHECK-NEXT:    v22 = v28;
// CHECK-NEXT:  };
// CHECK-NEXT:  float v32;
// CHECK-NEXT:  switch(v6) {
// CHECK-NEXT:  case 0: {
// CHECK-NEXT:    v32 = v4;
// CHECK-NEXT:  } break;
// CHECK-NEXT:  case 7: {
// CHECK-NEXT:    float v33 = -v4;
// CHECK-NEXT:    v32 = v33;
// CHECK-NEXT:  } break;
// CHECK-NEXT:  default: {
// CHECK-NEXT:    v32 = v20;
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  switch(v6) {
// CHECK-NEXT:  default: {
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  __VEC_SCOPE__
// CHECK-NEXT:  {
// CHECK-NEXT:    float v34;
// CHECK-NEXT:    float v35 = v32;
// CHECK-NEXT:    for (uint16_t v36 = v1; v36 < v2; v36 += v3) {
// CHECK-NEXT:      v35 = v35;
// CHECK-NEXT:    }
// CHECK-NEXT:    v34 = v35;
// CHECK-NEXT:    if (v5) {
// CHECK-NEXT:    }
// CHECK-NEXT:  };
// CHECK-NEXT:  float v37 = v7 + v32;
// CHECK-NEXT:  return v37;
// CHECK-NEXT:}
func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %c: i1, %sel: index) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    %q = scf.if %c -> (f32) {
      scf.yield %s : f32
    } else {
      %t = arith.mulf %s, %s : f32
      scf.yield %t : f32
    }
    scf.if %c {
      %u = arith.addf %q, %q : f32
    }
    scf.yield %q, %s : f32, f32
  }
  scf.for %j = %lb to %ub step %st {
    scf.for %k = %lb to %ub step %st {
      %v = arith.addi %j, %k : index
    } {asc.vec_scope_loop}
  }
  %w:2 = scf.while (%p = %lb, %pf = %x) : (index, f32) -> (index, f32) {
    %cc = arith.cmpi ult, %p, %ub : index
    scf.condition(%cc) %p, %pf : index, f32
  } do {
  ^bb0(%p2: index, %pf2: f32):
    %n = arith.addi %p2, %st : index
    %mm = scf.if %c -> (f32) {
      scf.yield %pf2 : f32
    } else {
      scf.yield %x : f32
    }
    %l = scf.for %i = %lb to %ub step %st iter_args(%s = %mm) -> (f32) {
      scf.yield %s : f32
    }
    scf.for %i = %lb to %ub step %st {
    }
    scf.index_switch %sel
    case 3 {
      scf.yield
    }
    default {
    }
    scf.yield %n, %l : index, f32
  }
  %sw = scf.index_switch %sel -> f32
  case 0 {
    scf.yield %x : f32
  }
  case 7 {
    %z = arith.negf %x : f32
    scf.yield %z : f32
  }
  default {
    scf.yield %w#1 : f32
  }
  scf.index_switch %sel
  default {
  }
  emitasc.vec_scope {
    %vl = scf.for %i = %lb to %ub step %st iter_args(%s = %sw) -> (f32) {
      scf.yield %s : f32
    } {asc.vec_scope_loop}
    scf.if %c {
    }
  }
  %f = arith.addf %r#0, %sw : f32
  return %f : f32
}

// CHECK-LABEL:__inline__ __attribute__((always_inline)) __aicore__ void named(uint32_t v1, float v2_x) {
// CHECK-NEXT:  float v3_res;
// CHECK-NEXT:  float v4_acc = v2_x;
// CHECK-NEXT:  for (uint32_t v5_iv = v1; v5_iv < v1; v5_iv += v1) {
// CHECK-NEXT:    v4_acc = v4_acc;
// CHECK-NEXT:  }
// CHECK-NEXT:  v3_res = v4_acc;
// CHECK-NEXT:  float v6_wres;
// CHECK-NEXT:  uint32_t v7_wres;
// CHECK-NEXT:  float v8_before = v2_x;
// CHECK-NEXT:  uint32_t v9 = v1;
// CHECK-NEXT:  while (true) {
// CHECK-NEXT:    constexpr bool cm1_i1_t = true;
// CHECK-NEXT:    if (!cm1_i1_t) {
// CHECK-NEXT:      v6_wres = v8_before;
// CHECK-NEXT:      v7_wres = v9;
// CHECK-NEXT:      break;
// CHECK-NEXT:    };
// CHECK-NEXT:    float v10_after = v8_before;
// CHECK-NEXT:    uint32_t v11 = v9;
// CHECK-NEXT:    v8_before = v10_after;
// CHECK-NEXT:    v9 = v11;
// CHECK-NEXT:  };
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @named(%lb: index, %x: f32 loc("x")) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index loc("iv"), %acc: f32 loc("acc")):
    "scf.yield"(%acc) : (f32) -> ()
  }) : (index, index, index, f32) -> f32 loc("res")
  %w:2 = "scf.while"(%x, %lb) ({
  ^bb0(%p: f32 loc("before"), %q: index):
    %c = arith.constant true loc("t")
    "scf.condition"(%c, %p, %q) : (i1, f32, index) -> ()
  }, {
  ^bb0(%p2: f32 loc("after"), %q2: index):
    "scf.yield"(%p2, %q2) : (f32, index) -> ()
  }) : (f32, index) -> (f32, index) loc("wres")
  return
}
