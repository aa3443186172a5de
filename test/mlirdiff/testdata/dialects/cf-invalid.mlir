func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2(%c : i1)
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb1(%c : i1)
^bb1(%a: i32):
  return
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb1
^bb1(%a: i32):
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb1,
    42: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i64, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1, ^bb1] <{case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32: 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32: 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32: 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: f32) {
  cf.switch %c : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.assert %c, "x"
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c
  return
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb1
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb1
  cf.br ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%x: i1, %y: i1):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1) {
  cf.switch %c : i1, [
    default: ^bb1(%c : i1),
    0: ^bb1
  ]
^bb1(%x: i1):
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0, 1>} : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.br"() : () -> ()
}
// -----
func.func @f(%a: i32, %b: i32) {
  cf.br ^bb1(%a, : i32)
^bb1(%x: i32):
  return
}
// -----
func.func @f(%a: i32, %b: i32) {
  cf.br ^bb1( : i32)
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a : i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a : i32
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1 %a : i32
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br bb1(%a : i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a, : i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a : i32, i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a : f32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a, %a : i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br ^bb1(%a : i32) {x}
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.br
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c ^bb1(%a : i32), ^bb2
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32) ^bb2
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %a, ^bb1(%a : i32), ^bb2
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32), %a
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 {weights = array<i32: 1, 2>}
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 weights([1, 2])
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %c, "msg"
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %c "msg"
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %c, msg
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %c, 1
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %a, "msg"
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.assert %c, "msg" : i1
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32 [
    default: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a i32, [
    default: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    1: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    x: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1 ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%a : i32),
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%a : i32)
    2: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%a : i32),
    1: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    -1: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    99999999999: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    true: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1.5: ^bb1(%a : i32)
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %x : f32, [
    default: ^bb2
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%a : i32)
  ] {x = 1}
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, []
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb1
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1, %a: i32, %i: index, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb2(
  ]
^bb1(%p: i32):
  return
^bb2:
  return
}
// -----
func.func @f(%a: i1, %b: i32) {
  "cf.cond_br"(%a, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}
