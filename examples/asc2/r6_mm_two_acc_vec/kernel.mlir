// Two accumulators sharing A: C1 = A.B1 and C2 = A.B2 (f16 in, f32 out), one 32x32 block
// of each per core (block (bi / nbn, bi % nbn)), K in 32-deep steps with a tail of 16; the
// K loop also adds two f32 vectors u + v, a 32-element slice per step at om * k + ok, into
// w, written only by the cores of column block 0 (an scf.if inside the K loop).
module {
  func.func @mm2_kernel(%a: memref<*xf16, 22>, %b1: memref<*xf16, 22>, %b2: memref<*xf16, 22>, %u: memref<*xf32, 22>, %v: memref<*xf32, 22>, %c1o: memref<*xf32, 22>, %c2o: memref<*xf32, 22>, %w: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %fz = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb1 = asctile.tensor %b1(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb2 = asctile.tensor %b2(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc1 = asctile.tensor %c1o(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc2 = asctile.tensor %c2o(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %mk = arith.muli %m, %k : i32
    %tu = asctile.tensor %u(%mk) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tv = asctile.tensor %v(%mk) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tw = asctile.tensor %w(%mk) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nbn = arith.ceildivsi %n, %c32 : i32
    %bm = arith.divsi %bi, %nbn : i32
    %bn = arith.remsi %bi, %nbn : i32
    %om = arith.muli %bm, %c32 : i32
    %on = arith.muli %bn, %c32 : i32
    %ks = arith.ceildivsi %k, %c32 : i32
    %wrow = arith.muli %om, %k : i32
    %col0 = arith.cmpi eq, %bn, %c0 : i32
    %acc1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    %acc2 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    scf.for %s = %c0 to %ks step %c1 : i32 {
      %ok = arith.muli %s, %c32 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
      %bt1 = asctile.load %tb1[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
      %bt2 = asctile.load %tb2[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
      asctile.matmul_acc %at, %bt1, %acc1 : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
      asctile.matmul_acc %at, %bt2, %acc2 : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
      %wo = arith.addi %wrow, %ok : i32
      %ut = asctile.load %tu[%wo], %fz : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %vt = asctile.load %tv[%wo], %fz : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %st = arith.addf %ut, %vt : !asctile.tile<32xf32, UB>
      scf.if %col0 {
        asctile.store %st, %tw[%wo] : !asctile.tile<32xf32, UB>, !asctile.tensor<?xf32>
      }
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc1, %tc1[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    asctile.store %acc2, %tc2[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
