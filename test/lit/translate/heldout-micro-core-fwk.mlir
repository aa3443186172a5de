// Held-out style cases for the register-level API, core tensor and framework queue ops
// (emission.md §3.14, §3.24, §3.25, §3.26), expected text written from the spec.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §3.14: every binary and unary register op, the register copies, Duplicate (no namespace), UpdateMask (with its comment), GetVecLen.
// CHECK-LABEL: void micro_ops(AscendC::MicroAPI::RegTensor<float> v1, AscendC::MicroAPI::RegTensor<float> v2, AscendC::MicroAPI::RegTensor<float> v3, AscendC::MicroAPI::MaskReg v4, float v5, __ubuf__ float* v6, uint32_t* v7) {
// CHECK-NEXT: AscendC::MicroAPI::Add(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::And(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Div(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::FusedAbsSub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::FusedExpSub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::FusedMulDstAdd(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Sub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Max(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Min(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Mul(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::MulAddDst(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Or(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Prelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Xor(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MicroAPI::Abs(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Exp(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Ln(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Log(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Log10(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::MaskNot(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Neg(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Not(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Relu(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Sqrt(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::ReduceMax(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::ReduceMin(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::ReduceSum(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::Duplicate(v1, v2, v4);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v1, v6);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v6, v1, v4);
// CHECK-NEXT: Duplicate(v1, v5);
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<int16_t> v8;
// CHECK-NEXT: // The mask is updated on every iteration to match the total count
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v9 = AscendC::MicroAPI::UpdateMask<int16_t>(*v7);
// CHECK-NEXT: int32_t v10 = AscendC::GetVecLen();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @micro_ops(%a: !ascendc.reg_tensor<f32>, %b: !ascendc.reg_tensor<f32>, %c: !ascendc.reg_tensor<f32>, %m: !ascendc.mask_reg, %x: f32, %ub: memref<?xf32, 26>, %cnt: memref<1xui32>) {
  ascendc.add_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.and_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.div_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.fused_abs_sub_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.fused_exp_sub_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.fused_mul_dst_add_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.sub_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.max_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.min_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.mul_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.mul_add_dst_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.or_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.prelu_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.xor_micro %a, %b, %c, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.abs_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.exp_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.ln_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.log_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.log10_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.mask_not_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.neg_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.not_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.relu_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.sqrt_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.reduce_max_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.reduce_min_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.reduce_sum_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.duplicate_micro %a, %b, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.data_copy_vld_micro %a, %ub : !ascendc.reg_tensor<f32>, memref<?xf32, 26>
  ascendc.data_copy_vst_micro %ub, %a, %m : memref<?xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
  ascendc.duplicate %a, %x : !ascendc.reg_tensor<f32>, f32
  %r = ascendc.reg_tensor : !ascendc.reg_tensor<i16>
  %u = ascendc.update_mask i16, %cnt : memref<1xui32>
  %l = ascendc.get_vec_len : i32
  return
}

