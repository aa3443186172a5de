// asclower-expand-math, asclower-math, asclower-displace-concat and asclower-expand-mask
// alone emit PyAsc's form (passes-asc2.md §2) on a module that names its architecture:
// exp2 of a bf16 tile multiplies by ln 2 rounded to bf16, a math-library call on a bf16
// tile stays on bf16, a concat of 20-element f32 parts is displaced into one allocation,
// the L0 ops of a mask region get no isSetMask. With departures=true (as --pyasc-pipeline
// runs them) each takes its departure of docs/pyasc.md §5.

// RUN: ascopt -asclower-expand-math -asclower-math -asclower-displace-concat -asclower-expand-mask %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -asclower-expand-math=departures=true -asclower-math=departures=true -asclower-displace-concat=departures=true -asclower-expand-mask=departures=true %s | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @exp2_bf16
// PYASC:         %[[C:.*]] = arith.constant dense<6.914060e-01> : !asctile.tile<64xbf16, UB>
// PYASC-NEXT:    arith.mulf %arg0, %[[C]] : !asctile.tile<64xbf16, UB>
// PYASC:         ascendc.exp_l2 {{.*}} : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xbf16>, i64
// PYASC-LABEL: func.func @erf_bf16
// PYASC-NOT:     f32
// PYASC:         ascendc.erf %{{.*}}, %{{.*}}, %c256_i64, %false {{.*}} : !ascendc.local_tensor<4x64xbf16>, !ascendc.local_tensor<4x64xbf16>, i64, i1
// PYASC-LABEL: func.func @concat20
// PYASC:         %[[R:.*]] = ascendc.local_tensor_auto veccalc() : <40xf32>
// PYASC:         ascendc.local_tensor.subindex %[[R]][%c0_i64] : !ascendc.local_tensor<40xf32>, i64, !ascendc.local_tensor<20xf32>
// PYASC:         ascendc.local_tensor.subindex %[[R]][%c20_i64] : !ascendc.local_tensor<40xf32>, i64, !ascendc.local_tensor<20xf32>
// PYASC-NOT:     set_value
// PYASC-LABEL: func.func @bits
// PYASC:         ascendc.add_l0 {{.*}} {asc.mask_set} :
// PYASC:         ascendc.muls_l0 %arg2, %arg2, %arg6, %{{.*}}, %{{.*}}, %{{.*}} :
// PYASC-NOT:     isSetMask

// DEP-LABEL: func.func @exp2_bf16
// DEP:         asctile.cast %arg0 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
// DEP:         arith.mulf %{{.*}}, %{{.*}} : !asctile.tile<64xf32, UB>
// DEP-LABEL: func.func @erf_bf16
// DEP:         ascendc.erf {{.*}} : !ascendc.local_tensor<4x64xf32>, !ascendc.local_tensor<4x64xf32>, i64, i1
// DEP:         ascendc.cast_l2 {{.*}} {roundMode = 1 : i32} : !ascendc.local_tensor<4x64xbf16>, !ascendc.local_tensor<4x64xf32>, i64
// DEP-LABEL: func.func @concat20
// DEP:         ascendc.local_tensor.set_value
// DEP-LABEL: func.func @bits
// DEP:         ascendc.add_l0 {{.*}} {asc.mask_set, isSetMask} :
// DEP:         ascendc.muls_l0 {{.*}} {isSetMask} :

module attributes {asc.compilation_arch = "c310"} {
  func.func @exp2_bf16(%a: !asctile.tile<64xbf16, UB>) -> !asctile.tile<64xbf16, UB> {
    %0 = math.exp2 %a : !asctile.tile<64xbf16, UB>
    return %0 : !asctile.tile<64xbf16, UB>
  }
  func.func @erf_bf16(%a: !asctile.tile<4x64xbf16, UB>) -> !asctile.tile<4x64xbf16, UB> {
    %0 = math.erf %a : !asctile.tile<4x64xbf16, UB>
    return %0 : !asctile.tile<4x64xbf16, UB>
  }
  func.func @concat20() -> !asctile.tile<40xf32, UB> {
    %a = ascendc.local_tensor_auto veccalc() : <20xf32>
    %b = ascendc.local_tensor_auto veccalc() : <20xf32>
    %f = arith.constant 1.0 : f32
    %n = arith.constant 20 : i64
    // The slices that replace %a and %b live on through these users (unused, the
    // greedy phase of the pass would erase them as it erases every dead pure op).
    ascendc.duplicate_l2 %a, %f, %n : !ascendc.local_tensor<20xf32>, f32, i64
    ascendc.duplicate_l2 %b, %f, %n : !ascendc.local_tensor<20xf32>, f32, i64
    %ta = builtin.unrealized_conversion_cast %a : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
    %tb = builtin.unrealized_conversion_cast %b : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
    %r = asctile.concat %ta, %tb : !asctile.tile<20xf32, UB>, !asctile.tile<20xf32, UB> -> !asctile.tile<40xf32, UB>
    return %r : !asctile.tile<40xf32, UB>
  }
  func.func @bits(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %d: !ascendc.local_tensor<256xf16>, %fill: f16, %hi: i64, %lo: i64, %s: f16) {
    asctile.bitwise_mask %hi, %lo, %fill : f16 {
      %n = arith.constant 256 : i64
      ascendc.add_l2 %d, %a, %b, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i64
      ascendc.muls_l2 %d, %d, %s, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f16, i64
    }
    return
  }
}
