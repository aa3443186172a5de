// FLAGS: --allow-unregistered-dialect

"x.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi8>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<1.5> : tensor<2xf32>, e = dense<[1.0, 2.0]> : vector<2xf64>, f = dense<5> : tensor<i32>} : () -> ()

// -----

"x.bool"() {a = dense<true> : tensor<4xi1>, b = dense<[true, false, true]> : tensor<3xi1>, c = dense<[1, 0]> : tensor<2xi1>, d = dense<false> : vector<8xi1>, e = dense<[true, true, true, true, true, true, true, true, false]> : tensor<9xi1>} : () -> ()

// -----

"x.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0000803F"> : tensor<1xf32>, c = dense<"0x0000803F0000803F"> : tensor<2xf32>, d = dense<"0x0000803F"> : tensor<4xf32>, e = dense<"0x01"> : tensor<3xi1>} : () -> ()

// -----

"x.complex"() {a = dense<(1, 2)> : tensor<2xcomplex<i32>>, b = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, c = dense<(0.5, -1.0)> : tensor<complex<f64>>} : () -> ()

// -----

"x.strings"() {a = dense<"abc"> : tensor<2x!x.str>, b = dense<["a", "bc"]> : tensor<2x!x.str>, c = dense<"x"> : tensor<i8>, d = dense<["\00", "y"]> : tensor<2xi32>} : () -> ()

// -----

"x.index"() {a = dense<[1, 2]> : tensor<2xindex>, b = dense<-1> : vector<4xindex>, c = dense<[]> : tensor<0xi32>, d = dense<[[]]> : tensor<1x0xf32>} : () -> ()

// -----

"x.floats"() {a = dense<[0x7F800000, 1.0]> : tensor<2xf32>, b = dense<[1.0, -0.0]> : tensor<2xf16>, c = dense<1.0> : tensor<3xbf16>, d = dense<[0.5, 1.0e10]> : tensor<2xf64>, e = dense<2.0> : tensor<2xf8E4M3FN>, f = dense<[1, 2]> : tensor<2xf32>} : () -> ()

// -----

"x.wide"() {a = dense<[1, -1]> : tensor<2xi128>, b = dense<340282366920938463463374607431768211455> : tensor<1xi128>, c = dense<[1, 2, 3]> : tensor<3xi3>, d = dense<-1> : tensor<2xsi8>, e = dense<255> : tensor<2xui8>} : () -> ()

// -----

"x.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[], []> : tensor<2xf32>, c = sparse<[[1]], [2.5]> : tensor<4xf32>, d = sparse<0, 1> : tensor<4xi8>, e = sparse<[[0], [1]], [true, false]> : tensor<2xi1>} : () -> ()

// -----

"x.sparse2"() {a = sparse<[[0, 1]], "0x0100"> : tensor<2x2xi16>, b = sparse<[[0, 0]], [(1, 2)]> : tensor<2x2xcomplex<i32>>} : () -> ()

// -----

"x.opaque"() {a = opaque<"x", "0xDEAD"> : tensor<2xi8>, b = opaque<"builtin", "0x01"> : tensor<1xi8>} : () -> ()

// -----

"x.resource"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<1xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x040000000000803F"
    }
  }
#-}

// -----

"x.resource_unknown"() {a = dense_resource<missing> : tensor<2xi32>} : () -> ()

// -----

"x.resource_unused"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused_blob: "0x0800000001020304"
    }
  }
#-}

// -----

"x.splat_vs_list"() {a = dense<[1, 1, 1]> : tensor<3xi32>, b = dense<[[2, 2], [2, 2]]> : tensor<2x2xi8>, c = dense<[1.0, 1.0]> : tensor<2xf32>, d = dense<[(1, 1), (1, 1)]> : tensor<2xcomplex<i8>>} : () -> ()

// -----

"x.shapes"() {a = dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>, b = dense<7> : tensor<2x3x4xi16>, c = dense<[1, 2, 3, 4]> : vector<4xi32>} : () -> ()

// -----

"x.large"() {a = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi8>, b = dense<[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7]> : tensor<17xf32>} : () -> ()

// -----

// tf32 elements are stored in 32 bits (MLIR's width for tf32), the value in the low 19.
"x.tf32"() {a = dense<"0x00FE010000000200"> : tensor<2xtf32>, b = dense<[1.5, -2.0, 0x7FFFF]> : tensor<3xtf32>, c = dense<"0x00FE0100"> : tensor<4xtf32>} : () -> ()
