// FLAGS: --allow-unregistered-dialect
// Top-level structure: implicit and explicit modules, named and nested modules, module
// attributes, builtin.unrealized_conversion_cast, func.func signatures and attributes.

module {
}

// -----

module @named attributes {x.a = 1 : i32, y} {
  "x.a"() : () -> ()
}

// -----

module {
  module @inner {
    module {
      "x.deep"() : () -> ()
    }
  }
}

// -----

module {
  "x.a"() : () -> ()
}
"x.b"() : () -> ()

// -----

"builtin.module"() ({
  "x.a"() : () -> ()
}) {sym_name = "gen"} : () -> ()

// -----

#only_alias = 1 : i32
!only_type = i64

// -----

%0 = "x.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
%3 = builtin.unrealized_conversion_cast to i8
"x.u"(%1, %2#0, %2#1, %3) : (i64, f32, f64, i8) -> ()

// -----

func.func private @decl(i32, f32 {x.a}) -> (i64 {x.r = 1 : i32}, f32)
func.func nested @n()
func.func public @p() attributes {x.attr = "a"} {
  return
}
func.func @args(%a: i32 {x.in}, %b: memref<?xf32> {x.noalias, x.align = 4 : i64}) -> (i32 {x.out}) attributes {x.f} {
  return %a : i32
}

// -----

func.func @multi_results() -> (i32, i64) {
  %0:2 = "x.a"() : () -> (i32, i64)
  return %0#0, %0#1 : i32, i64
}
func.func private @fnty(((i32) -> i32) -> ((i32) -> i32))
func.func private @noresult() -> ()

// -----

func.func @"quoted sym"() {
  func.call @"quoted sym"() : () -> ()
  return
}

// -----

module attributes {x.sym_refs = [@a, @b::@c]} {
  module @b {
    func.func private @c()
  }
  func.func private @a()
}

// -----

"x.a"() : () -> ()
module {
}
