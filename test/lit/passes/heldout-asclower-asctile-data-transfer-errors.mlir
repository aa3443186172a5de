// Held-out style refusals of asclower-asctile-data-transfer: the spec's own errors (load
// or copy to a location it cannot reach, unsupported quant pair) and the forms the C++
// only asserts or dereferences (tensor not made by asctile.tensor, L1 store, UB load
// without pad value, rank-3 tensor, 1-D L1 load or L0 copy, f32 copy_fixpipe), refused at
// the op; each is followed by the conversion's own error.

// RUN: ascopt -asclower-asctile-data-transfer %s -split-input-file -verify-diagnostics

func.func @load_l0c(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16x16xf32, L0C> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
  %p = arith.constant 0.0 : f32
  // expected-error @+2 {{'asctile.load' op invalid destination location of the tile}}
  // expected-error @+1 {{failed to legalize operation 'asctile.load' that was explicitly marked illegal}}
  %1 = asctile.load %0[%i, %i], %p : !asctile.tensor<32x32xf32>, !asctile.tile<16x16xf32, L0C>
  return %1 : !asctile.tile<16x16xf32, L0C>
}

// -----

func.func @copy_to_ub(%arg0: !asctile.tile<32x32xf16, L1>, %i: i32) -> !asctile.tile<16x16xf16, UB> {
  // expected-error @+2 {{'asctile.copy' op invalid destination location of the tile}}
  // expected-error @+1 {{failed to legalize operation 'asctile.copy' that was explicitly marked illegal}}
  %0 = asctile.copy %arg0[%i, %i] : !asctile.tile<32x32xf16, L1>, !asctile.tile<16x16xf16, UB>
  return %0 : !asctile.tile<16x16xf16, UB>
}

// -----

func.func @arg_tensor(%arg0: !asctile.tensor<32xf32>, %i: i32) -> f32 {
  // expected-error @+2 {{needs its tensor operand defined by asctile.tensor}}
  // expected-error @+1 {{failed to legalize operation 'asctile.get_value' that was explicitly marked illegal}}
  %0 = asctile.get_value %arg0[%i] : !asctile.tensor<32xf32>
  return %0 : f32
}

// -----

func.func @store_l1(%arg0: memref<*xf32, 22>, %x: !asctile.tile<16x16xf32, L1>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
  // expected-error @+2 {{needs a statically shaped UB tile to store}}
  // expected-error @+1 {{failed to legalize operation 'asctile.store' that was explicitly marked illegal}}
  asctile.store %x, %0[%i, %i] : !asctile.tile<16x16xf32, L1>, !asctile.tensor<32x32xf32>
  return
}

// -----

func.func @load_no_pad(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<32xf32>
  // expected-error @+2 {{needs a pad value to load into UB}}
  // expected-error @+1 {{failed to legalize operation 'asctile.load' that was explicitly marked illegal}}
  %1 = asctile.load %0[%i] : !asctile.tensor<32xf32>, !asctile.tile<16xf32, UB>
  return %1 : !asctile.tile<16xf32, UB>
}

// -----

func.func @load_3d(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<2x2x16xf32, UB> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<4x4x32xf32>
  %p = arith.constant 0.0 : f32
  // expected-error @+2 {{needs a tensor of rank 1 or 2 and one offset per dimension}}
  // expected-error @+1 {{failed to legalize operation 'asctile.load' that was explicitly marked illegal}}
  %1 = asctile.load %0[%i, %i, %i], %p : !asctile.tensor<4x4x32xf32>, !asctile.tile<2x2x16xf32, UB>
  return %1 : !asctile.tile<2x2x16xf32, UB>
}

// -----

func.func @l1_1d(%arg0: memref<*xf16, 22>, %i: i32) -> !asctile.tile<64xf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<128xf16>
  %p = arith.constant 0.0 : f16
  // expected-error @+2 {{needs a 2-D tile and tensor to load into L1}}
  // expected-error @+1 {{failed to legalize operation 'asctile.load' that was explicitly marked illegal}}
  %1 = asctile.load %0[%i], %p : !asctile.tensor<128xf16>, !asctile.tile<64xf16, L1>
  return %1 : !asctile.tile<64xf16, L1>
}

// -----

func.func @copy_1d(%arg0: !asctile.tile<64xf16, L1>, %i: i32) -> !asctile.tile<64xf16, L0A> {
  // expected-error @+2 {{needs 2-D tiles and two offsets}}
  // expected-error @+1 {{failed to legalize operation 'asctile.copy' that was explicitly marked illegal}}
  %0 = asctile.copy %arg0[%i] : !asctile.tile<64xf16, L1>, !asctile.tile<64xf16, L0A>
  return %0 : !asctile.tile<64xf16, L0A>
}

// -----

func.func @copy_fixpipe_f32(%a: !asctile.tile<16x16xf32, L0C>, %i: i32) -> !asctile.tile<16x16xf32, L1> {
  // expected-error @+2 {{needs a result element type other than f32}}
  // expected-error @+1 {{failed to legalize operation 'asctile.copy_fixpipe' that was explicitly marked illegal}}
  %0 = asctile.copy_fixpipe %a[%i, %i] : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, L1>
  return %0 : !asctile.tile<16x16xf32, L1>
}

// -----

func.func @store_fixpipe_bad_quant(%arg0: memref<*xi16, 22>, %a: !asctile.tile<16x16xf32, L0C>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xi16, 22>, !asctile.tensor<32x32xi16>
  // expected-error @+2 {{Unsupported quant mode from 'f32' to 'i16'}}
  // expected-error @+1 {{failed to legalize operation 'asctile.store_fixpipe' that was explicitly marked illegal}}
  asctile.store_fixpipe %a, %0[%i, %i] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<32x32xi16>
  return
}
