// RUN: ascopt %s | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | ascopt | FileCheck %s
// The blobs the module uses and all external resources print back after it.

// CHECK-LABEL: func.func @f
// CHECK: arith.constant dense_resource<blob1> : tensor<3xi64>
func.func @f() -> tensor<3xi64> {
  %c = arith.constant dense_resource<blob1> : tensor<3xi64>
  return %c : tensor<3xi64>
}

//      CHECK: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       flag: true,
// CHECK-NEXT:       name: "x"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      unused: "0x0400000001"
    }
  },
  external_resources: { tool: { flag: true, name: "x" } }
#-}
