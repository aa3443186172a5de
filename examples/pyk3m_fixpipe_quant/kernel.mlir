// C = A[m×32] × B[32×48] (f16 in, f32 in L0C), one 48-row band of C per core, written
// out twice by Fixpipe the way PyAsc's store_fixpipe lowering builds it (FixpipeParamsV220
// by member name, quantPre from an ascendc.construct of QuantMode_t):
//   y [m, 48] f16: quantPre F322F16 with reluEn, row major (CO2Layout ROW_MAJOR), only the
//     first 45 columns (nSize 45, dstStride 48): the last 3 of each row stay as they were;
//   z [cores][3][48][16] bf16: quantPre F322BF16, CO2Layout NZ (the L0C fractals as they
//     are: element (i, j) of a band at ((j/16)·48 + i)·16 + j%16).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "cube", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @fixpipe_quant(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %y: memref<?xf16, 22>, %z: memref<?xbf16, 22>, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c45 = arith.constant 45 : i32
    %c48 = arith.constant 48 : i32
    %c256 = arith.constant 256 : i32
    %c1536 = arith.constant 1536 : i32
    %c2304 = arith.constant 2304 : i32
    %false = arith.constant false
    %true = arith.constant true
    %idx = ascendc.get_block_idx : i32
    %a_off = arith.muli %idx, %c1536 : i32
    %y_off = arith.muli %idx, %c2304 : i32
    %ga0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %ga0, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xbf16>
    ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xbf16>, memref<?xbf16, 22>
    %ga = ascendc.global_tensor.subindex %ga0[%a_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %gy = ascendc.global_tensor.subindex %gy0[%y_off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %gz = ascendc.global_tensor.subindex %gz0[%y_off] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
    %a1 = ascendc.local_tensor_v3 a1, 0, 1536 : !ascendc.local_tensor<1536xf16>
    %b1 = ascendc.local_tensor_v3 b1, 4096, 1536 : !ascendc.local_tensor<1536xf16>
    %a2 = ascendc.local_tensor_v3 a2, 0, 1536 : !ascendc.local_tensor<1536xf16>
    %b2 = ascendc.local_tensor_v3 b2, 0, 1536 : !ascendc.local_tensor<1536xf16>
    %l0c = ascendc.local_tensor_v3 co1, 0, 2304 : !ascendc.local_tensor<2304xf32>
    %nd_a = ascendc.construct !ascendc.nd2nz_params(%c1, %c48, %c32, %c0, %c32, %c48, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
    %nd_b = ascendc.construct !ascendc.nd2nz_params(%c1, %c32, %c48, %c0, %c48, %c32, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
    ascendc.data_copy_nd2nz %a1, %ga, %nd_a : !ascendc.local_tensor<1536xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
    ascendc.data_copy_nd2nz %b1, %gb, %nd_b : !ascendc.local_tensor<1536xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
    ascendc.set_flag mte2_mte1, %c0 : i32
    ascendc.wait_flag mte2_mte1, %c0 : i32
    scf.for %mi = %c0 to %c3 step %c1 : i32 {
      %ld = ascendc.construct !ascendc.load_data_2d_params(%mi, %c2, %c3, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
      %fr = arith.muli %mi, %c2 : i32
      %off = arith.muli %fr, %c256 : i32
      %d = ascendc.local_tensor.subindex %a2[%off] : !ascendc.local_tensor<1536xf16>, i32, !ascendc.local_tensor<1536xf16>
      ascendc.load_data_l0 %d, %a1, %ld : !ascendc.local_tensor<1536xf16>, !ascendc.local_tensor<1536xf16>, !ascendc.load_data_2d_params
    }
    scf.for %ki = %c0 to %c2 step %c1 : i32 {
      %ld = ascendc.construct !ascendc.load_data_2d_params(%ki, %c3, %c2, %c0, %c0, %true, %c0) : i32, i32, i32, i32, i32, i1, i32
      %fr = arith.muli %ki, %c3 : i32
      %off = arith.muli %fr, %c256 : i32
      %d = ascendc.local_tensor.subindex %b2[%off] : !ascendc.local_tensor<1536xf16>, i32, !ascendc.local_tensor<1536xf16>
      ascendc.load_data_l0 %d, %b1, %ld : !ascendc.local_tensor<1536xf16>, !ascendc.local_tensor<1536xf16>, !ascendc.load_data_2d_params
    }
    ascendc.set_flag mte1_m, %c0 : i32
    ascendc.wait_flag mte1_m, %c0 : i32
    %mp = emitasc.init_struct !ascendc.mmad_params("m" = %c48 : i32, "n" = %c48 : i32, "k" = %c32 : i32, "cmatrixInitVal" = %true : i1)
    ascendc.mmad %l0c, %a2, %b2, %mp : !ascendc.local_tensor<2304xf32>, !ascendc.local_tensor<1536xf16>, !ascendc.local_tensor<1536xf16>, !ascendc.mmad_params
    ascendc.set_flag m_fix, %c0 : i32
    ascendc.wait_flag m_fix, %c0 : i32
    %q16 = ascendc.construct !ascendc.quant_mode_t(%c1) [!ascendc.quant_mode_t] constexpr static : i32
    %fix_y = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c45 : i32, "mSize" = %c48 : i32, "srcStride" = %c48 : i32, "dstStride" = %c48 : i32, "reluEn" = %c1 : i32, "quantPre" = %q16 : !ascendc.quant_mode_t)
    %rm = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
    %cfg_rm = ascendc.construct !ascendc.fixpipe_config(%rm) constexpr static : !ascendc.co2_layout
    ascendc.fixpipe %gy, %l0c, %fix_y, %cfg_rm : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<2304xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    %qbf = ascendc.construct !ascendc.quant_mode_t(%c16) [!ascendc.quant_mode_t] constexpr static : i32
    %fix_z = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c48 : i32, "mSize" = %c48 : i32, "srcStride" = %c48 : i32, "dstStride" = %c48 : i32, "quantPre" = %qbf : !ascendc.quant_mode_t)
    %nz = ascendc.construct !ascendc.co2_layout(%c0) constexpr static : i32
    %cfg_nz = ascendc.construct !ascendc.fixpipe_config(%nz) constexpr static : !ascendc.co2_layout
    ascendc.fixpipe %gz, %l0c, %fix_z, %cfg_nz : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<2304xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
    return
  }
}
