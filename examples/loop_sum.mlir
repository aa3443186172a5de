// A small func/arith/scf kernel: sums i*i for i in [0, n) and scales the result.
// Run: go run ./cmd/ascopt examples/loop_sum.mlir
func.func @sum_of_squares(%n: index, %scale: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %f = arith.sitofp %sq : i32 to f32
    %next = arith.addf %acc, %f : f32
    scf.yield %next : f32
  }
  %r = arith.mulf %sum, %scale : f32
  return %r : f32
}
