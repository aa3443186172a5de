// Full descending sort of rows of 128 f32 scores with their indices (the TopK building
// block), rows split over the cores (per each, the last what is left): Sort32 sorts the
// four runs of 32 (score, index) structures, MrgSort with an MrgSort4Info (elementLengths
// 32×4, validBit 0b1111, one repeat) merges them, Extract splits scores and indices.
// v [rows, 128] f32 gets the sorted scores, vi [rows, 128] u32 their column indices.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @row_sort(%x: memref<?xf32, 22>, %ix: memref<?xui32, 22>, %v: memref<?xf32, 22>, %vi: memref<?xui32, 22>, %rows: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %o_ti = arith.constant 512 : i32
    %o_runs = arith.constant 1024 : i32
    %o_m = arith.constant 2048 : i32
    %o_vi = arith.constant 3072 : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gix = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gix, %ix : !ascendc.global_tensor<?xui32>, memref<?xui32, 22>
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gvi = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gvi, %vi : !ascendc.global_tensor<?xui32>, memref<?xui32, 22>
    %pipe = ascendc.pipe
    %buf = ascendc.tbuf : !ascendc.tbuf<veccalc>
    %bytes = arith.constant 4096 : i32
    ascendc.pipe.init_buffer %pipe, %buf, %bytes : !ascendc.tbuf<veccalc>, i32
    %tx = ascendc.tbuf.get_with_offset %buf, %c128, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<128xf32>
    %ti = ascendc.tbuf.get_with_offset %buf, %c128, %o_ti : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<128xui32>
    %runs = ascendc.tbuf.get_with_offset %buf, %c256, %o_runs : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
    %merged = ascendc.tbuf.get_with_offset %buf, %c256, %o_m : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
    %tvi = ascendc.tbuf.get_with_offset %buf, %c128, %o_vi : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<128xui32>
    %s32 = arith.constant 32 : i32
    %u32 = emitc.cast %s32 : i32 to ui32
    %s64 = arith.constant 64 : i32
    %u64 = emitc.cast %s64 : i32 to ui32
    %s96 = arith.constant 96 : i32
    %u96 = emitc.cast %s96 : i32 to ui32
    %o1u = ascendc.get_sort_offset %u32 : ui32
    %o2u = ascendc.get_sort_offset %u64 : ui32
    %o3u = ascendc.get_sort_offset %u96 : ui32
    %o1 = emitc.cast %o1u : ui32 to i32
    %o2 = emitc.cast %o2u : ui32 to i32
    %o3 = emitc.cast %o3u : ui32 to i32
    %r1 = ascendc.local_tensor.subindex %runs[%o1] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %r2 = ascendc.local_tensor.subindex %runs[%o2] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %r3 = ascendc.local_tensor.subindex %runs[%o3] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %list = ascendc.construct !ascendc.mrg_sort_src_list<f32>(%runs, %r1, %r2, %r3) [!ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>] : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %n32 = arith.constant 32 : i16
    %lens = memref.alloca() : memref<4xi16>
    memref.store %n32, %lens[%i0] : memref<4xi16>
    memref.store %n32, %lens[%i1] : memref<4xi16>
    memref.store %n32, %lens[%i2] : memref<4xi16>
    memref.store %n32, %lens[%i3] : memref<4xi16>
    %susp = arith.constant false
    %valid = arith.constant 15 : i16
    %rep = arith.constant 1 : i16
    %info = ascendc.construct !ascendc.mrg_sort4_info(%lens, %susp, %valid, %rep) [memref<4xi16>, i1, i16, i16] : memref<4xi16>, i1, i16, i16
    ascendc.data_copy_l2 %ti, %gix, %c128 : !ascendc.local_tensor<128xui32>, !ascendc.global_tensor<?xui32>, i32
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt0 = arith.minsi %left, %per : i32
    %cnt = arith.maxsi %cnt0, %c0 : i32
    %rend = arith.addi %r0, %cnt : i32
    scf.for %r = %r0 to %rend step %c1 : i32 {
      %off = arith.muli %r, %c128 : i32
      %gxr = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gvr = ascendc.global_tensor.subindex %gv[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gvir = ascendc.global_tensor.subindex %gvi[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
      ascendc.set_flag v_mte2, %c0 : i32
      ascendc.wait_flag v_mte2, %c0 : i32
      ascendc.set_flag mte3_mte2, %c0 : i32
      ascendc.wait_flag mte3_mte2, %c0 : i32
      ascendc.data_copy_l2 %tx, %gxr, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      ascendc.set_flag mte3_v, %c0 : i32
      ascendc.wait_flag mte3_v, %c0 : i32
      ascendc.sort32 %runs, %tx, %ti, %c4 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, i32
      ascendc.pipe_barrier pipe_v
      ascendc.mrg_sort_with_info %merged, %list, %info : !ascendc.local_tensor<256xf32>, !ascendc.mrg_sort_src_list<f32>, !ascendc.mrg_sort4_info
      ascendc.pipe_barrier pipe_v
      ascendc.extract %tx, %tvi, %merged, %c4 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<256xf32>, i32
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      ascendc.data_copy_l2 %gvr, %tx, %c128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
      ascendc.data_copy_l2 %gvir, %tvi, %c128 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<128xui32>, i32
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
