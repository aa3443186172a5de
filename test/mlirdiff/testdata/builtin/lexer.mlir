// FLAGS: --allow-unregistered-dialect
// Lexical corners: comments, tabs and CRLF, numeric literal spellings, escapes in
// strings, symbols, keys and dialect bodies.

"x.a"() {s = "// not a comment"} : () -> () // trailing comment

// -----

"x.a"()	{a	=	1}	:	()	->	()

// -----

"x.a"() : () -> () // comment without newline at end

// -----

"x.a"() {s = "tab	here"} : () -> ()

// -----

"x.a"() {s = "cafÃ© â¬"} : () -> ()

// -----

// cafÃ© comment
"x.a"() : () -> ()

// -----

"x.a"() {a = 0b101 : i32} : () -> ()

// -----

"x.a"() {a = 1_000 : i32} : () -> ()

// -----

"x.a"() {a = 0X1F : i32} : () -> ()

// -----

"x.a"() {a = 1. : f32} : () -> ()

// -----

"x.a"() {a = .5 : f32} : () -> ()

// -----

"x.a"() {a = 1.e5 : f32} : () -> ()

// -----

"x.a"() {a = 1.0E5 : f32, b = 1.0e-0 : f64, c = 1.0e+0 : f64} : () -> ()

// -----

"x.a"() {a = 00012 : i32, b = 010 : i64, c = 0010 : i128, d = dense<[1, 010]> : tensor<2xi32>, e = array<i32: 010>, f = distinct[010]<1>, g = strided<[010], offset: 010>} : () -> () loc("f":010:010)

// -----

"x.a"() {a = -0 : i32} : () -> ()

// -----

"x.a"() {a = -0x0 : index} : () -> ()

// -----

"x.a"() {a = dense<[1, -0]> : tensor<2xi32>} : () -> ()

// -----

"x.a"() {a = array<i64: -0>} : () -> ()

// -----

"x.a"() {a = -0 : ui8} : () -> ()

// -----

"x.a"() {a = -0 : f32, b = dense<-0> : tensor<2xf32>, c = array<f32: -0>} : () -> ()

// -----

func.func @f() -> i32 {
  %0 = arith.constant -0 : i32
  return %0 : i32
}

// -----

func.func @f() -> i32 {
  %0 = arith.constant 010 : i32
  return %0 : i32
}

// -----

"x.a"() {a = 1.0 : f32} : () -> () loc(  "sp"  :  1  :  2  )

// -----

"x.a"() {a = @"sym\"with\\escapes"} : () -> ()

// -----

"x.a"() {"key with \"quote\"" = 1} : () -> ()

// -----

"x.a"() {a = "\u0041"} : () -> ()

// -----

"x.a"() {a = "\7F\80"} : () -> ()

// -----

%0 = "x.a"() : () -> (i32)
"x.b"(%0) : (i32) -> ()   

// -----

"x.a"() ({
^bb0:
  "x.b"() : () -> ()
}) : () -> ()


// -----

"x.a"() {a = #x<"a\"b">, b = #x.y<"}">, c = #x.y<">">} : () -> ()

// -----

"x.a"() {a = !x<"a">, b = !x.y<[{(<>)}]>} : () -> ()

// -----

"x.a"() {a = #x.y<{a = "<"}>} : () -> ()

// -----

"x.a"() {a = 1 : i32} : () -> () loc("a\0Ab":1:1)
