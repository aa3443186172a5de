// Reductions of f16 5x40 tiles with tails in both dimensions, the pad the identity of each:
// sum and max over the last dim (kept 5x1), min and prod over the first (kept 1x40), and
// reduce_as_1d sum, max, min stored with set_value, one per tile.
module {
  func.func @red_kernel(%x: memref<*xf16, 22>, %rsum: memref<*xf16, 22>, %rmax: memref<*xf16, 22>, %cmin: memref<*xf16, 22>, %cprod: memref<*xf16, 22>, %all_sum: memref<*xf16, 22>, %all_max: memref<*xf16, 22>, %all_min: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c1 = arith.constant 1 : i32
    %cR = arith.constant 5 : i32
    %cC = arith.constant 40 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    %t_rsum = asctile.tensor %rsum(%rows, %ct) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_rmax = asctile.tensor %rmax(%rows, %ct) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_cmin = asctile.tensor %cmin(%rt, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_cprod = asctile.tensor %cprod(%rt, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_all_sum = asctile.tensor %all_sum(%tiles) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_all_max = asctile.tensor %all_max(%tiles) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_all_min = asctile.tensor %all_min(%tiles) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %p_a0 = arith.constant 0.000000e+00 : f16
      %a0 = asctile.load %tx[%r, %c], %p_a0 : !asctile.tensor<?x?xf16>, !asctile.tile<5x40xf16, UB>
      %p_an = arith.constant 0xFC00 : f16
      %an = asctile.load %tx[%r, %c], %p_an : !asctile.tensor<?x?xf16>, !asctile.tile<5x40xf16, UB>
      %p_ap = arith.constant 0x7C00 : f16
      %ap = asctile.load %tx[%r, %c], %p_ap : !asctile.tensor<?x?xf16>, !asctile.tile<5x40xf16, UB>
      %p_a1 = arith.constant 1.000000e+00 : f16
      %a1 = asctile.load %tx[%r, %c], %p_a1 : !asctile.tensor<?x?xf16>, !asctile.tile<5x40xf16, UB>
      %v_rsum = asctile.reduce <sum> %a0 {dims = [1 : i32]} : !asctile.tile<5x40xf16, UB>, !asctile.tile<5x1xf16, UB>
      asctile.store %v_rsum, %t_rsum[%r, %tj] : !asctile.tile<5x1xf16, UB>, !asctile.tensor<?x?xf16>
      %v_rmax = asctile.reduce <max> %an {dims = [1 : i32]} : !asctile.tile<5x40xf16, UB>, !asctile.tile<5x1xf16, UB>
      asctile.store %v_rmax, %t_rmax[%r, %tj] : !asctile.tile<5x1xf16, UB>, !asctile.tensor<?x?xf16>
      %v_cmin = asctile.reduce <min> %ap {dims = [0 : i32]} : !asctile.tile<5x40xf16, UB>, !asctile.tile<1x40xf16, UB>
      asctile.store %v_cmin, %t_cmin[%ti, %c] : !asctile.tile<1x40xf16, UB>, !asctile.tensor<?x?xf16>
      %v_cprod = asctile.reduce <prod> %a1 {dims = [0 : i32]} : !asctile.tile<5x40xf16, UB>, !asctile.tile<1x40xf16, UB>
      asctile.store %v_cprod, %t_cprod[%ti, %c] : !asctile.tile<1x40xf16, UB>, !asctile.tensor<?x?xf16>
      %s_sum = asctile.reduce_as_1d <sum> %a0 : !asctile.tile<5x40xf16, UB>, f16
      asctile.set_value %s_sum, %t_all_sum[%t] : f16, !asctile.tensor<?xf16>
      %s_max = asctile.reduce_as_1d <max> %an : !asctile.tile<5x40xf16, UB>, f16
      asctile.set_value %s_max, %t_all_max[%t] : f16, !asctile.tensor<?xf16>
      %s_min = asctile.reduce_as_1d <min> %ap : !asctile.tile<5x40xf16, UB>, f16
      asctile.set_value %s_min, %t_all_min[%t] : f16, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
