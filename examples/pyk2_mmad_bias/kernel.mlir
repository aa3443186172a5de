// C[m×n] (f32) = bias[n] + A[m×K] × B[K×n] (f16) at the cube's level: the bias row goes
// GM -> L1 (DataCopy, MTE2) -> bias table (DataCopy C1 -> C2, MTE1) and the first of the
// two Mmads over the halves of K is MmadWithBias (the accumulator starts from the bias
// row), the second accumulates. One 64×64 tile of C per core; otherwise as
// examples/matmul_ksplit (ND2NZ, LoadData, FixpipeParamsV220, row-major Fixpipe).
func.func @mmad_bias(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %c: memref<?xf32, 22>, %n: i32, %k: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %true = arith.constant true
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %tiles_n = arith.divui %n, %c64 : i32
  %tm = arith.divui %idx, %tiles_n : i32
  %tn = arith.remui %idx, %tiles_n : i32
  %row = arith.muli %tm, %c64 : i32
  %col = arith.muli %tn, %c64 : i32
  %kh = arith.divui %k, %c2 : i32
  %k1 = arith.divui %kh, %c16 : i32
  %a_off = arith.muli %row, %k : i32
  %a_off_i = arith.index_cast %a_off : i32 to index
  %col_i = arith.index_cast %col : i32 to index
  %c_row = arith.muli %row, %n : i32
  %c_off = arith.addi %c_row, %col : i32
  %c_off_i = arith.index_cast %c_off : i32 to index
  %ac = emitasc.ptr_offset %a[%a_off_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %bc = emitasc.ptr_offset %b[%col_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %cc = emitasc.ptr_offset %c[%c_off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %biasc = emitasc.ptr_offset %bias[%col_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %biasc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %ac : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %bc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %cc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a1 = ascendc.local_tensor_v3 a1, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %b1 = ascendc.local_tensor_v3 b1, 32768, 16384 : !ascendc.local_tensor<16384xf16>
  %a2 = ascendc.local_tensor_v3 a2, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %b2 = ascendc.local_tensor_v3 b2, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %l0c = ascendc.local_tensor_v3 co1, 0, 4096 : !ascendc.local_tensor<4096xf32>
  %bl1 = ascendc.local_tensor_v3 c1, 65536, 64 : !ascendc.local_tensor<64xf32>
  %bt = ascendc.local_tensor_v3 c2, 0, 64 : !ascendc.local_tensor<64xf32>
  %nd_a = ascendc.construct !ascendc.nd2nz_params(%c1, %c64, %kh, %c0, %k, %c64, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %nd_b = ascendc.construct !ascendc.nd2nz_params(%c1, %kh, %c64, %c0, %n, %kh, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %b_half = arith.muli %kh, %n : i32
  // First half of K, and the bias row: GM -> L1 (MTE2) -> bias table (MTE1).
  ascendc.data_copy_l2 %bl1, %gbias, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_nd2nz %a1, %ga, %nd_a : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nd2nz %b1, %gb, %nd_b : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  ascendc.data_copy_l2 %bt, %bl1, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  scf.for %mi = %c0 to %c4 step %c1 : i32 {
    %ld = ascendc.construct !ascendc.load_data_2d_params(%mi, %k1, %c4, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
    %dst_frac = arith.muli %mi, %k1 : i32
    %dst_off = arith.muli %dst_frac, %c256 : i32
    %a2i = ascendc.local_tensor.subindex %a2[%dst_off] : !ascendc.local_tensor<16384xf16>, i32, !ascendc.local_tensor<16384xf16>
    ascendc.load_data_l0 %a2i, %a1, %ld : !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.load_data_2d_params
  }
  scf.for %ki = %c0 to %k1 step %c1 : i32 {
    %ld = ascendc.construct !ascendc.load_data_2d_params(%ki, %c4, %k1, %c0, %c0, %true, %c0) : i32, i32, i32, i32, i32, i1, i32
    %dst_frac = arith.muli %ki, %c4 : i32
    %dst_off = arith.muli %dst_frac, %c256 : i32
    %b2i = ascendc.local_tensor.subindex %b2[%dst_off] : !ascendc.local_tensor<16384xf16>, i32, !ascendc.local_tensor<16384xf16>
    ascendc.load_data_l0 %b2i, %b1, %ld : !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.load_data_2d_params
  }
  ascendc.set_flag mte1_mte2, %c0 : i32
  ascendc.set_flag mte1_m, %c0 : i32
  ascendc.wait_flag mte1_m, %c0 : i32
  %mmad0 = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c64 : i32, "k" = %kh : i32, "cmatrixInitVal" = %true : i1)
  ascendc.mmad_with_bias %l0c, %a2, %b2, %bt, %mmad0 : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<64xf32>, !ascendc.mmad_params
  ascendc.set_flag m_mte1, %c0 : i32
  // Second half of K: L1 and L0A/L0B are reused once MTE1 and M are done with them.
  %ga_h = ascendc.global_tensor.subindex %ga[%kh] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gb_h = ascendc.global_tensor.subindex %gb[%b_half] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.wait_flag mte1_mte2, %c0 : i32
  ascendc.data_copy_nd2nz %a1, %ga_h, %nd_a : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nd2nz %b1, %gb_h, %nd_b : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag m_mte1, %c0 : i32
  scf.for %mi = %c0 to %c4 step %c1 : i32 {
    %ld = ascendc.construct !ascendc.load_data_2d_params(%mi, %k1, %c4, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
    %dst_frac = arith.muli %mi, %k1 : i32
    %dst_off = arith.muli %dst_frac, %c256 : i32
    %a2i = ascendc.local_tensor.subindex %a2[%dst_off] : !ascendc.local_tensor<16384xf16>, i32, !ascendc.local_tensor<16384xf16>
    ascendc.load_data_l0 %a2i, %a1, %ld : !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.load_data_2d_params
  }
  scf.for %ki = %c0 to %k1 step %c1 : i32 {
    %ld = ascendc.construct !ascendc.load_data_2d_params(%ki, %c4, %k1, %c0, %c0, %true, %c0) : i32, i32, i32, i32, i32, i1, i32
    %dst_frac = arith.muli %ki, %c4 : i32
    %dst_off = arith.muli %dst_frac, %c256 : i32
    %b2i = ascendc.local_tensor.subindex %b2[%dst_off] : !ascendc.local_tensor<16384xf16>, i32, !ascendc.local_tensor<16384xf16>
    ascendc.load_data_l0 %b2i, %b1, %ld : !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.load_data_2d_params
  }
  ascendc.set_flag mte1_m, %c0 : i32
  ascendc.wait_flag mte1_m, %c0 : i32
  %mmad1 = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c64 : i32, "k" = %kh : i32, "cmatrixInitVal" = %false : i1)
  ascendc.mmad %l0c, %a2, %b2, %mmad1 : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c64 : i32, "mSize" = %c64 : i32, "srcStride" = %c64 : i32, "dstStride" = %n : i32)
  %layout = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%layout) constexpr static : !ascendc.co2_layout
  ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}
