// C[m×n] (f32) = A[m×k] · B[k×n] (f16, row major) through LoadData, Mmad and Fixpipe, in the
// form PyAsc's `asc` frontend emits: TQue on A1/A2/B1/B2/CO1 with EnQue/DeQue between the
// stages (pyasc-pipeline keeps them on Ascend910B1 and turns them into get_buf/rls_buf on
// Ascend950PR_9599), parameter structures by emitasc.init_struct, 64×64 tiles of C spread
// over the cores round robin (more tiles than cores leaves a tail), K walked in 32-deep
// steps: the first Mmad initialises L0C (cmatrixInitVal true), the others accumulate.
// k is a multiple of 32, m and n of 64.
//
// The two entries differ only in how A reaches L0A: the 2201 cube (Ascend910B) reads L0A
// fractals m-block major, one LoadData per fractal row (@matmul_ksteps_c220); the 3510
// cube (Ascend950) reads them k-block major, L1's NZ order, one LoadData of the whole tile
// (@matmul_ksteps_c310).
func.func @matmul_ksteps_c220(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %c: memref<?xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %c512 = arith.constant 512 : i32
  %c1024 = arith.constant 1024 : i32
  %c4096 = arith.constant 4096 : i32
  %c16384 = arith.constant 16384 : i32
  %true = arith.constant true
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qa1 = ascendc.queue : !ascendc.queue<a1, 1>
  ascendc.pipe.init_queue %pipe, %qa1, %c2, %c4096 : !ascendc.queue<a1, 1>, i32, i32
  %qb1 = ascendc.queue : !ascendc.queue<b1, 1>
  ascendc.pipe.init_queue %pipe, %qb1, %c2, %c4096 : !ascendc.queue<b1, 1>, i32, i32
  %qa2 = ascendc.queue : !ascendc.queue<a2, 1>
  ascendc.pipe.init_queue %pipe, %qa2, %c2, %c4096 : !ascendc.queue<a2, 1>, i32, i32
  %qb2 = ascendc.queue : !ascendc.queue<b2, 1>
  ascendc.pipe.init_queue %pipe, %qb2, %c2, %c4096 : !ascendc.queue<b2, 1>, i32, i32
  %qc = ascendc.queue : !ascendc.queue<co1, 1>
  ascendc.pipe.init_queue %pipe, %qc, %c1, %c16384 : !ascendc.queue<co1, 1>, i32, i32
  %tn = arith.divui %n, %c64 : i32
  %tm = arith.divui %m, %c64 : i32
  %tiles = arith.muli %tm, %tn : i32
  %ksteps = arith.divui %k, %c32 : i32
  %nd_a = emitasc.init_struct !ascendc.nd2nz_params("ndNum" = %c1 : i32, "nValue" = %c64 : i32, "dValue" = %c32 : i32, "srcNdMatrixStride" = %c0 : i32, "srcDValue" = %k : i32, "dstNzC0Stride" = %c64 : i32, "dstNzNStride" = %c1 : i32, "dstNzMatrixStride" = %c0 : i32)
  %nd_b = emitasc.init_struct !ascendc.nd2nz_params("ndNum" = %c1 : i32, "nValue" = %c32 : i32, "dValue" = %c64 : i32, "srcNdMatrixStride" = %c0 : i32, "srcDValue" = %n : i32, "dstNzC0Stride" = %c32 : i32, "dstNzNStride" = %c1 : i32, "dstNzMatrixStride" = %c0 : i32)
  %fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c64 : i32, "mSize" = %c64 : i32, "srcStride" = %c64 : i32, "dstStride" = %n : i32)
  %layout = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%layout) constexpr static : !ascendc.co2_layout
  scf.for %t = %idx to %tiles step %num : i32 {
    %ti = arith.divui %t, %tn : i32
    %tj = arith.remui %t, %tn : i32
    %row = arith.muli %ti, %c64 : i32
    %col = arith.muli %tj, %c64 : i32
    %a_row = arith.muli %row, %k : i32
    %c_row = arith.muli %row, %n : i32
    %c_off = arith.addi %c_row, %col : i32
    %l0c = ascendc.que_bind.alloc_tensor %qc : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    scf.for %s = %c0 to %ksteps step %c1 : i32 {
      %kk = arith.muli %s, %c32 : i32
      %a_off = arith.addi %a_row, %kk : i32
      %b_row = arith.muli %kk, %n : i32
      %b_off = arith.addi %b_row, %col : i32
      %gat = ascendc.global_tensor.subindex %ga[%a_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
      %gbt = ascendc.global_tensor.subindex %gb[%b_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
      %a1 = ascendc.que_bind.alloc_tensor %qa1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.data_copy_nd2nz %a1, %gat, %nd_a : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
      ascendc.que_bind.enque_tensor %qa1, %a1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %b1 = ascendc.que_bind.alloc_tensor %qb1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.data_copy_nd2nz %b1, %gbt, %nd_b : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
      ascendc.que_bind.enque_tensor %qb1, %b1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %a1d = ascendc.que_bind.deque_tensor %qa1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %a2 = ascendc.que_bind.alloc_tensor %qa2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      scf.for %mb = %c0 to %c4 step %c1 : i32 {
        %lda = emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %mb : i32, "repeatTimes" = %c2 : i32, "srcStride" = %c4 : i32, "ifTranspose" = %false : i1)
        %dst = arith.muli %mb, %c512 : i32
        %a2i = ascendc.local_tensor.subindex %a2[%dst] : !ascendc.local_tensor<2048xf16>, i32, !ascendc.local_tensor<2048xf16>
        ascendc.load_data_l0 %a2i, %a1d, %lda : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_2d_params
      }
      ascendc.que_bind.enque_tensor %qa2, %a2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qa1, %a1d : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %b1d = ascendc.que_bind.deque_tensor %qb1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %b2 = ascendc.que_bind.alloc_tensor %qb2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      scf.for %kb = %c0 to %c2 step %c1 : i32 {
        %ldb = emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %kb : i32, "repeatTimes" = %c4 : i32, "srcStride" = %c2 : i32, "ifTranspose" = %true : i1)
        %dst = arith.muli %kb, %c1024 : i32
        %b2i = ascendc.local_tensor.subindex %b2[%dst] : !ascendc.local_tensor<2048xf16>, i32, !ascendc.local_tensor<2048xf16>
        ascendc.load_data_l0 %b2i, %b1d, %ldb : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_2d_params
      }
      ascendc.que_bind.enque_tensor %qb2, %b2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qb1, %b1d : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %a2d = ascendc.que_bind.deque_tensor %qa2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      %b2d = ascendc.que_bind.deque_tensor %qb2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      %first = arith.cmpi eq, %s, %c0 : i32
      %mm = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c64 : i32, "k" = %c32 : i32, "cmatrixInitVal" = %first : i1)
      ascendc.mmad %l0c, %a2d, %b2d, %mm : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.mmad_params
      ascendc.que_bind.free_tensor %qa2, %a2d : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qb2, %b2d : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
    }
    ascendc.que_bind.enque_tensor %qc, %l0c : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    %cd = ascendc.que_bind.deque_tensor %qc : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    %gct = ascendc.global_tensor.subindex %gc[%c_off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.fixpipe %gct, %cd, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    ascendc.que_bind.free_tensor %qc, %cd : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
  }
  return
}

