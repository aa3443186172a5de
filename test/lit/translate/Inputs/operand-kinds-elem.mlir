// Input of ../operand-kinds.mlir: operands whose element type the translator spells
// (emission.md §3.15, §3.17-§3.20, §4.3: PyAsc's printers take it from a LocalTensor).

func.func @binary_l0(%g: !ascendc.global_tensor<*xf32>, %a: !ascendc.local_tensor<64xf32>, %m: i32, %r: i32, %p: !ascendc.binary_repeat_params) {
  // expected-error @+1 {{'ascendc.add_l0' op operand #0 ('dst') must be local tensor, but got !ascendc.global_tensor<*xf32>}}
  ascendc.add_l0 %g, %a, %a, %m, %r, %p : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, !ascendc.binary_repeat_params
  return
}

// -----

// The cast family's second template type comes from src1.
func.func @binary_cast_l0(%a: !ascendc.local_tensor<64xf32>, %m: i32, %p: !ascendc.binary_repeat_params) {
  // expected-error @+1 {{'ascendc.add_relu_cast_l0' op operand #2 ('src1') must be local tensor, but got i32}}
  ascendc.add_relu_cast_l0 %a, %a, %m, %m, %m, %p : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, !ascendc.binary_repeat_params
  return
}

// -----

// The vector-scalar L2 ops keep their template.
func.func @scalar_l2(%x: memref<64xf32, 22>, %a: !ascendc.local_tensor<64xf32>, %f: f32, %n: i32) {
  // expected-error @+1 {{'ascendc.adds_l2' op operand #0 ('dst') must be local tensor, but got memref<64xf32, 22>}}
  ascendc.adds_l2 %x, %a, %f, %n : memref<64xf32, 22>, !ascendc.local_tensor<64xf32>, f32, i32
  return
}

// -----

func.func @cast_deq_l2(%a: !ascendc.local_tensor<64xf16>, %g: !ascendc.global_tensor<*xi32>, %n: i32) {
  // expected-error @+1 {{'ascendc.cast_deq_l2' op operand #1 ('src') must be local tensor, but got !ascendc.global_tensor<*xi32>}}
  ascendc.cast_deq_l2 %a, %g, %n : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<*xi32>, i32
  return
}

// -----

func.func @sort(%g: !ascendc.global_tensor<*xf32>, %a: !ascendc.local_tensor<64xf32>, %i: !ascendc.local_tensor<64xui32>, %n: i32) {
  // expected-error @+1 {{'ascendc.sort' op operand #0 ('dst') must be local tensor, but got !ascendc.global_tensor<*xf32>}}
  ascendc.sort %g, %a, %i, %a, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>, !ascendc.local_tensor<64xf32>, i32
  return
}
