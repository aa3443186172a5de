// FLAGS: --allow-unregistered-dialect
// Every builtin type form, as operand/result types of an unregistered op.

"x.ints"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024, si8, ui8, si64, ui1, index)

// -----

"x.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)

// -----

"x.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4)

// -----

"x.small"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN, f8E8M0FNU)

// -----

"x.misc"() : () -> (none, complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, none>)

// -----

"x.fn"() : () -> (() -> (), (i32) -> i64, (i32, f32) -> (i1, i2), () -> (() -> ()), ((i32) -> i1) -> index)

// -----

"x.vec"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[4]xf16>, vector<1xindex>, vector<f32>)

// -----

"x.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?x4xi8>, tensor<*xf32>, tensor<0xi1>, tensor<4x?x?xcomplex<f64>>, tensor<2xvector<4xf32>>)

// -----

"x.enc"() : () -> (tensor<4xf32, "enc">, tensor<?xi8, {a = 1 : i32}>, tensor<4xf32, #x.enc>, tensor<2x2xf32, 5 : i64>)

// -----

"x.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x4xi8>, memref<*xf32>, memref<*xf32, 3>, memref<4xf32, 1>, memref<4xf32, "gpu">, memref<4xf32, #x.space>)

// -----

"x.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 0>>, memref<4xf32, strided<[2], offset: 5>, 2>, memref<f32, strided<[]>>, memref<f32, strided<[], offset: 3>>)

// -----

"x.affinelayout"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>, 1>, memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)

// -----

"x.opaque"() : () -> (!x.ty, !x<"abc">, !x.ty<"a", 1, [2]>, !x.ty<{a}>, !x<x<y>>, !x.ty<(i32) -> ()>)

// -----

"x.nested"() : () -> (tensor<4xmemref<2xf32>>, memref<2xvector<4xf32>>, memref<2xcomplex<f32>>, memref<2xindex>, vector<4x!x.ty>, tensor<2xtuple<i32>>)

// -----

"x.scalable_vec_forms"() : () -> (vector<[1]xi8>, vector<1x2x[3]xf32>)

// -----

"x.zero"() : () -> (memref<0xf32>, tensor<0x0xi8>, vector<1x1xf32>)