func.func @matmul_ksteps_c310(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %c: memref<?xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c256 = arith.constant 256 : i32
  %c512 = arith.constant 512 : i32
  %c1024 = arith.constant 1024 : i32
  %c4096 = arith.constant 4096 : i32
  %c16384 = arith.constant 16384 : i32
  %true = arith.constant true
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qa1 = ascendc.queue : !ascendc.queue<a1, 1>
  ascendc.pipe.init_queue %pipe, %qa1, %c2, %c4096 : !ascendc.queue<a1, 1>, i32, i32
  %qb1 = ascendc.queue : !ascendc.queue<b1, 1>
  ascendc.pipe.init_queue %pipe, %qb1, %c2, %c4096 : !ascendc.queue<b1, 1>, i32, i32
  %qa2 = ascendc.queue : !ascendc.queue<a2, 1>
  ascendc.pipe.init_queue %pipe, %qa2, %c2, %c4096 : !ascendc.queue<a2, 1>, i32, i32
  %qb2 = ascendc.queue : !ascendc.queue<b2, 1>
  ascendc.pipe.init_queue %pipe, %qb2, %c2, %c4096 : !ascendc.queue<b2, 1>, i32, i32
  %qc = ascendc.queue : !ascendc.queue<co1, 1>
  ascendc.pipe.init_queue %pipe, %qc, %c1, %c16384 : !ascendc.queue<co1, 1>, i32, i32
  %tn = arith.divui %n, %c64 : i32
  %tm = arith.divui %m, %c64 : i32
  %tiles = arith.muli %tm, %tn : i32
  %ksteps = arith.divui %k, %c32 : i32
  %nd_a = emitasc.init_struct !ascendc.nd2nz_params("ndNum" = %c1 : i32, "nValue" = %c64 : i32, "dValue" = %c32 : i32, "srcNdMatrixStride" = %c0 : i32, "srcDValue" = %k : i32, "dstNzC0Stride" = %c64 : i32, "dstNzNStride" = %c1 : i32, "dstNzMatrixStride" = %c0 : i32)
  %nd_b = emitasc.init_struct !ascendc.nd2nz_params("ndNum" = %c1 : i32, "nValue" = %c32 : i32, "dValue" = %c64 : i32, "srcNdMatrixStride" = %c0 : i32, "srcDValue" = %n : i32, "dstNzC0Stride" = %c32 : i32, "dstNzNStride" = %c1 : i32, "dstNzMatrixStride" = %c0 : i32)
  %fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c64 : i32, "mSize" = %c64 : i32, "srcStride" = %c64 : i32, "dstStride" = %n : i32)
  %layout = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%layout) constexpr static : !ascendc.co2_layout
  scf.for %t = %idx to %tiles step %num : i32 {
    %ti = arith.divui %t, %tn : i32
    %tj = arith.remui %t, %tn : i32
    %row = arith.muli %ti, %c64 : i32
    %col = arith.muli %tj, %c64 : i32
    %a_row = arith.muli %row, %k : i32
    %c_row = arith.muli %row, %n : i32
    %c_off = arith.addi %c_row, %col : i32
    %l0c = ascendc.que_bind.alloc_tensor %qc : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    scf.for %s = %c0 to %ksteps step %c1 : i32 {
      %kk = arith.muli %s, %c32 : i32
      %a_off = arith.addi %a_row, %kk : i32
      %b_row = arith.muli %kk, %n : i32
      %b_off = arith.addi %b_row, %col : i32
      %gat = ascendc.global_tensor.subindex %ga[%a_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
      %gbt = ascendc.global_tensor.subindex %gb[%b_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
      %a1 = ascendc.que_bind.alloc_tensor %qa1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.data_copy_nd2nz %a1, %gat, %nd_a : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
      ascendc.que_bind.enque_tensor %qa1, %a1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %b1 = ascendc.que_bind.alloc_tensor %qb1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.data_copy_nd2nz %b1, %gbt, %nd_b : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
      ascendc.que_bind.enque_tensor %qb1, %b1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %a1d = ascendc.que_bind.deque_tensor %qa1 : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %a2 = ascendc.que_bind.alloc_tensor %qa2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      %lda = emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %c0 : i32, "repeatTimes" = %c8 : i32, "srcStride" = %c1 : i32, "ifTranspose" = %false : i1)
      ascendc.load_data_l0 %a2, %a1d, %lda : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_2d_params
      ascendc.que_bind.enque_tensor %qa2, %a2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qa1, %a1d : !ascendc.queue<a1, 1>, !ascendc.local_tensor<2048xf16>
      %b1d = ascendc.que_bind.deque_tensor %qb1 : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %b2 = ascendc.que_bind.alloc_tensor %qb2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      scf.for %kb = %c0 to %c2 step %c1 : i32 {
        %ldb = emitasc.init_struct !ascendc.load_data_2d_params("startIndex" = %kb : i32, "repeatTimes" = %c4 : i32, "srcStride" = %c2 : i32, "ifTranspose" = %true : i1)
        %dst = arith.muli %kb, %c1024 : i32
        %b2i = ascendc.local_tensor.subindex %b2[%dst] : !ascendc.local_tensor<2048xf16>, i32, !ascendc.local_tensor<2048xf16>
        ascendc.load_data_l0 %b2i, %b1d, %ldb : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.load_data_2d_params
      }
      ascendc.que_bind.enque_tensor %qb2, %b2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qb1, %b1d : !ascendc.queue<b1, 1>, !ascendc.local_tensor<2048xf16>
      %a2d = ascendc.que_bind.deque_tensor %qa2 : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      %b2d = ascendc.que_bind.deque_tensor %qb2 : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
      %first = arith.cmpi eq, %s, %c0 : i32
      %mm = emitasc.init_struct !ascendc.mmad_params("m" = %c64 : i32, "n" = %c64 : i32, "k" = %c32 : i32, "cmatrixInitVal" = %first : i1)
      ascendc.mmad %l0c, %a2d, %b2d, %mm : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.mmad_params
      ascendc.que_bind.free_tensor %qa2, %a2d : !ascendc.queue<a2, 1>, !ascendc.local_tensor<2048xf16>
      ascendc.que_bind.free_tensor %qb2, %b2d : !ascendc.queue<b2, 1>, !ascendc.local_tensor<2048xf16>
    }
    ascendc.que_bind.enque_tensor %qc, %l0c : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    %cd = ascendc.que_bind.deque_tensor %qc : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
    %gct = ascendc.global_tensor.subindex %gc[%c_off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.fixpipe %gct, %cd, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    ascendc.que_bind.free_tensor %qc, %cd : !ascendc.queue<co1, 1>, !ascendc.local_tensor<4096xf32>
  }
  return
}
