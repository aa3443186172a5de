// Row sums of a bf16 [rows, 64] tensor: blocks of 8 rows in 8x64 tiles reduced over
// dimension 1 (asctile.reduce, which asclower-asctile takes through f32: the pattern
// reductions take half and float only) and stored as 8 bf16 sums. Core b takes blocks b,
// b + blocks, ...; rows must be a multiple of 8.
module {
  func.func @row_sum_kernel(%x: memref<*xbf16, 22>, %s: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c64 = arith.constant 64 : i32
    %tx = asctile.tensor %x(%rows, %c64) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ts = asctile.tensor %s(%rows) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %start = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %zero = arith.constant 0.000000e+00 : bf16
    scf.for %r = %start to %rows step %step : i32 {
      %a = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xbf16>, !asctile.tile<8x64xbf16, UB>
      %m = asctile.reduce <sum> %a {dims = [1 : i32]} : !asctile.tile<8x64xbf16, UB>, !asctile.tile<8xbf16, UB>
      asctile.store %m, %ts[%r] : !asctile.tile<8xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
