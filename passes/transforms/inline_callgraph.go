package transforms

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// The inliner's view of the program, as MLIR 19 builds it: a call graph with one node per
// callable body, its strongly connected components in the order LLVM's scc_iterator yields
// them, and a count of the symbol uses of every discardable (private) callable. The graph
// is computed once per pass run and never updated; the use counts are, as calls are
// inlined. Orders matter (which call inlines first decides what the op-count ratio sees
// and which body is moved rather than cloned), so edges and nodes keep discovery order.

type edgeKind uint8

const (
	edgeAbstract edgeKind = iota // from the external node to a top-level callable
	edgeCall                     // a call inside the source calls the target
	edgeChild                    // the target is nested in the source
)

type cgEdge struct {
	target *cgNode
	kind   edgeKind
}

// cgNode is a callable body; the external and unknown-callee nodes have no region.
type cgNode struct {
	region  *ir.Region
	edges   []cgEdge
	edgeSet map[cgEdge]bool
}

func (n *cgNode) external() bool { return n.region == nil }

func (n *cgNode) op() *ir.Operation { return n.region.ParentOp() }

func (n *cgNode) addEdge(t *cgNode, k edgeKind) {
	e := cgEdge{t, k}
	if n.edgeSet[e] {
		return
	}
	if n.edgeSet == nil {
		n.edgeSet = map[cgEdge]bool{}
	}
	n.edgeSet[e] = true
	n.edges = append(n.edges, e)
}

func (n *cgNode) hasChildren() bool {
	for _, e := range n.edges {
		if e.kind == edgeChild {
			return true
		}
	}
	return false
}

type callGraph struct {
	nodes    map[*ir.Region]*cgNode
	order    []*cgNode // nodes in creation order
	external *cgNode   // calls every top-level callable
	unknown  *cgNode   // the target of calls that resolve to no callable body
}

// callableRegion reports whether op is a callable (func.func, emitc.func: MLIR's
// CallableOpInterface among our dialects) and returns its body, nil for a declaration.
func callableRegion(op *ir.Operation) (*ir.Region, bool) {
	if _, callable := CallModel(op.Name()); !callable {
		return nil, false
	}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil, true
	}
	return op.Region(0), true
}

// isCallOp reports whether op is a call (MLIR's CallOpInterface among our dialects).
func isCallOp(op *ir.Operation) bool {
	call, _ := CallModel(op.Name())
	return call
}

// CallModel reports whether the call graph takes op kind name for a call (MLIR's
// CallOpInterface) or a callable (CallableOpInterface); test/odsparity compares the
// lists with LLVM 19's op definitions.
func CallModel(name string) (call, callable bool) {
	switch name {
	case fn.OpCall, fn.OpCallIndirect, emitc.OpCall:
		return true, false
	case fn.OpFunc, emitc.OpFunc:
		return false, true
	}
	return false, false
}

// calleeRef is the symbol a call names, nil for an indirect call.
func calleeRef(call *ir.Operation) *ir.SymbolRefAttr {
	if call.Name() == fn.OpCallIndirect {
		return nil
	}
	ref, _ := call.Attr("callee").(*ir.SymbolRefAttr)
	return ref
}

// callArgs are the operands a call passes to the callee's entry block.
func callArgs(call *ir.Operation) []*ir.Value {
	if call.Name() == fn.OpCallIndirect {
		return call.Operands()[1:]
	}
	return call.Operands()
}

// unknownSymbolTable is MLIR's isPotentiallyUnknownSymbolTable: an op of no known dialect
// with one region might define a symbol table, so symbol walks stop there.
func unknownSymbolTable(op *ir.Operation) bool {
	return op.NumRegions() == 1 && op.Info().Dialect == nil
}

// nearestSymbolTable is the closest symbol-table op at or above from.
func nearestSymbolTable(from *ir.Operation) *ir.Operation {
	for op := from; op != nil; op = op.ParentOp() {
		if unknownSymbolTable(op) {
			return nil
		}
		if op.HasTrait(ir.TraitSymbolTable) {
			return op
		}
	}
	return nil
}

