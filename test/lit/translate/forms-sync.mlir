// Synchronisation ops (emission.md §3.10, §3.15 and Appendix A rows 29, 56, 57, 136, 139,
// 141, 147, 181-185, 189, 201, 203, 204, 219) in the forms their definitions allow: event
// and flag ids as block arguments, constants, index values and results of other ops, every
// attribute kind (enum, UI8, I32, unit, type), flags given and not.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Flag ids as block arguments, constants of other widths and index; CrossCore mode ids
// up to 255 (UI8Attr); get_buf/rls_buf with and without mode and a bufId printed as an
// unsigned 32-bit value (§3.10, §1.7).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void sync(int32_t v1, int64_t v2) {
// CHECK-NEXT: constexpr int32_t c3_i32 = 3;
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: AscendC::CrossCoreSetFlag<2, PIPE_MTE3>(v1);
// CHECK-NEXT: AscendC::CrossCoreSetFlag<255, PIPE_V>(c3_i32);
// CHECK-NEXT: AscendC::CrossCoreWaitFlag<0, PIPE_ALL>(c0_idx);
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::MTE2_V>(v2);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::V_MTE3>(c3_i32);
// CHECK-NEXT: AscendC::PipeBarrier<PIPE_MTE2>();
// CHECK-NEXT: AscendC::PipeBarrier<PIPE_FIX>();
// CHECK-NEXT: get_buf(PIPE_MTE2, 4294967295, 1);
// CHECK-NEXT: rls_buf(PIPE_V, 4, 0);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @sync(%f: i32, %e: i64) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : index
  ascendc.cross_core_set_flag %f, 2, pipe_mte3 : i32
  ascendc.cross_core_set_flag %c3, 255, pipe_v : i32
  ascendc.cross_core_wait_flag %c0, 0, pipe_all : index
  ascendc.set_flag mte2_v, %e : i64
  ascendc.wait_flag v_mte3, %c3 : i32
  ascendc.pipe_barrier pipe_mte2
  ascendc.pipe_barrier pipe_fix
  ascendc.get_buf pipe_mte2, -1 {mode}
  ascendc.rls_buf pipe_v, 4
  return
}

// Event ids handed out by the pipe (results of other ops) feed SetFlag/WaitFlag and go
// back with ReleaseEventID; the attribute is a template argument everywhere (§2.3).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void event_ids() {
// CHECK-NEXT: AscendC::TPipe v1;
// CHECK-NEXT: int8_t v2 = v1.AllocEventID<AscendC::HardEvent::MTE3_MTE2>();
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::MTE3_MTE2>(v2);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::MTE3_MTE2>(v2);
// CHECK-NEXT: int16_t v3 = v1.FetchEventID<AscendC::HardEvent::S_V>();
// CHECK-NEXT: AscendC::SetFlag<AscendC::HardEvent::S_V>(v3);
// CHECK-NEXT: AscendC::WaitFlag<AscendC::HardEvent::S_V>(v3);
// CHECK-NEXT: v1.ReleaseEventID<AscendC::HardEvent::MTE3_MTE2>(v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @event_ids() {
  %pipe = ascendc.pipe
  %id = ascendc.pipe.alloc_event_id %pipe, mte3_mte2 : i8
  ascendc.set_flag mte3_mte2, %id : i8
  ascendc.wait_flag mte3_mte2, %id : i8
  %id2 = ascendc.pipe.fetch_event_id %pipe, s_v : i16
  ascendc.set_flag s_v, %id2 : i16
  ascendc.wait_flag s_v, %id2 : i16
  ascendc.pipe.release_event_id %pipe, %id {event = 19 : i32} : !ascendc.pipe, i8
  return
}

// Block synchronisation across cores: isAIVOnly lies beyond paramTypeLists (IBSet,
// IBWait, SyncAll with workspaces) or is an attribute of a trait-default call (SyncAll()),
// so it is never printed (Appendix A rows 56, 57, 203, 204).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void blocks(AscendC::GlobalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, int32_t v3, uint32_t v4) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: AscendC::IBSet(v1, v2, v3, c1_i32);
// CHECK-NEXT: AscendC::IBWait(v1, v2, v3, c1_i32);
// CHECK-NEXT: AscendC::SyncAll();
// CHECK-NEXT: AscendC::SyncAll();
// CHECK-NEXT: AscendC::SyncAll(v1, v2, v4);
// CHECK-NEXT: AscendC::SyncAll(v1, v2, c1_i32);
// CHECK-NEXT: AscendC::NotifyNextBlock(v1, v2);
// CHECK-NEXT: AscendC::WaitPreBlock(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @blocks(%gm: !ascendc.global_tensor<*xi32>, %ub: !ascendc.local_tensor<*xi32>, %b: i32, %n: index) {
  %c1 = arith.constant 1 : i32
  ascendc.ib_set %gm, %ub, %b, %c1 {isAIVOnly} : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  ascendc.ib_wait %gm, %ub, %b, %c1 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32, i32
  ascendc.sync_all_hard
  ascendc.sync_all_hard {isAIVOnly}
  ascendc.sync_all_soft %gm, %ub, %n {isAIVOnly} : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, index
  ascendc.sync_all_soft %gm, %ub, %c1 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.notify_next_block %gm, %ub : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>
  ascendc.wait_pre_block %gm, %ub : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>
  return
}

// Barriers and atomics: enum attributes as template arguments (MemDsbT, AtomicDtype,
// AtomicOp), type attributes of other types, the two out-parameters of
// GetStoreAtomicConfig declared uint16_t whatever their IR types (§3.15).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void atomics(uint64_t v1) {
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::UB>();
// CHECK-NEXT: AscendC::DataSyncBarrier<AscendC::MemDsbT::SEQ>();
// CHECK-NEXT: AscendC::SetAtomicAdd<bfloat16_t>();
// CHECK-NEXT: AscendC::SetAtomicMax<int16_t>();
// CHECK-NEXT: AscendC::SetAtomicMin<float>();
// CHECK-NEXT: AscendC::SetAtomicType<int8_t>();
// CHECK-NEXT: AscendC::SetAtomicNone();
// CHECK-NEXT: AscendC::SetStoreAtomicConfig<AscendC::AtomicDtype::ATOMIC_BF16, AscendC::AtomicOp::ATOMIC_SUM>();
// CHECK-NEXT: uint16_t v2;
// CHECK-NEXT: uint16_t v3;
// CHECK-NEXT: AscendC::GetStoreAtomicConfig(v2, v3);
// CHECK-NEXT: ffts_cross_core_sync(PIPE_FIX, v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @atomics(%cfg: ui64) {
  "ascendc.data_sync_barrier"() {memDsbType = 2 : i32} : () -> ()
  "ascendc.data_sync_barrier"() {memDsbType = 3 : i32} : () -> ()
  "ascendc.set_atomic_add"() {dtype = bf16} : () -> ()
  "ascendc.set_atomic_max"() {dtype = i16} : () -> ()
  "ascendc.set_atomic_min"() {dtype = f32} : () -> ()
  "ascendc.set_atomic_type"() {dtype = i8} : () -> ()
  "ascendc.set_atomic_none"() : () -> ()
  ascendc.set_store_atomic_config atomic_bf16, atomic_sum
  %t, %o = ascendc.get_store_atomic_config : i32, i8
  ascendc.ffts_cross_core_sync %cfg {pipe = 10 : i32} : ui64
  return
}
