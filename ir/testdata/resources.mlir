// dense_resource blobs and external resources print back after the module.
func.func @f() -> tensor<3xi64> {
  %c3 = arith.constant dense_resource<we.ird> : tensor<3xi64>
  %c2 = arith.constant dense_resource<blob1> : tensor<3xi64>
  %c4 = arith.constant dense_resource<nodata> : tensor<3xi64>
  return %c2 : tensor<3xi64>
}
{-#
  dialect_resources: {
    builtin: {
      unused: "0x04000000aa",
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      we.ird: "0x04000000bbCC",
      empty: "0x10000000"
    }
  },
  external_resources: { foo: { bar: "0x04000000aa", baz: true, qux: "hel\"lo" }, empty: {} },
  external_resources: { foo: { more: false } }
#-}
