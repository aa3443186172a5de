// ascendc-define-cube-only puts the define first in the module, before includes and
// functions, keeps the module's other attributes and adds asc.matmul_cube_only.

// RUN: ascopt -ascendc-define-cube-only %s | FileCheck %s

// CHECK:      module attributes {asc.matmul_cube_only, asc.soc_version = "Ascend910B4"} {
// CHECK-NEXT:   emitc.verbatim "#define ASCENDC_CUBE_ONLY"
// CHECK-NEXT:   emitc.include "kernel_operator.h"
// CHECK-NEXT:   func.func @kernel() attributes {ascendc.global} {
// CHECK-NOT:    ASCENDC_CUBE_ONLY
module attributes {asc.soc_version = "Ascend910B4"} {
  emitc.include "kernel_operator.h"
  func.func @kernel() attributes {ascendc.global} {
    return
  }
}
