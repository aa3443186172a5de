// Sort of each core's 128 f32 scores with their uint32 indices in two steps, as Ascend C
// sorting tutorials do: Sort32 (4 repeats: 4 runs of 32 (score, index) structures,
// descending), then MrgSort of the 4 runs (MrgSortSrcList from the runs at
// GetSortOffset(32·k), element counts 32, validBit 0b1111), Extract to split scores and
// indices; the merged sequence's first 64 structures also go out whole (GetSortLen(64)
// floats).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @sort_merge(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ix: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %v: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %vi: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %raw: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c1 = arith.constant 1 : i32
    %valid = arith.constant 15 : i16
    %n32 = "emitc.constant"() <{value = 32 : ui16}> : () -> ui16
    %z32 = "emitc.constant"() <{value = 0 : ui32}> : () -> ui32
    %u32 = "emitc.constant"() <{value = 32 : ui32}> : () -> ui32
    %u64 = "emitc.constant"() <{value = 64 : ui32}> : () -> ui32
    %u96 = "emitc.constant"() <{value = 96 : ui32}> : () -> ui32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gix = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gix, %ix : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gvi = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gvi, %vi : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %graw = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %graw, %raw : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bx, %c512 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<128xf32>
    %bi = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bi, %c512 : !ascendc.tbuf<vecin>, i32
    %ti = ascendc.tbuf.get_tensor %bi : !ascendc.tbuf<vecin>, !ascendc.local_tensor<128xui32>
    %bs = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bs, %c1024 : !ascendc.tbuf<veccalc>, i32
    %runs = ascendc.tbuf.get_tensor %bs : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
    %bm = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bm, %c1024 : !ascendc.tbuf<vecout>, i32
    %merged = ascendc.tbuf.get_tensor %bm : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %bv = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bv, %c512 : !ascendc.tbuf<vecout>, i32
    %tv = ascendc.tbuf.get_tensor %bv : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xf32>
    %bvi = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bvi, %c512 : !ascendc.tbuf<vecout>, i32
    %tvi = ascendc.tbuf.get_tensor %bvi : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xui32>
    %off = arith.muli %idx, %c128 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gixi = ascendc.global_tensor.subindex %gix[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tx, %gxi, %c128 : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %ti, %gixi, %c128 : !ascendc.local_tensor<128xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.sort32 %runs, %tx, %ti, %c4 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, i32
    ascendc.pipe_barrier pipe_v
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
    ascendc.mrg_sort %merged, %list, %n32, %n32, %n32, %n32, %z32, %z32, %z32, %z32, %valid, %c1 {operandSegmentSizes = array<i32: 1, 1, 4, 4, 1, 1>} : !ascendc.local_tensor<256xf32>, !ascendc.mrg_sort_src_list<f32>, ui16, ui16, ui16, ui16, ui32, ui32, ui32, ui32, i16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.extract %tv, %tvi, %merged, %c4 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gvo = ascendc.global_tensor.subindex %gv[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gvo, %tv, %c128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %gvio = ascendc.global_tensor.subindex %gvi[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %gvio, %tvi, %c128 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<128xui32>, i32
    %lenu = ascendc.get_sort_len %u64 : ui32
    %len = emitc.cast %lenu : ui32 to i32
    %groff = arith.muli %idx, %len : i32
    %grawi = ascendc.global_tensor.subindex %graw[%groff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %grawi, %merged, %len : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
