// RUN: ascopt %s | ascopt | FileCheck %s
// An op whose custom form cannot say what it holds prints in the generic form, which
// parses back: emitasc.variable's format prints its static init in the else branch of
// the dynamic one, and its parser requires it there, so a variable with neither init
// (valid: `T v[n]{}`) would print as `emitasc.variable, memref<2xf16>`, which no parser
// takes (mlir-opt's printer writes it so). With an init it keeps the custom form.

// CHECK-LABEL: func.func @variables
// CHECK-NEXT:    "emitasc.variable"() : () -> memref<2xf16>
// CHECK-NEXT:    emitasc.variable 3 : i8, memref<1xi8>
// CHECK-NEXT:    emitasc.variable %arg0 : i32, memref<1xi32>
func.func @variables(%a: i32) {
  %0 = "emitasc.variable"() : () -> memref<2xf16>
  %1 = emitasc.variable 3 : i8, memref<1xi8>
  %2 = emitasc.variable %a : i32, memref<1xi32>
  return
}
