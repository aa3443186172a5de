// Inherent attributes spelled in the attribute dictionary of custom forms: generated
// parsers check them at the dictionary, hand-written ones leave them to the op.
emitc.func private @spec_not_array() attributes {specifiers = "static"} {
  emitc.return
}
// -----
func.func private @fx() attributes {function_type = 1, sym_visibility = 2}
// -----
func.func private @fy(i32) attributes {arg_attrs = 1}
// -----
emitc.func private @ex(i32) attributes {arg_attrs = 1}
// -----
func.func @e(%a: i32) -> i32 {
  %r = emitc.expression {do_not_inline = 1} : i32 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}
// -----
emitc.global @g : i32 {const_specifier = 1}
// -----
func.func @e(%a: i32) -> i32 {
  %0 = emitc.cmp eq, %a, %a {predicate = 1} : (i32, i32) -> i1
  return %a : i32
}
// -----
func.func @e(%a: i32) -> i32 {
  %0 = emitc.call_opaque "f"(%a) {args = 1} : (i32) -> i32
  return %a : i32
}
// -----
func.func @e(%a: i32) -> i32 {
  %0 = emitc.call_opaque "f"(%a) {template_args = 1} : (i32) -> i32
  return %a : i32
}
// -----
func.func @e(%a: i32) {
  emitc.for %i = %a to %a step %a : i32 {
  } {foo = 1}
  return
}
// -----
func.func @m(%a: memref<4xf32>) {
  %0 = memref.load %a[] {nontemporal = 1} : memref<4xf32>
  return
}
// -----
func.func @m(%a: memref<4xf32>, %i: index) {
  %0 = memref.load %a[%i] {nontemporal = 1} : memref<4xf32>
  return
}
// -----
func.func @m(%a: memref<4xf32>, %i: index) {
  %0 = memref.alloc() {alignment = "x"} : memref<4xf32>
  return
}
// -----
memref.global @g : memref<2xf32> {alignment = "x"}
// -----
func.func @m(%a: f32) {
  %0 = math.absf %a {fastmath = 1} : f32
  return
}
// -----
func.func @c(%a: i1) {
  cf.assert %a, "x" {msg = 1}
  return
}
