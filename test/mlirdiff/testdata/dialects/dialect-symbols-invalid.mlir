// Dialect symbols and hand-written function parsers: the errors that remain.
func.func private @f() -> !emitc<>
// -----
func.func private @f() -> !emitc<5>
// -----
func.func private @f() -> !emitc<  foo>
// -----
func.func private @f() -> !emitc<ptr>
// -----
func.func private @f() attributes {a = #emitc<opaque "x">}
// -----
func.func private @f() attributes {a = #arith<>}
// -----
func.func private @f() attributes {a = #arith.fastmath<bad> : i3x}
// -----
func.func private @f() attributes {a = #arith.fastmath<fast> : }
// -----
func.func private @f() attributes {a = #ub<poison : i32}
// -----
func.func private @f() -> !emitc.opaque<"a" junk>
// -----
func.func private @f() -> (!emitc.size_t<1>, !emitc.ptr<i32><1>)
// -----
func.func private @f(i32 {a}) attributes {arg_attrs = [{b}]}
// -----
func.func private @f(i32) -> (i32 {a.b}) attributes {res_attrs = [{b}]}
// -----
emitc.func private @f(i32 {a}) attributes {arg_attrs = [{b}]}
// -----
func.func private @f(i32) attributes {res_attrs = [1]}
// -----
emitc.func private @ex(i32) attributes {specifiers = ["a", 1]}
// -----
func.func private @fx() attributes {function_type = 1, sym_visibility = 2}
