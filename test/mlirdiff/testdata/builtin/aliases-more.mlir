// FLAGS: --allow-unregistered-dialect
// Attribute and type aliases: aliases of aliases, use before definition in an alias
// body, aliases the printer makes (maps, sets, locations), names that collide.

!t1 = i32
!t2 = !t1
!vec = vector<4x!t2>
"x.a"() : () -> (!t1, !t2, !vec)

// -----

#a = 1 : i32
#b = [#a, #a]
#c = {k = #b}
"x.a"() {x = #c, y = #b, z = #a} : () -> ()

// -----

#map = affine_map<(d0) -> (d0 * 2)>
#map1 = affine_map<(d0) -> (d0 * 3)>
"x.a"() {p = #map1, q = #map, r = affine_map<(d0) -> (d0 * 4)>} : () -> ()

// -----

"x.a"() {m = affine_map<(d0, d1) -> (d1, d0)>} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
"x.b"() {s = affine_set<(d0) : (d0 >= 0)>, t = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()

// -----

!mem = memref<?xf32, strided<[1], offset: ?>>
!tup = tuple<!mem, !mem>
%0 = "x.a"() : () -> !tup
"x.b"(%0) : (!tup) -> ()

// -----

#s = "string alias"
#u = unit
#d = dense<[1, 2]> : tensor<2xi32>
#arr = array<i64: 1, 2>
"x.a"() {a = #s, b = #u, c = #d, e = #arr} : () -> ()

// -----

!opaque = !x.t<"payload">
#opaque = #x.a<"payload">
"x.a"() {a = #opaque, t = !opaque} : () -> !opaque

// -----

!f = (i32) -> i32
!tensorty = tensor<?x?xf32, "enc">
"x.a"() {f = !f} : () -> (!f, !tensorty)

// -----

#alias_with_digits123 = 5 : i64
#_underscore = 6 : i64
#with.dot.in.name = 7 : i64
"x.a"() {a = #alias_with_digits123, b = #_underscore} : () -> ()

// -----

#loc = loc("a":1:1)
#loc1 = loc("b":2:2)
"x.a"() : () -> () loc(#loc1)
"x.b"() : () -> () loc(#loc)

// -----

#set = affine_set<(d0) : (d0 >= 0)>
#set1 = affine_set<(d0) : (d0 >= 1)>
#map = affine_map<(d0) -> (d0)>
"x.a"() {a = #set1, b = #set, c = #map, d = [#map, #set]} : () -> ()

// -----

!ty = !x.ty
!ty2 = !x.ty<!ty>
"x.a"() : () -> (!ty2, !x.other<!ty>)
