func.func @f(%a: index, %b: i32) -> i32 {
  %r = scf.for %i = %a to %a step %a iter_args(%s = %b) -> i32 {
    scf.yield %s : i32
  }
  scf.for %i = %a to %a step %a {
  }
  %w = scf.while (%x = %b) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %e:2 = scf.execute_region -> (i32, i32) {
    scf.yield %b, %b : i32, i32
  }
  %s = scf.index_switch %a -> i32
  case 2 {
    scf.yield %b : i32
  }
  default {
    scf.yield %b : i32
  }
  %p:2 = "t.foo"() : () -> (i32, i32)
  return %r : i32
}
func.func private @d(i32, f32 {a.b}) -> (i32 {x.y})
func.func nested @d2() -> (() -> ()) attributes {foo}
module @m attributes {t.x} {}
