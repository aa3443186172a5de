// Held-out style cases for the common, scalar, sys_var, set_atomic, data_cache and sync
// families (emission.md §3.2, §3.10, §3.15, §3.16, Appendix A), expected text written from
// the spec: every enum value (MaskMode, Pipe, HardEvent, MemDsbT, AtomicDtype, CacheLine,
// DcciDst, RoundMode), integer type attributes spelled unsigned where §3.2/§3.16 say so,
// constant and argument operands.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §3.2: the dtype is spelled with U (integers unsigned), the mode as AscendC::MaskMode::<UP>.
// CHECK-LABEL: void set_vector_mask_dtypes(int32_t v1, uint64_t v2, uint64_t v3) {
// CHECK-NEXT: AscendC::SetVectorMask<uint16_t, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<uint16_t, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: AscendC::SetVectorMask<uint32_t, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<uint32_t, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: AscendC::SetVectorMask<uint8_t, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<uint8_t, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: AscendC::SetVectorMask<uint16_t, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<uint16_t, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: AscendC::SetVectorMask<bfloat16_t, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<bfloat16_t, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: AscendC::SetVectorMask<half, AscendC::MaskMode::NORMAL>(v1);
// CHECK-NEXT: AscendC::SetVectorMask<half, AscendC::MaskMode::COUNTER>(v2, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @set_vector_mask_dtypes(%n: i32, %h: ui64, %l: ui64) {
  ascendc.set_vector_mask_l0 %n {dtype = i16, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = i16, mode = 1 : i32} : ui64, ui64
  ascendc.set_vector_mask_l0 %n {dtype = i32, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = i32, mode = 1 : i32} : ui64, ui64
  ascendc.set_vector_mask_l0 %n {dtype = i8, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = i8, mode = 1 : i32} : ui64, ui64
  ascendc.set_vector_mask_l0 %n {dtype = ui16, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = ui16, mode = 1 : i32} : ui64, ui64
  ascendc.set_vector_mask_l0 %n {dtype = bf16, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = bf16, mode = 1 : i32} : ui64, ui64
  ascendc.set_vector_mask_l0 %n {dtype = f16, mode = 0 : i32} : i32
  ascendc.set_vector_mask_l1 %h, %l {dtype = f16, mode = 1 : i32} : ui64, ui64
  return
}

// §3.16 scalar_cast: {A(dtype)} r = AscendC::ScalarCast<{T(valueIn) with U}, {A(dtype)}, AscendC::RoundMode::<UP>>(valueIn).
// CHECK-LABEL: void scalar_cast_unsigned_source(int32_t v1, float v2, int16_t v3, half v4) {
// CHECK-NEXT: half v5 = AscendC::ScalarCast<uint32_t, half, AscendC::RoundMode::CAST_RINT>(v1);
// CHECK-NEXT: int32_t v6 = AscendC::ScalarCast<float, int32_t, AscendC::RoundMode::CAST_FLOOR>(v2);
// CHECK-NEXT: float v7 = AscendC::ScalarCast<uint16_t, float, AscendC::RoundMode::CAST_NONE>(v3);
// CHECK-NEXT: float v8 = AscendC::ScalarCast<half, float, AscendC::RoundMode::CAST_ODD>(v4);
// CHECK-NEXT: bfloat16_t v9 = AscendC::ScalarCast<float, bfloat16_t, AscendC::RoundMode::CAST_CEIL>(v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_cast_unsigned_source(%a: i32, %b: f32, %c: i16, %d: f16) {
  %0 = ascendc.scalar_cast %a {dtype = f16, roundMode = 1 : i32} : i32 -> f16
  %1 = ascendc.scalar_cast %b {dtype = i32, roundMode = 2 : i32} : f32 -> i32
  %2 = ascendc.scalar_cast %c {dtype = f32, roundMode = 0 : i32} : i16 -> f32
  %3 = ascendc.scalar_cast %d {dtype = f32, roundMode = 6 : i32} : f16 -> f32
  %4 = ascendc.scalar_cast %b {dtype = bf16, roundMode = 3 : i32} : f32 -> bf16
  return
}

// Appendix A #12, #170-#172 with constant and argument countValue.
// CHECK-LABEL: void scalar_bit_ops(uint64_t v1, int64_t v2) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int64_t v3 = AscendC::ScalarGetCountOfValue<c1_i32>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar_bit_ops(%x: ui64, %y: i64) {
  %c = arith.constant 1 : i32
  %0 = ascendc.scalar_get_count_of_value %x, %c : ui64, i32 -> i64
  return
}

