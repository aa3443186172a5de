// Inputs where mlir-opt 19's arith canonicalization produces invalid IR; ascopt gives
// valid IR instead. mulsi_extended of an index by 1 is left alone (the rewrite needs an
// extsi to index, which does not exist); a bitcast of a bitcast becomes one bitcast from
// the first type, not the first operand of another type.

// RUN: ascopt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @bitcast_chain
// CHECK-NEXT:    %[[B:.*]] = arith.bitcast %arg0 : bf16 to f16
// CHECK-NEXT:    return %[[B]] : f16
func.func @bitcast_chain(%a: bf16) -> f16 {
  %0 = arith.bitcast %a : bf16 to i16
  %1 = arith.bitcast %0 : i16 to f16
  return %1 : f16
}

// CHECK-LABEL: func.func @mulsi_extended_index_by_one
// CHECK:         arith.mulsi_extended %arg0, %{{.*}} : index
func.func @mulsi_extended_index_by_one(%a: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %lo, %hi = arith.mulsi_extended %a, %c1 : index
  return %lo, %hi : index, index
}

// CHECK-LABEL: func.func @mulsi_extended_i32_by_one
// CHECK:         %[[C:.*]] = arith.cmpi slt, %arg0
// CHECK-NEXT:    %[[E:.*]] = arith.extsi %[[C]] : i1 to i32
// CHECK-NEXT:    return %arg0, %[[E]] : i32, i32
func.func @mulsi_extended_i32_by_one(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %a, %c1 : i32
  return %lo, %hi : i32, i32
}
