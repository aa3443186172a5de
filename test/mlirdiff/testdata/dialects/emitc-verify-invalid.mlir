// Verifier checks of every emitc op, one invalid case per chunk.
func.func @f16_mul(%f: f16) {
  %1 = emitc.mul %f, %f : (f16, f16) -> f16
  return
}
// -----
func.func @f16_const() {
  %1 = "emitc.constant"() <{value = 1.5 : f16}> : () -> f16
  return
}
// -----
func.func @var_size_t() {
  %6 = "emitc.variable"() <{value = 0 : i64}> : () -> !emitc.size_t
  return
}
// -----
emitc.global @g7 : tensor<2xi32> = dense<[1, 2]>
// -----
func.func @for_empty(%lb: index) {
  "emitc.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @opaque_ptr(%q: !emitc.opaque<"S*">) {
  return
}
// -----
func.func @f8(%f: f8E4M3FN) {
  %1 = emitc.add %f, %f : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
  return
}
// -----
func.func @i3(%f: i3) {
  %1 = emitc.add %f, %f : (i3, i3) -> i3
  return
}
// -----
func.func @i128(%f: i128) {
  %1 = emitc.add %f, %f : (i128, i128) -> i128
  return
}
// -----
func.func @vec(%f: vector<4xi32>) {
  %1 = emitc.add %f, %f : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}
