// sccp puts the constants it finds at the front of the function's entry block, one per
// value and type, existing constants included, as mlir-opt 19 does (its folder hoists and
// uniques them). A constant made right before each folded op left two equal constants in
// one block (pyk_relu_family under --sccp), which asc-translate declares twice under
// PyAsc's value name: C++ refuses that. Inside a loop the folded value is the entry
// block's constant too.

// RUN: ascopt -sccp %s | FileCheck %s

// CHECK-LABEL: func.func @twice
// CHECK-DAG:     %[[C:.*]] = arith.constant 1024 : i32
// CHECK-DAG:     arith.constant 0 : index
// CHECK-DAG:     arith.constant 1 : index
// CHECK-NOT:     arith.constant
// CHECK:         call @use(%[[C]])
// CHECK-NEXT:    call @use(%arg0)
// CHECK-NEXT:    call @use(%[[C]])
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      call @use(%[[C]])
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func private @use(i32)
func.func @twice(%a: i32, %n: index) {
  %c = arith.constant 1024 : i32
  func.call @use(%c) : (i32) -> ()
  %x = arith.constant 32 : i32
  func.call @use(%a) : (i32) -> ()
  %y = arith.muli %x, %x : i32
  func.call @use(%y) : (i32) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %z = arith.addi %y, %y : i32
    %w = arith.subi %z, %y : i32
    func.call @use(%w) : (i32) -> ()
  }
  return
}
