// System variables, scalar ops, atomics, cache maintenance, barriers and flags,
// dump/profiling, local memory allocators, tensor descriptors and printf: result types,
// enum values and optional parts the op definitions allow.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// System variables with other result types.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sys_var(int32_t* v1) {
// CHECK-NEXT: int32_t v2 = static_cast<int32_t>(AscendC::GetBlockIdx());
// CHECK-NEXT: int64_t v3 = static_cast<int64_t>(AscendC::GetBlockNum());
// CHECK-NEXT: int64_t v4 = AscendC::GetSubBlockIdx();
// CHECK-NEXT: int64_t v5 = AscendC::GetTaskRatio();
// CHECK-NEXT: int64_t v6 = AscendC::GetSystemCycle();
// CHECK-NEXT: int32_t v7 = AscendC::GetVecLen();
// CHECK-NEXT: uint64_t v8 = AscendC::GetSubBlockNum();
// CHECK-NEXT: AscendC::GetArchVersion(v1);
// CHECK-NEXT: int32_t v9 = v2 * v7;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sys_var(%core: memref<?xi32>) {
  %0 = ascendc.get_block_idx : i32
  %1 = ascendc.get_block_num : i64
  %2 = ascendc.get_sub_block_idx : i64
  %3 = ascendc.get_task_ratio : i64
  %4 = ascendc.get_system_cycle : i64
  %5 = ascendc.get_vec_len : i32
  %6 = ascendc.get_sub_block_num : ui64
  ascendc.get_arch_version %core : memref<?xi32>
  %7 = arith.muli %0, %5 : i32
  return
}

// Scalar conversions with the other round modes and types.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void scalar(half v1, float v2, uint64_t v3, int64_t v4) {
// CHECK-NEXT: half v5 = AscendC::ScalarCast<float, half, AscendC::RoundMode::CAST_RINT>(v2);
// CHECK-NEXT: float v6 = AscendC::ScalarCast<half, float, AscendC::RoundMode::CAST_NONE>(v1);
// CHECK-NEXT: int32_t v7 = AscendC::ScalarCast<float, int32_t, AscendC::RoundMode::CAST_CEIL>(v2);
// CHECK-NEXT: int64_t v8 = AscendC::ScalarCountLeadingZero(v3);
// CHECK-NEXT: int64_t v9 = AscendC::CountBitsCntSameAsSignBit(v4);
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int64_t v10 = AscendC::ScalarGetSFFValue<c1_i32>(v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @scalar(%h: f16, %f: f32, %u: ui64, %l: i64) {
  %0 = ascendc.scalar_cast %f {dtype = f16, roundMode = 1 : i32} : f32 -> f16
  %1 = ascendc.scalar_cast %h {dtype = f32, roundMode = 0 : i32} : f16 -> f32
  %2 = ascendc.scalar_cast %f {dtype = i32, roundMode = 3 : i32} : f32 -> i32
  %3 = ascendc.scalar_count_leading_zero %u : ui64 -> i64
  %4 = ascendc.count_bits_cnt_same_as_sign_bit %l : i64 -> i64
  %c1 = arith.constant 1 : i32
  %5 = ascendc.scalar_get_sff_value %u, %c1 : ui64, i32 -> i64
  return
}

// Atomics: every data type the set_atomic ops take, and the store configuration.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void atomic() {
// CHECK-NEXT: AscendC::SetAtomicAdd<float>();
// CHECK-NEXT: AscendC::SetAtomicAdd<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<int32_t>();
// CHECK-NEXT: AscendC::SetAtomicType<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicType<uint8_t>();
// CHECK-NEXT: AscendC::SetAtomicNone();
// CHECK-NEXT: AscendC::SetAtomicNone();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_BF16, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_NONE, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: uint16_t v1;
// CHECK-NEXT: uint16_t v2;
// CHECK-NEXT: AscendC::GetStoreAtomicConfig(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @atomic() {
  ascendc.set_atomic_add {dtype = f32} : () -> ()
  ascendc.set_atomic_add {dtype = bf16} : () -> ()
  ascendc.set_atomic_max {dtype = i16} : () -> ()
  ascendc.set_atomic_min {dtype = i32} : () -> ()
  ascendc.set_atomic_type {dtype = i8} : () -> ()
  ascendc.set_atomic_type {dtype = ui8} : () -> ()
  ascendc.set_atomic_none : () -> ()
  "ascendc.set_atomic_none"() : () -> ()
  ascendc.set_store_atomic_config atomic_bf16, atomic_sum
  ascendc.set_store_atomic_config atomic_none, atomic_sum
  %t, %o = ascendc.get_store_atomic_config : ui16, ui16
  return
}

