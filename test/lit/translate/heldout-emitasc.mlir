// Held-out style cases of PyAsc's Target/AscendC/emitasc.mlir, expected text from
// emission.md §1.17 and §1.5 (not from our output): struct members through a value and
// through a pointer, member pointers and references with and without a field name (the
// var<index> fallback), set_member, init_struct, the mask halves (low first), pointer
// offsets static and dynamic, variables of several ranks with static and dynamic
// initialisers, copy_struct from UB, verbatim with argument substitution, a vector scope
// and a call with a templated callee.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

!S = !emitasc.py_struct<"Cfg", [i32, f32, memref<?xf16, 22>], ["a", "b", "p"]>

// CHECK:      #pragma pack(push, 8)
// CHECK-NEXT: struct Cfg {
// CHECK-NEXT:   int32_t a;
// CHECK-NEXT:   float b;
// CHECK-NEXT:   __gm__ half* p;
// CHECK-NEXT: };
// CHECK-NEXT: #pragma pack(pop)
// CHECK-EMPTY:
emitasc.declare_py_struct !S

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_members(__gm__ Cfg* v1, Cfg v2, int32_t v3, float v4) {
// CHECK-NEXT: int32_t v5 = v2.a;
// CHECK-NEXT: float v6 = v1->b;
// CHECK-NEXT: __gm__ half* v7 = reinterpret_cast<__gm__ half*>(&v1->p);
// CHECK-NEXT: __gm__ float* v8 = reinterpret_cast<__gm__ float*>(&v1->var1);
// CHECK-NEXT: int32_t& v9 = reinterpret_cast<int32_t&>(v1->a);
// CHECK-NEXT: float& v10 = reinterpret_cast<float&>(v1->var1);
// CHECK-NEXT: v2.b = v4;
// CHECK-NEXT: Cfg v11;
// CHECK-NEXT: v11.a = v3;
// CHECK-NEXT: v11.b = v4;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_members(%p: memref<?x!S, 22>, %s: !S, %v: i32, %f: f32) {
  %0 = emitasc.member %s "a" : !S, i32
  %1 = emitasc.member %p "b" : memref<?x!S, 22>, f32
  %2 = emitasc.member_ptr %p[2] "p" : memref<?x!S, 22>, memref<?xf16, 22>
  %3 = emitasc.member_ptr %p[1] : memref<?x!S, 22>, memref<?xf32, 22>
  %4 = emitasc.member_ref %p[0] "a" : memref<?x!S, 22>, i32
  %5 = emitasc.member_ref %p[1] : memref<?x!S, 22>, f32
  emitasc.set_member %s "b", %f : !S, f32
  %6 = emitasc.init_struct !S("a" = %v : i32, "b" = %f : f32)
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_values(int64_t v1, int64_t v2, uint32_t v3, __ubuf__ uint8_t* v4, float v5, int32_t v6) {
// CHECK-NEXT: uint64_t v7[2] = {static_cast<uint64_t>(v2), static_cast<uint64_t>(v1)};
// CHECK-NEXT: __ubuf__ uint8_t* v8 = v4 + v3;
// CHECK-NEXT: __ubuf__ uint8_t* v9 = v4 + 0;
// CHECK-NEXT: float v10[2][3]{(float)1.000000000e+00};
// CHECK-NEXT: float v11[4]{v5};
// CHECK-NEXT: uint32_t v12[1]{4294967295};
// CHECK-NEXT: __ubuf__ float* v13 = reinterpret_cast<__ubuf__ float*>(v4);
// CHECK-NEXT: uint8_t& v14 = *v4;
// CHECK-NEXT: __VEC_SCOPE__
// CHECK-NEXT: {
// CHECK-NEXT: int32_t v15 = AscendC::Max<int32_t>(v6, v6);
// CHECK-NEXT: AscendC::PipeBarrier<PIPE_V>();
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_values(%h: i64, %l: i64, %idx: index, %u: memref<?xui8, 26>, %f: f32, %v: i32) {
  %0 = emitasc.mask %h, %l
  %1 = emitasc.ptr_offset %u[%idx] : memref<?xui8, 26>, memref<?xui8, 26>
  %2 = emitasc.ptr_offset %u[0] : memref<?xui8, 26>, memref<?xui8, 26>
  %3 = emitasc.variable 1.0 : f32, memref<2x3xf32>
  %4 = emitasc.variable %f : f32, memref<4xf32>
  %5 = emitasc.variable 4294967295 : ui32, memref<1xui32>
  %6 = emitasc.reinterpret_cast %u : memref<?xui8, 26> to memref<?xf32, 26>
  %7 = emitasc.dereference %u : memref<?xui8, 26>, ui8
  emitasc.vec_scope {
    %8 = emitasc.call_opaque "AscendC::Max<int32_t>"(%v, %v) : (i32, i32) -> i32
    emitasc.call_opaque "AscendC::PipeBarrier<PIPE_V>"() : () -> ()
    emitasc.yield
  }
  return
}

// The copy loop reads the source through its address space (UB here).
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_copy_struct_ub(__ubuf__ Cfg* v1) {
// CHECK-NEXT: Cfg v2;
// CHECK-NEXT: for (size_t i = 0; i < sizeof(v2); i++) {
// CHECK-NEXT: auto byte = reinterpret_cast<__ubuf__ uint8_t*>(v1)[i];
// CHECK-NEXT: reinterpret_cast<uint8_t*>(&v2)[i] = byte;
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_copy_struct_ub(%u: memref<?x!S, 26>) {
  %0 = emitasc.copy_struct %u : memref<?x!S, 26>, !S
  return
}

