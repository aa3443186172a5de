// FLAGS: --mlir-elide-resource-strings-if-larger=5
// Resource blobs, strings and booleans whose quoted text is longer than 5 are left out
// of the file metadata; the section markers stay.
module attributes {t.r = dense_resource<blob1> : tensor<2xi32>} {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
// -----
module attributes {t.r = dense_resource<blob1> : tensor<2xi32>} {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}
// -----
module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)"
    }
  }
#-}
// -----
module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: false,
      verify_each: true
    },
    other: {
      s: "a\"b"
    }
  }
#-}
