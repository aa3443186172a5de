// emission.md §1.17: the emitasc rows the conformance suite leaves out (init_struct,
// mask, member on a value and a pointer, member_ptr/member_ref with and without a field
// name, verbatim argument substitution, multi-dimensional variable, copy_struct without
// an address space, vec_scope).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK: __inline__ __attribute__((always_inline)) __aicore__ void structs(int32_t v1, half* v2, int64_t v3, int64_t v4, __gm__ S* v5, S v6) {
// CHECK-NEXT:   NoFields v7;
// CHECK-NEXT:   Two v8;
// CHECK-NEXT:   v8.first = v1;
// CHECK-NEXT:   v8.second = v2;
// CHECK-NEXT:   uint64_t v9[2] = {static_cast<uint64_t>(v4), static_cast<uint64_t>(v3)};
// CHECK-NEXT:   int32_t v10 = v6.x;
// CHECK-NEXT:   float v11 = v5->y;
// CHECK-NEXT:   __gm__ int32_t* v12 = reinterpret_cast<__gm__ int32_t*>(&v5->x);
// CHECK-NEXT:   __gm__ float* v13 = reinterpret_cast<__gm__ float*>(&v5->var1);
// CHECK-NEXT:   int32_t& v14 = reinterpret_cast<int32_t&>(v5->x);
// CHECK-NEXT:   float& v15 = reinterpret_cast<float&>(v5->var1);
// CHECK-NEXT:   v6.x = v1;
// CHECK-NEXT:   foo(v1, v10, $2, $x, $10);
// CHECK-NEXT:   float v16[2][3]{(float)1.000000000e+00};
// CHECK-NEXT:   int32_t v17[4]{0};
// CHECK-NEXT:   half v18;
// CHECK-NEXT:   for (size_t i = 0; i < sizeof(v18); i++) {
// CHECK-NEXT:     auto byte = reinterpret_cast<uint8_t*>(v2)[i];
// CHECK-NEXT:     reinterpret_cast<uint8_t*>(&v18)[i] = byte;
// CHECK-NEXT:   };
// CHECK-NEXT:   bar($0);
// CHECK-NEXT:   __VEC_SCOPE__
// CHECK-NEXT:   {
// CHECK-NEXT:     int32_t v19 = v1 + v1;
// CHECK-NEXT:   };
// CHECK-NEXT:   return;
// CHECK-NEXT: }

func.func @structs(%a: i32, %m: memref<?xf16>, %h: i64, %l: i64, %p: memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, %s: !emitasc.py_struct<"S", [i32, f32], ["x", "y"]>) {
  %none = emitasc.init_struct !emitc.opaque<"NoFields">()
  %two = emitasc.init_struct !emitc.opaque<"Two">("first" = %a : i32, "second" = %m : memref<?xf16>)
  %mk = emitasc.mask %h, %l
  %x = emitasc.member %s "x" : !emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, i32
  %y = emitasc.member %p "y" : memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, f32
  %px = emitasc.member_ptr %p[0] "x" : memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, memref<?xi32, 22>
  %py = emitasc.member_ptr %p[1] : memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, memref<?xf32, 22>
  %rx = emitasc.member_ref %p[0] "x" : memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, i32
  %ry = emitasc.member_ref %p[1] : memref<?x!emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, 22>, f32
  emitasc.set_member %s "x", %a : !emitasc.py_struct<"S", [i32, f32], ["x", "y"]>, i32
  emitasc.verbatim "foo($0, $1, $2, $x, $10)" %a, %x : i32, i32
  %v2 = emitasc.variable 1.0 : f32, memref<2x3xf32>
  %v3 = emitasc.variable 0 : i32, memref<4xi32>
  %cs = emitasc.copy_struct %m : memref<?xf16>, f16
  emitasc.verbatim "bar($0)"
  emitasc.vec_scope {
    %q = arith.addi %a, %a : i32
  }
  return
}
