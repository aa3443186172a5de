// RUN: ascopt --split-input-file --output-split-marker="// XX" %s | FileCheck %s --check-prefix=MARK
// RUN: not ascopt --split-input-file --no-implicit-module -symbol-dce %s 2>&1 | FileCheck %s --check-prefix=NOMOD
// RUN: not ascopt --split-input-file --no-implicit-module --mlir-print-op-on-diagnostic=false -symbol-dce %s 2>&1 | FileCheck %s --check-prefix=NONOTE

// --output-split-marker separates the outputs of the chunks (--split-input-file=MARKER,
// splitting at another marker, is tested in internal/cli: a RUN line would split itself).
// MARK: func.func @f()
// MARK-NEXT: return
// MARK: {{^}}// XX{{$}}
// MARK: func.func @g()

// --no-implicit-module takes the one top-level op as it is: a pass given by flag runs on
// it (symbol-dce needs a symbol table, as in mlir-opt), more than one op is refused
// after they verified.
// NOMOD: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// NOMOD: note: see current operation:
// NONOTE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// NONOTE-NOT: see current operation
func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
// NOMOD: module-flags.mlir:23 offset :0:0: error: source must contain a single top-level operation, found: 2
func.func @h() {
  return
}
