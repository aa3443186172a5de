// sroa probes: memref.alloca slots of 2 to 16 elements accessed at constant in-bounds
// indices split into rank-0 allocas (in the order MLIR meets the accesses), with mem2reg
// after it; what stays: dynamic or out-of-bounds indices, other users, one element, more
// than 16, unused.

func.func @basic(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %x = memref.load %a[%c1] : memref<2xi32>
  %y = memref.load %a[%c0] : memref<2xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// -----

func.func @twod(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<3x4xf32>
  memref.store %v, %a[%c2, %c0] : memref<3x4xf32>
  %x = memref.load %a[%c2, %c0] : memref<3x4xf32>
  return %x : f32
}

// -----

func.func @dyn(%v: i32, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%i] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  return %x : i32
}

// -----

func.func @oob(%v: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %x = memref.load %a[%c5] : memref<2xi32>
  return %x : i32
}

// -----

func.func @order(%v: i32, %w: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloca() {alignment = 16 : i64} : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.store %v, %a[%c3] : memref<4xi32>
  memref.store %w, %a[%c1] : memref<4xi32>
  %y = memref.load %a[%c3] : memref<4xi32>
  return %x, %y : i32, i32
}

// -----

func.func @one(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xi32>
  memref.store %v, %a[%c0] : memref<1xi32>
  %x = memref.load %a[%c0] : memref<1xi32>
  %b = memref.alloca() : memref<17xi32>
  memref.store %v, %b[%c0] : memref<17xi32>
  %u = memref.alloca() : memref<2xf64>
  return %x : i32
}

// -----

func.func @escape(%v: vector<2xf16>) -> vector<2xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x2xvector<2xf16>>
  memref.store %v, %a[%c1, %c1] : memref<2x2xvector<2xf16>>
  %x = memref.load %a[%c1, %c0] : memref<2x2xvector<2xf16>>
  %b = memref.alloca() : memref<2xi8>
  %d = memref.dim %b, %c0 : memref<2xi8>
  return %x : vector<2xf16>
}

// -----

func.func @cf(%c: i1, %v: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xindex>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[%c1] : memref<2xindex>
  cf.br ^bb2
^bb2:
  %x = memref.load %a[%c1] : memref<2xindex>
  %y = memref.load %a[%c0] : memref<2xindex>
  %s = arith.addi %x, %y : index
  return %s : index
}
