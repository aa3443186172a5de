// Log-softmax of one f16 row of 1000 elements on one core, upcast to f32 first (x.to(f32)
// as the frontend emits it: asctile.cast), max and sum as scalars (reduce_as_1d) splat
// back, the result cast to f16 on the way out. The row is a 1-D tensor of static size.
module {
  func.func @logsoftmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0xFC00 : f16
    %tx = asctile.tensor %x() : memref<*xf16, 22>, !asctile.tensor<1000xf16>
    %ty = asctile.tensor %y() : memref<*xf16, 22>, !asctile.tensor<1000xf16>
    %v = asctile.load %tx[%c0], %pad : !asctile.tensor<1000xf16>, !asctile.tile<1000xf16, UB>
    %w = asctile.cast %v : !asctile.tile<1000xf16, UB> to !asctile.tile<1000xf32, UB>
    %m = asctile.reduce_as_1d <max> %w : !asctile.tile<1000xf32, UB>, f32
    %ms = asctile.splat %m : !asctile.tile<1000xf32, UB>
    %d = arith.subf %w, %ms : !asctile.tile<1000xf32, UB>
    %e = math.exp %d : !asctile.tile<1000xf32, UB>
    %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1000xf32, UB>, f32
    %ls = math.log %s : f32
    %lss = asctile.splat %ls : !asctile.tile<1000xf32, UB>
    %o = arith.subf %d, %lss : !asctile.tile<1000xf32, UB>
    %h = asctile.cast %o : !asctile.tile<1000xf32, UB> to !asctile.tile<1000xf16, UB>
    asctile.store %h, %ty[%c0] : !asctile.tile<1000xf16, UB>, !asctile.tensor<1000xf16>
    return
  }
}
