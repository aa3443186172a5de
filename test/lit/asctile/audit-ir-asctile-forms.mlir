// Custom forms of every asctile type and op (spec/asctile-ops.md §2, §3, §5, §6): shapes
// static, dynamic, unranked and empty (printed `*x`, §2.4), each location keyword, enum
// keywords of cmp/cmps (every CompareMode), atomic_rmw (every AtomicKind, also quoted)
// and reduce/reduce_as_1d (every ReduceKind, also in full #asctile.kind form), optional
// groups (load pad, count_mask/bitwise_mask other), unit properties (relu, quantize),
// discardable attributes, the stripped tile types of matmul/matmul_acc (full ones are
// accepted), and the implicit yield. Printed custom, re-printed, and via the generic form.
// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | ascopt | FileCheck %s
// RUN: ascopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: ascopt %s | ascopt -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// §5.2: properties in <{...}>, enums as i32 integers, the reduce kind in full, unit
// properties by name, discardable attributes after the regions.
// GEN-LABEL: "func.func"() <{function_type = (memref<*xf16, 22>
// GEN: "asctile.dim"(%arg3) <{index = 1 : i32}> : (!asctile.tensor<?x?xf32>) -> i32
// GEN: "asctile.load"(%arg3, %arg1, %{{[0-9]+}}, %arg5) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!asctile.tensor<?x?xf32>, i32, i32, f32) -> !asctile.tile<1x256xf32, UB>
// GEN-NEXT: "asctile.load"(%arg3, %arg1, %{{[0-9]+}}) <{operandSegmentSizes = array<i32: 1, 2, 0>}> {asctile.unroll_group = 3 : i64} : (!asctile.tensor<?x?xf32>, i32, i32) -> !asctile.tile<1x256xf32, UB>
// GEN: "asctile.atomic_rmw"(%arg9, %arg4, %arg1) <{kind = 0 : i32}> : (!asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>, i32) -> ()
// GEN-NEXT: "asctile.atomic_rmw"(%arg9, %arg4, %arg1) <{kind = 1 : i32}>
// GEN-NEXT: "asctile.atomic_rmw"(%arg9, %arg4, %arg1) <{kind = 2 : i32}>
// GEN-NEXT: "asctile.store_fixpipe"(%arg8, %arg3, %arg1, %arg2) <{relu}> :
// GEN-NEXT: "asctile.store_fixpipe"(%arg8, %arg3, %arg1, %arg2) <{quantize, relu}> :
// GEN-NEXT: "asctile.store_fixpipe"(%arg8, %arg3, %arg1, %arg2) : (
// GEN: "asctile.count_mask"(%arg10) ({
// GEN-NEXT: "asctile.yield"() : () -> ()
// GEN-NEXT: }) {foo} : (i64) -> ()
// GEN: "asctile.yield"() {x} : () -> ()
// GEN: "asctile.cmp"(%arg11, %arg12) <{cmpMode = 0 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: "asctile.reduce_as_1d"(%arg20) <{kind = #asctile.kind<sum>}> : (!asctile.tile<16x64xf32, UB>) -> f32
// GEN: "asctile.reduce"(%arg19) <{dims = [1 : i32], kind = #asctile.kind<max>}> : (!asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB>
// GEN: "asctile.matmul"(%arg25, %arg26) : (!asctile.tile<32x16xf16, L0A>, !asctile.tile<16x32xf16, L0B>) -> !asctile.tile<32x32xf32, L0C>

// CHECK-LABEL: func.func private @types(
// CHECK-SAME: !asctile.tile<32x32xf16, L0A>, !asctile.tile<?x4xbf16, L0B>, !asctile.tile<*xf32, L0C>,
// CHECK-SAME: !asctile.tile<*xf32, UB>, !asctile.tile<16xi1, L1>, !asctile.tile<16xui8, FIX>,
// CHECK-SAME: !asctile.tensor<?x?xf16>, !asctile.tensor<*xindex>, !asctile.tensor<*xi32>, !asctile.tensor<0x1024xf32>)
func.func private @types(!asctile.tile<32x32xf16, L0A>, !asctile.tile<?x4xbf16, L0B>, !asctile.tile<*xf32, L0C>,
  !asctile.tile<f32, UB>, !asctile.tile<16xi1, L1>, !asctile.tile<16xui8, FIX>,
  !asctile.tensor<?x?xf16>, !asctile.tensor<*xindex>, !asctile.tensor<i32>, !asctile.tensor<0x1024xf32>)

