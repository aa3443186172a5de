// FLAGS: --allow-unregistered-dialect
// Dense, splat, hex, sparse and resource elements of many element types and shapes.

"x.splat"() {a = dense<true> : tensor<4xi1>, b = dense<false> : vector<2x2xi1>, c = dense<-1> : tensor<3xsi8>, d = dense<255> : tensor<2xui8>, e = dense<0.0> : tensor<2x3xf16>, f = dense<1.0> : tensor<bf16>, g = dense<7> : tensor<0xi32>} : () -> ()

// -----

"x.nested"() {a = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>, b = dense<[[1.5, 2.5, 3.5]]> : tensor<1x3xf64>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<[[true], [false]]> : tensor<2x1xi1>} : () -> ()

// -----

"x.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0000803F00000040"> : tensor<2xf32>, c = dense<"0x01000000"> : tensor<4xi32>, d = dense<"0xFFFF"> : tensor<2xi8>} : () -> ()

// -----

"x.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[(1.0, -1.0)]> : tensor<1xcomplex<f64>>, d = dense<(0, 0)> : tensor<complex<i8>>} : () -> ()

// -----

"x.index"() {a = dense<[1, 2, 3]> : tensor<3xindex>, b = dense<0> : vector<4xindex>, c = dense<-1> : tensor<index>} : () -> ()

// -----

"x.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0]], [1.5]> : tensor<4xf32>, c = sparse<[], []> : tensor<4xf32>, d = sparse<[[1, 1]], -3> : tensor<2x2xi8>, e = sparse<[[0, 1], [1, 0]], [true, false]> : tensor<2x2xi1>} : () -> ()

// -----

"x.sparse"() {a = sparse<0, 1> : tensor<4xi32>, b = sparse<[0, 2], [7, 8]> : tensor<4xi16>} : () -> ()

// -----

"x.floats"() {a = dense<[1.0, -0.0, 0x7FC00000, 0x7F800000]> : tensor<4xf32>, b = dense<[1.0e-10, 1.0e10]> : tensor<2xf64>, c = dense<[1.0, 2.0]> : tensor<2xf8E5M2>, d = dense<0.5> : tensor<3xf8E4M3FN>, e = dense<[1.0, 2.0]> : tensor<2xf80>, f = dense<3.0> : tensor<f128>} : () -> ()

// -----

"x.ints"() {a = dense<[1, -1]> : tensor<2xi128>, b = dense<[0, 1, 0]> : tensor<3xi1>, c = dense<5> : tensor<2xi3>, d = dense<[-4, 3]> : tensor<2xsi3>, e = dense<[1, 2]> : tensor<2xi17>} : () -> ()

// -----

"x.large"() {a = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>, b = dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<4x4xi64>} : () -> ()

// -----

"x.empty"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[]]> : tensor<1x0xi8>} : () -> ()

// -----

"x.vec"() {a = dense<1> : vector<[4]xi32>, b = dense<[[1, 2]]> : vector<1x2xi8>} : () -> ()

// -----

"x.typed"() {a = dense<1> : tensor<2x!x.t>} : () -> ()

// -----

"x.strings"() {a = dense<"abc"> : tensor<2x!x.string>, b = dense<["a", "b\"c"]> : tensor<2x!x.string>, c = dense<["x", "y"]> : tensor<2xi8>} : () -> ()

// -----

%0 = "x.const"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
%1 = "x.const"() {value = dense<[1.0, 2.0]> : vector<2xf32>} : () -> vector<2xf32>
