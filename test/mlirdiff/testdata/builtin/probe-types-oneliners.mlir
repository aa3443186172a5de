// FLAGS: --allow-unregistered-dialect
// NOGENERIC

"x.a"() : () -> memref<4x>

// -----

"x.a"() : () -> memref<4xbogus>

// -----

"x.a"() : () -> tensor<4x!>

// -----

"x.a"() : () -> vector<4x>

// -----

"x.a"() : () -> complex<>

// -----

"x.a"() : () -> tuple<i32,>

// -----

"x.a"() : () -> memref<*x>

// -----

"x.a"() : () -> vector<[4]x>

// -----

"x.a"() : () -> vector<[4>

// -----

"x.a"() : () -> vector<[4]x[8]xf32>

// -----

"x.a"() : () -> vector<4x[8]x[2]xf32>

// -----

"x.a"() : () -> vector<0xf32>

// -----

"x.a"() : () -> vector<?xf32>

// -----

"x.a"() : () -> vector<4xvector<4xf32>>

// -----

"x.a"() : () -> vector<4xindex>

// -----

"x.a"() : () -> tensor<-1xf32>

// -----

"x.a"() : () -> tensor<4x?x*xf32>

// -----

"x.a"() : () -> tensor<*xf32, "enc">

// -----

"x.a"() : () -> tensor<4xf32, "enc"

// -----

"x.a"() : () -> tensor<4xf32 "enc">

// -----

"x.a"() : () -> memref<4xf32, 1, 2>

// -----

"x.a"() : () -> memref<4xf32, strided<[1]>, affine_map<(d0) -> (d0)>>

// -----

"x.a"() : () -> memref<4xf32, 1, strided<[1]>>

// -----

"x.a"() : () -> memref<*xf32, strided<[1]>>

// -----

"x.a"() : () -> memref<4xtensor<4xf32>>

// -----

"x.a"() : () -> memref<4xmemref<4xf32>>

// -----

"x.a"() : () -> memref<4x4xf32, strided<[1]>>

// -----

"x.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

"x.a"() : () -> memref<4xf32, strided<[1], offset: >>

// -----

"x.a"() : () -> memref<4xf32, strided<[x]>>

// -----

"x.a"() : () -> memref<4xf32, strided<[0]>>

// -----

"x.a"() : () -> memref<4xf32, strided<[1] offset: 2>>

// -----

"x.a"() : () -> memref<4xf32, strided<[1], offset 2>>

// -----

"x.a"() : () -> memref<4xf32, strided<[1], foo: 2>>

// -----

"x.a"() : () -> memref<4xf32, strided<1>>

// -----

"x.a"() : () -> i0

// -----

"x.a"() : () -> i16777216

// -----

"x.a"() : () -> i16777215

// -----

"x.a"() : () -> si0

// -----

"x.a"() : () -> f7

// -----

"x.a"() : () -> (i32

// -----

"x.a"() : () -> !x.y<

// -----

"x.a"() : () -> !x

// -----

"x.a"() : () -> !x.

// -----

"x.a"() : () -> !"x"

// -----

"x.a"() : () -> complex<i32, i32>

// -----

"x.a"() : () -> complex<index>

// -----

"x.a"() : () -> complex<memref<4xf32>>

// -----

"x.a"() : () -> tuple<i32 i32>

// -----

"x.a"() : () -> none<>

// -----

"x.a"() : () -> index<4>

// -----

"x.a"() : () -> tensor<4x4>

// -----

"x.a"() : () -> tensor<4x4xf32x>

// -----

"x.a"() : () -> tensor<4 x 4xf32>

// -----

"x.a"() : () -> tensor<4x 4xf32>

// -----

"x.a"() : () -> tensor<0x4xf32>

// -----

"x.a"() : () -> tensor<00x4xf32>

// -----

"x.a"() : () -> tensor<0x4x0xf32>

// -----

"x.a"() : () -> tensor<9223372036854775808xf32>

// -----

"x.a"() : () -> tensor<0xi1>

// -----

"x.a"() : () -> vector<4x4xf32, 1>

// -----

"x.a"() : () -> memref<?x?xf32, 3 : i32>

// -----

"x.a"() : () -> memref<4xf32, #x.y>

// -----

"x.a"() : () -> memref<4xf32, "s">

// -----

"x.a"() : () -> memref<4xf32, [1]>

// -----

"x.a"() : () -> memref<4xf32, -1>

// -----

"x.a"() : () -> memref<4xf32, 1 : i8>

// -----

"x.a"() : () -> memref<4xf32, 1.0>

// -----

"x.a"() : () -> memref<4xf32, {a = 1}>

// -----

"x.a"() : () -> f8E4M3

// -----

"x.a"() : () -> f8E3M4

// -----

"x.a"() : () -> f6E3M2FN

// -----

"x.a"() : () -> tf32

// -----

"x.a"() : () -> (i32) -> (i32)

// -----

"x.a"() : () -> ((i32) -> (i32))

// -----

"x.a"() : (i32, ) -> ()

// -----

"x.a"() : (,) -> ()

// -----

"x.a"() : i32 -> ()
