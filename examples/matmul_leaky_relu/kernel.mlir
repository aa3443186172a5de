// Matmul followed by LeakyReLU in one kernel: each 64×64 tile of C = A×B is computed by
// the cube as in examples/matmul (f16 in, f32 out), written to GM by the fixpipe, read
// back into UB by MTE2 (FIX_MTE2 flag), passed through LeakyReLU on the vector unit and
// stored by MTE3. The simulator's core has all pipes (AIC and AIV of a 910B core in one
// block), synchronised with flags only.
func.func @matmul_leaky_relu(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %c: memref<?xf32, 22>, %m: i32, %k: i32, %n: i32, %slope: f32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %false = arith.constant false
  %true = arith.constant true
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %k1 = arith.divui %k, %c16 : i32
  %tiles_m = arith.divui %m, %c64 : i32
  %tiles_n = arith.divui %n, %c64 : i32
  %tiles = arith.muli %tiles_m, %tiles_n : i32
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a1 = ascendc.local_tensor_v3 a1, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %b1 = ascendc.local_tensor_v3 b1, 32768, 16384 : !ascendc.local_tensor<16384xf16>
  %a2 = ascendc.local_tensor_v3 a2, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %b2 = ascendc.local_tensor_v3 b2, 0, 16384 : !ascendc.local_tensor<16384xf16>
  %l0c = ascendc.local_tensor_v3 co1, 0, 4096 : !ascendc.local_tensor<4096xf32>
  %ub = ascendc.local_tensor_v3 vecin, 0, 4096 : !ascendc.local_tensor<4096xf32>
  %row_blocks = arith.constant 8 : i32
  %c4096 = arith.constant 4096 : i32
  %n64 = arith.subi %n, %c64 : i32
  %gap_elems = arith.muli %n64, %c4 : i32
  %c32 = arith.constant 32 : i32
  %gap = arith.divui %gap_elems, %c32 : i32
  %zero = arith.constant 0 : i32
  %gm_to_ub = ascendc.construct !ascendc.data_copy_params(%c64, %row_blocks, %gap, %zero) : i32, i32, i32, i32
  %ub_to_gm = ascendc.construct !ascendc.data_copy_params(%c64, %row_blocks, %zero, %gap) : i32, i32, i32, i32
  ascendc.set_flag mte3_mte2, %c0 : i32
  %nd_a = ascendc.construct !ascendc.nd2nz_params(%c1, %c64, %k, %c0, %k, %c64, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %nd_b = ascendc.construct !ascendc.nd2nz_params(%c1, %k, %c64, %c0, %n, %k, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  %mmad = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c64 : i32, "k" = %k : i32)
  %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c64, %c64, %c64, %n, %false) : i32, i32, i32, i32, i1
  %cfg = ascendc.construct !ascendc.fixpipe_config(%c1) constexpr static : i32
  ascendc.set_flag mte1_mte2, %c0 : i32
  ascendc.set_flag m_mte1, %c0 : i32
  ascendc.set_flag fix_m, %c0 : i32
  scf.for %t = %idx to %tiles step %num : i32 {
    %tm = arith.divui %t, %tiles_n : i32
    %tn = arith.remui %t, %tiles_n : i32
    %row = arith.muli %tm, %c64 : i32
    %col = arith.muli %tn, %c64 : i32
    %a_off = arith.muli %row, %k : i32
    %gai = ascendc.global_tensor.subindex %ga[%a_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %gbi = ascendc.global_tensor.subindex %gb[%col] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %c_row = arith.muli %row, %n : i32
    %c_off = arith.addi %c_row, %col : i32
    %gci = ascendc.global_tensor.subindex %gc[%c_off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.wait_flag mte1_mte2, %c0 : i32
    ascendc.data_copy_nd2nz %a1, %gai, %nd_a : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
    ascendc.data_copy_nd2nz %b1, %gbi, %nd_b : !ascendc.local_tensor<16384xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
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
    ascendc.set_flag mte1_mte2, %c0 : i32
    ascendc.set_flag mte1_m, %c0 : i32
    ascendc.wait_flag mte1_m, %c0 : i32
    ascendc.wait_flag fix_m, %c0 : i32
    ascendc.mmad %l0c, %a2, %b2, %mmad : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<16384xf16>, !ascendc.local_tensor<16384xf16>, !ascendc.mmad_params
    ascendc.set_flag m_mte1, %c0 : i32
    ascendc.set_flag m_fix, %c0 : i32
    ascendc.wait_flag m_fix, %c0 : i32
    ascendc.fixpipe %gci, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    ascendc.set_flag fix_m, %c0 : i32
    ascendc.set_flag fix_mte2, %c0 : i32
    ascendc.wait_flag fix_mte2, %c0 : i32
    ascendc.wait_flag mte3_mte2, %c0 : i32
    ascendc.data_copy_l0 %ub, %gci, %gm_to_ub : !ascendc.local_tensor<4096xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.leaky_relu_l2 %ub, %ub, %slope, %c4096 : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<4096xf32>, f32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    ascendc.data_copy_l0 %gci, %ub, %ub_to_gm : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.data_copy_params
    ascendc.set_flag mte3_mte2, %c0 : i32
  }
  ascendc.wait_flag mte1_mte2, %c0 : i32
  ascendc.wait_flag m_mte1, %c0 : i32
  ascendc.wait_flag fix_m, %c0 : i32
  ascendc.wait_flag mte3_mte2, %c0 : i32
  return
}
