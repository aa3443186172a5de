// FLAGS: --allow-unregistered-dialect
// Result names the op-asm interface suggests (constants, memref ops), their numeric
// suffixes when they repeat, and names shadowed across regions.

func.func @consts() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant -3 : i64
  %3 = arith.constant 7 : i8
  %4 = arith.constant 1.0 : f32
  %5 = arith.constant 1.0 : f32
  %6 = arith.constant dense<1> : vector<2xi32>
  %7 = arith.constant true
  %8 = arith.constant true
  %9 = arith.constant false
  %10 = arith.constant 255 : i8
  %11 = arith.constant 12 : index
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (index, index, i64, i8, f32, f32, vector<2xi32>, i1, i1, i1, i8, index) -> ()
  return
}

// -----

func.func @mem(%m: memref<4x4xf32>, %n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloca() : memref<4xf32>
  %d = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %e = memref.dim %d, %c1 : memref<?x?xf32>
  %f = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %g = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %h = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  %l = memref.load %a[%c1] : memref<4xf32>
  %rank = memref.rank %m : memref<4x4xf32>
  "x.use"(%b, %c, %e, %f, %g, %h, %base, %off, %sizes#0, %strides#1, %p, %r, %l, %rank) : (memref<4xf32>, memref<4xf32>, index, memref<2x2xf32, strided<[4, 1]>>, memref<16xf32>, memref<2x2xf32>, memref<f32>, index, index, index, index, memref<2x2xf32>, f32, index) -> ()
  return
}

// -----

memref.global "private" @g : memref<2xf32> = dense<0.0>
func.func @glob() -> memref<2xf32> {
  %0 = memref.get_global @g : memref<2xf32>
  %1 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

func.func @scf(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    %s = arith.addi %a, %i : index
    scf.yield %s, %b : index, index
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %z = arith.addi %y, %c1 : index
    scf.yield %z : index
  }
  %t = scf.if %c0_true -> index {
    scf.yield %c0 : index
  } else {
    scf.yield %c1 : index
  }
  return %w : index
}

// -----

func.func @scf(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    %s = arith.addi %a, %i : index
    scf.yield %s, %b : index, index
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %z = arith.addi %y, %c1 : index
    scf.yield %z : index
  }
  %t = scf.if %c -> index {
    scf.yield %c0 : index
  } else {
    scf.yield %c1 : index
  }
  %p = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %rr: index):
      %q = arith.addi %l, %rr : index
      scf.reduce.return %q : index
    }
  }
  %sw = scf.index_switch %n -> index
  case 1 {
    scf.yield %c1 : index
  }
  default {
    scf.yield %c0 : index
  }
  return %w : index
}

// -----

func.func @emitc(%a: i32) {
  %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  %1 = emitc.add %a, %0 : (i32, i32) -> i32
  %2 = emitc.variable <{value = #emitc.opaque<"">}> : !emitc.lvalue<i32>
  %3 = emitc.call_opaque "f"(%1) : (i32) -> i32
  return
}

// -----

func.func @math(%x: f32, %i: i32) {
  %0 = math.sqrt %x : f32
  %1 = math.fma %x, %x, %x fastmath<fast> : f32
  %2 = math.ctlz %i : i32
  %3 = math.fpowi %x, %i : f32, i32
  %4 = math.absf %x : f32
  return
}
