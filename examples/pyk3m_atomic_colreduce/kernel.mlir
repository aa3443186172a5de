// Column reductions of three matrices by GM atomics, rows split over the cores (per rows
// each, the last cores fewer or none): every row goes GM -> UB (DataCopy) and back UB -> GM
// onto the one output row with an atomic mode set, so the output ends as the reduction
// whatever order the cores land in.
//   x [rows, 48] i16 -> xmax [48] (SetAtomicMax<int16_t>, from -32768)
//   y [rows, 24] i32 -> ymin [24] (SetAtomicMin<int32_t>, from INT32_MAX)
//   z [rows, 32] f16 -> zsum [32] (SetStoreAtomicConfig<ATOMIC_F16, ATOMIC_SUM>, from 0)
// SetAtomicType<half> re-types the add mode mid-way; GetStoreAtomicConfig's (type, op)
// pair, read while the add is set, is stored by core 0 into cfg [2] (u16 each).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @atomic_colreduce(%x: memref<?xi16, 22>, %y: memref<?xi32, 22>, %z: memref<?xf16, 22>, %xmax: memref<?xi16, 22>, %ymin: memref<?xi32, 22>, %zsum: memref<?xf16, 22>, %cfg: memref<?xui16, 22>, %rows: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c24 = arith.constant 24 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %i0 = arith.constant 0 : i64
    %u0 = emitc.cast %i0 : i64 to ui64
    %i1 = arith.constant 1 : i64
    %u1 = emitc.cast %i1 : i64 to ui64
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xi16>, memref<?xi16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xi32>, memref<?xi32, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf16>, memref<?xf16, 22>
    %gxm = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gxm, %xmax : !ascendc.global_tensor<?xi16>, memref<?xi16, 22>
    %gym = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gym, %ymin : !ascendc.global_tensor<?xi32>, memref<?xi32, 22>
    %gzs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gzs, %zsum : !ascendc.global_tensor<?xf16>, memref<?xf16, 22>
    %gcfg = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gcfg, %cfg : !ascendc.global_tensor<?xui16>, memref<?xui16, 22>
    %pipe = ascendc.pipe
    %buf = ascendc.tbuf : !ascendc.tbuf<vecin>
    %bytes = arith.constant 8192 : i32
    ascendc.pipe.init_buffer %pipe, %buf, %bytes : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %buf, %c48, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<48xi16>
    %o1 = arith.constant 128 : i32
    %ty = ascendc.tbuf.get_with_offset %buf, %c24, %o1 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<24xi32>
    %o2 = arith.constant 256 : i32
    %tz = ascendc.tbuf.get_with_offset %buf, %c32, %o2 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<32xf16>
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt0 = arith.minsi %left, %per : i32
    %cnt = arith.maxsi %cnt0, %c0 : i32
    %r1 = arith.addi %r0, %cnt : i32
    scf.for %r = %r0 to %r1 step %c1 : i32 {
      %xo = arith.muli %r, %c48 : i32
      %yo = arith.muli %r, %c24 : i32
      %zo = arith.muli %r, %c32 : i32
      %gxr = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
      %gyr = ascendc.global_tensor.subindex %gy[%yo] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
      %gzr = ascendc.global_tensor.subindex %gz[%zo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
      ascendc.set_flag mte3_mte2, %c0 : i32
      ascendc.wait_flag mte3_mte2, %c0 : i32
      ascendc.data_copy_l2 %tx, %gxr, %c48 : !ascendc.local_tensor<48xi16>, !ascendc.global_tensor<?xi16>, i32
      ascendc.data_copy_l2 %ty, %gyr, %c24 : !ascendc.local_tensor<24xi32>, !ascendc.global_tensor<?xi32>, i32
      ascendc.data_copy_l2 %tz, %gzr, %c32 : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<?xf16>, i32
      ascendc.set_flag mte2_mte3, %c0 : i32
      ascendc.wait_flag mte2_mte3, %c0 : i32
      ascendc.set_atomic_max {dtype = i16} : () -> ()
      ascendc.data_copy_l2 %gxm, %tx, %c48 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<48xi16>, i32
      ascendc.set_atomic_min {dtype = i32} : () -> ()
      ascendc.data_copy_l2 %gym, %ty, %c24 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<24xi32>, i32
      ascendc.set_store_atomic_config atomic_f32, atomic_sum
      ascendc.set_atomic_type {dtype = f16} : () -> ()
      ascendc.data_copy_l2 %gzs, %tz, %c32 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<32xf16>, i32
      ascendc.set_atomic_none : () -> ()
    }
    %first = arith.cmpi eq, %idx, %c0 : i32
    scf.if %first {
      ascendc.set_store_atomic_config atomic_f16, atomic_sum
      %t, %o = ascendc.get_store_atomic_config : ui16, ui16
      ascendc.set_atomic_none : () -> ()
      ascendc.global_tensor.set_value %gcfg, %u0, %t : !ascendc.global_tensor<?xui16>, ui64, ui16
      ascendc.global_tensor.set_value %gcfg, %u1, %o : !ascendc.global_tensor<?xui16>, ui64, ui16
      ascendc.data_cache_clean_invalid_global_nodccidst %gcfg {entireType = 1 : i32} : !ascendc.global_tensor<?xui16>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
