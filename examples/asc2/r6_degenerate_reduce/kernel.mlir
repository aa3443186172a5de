// Degenerate shapes: a 16x1 column tile reduced along axis 0 (to 1x1) and a 1x64 row tile
// reduced along axis 1 (to 1x1), the two 1x1 results broadcast back to 16x1 and 1x64, and
// a 1x1 broadcast to 16x64; a 16x64 tile reshaped to 1024 and summed with reduce_as_1d.
// Per core b: c' = c - max(c), r' = r / sum(r), g = x * min(c) (16x64), s[b] = sum(x).
module {
  func.func @deg_kernel(%c: memref<*xf32, 22>, %r: memref<*xf32, 22>, %x: memref<*xf32, 22>, %co: memref<*xf32, 22>, %ro: memref<*xf32, 22>, %g: memref<*xf32, 22>, %s: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rows = arith.muli %nbi, %c16 : i32
    %tc = asctile.tensor %c(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %tco = asctile.tensor %co(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %tr = asctile.tensor %r(%nbi) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tro = asctile.tensor %ro(%nbi) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tg = asctile.tensor %g(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ts = asctile.tensor %s(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %r0 = arith.muli %bi, %c16 : i32
    %cv = asctile.load %tc[%r0, %c0], %zero : !asctile.tensor<?x1xf32>, !asctile.tile<16x1xf32, UB>
    %cm = asctile.reduce <max> %cv {dims = [0 : i32]} : !asctile.tile<16x1xf32, UB>, !asctile.tile<1x1xf32, UB>
    %cmb = asctile.broadcast %cm : !asctile.tile<1x1xf32, UB> to !asctile.tile<16x1xf32, UB>
    %cd = arith.subf %cv, %cmb : !asctile.tile<16x1xf32, UB>
    asctile.store %cd, %tco[%r0, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x1xf32>
    %rv = asctile.load %tr[%bi, %c0], %zero : !asctile.tensor<?x64xf32>, !asctile.tile<1x64xf32, UB>
    %rs = asctile.reduce <sum> %rv {dims = [1 : i32]} : !asctile.tile<1x64xf32, UB>, !asctile.tile<1x1xf32, UB>
    %rsb = asctile.broadcast %rs : !asctile.tile<1x1xf32, UB> to !asctile.tile<1x64xf32, UB>
    %rd = arith.divf %rv, %rsb : !asctile.tile<1x64xf32, UB>
    asctile.store %rd, %tro[%bi, %c0] : !asctile.tile<1x64xf32, UB>, !asctile.tensor<?x64xf32>
    %cn = asctile.reduce <min> %cv {dims = [0 : i32]} : !asctile.tile<16x1xf32, UB>, !asctile.tile<1x1xf32, UB>
    %cnb = asctile.broadcast %cn : !asctile.tile<1x1xf32, UB> to !asctile.tile<16x64xf32, UB>
    %xv = asctile.load %tx[%r0, %c0], %zero : !asctile.tensor<?x64xf32>, !asctile.tile<16x64xf32, UB>
    %gv = arith.mulf %xv, %cnb : !asctile.tile<16x64xf32, UB>
    asctile.store %gv, %tg[%r0, %c0] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<?x64xf32>
    %flat = asctile.reshape %xv : !asctile.tile<16x64xf32, UB> to !asctile.tile<1024xf32, UB>
    %sum = asctile.reduce_as_1d <sum> %flat : !asctile.tile<1024xf32, UB>, f32
    asctile.set_value %sum, %ts[%bi] : f32, !asctile.tensor<?xf32>
    return
  }
}