// §3.16 get_block_idx/get_block_num cast to the result type; Appendix A system getters.
// CHECK-LABEL: void sys_var_types() {
// CHECK-NEXT: int32_t v1 = static_cast<int32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: uint32_t v2 = static_cast<uint32_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int64_t v4 = AscendC::GetSubBlockIdx();
// CHECK-NEXT: uint64_t v5 = AscendC::GetSubBlockNum();
// CHECK-NEXT: int64_t v6 = AscendC::GetSystemCycle();
// CHECK-NEXT: int64_t v7 = AscendC::GetTaskRatio();
// CHECK-NEXT: int32_t v8 = AscendC::GetDataBlockSizeInBytes();
// CHECK-NEXT: bool v9 = g_coreType == AscendC::AIC;
// CHECK-NEXT: bool v10 = g_coreType == AscendC::AIV;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sys_var_types() {
  %0 = ascendc.get_block_idx : i32
  %1 = ascendc.get_block_num : index
  %2 = ascendc.get_block_num : i64
  %3 = ascendc.get_sub_block_idx : i64
  %4 = ascendc.get_sub_block_num : ui64
  %5 = ascendc.get_system_cycle : i64
  %6 = ascendc.get_task_ratio : i64
  %7 = ascendc.get_data_block_size_in_bytes : i32
  %8 = ascendc.ascend_is_aic : i1
  %9 = ascendc.ascend_is_aiv : i1
  return
}

// §3.16: the workspace pointer types with U (integers unsigned, floats unchanged).
// CHECK-LABEL: void workspace_types(__gm__ half* v1, __gm__ int32_t* v2) {
// CHECK-NEXT: AscendC::SetSysWorkspace(reinterpret_cast<__gm__ half*>(v1));
// CHECK-NEXT: AscendC::SetSysWorkspace(reinterpret_cast<__gm__ uint32_t*>(v2));
// CHECK-NEXT: __gm__ uint32_t* v3 = GetSysWorkSpacePtr();
// CHECK-NEXT: __gm__ uint8_t* v4 = GetSysWorkSpacePtr();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @workspace_types(%w: memref<?xf16, 22>, %u: memref<?xi32, 22>) {
  ascendc.set_sys_workspace %w : memref<?xf16, 22>
  ascendc.set_sys_workspace %u : memref<?xi32, 22>
  %0 = ascendc.get_sys_workspace_ptr : memref<?xi32, 22>
  %1 = ascendc.get_sys_workspace_ptr : memref<?xui8, 22>
  return
}

// §3.10 block sync, Appendix A #29, #189 with constants and other pipes/events.
// CHECK-LABEL: void sync_forms(int32_t v1, int64_t v2) {
// CHECK-NEXT: constexpr int32_t c3_i32 = 3;
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::V_MTE3>(c3_i32);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::V_MTE3>(c3_i32);
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::FIX_FIX>(v2);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<2, PIPE_FIX>(v2);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<1, PIPE_MTE2>(c3_i32);
// CHECK-NEXT: get_buf(PIPE_MTE2, 3, 0);
// CHECK-NEXT: get_buf(PIPE_V, 7, 1);
// CHECK-NEXT: rls_buf(PIPE_MTE3, 0, 1);
// CHECK-NEXT: rls_buf(PIPE_FIX, 4294967295, 0);
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::ALL>();
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::DDR>();
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::UB>();
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::SEQ>();
// CHECK-NEXT: ffts_cross_core_sync(PIPE_FIX, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sync_forms(%e: i32, %g: i64) {
  %c = arith.constant 3 : i32
  ascendc.set_flag v_mte3, %c : i32
  ascendc.wait_flag v_mte3, %c : i32
  ascendc.set_flag fix_fix, %g : i64
  ascendc.cross_core_set_flag %g, 2, pipe_fix : i64
  ascendc.cross_core_wait_flag %c, 1, pipe_mte2 : i32
  ascendc.get_buf pipe_mte2, 3
  ascendc.get_buf pipe_v, 7 {mode}
  ascendc.rls_buf pipe_mte3, 0 {mode}
  ascendc.rls_buf pipe_fix, 4294967295
  "ascendc.data_sync_barrier"() {memDsbType = 0 : i32} : () -> ()
  "ascendc.data_sync_barrier"() {memDsbType = 1 : i32} : () -> ()
  "ascendc.data_sync_barrier"() {memDsbType = 2 : i32} : () -> ()
  "ascendc.data_sync_barrier"() {memDsbType = 3 : i32} : () -> ()
  ascendc.ffts_cross_core_sync %g {pipe = 10 : i32} : i64
  return
}

