// FLAGS: --allow-unregistered-dialect
// NOGENERIC

func.func @f() {
^bb0(i32):
  return
}

// -----

func.func @f() {
^bb0(%a):
  return
}

// -----

func.func @f() {
^bb0(%a: i32
  return
}

// -----

func.func @f() {
^bb0(%a: i32, ):
  return
}

// -----

func.func @f() {
^bb0(%a: i32)
  return
}

// -----

func.func @f() {
  "x.a"() : i32
  return
}

// -----

func.func @f() {
  "x.a"()
  return
}

// -----

func.func @f() {
  %0 = "x.a"()
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(unknown
}

// -----

func.func @f() {
  "x.a"() : () -> () loc)
}

// -----

func.func @f() {
  "x.a"() : () -> () loc()
}

// -----

func.func @f() {
  "x.a"() : () -> () loc("n"(unknown])
}

// -----

func.func @f() {
  "x.a"() : () -> () loc("n"("m"))
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(callsite("a"))
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(callsite("a" at "b":1:2)
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(fused<true [unknown])
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(fused<)
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(fused<true>unknown])
}

// -----

func.func @f() {
  "x.a"() : () -> () loc(fused[unknown)
}

// -----

func.func @f() {
  "x.a"() {v = -0x7F800000 : f32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = 0x7FFFFFFF0 : f32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = 1234567890123 : i32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = -129 : i8} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = 256 : i8} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = 0x1.0 : f32} : () -> ()
}

// -----

func.func @f() {
  ""() : () -> ()
}

// -----

func.func @f() {
  "x.a"() {v = } : () -> ()
}

// -----

func.func @f() {
  %0:2 = "x.a"() : () -> (i32)
}

// -----

func.func @f() {
  %0 = "x.a"() : () -> (i32, i32)
}

// -----

func.func @f() {
  %0#1 = "x.a"() : () -> (i32)
}

// -----

func.func @f() {
  %0:0 = "x.a"() : () -> ()
}

// -----

func.func @f() {
  %0, = "x.a"() : () -> (i32, i32)
}

// -----

func.func @f() {
  %0 "x.a"() : () -> (i32)
}

// -----

func.func @f(%a: i32) {
  "x.a"(%a#1) : (i32) -> ()
}

// -----

func.func @f() {
  %0:2 = "x.a"() : () -> (i32, i32)
  "x.b"(%0#2) : (i32) -> ()
}

// -----

func.func @f() {
  %0:2 = "x.a"() : () -> (i32, i32)
  "x.b"(%0) : (i32) -> ()
}

// -----

func.func @f() {
  "x.a"()[^bb1] : () -> ()
^bb1:
  "x.b"()[^bb1, ] : () -> ()
}

// -----

func.func @f() {
  "x.a"() ({
  }, ) : () -> ()
}

// -----

func.func @f() {
  "x.a"() ( : () -> ()
}

// -----

func.func @f() {
  "x.a"() <{} : () -> ()
}

// -----

func.func @f() {
  "x.a"() <{a = 1}> <{b = 1}> : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = 1} {b = 1} : () -> ()
}

// -----

func.func @f() {
  "x.a"() : (i32 -> ()
}

// -----

func.func @f() {
  "x.a"() : () -> (i32, )
}

// -----

func.func @f() {
  "x.a"() : () -> () -> ()
}

// -----

func.func @f() {
  "x.a"() : () ->
}

// -----

func.func @f() {
  "x.a"() : () ->>
}

// -----

func.func @f() {
  "x.a"() {a = #x<"a} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = "abc} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = "\q"} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = @} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = @f::} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = @f::@} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {"" = 1} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = 1 : } : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = 1.0 : i32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = true : i32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = 1 : memref<i32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = 1.5 : index} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = array<i32: 1.5>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = array<f32: true>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = array<i32 1>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = array<memref<i32>: 1>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0)[s0] -> (d0 * s0 * s0)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0) -> (d0 floordiv 0)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0) -> (d0 mod d0)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0) -> ()>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_map<(d0) -> (d0,)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_set<(d0) : (d0 >= 0, d0 = 1)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = affine_set<(d0) : ()>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = unit : i32} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = [1, 2} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = {b = 1} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense<1> : memref<2xi32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense<1>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = sparse<[[0]], [1, 2]> : tensor<4xi32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = dense_resource<> : tensor<4xi32>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = distinct[x]<>} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = distinct[0]} : () -> ()
}

// -----

func.func @f() {
  "x.a"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()
}

// -----

#a = 1
#a = 2

// -----

!a = i32
!a = i64

// -----

#a = 
"x.a"() : () -> ()

// -----

!a = #x
"x.a"() : () -> ()

// -----

#a = i32
"x.a"() {v = #a} : () -> ()

// -----

"x.a"() {v = #undefined} : () -> ()

// -----

"x.a"() : () -> !undefined

// -----

func.func @f() {
  return
}
func.func @f() {
  return
}

// -----

"x.a"() : () -> ()
}

// -----

"x.a"() : () -> () ;

// -----

func.func @f() -> i32 {
  return
}

// -----

func.func @f() {
  %0 = "x.a"() : () -> i32
  "x.b"(%0, %0) : (i32) -> ()
}

// -----

func.func @f() {
^bb0:
  "x.a"() : () -> ()
^bb0:
  "x.a"() : () -> ()
}

// -----

func.func @f(%a: i32) {
^bb1(%a: i32):
  return
}

// -----

func.func @f() {
  "x.a"() [^bb1] : () -> ()
}

// -----

func.func @f() {
  "x.a"() : () -> ()
  %0 = "x.b"() : () -> (i32)
^bb1:
  "x.c"(%1) : (i32) -> ()
  %1 = "x.d"() : () -> i32
}

// -----

"x.a"() ({
  "x.use"(%r#2, %r#0) : (i3, i1) -> ()
  "x.b"()[^bb3, ^bb2] : () -> ()
}) : () -> ()

// -----

func.func @f() {
  "x.use"(%a, %b, %a) : (i3, i1, i3) -> ()
  return
}
