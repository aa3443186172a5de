// SoftMax on half rows and RmsNorm on float rows (the earlier numpy-checked kernels ran
// SoftMax on float only and RmsNorm on half only), per core (3 cores):
//   x: 16 rows of 64 halves, through a TQue (AllocTensor/EnQue/DeQue/FreeTensor)
//   y1 = SoftMax(x) with half max and sum (one 32-byte block of 16 halves per row)
//   y2 = SoftMax<half, float>(x) with float max and sum (8 floats per row), shape info
//        srcM 16 / srcK 64
//   ws = WholeReduceSum L0 of each row of x (mask 64, 16 repeats, srcRepStride 4 blocks)
//   rn = RmsNorm of 8 float rows of 48 with float gamma and epsilon (RmsNormTiling b 1,
//        s 8, h 48)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @softmax_norm(%x: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %r: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %gam: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %mx1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sm1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y2: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %mx2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sm2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ws: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %rn: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %eps: f32, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c384 = arith.constant 384 : i32
    %c1024 = arith.constant 1024 : i32
    %c1536 = arith.constant 1536 : i32
    %c2048 = arith.constant 2048 : i32
    %c8192 = arith.constant 8192 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gr = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gr, %r : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gg = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gg, %gam : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy1, %y1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gmx1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gmx1, %mx1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsm1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gsm1, %sm1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy2 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy2, %y2 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gmx2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gmx2, %mx2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gsm2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gsm2, %sm2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gws = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gws, %ws : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %grn = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %grn, %rn : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %qin = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qin, %c1, %c2048 : !ascendc.queue<vecin, 1>, i32, i32
    %qr = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qr, %c1, %c1536 : !ascendc.queue<vecin, 1>, i32, i32
    %qg = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qg, %c1, %c256 : !ascendc.queue<vecin, 1>, i32, i32
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    %outbytes = arith.constant 9728 : i32
    ascendc.pipe.init_buffer %pipe, %bout, %outbytes : !ascendc.tbuf<vecout>, i32
    %ty1 = ascendc.tbuf.get_with_offset %bout, %c1024, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf16>
    %ty2 = ascendc.tbuf.get_with_offset %bout, %c1024, %c2048 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf16>
    %o4096 = arith.constant 4096 : i32
    %tmx1 = ascendc.tbuf.get_with_offset %bout, %c256, %o4096 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %o4608 = arith.constant 4608 : i32
    %tsm1 = ascendc.tbuf.get_with_offset %bout, %c256, %o4608 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf16>
    %o5120 = arith.constant 5120 : i32
    %tmx2 = ascendc.tbuf.get_with_offset %bout, %c128, %o5120 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %o5632 = arith.constant 5632 : i32
    %tsm2 = ascendc.tbuf.get_with_offset %bout, %c128, %o5632 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %o6144 = arith.constant 6144 : i32
    %tws = ascendc.tbuf.get_with_offset %bout, %c16, %o6144 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<16xf16>
    %o6176 = arith.constant 6176 : i32
    %trn = ascendc.tbuf.get_with_offset %bout, %c384, %o6176 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<384xf32>
    %btmp = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %btmp, %c8192 : !ascendc.tbuf<veccalc>, i32
    %tmp = ascendc.tbuf.get_tensor %btmp : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8192xui8>

    %offx = arith.muli %idx, %c1024 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%offx] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.data_copy_l2 %tx, %gxi, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    %offr = arith.muli %idx, %c384 : i32
    %gri = ascendc.global_tensor.subindex %gr[%offr] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %tr = ascendc.que_bind.alloc_tensor %qr : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<384xf32>
    ascendc.data_copy_l2 %tr, %gri, %c384 : !ascendc.local_tensor<384xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.que_bind.enque_tensor %qr, %tr : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<384xf32>
    %tg = ascendc.que_bind.alloc_tensor %qg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<48xf32>
    ascendc.data_copy_l2 %tg, %gg, %c48 : !ascendc.local_tensor<48xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.que_bind.enque_tensor %qg, %tg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<48xf32>

    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    %ar = ascendc.que_bind.deque_tensor %qr : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<384xf32>
    %ag = ascendc.que_bind.deque_tensor %qg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<48xf32>
    %tiling = ascendc.construct !ascendc.softmax_tiling()
    %shape = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %c16 : i32, "srcK" = %c64 : i32, "oriSrcM" = %c16 : i32, "oriSrcK" = %c64 : i32)
    ascendc.softmax %ty1, %tsm1, %tmx1, %ax, %tmp, %tiling, %shape {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<8192xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
    ascendc.softmax %ty2, %tsm2, %tmx2, %ax, %tmp, %tiling, %shape {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<8192xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
    ascendc.whole_reduce_sum_l0 %tws, %ax, %c64, %c16, %c1, %c1, %c4 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, i32, i32, i32
    %tl = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c1 : i32, "sLength" = %c8 : i32, "hLength" = %c48 : i32, "originalHLength" = %c48 : i32)
    ascendc.rms_norm %trn, %ar, %ag, %eps, %tl : !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<48xf32>, f32, !ascendc.rmsnorm_tiling
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf16>
    ascendc.que_bind.free_tensor %qr, %ar : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<384xf32>
    ascendc.que_bind.free_tensor %qg, %ag : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<48xf32>

    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gy1i = ascendc.global_tensor.subindex %gy1[%offx] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gy1i, %ty1, %c1024 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, i32
    %gy2i = ascendc.global_tensor.subindex %gy2[%offx] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gy2i, %ty2, %c1024 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, i32
    %off256 = arith.muli %idx, %c256 : i32
    %gmx1i = ascendc.global_tensor.subindex %gmx1[%off256] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gmx1i, %tmx1, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %gsm1i = ascendc.global_tensor.subindex %gsm1[%off256] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gsm1i, %tsm1, %c256 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<256xf16>, i32
    %off128 = arith.muli %idx, %c128 : i32
    %gmx2i = ascendc.global_tensor.subindex %gmx2[%off128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gmx2i, %tmx2, %c128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %gsm2i = ascendc.global_tensor.subindex %gsm2[%off128] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gsm2i, %tsm2, %c128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %off16 = arith.muli %idx, %c16 : i32
    %gwsi = ascendc.global_tensor.subindex %gws[%off16] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gwsi, %tws, %c16 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<16xf16>, i32
    %grni = ascendc.global_tensor.subindex %grn[%offr] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %grni, %trn, %c384 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<384xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
