// Local tensor views built from addresses, the way hand-written operators carve one UB
// buffer, n f32 rows of 64 split over the cores (per rows each, the last what is left):
// a TBuf of 2 × 256 floats; its tensor's GetPhyAddr gives the UB address, and
// LocalTensor<float>(VECCALC, addr + 1024, 256) (local_tensor_v2) is the second half. A
// row goes GM -> first half, |x| -> second half (through the v2 view), then the second
// half (through the TBuf's own tensor, at 256) -> y. info [cores × 4] (i32) gets, per
// core: GetPosition of the TBuf tensor and of the view (TPosition::VECCALC = 11 for
// both), the view's GetSize (256), and GetSize after SetSize(64) (64).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @local_views(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %info: memref<?xi32, 22>, %rows: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gi = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gi, %info : !ascendc.global_tensor<?xi32>, memref<?xi32, 22>
    %pipe = ascendc.pipe
    %buf = ascendc.tbuf : !ascendc.tbuf<veccalc>
    %bytes = arith.constant 2048 : i32
    ascendc.pipe.init_buffer %pipe, %buf, %bytes : !ascendc.tbuf<veccalc>, i32
    %t = ascendc.tbuf.get_tensor %buf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<512xf32>
    %addr = ascendc.local_tensor.get_phy_addr %t : !ascendc.local_tensor<512xf32>, ui64
    %addr64 = emitc.cast %addr : ui64 to i64
    %k1024 = arith.constant 1024 : i64
    %haddr64 = arith.addi %addr64, %k1024 : i64
    %haddr = emitc.cast %haddr64 : i64 to ui32
    %u256 = emitc.cast %c256 : i32 to ui32
    %v = ascendc.local_tensor_v2 veccalc, %haddr, %u256 : !ascendc.local_tensor<*xf32>
    %t2 = ascendc.local_tensor.subindex %t[%c256] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
    %idx = ascendc.get_block_idx : i32
    %r0 = arith.muli %idx, %per : i32
    %left = arith.subi %rows, %r0 : i32
    %cnt0 = arith.minsi %left, %per : i32
    %cnt = arith.maxsi %cnt0, %c0 : i32
    %rend = arith.addi %r0, %cnt : i32
    scf.for %r = %r0 to %rend step %c1 : i32 {
      %off = arith.muli %r, %c64 : i32
      %gxr = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      %gyr = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.set_flag mte3_mte2, %c0 : i32
      ascendc.wait_flag mte3_mte2, %c0 : i32
      ascendc.data_copy_l2 %t, %gxr, %c64 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      ascendc.set_flag mte3_v, %c0 : i32
      ascendc.wait_flag mte3_v, %c0 : i32
      ascendc.abs_l2 %v, %t, %c64 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
      ascendc.set_flag v_mte3, %c0 : i32
      ascendc.wait_flag v_mte3, %c0 : i32
      ascendc.data_copy_l2 %gyr, %t2, %c64 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<512xf32>, i32
    }
    %pos_t = ascendc.local_tensor.get_position %t : !ascendc.local_tensor<512xf32>, i32
    %pos_v = ascendc.local_tensor.get_position %v : !ascendc.local_tensor<*xf32>, i32
    %size_v = ascendc.local_tensor.get_size %v : !ascendc.local_tensor<*xf32>, i32
    %u64 = emitc.cast %c64 : i32 to ui32
    ascendc.local_tensor.set_size %v, %u64 : !ascendc.local_tensor<*xf32>, ui32
    %size_v2 = ascendc.local_tensor.get_size %v : !ascendc.local_tensor<*xf32>, i32
    %q0 = arith.muli %idx, %c4 : i32
    %gq = ascendc.global_tensor.subindex %gi[%q0] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %i0 = arith.constant 0 : i64
    %i1 = arith.constant 1 : i64
    %i2 = arith.constant 2 : i64
    %i3 = arith.constant 3 : i64
    %o0 = emitc.cast %i0 : i64 to ui64
    %o1 = emitc.cast %i1 : i64 to ui64
    %o2 = emitc.cast %i2 : i64 to ui64
    %o3 = emitc.cast %i3 : i64 to ui64
    ascendc.global_tensor.set_value %gq, %o0, %pos_t : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gq, %o1, %pos_v : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gq, %o2, %size_v : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gq, %o3, %size_v2 : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.data_cache_clean_invalid_global_nodccidst %gq {entireType = 1 : i32} : !ascendc.global_tensor<?xi32>
    ascendc.pipe_barrier pipe_all
    return
  }
}
