// Compare/Select, Gather, Brcb and DataCopyPad on the types earlier numpy-checked kernels
// ran on float only, per core (2 cores):
//   oh[0:256]    = where(a < b, a, b)      Compare L2 LT (f16) -> Select L2 mode 2
//   oh[256:512]  = where(a < b, a, 0.5)    Select (scalar) L2 mode 1 on the same mask
//   oh[512:768]  = where(a > b, a, b)      Compare L0 GT (128 lanes x 2) -> Select L0 mode 2
//   oh[768:1024] = a[p]                    Gather L2, half, byte offsets 2·p
//   oh[1024:1280]= a[i // 16] for i < 256  Brcb L0, half (8 elements per repeat, 2 repeats)
//   ov[0:256]    = v[q]                    Gather L2, int32, byte offsets 4·q
//   os[0:256]    = s[p]                    Gather L2, int16
//   op: 12 rows of 13 int16 from GM through DataCopyPad (right padding 3 with 7), 16 per row
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @cmpsel_f16(%a: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %b: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %v: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %p: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %q: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %r: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ov: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %op: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c8 = arith.constant 8 : i32
    %c12 = arith.constant 12 : i32
    %c26 = arith.constant 26 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %c156 = arith.constant 156 : i32
    %c192 = arith.constant 192 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %c1024 = arith.constant 1024 : i32
    %c1280 = arith.constant 1280 : i32
    %c1536 = arith.constant 1536 : i32
    %c2048 = arith.constant 2048 : i32
    %c2560 = arith.constant 2560 : i32
    %c3072 = arith.constant 3072 : i32
    %c3584 = arith.constant 3584 : i32
    %c4096 = arith.constant 4096 : i32
    %c4608 = arith.constant 4608 : i32
    %true = arith.constant true
    %hhalf = arith.constant 5.000000e-01 : f16
    %seven = arith.constant 7 : i16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gq = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gq, %q : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gr = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gr, %r : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %goh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %goh, %oh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gov = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gov, %ov : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gop = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gop, %op : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %c4608 : !ascendc.tbuf<vecin>, i32
    %ta = ascendc.tbuf.get_with_offset %bin, %c256, %c0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tb = ascendc.tbuf.get_with_offset %bin, %c256, %c512 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xf16>
    %tv = ascendc.tbuf.get_with_offset %bin, %c256, %c1024 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi32>
    %ts = ascendc.tbuf.get_with_offset %bin, %c256, %c2048 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xi16>
    %tp = ascendc.tbuf.get_with_offset %bin, %c256, %c2560 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui32>
    %tq = ascendc.tbuf.get_with_offset %bin, %c256, %c3584 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<256xui32>
    %bpad = ascendc.tbuf : !ascendc.tbuf<vecin>
    %padbytes = arith.constant 384 : i32
    ascendc.pipe.init_buffer %pipe, %bpad, %padbytes : !ascendc.tbuf<vecin>, i32
    %tr = ascendc.tbuf.get_tensor %bpad : !ascendc.tbuf<vecin>, !ascendc.local_tensor<192xi16>
    %bo = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bo, %c4096 : !ascendc.tbuf<vecout>, i32
    %toh = ascendc.tbuf.get_with_offset %bo, %c1280, %c0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1280xf16>
    %tov = ascendc.tbuf.get_with_offset %bo, %c256, %c2560 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xi32>
    %tos = ascendc.tbuf.get_with_offset %bo, %c256, %c3584 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<256xi16>
    %bm = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bm, %c128 : !ascendc.tbuf<veccalc>, i32
    %m1 = ascendc.tbuf.get_with_offset %bm, %c32, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<32xui8>
    %m2 = ascendc.tbuf.get_with_offset %bm, %c32, %c32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<32xui8>

    %off = arith.muli %idx, %c256 : i32
    %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ta, %gai, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tb, %gbi, %c256 : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<?xf16>, i32
    %gvi = ascendc.global_tensor.subindex %gv[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %tv, %gvi, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.global_tensor<?xi32>, i32
    %gsi = ascendc.global_tensor.subindex %gs[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %ts, %gsi, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.global_tensor<?xi16>, i32
    %gpi = ascendc.global_tensor.subindex %gp[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tp, %gpi, %c256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    %gqi = ascendc.global_tensor.subindex %gq[%off] : !ascendc.global_tensor<?xui32>, i32, !ascendc.global_tensor<?xui32>
    ascendc.data_copy_l2 %tq, %gqi, %c256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    %offr = arith.muli %idx, %c156 : i32
    %gri = ascendc.global_tensor.subindex %gr[%offr] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c12 : i32, "blockLen" = %c26 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<i16>(%true, %c0, %c3, %seven) [i1, i32, ui8, i16] : i1, i32, i32, i16
    ascendc.data_copy_pad_l0_ext %tr, %gri, %cp, %pad : !ascendc.local_tensor<192xi16>, !ascendc.global_tensor<?xi16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<i16>
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32

    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    ascendc.compare_l2 %m1, %ta, %tb, %c256 {cmpMode = 0 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    ascendc.compare_l0 %m2, %ta, %tb, %c128, %c2, %bp {cmpMode = 1 : i32} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.binary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.select_l2 %toh, %m1, %ta, %tb, %c256 {selMode = 2 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
    %o1 = ascendc.local_tensor.subindex %toh[%c256] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.select_scalar_l2 %o1, %m1, %ta, %hhalf, %c256 {selMode = 1 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf16>, f16, i32
    %o2 = ascendc.local_tensor.subindex %toh[%c512] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.select_l0 %o2, %m2, %ta, %tb, %c128, %c2, %bp {selMode = 2 : i32} : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32, i32, !ascendc.binary_repeat_params
    %o3 = ascendc.local_tensor.subindex %toh[%c768] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    ascendc.gather_l2 %o3, %ta, %tp, %c0, %c256 : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xui32>, i32, i32
    %o4 = ascendc.local_tensor.subindex %toh[%c1024] : !ascendc.local_tensor<1280xf16>, i32, !ascendc.local_tensor<1280xf16>
    %brp = emitasc.init_struct !ascendc.brcb_repeat_params("dstBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32)
    ascendc.brcb_l0 %o4, %ta, %c2, %brp : !ascendc.local_tensor<1280xf16>, !ascendc.local_tensor<256xf16>, i32, !ascendc.brcb_repeat_params
    ascendc.gather_l2 %tov, %tv, %tq, %c0, %c256 : !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xui32>, i32, i32
    ascendc.gather_l2 %tos, %ts, %tp, %c0, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xui32>, i32, i32

    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %offo = arith.muli %idx, %c1280 : i32
    %gohi = ascendc.global_tensor.subindex %goh[%offo] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gohi, %toh, %c1280 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1280xf16>, i32
    %govi = ascendc.global_tensor.subindex %gov[%off] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    ascendc.data_copy_l2 %govi, %tov, %c256 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32
    %gosi = ascendc.global_tensor.subindex %gos[%off] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gosi, %tos, %c256 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<256xi16>, i32
    ascendc.set_flag mte2_mte3, %c0 : i32
    ascendc.wait_flag mte2_mte3, %c0 : i32
    %offp = arith.muli %idx, %c192 : i32
    %gopi = ascendc.global_tensor.subindex %gop[%offp] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %gopi, %tr, %c192 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<192xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
