// asclower-arith-binary: elementwise ops write a new tensor in the tile's buffer; andi/ori
// work on bytes (wider integers are recast to i8 with a longer first dimension, the count
// is 1 until ascendc-fill-asc-operands); folds apply first (minimumf x, x is x).

// RUN: ascopt -allow-unregistered-dialect -asclower-arith-binary %s | FileCheck %s

// CHECK-LABEL: func.func @bitwise
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<4x8xi32, UB> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xi32, UB> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <4x8xi32>
// CHECK-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT:    %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT:    %5 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT:    %6 = ascendc.reinterpret_cast %5
// CHECK-NEXT:    %7 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<16x8xi8>
// CHECK-NEXT:    %8 = ascendc.reinterpret_cast %7
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    ascendc.and_l2 %4, %6, %8, %c1_i64 : !ascendc.local_tensor<16x8xi8>, !ascendc.local_tensor<16x8xi8>, !ascendc.local_tensor<16x8xi8>, i64
// CHECK-NEXT:    %9 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<16x8xi8> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT:    %10 = ascendc.reinterpret_cast %9 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT:    %11 = ascendc.local_tensor_auto veccalc() : <4x8xi32>
// CHECK:         ascendc.or_l2
// CHECK:         %19 = ascendc.reinterpret_cast %18 : !ascendc.local_tensor<4x8xi32> to !ascendc.local_tensor<4x8xi32>
// CHECK-NEXT:    %20 = builtin.unrealized_conversion_cast %19 : !ascendc.local_tensor<4x8xi32> to !asctile.tile<4x8xi32, UB>
// CHECK-NEXT:    return %20
func.func @bitwise(%a: !asctile.tile<4x8xi32, UB>, %b: !asctile.tile<4x8xi32, UB>) -> !asctile.tile<4x8xi32, UB> {
  %0 = arith.andi %a, %b : !asctile.tile<4x8xi32, UB>
  %1 = arith.ori %0, %a : !asctile.tile<4x8xi32, UB>
  return %1 : !asctile.tile<4x8xi32, UB>
}

// i8 and packed i1 tiles need no recast.
// CHECK-LABEL: func.func @bytes
// CHECK:         %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <16xi8>
// CHECK-NEXT:    builtin.unrealized_conversion_cast %[[D]]
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    ascendc.or_l2 %[[D]], %{{.*}}, %{{.*}}, %c1_i64 : !ascendc.local_tensor<16xi8>, !ascendc.local_tensor<16xi8>, !ascendc.local_tensor<16xi8>, i64
// CHECK:         %[[M:.*]] = ascendc.local_tensor_auto veccalc() : <3xi8>
// CHECK-NEXT:    builtin.unrealized_conversion_cast %[[M]] : !ascendc.local_tensor<3xi8> to !asctile.tile<20xi1, UB>
// CHECK-NEXT:    %c1_i64_0 = arith.constant 1 : i64
// CHECK-NEXT:    ascendc.and_l2 %[[M]], %{{.*}}, %{{.*}}, %c1_i64_0 : !ascendc.local_tensor<3xi8>, !ascendc.local_tensor<3xi8>, !ascendc.local_tensor<3xi8>, i64
func.func @bytes(%a: !asctile.tile<16xi8, UB>, %b: !asctile.tile<16xi8, UB>, %m: !asctile.tile<20xi1, UB>, %n: !asctile.tile<20xi1, UB>) -> (!asctile.tile<16xi8, UB>, !asctile.tile<20xi1, UB>) {
  %0 = arith.ori %a, %b : !asctile.tile<16xi8, UB>
  %1 = arith.andi %m, %n : !asctile.tile<20xi1, UB>
  return %0, %1 : !asctile.tile<16xi8, UB>, !asctile.tile<20xi1, UB>
}

// Chains reuse converted values and cached casts; the tile's L1 location picks a1.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg1
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %arg0
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto a1() : <16xf32>
// CHECK-NEXT:    %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, L1>
// CHECK-NEXT:    %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT:    ascendc.mul_l2 %2, %1, %0, %c16_i64
// CHECK-NEXT:    %4 = ascendc.local_tensor_auto a1() : <16xf32>
// CHECK-NEXT:    %c16_i64_0 = arith.constant 16 : i64
// CHECK-NEXT:    ascendc.div_l2 %4, %1, %1, %c16_i64_0
// CHECK-NEXT:    %5 = ascendc.local_tensor_auto a1() : <16xf32>
// CHECK-NEXT:    %6 = builtin.unrealized_conversion_cast %5
// CHECK-NEXT:    %c16_i64_1 = arith.constant 16 : i64
// CHECK-NEXT:    ascendc.sub_l2 %5, %4, %2, %c16_i64_1
// CHECK-NEXT:    return %3, %6
func.func @chain(%a: !asctile.tile<16xf32, L1>, %b: !asctile.tile<16xf32, L1>) -> (!asctile.tile<16xf32, L1>, !asctile.tile<16xf32, L1>) {
  %0 = arith.mulf %a, %b : !asctile.tile<16xf32, L1>
  %1 = arith.minimumf %0, %0 : !asctile.tile<16xf32, L1>
  %2 = arith.divf %a, %a : !asctile.tile<16xf32, L1>
  %3 = arith.subf %2, %0 : !asctile.tile<16xf32, L1>
  return %1, %3 : !asctile.tile<16xf32, L1>, !asctile.tile<16xf32, L1>
}

// Every op of the table, and integer ops outside it left alone.
// CHECK-LABEL: func.func @table
// CHECK:         ascendc.min_l2
// CHECK:         ascendc.sub_l2
// CHECK:         ascendc.mul_l2
// CHECK:         ascendc.max_l2
// CHECK:         ascendc.min_l2
// CHECK:         ascendc.max_l2
// CHECK:         ascendc.min_l2
// CHECK:         arith.xori %{{.*}} : !asctile.tile<8xi32, UB>
// CHECK:         arith.addi %arg2, %arg2 : i32
// CHECK-NOT:     arith.{{.*}}f32
func.func @table(%a: !asctile.tile<8xi32, UB>, %f: !asctile.tile<8xf32, UB>, %s: i32, %f2: !asctile.tile<8xi32, UB>) {
  %3 = arith.minsi %a, %f2 : !asctile.tile<8xi32, UB>
  %0 = arith.subi %a, %3 : !asctile.tile<8xi32, UB>
  %1 = arith.muli %0, %a : !asctile.tile<8xi32, UB>
  %2 = arith.maxsi %1, %a : !asctile.tile<8xi32, UB>
  %4 = arith.maximumf %f, %f : !asctile.tile<8xf32, UB>
  %5 = arith.minimumf %4, %f : !asctile.tile<8xf32, UB>
  %6 = arith.maxnumf %5, %f : !asctile.tile<8xf32, UB>
  %7 = arith.minnumf %6, %f : !asctile.tile<8xf32, UB>
  %8 = arith.xori %3, %a : !asctile.tile<8xi32, UB>
  %9 = arith.addi %s, %s : i32
  "test.use"(%7, %8, %9) : (!asctile.tile<8xf32, UB>, !asctile.tile<8xi32, UB>, i32) -> ()
  return
}
