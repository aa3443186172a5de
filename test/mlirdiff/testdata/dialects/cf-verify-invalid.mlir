// Verifier and parser checks of cf ops, one invalid case per chunk.
func.func @f(%x: index) {
  cf.switch %x : index, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i128) {
  cf.switch %c : i128, [
    default: ^bb1,
    170141183460469231731687303715884105727: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i8) {
  cf.switch %c : i8, [
    default: ^bb1,
    300: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i8) {
  cf.switch %c : i8, [
    default: ^bb1,
    1: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i8) {
  cf.switch %c : i8, [
    1: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i8) {
  cf.switch %c : i8, [
    default: ^bb1,
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i8) {
  cf.switch %c : i16, [
    default: ^bb1
  ]
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
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  "cf.switch"(%c, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  "cf.switch"(%c, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  "cf.switch"(%c, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[[1]]> : vector<1x1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1
  ]
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i32, %a: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    1: ^bb1(%a : f32)
  ]
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i32, %a: f32) {
  cf.br ^bb1(%a : f32)
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb9
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c
  return
}
// -----
func.func @f(%c: i32) {
  cf.assert %c, "x"
  return
}
// -----
func.func @f(%c: i1) {
  "cf.assert"(%c) : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  "cf.assert"(%c) <{msg = 1}> : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  cf.br ^bb1
  return
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.br"() : () -> ()
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c) [^bb1] : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32, i32), ^bb1
^bb1:
  return
}
// -----
func.func @f(%c: i1, %a: i32) {
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1
  ^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, []
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    x: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    0x10: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.switch %c : i1, [
    default: ^bb1,
    2: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.switch %c : i1, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: ui8) {
  cf.switch %c : ui8, [
    default: ^bb1,
    255: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%c: si8) {
  cf.switch %c : si8, [
    default: ^bb1,
    -128: ^bb1
  ]
^bb1:
  return
}
