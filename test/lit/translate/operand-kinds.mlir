// Where PyAsc's op catalogue says AnyType, the verifier accepts any type and ascopt
// round-trips the op. The simulator handles only the kind the .td names
// (AscendCConstraints.td) and refuses another with a diagnostic at the op. The
// translator, like PyAsc's, prints such a value by name whatever its type, and checks
// the kind only where its rule reads the type: an element type spelled as a template
// argument (emission.md §3.17-§3.20, where PyAsc's printer casts to a LocalTensor and
// aborts otherwise); there it refuses at the op, exits 1 and writes nothing.
// RUN: ascopt %s | FileCheck %s --check-prefix=RT
// RUN: ascopt %s | ascopt | FileCheck %s --check-prefix=RT
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --check-prefix=CPP
// RUN: not asc-sim run %s --entry k 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: not asc-translate --mlir-to-ascendc --split-input-file %S/Inputs/operand-kinds-elem.mlir > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --check-prefix=OUT --allow-empty < %t.out
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %S/Inputs/operand-kinds-elem.mlir

// RT: ascendc.add_l2 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32
// RT: ascendc.exp_l2 %{{.*}}, %{{.*}}, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
// CPP: AscendC::Add(v1, v1, v1, c2_f32);
// CPP: AscendC::Exp(v1, v2, c64_i32);
// SIM: operand-kinds.mlir:[[@LINE+7]]:3: error: 'ascendc.add_l2' op operand #3 ('calCount') must be integer or index scalar, but got f32
func.func @k() {
  %c64 = arith.constant 64 : i32
  %f = arith.constant 2.0 : f32
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  // An f32 count: PyAsc prints it by name; the simulator counts in integers.
  ascendc.add_l2 %a, %a, %a, %f : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32
  ascendc.exp_l2 %a, %g, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}

// ERR: operand-kinds-elem.mlir:{{[0-9]+}} offset :{{[0-9]+}}:3: error: 'ascendc.add_l0' op operand #0 ('dst') must be local tensor, but got !ascendc.global_tensor<*xf32>
// ERR: operand-kinds-elem.mlir:{{[0-9]+}} offset :{{[0-9]+}}:3: error: 'ascendc.sort' op operand #0 ('dst') must be local tensor
// OUT-NOT: {{.}}
