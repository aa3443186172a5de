// Cube ops: loads with and without transposition, Mmad variants on half inputs with a
// float accumulator, cube modes, set_deq_scale with its optional operands one by one,
// transposes and TransDataTo5HD's element type found through GetPhyAddr.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Cube loads and matrix multiplication on half inputs with a float accumulator.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cube(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::GlobalTensor<half> v3, AscendC::LocalTensor<float> v4, AscendC::LocalTensor<half> v5, AscendC::LocalTensor<float> v6, AscendC::LoadData2DParams v7, AscendC::LoadData2dTransposeParams v8, AscendC::LoadData2dTransposeParamsV2 v9, AscendC::MmadParams v10, AscendC::LoadDataRepeatParam v11, AscendC::InitConstValueParams v12) {
// CHECK-NEXT: AscendC::LoadData(v1, v2, v7);
// CHECK-NEXT: AscendC::LoadData(v2, v3, v7);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v5, v2, v8);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v5, v2, v9);
// CHECK-NEXT: AscendC::SetLoadDataRepeat(v11);
// CHECK-NEXT: AscendC::Mmad(v4, v1, v5, v10);
// CHECK-NEXT: AscendC::Mmad(v4, v1, v5, v6, v10);
// CHECK-NEXT: AscendC::MmadWithSparse(v4, v1, v5, v10);
// CHECK-NEXT: AscendC::InitConstValue(v2, v12);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cube(%a2: !ascendc.local_tensor<*xf16>, %a1: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %co1: !ascendc.local_tensor<*xf32>, %b2: !ascendc.local_tensor<*xf16>, %bias: !ascendc.local_tensor<*xf32>, %p: !ascendc.load_data_2d_params, %tp: !ascendc.load_data_2d_transpose_params, %tp2: !ascendc.load_data_2d_transpose_params_v2, %mp: !ascendc.mmad_params, %rp: !ascendc.load_data_repeat_param, %ip: !ascendc.init_const_value_params) {
  ascendc.load_data_l0 %a2, %a1, %p : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %a1, %g, %p : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_with_transpose %b2, %a1, %tp : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params
  ascendc.load_data_with_transpose_v2 %b2, %a1, %tp2 : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params_v2
  ascendc.set_load_data_repeat %rp : !ascendc.load_data_repeat_param
  ascendc.mmad %co1, %a2, %b2, %mp : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad_with_bias %co1, %a2, %b2, %bias, %mp : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, !ascendc.mmad_params
  ascendc.mmad_with_sparse %co1, %a2, %b2, %mp : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.mmad_params
  ascendc.init_const_value %a1, %ip : !ascendc.local_tensor<*xf16>, !ascendc.init_const_value_params
  return
}

// Cube modes, padding and boundaries with other scalar types.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cube_modes(int32_t v1, int32_t v2, int8_t* v3, half v4, bool v5) {
// CHECK-NEXT: constexpr int8_t c1_i8 = 1;
// CHECK-NEXT: AscendC::FmatrixMode v6{c1_i8};
// CHECK-NEXT: AscendC::SetFmatrix(v1, v2, v3, v6);
// CHECK-NEXT: AscendC::SetLoadDataPaddingValue(v4);
// CHECK-NEXT: AscendC::SetHF32Mode(v5);
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: AscendC::SetHF32TransMode(cm1_i1);
// CHECK-NEXT: AscendC::SetMMLayoutTransform(v5);
// CHECK-NEXT: constexpr int64_t c9_i64 = 9;
// CHECK-NEXT: ffts_cross_core_sync(PIPE_FIX, c9_i64);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cube_modes(%h: i32, %w: i32, %pad: memref<4xi8>, %x: f16, %b: i1) {
  %c1 = arith.constant 1 : i8
  %fm = ascendc.construct !ascendc.fmatrix_mode(%c1) : i8
  ascendc.set_fmatrix %h, %w, %pad, %fm : i32, i32, memref<4xi8>, !ascendc.fmatrix_mode
  ascendc.set_load_data_padding_value %x : f16
  ascendc.set_hf32_mode %b : i1
  %t = arith.constant true
  ascendc.set_hf32_trans_mode %t : i1
  ascendc.set_mm_layout_transform %b : i1
  %c9 = arith.constant 9 : i64
  ascendc.ffts_cross_core_sync %c9 {pipe = 10 : i32} : i64
  return
}

// Dequantisation scales: the optional operands of set_deq_scale one by one.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void deq_scale(float v1, int16_t v2, bool v3, half v4, AscendC::LocalTensor<uint64_t> v5, AscendC::VdeqInfo v6) {
// CHECK-NEXT: AscendC::SetDeqScale(v4);
// CHECK-NEXT: AscendC::SetDeqScale(v1, v2);
// CHECK-NEXT: AscendC::SetDeqScale(v1, v2, v3);
// CHECK-NEXT: AscendC::SetDeqScale(v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @deq_scale(%f: f32, %o: i16, %s: i1, %h: f16, %vdeq: !ascendc.local_tensor<*xui64>, %info: !ascendc.vdeq_info) {
  ascendc.set_deq_scale %h : f16
  ascendc.set_deq_scale %f, %o : f32, i16
  ascendc.set_deq_scale %f, %o, %s : f32, i16, i1
  ascendc.set_deq_scale_l4 %vdeq, %info : !ascendc.local_tensor<*xui64>, !ascendc.vdeq_info
  return
}

// Transposes of half tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void transposes(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint8_t> v3, AscendC::TransposeParamsExt v4) {
// CHECK-NEXT: AscendC::Transpose(v1, v2);
// CHECK-NEXT: AscendC::Transpose(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @transposes(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %p: !ascendc.transpose_params_ext) {
  ascendc.transpose %d, %s : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>
  ascendc.transpose_ext %d, %s, %tmp, %p : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, !ascendc.transpose_params_ext
  return
}

// TransDataTo5HD finds its element type through the addresses stored into dst.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void to_5hd(AscendC::LocalTensor<half> v1, AscendC::TransDataTo5HDParams v2, uint32_t v3) {
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v4;
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT: uint64_t v6 = v1.GetPhyAddr(v3);
// CHECK-NEXT: v4.SetValue(v3, v6);
// CHECK-NEXT: v5.SetValue(v3, v6);
// CHECK-NEXT: AscendC::TransDataTo5HD<half>(v4, v5, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @to_5hd(%t: !ascendc.local_tensor<*xf16>, %p: !ascendc.trans_data_to_5hd_params, %k: ui32) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<*xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<*xui64>
  %a = ascendc.local_tensor.get_phy_addr %t, %k : !ascendc.local_tensor<*xf16>, ui64, ui32
  ascendc.local_tensor.set_value %dst, %k, %a : !ascendc.local_tensor<*xui64>, ui32, ui64
  ascendc.local_tensor.set_value %src, %k, %a : !ascendc.local_tensor<*xui64>, ui32, ui64
  ascendc.trans_data_to_5hd %dst, %src, %p : !ascendc.local_tensor<*xui64>, !ascendc.local_tensor<*xui64>, !ascendc.trans_data_to_5hd_params
  return
}
