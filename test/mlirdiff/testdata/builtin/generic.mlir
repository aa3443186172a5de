// FLAGS: --allow-unregistered-dialect

%0 = "x.a"() : () -> i32
%1:2 = "x.b"(%0) : (i32) -> (f32, i64)
"x.c"(%1#0, %1#1) : (f32, i64) -> ()

// -----

"x.p"() <{p = 1 : i32}> {a = 2} : () -> ()
"x.q"() <{}> : () -> ()
"x.r"() <{a = [1], b = "s"}> : () -> ()
"x.s"() <[1, 2]> : () -> ()
"x.t"() <1 : i32> : () -> ()

// -----

func.func @f(%c: i1) {
  "x.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "x.br"()[^bb2] : () -> ()
^bb2:
  return
}

// -----

"x.regions"() ({
  "x.y"() : () -> ()
}, {
^bb0(%a: i32, %b: f32):
  "x.z"(%a) : (i32) -> ()
}, {
}) : () -> ()

// -----

"x.empty_region"() ({
^bb0:
}) : () -> ()

// -----

%r:3 = "x.multi"() : () -> (i1, i2, i3)
"x.use"(%r#2, %r#0) : (i3, i1) -> ()

// -----

func.func @names(%arg0: i32) -> i32 {
  %x = "x.a"(%arg0) : (i32) -> i32
  %y, %z = "x.b"() : () -> (i32, i32)
  %w:2 = "x.b"() : () -> (i32, i32)
  return %x : i32
}

// -----

"x.graph"() ({
  "x.use"(%later) : (i32) -> ()
  %later = "x.def"() : () -> i32
}) : () -> ()

// -----

"builtin.module"() ({
  "x.inner"() : () -> ()
}) {sym_name = "m"} : () -> ()

// -----

module @named attributes {x.attr = 1} {
  "x.op"() : () -> ()
}

// -----

module {
  module @inner {
  }
}

// -----

func.func @blocks() {
  cf.br ^bb1(%c : i32)
^bb1(%c: i32):
  cf.br ^bb2
^bb2:
  return
}

// -----

%0 = "x.op"() {attr = 1} : () -> (i32)
"x.op2"() {"quoted.key" = 1, "0start" = 2, "sp ace" = unit} : () -> ()

// -----

"x.op"() : () -> (i32, i32, i32, i32)
%a:4 = "x.op"() : () -> (i32, i32, i32, i32)
"x.use"(%a#3) : (i32) -> ()

// -----

"x.succ"()[^bb1] : () -> ()
