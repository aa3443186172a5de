// expand-realloc and memref-expand are partial conversions in MLIR: the ops of dialects
// their targets do not name are folded (a pair of unrealized_conversion_casts goes away),
// those of arith, scf and memref are not. (mlir-opt 19 prints the same.)
// RUN: ascopt --allow-unregistered-dialect --expand-realloc %s | FileCheck %s
// RUN: ascopt --allow-unregistered-dialect --memref-expand %s | FileCheck %s

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    "test.use"(%[[A]]) : (i64) -> ()
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[Z:.*]] = arith.subi %[[S]], %[[S]] : i32
// CHECK-NEXT:    return %arg0, %[[Z]] : i32, i32
func.func @casts(%x: i32) -> (i32, i32) {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to i32
  "test.use"(%a) : (i64) -> ()
  %s = arith.addi %x, %x : i32
  %z = arith.subi %s, %s : i32
  return %b, %z : i32, i32
}
