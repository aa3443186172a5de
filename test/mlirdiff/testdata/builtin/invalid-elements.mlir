// FLAGS: --allow-unregistered-dialect
// NOGENERIC

"x.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

"x.a"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

"x.a"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

"x.a"() {a = dense<1> : memref<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<1> : tensor<2xf32>, b = dense<300> : tensor<2xi8>} : () -> ()

// -----

"x.a"() {a = dense<"0x0102"> : tensor<4xi8>} : () -> ()

// -----

"x.a"() {a = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

"x.a"() {a = dense<(1, 2)> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<1> : tensor<2x!x.ty>} : () -> ()

// -----

"x.a"() {a = dense<[1, 2]>} : () -> ()

// -----

"x.a"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<2> : tensor<2xi1>} : () -> ()

// -----

"x.a"() {a = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

"x.a"() {a = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = sparse<[[0, 0, 0]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

"x.a"() {a = opaque<"x", "0xDE"> : tensor<?xi8>} : () -> ()

// -----

"x.a"() {a = opaque<"x", "DEAD"> : tensor<2xi8>} : () -> ()

// -----

"x.a"() {a = dense_resource<b> : memref<2xi32>} : () -> ()

// -----

"x.a"() {a = dense_resource<> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense_resource<blob> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000010000"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    nodialect: {
      blob: "0x0400000001000000"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: 42
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  external_resources: {
    foo: {}
  }
#-}

// -----

"x.a"() {a = dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

"x.a"() {a = dense<[(1.0, 2.0)]> : tensor<1xf32>} : () -> ()

// -----

"x.a"() {a = dense<["a"]> : tensor<2x!x.s>} : () -> ()

// -----

"x.a"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = dense<[1, 2]> : vector<[2]xi32>} : () -> ()

// -----

"x.a"() {a = dense<1> : tensor<*xi32>} : () -> ()
