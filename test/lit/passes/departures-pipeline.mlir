// --pyasc-pipeline gives the passes that depart from PyAsc's form (docs/pyasc.md §5)
// departures=true and runs asclower-check-lowered (ours); its option departures=false
// schedules PyAsc's exact pass list (passes-asc2.md §4.3) for PyAsc's exact output.

// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599" --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEP
// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599 departures=true" --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEP
// RUN: ascopt --pyasc-pipeline="soc=Ascend910B1 departures=false" --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=EXACT
// RUN: ascopt --pass-pipeline='builtin.module(pyasc-pipeline{soc=Ascend950PR_9599 departures=false})' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=EXACT
// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599 departures=false" %s | FileCheck %s --check-prefix=LOWERED

// DEP: func.func(asclower-expand-math{departures=true},asclower-redress-i1-tile,asclower-arith{departures=true},asclower-arith-binary{departures=true},asclower-atomic,asclower-asctile-data-transfer{departures=true},asclower-asctile{departures=true},asclower-asctile-i1{departures=true},asclower-math{departures=true},asclower-scf,asclower-displace-concat{departures=true})
// DEP-SAME: func.func(asclower-realize-conversion-cast,asclower-expand-mask{departures=true},asclower-check-lowered,ascendc-fill-asc-operands{departures=true},ascendc-fixup-mmad-acc-params,
// DEP-SAME: ascendc-insert-bufid-sync{departures=true}

// (The dump spells out every option of a pass, so departures=false shows too.)
// EXACT: asclower-expand-math{departures=false},asclower-redress-i1-tile,asclower-arith{departures=false},asclower-arith-binary{departures=false},asclower-atomic,asclower-asctile-data-transfer{departures=false},asclower-asctile{departures=false},asclower-asctile-i1{departures=false},asclower-math{departures=false},asclower-scf,asclower-displace-concat{departures=false})
// EXACT-SAME: func.func(asclower-realize-conversion-cast,asclower-expand-mask{departures=false},ascendc-fill-asc-operands{departures=false},ascendc-fixup-mmad-acc-params,
// EXACT-NOT: departures=true
// EXACT-NOT: check-lowered

// LOWERED: ascendc.data_copy_pad_l0_ext
// LOWERED-NOT: asctile.

func.func @k(%x: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %0 = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %cst = arith.constant 0.0 : f32
  %1 = asctile.load %0[%c0], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
  %2 = math.exp %1 : !asctile.tile<256xf32, UB>
  asctile.store %2, %0[%c0] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  return
}
