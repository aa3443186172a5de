// Package odsparity compares the upstream op definitions of this toolchain (the
// hand-written ir/opdef tables of dialect/arith, math, memref, ...) with LLVM 19's ODS
// records, as mlir-tblgen prints them: every behaviour-relevant fact (operand, result and
// attribute shapes, memory effects, speculatability, structural traits) must agree, or be
// listed as a reviewed exception with its reason. The test skips when mlir-tblgen or the
// LLVM include tree is absent.
package odsparity
