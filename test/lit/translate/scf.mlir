// Structured control flow: results are declared first and assigned where the regions
// yield (for a loop: from its carried variables after the loop); loop-carried values live
// in variables declared before the statement.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: float dot(__ubuf__ float* v1, __ubuf__ float* v2, uint32_t v3) {
// CHECK:         float v4;
// CHECK-NEXT:    float v5 = c0_f32;
// CHECK-NEXT:    for (uint32_t v6 = c0_idx; v6 < v3; v6 += c1_idx) {
// CHECK-NEXT:      float v7 = v1[v6];
// CHECK-NEXT:      float v8 = v2[v6];
// CHECK-NEXT:      float v9 = v7 * v8 + v5;
// CHECK-NEXT:      v5 = v9;
// CHECK-NEXT:    }
// CHECK-NEXT:    v4 = v5;
// CHECK-NEXT:    return v4;
func.func @dot(%a: memref<?xf32, 26>, %b: memref<?xf32, 26>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %a[%i] : memref<?xf32, 26>
    %y = memref.load %b[%i] : memref<?xf32, 26>
    %s = math.fma %x, %y, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// CHECK-LABEL: int32_t clamp(int32_t v1, int32_t v2) {
// CHECK-NEXT:    bool v3 = v1 > v2;
// CHECK-NEXT:    int32_t v4;
// CHECK-NEXT:    if (v3) {
// CHECK-NEXT:      v4 = v2;
// CHECK-NEXT:    } else {
// CHECK-NEXT:      v4 = v1;
// CHECK-NEXT:    }
// CHECK-NEXT:    return v4;
func.func @clamp(%x: i32, %hi: i32) -> i32 {
  %c = arith.cmpi sgt, %x, %hi : i32
  %r = scf.if %c -> (i32) {
    scf.yield %hi : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// A loop whose carried values swap each iteration goes through temporaries.
// CHECK-LABEL: int32_t swap(uint32_t v1, int32_t v2, int32_t v3) {
// CHECK:         int32_t v6_next0 = v7;
// CHECK-NEXT:    int32_t v7_next1 = v6;
// CHECK-NEXT:    v6 = v6_next0;
// CHECK-NEXT:    v7 = v7_next1;
func.func @swap(%n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0 : i32
}
