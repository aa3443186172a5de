// asclower-asctile alone emits PyAsc's form (passes-asc2.md §2, asclower-asctile) on a
// module that names its architecture: an f16 -> bf16 cast is one cast_l2, bf16
// reductions and softmax call the library on bf16, rms_norm gets PyAsc's 256 KiB
// buffer. With departures=true (as --pyasc-pipeline runs it) these take the departures
// of docs/pyasc.md §5. The c310 scalar form of divs is the spec's own, in both.

// RUN: ascopt -split-input-file -asclower-asctile -canonicalize %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -split-input-file -asclower-asctile=departures=true -canonicalize %s | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @cast_half
// PYASC:         %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <64xbf16>
// PYASC:         ascendc.cast_l2 %[[D]], %{{.*}}, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xf16>, i64
// PYASC-NOT:     cast_l2
// PYASC-LABEL: func.func @sum_bf16
// PYASC-NOT:     f32
// PYASC:         ascendc.reduce_sum_l2 %{{.*}}, %{{.*}}, %{{.*}}, %c256_i64 : !ascendc.local_tensor<1xbf16>, !ascendc.local_tensor<256xbf16>, !ascendc.local_tensor<16xbf16>, i64
// PYASC-LABEL: func.func @smax
// PYASC-NOT:     cast_l2
// PYASC:         ascendc.softmax {{.*}} : !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<128xbf16>, !ascendc.local_tensor<128xbf16>, !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<2048xui8>

// DEP-LABEL: func.func @cast_half
// DEP:         ascendc.cast_l2 %{{.*}}, %{{.*}}, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf16>, i64
// DEP:         ascendc.cast_l2 %{{.*}}, %{{.*}}, %c64_i64 {roundMode = 1 : i32} : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xf32>, i64
// DEP-LABEL: func.func @sum_bf16
// DEP:         ascendc.reduce_sum_l2 {{.*}} : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<256xf32>
// DEP-LABEL: func.func @smax
// DEP:         ascendc.softmax {{.*}} : !ascendc.local_tensor<8x64xf32>
// DEP:         ascendc.cast_l2 {{.*}} {roundMode = 1 : i32} : !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<8x64xf32>

module attributes {asc.compilation_arch = "c220"} {
  func.func @cast_half(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xbf16, UB> {
    %0 = asctile.cast %a : !asctile.tile<64xf16, UB> to !asctile.tile<64xbf16, UB>
    return %0 : !asctile.tile<64xbf16, UB>
  }
  func.func @sum_bf16(%a: !asctile.tile<256xbf16, UB>) -> bf16 {
    %0 = asctile.reduce_as_1d <sum> %a : !asctile.tile<256xbf16, UB>, bf16
    return %0 : bf16
  }
  func.func @smax(%a: !asctile.tile<8x64xbf16, UB>) -> !asctile.tile<8x64xbf16, UB> {
    %0 = asctile.softmax %a : !asctile.tile<8x64xbf16, UB>
    return %0 : !asctile.tile<8x64xbf16, UB>
  }
}

// -----

// PYASC-LABEL: func.func @divs310
// PYASC-NOT:     duplicate_l2
// PYASC:         ascendc.divs_l2 %{{.*}}, %{{.*}}, %arg1, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
// PYASC-LABEL: func.func @rms
// PYASC:         %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <262144xui8>
// PYASC:         ascendc.rms_norm {{.*}}, %[[T]] :

// DEP-LABEL: func.func @divs310
// DEP-NOT:     duplicate_l2
// DEP:         ascendc.divs_l2 %{{.*}}, %{{.*}}, %arg1, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
// DEP-LABEL: func.func @rms
// DEP-NOT:     262144
// DEP:         ascendc.rms_norm

module attributes {asc.compilation_arch = "c310"} {
  func.func @divs310(%a: !asctile.tile<64xf32, UB>, %s: f32) -> !asctile.tile<64xf32, UB> {
    %0 = asctile.divs %a, %s : !asctile.tile<64xf32, UB>
    return %0 : !asctile.tile<64xf32, UB>
  }
  func.func @rms(%a: !asctile.tile<8x64xf16, UB>, %g: !asctile.tile<64xf16, UB>, %e: f16) -> !asctile.tile<8x64xf16, UB> {
    %0 = asctile.rms_norm %a, %g, %e : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
    return %0 : !asctile.tile<8x64xf16, UB>
  }
}

// -----

// A bf16 rms_norm: PyAsc calls RmsNorm on bf16, which the library does not declare; the
// departure normalises an f32 copy (rows, gamma and epsilon widened exactly) and rounds
// the result once to bf16.

// PYASC-LABEL: func.func @rms_bf16
// PYASC:         ascendc.rms_norm {{.*}} : !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<64xbf16>, bf16,

// DEP-LABEL: func.func @rms_bf16
// DEP:           %[[X:.*]] = ascendc.local_tensor_auto veccalc() : <8x64xf32>
// DEP-NEXT:      ascendc.cast_l2 %[[X]], %{{.*}}, %c512_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<8x64xbf16>, i64
// DEP-NEXT:      %[[G:.*]] = ascendc.local_tensor_auto veccalc() : <64xf32>
// DEP-NEXT:      ascendc.cast_l2 %[[G]], %{{.*}}, %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xbf16>, i64
// DEP-NEXT:      %[[E:.*]] = arith.extf %arg2 : bf16 to f32
// DEP:           ascendc.rms_norm %[[Y:.*]], %[[X]], %[[G]], %[[E]], {{.*}} : !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<8x64xf32>, !ascendc.local_tensor<64xf32>, f32,
// DEP-NEXT:      ascendc.cast_l2 %{{.*}}, %[[Y]], %c512_i64 {roundMode = 1 : i32} : !ascendc.local_tensor<8x64xbf16>, !ascendc.local_tensor<8x64xf32>, i64

module attributes {asc.compilation_arch = "c220"} {
  func.func @rms_bf16(%a: !asctile.tile<8x64xbf16, UB>, %g: !asctile.tile<64xbf16, UB>, %e: bf16) -> !asctile.tile<8x64xbf16, UB> {
    %0 = asctile.rms_norm %a, %g, %e : !asctile.tile<8x64xbf16, UB>, !asctile.tile<64xbf16, UB>
    return %0 : !asctile.tile<8x64xbf16, UB>
  }
}
