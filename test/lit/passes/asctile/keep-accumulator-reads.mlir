// asctile.matmul_acc writes its accumulator in place, so one SSA value has different
// contents before and after it. CSE sees two `asctile.cast %acc` as one op and merges
// them (PyAsc's pipeline does; its fixpipe stores then read the accumulator when they run,
// but a store of the merged cast after the later write is refused below). asctile-keep-accumulator-reads (ours; --pyasc-pipeline
// runs it before each tile-level cse with its departures) numbers every side-effect-free
// read of an accumulator so that none are merged; reads of other tiles are left alone.
// asctile-transform-store-fixpipe with departures refuses a store whose fused cast or relu
// reads an accumulator that a matmul_acc writes between the cast and the store.

// RUN: ascopt -cse %s -split-input-file | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -asctile-keep-accumulator-reads -cse %s -split-input-file | FileCheck %s --check-prefix=KEEP
// RUN: ascopt -asctile-keep-accumulator-reads -cse -asctile-transform-store-fixpipe=departures=true %s -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=FIX

// PYASC-LABEL: func.func @two_reads
// PYASC:         %[[C:.*]] = asctile.cast %[[ACC:.*]] : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
// PYASC-NOT:     asctile.cast
// PYASC:         asctile.store %[[C]], %arg2
// PYASC:         asctile.store %[[C]], %arg3
// KEEP-LABEL:  func.func @two_reads
// KEEP:          %[[C0:.*]] = asctile.cast %[[ACC:.*]] {asctile.acc_read = 0 : i64}
// KEEP:          asctile.store %[[C0]], %arg2
// KEEP:          asctile.matmul_acc
// KEEP:          %[[C1:.*]] = asctile.cast %[[ACC]] {asctile.acc_read = 1 : i64}
// KEEP:          asctile.store %[[C1]], %arg3
// FIX-LABEL:   func.func @two_reads
// FIX-COUNT-2:   asctile.store_fixpipe %{{.*}} {quantize}
// Other tiles' identical pure ops still merge.
// KEEP:          %[[S:.*]] = asctile.splat
// KEEP-NOT:      asctile.splat
func.func @two_reads(%a: !asctile.tile<16x16xf16, L0A>, %b: !asctile.tile<16x16xf16, L0B>, %c: !asctile.tensor<16x16xf16>, %d: !asctile.tensor<16x16xf16>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
  %c0 = arith.constant 0 : i32
  %one = arith.constant 1.0 : f32
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  %h0 = asctile.cast %acc : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
  asctile.store %h0, %c[%c0, %c0] : !asctile.tile<16x16xf16, L0C>, !asctile.tensor<16x16xf16>
  asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  %h1 = asctile.cast %acc : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
  asctile.store %h1, %d[%c0, %c0] : !asctile.tile<16x16xf16, L0C>, !asctile.tensor<16x16xf16>
  %s0 = asctile.splat %one : !asctile.tile<16xf32, UB>
  %s1 = asctile.splat %one : !asctile.tile<16xf32, UB>
  return %s0, %s1 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
}

// -----

// A cast (or relu) of the accumulator stored after a later matmul_acc, directly or in a
// loop that writes the accumulator: the fixpipe would store the later sum.
func.func @late_store(%a: !asctile.tile<16x16xf16, L0A>, %b: !asctile.tile<16x16xf16, L0B>, %c: !asctile.tensor<16x16xf16>) {
  %c0 = arith.constant 0 : i32
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  %r = asctile.relu %acc : !asctile.tile<16x16xf32, L0C>
  %h = asctile.cast %r : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
  asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  // expected-error @below {{'asctile.store' op moves an accumulator through asctile.relu, but asctile.matmul_acc writes the accumulator again in between}}
  asctile.store %h, %c[%c0, %c0] : !asctile.tile<16x16xf16, L0C>, !asctile.tensor<16x16xf16>
  return
}

// -----

func.func @loop_store(%a: !asctile.tile<16x16xf16, L0A>, %b: !asctile.tile<16x16xf16, L0B>, %c: !asctile.tensor<16x16xf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  %h = asctile.cast %acc : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
  scf.for %i = %c0 to %n step %c1 : i32 {
    // expected-error @below {{writes the accumulator again in between}}
    asctile.store %h, %c[%c0, %c0] : !asctile.tile<16x16xf16, L0C>, !asctile.tensor<16x16xf16>
    asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  }
  return
}

// -----

// The usual form: the accumulator is cast and stored after the last matmul_acc (here of
// a K loop): fused into one fixpipe, no refusal.
// FIX-LABEL: func.func @after_loop
// FIX:         scf.for
// FIX:           asctile.matmul_acc
// FIX:         asctile.store_fixpipe %{{.*}} {quantize}
func.func @after_loop(%a: !asctile.tile<16x16xf16, L0A>, %b: !asctile.tile<16x16xf16, L0B>, %c: !asctile.tensor<16x16xf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  scf.for %i = %c0 to %n step %c1 : i32 {
    asctile.matmul_acc %a, %b, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  }
  %h = asctile.cast %acc : !asctile.tile<16x16xf32, L0C> to !asctile.tile<16x16xf16, L0C>
  asctile.store %h, %c[%c0, %c0] : !asctile.tile<16x16xf16, L0C>, !asctile.tensor<16x16xf16>
  return
}
