// asclower-asctile-data-transfer alone emits PyAsc's form (passes-asc2.md §2) on a module
// that names its architecture: the UB load copies min(tile, rest of the row) and asks for
// a right pad of the rest of the tile, with no fill of its own; an L0A copy is one
// LoadData of all its fractals, on c220 (whose cube reads L0A m-block major) and for a
// c310 sub-tile at a row offset alike; a copy of an L0C tile into UB is lowered. With
// departures=true (as --pyasc-pipeline runs it) these take the departures of
// docs/pyasc.md §5.

// RUN: ascopt -split-input-file -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s --check-prefix=PYASC
// RUN: not ascopt -split-input-file -asclower-asctile-data-transfer=departures=true -canonicalize %s 2>/dev/null | FileCheck %s --check-prefix=DEP
// RUN: not ascopt -split-input-file -asclower-asctile-data-transfer=departures=true %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEPERR

// PYASC-LABEL: func.func @load1d
// PYASC-NOT:     scf.if
// PYASC:         %[[T:.*]] = arith.subi %arg1, %arg2 : i32
// PYASC-NEXT:    %[[NEG:.*]] = arith.cmpi slt, %[[T]], %c0_i32 : i32
// PYASC-NEXT:    %[[TAIL:.*]] = arith.select %[[NEG]], %c0_i32, %[[T]] : i32
// PYASC-NEXT:    %[[M:.*]] = arith.minsi %[[TAIL]], %c256_i32 : i32
// PYASC-NEXT:    %[[BL:.*]] = arith.muli %[[M]], %c4_i32 : i32
// PYASC-NEXT:    %[[R:.*]] = arith.subi %arg1, %[[M]] : i32
// PYASC-NEXT:    %[[SS:.*]] = arith.muli %[[R]], %c4_i32 : i32
// PYASC-NEXT:    %[[RP:.*]] = arith.subi %c256_i32, %[[M]] : i32
// PYASC-NEXT:    %[[E:.*]] = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %[[BL]], %[[SS]], %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32]
// PYASC-NEXT:    %[[Q:.*]] = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %[[RP]], %cst) [i32, i32, ui8, f32]
// PYASC-NEXT:    ascendc.data_copy_pad_l0_ext %{{.*}}, %{{.*}}, %[[E]], %[[Q]]
// PYASC-NOT:     duplicate_l2
// PYASC-LABEL: func.func @subtile310
// PYASC:         emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c8_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// PYASC-NEXT:    ascendc.load_data_g2l
// PYASC-NOT:     scf.for

// DEP-LABEL: func.func @load1d
// DEP:         scf.if
// DEP:         ascendc.duplicate_l2
// DEP-LABEL: func.func @subtile310
// DEP:         scf.for
// DEP:         ascendc.load_data_g2l
// DEP:         } {asctile.parallel}
module attributes {asc.compilation_arch = "c310"} {
  func.func @load1d(%arg0: memref<*xf32, 22>, %n: i32, %off: i32) -> !asctile.tile<256xf32, UB> {
    %0 = asctile.tensor %arg0(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %cst = arith.constant 0.0 : f32
    %1 = asctile.load %0[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    return %1 : !asctile.tile<256xf32, UB>
  }
  func.func @subtile310(%a: !asctile.tile<128x32xf16, L1>, %i: i32) -> !asctile.tile<64x32xf16, L0A> {
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy %a[%i, %c0] : !asctile.tile<128x32xf16, L1>, !asctile.tile<64x32xf16, L0A>
    return %0 : !asctile.tile<64x32xf16, L0A>
  }
}

// -----

// PYASC-LABEL: func.func @zz220
// PYASC:         emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c6_i32 : i32, "srcStride" = %c1_i32 : i32, "dstGap" = %c0_i32 : i32, "ifTranspose" = %false : i1)
// PYASC-NEXT:    ascendc.load_data_g2l
// PYASC-NOT:     scf.for

// DEP-LABEL: func.func @zz220
// DEP:         emitasc.init_struct !ascendc.load_data_2d_params("repeatTimes" = %c2_i32 : i32, "srcStride" = %c4_i32 : i32
// DEP-NEXT:    scf.for
// DEP:         } {asctile.parallel}
module attributes {asc.compilation_arch = "c220"} {
  func.func @zz220(%a: !asctile.tile<64x32xf16, L1>, %i: i32) -> !asctile.tile<48x32xf16, L0A> {
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy %a[%i, %c0] : !asctile.tile<64x32xf16, L1>, !asctile.tile<48x32xf16, L0A>
    return %0 : !asctile.tile<48x32xf16, L0A>
  }
}

// -----

// PYASC-LABEL: func.func @l0c_to_ub
// PYASC:         %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <16x16xf16>
// PYASC:         emitasc.init_struct !ascendc.fixpipe_params_c310
// PYASC:         ascendc.fixpipe %[[D]]
// DEPERR:      error: 'asctile.copy_fixpipe' op copies an L0C tile into UB in the cube's NZ fractal layout
module attributes {asc.compilation_arch = "c310"} {
  func.func @l0c_to_ub(%a: !asctile.tile<16x16xf32, L0C>) -> !asctile.tile<16x16xf16, UB> {
    %c0 = arith.constant 0 : i32
    %0 = asctile.copy_fixpipe %a[%c0, %c0] {quantize} : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf16, UB>
    return %0 : !asctile.tile<16x16xf16, UB>
  }
}
