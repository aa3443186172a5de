// Held-out style refusals of asclower-asctile, round 2: a broadcast to rank 4 (the
// C++ builds 3-element shape lists; refused at the op), a broadcast that lowers the rank,
// a reduce with empty dims and one with nine alternating runs starting with R (no
// ReducePattern), and the reduce kinds the lowering does not take (mean for reduce, prod
// for reduce_as_1d); each is followed by the conversion's own error.
// RUN: ascopt --asclower-asctile %s -split-input-file -verify-diagnostics

func.func @broadcast_rank4(%a: !asctile.tile<1x8x1x4xf32, UB>) -> !asctile.tile<2x8x3x4xf32, UB> {
  // expected-error @+2 {{'asctile.broadcast' op needs a result of rank 3 or less}}
  // expected-error @+1 {{failed to legalize operation 'asctile.broadcast' that was explicitly marked illegal}}
  %0 = asctile.broadcast %a : !asctile.tile<1x8x1x4xf32, UB> to !asctile.tile<2x8x3x4xf32, UB>
  return %0 : !asctile.tile<2x8x3x4xf32, UB>
}

// -----

func.func @broadcast_rank_down(%a: !asctile.tile<2x4x8xf32, UB>) -> !asctile.tile<4x8xf32, UB> {
  // expected-error @+2 {{Incompatible tensor shapes for Broadcast: [2, 4, 8] and [4, 8]}}
  // expected-error @+1 {{failed to legalize operation 'asctile.broadcast' that was explicitly marked illegal}}
  %0 = asctile.broadcast %a : !asctile.tile<2x4x8xf32, UB> to !asctile.tile<4x8xf32, UB>
  return %0 : !asctile.tile<4x8xf32, UB>
}

// -----

func.func @reduce_no_dims(%a: !asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB> {
  // expected-error @+2 {{Tensor of shape [8, 64] have wrong reduction dimensions:}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce' that was explicitly marked illegal}}
  %0 = asctile.reduce <sum> %a {dims = []} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// -----

func.func @reduce_mean(%a: !asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB> {
  // expected-error @+2 {{'asctile.reduce' op with mean is not supported}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce' that was explicitly marked illegal}}
  %0 = asctile.reduce <mean> %a {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// -----

func.func @reduce_as_1d_prod(%a: !asctile.tile<8x64xf32, UB>) -> f32 {
  // expected-error @+2 {{'asctile.reduce_as_1d' op with prod is not supported}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce_as_1d' that was explicitly marked illegal}}
  %0 = asctile.reduce_as_1d <prod> %a : !asctile.tile<8x64xf32, UB>, f32
  return %0 : f32
}

// -----

func.func @reduce_rarararar(%a: !asctile.tile<2x2x2x2x2x2x2x2x2xf32, UB>) -> !asctile.tile<2x2x2x2xf32, UB> {
  // expected-error @+2 {{Tensor of shape [2, 2, 2, 2, 2, 2, 2, 2, 2] have wrong reduction dimensions: 0, 2, 4, 6, 8}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce' that was explicitly marked illegal}}
  %0 = asctile.reduce <sum> %a {dims = [0 : i32, 2 : i32, 4 : i32, 6 : i32, 8 : i32]} : !asctile.tile<2x2x2x2x2x2x2x2x2xf32, UB>, !asctile.tile<2x2x2x2xf32, UB>
  return %0 : !asctile.tile<2x2x2x2xf32, UB>
}
