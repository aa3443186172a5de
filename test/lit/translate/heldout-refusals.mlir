// Forms of the adv ops the spec does not give valid C++ for, refused at the op:
// Broadcast sizes both shape arrays by the source rank (emission.md §3.4; only a debug
// build of PyAsc asserts that the ranks agree), so shapes of different ranks would give
// an array with more initialisers than elements.
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

func.func @broadcast_ranks_differ(%d: !ascendc.local_tensor<*xf16>, %a: i32) {
  // expected-error @+1 {{'ascendc.broadcast' op dstShape has 2 values and srcShape 1: Broadcast needs shapes of the same rank}}
  ascendc.broadcast %d, %d, %a, %a, %a {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, i32
  return
}

// -----

func.func @broadcast_src_rank_higher(%d: !ascendc.local_tensor<*xf32>, %a: i32) {
  // expected-error @+1 {{'ascendc.broadcast' op dstShape has 1 values and srcShape 3: Broadcast needs shapes of the same rank}}
  ascendc.broadcast %d, %d, %a, %a, %a, %a {operandSegmentSizes = array<i32: 1, 1, 1, 3>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i32, i32, i32
  return
}
