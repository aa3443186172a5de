// MicroAPI ops no fused L2 chain produces, in hand-written vector functions on the Ascend 950
// (vf_group, __VEC_SCOPE__, UpdateMask loop over 1000 f32 / 992 int16 elements), per core
// (4 cores):
//   oa = FusedAbsSub(x, y) = |x - y|      ob = FusedExpSub(x, y) = exp(x - y)
//   oc = Sqrt(|x - y|)                     oe = Log10(|x - y|)
//   od = FusedMulDstAdd(x, y) on a register Duplicate(2.0): x·2 + y
//   os[8k] = ReduceSum(x chunk k), om[8k] / on[8k] = ReduceMax / ReduceMin(y chunk k) (chunks of 64; stored through
//            a CreateMask VL1 mask; 0 elsewhere)
//   ox = Xor(p, q)   oy = Duplicate(q register): lane 0 of each 128-lane chunk of q
module attributes {asc.compilation_arch = "c310", asc.kernel_type = "vector", asc.soc_version = "Ascend950PR_9589"} {
  emitc.include "kernel_operator.h"
  func.func @micro(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %p: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %q: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oa: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ob: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oc: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %od: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oe: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %os: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %om: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %on: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ox: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %oy: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %k0 = arith.constant 0 : i32
    %k128 = arith.constant 128 : i32
    %k992 = arith.constant 992 : i32
    %k1000 = arith.constant 1000 : i32
    %k1024 = arith.constant 1024 : i32
    %k4096 = arith.constant 4096 : i32
    %k8192 = arith.constant 8192 : i32
    %k10240 = arith.constant 10240 : i32
    %k12288 = arith.constant 12288 : i32
    %k16384 = arith.constant 16384 : i32
    %k20480 = arith.constant 20480 : i32
    %k20992 = arith.constant 20992 : i32
    %k21504 = arith.constant 21504 : i32
    %k22016 = arith.constant 22016 : i32
    %k24064 = arith.constant 24064 : i32
    %k26112 = arith.constant 26112 : i32
    %fz = arith.constant 0.000000e+00 : f32
    %two = arith.constant 2.000000e+00 : f32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i4 = arith.constant 4 : index
    %i8 = arith.constant 8 : index
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gp, %p : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %gq = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gq, %q : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %goa = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %goa, %oa : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gob = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gob, %ob : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goc = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %goc, %oc : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %god = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %god, %od : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %goe = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %goe, %oe : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gos = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gos, %os : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gom = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gom, %om : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gon = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gon, %on : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gox = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %gox, %ox : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %goy = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %goy, %oy : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %bin = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bin, %k12288 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_with_offset %bin, %k1024, %k0 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %ty = ascendc.tbuf.get_with_offset %bin, %k1024, %k4096 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %tp = ascendc.tbuf.get_with_offset %bin, %k1024, %k8192 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %tq = ascendc.tbuf.get_with_offset %bin, %k1024, %k10240 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %k26112 : !ascendc.tbuf<vecout>, i32
    %toa = ascendc.tbuf.get_with_offset %bout, %k1024, %k0 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %tob = ascendc.tbuf.get_with_offset %bout, %k1024, %k4096 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %toc = ascendc.tbuf.get_with_offset %bout, %k1024, %k8192 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %tod = ascendc.tbuf.get_with_offset %bout, %k1024, %k12288 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %toe = ascendc.tbuf.get_with_offset %bout, %k1024, %k16384 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %tos = ascendc.tbuf.get_with_offset %bout, %k128, %k20480 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %tom = ascendc.tbuf.get_with_offset %bout, %k128, %k20992 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %ton = ascendc.tbuf.get_with_offset %bout, %k128, %k21504 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<128xf32>
    %tox = ascendc.tbuf.get_with_offset %bout, %k1024, %k22016 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi16>
    %toy = ascendc.tbuf.get_with_offset %bout, %k1024, %k24064 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi16>
    %off_x = arith.muli %idx, %k1024 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off_x] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %k1024 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_y = arith.muli %idx, %k1024 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%off_y] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %ty, %gyi, %k1024 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %off_p = arith.muli %idx, %k1024 : i32
    %gpi = ascendc.global_tensor.subindex %gp[%off_p] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tp, %gpi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %off_q = arith.muli %idx, %k1024 : i32
    %gqi = ascendc.global_tensor.subindex %gq[%off_q] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %tq, %gqi, %k1024 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.set_flag mte2_v, %k0 : i32
    ascendc.wait_flag mte2_v, %k0 : i32
    ascendc.duplicate_l2 %tos, %fz, %k128 : !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.duplicate_l2 %tom, %fz, %k128 : !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.duplicate_l2 %ton, %fz, %k128 : !ascendc.local_tensor<128xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    emitasc.vf_group %toa, %tob, %toc, %tod, %toe, %tos, %tom, %ton, %tx, %ty, %k1000 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32 {
      %px = ascendc.local_tensor.get_phy_addr_v2 %tx : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %py = ascendc.local_tensor.get_phy_addr_v2 %ty : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %poa = ascendc.local_tensor.get_phy_addr_v2 %toa : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %pob = ascendc.local_tensor.get_phy_addr_v2 %tob : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %poc = ascendc.local_tensor.get_phy_addr_v2 %toc : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %pod = ascendc.local_tensor.get_phy_addr_v2 %tod : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %poe = ascendc.local_tensor.get_phy_addr_v2 %toe : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %pos = ascendc.local_tensor.get_phy_addr_v2 %tos : !ascendc.local_tensor<128xf32>, memref<128xf32, 26>
      %pom = ascendc.local_tensor.get_phy_addr_v2 %tom : !ascendc.local_tensor<128xf32>, memref<128xf32, 26>
      %pon = ascendc.local_tensor.get_phy_addr_v2 %ton : !ascendc.local_tensor<128xf32>, memref<128xf32, 26>
      emitasc.vec_scope {
        %vl = ascendc.get_vec_len : index
        %lanes = arith.divsi %vl, %i4 : index
        %n = arith.index_cast %k1000 : i32 to index
        %chunks = arith.ceildivsi %n, %lanes : index
        %cnt = emitasc.variable %k1000 : i32, memref<1xui32>
        %one = ascendc.create_mask f32, VL1 : !ascendc.mask_reg
        %rx = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %ry = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %ra = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rb = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rc = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rd = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %re = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rs = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rm = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        %rn = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
        scf.for %i = %i0 to %chunks step %i1 {
          %e = arith.muli %i, %lanes : index
          %m = ascendc.update_mask f32, %cnt : memref<1xui32>
          %qx = emitasc.ptr_offset %px[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vld_micro %rx, %qx : !ascendc.reg_tensor<f32>, memref<1024xf32, 26>
          %qy = emitasc.ptr_offset %py[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vld_micro %ry, %qy : !ascendc.reg_tensor<f32>, memref<1024xf32, 26>
          ascendc.fused_abs_sub_micro %ra, %rx, %ry, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.fused_exp_sub_micro %rb, %rx, %ry, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.sqrt_micro %rc, %ra, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.duplicate %rd, %two : !ascendc.reg_tensor<f32>, f32
          ascendc.fused_mul_dst_add_micro %rd, %rx, %ry, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.log10_micro %re, %ra, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.reduce_sum_micro %rs, %rx, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.reduce_max_micro %rm, %ry, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.reduce_min_micro %rn, %ry, %m : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qoa = emitasc.ptr_offset %poa[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %qoa, %ra, %m : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qob = emitasc.ptr_offset %pob[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %qob, %rb, %m : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qoc = emitasc.ptr_offset %poc[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %qoc, %rc, %m : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qod = emitasc.ptr_offset %pod[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %qod, %rd, %m : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qoe = emitasc.ptr_offset %poe[%e] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %qoe, %re, %m : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %e8 = arith.muli %i, %i8 : index
          %qos = emitasc.ptr_offset %pos[%e8] : memref<128xf32, 26>, memref<128xf32, 26>
          ascendc.data_copy_vst_micro %qos, %rs, %one : memref<128xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qom = emitasc.ptr_offset %pom[%e8] : memref<128xf32, 26>, memref<128xf32, 26>
          ascendc.data_copy_vst_micro %qom, %rm, %one : memref<128xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %qon = emitasc.ptr_offset %pon[%e8] : memref<128xf32, 26>, memref<128xf32, 26>
          ascendc.data_copy_vst_micro %qon, %rn, %one : memref<128xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
        } {asc.vec_scope_loop}
      }
    } {operandSegmentSizes = array<i32: 8, 2, 1>}
    ascendc.pipe_barrier pipe_v
    emitasc.vf_group %tox, %toy, %tp, %tq, %k992 : !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32 {
      %pp = ascendc.local_tensor.get_phy_addr_v2 %tp : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %pq = ascendc.local_tensor.get_phy_addr_v2 %tq : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %pox = ascendc.local_tensor.get_phy_addr_v2 %tox : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %poy = ascendc.local_tensor.get_phy_addr_v2 %toy : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      emitasc.vec_scope {
        %vl = ascendc.get_vec_len : index
        %lanes = arith.divsi %vl, %i2 : index
        %n = arith.index_cast %k992 : i32 to index
        %chunks = arith.ceildivsi %n, %lanes : index
        %cnt = emitasc.variable %k992 : i32, memref<1xui32>
        %rp = ascendc.reg_tensor : !ascendc.reg_tensor<i16>
        %rq = ascendc.reg_tensor : !ascendc.reg_tensor<i16>
        %rx = ascendc.reg_tensor : !ascendc.reg_tensor<i16>
        %ry = ascendc.reg_tensor : !ascendc.reg_tensor<i16>
        scf.for %i = %i0 to %chunks step %i1 {
          %e = arith.muli %i, %lanes : index
          %m = ascendc.update_mask i16, %cnt : memref<1xui32>
          %qp = emitasc.ptr_offset %pp[%e] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vld_micro %rp, %qp : !ascendc.reg_tensor<i16>, memref<1024xi16, 26>
          %qq = emitasc.ptr_offset %pq[%e] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vld_micro %rq, %qq : !ascendc.reg_tensor<i16>, memref<1024xi16, 26>
          ascendc.xor_micro %rx, %rp, %rq, %m : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          ascendc.duplicate_micro %ry, %rq, %m : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          %qox = emitasc.ptr_offset %pox[%e] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vst_micro %qox, %rx, %m : memref<1024xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          %qoy = emitasc.ptr_offset %poy[%e] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vst_micro %qoy, %ry, %m : memref<1024xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
        } {asc.vec_scope_loop}
      }
    } {operandSegmentSizes = array<i32: 2, 2, 1>}
    ascendc.set_flag v_mte3, %k0 : i32
    ascendc.wait_flag v_mte3, %k0 : i32
    %off_oa = arith.muli %idx, %k1000 : i32
    %goai = ascendc.global_tensor.subindex %goa[%off_oa] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goai, %toa, %k1000 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %off_ob = arith.muli %idx, %k1000 : i32
    %gobi = ascendc.global_tensor.subindex %gob[%off_ob] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gobi, %tob, %k1000 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %off_oc = arith.muli %idx, %k1000 : i32
    %goci = ascendc.global_tensor.subindex %goc[%off_oc] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goci, %toc, %k1000 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %off_od = arith.muli %idx, %k1000 : i32
    %godi = ascendc.global_tensor.subindex %god[%off_od] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %godi, %tod, %k1000 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %off_oe = arith.muli %idx, %k1000 : i32
    %goei = ascendc.global_tensor.subindex %goe[%off_oe] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goei, %toe, %k1000 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %off_os = arith.muli %idx, %k128 : i32
    %gosi = ascendc.global_tensor.subindex %gos[%off_os] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gosi, %tos, %k128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %off_om = arith.muli %idx, %k128 : i32
    %gomi = ascendc.global_tensor.subindex %gom[%off_om] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gomi, %tom, %k128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %off_on = arith.muli %idx, %k128 : i32
    %goni = ascendc.global_tensor.subindex %gon[%off_on] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %goni, %ton, %k128 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<128xf32>, i32
    %off_ox = arith.muli %idx, %k992 : i32
    %goxi = ascendc.global_tensor.subindex %gox[%off_ox] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %goxi, %tox, %k992 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<1024xi16>, i32
    %off_oy = arith.muli %idx, %k992 : i32
    %goyi = ascendc.global_tensor.subindex %goy[%off_oy] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %goyi, %toy, %k992 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<1024xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
