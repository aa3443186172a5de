package passes

import "github.com/ascend-toolchain/asc/ir"

// The aggressive region simplifications of LLVM 19 (region-simplify=aggressive): merging
// identical blocks and dropping redundant block arguments.

// regionWorklist is an insertion-ordered set of regions popped from the back (LLVM's
// SetVector: a popped region may be inserted again).
type regionWorklist struct {
	list []*ir.Region
	in   map[*ir.Region]bool
}

func newRegionWorklist(regions []*ir.Region) *regionWorklist {
	w := &regionWorklist{in: map[*ir.Region]bool{}}
	for _, r := range regions {
		w.insert(r)
	}
	return w
}

func (w *regionWorklist) insert(r *ir.Region) {
	if !w.in[r] {
		w.in[r] = true
		w.list = append(w.list, r)
	}
}

func (w *regionWorklist) pop() *ir.Region {
	r := w.list[len(w.list)-1]
	w.list = w.list[:len(w.list)-1]
	delete(w.in, r)
	return r
}

// insertNested adds the regions of the ops of r.
func (w *regionWorklist) insertNested(r *ir.Region) {
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			for _, nr := range o.Regions() {
				w.insert(nr)
			}
		}
	}
}

// MergeIdenticalBlocks merges blocks of a region (never the entry) that branch to the same
// successors and hold equivalent ops, passing the operands in which they differ as new
// arguments of the block kept; it reports whether any merged.
func MergeIdenticalBlocks(rw *ir.Rewriter, regions []*ir.Region) bool {
	w := newRegionWorklist(regions)
	changed := false
	for len(w.list) > 0 {
		r := w.pop()
		if mergeIdenticalBlocksIn(rw, r) {
			w.insert(r)
			changed = true
		}
		w.insertNested(r)
	}
	return changed
}

func mergeIdenticalBlocksIn(rw *ir.Rewriter, r *ir.Region) bool {
	if r.NumBlocks() < 2 {
		return false
	}
	// Group the blocks by their successor lists, groups in order of first appearance
	// (LLVM 19 iterates a hash map here; groups rarely interact).
	// Keys are looked up among those with the same first successor: a search of every
	// key was quadratic in a chain of blocks, each with its own successor.
	var keys, groups [][]*ir.Block // groups[k]: the blocks with successor list keys[k]
	byFirst := make(map[*ir.Block][]int, r.NumBlocks())
	for _, b := range r.Blocks()[1:] {
		succs := successorsOf(b)
		var first *ir.Block
		if len(succs) > 0 {
			first = succs[0]
		}
		k := -1
		for _, i := range byFirst[first] {
			if sameBlocks(keys[i], succs) {
				k = i
				break
			}
		}
		if k < 0 {
			k = len(keys)
			keys = append(keys, succs)
			groups = append(groups, nil)
			byFirst[first] = append(byFirst[first], k)
		}
		groups[k] = append(groups[k], b)
	}
	merged := false
	for _, blocks := range groups {
		if len(blocks) < 2 {
			continue
		}
		var clusters []*mergeCluster
		for _, b := range blocks {
			if hasNonEmptyRegion(b) || argsUsedOutside(b) {
				continue
			}
			added := false
			for _, c := range clusters {
				if c.add(b) {
					added = true
					break
				}
			}
			if !added {
				clusters = append(clusters, &mergeCluster{leader: b})
			}
		}
		for _, c := range clusters {
			if c.merge(rw) {
				merged = true
			}
		}
	}
	return merged
}

func successorsOf(b *ir.Block) []*ir.Block {
	if t := b.Last(); t != nil {
		return t.Successors()
	}
	return nil
}

func sameBlocks(a, b []*ir.Block) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func hasNonEmptyRegion(b *ir.Block) bool {
	for o := b.First(); o != nil; o = o.Next() {
		for _, r := range o.Regions() {
			if !r.Empty() {
				return true
			}
		}
	}
	return false
}

func argsUsedOutside(b *ir.Block) bool {
	for _, a := range b.Args() {
		if a.IsUsedOutsideOfBlock(b) {
			return true
		}
	}
	return false
}

// operandRef names operand operand of the op-th op of a block.
type operandRef struct{ op, operand int }

