// C (f32) = A (bf16, M×K) · B (bf16, K×N) in 16x64 output tiles over the cores (index
// grid-stride loop), K walked in 32-deep steps with the accumulator carried in the K
// loop's iter_args. K = 40 or 72 leaves a last step of 8 (below one C0 of 16 bf16); K = 8
// is a single step shallower than C0; M and N have tails too.
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0x = arith.constant 0 : index
    %c1x = arith.constant 1 : index
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bx = arith.index_cast %bid : i64 to index
    %nb = ascendc.get_block_num : i64
    %nbx = arith.index_cast %nb : i64 to index
    %mt = arith.ceildivsi %m, %c16 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %tilesx = arith.index_cast %tiles : i32 to index
    %ks = arith.ceildivsi %k, %c32 : i32
    %ksx = arith.index_cast %ks : i32 to index
    scf.for %t = %bx to %tilesx step %nbx {
      %ti = arith.index_cast %t : index to i32
      %tm = arith.divsi %ti, %nt : i32
      %tn = arith.remsi %ti, %nt : i32
      %om = arith.muli %tm, %c16 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc0 = asctile.accumulator : !asctile.tile<16x64xf32, L0C>
      %acc = scf.for %i = %c0x to %ksx step %c1x iter_args(%cur = %acc0) -> (!asctile.tile<16x64xf32, L0C>) {
        %ii = arith.index_cast %i : index to i32
        %ok = arith.muli %ii, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<16x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L0B>
        asctile.matmul_acc %at, %bt, %cur : <16x32xbf16, L0A>, <32x64xbf16, L0B>, <16x64xf32, L0C>
        scf.yield %cur : !asctile.tile<16x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<16x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
