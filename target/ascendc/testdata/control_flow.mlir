// Scalar control flow: a while loop carrying two values, a switch, nested ifs and loops,
// an execute_region and calls.
func.func private @next(i32) -> i32
func.func private @log_value(f32)

func.func @collatz_steps(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%v = %n, %steps = %c0) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi sgt, %v, %c1 : i32
    scf.condition(%more) %v, %steps : i32, i32
  } do {
  ^bb0(%v2: i32, %s2: i32):
    %rem = arith.remsi %v2, %c2 : i32
    %odd = arith.cmpi ne, %rem, %c0 : i32
    %nv = scf.if %odd -> (i32) {
      %t = arith.muli %v2, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.divsi %v2, %c2 : i32
      scf.yield %h : i32
    }
    %ns = arith.addi %s2, %c1 : i32
    scf.yield %nv, %ns : i32, i32
  }
  return %r#1 : i32
}

func.func @classify(%k: index, %x: f32) -> f32 {
  %r = scf.index_switch %k -> f32
  case 0 {
    %a = math.exp %x : f32
    scf.yield %a : f32
  }
  case 7 {
    %b = arith.negf %x : f32
    scf.yield %b : f32
  }
  default {
    %c = scf.execute_region -> f32 {
      %d = arith.mulf %x, %x : f32
      scf.yield %d : f32
    }
    scf.yield %c : f32
  }
  func.call @log_value(%r) : (f32) -> ()
  return %r : f32
}

func.func @grid(%rows: index, %cols: index, %p: memref<64x8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (i32) {
    %inner = scf.for %j = %c0 to %cols step %c1 iter_args(%a2 = %acc) -> (i32) {
      %v = memref.load %p[%i, %j] : memref<64x8xi32>
      %w = func.call @next(%v) : (i32) -> i32
      %b = arith.addi %a2, %w : i32
      %m = arith.maxsi %b, %zero : i32
      scf.yield %m : i32
    }
    scf.yield %inner : i32
  }
  return %sum : i32
}
