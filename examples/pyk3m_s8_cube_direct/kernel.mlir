// int8 matmul at the cube's level, one batch per core: C[b] (s32, [32×64]) =
// A[b] (s8, [32×64]) × B (s8, [64×64], shared). The host gives both in fractal layouts:
// A[b] already in the L0A (ZZ) order of 16×32 s8 fractals, so LoadData moves it GM -> L0A
// directly (load_data_g2l from GM, on MTE2); B in NZ (16×32 fractals, 16-row blocks of K
// down each 32-column block of N), copied GM -> L1 as it is by DataCopy with
// DataCopyEnhancedParams at their defaults, then LoadDataWithTranspose turns its 32×32
// squares into the ZN layout of L0B (per 32-row band of K: startIndex = band, srcStride =
// K/32 squares, dstGap 1, dstFracGap 0). Mmad accumulates in s32; Fixpipe copies C out
// row major without conversion.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "cube", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @s8_cube_direct(%a: memref<?xi8, 22>, %b: memref<?xi8, 22>, %c: memref<?xi32, 22>, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c512 = arith.constant 512 : i32
    %c2048 = arith.constant 2048 : i32
    %false = arith.constant false
    %true = arith.constant true
    %idx = ascendc.get_block_idx : i32
    %a_off = arith.muli %idx, %c2048 : i32
    %ga0 = ascendc.global_tensor : !ascendc.global_tensor<*xi8>
    ascendc.global_tensor.set_global_buffer %ga0, %a : !ascendc.global_tensor<*xi8>, memref<?xi8, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<*xi8>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xi8>, memref<?xi8, 22>
    %gc0 = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
    ascendc.global_tensor.set_global_buffer %gc0, %c : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
    %ga = ascendc.global_tensor.subindex %ga0[%a_off] : !ascendc.global_tensor<*xi8>, i32, !ascendc.global_tensor<*xi8>
    %gc = ascendc.global_tensor.subindex %gc0[%a_off] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
    %l0a = ascendc.local_tensor_v3 a2, 0, 2048 : !ascendc.local_tensor<2048xi8>
    %l1b = ascendc.local_tensor_v3 b1, 0, 4096 : !ascendc.local_tensor<4096xi8>
    %l0b = ascendc.local_tensor_v3 b2, 0, 4096 : !ascendc.local_tensor<4096xi8>
    %l0c = ascendc.local_tensor_v3 co1, 0, 2048 : !ascendc.local_tensor<2048xi32>
    // A: 4 fractals (M1 = 2 × K1 = 2), GM -> L0A as they are.
    %lda = ascendc.construct !ascendc.load_data_2d_params(%c0, %c4, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
    ascendc.load_data_g2l %l0a, %ga, %lda : !ascendc.local_tensor<2048xi8>, !ascendc.global_tensor<*xi8>, !ascendc.load_data_2d_params
    // B: 4096 bytes = 128 blocks of 32 B in one burst.
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %c128 : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %enh = ascendc.construct !ascendc.data_copy_enhanced_params()
    ascendc.data_copy_enhanced %l1b, %gb, %cp, %enh : !ascendc.local_tensor<4096xi8>, !ascendc.global_tensor<*xi8>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
    ascendc.set_flag mte2_mte1, %c0 : i32
    ascendc.wait_flag mte2_mte1, %c0 : i32
    scf.for %kb = %c0 to %c2 step %c1 : i32 {
      %tp = emitasc.init_struct !ascendc.load_data_2d_transpose_params("startIndex" = %kb : i32, "repeatTimes" = %c2 : i32, "srcStride" = %c2 : i32, "dstGap" = %c1 : i32, "dstFracGap" = %c0 : i32, "addrMode" = %c0 : i32)
      %fr = arith.muli %kb, %c4 : i32
      %off = arith.muli %fr, %c512 : i32
      %d = ascendc.local_tensor.subindex %l0b[%off] : !ascendc.local_tensor<4096xi8>, i32, !ascendc.local_tensor<4096xi8>
      ascendc.load_data_with_transpose %d, %l1b, %tp : !ascendc.local_tensor<4096xi8>, !ascendc.local_tensor<4096xi8>, !ascendc.load_data_2d_transpose_params
    }
    ascendc.set_flag mte1_m, %c0 : i32
    ascendc.wait_flag mte1_m, %c0 : i32
    ascendc.set_flag mte2_m, %c0 : i32
    ascendc.wait_flag mte2_m, %c0 : i32
    %mp = emitasc.init_struct !ascendc.mmad_params("m" = %c32 : i32, "n" = %c64 : i32, "k" = %c64 : i32, "cmatrixInitVal" = %true : i1)
    ascendc.mmad %l0c, %l0a, %l0b, %mp : !ascendc.local_tensor<2048xi32>, !ascendc.local_tensor<2048xi8>, !ascendc.local_tensor<4096xi8>, !ascendc.mmad_params
    ascendc.set_flag m_fix, %c0 : i32
    ascendc.wait_flag m_fix, %c0 : i32
    %fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c64 : i32, "mSize" = %c32 : i32, "srcStride" = %c32 : i32, "dstStride" = %c64 : i32)
    %layout = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
    %cfg = ascendc.construct !ascendc.fixpipe_config(%layout) constexpr static : !ascendc.co2_layout
    ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<2048xi32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    return
  }
}
