// mem2reg probes: single-element memref.alloca slots (rank 0 and 1x1, integer, index,
// float and vector elements) promoted in one block, across branches (merge-point block
// arguments, cf.switch), around loops, in nested regions, with zero defaults where
// nothing was stored; slots that escape, are unused or have several elements stay.

func.func @basic(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @default() -> f32 {
  %a = memref.alloca() : memref<f32>
  %x = memref.load %a[] : memref<f32>
  return %x : f32
}

// -----

func.func @cfg(%c: i1, %v: i32, %w: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %w, %a[] : memref<i32>
  cf.br ^bb3
^bb3:
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @one_elem(%v: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1x1xindex>
  memref.store %v, %a[%c0, %c0] : memref<1x1xindex>
  %x = memref.load %a[%c0, %c0] : memref<1x1xindex>
  return %x : index
}

// -----

func.func @region(%c: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.if %c {
    memref.store %v, %a[] : memref<i32>
  }
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

// -----

func.func @unreach(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %x = memref.load %a[] : memref<i32>
  return %x : i32
^bb1:
  cf.br ^bb1
}

// -----

func.func @unreach_nopromote(%v: i32) -> i32 {
  return %v : i32
^bb1:
  cf.br ^bb1
}

// -----

func.func @two(%c: i1) -> (i32, f32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<f32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<f32>
  return %x, %y : i32, f32
^bb2:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.br ^bb1
}

// -----

func.func @loop(%n: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %s = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %a[] : memref<i32>
  cf.br ^bb1
^bb1:
  %i = memref.load %a[] : memref<i32>
  %k = arith.cmpi slt, %i, %n : i32
  cf.cond_br %k, ^bb2, ^bb3
^bb2:
  %j = arith.addi %i, %c1 : i32
  memref.store %j, %a[] : memref<i32>
  %t = memref.load %s[] : memref<i32>
  %u = arith.addi %t, %i : i32
  memref.store %u, %s[] : memref<i32>
  cf.br ^bb1
^bb3:
  %r = memref.load %s[] : memref<i32>
  return %r : i32
}

// -----

func.func @nested(%c: i1, %v: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %x = memref.load %a[] : memref<f32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[] : memref<f32>
    %z = memref.load %a[] : memref<f32>
    scf.yield %z : f32
  } else {
    scf.yield %v : f32
  }
  return %r : f32
}

// -----

func.func private @use(memref<i32>)
func.func @escapes(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %u = memref.alloca() : memref<i64>
  memref.store %v, %a[] : memref<i32>
  call @use(%a) : (memref<i32>) -> ()
  %x = memref.load %a[] : memref<i32>
  %d = memref.alloca() : memref<2xi32>
  %y = memref.load %b[] : memref<i32>
  return %x : i32
}

// -----

func.func @vec(%c: i1, %w: vector<4xf32>) -> (vector<4xf32>, index) {
  %a = memref.alloca() : memref<1xvector<4xf32>>
  %b = memref.alloca() : memref<1x1xindex>
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %w, %a[%c0] : memref<1xvector<4xf32>>
  memref.store %c0, %b[%c0, %c0] : memref<1x1xindex>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %x = memref.load %a[%c0] : memref<1xvector<4xf32>>
  %y = memref.load %b[%c0, %c0] : memref<1x1xindex>
  return %x, %y : vector<4xf32>, index
}

// -----

func.func @switch(%f: i32, %v: i8, %w: i8) -> i8 {
  %a = memref.alloca() : memref<i8>
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  memref.store %v, %a[] : memref<i8>
  cf.br ^bb4
^bb2:
  memref.store %w, %a[] : memref<i8>
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  %x = memref.load %a[] : memref<i8>
  return %x : i8
}

// -----

func.func @store_only(%v: i16) {
  %a = memref.alloca() : memref<i16>
  memref.store %v, %a[] : memref<i16>
  %b = memref.alloca() {alignment = 8 : i64} : memref<i16>
  return
}
