// The asclower lowerings report what they cannot lower at the op, then the
// conversion failure.

// RUN: not ascopt -asclower-asctile-data-transfer %s 2>&1 | FileCheck %s

// CHECK: :[[# @LINE + 4]]:8: error: 'asctile.load' op invalid destination location of the tile
// CHECK: error: failed to legalize operation 'asctile.load' that was explicitly marked illegal
func.func @bad_loc(%arg0: memref<*xf32, 22>, %i: i32) -> !asctile.tile<16xf32, L0A> {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64xf32>
  %1 = asctile.load %0 [%i] : !asctile.tensor<64xf32>, !asctile.tile<16xf32, L0A>
  return %1 : !asctile.tile<16xf32, L0A>
}

