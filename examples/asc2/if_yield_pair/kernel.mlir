// An scf.if yielding two tiles, chosen per tile by the parity of the tile index:
// (p, q) = even ? (x + y, x - y) : (x * y, max(x, y)); z = p * q + x.
// Tiles of 256 f32 dealt grid-stride over the cores (dynamic length, partial last tile).
module {
  func.func @if_pair_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c256 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %b = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %par = arith.remsi %i, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %pq:2 = scf.if %even -> (!asctile.tile<256xf32, UB>, !asctile.tile<256xf32, UB>) {
        %s = arith.addf %a, %b : !asctile.tile<256xf32, UB>
        %d = arith.subf %a, %b : !asctile.tile<256xf32, UB>
        scf.yield %s, %d : !asctile.tile<256xf32, UB>, !asctile.tile<256xf32, UB>
      } else {
        %m = arith.mulf %a, %b : !asctile.tile<256xf32, UB>
        %x2 = arith.maximumf %a, %b : !asctile.tile<256xf32, UB>
        scf.yield %m, %x2 : !asctile.tile<256xf32, UB>, !asctile.tile<256xf32, UB>
      }
      %pr = arith.mulf %pq#0, %pq#1 : !asctile.tile<256xf32, UB>
      %o = arith.addf %pr, %a : !asctile.tile<256xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