// Appendix A #181-#185, #201; §3.15 get_store_atomic_config.
// CHECK-LABEL: void atomic_forms() {
// CHECK-NEXT: AscendC::SetAtomicAdd<float>();
// CHECK-NEXT: AscendC::SetAtomicMax<float>();
// CHECK-NEXT: AscendC::SetAtomicMin<float>();
// CHECK-NEXT: AscendC::SetAtomicType<float>();
// CHECK-NEXT: AscendC::SetAtomicAdd<int32_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<int32_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<int32_t>();
// CHECK-NEXT: AscendC::SetAtomicType<int32_t>();
// CHECK-NEXT: AscendC::SetAtomicAdd<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicType<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicAdd<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicType<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicAdd<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicType<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicAdd<uint8_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<uint8_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<uint8_t>();
// CHECK-NEXT: AscendC::SetAtomicType<uint8_t>();
// CHECK-NEXT: AscendC::SetAtomicNone();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_NONE, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_F32, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_F16, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_S16, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_S32, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_S8, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_BF16, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: uint16_t v1;
// CHECK-NEXT: uint16_t v2;
// CHECK-NEXT: AscendC::GetStoreAtomicConfig(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @atomic_forms() {
  "ascendc.set_atomic_add"() {dtype = f32} : () -> ()
  "ascendc.set_atomic_max"() {dtype = f32} : () -> ()
  "ascendc.set_atomic_min"() {dtype = f32} : () -> ()
  "ascendc.set_atomic_type"() {dtype = f32} : () -> ()
  "ascendc.set_atomic_add"() {dtype = i32} : () -> ()
  "ascendc.set_atomic_max"() {dtype = i32} : () -> ()
  "ascendc.set_atomic_min"() {dtype = i32} : () -> ()
  "ascendc.set_atomic_type"() {dtype = i32} : () -> ()
  "ascendc.set_atomic_add"() {dtype = i16} : () -> ()
  "ascendc.set_atomic_max"() {dtype = i16} : () -> ()
  "ascendc.set_atomic_min"() {dtype = i16} : () -> ()
  "ascendc.set_atomic_type"() {dtype = i16} : () -> ()
  "ascendc.set_atomic_add"() {dtype = bf16} : () -> ()
  "ascendc.set_atomic_max"() {dtype = bf16} : () -> ()
  "ascendc.set_atomic_min"() {dtype = bf16} : () -> ()
  "ascendc.set_atomic_type"() {dtype = bf16} : () -> ()
  "ascendc.set_atomic_add"() {dtype = i8} : () -> ()
  "ascendc.set_atomic_max"() {dtype = i8} : () -> ()
  "ascendc.set_atomic_min"() {dtype = i8} : () -> ()
  "ascendc.set_atomic_type"() {dtype = i8} : () -> ()
  "ascendc.set_atomic_add"() {dtype = ui8} : () -> ()
  "ascendc.set_atomic_max"() {dtype = ui8} : () -> ()
  "ascendc.set_atomic_min"() {dtype = ui8} : () -> ()
  "ascendc.set_atomic_type"() {dtype = ui8} : () -> ()
  "ascendc.set_atomic_none"() : () -> ()
  ascendc.set_store_atomic_config atomic_none, atomic_sum
  ascendc.set_store_atomic_config atomic_f32, atomic_sum
  ascendc.set_store_atomic_config atomic_f16, atomic_sum
  ascendc.set_store_atomic_config atomic_s16, atomic_sum
  ascendc.set_store_atomic_config atomic_s32, atomic_sum
  ascendc.set_store_atomic_config atomic_s8, atomic_sum
  ascendc.set_store_atomic_config atomic_bf16, atomic_sum
  %a, %b = ascendc.get_store_atomic_config : ui16, ui16
  return
}

