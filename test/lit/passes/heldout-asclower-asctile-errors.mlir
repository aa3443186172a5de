// Held-out style refusals of asclower-asctile: each message comes from the pattern at the
// op, followed by the conversion's own error, and the pass fails.

// (rms_norm is not declared illegal, so only the pattern's own error is reported.)

// RUN: ascopt --asclower-asctile %s -split-input-file -verify-diagnostics

func.func @bad_broadcast(%arg0: !asctile.tile<4x8xf32, UB>) -> !asctile.tile<8xf32, UB> {
  // expected-error @+2 {{Incompatible tensor shapes for Broadcast: [4, 8] and [8]}}
  // expected-error @+1 {{failed to legalize operation 'asctile.broadcast' that was explicitly marked illegal}}
  %0 = asctile.broadcast %arg0 : !asctile.tile<4x8xf32, UB> to !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// -----

func.func @no_reduced_dims(%arg0: !asctile.tile<8x64xf32, UB>) -> !asctile.tile<8x64xf32, UB> {
  // expected-error @+2 {{Tensor of shape [8, 64] have wrong reduction dimensions: }}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce' that was explicitly marked illegal}}
  %0 = asctile.reduce <sum> %arg0 {dims = []} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB>
  return %0 : !asctile.tile<8x64xf32, UB>
}

// -----

func.func @reduce_mean(%arg0: !asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB> {
  // expected-error @+2 {{'asctile.reduce' op with mean is not supported}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce' that was explicitly marked illegal}}
  %0 = asctile.reduce <mean> %arg0 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// -----

func.func @reduce_as_1d_prod(%arg0: !asctile.tile<64xf32, UB>) -> f32 {
  // expected-error @+2 {{'asctile.reduce_as_1d' op with prod is not supported}}
  // expected-error @+1 {{failed to legalize operation 'asctile.reduce_as_1d' that was explicitly marked illegal}}
  %0 = asctile.reduce_as_1d <prod> %arg0 : !asctile.tile<64xf32, UB>, f32
  return %0 : f32
}

// -----

func.func @rms_norm_3d(%arg0: !asctile.tile<2x8x64xf32, UB>, %arg1: !asctile.tile<64xf32, UB>, %arg2: f32) -> !asctile.tile<2x8x64xf32, UB> {
  // expected-error @+1 {{invalid dimension of input tensor}}
  %0 = asctile.rms_norm %arg0, %arg1, %arg2 : !asctile.tile<2x8x64xf32, UB>, !asctile.tile<64xf32, UB>
  return %0 : !asctile.tile<2x8x64xf32, UB>
}

// -----

// The C++ asserts that an accumulator is in L0C; it is refused at the op.
func.func @accumulator_in_ub() -> !asctile.tile<16x16xf32, UB> {
  // expected-error @+2 {{'asctile.accumulator' op needs an L0C tile}}
  // expected-error @+1 {{failed to legalize operation 'asctile.accumulator' that was explicitly marked illegal}}
  %0 = asctile.accumulator : !asctile.tile<16x16xf32, UB>
  return %0 : !asctile.tile<16x16xf32, UB>
}
