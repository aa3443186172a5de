// asclower-asctile alone lowers what PyAsc lowers on a module that names its
// architecture: integer divs (c220: a duplicate and div_l2), integer reductions, vector
// ops on L0C tiles. With departures=true (as --pyasc-pipeline runs it) each is refused at
// the op (docs/pyasc.md §5).

// RUN: ascopt -split-input-file -asclower-asctile -canonicalize %s | FileCheck %s --check-prefix=PYASC
// RUN: not ascopt -split-input-file -asclower-asctile=departures=true %s 2>&1 | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @divs_i32
// PYASC:         ascendc.duplicate_l2 %[[T:.*]], %arg1, %c64_i64 : !ascendc.local_tensor<64xi32>, i32, i64
// PYASC:         ascendc.div_l2 %{{.*}}, %{{.*}}, %[[T]], %c64_i64 : !ascendc.local_tensor<64xi32>
// DEP:         error: 'asctile.divs' op divides a tile of i32, but the vector unit's Div and Divs take half and float only
module attributes {asc.compilation_arch = "c220"} {
  func.func @divs_i32(%a: !asctile.tile<64xi32, UB>, %s: i32) -> !asctile.tile<64xi32, UB> {
    %0 = asctile.divs %a, %s : !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi32, UB>
  }
}

// -----

// PYASC-LABEL: func.func @sum_i32
// PYASC:         ascendc.reduce_sum %{{.*}}, %{{.*}}, %{{.*}}, %c8_i32, %c64_i32 {pattern = {{.*}}} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<8x64xi32>, !ascendc.local_tensor<2048xui8>
// DEP:         error: 'asctile.reduce' op reduces a tile of i32, but the vector unit's reductions take half and float only
module attributes {asc.compilation_arch = "c310"} {
  func.func @sum_i32(%a: !asctile.tile<8x64xi32, UB>) -> !asctile.tile<64xi32, UB> {
    %0 = asctile.reduce <sum> %a {dims = [0 : i32]} : !asctile.tile<8x64xi32, UB>, !asctile.tile<64xi32, UB>
    return %0 : !asctile.tile<64xi32, UB>
  }
}

// -----

// PYASC-LABEL: func.func @relu_l0c
// PYASC:         %[[D:.*]] = ascendc.local_tensor_auto co1() : <16x16xf32>
// PYASC:         ascendc.relu_l2 %[[D]], %{{.*}}, %c256_i64 : !ascendc.local_tensor<16x16xf32>
// DEP:         error: 'asctile.relu' op operand #0 is a tile in L0C, but the vector unit computes on UB tiles only
module attributes {asc.compilation_arch = "c310"} {
  func.func @relu_l0c(%a: !asctile.tile<16x16xf32, L0C>) -> !asctile.tile<16x16xf32, L0C> {
    %0 = asctile.relu %a : !asctile.tile<16x16xf32, L0C>
    return %0 : !asctile.tile<16x16xf32, L0C>
  }
}
