// Input of ../operand-kinds.mlir: operands whose element type the translator spells.
func.func @k(%g: !ascendc.global_tensor<*xf32>, %a: !ascendc.local_tensor<64xf32>, %m: i32, %r: i32, %p: !ascendc.binary_repeat_params) {
  // add_l0 spells {E(dst)} as a template argument: PyAsc takes it from a LocalTensor.
  // expected-error @+1 {{'ascendc.add_l0' op operand #0 ('dst') must be local tensor, but got !ascendc.global_tensor<*xf32>}}
  ascendc.add_l0 %g, %a, %a, %m, %r, %p : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, !ascendc.binary_repeat_params
  return
}
