// asclower-asctile-i1 alone emits PyAsc's form (passes-asc2.md §2, asclower-asctile-i1)
// whatever architecture the module names: one compare_l0 into a ceil(N/8)-byte mask and
// one select_l0 on the tiles as they are, placeholders (i64 0) for mask and repeat count.
// With departures=true (as --pyasc-pipeline runs it) a tile that ends inside a 256-byte
// repeat is padded (docs/pyasc.md §5). The integer-compare casts (count 0) off c310 and
// their absence on c310 are the spec's own architecture semantics, the same in both.

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
// DEP-COUNT-2: ascendc.cast_l2 %{{.*}}, %{{.*}}, %c0_i64 {roundMode = 0 : i32}
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
}

// -----

module attributes {asc.compilation_arch = "c310"} {
  func.func @icmp310(%a: !asctile.tile<64xi32, UB>, %b: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi1, UB> {
    %0 = asctile.cmp EQ %a, %b : !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi1, UB>
  }
}
