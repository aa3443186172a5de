// RUN: ascopt -split-input-file -verify-diagnostics %s

// A lone dot, and a mixed list element that is neither an SSA value nor an integer:
// the messages and positions of mlir-opt 19 (its second error on the list, at the op,
// is not reported).

func.func @f() -> f32 {
  // expected-error@+1 {{expected three consecutive dots for an ellipsis}}
  %c = arith.constant 1.5.0 : f32
  return %c : f32
}

// -----

func.func @g(%m: memref<8xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' expected integer value}}
  %0 = memref.subview %m[f16] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}
