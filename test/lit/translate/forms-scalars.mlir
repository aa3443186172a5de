// Scalar and pointer operands in the forms op definitions allow: constants of every
// width and float kind as vector-call scalars and counts, NameLoc names, memrefs with and
// without memory spaces where a rule spells a pointer (unsigned where the spec says so),
// construct with and without its types array.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints (with locations, for the NameLoc names) parses back and
// translates to the same text.
// RUN: ascopt --mlir-print-debuginfo %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Scalar operands of vector calls as constants of every kind: float constants named by
// LLVM's shortest text (c1_5_f16, cm2_f16 for bf16, c0_100000001_f32, c1_0Ep10_f64,
// c9_99999974Em6_f32, cpInf_f32) and declared without constexpr at 16 bits, integer
// counts named with their width and sign-extended value (cm1_i8 for 255), index counts
// (uint32_t, no cast) (§1.4, §1.7, §1.12).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void consts(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2) {
// CHECK-NEXT: half c1_5_f16 = 1.50000e+00;
// CHECK-NEXT: bfloat16_t cm2_f16 = -2.0000e+00;
// CHECK-NEXT: constexpr float c0_100000001_f32 = (float)1.000000010e-01;
// CHECK-NEXT: constexpr double c1_0Ep10_f64 = (double)1.00000000000000000e+10;
// CHECK-NEXT: constexpr int8_t cm1_i8 = -1;
// CHECK-NEXT: constexpr int16_t c7_i16 = 7;
// CHECK-NEXT: constexpr int64_t cm1_i64 = -1;
// CHECK-NEXT: constexpr uint32_t c128_idx = 128;
// CHECK-NEXT: constexpr float cpInf_f32 = __builtin_inff();
// CHECK-NEXT: constexpr float c9_99999974Em6_f32 = (float)9.999999740e-06;
// CHECK-NEXT: constexpr int32_t cm1_i32 = -1;
// CHECK-NEXT: AscendC::Adds<half, 0>(v1, v2, c1_5_f16, c128_idx);
// CHECK-NEXT: AscendC::Muls<half, 0>(v1, v2, cm2_f16, c7_i16);
// CHECK-NEXT: AscendC::Maxs<half, 0>(v1, v2, c0_100000001_f32, cm1_i64);
// CHECK-NEXT: AscendC::Mins<half, 0>(v1, v2, c1_0Ep10_f64, cm1_i8);
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, cpInf_f32, cm1_i32);
// CHECK-NEXT: AscendC::Subs<half, 1>(v1, v2, c9_99999974Em6_f32, cm1_i32);
// CHECK-NEXT: AscendC::Duplicate(v1, c1_5_f16, c128_idx);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @consts(%d: !ascendc.local_tensor<256xf16>, %s: !ascendc.local_tensor<256xf16>) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -2.0 : bf16
  %c = arith.constant 0.1 : f32
  %e = arith.constant 1.0e10 : f64
  %f = arith.constant 255 : i8
  %g = arith.constant 7 : i16
  %h = arith.constant -1 : i64
  %i = arith.constant 128 : index
  %k = arith.constant 0x7F800000 : f32
  %l = arith.constant 9.99999974E-6 : f32
  %n = arith.constant 4294967295 : i32
  ascendc.adds_l2 %d, %s, %a, %i : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f16, index
  ascendc.muls_l2 %d, %s, %b, %g : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, bf16, i16
  ascendc.maxs_l2 %d, %s, %c, %h : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f32, i64
  ascendc.mins_l2 %d, %s, %e, %f : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f64, i8
  ascendc.divs_l2 %d, %s, %k, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f32, i32
  ascendc.subs_l2 %d, %s, %l, %n {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f32, i32
  ascendc.duplicate_l2 %d, %a, %i : !ascendc.local_tensor<256xf16>, f16, index
  return
}

