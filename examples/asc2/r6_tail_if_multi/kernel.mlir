// Whole 256-element tiles on cores bi < n / 256, and the tail (n % 256 <= 64 elements) as
// a 64-element tile on the core bi == n / 256 (scf.if on the block index); cores beyond do
// nothing. y = relu(x) * x[0] (x[0] read with get_value, a vector-scalar multiply). Core 0
// alone writes info[0] = x[0] + x[n - 1] and info[1] = y's first element with set_value.
module {
  func.func @tail_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %info: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c256 = arith.constant 256 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ti = asctile.tensor %info() : memref<*xf32, 22>, !asctile.tensor<2xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %full = arith.divsi %n, %c256 : i32
    %x0 = asctile.get_value %tx[%c0] : !asctile.tensor<?xf32>
    %off = arith.muli %bi, %c256 : i32
    %isfull = arith.cmpi slt, %bi, %full : i32
    scf.if %isfull {
      %v = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %r = asctile.relu %v : !asctile.tile<256xf32, UB>
      %s = asctile.splat %x0 : !asctile.tile<256xf32, UB>
      %o = arith.mulf %r, %s : !asctile.tile<256xf32, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } else {
      %istail = arith.cmpi eq, %bi, %full : i32
      scf.if %istail {
        %v = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
        %r = asctile.relu %v : !asctile.tile<64xf32, UB>
        %s = asctile.splat %x0 : !asctile.tile<64xf32, UB>
        %o = arith.mulf %r, %s : !asctile.tile<64xf32, UB>
        asctile.store %o, %ty[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      }
    }
    %first = arith.cmpi eq, %bi, %c0 : i32
    scf.if %first {
      %nm1 = arith.subi %n, %c1 : i32
      %xl = asctile.get_value %tx[%nm1] : !asctile.tensor<?xf32>
      %sum = arith.addf %x0, %xl : f32
      asctile.set_value %sum, %ti[%c0] : f32, !asctile.tensor<2xf32>
      %y0 = asctile.get_value %ty[%c0] : !asctile.tensor<?xf32>
      asctile.set_value %y0, %ti[%c1] : f32, !asctile.tensor<2xf32>
    }
    return
  }
}
