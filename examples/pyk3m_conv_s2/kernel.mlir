// Strided 2D convolution as img2col + matmul on the cube, one image per core, f16 in,
// f32 out. x: [2 images] NC1HWC0 (C = 32: C1 = 2, C0 = 16; H = W = 9), w: 32 filters of
// 32×3×3 in FRACTAL_Z ([C1·Kh·Kw = 18][N1 = 2][N0 = 16][C0 = 16]), y: [2][Ho·Wo = 25][32]
// row major. Padding 1 on each side, stride 2: Ho = Wo = 5, so M = 25 is not a multiple
// of 16. The img2col window is the generic LoadData with LoadData3DParamsV2 (all 288
// columns, the 25 rows), after SetFmatrix, SetLoadDataPaddingValue, SetLoadDataBoundary(0)
// and SetLoadDataRepeat (one repeat) as a kernel sets the load-3D registers up; the
// weights go to L0B by the 2D LoadData; one Mmad (m = 25, n = 32, k = 288); Fixpipe writes
// the 25 rows.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "cube", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @conv_s2(%x: memref<?xf16, 22>, %w: memref<?xf16, 22>, %y: memref<?xf32, 22>, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c9 = arith.constant 9 : i32
    %c25 = arith.constant 25 : i32
    %c32 = arith.constant 32 : i32
    %c36 = arith.constant 36 : i32
    %c288 = arith.constant 288 : i32
    %nx = arith.constant 2592 : i32
    %nw = arith.constant 9216 : i32
    %ny = arith.constant 800 : i32
    %false = arith.constant false
    %pad0 = arith.constant 0.0 : f16
    %idx = ascendc.get_block_idx : i32
    %xo = arith.muli %idx, %nx : i32
    %yo = arith.muli %idx, %ny : i32
    %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gw = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gw, %w : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gx = ascendc.global_tensor.subindex %gx0[%xo] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %gy = ascendc.global_tensor.subindex %gy0[%yo] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %a1 = ascendc.local_tensor_v3 a1, 0, 2592 : !ascendc.local_tensor<2592xf16>
    %b1 = ascendc.local_tensor_v3 b1, 8192, 9216 : !ascendc.local_tensor<9216xf16>
    %a2 = ascendc.local_tensor_v3 a2, 0, 9216 : !ascendc.local_tensor<9216xf16>
    %b2 = ascendc.local_tensor_v3 b2, 0, 9216 : !ascendc.local_tensor<9216xf16>
    %l0c = ascendc.local_tensor_v3 co1, 0, 1024 : !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_l2 %a1, %gx, %nx : !ascendc.local_tensor<2592xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.data_copy_l2 %b1, %gw, %nw : !ascendc.local_tensor<9216xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.set_flag mte2_mte1, %c0 : i32
    ascendc.wait_flag mte2_mte1, %c0 : i32
    // padList [left, right, top, bottom]
    %pl = memref.alloca() : memref<4xi8>
    %one = arith.constant 1 : i8
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    memref.store %one, %pl[%i0] : memref<4xi8>
    memref.store %one, %pl[%i1] : memref<4xi8>
    memref.store %one, %pl[%i2] : memref<4xi8>
    memref.store %one, %pl[%i3] : memref<4xi8>
    %m0 = arith.constant 0 : i8
    %fm = ascendc.construct !ascendc.fmatrix_mode(%m0) : i8
    %h9 = arith.constant 9 : i16
    ascendc.set_fmatrix %h9, %h9, %pl, %fm : i16, i16, memref<4xi8>, !ascendc.fmatrix_mode
    ascendc.set_load_data_padding_value %pad0 : f16
    ascendc.set_load_data_boundary %c0 : i32
    %rp = ascendc.construct !ascendc.load_data_repeat_param(%c0, %c1, %c0) : i32, i32, i32
    ascendc.set_load_data_repeat %rp : !ascendc.load_data_repeat_param
    // (padList, l1H, l1W, channelSize, kExtension, mExtension, kStartPt, mStartPt, strideW,
    //  strideH, filterW, filterH, dilationFilterW, dilationFilterH, enTranspose, enSmallK,
    //  padValue)
    %p3d = ascendc.construct !ascendc.load_data_3d_params_v2<f16>(%pl, %c9, %c9, %c32, %c288, %c25, %c0, %c0, %c2, %c2, %c3, %c3, %c1, %c1, %false, %false, %pad0) : memref<4xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f16
    ascendc.load_data %a2, %a1, %p3d : !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<2592xf16>, !ascendc.load_data_3d_params_v2<f16>
    %wp = ascendc.construct !ascendc.load_data_2d_params(%c0, %c36, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
    ascendc.load_data %b2, %b1, %wp : !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<9216xf16>, !ascendc.load_data_2d_params
    ascendc.set_flag mte1_m, %c0 : i32
    ascendc.wait_flag mte1_m, %c0 : i32
    %mm = emitasc.init_struct !ascendc.mmad_params("m" = %c25 : i32, "n" = %c32 : i32, "k" = %c288 : i32)
    ascendc.mmad %l0c, %a2, %b2, %mm : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<9216xf16>, !ascendc.mmad_params
    ascendc.set_flag m_fix, %c0 : i32
    ascendc.wait_flag m_fix, %c0 : i32
    %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c25, %c32, %c32, %false) : i32, i32, i32, i32, i1
    %cfg = ascendc.construct !ascendc.fixpipe_config(%c1) constexpr static : i32
    ascendc.fixpipe %gy, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    return
  }
}
