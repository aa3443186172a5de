// arith-emulate-unsupported-floats probes: arith ops on the source float types (scalars,
// vectors, tensors) rebuilt on the target type between extf and truncf with `contract`:
// where the widening goes and its reuse, block arguments, nested regions and blocks,
// comparisons and conversions, folds first, and ops left alone (constants, casts, other
// dialects, other types).

func.func @basic(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.addf %a, %b : bf16
  %1 = arith.mulf %0, %b fastmath<fast> : bf16
  return %1 : bf16
}

// -----

func.func @more(%a: bf16, %b: bf16, %v: vector<4xbf16>, %i: i32) -> (i1, bf16, vector<4xbf16>, bf16, f32, i32, bf16) {
  %0 = arith.cmpf olt, %a, %b : bf16
  %1 = arith.select %0, %a, %b : bf16
  %2 = arith.negf %v : vector<4xbf16>
  %3 = arith.sitofp %i : i32 to bf16
  %4 = arith.extf %a : bf16 to f32
  %5 = arith.fptosi %a : bf16 to i32
  %c = arith.constant 1.0 : bf16
  %6 = arith.addf %c, %a : bf16
  %7 = math.sin %a : bf16
  return %0, %1, %2, %3, %4, %5, %6 : i1, bf16, vector<4xbf16>, bf16, f32, i32, bf16
}

// -----

func.func @shapes(%t: tensor<2x3xbf16>, %u: tensor<*xbf16>, %h: f16, %k: f8E4M3FN) -> (tensor<2x3xbf16>, tensor<*xbf16>, f16, f8E4M3FN) {
  %0 = arith.maximumf %t, %t : tensor<2x3xbf16>
  %1 = arith.divf %u, %u : tensor<*xbf16>
  %2 = arith.remf %h, %h : f16
  %3 = arith.subf %k, %k : f8E4M3FN
  return %0, %1, %2, %3 : tensor<2x3xbf16>, tensor<*xbf16>, f16, f8E4M3FN
}

// -----

func.func @regions(%c: i1, %a: bf16, %n: index) -> bf16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> bf16 {
    %s = arith.addf %acc, %a : bf16
    scf.yield %s : bf16
  }
  %q = scf.if %c -> bf16 {
    %m = arith.mulf %r, %a : bf16
    scf.yield %m : bf16
  } else {
    scf.yield %r : bf16
  }
  cf.br ^bb1(%q : bf16)
^bb1(%x: bf16):
  %y = arith.negf %x : bf16
  %z = arith.minnumf %y, %a : bf16
  return %z : bf16
}

// -----

func.func @casts(%a: bf16, %i: i8, %f: f64) -> (i8, bf16, bf16, f64, i16, bf16, bf16) {
  %0 = arith.fptoui %a : bf16 to i8
  %1 = arith.uitofp %i : i8 to bf16
  %2 = arith.truncf %f : f64 to bf16
  %3 = arith.extf %a : bf16 to f64
  %4 = arith.bitcast %a : bf16 to i16
  %5 = arith.addf %2, %2 : bf16
  %6 = arith.addf %a, %a fastmath<contract> : bf16
  return %0, %1, %2, %3, %4, %5, %6 : i8, bf16, bf16, f64, i16, bf16, bf16
}

// -----

func.func @folds(%a: bf16) -> (bf16, bf16, bf16, bf16, i1) {
  %c1 = arith.constant 1.0 : bf16
  %c2 = arith.constant 2.0 : bf16
  %0 = arith.addf %c1, %c2 : bf16
  %1 = arith.mulf %c1, %a : bf16
  %2 = arith.subf %a, %c2 : bf16
  %3 = arith.maximumf %a, %a : bf16
  %4 = arith.cmpf oeq, %c1, %c2 : bf16
  %5 = arith.addf %0, %a : bf16
  return %0, %1, %2, %5, %4 : bf16, bf16, bf16, bf16, i1
}
