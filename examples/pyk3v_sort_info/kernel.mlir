// Top-k style sort of 128 f16 scores per core (6 cores): Sort32 (4 repeats: four sorted runs
// of 32 (score, index) structures, descending), MrgSort with an MrgSort4Info (the four runs,
// elementLengths 32 each, validBit 15) into one sorted sequence, Extract into ov (scores) and
// oi (uint32 indices). Ties keep the lower index first.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @sort_info(%s: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ix: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ov: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oi: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k4 = arith.constant 4 : i32
    %k128 = arith.constant 128 : i32
    %k256 = arith.constant 256 : i32
    %k384 = arith.constant 384 : i32
    %k512 = arith.constant 512 : i32
    %k768 = arith.constant 768 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %u32c = "emitc.constant"() <{value = 32 : ui16}> : () -> ui16
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %false = arith.constant false
    %v15 = arith.constant 15 : i16
    %r1i = arith.constant 1 : i16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gix = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gix, %ix : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gov = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gov, %ov : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %goi = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %goi, %oi : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k768 : !ascendc.tbuf<vecin>, i32
    %ts = ascendc.tbuf.get_with_offset %bin, %k128, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xf16>
    %tix = ascendc.tbuf.get_with_offset %bin, %k128, %k256 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xui32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k768 : !ascendc.tbuf<vecout>, i32
    %tov = ascendc.tbuf.get_with_offset %bout, %k128, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf16>
    %toi = ascendc.tbuf.get_with_offset %bout, %k128, %k256 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xui32>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k2048 : !ascendc.tbuf<veccalc>, i32
    %truns = ascendc.tbuf.get_with_offset %bcalc, %k512, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %tmerged = ascendc.tbuf.get_with_offset %bcalc, %k512, %k1024 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %off_s = arith.muli %idx, %k128 : i32
    %gsi = ascendc.global_tensor.subindex %gs[%off_s] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ts, %gsi, %k128 : !ascendc.local_tensor<128xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_ix = arith.muli %idx, %k128 : i32
    %gixi = ascendc.global_tensor.subindex %gix[%off_ix] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tix, %gixi, %k128 : !ascendc.local_tensor<128xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    ascendc.sort32 %truns, %ts, %tix, %k4 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, i32
    ascendc.pipe_barrier pipe_v
    %r1 = ascendc.local_tensor.subindex %truns[%k128] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %r2 = ascendc.local_tensor.subindex %truns[%k256] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %r3 = ascendc.local_tensor.subindex %truns[%k384] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %list = ascendc.construct !ascendc.mrg_sort_src_list<f16>(%truns, %r1, %r2, %r3) [!ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>] : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>
    %lens = memref.alloca() : memref<4xui16>
    memref.store %u32c, %lens[%i0] : memref<4xui16>
    memref.store %u32c, %lens[%i1] : memref<4xui16>
    memref.store %u32c, %lens[%i2] : memref<4xui16>
    memref.store %u32c, %lens[%i3] : memref<4xui16>
    %info = ascendc.construct !ascendc.mrg_sort4_info(%lens, %false, %v15, %r1i) [memref<4xui16>, i1, i16, i16] : memref<4xui16>, i1, i16, i16
    ascendc.mrg_sort_with_info %tmerged, %list, %info : !ascendc.local_tensor<512xf16>, !ascendc.mrg_sort_src_list<f16>, !ascendc.mrg_sort4_info
    ascendc.pipe_barrier pipe_v
    ascendc.extract %tov, %toi, %tmerged, %k4 : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<512xf16>, i32
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_ov = arith.muli %idx, %k128 : i32
    %govi = ascendc.global_tensor.subindex %gov[%off_ov] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %govi, %tov, %k128 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<128xf16>, i32
    %off_oi = arith.muli %idx, %k128 : i32
    %goii = ascendc.global_tensor.subindex %goi[%off_oi] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %goii, %toi, %k128 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<128xui32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
