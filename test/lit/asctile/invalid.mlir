// RUN: ascopt -split-input-file -verify-diagnostics %s
// asctile diagnostics as ascopt reports them: verifiers, relations, and the parse-time
// checks of types the custom forms infer (reported at the op name).

func.func @tensor_sizes(%m: memref<*xf32, 22>) {
  // expected-error @+1 {{'asctile.tensor' op must have value in 'sizes' for each dynamic dimension}}
  %t = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<?xf32>
  return
}

// -----

func.func @concat_shape(%a: !asctile.tile<8x64xf32, UB>, %b: !asctile.tile<4x64xf32, UB>) {
  // expected-error @+1 {{'asctile.concat' op result tile shape must be [12, 64]}}
  %c = asctile.concat %a, %b : !asctile.tile<8x64xf32, UB>, !asctile.tile<4x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
  return
}

// -----

func.func @scalar_type(%a: !asctile.tile<64xf32, UB>, %s: f16) {
  // expected-error @+1 {{'asctile.adds' op failed to verify that type of 'value' matches element type of 'base'}}
  %r = "asctile.adds"(%a, %s) : (!asctile.tile<64xf32, UB>, f16) -> !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @parse_check(%a: !asctile.tile<64xi1, UB>) {
  // expected-error @+1 {{'lhs' must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<64xi1, UB>'}}
  %m = asctile.cmp LT %a, %a : !asctile.tile<64xi1, UB>
  return
}

// -----

func.func @fixpipe(%c: !asctile.tile<16x16xf32, L0C>, %t: !asctile.tensor<?x?xf16>, %i: i32) {
  // expected-error @+1 {{'asctile.store_fixpipe' op failed to verify that all of {base, value} have same element type}}
  asctile.store_fixpipe %c, %t[%i, %i] {relu} : !asctile.tile<16x16xf32, L0C>, !asctile.tensor<?x?xf16>
  return
}

// -----

func.func @no_rank_zero(%a: !asctile.tile<f32, UB>) {
  // expected-error @+1 {{'asctile.relu' op operand #0 must be tile of 16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer values, but got '!asctile.tile<*xf32, UB>'}}
  %r = asctile.relu %a : !asctile.tile<f32, UB>
  return
}

// -----

func.func @enum(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'cmpMode' [LT, GT, EQ, LE, GE, NE]}}
  %m = asctile.cmp XX %a, %a : !asctile.tile<64xf32, UB>
  return
}

// -----

func.func @enum_string(%a: !asctile.tile<64xf32, UB>) {
  // expected-error @+1 {{invalid cmpMode attribute specification: "XX"}}
  %m = asctile.cmp "XX" %a, %a : !asctile.tile<64xf32, UB>
  return
}