// Cache maintenance with both cache-line modes and the destinations.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void dcci(AscendC::GlobalTensor<float> v1, AscendC::GlobalTensor<int64_t> v2) {
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<float, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_OUT>(v1);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<int64_t, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_ALL>(v2);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<int64_t, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_ATOMIC>(v2);
// CHECK-NEXT: AscendC::DataCacheCleanAndInvalid<float, AscendC::CacheLine::SINGLE_CACHE_LINE>(v1);
// CHECK-NEXT: int64_t v3 = AscendC::GetICachePreloadStatus();
// CHECK-NEXT: AscendC::ICachePreLoad(v3);
// CHECK-NEXT: constexpr int64_t c2_i64 = 2;
// CHECK-NEXT: AscendC::ICachePreLoad(c2_i64);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @dcci(%g: !ascendc.global_tensor<*xf32>, %gi: !ascendc.global_tensor<*xi64>) {
  ascendc.data_cache_clean_invalid_global %g {dcciDst = 2 : i32, entireType = 1 : i32} : !ascendc.global_tensor<*xf32>
  ascendc.data_cache_clean_invalid_global %gi {dcciDst = 0 : i32, entireType = 0 : i32} : !ascendc.global_tensor<*xi64>
  ascendc.data_cache_clean_invalid_global %gi {dcciDst = 3 : i32, entireType = 1 : i32} : !ascendc.global_tensor<*xi64>
  ascendc.data_cache_clean_invalid_global_nodccidst %g {entireType = 0 : i32} : !ascendc.global_tensor<*xf32>
  %s = ascendc.get_icache_preload_status : i64
  ascendc.icache_preload %s : i64
  %c = arith.constant 2 : i64
  ascendc.icache_preload %c : i64
  return
}

// Barriers and flags: enum values the visible cases leave out.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sync(int32_t v1, int32_t v2) {
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::DDR>();
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::SEQ>();
// CHECK-NEXT: AscendC::CrossCoreSetFlag<2, PIPE_MTE3>(v2);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<1, PIPE_FIX>(v2);
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::S_MTE3>(v1);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::FIX_MTE2>(v1);
// CHECK-NEXT: AscendC::PipeBarrier<PIPE_MTE5>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sync(%id: i32, %f: i32) {
  ascendc.data_sync_barrier {memDsbType = 1 : i32} : () -> ()
  ascendc.data_sync_barrier {memDsbType = 3 : i32} : () -> ()
  ascendc.cross_core_set_flag %f, 2, pipe_mte3 : i32
  ascendc.cross_core_wait_flag %f, 1, pipe_fix : i32
  ascendc.set_flag s_mte3, %id : i32
  ascendc.wait_flag fix_mte2, %id : i32
  ascendc.pipe_barrier pipe_mte5
  return
}

// Dump and profiling of half and integer tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void dump(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, uint32_t v3, uint32_t v4) {
// CHECK-NEXT: AscendC::DumpTensor(v1, v3, v4);
// CHECK-NEXT: AscendC::DumpTensor(v2, v3, v4);
// CHECK-NEXT: AscendC::ShapeInfo v5;
// CHECK-NEXT: AscendC::DumpTensor(v2, v3, v4, v5);
// CHECK-NEXT: AscendC::DumpAccChkPoint(v2, v3, v4, v3);
// CHECK-NEXT: AscendC::PrintTimeStamp(v4);
// CHECK-NEXT: AscendC::MetricsProfStart();
// CHECK-NEXT: AscendC::MetricsProfStop();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @dump(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<*xi32>, %a: ui32, %b: ui32) {
  ascendc.dump_tensor %g, %a, %b : !ascendc.global_tensor<*xf16>, ui32, ui32
  ascendc.dump_tensor %l, %a, %b : !ascendc.local_tensor<*xi32>, ui32, ui32
  %si = ascendc.construct !ascendc.shape_info() []
  ascendc.dump_tensor %l, %a, %b, %si : !ascendc.local_tensor<*xi32>, ui32, ui32, !ascendc.shape_info
  ascendc.dump_acc_chk_point %l, %a, %b, %a : !ascendc.local_tensor<*xi32>, ui32, ui32, ui32
  ascendc.print_time_stamp %b : ui32
  ascendc.metrics_prof_start
  ascendc.metrics_prof_stop
  return
}

