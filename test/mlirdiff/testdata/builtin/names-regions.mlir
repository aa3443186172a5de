// FLAGS: --allow-unregistered-dialect
// SSA name forms (result groups, #N uses, numeric and suffixed names), block names and
// arguments, region forms (empty, entry arguments, several blocks, successor operands).

%a:2 = "x.two"() : () -> (i32, i64)
%b = "x.use"(%a#1, %a#0) : (i64, i32) -> i1
%c:3 = "x.three"(%b) : (i1) -> (f32, f32, f32)
"x.sink"(%c#2, %c#0, %c#1) : (f32, f32, f32) -> ()

// -----

%0 = "x.a"() : () -> i32
%1 = "x.a"() : () -> i32
%42 = "x.a"() : () -> i32
%x_1 = "x.a"() : () -> i32
%x.y = "x.a"() : () -> i32
%x$z = "x.a"() : () -> i32
%_ = "x.a"() : () -> i32
%-dash = "x.a"() : () -> i32
"x.use"(%0, %1, %42, %x_1, %x.y, %x$z, %_, %-dash) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()

// -----

"x.empty"() ({}) : () -> ()
"x.two_empty"() ({}, {}) : () -> ()
"x.one_block"() ({
  "x.t"() : () -> ()
}) : () -> ()

// -----

"x.args"() ({
^bb0(%a: i32, %b: f32):
  "x.use"(%a, %b) : (i32, f32) -> ()
}) : () -> ()

// -----

"x.noargs_label"() ({
^entry:
  "x.t"() : () -> ()
}) : () -> ()

// -----

"x.cfg"() ({
^bb0(%a: i32):
  "x.br"(%a)[^bb2] : (i32) -> ()
^bb1:
  "x.ret"() : () -> ()
^bb2(%b: i32):
  "x.condbr"(%b, %b)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i32, i32) -> ()
}) : () -> ()

// -----

func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
  cf.cond_br %arg0, ^then(%arg1 : i32), ^else
^then(%v: i32):
  cf.br ^join(%v : i32)
^else:
  %c = arith.constant 7 : i32
  cf.br ^join(%c : i32)
^join(%r: i32):
  return %r : i32
}

// -----

func.func @unreachable() {
  return
^dead:
  cf.br ^dead2
^dead2:
  cf.br ^dead
}

// -----

func.func @names() -> (i32, index, f32, i1, i1, i64) {
  %c = arith.constant 1 : i32
  %i = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  %t = arith.constant true
  %u = arith.constant false
  %n = arith.constant -3 : i64
  return %c, %i, %f, %t, %u, %n : i32, index, f32, i1, i1, i64
}

// -----

func.func @more_names(%m: memref<4xf32>, %d: index) -> (memref<?xf32>, memref<4xf32>, index, memref<?xf32>) {
  %a = memref.alloc(%d) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %a, %c0 : memref<?xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %a, %b, %dim, %cast : memref<?xf32>, memref<4xf32>, index, memref<?xf32>
}

// -----

func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c1 {
      "x.use"(%i, %j) : (index, index) -> ()
    }
  }
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %k : index
    scf.yield %s : index
  }
  return
}

// -----

func.func @consts() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant 0 : i32
  %3 = arith.constant 0 : i32
  %4 = arith.constant 0.0 : f32
  %5 = arith.constant 0.0 : f64
  %6 = arith.constant dense<0> : vector<4xi32>
  %7 = arith.constant -1 : i8
  %8 = arith.constant 1 : i1
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (index, index, i32, i32, f32, f64, vector<4xi32>, i8, i1) -> ()
  return
}

// -----

"x.nested_regions"() ({
  "x.inner"() ({
  ^bb0(%a: index):
    "x.inner2"(%a) ({
    ^bb0(%b: index):
      "x.use"(%a, %b) : (index, index) -> ()
    }) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"x.isolated"() ({
^bb0(%arg0: i32, %arg1: i32):
  "x.r"() ({
  ^bb0(%arg2: i32):
    "x.use"(%arg0, %arg2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

%r:2 = "x.multi"() ({
^bb0:
  "x.yield"() : () -> ()
}, {
^bb0(%z: i8):
  "x.yield"(%z) : (i8) -> ()
}) {attr = 1 : i32} : () -> (i1, i2)
