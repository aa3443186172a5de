// C[m×36] (f32) = A[m×48] × B[48×36], all f32, 40 rows of C per core (m = 40·cores): the
// f32 cube path of a linear layer. A goes GM -> L1 by ND2NZ (16×8 fractals) and L1 -> L0A
// by LoadData (load_data_g2l, one call per 16-row band, ZZ); B goes GM -> L1 by ND2NZ in
// bands of 16 K-rows and L1 -> L0B by LoadDataWithTranspose (one call per band: 16×16
// squares, dstFracGap N1-1), the ZN layout Mmad reads. M = 40 and N = 36 are not multiples
// of 16: the rows/columns past them are never written to L1 and never reach GM. Fixpipe
// with an L1 workspace writes C row-major; SetHF32Mode(false) and SetMMLayoutTransform
// (order only) leave the f32 products exact.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "cube", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @f32_matmul_tb(%a: memref<?xf32, 22>, %b: memref<?xf32, 22>, %c: memref<?xf32, 22>, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c6 = arith.constant 6 : i32
    %c16 = arith.constant 16 : i32
    %c36 = arith.constant 36 : i32
    %c40 = arith.constant 40 : i32
    %c48 = arith.constant 48 : i32
    %c576 = arith.constant 576 : i32
    %c768 = arith.constant 768 : i32
    %c128 = arith.constant 128 : i32
    %false = arith.constant false
    %true = arith.constant true
    ascendc.set_hf32_mode %false : i1
    ascendc.set_mm_layout_transform %false : i1
    %idx = ascendc.get_block_idx : i32
    %row = arith.muli %idx, %c40 : i32
    %a_off = arith.muli %row, %c48 : i32
    %c_off = arith.muli %row, %c36 : i32
    %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gai = ascendc.global_tensor.subindex %ga[%a_off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gci = ascendc.global_tensor.subindex %gc[%c_off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %l1a = ascendc.local_tensor_v3 a1, 0, 2304 : !ascendc.local_tensor<2304xf32>
    %l1b = ascendc.local_tensor_v3 b1, 16384, 2304 : !ascendc.local_tensor<2304xf32>
    %ws = ascendc.local_tensor_v3 c1, 32768, 64 : !ascendc.local_tensor<64xui64>
    %pa = ascendc.construct !ascendc.nd2nz_params(%c1, %c40, %c48, %c0, %c48, %c48, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
    %pb = ascendc.construct !ascendc.nd2nz_params(%c3, %c16, %c36, %c576, %c36, %c16, %c1, %c768) : i32, i32, i32, i32, i32, i32, i32, i32
    ascendc.data_copy_nd2nz %l1a, %gai, %pa : !ascendc.local_tensor<2304xf32>, !ascendc.global_tensor<*xf32>, !ascendc.nd2nz_params
    ascendc.data_copy_nd2nz %l1b, %gb, %pb : !ascendc.local_tensor<2304xf32>, !ascendc.global_tensor<*xf32>, !ascendc.nd2nz_params
    ascendc.set_flag mte2_mte1, %c0 : i32
    ascendc.wait_flag mte2_mte1, %c0 : i32
    %l0a = ascendc.local_tensor_v3 a2, 0, 2304 : !ascendc.local_tensor<2304xf32>
    %l0b = ascendc.local_tensor_v3 b2, 0, 2304 : !ascendc.local_tensor<2304xf32>
    scf.for %mi = %c0 to %c3 step %c1 : i32 {
      %ld = ascendc.construct !ascendc.load_data_2d_params(%mi, %c6, %c3, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32
      %fr = arith.muli %mi, %c6 : i32
      %off = arith.muli %fr, %c128 : i32
      %d = ascendc.local_tensor.subindex %l0a[%off] : !ascendc.local_tensor<2304xf32>, i32, !ascendc.local_tensor<2304xf32>
      ascendc.load_data_g2l %d, %l1a, %ld : !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<2304xf32>, !ascendc.load_data_2d_params
    }
    %tp = emitasc.init_struct !ascendc.load_data_2d_transpose_params("startIndex" = %c0 : i32, "repeatTimes" = %c3 : i32, "srcStride" = %c1 : i32, "dstGap" = %c0 : i32, "dstFracGap" = %c2 : i32, "addrMode" = %c0 : i32)
    scf.for %bi = %c0 to %c3 step %c1 : i32 {
      %off = arith.muli %bi, %c768 : i32
      %s = ascendc.local_tensor.subindex %l1b[%off] : !ascendc.local_tensor<2304xf32>, i32, !ascendc.local_tensor<2304xf32>
      %d = ascendc.local_tensor.subindex %l0b[%off] : !ascendc.local_tensor<2304xf32>, i32, !ascendc.local_tensor<2304xf32>
      ascendc.load_data_with_transpose %d, %s, %tp : !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<2304xf32>, !ascendc.load_data_2d_transpose_params
    }
    ascendc.set_flag mte1_m, %c0 : i32
    ascendc.wait_flag mte1_m, %c0 : i32
    %l0c = ascendc.local_tensor_v3 co1, 0, 2304 : !ascendc.local_tensor<2304xf32>
    %mp = emitasc.init_struct !ascendc.mmad_params("m" = %c40 : i32, "n" = %c36 : i32, "k" = %c48 : i32, "cmatrixInitVal" = %true : i1)
    ascendc.mmad %l0c, %l0a, %l0b, %mp : !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<2304xf32>, !ascendc.mmad_params
    ascendc.set_flag m_fix, %c0 : i32
    ascendc.wait_flag m_fix, %c0 : i32
    %fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c36 : i32, "mSize" = %c40 : i32, "srcStride" = %c48 : i32, "dstStride" = %c36 : i32)
    %layout = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
    %cfg = ascendc.construct !ascendc.fixpipe_config(%layout) constexpr static : !ascendc.co2_layout
    ascendc.fixpipe_with_workspace %gci, %l0c, %ws, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<64xui64>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    return
  }
}
