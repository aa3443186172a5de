// Forms of every cf op: successor operands present and absent, attribute dictionaries,
// switch with and without cases and operands, generic spellings.
func.func @br(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.br ^bb2 {k}
^bb2:
  "cf.br"(%a)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  return %z : i32
}
// -----
func.func @cond(%c: i1, %a: i32, %v: vector<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3(%a, %v : i32, vector<2xf32>)
^bb2(%x: i32):
  cf.cond_br %c, ^bb1, ^bb3(%x, %v : i32, vector<2xf32>) {k = 1}
^bb3(%y: i32, %w: vector<2xf32>):
  "cf.cond_br"(%c, %a) [^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb4:
  cf.cond_br %c, ^bb4, ^bb4
}
// -----
func.func @assert(%c: i1) {
  cf.assert %c, "ok"
  cf.assert %c, "with \"quotes\" and \n newline"
  cf.assert %c, "" {k}
  "cf.assert"(%c) <{msg = "g"}> : (i1) -> ()
  return
}
// -----
func.func @switch(%f: i32, %a: i32, %i: i8, %x: index, %b: i64) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    -3: ^bb2,
    0: ^bb3(%a, %a : i32, i32)
  ]
^bb1(%p: i32):
  cf.switch %i : i8, [
    default: ^bb2
  ]
^bb2:
  cf.switch %a : i32, [
    default: ^bb2,
    7: ^bb3(%a, %a : i32, i32)
  ] {k}
^bb3(%q: i32, %r: i32):
  cf.switch %b : i64, [
    default: ^bb4,
    9223372036854775807: ^bb4,
    -9: ^bb4
  ]
^bb4:
  return
}
// -----
func.func @switch_generic(%f: i32, %a: i32) {
  "cf.switch"(%f, %a, %a) [^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%x: i32):
  "cf.switch"(%f) [^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb2:
  return
}
// -----
func.func @switch_i1(%c: i1) {
  cf.switch %c : i1, [
    default: ^bb1,
    1: ^bb2,
    0: ^bb1
  ]
^bb1:
  return
^bb2:
  return
}
// -----
func.func @switch_i128(%c: i128) {
  cf.switch %c : i128, [
    default: ^bb1,
    9223372036854775807: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @switch_i8_wide(%c: i8) {
  cf.switch %c : i8, [
    default: ^bb1,
    128: ^bb1,
    -128: ^bb1,
    255: ^bb1
  ]
^bb1:
  return
}
