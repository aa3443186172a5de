// Where PyAsc's op catalogue says AnyType, the verifier accepts any type and ascopt
// round-trips the op; the translator and the simulator handle only the kind the .td
// names (AscendCConstraints.td) and refuse another with a diagnostic at the op and exit
// 1, writing nothing.
// RUN: ascopt %s | FileCheck %s --check-prefix=RT
// RUN: ascopt %s | ascopt | FileCheck %s --check-prefix=RT
// RUN: not asc-translate --mlir-to-ascendc %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=OUT --allow-empty < %t.out
// RUN: asc-translate --mlir-to-ascendc --verify-diagnostics %s
// RUN: not asc-sim run %s --entry k 2>&1 | FileCheck %s --check-prefix=SIM

// RT: ascendc.add_l2 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32
// RT: ascendc.exp_l2 %{{.*}}, %{{.*}}, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
// ERR: operand-kinds.mlir:[[@LINE+11]]:3: error: 'ascendc.add_l2' op operand #3 ('calCount') must be integer or index scalar, but got f32
// ERR: operand-kinds.mlir:[[@LINE+12]]:3: error: 'ascendc.exp_l2' op operand #1 ('src') must be local tensor, but got !ascendc.global_tensor<*xf32>
// OUT-NOT: {{.}}
// SIM: operand-kinds.mlir:[[@LINE+8]]:3: error: 'ascendc.add_l2' op operand #3 ('calCount') must be integer or index scalar, but got f32
func.func @k() {
  %c64 = arith.constant 64 : i32
  %f = arith.constant 2.0 : f32
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  // An f32 count: Ascend C's count parameter is an integer.
  // expected-error @+1 {{'ascendc.add_l2' op operand #3 ('calCount') must be integer or index scalar, but got f32}}
  ascendc.add_l2 %a, %a, %a, %f : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32
  // expected-error @+1 {{'ascendc.exp_l2' op operand #1 ('src') must be local tensor, but got !ascendc.global_tensor<*xf32>}}
  ascendc.exp_l2 %a, %g, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}
