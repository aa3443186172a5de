// tensor.dim, the one tensor op we define: a static size at a constant index folds; a
// dynamic size, an unranked tensor and an index out of range stay.
func.func @dim_fold(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = "tensor.dim"(%t, %c0) : (tensor<4x?xf32>, index) -> index
  %b = tensor.dim %t, %c1 : tensor<4x?xf32>
  %c = tensor.dim %u, %c0 : tensor<*xf32>
  %d = tensor.dim %t, %c5 : tensor<4x?xf32>
  %e = tensor.dim {foo} %t, %i : tensor<4x?xf32>
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// -----

// Unused, it is erased; two of the same are one under -cse.
func.func @dim_dead(%t: tensor<?x?xf32>, %i: index) -> index {
  %a = tensor.dim %t, %i : tensor<?x?xf32>
  %b = tensor.dim %t, %i : tensor<?x?xf32>
  %c = tensor.dim %t, %i : tensor<?x?xf32>
  %s = arith.addi %b, %c : index
  return %s : index
}

// -----

// A negative constant index.
func.func @dim_negative(%t: tensor<4x8xf32>) -> index {
  %m = arith.constant -1 : index
  %a = tensor.dim %t, %m : tensor<4x8xf32>
  return %a : index
}
