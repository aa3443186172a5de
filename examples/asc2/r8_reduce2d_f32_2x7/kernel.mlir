// The reductions of r8_reduce2d_f16_5x40 on f32 2x7 tiles (rows of 28 bytes).
module {
  func.func @red_kernel(%x: memref<*xf32, 22>, %rsum: memref<*xf32, 22>, %rmax: memref<*xf32, 22>, %cmin: memref<*xf32, 22>, %cprod: memref<*xf32, 22>, %all_sum: memref<*xf32, 22>, %all_max: memref<*xf32, 22>, %all_min: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c1 = arith.constant 1 : i32
    %cR = arith.constant 2 : i32
    %cC = arith.constant 7 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    %t_rsum = asctile.tensor %rsum(%rows, %ct) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %t_rmax = asctile.tensor %rmax(%rows, %ct) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %t_cmin = asctile.tensor %cmin(%rt, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %t_cprod = asctile.tensor %cprod(%rt, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %t_all_sum = asctile.tensor %all_sum(%tiles) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %t_all_max = asctile.tensor %all_max(%tiles) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %t_all_min = asctile.tensor %all_min(%tiles) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %p_a0 = arith.constant 0.000000e+00 : f32
      %a0 = asctile.load %tx[%r, %c], %p_a0 : !asctile.tensor<?x?xf32>, !asctile.tile<2x7xf32, UB>
      %p_an = arith.constant 0xFF800000 : f32
      %an = asctile.load %tx[%r, %c], %p_an : !asctile.tensor<?x?xf32>, !asctile.tile<2x7xf32, UB>
      %p_ap = arith.constant 0x7F800000 : f32
      %ap = asctile.load %tx[%r, %c], %p_ap : !asctile.tensor<?x?xf32>, !asctile.tile<2x7xf32, UB>
      %p_a1 = arith.constant 1.000000e+00 : f32
      %a1 = asctile.load %tx[%r, %c], %p_a1 : !asctile.tensor<?x?xf32>, !asctile.tile<2x7xf32, UB>
      %v_rsum = asctile.reduce <sum> %a0 {dims = [1 : i32]} : !asctile.tile<2x7xf32, UB>, !asctile.tile<2x1xf32, UB>
      asctile.store %v_rsum, %t_rsum[%r, %tj] : !asctile.tile<2x1xf32, UB>, !asctile.tensor<?x?xf32>
      %v_rmax = asctile.reduce <max> %an {dims = [1 : i32]} : !asctile.tile<2x7xf32, UB>, !asctile.tile<2x1xf32, UB>
      asctile.store %v_rmax, %t_rmax[%r, %tj] : !asctile.tile<2x1xf32, UB>, !asctile.tensor<?x?xf32>
      %v_cmin = asctile.reduce <min> %ap {dims = [0 : i32]} : !asctile.tile<2x7xf32, UB>, !asctile.tile<1x7xf32, UB>
      asctile.store %v_cmin, %t_cmin[%ti, %c] : !asctile.tile<1x7xf32, UB>, !asctile.tensor<?x?xf32>
      %v_cprod = asctile.reduce <prod> %a1 {dims = [0 : i32]} : !asctile.tile<2x7xf32, UB>, !asctile.tile<1x7xf32, UB>
      asctile.store %v_cprod, %t_cprod[%ti, %c] : !asctile.tile<1x7xf32, UB>, !asctile.tensor<?x?xf32>
      %s_sum = asctile.reduce_as_1d <sum> %a0 : !asctile.tile<2x7xf32, UB>, f32
      asctile.set_value %s_sum, %t_all_sum[%t] : f32, !asctile.tensor<?xf32>
      %s_max = asctile.reduce_as_1d <max> %an : !asctile.tile<2x7xf32, UB>, f32
      asctile.set_value %s_max, %t_all_max[%t] : f32, !asctile.tensor<?xf32>
      %s_min = asctile.reduce_as_1d <min> %ap : !asctile.tile<2x7xf32, UB>, f32
      asctile.set_value %s_min, %t_all_min[%t] : f32, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
