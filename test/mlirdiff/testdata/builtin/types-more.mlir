// FLAGS: --allow-unregistered-dialect
// More builtin type forms: integer signedness at odd widths, every float, scalable
// vectors, encodings, layouts and memory spaces, nested function types, opaque types.

"x.ints"() : () -> (i3, i17, i63, i65, i256, i4096, si1, si3, si128, ui2, ui16, ui32, ui128, si16)

// -----

"x.floats"() : () -> (f8E4M3FN, f8E5M2FNUZ, bf16, f16, tf32, f32, f64, f80, f128, f8E4M3B11FNUZ, f8E4M3FNUZ, f8E5M2)

// -----

"x.complex"() : () -> (complex<f16>, complex<bf16>, complex<f80>, complex<f128>, complex<si8>, complex<ui64>, complex<index>, complex<complex<f32>>)

// -----

"x.tuple"() : () -> (tuple<tuple<>>, tuple<i32, tuple<f32, tuple<i1>>>, tuple<vector<4xf32>, tensor<*xi8>, memref<?xf32>>, tuple<() -> ()>, tuple<none>)

// -----

"x.vec"() : () -> (vector<[4]x[4]xf32>, vector<3x[2]x5xbf16>, vector<[8]xi1>, vector<1x1x1x1xf8E5M2>, vector<4xindex>, vector<2xsi8>, vector<2xui32>, vector<[16]xui8>)

// -----

"x.tensor"() : () -> (tensor<?xindex>, tensor<?x?x?x?xf32>, tensor<1x2x3x4x5xi1>, tensor<*xcomplex<f32>>, tensor<4x!x.t>, tensor<2xtensor<3xf32>>, tensor<0x?xf16>, tensor<*xtuple<i32>>)

// -----

"x.enc"() : () -> (tensor<4xf32, [1, 2]>, tensor<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>, tensor<4xi8, dense<1> : vector<2xi32>>, tensor<4xf32, unit>, tensor<4xf32, @sym>, tensor<4xf32, #x<"abc">>, tensor<f32, "scalar">)

// -----

"x.memspace"() : () -> (memref<4xf32, 0>, memref<4xf32, 7 : i32>, memref<4xf32, 1 : i64>, memref<*xi8, "shared">, memref<*xf32, #x.space<1>>, memref<?x?xf32, {a = 1}>, memref<4xf32, [1, 2]>, memref<4xf32, 0 : i32>)

// -----

"x.layouts"() : () -> (memref<8x8xf32, strided<[8, 1], offset: 4>, 3>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2x3x4xf32, strided<[12, 4, 1]>>, memref<4xf32, strided<[?]>>, memref<4x4xf32, strided<[1, 4]>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[0], offset: 0>>)

// -----

"x.affinelayouts"() : () -> (memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>, memref<16xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 5>, memref<4x?xf32, #x.layout>)

// -----

"x.functions"() : () -> ((i32) -> (i32, i32), (tensor<4xf32>, memref<?xi8>) -> vector<2xf32>, ((i1) -> i2, (i3) -> i4) -> ((i5) -> i6), () -> tuple<>, (!x.t) -> !x.u)

// -----

"x.opaque"() : () -> (!x.t<"a\"b">, !x.t<[1, [2, [3]]]>, !x.t<{a = 1, b}>, !x.t<(<)>>, !x.t<i32, f32>, !x<"x.y">, !x.t.sub, !x.t<1.5>, !x.t<-3>)

// -----

"x.unranked"() : () -> (memref<*xi1>, memref<*xvector<4xf32>>, memref<*xcomplex<f32>>, memref<*xindex>, memref<*x!x.t>, memref<*xf32, 4 : i32>, tensor<*xindex>)

// -----

%0 = "x.a"() : () -> (i32)
%1:3 = "x.b"(%0) : (i32) -> (f32, vector<[2]xf16>, memref<?xf32, strided<[?], offset: ?>>)
"x.c"(%1#0, %1#2) : (f32, memref<?xf32, strided<[?], offset: ?>>) -> ()

// -----

"x.dyn"() : () -> (memref<?x4x?xf32>, tensor<?x1xi1>, memref<1x?xf32, 2>, memref<0x0xf32>)

// -----

"x.none"() : () -> (none, tuple<none, none>, (none) -> none, vector<2x!x.none>)