// -----
func.func @memref(%f: memref<4xi32>) {
  %1 = emitc.call_opaque "f"(%f) : (memref<4xi32>) -> i32
  return
}
// -----
func.func @tensor_dyn() {
  %1 = emitc.call_opaque "f"() : () -> tensor<?xi32>
  return
}
// -----
func.func @tensor_f16() {
  %1 = emitc.call_opaque "f"() : () -> tensor<2xf16>
  return
}
// -----
func.func @tuple_bad() {
  %1 = emitc.call_opaque "f"() : () -> tuple<i32, vector<2xf32>>
  return
}
// -----
func.func @cplx() {
  %1 = emitc.call_opaque "f"() : () -> complex<f32>
  return
}
// -----
func.func @add_ptr_ptr(%p: !emitc.ptr<i32>) {
  %1 = emitc.add %p, %p : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @add_ptr_float(%p: !emitc.ptr<i32>, %f: f32) {
  %1 = emitc.add %p, %f : (!emitc.ptr<i32>, f32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @add_int_ptr(%p: !emitc.ptr<i32>, %a: i32) {
  %1 = emitc.add %a, %p : (i32, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @sub_ptr_ptr_res(%p: !emitc.ptr<i32>) {
  %1 = emitc.sub %p, %p : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @sub_ptr_int_res(%p: !emitc.ptr<i32>, %a: i32) {
  %1 = emitc.sub %p, %a : (!emitc.ptr<i32>, i32) -> i32
  return
}
// -----
func.func @sub_int_ptr(%p: !emitc.ptr<i32>, %a: i32) {
  %1 = emitc.sub %a, %p : (i32, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @sub_ptr_f(%p: !emitc.ptr<i32>, %a: f32) {
  %1 = emitc.sub %p, %a : (!emitc.ptr<i32>, f32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @sub_ptrs_ptrdiff(%p: !emitc.ptr<i32>) {
  %1 = emitc.sub %p, %p : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptrdiff_t
  return
}
// -----
func.func @div_ptr(%p: !emitc.ptr<i32>) {
  %1 = emitc.div %p, %p : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @rem_f(%p: f32) {
  %1 = emitc.rem %p, %p : (f32, f32) -> f32
  return
}
// -----
func.func @rem_res(%p: i32) {
  %1 = emitc.rem %p, %p : (i32, i32) -> f32
  return
}
// -----
func.func @mul_ptr(%p: !emitc.ptr<i32>, %a: i32) {
  %1 = emitc.mul %a, %p : (i32, !emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @logical_res() {
  %a = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "emitc.logical_and"(%a, %a) : (i32, i32) -> i32
  return
}
// -----
func.func @logical_not_res(%a: i32) {
  %1 = "emitc.logical_not"(%a) : (i32) -> i8
  return
}
// -----
func.func @bitwise_f(%a: f32) {
  %1 = emitc.bitwise_and %a, %a : (f32, f32) -> f32
  return
}
// -----
func.func @bitwise_not_f(%a: f32) {
  %1 = emitc.bitwise_not %a : (f32) -> f32
  return
}
// -----
func.func @shift_f(%a: f32, %b: i32) {
  %1 = emitc.bitwise_left_shift %b, %a : (i32, f32) -> i32
  return
}
// -----
func.func @unary_minus_bad(%a: memref<2xi32>) {
  %1 = emitc.unary_minus %a : (memref<2xi32>) -> i32
  return
}
// -----
func.func @cmp_pred(%a: i32) {
  %1 = emitc.cmp foo, %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @cmp_pred_int(%a: i32) {
  %1 = "emitc.cmp"(%a, %a) <{predicate = 7 : i64}> : (i32, i32) -> i1
  return
}
// -----
func.func @cmp_pred_i32(%a: i32) {
  %1 = "emitc.cmp"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}
// -----
func.func @cmp_nopred(%a: i32) {
  %1 = "emitc.cmp"(%a, %a) : (i32, i32) -> i1
  return
}
// -----
func.func @apply_op(%a: i32) {
  %1 = emitc.apply "+"(%a) : (i32) -> i32
  return
}
// -----
func.func @apply_empty(%a: i32) {
  %1 = emitc.apply ""(%a) : (i32) -> i32
  return
}
// -----
func.func @apply_addr_of_arg_deref(%a: i32) {
  %1 = emitc.apply "*"(%a) : (i32) -> i32
  return
}
// -----
func.func @apply_addr_ptr(%a: i32) {
  %1 = emitc.apply "&"(%a) : (i32) -> i32
  return
}
// -----
func.func @apply_addr_ptr_wrong(%a: i32) {
  %1 = emitc.apply "&"(%a) : (i32) -> !emitc.ptr<f32>
  return
}
// -----
func.func @apply_deref_wrong(%a: !emitc.ptr<i32>) {
  %1 = emitc.apply "*"(%a) : (!emitc.ptr<i32>) -> f32
  return
}
// -----
func.func @apply_addr_of_const() {
  %c = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = emitc.apply "&"(%c) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @call_opaque_empty() {
  emitc.call_opaque ""() : () -> ()
  return
}
// -----
func.func @call_opaque_idx(%a: i32) {
  emitc.call_opaque "f"(%a) {args = [1 : index]} : (i32) -> ()
  return
}
// -----
func.func @call_opaque_idx_i32(%a: i32) {
  emitc.call_opaque "f"(%a) {args = [0 : i32]} : (i32) -> ()
  return
}
// -----
func.func @call_opaque_targ(%a: i32) {
  emitc.call_opaque "f"(%a) {template_args = [0 : index]} : (i32) -> ()
  return
}
// -----
func.func @call_opaque_targ2(%a: i32) {
  emitc.call_opaque "f"(%a) {template_args = [@sym]} : (i32) -> ()
  return
}
// -----
func.func @call_opaque_arr_res() {
  %0 = emitc.call_opaque "f"() : () -> !emitc.array<2xi32>
  return
}
// -----
func.func @call_opaque_args_sym(%a: i32) {
  emitc.call_opaque "f"(%a) {args = [@x]} : (i32) -> ()
  return
}
// -----
func.func @call_opaque_args_notarray(%a: i32) {
  emitc.call_opaque "f"(%a) {args = 1 : i32} : (i32) -> ()
  return
}
// -----
func.func @cast_bad(%a: !emitc.ptr<i32>) {
  %1 = emitc.cast %a : !emitc.ptr<i32> to f32
  return
}
// -----
func.func @cast_arr(%a: !emitc.array<2xi32>) {
  %1 = emitc.cast %a : !emitc.array<2xi32> to !emitc.ptr<i32>
  return
}
// -----
func.func @cast_tensor(%a: tensor<2xi32>) {
  %1 = emitc.cast %a : tensor<2xi32> to tensor<2xi64>
  return
}
// -----
func.func @const_arr() {
  %1 = "emitc.constant"() <{value = dense<1> : tensor<2xi32>}> : () -> !emitc.array<2xi32>
  return
}
// -----
func.func @const_empty_opaque() {
  %1 = "emitc.constant"() <{value = #emitc.opaque<"">}> : () -> i32
  return
}
// -----
func.func @const_str() {
  %1 = "emitc.constant"() <{value = "x"}> : () -> i32
  return
}
// -----
func.func @const_mismatch() {
  %1 = "emitc.constant"() <{value = 1 : i64}> : () -> i32
  return
}
// -----
func.func @const_ptr() {
  %1 = "emitc.constant"() <{value = 0 : i64}> : () -> !emitc.ptr<i32>
  return
}
// -----
func.func @var_str() {
  %1 = "emitc.variable"() <{value = "x"}> : () -> i32
  return
}
// -----
func.func @var_mismatch() {
  %1 = "emitc.variable"() <{value = 1.0 : f64}> : () -> f32
  return
}
// -----
func.func @var_noval() {
  %1 = "emitc.variable"() : () -> i32
  return
}
// -----
func.func @literal_empty() {
  %1 = emitc.literal "" : i32
  return
}
// -----
func.func @literal_notype() {
  %1 = emitc.literal "x" : memref<i32>
  return
}
// -----
func.func @expr_noyield(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield
  }
  return
}
// -----
func.func @expr_type(%a: i32) {
  %r = emitc.expression : i64 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return
}
// -----
func.func @expr_arg(%a: i32) {
  %r = emitc.expression : i32 {
    emitc.yield %a : i32
  }
  return
}
// -----
func.func @expr_nonexpr(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = "emitc.variable"() <{value = 1 : i32}> : () -> i32
    emitc.yield %0 : i32
  }
  return
}
// -----
func.func @expr_two_uses(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    %1 = emitc.mul %0, %0 : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @expr_unused(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    %1 = emitc.mul %a, %a : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @expr_sideeffect(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
    %1 = emitc.call_opaque "g"(%0) : (i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @expr_empty() {
  %r = emitc.expression : i32 {
  }
  return
}
// -----
func.func @expr_two_blocks(%a: i32) {
  %r = "emitc.expression"() ({
    emitc.yield %a : i32
  ^bb1:
    emitc.yield %a : i32
  }) : () -> i32
  return
}
// -----
func.func @expr_in_expr_yield(%a: i32) {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %s = emitc.expression : i32 {
    emitc.yield %r : i32
  }
  return
}
// -----
func.func @yield_parent(%a: i32) {
  emitc.yield %a : i32
}
// -----
func.func @yield_in_for(%a: index) {
  emitc.for %i = %a to %a step %a {
    emitc.yield %a : index
  }
  return
}
// -----
func.func @yield_in_if(%c: i1, %a: i32) {
  emitc.if %c {
    emitc.yield %a : i32
  }
  return
}
// -----
func.func @if_results(%c: i1) {
  %r = "emitc.if"(%c) ({
    emitc.yield
  }, {
  }) : (i1) -> i32
  return
}
// -----
func.func @if_cond_type(%c: i32) {
  emitc.if %c {
  }
  return
}
// -----
func.func @if_args(%c: i1) {
  "emitc.if"(%c) ({
  ^bb0(%x: i32):
    emitc.yield
  }, {
  }) : (i1) -> ()
  return
}
// -----
func.func @if_one_region(%c: i1) {
  "emitc.if"(%c) ({
    emitc.yield
  }) : (i1) -> ()
  return
}
// -----
func.func @if_two_blocks(%c: i1) {
  "emitc.if"(%c) ({
    emitc.yield
  ^bb1:
    emitc.yield
  }, {
  }) : (i1) -> ()
  return
}
// -----
func.func @for_types(%a: index, %b: i32) {
  "emitc.for"(%a, %b, %a) ({
  ^bb0(%iv: index):
    emitc.yield
  }) : (index, i32, index) -> ()
  return
}
// -----
func.func @for_iv_type(%a: index) {
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%iv: i32):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_two_iv(%a: index) {
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%iv: index, %j: index):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_float(%a: f32) {
  emitc.for %i = %a to %a step %a : f32 {
  }
  return
}
// -----
func.func @for_yield_value(%a: index) {
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%iv: index):
    emitc.yield %a : index
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_terminator(%a: index) {
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%iv: index):
    func.return
  }) : (index, index, index) -> ()
  return
}
// -----
emitc.func @ret_type(%a: i32) -> i64 {
  emitc.return %a : i32
}
// -----
emitc.func @ret_missing(%a: i32) -> i32 {
  emitc.return
}
// -----
emitc.func @ret_extra(%a: i32) {
  emitc.return %a : i32
}
// -----
emitc.func @two_results(%a: i32) -> (i32, i32) {
  emitc.return %a : i32
}
// -----
emitc.func @arr_result() -> !emitc.array<2xi32> {
  %0 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2xi32>
  emitc.return %0 : !emitc.array<2xi32>
}
// -----
emitc.func @bad_arg(%a: memref<2xi32>) {
  emitc.return
}
// -----
emitc.func @bad_res() -> vector<2xi32> {
}
// -----
emitc.func @tensor_arg(%a: tensor<2xi32>) {
  emitc.return
}
// -----
emitc.func @no_body_public(i32)
// -----
emitc.func private @spec_not_array() attributes {specifiers = "static"} {
  emitc.return
}
// -----
emitc.func @spec_not_str() attributes {specifiers = [1]} {
  emitc.return
}
// -----
emitc.func @ret_outside_func() {
  emitc.return
}
func.func @f() {
  emitc.return
}
// -----
emitc.func @arg_mismatch(%a: i32) {
^bb1:
  emitc.return
}
// -----
emitc.func @c(%a: i32) {
  emitc.call @c() : () -> ()
  emitc.return
}
// -----
emitc.func @c2(%a: i32) {
  emitc.call @c2(%a) : (i32) -> i32
  emitc.return
}
// -----
emitc.func @c3(%a: i32) {
  %f = "emitc.constant"() <{value = 1.0 : f32}> : () -> f32
  emitc.call @c3(%f) : (f32) -> ()
  emitc.return
}
// -----
emitc.func @c4() {
  emitc.call @missing() : () -> ()
  emitc.return
}
// -----
func.func @fn() {
  return
}
emitc.func @c5() {
  emitc.call @fn() : () -> ()
  emitc.return
}
// -----
emitc.declare_func @missing
// -----
func.func @fn() {
  return
}
emitc.declare_func @fn
// -----
emitc.func private @d(i32)
emitc.func @c6() {
  emitc.call @d() : () -> ()
  emitc.return
}
// -----
emitc.include ""
// -----
emitc.include <"">
// -----
"emitc.include"() : () -> ()
// -----
emitc.include "a" extra
// -----
emitc.global @g : i32 = 1.0
// -----
emitc.global @g : i32 = "s"
// -----
emitc.global @g : !emitc.array<2xi32> = dense<1> : tensor<3xi32>
// -----
emitc.global @g : !emitc.array<2xi32> = dense<1.0>
// -----
emitc.global @g : memref<2xi32>
// -----
emitc.global @g : !emitc.ptr<i32> = 0
// -----
emitc.global extern @g : i32 = 1
// -----
emitc.global const @g : i32
// -----
emitc.global static extern @g : i32
// -----
emitc.global @g : i32 = #emitc.opaque<"">
// -----
emitc.global @g : f32
func.func @gg() {
  %0 = emitc.get_global @g : i32
  return
}
// -----
func.func @gg() {
  %0 = emitc.get_global @nope : i32
  return
}
// -----
func.func @gg() {
  return
}
func.func @gg2() {
  %0 = emitc.get_global @gg : i32
  return
}
// -----
emitc.global @g : !emitc.array<2xf32>
func.func @gg() {
  %0 = emitc.get_global @g : !emitc.array<3xf32>
  return
}
// -----
func.func @assign_nonvar(%a: i32, %b: i32) {
  emitc.assign %a : i32 to %b : i32
  return
}
// -----
func.func @assign_type(%a: i64) {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  emitc.assign %a : i64 to %v : i32
  return
}
// -----
func.func @assign_arr(%a: !emitc.array<2xi32>) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2xi32>
  emitc.assign %a : !emitc.array<2xi32> to %v : !emitc.array<2xi32>
  return
}
// -----
func.func @assign_get_global() {
  %g = "emitc.variable"() <{value = 0 : i32}> : () -> i32
  %c = emitc.call_opaque "f"() : () -> i32
  emitc.assign %g : i32 to %c : i32
  return
}
// -----
func.func @sub_idx_float(%a: !emitc.array<4xi32>, %f: f32) {
  %0 = emitc.subscript %a[%f] : (!emitc.array<4xi32>, f32) -> i32
  return
}
// -----
func.func @sub_idx_count(%a: !emitc.array<4x4xi32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.array<4x4xi32>, index) -> i32
  return
}
// -----
func.func @sub_res_type(%a: !emitc.array<4xi32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.array<4xi32>, index) -> i64
  return
}
// -----
func.func @sub_ptr_two(%a: !emitc.ptr<i32>, %i: index) {
  %0 = emitc.subscript %a[%i, %i] : (!emitc.ptr<i32>, index, index) -> i32
  return
}
// -----
func.func @sub_ptr_res(%a: !emitc.ptr<i32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.ptr<i32>, index) -> f32
  return
}
// -----
func.func @sub_ptr_float(%a: !emitc.ptr<i32>, %i: f32) {
  %0 = emitc.subscript %a[%i] : (!emitc.ptr<i32>, f32) -> i32
  return
}
// -----
func.func @sub_opaque_noidx(%a: !emitc.opaque<"m">) {
  %0 = emitc.subscript %a[] : (!emitc.opaque<"m">) -> i32
  return
}
// -----
func.func @sub_tensor(%a: tensor<4xi32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (tensor<4xi32>, index) -> i32
  return
}
// -----
func.func @sub_arr_arr(%a: !emitc.array<4xi32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.array<4xi32>, index) -> !emitc.array<1xi32>
  return
}
// -----
func.func @member_bad(%a: i32) {
  %0 = "emitc.member"(%a) <{member = "x"}> : (i32) -> i32
  return
}
// -----
func.func @member_ptr_bad(%a: !emitc.ptr<i32>) {
  %0 = "emitc.member"(%a) <{member = "x"}> : (!emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @member_of_ptr_bad(%a: i32) {
  %0 = "emitc.member_of_ptr"(%a) <{member = "x"}> : (i32) -> i32
  return
}
// -----
func.func @member_noattr(%a: !emitc.opaque<"s">) {
  %0 = "emitc.member"(%a) : (!emitc.opaque<"s">) -> i32
  return
}
// -----
func.func @cond_bad(%c: i32, %a: i32) {
  %0 = emitc.conditional %c, %a, %a : i32
  return
}
// -----
func.func @cond_mismatch(%c: i1, %a: i32, %b: i64) {
  %0 = "emitc.conditional"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}
// -----
func.func @verbatim_noattr() {
  "emitc.verbatim"() : () -> ()
  return
}
// -----
func.func @verbatim_res() {
  %0 = "emitc.verbatim"() <{value = "x"}> : () -> i32
  return
}
// -----
func.func @types_bad() -> !emitc.array<0xi32>
// -----
func.func @types_bad() -> !emitc.array<?xi32>
// -----
func.func @types_bad() -> !emitc.array<i32>
// -----
func.func @types_bad() -> !emitc.array<2x!emitc.array<2xi32>>
// -----
func.func @types_bad() -> !emitc.ptr<!emitc.array<2xi32>>
// -----
func.func @types_bad() -> !emitc.opaque<"">
// -----
func.func @types_bad() -> !emitc.array<2xmemref<i32>>
// -----
func.func @types_bad() -> !emitc.array<2xf16>
// -----
func.func @types_bad() -> !emitc.ptr<memref<i32>>
// -----
func.func @types_bad() -> !emitc.ptr<!emitc.opaque<"">>
// -----
func.func @types_bad() -> !emitc.unknown
// -----
func.func @types_bad() -> !emitc.size_t<1>
// -----
func.func @attr_bad() attributes {a = #emitc.opaque<>}
// -----
func.func @attr_bad() attributes {a = #emitc.unknown<"x">}
// -----
func.func @attr_bad() attributes {a = #emitc<cmp_predicate eq>}
