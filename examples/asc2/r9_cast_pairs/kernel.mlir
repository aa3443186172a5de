// asc2.cast between every pair of f32, f16, bf16, i32, i16 and i8 (30 casts, one output
// each): the pairs the vector unit has as one Cast and those asclower-asctile routes
// through intermediate types (docs/pyasc.md section 5: float -> integer truncates, integer
// narrowing saturates, float narrowing rounds once). 1-D, n with a tail, tiles of 64.
module {
  func.func @cast_kernel(%x_f32: memref<*xf32, 22>, %x_f16: memref<*xf16, 22>, %x_bf16: memref<*xbf16, 22>, %x_i32: memref<*xi32, 22>, %x_i16: memref<*xi16, 22>, %x_i8: memref<*xi8, 22>, %y_f32_f16: memref<*xf16, 22>, %y_f32_bf16: memref<*xbf16, 22>, %y_f32_i32: memref<*xi32, 22>, %y_f32_i16: memref<*xi16, 22>, %y_f32_i8: memref<*xi8, 22>, %y_f16_f32: memref<*xf32, 22>, %y_f16_bf16: memref<*xbf16, 22>, %y_f16_i32: memref<*xi32, 22>, %y_f16_i16: memref<*xi16, 22>, %y_f16_i8: memref<*xi8, 22>, %y_bf16_f32: memref<*xf32, 22>, %y_bf16_f16: memref<*xf16, 22>, %y_bf16_i32: memref<*xi32, 22>, %y_bf16_i16: memref<*xi16, 22>, %y_bf16_i8: memref<*xi8, 22>, %y_i32_f32: memref<*xf32, 22>, %y_i32_f16: memref<*xf16, 22>, %y_i32_bf16: memref<*xbf16, 22>, %y_i32_i16: memref<*xi16, 22>, %y_i32_i8: memref<*xi8, 22>, %y_i16_f32: memref<*xf32, 22>, %y_i16_f16: memref<*xf16, 22>, %y_i16_bf16: memref<*xbf16, 22>, %y_i16_i32: memref<*xi32, 22>, %y_i16_i8: memref<*xi8, 22>, %y_i8_f32: memref<*xf32, 22>, %y_i8_f16: memref<*xf16, 22>, %y_i8_bf16: memref<*xbf16, 22>, %y_i8_i32: memref<*xi32, 22>, %y_i8_i16: memref<*xi16, 22>, %n: i32) attributes {ascendc.global} {
    %tx_f32 = asctile.tensor %x_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tx_f16 = asctile.tensor %x_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tx_bf16 = asctile.tensor %x_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tx_i32 = asctile.tensor %x_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tx_i16 = asctile.tensor %x_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tx_i8 = asctile.tensor %x_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_f32_f16 = asctile.tensor %y_f32_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty_f32_bf16 = asctile.tensor %y_f32_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty_f32_i32 = asctile.tensor %y_f32_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty_f32_i16 = asctile.tensor %y_f32_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty_f32_i8 = asctile.tensor %y_f32_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_f16_f32 = asctile.tensor %y_f16_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty_f16_bf16 = asctile.tensor %y_f16_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty_f16_i32 = asctile.tensor %y_f16_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty_f16_i16 = asctile.tensor %y_f16_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty_f16_i8 = asctile.tensor %y_f16_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_bf16_f32 = asctile.tensor %y_bf16_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty_bf16_f16 = asctile.tensor %y_bf16_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty_bf16_i32 = asctile.tensor %y_bf16_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty_bf16_i16 = asctile.tensor %y_bf16_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty_bf16_i8 = asctile.tensor %y_bf16_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_i32_f32 = asctile.tensor %y_i32_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty_i32_f16 = asctile.tensor %y_i32_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty_i32_bf16 = asctile.tensor %y_i32_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty_i32_i16 = asctile.tensor %y_i32_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty_i32_i8 = asctile.tensor %y_i32_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_i16_f32 = asctile.tensor %y_i16_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty_i16_f16 = asctile.tensor %y_i16_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty_i16_bf16 = asctile.tensor %y_i16_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty_i16_i32 = asctile.tensor %y_i16_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty_i16_i8 = asctile.tensor %y_i16_i8(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %ty_i8_f32 = asctile.tensor %y_i8_f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty_i8_f16 = asctile.tensor %y_i8_f16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty_i8_bf16 = asctile.tensor %y_i8_bf16(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty_i8_i32 = asctile.tensor %y_i8_i32(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty_i8_i16 = asctile.tensor %y_i8_i16(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %p_f32 = arith.constant 0.000000e+00 : f32
      %a_f32 = asctile.load %tx_f32[%off], %p_f32 : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %p_f16 = arith.constant 0.000000e+00 : f16
      %a_f16 = asctile.load %tx_f16[%off], %p_f16 : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %p_bf16 = arith.constant 0.000000e+00 : bf16
      %a_bf16 = asctile.load %tx_bf16[%off], %p_bf16 : !asctile.tensor<?xbf16>, !asctile.tile<64xbf16, UB>
      %p_i32 = arith.constant 0 : i32
      %a_i32 = asctile.load %tx_i32[%off], %p_i32 : !asctile.tensor<?xi32>, !asctile.tile<64xi32, UB>
      %p_i16 = arith.constant 0 : i16
      %a_i16 = asctile.load %tx_i16[%off], %p_i16 : !asctile.tensor<?xi16>, !asctile.tile<64xi16, UB>
      %p_i8 = arith.constant 0 : i8
      %a_i8 = asctile.load %tx_i8[%off], %p_i8 : !asctile.tensor<?xi8>, !asctile.tile<64xi8, UB>
      %r_f32_f16 = asctile.cast %a_f32 : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
      asctile.store %r_f32_f16, %ty_f32_f16[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %r_f32_bf16 = asctile.cast %a_f32 : !asctile.tile<64xf32, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %r_f32_bf16, %ty_f32_bf16[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %r_f32_i32 = asctile.cast %a_f32 : !asctile.tile<64xf32, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r_f32_i32, %ty_f32_i32[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %r_f32_i16 = asctile.cast %a_f32 : !asctile.tile<64xf32, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r_f32_i16, %ty_f32_i16[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r_f32_i8 = asctile.cast %a_f32 : !asctile.tile<64xf32, UB> to !asctile.tile<64xi8, UB>
      asctile.store %r_f32_i8, %ty_f32_i8[%off] : !asctile.tile<64xi8, UB>, !asctile.tensor<?xi8>
      %r_f16_f32 = asctile.cast %a_f16 : !asctile.tile<64xf16, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r_f16_f32, %ty_f16_f32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r_f16_bf16 = asctile.cast %a_f16 : !asctile.tile<64xf16, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %r_f16_bf16, %ty_f16_bf16[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %r_f16_i32 = asctile.cast %a_f16 : !asctile.tile<64xf16, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r_f16_i32, %ty_f16_i32[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %r_f16_i16 = asctile.cast %a_f16 : !asctile.tile<64xf16, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r_f16_i16, %ty_f16_i16[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r_f16_i8 = asctile.cast %a_f16 : !asctile.tile<64xf16, UB> to !asctile.tile<64xi8, UB>
      asctile.store %r_f16_i8, %ty_f16_i8[%off] : !asctile.tile<64xi8, UB>, !asctile.tensor<?xi8>
      %r_bf16_f32 = asctile.cast %a_bf16 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r_bf16_f32, %ty_bf16_f32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r_bf16_f16 = asctile.cast %a_bf16 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf16, UB>
      asctile.store %r_bf16_f16, %ty_bf16_f16[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %r_bf16_i32 = asctile.cast %a_bf16 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r_bf16_i32, %ty_bf16_i32[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %r_bf16_i16 = asctile.cast %a_bf16 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r_bf16_i16, %ty_bf16_i16[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r_bf16_i8 = asctile.cast %a_bf16 : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi8, UB>
      asctile.store %r_bf16_i8, %ty_bf16_i8[%off] : !asctile.tile<64xi8, UB>, !asctile.tensor<?xi8>
      %r_i32_f32 = asctile.cast %a_i32 : !asctile.tile<64xi32, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r_i32_f32, %ty_i32_f32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r_i32_f16 = asctile.cast %a_i32 : !asctile.tile<64xi32, UB> to !asctile.tile<64xf16, UB>
      asctile.store %r_i32_f16, %ty_i32_f16[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %r_i32_bf16 = asctile.cast %a_i32 : !asctile.tile<64xi32, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %r_i32_bf16, %ty_i32_bf16[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %r_i32_i16 = asctile.cast %a_i32 : !asctile.tile<64xi32, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r_i32_i16, %ty_i32_i16[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r_i32_i8 = asctile.cast %a_i32 : !asctile.tile<64xi32, UB> to !asctile.tile<64xi8, UB>
      asctile.store %r_i32_i8, %ty_i32_i8[%off] : !asctile.tile<64xi8, UB>, !asctile.tensor<?xi8>
      %r_i16_f32 = asctile.cast %a_i16 : !asctile.tile<64xi16, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r_i16_f32, %ty_i16_f32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r_i16_f16 = asctile.cast %a_i16 : !asctile.tile<64xi16, UB> to !asctile.tile<64xf16, UB>
      asctile.store %r_i16_f16, %ty_i16_f16[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %r_i16_bf16 = asctile.cast %a_i16 : !asctile.tile<64xi16, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %r_i16_bf16, %ty_i16_bf16[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %r_i16_i32 = asctile.cast %a_i16 : !asctile.tile<64xi16, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r_i16_i32, %ty_i16_i32[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %r_i16_i8 = asctile.cast %a_i16 : !asctile.tile<64xi16, UB> to !asctile.tile<64xi8, UB>
      asctile.store %r_i16_i8, %ty_i16_i8[%off] : !asctile.tile<64xi8, UB>, !asctile.tensor<?xi8>
      %r_i8_f32 = asctile.cast %a_i8 : !asctile.tile<64xi8, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r_i8_f32, %ty_i8_f32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r_i8_f16 = asctile.cast %a_i8 : !asctile.tile<64xi8, UB> to !asctile.tile<64xf16, UB>
      asctile.store %r_i8_f16, %ty_i8_f16[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %r_i8_bf16 = asctile.cast %a_i8 : !asctile.tile<64xi8, UB> to !asctile.tile<64xbf16, UB>
      asctile.store %r_i8_bf16, %ty_i8_bf16[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %r_i8_i32 = asctile.cast %a_i8 : !asctile.tile<64xi8, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r_i8_i32, %ty_i8_i32[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %r_i8_i16 = asctile.cast %a_i8 : !asctile.tile<64xi8, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r_i8_i16, %ty_i8_i16[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
