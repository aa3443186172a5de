// L2 chains on the Ascend 950 that ascendc-fuse-vf-block turned into vector functions
// (emitasc.vf_group + __VEC_SCOPE__ loops of MicroAPI ops with UpdateMask tails), per core
// (3 cores): f32 over 1000 elements, f16 and int16 over 976, each out of 1024:
//   of  = relu(|max((x + y)·y, x)| - y) / y      of2 = min(|max((x + y)·y, x)|, x)
//   oh  = (ln b · b + exp a) + -(prelu(a, b))    (mul_add_dst: dst += src0 · src1)
//   os  = ~(p | (p & q))
module attributes {asc.compilation_arch = "c310", asc.kernel_type = "vector", asc.soc_version = "Ascend950PR_9589"} {
  emitc.include "kernel_operator.h"
  func.func @vf_chain(%arg0: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg1: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg2: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg3: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg4: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg5: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg6: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg7: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg8: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg9: memref<*xi16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %arg10: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %arg10 : memref<?xi64, 22>
    %c0_i32 = arith.constant 0 : i32
    %c976_i32 = arith.constant 976 : i32
    %c1000_i32 = arith.constant 1000 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %c10240_i32 = arith.constant 10240 : i32
    %c12288_i32 = arith.constant 12288 : i32
    %c14336_i32 = arith.constant 14336 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %c18432_i32 = arith.constant 18432 : i32
    %c20480_i32 = arith.constant 20480 : i32
    %0 = ascendc.pipe
    %1 = ascendc.get_block_idx : i32
    %2 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %2, %arg0 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %3 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %3, %arg1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %4 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %4, %arg2 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %5 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %5, %arg3 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %6 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %6, %arg4 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %7 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %7, %arg5 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %8 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %8, %arg6 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %9 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %9, %arg7 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %10 = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %10, %arg8 : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %11 = ascendc.global_tensor : !ascendc.global_tensor<?xi16>
    ascendc.global_tensor.set_global_buffer %11, %arg9 : !ascendc.global_tensor<?xi16>, memref<*xi16, 22>
    %12 = ascendc.tbuf : <vecin>
    ascendc.pipe.init_buffer %0, %12, %c16384_i32 : !ascendc.tbuf<vecin>, i32
    %13 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c0_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %14 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c4096_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf32>
    %15 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c8192_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %16 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c10240_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xf16>
    %17 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c12288_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %18 = ascendc.tbuf.get_with_offset %12, %c1024_i32, %c14336_i32 : !ascendc.tbuf<vecin>, i32, i32, !ascendc.local_tensor<1024xi16>
    %19 = ascendc.tbuf : <vecout>
    ascendc.pipe.init_buffer %0, %19, %c12288_i32 : !ascendc.tbuf<vecout>, i32
    %20 = ascendc.tbuf.get_with_offset %19, %c1024_i32, %c0_i32 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %21 = ascendc.tbuf.get_with_offset %19, %c1024_i32, %c4096_i32 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf32>
    %22 = ascendc.tbuf.get_with_offset %19, %c1024_i32, %c8192_i32 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xf16>
    %23 = ascendc.tbuf.get_with_offset %19, %c1024_i32, %c10240_i32 : !ascendc.tbuf<vecout>, i32, i32, !ascendc.local_tensor<1024xi16>
    %24 = ascendc.tbuf : <veccalc>
    ascendc.pipe.init_buffer %0, %24, %c20480_i32 : !ascendc.tbuf<veccalc>, i32
    %25 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c0_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %26 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c4096_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf32>
    %27 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c8192_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf16>
    %28 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c10240_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf16>
    %29 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c12288_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf16>
    %30 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c14336_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xf16>
    %31 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c16384_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xi16>
    %32 = ascendc.tbuf.get_with_offset %24, %c1024_i32, %c18432_i32 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<1024xi16>
    %33 = arith.muli %1, %c1024_i32 : i32
    %34 = ascendc.global_tensor.subindex %2[%33] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %13, %34, %c1024_i32 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %35 = arith.muli %1, %c1024_i32 : i32
    %36 = ascendc.global_tensor.subindex %3[%35] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %14, %36, %c1024_i32 : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<?xf32>, i32
    %37 = arith.muli %1, %c1024_i32 : i32
    %38 = ascendc.global_tensor.subindex %4[%37] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %15, %38, %c1024_i32 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %39 = arith.muli %1, %c1024_i32 : i32
    %40 = ascendc.global_tensor.subindex %5[%39] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %16, %40, %c1024_i32 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<?xf16>, i32
    %41 = arith.muli %1, %c1024_i32 : i32
    %42 = ascendc.global_tensor.subindex %6[%41] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %17, %42, %c1024_i32 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    %43 = arith.muli %1, %c1024_i32 : i32
    %44 = ascendc.global_tensor.subindex %7[%43] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %18, %44, %c1024_i32 : !ascendc.local_tensor<1024xi16>, !ascendc.global_tensor<?xi16>, i32
    ascendc.set_flag mte2_v, %c0_i32 : i32
    ascendc.wait_flag mte2_v, %c0_i32 : i32
    emitasc.vf_group %25, %26, %20, %21, %13, %14, %c1000_i32 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32 {
      %53 = ascendc.local_tensor.get_phy_addr_v2 %13 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %54 = ascendc.local_tensor.get_phy_addr_v2 %14 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %55 = ascendc.local_tensor.get_phy_addr_v2 %25 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %56 = ascendc.local_tensor.get_phy_addr_v2 %26 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %57 = ascendc.local_tensor.get_phy_addr_v2 %20 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      %58 = ascendc.local_tensor.get_phy_addr_v2 %21 : !ascendc.local_tensor<1024xf32>, memref<1024xf32, 26>
      emitasc.vec_scope {
        %59 = ascendc.get_vec_len : index
        %c4 = arith.constant 4 : index
        %60 = arith.divsi %59, %c4 : index
        %61 = arith.index_cast %c1000_i32 : i32 to index
        %62 = arith.ceildivsi %61, %60 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %63 = emitasc.variable %c1000_i32 : i32, memref<1xui32>
        %64 = ascendc.reg_tensor : <f32>
        %65 = ascendc.reg_tensor : <f32>
        %66 = ascendc.reg_tensor : <f32>
        %67 = ascendc.reg_tensor : <f32>
        %68 = ascendc.reg_tensor : <f32>
        %69 = ascendc.reg_tensor : <f32>
        %70 = ascendc.reg_tensor : <f32>
        %71 = ascendc.reg_tensor : <f32>
        %72 = ascendc.reg_tensor : <f32>
        %73 = ascendc.reg_tensor : <f32>
        %74 = ascendc.reg_tensor : <f32>
        %75 = ascendc.reg_tensor : <f32>
        %76 = ascendc.reg_tensor : <f32>
        %77 = ascendc.reg_tensor : <f32>
        %78 = ascendc.reg_tensor : <f32>
        %79 = ascendc.reg_tensor : <f32>
        %80 = ascendc.reg_tensor : <f32>
        %81 = ascendc.reg_tensor : <f32>
        %82 = ascendc.reg_tensor : <f32>
        %83 = ascendc.reg_tensor : <f32>
        %84 = ascendc.reg_tensor : <f32>
        %85 = ascendc.reg_tensor : <f32>
        %86 = ascendc.reg_tensor : <f32>
        scf.for %arg11 = %c0 to %62 step %c1 {
          %87 = arith.muli %arg11, %60 : index
          %88 = ascendc.update_mask f32, %63 : memref<1xui32>
          %89 = emitasc.ptr_offset %53[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vld_micro %65, %89 : !ascendc.reg_tensor<f32>, memref<1024xf32, 26>
          %90 = emitasc.ptr_offset %54[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vld_micro %66, %90 : !ascendc.reg_tensor<f32>, memref<1024xf32, 26>
          ascendc.add_micro %67, %65, %66, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.mul_micro %70, %67, %66, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.max_micro %73, %70, %65, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.abs_micro %75, %73, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.sub_micro %78, %75, %66, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.relu_micro %80, %78, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.div_micro %83, %80, %66, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          ascendc.min_micro %86, %75, %65, %88 : !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %91 = emitasc.ptr_offset %55[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %91, %80, %88 : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %92 = emitasc.ptr_offset %56[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %92, %75, %88 : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %93 = emitasc.ptr_offset %57[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %93, %83, %88 : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
          %94 = emitasc.ptr_offset %58[%87] : memref<1024xf32, 26>, memref<1024xf32, 26>
          ascendc.data_copy_vst_micro %94, %86, %88 : memref<1024xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
        } {asc.vec_scope_loop}
      }
    } {operandSegmentSizes = array<i32: 4, 2, 1>}
    ascendc.pipe_barrier pipe_v
    emitasc.vf_group %27, %28, %29, %30, %22, %16, %15, %c976_i32 : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32 {
      %53 = ascendc.local_tensor.get_phy_addr_v2 %15 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %54 = ascendc.local_tensor.get_phy_addr_v2 %16 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %55 = ascendc.local_tensor.get_phy_addr_v2 %27 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %56 = ascendc.local_tensor.get_phy_addr_v2 %28 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %57 = ascendc.local_tensor.get_phy_addr_v2 %29 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %58 = ascendc.local_tensor.get_phy_addr_v2 %30 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      %59 = ascendc.local_tensor.get_phy_addr_v2 %22 : !ascendc.local_tensor<1024xf16>, memref<1024xf16, 26>
      emitasc.vec_scope {
        %60 = ascendc.get_vec_len : index
        %c2 = arith.constant 2 : index
        %61 = arith.divsi %60, %c2 : index
        %62 = arith.index_cast %c976_i32 : i32 to index
        %63 = arith.ceildivsi %62, %61 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %64 = emitasc.variable %c976_i32 : i32, memref<1xui32>
        %65 = ascendc.reg_tensor : <f16>
        %66 = ascendc.reg_tensor : <f16>
        %67 = ascendc.reg_tensor : <f16>
        %68 = ascendc.reg_tensor : <f16>
        %69 = ascendc.reg_tensor : <f16>
        %70 = ascendc.reg_tensor : <f16>
        %71 = ascendc.reg_tensor : <f16>
        %72 = ascendc.reg_tensor : <f16>
        %73 = ascendc.reg_tensor : <f16>
        %74 = ascendc.reg_tensor : <f16>
        %75 = ascendc.reg_tensor : <f16>
        %76 = ascendc.reg_tensor : <f16>
        %77 = ascendc.reg_tensor : <f16>
        %78 = ascendc.reg_tensor : <f16>
        %79 = ascendc.reg_tensor : <f16>
        %80 = ascendc.reg_tensor : <f16>
        scf.for %arg11 = %c0 to %63 step %c1 {
          %81 = arith.muli %arg11, %61 : index
          %82 = ascendc.update_mask f16, %64 : memref<1xui32>
          %83 = emitasc.ptr_offset %53[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vld_micro %66, %83 : !ascendc.reg_tensor<f16>, memref<1024xf16, 26>
          %84 = emitasc.ptr_offset %54[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vld_micro %68, %84 : !ascendc.reg_tensor<f16>, memref<1024xf16, 26>
          ascendc.exp_micro %67, %66, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          ascendc.ln_micro %69, %68, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          ascendc.prelu_micro %72, %66, %68, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          ascendc.neg_micro %74, %72, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          ascendc.mul_add_dst_micro %67, %69, %68, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          ascendc.add_micro %80, %67, %74, %82 : !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          %85 = emitasc.ptr_offset %55[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vst_micro %85, %67, %82 : memref<1024xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          %86 = emitasc.ptr_offset %56[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vst_micro %86, %69, %82 : memref<1024xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          %87 = emitasc.ptr_offset %57[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vst_micro %87, %72, %82 : memref<1024xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          %88 = emitasc.ptr_offset %58[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vst_micro %88, %74, %82 : memref<1024xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
          %89 = emitasc.ptr_offset %59[%81] : memref<1024xf16, 26>, memref<1024xf16, 26>
          ascendc.data_copy_vst_micro %89, %80, %82 : memref<1024xf16, 26>, !ascendc.reg_tensor<f16>, !ascendc.mask_reg
        } {asc.vec_scope_loop}
      }
    } {operandSegmentSizes = array<i32: 5, 2, 1>}
    ascendc.pipe_barrier pipe_v
    emitasc.vf_group %31, %32, %23, %17, %18, %c976_i32 : !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, !ascendc.local_tensor<1024xi16>, i32 {
      %53 = ascendc.local_tensor.get_phy_addr_v2 %17 : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %54 = ascendc.local_tensor.get_phy_addr_v2 %18 : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %55 = ascendc.local_tensor.get_phy_addr_v2 %31 : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %56 = ascendc.local_tensor.get_phy_addr_v2 %32 : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      %57 = ascendc.local_tensor.get_phy_addr_v2 %23 : !ascendc.local_tensor<1024xi16>, memref<1024xi16, 26>
      emitasc.vec_scope {
        %58 = ascendc.get_vec_len : index
        %c2 = arith.constant 2 : index
        %59 = arith.divsi %58, %c2 : index
        %60 = arith.index_cast %c976_i32 : i32 to index
        %61 = arith.ceildivsi %60, %59 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %62 = emitasc.variable %c976_i32 : i32, memref<1xui32>
        %63 = ascendc.reg_tensor : <i16>
        %64 = ascendc.reg_tensor : <i16>
        %65 = ascendc.reg_tensor : <i16>
        %66 = ascendc.reg_tensor : <i16>
        %67 = ascendc.reg_tensor : <i16>
        %68 = ascendc.reg_tensor : <i16>
        %69 = ascendc.reg_tensor : <i16>
        %70 = ascendc.reg_tensor : <i16>
        %71 = ascendc.reg_tensor : <i16>
        scf.for %arg11 = %c0 to %61 step %c1 {
          %72 = arith.muli %arg11, %59 : index
          %73 = ascendc.update_mask i16, %62 : memref<1xui32>
          %74 = emitasc.ptr_offset %53[%72] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vld_micro %64, %74 : !ascendc.reg_tensor<i16>, memref<1024xi16, 26>
          %75 = emitasc.ptr_offset %54[%72] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vld_micro %65, %75 : !ascendc.reg_tensor<i16>, memref<1024xi16, 26>
          ascendc.and_micro %66, %64, %65, %73 : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          ascendc.or_micro %69, %64, %66, %73 : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          ascendc.not_micro %71, %69, %73 : !ascendc.reg_tensor<i16>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          %76 = emitasc.ptr_offset %55[%72] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vst_micro %76, %66, %73 : memref<1024xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          %77 = emitasc.ptr_offset %56[%72] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vst_micro %77, %69, %73 : memref<1024xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
          %78 = emitasc.ptr_offset %57[%72] : memref<1024xi16, 26>, memref<1024xi16, 26>
          ascendc.data_copy_vst_micro %78, %71, %73 : memref<1024xi16, 26>, !ascendc.reg_tensor<i16>, !ascendc.mask_reg
        } {asc.vec_scope_loop}
      }
    } {operandSegmentSizes = array<i32: 3, 2, 1>}
    ascendc.set_flag v_mte3, %c0_i32 : i32
    ascendc.wait_flag v_mte3, %c0_i32 : i32
    %45 = arith.muli %1, %c1000_i32 : i32
    %46 = ascendc.global_tensor.subindex %8[%45] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %46, %20, %c1000_i32 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %47 = arith.muli %1, %c1000_i32 : i32
    %48 = ascendc.global_tensor.subindex %9[%47] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %48, %21, %c1000_i32 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    %49 = arith.muli %1, %c976_i32 : i32
    %50 = ascendc.global_tensor.subindex %10[%49] : !ascendc.global_tensor<?xf16>, i32, !ascendc.global_tensor<?xf16>
    ascendc.data_copy_l2 %50, %22, %c976_i32 : !ascendc.global_tensor<?xf16>, !ascendc.local_tensor<1024xf16>, i32
    %51 = arith.muli %1, %c976_i32 : i32
    %52 = ascendc.global_tensor.subindex %11[%51] : !ascendc.global_tensor<?xi16>, i32, !ascendc.global_tensor<?xi16>
    ascendc.data_copy_l2 %52, %23, %c976_i32 : !ascendc.global_tensor<?xi16>, !ascendc.local_tensor<1024xi16>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}

