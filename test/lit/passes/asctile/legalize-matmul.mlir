// asctile-legalize-matmul: from the first matmul_acc whose accumulator is not an
// asctile.accumulator on, every matmul_acc is reported, and the pass fails.

// RUN: not ascopt -asctile-legalize-matmul %s 2>&1 | FileCheck %s

// CHECK: :[[@LINE+6]]:3: error: Incorrect use of accumulator in matmul operation.
// CHECK: :[[@LINE+6]]:3: error: Incorrect use of accumulator in matmul operation.
// CHECK-NOT: error
func.func @mm(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %c: !asctile.tile<32x32xf32, L0C>) {
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %c : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return
}
