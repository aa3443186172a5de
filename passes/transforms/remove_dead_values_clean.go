package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// cleanFunc drops the dead arguments of a non-public function with a body (and the
// matching operands of its calls), then the results no call uses: a result goes when it
// is dead at every call, all of them when there is no call.
func (c *rdvCleaner) cleanFunc(f *ir.Operation) {
	if !shrinkable(f) {
		return
	}
	entry := f.Region(0).Front()
	deadArgs := not(c.a.keepBits(entry.Args()))
	eraseArgs(entry, deadArgs)
	calls := c.callsOf(f)
	for _, call := range calls {
		eraseOperands(call, deadArgs)
	}
	ft := fn.FuncType(f)
	deadRets := make([]bool, len(ft.Results))
	for i := range deadRets {
		deadRets[i] = true
	}
	for _, call := range calls {
		for i, k := range c.a.keepBits(call.Results()) {
			if i < len(deadRets) && k {
				deadRets[i] = false
			}
		}
	}
	numReturns := 0
	blocks := f.Region(0).Blocks()
	if t := blocks[len(blocks)-1].Terminator(); t != nil {
		numReturns = t.NumOperands()
	}
	for _, b := range blocks {
		if t := b.Terminator(); t != nil && t.NumOperands() == numReturns {
			eraseOperands(t, deadRets)
		}
	}
	setFuncSignature(f, deadArgs, deadRets)
	for _, call := range calls {
		c.withoutResults(call, deadRets)
	}
}

// callsOf are the calls of f anywhere under the root, in walk order (the only uses of a
// function the pass accepts are calls). The calls of every function are found in one walk,
// the first time: a walk per function was quadratic in the functions. The cleaner creates
// no calls and erases none but inside erased ops, which are left out.
func (c *rdvCleaner) callsOf(f *ir.Operation) []*ir.Operation {
	if c.calls == nil {
		c.calls = map[*ir.Operation][]*ir.Operation{}
		c.root.Walk(func(op *ir.Operation) bool {
			if isCallOp(op) {
				if ref := calleeRef(op); ref != nil {
					if g := lookupSymbolFrom(op, ref); g != nil {
						c.calls[g] = append(c.calls[g], op)
					}
				}
			}
			return true
		})
	}
	var out []*ir.Operation
	for _, op := range c.calls[f] {
		if !c.erased[op] {
			out = append(out, op)
		}
	}
	return out
}

// setFuncSignature drops the marked inputs and results from f's type and argument and
// result attributes (an attribute list left with only empty entries goes away).
func setFuncSignature(f *ir.Operation, deadArgs, deadRets []bool) {
	ft := fn.FuncType(f)
	nt := &ir.FunctionType{Inputs: keepTypes(ft.Inputs, deadArgs), Results: keepTypes(ft.Results, deadRets)}
	f.SetAttr("function_type", &ir.TypeAttr{Type: nt})
	for _, n := range []struct {
		name string
		drop []bool
	}{{"arg_attrs", deadArgs}, {"res_attrs", deadRets}} {
		arr, ok := f.Attr(n.name).(*ir.ArrayAttr)
		if !ok {
			continue
		}
		var elems []ir.Attribute
		nonEmpty := false
		for i, e := range arr.Elems {
			if i < len(n.drop) && n.drop[i] {
				continue
			}
			if d, ok := e.(*ir.DictAttr); !ok || len(d.Entries) > 0 {
				nonEmpty = true
			}
			elems = append(elems, e)
		}
		if nonEmpty {
			f.SetAttr(n.name, &ir.ArrayAttr{Elems: elems})
		} else {
			f.RemoveAttr(n.name)
		}
	}
}

func keepTypes(ts []ir.Type, drop []bool) []ir.Type {
	out := []ir.Type{}
	for i, t := range ts {
		if i < len(drop) && drop[i] {
			continue
		}
		out = append(out, t)
	}
	return out
}

// cleanRegionBranch erases a region-branch op that has no effects and no live result;
// otherwise it drops the results, forwarded operands, region arguments and yielded
// values that nothing keeps. A value is kept when it is live, and the kept set is closed
// along the control-flow edges: an operand forwarded to a kept input is kept, and an
// input receiving a kept operand is kept (an scf.while result thus stays with the
// after-region argument the same scf.condition operand feeds).
func (c *rdvCleaner) cleanRegionBranch(op *ir.Operation) {
	if ir.IsMemoryEffectFree(op) && !c.a.keepAny(op.Results()) {
		c.erase(op)
		return
	}
	k := c.newKeepSets(op)
	k.close()
	eraseOperands(op, not(k.operands))
	for i, r := range op.Regions() {
		if !r.Empty() {
			eraseArgs(r.Front(), not(k.args[i]))
		}
	}
	for i, r := range op.Regions() {
		if t := regionTerm(r); t != nil {
			eraseOperands(t, not(k.terms[i]))
		}
	}
	c.withoutResults(op, not(k.results))
}

// rbKeep holds what cleanRegionBranch keeps: the op's operands and results, each
// region's entry arguments and terminator operands.
type rbKeep struct {
	op       *ir.Operation
	operands []bool
	results  []bool
	args     [][]bool
	terms    [][]bool
}

func (c *rdvCleaner) newKeepSets(op *ir.Operation) *rbKeep {
	k := &rbKeep{op: op, results: c.a.keepBits(op.Results())}
	k.operands = nonForwarded(op, rbParent, op.NumOperands())
	for i, r := range op.Regions() {
		var args, terms []bool
		if !r.Empty() {
			args = c.a.keepBits(r.Front().Args())
		}
		if t := regionTerm(r); t != nil {
			terms = nonForwarded(op, i, t.NumOperands())
		}
		k.args = append(k.args, args)
		k.terms = append(k.terms, terms)
	}
	return k
}

// nonForwarded marks the n operands of point's source that no edge forwards.
func nonForwarded(op *ir.Operation, point, n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = true
	}
	for _, e := range rbEdges(op, point) {
		for _, f := range e.From {
			out[f] = false
		}
	}
	return out
}

// input is the keep bit of the successor input i of edge e.
func (k *rbKeep) input(e rbEdge, i int) *bool {
	v := e.In[i]
	if e.To == rbParent {
		return &k.results[v.Index()]
	}
	return &k.args[e.To][v.Index()]
}

// close grows the kept sets until every edge agrees: a source operand is kept when
// an input it reaches is, and an input is kept when a source operand reaching it is.
func (k *rbKeep) close() {
	for changed := true; changed; {
		changed = false
		for pt := rbParent; pt < k.op.NumRegions(); pt++ {
			src := k.operands
			if pt != rbParent {
				src = k.terms[pt]
			}
			for _, e := range rbEdges(k.op, pt) {
				for i, f := range e.From {
					if in := k.input(e, i); src[f] != *in {
						src[f], *in = true, true
						changed = true
					}
				}
			}
		}
	}
}
