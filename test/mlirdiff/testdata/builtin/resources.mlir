// FLAGS: --allow-unregistered-dialect
// File-level metadata: dialect resources (blobs referenced by dense_resource), external
// resources, and resources nobody references.

"x.a"() {a = dense_resource<blob1> : tensor<3xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  }
#-}

// -----

"x.a"() {a = dense_resource<b> : tensor<2xf32>, c = dense_resource<b> : tensor<2xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      b: "0x040000000000803F00000040",
      unused: "0x0400000001000000"
    }
  }
#-}

// -----

"x.a"() {a = dense_resource<__elided__> : tensor<4xi8>} : () -> ()

// -----

"x.a"() {a = dense_resource<r> : tensor<2xi16>} : () -> ()

// -----

"x.a"() {a = dense_resource<"quoted name"> : tensor<1xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      "quoted name": "0x0100000007"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: false
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
  external_resources: {
    unknown_group: {
      key: "value"
    }
  }
#-}

// -----

"x.a"() : () -> ()

{-#
#-}

// -----

"x.a"() : () -> ()

{-#
  dialect_resources: {
  }
#-}

// -----

"x.a"() {a = dense_resource<blob> : tensor<2x2xi8>, b = dense_resource<other> : tensor<f64>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      other: "0x080000000000000000000840",
      blob: "0x0100000001020304"
    }
  }
#-}

// -----

"x.a"() {a = dense_resource<blob> : tensor<3xi1>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob: "0x01000000010001"
    }
  }
#-}

// -----

%0 = "x.c"() {value = dense_resource<w> : tensor<2xi64>} : () -> tensor<2xi64>
"x.u"(%0) : (tensor<2xi64>) -> ()

{-#
  dialect_resources: {
    builtin: {
      w: "0x0800000001000000000000000200000000000000"
    }
  }
#-}
