// C (bf16) = bf16(relu(A·B)) for bf16 A (M×K) and B (K×N), the epilogue in the fixpipe:
// the ReLU and the cast of the L0C tile are folded into the store
// (asctile-transform-store-fixpipe: store_fixpipe {quantize, relu}). 32x64 output tiles
// over the cores in an index grid-stride loop, K in 32-deep steps with the accumulator
// carried through the K loop's iter_args; M, N and K need not be multiples of the tile
// (a last K step of at least 16, one C0, and less).
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xbf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1x = arith.constant 1 : index
    %c0x = arith.constant 0 : index
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bx = arith.index_cast %bid : i64 to index
    %nb = ascendc.get_block_num : i64
    %nbx = arith.index_cast %nb : i64 to index
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %tilesx = arith.index_cast %tiles : i32 to index
    %ks = arith.ceildivsi %k, %c32 : i32
    %ksx = arith.index_cast %ks : i32 to index
    scf.for %t = %bx to %tilesx step %nbx {
      %ti = arith.index_cast %t : index to i32
      %tm = arith.divsi %ti, %nt : i32
      %tn = arith.remsi %ti, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc0 = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      %acc = scf.for %i = %c0x to %ksx step %c1x iter_args(%cur = %acc0) -> (!asctile.tile<32x64xf32, L0C>) {
        %ii = arith.index_cast %i : index to i32
        %ok = arith.muli %ii, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L0B>
        asctile.matmul_acc %at, %bt, %cur : <32x32xbf16, L0A>, <32x64xbf16, L0B>, <32x64xf32, L0C>
        scf.yield %cur : !asctile.tile<32x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %r = asctile.relu %acc : !asctile.tile<32x64xf32, L0C>
      %h = asctile.cast %r : !asctile.tile<32x64xf32, L0C> to !asctile.tile<32x64xbf16, L0C>
      asctile.store %h, %tc[%om, %on] : !asctile.tile<32x64xbf16, L0C>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
