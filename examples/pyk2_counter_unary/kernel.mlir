// Counter-mode L0 unary and fused forms, f32: SetMaskCount, SetVectorMask<float,
// MaskMode::COUNTER>(0, cnt), then calls that read the register (isSetMask false) and one
// that sets it (Reciprocal with the count as its mask), SetMaskNorm/ResetMask after. Core b
// takes elements [b·per, min((b+1)·per, total)) in tiles of 512, the last one partial:
//   o1 = ln x, o2 = sqrt x, o3 = rsqrt x, o4 = 1/x,
//   o5 = relu(x·z + y) (FusedMulAddRelu, dst = z first), o6 = x·y + z (MulAddDst)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @counter_unary(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %z: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %o: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %total: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %per: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %tile = arith.constant 512 : i32
    %tile_bytes = arith.constant 2048 : i32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %pipe = ascendc.pipe
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %go = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %go, %o : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %idx = ascendc.get_block_idx : i32
    %base = arith.muli %idx, %per : i32
    %rest = arith.subi %total, %base : i32
    %n = arith.minsi %rest, %per : i32
    %qx = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qx, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
    %qy = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qy, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
    %qz = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qz, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
    %qo = ascendc.queue : !ascendc.queue<vecout, 1>
    %obytes = arith.muli %tile_bytes, %c8 : i32
    ascendc.pipe.init_queue %pipe, %qo, %c2, %obytes : !ascendc.queue<vecout, 1>, i32, i32
    %up = emitasc.init_struct !ascendc.unary_repeat_params("dstBlkStride" = %c1 : i32, "srcBlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "srcRepStride" = %c8 : i32)
    %bp = emitasc.init_struct !ascendc.binary_repeat_params("dstBlkStride" = %c1 : i32, "src0BlkStride" = %c1 : i32, "src1BlkStride" = %c1 : i32, "dstRepStride" = %c8 : i32, "src0RepStride" = %c8 : i32, "src1RepStride" = %c8 : i32)
    %t1 = arith.addi %n, %tile : i32
    %t2 = arith.subi %t1, %c1 : i32
    %tiles = arith.divsi %t2, %tile : i32
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %off = arith.muli %i, %tile : i32
      %goff = arith.addi %base, %off : i32
      %left = arith.subi %n, %off : i32
      %cnt = arith.minsi %left, %tile : i32
      %bytes = arith.muli %cnt, %c4 : i32
      %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
      %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %gxi = ascendc.global_tensor.subindex %gx[%goff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l2 %tx, %gxi, %cp : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_params
      ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %gyi = ascendc.global_tensor.subindex %gy[%goff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l2 %ty, %gyi, %cp : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_params
      ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %gzi = ascendc.global_tensor.subindex %gz[%goff] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
      ascendc.data_copy_pad_l2 %tz, %gzi, %cp : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_params
      ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %ay = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %az = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      %to = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<4096xf32>
      %o2 = ascendc.local_tensor.subindex %to[%tile] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
      %p3 = arith.muli %tile, %c2 : i32
      %o3 = ascendc.local_tensor.subindex %to[%p3] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
      %p4 = arith.addi %p3, %tile : i32
      %o4 = ascendc.local_tensor.subindex %to[%p4] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
      %p5 = arith.addi %p4, %tile : i32
      %o5 = ascendc.local_tensor.subindex %to[%p5] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
      %p6 = arith.addi %p5, %tile : i32
      %o6 = ascendc.local_tensor.subindex %to[%p6] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
      %cnt64 = arith.extsi %cnt : i32 to i64
      ascendc.set_mask_count
      ascendc.set_vector_mask_l0 %cnt64 {dtype = f32, mode = 1 : i32} : i64
      ascendc.ln_l0 %to, %ax, %c0, %c1, %up : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
      ascendc.sqrt_l0 %o2, %ax, %c0, %c1, %up : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
      ascendc.rsqrt_l0 %o3, %ax, %c0, %c1, %up : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
      ascendc.reciprocal_l0 %o4, %ax, %cnt, %c1, %up {isSetMask} : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
      ascendc.adds_l0 %o5, %az, %zero, %c0, %c1, %up : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.muls_l0 %o6, %az, %one, %c0, %c1, %up : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
      ascendc.pipe_barrier pipe_v
      ascendc.fused_mul_add_relu_l0 %o5, %ax, %ay, %c0, %c1, %bp : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
      ascendc.mul_add_dst_l0 %o6, %ax, %ay, %c0, %c1, %bp : !ascendc.local_tensor<4096xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
      ascendc.set_mask_norm
      ascendc.reset_mask
      ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.free_tensor %qy, %ay : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.free_tensor %qz, %az : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
      ascendc.que_bind.enque_tensor %qo, %to : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<4096xf32>
      %ro = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<4096xf32>
      scf.for %k = %c0 to %c8 step %c1 : i32 {
        %six = arith.constant 6 : i32
        %valid = arith.cmpi slt, %k, %six : i32
        scf.if %valid {
          %lo = arith.muli %k, %tile : i32
          %src = ascendc.local_tensor.subindex %ro[%lo] : !ascendc.local_tensor<4096xf32>, i32, !ascendc.local_tensor<4096xf32>
          %kt = arith.muli %k, %total : i32
          %dst = arith.addi %kt, %goff : i32
          %goi = ascendc.global_tensor.subindex %go[%dst] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
          ascendc.data_copy_pad_l2 %goi, %src, %cp : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<4096xf32>, !ascendc.data_copy_params
        }
      }
      ascendc.que_bind.free_tensor %qo, %ro : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<4096xf32>
    }
    ascendc.pipe_barrier pipe_all
    return
  }
}
