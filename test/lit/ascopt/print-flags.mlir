// RUN: ascopt --mlir-print-elementsattrs-with-hex-if-larger=1 %s | FileCheck %s --check-prefix=HEX
// RUN: ascopt --mlir-print-elementsattrs-with-hex-if-larger=2 --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --check-prefix=ELIDE
// RUN: ascopt --mlir-print-skip-regions %s | FileCheck %s --check-prefix=SKIP
// RUN: ascopt --mlir-print-skip-regions --no-implicit-module %s | FileCheck %s --check-prefix=SKIPFN
// RUN: ascopt --verify-roundtrip %s | FileCheck %s --check-prefix=RT

// mlir-opt 19's printing flags. Dense elements of more elements than the hex bound print
// their raw little-endian storage (i1 packed a bit each); splats never do; elision wins.
// HEX: dense<"0x010000000200000003000000"> : tensor<3xi32>
// HEX: dense<7> : tensor<8xi32>
// HEX: dense<"0x0000C03F0000004000004040"> : tensor<3xf32>
// HEX: dense<"0x05"> : tensor<3xi1>
// HEX: dense<"0x01020304"> : tensor<2x2xi8>
// HEX: dense<"0x0000803F000000400000404000008040"> : tensor<2xcomplex<f32>>
// HEX-NOT: dense<"0x
// --verify-roundtrip reads its generic and bytecode forms back and prints as usual.
// RT: dense<[1, 2, 3]> : tensor<3xi32>
// RT-NOT: dense<"0x
// ELIDE: dense_resource<__elided__> : tensor<3xi32>
// ELIDE: dense<7> : tensor<8xi32>
// ELIDE: dense_resource<__elided__> : tensor<2x2xi8>
// ELIDE: dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>

// Skipped regions print as {...}; the implicit module's region too.
// SKIP: {{^}}module {...}{{$}}
// SKIPFN: {{^}}func.func @f(%arg0: i1) -> i32 {...}{{$}}
func.func @f(%c: i1) -> i32 {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = arith.constant dense<7> : tensor<8xi32>
  %2 = arith.constant dense<[1.5, 2.0, 3.0]> : tensor<3xf32>
  %3 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %4 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %5 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
