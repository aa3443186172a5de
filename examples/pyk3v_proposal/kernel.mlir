// Region proposals (8 elements each: x1 y1 x2 y2 score label - -), per core (5 cores):
//   f16: ProposalConcat x1, y1 and score (modes 0, 1, 4) into 64 zeroed proposals (4 repeats),
//        RpSort16 (4 groups of 16 by score, descending, stable), MrgSort4 of the 4 groups
//        (validBit 15) into or_ (all 64 sorted), ProposalExtract of score (es) and x1 (ex)
//   f32: 48 proposals (score, label by ProposalConcat modes 4 and 5), RpSort16 (3 repeats),
//        MrgSort4 of 3 groups (validBit 7) with ifExhaustedSuspension into of: the merge stops
//        when one group is used up (-1 after); cnt = GetMrgSortResult (u16, 0 after)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @proposal(%x1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y1: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sf: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %lf: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %r: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %es: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ex: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %of: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %cnt: memref<*xui16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %k4 = arith.constant 4 : i32
    %k5 = arith.constant 5 : i32
    %k16 = arith.constant 16 : i32
    %k48 = arith.constant 48 : i32
    %k64 = arith.constant 64 : i32
    %k128 = arith.constant 128 : i32
    %k256 = arith.constant 256 : i32
    %k384 = arith.constant 384 : i32
    %k512 = arith.constant 512 : i32
    %k576 = arith.constant 576 : i32
    %k768 = arith.constant 768 : i32
    %k1024 = arith.constant 1024 : i32
    %k1152 = arith.constant 1152 : i32
    %k1280 = arith.constant 1280 : i32
    %k2048 = arith.constant 2048 : i32
    %k2816 = arith.constant 2816 : i32
    %k2848 = arith.constant 2848 : i32
    %k3584 = arith.constant 3584 : i32
    %k5120 = arith.constant 5120 : i32
    %hz = arith.constant 0.0 : f16
    %fz = arith.constant 0.0 : f32
    %fm1 = arith.constant -1.0 : f32
    %uz0 = arith.constant 0 : i16
    %uz = emitc.cast %uz0 : i16 to ui16
    %u16c = "emitc.constant"() <{value = 16 : ui16}> : () -> ui16
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %false = arith.constant false
    %true = arith.constant true
    %v15 = arith.constant 15 : i16
    %v7 = arith.constant 7 : i16
    %r1 = arith.constant 1 : i16
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gx1, %x1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gy1 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gy1, %y1 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gsf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gsf, %sf : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %glf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %glf, %lf : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gr = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gr, %r : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %ges = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %ges, %es : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gex = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gex, %ex : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gof = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gof, %of : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gcnt = ascendc.global_tensor : !ascendc.global_tensor<?xui16>
    ascendc.global_tensor.set_global_buffer %gcnt, %cnt : !ascendc.global_tensor<?xui16>, memref<*xui16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k768 : !ascendc.tbuf<vecin>, i32
    %tx1 = ascendc.tbuf.get_with_offset %bin, %k64, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<64xf16>
    %ty1 = ascendc.tbuf.get_with_offset %bin, %k64, %k128 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<64xf16>
    %ts = ascendc.tbuf.get_with_offset %bin, %k64, %k256 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<64xf16>
    %tsf = ascendc.tbuf.get_with_offset %bin, %k48, %k384 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<48xf32>
    %tlf = ascendc.tbuf.get_with_offset %bin, %k48, %k576 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<48xf32>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k2848 : !ascendc.tbuf<vecout>, i32
    %tr = ascendc.tbuf.get_with_offset %bout, %k512, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<512xf16>
    %tes = ascendc.tbuf.get_with_offset %bout, %k64, %k1024 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<64xf16>
    %tex = ascendc.tbuf.get_with_offset %bout, %k64, %k1152 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<64xf16>
    %tof = ascendc.tbuf.get_with_offset %bout, %k384, %k1280 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<384xf32>
    %tcnt = ascendc.tbuf.get_with_offset %bout, %k16, %k2816 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<16xui16>
    %bcalc = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bcalc, %k5120 : !ascendc.tbuf<veccalc>, i32
    %tp = ascendc.tbuf.get_with_offset %bcalc, %k512, %k0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %tq = ascendc.tbuf.get_with_offset %bcalc, %k512, %k1024 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<512xf16>
    %tpf = ascendc.tbuf.get_with_offset %bcalc, %k384, %k2048 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<384xf32>
    %tqf = ascendc.tbuf.get_with_offset %bcalc, %k384, %k3584 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<384xf32>
    %off_x1 = arith.muli %idx, %k64 : i32
    %gx1i = ascendc.global_tensor.subindex %gx1[%off_x1] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %tx1, %gx1i, %k64 : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_y1 = arith.muli %idx, %k64 : i32
    %gy1i = ascendc.global_tensor.subindex %gy1[%off_y1] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ty1, %gy1i, %k64 : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_s = arith.muli %idx, %k64 : i32
    %gsi = ascendc.global_tensor.subindex %gs[%off_s] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %ts, %gsi, %k64 : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<?xf16>, i32
    %off_sf = arith.muli %idx, %k48 : i32
    %gsfi = ascendc.global_tensor.subindex %gsf[%off_sf] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tsf, %gsfi, %k48 : !ascendc.local_tensor<48xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_lf = arith.muli %idx, %k48 : i32
    %glfi = ascendc.global_tensor.subindex %glf[%off_lf] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tlf, %glfi, %k48 : !ascendc.local_tensor<48xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32

    ascendc.duplicate_l2 %tp, %hz, %k512 : !ascendc.local_tensor<512xf16>, f16, i32
    ascendc.duplicate_l2 %tpf, %fz, %k384 : !ascendc.local_tensor<384xf32>, f32, i32
    ascendc.duplicate_l2 %tof, %fm1, %k384 : !ascendc.local_tensor<384xf32>, f32, i32
    ascendc.duplicate_l2 %tcnt, %uz, %k16 : !ascendc.local_tensor<16xui16>, ui16, i32
    ascendc.pipe_barrier pipe_v
    ascendc.proposal_concat %tp, %tx1, %k4, %k0 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<64xf16>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.proposal_concat %tp, %ty1, %k4, %k1 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<64xf16>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.proposal_concat %tp, %ts, %k4, %k4 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<64xf16>, i32, i32
    ascendc.proposal_concat %tpf, %tsf, %k3, %k4 : !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<48xf32>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.proposal_concat %tpf, %tlf, %k3, %k5 : !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<48xf32>, i32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.rp_sort16 %tq, %tp, %k4 : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, i32
    ascendc.rp_sort16 %tqf, %tpf, %k3 : !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, i32
    ascendc.pipe_barrier pipe_v
    %q1 = ascendc.local_tensor.subindex %tq[%k128] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %q2 = ascendc.local_tensor.subindex %tq[%k256] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %q3 = ascendc.local_tensor.subindex %tq[%k384] : !ascendc.local_tensor<512xf16>, i32, !ascendc.local_tensor<512xf16>
    %list = ascendc.construct !ascendc.mrg_sort_src_list<f16>(%tq, %q1, %q2, %q3) [!ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>] : !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<512xf16>
    %lens = memref.alloca() : memref<4xui16>
    memref.store %u16c, %lens[%i0] : memref<4xui16>
    memref.store %u16c, %lens[%i1] : memref<4xui16>
    memref.store %u16c, %lens[%i2] : memref<4xui16>
    memref.store %u16c, %lens[%i3] : memref<4xui16>
    %info = ascendc.construct !ascendc.mrg_sort4_info(%lens, %false, %v15, %r1) [memref<4xui16>, i1, i16, i16] : memref<4xui16>, i1, i16, i16
    ascendc.mrg_sort4 %tr, %list, %info : !ascendc.local_tensor<512xf16>, !ascendc.mrg_sort_src_list<f16>, !ascendc.mrg_sort4_info
    %qf1 = ascendc.local_tensor.subindex %tqf[%k128] : !ascendc.local_tensor<384xf32>, i32, !ascendc.local_tensor<384xf32>
    %qf2 = ascendc.local_tensor.subindex %tqf[%k256] : !ascendc.local_tensor<384xf32>, i32, !ascendc.local_tensor<384xf32>
    %listf = ascendc.construct !ascendc.mrg_sort_src_list<f32>(%tqf, %qf1, %qf2, %qf2) [!ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>] : !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>, !ascendc.local_tensor<384xf32>
    %infof = ascendc.construct !ascendc.mrg_sort4_info(%lens, %true, %v7, %r1) [memref<4xui16>, i1, i16, i16] : memref<4xui16>, i1, i16, i16
    ascendc.mrg_sort4 %tof, %listf, %infof : !ascendc.local_tensor<384xf32>, !ascendc.mrg_sort_src_list<f32>, !ascendc.mrg_sort4_info
    %m1, %m2, %m3, %m4 = ascendc.get_mrg_sort_result : ui16, ui16, ui16, ui16
    ascendc.pipe_barrier pipe_v
    ascendc.proposal_extract %tes, %tr, %k4, %k4 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<512xf16>, i32, i32
    ascendc.proposal_extract %tex, %tr, %k4, %k0 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<512xf16>, i32, i32
    ascendc.set_flag v_s, %k0 : i32
    ascendc.wait_flag v_s, %k0 : i32
    ascendc.local_tensor.set_value %tcnt, %k0, %m1 : !ascendc.local_tensor<16xui16>, i32, ui16
    ascendc.local_tensor.set_value %tcnt, %k1, %m2 : !ascendc.local_tensor<16xui16>, i32, ui16
    ascendc.local_tensor.set_value %tcnt, %k2, %m3 : !ascendc.local_tensor<16xui16>, i32, ui16
    ascendc.local_tensor.set_value %tcnt, %k3, %m4 : !ascendc.local_tensor<16xui16>, i32, ui16
    ascendc.set_flag s_mte3, %k0 : i32
    ascendc.wait_flag s_mte3, %k0 : i32
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_r = arith.muli %idx, %k512 : i32
    %gri = ascendc.global_tensor.subindex %gr[%off_r] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gri, %tr, %k512 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<512xf16>, i32
    %off_es = arith.muli %idx, %k64 : i32
    %gesi = ascendc.global_tensor.subindex %ges[%off_es] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gesi, %tes, %k64 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<64xf16>, i32
    %off_ex = arith.muli %idx, %k64 : i32
    %gexi = ascendc.global_tensor.subindex %gex[%off_ex] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %gexi, %tex, %k64 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<64xf16>, i32
    %off_of = arith.muli %idx, %k384 : i32
    %gofi = ascendc.global_tensor.subindex %gof[%off_of] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gofi, %tof, %k384 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<384xf32>, i32
    %off_cnt = arith.muli %idx, %k16 : i32
    %gcnti = ascendc.global_tensor.subindex %gcnt[%off_cnt] : !ascendc.global_tensor<?xui16>, i32, !ascendc.global_tensor<?xui16>
    ascendc.data_copy_l2 %gcnti, %tcnt, %k16 : !ascendc.global_tensor<?xui16>, !ascendc.local_tensor<16xui16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
