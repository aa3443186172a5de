// symbol-privatize probes: every symbol op of the dialects we carry (func, memref.global,
// emitc.global and emitc.func, named modules) made private unless excluded; unnamed
// modules, nested symbols, unregistered ops and already private or nested-visibility
// symbols; exclude lists.

func.func @a() {
  return
}
func.func private @b() {
  return
}
func.func nested @c() {
  return
}
func.func private @decl()
memref.global "public" @g : memref<2xf32> = dense<0.0>
memref.global @g2 : memref<2xf32> = uninitialized
memref.global constant @g3 : memref<i32> = dense<7>
emitc.global @eg : i32
emitc.global static @eg2 : f32 = 1.0
emitc.func @ef() {
  emitc.return
}
emitc.func private @efd(i32) attributes {specifiers = ["static"]}
module @inner {
  func.func @x() {
    return
  }
}
module {
  func.func @y() {
    return
  }
}
"test.sym"() {sym_name = "t"} : () -> ()
"test.region"() ({
  func.func @z() {
    return
  }
}) : () -> ()

// -----

module @named {
  func.func @f() {
    return
  }
  func.func @a() {
    return
  }
}
