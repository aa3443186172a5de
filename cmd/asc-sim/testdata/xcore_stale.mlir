// Core 0 writes y[5] through the scalar unit, both cores synchronise, core 1 reads y[5]
// through the scalar unit and writes it to y[6]. Core 0 cleans its data cache before the
// synchronisation only when %clean is non-zero: without it the read may see GM's old bytes.
func.func @k(%y: memref<?xf32, 22>, %clean: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5i = arith.constant 5 : i64
  %c5 = builtin.unrealized_conversion_cast %c5i : i64 to ui64
  %c6i = arith.constant 6 : i64
  %c6 = builtin.unrealized_conversion_cast %c6i : i64 to ui64
  %v = arith.constant 2.5 : f32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %idx = ascendc.get_block_idx : i32
  %first = arith.cmpi eq, %idx, %c0 : i32
  %second = arith.cmpi eq, %idx, %c1 : i32
  %doclean = arith.cmpi ne, %clean, %c0 : i32
  scf.if %first {
    ascendc.global_tensor.set_value %gy, %c5, %v : !ascendc.global_tensor<*xf32>, ui64, f32
    scf.if %doclean {
      "ascendc.data_cache_clean_invalid_global"(%gy) {entireType = 1 : i32, dcciDst = 2 : i32} : (!ascendc.global_tensor<*xf32>) -> ()
    }
  }
  ascendc.sync_all_hard
  scf.if %second {
    %r = ascendc.global_tensor.get_value %gy, %c5 : !ascendc.global_tensor<*xf32>, ui64, f32
    ascendc.global_tensor.set_value %gy, %c6, %r : !ascendc.global_tensor<*xf32>, ui64, f32
    "ascendc.data_cache_clean_invalid_global"(%gy) {entireType = 1 : i32, dcciDst = 2 : i32} : (!ascendc.global_tensor<*xf32>) -> ()
  }
  return
}
