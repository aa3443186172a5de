func.func @f() {
  %1 = "emitc.constant"(){value = 42 : i32} : () -> f32
  return
}
// -----
func.func @f() {
  %1 = "emitc.constant"(){value = #emitc.opaque<"">} : () -> i32
  return
}
// -----
func.func @f() {
  %1 = "emitc.constant"(){value = "x"} : () -> i32
  return
}
// -----
func.func @f() {
  %1 = "emitc.constant"(){value = 42 : i32} : () -> tensor<2xi32>
  return
}
// -----
func.func @f() {
  %1 = "emitc.variable"(){value = 42 : i32} : () -> f32
  return
}
// -----
func.func @f() {
  %1 = "emitc.variable"(){value = "x"} : () -> i32
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.apply "+"(%arg0) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.apply ""(%arg0) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.apply "*"(%arg0) : (i32) -> i32
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.apply "&"(%arg0) : (i32) -> i32
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.apply "&"(%arg0) : (i32) -> !emitc.ptr<f32>
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.call_opaque ""(%arg0) : (i32) -> i32
  return
}
// -----
func.func @f(%arg0: i32) {
  emitc.call_opaque "foo"(%arg0) {args = [1 : index]} : (i32) -> ()
  return
}
// -----
func.func @f(%arg0: i32) {
  emitc.call_opaque "foo"(%arg0) {args = [#emitc.opaque<"x">, 0 : index, "s"]} : (i32) -> ()
  return
}
// -----
func.func @f(%arg0: i32) {
  emitc.call_opaque "foo"(%arg0) {template_args = [0 : index]} : (i32) -> ()
  return
}
// -----
func.func @f(%arg0: i32) {
  emitc.call_opaque "foo"(%arg0) {template_args = [@x]} : (i32) -> ()
  return
}
// -----
func.func @f(%arg0: i32) {
  %r:2 = emitc.call_opaque "foo"(%arg0) : (i32) -> (i32, i32)
  return
}
// -----
func.func @f(%arg0: i32) {
  %r = emitc.call_opaque "foo"(%arg0) : (i32) -> !emitc.array<2xi32>
  return
}
// -----
func.func @f(%arg0: !emitc.array<2xi32>) {
  %r = emitc.call_opaque "foo"(%arg0) : (!emitc.array<2xi32>) -> i32
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.cast %arg0 : i32 to tensor<2xi32>
  return
}
// -----
func.func @f(%arg0: !emitc.array<2xi32>) {
  %1 = emitc.cast %arg0 : !emitc.array<2xi32> to i32
  return
}
// -----
func.func @f(%arg0: i32) {
  %1 = emitc.cast %arg0 : i32 to !emitc.array<2xi32>
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %1 = emitc.add %a, %b : (i32, i32) -> f32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: !emitc.ptr<i32>) {
  %1 = emitc.add %a, %b : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: f32) {
  %1 = emitc.add %a, %b : (!emitc.ptr<i32>, f32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: i32) {
  %1 = emitc.sub %b, %a : (i32, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: !emitc.ptr<i32>) {
  %1 = emitc.sub %a, %b : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: i32) {
  %1 = emitc.sub %a, %b : (!emitc.ptr<i32>, i32) -> i32
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  %1 = emitc.rem %a, %b : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %b: i32) {
  %1 = emitc.div %a, %b : (!emitc.ptr<i32>, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  %1 = emitc.mul %a, %b : (i32, i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%a: i32) {
  %1 = emitc.literal "" : i32
  return
}
// -----
func.func @f(%a: i32) -> i32 {
  %r = emitc.expression : i32 {
    emitc.yield %a : i32
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %s = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.cmp lt, %0, %b : (i32, i32) -> i1
    emitc.yield %1 : i1
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = "emitc.variable"() <{value = 1 : i32}> : () -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.call_opaque "f"() : () -> i32
    %1 = emitc.add %0, %b : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return %r : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression : i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.add %0, %0 : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return %r : i32
}
// -----
func.func @f(%a: i32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> f32
  emitc.assign %a : i32 to %v : f32
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  emitc.assign %a : i32 to %b : i32
  return
}
// -----
func.func @f(%a: i1) {
  emitc.if %a {
    %0 = emitc.call_opaque "f"() : () -> i32
    emitc.yield %0 : i32
  }
  return
}
// -----
func.func @f(%a: index) {
  emitc.for %i = %a to %a step %a {
    %0 = emitc.call_opaque "f"() : () -> i32
    emitc.yield %0 : i32
  }
  return
}
// -----
func.func @f(%a: index) {
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%a: index) {
  "emitc.for"(%a, %a, %a) ({
    emitc.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%a: f32) {
  emitc.for %i = %a to %a step %a : f32 {
  }
  return
}
// -----
emitc.func @f(%a: i32) -> i32 {
  emitc.return
}
// -----
emitc.func @f(%a: i32) {
  emitc.return %a : i32
}
// -----
emitc.func @f(%a: i32) -> f32 {
  emitc.return %a : i32
}
// -----
emitc.func @f(%a: i32) -> (i32, i32) {
  emitc.return %a : i32
}
// -----
emitc.func @f(%a: !emitc.array<2xi32>) {
  emitc.return
}
// -----
emitc.func @f() -> !emitc.array<2xi32> {
  %0 = emitc.call_opaque "g"() : () -> i32
  emitc.return
}
// -----
emitc.declare_func @bar
// -----
func.func @bar() { return }
emitc.declare_func @bar
// -----
emitc.func @f() {
  %0 = emitc.call @nope() : () -> i32
  emitc.return
}
// -----
emitc.func @g(%a: i32) { emitc.return }
emitc.func @f() {
  emitc.call @g() : () -> ()
  emitc.return
}
// -----
emitc.func @g(%a: i32) { emitc.return }
emitc.func @f(%b: f32) {
  emitc.call @g(%b) : (f32) -> ()
  emitc.return
}
// -----
emitc.func @g(%a: i32) -> i32 { emitc.return %a : i32 }
emitc.func @f(%b: i32) {
  %0 = emitc.call @g(%b) : (i32) -> f32
  emitc.return
}
// -----
emitc.global @g : i32 = 3.0
// -----
emitc.global @g : !emitc.array<2xf32> = dense<4.0> : tensor<3xf32>
// -----
emitc.global extern @g : i32 = 5
// -----
emitc.global const @g : i32
// -----
emitc.global @g : i32 = "foo"
// -----
emitc.global @g : i32
func.func @f() {
  %0 = emitc.get_global @g : f32
  return
}
// -----
func.func @f() {
  %0 = emitc.get_global @nope : f32
  return
}
// -----
emitc.global @g : !emitc.array<2xi32>
func.func @f() {
  %0 = emitc.get_global @g : !emitc.array<3xi32>
  return
}
// -----
func.func @f() {
  %0 = emitc.get_global @f : i32
  return
}
// -----
func.func @f(%a: !emitc.array<4x8xf32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.array<4x8xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: !emitc.array<4x8xf32>, %i: index) {
  %0 = emitc.subscript %a[%i, %i] : (!emitc.array<4x8xf32>, index, index) -> i32
  return
}
// -----
func.func @f(%a: !emitc.array<4x8xf32>, %i: f32) {
  %0 = emitc.subscript %a[%i, %i] : (!emitc.array<4x8xf32>, f32, f32) -> f32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %i: index) {
  %0 = emitc.subscript %a[%i, %i] : (!emitc.ptr<i32>, index, index) -> i32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %i: f32) {
  %0 = emitc.subscript %a[%i] : (!emitc.ptr<i32>, f32) -> i32
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>, %i: index) {
  %0 = emitc.subscript %a[%i] : (!emitc.ptr<i32>, index) -> f32
  return
}
// -----
func.func @f(%a: !emitc.opaque<"m">, %i: !emitc.array<2xi32>) {
  %0 = emitc.subscript %a[%i] : (!emitc.opaque<"m">, !emitc.array<2xi32>) -> f32
  return
}
// -----
func.func @f(%a: !emitc.opaque<"m">) {
  %0 = emitc.subscript %a[] : (!emitc.opaque<"m">) -> f32
  return
}
// -----
func.func @f(%a: !emitc.opaque<"m">) {
  %0 = emitc.member %a {member = "x"} : (!emitc.opaque<"m">) -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "emitc.member"(%a) {member = "x"} : (i32) -> i32
  return
}
// -----
func.func @f(%a: !emitc.opaque<"m">) {
  %0 = "emitc.member_of_ptr"(%a) {member = "x"} : (!emitc.opaque<"m">) -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = emitc.conditional %a, %a, %a : i32
  return
}
// -----
func.func @f(%a: i1, %b: i32, %c: f32) {
  %0 = emitc.conditional %a, %b, %c : i32
  return
}
// -----
func.func @f(%a: i32, %b: f32) {
  %0 = emitc.logical_and %a, %b : i32, f32
  %1 = emitc.logical_not %b : f32
  return
}
// -----
func.func @f(%a: i32, %b: f32) {
  %0 = emitc.cmp xx, %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f() {
  emitc.verbatim 5
  return
}
// -----
emitc.include ""
// -----
emitc.include <>
// -----
emitc.func @f() {
  emitc.yield
}
// -----
func.func @f() {
  emitc.return
}
// -----
func.func @f(%a: i32) {
  %0 = emitc.unary_minus %a : (i32) -> f32
  %1 = emitc.bitwise_not %a : (i32) -> f32
  return
}
// -----
func.func @f(%a: !emitc.array<2xi32>, %b: !emitc.array<2xi32>) {
  %0 = emitc.add %a, %b : (!emitc.array<2xi32>, !emitc.array<2xi32>) -> !emitc.array<2xi32>
  return
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %1 = emitc.div %a, > %b : (i32, i32) -> i32
  return %1 : i32
}
// -----
func.func @f(%a: i32, %b: i32) -> i32 {
  %1 = emitc.div %a, 1 : (i32, i32) -> i32
  return %1 : i32
}
// -----
func.func @f() {
  %0 = emitc.literal 5 : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal 1.5 : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal [1] : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal @f : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal unit : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal dense<1> : tensor<2xi64> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal #emitc.opaque<"x"> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal x : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal "s" : i32 : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.literal "s" {a} : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.add %a, %a : (i32, i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.add %a %a : (i32, i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.add %a, %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.add %a, %a : (i32, i32)
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.add %a, %a : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.apply "&"(%a) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.apply &(%a) : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.apply "&" %a : (i32) -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.apply "&"(%a) : i32 -> !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.call_opaque f(%a) : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.call_opaque "f"(%a) {args = [0 : index]} : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.call_opaque "f"(%a) : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.call_opaque "f" %a : (i32) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cmp eq, %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cmp bogus, %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cmp "eq", %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cmp "zz", %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cmp eq %a, %a : (i32, i32) -> i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant 1 : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant "s" : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant #emitc.opaque<"x"> : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant 1.5 : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.constant unit : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.literal "x" : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.variable #emitc.opaque<""> : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.variable 1 : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.variable [1] : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cast %a : i32 to f32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.cast %a : i32 f32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.conditional %c, %a, %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.conditional %c %a, %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.logical_and %c, %c : i1, i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.logical_and %c, %c : i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.logical_not %c : i1
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i step %i {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i step %i : index {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i step {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i %i {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j %i to %i step %i {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i step %i : {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %i to %i step %i : i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.for %j = %a to %i step %i {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if %c {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if %c {
  } else {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if %c {
  } else
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if %a {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if %c -> i32 {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.if {
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.verbatim "x"
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.verbatim x
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.subscript %p[%i] : (!emitc.ptr<i32>, index) -> !emitc.lvalue<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.subscript %p[%i] : !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.subscript %p(%i) : (!emitc.ptr<i32>, index) -> !emitc.lvalue<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.assign %a : i32 to %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.assign %a i32 to %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  emitc.assign %a : i32 %a : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.load %p : !emitc.ptr<i32>
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.get_global @g : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.get_global g : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.get_global "g" : i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.member %p "m" : (!emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.member %p {member = "m"} : (!emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = "emitc.member"(%p) {member = 1} : (!emitc.ptr<i32>) -> i32
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.expression : i32 {
    %1 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.expression noinline : i32 {
    %1 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.expression i32 {
    %1 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32, %p: !emitc.ptr<i32>) {
  %0 = emitc.expression : i32
  return
}
// -----
emitc.include "x.h"
// -----
emitc.include <"x.h">
// -----
emitc.include x.h
// -----
emitc.include <x.h>
// -----
emitc.include <"x.h"
// -----
emitc.include
// -----
emitc.include "x.h" {a}
// -----
emitc.global @g : i32
// -----
emitc.global @g : i32 = 1
// -----
emitc.global static @g : i32 = 1
// -----
emitc.global extern const @g : i32
// -----
emitc.global const extern @g : i32
// -----
emitc.global g : i32
// -----
emitc.global @g i32
// -----
emitc.global @g : i32 =
// -----
emitc.global @g : i32 = x
// -----
emitc.global @g : i32 = "s"
// -----
emitc.global @g : !emitc.array<2xi32> = dense<1>
// -----
emitc.global @g : i32 = 1 {a}
// -----
emitc.func @f(%a: i32) -> i32 {
  emitc.return %a : i32
}
// -----
emitc.func f(%a: i32) {
}
// -----
emitc.func @f(%a: i32) attributes {specifiers = ["static"]} {
  emitc.return
}
// -----
emitc.func @f(%a: i32) attributes {
}
// -----
emitc.func private @f(i32)
// -----
emitc.func @f(i32)
// -----
emitc.func @f(i32, ...)
// -----
emitc.declare_func @f
// -----
emitc.declare_func f
// -----
emitc.declare_func "f"
// -----
emitc.declare_func @f {a}
// -----
func.func @f(%a: !emitc.opaque<"x">) {
  return
}
// -----
func.func @f(%a: !emitc.opaque< >"x">) {
  return
}
// -----
func.func @f(%a: !emitc.opaque<x>) {
  return
}
// -----
func.func @f(%a: !emitc.opaque<>) {
  return
}
// -----
func.func @f(%a: !emitc.opaque<"">) {
  return
}
// -----
func.func @f(%a: !emitc.opaque<"x*">) {
  return
}
// -----
func.func @f(%a: !emitc.opaque) {
  return
}
// -----
func.func @f(%a: !emitc.ptr<i32>) {
  return
}
// -----
func.func @f(%a: !emitc.ptr<>) {
  return
}
// -----
func.func @f(%a: !emitc.ptr<"x">) {
  return
}
// -----
func.func @f(%a: !emitc.array<2xi32>) {
  return
}
// -----
func.func @f(%a: !emitc.array<2x>) {
  return
}
// -----
func.func @f(%a: !emitc.array<i32>) {
  return
}
// -----
func.func @f(%a: !emitc.array<?xi32>) {
  return
}
// -----
func.func @f(%a: !emitc.array<0xi32>) {
  return
}
// -----
func.func @f(%a: !emitc.array<2x!emitc.array<2xi32>>) {
  return
}
// -----
func.func @f(%a: !emitc.lvalue<i32>) {
  return
}
// -----
func.func @f(%a: !emitc.lvalue<>) {
  return
}
// -----
func.func @f(%a: !emitc.lvalue<!emitc.array<2xi32>>) {
  return
}
// -----
func.func @f(%a: !emitc.size_t) {
  return
}
// -----
func.func @f(%a: !emitc.ssize_t) {
  return
}
// -----
func.func @f(%a: !emitc.ptrdiff_t) {
  return
}
// -----
func.func @f(%a: !emitc.bogus) {
  return
}
// -----
func.func @f(%a: !emitc<ptr<i32>>) {
  return
}
// -----
func.func @f(%a: !emitc<"x">) {
  return
}
// -----
func.func @f(%a: !emitc<bogus>) {
  return
}
// -----
func.func @f(%a: !emitc.opaque<"x", "y">) {
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<"x"> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<x> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<"x" : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<""> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.bogus<"x"> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc<opaque<"x">> : i32
  return
}
// -----
func.func @f() {
  %0 = emitc.constant #emitc.opaque<"x"> : i32 : i32
  return
}
// -----
func.func @f(%a: f32) {
  "emitc.yield"(%a, %a, %a) : (f32, f32, f32) -> ()
}
// -----
func.func @f(%a: f32) {
  %0 = emitc.expression : f32 {
    "emitc.yield"(%a, %a) : (f32, f32) -> ()
  }
  return
}
// -----
emitc.global @myglobal : !emitc.array<2xf32>
func.func @f(%i: index) {
  %0 = emitc.get_global @myglobal : !emitc.array<3xf32>
  %1 = "emitc.subscript"(%0, %i) : (!emitc.array<3xf32>, index) -> i32
  return
}
// -----
emitc.func @f() {
  emitc.call @nope() : () -> ()
  %1 = "emitc.add"() : () -> i32
  emitc.return
}
// -----
emitc.declare_func @nope
func.func @f() {
  %1 = "arith.addi"() : () -> i32
  return
}
