// Every asctile op in its custom form, as PyAsc's frontend and passes write them.
func.func @creation(%arg0: memref<*xf16, 22>, %n: i32, %m: i32, %c: f16) -> (i32, !asctile.tile<128xf16, UB>) {
  %t = asctile.tensor %arg0(%n, %m) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %s = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<16x128xf16>
  %d = asctile.dim %t, 1 : !asctile.tensor<?x?xf16>
  %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
  %z = asctile.splat %c : !asctile.tile<128xf16, UB>
  return %d, %z : i32, !asctile.tile<128xf16, UB>
}

func.func @movement(%t: !asctile.tensor<?x?xf32>, %v: !asctile.tensor<?xf32>, %g: !asctile.tensor<?x?xf16>,
                    %r: i32, %c0: i32, %pad: f32, %a1: !asctile.tile<32x32xf16, L1>, %c: !asctile.tile<32x32xf32, L0C>) {
  %x = asctile.load %t[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
  %y = asctile.load %t[%r, %c0] : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
  asctile.store %y, %t[%r, %c0] {asctile.unroll_group = 0 : i64} : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
  %a0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %e = asctile.get_value %v[%r] : !asctile.tensor<?xf32>
  asctile.set_value %e, %v[%r] : f32, !asctile.tensor<?xf32>
  %one = asctile.reshape %x : !asctile.tile<1x256xf32, UB> to !asctile.tile<256xf32, UB>
  asctile.atomic_rmw<Add> %one, %v[%r] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Max> %one, %v[%r] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  asctile.store_fixpipe %c, %t[%r, %c0] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  asctile.store_fixpipe %c, %g[%r, %c0] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf16>
  %h = asctile.copy_fixpipe %c[%c0, %c0] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  %u = asctile.get_value %v[%r] : !asctile.tensor<?xf32>
  %ut = asctile.splat %u : !asctile.tile<1xf32, UB>
  asctile.set_value %ut, %v[%r] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
  return
}

func.func @masks(%n: i64, %hi: i64, %lo: i64, %cst: f32, %a: !asctile.tile<256xf32, UB>, %b: !asctile.tile<256xf32, UB>, %t: !asctile.tensor<?xf32>, %i: i32) {
  asctile.count_mask %n, %cst : f32 {
    %y = arith.addf %a, %b : !asctile.tile<256xf32, UB>
    asctile.store %y, %t[%i] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  }
  asctile.count_mask %n {
    %y = arith.mulf %a, %b : !asctile.tile<256xf32, UB>
    asctile.store %y, %t[%i] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  } {tag}
  asctile.bitwise_mask %hi, %lo {
    %y = arith.subf %a, %b : !asctile.tile<256xf32, UB>
    asctile.store %y, %t[%i] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  }
  asctile.bitwise_mask %hi, %lo, %cst : f32 {
  }
  return
}

func.func @compute(%a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf32, UB>, %s: f32, %i: !asctile.tile<64xi32, UB>, %k: i32,
                   %m: !asctile.tile<8x64xf32, UB>, %g: !asctile.tile<64xf32, UB>, %r: !asctile.tile<8x1xf32, UB>) {
  %m0 = asctile.cmp LT %a, %b : !asctile.tile<64xf32, UB>
  %m1 = asctile.cmps GE %a, %s : !asctile.tile<64xf32, UB>
  %sel = asctile.select %m0, %a, %b : !asctile.tile<64xf32, UB>
  %0 = asctile.adds %a, %s : !asctile.tile<64xf32, UB>
  %1 = asctile.subs %a, %s : !asctile.tile<64xf32, UB>
  %2 = asctile.muls %a, %s : !asctile.tile<64xf32, UB>
  %3 = asctile.divs %a, %s : !asctile.tile<64xf32, UB>
  %4 = asctile.mins %a, %s : !asctile.tile<64xf32, UB>
  %5 = asctile.maxs %a, %s : !asctile.tile<64xf32, UB>
  %6 = asctile.shls %i, %k : !asctile.tile<64xi32, UB>
  %7 = asctile.shrs %i, %k : !asctile.tile<64xi32, UB>
  %8 = asctile.relu %a : !asctile.tile<64xf32, UB>
  %9 = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %10 = asctile.reshape %m : !asctile.tile<8x64xf32, UB> to !asctile.tile<512xf32, UB>
  %11 = asctile.broadcast %r : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
  %12 = asctile.concat %m, %11 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
  %13 = asctile.reduce_as_1d <sum> %m : !asctile.tile<8x64xf32, UB>, f32
  %14 = asctile.reduce_as_1d #asctile.kind<max> %a : !asctile.tile<64xf32, UB>, !asctile.tile<1xf32, UB>
  %15 = asctile.reduce <max> %m {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %16 = asctile.reduce <xor_sum> %m {dims = [0 : i32, 1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1xf32, UB>
  %17 = asctile.softmax %m : !asctile.tile<8x64xf32, UB>
  %18 = asctile.rms_norm %m, %g, %s : !asctile.tile<8x64xf32, UB>, !asctile.tile<64xf32, UB>
  %19 = asctile.cmp "NE" %i, %i : !asctile.tile<64xi32, UB>
  return
}

func.func @matrix(%a: !asctile.tile<32x16xf16, L0A>, %b: !asctile.tile<16x32xf16, L0B>, %acc: !asctile.tile<32x32xf32, L0C>) -> !asctile.tile<32x32xf32, L0C> {
  %c = asctile.matmul %a, %b : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  %d = asctile.matmul %a, %b : !asctile.tile<32x16xf16, L0A>, !asctile.tile<16x32xf16, L0B> -> !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return %c : !asctile.tile<32x32xf32, L0C>
}

func.func @types(%a: !asctile.tile<f32, UB>, %b: !asctile.tile<*xf32, FIX>, %c: !asctile.tensor<f16>, %d: !asctile.tile<?x4xbf16, L1>, %e: !asctile.tensor<*xi8>) {
  return
}

// arith, math and scf take tiles (value semantics); the i1 results of comparisons keep
// shape and location.
func.func @upstream(%a: !asctile.tile<16xf32, UB>, %b: !asctile.tile<16xf32, UB>, %i: !asctile.tile<16xi32, UB>, %n: index) -> !asctile.tile<16xf32, UB> {
  %z = arith.constant dense<0.000000e+00> : !asctile.tile<16xf32, UB>
  %k = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : !asctile.tile<16xi32, UB>
  %m = arith.cmpf olt, %a, %b : !asctile.tile<16xf32, UB>
  %s = arith.select %m, %a, %b : !asctile.tile<16xi1, UB>, !asctile.tile<16xf32, UB>
  %c = arith.cmpi sgt, %i, %k : !asctile.tile<16xi32, UB>
  %sh = arith.shli %i, %k : !asctile.tile<16xi32, UB>
  %f = arith.sitofp %sh : !asctile.tile<16xi32, UB> to !asctile.tile<16xf32, UB>
  %h = arith.truncf %f : !asctile.tile<16xf32, UB> to !asctile.tile<16xf16, UB>
  %e = math.exp %s : !asctile.tile<16xf32, UB>
  %r = math.rsqrt %e : !asctile.tile<16xf32, UB>
  %g = math.erf %r : !asctile.tile<16xf32, UB>
  %x = arith.maximumf %g, %z : !asctile.tile<16xf32, UB>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = scf.for %j = %c0 to %n step %c1 iter_args(%t = %x) -> (!asctile.tile<16xf32, UB>) {
    %u = arith.addf %t, %a : !asctile.tile<16xf32, UB>
    scf.yield %u : !asctile.tile<16xf32, UB>
  }
  return %acc : !asctile.tile<16xf32, UB>
}
