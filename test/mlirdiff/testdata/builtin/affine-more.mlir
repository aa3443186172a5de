// FLAGS: --allow-unregistered-dialect
// Affine expression simplification at construction, one map per op.

"x.m0"() {m = affine_map<(d0, d1) -> (d0 * 2 + d1 * 2)>} : () -> ()

// -----

"x.m1"() {m = affine_map<(d0, d1) -> ((d0 + d1) * 2 + d0)>} : () -> ()

// -----

"x.m2"() {m = affine_map<(d0) -> ((d0 * 4 + 3) floordiv 4)>} : () -> ()

// -----

"x.m3"() {m = affine_map<(d0) -> ((d0 * 4 + 3) mod 4)>} : () -> ()

// -----

"x.m4"() {m = affine_map<(d0) -> ((d0 * 4 + 3) ceildiv 4)>} : () -> ()

// -----

"x.m5"() {m = affine_map<(d0) -> ((d0 floordiv 4) * 4 + d0 mod 4)>} : () -> ()

// -----

"x.m6"() {m = affine_map<(d0)[s0] -> (d0 floordiv s0)>} : () -> ()

// -----

"x.m7"() {m = affine_map<(d0)[s0] -> ((d0 * s0) floordiv 2)>} : () -> ()

// -----

"x.m8"() {m = affine_map<(d0)[s0] -> (d0 mod s0 + s0)>} : () -> ()

// -----

"x.m9"() {m = affine_map<(d0, d1) -> (d0 * 3 - d1 * 3)>} : () -> ()

// -----

"x.m10"() {m = affine_map<(d0, d1) -> (-(d0 - d1))>} : () -> ()

// -----

"x.m11"() {m = affine_map<(d0, d1) -> (d1 * -2 + d0)>} : () -> ()

// -----

"x.m12"() {m = affine_map<(d0) -> (d0 * 2 * 3)>} : () -> ()

// -----

"x.m13"() {m = affine_map<(d0) -> ((d0 + 1) * (2 + 1))>} : () -> ()

// -----

"x.m14"() {m = affine_map<(d0)[s0, s1] -> (s1 * s0 + d0)>} : () -> ()

// -----

"x.m15"() {m = affine_map<(d0)[s0] -> (s0 * d0 * 2)>} : () -> ()

// -----

"x.m16"() {m = affine_map<(d0) -> (d0 floordiv 2 floordiv 2)>} : () -> ()

// -----

"x.m17"() {m = affine_map<(d0) -> ((d0 mod 8) mod 4)>} : () -> ()

// -----

"x.m18"() {m = affine_map<(d0) -> ((d0 mod 4) mod 8)>} : () -> ()

// -----

"x.m19"() {m = affine_map<(d0) -> ((d0 * 8) mod 4)>} : () -> ()

// -----

"x.m20"() {m = affine_map<(d0) -> ((d0 * 2 + 1) floordiv 2)>} : () -> ()

// -----

"x.m21"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) floordiv 4)>} : () -> ()

// -----

"x.m22"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) mod 4)>} : () -> ()

// -----

"x.m23"() {m = affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 4)>} : () -> ()

// -----

"x.m24"() {m = affine_map<(d0) -> (d0 - 1 + 1)>} : () -> ()

// -----

"x.m25"() {m = affine_map<(d0) -> (1 - d0 + d0)>} : () -> ()

// -----

"x.m26"() {m = affine_map<(d0) -> ((-d0) floordiv 2)>} : () -> ()

// -----

"x.m27"() {m = affine_map<(d0) -> (-(d0 floordiv 2))>} : () -> ()

// -----

"x.m28"() {m = affine_map<(d0) -> (d0 * -1 + 5)>} : () -> ()

// -----

"x.m29"() {m = affine_map<(d0, d1, d2) -> (d2 + d1 * 2 + d0 * 4)>} : () -> ()

// -----

"x.m30"() {m = affine_map<(d0, d1) -> (d0 + d1 - (d0 + d1))>} : () -> ()

// -----

"x.m31"() {m = affine_map<(d0)[s0] -> (d0 ceildiv s0 * s0)>} : () -> ()

// -----

"x.m32"() {m = affine_map<(d0) -> ((d0 + 3) floordiv 4 * 4)>} : () -> ()

// -----

"x.m33"() {m = affine_map<(d0) -> (d0 * 9223372036854775807)>} : () -> ()

// -----

"x.m34"() {m = affine_map<(d0) -> (-9223372036854775807 - 1)>} : () -> ()

// -----

"x.m35"() {m = affine_map<(d0)[s0] -> (s0 - s0 * 2)>} : () -> ()

// -----

"x.m36"() {m = affine_map<(d0) -> ((d0 mod 2) * 2)>} : () -> ()

// -----

"x.m37"() {m = affine_map<(d0, d1) -> ((d0 mod 2) * (d1 mod 2))>} : () -> ()

// -----

"x.m38"() {m = affine_map<(d0) -> ((d0 * 2) ceildiv 2)>} : () -> ()

// -----

"x.m39"() {m = affine_map<(d0) -> ((d0 * 6) ceildiv 4)>} : () -> ()

// -----

"x.m40"() {m = affine_map<(d0) -> ((d0 + 2) mod 2)>} : () -> ()

// -----

"x.m41"() {m = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()

// -----

"x.m42"() {m = affine_map<(d0) -> (d0 mod -2)>} : () -> ()

// -----

"x.s0"() {s = affine_set<(d0) : (d0 * 2 >= 4)>} : () -> ()

// -----

"x.s1"() {s = affine_set<(d0, d1) : (d0 + d1 >= 0, d0 - d1 == 0, d1 >= 2)>} : () -> ()

// -----

"x.s2"() {s = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>} : () -> ()

// -----

"x.s3"() {s = affine_set<(d0) : (d0 mod 2 == 0)>} : () -> ()

// -----

"x.s4"() {s = affine_set<(d0) : (-d0 >= -3)>} : () -> ()

// -----

"x.s5"() {s = affine_set<(d0, d1) : (d0 * 2 + d1 * 4 == 8)>} : () -> ()

// -----

"x.s6"() {s = affine_set<()[s0] : (s0 >= 0, s0 <= 10)>} : () -> ()

// -----

"x.s7"() {s = affine_set<(d0) : (0 == 0)>} : () -> ()

// -----

"x.s8"() {s = affine_set<(d0) : (d0 + 1 >= d0)>} : () -> ()

// -----

"x.s9"() {s = affine_set<(d0)[s0] : (d0 >= s0 * 2)>} : () -> ()

// -----

#m0 = affine_map<(d0) -> (d0)>
#m1 = affine_map<(d0) -> (d0 + 1)>
#map = affine_map<(d0) -> (d0 + 2)>
"x.a"() {a = #m1, b = #m0, c = #map, d = affine_map<(d0) -> (d0 + 3)>} : () -> ()

// -----

"x.a"() {a = affine_map<(d0) -> (d0 + 3)>, b = affine_map<(d0) -> (d0 + 4)>, c = affine_map<(d0) -> (d0 + 3)>} : () -> ()
"x.b"() {a = affine_map<(d0) -> (d0 + 4)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"x.c"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
