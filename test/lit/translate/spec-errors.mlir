// emission.md §4.1: the diagnostics PyAsc gives, with their kind (an "op error" carries
// the op's name, an "error" does not).
// RUN: asc-translate --mlir-to-ascendc --split-input-file --verify-diagnostics %s

// expected-error @+1 {{'func.func' op with multiple blocks needs variables declared at top}}
func.func @blocks(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}

// -----

// expected-error @+1 {{cannot emit integer type 'i4'}}
func.func @narrow(%a: i4) {
  return
}

// -----

// expected-error @+1 {{cannot emit float type 'f80'}}
func.func @wide(%a: f80) {
  return
}

// -----

func.func @vector_constant() {
  // expected-error @+1 {{cannot emit type 'vector<4xi32>'}}
  %v = arith.constant dense<1> : vector<4xi32>
  return
}

// -----

func.func @assert(%c: i1) {
  // expected-error @+1 {{'cf.assert' op unable to find printer for op}}
  cf.assert %c, "x"
  return
}
