// arith-expand needs splat constants of the operand type for the divisions and the bf16
// casts; a tensor without a static shape cannot hold one (LLVM 19 builds an invalid
// dense attribute there), so the pass refuses it at the op. Min/max need no constant.

// RUN: not ascopt --arith-expand=include-bf16 -split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: 'arith.ceildivsi' op cannot be expanded: no splat constant of dynamically shaped type tensor<?xi32>
func.func @dynamic(%a: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  %0 = arith.maxsi %a, %a : tensor<?xi32>
  %1 = arith.minui %a, %0 : tensor<?xi32>
  %3 = arith.ceildivsi %a, %1 : tensor<?xi32>
  return %0, %3 : tensor<?xi32>, tensor<?xi32>
}

// -----

// CHECK: error: 'arith.floordivsi' op cannot be expanded: no splat constant of unranked type tensor<*xi8>
func.func @unranked(%u: tensor<*xi8>) -> tensor<*xi8> {
  %0 = arith.floordivsi %u, %u : tensor<*xi8>
  return %0 : tensor<*xi8>
}

// -----

// CHECK: error: 'arith.extf' op cannot be expanded: no splat constant of dynamically shaped type tensor<?xf32>
func.func @extf(%f: tensor<?xbf16>) -> tensor<?xf32> {
  %0 = arith.extf %f : tensor<?xbf16> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
