module {
  func.func @add_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c1024 = arith.constant 1024 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %off = arith.muli %bi, %c1024 : i32
    %cst = arith.constant 0.0 : f32
    %a = asctile.load %tx [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
    %bb = asctile.load %ty [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
    %s = arith.addf %a, %bb : !asctile.tile<1024xf32, UB>
    asctile.store %s, %tz [%off] : !asctile.tile<1024xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