// §3.14 create_mask: every MaskPattern, several dtypes.
// CHECK-LABEL: void create_mask_patterns() {
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v1 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::ALL>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v2 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::ALL>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v3 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL1>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v4 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL1>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v5 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL2>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v6 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL2>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v7 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL3>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v8 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL3>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v9 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL4>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v10 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL4>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v11 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL8>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v12 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL8>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v13 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL16>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v14 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL16>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v15 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL32>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v16 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL32>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v17 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL64>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v18 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL64>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v19 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL128>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v20 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::VL128>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v21 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::M3>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v22 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::M3>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v23 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::M4>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v24 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::M4>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v25 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::H>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v26 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::H>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v27 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::Q>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v28 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::Q>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v29 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::ALLF>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v30 = AscendC::MicroAPI::CreateMask<uint32_t, AscendC::MicroAPI::MaskPattern::ALLF>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @create_mask_patterns() {
  %m1 = ascendc.create_mask f16, ALL : !ascendc.mask_reg
  %m2 = ascendc.create_mask ui32, ALL : !ascendc.mask_reg
  %m3 = ascendc.create_mask f16, VL1 : !ascendc.mask_reg
  %m4 = ascendc.create_mask ui32, VL1 : !ascendc.mask_reg
  %m5 = ascendc.create_mask f16, VL2 : !ascendc.mask_reg
  %m6 = ascendc.create_mask ui32, VL2 : !ascendc.mask_reg
  %m7 = ascendc.create_mask f16, VL3 : !ascendc.mask_reg
  %m8 = ascendc.create_mask ui32, VL3 : !ascendc.mask_reg
  %m9 = ascendc.create_mask f16, VL4 : !ascendc.mask_reg
  %m10 = ascendc.create_mask ui32, VL4 : !ascendc.mask_reg
  %m11 = ascendc.create_mask f16, VL8 : !ascendc.mask_reg
  %m12 = ascendc.create_mask ui32, VL8 : !ascendc.mask_reg
  %m13 = ascendc.create_mask f16, VL16 : !ascendc.mask_reg
  %m14 = ascendc.create_mask ui32, VL16 : !ascendc.mask_reg
  %m15 = ascendc.create_mask f16, VL32 : !ascendc.mask_reg
  %m16 = ascendc.create_mask ui32, VL32 : !ascendc.mask_reg
  %m17 = ascendc.create_mask f16, VL64 : !ascendc.mask_reg
  %m18 = ascendc.create_mask ui32, VL64 : !ascendc.mask_reg
  %m19 = ascendc.create_mask f16, VL128 : !ascendc.mask_reg
  %m20 = ascendc.create_mask ui32, VL128 : !ascendc.mask_reg
  %m21 = ascendc.create_mask f16, M3 : !ascendc.mask_reg
  %m22 = ascendc.create_mask ui32, M3 : !ascendc.mask_reg
  %m23 = ascendc.create_mask f16, M4 : !ascendc.mask_reg
  %m24 = ascendc.create_mask ui32, M4 : !ascendc.mask_reg
  %m25 = ascendc.create_mask f16, H : !ascendc.mask_reg
  %m26 = ascendc.create_mask ui32, H : !ascendc.mask_reg
  %m27 = ascendc.create_mask f16, Q : !ascendc.mask_reg
  %m28 = ascendc.create_mask ui32, Q : !ascendc.mask_reg
  %m29 = ascendc.create_mask f16, ALLF : !ascendc.mask_reg
  %m30 = ascendc.create_mask ui32, ALLF : !ascendc.mask_reg
  return
}

// §3.24: subscripts, local_tensor_v2/v3, ReinterpretCast, GetPhyAddr cast, shape info members.
// CHECK-LABEL: void core_tensor_ops(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<int32_t> v2, int32_t v3, AscendC::ShapeInfo v4, uint32_t v5) {
// CHECK-NEXT: AscendC::LocalTensor<half> v6 = v1[v3];
// CHECK-NEXT: AscendC::LocalTensor<half> v7 = v1(v3);
// CHECK-NEXT: AscendC::GlobalTensor<int32_t> v8 = v2[v3];
// CHECK-NEXT: AscendC::GlobalTensor<int32_t> v9 = v2(v3);
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v10 = AscendC::LocalTensor<bfloat16_t>(AscendC::TPosition::VECCALC, v5, v5);
// CHECK-NEXT: AscendC::LocalTensor<int8_t> v11{AscendC::TPosition::A1, 32, 4294967295};
// CHECK-NEXT: AscendC::LocalTensor<float> v12 = v1.ReinterpretCast<float>();
// CHECK-NEXT: __ubuf__ half* v13 = reinterpret_cast<__ubuf__ half*>(v1.GetPhyAddr());
// CHECK-NEXT: int64_t v14 = v4.shape[v3];
// CHECK-NEXT: uint32_t v15 = v4.originalShape[v3];
// CHECK-NEXT: AscendC::PopStackBuffer<half, AscendC::TPosition::VECOUT>(v1);
// CHECK-NEXT: ;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @core_tensor_ops(%l: !ascendc.local_tensor<256xf16>, %g: !ascendc.global_tensor<*xi32>, %i: i32, %s: !ascendc.shape_info, %a: ui32) {
  %0 = ascendc.local_tensor.subindex %l[%i] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
  %1 = ascendc.local_tensor.bracket %l(%i) : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
  %2 = ascendc.global_tensor.subindex %g[%i] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  %3 = ascendc.global_tensor.bracket %g(%i) : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  %4 = ascendc.local_tensor_v2 veccalc, %a, %a : !ascendc.local_tensor<128xbf16>
  %5 = ascendc.local_tensor_v3 a1, 32, -1 : !ascendc.local_tensor<128xi8>
  %6 = ascendc.reinterpret_cast %l : !ascendc.local_tensor<256xf16> to !ascendc.local_tensor<128xf32>
  %7 = ascendc.local_tensor.get_phy_addr_v2 %l : !ascendc.local_tensor<256xf16>, memref<?xf16, 26>
  %8 = ascendc.shape_info.shape %s, %i i32, i64
  %9 = ascendc.shape_info.original_shape %s, %i i32, index
  ascendc.pop_stack_buffer vecout %l : !ascendc.local_tensor<256xf16>
  ascendc.noop
  return
}

