package scf

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

func whilePatterns() []ir.Pattern {
	return []ir.Pattern{pat(OpWhile, removeInvariantBeforeArgs), pat(OpWhile, removeInvariantYielded),
		pat(OpWhile, whileConditionTruth), pat(OpWhile, whileCmpCond), pat(OpWhile, whileUnusedResult),
		pat(OpWhile, whileDuplicatedResults), pat(OpWhile, whileUnusedArgs), pat(OpWhile, whileAlignBeforeArgs)}
}

func typesOf(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// newWhile creates an scf.while; with blocks set, its regions get a block each (the before
// one with the inits' types and locations, the after one with the result types at the
// loop's location), as WhileOp's builder with null body builders does.
func newWhile(r *rw, loc ir.Location, types []ir.Type, inits []*ir.Value, blocks bool) *ir.Operation {
	st := &ir.OperationState{Name: OpWhile, Loc: loc, Operands: inits, Types: types}
	b, a := st.AddRegion(), st.AddRegion()
	if blocks {
		bb, ab := ir.NewBlock(), ir.NewBlock()
		for _, v := range inits {
			bb.AddArg(v.Type(), valueLoc(v))
		}
		for _, t := range types {
			ab.AddArg(t, loc)
		}
		b.AddBlock(bb)
		a.AddBlock(ab)
	}
	return r.CreateState(st)
}

// valueLoc is MLIR's Value::getLoc: a block argument's location, else its op's.
func valueLoc(v *ir.Value) ir.Location {
	if v.IsBlockArg() {
		return v.ArgLoc()
	}
	return v.DefiningOp().Loc()
}

// argLocs gives the locations of the listed arguments of b, for a block replacing it.
func argLocs(b *ir.Block, idx []int) []ir.Location {
	locs := make([]ir.Location, len(idx))
	for k, i := range idx {
		locs[k] = b.Arg(i).ArgLoc()
	}
	return locs
}

// createBlockAt is createBlock with the arguments' locations.
func createBlockAt(r *rw, reg *ir.Region, types []ir.Type, locs []ir.Location) *ir.Block {
	b := createBlock(r, reg)
	for i, t := range types {
		b.AddArg(t, locs[i])
	}
	return b
}

func replaceTerminator(r *rw, t *ir.Operation, name string, operands []*ir.Value) {
	r.SetInsertionPointBefore(t)
	n := r.Create(t.Loc(), name, operands, nil)
	r.ReplaceOp(t, n.Results())
}

func whileParts(op *ir.Operation) (before, after *ir.Block, cond, yld *ir.Operation) {
	before, after = op.Region(0).Front(), op.Region(1).Front()
	return before, after, before.Last(), after.Last()
}

// invariantBeforeArg reports whether before argument i always holds its initial value.
func invariantBeforeArg(op *ir.Operation, i int) bool {
	before, after, cond, yld := whileParts(op)
	init, y := op.Operand(i), yld.Operand(i)
	if y == init {
		return true
	}
	if y.IsBlockArg() && y.OwnerBlock() == after {
		c := cond.Operand(1 + y.Index())
		return c == before.Arg(i) || c == init
	}
	return false
}

func removeInvariantBeforeArgs(op *ir.Operation, r *rw) bool {
	n := op.NumOperands()
	any := false
	for i := 0; i < n && !any; i++ {
		any = invariantBeforeArg(op, i)
	}
	if !any {
		return false
	}
	before, _, _, yld := whileParts(op)
	inv := map[int]*ir.Value{}
	var newInits, newYields []*ir.Value
	var kept []int
	for i := 0; i < n; i++ {
		if invariantBeforeArg(op, i) {
			inv[i] = op.Operand(i)
			continue
		}
		newInits = append(newInits, op.Operand(i))
		newYields = append(newYields, yld.Operand(i))
		kept = append(kept, i)
	}
	replaceTerminator(r, yld, OpYield, newYields)
	r.SetInsertionPointBefore(op)
	nw := newWhile(r, op.Loc(), op.ResultTypes(), newInits, false)
	nb := createBlockAt(r, nw.Region(0), typesOf(newYields), argLocs(before, kept))
	args := make([]*ir.Value, before.NumArgs())
	j := 0
	for i := range args {
		if v, ok := inv[i]; ok {
			args[i] = v
		} else {
			args[i] = nb.Arg(j)
			j++
		}
	}
	r.MergeBlocks(before, nb, args)
	r.InlineRegionBefore(op.Region(1), nw.Region(1), nil)
	r.ReplaceOp(op, nw.Results())
	return true
}

func removeInvariantYielded(op *ir.Operation, r *rw) bool {
	before, after, cond, _ := whileParts(op)
	args := cond.Operands()[1:]
	any := false
	for _, a := range args {
		if a.ParentBlock() != before {
			any = true
			break
		}
	}
	if !any {
		return false
	}
	inv := map[int]*ir.Value{}
	var newArgs []*ir.Value
	var newTypes []ir.Type
	var kept []int
	for i, a := range args {
		if a.ParentBlock() != before {
			inv[i] = a
		} else {
			newArgs = append(newArgs, a)
			newTypes = append(newTypes, a.Type())
			kept = append(kept, i)
		}
	}
	replaceTerminator(r, cond, OpCondition, append([]*ir.Value{cond.Operand(0)}, newArgs...))
	r.SetInsertionPointBefore(op)
	nw := newWhile(r, op.Loc(), newTypes, op.Operands(), false)
	nb := createBlockAt(r, nw.Region(1), newTypes, argLocs(after, kept))
	afterArgs := make([]*ir.Value, after.NumArgs())
	results := make([]*ir.Value, after.NumArgs())
	j := 0
	for i := range afterArgs {
		if v, ok := inv[i]; ok {
			afterArgs[i], results[i] = v, v
		} else {
			afterArgs[i], results[i] = nb.Arg(j), nw.Result(j)
			j++
		}
	}
	r.MergeBlocks(after, nb, afterArgs)
	r.InlineRegionBefore(op.Region(0), nw.Region(0), nw.Region(0).Front())
	r.ReplaceOp(op, results)
	return true
}

func whileConditionTruth(op *ir.Operation, r *rw) bool {
	_, after, cond, _ := whileParts(op)
	var t *ir.Value
	replaced := false
	for i, a := range cond.Operands()[1:] {
		if a != cond.Operand(0) || !after.Arg(i).HasUses() {
			continue
		}
		if t == nil {
			t = r.Create(op.Loc(), arith.OpConstant, nil, []ir.Type{cond.Operand(0).Type()},
				ir.NamedAttr{Name: "value", Value: &ir.IntegerAttr{Type: ir.I1, Value: 1}}).Result(0)
		}
		r.ReplaceAllUsesWith(after.Arg(i), t)
		replaced = true
	}
	return replaced
}

var invertedPred = []int{1, 0, 5, 4, 3, 2, 9, 8, 7, 6} // eq<->ne, slt<->sge, sle<->sgt, ult<->uge, ule<->ugt

func cmpPred(op *ir.Operation) int {
	if a, ok := op.Attr("predicate").(*ir.IntegerAttr); ok && a.Value >= 0 && a.Value < 10 {
		return int(a.Value)
	}
	return -1
}

func whileCmpCond(op *ir.Operation, r *rw) bool {
	_, after, cond, _ := whileParts(op)
	cmp := defOf(cond.Operand(0), arith.OpCmpi)
	if cmp == nil {
		return false
	}
	p := cmpPred(cmp)
	changed := false
	for i, a := range cond.Operands()[1:] {
		for k := 0; k < 2; k++ {
			if a != cmp.Operand(k) {
				continue
			}
			for _, u := range after.Arg(i).Uses() {
				c2 := u.Owner()
				if c2.Name() != arith.OpCmpi || c2.Operand(1-k) != cmp.Operand(1-k) {
					continue
				}
				p2 := cmpPred(c2)
				var same bool
				switch {
				case p2 == p:
					same = true
				case p >= 0 && p2 == invertedPred[p]:
					same = false
				default:
					continue
				}
				// The constant goes before the loop (the pattern's insertion point),
				// with the compare's location: with one iteration (max-iterations=1) no
				// later constant folding moves it there.
				r.SetInsertionPointBefore(op)
				r.ReplaceOp(c2, []*ir.Value{boolConst(r, c2.Loc(), same)})
				changed = true
			}
		}
	}
	return changed
}

func whileUnusedResult(op *ir.Operation, r *rw) bool {
	_, after, cond, _ := whileParts(op)
	var keep []int
	var newTypes []ir.Type
	var newArgs []*ir.Value
	need := false
	for i := 0; i < op.NumResults(); i++ {
		if !op.Result(i).HasUses() && !after.Arg(i).HasUses() {
			need = true
			continue
		}
		keep = append(keep, i)
		newArgs = append(newArgs, cond.Operand(1+i))
		newTypes = append(newTypes, op.Result(i).Type())
	}
	if !need {
		return false
	}
	replaceTerminator(r, cond, OpCondition, append([]*ir.Value{cond.Operand(0)}, newArgs...))
	r.SetInsertionPointBefore(op)
	nw := newWhile(r, op.Loc(), newTypes, op.Operands(), false)
	// WhileUnusedResult puts the kept arguments at the results' location, the loop's.
	locs := make([]ir.Location, len(keep))
	for k := range locs {
		locs[k] = op.Loc()
	}
	nb := createBlockAt(r, nw.Region(1), newTypes, locs)
	results := make([]*ir.Value, op.NumResults())
	args := make([]*ir.Value, op.NumResults())
	for k, i := range keep {
		results[i] = nw.Result(k)
		args[i] = nb.Arg(k)
	}
	r.InlineRegionBefore(op.Region(0), nw.Region(0), nw.Region(0).Front())
	r.MergeBlocks(after, nb, args)
	r.ReplaceOp(op, results)
	return true
}

func whileDuplicatedResults(op *ir.Operation, r *rw) bool {
	before, after, cond, _ := whileParts(op)
	args := cond.Operands()[1:]
	pos := map[*ir.Value]int{}
	var uniq []*ir.Value
	for _, a := range args {
		if _, ok := pos[a]; !ok {
			pos[a] = len(uniq)
			uniq = append(uniq, a)
		}
	}
	if len(uniq) == len(args) {
		return false
	}
	nw := newWhile(r, op.Loc(), typesOf(uniq), op.Operands(), true)
	nb, na := nw.Region(0).Front(), nw.Region(1).Front()
	var afterMap, results []*ir.Value
	for _, a := range args {
		afterMap = append(afterMap, na.Arg(pos[a]))
		results = append(results, nw.Result(pos[a]))
	}
	replaceTerminator(r, cond, OpCondition, append([]*ir.Value{cond.Operand(0)}, uniq...))
	r.MergeBlocks(before, nb, nb.Args())
	r.MergeBlocks(after, na, afterMap)
	r.ReplaceOp(op, results)
	return true
}

func whileUnusedArgs(op *ir.Operation, r *rw) bool {
	before, after, _, yld := whileParts(op)
	any := false
	for _, a := range before.Args() {
		if !a.HasUses() {
			any = true
		}
	}
	if !any {
		return false
	}
	var newYields, newInits []*ir.Value
	for i, a := range before.Args() {
		if a.HasUses() {
			newYields = append(newYields, yld.Operand(i))
			newInits = append(newInits, op.Operand(i))
		}
	}
	for i := before.NumArgs() - 1; i >= 0; i-- {
		if !before.Arg(i).HasUses() {
			before.EraseArg(i)
		}
	}
	nw := newWhile(r, op.Loc(), op.ResultTypes(), newInits, true)
	nb, na := nw.Region(0).Front(), nw.Region(1).Front()
	replaceTerminator(r, yld, OpYield, newYields)
	r.MergeBlocks(before, nb, nb.Args())
	r.MergeBlocks(after, na, na.Args())
	r.ReplaceOp(op, nw.Results())
	return true
}

func whileAlignBeforeArgs(op *ir.Operation, r *rw) bool {
	before, after, cond, _ := whileParts(op)
	bargs, targs := before.Args(), cond.Operands()[1:]
	if len(bargs) != len(targs) {
		return false
	}
	equal := true
	for i := range bargs {
		if bargs[i] != targs[i] {
			equal = false
		}
	}
	if equal {
		return false
	}
	mapping := make([]int, len(bargs))
	for i, a := range bargs {
		found := -1
		for k, t := range targs {
			if t == a {
				found = k
				break
			}
		}
		if found < 0 {
			return false
		}
		mapping[found] = i
	}
	newTypes := make([]ir.Type, len(bargs))
	for i, j := range mapping {
		newTypes[j] = op.Result(i).Type()
	}
	replaceTerminator(r, cond, OpCondition, append([]*ir.Value{cond.Operand(0)}, bargs...))
	r.SetInsertionPointBefore(op)
	nw := newWhile(r, op.Loc(), newTypes, op.Operands(), true)
	nb, na := nw.Region(0).Front(), nw.Region(1).Front()
	results := make([]*ir.Value, len(bargs))
	afterArgs := make([]*ir.Value, len(bargs))
	for i, j := range mapping {
		results[i] = nw.Result(j)
		afterArgs[i] = na.Arg(j)
	}
	r.MergeBlocks(before, nb, nb.Args())
	r.MergeBlocks(after, na, afterArgs)
	r.ReplaceOp(op, results)
	return true
}
