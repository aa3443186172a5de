// C (f32) = A (f16, 144×K) · B (f16, K×N) with L1 staging: per core one 80-column band of
// C; each 48-deep K step loads A as a 144x48 L1 tile and B as a 48x80 L1 tile, copies
// B once into L0B and A into three 48-row L0A sub-tiles (row offsets 0, 48, 96), each
// accumulated into its own 48x80 L0C accumulator.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c48 = arith.constant 48 : i32
    %c80 = arith.constant 80 : i32
    %c96 = arith.constant 96 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%k) : memref<*xf16, 22>, !asctile.tensor<144x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%n) : memref<*xf32, 22>, !asctile.tensor<144x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %on = arith.muli %bi, %c80 : i32
    %acc0 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    %acc1 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    %acc2 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    scf.for %ok = %c0 to %k step %c48 : i32 {
      %a1 = asctile.load %ta[%c0, %ok], %pad : !asctile.tensor<144x?xf16>, !asctile.tile<144x48xf16, L1>
      %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x80xf16, L1>
      %bt = asctile.copy %b1[%c0, %c0] : !asctile.tile<48x80xf16, L1>, !asctile.tile<48x80xf16, L0B>
      %at0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<144x48xf16, L1>, !asctile.tile<48x48xf16, L0A>
      asctile.matmul_acc %at0, %bt, %acc0 : <48x48xf16, L0A>, <48x80xf16, L0B>, <48x80xf32, L0C>
      %at1 = asctile.copy %a1[%c48, %c0] : !asctile.tile<144x48xf16, L1>, !asctile.tile<48x48xf16, L0A>
      asctile.matmul_acc %at1, %bt, %acc1 : <48x48xf16, L0A>, <48x80xf16, L0B>, <48x80xf32, L0C>
      %at2 = asctile.copy %a1[%c96, %c0] : !asctile.tile<144x48xf16, L1>, !asctile.tile<48x48xf16, L0A>
      asctile.matmul_acc %at2, %bt, %acc2 : <48x48xf16, L0A>, <48x80xf16, L0B>, <48x80xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc0, %tc[%c0, %on] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<144x?xf32>
    asctile.store %acc1, %tc[%c48, %on] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<144x?xf32>
    asctile.store %acc2, %tc[%c96, %on] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<144x?xf32>
    return
  }
}