// lookupSymbolFrom resolves a (possibly nested) reference in the symbol table nearest to from.
func lookupSymbolFrom(from *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	if from == nil {
		return nil
	}
	table := nearestSymbolTable(from)
	if table == nil {
		return nil
	}
	sym := ir.LookupSymbol(table, ref.Root)
	for _, n := range ref.Nested {
		if sym == nil || !sym.HasTrait(ir.TraitSymbolTable) {
			return nil
		}
		sym = ir.LookupSymbol(sym, n)
	}
	return sym
}

func refKey(ref *ir.SymbolRefAttr) string {
	return ref.Root + "::" + strings.Join(ref.Nested, "::")
}

// buildCallGraph finds the callables first and resolves calls second, so that a call may
// name a callable defined later or nested deeper.
func buildCallGraph(root *ir.Operation) *callGraph {
	g := &callGraph{nodes: map[*ir.Region]*cgNode{}, external: &cgNode{}, unknown: &cgNode{}}
	g.compute(root, nil, false)
	g.compute(root, nil, true)
	return g
}

func (g *callGraph) compute(op *ir.Operation, parent *cgNode, resolve bool) {
	if isCallOp(op) {
		// Calls outside any callable have no node to belong to.
		if resolve && parent != nil {
			parent.addEdge(g.resolve(op), edgeCall)
		}
		return
	}
	if r, ok := callableRegion(op); ok {
		if r == nil {
			return
		}
		parent = g.getOrAdd(r, parent)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				g.compute(o, parent, resolve)
			}
		}
	}
}

func (g *callGraph) getOrAdd(r *ir.Region, parent *cgNode) *cgNode {
	if n := g.nodes[r]; n != nil {
		return n
	}
	n := &cgNode{region: r}
	g.nodes[r] = n
	g.order = append(g.order, n)
	if parent != nil {
		parent.addEdge(n, edgeChild)
	} else {
		g.external.addEdge(n, edgeAbstract)
	}
	return n
}

// nodeOf is the node of a callable op's body, nil for declarations and non-callables (a
// body moved out by an in-place inline leaves a declaration behind).
func (g *callGraph) nodeOf(op *ir.Operation) *cgNode {
	if op == nil {
		return nil
	}
	r, _ := callableRegion(op)
	if r == nil {
		return nil
	}
	return g.nodes[r]
}

// resolve finds the node a call targets, or the unknown node.
func (g *callGraph) resolve(call *ir.Operation) *cgNode {
	ref := calleeRef(call)
	if ref == nil {
		return g.unknown
	}
	if n := g.nodeOf(lookupSymbolFrom(call, ref)); n != nil {
		return n
	}
	return g.unknown
}

// sccs lists the strongly connected components reachable from the external node, callees
// before callers, with the nodes of each in the order LLVM's scc_iterator pops them.
func (g *callGraph) sccs() [][]*cgNode {
	type frame struct {
		n        *cgNode
		next     int
		minVisit uint32
	}
	const done = ^uint32(0)
	var (
		count uint32
		num   = map[*cgNode]uint32{}
		stack []*cgNode
		visit []frame
		out   [][]*cgNode
	)
	push := func(n *cgNode) {
		count++
		num[n] = count
		stack = append(stack, n)
		visit = append(visit, frame{n: n, minVisit: count})
	}
	push(g.external)
	for len(visit) > 0 {
		top := &visit[len(visit)-1]
		if top.next < len(top.n.edges) {
			child := top.n.edges[top.next].target
			top.next++
			if v, seen := num[child]; !seen {
				push(child)
			} else if top.minVisit > v {
				top.minVisit = v
			}
			continue
		}
		n, low := top.n, top.minVisit
		visit = visit[:len(visit)-1]
		if k := len(visit) - 1; k >= 0 && visit[k].minVisit > low {
			visit[k].minVisit = low
		}
		if low != num[n] {
			continue
		}
		var scc []*cgNode
		for {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			num[x] = done
			scc = append(scc, x)
			if x == n {
				break
			}
		}
		out = append(out, scc)
	}
	return out
}

