// Audit of emission.md §1.6, §1.15, §1.17 (written from the spec): builtin types in
// parameters (signed and unsigned integers, unranked and strided memrefs, an integer
// memory space of another width, the address spaces, pointers to pointers and to
// memrefs, opaque types), memref.alloca with ascendc.emit_as_unsigned (only integer
// widths 8-64 change: i1, index and floats do not), a rank-0 alloca with its load and
// store (no subscripts), an integer induction variable, a negative static pointer
// offset, and a py_struct declaration with a nested struct, bool, bf16, index, pointer
// and memref fields.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --strict-whitespace --match-full-lines

// CHECK:#pragma pack(push, 8)
// CHECK-NEXT:struct Inner {
// CHECK-NEXT:  int8_t q;
// CHECK-NEXT:};
// CHECK-NEXT:#pragma pack(pop)
// CHECK-EMPTY:
// CHECK-NEXT:#pragma pack(push, 8)
// CHECK-NEXT:struct Outer {
// CHECK-NEXT:  Inner in;
// CHECK-NEXT:  bool flag;
// CHECK-NEXT:  bfloat16_t h;
// CHECK-NEXT:  uint32_t n;
// CHECK-NEXT:  uint16_t u;
// CHECK-NEXT:  float* p;
// CHECK-NEXT:  __ubuf__ int8_t* arr;
// CHECK-NEXT:};
// CHECK-NEXT:#pragma pack(pop)
// CHECK-EMPTY:
!I = !emitasc.py_struct<"Inner", [i8], ["q"]>
!S = !emitasc.py_struct<"Outer", [!I, i1, bf16, index, ui16, !emitc.ptr<f32>, memref<4xi8, 26>], ["in", "flag", "h", "n", "u", "p", "arr"]>
emitasc.declare_py_struct !I
emitasc.declare_py_struct !S

// CHECK-LABEL:__inline__ __attribute__((always_inline)) __aicore__ void types(__gm__ float* v1, float* v2, __ubuf__ float* v3, int32_t** v4, __ca__ int8_t* v5, int16_t v6, int32_t v7, __gm__ float** v8, int8_t** v9, __cb__ uint64_t* v10, __cc__ int64_t* v11, __cbuf__ bfloat16_t* v12, __fbuf__ double* v13, Outer v14, __gm__ Outer* v15) {
// CHECK-NEXT:  bool v16[2];
// CHECK-NEXT:  uint32_t v17[2];
// CHECK-NEXT:  float v18[2];
// CHECK-NEXT:  uint64_t v19[2][3];
// CHECK-NEXT:  int8_t v20[2];
// CHECK-NEXT:  uint8_t v21[5];
// CHECK-NEXT:  float v22;
// CHECK-NEXT:  float v23 = v22;
// CHECK-NEXT:  v22 = v23;
// CHECK-NEXT:  for (int32_t v24 = v7; v24 < v7; v24 += v7) {
// CHECK-NEXT:    int32_t v25 = v24 + v24;
// CHECK-NEXT:  }
// CHECK-NEXT:  for (uint16_t v26 = v7; v26 < v7; v26 += v7) {
// CHECK-NEXT:  }
// CHECK-NEXT:  __ubuf__ float* v27 = v3 + -3;
// CHECK-NEXT:  float* v28 = reinterpret_cast<float*>(v2);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @types(%a: memref<*xf32, 22>, %b: memref<?xf32, 0>, %c: memref<4x4xf32, strided<[4, 1]>, 26>, %d: !emitc.ptr<!emitc.ptr<i32>>, %e: memref<?xi8, 23 : i32>, %f: si16, %g: i32, %h: !emitc.ptr<memref<?xf32, 22>>, %i: memref<?x!emitc.ptr<i8>>, %j: memref<?xui64, 24>, %k: memref<?xsi64, 25>, %l: memref<?xbf16, 27>, %n: memref<?xf64, 28>, %s: !S, %sp: memref<?x!S, 22>) {
  %m = memref.alloca() {ascendc.emit_as_unsigned} : memref<2xi1>
  %m2 = memref.alloca() {ascendc.emit_as_unsigned} : memref<2xindex>
  %m3 = memref.alloca() {ascendc.emit_as_unsigned} : memref<2xf32>
  %m4 = memref.alloca() {ascendc.emit_as_unsigned} : memref<2x3xi64, 26>
  %m5 = memref.alloca() : memref<2xsi8>
  %m7 = memref.alloca() {ascendc.emit_as_unsigned} : memref<5xsi8>
  %m6 = memref.alloca() : memref<f32>
  %v = memref.load %m6[] : memref<f32>
  memref.store %v, %m6[] : memref<f32>
  scf.for %x = %g to %g step %g : i32 {
    %y = arith.addi %x, %x : i32
  }
  scf.for %x = %g to %g step %g : i32 {
  } {asc.vec_scope_loop}
  %o = emitasc.ptr_offset %c[-3] : memref<4x4xf32, strided<[4, 1]>, 26>, memref<4x4xf32, strided<[4, 1]>, 26>
  %u = memref.cast %b : memref<?xf32, 0> to memref<*xf32, 0>
  return
}
