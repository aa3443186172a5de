// memref.transpose layouts LLVM 19 rejects or accepts: every permutation of 1-3-D shapes
// with dynamic sizes and strided layouts, result given the identity layout. The
// verifier compares layouts as MLIR's simplifier writes them, so the order of terms decides.

func.func @t1(%m: memref<4x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x?xf32> to memref<4x?xf32>
  return
}

// -----

func.func @t2(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32>
  return
}

// -----

func.func @t3(%m: memref<4x?xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x?xf32, strided<[1, ?]>> to memref<4x?xf32>
  return
}

// -----

func.func @t4(%m: memref<4x?xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x?xf32, strided<[?, ?], offset: 5>> to memref<4x?xf32>
  return
}

// -----

func.func @t5(%m: memref<4x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32>
  return
}

// -----

func.func @t6(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32>
  return
}

// -----

func.func @t7(%m: memref<4x?xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32, strided<[1, ?]>> to memref<?x4xf32>
  return
}

// -----

func.func @t8(%m: memref<4x?xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32, strided<[?, ?], offset: 5>> to memref<?x4xf32>
  return
}

// -----

func.func @t9(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @t10(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32>
  return
}

// -----

func.func @t11(%m: memref<?x?xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32>
  return
}

// -----

func.func @t12(%m: memref<?x?xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32, strided<[?, ?], offset: 5>> to memref<?x?xf32>
  return
}

// -----

func.func @t13(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @t14(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32>
  return
}

// -----

func.func @t15(%m: memref<?x?xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32>
  return
}

// -----

func.func @t16(%m: memref<?x?xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: 5>> to memref<?x?xf32>
  return
}

// -----

func.func @t17(%m: memref<?x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x8xf32> to memref<?x8xf32>
  return
}

// -----

func.func @t18(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x8xf32>
  return
}

// -----

func.func @t19(%m: memref<?x8xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x8xf32, strided<[1, ?]>> to memref<?x8xf32>
  return
}

// -----

func.func @t20(%m: memref<?x8xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x8xf32, strided<[?, ?], offset: 5>> to memref<?x8xf32>
  return
}

// -----

func.func @t21(%m: memref<?x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32> to memref<8x?xf32>
  return
}

// -----

func.func @t22(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32>
  return
}

// -----

func.func @t23(%m: memref<?x8xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32, strided<[1, ?]>> to memref<8x?xf32>
  return
}

// -----

func.func @t24(%m: memref<?x8xf32, strided<[?, ?], offset: 5>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x8xf32, strided<[?, ?], offset: 5>> to memref<8x?xf32>
  return
}

// -----

func.func @t25(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<2x?x4xf32> to memref<2x?x4xf32>
  return
}

// -----

func.func @t26(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, k, j) : memref<2x?x4xf32> to memref<2x4x?xf32>
  return
}

// -----

func.func @t27(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, i, k) : memref<2x?x4xf32> to memref<?x2x4xf32>
  return
}

// -----

func.func @t28(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x?x4xf32> to memref<?x4x2xf32>
  return
}

// -----

func.func @t29(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x?x4xf32> to memref<4x2x?xf32>
  return
}

// -----

func.func @t30(%m: memref<2x?x4xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x?x4xf32> to memref<4x?x2xf32>
  return
}

// -----

func.func @t31(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t32(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, k, j) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t33(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, i, k) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t34(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t35(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t36(%m: memref<?x?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}

// -----

func.func @t37(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<2x3x?xf32> to memref<2x3x?xf32>
  return
}

// -----

func.func @t38(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, k, j) : memref<2x3x?xf32> to memref<2x?x3xf32>
  return
}

// -----

func.func @t39(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, i, k) : memref<2x3x?xf32> to memref<3x2x?xf32>
  return
}

// -----

func.func @t40(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x?xf32> to memref<3x?x2xf32>
  return
}

// -----

func.func @t41(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x?xf32> to memref<?x2x3xf32>
  return
}

// -----

func.func @t42(%m: memref<2x3x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3x?xf32> to memref<?x3x2xf32>
  return
}
