// asc2.concat of tiles that are no whole number of 32-byte blocks: per core, 2·x and
// exp(y) on 20-element f32 tiles (80 bytes) joined into one 40-element tile, plus one,
// stored to z[40b .. 40b+40). The second part starts 80 bytes into the result, inside a
// block (docs/pyasc.md §5: moved there by the scalar unit).
module {
  func.func @cat_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %n2: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n2) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c20 = arith.constant 20 : i32
    %c40 = arith.constant 40 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %off = arith.muli %bi, %c20 : i32
    %oz = arith.muli %bi, %c40 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<20xf32, UB>
    %c = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<20xf32, UB>
    %e = math.exp %c : !asctile.tile<20xf32, UB>
    %two = arith.constant dense<2.000000e+00> : !asctile.tile<20xf32, UB>
    %a2 = arith.mulf %a, %two : !asctile.tile<20xf32, UB>
    %r = asctile.concat %a2, %e : !asctile.tile<20xf32, UB>, !asctile.tile<20xf32, UB> -> !asctile.tile<40xf32, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<40xf32, UB>
    %r1 = arith.addf %r, %one : !asctile.tile<40xf32, UB>
    asctile.store %r1, %tz[%oz] : !asctile.tile<40xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
