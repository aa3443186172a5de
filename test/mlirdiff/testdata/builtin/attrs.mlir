// FLAGS: --allow-unregistered-dialect
// Builtin attribute forms in an op's attribute dictionary.

"x.a"() {i = 1 : i32, j = -1 : i8, k = 255 : i8, l = 0 : i1, m = 1 : i1, n = 42, o = 7 : index, p = -128 : si8, q = 255 : ui8, r = 0x10 : i32} : () -> ()

// -----

"x.b"() {a = true, b = false, c = unit, d, e = "str", f = "esc\n\t\"\\", g = "\00\FF", h = "ünï"} : () -> ()

// -----

"x.f"() {a = 1.0 : f32, b = 1.5, c = -0.0 : f64, d = 1.0e10 : f64, e = 0x7F800000 : f32, f = 0x7FC00000 : f32, g = 0xFF800000 : f32, h = 3.14159 : f16, i = 0.1 : bf16, j = 1.0e-5 : f64, k = 2.5 : f80, l = 1.0 : f128, m = 1.0 : tf32} : () -> ()

// -----

"x.f8"() {a = 1.0 : f8E5M2, b = 0.5 : f8E4M3FN, c = 2.0 : f8E4M3FNUZ, d = 1.0 : f8E5M2FNUZ, e = 1.0 : f8E4M3B11FNUZ, f = 0x7F : f8E4M3FN} : () -> ()

// -----

"x.fl"() {a = 100.0 : f32, b = 1.0e100 : f64, c = 123456789.0 : f64, d = 0.001 : f32, e = 1.0e-300 : f64, f = 65504.0 : f16, g = -1.25e-3 : f32} : () -> ()

// -----

"x.types"() {a = i32, b = f32, c = memref<4xf32>, d = !x.ty, e = () -> (), f = tensor<*xi8>, g = none} : () -> ()

// -----

"x.arrays"() {a = [], b = [1, 2, 3], c = [[1], "x", i32], d = array<i32>, e = array<i32: 1, 2>, f = array<f32: 1.0, 2.5>, g = array<i1: true, false>, h = array<i64: -1>, i = array<f64>, j = array<i8: -128, 127>, k = array<i16: 3>} : () -> ()

// -----

"x.dicts"() {a = {}, b = {x = 1, a = 2}, c = {"quoted key" = 1}, "d e" = 1, f = {g = {h}}} : () -> ()

// -----

"x.syms"() {a = @foo, b = @foo::@bar, c = @"with space", d = @foo::@"x y"::@z, e = [@a, @b]} : () -> ()

// -----

"x.affine"() {a = affine_map<(d0) -> (d0)>, b = affine_set<(d0) : (d0 >= 0)>, c = affine_map<() -> ()>, d = affine_map<()[s0] -> (s0)>, e = affine_set<() : (0 == 0)>} : () -> ()

// -----

"x.opq"() {a = #x.attr, b = #x<"abc">, c = #x.attr<1, 2>, d = #x.attr<"a" : i32>, e = #x<a{b}>, f = #x.a<[1, {x}]>} : () -> ()

// -----

"x.distinct"() {a = distinct[0]<42 : i32>, b = distinct[1]<unit>, c = distinct[0]<42 : i32>} : () -> ()

// -----

"x.distinct2"() {a = distinct[7]<"s">, b = [distinct[3]<1>, distinct[3]<1>]} : () -> ()

// -----

"x.ints"() {a = 9223372036854775807 : i64, b = -9223372036854775808 : i64, c = 18446744073709551615 : i64, d = 340282366920938463463374607431768211455 : i128, e = -1 : i128, f = 1 : i1024, g = 0 : i0} : () -> ()

// -----

"x.cplx"() {a = 1 : ui1, b = 3 : si3, c = -4 : si3, d = 7 : ui3} : () -> ()

// -----

"x.strs"() {a = "abc" : i32, b = "x" : tensor<1xi8>, c = "" , d = "\"quoted\""} : () -> ()

// -----

"x.loc_attr"() {a = loc("f.mlir":1:2), b = loc(unknown), c = loc("name")} : () -> ()

// -----

"x.sortkeys"() {z = 1, a = 2, m = 3} : () -> ()

// -----

"x.float_special"() {a = 0x7FF0000000000000 : f64, b = 0xFFF8000000000000 : f64, c = 0x7C00 : f16, d = 0x7FC0 : bf16, e = 0x0001 : f16, f = 0x0000000000000001 : f64} : () -> ()

// -----

"x.float_print"() {a = 1.0e+06 : f32, b = 1.0e+07 : f32, c = 123.456 : f32, d = 0.3 : f64, e = 1.0e-7 : f32, f = 2.0e+38 : f32, g = 16777217.0 : f32} : () -> ()
