// Scalar-unit bit and conversion helpers on GM values read and written with
// GetValue/SetValue (a scalar loop per core over 16 values, DataCacheCleanAndInvalid at
// the end): per uint64 v: ScalarCountLeadingZero, ScalarGetCountOfValue<1> (popcount),
// ScalarGetSFFValue<1> (first set bit, -1 if none), CountBitsCntSameAsSignBit; per f32 f:
// ScalarCast<float, half, CAST_CEIL> and ScalarCast<float, int32_t, CAST_FLOOR>.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @scalar_bits(%v: memref<*xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %f: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %bits: memref<*xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fh: memref<*xf16, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %fi: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c16 = arith.constant 16 : i32
    %idx = ascendc.get_block_idx : i32
    %base = arith.muli %idx, %c16 : i32
    %gv = ascendc.global_tensor : !ascendc.global_tensor<?xui64>
    ascendc.global_tensor.set_global_buffer %gv, %v : !ascendc.global_tensor<?xui64>, memref<*xui64, 22>
    %gf = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gf, %f : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gb = ascendc.global_tensor : !ascendc.global_tensor<?xi64>
    ascendc.global_tensor.set_global_buffer %gb, %bits : !ascendc.global_tensor<?xi64>, memref<*xi64, 22>
    %gh = ascendc.global_tensor : !ascendc.global_tensor<?xf16>
    ascendc.global_tensor.set_global_buffer %gh, %fh : !ascendc.global_tensor<?xf16>, memref<*xf16, 22>
    %gi = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gi, %fi : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    scf.for %k = %c0 to %c16 step %c1 : i32 {
      %e = arith.addi %base, %k : i32
      %x = ascendc.global_tensor.get_value %gv, %e : !ascendc.global_tensor<?xui64>, i32, ui64
      %clz = ascendc.scalar_count_leading_zero %x : ui64 -> i64
      %pop = ascendc.scalar_get_count_of_value %x, %c1 : ui64, i32 -> i64
      %sff = ascendc.scalar_get_sff_value %x, %c1 : ui64, i32 -> i64
      %xs = emitc.cast %x : ui64 to i64
      %sgn = ascendc.count_bits_cnt_same_as_sign_bit %xs : i64 -> i64
      %o = arith.muli %e, %c4 : i32
      %o64 = arith.extsi %o : i32 to i64
      %o0 = emitc.cast %o64 : i64 to ui64
      %one = arith.constant 1 : i64
      %two = arith.constant 2 : i64
      %three = arith.constant 3 : i64
      %p1 = arith.addi %o64, %one : i64
      %p2 = arith.addi %o64, %two : i64
      %p3 = arith.addi %o64, %three : i64
      %o1 = emitc.cast %p1 : i64 to ui64
      %o2 = emitc.cast %p2 : i64 to ui64
      %o3 = emitc.cast %p3 : i64 to ui64
      ascendc.global_tensor.set_value %gb, %o0, %clz : !ascendc.global_tensor<?xi64>, ui64, i64
      ascendc.global_tensor.set_value %gb, %o1, %pop : !ascendc.global_tensor<?xi64>, ui64, i64
      ascendc.global_tensor.set_value %gb, %o2, %sff : !ascendc.global_tensor<?xi64>, ui64, i64
      ascendc.global_tensor.set_value %gb, %o3, %sgn : !ascendc.global_tensor<?xi64>, ui64, i64
      %y = ascendc.global_tensor.get_value %gf, %e : !ascendc.global_tensor<?xf32>, i32, f32
      %yh = ascendc.scalar_cast %y {dtype = f16, roundMode = 3 : i32} : f32 -> f16
      %yi = ascendc.scalar_cast %y {dtype = i32, roundMode = 2 : i32} : f32 -> i32
      %e64 = arith.extsi %e : i32 to i64
      %eu = emitc.cast %e64 : i64 to ui64
      ascendc.global_tensor.set_value %gh, %eu, %yh : !ascendc.global_tensor<?xf16>, ui64, f16
      ascendc.global_tensor.set_value %gi, %eu, %yi : !ascendc.global_tensor<?xi32>, ui64, i32
    }
    ascendc.data_cache_clean_invalid_global %gb {dcciDst = 2 : i32, entireType = 1 : i32} : !ascendc.global_tensor<?xi64>
    ascendc.data_cache_clean_invalid_global %gh {dcciDst = 2 : i32, entireType = 1 : i32} : !ascendc.global_tensor<?xf16>
    ascendc.data_cache_clean_invalid_global %gi {dcciDst = 2 : i32, entireType = 1 : i32} : !ascendc.global_tensor<?xi32>
    ascendc.pipe_barrier pipe_all
    return
  }
}
