package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile-promote-pure-ops: pure ops move up their block to the first place where their
// operands are available, so that loads and stores end up next to each other.

// divisionOps are the arith ops that are speculatable only with a safe constant divisor
// (MLIR's ConditionallySpeculatable); signed ones also need a divisor other than -1.
var divisionOps = map[string]bool{arith.OpDivui: false, arith.OpCeildivui: false,
	arith.OpDivsi: true, arith.OpCeildivsi: true}

// isPure is MLIR's isPure: speculatable and free of memory effects.
func isPure(op *ir.Operation) bool {
	if !ir.IsMemoryEffectFree(op) {
		return false
	}
	if signed, ok := divisionOps[op.Name()]; ok {
		return safeDivisor(op.Operand(1), signed)
	}
	if op.Name() == scf.OpFor {
		return forSpeculatable(op)
	}
	return op.HasTrait(ir.TraitPure)
}

// safeDivisor reports whether v is a constant (scalar or splat) that is not zero and,
// for signed division, not -1.
func safeDivisor(v *ir.Value, signed bool) bool {
	var x int64
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		x = a.Value
	case *ir.DenseElementsAttr:
		if !a.Splat || len(a.Ints) != 1 {
			return false
		}
		x = a.Ints[0]
	default:
		return false
	}
	return x != 0 && !(signed && x == -1)
}

// forSpeculatable: scf.for is recursively speculatable when its step is a non-zero
// constant; its body must then be speculatable too.
func forSpeculatable(op *ir.Operation) bool {
	if c, ok := ir.ConstantValue(op.Operand(2)).(*ir.IntegerAttr); !ok || c.Value == 0 {
		return false
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !o.HasTrait(ir.TraitTerminator) && !isPure(o) {
					return false
				}
			}
		}
	}
	return true
}

// promotePureOps is asctile-promote-pure-ops; with dep (option departures, which
// --pyasc-pipeline sets) a pure read of an in-place written tile stays below its last
// writer (lastTileWriter), where PyAsc's pass looks at operand availability only.
func promotePureOps(dep bool) func(*ir.Operation, *ir.Context) error {
	return func(fn *ir.Operation, _ *ir.Context) error {
		for _, r := range fn.Regions() {
			for _, b := range r.Blocks() {
				promoteInBlock(b, dep)
			}
		}
		return nil
	}
}

// promoteInBlock handles the nested blocks first, then moves the pure ops of b.
func promoteInBlock(b *ir.Block, dep bool) {
	var pure []*ir.Operation
	for o := b.First(); o != nil; o = o.Next() {
		for _, r := range o.Regions() {
			for _, nb := range r.Blocks() {
				promoteInBlock(nb, dep)
			}
		}
		if !o.HasTrait(ir.TraitTerminator) && isPure(o) {
			pure = append(pure, o)
		}
	}
	for _, o := range pure {
		p := b.First()
		if w := lastTileWriter(o); dep && w != nil {
			p = w.Next()
		}
		for ; p != nil && p != o; p = p.Next() {
			if availableBefore(o, p) {
				o.MoveBefore(p)
				break
			}
		}
	}
}

// lastTileWriter returns the last op before o in its block that may write a tile o
// reads, or nil. Tiles are values except for matmul_acc's accumulator, which it adds
// into in place: a pure read of the accumulator moved above the matmul_acc (or the loop
// holding it) would read the sum before it is made, which PyAsc's pass, looking only at
// operand availability, does (passes-asc2.md §1). An op of unknown effects that takes a
// tile may write it too; pure ops still pass unknown ops that take no tile.
func lastTileWriter(o *ir.Operation) *ir.Operation {
	reads := effectsOf(o).reads
	if len(reads) == 0 {
		return nil
	}
	for x := o.Prev(); x != nil; x = x.Prev() {
		if overlaps(tileWrites(x), reads) {
			return x
		}
	}
	return nil
}

// tileWrites lists the tiles x, or an op nested in it, may write in place.
func tileWrites(x *ir.Operation) []memLoc {
	var ws []memLoc
	x.Walk(func(o *ir.Operation) bool {
		e := &opEffects{}
		addEffects(e, o)
		for _, w := range e.writes {
			if w.tile {
				ws = append(ws, w)
			}
		}
		if e.unknown {
			for _, r := range e.reads {
				if r.tile {
					ws = append(ws, r)
				}
			}
		}
		return true
	})
	return ws
}

func availableBefore(o, p *ir.Operation) bool {
	for _, v := range o.Operands() {
		if !dominates(v, p) {
			return false
		}
	}
	return true
}

// dominates reports whether v is available right before op p (structured control flow:
// a value dominates everything after its definition in its block, nested regions included).
func dominates(v *ir.Value, p *ir.Operation) bool {
	if v.IsBlockArg() {
		for b := p.Block(); b != nil; {
			if b == v.ParentBlock() {
				return true
			}
			po := b.ParentOp()
			if po == nil {
				return false
			}
			b = po.Block()
		}
		return false
	}
	d := v.DefiningOp()
	for a := p; a != nil; a = a.ParentOp() {
		if a.Block() == d.Block() {
			return a != d && d.IsBeforeInBlock(a)
		}
	}
	return false
}
