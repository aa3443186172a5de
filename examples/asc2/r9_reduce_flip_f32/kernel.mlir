// r9_reduce_forms_f32 with the other result shapes: over the last dim min squeezed (4)
// and max, sum, prod kept (4x1); over the first dim max, min and (here also) prod kept
// (1x24) and sum squeezed (24); reduce_as_1d as there. Loads padded with the identity
// of each reduction; the first-dim results of the pad columns are stored too.
module {
  func.func @red_kernel(%x: memref<*xf32, 22>, %p: memref<*xf32, 22>, %rmin: memref<*xf32, 22>, %rmax: memref<*xf32, 22>, %rsum: memref<*xf32, 22>, %rprod: memref<*xf32, 22>, %cmax: memref<*xf32, 22>, %csum: memref<*xf32, 22>, %cmin: memref<*xf32, 22>, %asum: memref<*xf32, 22>, %amax: memref<*xf32, 22>, %amin: memref<*xf32, 22>, %cprod: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c24 = arith.constant 24 : i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %r24 = arith.muli %rt, %c24 : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tp = asctile.tensor %p(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trmin = asctile.tensor %rmin(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %trmax = asctile.tensor %rmax(%rows, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trsum = asctile.tensor %rsum(%rows, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trprod = asctile.tensor %rprod(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcmax = asctile.tensor %cmax(%rt, %c24) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tcsum = asctile.tensor %csum(%r24) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcmin = asctile.tensor %cmin(%rt, %c24) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tasum = asctile.tensor %asum(%rt) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tamax = asctile.tensor %amax(%rt) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tamin = asctile.tensor %amin(%rt) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcprod = asctile.tensor %cprod(%rt, %c24) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %c = arith.muli %t, %c24 : i32
      %p_a0 = arith.constant 0.000000e+00 : f32
      %a0 = asctile.load %tx[%r, %c0], %p_a0 : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %p_an = arith.constant 0xFF800000 : f32
      %an = asctile.load %tx[%r, %c0], %p_an : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %p_ap = arith.constant 0x7F800000 : f32
      %ap = asctile.load %tx[%r, %c0], %p_ap : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %p_a1 = arith.constant 1.000000e+00 : f32
      %a1 = asctile.load %tp[%r, %c0], %p_a1 : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %v1 = asctile.reduce <min> %ap {dims = [1 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<4xf32, UB>
      asctile.store %v1, %trmin[%r] : !asctile.tile<4xf32, UB>, !asctile.tensor<?xf32>
      %v2 = asctile.reduce <max> %an {dims = [1 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<4x1xf32, UB>
      asctile.store %v2, %trmax[%r, %c0] : !asctile.tile<4x1xf32, UB>, !asctile.tensor<?x?xf32>
      %v3 = asctile.reduce <sum> %a0 {dims = [1 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<4x1xf32, UB>
      asctile.store %v3, %trsum[%r, %c0] : !asctile.tile<4x1xf32, UB>, !asctile.tensor<?x?xf32>
      %v4 = asctile.reduce <prod> %a1 {dims = [1 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<4xf32, UB>
      asctile.store %v4, %trprod[%r] : !asctile.tile<4xf32, UB>, !asctile.tensor<?xf32>
      %v5 = asctile.reduce <max> %an {dims = [0 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<1x24xf32, UB>
      asctile.store %v5, %tcmax[%t, %c0] : !asctile.tile<1x24xf32, UB>, !asctile.tensor<?x?xf32>
      %v6 = asctile.reduce <sum> %a0 {dims = [0 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<24xf32, UB>
      asctile.store %v6, %tcsum[%c] : !asctile.tile<24xf32, UB>, !asctile.tensor<?xf32>
      %v7 = asctile.reduce <min> %ap {dims = [0 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<1x24xf32, UB>
      asctile.store %v7, %tcmin[%t, %c0] : !asctile.tile<1x24xf32, UB>, !asctile.tensor<?x?xf32>
      %v8 = asctile.reduce <prod> %a1 {dims = [0 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<1x24xf32, UB>
      asctile.store %v8, %tcprod[%t, %c0] : !asctile.tile<1x24xf32, UB>, !asctile.tensor<?x?xf32>
      %s1 = asctile.reduce_as_1d <sum> %a0 : !asctile.tile<4x24xf32, UB>, !asctile.tile<1xf32, UB>
      asctile.store %s1, %tasum[%t] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
      %s2 = asctile.reduce_as_1d <max> %an : !asctile.tile<4x24xf32, UB>, !asctile.tile<1xf32, UB>
      asctile.set_value %s2, %tamax[%t] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
      %s3 = asctile.reduce_as_1d <min> %ap : !asctile.tile<4x24xf32, UB>, !asctile.tile<1xf32, UB>
      asctile.set_value %s3, %tamin[%t] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