// Appendix A #13-#15, #38, #53, #58: every CacheLine, DcciDst, CacheMode and CacheRwMode.
// CHECK-LABEL: void data_cache_forms(AscendC::GlobalTensor<half> v1, int64_t v2) {
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_ALL>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_UB>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_OUT>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_ATOMIC>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::SINGLE_CACHE_LINE>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_ALL>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_UB>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_OUT>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_ATOMIC>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<half, AscendC::CacheLine::ENTIRE_DATA_CACHE>(v1);
// CHECK-NEXT: AscendC::DataCachePreload(v1, v2);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::READ>(AscendC::CacheMode::CACHE_MODE_DISABLE);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::WRITE>(AscendC::CacheMode::CACHE_MODE_DISABLE);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::RW>(AscendC::CacheMode::CACHE_MODE_DISABLE);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::READ>(AscendC::CacheMode::CACHE_MODE_NORMAL);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::WRITE>(AscendC::CacheMode::CACHE_MODE_NORMAL);
// CHECK-NEXT: v1.SetL2CacheHint<AscendC::CacheRwMode::RW>(AscendC::CacheMode::CACHE_MODE_NORMAL);
// CHECK-NEXT: AscendC::ICachePreLoad(v2);
// CHECK-NEXT: int64_t v3 = AscendC::GetICachePreloadStatus();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_cache_forms(%g: !ascendc.global_tensor<*xf16>, %o: i64) {
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 0 : i32, dcciDst = 0 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 0 : i32, dcciDst = 1 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 0 : i32, dcciDst = 2 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 0 : i32, dcciDst = 3 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global_nodccidst"(%g) {entireType = 0 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 1 : i32, dcciDst = 0 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 1 : i32, dcciDst = 1 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 1 : i32, dcciDst = 2 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global"(%g) {entireType = 1 : i32, dcciDst = 3 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.data_cache_clean_invalid_global_nodccidst"(%g) {entireType = 1 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  ascendc.data_cache_preload %g, %o : !ascendc.global_tensor<*xf16>, i64
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 0 : i32, rwMode = 1 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 0 : i32, rwMode = 2 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 0 : i32, rwMode = 3 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 1 : i32, rwMode = 1 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 1 : i32, rwMode = 2 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  "ascendc.global_tensor.set_l2_cache_hint"(%g) {mode = 1 : i32, rwMode = 3 : i32} : (!ascendc.global_tensor<*xf16>) -> ()
  ascendc.icache_preload %o : i64
  %0 = ascendc.get_icache_preload_status : i64
  return
}

// Appendix A #37, #191 with a constant index; #136, #219; #128-#129, #168, #197-#198, #218.
// CHECK-LABEL: void hccl_and_misc(uint32_t v1, __gm__ uint8_t* v2, AscendC::GlobalTensor<int32_t> v3, AscendC::LocalTensor<int32_t> v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: __gm__ uint8_t* v5 = AscendC::GetHcclContext<c1_i32>();
// CHECK-NEXT: AscendC::SetHcclContext<c1_i32>(v5);
// CHECK-NEXT: AscendC::NotifyNextBlock(v3, v4);
// CHECK-NEXT: AscendC::WaitPreBlock(v3, v4);
// CHECK-NEXT: AscendC::MetricsProfStart();
// CHECK-NEXT: AscendC::MetricsProfStop();
// CHECK-NEXT: AscendC::ResetMask();
// CHECK-NEXT: AscendC::SetMaskCount();
// CHECK-NEXT: AscendC::SetMaskNorm();
// CHECK-NEXT: AscendC::Trap();
// CHECK-NEXT: AscendC::InitSocState();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @hccl_and_misc(%i: ui32, %c: memref<?xui8, 22>, %v: !ascendc.global_tensor<*xi32>, %u: !ascendc.local_tensor<32xi32>) {
  %k = arith.constant 1 : i32
  %0 = ascendc.get_hccl_context %k : i32, memref<?xui8, 22>
  ascendc.set_hccl_context %k, %0 : i32, memref<?xui8, 22>
  ascendc.notify_next_block %v, %u : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<32xi32>
  ascendc.wait_pre_block %v, %u : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<32xi32>
  ascendc.metrics_prof_start
  ascendc.metrics_prof_stop
  ascendc.reset_mask
  ascendc.set_mask_count
  ascendc.set_mask_norm
  ascendc.trap
  ascendc.init_soc_state
  return
}

// §3.12 printf: desc verbatim between quotes (a backslash in the attribute stays one), then the vars.
// CHECK-LABEL: void printf_forms(int32_t v1, float v2) {
// CHECK-NEXT: AscendC::printf("hello");
// CHECK-NEXT: AscendC::printf("a=%d b=%f", v1, v2);
// CHECK-NEXT: AscendC::printf("a\tb=%d\n", v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @printf_forms(%a: i32, %b: f32) {
  "ascendc.printf"() {desc = "hello"} : () -> ()
  ascendc.printf %a, %b {desc = "a=%d b=%f"} : i32, f32
  ascendc.printf %a {desc = "a\\tb=%d\\n"} : i32
  return
}
