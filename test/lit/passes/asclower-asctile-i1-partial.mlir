// asclower-asctile-i1 with the architecture known, on tiles that end inside a 256-byte
// repeat (docs/pyasc.md §5): the compare runs on zero-padded copies of its sources into a
// mask of whole repeats (the tile's mask is a view of its first bytes); the select runs
// its whole repeats, then the rest with an element-count mask. Without the attribute the
// PyAsc form stays (one compare_l0 / select_l0 on the tiles as they are).

// RUN: ascopt --split-input-file --asclower-asctile-i1=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @cmp100
// CHECK-NOT: <13xi8>
// CHECK: %[[M:.*]] = ascendc.reinterpret_cast %{{.*}} : !ascendc.local_tensor<16xui8> to !ascendc.local_tensor<16xui8>
// CHECK: %[[MV:.*]] = ascendc.local_tensor.subindex %[[M]][%c0_i64{{.*}}] : !ascendc.local_tensor<16xui8>, i64, !ascendc.local_tensor<13xui8>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[MV]] : !ascendc.local_tensor<13xui8> to !asctile.tile<100xi1, UB>
// CHECK: %[[PA:.*]] = ascendc.local_tensor_auto veccalc() : <128xf32>
// CHECK: ascendc.duplicate_l2 %[[PA]], %cst{{.*}}, %c128_i64
// CHECK: %[[VA:.*]] = ascendc.local_tensor.subindex %[[PA]][%c0_i64{{.*}}] : !ascendc.local_tensor<128xf32>, i64, !ascendc.local_tensor<100xf32>
// CHECK: ascendc.muls_l2 %[[VA]], %{{.*}}, %cst{{.*}}, %c100_i64
// CHECK: %[[PB:.*]] = ascendc.local_tensor_auto veccalc() : <128xf32>
// CHECK: ascendc.compare_l0 %[[M]], %[[PA]], %[[PB]], %c0_i64{{.*}}, %c0_i64{{.*}}, %{{.*}} {cmpMode = 0 : i64}
// CHECK: return %[[R]]
module attributes {asc.compilation_arch = "c220"} {
  func.func @cmp100(%a: !asctile.tile<100xf32, UB>, %b: !asctile.tile<100xf32, UB>) -> !asctile.tile<100xi1, UB> {
    %0 = asctile.cmp LT %a, %b : !asctile.tile<100xf32, UB>
    return %0 : !asctile.tile<100xi1, UB>
  }
}

// -----

// 200 f16 elements: one whole repeat of 128 lanes, then 72 lanes (views of 80, whole
// 32-byte blocks; the mask count 72 keeps the rest off).
// CHECK-LABEL: func.func @sel200
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <200xf16>
// CHECK: ascendc.select_l0 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c128_i64, %c1_i64, %{{.*}} {selMode = 2 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>
// CHECK: ascendc.local_tensor.subindex %{{.*}}[%c16_i64] : !ascendc.local_tensor<25xui8>, i64, !ascendc.local_tensor<9xui8>
// CHECK: ascendc.select_l0 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c72_i64, %c1_i64{{.*}}, %{{.*}} {selMode = 2 : i32} : !ascendc.local_tensor<80xf16>, !ascendc.local_tensor<9xui8>, !ascendc.local_tensor<80xf16>, !ascendc.local_tensor<80xf16>
module attributes {asc.compilation_arch = "c310"} {
  func.func @sel200(%m: !asctile.tile<200xi1, UB>, %a: !asctile.tile<200xf16, UB>, %b: !asctile.tile<200xf16, UB>) -> !asctile.tile<200xf16, UB> {
    %0 = asctile.select %m, %a, %b : !asctile.tile<200xf16, UB>
    return %0 : !asctile.tile<200xf16, UB>
  }
}

// -----

// CHECK-LABEL: func.func @pyasc_form
// CHECK-NOT: duplicate_l2
// CHECK: ascendc.compare_scalar_l0 %{{.*}}, %{{.*}}, %{{.*}}, %c0_i64, %c0_i64
// CHECK-NOT: duplicate_l2
func.func @pyasc_form(%a: !asctile.tile<100xf32, UB>, %s: f32) -> !asctile.tile<100xi1, UB> {
  %0 = asctile.cmps GT %a, %s : !asctile.tile<100xf32, UB>
  return %0 : !asctile.tile<100xi1, UB>
}
