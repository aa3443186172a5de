// Dialect types and attributes as MLIR's parser reads them: the dialect parses from the
// start of the symbol's data and parsing resumes after the symbol, so data the dialect
// leaves unread is ignored; `dialect<mnemonic ...>` is the same symbol as
// `dialect.mnemonic...`; a `: type` after a dialect attribute is read and dropped.
func.func private @trailing() -> (!emitc.size_t<1>, !emitc.ptrdiff_t<x y z>, !emitc.ssize_t<>)
// -----
func.func private @nested() -> (!emitc<size_t>, !emitc<size_t 5>, !emitc<ptr<i32> x>, !emitc<array<2xi32>>, !emitc<opaque<"t">>)
// -----
func.func private @nested_attrs() attributes {a = #arith<fastmath<fast> junk>, b = #ub<poison>, c = #emitc<opaque<"x">>, d = #emitc<opaque<"y"> z> : i32, e = #arith<overflow<nsw>>}
// -----
func.func private @colon_types() attributes {a = #arith.fastmath<fast> : i32, b = #ub.poison : f32, c = #emitc.opaque<"x"> : !emitc.size_t, d = #arith.overflow<nuw> : index}
// -----
func.func @in_ops(%a: f32) -> f32 {
  %0 = "test.op"() {v = #ub<poison> : i32} : () -> i32
  %1 = arith.addf %a, %a {fastmath = #arith<fastmath<nnan>>} : f32
  return %1 : f32
}
// -----
// A hand-written parser (func.func, emitc.func) adds the dictionary's entries to the
// attribute list; building the op sets each inherent one's property, which drops a value
// of another class silently.
emitc.func private @spec_not_array() attributes {specifiers = "static"} {
  emitc.return
}
// -----
func.func private @arg_attrs_not_array(i32) attributes {arg_attrs = 1, res_attrs = "x"}
// -----
emitc.func private @emitc_arg_attrs(i32) attributes {arg_attrs = 1}
