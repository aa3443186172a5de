// RUN: ascopt -split-input-file -verify-diagnostics %s

// A lone dot, and a mixed list element that is neither an SSA value nor an integer:
// the messages and positions of mlir-opt 19 (the element's error, then the list's at the
// op).

func.func @f() -> f32 {
  // expected-error@+1 {{expected three consecutive dots for an ellipsis}}
  %c = arith.constant 1.5.0 : f32
  return %c : f32
}

// -----

func.func @g(%m: memref<8xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[f16] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}