// --- symbol uses ---

type symUse struct {
	ref  *ir.SymbolRefAttr
	user *ir.Operation
}

func attrRefs(a ir.Attribute, user *ir.Operation, out *[]symUse) {
	switch a := a.(type) {
	case *ir.SymbolRefAttr:
		*out = append(*out, symUse{a, user})
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			attrRefs(e, user, out)
		}
	case *ir.DictAttr:
		for _, e := range a.Entries {
			attrRefs(e.Value, user, out)
		}
	}
}

func opRefs(op *ir.Operation, out *[]symUse) {
	for _, a := range op.Attrs() {
		attrRefs(a.Value, op, out)
	}
	if p := op.Props(); p != nil {
		attrRefs(p, op, out)
	}
}

// symbolUses lists the symbol references held by from and the ops nested in it, without
// entering nested symbol tables; ok is false when an op that may be an unknown symbol
// table is in the way (MLIR gives up there too).
func symbolUses(from *ir.Operation) (uses []symUse, ok bool) {
	if unknownSymbolTable(from) {
		return nil, false
	}
	opRefs(from, &uses)
	if from.HasTrait(ir.TraitSymbolTable) {
		return uses, true
	}
	work := append([]*ir.Region(nil), from.Regions()...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if unknownSymbolTable(o) {
					return nil, false
				}
				opRefs(o, &uses)
				if !o.HasTrait(ir.TraitSymbolTable) {
					work = append(work, o.Regions()...)
				}
			}
		}
	}
	return uses, true
}

// walkReferencedNodes calls fn for every use in op of a symbol that resolves to a callable
// node; cache remembers resolutions by reference (nil: resolves to no node).
func (g *callGraph) walkReferencedNodes(op *ir.Operation, cache map[string]*cgNode, fn func(n *cgNode, user *ir.Operation)) {
	uses, ok := symbolUses(op)
	if !ok {
		return
	}
	table := op.ParentOp()
	for _, u := range uses {
		k := refKey(u.ref)
		n, seen := cache[k]
		if !seen {
			n = g.nodeOf(lookupSymbolFrom(table, u.ref))
			cache[k] = n
		}
		if n != nil {
			fn(n, u.user)
		}
	}
}

func isPrivate(op *ir.Operation) bool {
	v, ok := op.Attr("sym_visibility").(*ir.StringAttr)
	return ok && v.Value == "private"
}

// isPublic: a symbol without visibility is public.
func isPublic(op *ir.Operation) bool {
	v, ok := op.Attr("sym_visibility").(*ir.StringAttr)
	return !ok || v.Value == "public"
}

// cgUser is what one callable body references: uses by the callable op itself count once,
// uses inside the body each.
type cgUser struct {
	top   map[*cgNode]bool
	inner map[*cgNode]int
}

func newUser() *cgUser { return &cgUser{top: map[*cgNode]bool{}, inner: map[*cgNode]int{}} }

// useList counts the uses of discardable callables: private (and, at the top level,
// nested) symbols, which may go once nothing refers to them. Missing map entries read as zero and are created by updates,
// as MLIR's DenseMap operator[] does, which decides what counts as dead after erasures.
type useList struct {
	g           *callGraph
	discardable map[*cgNode]int
	users       map[*cgNode]*cgUser
}

