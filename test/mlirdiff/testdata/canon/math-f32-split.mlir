// math-legalize-to-f32 probes: math ops on floats narrower than f32 rebuilt on f32 between
// arith.extf and arith.truncf (math.fma and wider floats left alone); where the widening
// goes, its reuse, block arguments, nested regions, and the shaped-type cases MLIR 19
// turns into invalid casts.

func.func @sin(%a: f16) -> f16 {
  %0 = math.sin %a : f16
  return %0 : f16
}

// -----

func.func @multi(%a: bf16, %b: bf16, %v: vector<4xf16>) -> (bf16, bf16, vector<4xf16>) {
  %0 = math.powf %a, %b fastmath<fast> : bf16
  %1 = math.atan2 %a, %a : bf16
  %2 = math.exp %v : vector<4xf16>
  %3 = math.fma %a, %b, %a : bf16
  return %0, %1, %2 : bf16, bf16, vector<4xf16>
}

// -----

func.func @others(%a: f32, %b: f64, %c: f8E4M3FN, %i: i32, %h: f16) -> (f32, f64, f8E4M3FN, i32, f16, f16, i1) {
  %0 = math.sqrt %a : f32
  %1 = math.sqrt %b : f64
  %2 = math.absf %c : f8E4M3FN
  %3 = math.ctlz %i : i32
  %4 = math.fpowi %h, %i : f16, i32
  %5 = math.ipowi %i, %i : i32
  %6 = arith.constant true
  %7 = math.absf %h : f16
  return %0, %1, %2, %3, %4, %7, %6 : f32, f64, f8E4M3FN, i32, f16, f16, i1
}

// -----

func.func @tensor(%t: tensor<2xf16>, %x: tf32) -> (tensor<2xf16>, tf32) {
  %0 = math.tanh %t : tensor<2xf16>
  %1 = math.log %x : tf32
  return %0, %1 : tensor<2xf16>, tf32
}

// -----

func.func @types(%a: tensor<2xf32>, %b: vector<2xf32>, %c: f8E5M2, %d: tensor<?xbf16>, %e: f80, %f: vector<[4]xf16>) -> (tensor<2xf32>, vector<2xf32>, f8E5M2, tensor<?xbf16>, f80, vector<[4]xf16>) {
  %0 = math.cos %a : tensor<2xf32>
  %1 = math.cos %b : vector<2xf32>
  %2 = math.cos %c : f8E5M2
  %3 = math.cos %d : tensor<?xbf16>
  %4 = math.cos %e : f80
  %5 = math.cos %f : vector<[4]xf16>
  return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, vector<2xf32>, f8E5M2, tensor<?xbf16>, f80, vector<[4]xf16>
}

// -----

func.func @chain(%a: f16, %c: i1) -> f16 {
  %0 = math.sin %a : f16
  %1 = math.cos %0 : f16
  %2 = arith.addf %1, %0 : f16
  %3 = scf.if %c -> f16 {
    %4 = math.exp %2 : f16
    %5 = math.log %a : f16
    %6 = math.powf %4, %5 : f16
    scf.yield %6 : f16
  } else {
    scf.yield %a : f16
  }
  %7 = math.ctlz %c : i1
  return %3 : f16
}

// -----

func.func @blockarg(%a: f16, %c: i1) -> f16 {
  cf.cond_br %c, ^bb1(%a : f16), ^bb2
^bb1(%x: f16):
  %0 = math.sin %x : f16
  %1 = math.sin %x : f16
  %2 = math.cos %a : f16
  return %0 : f16
^bb2:
  %3 = math.roundeven %a : f16
  return %3 : f16
}

// -----

func.func @bad(%b: vector<2xf64>) -> vector<2xf64> {
  %1 = math.cos %b : vector<2xf64>
  return %1 : vector<2xf64>
}

// -----

func.func @bad_8(%b: vector<2xtf32>) -> vector<2xtf32> {
  %1 = math.cos %b : vector<2xtf32>
  return %1 : vector<2xtf32>
}

// -----

