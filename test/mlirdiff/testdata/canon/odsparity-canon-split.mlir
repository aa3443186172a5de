// Probes for test/odsparity's ignored traits under the default chunk pipelines.
// CastOpInterface: in mlir-opt 19 a cast from a type to itself does not fold away
// through the interface (each op's folder decides), so ours need no such rule.
func.func @identity_casts(%x: i32, %m: memref<4xf32>, %f: f32) -> (i32, i32, memref<4xf32>, memref<4xf32>, f32) {
  %0 = arith.bitcast %x : i32 to i32
  %1 = emitc.cast %x : i32 to i32
  %2 = memref.cast %m : memref<4xf32> to memref<4xf32>
  %3 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  %4 = arith.bitcast %f : f32 to f32
  return %0, %1, %2, %3, %4 : i32, i32, memref<4xf32>, memref<4xf32>, f32
}

// -----

// Elementwise with Commutative and SameOperandsAndResultType: cse merges commuted
// operands, canonicalize moves constants right, on vectors as on scalars.
func.func @commuted(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %c = arith.constant dense<3> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.addi %b, %a : vector<4xi32>
  %2 = arith.muli %c, %a : vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

// Result names (OpAsmOpInterface): the extended arithmetic ops name theirs, muli not.
func.func @names(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i1) {
  %0 = arith.muli %x, %y : i32
  %1:2 = arith.mului_extended %x, %y : i32
  %2:2 = arith.mulsi_extended %x, %y : i32
  %3:2 = arith.addui_extended %x, %y : i32, i1
  return %0, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1 : i32, i32, i32, i32, i32, i32, i1
}

// -----

// SameVariadicResultSize: extract_strided_metadata's sizes and strides groups split its
// results equally, so each result folds to its own dimension's size or stride.
func.func @metadata_groups(%m: memref<3x5xf32>) -> (index, index, index, index, index) {
  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<3x5xf32>) -> (memref<f32>, index, index, index, index, index)
  return %0#1, %0#2, %0#3, %0#4, %0#5 : index, index, index, index, index
}
