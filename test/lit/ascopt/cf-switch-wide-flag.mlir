// RUN: ascopt %s | FileCheck %s
// RUN: ascopt -canonicalize %s | FileCheck %s --check-prefix=CANON

// A case literal is read as an int64 whose 64 bits become a value of the flag's width
// (LLVM 19: APInt(width, uint64)): on an i128 flag -1 is 2^64-1, and values print
// zero-extended, clamped to the largest uint64.

// CHECK-LABEL: func.func @wide
// CHECK:      cf.switch %arg0 : i128, [
// CHECK-NEXT:   default: ^bb1(%arg1 : i32),
// CHECK-NEXT:   18446744073709551615: ^bb2,
// CHECK-NEXT:   18446744073709551613: ^bb3,
// CHECK-NEXT:   127: ^bb2
// CHECK-NEXT: ]
func.func @wide(%x: i128, %a: i32) -> i32 {
  cf.switch %x : i128, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    -3: ^bb3,
    0x7F: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
^bb3:
  %d = arith.constant 3 : i32
  return %d : i32
}

// The constant flag 2^64-1 takes the case written -1.
// CANON-LABEL: func.func @const_flag
// CANON-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CANON-NEXT:    return %[[C]] : i32
func.func @const_flag(%a: i32) -> i32 {
  %x = arith.constant 18446744073709551615 : i128
  cf.switch %x : i128, [
    default: ^bb1(%a : i32),
    -1: ^bb2
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
}
