// asc2.mask(count=k, other=fill) around a chain of f16 vector ops: inside one
// asctile.count_mask region r = max(|x * y| + x, y) is computed op by op, each op writing
// only lanes [0, k) of every 128-lane repeat of its result and fill into the rest, and the
// result is stored inside the region as the frontend does. Tiles of 512 dealt to the
// cores grid-stride (dynamic length, the last tile partial).
module {
  func.func @count_mask_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32, %k: i32, %fill: f16) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c512 = arith.constant 512 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c512 : i32
    %k64 = arith.extsi %k : i32 to i64
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c512 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %b = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      asctile.count_mask %k64, %fill : f16 {
        %p = arith.mulf %a, %b : !asctile.tile<512xf16, UB>
        %q = math.absf %p : !asctile.tile<512xf16, UB>
        %s = arith.addf %q, %a : !asctile.tile<512xf16, UB>
        %r = arith.maximumf %s, %b : !asctile.tile<512xf16, UB>
        asctile.store %r, %tz[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
      }
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