// §3.25: TBuf and queue methods with their template element types and positions.
// CHECK-LABEL: void fwk_queue_ops(AscendC::TQue<AscendC::TPosition::VECIN, 2> v1, AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, 1> v2, AscendC::TBuf<AscendC::TPosition::VECCALC> v3, AscendC::LocalTensor<float> v4, int32_t v5) {
// CHECK-NEXT: AscendC::LocalTensor<half> v6 = v3.Get<half>();
// CHECK-NEXT: AscendC::LocalTensor<int16_t> v7 = v3.Get<int16_t>(v5);
// CHECK-NEXT: AscendC::LocalTensor<uint8_t> v8 = v3.GetWithOffset<uint8_t>(v5, v5);
// CHECK-NEXT: AscendC::LocalTensor<float> v9 = v1.AllocTensor<float>();
// CHECK-NEXT: v2.AllocTensor<float>(v4);
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v10 = v2.DeQue<bfloat16_t>();
// CHECK-NEXT: v1.DeQue<float>(v4);
// CHECK-NEXT: AscendC::LocalTensor<int32_t> v11 = v2.DeQue<AscendC::TPosition::VECIN, AscendC::TPosition::VECOUT, int32_t>();
// CHECK-NEXT: v2.EnQue<AscendC::TPosition::GM, AscendC::TPosition::A2>(v4);
// CHECK-NEXT: AscendC::TQueBind<AscendC::TPosition::VECIN, AscendC::TPosition::VECIN, 2>& v12 = v1;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @fwk_queue_ops(%q: !ascendc.queue<vecin, 2>, %qb: !ascendc.que_bind<vecin, vecout, 1>, %tb: !ascendc.tbuf<veccalc>, %l: !ascendc.local_tensor<64xf32>, %n: i32) {
  %0 = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xf16>
  %1 = ascendc.tbuf.get_tensor %tb, %n : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<64xi16>, i32
  %2 = ascendc.tbuf.get_with_offset %tb, %n, %n : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<64xui8>
  %3 = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
  ascendc.que_bind.alloc_tensor_in_place %qb, %l : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<64xf32>
  %4 = ascendc.que_bind.deque_tensor %qb : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<64xbf16>
  ascendc.que_bind.deque_tensor_in_place %q, %l : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<64xf32>
  %5 = ascendc.que_bind.deque_tensor_pos %qb, vecin, vecout : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<64xi32>
  ascendc.que_bind.enque_tensor_pos %qb, %l, gm, a2 : !ascendc.que_bind<vecin, vecout, 1>, !ascendc.local_tensor<64xf32>
  %6 = ascendc.to_que_bind %q : !ascendc.queue<vecin, 2>, !ascendc.que_bind<vecin, vecin, 2>
  return
}
