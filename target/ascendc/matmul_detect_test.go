package ascendc

import (
	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// The translator writes no includes of its own (emission.md §1); the compile test adds the
// headers a kernel needs, as PyAsc's ascendc-generate-boilerplate pass would.

// usesMatmul reports whether the module uses the matmul library: its objects, their
// configuration and tiling types, its KFC server, or the ops that spell library functions.
func usesMatmul(module *ir.Operation) bool {
	found := false
	module.Walk(func(op *ir.Operation) bool {
		switch op.Name() {
		case ascdialect.OpGetMatmulApiTiling, ascdialect.OpRegistMatmulObj:
			found = true
		}
		// Every matmul.* and kfc_server.* op acts on its matmul object or KFC server, so
		// the type of the operand tells a library op without listing them.
		for _, v := range op.Operands() {
			found = found || isMatmulType(v.Type()) || isKfcServer(v.Type())
		}
		for _, v := range op.Results() {
			found = found || isMatmulType(v.Type())
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					found = found || isMatmulType(a.Type())
				}
			}
		}
		return !found
	})
	return found
}

// isMatmulType reports whether t is a type of the matmul library: a matmul object, its
// configuration or its static tiling.
func isMatmulType(t ir.Type) bool {
	switch t.(type) {
	case *ascdialect.MatmulType, *ascdialect.MatmulConfigType, *ascdialect.MatmulApiStaticTilingType:
		return true
	}
	return false
}

// isKfcServer reports whether t is the KFC server type. Only its uses count towards the
// library (a server declared but never used does not pull the header in), as when
// kfc_server.* ops were recognised by name.
func isKfcServer(t ir.Type) bool {
	_, ok := t.(*ascdialect.KfcServerType)
	return ok
}