// NameLoc suffixes on arguments, constants and results carry into every name that is
// built from them, the mask list included (§1.4, §1.5).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void named(AscendC::LocalTensor<half> v1_dst, AscendC::LocalTensor<half> v2_src, uint64_t v3_mask, uint8_t v4, AscendC::UnaryRepeatParams v5) {
// CHECK-NEXT: constexpr int32_t c8_i32_count = 8;
// CHECK-NEXT: uint32_t v6_len = v1_dst.GetLength();
// CHECK-NEXT: AscendC::Add(v1_dst, v2_src, v2_src, c8_i32_count);
// CHECK-NEXT: AscendC::Add(v1_dst, v2_src, v2_src, v6_len);
// CHECK-NEXT: uint64_t v1_dst_mask_list0[] = {v3_mask, v3_mask};
// CHECK-NEXT: AscendC::Relu<half, 0>(v1_dst, v2_src, v1_dst_mask_list0, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @named(%d: !ascendc.local_tensor<256xf16> loc("dst"), %s: !ascendc.local_tensor<256xf16> loc("src"), %m: ui64 loc("mask"), %r: ui8, %p: !ascendc.unary_repeat_params) {
  %c = arith.constant 8 : i32 loc("count")
  %l = ascendc.local_tensor.get_length %d : !ascendc.local_tensor<256xf16>, ui32 loc("len")
  ascendc.add_l2 %d, %s, %s, %c : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.add_l2 %d, %s, %s, %l : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui32
  ascendc.relu_l1 %d, %s, %m, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// Pointer and type spellings of the system and list-tensor ops: the workspace spelled
// unsigned where §3.16 says so (memref elements inherit it, floats keep their type), the
// data pointer typed by the dtype attribute, GetPhyAddr cast to the result pointer, the
// TensorDesc template from its attribute, SetPadValue typed by its operand, block index
// and count cast to the result type, LocalTensor positions and brace initialisers
// (§1.6, §1.9, §3.13, §3.16, §3.24, Appendix A row 200).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void pointers(__gm__ float* v1, uint8_t* v2, __ubuf__ int16_t* v3, AscendC::ListTensorDesc v4, uint32_t v5, AscendC::LocalTensor<bfloat16_t> v6, uint64_t v7, half v8, int32_t v9, __gm__ int8_t* v10) {
// CHECK-NEXT: AscendC::SetSysWorkspace(reinterpret_cast<__gm__ float*>(v1));
// CHECK-NEXT: AscendC::SetSysWorkspace(reinterpret_cast<uint8_t*>(v2));
// CHECK-NEXT: AscendC::SetSysWorkspace(reinterpret_cast<__ubuf__ uint16_t*>(v3));
// CHECK-NEXT: __gm__ uint32_t* v11 = GetSysWorkSpacePtr();
// CHECK-NEXT: __gm__ half* v12 = GetSysWorkSpacePtr();
// CHECK-NEXT: uint64_t* v13 = GetSysWorkSpacePtr();
// CHECK-NEXT: __gm__ half* v14 = v4.GetDataPtr<half>(v5);
// CHECK-NEXT: uint8_t* v15 = v4.GetDataPtr<int8_t>(v5);
// CHECK-NEXT: __ubuf__ bfloat16_t* v16 = reinterpret_cast<__ubuf__ bfloat16_t*>(v6.GetPhyAddr());
// CHECK-NEXT: int64_t* v17 = reinterpret_cast<int64_t*>(v6.GetPhyAddr());
// CHECK-NEXT: AscendC::TensorDesc v18 = AscendC::TensorDesc<int64_t>();
// CHECK-NEXT: AscendC::TensorDesc v19 = AscendC::TensorDesc<bfloat16_t>();
// CHECK-NEXT: v18.SetShapeAddr((uint64_t* )v7);
// CHECK-NEXT: AscendC::ListTensorDesc v20 = AscendC::ListTensorDesc(v10, v5, v5);
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::A1>(v8);
// CHECK-NEXT: AscendC::SetPadValue<int32_t, AscendC::TPosition::CO2>(v9);
// CHECK-NEXT: AscendC::SetPadValue<uint64_t, AscendC::TPosition::GM>(v7);
// CHECK-NEXT: uint32_t v21 = static_cast<uint32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int64_t v22 = static_cast<int64_t>(AscendC::GetBlockNum());
// CHECK-NEXT: AscendC::LocalTensor<uint16_t> v23 = v6.ReinterpretCast<uint16_t>();
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v24 = AscendC::LocalTensor<int8_t>(AscendC::TPosition::VECOUT, v5, v5);
// CHECK-NEXT: AscendC::LocalTensor<float> v25{AscendC::TPosition::C2, 0, 65536};
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @pointers(%w: memref<?xf32, 22>, %w2: memref<?xui8>, %w3: memref<4xi16, 26>, %ld: !ascendc.list_tensor_desc, %i: ui32, %lt: !ascendc.local_tensor<*xbf16>, %u: ui64, %h: f16, %x: i32, %g: memref<?xi8, 22>) {
  ascendc.set_sys_workspace %w : memref<?xf32, 22>
  ascendc.set_sys_workspace %w2 : memref<?xui8>
  ascendc.set_sys_workspace %w3 : memref<4xi16, 26>
  %p1 = ascendc.get_sys_workspace_ptr : memref<?xi32, 22>
  %p2 = ascendc.get_sys_workspace_ptr : memref<?xf16, 22>
  %p3 = ascendc.get_sys_workspace_ptr : memref<?xui64>
  %d1 = ascendc.list_tensor_desc_get_data_ptr %ld, %i {dtype = f16} : memref<?xf16, 22>
  %d2 = ascendc.list_tensor_desc_get_data_ptr %ld, %i {dtype = i8} : memref<*xui8>
  %a1 = ascendc.local_tensor.get_phy_addr_v2 %lt : !ascendc.local_tensor<*xbf16>, memref<?xbf16, 26>
  %a2 = ascendc.local_tensor.get_phy_addr_v2 %lt : !ascendc.local_tensor<*xbf16>, memref<?xi64>
  %td = ascendc.tensor_desc i64 : !ascendc.tensor_desc
  %td2 = ascendc.tensor_desc bf16 : !ascendc.tensor_desc
  ascendc.tensor_desc_set_shape_addr %td, %u : !ascendc.tensor_desc, ui64
  %l2 = ascendc.list_tensor_desc_v2 %g, %i, %i : !ascendc.list_tensor_desc, memref<?xi8, 22>, ui32, ui32
  ascendc.set_pad_value %h {pos = 1 : i32} : f16
  ascendc.set_pad_value %x {pos = 8 : i32} : i32
  ascendc.set_pad_value %u {pos = 0 : i32} : ui64
  %b1 = ascendc.get_block_idx : index
  %b2 = ascendc.get_block_num : i64
  %r = ascendc.reinterpret_cast %lt : !ascendc.local_tensor<*xbf16> to !ascendc.local_tensor<*xui16>
  %v2 = ascendc.local_tensor_v2 vecout, %i, %i : !ascendc.local_tensor<128xi8>
  %v3 = ascendc.local_tensor_v3 c2, 0, 65536 : !ascendc.local_tensor<128xf32>
  return
}

