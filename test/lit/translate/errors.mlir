// An op without emission rule is an error at its location; nothing is written.
// RUN: not asc-translate --mlir-to-ascendc --allow-unregistered-dialect %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=OUT --allow-empty < %t.out
// RUN: asc-translate --mlir-to-ascendc --allow-unregistered-dialect --verify-diagnostics %s

// ERR: errors.mlir:[[@LINE+5]]:3: error: 'test.opaque' op unable to find printer for op
// ERR-NEXT: "test.opaque"
// OUT-NOT: {{.}}
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'test.opaque' op unable to find printer for op}}
  "test.opaque"(%a) : (i32) -> ()
  return %a : i32
}
