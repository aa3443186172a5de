// Package mlirdiff checks ascopt against mlir-opt 19 on the upstream MLIR tests in
// ../shared/conformance/mlir, chunk by chunk (see test/mlir-differential.sh), and the
// -canonicalize/-cse results function by function. Its tests skip where mlir-opt is absent.
package mlirdiff
