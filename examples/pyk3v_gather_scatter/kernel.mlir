// Gather, Scatter and GatherMask in forms no earlier kernel runs, per core (4 cores):
//   og   = Gather L1 of f16 h (words all / 0xF0F0.. for lanes 64..127, 2 repeats),
//          srcBaseAddr 64 bytes: og[l] = h[32 + offh[l]/2] on the enabled lanes, 0 elsewhere
//   ogx  = Gather L2 of f32 x over 200 elements; -1 after them
//   os   = Scatter L1 of u16 u (2 repeats, all lanes), dstBaseAddr 32 bytes:
//          os[16 + soff[k]/2] = u[k]; 0 elsewhere
//   ogm  = GatherMask of h, built-in pattern 2 (odd lanes), 8 repeats: 512 kept
//   ogm2 = GatherMask of x by a u32 pattern tensor (2 words per repeat, reused: src1RepeatStride 0),
//          4 repeats; -1 after the kept ones
//   ogm3 = GatherMask counter mode (reduceMode), pattern 7, the first 300 of x; -1 after
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @gather_scatter(%h: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %offh: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %offx: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %soff: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %u: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %pat: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %og: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ogx: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ogm: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ogm2: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ogm3: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k4 = arith.constant 4 : i32
    %k8 = arith.constant 8 : i32
    %k32 = arith.constant 32 : i32
    %k64 = arith.constant 64 : i32
    %k200 = arith.constant 200 : i32
    %k256 = arith.constant 256 : i32
    %k300 = arith.constant 300 : i32
    %k512 = arith.constant 512 : i32
    %k1024 = arith.constant 1024 : i32
    %k2048 = arith.constant 2048 : i32
    %k3072 = arith.constant 3072 : i32
    %k4096 = arith.constant 4096 : i32
    %k5120 = arith.constant 5120 : i32
    %k6144 = arith.constant 6144 : i32
    %k7168 = arith.constant 7168 : i32
    %k7680 = arith.constant 7680 : i32
    %k7712 = arith.constant 7712 : i32
    %hz = arith.constant 0.0 : f16
    %fm1 = arith.constant -1.0 : f32
    %uz0 = arith.constant 0 : i16
    %uz = emitc.cast %uz0 : i16 to ui16
    %wa = arith.constant -1 : i64
    %w_all = emitc.cast %wa : i64 to ui64
    %wh = arith.constant -1085102592571150096 : i64
    %w_hi = emitc.cast %wh : i64 to ui64
    %b32 = emitc.cast %k32 : i32 to ui32
    %c300u = emitc.cast %k300 : i32 to ui32
    %p2 = arith.constant 2 : i8
    %p7 = arith.constant 7 : i8
    %false = arith.constant false
    %true = arith.constant true
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %h : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %goffh = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %goffh, %offh : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goffx = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %goffx, %offx : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gsoff = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gsoff, %soff : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gu = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gu, %u : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gpat = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gpat, %pat : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gog = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gog, %og : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gogx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gogx, %ogx : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %gogm = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gogm, %ogm : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gogm2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gogm2, %ogm2 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gogm3 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gogm3, %ogm3 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k7712 : !ascendc.tbuf<vecin>, i32
    %th = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %toffh = ascendc.tbuf.get_with_offset %bin, %k256, %k2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui32>
    %tx = ascendc.tbuf.get_with_offset %bin, %k512, %k3072 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<512xf32>
    %toffx = ascendc.tbuf.get_with_offset %bin, %k256, %k5120 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui32>
    %tsoff = ascendc.tbuf.get_with_offset %bin, %k256, %k6144 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui32>
    %tu = ascendc.tbuf.get_with_offset %bin, %k256, %k7168 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui16>
    %tpat = ascendc.tbuf.get_with_offset %bin, %k8, %k7680 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<8xui32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k7168 : !ascendc.tbuf<vecout>, i32
    %tog = ascendc.tbuf.get_with_offset %bout, %k512, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %togx = ascendc.tbuf.get_with_offset %bout, %k256, %k1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf32>
    %tos = ascendc.tbuf.get_with_offset %bout, %k512, %k2048 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xui16>
    %togm = ascendc.tbuf.get_with_offset %bout, %k512, %k3072 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %togm2 = ascendc.tbuf.get_with_offset %bout, %k256, %k4096 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xf32>
    %togm3 = ascendc.tbuf.get_with_offset %bout, %k512, %k5120 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf32>
    %off_h = arith.muli %idx, %k1024 : i32
    %ghi = ascendc.global_tensor.subindex %gh[%off_h] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %th, %ghi, %k1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_offh = arith.muli %idx, %k256 : i32
    %goffhi = ascendc.global_tensor.subindex %goffh[%off_offh] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %toffh, %goffhi, %k256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    %off_x = arith.muli %idx, %k512 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_offx = arith.muli %idx, %k256 : i32
    %goffxi = ascendc.global_tensor.subindex %goffx[%off_offx] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %toffx, %goffxi, %k256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    %off_soff = arith.muli %idx, %k256 : i32
    %gsoffi = ascendc.global_tensor.subindex %gsoff[%off_soff] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tsoff, %gsoffi, %k256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    %off_u = arith.muli %idx, %k256 : i32
    %gui = ascendc.global_tensor.subindex %gu[%off_u] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %tu, %gui, %k256 : !ascendc.local_tensor<256xui16>, !ascendc.global_tensor<?xui16>, i32
    %off_pat = arith.muli %idx, %k8 : i32
    %gpati = ascendc.global_tensor.subindex %gpat[%off_pat] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tpat, %gpati, %k8 : !ascendc.local_tensor<8xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    ascendc.duplicate_l2 %tog, %hz, %k512 : !ascendc.local_tensor<512xf16>, f16, i32
    ascendc.duplicate_l2 %togx, %fm1, %k256 : !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.duplicate_l2 %tos, %uz, %k512 : !ascendc.local_tensor<512xui16>, ui16, i32
    ascendc.duplicate_l2 %togm2, %fm1, %k256 : !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.duplicate_l2 %togm3, %fm1, %k512 : !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.gather_l1 %tog, %th, %toffh, %k64, %w_all, %w_hi, %k2, %k8 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<256xui32>, i32, ui64, ui64, i32, i32
    ascendc.gather_l2 %togx, %tx, %toffx, %k0, %k200 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xui32>, i32, i32
    ascendc.scatter_l1 %tos, %tu, %tsoff, %b32, %w_all, %w_all, %k2, %k8 : !ascendc.local_tensor<512xui16>, !ascendc.local_tensor<256xui16>, !ascendc.local_tensor<256xui32>, ui32, ui64, ui64, i32, i32
    %gm1 = ascendc.construct !ascendc.gather_mask_params(%k1, %k8, %k8, %k0) [ui8, ui16, ui16, ui16] : i32, i32, i32, i32
    %n1 = ascendc.gather_mask %togm, %th, %p2, %false, %k0, %gm1, default : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<1024xf16>, i8, i1, i32, !ascendc.gather_mask_params -> ui64
    %gm2 = ascendc.construct !ascendc.gather_mask_params(%k1, %k4, %k8, %k0) [ui8, ui16, ui16, ui16] : i32, i32, i32, i32
    %n2 = ascendc.gather_mask %togm2, %tx, %tpat, %false, %k0, %gm2, default : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<8xui32>, i1, i32, !ascendc.gather_mask_params -> ui64
    %gm3 = ascendc.construct !ascendc.gather_mask_params(%k1, %k1, %k8, %k0) [ui8, ui16, ui16, ui16] : i32, i32, i32, i32
    %n3 = ascendc.gather_mask %togm3, %tx, %p7, %true, %c300u, %gm3, default : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i8, i1, ui32, !ascendc.gather_mask_params -> ui64
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_og = arith.muli %idx, %k512 : i32
    %gogi = ascendc.global_tensor.subindex %gog[%off_og] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gogi, %tog, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_ogx = arith.muli %idx, %k256 : i32
    %gogxi = ascendc.global_tensor.subindex %gogx[%off_ogx] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gogxi, %togx, %k256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %off_os = arith.muli %idx, %k512 : i32
    %gosi = ascendc.global_tensor.subindex %gos[%off_os] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %gosi, %tos, %k512 : !ascendc.global_tensor<?xui16>, !ascendc.local_tensor<512xui16>, i32
    %off_ogm = arith.muli %idx, %k512 : i32
    %gogmi = ascendc.global_tensor.subindex %gogm[%off_ogm] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gogmi, %togm, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_ogm2 = arith.muli %idx, %k256 : i32
    %gogm2i = ascendc.global_tensor.subindex %gogm2[%off_ogm2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gogm2i, %togm2, %k256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    %off_ogm3 = arith.muli %idx, %k512 : i32
    %gogm3i = ascendc.global_tensor.subindex %gogm3[%off_ogm3] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gogm3i, %togm3, %k512 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
