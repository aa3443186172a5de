// Package asctile is PyAsc's tile level ("asc2"): tensors in global memory, tiles of
// on-chip memory with value semantics, and the ops that move, compare, reduce and multiply
// them. Elementwise arithmetic on tiles is written with arith and math ops, which accept
// tiles because TileType is an ir.ValueSemanticsType.
//
// ops_gen.go, types_gen.go, attrs_gen.go and enums_gen.go are generated from AscTile.td
// by asc-tblgen (`go generate`); types.go and attrs.go hold the hand-written syntax of the
// types and of #asctile.kind, verify.go, fold.go and canonicalize.go the op behaviour that
// the .td file names by hook.
package asctile

import "github.com/ascend-toolchain/asc/ir"

// Name is the dialect's namespace.
const Name = "asctile"

// Dialect builds the asctile dialect with its ops, type and attribute parsers. It has no
// constant materializer: folders that produce an attribute are never applied.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, ParseType: parseType, ParseAttr: parseAttr}
	registerOps(d)
	// The ops of a mask region compute only the lanes of its mask: once marked (the
	// departure pass asctile-keep-mask-regions), no fold, rewrite or CSE may replace them
	// by values or constants from outside (ir.TraitFoldBarrier).
	for _, info := range d.Ops {
		if info.Name == OpCountMask || info.Name == OpBitwiseMask {
			info.Traits |= ir.TraitFoldBarrier
		}
	}
	return d
}
