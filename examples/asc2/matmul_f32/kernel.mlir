// As matmul, with A and B in f32: the B tiles reach L0B through LoadDataWithTranspose
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %ntiles = arith.divsi %n, %c64 : i32
    %bm = arith.divsi %bi, %ntiles : i32
    %bn = arith.remsi %bi, %ntiles : i32
    %om = arith.muli %bm, %c64 : i32
    %on = arith.muli %bn, %c64 : i32
    %ksteps = arith.divsi %k, %c16 : i32
    %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
    scf.for %i = %c0 to %ksteps step %c1 : i32 {
      %ok = arith.muli %i, %c16 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<64x16xf32, L0A>
      %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, L0B>
      asctile.matmul_acc %at, %bt, %acc : <64x16xf32, L0A>, <16x64xf32, L0B>, <64x64xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
