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
func.func @f(%a: i1, %b: i32) {
  "cf.cond_br"(%a, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}
