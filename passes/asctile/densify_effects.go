package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
)

// What densify may reorder. PyAsc's densify checks conflicts only between the moved op
// and the op it lands in front of, and only on effects attached to the very same value
// (passes-asc2.md §1, flagged as unintended in §5): a load then hops over a store to the
// same tensor when that store is not the landing place (quant_i8: the int8 round trip
// read GM before writing it), and a store of an accumulator hops over the matmul_acc that
// still adds into it (matmul_acc's write is on a tile). Here every op the moved op passes
// is checked, nested ops included, against a model of memory that sees through the
// values naming one piece of it. That is the pass with its departures (densify.go);
// without them it is PyAsc's check (densify_pyasc.go). The model:
//   - a tensor is the GM memory of the memref asctile.tensor wraps, traced through memref
//     views to a kernel argument; tensors over one argument are the same memory, tensors
//     over distinct arguments are distinct (the assumption of PyAsc's per-value effects);
//     a tensor or memref the trace cannot follow may be any memory;
//   - tiles are values, except that matmul_acc adds into its accumulator in place: every
//     op reads the tiles it names, seen through asctile.reshape to the tile made by an op
//     or a function argument; a region argument (a loop's iter_arg) may be any tile;
//   - ops whose effects are unknown (other dialects' non-pure ops, unregistered ops)
//     conflict with every op that touches memory.

// memLoc is a piece of memory: the value that makes it (nil: anywhere) in GM (tensors)
// or in the tiles; the two never overlap.
type memLoc struct {
	v    *ir.Value
	tile bool
}

// opEffects is what an op, with everything nested in it, does to memory.
type opEffects struct {
	reads, writes []memLoc
	unknown       bool
}

func (e *opEffects) touches() bool {
	return e.unknown || len(e.reads) > 0 || len(e.writes) > 0
}

func mayAlias(a, b memLoc) bool {
	return a.tile == b.tile && (a.v == nil || b.v == nil || a.v == b.v)
}

func overlaps(as, bs []memLoc) bool {
	for _, a := range as {
		for _, b := range bs {
			if mayAlias(a, b) {
				return true
			}
		}
	}
	return false
}

// conflicts reports whether two ops' effects forbid swapping them: a write of one
// meets a read or write of the other, or either is unknown and the other touches memory.
func conflicts(a, b *opEffects) bool {
	if (a.unknown && b.touches()) || (b.unknown && a.touches()) {
		return true
	}
	return overlaps(a.writes, b.writes) || overlaps(a.writes, b.reads) || overlaps(a.reads, b.writes)
}

// effectsOf collects the effects of op and of the ops nested in it.
func effectsOf(op *ir.Operation) *opEffects {
	e := &opEffects{}
	op.Walk(func(o *ir.Operation) bool {
		addEffects(e, o)
		return true
	})
	return e
}

// addEffects adds what o itself does (not its nested ops) to e.
func addEffects(e *opEffects, o *ir.Operation) {
	for _, v := range o.Operands() {
		if _, ok := v.Type().(*asctile.TileType); ok {
			e.reads = append(e.reads, tileMem(v))
		}
	}
	switch o.Name() {
	case asctile.OpLoad, asctile.OpGetValue:
		e.reads = append(e.reads, tensorLoc(o.Operand(0)))
		return
	case asctile.OpStore, asctile.OpSetValue, asctile.OpStoreFixpipe, asctile.OpAtomicRmw:
		// atomic_rmw reads too; its write covers every conflict a read has.
		e.writes = append(e.writes, tensorLoc(o.Operand(1)))
		return
	case asctile.OpMatmulAcc:
		if m, ok := asctile.AsMatmulAccOp(o); ok {
			e.writes = append(e.writes, tileMem(m.Acc()))
		}
		return
	case asctile.OpAccumulator, asctile.OpCopy, asctile.OpCopyFixpipe,
		asctile.OpCountMask, asctile.OpBitwiseMask, asctile.OpYield:
		// Without an effect interface in PyAsc, but they only make or read tiles (a mask
		// region's body is walked as nested ops).
		return
	}
	switch {
	case !o.IsRegistered():
		e.unknown = true
	case o.HasTrait(ir.TraitPure), o.HasTrait(ir.TraitRecursiveMemoryEffects):
		// Nothing of its own; nested ops are walked by effectsOf.
	case o.HasTrait(ir.TraitMemRead) || o.HasTrait(ir.TraitAllocatesResults):
		if !o.HasTrait(ir.TraitAllocatesResults) {
			e.reads = append(e.reads, memLoc{})
		}
	default:
		e.unknown = true
	}
}

// tensorLoc is the memory a tensor value names.
func tensorLoc(t *ir.Value) memLoc { return memLoc{v: tensorRoot(t)} }

// tensorRoot is the value a tensor's memory is traced to (nil: unknown).
func tensorRoot(t *ir.Value) *ir.Value {
	d := t.DefiningOp()
	if d == nil {
		// A tensor argument of the function: distinct arguments are distinct tensors.
		if entryArg(t) {
			return t
		}
		return nil
	}
	if d.Name() != asctile.OpTensor {
		return nil
	}
	return memrefRoot(d.Operand(0))
}

// memrefRoot traces a memref through views of it to the kernel argument it is part of.
func memrefRoot(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			if entryArg(v) {
				return v
			}
			return nil
		}
		switch d.Name() {
		case memref.OpCast, memref.OpReinterpretCast, memref.OpSubView, memref.OpView,
			memref.OpReshape, memref.OpCollapseShape, memref.OpExpandShape:
			v = d.Operand(0)
		default:
			return nil
		}
	}
}

// tileMem is the tile a tile value names, seen through reshapes (which the lowering
// makes views of their input); a function argument is its own tile, a region argument
// (a loop's iter_arg, maybe the accumulator) may be any tile.
func tileMem(v *ir.Value) memLoc {
	for {
		d := v.DefiningOp()
		if d == nil {
			if entryArg(v) {
				return memLoc{v: v, tile: true}
			}
			return memLoc{tile: true}
		}
		if d.Name() != asctile.OpReshape {
			return memLoc{v: v, tile: true}
		}
		v = d.Operand(0)
	}
}

// entryArg reports whether v is an argument of the entry block of a function (a kernel
// argument), not of a loop body or other region.
func entryArg(v *ir.Value) bool {
	if !v.IsBlockArg() {
		return false
	}
	b := v.OwnerBlock()
	p := b.ParentOp()
	return p != nil && p.Name() == fn.OpFunc && p.Region(0).Front() == b
}
