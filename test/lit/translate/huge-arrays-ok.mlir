// The largest local array an int64 byte count holds is declared as written.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK: float v1[2305843009213693951];
func.func @alloca_max() {
  %m = memref.alloca() : memref<2305843009213693951xf32>
  return
}
