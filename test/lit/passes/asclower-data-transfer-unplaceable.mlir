// asclower-asctile-data-transfer in a module that names its architecture refuses a 2-D UB
// tile of several rows that are not whole 32-byte blocks unless it can move the rows as
// one block (column 0 of a tensor whose rows are exactly as long, both constants):
// DataCopyPad starts each row it moves on a 32-byte boundary of UB, while the tile's rows
// follow each other unpadded, so one block per row (PyAsc's form) would misplace every row
// after the first and write past the tile.

// RUN: not ascopt -asclower-asctile-data-transfer %s 2>&1 | FileCheck %s

// CHECK: error: 'asctile.store' op cannot move a 16x1 UB tile of 4-byte elements: its 4-byte rows are not whole 32-byte blocks
// CHECK-NEXT: asctile.store %t, %ty[%r, %c0]

module attributes {asc.compilation_arch = "c310"} {
func.func @strided(%t: !asctile.tile<16x1xf32, UB>, %y: memref<*xf32, 22>, %rows: i32, %r: i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %ty = asctile.tensor %y(%rows, %c2) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
  asctile.store %t, %ty[%r, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x?xf32>
  return
}
}
