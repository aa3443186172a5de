// memref.extract_strided_metadata's folder builds `arith.constant N : index` ops before
// the op for the used offset, size and stride results the source type makes static, and
// moves their uses there (in place, behind the driver's back). Every pass that folds
// does it: canonicalize, sccp (which keeps the constants and never visits them, so their
// users are not folded), the dialect conversions (arith-expand folds the ops whose
// legality it does not know), remove-dead-values (its analysis folds as sccp does).

func.func @static(%m: memref<4x8xf32>) -> (index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %c1 = arith.constant 1 : index
  %x = arith.addi %s#0, %c1 : index
  return %x, %off, %st#0, %s#1 : index, index, index, index
}

// -----

// Only the static results get constants: the size of `?` and nothing for the unused
// stride #1.
func.func @dynamic_size(%m: memref<?x8xf32>) -> (index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %s#1, %st#0, %off : index, index, index, index
}

// -----

func.func @strided(%m: memref<8x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<8x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

func.func @static_offset(%m: memref<2x3xi32, strided<[6, 2], offset: 5>>) -> (index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<2x3xi32, strided<[6, 2], offset: 5>> -> memref<i32>, index, index, index, index, index
  return %st#1, %off : index, index
}

// -----

func.func @rank0(%m: memref<f32>) -> (memref<f32>, index) {
  %base, %off = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>, index
  return %base, %off : memref<f32>, index
}

// -----

// Nothing static is used: no fold, the op stays (only its buffer is used).
func.func @unused(%m: memref<4x8xf32>) -> memref<f32> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base : memref<f32>
}

// -----

// The same value twice: two constants, one per result.
func.func @twice(%m: memref<8x8xf32>) -> (index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %0 = arith.muli %s#0, %s#1 : index
  return %0, %st#0, %s#1 : index, index, index
}

// -----

// Users of the constants: sccp leaves them (the compare has no state, so neither
// successor is live and nothing in them is folded); canonicalize folds them.
func.func @users(%m: memref<4x8xf32>, %a: index) -> index {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %eq = arith.cmpi eq, %s#0, %c4 : index
  cf.cond_br %eq, ^bb1, ^bb2
^bb1:
  %two = arith.addi %c1, %c1 : index
  %r = arith.addi %two, %a : index
  return %r : index
^bb2:
  %i = arith.index_cast %st#1 : index to i32
  %j = arith.index_cast %i : i32 to index
  return %j : index
}

// -----

// Inside a loop body and an scf.if: the constants are made before the op, where it is.
func.func @nested(%m: memref<4x?xf32>, %n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    %t = scf.if %c -> (index) {
      %b2, %o2, %s2:2, %st2:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
      scf.yield %st2#1 : index
    } else {
      scf.yield %s#1 : index
    }
    %u = arith.addi %acc, %s#0 : index
    %v = arith.addi %u, %t : index
    scf.yield %v : index
  }
  return %r : index
}

// -----

// A use in a block that comes first in the worklist of a bottom-up driver: MLIR does not
// tell the driver of the moved uses, so the user is folded only in the next iteration.
func.func @bottom_up(%m: memref<4x8xf32>, %c: i1) -> index {
  %c1 = arith.constant 1 : index
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %s#1, %c1 : index
  cf.br ^bb3(%x : index)
^bb2:
  %y = arith.muli %st#0, %c1 : index
  cf.br ^bb3(%y : index)
^bb3(%z: index):
  return %z : index
}

// -----

// The source is a cast: the folder reads the cast's result type.
func.func @of_cast(%m: memref<4x8xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %st#1 : index, index
}

// -----

// An illegal op of arith-expand using a moved result: the conversion folds it on the
// constant the metadata fold built (the IR changed for good), where its own folds'
// constants would wait for the end of the conversion.
func.func @conversion_sees_constants(%m: memref<4x8xf32>) -> (index, index) {
  %c3 = arith.constant 3 : index
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %q = arith.ceildivsi %s#1, %c3 : index
  %r = arith.floordivsi %st#0, %c3 : index
  return %q, %r : index, index
}

// -----

// sccp folds an op once per change of its operands' states, as MLIR's solver visits it:
// the identity cast an in-place memref.cast fold leaves (its operand became the ranked
// value before the unranked cast) is not folded a second step to %m.
func.func @cast_chain(%m: memref<?x?xi32>, %x: i32, %b: index) {
  %v8 = memref.cast %m : memref<?x?xi32> to memref<?x?xi32>
  %v10 = memref.cast %v8 : memref<?x?xi32> to memref<*xi32>
  %v11 = memref.cast %v10 : memref<*xi32> to memref<?x?xi32>
  memref.store %x, %v11[%b, %b] : memref<?x?xi32>
  return
}

// -----

// In a loop: the states change several times, and the fold happens once the source has
// one.
func.func @loop_source(%m0: memref<4x8xf32>, %m1: memref<4x8xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %m0, %c0 : index, memref<4x8xf32>, index)
^bb1(%i: index, %m: memref<4x8xf32>, %acc: index):
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %a2 = arith.addi %acc, %s#1 : index
  %i2 = arith.addi %i, %c1 : index
  %lt = arith.cmpi slt, %i2, %n : index
  cf.cond_br %lt, ^bb1(%i2, %m1, %a2 : index, memref<4x8xf32>, index), ^bb2
^bb2:
  return %a2 : index
}
