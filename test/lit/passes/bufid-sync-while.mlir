// ascendc-insert-bufid-sync ends scf.for bodies with the MTE3->MTE2 and MTE3->MTE1 flags,
// as PyAsc's pass does, and not scf.while bodies; with departures=true (as
// --pyasc-pipeline runs it) the body (after region) of an scf.while ends the same way, so
// a store of one iteration precedes the next iteration's load of the same tensor
// (docs/pyasc.md §5).

// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -ascendc-insert-bufid-sync=departures=true %s | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @while_gm
// PYASC-NOT:     mte3_mte2
// PYASC:         return

// DEP-LABEL: func.func @while_gm
// DEP:           scf.condition
// DEP-NOT:       mte3_mte2
// DEP:         } do {
// DEP:           ascendc.data_copy_l2 %arg0
// DEP:           arith.addi
// DEP-NEXT:      ascendc.set_flag mte3_mte2, %c0_i32
// DEP-NEXT:      ascendc.set_flag mte3_mte1, %c0_i32
// DEP-NEXT:      ascendc.wait_flag mte3_mte2, %c0_i32
// DEP-NEXT:      ascendc.wait_flag mte3_mte1, %c0_i32
// DEP-NEXT:      scf.yield
func.func @while_gm(%g: !ascendc.global_tensor<*xf32>, %t: !ascendc.local_tensor<256xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c256 = arith.constant 256 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    ascendc.data_copy_l2 %t, %g, %c256 : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.data_copy_l2 %g, %t, %c256 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return
}
