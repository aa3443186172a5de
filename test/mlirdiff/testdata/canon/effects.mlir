// Effects of the memref, emitc, math and cf ops as LLVM 19 declares them: every op once with its
// result unused (erased only when trivially dead) and, in the next chunk, twice (merged
// by CSE only when free of effects or only reading). Run with -canonicalize and -cse.

memref.global "private" @gv : memref<4xf32> = uninitialized
emitc.global @eg : i32
func.func @m(%a: memref<4x4xf32>, %u: memref<*xf32>, %i: index, %v: f32, %s: memref<2xindex>, %b: memref<16xi8>) {
  %0 = memref.load %a[%i, %i] : memref<4x4xf32>
  %1 = memref.dim %a, %i : memref<4x4xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  %4 = memref.subview %a[%i, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %5 = memref.view %b[%i][] : memref<16xi8> to memref<2xf32>
  %6 = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
  %7 = memref.reshape %u(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %8 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %9 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  %10 = memref.transpose %a (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %11 = memref.memory_space_cast %a : memref<4x4xf32> to memref<4x4xf32, 1>
  %12 = memref.get_global @gv : memref<4xf32>
  %13 = memref.extract_aligned_pointer_as_index %a : memref<4x4xf32> -> index
  %14 = memref.atomic_rmw addf %v, %a[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %15 = memref.realloc %b : memref<16xi8> to memref<32xi8>
  %16 = memref.cast %u : memref<*xf32> to memref<4xf32>
  return
}
func.func @e(%a: i32, %b: i32, %p: !emitc.ptr<i32>, %f: f32, %c: i1) {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.sub %a, %b : (i32, i32) -> i32
  %2 = emitc.mul %a, %b : (i32, i32) -> i32
  %3 = emitc.div %a, %b : (i32, i32) -> i32
  %4 = emitc.rem %a, %b : (i32, i32) -> i32
  %5 = emitc.cast %a : i32 to f32
  %6 = emitc.cmp eq, %a, %b : (i32, i32) -> i1
  %7 = emitc.logical_and %c, %c : i1, i1
  %8 = emitc.logical_not %c : i1
  %9 = emitc.bitwise_and %a, %b : (i32, i32) -> i32
  %10 = emitc.unary_minus %a : (i32) -> i32
  %11 = emitc.conditional %c, %a, %b : i32
  %12 = emitc.literal "X" : i32
  %13 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %14 = "emitc.variable"() <{value = 1 : i32}> : () -> i32
  %15 = emitc.apply "*"(%p) : (!emitc.ptr<i32>) -> i32
  %16 = emitc.call_opaque "f"(%a) : (i32) -> i32
  %17 = emitc.get_global @eg : i32
  %18 = emitc.bitwise_left_shift %a, %b : (i32, i32) -> i32
  %19 = emitc.logical_or %c, %c : i1, i1
  %20 = emitc.unary_plus %a : (i32) -> i32
  %21 = emitc.bitwise_not %a : (i32) -> i32
  %22 = emitc.bitwise_xor %a, %b : (i32, i32) -> i32
  %23 = emitc.bitwise_or %a, %b : (i32, i32) -> i32
  %24 = emitc.bitwise_right_shift %a, %b : (i32, i32) -> i32
  return
}

// -----

#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "gv", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
  "emitc.global"() <{sym_name = "eg", type = i32}> : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, memref<*xf32>, index, f32, memref<2xindex>, memref<16xi8>) -> (), sym_name = "m"}> ({
  ^bb0(%arg5: memref<4x4xf32>, %arg6: memref<*xf32>, %arg7: index, %arg8: f32, %arg9: memref<2xindex>, %arg10: memref<16xi8>):
    %25 = "memref.load"(%arg5, %arg7, %arg7) : (memref<4x4xf32>, index, index) -> f32
    %d25 = "memref.load"(%arg5, %arg7, %arg7) : (memref<4x4xf32>, index, index) -> f32
    "foo.use"(%25, %d25) : (f32, f32) -> ()
    %26 = "memref.dim"(%arg5, %arg7) : (memref<4x4xf32>, index) -> index
    %d26 = "memref.dim"(%arg5, %arg7) : (memref<4x4xf32>, index) -> index
    "foo.use"(%26, %d26) : (index, index) -> ()
    %27 = "memref.rank"(%arg6) : (memref<*xf32>) -> index
    %d27 = "memref.rank"(%arg6) : (memref<*xf32>) -> index
    "foo.use"(%27, %d27) : (index, index) -> ()
    %28 = "memref.cast"(%arg5) : (memref<4x4xf32>) -> memref<?x?xf32>
    %d28 = "memref.cast"(%arg5) : (memref<4x4xf32>) -> memref<?x?xf32>
    "foo.use"(%28, %d28) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    %29 = "memref.subview"(%arg5, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
    %d29 = "memref.subview"(%arg5, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
    "foo.use"(%29, %d29) : (memref<2x2xf32, strided<[4, 1], offset: ?>>, memref<2x2xf32, strided<[4, 1], offset: ?>>) -> ()
    %30 = "memref.view"(%arg10, %arg7) : (memref<16xi8>, index) -> memref<2xf32>
    %d30 = "memref.view"(%arg10, %arg7) : (memref<16xi8>, index) -> memref<2xf32>
    "foo.use"(%30, %d30) : (memref<2xf32>, memref<2xf32>) -> ()
    %31 = "memref.reinterpret_cast"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (memref<4x4xf32>) -> memref<16xf32>
    %d31 = "memref.reinterpret_cast"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (memref<4x4xf32>) -> memref<16xf32>
    "foo.use"(%31, %d31) : (memref<16xf32>, memref<16xf32>) -> ()
    %32 = "memref.reshape"(%arg6, %arg9) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
    %d32 = "memref.reshape"(%arg6, %arg9) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
    "foo.use"(%32, %d32) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    %33 = "memref.collapse_shape"(%arg5) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %d33 = "memref.collapse_shape"(%arg5) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    "foo.use"(%33, %d33) : (memref<16xf32>, memref<16xf32>) -> ()
    %34 = "memref.expand_shape"(%arg5) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<4x4xf32>) -> memref<2x2x4xf32>
    %d34 = "memref.expand_shape"(%arg5) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<4x4xf32>) -> memref<2x2x4xf32>
    "foo.use"(%34, %d34) : (memref<2x2x4xf32>, memref<2x2x4xf32>) -> ()
    %35 = "memref.transpose"(%arg5) <{permutation = #map}> : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>
    %d35 = "memref.transpose"(%arg5) <{permutation = #map}> : (memref<4x4xf32>) -> memref<4x4xf32, strided<[1, 4]>>
    "foo.use"(%35, %d35) : (memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32, strided<[1, 4]>>) -> ()
    %36 = "memref.memory_space_cast"(%arg5) : (memref<4x4xf32>) -> memref<4x4xf32, 1>
    %d36 = "memref.memory_space_cast"(%arg5) : (memref<4x4xf32>) -> memref<4x4xf32, 1>
    "foo.use"(%36, %d36) : (memref<4x4xf32, 1>, memref<4x4xf32, 1>) -> ()
    %37 = "memref.get_global"() <{name = @gv}> : () -> memref<4xf32>
    %d37 = "memref.get_global"() <{name = @gv}> : () -> memref<4xf32>
    "foo.use"(%37, %d37) : (memref<4xf32>, memref<4xf32>) -> ()
    %38 = "memref.extract_aligned_pointer_as_index"(%arg5) : (memref<4x4xf32>) -> index
    %d38 = "memref.extract_aligned_pointer_as_index"(%arg5) : (memref<4x4xf32>) -> index
    "foo.use"(%38, %d38) : (index, index) -> ()
    %39 = "memref.atomic_rmw"(%arg8, %arg5, %arg7, %arg7) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
    %d39 = "memref.atomic_rmw"(%arg8, %arg5, %arg7, %arg7) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
    "foo.use"(%39, %d39) : (f32, f32) -> ()
    %40 = "memref.realloc"(%arg10) : (memref<16xi8>) -> memref<32xi8>
    %d40 = "memref.realloc"(%arg10) : (memref<16xi8>) -> memref<32xi8>
    "foo.use"(%40, %d40) : (memref<32xi8>, memref<32xi8>) -> ()
    %41 = "memref.cast"(%arg6) : (memref<*xf32>) -> memref<4xf32>
    %d41 = "memref.cast"(%arg6) : (memref<*xf32>) -> memref<4xf32>
    "foo.use"(%41, %d41) : (memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, !emitc.ptr<i32>, f32, i1) -> (), sym_name = "e"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: !emitc.ptr<i32>, %arg3: f32, %arg4: i1):
    %0 = "emitc.add"(%arg0, %arg1) : (i32, i32) -> i32
    %d0 = "emitc.add"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%0, %d0) : (i32, i32) -> ()
    %1 = "emitc.sub"(%arg0, %arg1) : (i32, i32) -> i32
    %d1 = "emitc.sub"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%1, %d1) : (i32, i32) -> ()
    %2 = "emitc.mul"(%arg0, %arg1) : (i32, i32) -> i32
    %d2 = "emitc.mul"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%2, %d2) : (i32, i32) -> ()
    %3 = "emitc.div"(%arg0, %arg1) : (i32, i32) -> i32
    %d3 = "emitc.div"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%3, %d3) : (i32, i32) -> ()
    %4 = "emitc.rem"(%arg0, %arg1) : (i32, i32) -> i32
    %d4 = "emitc.rem"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%4, %d4) : (i32, i32) -> ()
    %5 = "emitc.cast"(%arg0) : (i32) -> f32
    %d5 = "emitc.cast"(%arg0) : (i32) -> f32
    "foo.use"(%5, %d5) : (f32, f32) -> ()
    %6 = "emitc.cmp"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %d6 = "emitc.cmp"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "foo.use"(%6, %d6) : (i1, i1) -> ()
    %7 = "emitc.logical_and"(%arg4, %arg4) : (i1, i1) -> i1
    %d7 = "emitc.logical_and"(%arg4, %arg4) : (i1, i1) -> i1
    "foo.use"(%7, %d7) : (i1, i1) -> ()
    %8 = "emitc.logical_not"(%arg4) : (i1) -> i1
    %d8 = "emitc.logical_not"(%arg4) : (i1) -> i1
    "foo.use"(%8, %d8) : (i1, i1) -> ()
    %9 = "emitc.bitwise_and"(%arg0, %arg1) : (i32, i32) -> i32
    %d9 = "emitc.bitwise_and"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%9, %d9) : (i32, i32) -> ()
    %10 = "emitc.unary_minus"(%arg0) : (i32) -> i32
    %d10 = "emitc.unary_minus"(%arg0) : (i32) -> i32
    "foo.use"(%10, %d10) : (i32, i32) -> ()
    %11 = "emitc.conditional"(%arg4, %arg0, %arg1) : (i1, i32, i32) -> i32
    %d11 = "emitc.conditional"(%arg4, %arg0, %arg1) : (i1, i32, i32) -> i32
    "foo.use"(%11, %d11) : (i32, i32) -> ()
    %12 = "emitc.literal"() <{value = "X"}> : () -> i32
    %d12 = "emitc.literal"() <{value = "X"}> : () -> i32
    "foo.use"(%12, %d12) : (i32, i32) -> ()
    %13 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    %d13 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    "foo.use"(%13, %d13) : (i32, i32) -> ()
    %14 = "emitc.variable"() <{value = 1 : i32}> : () -> i32
    %d14 = "emitc.variable"() <{value = 1 : i32}> : () -> i32
    "foo.use"(%14, %d14) : (i32, i32) -> ()
    %15 = "emitc.apply"(%arg2) <{applicableOperator = "*"}> : (!emitc.ptr<i32>) -> i32
    %d15 = "emitc.apply"(%arg2) <{applicableOperator = "*"}> : (!emitc.ptr<i32>) -> i32
    "foo.use"(%15, %d15) : (i32, i32) -> ()
    %16 = "emitc.call_opaque"(%arg0) <{callee = "f"}> : (i32) -> i32
    %d16 = "emitc.call_opaque"(%arg0) <{callee = "f"}> : (i32) -> i32
    "foo.use"(%16, %d16) : (i32, i32) -> ()
    %17 = "emitc.get_global"() <{name = @eg}> : () -> i32
    %d17 = "emitc.get_global"() <{name = @eg}> : () -> i32
    "foo.use"(%17, %d17) : (i32, i32) -> ()
    %18 = "emitc.bitwise_left_shift"(%arg0, %arg1) : (i32, i32) -> i32
    %d18 = "emitc.bitwise_left_shift"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%18, %d18) : (i32, i32) -> ()
    %19 = "emitc.logical_or"(%arg4, %arg4) : (i1, i1) -> i1
    %d19 = "emitc.logical_or"(%arg4, %arg4) : (i1, i1) -> i1
    "foo.use"(%19, %d19) : (i1, i1) -> ()
    %20 = "emitc.unary_plus"(%arg0) : (i32) -> i32
    %d20 = "emitc.unary_plus"(%arg0) : (i32) -> i32
    "foo.use"(%20, %d20) : (i32, i32) -> ()
    %21 = "emitc.bitwise_not"(%arg0) : (i32) -> i32
    %d21 = "emitc.bitwise_not"(%arg0) : (i32) -> i32
    "foo.use"(%21, %d21) : (i32, i32) -> ()
    %22 = "emitc.bitwise_xor"(%arg0, %arg1) : (i32, i32) -> i32
    %d22 = "emitc.bitwise_xor"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%22, %d22) : (i32, i32) -> ()
    %23 = "emitc.bitwise_or"(%arg0, %arg1) : (i32, i32) -> i32
    %d23 = "emitc.bitwise_or"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%23, %d23) : (i32, i32) -> ()
    %24 = "emitc.bitwise_right_shift"(%arg0, %arg1) : (i32, i32) -> i32
    %d24 = "emitc.bitwise_right_shift"(%arg0, %arg1) : (i32, i32) -> i32
    "foo.use"(%24, %d24) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()



