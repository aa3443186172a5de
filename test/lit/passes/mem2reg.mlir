// mem2reg promotes single-element memref.alloca slots used only by loads and stores to
// SSA values, with block arguments where definitions merge and a zero default.

// RUN: ascopt --mem2reg %s | FileCheck %s

// CHECK-LABEL: func.func @merge
// CHECK-NOT:     memref.alloca
// CHECK:         %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%[[Z]] : i32), ^bb2
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
func.func @merge(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
^bb2:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb1
}

// CHECK-LABEL: func.func @escapes
// CHECK:         memref.alloca
// CHECK:         call @use
func.func private @use(memref<i32>)
func.func @escapes(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  call @use(%a) : (memref<i32>) -> ()
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}