// ascendc.construct with its types converting each operand that differs (static_cast,
// reinterpret_cast for pointers), without types passing them as they are, constexpr and
// static flags, no operands (§3.15).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void construct(int32_t v1, uint32_t v2, __gm__ float* v3, uint16_t v4, half v5) {
// CHECK-NEXT: constexpr int16_t c1_i16 = 1;
// CHECK-NEXT: AscendC::DataCopyParams v6;
// CHECK-NEXT: AscendC::DataCopyParams v7{static_cast<uint16_t>(v1), static_cast<uint16_t>(v2), v4, static_cast<uint16_t>(c1_i16)};
// CHECK-NEXT: AscendC::DataCopyParams v8{v1, v2, v4, c1_i16};
// CHECK-NEXT: constexpr AscendC::DataCopyParams v9{v1, v1, v1, v1};
// CHECK-NEXT: static constexpr AscendC::DataCopyParams v10{v1, v1, v1, v1};
// CHECK-NEXT: static AscendC::DataCopyParams v11;
// CHECK-NEXT: int32_t v12{static_cast<int32_t>(v5)};
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @construct(%a: i32, %b: index, %m: memref<?xf32, 22>, %u: ui16, %h: f16) {
  %c1 = arith.constant 1 : i16
  %p0 = ascendc.construct !ascendc.data_copy_params()
  %p1 = ascendc.construct !ascendc.data_copy_params(%a, %b, %u, %c1) [ui16, ui16, ui16, ui16] : i32, index, ui16, i16
  %p2 = ascendc.construct !ascendc.data_copy_params(%a, %b, %u, %c1) : i32, index, ui16, i16
  %p3 = ascendc.construct !ascendc.data_copy_params(%a, %a, %a, %a) constexpr : i32, i32, i32, i32
  %p4 = ascendc.construct !ascendc.data_copy_params(%a, %a, %a, %a) constexpr static : i32, i32, i32, i32
  %p5 = ascendc.construct !ascendc.data_copy_params() static
  %p7 = ascendc.construct i32(%h) [i32] : f16
  return
}