// CHECK-LABEL: func.func @ops(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}} = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
// CHECK-NEXT: %{{[0-9]+}} = asctile.tensor %arg0(%arg1, %arg2) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
// CHECK-NEXT: %{{[0-9]+}} = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<4x4xf16>
// CHECK-NEXT: %{{[0-9]+}} = asctile.dim %arg3, 1 : !asctile.tensor<?x?xf32>
// CHECK-NEXT: %{{[0-9]+}} = asctile.splat %arg24 : !asctile.tile<128xf16, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.load %arg3[%arg1, %c0_i32], %arg5 : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.load %arg3[%arg1, %c0_i32] {asctile.unroll_group = 3 : i64} : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
// CHECK-NEXT: asctile.store %arg6, %arg3[%arg1, %c0_i32] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: %{{[0-9]+}} = asctile.copy %arg7[%c0_i32, %c0_i32] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
// CHECK-NEXT: %{{[0-9]+}} = asctile.get_value %arg4[%arg1] : !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.set_value %{{[0-9]+}}, %arg4[%arg1] : f32, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Add> %arg9, %arg4[%arg1] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Max> %arg9, %arg4[%arg1] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Min> %arg9, %arg4[%arg1] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.store_fixpipe %arg8, %arg3[%arg1, %arg2] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: asctile.store_fixpipe %arg8, %arg3[%arg1, %arg2] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: asctile.store_fixpipe %arg8, %arg3[%arg1, %arg2] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: %{{[0-9]+}} = asctile.copy_fixpipe %arg8[%c0_i32, %c0_i32] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT: asctile.count_mask %arg10, %arg13 : f32 {
// CHECK-NEXT: %{{[0-9]+}} = arith.addf %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.count_mask %arg10 {
// CHECK-NEXT: } {foo}
// CHECK-NEXT: asctile.bitwise_mask %arg10, %arg10 {
// CHECK-NEXT: }
// CHECK-NEXT: asctile.bitwise_mask %arg10, %arg10, %arg24 : f16 {
// CHECK-NEXT: asctile.yield {x}
// CHECK-NEXT: }
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmp LT %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmp NE %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmps GE %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmps EQ %arg14, %arg15 : !asctile.tile<64xi32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmp GT %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cmp LE %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.select %arg16, %arg11, %arg12 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.adds %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.subs %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.muls %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.divs %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.mins %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.maxs %arg11, %arg13 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.shls %arg14, %arg15 : !asctile.tile<64xi32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.shrs %arg14, %arg15 : !asctile.tile<64xi32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.relu %arg11 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.cast %arg11 : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reshape %arg17 : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.broadcast %arg18 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.concat %arg19, %arg19 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce_as_1d <sum> %arg20 : !asctile.tile<16x64xf32, UB>, f32
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce_as_1d <max> %arg21 : !asctile.tile<64xf16, UB>, !asctile.tile<1xf16, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce_as_1d <min> %arg21 : !asctile.tile<64xf16, UB>, f16
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <max> %arg19 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <xor_sum> %arg19 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <prod> %arg19 {dims = [0 : i32, 1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <mean> %arg19 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <all> %arg19 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.reduce <any> %arg19 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.softmax %arg19 : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.rms_norm %arg22, %arg23, %arg24 : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
// CHECK-NEXT: %{{[0-9]+}} = asctile.matmul %arg25, %arg26 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
// CHECK-NEXT: %{{[0-9]+}} = asctile.matmul %arg25, %arg26 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
// CHECK-NEXT: asctile.matmul_acc %arg25, %arg26, %arg8 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ops(%arg0: memref<*xf16, 22>, %n: i32, %m: i32, %t: !asctile.tensor<?x?xf32>, %t1: !asctile.tensor<?xf32>, %pad: f32, %y: !asctile.tile<1x256xf32, UB>,
  %a1: !asctile.tile<32x32xf16, L1>, %c: !asctile.tile<32x32xf32, L0C>, %x: !asctile.tile<256xf32, UB>, %n64: i64, %a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf32, UB>,
  %s: f32, %ia: !asctile.tile<64xi32, UB>, %k: i32, %mk: !asctile.tile<64xi1, UB>, %a88: !asctile.tile<8x8xf32, UB>, %r81: !asctile.tile<8x1xf32, UB>, %a864: !asctile.tile<8x64xf32, UB>,
  %a1664: !asctile.tile<16x64xf32, UB>, %h64: !asctile.tile<64xf16, UB>, %x16: !asctile.tile<8x64xf16, UB>, %g: !asctile.tile<64xf16, UB>, %eps: f16,
  %la: !asctile.tile<32x16xf16, L0A>, %lb: !asctile.tile<16x32xf16, L0B>, %bf: !asctile.tile<4x4xbf16, UB>, %i8: !asctile.tile<4xi8, UB>) {
  %c0 = arith.constant 0 : i32
  %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
  %t2 = asctile.tensor %arg0(%n, %m) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
  %t3 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<4x4xf16>
  %d = asctile.dim %t, 1 : !asctile.tensor<?x?xf32>
  %z = asctile.splat %eps : !asctile.tile<128xf16, UB>
  %l = asctile.load %t[%n, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
  %l2 = asctile.load %t[%n, %c0] {asctile.unroll_group = 3 : i64} : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
  asctile.store %y, %t[%n, %c0] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
  %a0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf16, L0A>
  %v = asctile.get_value %t1[%n] : !asctile.tensor<?xf32>
  asctile.set_value %v, %t1[%n] : f32, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Add> %x, %t1[%n] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Max> %x, %t1[%n] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<"Min"> %x, %t1[%n] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
  asctile.store_fixpipe %c, %t[%n, %m] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  asctile.store_fixpipe %c, %t[%n, %m] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  asctile.store_fixpipe %c, %t[%n, %m] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  %h = asctile.copy_fixpipe %c[%c0, %c0] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  asctile.count_mask %n64, %s : f32 {
    %y2 = arith.addf %a, %b : !asctile.tile<64xf32, UB>
  }
  asctile.count_mask %n64 {
  } {foo}
  asctile.bitwise_mask %n64, %n64 {
  }
  asctile.bitwise_mask %n64, %n64, %eps : f16 {
    asctile.yield {x}
  }
  %m0 = asctile.cmp LT %a, %b : !asctile.tile<64xf32, UB>
  %m1 = asctile.cmp "NE" %a, %b : !asctile.tile<64xf32, UB>
  %m2 = asctile.cmps GE %a, %s : !asctile.tile<64xf32, UB>
  %m3 = asctile.cmps EQ %ia, %k : !asctile.tile<64xi32, UB>
  %m4 = asctile.cmp GT %a, %b : !asctile.tile<64xf32, UB>
  %m5 = asctile.cmp LE %a, %b : !asctile.tile<64xf32, UB>
  %r = asctile.select %mk, %a, %b : !asctile.tile<64xf32, UB>
  %r1 = asctile.adds %a, %s : !asctile.tile<64xf32, UB>
  %r2 = asctile.subs %a, %s : !asctile.tile<64xf32, UB>
  %r3 = asctile.muls %a, %s : !asctile.tile<64xf32, UB>
  %r4 = asctile.divs %a, %s : !asctile.tile<64xf32, UB>
  %r5 = asctile.mins %a, %s : !asctile.tile<64xf32, UB>
  %r6 = asctile.maxs %a, %s : !asctile.tile<64xf32, UB>
  %r7 = asctile.shls %ia, %k : !asctile.tile<64xi32, UB>
  %r8 = asctile.shrs %ia, %k : !asctile.tile<64xi32, UB>
  %r9 = asctile.relu %a : !asctile.tile<64xf32, UB>
  %r10 = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %r11 = asctile.reshape %a88 : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
  %r12 = asctile.broadcast %r81 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
  %r13 = asctile.concat %a864, %a864 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
  %r14 = asctile.reduce_as_1d <sum> %a1664 : !asctile.tile<16x64xf32, UB>, f32
  %r15 = asctile.reduce_as_1d <max> %h64 : !asctile.tile<64xf16, UB>, !asctile.tile<1xf16, UB>
  %r15b = asctile.reduce_as_1d #asctile.kind<min> %h64 : !asctile.tile<64xf16, UB>, f16
  %r16 = asctile.reduce <max> %a864 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %r16b = asctile.reduce <xor_sum> %a864 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %r16c = asctile.reduce <prod> %a864 {dims = [0 : i32, 1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1xf32, UB>
  %r16d = asctile.reduce <mean> %a864 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %r16e = asctile.reduce <all> %a864 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %r16f = asctile.reduce <any> %a864 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %r17 = asctile.softmax %a864 : !asctile.tile<8x64xf32, UB>
  %r18 = asctile.rms_norm %x16, %g, %eps : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
  %r19 = asctile.matmul %la, %lb : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  %r20 = asctile.matmul %la, %lb : !asctile.tile<32x16xf16, L0A>, <16x32xf16, L0B> -> !asctile.tile<32x32xf32, L0C>
  asctile.matmul_acc %la, %lb, %c : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  return
}
