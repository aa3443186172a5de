// Unary math on 8x64 tiles of a rows x cols f32 tensor: y = clamp(sqrt|x| + rsqrt(|x|+1) +
// log(|x|+1) + exp(-x) - exp2(x), -3, 3) - 1. Core b takes rows [8b, 8b+8) and loops over
// the column tiles; loads pad with 1.0.
module {
  func.func @math2d_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %r0 = arith.muli %bi, %c8 : i32
    %nt = arith.ceildivsi %cols, %c64 : i32
    scf.for %j = %c0 to %nt step %c1 : i32 {
      %c0f = arith.muli %j, %c64 : i32
      %pad = arith.constant 1.000000e+00 : f32
      %a = asctile.load %tx[%r0, %c0f], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %ab = math.absf %a : !asctile.tile<8x64xf32, UB>
      %s = math.sqrt %ab : !asctile.tile<8x64xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x64xf32, UB>
      %ab1 = arith.addf %ab, %one : !asctile.tile<8x64xf32, UB>
      %rs = math.rsqrt %ab1 : !asctile.tile<8x64xf32, UB>
      %ln = math.log %ab1 : !asctile.tile<8x64xf32, UB>
      %n = arith.negf %a : !asctile.tile<8x64xf32, UB>
      %e = math.exp %n : !asctile.tile<8x64xf32, UB>
      %e2 = math.exp2 %a : !asctile.tile<8x64xf32, UB>
      %t1 = arith.addf %s, %rs : !asctile.tile<8x64xf32, UB>
      %t2 = arith.addf %t1, %ln : !asctile.tile<8x64xf32, UB>
      %t3 = arith.addf %t2, %e : !asctile.tile<8x64xf32, UB>
      %t4 = arith.subf %t3, %e2 : !asctile.tile<8x64xf32, UB>
      %lo = arith.constant dense<-3.000000e+00> : !asctile.tile<8x64xf32, UB>
      %t5 = arith.maximumf %t4, %lo : !asctile.tile<8x64xf32, UB>
      %hi = arith.constant dense<3.000000e+00> : !asctile.tile<8x64xf32, UB>
      %t6 = arith.minimumf %t5, %hi : !asctile.tile<8x64xf32, UB>
      %t7 = arith.subf %t6, %one : !asctile.tile<8x64xf32, UB>
      asctile.store %t7, %ty[%r0, %c0f] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
