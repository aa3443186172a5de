// PyAsc's asc2 matmul tutorial shape: C (256×256 f32) = A (256×256 f16) · B (256×256 f16)
// on 16 cores, with the sizes known at compile time (tensors of constant shape). Core b
// computes the 64×64 tile (b / 4, b % 4) of C: a constant-bound K loop of 32-deep steps
// (asc2.range with unroll_factor 2) loads A and B tiles straight into L0A/L0B and
// accumulates them in one L0C accumulator, whose store becomes a fixpipe store.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<256x256xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<256x256xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<256x256xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %bm = arith.divsi %bi, %c4 : i32
    %bn = arith.remsi %bi, %c4 : i32
    %om = arith.muli %bm, %c64 : i32
    %on = arith.muli %bn, %c64 : i32
    %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
    scf.for %ok = %c0 to %c256 step %c32 : i32 {
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<256x256xf16>, !asctile.tile<64x32xf16, L0A>
      %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<256x256xf16>, !asctile.tile<32x64xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
    } {asctile.unroll_factor = 2 : index}
    asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<256x256xf32>
    return
  }
}
