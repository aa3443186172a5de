// FLAGS: --allow-unregistered-dialect
// NOGENERIC

"x.a"() : () -> (i0x)

// -----

"x.a"() : () -> (i16777216)

// -----

"x.a"() : () -> (vector<0xf32>)

// -----

"x.a"() : () -> (vector<?xf32>)

// -----

"x.a"() : () -> (vector<4xtensor<f32>>)

// -----

"x.a"() : () -> (tensor<4xtensor<f32>>)

// -----

"x.a"() : () -> (tensor<-1xf32>)

// -----

"x.a"() : () -> (memref<4xnone>)

// -----

"x.a"() : () -> (memref<4xf32, strided<[1, 1]>>)

// -----

"x.a"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

"x.a"() : () -> (complex<none>)

// -----

"x.a"() : () -> (complex<tensor<f32>>)

// -----

"x.a"() : () -> (tuple<i32)

// -----

"x.a"() : () -> (!unknown_alias)

// -----

"x.a"() : () -> (f7)

// -----

"x.a"() : () -> (memref<*xf32, strided<[1]>>)

// -----

"x.a"() : () -> (tensor<*x4xf32>)

// -----

"x.a"() : () -> (vector<[4]x?xf32>)

// -----

"x.a"() : () -> (memref<4xf32, strided<[1], offset: -1>>)

// -----

"x.a"() : () -> (memref<4xf32, strided<[0]>>)

// -----

"x.a"() : () -> (memref<4xf32, 1, 2>)

// -----

"x.a"() : () -> (tensor<4xf32, 1, 2>)

// -----

"x.a"() : () -> (memref<4x?xf32, affine_map<(d0) -> (d0)>>)

// -----

"x.a"() : () -> (vector<4x[?]xf32>)

// -----

"x.a"() : () -> (!arith.foo)

// -----

"x.a"() : () -> (!builtin.foo)

// -----

"x.a"() : () -> (!func.ty)

// -----

"x.a"() : () -> (memref<4xvector<[4]xf32>>)

// -----

"x.a"() : () -> (tensor<4x0x?xf32>, memref<4xf32, strided<[1], offset: 2>>)

// -----

"x.a"() : () -> (memref<2x3xf32, strided<[3]>>)

// -----

"x.a"() : () -> (si)

// -----

"x.a"() : () -> (tensor<4 x f32>)

// -----

"x.a"() : () -> (vector<4x4>)

// -----

"x.a"() : () -> (memref<4xf32, strided<[1], offset: ?, x>>)

// -----

"x.a"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>)

// -----

"x.a"() : () -> (tuple<>, tuple<none>, i1, i99999999)
