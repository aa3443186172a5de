// Held-out style round trip of all 37 asctile ops (asctile-ops.md §6): every op in its
// custom form with each optional operand/attribute present and absent (load pad value,
// count_mask/bitwise_mask `other`, store_fixpipe/copy_fixpipe relu/quantize flags,
// discardable attributes after the region), every CompareMode, AtomicKind (keyword and
// quoted string) and ReduceKind (stripped and full `#asctile.kind<...>` form), the
// stripped matmul types (full spelling accepted), implicit asctile.yield; printed back
// unchanged, re-parsed, and through the generic form (properties in `<{...}>`).
// RUN: ascopt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ascopt -allow-unregistered-dialect %s | ascopt -allow-unregistered-dialect | FileCheck %s
// RUN: ascopt -allow-unregistered-dialect %s --mlir-print-op-generic | ascopt -allow-unregistered-dialect | FileCheck %s
// RUN: ascopt -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN



// CHECK-LABEL: func.func @all(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: !asctile.tensor<?x?xf32>, %arg3: !asctile.tile<64xf32, UB>, %arg4: !asctile.tile<64xf32, UB>, %arg5: f32, %arg6: !asctile.tile<64xi32, UB>, %arg7: i32, %arg8: i64, %arg9: !asctile.tile<32x16xf16, L0A>, %arg10: !asctile.tile<16x32xf16, L0B>, %arg11: !asctile.tile<8x64xf32, UB>, %arg12: !asctile.tile<8x64xf16, UB>, %arg13: !asctile.tile<64xf16, UB>, %arg14: f16) {
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64xf32>
// CHECK-NEXT: %2 = asctile.dim %0, 0 : !asctile.tensor<?xf32>
// CHECK-NEXT: %3 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
// CHECK-NEXT: %4 = asctile.splat %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %5 = asctile.load %0[%2], %arg5 : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: %6 = asctile.load %0[%2] : !asctile.tensor<?xf32>, !asctile.tile<64xf32, L1>
// CHECK-NEXT: asctile.store %5, %0[%arg1] {foo} : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %7 = asctile.copy %6[%arg1] : !asctile.tile<64xf32, L1>, !asctile.tile<64xf32, L0A>
// CHECK-NEXT: %8 = asctile.get_value %0[%arg1] : !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.set_value %8, %0[%arg1] : f32, !asctile.tensor<?xf32>
// CHECK-NEXT: %9 = asctile.splat %arg5 : !asctile.tile<1xf32, UB>
// CHECK-NEXT: asctile.set_value %9, %0[%arg1] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Add> %arg3, %0[%arg1] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Max> %arg3, %0[%arg1] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Min> %arg3, %0[%arg1] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.store_fixpipe %3, %arg2[%arg1, %arg1] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
// CHECK-NEXT: %10 = asctile.copy_fixpipe %3[%arg1, %arg1] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
// CHECK-NEXT: %11 = asctile.copy_fixpipe %3[%arg1, %arg1] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
// CHECK-NEXT: asctile.count_mask %arg8, %arg5 : f32 {
// CHECK-NEXT: %38 = arith.addf %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.count_mask %arg8 {
// CHECK-NEXT: } {foo}
// CHECK-NEXT: asctile.bitwise_mask %arg8, %arg8 {
// CHECK-NEXT: %38 = arith.addf %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: asctile.bitwise_mask %arg8, %arg8, %arg14 : f16 {
// CHECK-NEXT: }
// CHECK-NEXT: %12 = asctile.cmp LT %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %13 = asctile.cmp GT %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %14 = asctile.cmp EQ %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %15 = asctile.cmp LE %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %16 = asctile.cmp GE %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %17 = asctile.cmps NE %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %18 = asctile.select %17, %arg3, %arg4 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %19 = asctile.adds %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %20 = asctile.subs %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %21 = asctile.muls %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %22 = asctile.divs %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %23 = asctile.mins %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %24 = asctile.maxs %arg3, %arg5 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %25 = asctile.shls %arg6, %arg7 : !asctile.tile<64xi32, UB>
// CHECK-NEXT: %26 = asctile.shrs %arg6, %arg7 : !asctile.tile<64xi32, UB>
// CHECK-NEXT: %27 = asctile.relu %arg3 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %28 = asctile.cast %arg3 : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: %29 = asctile.reshape %arg11 : !asctile.tile<8x64xf32, UB> to !asctile.tile<512xf32, UB>
// CHECK-NEXT: %30 = asctile.broadcast %9 : !asctile.tile<1xf32, UB> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %31 = asctile.concat %arg11, %arg11 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
// CHECK-NEXT: %32 = asctile.reduce_as_1d <sum> %arg11 : !asctile.tile<8x64xf32, UB>, f32
// CHECK-NEXT: %33 = asctile.reduce_as_1d <xor_sum> %arg11 : !asctile.tile<8x64xf32, UB>, !asctile.tile<1xf32, UB>
// CHECK-NEXT: %34 = asctile.reduce <mean> %arg11 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %35 = asctile.softmax %arg11 : !asctile.tile<8x64xf32, UB>
// CHECK-NEXT: %36 = asctile.rms_norm %arg12, %arg13, %arg14 : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
// CHECK-NEXT: %37 = asctile.matmul %arg9, %arg10 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
// CHECK-NEXT: asctile.matmul_acc %arg9, %arg10, %3 : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
// CHECK-NEXT: "test.use"(%5, %7, %4, %12, %13, %14, %15, %16, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %10, %11, %1) : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, L0A>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>, !asctile.tile<64xi32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<512xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<16x64xf32, UB>, f32, !asctile.tile<1xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf32, L1>, !asctile.tensor<64xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @all(%m: memref<*xf32, 22>, %n: i32, %t2: !asctile.tensor<?x?xf32>, %a: !asctile.tile<64xf32, UB>, %b: !asctile.tile<64xf32, UB>, %s: f32, %i: !asctile.tile<64xi32, UB>, %k: i32, %c: i64, %a2: !asctile.tile<32x16xf16, L0A>, %b2: !asctile.tile<16x32xf16, L0B>, %m8: !asctile.tile<8x64xf32, UB>, %h: !asctile.tile<8x64xf16, UB>, %g: !asctile.tile<64xf16, UB>, %e: f16) {
  %t = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %ts = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<64xf32>
  %d = asctile.dim %t, 0 : !asctile.tensor<?xf32>
  %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
  %sp = asctile.splat %s : !asctile.tile<64xf32, UB>
  %l = asctile.load %t[%d], %s : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
  %l2 = asctile.load %t[%d] : !asctile.tensor<?xf32>, !asctile.tile<64xf32, L1>
  asctile.store %l, %t[%n] {foo} : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  %cp = asctile.copy %l2[%n] : !asctile.tile<64xf32, L1>, !asctile.tile<64xf32, L0A>
  %gv = asctile.get_value %t[%n] : !asctile.tensor<?xf32>
  asctile.set_value %gv, %t[%n] : f32, !asctile.tensor<?xf32>
  %one = asctile.splat %s : !asctile.tile<1xf32, UB>
  asctile.set_value %one, %t[%n] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Add> %a, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Max> %a, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  asctile.atomic_rmw<"Min"> %a, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  asctile.store_fixpipe %acc, %t2[%n, %n] {quantize, relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
  %cf = asctile.copy_fixpipe %acc[%n, %n] {quantize} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>
  %cf2 = asctile.copy_fixpipe %acc[%n, %n] {relu} : !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf32, L1>
  asctile.count_mask %c, %s : f32 {
    %y = arith.addf %a, %b : !asctile.tile<64xf32, UB>
  }
  asctile.count_mask %c {
  } {foo}
  asctile.bitwise_mask %c, %c {
    %y = arith.addf %a, %b : !asctile.tile<64xf32, UB>
    asctile.yield
  }
  asctile.bitwise_mask %c, %c, %e : f16 {
  }
  %c0 = asctile.cmp LT %a, %b : !asctile.tile<64xf32, UB>
  %c1 = asctile.cmp GT %a, %b : !asctile.tile<64xf32, UB>
  %c2 = asctile.cmp EQ %a, %b : !asctile.tile<64xf32, UB>
  %c3 = asctile.cmp LE %a, %b : !asctile.tile<64xf32, UB>
  %c4 = asctile.cmp "GE" %a, %b : !asctile.tile<64xf32, UB>
  %c5 = asctile.cmps NE %a, %s : !asctile.tile<64xf32, UB>
  %sel = asctile.select %c5, %a, %b : !asctile.tile<64xf32, UB>
  %r1 = asctile.adds %a, %s : !asctile.tile<64xf32, UB>
  %r2 = asctile.subs %a, %s : !asctile.tile<64xf32, UB>
  %r3 = asctile.muls %a, %s : !asctile.tile<64xf32, UB>
  %r4 = asctile.divs %a, %s : !asctile.tile<64xf32, UB>
  %r5 = asctile.mins %a, %s : !asctile.tile<64xf32, UB>
  %r6 = asctile.maxs %a, %s : !asctile.tile<64xf32, UB>
  %r7 = asctile.shls %i, %k : !asctile.tile<64xi32, UB>
  %r8 = asctile.shrs %i, %k : !asctile.tile<64xi32, UB>
  %rl = asctile.relu %a : !asctile.tile<64xf32, UB>
  %ca = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf16, UB>
  %rs = asctile.reshape %m8 : !asctile.tile<8x64xf32, UB> to !asctile.tile<512xf32, UB>
  %bc = asctile.broadcast %one : !asctile.tile<1xf32, UB> to !asctile.tile<64xf32, UB>
  %cc = asctile.concat %m8, %m8 : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
  %ra = asctile.reduce_as_1d <sum> %m8 : !asctile.tile<8x64xf32, UB>, f32
  %rb = asctile.reduce_as_1d #asctile.kind<xor_sum> %m8 : !asctile.tile<8x64xf32, UB>, !asctile.tile<1xf32, UB>
  %rd = asctile.reduce <mean> %m8 {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
  %sm = asctile.softmax %m8 : !asctile.tile<8x64xf32, UB>
  %rn = asctile.rms_norm %h, %g, %e : !asctile.tile<8x64xf16, UB>, !asctile.tile<64xf16, UB>
  %mm = asctile.matmul %a2, %b2 : <32x16xf16, L0A>, <16x32xf16, L0B> -> <32x32xf32, L0C>
  asctile.matmul_acc %a2, %b2, %acc : !asctile.tile<32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
  "test.use"(%l, %cp, %sp, %c0, %c1, %c2, %c3, %c4, %sel, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %rl, %ca, %rs, %bc, %cc, %ra, %rb, %rd, %sm, %rn, %mm, %cf, %cf2, %ts) : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, L0A>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xi1, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xi32, UB>, !asctile.tile<64xi32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf16, UB>, !asctile.tile<512xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<16x64xf32, UB>, f32, !asctile.tile<1xf32, UB>, !asctile.tile<8xf32, UB>, !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf16, UB>, !asctile.tile<32x32xf32, L0C>, !asctile.tile<32x32xf16, L1>, !asctile.tile<32x32xf32, L1>, !asctile.tensor<64xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @kinds(%arg0: !asctile.tile<8x64xi16, UB>) -> (i16, i16, !asctile.tile<1xi16, UB>, !asctile.tile<8xi16, UB>, !asctile.tile<64xi16, UB>, !asctile.tile<8x1xi16, UB>) {
// CHECK-NEXT: %0 = asctile.reduce_as_1d <max> %arg0 : !asctile.tile<8x64xi16, UB>, i16
// CHECK-NEXT: %1 = asctile.reduce_as_1d <min> %arg0 : !asctile.tile<8x64xi16, UB>, i16
// CHECK-NEXT: %2 = asctile.reduce_as_1d <prod> %arg0 : !asctile.tile<8x64xi16, UB>, !asctile.tile<1xi16, UB>
// CHECK-NEXT: %3 = asctile.reduce <all> %arg0 {dims = [1 : i32]} : !asctile.tile<8x64xi16, UB>, !asctile.tile<8xi16, UB>
// CHECK-NEXT: %4 = asctile.reduce <any> %arg0 {dims = [0 : i32]} : !asctile.tile<8x64xi16, UB>, !asctile.tile<64xi16, UB>
// CHECK-NEXT: %5 = asctile.reduce <sum> %arg0 {dims = [1 : i32], keep} : !asctile.tile<8x64xi16, UB>, !asctile.tile<8x1xi16, UB>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i16, i16, !asctile.tile<1xi16, UB>, !asctile.tile<8xi16, UB>, !asctile.tile<64xi16, UB>, !asctile.tile<8x1xi16, UB>
// CHECK-NEXT: }
func.func @kinds(%a: !asctile.tile<8x64xi16, UB>) -> (i16, i16, !asctile.tile<1xi16, UB>, !asctile.tile<8xi16, UB>, !asctile.tile<64xi16, UB>, !asctile.tile<8x1xi16, UB>) {
  %0 = asctile.reduce_as_1d <max> %a : !asctile.tile<8x64xi16, UB>, i16
  %1 = asctile.reduce_as_1d #asctile.kind<min> %a : !asctile.tile<8x64xi16, UB>, i16
  %2 = asctile.reduce_as_1d <prod> %a : !asctile.tile<8x64xi16, UB>, !asctile.tile<1xi16, UB>
  %3 = asctile.reduce <all> %a {dims = [1 : i32]} : !asctile.tile<8x64xi16, UB>, !asctile.tile<8xi16, UB>
  %4 = asctile.reduce #asctile.kind<any> %a {dims = [0 : i32]} : !asctile.tile<8x64xi16, UB>, !asctile.tile<64xi16, UB>
  %5 = asctile.reduce <sum> %a {dims = [1 : i32], keep} : !asctile.tile<8x64xi16, UB>, !asctile.tile<8x1xi16, UB>
  return %0, %1, %2, %3, %4, %5 : i16, i16, !asctile.tile<1xi16, UB>, !asctile.tile<8xi16, UB>, !asctile.tile<64xi16, UB>, !asctile.tile<8x1xi16, UB>
}

// CHECK-LABEL: func.func @types(%arg0: !asctile.tile<?x16xbf16, L0B>, %arg1: !asctile.tile<*xf32, FIX>, %arg2: !asctile.tensor<*xi8>, %arg3: !asctile.tile<*xf32, UB>, %arg4: !asctile.tensor<4x?x2xi32>) -> (!asctile.tile<?x16xbf16, L0B>, !asctile.tile<*xf32, FIX>, !asctile.tensor<*xi8>, !asctile.tile<*xf32, UB>, !asctile.tensor<4x?x2xi32>) {
// CHECK-NEXT: return %arg0, %arg1, %arg2, %arg3, %arg4 : !asctile.tile<?x16xbf16, L0B>, !asctile.tile<*xf32, FIX>, !asctile.tensor<*xi8>, !asctile.tile<*xf32, UB>, !asctile.tensor<4x?x2xi32>
// CHECK-NEXT: }
func.func @types(%a: !asctile.tile<?x16xbf16, L0B>, %b: !asctile.tile<*xf32, FIX>, %c: !asctile.tensor<*xi8>, %d: !asctile.tile<f32, UB>, %e: !asctile.tensor<4x?x2xi32>) -> (!asctile.tile<?x16xbf16, L0B>, !asctile.tile<*xf32, FIX>, !asctile.tensor<*xi8>, !asctile.tile<*xf32, UB>, !asctile.tensor<4x?x2xi32>) {
  return %a, %b, %c, %d, %e : !asctile.tile<?x16xbf16, L0B>, !asctile.tile<*xf32, FIX>, !asctile.tensor<*xi8>, !asctile.tile<f32, UB>, !asctile.tensor<4x?x2xi32>
}


// The generic form: properties in <{...}>, sorted by name, enum values as i32, the
// reduce kind in its full form, load's operandSegmentSizes, the implicit yield.
// GEN: %8 = "asctile.dim"(%6) <{index = 0 : i32}> : (!asctile.tensor<?xf32>) -> i32
// GEN: %11 = "asctile.load"(%6, %8, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!asctile.tensor<?xf32>, i32, f32) -> !asctile.tile<64xf32, UB>
// GEN: %12 = "asctile.load"(%6, %8) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!asctile.tensor<?xf32>, i32) -> !asctile.tile<64xf32, L1>
// GEN: "asctile.atomic_rmw"(%arg9, %6, %arg7) <{kind = 0 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>, i32) -> ()
// GEN: "asctile.atomic_rmw"(%arg9, %6, %arg7) <{kind = 1 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>, i32) -> ()
// GEN: "asctile.atomic_rmw"(%arg9, %6, %arg7) <{kind = 2 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>, i32) -> ()
// GEN: "asctile.store_fixpipe"(%9, %arg8, %arg7, %arg7) <{quantize, relu}> : (!asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>, i32, i32) -> ()
// GEN: %16 = "asctile.copy_fixpipe"(%9, %arg7, %arg7) <{quantize}> : (!asctile.tile<32x32xf32, L0C>, i32, i32) -> !asctile.tile<32x32xf16, L1>
// GEN: %17 = "asctile.copy_fixpipe"(%9, %arg7, %arg7) <{relu}> : (!asctile.tile<32x32xf32, L0C>, i32, i32) -> !asctile.tile<32x32xf32, L1>
// GEN: "asctile.count_mask"(%arg14, %arg11) ({
// GEN: "asctile.count_mask"(%arg14) ({
// GEN: "asctile.bitwise_mask"(%arg14, %arg14) ({
// GEN: "asctile.bitwise_mask"(%arg14, %arg14, %arg20) ({
// GEN: %18 = "asctile.cmp"(%arg9, %arg10) <{cmpMode = 0 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: %19 = "asctile.cmp"(%arg9, %arg10) <{cmpMode = 1 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: %20 = "asctile.cmp"(%arg9, %arg10) <{cmpMode = 2 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: %21 = "asctile.cmp"(%arg9, %arg10) <{cmpMode = 3 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: %22 = "asctile.cmp"(%arg9, %arg10) <{cmpMode = 4 : i32}> : (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi1, UB>
// GEN: %23 = "asctile.cmps"(%arg9, %arg11) <{cmpMode = 5 : i32}> : (!asctile.tile<64xf32, UB>, f32) -> !asctile.tile<64xi1, UB>
// GEN: %38 = "asctile.reduce_as_1d"(%arg17) <{kind = #asctile.kind<sum>}> : (!asctile.tile<8x64xf32, UB>) -> f32
// GEN: %39 = "asctile.reduce_as_1d"(%arg17) <{kind = #asctile.kind<xor_sum>}> : (!asctile.tile<8x64xf32, UB>) -> !asctile.tile<1xf32, UB>
// GEN: %40 = "asctile.reduce"(%arg17) <{dims = [1 : i32], kind = #asctile.kind<mean>}> : (!asctile.tile<8x64xf32, UB>) -> !asctile.tile<8xf32, UB>
// GEN: %0 = "asctile.reduce_as_1d"(%arg5) <{kind = #asctile.kind<max>}> : (!asctile.tile<8x64xi16, UB>) -> i16
// GEN: %1 = "asctile.reduce_as_1d"(%arg5) <{kind = #asctile.kind<min>}> : (!asctile.tile<8x64xi16, UB>) -> i16
// GEN: %2 = "asctile.reduce_as_1d"(%arg5) <{kind = #asctile.kind<prod>}> : (!asctile.tile<8x64xi16, UB>) -> !asctile.tile<1xi16, UB>
// GEN: %3 = "asctile.reduce"(%arg5) <{dims = [1 : i32], kind = #asctile.kind<all>}> : (!asctile.tile<8x64xi16, UB>) -> !asctile.tile<8xi16, UB>
// GEN: %4 = "asctile.reduce"(%arg5) <{dims = [0 : i32], kind = #asctile.kind<any>}> : (!asctile.tile<8x64xi16, UB>) -> !asctile.tile<64xi16, UB>
// GEN: %5 = "asctile.reduce"(%arg5) <{dims = [1 : i32], kind = #asctile.kind<sum>}> {keep} : (!asctile.tile<8x64xi16, UB>) -> !asctile.tile<8x1xi16, UB>
