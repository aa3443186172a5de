// Package emitasc is the emitasc dialect: C++-level constructs the Ascend C emitter needs
// beyond plain API calls (opaque calls, verbatim text, structures generated from Python
// classes, pointers, member access, local variables, vector-function scopes).
//
// ops_gen.go, types_gen.go, attrs_gen.go and enums_gen.go are generated from EmitAsc.td
// by asc-tblgen (`go generate`); asm.go holds the hand-written syntax of init_struct.
package emitasc

import "github.com/ascend-toolchain/asc/ir"

// Dialect builds the emitasc dialect with its ops, type and attribute parsers.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, ParseType: parseType, ParseAttr: parseAttr}
	registerOps(d)
	return d
}

// Name is the dialect's namespace, the prefix of its op names.
const Name = "emitasc"
