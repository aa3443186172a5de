// Reductions of f16 4x24 tiles in the forms no other example has for every type: over the
// last dim min kept (4x1) and max, sum squeezed (4), prod kept; over the first dim max and
// min squeezed (24) and sum kept (1x24); reduce_as_1d sum/max/min with a 1-element tile
// result, stored with asctile.store (sum), and with set_value's tile form (max, min).
// x is [rows, cols] with cols <= 24 and a row tail; each load pads with the identity of its
// reduction (0, 1, -inf, +inf), and the squeezed first-dim results are stored whole (24
// elements per row tile, the pad columns included) into 1-D tensors of 24 per tile.
module {
  func.func @red_kernel(%x: memref<*xf16, 22>, %p: memref<*xf16, 22>, %rmin: memref<*xf16, 22>, %rmax: memref<*xf16, 22>, %rsum: memref<*xf16, 22>, %rprod: memref<*xf16, 22>, %cmax: memref<*xf16, 22>, %csum: memref<*xf16, 22>, %cmin: memref<*xf16, 22>, %asum: memref<*xf16, 22>, %amax: memref<*xf16, 22>, %amin: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c24 = arith.constant 24 : i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %r24 = arith.muli %rt, %c24 : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tp = asctile.tensor %p(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %trmin = asctile.tensor %rmin(%rows, %c1) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %trmax = asctile.tensor %rmax(%rows) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %trsum = asctile.tensor %rsum(%rows) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %trprod = asctile.tensor %rprod(%rows, %c1) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tcmax = asctile.tensor %cmax(%r24) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tcsum = asctile.tensor %csum(%rt, %c24) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tcmin = asctile.tensor %cmin(%r24) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tasum = asctile.tensor %asum(%rt) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tamax = asctile.tensor %amax(%rt) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tamin = asctile.tensor %amin(%rt) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %c = arith.muli %t, %c24 : i32
      %p_a0 = arith.constant 0.000000e+00 : f16
      %a0 = asctile.load %tx[%r, %c0], %p_a0 : !asctile.tensor<?x?xf16>, !asctile.tile<4x24xf16, UB>
      %p_an = arith.constant 0xFC00 : f16
      %an = asctile.load %tx[%r, %c0], %p_an : !asctile.tensor<?x?xf16>, !asctile.tile<4x24xf16, UB>
      %p_ap = arith.constant 0x7C00 : f16
      %ap = asctile.load %tx[%r, %c0], %p_ap : !asctile.tensor<?x?xf16>, !asctile.tile<4x24xf16, UB>
      %p_a1 = arith.constant 1.000000e+00 : f16
      %a1 = asctile.load %tp[%r, %c0], %p_a1 : !asctile.tensor<?x?xf16>, !asctile.tile<4x24xf16, UB>
      %v1 = asctile.reduce <min> %ap {dims = [1 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<4x1xf16, UB>
      asctile.store %v1, %trmin[%r, %c0] : !asctile.tile<4x1xf16, UB>, !asctile.tensor<?x?xf16>
      %v2 = asctile.reduce <max> %an {dims = [1 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<4xf16, UB>
      asctile.store %v2, %trmax[%r] : !asctile.tile<4xf16, UB>, !asctile.tensor<?xf16>
      %v3 = asctile.reduce <sum> %a0 {dims = [1 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<4xf16, UB>
      asctile.store %v3, %trsum[%r] : !asctile.tile<4xf16, UB>, !asctile.tensor<?xf16>
      %v4 = asctile.reduce <prod> %a1 {dims = [1 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<4x1xf16, UB>
      asctile.store %v4, %trprod[%r, %c0] : !asctile.tile<4x1xf16, UB>, !asctile.tensor<?x?xf16>
      %v5 = asctile.reduce <max> %an {dims = [0 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<24xf16, UB>
      asctile.store %v5, %tcmax[%c] : !asctile.tile<24xf16, UB>, !asctile.tensor<?xf16>
      %v6 = asctile.reduce <sum> %a0 {dims = [0 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<1x24xf16, UB>
      asctile.store %v6, %tcsum[%t, %c0] : !asctile.tile<1x24xf16, UB>, !asctile.tensor<?x?xf16>
      %v7 = asctile.reduce <min> %ap {dims = [0 : i32]} : !asctile.tile<4x24xf16, UB>, !asctile.tile<24xf16, UB>
      asctile.store %v7, %tcmin[%c] : !asctile.tile<24xf16, UB>, !asctile.tensor<?xf16>
      %s1 = asctile.reduce_as_1d <sum> %a0 : !asctile.tile<4x24xf16, UB>, !asctile.tile<1xf16, UB>
      asctile.store %s1, %tasum[%t] : !asctile.tile<1xf16, UB>, !asctile.tensor<?xf16>
      %s2 = asctile.reduce_as_1d <max> %an : !asctile.tile<4x24xf16, UB>, !asctile.tile<1xf16, UB>
      asctile.set_value %s2, %tamax[%t] : !asctile.tile<1xf16, UB>, !asctile.tensor<?xf16>
      %s3 = asctile.reduce_as_1d <min> %ap : !asctile.tile<4x24xf16, UB>, !asctile.tile<1xf16, UB>
      asctile.set_value %s3, %tamin[%t] : !asctile.tile<1xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