// mergeCluster is a leader block and the blocks found equivalent to it, with the operands
// (in order of discovery) in which some of them differ.
type mergeCluster struct {
	leader  *ir.Block
	blocks  []*ir.Block
	differ  []operandRef
	differs map[operandRef]bool
}

// add tries to make b part of the cluster: the blocks must have the same argument types
// and pairwise equivalent ops, whose operands are equal, correspond inside the blocks, or
// both come from outside (then they become a new argument); no result may be used
// outside its block.
func (c *mergeCluster) add(b *ir.Block) bool {
	l := c.leader
	if !typesEqual(l.ArgTypes(), b.ArgTypes()) {
		return false
	}
	lOrder, bOrder := valueOrder(l), valueOrder(b)
	var differ []operandRef
	lo, bo := l.First(), b.First()
	for i := 0; lo != nil && bo != nil; i, lo, bo = i+1, lo.Next(), bo.Next() {
		if !opsEquivalent(lo, bo) {
			return false
		}
		for k := 0; k < lo.NumOperands(); k++ {
			lv, bv := lo.Operand(k), bo.Operand(k)
			if lv == bv {
				continue
			}
			if !ir.TypeEqual(lv.Type(), bv.Type()) {
				return false
			}
			lIn, bIn := lv.ParentBlock() == l, bv.ParentBlock() == b
			if lIn != bIn {
				return false
			}
			if !lIn {
				if !validSuccessorArg(l, lv) || !validSuccessorArg(b, bv) {
					return false
				}
				differ = append(differ, operandRef{i, k})
				continue
			}
			if lOrder[lv] != bOrder[bv] {
				return false
			}
		}
		if resultsUsedOutside(lo, l) || resultsUsedOutside(bo, b) {
			return false
		}
	}
	if lo != nil || bo != nil {
		return false
	}
	if c.differs == nil {
		c.differs = map[operandRef]bool{}
	}
	for _, d := range differ {
		if !c.differs[d] {
			c.differs[d] = true
			c.differ = append(c.differ, d)
		}
	}
	c.blocks = append(c.blocks, b)
	return true
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !ir.TypeEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// valueOrder numbers a block's arguments, then its ops' results, in order.
func valueOrder(b *ir.Block) map[*ir.Value]int {
	m := map[*ir.Value]int{}
	n := 0
	for _, a := range b.Args() {
		m[a] = n
		n++
	}
	for o := b.First(); o != nil; o = o.Next() {
		for _, r := range o.Results() {
			m[r] = n
			n++
		}
	}
	return m
}

// opsEquivalent compares two ops as OperationEquivalence does with operand values ignored
// and locations ignored: name, attributes, counts, operand and result types, and
// (empty) regions.
func opsEquivalent(a, b *ir.Operation) bool {
	if a.Info() != b.Info() || a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() ||
		a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		!ir.AttrEqual(ir.NewDict(a.Attrs()), ir.NewDict(b.Attrs())) || !ir.AttrEqual(a.Props(), b.Props()) {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		if !ir.TypeEqual(a.Operand(i).Type(), b.Operand(i).Type()) {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if !ir.TypeEqual(a.Result(i).Type(), b.Result(i).Type()) {
			return false
		}
	}
	for i := 0; i < a.NumRegions(); i++ {
		if !a.Region(i).Empty() || !b.Region(i).Empty() {
			return false
		}
	}
	return true
}

// validSuccessorArg: a value defined by the terminator of a predecessor of b cannot be
// passed to b as an argument (it would not dominate the branch).
func validSuccessorArg(b *ir.Block, v *ir.Value) bool {
	def := v.DefiningOp()
	if def == nil || def != def.Block().Last() {
		return true
	}
	for _, e := range b.PredecessorEdges() {
		if e.Block == def.Block() {
			return false
		}
	}
	return true
}

func resultsUsedOutside(op *ir.Operation, b *ir.Block) bool {
	for _, r := range op.Results() {
		if r.IsUsedOutsideOfBlock(b) {
			return true
		}
	}
	return false
}

// merge redirects the cluster's blocks to the leader and erases them. Differing operands
// become new leader arguments, which every predecessor then passes; that needs every
// predecessor to be a branch op that describes its successor operands.
func (c *mergeCluster) merge(rw *ir.Rewriter) bool {
	if len(c.blocks) == 0 {
		return false
	}
	all := append([]*ir.Block{c.leader}, c.blocks...)
	if len(c.differ) > 0 {
		for _, b := range all {
			for _, e := range b.PredecessorEdges() {
				if !ir.IsBranch(e.Block.Last()) {
					return false
				}
			}
		}
		args := make([][]*ir.Value, len(all))
		nOld := c.leader.NumArgs()
		for i, b := range all {
			ops := b.Ops()
			for _, d := range c.differ {
				oo := ops[d.op].OpOperand(d.operand)
				v := oo.Get()
				args[i] = append(args[i], v)
				if i == 0 {
					oo.Set(b.AddArg(v.Type(), valueLoc(v)))
				}
			}
		}
		args = pruneRedundantArguments(rw, args, nOld, c.leader)
		for i, b := range all {
			for _, e := range b.PredecessorEdges() {
				t := e.Block.Last()
				ir.SetSuccessorOperands(t, e.Index, append(ir.SuccessorOperands(t, e.Index), args[i]...))
			}
		}
	}
	for _, b := range c.blocks {
		b.ReplaceAllUsesWith(c.leader)
		rw.EraseBlock(b)
	}
	return true
}

// pruneRedundantArguments folds new leader arguments that every block of the cluster
// passes the same values for as an earlier one. As in LLVM 19 only the first earlier
// argument receiving the same value from the leader is considered (a linear scan).
func pruneRedundantArguments(rw *ir.Rewriter, args [][]*ir.Value, nOld int, leader *ir.Block) [][]*ir.Value {
	n := len(args[0])
	first := map[*ir.Value]int{}
	for j, v := range args[0] {
		if _, ok := first[v]; !ok {
			first[v] = j
		}
	}
	repl := map[int]int{}
	for j, v := range args[0] {
		k := first[v]
		if k == j {
			continue
		}
		same := true
		for _, list := range args[1:] {
			same = same && list[k] == list[j]
		}
		if same {
			repl[j] = k
		}
	}
	pruned := make([][]*ir.Value, len(args))
	for i, list := range args {
		for j, v := range list {
			if _, ok := repl[j]; !ok {
				pruned[i] = append(pruned[i], v)
			}
		}
	}
	var erase []int
	for j := 0; j < n; j++ {
		if k, ok := repl[j]; ok {
			rw.ReplaceAllUsesWith(leader.Arg(nOld+j), leader.Arg(nOld+k))
			erase = append(erase, nOld+j)
		}
	}
	for i := len(erase) - 1; i >= 0; i-- {
		leader.EraseArg(erase[i])
	}
	return pruned
}

// valueLoc is a value's location: its defining op's, or a block argument's own.
func valueLoc(v *ir.Value) ir.Location {
	if d := v.DefiningOp(); d != nil {
		return d.Loc()
	}
	return v.ArgLoc()
}

// DropRedundantArguments replaces each block argument that every predecessor (all branch
// ops) passes the same value by that value, and drops it with the operands passing it.
//
// Like LLVM 19 it reports only whether the last block it visited changed, so a change in
// an earlier block can end the greedy driver's iterations early.
func DropRedundantArguments(rw *ir.Rewriter, regions []*ir.Region) bool {
	w := newRegionWorklist(regions)
	changed := false
	for len(w.list) > 0 {
		r := w.pop()
		for _, b := range r.Blocks() {
			changed = dropRedundantArgumentsOf(rw, b)
		}
		w.insertNested(r)
	}
	return changed
}

func dropRedundantArgumentsOf(rw *ir.Rewriter, b *ir.Block) bool {
	var erase []int
	for i, a := range b.Args() {
		var common *ir.Value
		same := true
		for _, e := range b.PredecessorEdges() {
			t := e.Block.Last()
			if !ir.IsBranch(t) {
				same = false
				break
			}
			v := ir.SuccessorOperands(t, e.Index)[i]
			if common == nil {
				common = v
			} else if v != common {
				same = false
				break
			}
		}
		if common != nil && same && common != a {
			erase = append(erase, i)
			rw.ReplaceAllUsesWith(a, common)
		}
	}
	for j := len(erase) - 1; j >= 0; j-- {
		i := erase[j]
		b.EraseArg(i)
		for _, e := range b.PredecessorEdges() {
			ir.EraseSuccessorOperand(e.Block.Last(), e.Index, i)
		}
	}
	return len(erase) > 0
}
