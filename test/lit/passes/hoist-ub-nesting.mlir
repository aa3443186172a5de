// ascendc-hoist-ub-allocation moves placeholders nested at any depth in loops (for,
// while, a branch inside a loop) to the entry block, before the outermost op holding
// them, in program order; a placeholder only in a branch stays. exclude-in-out keeps
// input and output tensors where they are; its default (false) moves them too.

// RUN: ascopt -ascendc-hoist-ub-allocation %s | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: ascopt -ascendc-hoist-ub-allocation=exclude-in-out=false %s | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: ascopt -ascendc-hoist-ub-allocation=exclude-in-out=true %s | FileCheck %s --check-prefixes=CHECK,EXCL
// RUN: not ascopt -ascendc-hoist-ub-allocation=exclude-in-out=yes %s 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: invalid value 'yes' for boolean option 'exclude-in-out' of pass 'ascendc-hoist-ub-allocation'

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() : <32xf32>
// ALL-NEXT:      %2 = ascendc.local_tensor_auto veccalc() output : <8xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.if
// EXCL-NEXT:         %{{.*}} = ascendc.local_tensor_auto veccalc() output : <8xf32>
// CHECK:         %[[W:.*]] = ascendc.local_tensor_auto veccalc() : <4xf32>
// CHECK-NEXT:    scf.while
// CHECK:         scf.if
// CHECK-NEXT:      ascendc.local_tensor_auto veccalc() : <2xf32>
func.func @nested(%lb: index, %ub: index, %c: i1) {
  scf.for %i = %lb to %ub step %lb {
    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
    scf.if %c {
      %1 = ascendc.local_tensor_auto veccalc() : <32xf32>
      %2 = ascendc.local_tensor_auto veccalc() output : <8xf32>
    }
  }
  scf.while : () -> () {
    %3 = ascendc.local_tensor_auto veccalc() : <4xf32>
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.if %c {
    %4 = ascendc.local_tensor_auto veccalc() : <2xf32>
  }
  return
}
