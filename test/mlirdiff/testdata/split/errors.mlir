// Each chunk of a split input is a buffer of its own: diagnostics, source lines and
// printed locations name the chunk and count lines from its start.
func.func @first() {
  %0 = arith.addi : i32
}
// -----
func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
// -----
func.func @verifier(%a: i32) {
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}
// -----
// expected-error @+1 {{never produced}}
func.func @expectations(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}
// -----
func.func @dense() {
  %0 = arith.constant dense<1> : tensor<2xf32>
  return
}
// -----
"t.unregistered"() : () -> ()
// -----
func.func @last() {
  return
}
