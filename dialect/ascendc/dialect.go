// Package ascendc is the ascendc dialect: one op per Ascend C API call (vector and cube
// instructions at their L0-L3 levels, data movement, synchronisation, the TPipe/TQue/TBuf
// framework, the math library and the micro API), its types, enums and attributes.
//
// The definitions are generated from the .td files of this directory by asc-tblgen
// (`go generate`): ops_gen.go registers the ops with the opdef engine and declares typed
// wrappers (AddL0Op, ...); types_gen.go, attrs_gen.go and enums_gen.go declare the types
// (LocalTensorType, ...), attributes (MatmulConfigAttr, ...) and enums (TPosition, ...).
// Hand-written code here covers what the .td files delegate: custom type syntax
// (types.go).
//
// Emitters and simulators read an op's Ascend C hints with opdef.EmissionOf(op.Info())
// (apiName, callStyle, templateArgs, callArgs, pipe), its interfaces with
// opdef.Interfaces, a type's C++ spelling with (opdef.DialectType).CppType, and the enum
// behind an attribute with opdef.EnumOf(opdef.DefOf(info).Attrs[i].C).
package ascendc

import "github.com/ascend-toolchain/asc/ir"

// Dialect builds the ascendc dialect with its ops, type and attribute parsers.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, ParseType: parseType, ParseAttr: parseAttr}
	registerOps(d)
	addFolders(d)
	return d
}

// addFolders attaches the folders the .td files do not describe. PyAsc folds an identity
// ascendc.reinterpret_cast (same input and result type) to its input, so the
// cast-then-reinterpret pairs of the asc2 lowering (and reuse-ub's identity views) vanish
// in canonicalize (passes-asc2.md §0.5).
func addFolders(d *ir.Dialect) {
	for _, info := range d.Ops {
		if info.Name == OpReinterpretCast {
			info.Fold = foldIdentityReinterpret
		}
	}
}

func foldIdentityReinterpret(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	in := op.Operand(0)
	if !ir.TypeEqual(in.Type(), op.Result(0).Type()) {
		return nil
	}
	return []ir.FoldResult{{Value: in}}
}

// Name is the dialect's namespace, the prefix of its op names.
const Name = "ascendc"
