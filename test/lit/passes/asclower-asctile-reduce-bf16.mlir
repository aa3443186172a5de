// asclower-asctile: reduce_as_1d, reduce and softmax of a bf16 tile. ReduceSum/Max/Min take half and float
// only, so the tile is widened to f32 (CAST_NONE, exact), reduced there with an f32 work
// tensor and the one-element result rounded back to bf16 (CAST_RINT). f16 stays as is.

// RUN: ascopt -asclower-asctile=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @max_bf16
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <1xbf16>
// CHECK: %[[X:.*]] = ascendc.local_tensor_auto veccalc() : <1x512xf32>
// CHECK: ascendc.cast_l2 %[[X]], %{{.*}}, %{{.*}} {roundMode = 0 : i32} : !ascendc.local_tensor<1x512xf32>, !ascendc.local_tensor<1x512xbf16>, i64
// CHECK: %[[R:.*]] = ascendc.local_tensor_auto veccalc() : <1xf32>
// CHECK: %[[W:.*]] = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK: ascendc.reduce_max_l2 %[[R]], %[[X]], %[[W]]
// CHECK: ascendc.cast_l2 %[[D]], %[[R]], %{{.*}} {roundMode = 1 : i32} : !ascendc.local_tensor<1xbf16>, !ascendc.local_tensor<1xf32>, i64
// CHECK: ascendc.local_tensor.get_value %[[D]]
// CHECK-LABEL: func.func @sum_f16
// CHECK-NOT: cast_l2
// CHECK: ascendc.reduce_sum_l2 %{{.*}} : !ascendc.local_tensor<1xf16>, !ascendc.local_tensor<512xf16>, !ascendc.local_tensor<16xf16>, i64

func.func @max_bf16(%a: !asctile.tile<1x512xbf16, UB>) -> bf16 {
  %0 = asctile.reduce_as_1d <max> %a : !asctile.tile<1x512xbf16, UB>, bf16
  return %0 : bf16
}
func.func @sum_f16(%a: !asctile.tile<512xf16, UB>) -> !asctile.tile<1xf16, UB> {
  %0 = asctile.reduce_as_1d <sum> %a : !asctile.tile<512xf16, UB>, !asctile.tile<1xf16, UB>
  return %0 : !asctile.tile<1xf16, UB>
}

// asctile.softmax of a bf16 tile: SoftMax of an f32 copy into another f32 tensor, then one
// rounding.
// CHECK-LABEL: func.func @softmax_bf16
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <2x64xbf16>
// CHECK: %[[X:.*]] = ascendc.local_tensor_auto veccalc() : <2x64xf32>
// CHECK: ascendc.cast_l2 %[[X]], %{{.*}}, %{{.*}} {roundMode = 0 : i32}
// CHECK: %[[Y:.*]] = ascendc.local_tensor_auto veccalc() : <2x64xf32>
// CHECK: ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK: ascendc.local_tensor_auto veccalc() : <1024xui8>
// CHECK: ascendc.softmax %[[Y]], %{{.*}}, %{{.*}}, %[[X]],
// CHECK: ascendc.cast_l2 %[[D]], %[[Y]], %{{.*}} {roundMode = 1 : i32}
func.func @softmax_bf16(%a: !asctile.tile<2x64xbf16, UB>) -> !asctile.tile<2x64xbf16, UB> {
  %0 = asctile.softmax %a : !asctile.tile<2x64xbf16, UB>
  return %0 : !asctile.tile<2x64xbf16, UB>
}

// asctile.reduce of a bf16 tile: the pattern reduction of an f32 copy into f32, rounded.
// CHECK-LABEL: func.func @rows_bf16
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <8xbf16>
// CHECK: %[[X:.*]] = ascendc.local_tensor_auto veccalc() : <8x64xf32>
// CHECK: ascendc.cast_l2 %[[X]], %{{.*}}, %{{.*}} {roundMode = 0 : i32}
// CHECK: %[[Y:.*]] = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK: ascendc.reduce_sum %[[Y]], %[[X]],
// CHECK: ascendc.cast_l2 %[[D]], %[[Y]], %{{.*}} {roundMode = 1 : i32}
func.func @rows_bf16(%a: !asctile.tile<8x64xbf16, UB>) -> !asctile.tile<8xbf16, UB> {
  %0 = asctile.reduce <sum> %a {dims = [1 : i32]} : !asctile.tile<8x64xbf16, UB>, !asctile.tile<8xbf16, UB>
  return %0 : !asctile.tile<8xbf16, UB>
}