func newUseList(root *ir.Operation, g *callGraph) *useList {
	l := &useList{g: g, discardable: map[*cgNode]int{}, users: map[*cgNode]*cgUser{}}
	alwaysLive := map[string]*cgNode{}
	// The uses of the top-level op's symbols are all in sight; a nested anchor's are not.
	walkSymbolTables(root, root.Block() == nil, func(table *ir.Operation, allVisible bool) {
		for _, b := range table.Region(0).Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if n := g.nodeOf(o); n != nil {
					// A callable symbol that is not public may go once unused (func.func
					// and emitc.func discard on use-empty unless public), if every use of
					// it is visible: always for private ones.
					if o.HasTrait(ir.TraitSymbol) && (allVisible || isPrivate(o)) && !isPublic(o) {
						if _, ok := l.discardable[n]; !ok {
							l.discardable[n] = 0
						}
					}
					continue
				}
				// A reference from anything but a callable body keeps its target.
				g.walkReferencedNodes(o, alwaysLive, func(*cgNode, *ir.Operation) {})
			}
		}
	})
	for _, n := range alwaysLive {
		delete(l.discardable, n)
	}
	for _, n := range g.order {
		l.recompute(n)
	}
	return l
}

// walkSymbolTables visits every symbol-table op under and including op, inner ones first,
// telling whether all uses of its symbols are visible: below a private or unnamed symbol
// table, or below an op that is no symbol table, they are.
func walkSymbolTables(op *ir.Operation, allVisible bool, fn func(*ir.Operation, bool)) {
	isTable := op.HasTrait(ir.TraitSymbolTable)
	if isTable {
		allVisible = allVisible || !op.HasTrait(ir.TraitSymbol) || isPrivate(op)
	} else {
		allVisible = true
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				walkSymbolTables(o, allVisible, fn)
			}
		}
	}
	if isTable && op.NumRegions() > 0 {
		fn(op, allVisible)
	}
}

func (l *useList) decrement(u *cgUser) {
	for n := range u.top {
		l.discardable[n]--
	}
	for n, c := range u.inner {
		l.discardable[n] -= c
	}
}

// recompute recounts the references made by a node's callable.
func (l *useList) recompute(n *cgNode) {
	parent := n.op()
	if u := l.users[n]; u != nil {
		l.decrement(u)
	}
	u := newUser()
	l.users[n] = u
	l.g.walkReferencedNodes(parent, map[string]*cgNode{}, func(ref *cgNode, user *ir.Operation) {
		if _, ok := l.discardable[ref]; !ok {
			return
		}
		if user != parent {
			u.inner[ref]++
		} else if u.top[ref] {
			return
		} else {
			u.top[ref] = true
		}
		l.discardable[ref]++
	})
}

func (l *useList) user(n *cgNode) *cgUser {
	u := l.users[n]
	if u == nil {
		u = newUser()
		l.users[n] = u
	}
	return u
}

// dropCallUses forgets the references of a call that was inlined away.
func (l *useList) dropCallUses(user *cgNode, call *ir.Operation) {
	refs := l.user(user).inner
	l.g.walkReferencedNodes(call, map[string]*cgNode{}, func(n *cgNode, _ *ir.Operation) {
		if c, ok := refs[n]; ok {
			refs[n] = c - 1
			l.discardable[n]--
		}
	})
}

// mergeUses adds the references of an inlined callee's body to its caller.
func (l *useList) mergeUses(callee, caller *cgNode) {
	from, to := l.user(callee), l.user(caller)
	for n, c := range from.inner {
		to.inner[n] += c
		l.discardable[n] += c
	}
}

func (l *useList) eraseNode(n *cgNode) {
	for _, e := range n.edges {
		if e.kind == edgeChild {
			l.eraseNode(e.target)
		}
	}
	if u := l.users[n]; u != nil {
		l.decrement(u)
	}
	delete(l.users, n)
	delete(l.discardable, n)
}

func (l *useList) isDead(n *cgNode) bool {
	c, ok := l.discardable[n]
	return n.op().HasTrait(ir.TraitSymbol) && ok && c == 0
}

func (l *useList) hasOneUseAndDiscardable(n *cgNode) bool {
	c, ok := l.discardable[n]
	return n.op().HasTrait(ir.TraitSymbol) && ok && c == 1
}
