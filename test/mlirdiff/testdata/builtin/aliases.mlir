// FLAGS: --allow-unregistered-dialect

!t = i32
!v = vector<4x!t>
#a = 5 : i64
#b = [#a, #a]
"x.a"() {p = #a, q = #b, r = !v} : () -> (!t, !v)

// -----

!long_name_type = tensor<4x4xf32>
!other = memref<?xf32>
"x.a"() : () -> (!long_name_type, !other, !long_name_type)

// -----

#m = affine_map<(d0) -> (d0)>
"x.a"() {m = #m, n = #m} : () -> (memref<4xf32, #m>)

// -----

// Attributes big enough that mlir-opt aliases them on its own.
"x.a"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
"x.b"() : () -> (memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[?, 1], offset: ?>>)

// -----

"x.a"() {a = #x.attr, b = #x.attr, c = !x.ty} : () -> (!x.ty, !x.ty)

// -----

!tup = tuple<i32, f32>
#loc = loc("a":1:1)
"x.a"() : () -> !tup

// -----

#alias_1 = 1 : i32
#alias1 = 2 : i32
!a_b = i8
"x.a"() {a = #alias_1, b = #alias1} : () -> !a_b

// -----

"x.a"() {a = dense<[1, 2, 3, 4]> : tensor<4xi32>, b = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> ()

// -----

"x.a"() {a = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + 1)>], b = affine_map<(d0) -> (d0 + 1)>} : () -> ()

// -----

"x.a"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0) : (d0 >= 0)>} : () -> ()
