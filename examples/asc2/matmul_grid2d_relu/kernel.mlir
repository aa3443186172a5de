// C (f32) = relu(A · B) for f16 A (M×K), B (K×N) with the cores arranged as a 2-D grid of
// gm × gn (gn a kernel argument, gm = cores / gn): core b sits at grid row b / gn and
// column b mod gn and takes the 32x64 output blocks (b / gn + i·gm, b mod gn + j·gn) in two
// nested grid-stride loops. K in 32-deep steps, the accumulator carried through the K
// loop's iter_args and the loop unrolled by 2 (odd step counts leave an epilogue); the ReLU
// folds into the fixpipe store. M, N and K need not be multiples of the tile.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32, %gn: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %gm = arith.divsi %nbi, %gn : i32
    %gr = arith.divsi %bi, %gn : i32
    %gc = arith.remsi %bi, %gn : i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %inGrid = arith.cmpi slt, %gr, %gm : i32
    scf.if %inGrid {
      scf.for %tm = %gr to %mt step %gm : i32 {
        scf.for %tn = %gc to %nt step %gn : i32 {
          %om = arith.muli %tm, %c32 : i32
          %on = arith.muli %tn, %c64 : i32
          %acc0 = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
          %acc = scf.for %ok = %c0 to %k step %c32 iter_args(%cur = %acc0) -> (!asctile.tile<32x64xf32, L0C>) : i32 {
            %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
            %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
            asctile.matmul_acc %at, %bt, %cur : <32x32xf16, L0A>, <32x64xf16, L0B>, <32x64xf32, L0C>
            scf.yield %cur : !asctile.tile<32x64xf32, L0C>
          } {asctile.unroll_factor = 2 : index}
          %r = asctile.relu %acc : !asctile.tile<32x64xf32, L0C>
          asctile.store %r, %tc[%om, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
        } {asctile.unroll_factor = 1 : index}
      } {asctile.unroll_factor = 1 : index}
    }
    return
  }
}
