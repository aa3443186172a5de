// FLAGS: --allow-unregistered-dialect
// NOGENERIC

"x.a"() ({
^bb0(%a: i32):
  "x.t"(%a) : (i32) -> ()
}, {
}) : () -> ()

// -----

"x.a"() ({
  "x.t"() : () -> ()
^bb1:
  "x.t"() : () -> ()
}) : () -> ()

// -----

"x.a"() ({
^bb0(%a: i32, %a: i32):
  "x.t"() : () -> ()
}) : () -> ()

// -----

"x.a"() ({
^bb0(%a: i32):
  "x.t"() : () -> ()
^bb1(%a: i32):
  "x.t"() : () -> ()
}) : () -> ()

// -----

"x.a"() ({
  "x.t"()[^bb1] : () -> ()
}) : () -> ()

// -----

"x.a"() ({
^bb0:
  "x.t"()[^bb0] : () -> ()
}) : () -> ()

// -----

func.func @f() {
  "x.t"()[^bb1(%c : i32)] : () -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @f() {
  "x.t"()[^bb1] : () -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2(%c : i1)
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1(%c, %c : i1)
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1(%c : i1, i1)
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1(%c i1)
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1(%c : i1
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1(%d : i1)
^bb1(%x: i1):
  return
}

// -----

func.func @f(%c: i1) {
  cf.br %c
}

// -----

func.func @f(%c: i1) {
  cf.br
}

// -----

func.func @f(%c: i1) {
  cf.br ^bb1 ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f() {
  %0 = "x.a"() : () -> i32
  %0 = "x.a"() : () -> i32
  return
}

// -----

func.func @f() {
  %0, %1 = "x.a"() : () -> (i32, i32)
  "x.b"(%0#0, %1) : (i32, i32) -> ()
  return
}

// -----

func.func @f() {
  %0:2, %1 = "x.a"() : () -> (i32, i32, i32)
  "x.b"(%0#1, %1, %0) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f() {
  %0:2 = "x.a"() : () -> (i32, i32)
  "x.b"(%0#-1) : (i32) -> ()
  return
}

// -----

func.func @f() {
  %0:2 = "x.a"() : () -> (i32, i32)
  "x.b"(%0 #1) : (i32) -> ()
  return
}

// -----

func.func @f() {
  "x.b"(%1) : (i32) -> ()
  %1 = "x.a"() : () -> i32
  return
}

// -----

func.func @f() {
  cf.br ^bb2
^bb1:
  "x.b"(%1) : (i32) -> ()
  return
^bb2:
  %1 = "x.a"() : () -> i32
  cf.br ^bb1
}

// -----

func.func @f() {
  "x.r"() ({
    %1 = "x.a"() : () -> i32
    "x.t"() : () -> ()
  }) : () -> ()
  "x.b"(%1) : (i32) -> ()
  return
}

// -----

func.func @f() {
  %1 = "x.a"() : () -> i32
  "x.r"() ({
    "x.b"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  %1 = "x.a"() : () -> i32
  func.func @g() {
    "x.b"(%1) : (i32) -> ()
    return
  }
  return
}

// -----

func.func @f() {
  %1 = "x.a"() : () -> i32
  "x.b"(%1) : (i64) -> ()
  return
}

// -----

func.func @f() {
  "x.b"(%1) : (i64) -> ()
  %1 = "x.a"() : () -> i32
  return
}

// -----

func.func @f() {
  "x.b"(%1, %1) : (i64, i32) -> ()
  %1 = "x.a"() : () -> i32
  return
}

// -----

"builtin.module"() ({
  "x.a"() : () -> ()
}) {sym_name = "m"} : () -> ()

// -----

module @m attributes {a = 1} {
}

// -----

module @m {a = 1} {
}

// -----

module @m attributes {
}

// -----

module {
  module {
  }
}

// -----

module @a {
  func.func private @f()
}
module @a {
}

// -----

"x.a"() <{a = 1}> {a = 2} : () -> ()

// -----

"x.a"() : () -> () {a = 1}

// -----

"x.a"() {a = 1} ({
}) : () -> ()

// -----

"x.a"() : () -> () loc("a") loc("b")

// -----

%0 = "x.a"() : () -> i32 loc(#loc)
#loc = loc("f":1:2)

// -----

%0 = "x.a"() : () -> i32 loc(#loc)
#loc = loc("f":1:2)
#loc = loc("f":1:3)

// -----

func.func @f(%a: i32 loc("x")) {
  return
}

// -----

func.func @f() -> (i32 loc("x"))

// -----

func.func @f() {
^bb0(%a: i32 loc("x")):
  return
}

// -----

func.func @f() {
  "x.a"() ({
  ^bb0(%a: i32 loc(#l)):
    "x.t"() : () -> ()
  }) : () -> ()
  return
}
#l = loc("q")
