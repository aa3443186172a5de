// asclower-asctile-i1 alone emits PyAsc's form (passes-asc2.md §2, asclower-asctile-i1)
// whatever architecture the module names: one compare_l0 into a ceil(N/8)-byte mask and
// one select_l0 on the tiles as they are, placeholders (i64 0) for mask and repeat count.
// With departures=true (as --pyasc-pipeline runs it) a tile that ends inside a 256-byte
// repeat is padded (docs/pyasc.md §5). Integer compares off c310: PyAsc casts the
// operands to f16 (i16) or f32 (i32) with count 0, which rounds large values; with
// departures an i16 compare reads exact f32 copies and an i32 compare compares
// (fa - fb) + (ra - rb) in f32 with 0, fa the value rounded down to f32 (CAST_FLOOR) and
// ra the rest (i1_intcmp.go). On c310 the operands are compared as they are in both.

// RUN: ascopt -split-input-file -asclower-asctile-i1 %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -split-input-file -asclower-asctile-i1=departures=false %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -split-input-file -asclower-asctile-i1=departures=true %s | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @cmp100
// PYASC-NOT:     duplicate_l2
// PYASC:         %[[Z:.*]] = arith.constant 0 : i64
// PYASC:         ascendc.local_tensor_auto veccalc() : <13xi8>
// PYASC:         %[[M:.*]] = ascendc.reinterpret_cast %{{.*}} : !ascendc.local_tensor<13xui8> to !ascendc.local_tensor<13xui8>
// PYASC:         %[[P:.*]] = ascendc.construct !ascendc.binary_repeat_params()
// PYASC-NEXT:    ascendc.compare_l0 %[[M]], %{{.*}}, %{{.*}}, %[[Z]], %[[Z]], %[[P]] {cmpMode = 0 : i64} : !ascendc.local_tensor<13xui8>, !ascendc.local_tensor<100xf32>, !ascendc.local_tensor<100xf32>, i64, i64
// PYASC-NOT:     muls_l2
// PYASC-LABEL: func.func @sel200
// PYASC:         ascendc.select_l0 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c0_i64, %c0_i64, %{{.*}} {selMode = 2 : i32} : !ascendc.local_tensor<200xf16>, !ascendc.local_tensor<25xui8>, !ascendc.local_tensor<200xf16>, !ascendc.local_tensor<200xf16>
// PYASC-NOT:     select_l0
// PYASC-LABEL: func.func @icmp220
// PYASC-COUNT-2: ascendc.cast_l2 %{{.*}}, %{{.*}}, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>, i64
// PYASC:         ascendc.compare_l0 {{.*}} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
// PYASC-LABEL: func.func @icmp220_16
// PYASC-COUNT-2: ascendc.cast_l2 %{{.*}}, %{{.*}}, %c0_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi16>, i64
// PYASC-LABEL: func.func @icmp310
// PYASC-NOT:     cast_l2
// PYASC:         ascendc.compare_l0 {{.*}} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>

// DEP-LABEL: func.func @cmp100
// DEP:         ascendc.local_tensor_auto veccalc() : <16xi8>
// DEP:         ascendc.duplicate_l2 %{{.*}}, %cst{{.*}}, %c128_i64
// DEP:         ascendc.muls_l2
// DEP:         ascendc.compare_l0 {{.*}} : !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>
// DEP-LABEL: func.func @sel200
// DEP:         ascendc.select_l0 {{.*}} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<16xui8>
// DEP:         ascendc.select_l0 {{.*}} : !ascendc.local_tensor<80xf16>, !ascendc.local_tensor<9xui8>
// DEP-LABEL: func.func @icmp220
// DEP:         %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<64xi32, UB> to !ascendc.local_tensor<64xi32>
// DEP:         %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xi32, UB> to !ascendc.local_tensor<64xi32>
// DEP:         ascendc.cast_l2 %[[FA:.*]], %[[A]], %c64_i64 {roundMode = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>
// DEP:         ascendc.cast_l2 %[[IA:.*]], %[[FA]], %c64_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xf32>
// DEP:         ascendc.sub_l2 %[[RIA:.*]], %[[A]], %[[IA]], %c64_i64 : !ascendc.local_tensor<64xi32>
// DEP:         ascendc.cast_l2 %[[RA:.*]], %[[RIA]], %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>
// DEP:         ascendc.cast_l2 %[[FB:.*]], %[[B]], %c64_i64 {roundMode = 2 : i32}
// DEP:         ascendc.cast_l2 %[[RB:.*]], %{{.*}}, %c64_i64 {roundMode = 0 : i32}
// DEP:         ascendc.sub_l2 %[[X:.*]], %[[FA]], %[[FB]], %c64_i64 : !ascendc.local_tensor<64xf32>
// DEP:         ascendc.sub_l2 %[[Y:.*]], %[[RA]], %[[RB]], %c64_i64 : !ascendc.local_tensor<64xf32>
// DEP:         ascendc.add_l2 %[[D:.*]], %[[X]], %[[Y]], %c64_i64
// DEP:         ascendc.duplicate_l2 %[[Z:.*]], %cst, %c64_i64 : !ascendc.local_tensor<64xf32>, f32, i64
// DEP:         ascendc.compare_l0 %{{.*}}, %[[D]], %[[Z]], {{.*}} {cmpMode = 2 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>
// DEP-LABEL: func.func @icmp220_16
// DEP-COUNT-2: ascendc.cast_l2 %{{.*}}, %{{.*}}, %c128_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xi16>
// DEP:         ascendc.compare_l0 {{.*}} {cmpMode = 4 : i64} : !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>
// DEP-LABEL: func.func @icmp310
// DEP-NOT:     cast_l2
// DEP:         ascendc.compare_l0 {{.*}} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>

module attributes {asc.compilation_arch = "c220"} {
  func.func @cmp100(%a: !asctile.tile<100xf32, UB>, %b: !asctile.tile<100xf32, UB>) -> !asctile.tile<100xi1, UB> {
    %0 = asctile.cmp LT %a, %b : !asctile.tile<100xf32, UB>
    return %0 : !asctile.tile<100xi1, UB>
  }
  func.func @sel200(%m: !asctile.tile<200xi1, UB>, %a: !asctile.tile<200xf16, UB>, %b: !asctile.tile<200xf16, UB>) -> !asctile.tile<200xf16, UB> {
    %0 = asctile.select %m, %a, %b : !asctile.tile<200xf16, UB>
    return %0 : !asctile.tile<200xf16, UB>
  }
  func.func @icmp220(%a: !asctile.tile<64xi32, UB>, %b: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi1, UB> {
    %0 = asctile.cmp EQ %a, %b : !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi1, UB>
  }
  func.func @icmp220_16(%a: !asctile.tile<128xi16, UB>, %b: !asctile.tile<128xi16, UB>) -> !asctile.tile<128xi1, UB> {
    %0 = asctile.cmp GE %a, %b : !asctile.tile<128xi16, UB>
    return %0 : !asctile.tile<128xi1, UB>
  }
}

// -----

module attributes {asc.compilation_arch = "c310"} {
  func.func @icmp310(%a: !asctile.tile<64xi32, UB>, %b: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi1, UB> {
    %0 = asctile.cmp EQ %a, %b : !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi1, UB>
  }
}
