// Row scaling with scalars read from GM one at a time (asc2.load without a shape:
// asctile.get_value): z[r, :] = x[r, :] * w[r] + w[0] for an R×C f16 matrix walked one
// row (a 1×128 tile) at a time, the columns in blocks of 128 with a partial last block.
// R and C come from the tensor (asctile.dim). Each core takes the rows b, b + cores, ...
// in an index loop (asc2.range lowers to index loops too), the columns in an i32 loop.
module {
  func.func @rows_get_value_kernel(%x: memref<*xf16, 22>, %w: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tw = asctile.tensor %w(%rows) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %r = asctile.dim %tx, 0 : !asctile.tensor<?x?xf16>
    %c = asctile.dim %tx, 1 : !asctile.tensor<?x?xf16>
    %ncb = arith.ceildivsi %c, %c128 : i32
    %b = ascendc.get_block_idx : i64
    %bx = arith.index_cast %b : i64 to index
    %bn = ascendc.get_block_num : i64
    %bnx = arith.index_cast %bn : i64 to index
    %rx = arith.index_cast %r : i32 to index
    %w0 = asctile.get_value %tw[%c0] : !asctile.tensor<?xf16>
    %w0t = asctile.splat %w0 : !asctile.tile<1x128xf16, UB>
    scf.for %i = %bx to %rx step %bnx {
      %row = arith.index_cast %i : index to i32
      %s = asctile.get_value %tw[%row] : !asctile.tensor<?xf16>
      %st = asctile.splat %s : !asctile.tile<1x128xf16, UB>
      scf.for %j = %c0 to %ncb step %c1 : i32 {
        %col = arith.muli %j, %c128 : i32
        %pad = arith.constant 0.000000e+00 : f16
        %xt = asctile.load %tx[%row, %col], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<1x128xf16, UB>
        %p = arith.mulf %xt, %st : !asctile.tile<1x128xf16, UB>
        %q = arith.addf %p, %w0t : !asctile.tile<1x128xf16, UB>
        asctile.store %q, %tz[%row, %col] : !asctile.tile<1x128xf16, UB>, !asctile.tensor<?x?xf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
