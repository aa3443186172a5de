// Held-out style cases of PyAsc's Target/AscendC/adv.mlir, expected text from
// emission.md §3.3-§3.8 (not from our output): SimpleSoftMax with every flag and its
// temporary buffer (never printed), SoftMax with one of its optional tensors at a time,
// Broadcast of ranks 1 and 3, the four pattern reductions with other patterns and ranks,
// RmsNorm and AscendQuant with their optional operands (the quant config is a template
// argument), the KFC server with no and two matmul objects, and the math library on half
// with a constant isReuseSource.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

!mm = !ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, <do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>>

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_softmax_forms(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, AscendC::LocalTensor<float> v4, AscendC::LocalTensor<uint8_t> v5, SoftMaxTiling v6, AscendC::SoftMaxShapeInfo v7) {
// CHECK-NEXT: AscendC::SimpleSoftMax<float, 1, 1, 1>(v1, v2, v3, v4, v6, v7);
// CHECK-NEXT: AscendC::SimpleSoftMax<float, 0, 1, 0>(v1, v2, v3, v4, v6, v7);
// CHECK-NEXT: AscendC::SoftMax<float, 0, 0>(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: AscendC::SoftMax<float, 0, 1>(v1, v2, v4, v5, v6);
// CHECK-NEXT: AscendC::SoftMax<float, 1, 0>(v1, v3, v4, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_softmax_forms(%d: !ascendc.local_tensor<*xf32>, %sum: !ascendc.local_tensor<*xf32>, %max: !ascendc.local_tensor<*xf32>, %src: !ascendc.local_tensor<*xf32>, %tmp: !ascendc.local_tensor<*xui8>, %t: !ascendc.softmax_tiling, %si: !ascendc.softmax_shape_info) {
  ascendc.simple_softmax %d, %sum, %max, %src, %tmp, %t, %si {basicBlock, dataFormatNZ, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, reuseSource} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  ascendc.simple_softmax %d, %sum, %max, %src, %t, %si {basicBlock, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  ascendc.softmax %d, %sum, %max, %src, %tmp, %t, %si {dataFormatNZ, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  ascendc.softmax %d, %sum, %src, %tmp, %t {basicBlock, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 0>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, !ascendc.softmax_tiling
  ascendc.softmax %d, %max, %src, %t, %si {operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 1, 1>, reuseSource} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_broadcast_ranks(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, int32_t v3, int32_t v4, int32_t v5) {
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t dstShape[1] = {v3};
// CHECK-NEXT: const uint32_t srcShape[1] = {v4};
// CHECK-NEXT: AscendC::BroadcastTiling bcTiling;
// CHECK-NEXT: AscendC::GetBroadcastTilingInfo<half, 1>(1, dstShape, srcShape, false, bcTiling);
// CHECK-NEXT: AscendC::Broadcast(v1, v2, dstShape, srcShape, &bcTiling);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t dstShape[3] = {v3, v4, v5};
// CHECK-NEXT: const uint32_t srcShape[3] = {v3, v5, v4};
// CHECK-NEXT: AscendC::BroadcastTiling bcTiling;
// CHECK-NEXT: AscendC::GetBroadcastTilingInfo<half, 3>(3, dstShape, srcShape, false, bcTiling);
// CHECK-NEXT: AscendC::Broadcast(v1, v2, dstShape, srcShape, &bcTiling);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_broadcast_ranks(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %a: i32, %b: i32, %c: i32) {
  ascendc.broadcast %d, %s, %a, %b {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32
  ascendc.broadcast %d, %s, %a, %b, %c, %a, %c, %b {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_reduce_patterns(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint8_t> v3, int32_t v4, int32_t v5) {
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[1] = {v4};
// CHECK-NEXT: AscendC::ReduceMax<half,AscendC::Pattern::Reduce::R>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[3] = {v4, v5, v4};
// CHECK-NEXT: AscendC::ReduceMin<half,AscendC::Pattern::Reduce::RAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[2] = {v4, v5};
// CHECK-NEXT: AscendC::ReduceProd<half,AscendC::Pattern::Reduce::RARARARA>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t shape[4] = {v5, v4, v5, v4};
// CHECK-NEXT: AscendC::ReduceSum<half,AscendC::Pattern::Reduce::ARAR>(v1,v2,v3,shape,false);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_reduce_patterns(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %a: i32, %b: i32) {
  ascendc.reduce_max %d, %s, %tmp, %a {pattern = 0 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32
  ascendc.reduce_min %d, %s, %tmp, %a, %b, %a {pattern = 10 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i32, i32
  ascendc.reduce_prod %d, %s, %tmp, %a, %b {pattern = 15 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i32
  ascendc.reduce_sum %d, %s, %tmp, %b, %a, %b, %a {pattern = 4 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i32, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_norm_quant(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, half v4, RmsNormTiling v5, AscendC::LocalTensor<uint8_t> v6, AscendC::LocalTensor<int8_t> v7, float v8, float v9, int32_t v10, AscendC::AscendQuantConfig v11) {
// CHECK-NEXT: AscendC::RmsNorm<half, 1>(v1, v2, v3, v6, v4, v5);
// CHECK-NEXT: AscendC::RmsNorm<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::AscendQuant<half, 1, v11>(v7, v2, v6, v8, v9, v10);
// CHECK-NEXT: AscendC::AscendQuant<half, 0, v11>(v7, v2, v8, v9, v10);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_norm_quant(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %g: !ascendc.local_tensor<*xf16>, %e: f16, %t: !ascendc.rmsnorm_tiling, %tmp: !ascendc.local_tensor<*xui8>, %qd: !ascendc.local_tensor<*xi8>, %sc: f32, %off: f32, %n: i32, %cfg: !ascendc.ascend_quant_config) {
  ascendc.rms_norm %d, %s, %g, %e, %t, %tmp {basicBlock} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<*xui8>
  ascendc.rms_norm %d, %s, %g, %e, %t : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, !ascendc.rmsnorm_tiling
  ascendc.quant %qd, %s, %sc, %off, %n, %tmp, %cfg {isReuseSource, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xi8>, !ascendc.local_tensor<*xf16>, f32, f32, i32, !ascendc.local_tensor<*xui8>, !ascendc.ascend_quant_config
  ascendc.quant %qd, %s, %sc, %off, %n, %cfg {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xi8>, !ascendc.local_tensor<*xf16>, f32, f32, i32, !ascendc.ascend_quant_config
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_kfc_server_forms(AscendC::KfcServer v1, AscendC::TPipe v2, __gm__ uint8_t* v3, constexpr static MatmulConfig CFG{1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,BatchMode::NONE,1,1,1,1,1,1,1,255,1,0,0,0,IterateOrder::UNDEF,ScheduleType::INNER_PRODUCT,0,1,0,0,0,0,0,0,0,65536,BatchOutMode::SINGLE_BATCH};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float>, CFG> v4, constexpr static MatmulConfig CFG{1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,1,BatchMode::NONE,1,1,1,1,1,1,1,255,1,0,0,0,IterateOrder::UNDEF,ScheduleType::INNER_PRODUCT,0,1,0,0,0,0,0,0,0,65536,BatchOutMode::SINGLE_BATCH};matmul::Matmul<matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, half, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float, false, LayoutMode::NONE>, matmul::MatmulType<AscendC::TPosition::GM, CubeFormat::ND, float>, CFG> v5) {
// CHECK-NEXT: v1.Init(v3);
// CHECK-NEXT: v1.InitObj(&v2, );
// CHECK-NEXT: v1.InitObj(&v2, v4, v5);
// CHECK-NEXT: bool v6 = v1.isRun();
// CHECK-NEXT: v1.Run(v5);
// CHECK-NEXT: v1.Quit();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_kfc_server_forms(%k: !ascendc.kfc_server, %p: !ascendc.pipe, %ws: memref<?xui8, 22>, %m1: !mm, %m2: !mm) {
  ascendc.kfc_server.init %k, %ws : !ascendc.kfc_server, memref<?xui8, 22>
  ascendc.kfc_server.init_obj %k, %p : !ascendc.kfc_server, !ascendc.pipe
  ascendc.kfc_server.init_obj %k, %p, %m1, %m2 : !ascendc.kfc_server, !ascendc.pipe, !mm, !mm
  %r = ascendc.kfc_server.is_run %k : i1
  ascendc.kfc_server.run %k, %m2 : !ascendc.kfc_server, !mm
  ascendc.kfc_server.quit %k : !ascendc.kfc_server
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_math_half(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, AscendC::LocalTensor<uint8_t> v4, int32_t v5, half v6) {
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: constexpr uint8_t v7 = 10;
// CHECK-NEXT: AscendC::Asin<half, cm1_i1>(v1, v2, v4, v5);
// CHECK-NEXT: AscendC::Sign<half, c0_i1>(v1, v2, v5);
// CHECK-NEXT: AscendC::Xor<half, c0_i1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::ClampMin<half, cm1_i1>(v1, v2, v4, v6, v5);
// CHECK-NEXT: AscendC::Exp<half, v7, c0_i1>(v1, v2, v4, v5);
// CHECK-NEXT: AscendC::Axpy<half, half, cm1_i1>(v1, v2, v6, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_math_half(%dst: !ascendc.local_tensor<*xf16>, %src: !ascendc.local_tensor<*xf16>, %src1: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %n: i32, %h: f16) {
  %true = arith.constant true
  %false = arith.constant false
  %lvl = "emitc.constant"() <{value = 10 : ui8}> : () -> ui8
  ascendc.asin %dst, %src, %tmp, %n, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i1
  ascendc.sign %dst, %src, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.xor %dst, %src, %src1, %tmp, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.clamp_min %dst, %src, %tmp, %h, %n, %true : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, f16, i32, i1
  ascendc.exp %dst, %src, %n, %lvl, %tmp, %false : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, ui8, !ascendc.local_tensor<*xui8>, i1
  ascendc.axpy %dst, %src, %h, %n, %true : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, i32, i1
  return
}

