// FLAGS: --allow-unregistered-dialect
// Names across isolated-from-above ops, region entry arguments already in use, forward
// references between functions, and the symbol interface's checks.

func.func @f() {
  %x = arith.constant 1 : i32
  "foo.region"() ({
    func.func @g() -> i32 {
      return %x : i32
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  %x = arith.constant 1 : i32
  "foo.region"() ({
    func.func @g() -> i32 {
      %x = arith.constant 2 : i32
      return %x : i32
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

"builtin.module"() ({
  %x = "foo.a"() : () -> i32
  "builtin.module"() ({
    %x = "foo.b"() : () -> i32
  }) : () -> ()
}) : () -> ()

// -----

%y = "foo.x"() : () -> i32
func.func @g() -> i32 {
  return %y : i32
}

// -----

%x = "foo.x"() : () -> i32
func.func @g(%x : i32) -> i32 {
  return %x : i32
}

// -----

func.func @g() -> i32 {
  return %y : i32
}
%y = "foo.x"() : () -> i32

// -----

func.func @g() -> i32 {
  %0 = "foo.x"() ({
     "foo.y"(%y) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
func.func @h() -> i32 {
  "foo.y"(%y) : (i32) -> ()
  %y = "foo.x"() : () -> i32
  return %y : i32
}

// -----

func.func @g() -> i32 {
  return %y : i32
}
func.func @h() -> i32 {
  %0 = arith.constant 1 i32
  return %0 : i32
}

// -----

func.func @f() {
  return
}
func.func @g() -> i32 {
  return %y : i32
}
func.func @h() -> i32 {
  return %z : i32
}

// -----

func.func @f(%m : memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i0 = %c0 to %c1 step %c1 {
    %x = memref.load %m[%i1] : memref<?xf32>
  }
  scf.for %i1 = %c0 to %c1 step %c1 {
  }
  return
}

// -----

func.func @f(%a : index, %b : index) {
  scf.for %a = %a to %b step %b {
  }
  return
}

// -----

func.func @f(%a : i32) {
  "foo.r"() ({
  ^bb0(%a : i32):
    "foo.y"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  func.func @g() {
    return
  }
  return
}

// -----

func.func @f() {
  "foo.r"() ({
    func.func private @g()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  scf.execute_region {
    func.func private @g()
    scf.yield
  }
  return
}

// -----

func.func @f() {
  memref.global "private" @x : memref<2xf32>
  return
}

// -----

func.func @f() {
  emitc.global @x : i32
  return
}

// -----

func.func @f() {
  builtin.module {
  }
  builtin.module @n {
  }
  return
}

// -----

func.func @f() {
  emitc.func @g() {
    emitc.return
  }
  return
}

// -----

func.func @f() {
  "func.func"() ({}) {function_type = () -> (), sym_name = "g"} : () -> ()
  return
}

// -----

func.func @f() {
  "func.func"() ({}) {function_type = () -> (), sym_name = "g", sym_visibility = "bad"} : () -> ()
  return
}

// -----

emitc.func @g() attributes {specifiers = ["extern"]}

// -----

"memref.global"() {sym_name = "x", type = memref<?xf32>, sym_visibility = "bad"} : () -> ()

// -----

module @m attributes {sym_visibility = "x"} {
}

// -----

"builtin.module"() ({}) {sym_visibility = "private"} : () -> ()

// -----

"builtin.module"() ({
^bb0(%a : i32):
  "foo.x"() : () -> ()
}) : () -> ()
