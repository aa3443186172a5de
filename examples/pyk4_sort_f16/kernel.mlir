// Sort on half scores (earlier numpy-checked kernels sorted floats), per core (2 cores):
// 128 half scores with repeated values and their uint32 indices from GM; Sort with
// isFullSort (4 repeats of 32, one descending sequence of 128) and Sort per 32 (no
// isFullSort), each unpacked by Extract into scores (half) and indices.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @sort_f16(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ix: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ov: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oi: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gix = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gix, %ix : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gov = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gov, %ov : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %goi = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %goi, %oi : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    %inb = arith.constant 768 : i32
    ascendc.pipe.init_buffer %pipe, %bin, %inb : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %c128, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xf16>
    %ti = ascendc.tbuf.get_with_offset %bin, %c128, %c256 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<128xui32>
    %bs = ascendc.tbuf : !ascendc.tbuf<veccalc>
    %sbytes = arith.constant 3072 : i32
    ascendc.pipe.init_buffer %pipe, %bs, %sbytes : !ascendc.tbuf<veccalc>, i32
    %ts1 = ascendc.tbuf.get_with_offset %bs, %c512, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %ts2 = ascendc.tbuf.get_with_offset %bs, %c512, %c1024 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %c2048 = arith.constant 2048 : i32
    %tt = ascendc.tbuf.get_with_offset %bs, %c512, %c2048 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    %ob = arith.constant 1536 : i32
    ascendc.pipe.init_buffer %pipe, %bo, %ob : !ascendc.tbuf<vecout>, i32
    %tv = ascendc.tbuf.get_with_offset %bo, %c256, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %tio = ascendc.tbuf.get_with_offset %bo, %c256, %c512 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xui32>
    %off = arith.muli %idx, %c128 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c128 : !ascendc.local_tensor<128xf16>, !ascendc.global_tensor<?xf16>, i32
    %gixi = ascendc.global_tensor.subindex %gix[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %ti, %gixi, %c128 : !ascendc.local_tensor<128xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.sort %ts1, %tx, %ti, %tt, %c4 {isFullSort} : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<512xf16>, i32
    ascendc.sort %ts2, %tx, %ti, %tt, %c4 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<512xf16>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.extract %tv, %tio, %ts1, %c4 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xui32>, !ascendc.local_tensor<512xf16>, i32
    %tv2 = ascendc.local_tensor.subindex %tv[%c128] : !ascendc.local_tensor<256xf16>, i32, !ascendc.local_tensor<256xf16>
    %tio2 = ascendc.local_tensor.subindex %tio[%c128] : !ascendc.local_tensor<256xui32>, i32, !ascendc.local_tensor<256xui32>
    ascendc.extract %tv2, %tio2, %ts2, %c4 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xui32>, !ascendc.local_tensor<512xf16>, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %oo = arith.muli %idx, %c256 : i32
    %govi = ascendc.global_tensor.subindex %gov[%oo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %govi, %tv, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %goii = ascendc.global_tensor.subindex %goi[%oo] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %goii, %tio, %c256 : !ascendc.global_tensor<?xui32>, !ascendc.local_tensor<256xui32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
