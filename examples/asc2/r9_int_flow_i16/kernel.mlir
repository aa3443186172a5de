// Control flow carrying i16 tiles: per 64-element tile (grid-stride, the last partial) an
// scf.while shifts the tile right by 1 (arith.shrsi by a splat) kmax times with a scalar
// counter; an scf.if on the tile index's parity yields either that result plus x or x
// minus it; and the tile's first element, loaded as a 1-element tile, is written to
// sv[tile] by set_value's tile form.
module {
  func.func @iflow_kernel(%x: memref<*xi16, 22>, %y: memref<*xi16, 22>, %sv: memref<*xi16, 22>, %n: i32, %kmax: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %tx = asctile.tensor %x(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty = asctile.tensor %y(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ts = asctile.tensor %sv(%tiles) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c64 : i32
      %pad = arith.constant 0 : i16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<64xi16, UB>
      %r:2 = scf.while (%t = %a, %k = %c0) : (!asctile.tile<64xi16, UB>, i32) -> (!asctile.tile<64xi16, UB>, i32) {
        %go = arith.cmpi slt, %k, %kmax : i32
        scf.condition(%go) %t, %k : !asctile.tile<64xi16, UB>, i32
      } do {
      ^bb0(%t2: !asctile.tile<64xi16, UB>, %k2: i32):
        %one = arith.constant dense<1> : !asctile.tile<64xi16, UB>
        %h = arith.shrsi %t2, %one : !asctile.tile<64xi16, UB>
        %k3 = arith.addi %k2, %c1 : i32
        scf.yield %h, %k3 : !asctile.tile<64xi16, UB>, i32
      }
      %par = arith.remsi %i, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %o = scf.if %even -> (!asctile.tile<64xi16, UB>) {
        %p = arith.addi %r#0, %a : !asctile.tile<64xi16, UB>
        scf.yield %p : !asctile.tile<64xi16, UB>
      } else {
        %m = arith.subi %a, %r#0 : !asctile.tile<64xi16, UB>
        scf.yield %m : !asctile.tile<64xi16, UB>
      }
      asctile.store %o, %ty[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %f = asctile.load %tx[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<1xi16, UB>
      asctile.set_value %f, %ts[%i] : !asctile.tile<1xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
