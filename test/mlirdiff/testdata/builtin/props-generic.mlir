// FLAGS: --allow-unregistered-dialect
// Generic ops with properties and attributes, registered ops written generically (their
// inherent attributes become properties), and discardable attributes beside them.

"x.a"() <{p = 1 : i32}> : () -> ()
"x.b"() <{p = 1 : i32, q = "s"}> {d = 2 : i64} : () -> ()
"x.c"() <{}> : () -> ()
"x.d"() <{nested = {a = [1, 2]}}> ({
  "x.t"() : () -> ()
}) : () -> ()

// -----

%0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
%1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
%2 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
"x.use"(%2) : (i1) -> ()

// -----

%0 = "arith.constant"() {value = 3 : i32} : () -> i32
%1 = "arith.cmpi"(%0, %0) {predicate = 0 : i64} : (i32, i32) -> i1
"x.use"(%1) : (i1) -> ()

// -----

%0 = "arith.constant"() <{value = 3 : i32}> {x.extra = unit} : () -> i32
"x.use"(%0) : (i32) -> ()

// -----

"func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", arg_attrs = [{x.a}], res_attrs = [{x.r = 1 : i32}]}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) {x.discardable = "d"} : () -> ()

// -----

"memref.global"() <{sym_name = "gv", type = memref<4xf32>, initial_value = dense<0.0> : tensor<4xf32>, sym_visibility = "private", constant}> : () -> ()
"memref.global"() <{sym_name = "gv2", type = memref<2xi32>, initial_value, alignment = 64 : i64}> : () -> ()

// -----

func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %1 = "arith.mulf"(%0, %b) <{fastmath = #arith.fastmath<nnan, ninf>}> : (f32, f32) -> f32
  %2 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return %2 : f32
}

// -----

func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "scf.for"(%c0, %n, %c1) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

%0:2 = "x.a"() <{a = 1}> {b = 2} ({
^bb0(%x: i32):
  "x.y"(%x) : (i32) -> ()
}, {
}) : () -> (i32, i32) loc("l":1:1)

// -----

"x.attrs"() {a = 1, b = 2} : () -> ()
"x.attrs"() {} : () -> ()
"x.attrs"() <{a = 1}> {a = 2} : () -> ()

// -----

func.func @calls(%a: i32) -> i32 {
  %0 = "func.call"(%a) <{callee = @calls}> : (i32) -> i32
  %1 = func.call @calls(%0) {x.tag} : (i32) -> i32
  %2 = "func.constant"() <{value = @calls}> : () -> ((i32) -> i32)
  %3 = "func.call_indirect"(%2, %1) : ((i32) -> i32, i32) -> i32
  return %3 : i32
}

// -----

func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = "arith.extsi"(%0) : (i32) -> i64
  %2 = "arith.trunci"(%1) : (i64) -> i32
  %3 = "arith.index_cast"(%2) : (i32) -> index
  %4 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  return %2 : i32
}

// -----

func.func @emit() {
  %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  "emitc.call_opaque"(%0) <{callee = "f"}> : (i32) -> ()
  return
}