// Local memory allocators: the alloc forms and the remaining hardware kinds.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void allocator(int32_t v1) {
// CHECK-NEXT: constexpr int64_t c1_i64 = 1;
// CHECK-NEXT: AscendC::LocalMemAllocator<AscendC::Hardware::UB> v2;
// CHECK-NEXT: constexpr int32_t c64_i32 = 64;
// CHECK-NEXT: AscendC::LocalTensor<half> v3 = v2.Alloc<AscendC::TPosition::VECOUT, half, c64_i32>();
// CHECK-NEXT: AscendC::LocalTensor<int32_t> v4 = v2.Alloc<AscendC::TPosition::VECCALC, int32_t>(v1);
// CHECK-NEXT: uint32_t v5 = v2.GetCurAddr();
// CHECK-NEXT: constexpr int64_t c2_i64 = 2;
// CHECK-NEXT: AscendC::LocalMemAllocator<AscendC::Hardware::L1> v6;
// CHECK-NEXT: AscendC::LocalTensor<bfloat16_t> v7 = v6.Alloc<AscendC::TPosition::A1, bfloat16_t, c64_i32>();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @allocator(%size: i32) {
  %hw = arith.constant 1 : i64
  %a = ascendc.local_mem_allocator %hw : i64, !ascendc.local_mem_allocator<1>
  %c64 = arith.constant 64 : i32
  %t0 = ascendc.local_mem_allocator.alloc %a, vecout, %c64, f16 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf16>
  %t1 = ascendc.local_mem_allocator.alloc_dynamic %a, veccalc, %size, i32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xi32>
  %addr = ascendc.local_mem_allocator.get_cur_addr %a : !ascendc.local_mem_allocator<1>, ui32
  %hw2 = arith.constant 2 : i64
  %l1 = ascendc.local_mem_allocator %hw2 : i64, !ascendc.local_mem_allocator<2>
  %t2 = ascendc.local_mem_allocator.alloc %l1, a1, %c64, bf16 : !ascendc.local_mem_allocator<2>, i32, !ascendc.local_tensor<*xbf16>
  return
}

// Tensor descriptors of other element types.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc(__gm__ int8_t* v1, uint32_t v2, uint32_t v3, uint64_t v4) {
// CHECK-NEXT: AscendC::TensorDesc v5 = AscendC::TensorDesc<half>();
// CHECK-NEXT: uint64_t v6 = v5.GetDim();
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int64_t v7 = v5.GetShape(c1_i32);
// CHECK-NEXT: __gm__ half* v8 = v5.GetDataPtr();
// CHECK-NEXT: AscendC::GlobalTensor<half> v9 = v5.GetDataObj();
// CHECK-NEXT: AscendC::ListTensorDesc v10 = AscendC::ListTensorDesc(v1, v2, v2);
// CHECK-NEXT: __gm__ half* v11 = v10.GetDataPtr<half>(v3);
// CHECK-NEXT: uint32_t v12 = v10.GetSize();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc(%p: memref<?xi8, 22>, %n: ui32, %i: ui32, %addr: ui64) {
  %d = ascendc.tensor_desc f16 : !ascendc.tensor_desc
  %dim = ascendc.tensor_desc_get_dim %d : !ascendc.tensor_desc, ui64
  %c1 = arith.constant 1 : i32
  %s = ascendc.tensor_desc_get_shape %d, %c1 : !ascendc.tensor_desc, i64, i32
  %ptr = ascendc.tensor_desc_get_data_ptr %d : !ascendc.tensor_desc, memref<?xf16, 22>
  %obj = ascendc.tensor_desc_get_data_obj %d : !ascendc.tensor_desc, !ascendc.global_tensor<*xf16>
  %l = ascendc.list_tensor_desc_v2 %p, %n, %n : !ascendc.list_tensor_desc, memref<?xi8, 22>, ui32, ui32
  %dp = ascendc.list_tensor_desc_get_data_ptr %l, %i {dtype = f16} : memref<?xf16, 22>
  %sz = ascendc.list_tensor_desc_get_size %l : !ascendc.list_tensor_desc
  return
}

// Printing with no, one and several values.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void printing(int32_t v1, float v2) {
// CHECK-NEXT: AscendC::printf("start");
// CHECK-NEXT: AscendC::printf("a=%d", v1);
// CHECK-NEXT: AscendC::printf("a=%d b=%f", v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @printing(%a: i32, %b: f32) {
  ascendc.printf {desc = "start"} :
  ascendc.printf %a {desc = "a=%d"} : i32
  ascendc.printf %a, %b {desc = "a=%d b=%f"} : i32, f32
  return
}
