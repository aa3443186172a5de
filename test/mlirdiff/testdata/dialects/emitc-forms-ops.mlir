// Forms of every emitc op with optional parts present and absent, attribute
// dictionaries, and generic spellings mlir-opt reads back to the custom form.
func.func @types(%a: i8, %b: i16, %c: i64, %d: ui32, %e: si8, %f: f16, %g: bf16, %h: f64, %i: index, %j: i1) {
  %0 = emitc.add %a, %a : (i8, i8) -> i8
  %2 = emitc.div %h, %h : (f64, f64) -> f64
  %3 = emitc.sub %h, %h : (f64, f64) -> f64
  %4 = emitc.rem %d, %d : (ui32, ui32) -> ui32
  %5 = emitc.unary_minus %e : (si8) -> si8
  %6 = emitc.bitwise_xor %c, %c : (i64, i64) -> i64
  %7 = emitc.bitwise_and %j, %j : (i1, i1) -> i1
  %8 = emitc.rem %i, %i : (index, index) -> index
  return
}
// -----
func.func @attrs(%a: i32, %b: i32) {
  %0 = emitc.add %a, %b {x = 1 : i32} : (i32, i32) -> i32
  %1 = emitc.cmp eq, %a, %b {y} : (i32, i32) -> i1
  %2 = emitc.logical_and %a, %b {z = "s"} : i32, i32
  %3 = emitc.logical_not %a {z} : i32
  %4 = emitc.conditional %1, %a, %b {q} : i32
  %5 = emitc.cast %a {k} : i32 to i64
  %6 = emitc.literal "x" {k} : i32
  %7 = emitc.apply "&"(%a) {k} : (i32) -> !emitc.ptr<i32>
  %8 = emitc.call_opaque "f"(%a) {k} : (i32) -> i32
  emitc.verbatim "v" {k}
  return
}
// -----
func.func @generic_spellings(%a: i32, %b: i32, %p: !emitc.ptr<i32>) {
  %0 = "emitc.add"(%a, %b) : (i32, i32) -> i32
  %1 = "emitc.cmp"(%a, %b) {predicate = 3 : i64} : (i32, i32) -> i1
  %2 = "emitc.cmp"(%a, %b) <{predicate = 6 : i64}> : (i32, i32) -> !emitc.opaque<"std::strong_ordering">
  %3 = "emitc.logical_or"(%a, %b) : (i32, i32) -> i1
  %4 = "emitc.apply"(%p) {applicableOperator = "*"} : (!emitc.ptr<i32>) -> i32
  %5 = "emitc.cast"(%a) : (i32) -> f32
  %6 = "emitc.literal"() {value = "NULL"} : () -> !emitc.ptr<i32>
  %7 = "emitc.conditional"(%1, %a, %b) : (i1, i32, i32) -> i32
  "emitc.verbatim"() {value = "x"} : () -> ()
  %8 = "emitc.subscript"(%p, %a) : (!emitc.ptr<i32>, i32) -> i32
  return
}
// -----
func.func @constants() {
  %0 = "emitc.constant"() <{value = 1 : i8}> : () -> i8
  %2 = "emitc.constant"() <{value = true}> : () -> i1
  %3 = "emitc.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %4 = "emitc.constant"() <{value = #emitc.opaque<"CHAR_MIN">}> : () -> !emitc.opaque<"char">
  %5 = "emitc.constant"() <{value = 3 : index}> : () -> index
  %7 = "emitc.constant"() <{value = 7 : i32}> {x} : () -> i32
  %8 = "emitc.constant"() <{value = #emitc.opaque<"1">}> : () -> i32
  %9 = "emitc.constant"() <{value = 2 : ui16}> : () -> ui16
  return
}
// -----
func.func @variables() {
  %0 = "emitc.variable"() <{value = 1 : i8}> : () -> i8
  %1 = "emitc.variable"() <{value = #emitc.opaque<"NULL">}> : () -> !emitc.ptr<!emitc.opaque<"int32_t">>
  %2 = "emitc.variable"() <{value = dense<0.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %3 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<3x4xi32>
  %4 = "emitc.variable"() <{value = 0 : index}> {y = 2} : () -> index
  %5 = "emitc.variable"() <{value = #emitc.opaque<"{}">}> : () -> !emitc.opaque<"std::vector<int>">
  return
}
// -----
func.func @tuples(%t: tuple<i32, f32>) {
  %0 = emitc.call_opaque "make"() : () -> tuple<i32, f32>
  %1 = emitc.call_opaque "f"(%t) : (tuple<i32, f32>) -> tuple<>
  %2 = emitc.call_opaque "g"() : () -> tensor<2x3xf32>
  %3 = emitc.call_opaque "h"() : () -> tensor<i32>
  return
}
// -----
func.func @call_opaque_forms(%a: i32, %b: f32) -> (i32, f32) {
  emitc.call_opaque "void_fn"() : () -> ()
  %0:2 = emitc.call_opaque "two"(%a) : (i32) -> (i32, f32)
  %1 = emitc.call_opaque "tmpl"(%a, %b) {args = [1 : index, 0 : index, #emitc.opaque<"x">], template_args = [f32, 3 : i32]} : (i32, f32) -> i32
  %2 = emitc.call_opaque "std::max"(%a, %a) {template_args = [i32]} : (i32, i32) -> i32
  %3 = emitc.call_opaque "with_attr"() {args = [42 : i32, "s", 1.5 : f32]} : () -> i32
  return %0#0, %0#1 : i32, f32
}
// -----
emitc.func @f_attrs(%a: i32) -> i32 attributes {specifiers = ["static"], foo = 1 : i32} {
  emitc.return %a : i32
}
emitc.func private @decl_only(i32, f32) -> i32
emitc.func @noargs() -> f32 {
  %0 = "emitc.constant"() <{value = 1.0 : f32}> : () -> f32
  emitc.return %0 : f32
}
emitc.func nested @nested_vis() {
  emitc.return
}
emitc.func @arr(%a: !emitc.array<4xi32>, %p: !emitc.ptr<!emitc.array<4xi32>>) {
  emitc.return
}
emitc.declare_func @noargs {x}
emitc.func @calls(%x: i32) {
  %0 = emitc.call @noargs() : () -> f32
  %1 = emitc.call @decl_only(%x, %0) {attr} : (i32, f32) -> i32
  emitc.call @arr_void() : () -> ()
  emitc.return
}
emitc.func @arr_void() {
  emitc.return
}
// -----
emitc.func @generic_func() {
  "emitc.return"() : () -> ()
}
"emitc.func"() <{function_type = (i32) -> i32, sym_name = "gen", specifiers = ["inline"]}> ({
^bb0(%a: i32):
  "emitc.return"(%a) : (i32) -> ()
}) : () -> ()
"emitc.func"() <{function_type = (i32) -> (), sym_name = "gdecl", sym_visibility = "private"}> ({
}) : () -> ()
"emitc.declare_func"() <{sym_name = @gen}> : () -> ()
"emitc.include"() <{include = "a.h"}> : () -> ()
"emitc.include"() <{include = "b.h", is_standard_include}> : () -> ()
"emitc.include"() <{include = "c.h"}> {x} : () -> ()
// -----
emitc.global @g0 : i32 = 0
emitc.global @g1 : f32 = 1.0 {x}
emitc.global static const @g2 : !emitc.array<2x2xi8> = dense<[[1, 2], [3, 4]]>
emitc.global extern @g3 : !emitc.opaque<"Foo">
emitc.global @g4 : !emitc.ptr<i8> = #emitc.opaque<"nullptr">
emitc.global @g5 : index = 0
emitc.global @g6 : !emitc.size_t
emitc.global @g8 : i1 = true
"emitc.global"() <{sym_name = "g9", type = i32, initial_value = 3 : i32, const_specifier}> : () -> ()
"emitc.global"() <{sym_name = "g10", type = i32, extern_specifier}> : () -> ()
"emitc.global"() <{sym_name = "g11", type = f32}> {foo} : () -> ()
func.func @gets() {
  %0 = emitc.get_global @g0 : i32
  %1 = emitc.get_global @g2 : !emitc.array<2x2xi8>
  %2 = emitc.get_global @g3 : !emitc.opaque<"Foo">
  %3 = emitc.get_global @g11 : f32 {x}
  return
}
// -----
func.func @for_forms(%lb: index, %ub: index, %st: index, %o: !emitc.opaque<"size_t">, %s: !emitc.size_t) {
  emitc.for %i = %lb to %ub step %st {
  }
  emitc.for %i = %o to %o step %o : !emitc.opaque<"size_t"> {
    %0 = emitc.call_opaque "f"(%i) : (!emitc.opaque<"size_t">) -> i32
  }
  emitc.for %i = %s to %s step %s : !emitc.size_t {
  }
  "emitc.for"(%lb, %ub, %st) ({
  ^bb0(%iv: index):
    "emitc.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_i8(%a: i8, %b: ui64, %c: si16) {
  emitc.for %i = %a to %a step %a : i8 {
  }
  emitc.for %i = %b to %b step %b : ui64 {
  }
  emitc.for %i = %c to %c step %c : si16 {
  }
  return
}
// -----
func.func @if_forms(%c: i1, %a: i32) {
  "emitc.if"(%c) ({
    "emitc.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  "emitc.if"(%c) ({
    %0 = emitc.call_opaque "f"() : () -> i32
    "emitc.yield"() : () -> ()
  }, {
    emitc.yield
  }) {attr} : (i1) -> ()
  emitc.if %c {
    emitc.if %c {
    } else {
      emitc.verbatim "x"
    }
  }
  return
}
// -----
func.func @expr_forms(%a: i32, %b: i32, %p: !emitc.ptr<i32>, %c: i1) -> i32 {
  %0 = emitc.expression {x} noinline : i32 {
    %1 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  %2 = emitc.expression : i32 {
    %3 = emitc.apply "*"(%p) : (!emitc.ptr<i32>) -> i32
    %4 = emitc.call_opaque "f"(%3) : (i32) -> i32
    %5 = emitc.cast %4 : i32 to i32
    %6 = emitc.conditional %c, %5, %a : i32
    emitc.yield %6 : i32
  }
  %7 = "emitc.expression"() ({
    %8 = emitc.sub %a, %b : (i32, i32) -> i32
    emitc.yield %8 : i32
  }) {do_not_inline} : () -> i32
  %9 = emitc.expression : i1 {
    %10 = emitc.logical_not %c : i1
    emitc.yield %10 : i1
  }
  return %7 : i32
}
// -----
func.func @member_forms(%s: !emitc.opaque<"S">, %p: !emitc.ptr<!emitc.opaque<"S">>) {
  %0 = "emitc.member"(%s) <{member = "a"}> : (!emitc.opaque<"S">) -> i32
  %1 = "emitc.member_of_ptr"(%p) <{member = "b"}> {x} : (!emitc.ptr<!emitc.opaque<"S">>) -> f32
  %2 = "emitc.member_of_ptr"(%s) <{member = "c"}> : (!emitc.opaque<"S">) -> !emitc.ptr<i8>
  %3 = "emitc.member"(%s) <{member = ""}> : (!emitc.opaque<"S">) -> !emitc.opaque<"T">
  return
}
// -----
func.func @assign_forms(%a: i32, %p: !emitc.ptr<i32>, %arr: !emitc.array<4xi32>, %i: index) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  emitc.assign %a : i32 to %v : i32
  "emitc.assign"(%v, %a) : (i32, i32) -> ()
  %e = emitc.subscript %arr[%i] : (!emitc.array<4xi32>, index) -> i32
  emitc.assign %a : i32 to %e : i32
  %q = emitc.subscript %p[%a] : (!emitc.ptr<i32>, i32) -> i32
  emitc.assign %v : i32 to %q : i32
  %o = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.opaque<"S">
  %m = "emitc.member"(%o) <{member = "m"}> : (!emitc.opaque<"S">) -> i32
  emitc.assign %a : i32 to %m : i32
  return
}
// -----
func.func @subscript_forms(%a: !emitc.array<2x3x4xf32>, %i: i32, %j: i64, %k: index, %o: !emitc.opaque<"int">, %s: !emitc.size_t) {
  %0 = emitc.subscript %a[%i, %j, %k] : (!emitc.array<2x3x4xf32>, i32, i64, index) -> f32
  %1 = emitc.subscript %a[%o, %s, %k] {x} : (!emitc.array<2x3x4xf32>, !emitc.opaque<"int">, !emitc.size_t, index) -> f32
  %p = emitc.call_opaque "f"() : () -> !emitc.ptr<!emitc.ptr<i8>>
  %2 = emitc.subscript %p[%k] : (!emitc.ptr<!emitc.ptr<i8>>, index) -> !emitc.ptr<i8>
  %m = emitc.call_opaque "g"() : () -> !emitc.opaque<"M">
  %3 = emitc.subscript %m[%i, %j] : (!emitc.opaque<"M">, i32, i64) -> i8
  return
}
// -----
func.func @opaque_types(%a: !emitc.opaque<"std::vector<std::string>">, %c: !emitc.ptr<!emitc.opaque<"void">>, %d: !emitc.array<1xi1>) {
  return
}
// -----
func.func @opaque_attrs() {
  %0 = "emitc.constant"() <{value = #emitc.opaque<"a\"b">}> : () -> !emitc.opaque<"t">
  %1 = "emitc.constant"() <{value = #emitc.opaque<"\\n">}> : () -> !emitc.opaque<"t">
  "test.op"() {a = #emitc.opaque<"">, b = #emitc.opaque<"x y">} : () -> ()
  return
}
// -----
func.func @logical_types(%a: i1, %f: f32, %o: !emitc.opaque<"t">, %p: !emitc.ptr<i32>) {
  %0 = emitc.logical_and %f, %o : f32, !emitc.opaque<"t">
  %1 = emitc.logical_or %p, %a : !emitc.ptr<i32>, i1
  %2 = emitc.logical_not %p : !emitc.ptr<i32>
  %3 = emitc.cmp ne, %p, %p : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> i1
  %4 = emitc.cmp eq, %o, %a : (!emitc.opaque<"t">, i1) -> !emitc.opaque<"bool">
  return
}
