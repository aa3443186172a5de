// A matmul whose result goes out both through the fixpipe and through UB: C (f32) = A·B for
// f16 A (M×K) and B (K×N) in 32x32 output blocks dealt grid-stride over the cores (block t
// at bm = t / nt, bn = t mod nt), K in 32-deep steps; each block is stored to C through the
// fixpipe, read back into UB by the same core and scaled per row and per column,
// D = f16(C · r[m] · s[n]) (r broadcast across the columns, s down the rows), and stored
// from UB. M, N and K need not be multiples of the tile.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %r: memref<*xf32, 22>, %s: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tr = asctile.tensor %r(%m) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ts = asctile.tensor %s(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %td = asctile.tensor %d(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %mt, %nt : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %bm = arith.divsi %t, %nt : i32
      %bn = arith.remsi %t, %nt : i32
      %om = arith.muli %bm, %c32 : i32
      %on = arith.muli %bn, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %ok = %c0 to %k step %c32 : i32 {
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
      %u = asctile.load %tc[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<32x32xf32, UB>
      %rv = asctile.load %tr[%om], %padf : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %r2 = asctile.reshape %rv : !asctile.tile<32xf32, UB> to !asctile.tile<32x1xf32, UB>
      %rb = asctile.broadcast %r2 : !asctile.tile<32x1xf32, UB> to !asctile.tile<32x32xf32, UB>
      %sv = asctile.load %ts[%on], %padf : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %s2 = asctile.reshape %sv : !asctile.tile<32xf32, UB> to !asctile.tile<1x32xf32, UB>
      %sb = asctile.broadcast %s2 : !asctile.tile<1x32xf32, UB> to !asctile.tile<32x32xf32, UB>
      %p = arith.mulf %u, %rb : !asctile.tile<32x32xf32, UB>
      %q = arith.mulf %p, %sb : !asctile.tile<32x32xf32, UB>
      %h = asctile.cast %q : !asctile.tile<32x32xf32, UB> to !asctile.tile<32x32xf16, UB>
      asctile.store %h, %td[%om, %on] : !asctile.tile<32x32xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
