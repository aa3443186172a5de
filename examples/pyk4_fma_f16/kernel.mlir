// Half forms of the accumulate ops (earlier numpy-checked kernels ran them on float), per
// core (2 cores), 256 elements each:
//   oh[0:256]   = a · 0.75 + c      Axpy L2 (Axpy<half, half>), dst preloaded with c
//   oh[256:512] = a · b + c         MulAddDst L2 on half, dst preloaded with c
//   oh[512:768] = relu(a + b)       AddRelu L2 on half
//   os          = s << 3            ShiftLeft L2 on int16 (bits shifted out dropped)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @fma_f16(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %c: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %c1024 = arith.constant 1024 : i32
    %c1536 = arith.constant 1536 : i32
    %c2048 = arith.constant 2048 : i32
    %alpha = arith.constant 7.500000e-01 : f16
    %sh = arith.constant 3 : i16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gc = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c1536 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tb = ascendc.tbuf.get_with_offset %bin, %c256, %c512 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %ts = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c2048 : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_with_offset %bo, %c768, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<768xf16>
    %tos = ascendc.tbuf.get_with_offset %bo, %c256, %c1536 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xi16>
    %o1 = ascendc.local_tensor.subindex %toh[%c256] : !ascendc.local_tensor<768xf16>, i32, !ascendc.local_tensor<768xf16>
    %o2 = ascendc.local_tensor.subindex %toh[%c512] : !ascendc.local_tensor<768xf16>, i32, !ascendc.local_tensor<768xf16>
    %off = arith.muli %idx, %c256 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tb, %gbi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gsi = ascendc.global_tensor.subindex %gs[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %ts, %gsi, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.global_tensor<?xi16>, i32
    %gci = ascendc.global_tensor.subindex %gc[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %toh, %gci, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.data_copy_l2 %o1, %gci, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.global_tensor<?xf16>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.axpy_l2 %toh, %ta, %alpha, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf16>, f16, i32
    ascendc.mul_add_dst_l2 %o1, %ta, %tb, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    ascendc.add_relu_l2 %o2, %ta, %tb, %c256 : !ascendc.local_tensor<768xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    ascendc.shift_left_l2 %tos, %ts, %sh, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, i16, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %oo = arith.muli %idx, %c768 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%oo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %c768 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<768xf16>, i32
    %gosi = ascendc.global_tensor.subindex %gos[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gosi, %tos, %c256 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<256xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
