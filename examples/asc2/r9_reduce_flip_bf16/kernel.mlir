// r9_reduce_forms_bf16 with the other result shapes: over the last dim min squeezed (4)
// and max, sum, prod kept (4x1); over the first dim max, min and (here also) prod kept
// (1x24) and sum squeezed (24); reduce_as_1d as there. Loads padded with the identity
// of each reduction; the first-dim results of the pad columns are stored too.
module {
  func.func @red_kernel(%x: memref<*xbf16, 22>, %p: memref<*xbf16, 22>, %rmin: memref<*xbf16, 22>, %rmax: memref<*xbf16, 22>, %rsum: memref<*xbf16, 22>, %rprod: memref<*xbf16, 22>, %cmax: memref<*xbf16, 22>, %csum: memref<*xbf16, 22>, %cmin: memref<*xbf16, 22>, %asum: memref<*xbf16, 22>, %amax: memref<*xbf16, 22>, %amin: memref<*xbf16, 22>, %cprod: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c24 = arith.constant 24 : i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %r24 = arith.muli %rt, %c24 : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tp = asctile.tensor %p(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %trmin = asctile.tensor %rmin(%rows) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %trmax = asctile.tensor %rmax(%rows, %c1) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %trsum = asctile.tensor %rsum(%rows, %c1) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %trprod = asctile.tensor %rprod(%rows) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcmax = asctile.tensor %cmax(%rt, %c24) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tcsum = asctile.tensor %csum(%r24) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcmin = asctile.tensor %cmin(%rt, %c24) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tasum = asctile.tensor %asum(%rt) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tamax = asctile.tensor %amax(%rt) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tamin = asctile.tensor %amin(%rt) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcprod = asctile.tensor %cprod(%rt, %c24) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %c = arith.muli %t, %c24 : i32
      %p_a0 = arith.constant 0.000000e+00 : bf16
      %a0 = asctile.load %tx[%r, %c0], %p_a0 : !asctile.tensor<?x?xbf16>, !asctile.tile<4x24xbf16, UB>
      %p_an = arith.constant 0xFF80 : bf16
      %an = asctile.load %tx[%r, %c0], %p_an : !asctile.tensor<?x?xbf16>, !asctile.tile<4x24xbf16, UB>
      %p_ap = arith.constant 0x7F80 : bf16
      %ap = asctile.load %tx[%r, %c0], %p_ap : !asctile.tensor<?x?xbf16>, !asctile.tile<4x24xbf16, UB>
      %p_a1 = arith.constant 1.000000e+00 : bf16
      %a1 = asctile.load %tp[%r, %c0], %p_a1 : !asctile.tensor<?x?xbf16>, !asctile.tile<4x24xbf16, UB>
      %v1 = asctile.reduce <min> %ap {dims = [1 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<4xbf16, UB>
      asctile.store %v1, %trmin[%r] : !asctile.tile<4xbf16, UB>, !asctile.tensor<?xbf16>
      %v2 = asctile.reduce <max> %an {dims = [1 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<4x1xbf16, UB>
      asctile.store %v2, %trmax[%r, %c0] : !asctile.tile<4x1xbf16, UB>, !asctile.tensor<?x?xbf16>
      %v3 = asctile.reduce <sum> %a0 {dims = [1 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<4x1xbf16, UB>
      asctile.store %v3, %trsum[%r, %c0] : !asctile.tile<4x1xbf16, UB>, !asctile.tensor<?x?xbf16>
      %v4 = asctile.reduce <prod> %a1 {dims = [1 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<4xbf16, UB>
      asctile.store %v4, %trprod[%r] : !asctile.tile<4xbf16, UB>, !asctile.tensor<?xbf16>
      %v5 = asctile.reduce <max> %an {dims = [0 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1x24xbf16, UB>
      asctile.store %v5, %tcmax[%t, %c0] : !asctile.tile<1x24xbf16, UB>, !asctile.tensor<?x?xbf16>
      %v6 = asctile.reduce <sum> %a0 {dims = [0 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<24xbf16, UB>
      asctile.store %v6, %tcsum[%c] : !asctile.tile<24xbf16, UB>, !asctile.tensor<?xbf16>
      %v7 = asctile.reduce <min> %ap {dims = [0 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1x24xbf16, UB>
      asctile.store %v7, %tcmin[%t, %c0] : !asctile.tile<1x24xbf16, UB>, !asctile.tensor<?x?xbf16>
      %v8 = asctile.reduce <prod> %a1 {dims = [0 : i32]} : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1x24xbf16, UB>
      asctile.store %v8, %tcprod[%t, %c0] : !asctile.tile<1x24xbf16, UB>, !asctile.tensor<?x?xbf16>
      %s1 = asctile.reduce_as_1d <sum> %a0 : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1xbf16, UB>
      asctile.store %s1, %tasum[%t] : !asctile.tile<1xbf16, UB>, !asctile.tensor<?xbf16>
      %s2 = asctile.reduce_as_1d <max> %an : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1xbf16, UB>
      asctile.set_value %s2, %tamax[%t] : !asctile.tile<1xbf16, UB>, !asctile.tensor<?xbf16>
      %s3 = asctile.reduce_as_1d <min> %ap : !asctile.tile<4x24xbf16, UB>, !asctile.tile<1xbf16, UB>
      asctile.set_value %s3, %tamin[%t] : !asctile.tile<1xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
