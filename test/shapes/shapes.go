// Package shapes writes every registered op in the generic form with operand, result,
// region and block shapes its definition may not allow. The generic form lets a user give
// any op any shape, so every verifier must check counts before it looks at a value,
// region or block; shapes_test.go checks that nothing crashes on them and
// test/mlirdiff's TestOpShapes that the upstream dialects' diagnostics are mlir-opt's.
package shapes

import (
	"fmt"
	"strings"
)

// header declares one value of each type kind the verifiers read differently.
const header = "func.func @f(%i: i32, %x: index, %g: f32, %m: memref<4xf32>, %b: i1) {\n"

var operandSets = []struct{ vals, types string }{
	{"", ""},
	{"%i", "i32"},
	{"%x, %x, %x", "index, index, index"},
	{"%x, %i, %x", "index, i32, index"}, // one type off: type relations against the rest
	{"%b, %g, %i, %m", "i1, f32, i32, memref<4xf32>"},
}

var resultSets = []string{"", "i32", "index, f32"}

// regionKinds are region texts: an empty region, one empty block, a block of an unknown
// op, a block with arguments, and two blocks.
var regionKinds = []string{
	"{}",
	"{\n^bb0:\n}",
	"{\n  \"foo.t\"() : () -> ()\n}",
	"{\n^bb0(%ra: i32, %rb: index):\n  \"foo.t\"() : () -> ()\n}",
	"{\n  \"foo.t\"()[^bb1] : () -> ()\n^bb1:\n  \"foo.t\"() : () -> ()\n}",
}

// MaxRegions is the most regions a shape gives an op.
const MaxRegions = 2

// Texts returns one function per shape of op name, each a complete input (they need
// --allow-unregistered-dialect for the `foo.t` ops inside regions).
func Texts(name string) []string {
	var out []string
	for _, ops := range operandSets {
		for _, res := range resultSets {
			for nreg := 0; nreg <= MaxRegions; nreg++ {
				kinds := regionKinds
				if nreg == 0 {
					kinds = kinds[:1]
				}
				for _, k := range kinds {
					regs := ""
					if nreg > 0 {
						regs = " (" + strings.TrimSuffix(strings.Repeat(k+", ", nreg), ", ") + ")"
					}
					lhs := ""
					if res != "" {
						lhs = fmt.Sprintf("%%r:%d = ", strings.Count(res, ",")+1)
					}
					out = append(out, fmt.Sprintf("%s  %s\"%s\"(%s)%s : (%s) -> (%s)\n  return\n}\n",
						header, lhs, name, ops.vals, regs, ops.types, res))
				}
			}
		}
	}
	return out
}

// SplitFile joins texts into one --split-input-file input.
func SplitFile(texts []string) []byte {
	return []byte(strings.Join(texts, "\n// -----\n"))
}
