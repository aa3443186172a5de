// arith-expand rewrites the arith ops LLVM has no instruction for into ones it has;
// include-bf16 also expands bf16 <-> f32 casts into integer bit manipulation. (A shape
// without a static size, which cannot hold the splat constants, is refused: see
// arith-expand-dynamic.mlir.)

// RUN: ascopt --arith-expand -split-input-file %s | FileCheck %s
// RUN: ascopt --arith-expand=include-bf16=true -split-input-file %s | FileCheck %s --check-prefix=BF16

// CHECK-LABEL: func.func @ceildivui
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:    %2 = arith.divui %1, %arg1 : index
// CHECK-NEXT:    %3 = arith.addi %2, %c1 : index
// CHECK-NEXT:    %4 = arith.select %0, %c0, %3 : index
// CHECK-NEXT:    return %4
func.func @ceildivui(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @floordivsi
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : vector<4xi8>
// CHECK-NEXT:    %2 = arith.cmpi ne, %arg0, %1 : vector<4xi8>
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT:    %3 = arith.cmpi slt, %arg0, %cst : vector<4xi8>
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg1, %cst : vector<4xi8>
// CHECK-NEXT:    %5 = arith.cmpi ne, %3, %4 : vector<4xi1>
// CHECK-NEXT:    %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<-1> : vector<4xi8>
// CHECK-NEXT:    %7 = arith.addi %0, %cst_0 : vector<4xi8>
// CHECK-NEXT:    %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi8>
func.func @floordivsi(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.floordivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

// The conversion folds before it expands: equal operands, constants.
// CHECK-LABEL: func.func @minmax
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.cmpi ult, %arg0, %c3_i32 : i32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %c3_i32 : i32
// CHECK-NEXT:    %2 = arith.cmpf ugt, %arg1, %arg2 : f32
// CHECK-NEXT:    %3 = arith.select %2, %arg1, %arg2 : f32
// CHECK-NEXT:    %4 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT:    %5 = arith.select %4, %arg2, %3 : f32
// CHECK-NEXT:    %6 = arith.cmpf ult, %arg1, %arg2 : f32
// CHECK-NEXT:    %7 = arith.select %6, %arg1, %arg2 : f32
// CHECK-NEXT:    %8 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:    %9 = arith.select %8, %arg2, %7 : f32
// CHECK-NEXT:    return %arg0, %c3_i32_0, %1, %5, %9
func.func @minmax(%a: i32, %f: f32, %g: f32) -> (i32, i32, i32, f32, f32) {
  %c3 = arith.constant 3 : i32
  %0 = arith.maxsi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.maxui %c3, %c1 : i32
  %2 = arith.minui %c3, %a : i32
  %3 = arith.maximumf %f, %g fastmath<nnan> : f32
  %4 = arith.minnumf %f, %g : f32
  return %0, %1, %2, %3, %4 : i32, i32, i32, f32, f32
}

// -----

// CHECK-LABEL: func.func @bf16
// CHECK-NEXT:    arith.truncf %arg0 : f32 to bf16
// CHECK-NEXT:    arith.extf %arg1 : bf16 to f32
// BF16-LABEL: func.func @bf16
// BF16-NEXT:    %0 = arith.cmpf une, %arg0, %arg0 : f32
// BF16-NEXT:    %c32767_i32 = arith.constant 32767 : i32
// BF16-NEXT:    %c32704_i16 = arith.constant 32704 : i16
// BF16-NEXT:    %c16_i32 = arith.constant 16 : i32
// BF16-NEXT:    %c1_i32 = arith.constant 1 : i32
// BF16-NEXT:    %1 = arith.bitcast %arg0 : f32 to i32
// BF16-NEXT:    %2 = arith.shrui %1, %c16_i32 : i32
// BF16-NEXT:    %3 = arith.andi %2, %c1_i32 : i32
// BF16-NEXT:    %4 = arith.addi %3, %c32767_i32 : i32
// BF16-NEXT:    %5 = arith.addi %1, %4 : i32
// BF16-NEXT:    %6 = arith.shrui %5, %c16_i32 : i32
// BF16-NEXT:    %7 = arith.trunci %6 : i32 to i16
// BF16-NEXT:    %8 = arith.select %0, %c32704_i16, %7 : i16
// BF16-NEXT:    %9 = arith.bitcast %8 : i16 to bf16
// BF16-NEXT:    %10 = arith.bitcast %arg1 : bf16 to i16
// BF16-NEXT:    %11 = arith.extui %10 : i16 to i32
// BF16-NEXT:    %c16_i32_0 = arith.constant 16 : i32
// BF16-NEXT:    %12 = arith.shli %11, %c16_i32_0 : i32
// BF16-NEXT:    %13 = arith.bitcast %12 : i32 to f32
// BF16-NEXT:    %14 = arith.extf %arg1 : bf16 to f64
// BF16-NEXT:    return %9, %13, %14
func.func @bf16(%f: f32, %b: bf16) -> (bf16, f32, f64) {
  %0 = arith.truncf %f : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.extf %b : bf16 to f64
  return %0, %1, %2 : bf16, f32, f64
}
