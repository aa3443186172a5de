// Micro (register-level) API ops (emission.md §3.14) in the forms their definitions
// allow: register tensors of f32, f16 and i32, masks from create_mask (several patterns
// and dtypes) and from update_mask (f32 and i16, pointers with and without a memory
// space), scalars broadcast from arguments and constants, inside __VEC_SCOPE__ with and
// without the vec_scope_loop marker.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// A vector-function scope as PyAsc lowers a micro kernel: register tensors and masks
// declared, a loop marked asc.vec_scope_loop (its induction variable uint16_t, §1.10),
// the count mask updated through the pointer with the op's comment (§1.2, §3.14), every
// binary and unary shape with its mask register, loads and stores through pointers.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void micro(__ubuf__ float* v1, __ubuf__ float* v2, uint32_t* v3, uint32_t v4, float v5) {
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: constexpr uint32_t c1_idx = 1;
// CHECK-NEXT: __VEC_SCOPE__
// CHECK-NEXT: {
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<float> v6;
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<float> v7;
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v8 = AscendC::MicroAPI::CreateMask<float, AscendC::MicroAPI::MaskPattern::ALL>();
// CHECK-NEXT: int32_t v9 = AscendC::GetVecLen();
// CHECK-NEXT: for (uint16_t v10 = c0_idx; v10 < v4; v10 += c1_idx) {
// CHECK-NEXT: // The mask is updated on every iteration to match the total count
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v11 = AscendC::MicroAPI::UpdateMask<float>(*v3);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v6, v1);
// CHECK-NEXT: AscendC::MicroAPI::Add(v7, v6, v6, v11);
// CHECK-NEXT: AscendC::MicroAPI::FusedMulDstAdd(v7, v6, v6, v11);
// CHECK-NEXT: AscendC::MicroAPI::MaskNot(v7, v6, v8);
// CHECK-NEXT: AscendC::MicroAPI::ReduceSum(v7, v6, v8);
// CHECK-NEXT: AscendC::MicroAPI::Duplicate(v7, v6, v8);
// CHECK-NEXT: Duplicate(v7, v5);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v2, v7, v11);
// CHECK-NEXT: }
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @micro(%src: memref<?xf32, 26>, %dst: memref<?xf32, 26>, %cnt: memref<1xui32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  emitasc.vec_scope {
    %r0 = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
    %r1 = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
    %m0 = ascendc.create_mask f32, ALL : !ascendc.mask_reg
    %len = ascendc.get_vec_len : i32
    scf.for %i = %c0 to %n step %c1 {
      %m = ascendc.update_mask f32, %cnt : memref<1xui32>
      ascendc.data_copy_vld_micro %r0, %src : !ascendc.reg_tensor<f32>, memref<?xf32, 26>
      ascendc.add_micro %r1, %r0, %r0, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
      ascendc.fused_mul_dst_add_micro %r1, %r0, %r0, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
      ascendc.mask_not_micro %r1, %r0, %m0 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
      ascendc.reduce_sum_micro %r1, %r0, %m0 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
      ascendc.duplicate_micro %r1, %r0, %m0 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
      ascendc.duplicate %r1, %x : !ascendc.reg_tensor<f32>, f32
      ascendc.data_copy_vst_micro %dst, %r1, %m : memref<?xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
    } {asc.vec_scope_loop}
  }
  return
}

