// Chunks of x rotated by one core through the system workspace, with the prologue and
// housekeeping calls real operators make: InitSocState, ICachePreLoad, SetSysWorkspace /
// GetSysWorkSpacePtr (the workspace as scratch GM), SetL2CacheHint, DataCachePreload,
// GetSubBlockIdx/GetSubBlockNum (the chunk index is blockIdx · subBlockNum + subBlockIdx),
// SetGlobalBuffer with a size and GetSize, DataSyncBarrier, and the FFTS form of a
// mode-0 cross-core flag (config 1 | 0<<4 | 7<<8) with CrossCoreWaitFlag<0, PIPE_MTE2> as
// the barrier between the two phases. Phase 1: core c copies chunk c of x (len f32 each)
// into chunk c of the workspace; phase 2: core c copies workspace chunk (c+1) mod cores
// into chunk c of y, and stores GetSize of its x view (len) into sizes[c].
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @sys_rotate(%x: memref<?xf32, 22>, %ws: memref<?xf32, 22>, %y: memref<?xf32, 22>, %sizes: memref<?xi32, 22>, %len: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    ascendc.init_soc_state
    %pre = arith.constant 2 : i64
    ascendc.icache_preload %pre : i64
    ascendc.set_sys_workspace %ws : memref<?xf32, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c0_i64 = arith.constant 0 : i64
    %cfg = arith.constant 1793 : i64
    %c7 = arith.constant 7 : i32
    %idx = ascendc.get_block_idx : i32
    %num = ascendc.get_block_num : i32
    %sub = ascendc.get_sub_block_idx : i64
    %subn_u = ascendc.get_sub_block_num : ui64
    %subn = emitc.cast %subn_u : ui64 to i64
    %idx64 = arith.extsi %idx : i32 to i64
    %chunk64 = arith.muli %idx64, %subn : i64
    %chunk64b = arith.addi %chunk64, %sub : i64
    %chunk = arith.trunci %chunk64b : i64 to i32
    %off = arith.muli %chunk, %len : i32
    %wsp = ascendc.get_sys_workspace_ptr : memref<?xf32, 22>
    %gw = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gw, %wsp : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %xs_i = arith.index_cast %off : i32 to index
    %xs = emitasc.ptr_offset %x[%xs_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %xs, %len : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>, i32
    "ascendc.global_tensor.set_l2_cache_hint"(%gx) {mode = 0 : i32, rwMode = 1 : i32} : (!ascendc.global_tensor<?xf32>) -> ()
    ascendc.data_cache_preload %gx, %c0_i64 : !ascendc.global_tensor<?xf32>, i64
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gs, %sizes : !ascendc.global_tensor<?xi32>, memref<?xi32, 22>
    %pipe = ascendc.pipe
    %buf = ascendc.tbuf : !ascendc.tbuf<vecin>
    %bytes = arith.constant 8192 : i32
    ascendc.pipe.init_buffer %pipe, %buf, %bytes : !ascendc.tbuf<vecin>, i32
    %t = ascendc.tbuf.get_tensor %buf : !ascendc.tbuf<vecin>, !ascendc.local_tensor<2048xf32>
    // Phase 1: x chunk -> workspace chunk.
    ascendc.data_copy_l2 %t, %gx, %len : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_mte3, %c0 : i32
    ascendc.wait_flag mte2_mte3, %c0 : i32
    %gwi = ascendc.global_tensor.subindex %gw[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gwi, %t, %len : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, i32
    "ascendc.data_sync_barrier"() {memDsbType = 1 : i32} : () -> ()
    ascendc.ffts_cross_core_sync %cfg {pipe = 5 : i32} : i64
    ascendc.cross_core_wait_flag %c7, 0, pipe_mte2 : i32
    // Phase 2: workspace chunk (c+1) mod cores -> y chunk c.
    %nxt0 = arith.addi %chunk, %c1 : i32
    %nxt = arith.remsi %nxt0, %num : i32
    %noff = arith.muli %nxt, %len : i32
    %gwn = ascendc.global_tensor.subindex %gw[%noff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %t, %gwn, %len : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_mte3, %c0 : i32
    ascendc.wait_flag mte2_mte3, %c0 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gyi, %t, %len : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<2048xf32>, i32
    ascendc.noop
    %size_u = ascendc.global_tensor.get_size %gx : !ascendc.global_tensor<?xf32>, ui64
    %size64 = emitc.cast %size_u : ui64 to i64
    %size = arith.trunci %size64 : i64 to i32
    %o64 = arith.extsi %chunk : i32 to i64
    %o = emitc.cast %o64 : i64 to ui64
    ascendc.global_tensor.set_value %gs, %o, %size : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.data_cache_clean_invalid_global_nodccidst %gs {entireType = 1 : i32} : !ascendc.global_tensor<?xi32>
    ascendc.pipe_barrier pipe_all
    return
  }
}
