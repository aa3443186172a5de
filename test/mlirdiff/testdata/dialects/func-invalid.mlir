func.func @f() -> i32 {
  return
}
// -----
func.func @f(%a: i32) {
  %0 = func.call @g(%a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0 = func.call @g(%a) : (i32) -> f32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0 = func.call @g() : () -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0 = func.constant @g : (i32) -> f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = func.constant @nope : (i32) -> f32
  return
}
// -----
func.func @f(%a: (i32) -> i32, %b: i32) {
  %0 = func.call_indirect %a(%b) : (i32) -> i32
  %1 = func.call_indirect %a(%a) : (i32) -> i32
  return
}
// -----
func.func @f(%a: i32) -> f32 {
  return %a : i32
}
// -----
func.func @f(%a: i32) {
  func.return %a : i32
}
// -----
func.func private @g(i32) -> i32 {
^bb0(%a: i32):
  return %a : i32
}
// -----
func.func @g(i32) -> i32
// -----
func.func @g(%a: i32) -> i32 attributes {sym_visibility = "private", foo = 1} {
  return %a : i32
}
// -----
func.func @g(%a: i32 {a.b = 1}, %b: f32 {c = "x"}) -> (i32 {r = 2}, f32) {
  return %a, %b : i32, f32
}
// -----
func.func nested @g() {
  return
}
// -----
func.func @g(%a: i32) {
^bb0(%b: i32):
  return
}
// -----
func.func @g() {
  %0 = func.call @g() : () -> ()
  return
}
// -----
func.func @g() {
  func.call @g() {no_inline} : () -> ()
  func.call @g() {arg_attrs = [], res_attrs = []} : () -> ()
  return
}
// -----
"func.func"() ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "g", arg_attrs = [{}, {}]} : () -> ()
// -----
"func.func"() ({
}) {function_type = i32, sym_name = "g"} : () -> ()
// -----
func.func tuple<> @g(i32) -> i32
// -----
func.func private @g(i32) -> i32
// -----
func.func "g"(i32) -> i32
// -----
func.func @g i32
// -----
func.func @g(i32 -> i32
// -----
func.func @g(i32) -> (i32
// -----
func.func @g(i32) -> i32 attributes
// -----
func.func @g(i32) -> i32 attributes {a
// -----
func.func @g(%a: i32, i32) -> i32
// -----
func.func @g(%a i32) -> i32
// -----
func.func @g(%a: i32 {x}) -> i32
// -----
func.func @g(%a: i32) -> (i32 {x})
// -----
func.func @g(%a: i32) -> (i32 {x}
// -----
func.func @g(%a: i32) -> i32 {x}
// -----
func.func bogus @g()
// -----
func.func @g(...)
// -----
func.func @g(i32, ...)
// -----
func.func @g() -> ()
// -----
func.func @g(%a: i32, %a: i32)
// -----
func.func @g(%a: i32 loc(unknown))
// -----
func.func @g(%a: i32 loc(x))
// -----
func.func @g(%a: i32) -> i32 loc
// -----
func.func @g(%a: i32) -> i32 attributes {sym_name = "x"}
// -----
func.func @g(%a: i32) -> i32 attributes {function_type = i32}
// -----
func.func @g(%a: i32) -> i32 {arg_attrs = 1}
// -----
func.func @g(%a: i32) -> i32 attributes {} {
 return %a : i32
}
// -----
func.func @g(%a: i32) -> i32 attributes { {
 return %a : i32
}
// -----
func.func @g(%a: i32) -> () {
 return %a : i32
}
// -----
func.func @"g"(i32)
// -----
func.func @g(i32) -> i32, i32
// -----
func.func @g(%a: i32, ... )
// -----
func.func @g(x)
// -----
func.func @g(%a)
// -----
func.func @g(%a: )
// -----
func.func @g(%a: i32,)
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  return %a, * %b : i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  return %a, : i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b, index, index
}
// -----
func.func @g() {
  func.call 5() : () -> ()
  return
}
// -----
func.func @g() {
  func.call 1.5() : () -> ()
  return
}
// -----
func.func @g() {
  func.call "f"() : () -> ()
  return
}
// -----
func.func @g() {
  func.call [@f]() : () -> ()
  return
}
// -----
func.func @g() {
  func.call x() : () -> ()
  return
}
// -----
func.func @g() {
  func.call @f::@g() : () -> ()
  return
}
// -----
func.func @g() {
  func.call dense<1> : tensor<2xi64>() : () -> ()
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a) (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g %a : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a) : i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a, %a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a) : (f32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @h(%a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call @g(%a) {a} : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call_indirect %fn(%a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call_indirect %fn(%a) : i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call_indirect %fn %a : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call_indirect %fn(%a, %a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.call_indirect @g(%a) : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.constant @g : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.constant @g : i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.constant @g (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.constant "g" : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  %0 = func.constant @h : (i32) -> i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  func.return %a : i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  return %a i32
  return
}
// -----
func.func private @g(i32) -> i32
func.func @f(%a: i32, %fn: (i32) -> i32) {
  return : i32
  return
}
// -----
func.func @f(%a: f32) {
  "func.func"() <{function_type = () -> (), sym_name = "g", arg_attrs = [1, 2]}> ({
    func.return
  }) : () -> ()
  return
}
// -----
func.func private @g(i32) attributes {arg_attrs = [{}, 3]}
// -----
func.func private @g() -> i32
func.func @f(%lb: index, %x: i32) {
  %0 = func.call @g() : () -> i8
  %r = "scf.for"(%lb, %lb, %lb, %0) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i8) -> i32
  return
}
// -----
func.func @f() {
  func.call @nope() : () -> ()
  %1 = "arith.addi"() : () -> i32
  return
}
// -----
module {
  func.func @f() {
    func.call @nope() : () -> ()
    return
  }
}
func.func @g() {
  func.call @missing() : () -> ()
  return
}