// Registers of other element types, masks of other patterns and dtypes, a constant
// broadcast into a register, and a scope loop with an i32 induction variable (still
// uint16_t); without the loop attribute the variable keeps its own type.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void micro_types(__ubuf__ half* v1, __ubuf__ int32_t* v2, __ubuf__ uint32_t* v3, int32_t v4) {
// CHECK-NEXT: constexpr int32_t c0_i32 = 0;
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: half c2_5_f16 = 2.50000e+00;
// CHECK-NEXT: __VEC_SCOPE__
// CHECK-NEXT: {
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<half> v5;
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<half> v6;
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<int32_t> v7;
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<int32_t> v8;
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v9 = AscendC::MicroAPI::CreateMask<half, AscendC::MicroAPI::MaskPattern::VL16>();
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v10 = AscendC::MicroAPI::CreateMask<int32_t, AscendC::MicroAPI::MaskPattern::ALLF>();
// CHECK-NEXT: for (uint16_t v11 = c0_i32; v11 < v4; v11 += c1_i32) {
// CHECK-NEXT: // The mask is updated on every iteration to match the total count
// CHECK-NEXT: AscendC::MicroAPI::MaskReg v12 = AscendC::MicroAPI::UpdateMask<int16_t>(*v3);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v5, v1);
// CHECK-NEXT: Duplicate(v6, c2_5_f16);
// CHECK-NEXT: AscendC::MicroAPI::Div(v6, v5, v6, v9);
// CHECK-NEXT: AscendC::MicroAPI::Prelu(v6, v5, v6, v12);
// CHECK-NEXT: AscendC::MicroAPI::Exp(v6, v5, v9);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v1, v6, v9);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v7, v2);
// CHECK-NEXT: AscendC::MicroAPI::And(v8, v7, v7, v10);
// CHECK-NEXT: AscendC::MicroAPI::Xor(v8, v8, v7, v10);
// CHECK-NEXT: AscendC::MicroAPI::Not(v8, v8, v10);
// CHECK-NEXT: AscendC::MicroAPI::ReduceMax(v8, v7, v10);
// CHECK-NEXT: AscendC::MicroAPI::DataCopy(v2, v8, v10);
// CHECK-NEXT: }
// CHECK-NEXT: for (int32_t v13 = c0_i32; v13 < v4; v13 += c1_i32) {
// CHECK-NEXT: AscendC::MicroAPI::Neg(v6, v5, v9);
// CHECK-NEXT: }
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @micro_types(%s16: memref<?xf16, 26>, %si: memref<?xi32, 26>, %cnt: memref<1xui32, 26>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %h = arith.constant 2.5 : f16
  emitasc.vec_scope {
    %a = ascendc.reg_tensor : !ascendc.reg_tensor<f16>
    %b = ascendc.reg_tensor : !ascendc.reg_tensor<f16>
    %i = ascendc.reg_tensor : !ascendc.reg_tensor<i32>
    %j = ascendc.reg_tensor : !ascendc.reg_tensor<i32>
    %mh = ascendc.create_mask f16, VL16 : !ascendc.mask_reg
    %mi = ascendc.create_mask i32, ALLF : !ascendc.mask_reg
    scf.for %k = %c0 to %n step %c1 : i32 {
      %mu = ascendc.update_mask i16, %cnt : memref<1xui32, 26>
      ascendc.data_copy_vld_micro %a, %s16 : !ascendc.reg_tensor<f16>, memref<?xf16, 26>
      ascendc.duplicate %b, %h : !ascendc.reg_tensor<f16>, f16
      ascendc.div_micro %b, %a, %b, %mh : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
      ascendc.prelu_micro %b, %a, %b, %mu : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
      ascendc.exp_micro %b, %a, %mh : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
      ascendc.data_copy_vst_micro %s16, %b, %mh : memref<?xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
      ascendc.data_copy_vld_micro %i, %si : !ascendc.reg_tensor<i32>, memref<?xi32, 26>
      ascendc.and_micro %j, %i, %i, %mi : !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.mask_reg
      ascendc.xor_micro %j, %j, %i, %mi : !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.mask_reg
      ascendc.not_micro %j, %j, %mi : !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.mask_reg
      ascendc.reduce_max_micro %j, %i, %mi : !ascendc.reg_tensor<i32>, !ascendc.reg_tensor<i32>, !ascendc.mask_reg
      ascendc.data_copy_vst_micro %si, %j, %mi : memref<?xi32, 26>, !ascendc.reg_tensor<i32>, !ascendc.mask_reg
    } {asc.vec_scope_loop}
    scf.for %k = %c0 to %n step %c1 : i32 {
      ascendc.neg_micro %b, %a, %mh : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
    }
  }
  return
}
