// FLAGS: --allow-unregistered-dialect
// More builtin attribute forms: typed integers at every width, bools, floats in hex and
// decimal for each float type, strings with escapes, symbol references, nested containers.

"x.ints"() {a = 1 : i1, b = -1 : i8, c = 255 : ui8, d = -128 : si8, e = 127 : si8, g = 18446744073709551615 : ui64, h = -9223372036854775808 : i64} : () -> ()

// -----

"x.bigints"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = 5 : i3, e = 1 : ui1, f = -1 : si1, g = 0 : index, h = -42 : index} : () -> ()

// -----

"x.hexints"() {a = 0x1F : i32, b = 0xFF : i8, c = 0x7FFFFFFF : i32, d = 0xabc : i64, e = 0x0 : index} : () -> ()

// -----

"x.bools"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = [true, false, 1 : i1]} : () -> ()

// -----

"x.floats"() {a = 1.0 : f32, b = -0.0 : f64, c = 1.0e10 : f64, d = 1.5e-7 : f32, e = 3.14159 : f16, f = 2.5 : bf16, g = 0.1 : f64, h = 123456789.0 : f32, i = 1.0 : tf32} : () -> ()

// -----

"x.hexfloats"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = 0x7FF8000000000000 : f64, e = 0x7C00 : f16, f = 0x7FC0 : bf16, g = 0x0001 : f16, h = 0x80000000 : f32} : () -> ()

// -----

"x.f8"() {a = 1.0 : f8E5M2, b = 0.5 : f8E4M3FN, c = 2.0 : f8E5M2FNUZ, d = -1.0 : f8E4M3FNUZ, e = 4.0 : f8E4M3B11FNUZ, f = 0x7F : f8E4M3FN, g = 0x80 : f8E5M2FNUZ} : () -> ()

// -----

"x.wide"() {a = 1.0 : f80, b = 2.5 : f128, c = -3.0e100 : f128, d = 0x7FFF8000000000000000 : f80, e = 0x7FFF8000000000000000000000000000 : f128} : () -> ()

// -----

"x.strings"() {a = "plain", b = "with \"quote\"", c = "tab\09nl\0A", d = "back\\slash", e = "\00\01\FF", f = "", g = "unicode \E2\82\AC", h = "x" : i32, i = "t\n"} : () -> ()

// -----

"x.syms"() {a = @foo, b = @"quoted name", c = @a::@b, d = @a::@"b c"::@d, e = [@x, @y], f = @"with\"q"} : () -> ()

// -----

"x.types"() {a = i32, b = !x.t, c = tensor<4xf32>, d = (i32) -> i1, e = memref<?xf32, strided<[?], offset: ?>>, f = none, g = index} : () -> ()

// -----

"x.nested"() {a = [], b = [[]], c = [[1, 2], [3, [4, [5]]]], d = {}, e = {a = {b = {c = [1]}}}, f = [{}, {x}, unit], g = {"quoted key" = 1, "a b" = unit, z = 2, y = 3}} : () -> ()

// -----

"x.arrays"() {a = array<i1: true, false, true>, b = array<i8: -128, 127>, c = array<i16: 1, -1>, d = array<i32>, e = array<i64: 9223372036854775807>, f = array<f32: 1.0, -2.5>, g = array<f64: 0.1, 1.0e100>, h = array<i64>, i = array<f32>} : () -> ()

// -----

"x.opaque"() {a = #x.attr, b = #x<"raw text">, c = #x.attr<1, "two", [3]>, d = #x.attr<{a}>, e = #x.attr<(<[{}]>)>, f = #x.a.b} : () -> ()

// -----

"x.unit"() {a, b = unit, c = [unit], d = {e}} : () -> ()

// -----

"x.distinct"() {a = distinct[0]<42 : i32>, b = distinct[1]<unit>, c = distinct[0]<42 : i32>, d = [distinct[5]<"s">]} : () -> ()

// -----

"x.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[], offset: 0>, d = strided<[4, 1], offset: 8>} : () -> ()

// -----

"x.dict"() {z = 1, a = 2, "0" = 3, m = 4} : () -> ()

// -----

"x.typed"() {a = 1 : index, b = 1.0 : f32, c = -5 : si32, d = 5 : ui32, e = 0 : i1} : () -> ()
