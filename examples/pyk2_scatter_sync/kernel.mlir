// Two phases over the cores, the second reading what the others wrote in the first:
// phase 1: core b scatters its 128 f32 into UB by a permutation (Scatter L2, byte
// offsets) and its next 128 by Scatter L0 (mask 64, 2 repeats, srcRepStride 8), stores the
// 256 to a GM workspace row b; SyncAll (the soft form, over every core);
// phase 2: core b sums column chunk b (256 / cores columns... 32 each) of all rows of the
// workspace and writes it. Between phases: IBSet/IBWait on core 0 → core 1 also hands an
// extra flag along (core 1 waits for core 0's event 5).
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @scatter_sync(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %perm: memref<*xui32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %wsp: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %sync: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %nb = ascendc.get_block_num : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gp = ascendc.global_tensor : !ascendc.global_tensor<?xui32>
    ascendc.global_tensor.set_global_buffer %gp, %perm : !ascendc.global_tensor<?xui32>, memref<*xui32, 22>
    %gw = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gw, %wsp : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gs, %sync : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %bx = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bx, %c1024 : !ascendc.tbuf<vecin>, i32
    %tx = ascendc.tbuf.get_tensor %bx : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xf32>
    %bp = ascendc.tbuf : !ascendc.tbuf<vecin>
    ascendc.pipe.init_buffer %pipe, %bp, %c1024 : !ascendc.tbuf<vecin>, i32
    %tp = ascendc.tbuf.get_tensor %bp : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xui32>
    %bs = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bs, %c1024 : !ascendc.tbuf<vecout>, i32
    %ts = ascendc.tbuf.get_tensor %bs : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf32>
    %bw = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.pipe.init_buffer %pipe, %bw, %c1024 : !ascendc.tbuf<veccalc>, i32
    %tw = ascendc.tbuf.get_tensor %bw : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xi32>
    %xo = arith.muli %idx, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.data_copy_l2 %tp, %gp, %c256 : !ascendc.local_tensor<256xui32>, !ascendc.global_tensor<?xui32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.scatter_l2 %ts, %tx, %tp, %c0, %c128 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xui32>, i32, i32
    %x2 = ascendc.local_tensor.subindex %tx[%c128] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %p2 = ascendc.local_tensor.subindex %tp[%c128] : !ascendc.local_tensor<256xui32>, i32, !ascendc.local_tensor<256xui32>
    ascendc.scatter_l0 %ts, %x2, %p2, %c0, %c64, %c2, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xui32>, i32, i32, i32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gwi = ascendc.global_tensor.subindex %gw[%xo] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gwi, %ts, %c256 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.sync_all_soft %gs, %tw, %nb : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32
    %is0 = arith.cmpi eq, %idx, %c0 : i32
    scf.if %is0 {
      ascendc.ib_set %gs, %tw, %c0, %c5 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32, i32
    }
    %is1 = arith.cmpi eq, %idx, %c1 : i32
    scf.if %is1 {
      ascendc.ib_wait %gs, %tw, %c0, %c5 : !ascendc.global_tensor<?xi32>, !ascendc.local_tensor<256xi32>, i32, i32
    }
    %cw = arith.divsi %c256, %nb : i32
    %co = arith.muli %idx, %cw : i32
    %acc = ascendc.local_tensor.subindex %tx[%c0] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %zero = arith.constant 0.0 : f32
    ascendc.set_flag mte3_v, %c0 : i32
    ascendc.wait_flag mte3_v, %c0 : i32
    ascendc.duplicate_l2 %acc, %zero, %cw : !ascendc.local_tensor<256xf32>, f32, i32
    scf.for %r = %c0 to %nb step %c1 : i32 {
      %ro = arith.muli %r, %c256 : i32
      %rc = arith.addi %ro, %co : i32
      %gwr = ascendc.global_tensor.subindex %gw[%rc] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.set_flag v_mte2, %c0 : i32
      ascendc.wait_flag v_mte2, %c0 : i32
      ascendc.data_copy_l2 %ts, %gwr, %cw : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<?xf32>, i32
      ascendc.set_flag mte2_v, %c0 : i32
      ascendc.wait_flag mte2_v, %c0 : i32
      ascendc.add_l2 %acc, %acc, %ts, %cw : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
      ascendc.pipe_barrier pipe_v
    }
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%co] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gyi, %acc, %cw : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
