// RUN: ascopt -split-input-file -verify-diagnostics %s | FileCheck %s
// Op names drop their dialect prefix only where the enclosing op declares that dialect the
// default, as in mlir-opt: builtin at the top and in modules, func in functions, none in
// scf ops; a bare name is looked up in that dialect only. Implicit scf.yield terminators
// are left out where the format allows.

// CHECK-LABEL: func.func @nested
// CHECK-NEXT: builtin.module {
// CHECK-NEXT:   func.func @inner()
// CHECK: module {
// CHECK-NEXT: }
func.func @nested() {
  builtin.module {
    func.func @inner() {
      return
    }
  }
  return
}
module {
}

// -----

func.func @bare_module() {
  // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

// CHECK-LABEL: func.func @switch
// CHECK:      %[[F:f]] = constant @switch : (index) -> ()
// CHECK:      case 0 {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
func.func @switch(%i: index) {
  %f = constant @switch : (index) -> ()
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
