package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// MLIR's dialect conversion offers every op its target does not hold legal (illegal or of
// unknown legality) to the op's folder before its patterns (spec §0.3): an identity
// asctile.cast or reshape is replaced by its input, a reshape of a reshape reads the
// inner input, a one-tile concat is that tile, a dim of a dynamic size of asctile.tensor
// is the size operand. Replaced ops stay until the end of a conversion, so every fold
// sees the original producers; folding all such ops first, in the conversion's order,
// therefore gives the IR the interleaved driver gives. The lowerings that walk their
// illegal ops directly (asclower-asctile, -data-transfer, -asctile-i1, -redress-i1-tile)
// call foldFirst before they rewrite anything.

// foldFirst applies, in conversion order, the folders of the ops nested in fn that legal
// does not accept.
func foldFirst(fn *ir.Operation, ctx *ir.Context, legal func(*ir.Operation) bool) error {
	c := newConversion(ctx, nil, func(op *ir.Operation) legality {
		if op == fn || legal(op) {
			return convLegal
		}
		return convUnknown
	})
	return c.run(fn)
}

// inDialectOf reports whether op belongs to the dialect of one of the sample op names, or
// is an unrealized_conversion_cast (legal in the lowerings that use it).
func inDialectOf(op *ir.Operation, samples ...string) bool {
	if op.Name() == builtin.OpUnrealizedConversionCast {
		return true
	}
	for _, s := range samples {
		if sameDialect(op, s) {
			return true
		}
	}
	return false
}

// Legal dialects of the four targets (spec §2). Redress's illegal i1-tile constants are
// constants, which the conversion never folds; its target holds only arith and memref
// (and vector) legal, so a cast that came with the input is offered to its folder there
// (a cast back to its input's input, or to its own type, folds away).
func asctileLegal(op *ir.Operation) bool {
	return inDialectOf(op, ascendc.OpAddL2, arith.OpAddf, emitasc.OpMask)
}

func dataTransferLegal(op *ir.Operation) bool {
	return inDialectOf(op, ascendc.OpAddL2, arith.OpAddf, emitasc.OpMask, emitc.OpCast, scf.OpFor)
}

func i1Legal(op *ir.Operation) bool { return inDialectOf(op, ascendc.OpAddL2, arith.OpAddf) }

func redressLegal(op *ir.Operation) bool {
	return sameDialect(op, arith.OpAddf) || sameDialect(op, memref.OpLoad)
}