// -----

func.func @m(%f: f32, %i: i32, %c: i1) {
  %r0 = math.absf %f : f32
  %d0 = math.absf %f : f32
  "foo.use"(%r0, %d0) : (f32, f32) -> ()
  %u0 = math.absf %f : f32
  %r1 = math.acos %f : f32
  %d1 = math.acos %f : f32
  "foo.use"(%r1, %d1) : (f32, f32) -> ()
  %u1 = math.acos %f : f32
  %r2 = math.acosh %f : f32
  %d2 = math.acosh %f : f32
  "foo.use"(%r2, %d2) : (f32, f32) -> ()
  %u2 = math.acosh %f : f32
  %r3 = math.asin %f : f32
  %d3 = math.asin %f : f32
  "foo.use"(%r3, %d3) : (f32, f32) -> ()
  %u3 = math.asin %f : f32
  %r4 = math.asinh %f : f32
  %d4 = math.asinh %f : f32
  "foo.use"(%r4, %d4) : (f32, f32) -> ()
  %u4 = math.asinh %f : f32
  %r5 = math.atan %f : f32
  %d5 = math.atan %f : f32
  "foo.use"(%r5, %d5) : (f32, f32) -> ()
  %u5 = math.atan %f : f32
  %r6 = math.atanh %f : f32
  %d6 = math.atanh %f : f32
  "foo.use"(%r6, %d6) : (f32, f32) -> ()
  %u6 = math.atanh %f : f32
  %r7 = math.cbrt %f : f32
  %d7 = math.cbrt %f : f32
  "foo.use"(%r7, %d7) : (f32, f32) -> ()
  %u7 = math.cbrt %f : f32
  %r8 = math.ceil %f : f32
  %d8 = math.ceil %f : f32
  "foo.use"(%r8, %d8) : (f32, f32) -> ()
  %u8 = math.ceil %f : f32
  %r9 = math.cos %f : f32
  %d9 = math.cos %f : f32
  "foo.use"(%r9, %d9) : (f32, f32) -> ()
  %u9 = math.cos %f : f32
  %r10 = math.cosh %f : f32
  %d10 = math.cosh %f : f32
  "foo.use"(%r10, %d10) : (f32, f32) -> ()
  %u10 = math.cosh %f : f32
  %r11 = math.erf %f : f32
  %d11 = math.erf %f : f32
  "foo.use"(%r11, %d11) : (f32, f32) -> ()
  %u11 = math.erf %f : f32
  %r12 = math.exp %f : f32
  %d12 = math.exp %f : f32
  "foo.use"(%r12, %d12) : (f32, f32) -> ()
  %u12 = math.exp %f : f32
  %r13 = math.exp2 %f : f32
  %d13 = math.exp2 %f : f32
  "foo.use"(%r13, %d13) : (f32, f32) -> ()
  %u13 = math.exp2 %f : f32
  %r14 = math.expm1 %f : f32
  %d14 = math.expm1 %f : f32
  "foo.use"(%r14, %d14) : (f32, f32) -> ()
  %u14 = math.expm1 %f : f32
  %r15 = math.floor %f : f32
  %d15 = math.floor %f : f32
  "foo.use"(%r15, %d15) : (f32, f32) -> ()
  %u15 = math.floor %f : f32
  %r16 = math.log %f : f32
  %d16 = math.log %f : f32
  "foo.use"(%r16, %d16) : (f32, f32) -> ()
  %u16 = math.log %f : f32
  %r17 = math.log10 %f : f32
  %d17 = math.log10 %f : f32
  "foo.use"(%r17, %d17) : (f32, f32) -> ()
  %u17 = math.log10 %f : f32
  %r18 = math.log1p %f : f32
  %d18 = math.log1p %f : f32
  "foo.use"(%r18, %d18) : (f32, f32) -> ()
  %u18 = math.log1p %f : f32
  %r19 = math.log2 %f : f32
  %d19 = math.log2 %f : f32
  "foo.use"(%r19, %d19) : (f32, f32) -> ()
  %u19 = math.log2 %f : f32
  %r20 = math.round %f : f32
  %d20 = math.round %f : f32
  "foo.use"(%r20, %d20) : (f32, f32) -> ()
  %u20 = math.round %f : f32
  %r21 = math.roundeven %f : f32
  %d21 = math.roundeven %f : f32
  "foo.use"(%r21, %d21) : (f32, f32) -> ()
  %u21 = math.roundeven %f : f32
  %r22 = math.rsqrt %f : f32
  %d22 = math.rsqrt %f : f32
  "foo.use"(%r22, %d22) : (f32, f32) -> ()
  %u22 = math.rsqrt %f : f32
  %r23 = math.sin %f : f32
  %d23 = math.sin %f : f32
  "foo.use"(%r23, %d23) : (f32, f32) -> ()
  %u23 = math.sin %f : f32
  %r24 = math.sinh %f : f32
  %d24 = math.sinh %f : f32
  "foo.use"(%r24, %d24) : (f32, f32) -> ()
  %u24 = math.sinh %f : f32
  %r25 = math.sqrt %f : f32
  %d25 = math.sqrt %f : f32
  "foo.use"(%r25, %d25) : (f32, f32) -> ()
  %u25 = math.sqrt %f : f32
  %r26 = math.tan %f : f32
  %d26 = math.tan %f : f32
  "foo.use"(%r26, %d26) : (f32, f32) -> ()
  %u26 = math.tan %f : f32
  %r27 = math.tanh %f : f32
  %d27 = math.tanh %f : f32
  "foo.use"(%r27, %d27) : (f32, f32) -> ()
  %u27 = math.tanh %f : f32
  %r28 = math.trunc %f : f32
  %d28 = math.trunc %f : f32
  "foo.use"(%r28, %d28) : (f32, f32) -> ()
  %u28 = math.trunc %f : f32
  %r29 = math.atan2 %f, %f : f32
  %d29 = math.atan2 %f, %f : f32
  "foo.use"(%r29, %d29) : (f32, f32) -> ()
  %r30 = math.copysign %f, %f : f32
  %d30 = math.copysign %f, %f : f32
  "foo.use"(%r30, %d30) : (f32, f32) -> ()
  %r31 = math.powf %f, %f : f32
  %d31 = math.powf %f, %f : f32
  "foo.use"(%r31, %d31) : (f32, f32) -> ()
  %r32 = math.absi %i : i32
  %d32 = math.absi %i : i32
  "foo.use"(%r32, %d32) : (i32, i32) -> ()
  %r33 = math.ctlz %i : i32
  %d33 = math.ctlz %i : i32
  "foo.use"(%r33, %d33) : (i32, i32) -> ()
  %r34 = math.cttz %i : i32
  %d34 = math.cttz %i : i32
  "foo.use"(%r34, %d34) : (i32, i32) -> ()
  %r35 = math.ctpop %i : i32
  %d35 = math.ctpop %i : i32
  "foo.use"(%r35, %d35) : (i32, i32) -> ()
  %x = math.fma %f, %f, %f : f32
  %y = math.fma %f, %f, %f : f32
  %z = math.fpowi %f, %i : f32, i32
  %w = math.fpowi %f, %i : f32, i32
  %p = math.ipowi %i, %i : i32
  %q = math.ipowi %i, %i : i32
  "foo.use"(%x, %y, %z, %w, %p, %q) : (f32, f32, f32, f32, i32, i32) -> ()
  cf.assert %c, "a"
  cf.assert %c, "a"
  return
}
