// FLAGS: --allow-unregistered-dialect
// NOGENERIC
// Structural errors: terminators and successors, regions and blocks, isolation, symbol
// tables, modules, forward references.

func.func @f() {
  return
  "x.after"() : () -> ()
}

// -----

func.func @f() {
  cf.br ^bb1
  "x.after"() : () -> ()
^bb1:
  return
}

// -----

"x.a"() ({
  "x.succ"()[^bb1] : () -> ()
  "x.more"() : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----

func.func @f(%a: i32) {
  "x.region"() ({
    "x.inner"()[^bb1] : () -> ()
  }) : () -> ()
^bb1:
  return
}

// -----

func.func @outer(%a: i32) {
  func.func @inner() {
    "x.use"(%a) : (i32) -> ()
    return
  }
  return
}

// -----

module {
  func.func private @s()
  func.func private @s()
}

// -----

func.func @v() attributes {sym_visibility = "secret"} {
  return
}

// -----

"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

"builtin.module"() ({
  "x.a"() : () -> ()
^bb1:
  "x.b"() : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
}, {
}) : () -> ()

// -----

module {
  "x.a"() : () -> ()
} {x}

// -----

%0 = builtin.unrealized_conversion_cast : i32

// -----

func.func @f(%a: i32) -> i32 {
^bb0(%b: i64):
  return %a : i32
}

// -----

func.func @f(%a: i32) {
^bb0(%x: i32, %y: i32):
  return
}

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @f() {
  %0 = "x.a"(%1) : (i32) -> i32
  %1 = "x.a"(%0) : (i32) -> i32
  return
}

// -----

"x.a"() ({
  %0 = "x.a"(%1) : (i32) -> i32
  %1 = "x.a"(%0) : (i32) -> i32
  "x.t"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  "x.r"() ({
    %inner = "x.def"() : () -> i32
    "x.t"() : () -> ()
  }) : () -> ()
  "x.use"(%inner) : (i32) -> ()
  return
}

// -----

func.func @f() {
  "x.use"(%later) : (i32) -> ()
  return
}

// -----

func.func @f() -> i32 {
  %0 = "x.a"() : () -> i32
  return %0, %0 : i32, i32
}

// -----

func.func @f() {
  cf.br ^bb1(%0 : i32)
^bb1(%a: i64):
  %0 = "x.d"() : () -> i32
  return
}

// -----

func.func @f() {
  ^bb1:
  return
}

// -----

func.func @f() {
  %x = "x.a"() : () -> i32
  "x.r"() ({
    %x = "x.b"() : () -> i32
    "x.t"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  "x.r"() ({
  ^bb0(%x: i32):
    "x.t"() : () -> ()
  ^bb1(%x: i32):
    "x.t"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  "x.a"() : () -> ()
  ^bb0:
  return
}

// -----

func.func @f() {
  cf.br ^bb0
}

// -----

func.func @empty_body() {
}

// -----

func.func @decl_with_visibility() -> i32

// -----

func.func private @decl_args(%a: i32)

// -----

module @m {
  "x.a"() : () -> ()
} loc(unknown) extra