func.func @nested_and_unregistered(%a: f16, %m: memref<4xf16>, %i: index) {
  "test.region"() ({
    %0 = math.sqrt %a : f16
    "test.use"(%0) : (f16) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  %v = memref.load %m[%i] : memref<4xf16>
  %r = math.rsqrt %v fastmath<afn> : f16
  %s = math.cbrt %r : f16
  memref.store %s, %m[%i] : memref<4xf16>
  return
}

// -----

// Ops of unknown legality go through the conversion pattern too, and stay converted when
// the rebuilt op folds: a bitcast between two types that both become f32 (of a value or
// of a constant, whose own fold makes a constant the target refuses) is an extf/truncf
// pair; one to or from an integer, or an addf, does not fold rebuilt and stays (random
// upstream-pass programs, arith corpus, e.g. 101/66 and 102/6).
func.func @unknown_ops(%a: bf16, %i: i16, %v: vector<2xf16>) -> (f16, bf16, f16, f16, f16, i16, vector<2xbf16>) {
  %0 = arith.bitcast %a : bf16 to f16
  %1 = arith.addf %a, %a : bf16
  %c = arith.constant 1.0 : bf16
  %2 = arith.bitcast %c : bf16 to f16
  %3 = arith.bitcast %i : i16 to f16
  %ci = arith.constant 7 : i16
  %4 = arith.bitcast %ci : i16 to f16
  %5 = arith.bitcast %a : bf16 to i16
  %6 = arith.bitcast %v : vector<2xf16> to vector<2xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : f16, bf16, f16, f16, f16, i16, vector<2xbf16>
}

// -----

// Operands a fold made one value: the select folds to %a, so the rebuilt maximumf has
// the same operand twice and folds too.
func.func @unknown_ops_refold(%a: bf16, %b: bf16) -> bf16 {
  %t = arith.constant true
  %s = arith.select %t, %a, %b : bf16
  %m = arith.maximumf %a, %s : bf16
  return %m : bf16
}

// -----

// A vector of f64 converts to one of f32 as well: a bitcast of it, folded by the
// rebuilt op, leaves an arith.extf the verifier rejects, as mlir-opt 19 does.
func.func @unknown_ops_f64_vector(%v: vector<4xf64>) -> vector<4xf64> {
  %c = arith.constant dense<0x7FF0000000000002> : vector<4xf64>
  %0 = arith.bitcast %c : vector<4xf64> to vector<4xf64>
  return %0 : vector<4xf64>
}

// -----

// The ceildivui folds to its operand %true, so the rebuilt select sees a constant
// condition and folds to its true value; the false value's widening is made and then
// erased, unused.
func.func @unknown_ops_dropped_operand(%a: f8E4M3FN, %b: f8E4M3FN) -> f8E4M3FN {
  %t = arith.constant true
  %c = arith.ceildivui %t, %t : i1
  %s = arith.select %c, %a, %b : f8E4M3FN
  return %s : f8E4M3FN
}

// -----

// The widening of a dropped operand goes at the end unless a later op the pattern then
// fails on (here a cmpf, whose rebuilt form folds to a constant the target refuses)
// used it.
func.func @unknown_ops_dropped_operand_touched(%a: f8E4M3FN, %b: f8E4M3FN) -> (f8E4M3FN, i1, f8E4M3FN) {
  %t = arith.constant true
  %c = arith.ceildivui %t, %t : i1
  %s = arith.select %c, %a, %b : f8E4M3FN
  %f = arith.cmpf false, %a, %b : f8E4M3FN
  %ca = arith.constant 1.0 : f8E4M3FN
  %cb = arith.constant 2.0 : f8E4M3FN
  %s2 = arith.select %c, %ca, %cb : f8E4M3FN
  return %s, %f, %s2 : f8E4M3FN, i1, f8E4M3FN
}

// -----

// The conversion folds the ops of unknown legality: memref.copy takes a cast's source
// only when the cast makes the type less static (CastOp::canFoldIntoConsumerOp), unlike
// memref.prefetch and dealloc (random upstream-pass program cf 104/95).
func.func @copy_cast_fold(%m: memref<8x8xf32>, %s: memref<8x?xf32, strided<[?, 1], offset: ?>>, %i: index) {
  %a = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %b = memref.cast %s : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32>
  memref.copy %a, %a : memref<?x?xf32> to memref<?x?xf32>
  memref.copy %b, %a : memref<8x?xf32> to memref<?x?xf32>
  memref.prefetch %b[%i, %i], read, locality<3>, data : memref<8x?xf32>
  memref.dealloc %b : memref<8x?xf32>
  return
}

// -----

// The bitcast reads the erf's result, which the conversion replaced by a truncf: its
// widening is of that truncf, made once (random upstream-pass program arith 108/841).
func.func @unknown_op_of_converted(%a: bf16) -> (f16, i32) {
  %e = math.erf %a : bf16
  %b = arith.bitcast %e : bf16 to f16
  %i = arith.fptosi %e : bf16 to i32
  return %b, %i : f16, i32
}
