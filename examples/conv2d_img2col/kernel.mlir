// 2D convolution as img2col + matmul on the cube, one core, f16 in, f32 out.
// x: the input feature map in NC1HWC0 (C = 32: C1 = 2, C0 = 16; H = W = 8), w: 32 filters
// of 32×3×3 in FRACTAL_Z ([C1·Kh·Kw = 18][N1 = 2][N0 = 16][C0 = 16]), y: the output,
// [Ho·Wo = 64][N = 32] row major. Padding 1 on each side, stride 1, dilation 1: "same".
// GM →(MTE2, DataCopy)→ L1 →(MTE1)→ L0A by the 3D LoadData (img2col), L0B by the 2D one
// (FRACTAL_Z is the L0B layout) →(M, Mmad)→ L0C →(FIX, NZ→ND)→ GM. K (288) is done in two
// halves of 144: the second img2col window starts at column 144 (kStartPt), its Mmad
// accumulates onto the first.
func.func @conv2d(%x: memref<?xf16, 22>, %w: memref<?xf16, 22>, %y: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c18 = arith.constant 18 : i32
  %c64 = arith.constant 64 : i32
  %c144 = arith.constant 144 : i32
  %nx = arith.constant 2048 : i32
  %nw = arith.constant 9216 : i32
  %false = arith.constant false
  %pad0 = arith.constant 0.0 : f16
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gw = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gw, %w : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a1 = ascendc.local_tensor_v3 a1, 0, 2048 : !ascendc.local_tensor<2048xf16>
  %b1 = ascendc.local_tensor_v3 b1, 4096, 9216 : !ascendc.local_tensor<9216xf16>
  %a2 = ascendc.local_tensor_v3 a2, 0, 9216 : !ascendc.local_tensor<9216xf16>
  %a2b = ascendc.local_tensor_v3 a2, 32768, 9216 : !ascendc.local_tensor<9216xf16>
  %b2 = ascendc.local_tensor_v3 b2, 0, 4608 : !ascendc.local_tensor<4608xf16>
  %b2b = ascendc.local_tensor_v3 b2, 16384, 4608 : !ascendc.local_tensor<4608xf16>
  %l0c = ascendc.local_tensor_v3 co1, 0, 2048 : !ascendc.local_tensor<2048xf32>
  ascendc.data_copy_l2 %a1, %gx, %nx : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, i32
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
  // (padList, l1H, l1W, channelSize, kExtension, mExtension, kStartPt, mStartPt, strideW,
  //  strideH, filterW, filterH, dilationFilterW, dilationFilterH, enTranspose, enSmallK,
  //  padValue)
  %lo = ascendc.construct !ascendc.load_data_3d_params_v2<f16>(%pl, %c8, %c8, %c32, %c144, %c64, %c0, %c0, %c1, %c1, %c3, %c3, %c1, %c1, %false, %false, %pad0) : memref<4xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f16
  %hi = ascendc.construct !ascendc.load_data_3d_params_v2<f16>(%pl, %c8, %c8, %c32, %c144, %c64, %c144, %c0, %c1, %c1, %c3, %c3, %c1, %c1, %false, %false, %pad0) : memref<4xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, f16
  ascendc.load_data_3d_l0_v2 %a2, %a1, %lo : !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_3d_params_v2<f16>
  ascendc.load_data_3d_l0_v2 %a2b, %a1, %hi : !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_3d_params_v2<f16>
  // The weights' first 18 fractals (K rows 0-143, both N blocks) and the next 18, as they are.
  %wlo = ascendc.construct !ascendc.load_data_2d_params(%c0, %c18, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
  %whi = ascendc.construct !ascendc.load_data_2d_params(%c18, %c18, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
  ascendc.load_data_l0 %b2, %b1, %wlo : !ascendc.local_tensor<4608xf16>, !ascendc.local_tensor<9216xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_l0 %b2b, %b1, %whi : !ascendc.local_tensor<4608xf16>, !ascendc.local_tensor<9216xf16>, !ascendc.load_data_2d_params
  ascendc.set_flag mte1_m, %c0 : i32
  ascendc.wait_flag mte1_m, %c0 : i32
  %mm0 = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c32 : i32, "k" = %c144 : i32)
  %mm1 = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c32 : i32, "k" = %c144 : i32, "cmatrixInitVal" = %c0 : i32)
  ascendc.mmad %l0c, %a2, %b2, %mm0 : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<4608xf16>, !ascendc.mmad_params
  ascendc.mmad %l0c, %a2b, %b2b, %mm1 : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<9216xf16>, !ascendc.local_tensor<4608xf16>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c64, %c64, %c32, %false) : i32, i32, i32, i32, i1
  %cfg = ascendc.construct !ascendc.fixpipe_config(%c1) constexpr static : i32
  ascendc.fixpipe %gy, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}
