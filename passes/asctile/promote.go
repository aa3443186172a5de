package asctile

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// asctile-promote-pure-ops: pure ops move up their block to the first place where their
// operands are available, so that loads and stores end up next to each other.

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
		if !o.HasTrait(ir.TraitTerminator) && passes.IsPure(o) {
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
