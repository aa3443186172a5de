// C = A·B + bias in f32 (A M×K, B K×N, bias N), one 32x32 output tile per loop step over
// the cores (an index grid-stride loop), K in 16-deep steps in an index loop. The
// accumulator is an asctile.accumulator updated by matmul_acc; after the K loop C goes
// to GM through the fixpipe, and a vector epilogue reads it back and adds the bias row
// only when the kernel's flag is set (an scf.if inside the loop body, yielding the
// tile to store). M, N, K need not be multiples of the tile.
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %bias: memref<*xf32, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32, %flag: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c0x = arith.constant 0 : index
    %c1x = arith.constant 1 : index
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tbias = asctile.tensor %bias(%n) : memref<*xf32, 22>, !asctile.tensor<1x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bx = arith.index_cast %bid : i64 to index
    %nb = ascendc.get_block_num : i64
    %nbx = arith.index_cast %nb : i64 to index
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %mt, %nt : i32
    %tilesx = arith.index_cast %tiles : i32 to index
    %ks = arith.ceildivsi %k, %c16 : i32
    %ksx = arith.index_cast %ks : i32 to index
    %on_flag = arith.cmpi ne, %flag, %c0 : i32
    scf.for %t = %bx to %tilesx step %nbx {
      %ti = arith.index_cast %t : index to i32
      %tm = arith.divsi %ti, %nt : i32
      %tn = arith.remsi %ti, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %i = %c0x to %ksx step %c1x {
        %ii = arith.index_cast %i : index to i32
        %ok = arith.muli %ii, %c16 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x32xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x16xf32, L0A>, <16x32xf32, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
      %cv = asctile.load %tc[%om, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x32xf32, UB>
      %res = scf.if %on_flag -> (!asctile.tile<32x32xf32, UB>) {
        %bv = asctile.load %tbias[%c0, %on], %pad : !asctile.tensor<1x?xf32>, !asctile.tile<1x32xf32, UB>
        %bb = asctile.broadcast %bv : !asctile.tile<1x32xf32, UB> to !asctile.tile<32x32xf32, UB>
        %s = arith.addf %cv, %bb : !asctile.tile<32x32xf32, UB>
        scf.yield %s : !asctile.tile<32x32xf32, UB>
      } else {
        scf.yield %cv : !asctile.tile<32x32xf32, UB>
      }
      asctile.store %res, %tc[%om, %on] : !asctile.tile<32x32xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
