// FLAGS: --allow-unregistered-dialect

"x.maps"() {a = affine_map<(d0, d1) -> (d0 + d1)>, b = affine_map<(d0) -> (d0 * 2 + 1)>, c = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv s0, d0 mod 8)>, d = affine_map<(d0, d1) -> (d1 - d0)>, e = affine_map<(d0) -> (-d0)>} : () -> ()

// -----

"x.simplify"() {a = affine_map<(d0) -> (d0 + 0)>, b = affine_map<(d0) -> (d0 * 1)>, c = affine_map<(d0) -> (d0 * 0)>, d = affine_map<(d0) -> (2 + d0)>, e = affine_map<(d0) -> (3 * d0)>, f = affine_map<(d0) -> (d0 + d0)>, g = affine_map<(d0) -> (4 + 3)>} : () -> ()

// -----

"x.simplify2"() {a = affine_map<(d0) -> (d0 * 4 floordiv 2)>, b = affine_map<(d0) -> (d0 mod 1)>, c = affine_map<(d0) -> ((d0 * 4) mod 2)>, d = affine_map<(d0) -> (d0 floordiv 1)>, e = affine_map<(d0) -> (7 floordiv 2)>, f = affine_map<(d0) -> (-7 mod 3)>, g = affine_map<(d0) -> (d0 - d0)>} : () -> ()

// -----

"x.order"() {a = affine_map<(d0, d1)[s0, s1] -> (s1 + d1 + s0 + d0)>, b = affine_map<(d0, d1) -> (d0 * 2 + d1 * 3 + 5)>, c = affine_map<(d0, d1) -> ((d0 + d1) * 2)>, d = affine_map<(d0, d1) -> (d0 * d1)>, e = affine_map<(d0)[s0] -> (d0 * s0)>, f = affine_map<(d0, d1) -> (d0 - d1 * 2)>} : () -> ()

// -----

"x.paren"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>, b = affine_map<(d0, d1) -> ((d0 + d1) mod (2))>, c = affine_map<(d0) -> (-(d0 + 1))>, d = affine_map<(d0) -> (d0 - (-1))>, e = affine_map<(d0) -> ((d0 floordiv 2) * 3)>, f = affine_map<(d0) -> (d0 * -1)>} : () -> ()

// -----

"x.sets"() {a = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 == 0)>, b = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 >= 0)>, c = affine_set<(d0) : (d0 * 2 + 1 == 0)>, d = affine_set<(d0) : (1 >= 0)>, e = affine_set<(d0) : (d0 >= 3)>, f = affine_set<(d0, d1) : (d0 == d1)>} : () -> ()

// -----

"x.sets2"() {a = affine_set<(d0) : (d0 <= 5)>, b = affine_set<(d0)[s0] : (s0 - 1 >= d0)>, c = affine_set<() : (1 == 0)>, d = affine_set<(d0) : (d0 floordiv 2 >= 0)>} : () -> ()

// -----

"x.multi"() {a = affine_map<(d0, d1, d2) -> (d2, d0, d1)>, b = affine_map<(d0, d1) -> (d0, d0, 0)>, c = affine_map<(d0, d1) -> ()>, d = affine_map<()[s0, s1] -> (s0 + s1, s0 * 2)>, e = affine_map<(i, j) -> (j, i)>, f = affine_map<(i)[N] -> (i + N)>} : () -> ()

// -----

#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
"x.alias"() {a = #map, b = #set, c = [#map, #map]} : () -> ()

// -----

"x.semi"() {a = affine_map<(d0) -> (d0 mod 4 + (d0 floordiv 4) * 4)>, b = affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>, c = affine_map<(d0) -> ((d0 * 6) floordiv 3)>, d = affine_map<(d0) -> ((d0 * 6 + 3) mod 3)>, e = affine_map<(d0) -> (d0 ceildiv 1)>, f = affine_map<(d0) -> (d0 * 2 - d0)>} : () -> ()

// -----

"x.constmaps"() {a = affine_map<() -> (0)>, b = affine_map<(d0) -> (-5)>, c = affine_map<()[s0] -> (s0 * 0 + 4)>, d = affine_map<(d0) -> (5 mod -3)>, e = affine_map<(d0) -> (-5 floordiv 2)>, f = affine_map<(d0) -> (-5 ceildiv 2)>} : () -> ()
