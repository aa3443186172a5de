// Inputs for the bytecode self round trip, the seeds of FuzzReadBytecode and the
// -split-input-file chunks of the lit test. Each chunk covers a group of encodings.

func.func @scalars(%a: i32, %b: f32, %c: index) -> i32 attributes {u, s = "text", n = -7 : si8, x = 0xFFFF : ui16} {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c3 overflow<nsw, nuw> : i32
  %f = arith.constant -2.500000e+00 : f32
  %g = arith.mulf %b, %f fastmath<fast> : f32
  %h = arith.constant 1.0 : bf16
  %k = arith.constant 0x7FC00001 : f32
  %w = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : i80
  %e = arith.constant 1.5 : f80
  %t = arith.constant true
  %i = arith.cmpi slt, %a, %0 : i32
  return %0 : i32
}

// -----

func.func @shaped(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %n: memref<2xi8, 1>, %u: memref<*xf32, 3>,
                  %v: vector<4x[8]xf32>, %t: tensor<2x?xi32>, %w: tensor<*xf64>, %c: complex<f32>,
                  %tu: tuple<i32, f32>, %z: memref<f16>, %q: vector<2xi1>, %s: i0) -> (none) {
  %d = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %e = arith.constant dense<2.5> : vector<4xf32>
  %f = arith.constant dense<[true, false, true]> : vector<3xi1>
  %g = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %h = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>
  %k = arith.constant dense<[0x7FC00001, 1.0]> : tensor<2xf32>
  %r = "test.op"() {s = "a"} : () -> none
  return %r : none
}

// -----

func.func @arrays() attributes {a = array<i32: 1, 2, -3>, b = array<i1: true, false>, c = array<f64: 1.5, -0.0>,
    d = array<i64>, e = [1, "x", [2 : index]], f = {k = @sym::@nested, g = @flat}, t = i32, ty = (i32) -> (f32, index),
    af = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>} {
  return
}

// -----

#loc1 = loc("other.mlir":3:4)
module attributes {test.attr = 1 : i64} {
  func.func private @decl(i32) -> i32 loc("name"(#loc1))
  func.func @locs(%arg0: i32 loc("arg":1:2)) -> i32 {
    %0 = func.call @decl(%arg0) : (i32) -> i32 loc(callsite("callee" at "caller":5:6))
    %1 = arith.addi %0, %0 : i32 loc(fused["a":1:1, "b":2:2])
    %2 = arith.addi %1, %1 : i32 loc(fused<"meta">["a":1:1, "c":3:3])
    return %2 : i32 loc(unknown)
  }
}

// -----

func.func @cfg(%c: i1, %n: index, %m: memref<?xf32>, %k: i32) -> index {
  cf.cond_br %c, ^bb1(%n : index), ^bb2
^bb1(%x: index):
  %a = memref.alloc(%x) {alignment = 64 : i64} : memref<?xf32>
  %s = memref.subview %m[%x] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  cf.br ^bb3(%x : index)
^bb2:
  cf.switch %k : i32, [
    default: ^bb3(%n : index),
    0: ^bb3(%n : index)
  ]
^bb3(%y: index):
  %r = scf.for %i = %y to %n step %y iter_args(%acc = %y) -> (index) {
    %v = arith.addi %acc, %i : index
    scf.yield %v : index
  }
  return %r : index
}

// -----

"test.graph"() ({
  %0 = "test.use"(%1) : (i32) -> i32
  %1 = "test.def"(%0) <{p = 1 : i32}> : (i32) -> i32
  "test.foo"() : () -> ()
}) {a = 2} : () -> ()
"getTensor"() : () -> ()

// -----

func.func @res() -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %1 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x080000000100000002000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      data: "0x0400000001020304"
    }
  }
#-}

// -----

emitc.include <"stdio.h">
emitc.func @ef(%a: i32) -> i32 {
  %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = emitc.add %a, %0 : (i32, i32) -> i32
  emitc.return %1 : i32
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

// Integer elements wider than 64 bits keep values beyond int64 (splat and not, hex too).
func.func @wide_elements() -> (vector<2xi128>, tensor<3xui100>, tensor<2xsi80>, vector<4xi128>) {
  %a = arith.constant dense<[0, 170141183460469231731687303715884105727]> : vector<2xi128>
  %c = "test.c"() {v = dense<[1267650600228229401496703205375, 0, 18446744073709551616]> : tensor<3xui100>} : () -> tensor<3xui100>
  %d = "test.d"() {v = dense<[-604462909807314587353088, 604462909807314587353087]> : tensor<2xsi80>} : () -> tensor<2xsi80>
  %g = arith.constant dense<18446744073709551616> : vector<4xi128>
  return %a, %c, %d, %g : vector<2xi128>, tensor<3xui100>, tensor<2xsi80>, vector<4xi128>
}

// -----

// f80/f128 values a float64 does not hold (written in hex; the printer spells some of them
// in decimal, which a parser reads through a double): bytecode keeps their bits.
func.func @wide_exact() -> (f80, f80, f128, f128, f80) {
  %0 = arith.constant 0x00000000000000000001 : f80
  %1 = arith.constant 0x3FFF8000000000000001 : f80
  %2 = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %3 = arith.constant 0x7FFF8000000000000000000000000001 : f128
  %4 = arith.constant 0x7FFFC000000000000001 : f80
  return %0, %1, %2, %3, %4 : f80, f80, f128, f128, f80
}

// -----

// Small values of wide integer types: MLIR writes only their active words.
func.func @wide_small_ints() -> (i128, i80, i128) {
  %0 = arith.constant 5 : i128
  %1 = arith.constant 1 : i80
  %2 = arith.constant -3 : i128
  return %0, %1, %2 : i128, i80, i128
}

// -----

// Dense f80/f128 elements keep their exact bits (values a float64 does not hold among them).
func.func @wide_dense() -> (vector<2xf80>, tensor<2xf128>, vector<3xf80>) {
  %0 = arith.constant dense<[0x3FFF8000000000000001, 0x00000000000000000001]> : vector<2xf80>
  %1 = arith.constant dense<[0x3FFF0000000000000000000000000001, 1.5]> : tensor<2xf128>
  %2 = arith.constant dense<0x3FFF8000000000000001> : vector<3xf80>
  return %0, %1, %2 : vector<2xf80>, tensor<2xf128>, vector<3xf80>
}
