package ir

import (
	"strconv"
	"strings"
	"sync/atomic"
)

// printGen numbers printing sessions; a Value's pid is trusted only when its pgen matches, so
// names never need clearing and no per-value map is built.
var printGen atomic.Uint32

// nameState assigns SSA and block names the way MLIR's printer does. In custom form each
// nested region restarts from the counters its parent region ended with (siblings reuse
// numbers); in generic form numbering runs on across all regions, last pushed first.
type nameState struct {
	names   nameChunks
	gen     uint32
	generic bool
	// opIDs numbers the ops without results (--mlir-print-value-users), nil otherwise.
	opIDs  map[*Operation]int32
	scopes []usedScope // slab the per-region scopes are carved from
	// The names of all scopes, one chunk region per scope: a scope is filled completely
	// before the next is made, so the newest scope may grow into the chunk's free end.
	used     []string
	lastUsed *usedScope
	// resultHook receives ResultNames suggestions for hookOp; one bound callback for the
	// whole print instead of a closure per op.
	resultHook   func(*Value, string)
	hookOp       *Operation
	hookScope    *usedScope
	hookConflict *int
	hookNext     *int
	// hookStarts are the results after the first that the hook named: each starts a
	// result group that runs to the next start (MLIR's setNameFn on a result range).
	hookStarts []int
}

// onResultName takes one suggestion of an op's ResultNames hook, as MLIR's setNameFn
// does: the result is named (an empty name numbers it, in hook order) and starts a group.
func (ns *nameState) onResultName(v *Value, name string) {
	if v.owner() != ns.hookOp {
		return
	}
	if _, done := ns.lookup(v); done {
		return
	}
	if name != "" {
		ns.setName(v, name, ns.hookScope, ns.hookConflict, -1, 0)
	}
	if _, done := ns.lookup(v); !done {
		ns.set(v, valueName{id: int32(*ns.hookNext), group: -1})
		*ns.hookNext++
	}
	rs := ns.hookOp.resultArr()
	for i := 1; i < len(rs); i++ {
		if &rs[i] == v {
			ns.hookStarts = append(ns.hookStarts, i)
		}
	}
}

// nameChunks stores names in fixed-size chunks: a large module has hundreds of thousands of
// named values, and a growing slice would copy them over and over.
type nameChunks struct {
	chunks [][]valueName
	n      int
}

const nameChunkBits = 12

func (c *nameChunks) at(i int) *valueName {
	return &c.chunks[i>>nameChunkBits][i&(1<<nameChunkBits-1)]
}

func (c *nameChunks) add(v valueName) int {
	if c.n>>nameChunkBits == len(c.chunks) {
		c.chunks = append(c.chunks, make([]valueName, 1<<nameChunkBits))
	}
	*c.at(c.n) = v
	c.n++
	return c.n - 1
}

// lookup returns the name of v. Plain numbered values keep their number in v.pid (>= 0);
// named and grouped ones index ns.names through -(pid+1).
func (ns *nameState) lookup(v *Value) (valueName, bool) {
	if v.pgen != ns.gen {
		return valueName{}, false
	}
	if v.pid >= 0 {
		return valueName{id: v.pid, group: -1}, true
	}
	return *ns.names.at(int(-(v.pid + 1))), true
}

func (ns *nameState) set(v *Value, n valueName) {
	if n.name == "" && n.group < 0 {
		v.pgen, v.pid = ns.gen, n.id
		return
	}
	if v.pgen == ns.gen && v.pid < 0 {
		*ns.names.at(int(-(v.pid + 1))) = n
		return
	}
	v.pgen = ns.gen
	v.pid = -int32(ns.names.add(n)) - 1
}

type valueName struct {
	name  string // named value (e.g. "c0_i32", "arg0")
	id    int32  // numeric name when name == ""
	group int32  // result number within a multi-result group, -1 for none
	count int32  // group size at the definition (results of the defining op)
}

type nameFrame struct {
	region                           *Region
	nextValue, nextArg, nextConflict int
	scope                            *usedScope
}

// usedScope is the set of names taken in a region and, through parent, the regions around
// it. Most regions hold a handful of names, searched linearly; a map is built past that.
type usedScope struct {
	list   []string
	set    map[string]struct{}
	parent *usedScope
}

const usedScopeListMax = 16

func (s *usedScope) used(n string) bool {
	for x := s; x != nil; x = x.parent {
		if x.set != nil {
			if _, ok := x.set[n]; ok {
				return true
			}
			continue
		}
		for _, m := range x.list {
			if m == n {
				return true
			}
		}
	}
	return false
}

func (s *usedScope) add(n string) {
	if s.set != nil {
		s.set[n] = struct{}{}
		return
	}
	s.list = append(s.list, n)
	if len(s.list) > usedScopeListMax {
		s.set = make(map[string]struct{}, 2*len(s.list))
		for _, m := range s.list {
			s.set[m] = struct{}{}
		}
		s.list = nil
	}
}

func (ns *nameState) newScope(parent *usedScope) *usedScope {
	// The chunks start small and grow to 256 scopes and 4096 names: a printer per chunk of
	// a 100,000-chunk split file spent most of its time allocating full-size ones.
	if len(ns.scopes) == cap(ns.scopes) {
		ns.scopes = make([]usedScope, 0, min(256, max(8, 2*cap(ns.scopes))))
	}
	// Freeze the previous scope's names where they are and start the new scope's list
	// right after them.
	// (A list never outgrows the chunk: it turns into a map first.)
	if l := ns.lastUsed; l != nil && l.set == nil {
		ns.used = ns.used[:len(ns.used)+len(l.list)]
	}
	if cap(ns.used)-len(ns.used) < usedScopeListMax+1 {
		ns.used = make([]string, 0, min(4096, max(4*(usedScopeListMax+1), 2*cap(ns.used))))
	}
	ns.scopes = append(ns.scopes, usedScope{parent: parent, list: ns.used[len(ns.used):len(ns.used):cap(ns.used)]})
	s := &ns.scopes[len(ns.scopes)-1]
	ns.lastUsed = s
	return s
}

// argNames caches "arg0", "arg1", ...: every entry block names its arguments this way.
var argNames = func() []string {
	out := make([]string, 64)
	for i := range out {
		out[i] = "arg" + strconv.Itoa(i)
	}
	return out
}()

func argName(i int) string {
	if i < len(argNames) {
		return argNames[i]
	}
	return "arg" + strconv.Itoa(i)
}

// newNameState numbers the values under top. generic is the generic form (no names
// from the ops' asm hooks); unique numbers every value of the tree apart, as MLIR's
// printer does for the generic form and under --mlir-print-unique-ssa-ids: the counters
// (values, arguments, name conflicts) run on across regions instead of restarting in
// each region or isolated op; names stay scoped by region.
func newNameState(top *Operation, generic, unique, valueUsers bool) *nameState {
	ns := &nameState{gen: printGen.Add(1), generic: generic}
	if valueUsers {
		ns.opIDs = map[*Operation]int32{}
	}
	ns.resultHook = ns.onResultName
	root := ns.newScope(nil)
	nextValue, nextArg, nextConflict := 0, 0, 0
	// The top op's own results are numbered first.
	before := nextValue
	ns.numberOp(top, root, &nextValue, &nextConflict)
	if valueUsers {
		// MLIR saves its regions' counters before it numbers the top op, which takes an
		// id here even without results.
		nextValue, before = before, nextValue
	}
	// Regions are pushed in order and popped last-first, as MLIR does.
	var stack []nameFrame
	for _, r := range top.regs() {
		stack = append(stack, nameFrame{r, nextValue, nextArg, nextConflict, root})
	}
	if valueUsers && unique {
		nextValue = before // the counters run on from after the top op's id
	}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !unique {
			nextValue, nextArg, nextConflict = f.nextValue, f.nextArg, f.nextConflict
		}
		scope := root
		if !generic {
			scope = ns.newScope(f.scope) // names stay scoped by region either way
		}
		ns.numberRegion(f.region, scope, &nextValue, &nextArg, &nextConflict)
		for b := f.region.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				for _, r := range o.regs() {
					stack = append(stack, nameFrame{r, nextValue, nextArg, nextConflict, scope})
				}
			}
		}
	}
	return ns
}

func (ns *nameState) numberRegion(r *Region, scope *usedScope, nextValue, nextArg, nextConflict *int) {
	for i, b := 0, r.first; b != nil; i, b = i+1, b.next {
		b.pid, b.pgen = int32(i), ns.gen
	}
	parent := r.parent
	if !ns.generic && parent != nil && parent.info.BlockArgNames != nil {
		parent.info.BlockArgNames(parent, r, func(v *Value, name string) {
			ns.setName(v, name, scope, nextConflict, -1, 0)
		})
	}
	for i, b := 0, r.first; b != nil; i, b = i+1, b.next {
		for _, a := range b.args {
			if _, done := ns.lookup(a); done {
				continue
			}
			if i == 0 && ns.generic {
				// Generic form names nothing else and never restarts the argument
				// counter, so "argN" cannot clash and needs no bookkeeping.
				ns.set(a, valueName{name: argName(*nextArg), group: -1})
				*nextArg++
			} else if i == 0 {
				ns.setName(a, argName(*nextArg), scope, nextConflict, -1, 0)
				*nextArg++
			} else {
				ns.set(a, valueName{id: int32(*nextValue), group: -1})
				*nextValue++
			}
		}
		for o := b.first; o != nil; o = o.next {
			ns.numberOp(o, scope, nextValue, nextConflict)
		}
	}
}

func (ns *nameState) numberOp(op *Operation, scope *usedScope, nextValue, nextConflict *int) {
	n := len(op.resultArr())
	if n == 0 {
		if ns.opIDs != nil {
			if _, done := ns.opIDs[op]; !done {
				ns.opIDs[op] = int32(*nextValue)
				*nextValue++
			}
		}
		return
	}
	if !ns.generic && op.info.ResultNames != nil {
		ns.hookOp, ns.hookScope, ns.hookConflict, ns.hookNext = op, scope, nextConflict, nextValue
		ns.hookStarts = ns.hookStarts[:0]
		op.info.ResultNames(op, ns.resultHook)
		if _, named := ns.lookup(&op.resultArr()[0]); named || len(ns.hookStarts) > 0 {
			ns.groupResults(op, nextValue)
			return
		}
	}
	// No hook named a result (each op is numbered once): one number for all of them.
	id := *nextValue
	*nextValue++
	if n == 1 {
		ns.set(&op.resultArr()[0], valueName{id: int32(id), group: -1})
		return
	}
	for i := 0; i < n; i++ {
		ns.set(&op.resultArr()[i], valueName{id: int32(id), group: int32(i), count: int32(n)})
	}
}

// groupResults completes the names of an op whose hook named some results: the first
// result is numbered if the hook left it, and every group (from result 0 or a named
// result to the next one) prints as its first result's name with `#k` for the others.
func (ns *nameState) groupResults(op *Operation, nextValue *int) {
	rs := op.resultArr()
	if _, ok := ns.lookup(&rs[0]); !ok {
		ns.set(&rs[0], valueName{id: int32(*nextValue), group: -1})
		*nextValue++
	}
	start := make([]bool, len(rs)+1)
	start[0], start[len(rs)] = true, true
	for _, k := range ns.hookStarts {
		start[k] = true
	}
	for s := 0; s < len(rs); {
		e := s + 1
		for !start[e] {
			e++
		}
		if e-s > 1 {
			base, _ := ns.lookup(&rs[s])
			for i := s; i < e; i++ {
				ns.set(&rs[i], valueName{name: base.name, id: base.id, group: int32(i - s), count: int32(e - s)})
			}
		}
		s = e
	}
}

// setName sanitises a suggested name and makes it unique in the scope.
func (ns *nameState) setName(v *Value, name string, scope *usedScope, nextConflict *int, group, count int) {
	name = sanitizeName(name)
	if name == "" {
		return
	}
	if scope.used(name) || isNumeric(name) {
		for {
			probe := name + "_" + strconv.Itoa(*nextConflict)
			*nextConflict++
			if !scope.used(probe) {
				name = probe
				break
			}
		}
	}
	scope.add(name)
	ns.set(v, valueName{name: name, group: int32(group), count: int32(count)})
}

func isNumeric(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// sanitizeName keeps the characters MLIR allows in value names.
func sanitizeName(s string) string {
	ok := true
	for i := 0; i < len(s); i++ {
		if !isSuffixChar(s[i]) {
			ok = false
			break
		}
	}
	if ok {
		if s != "" && isDigit(s[0]) && !isNumeric(s) {
			return "_" + s
		}
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if isSuffixChar(s[i]) {
			b.WriteByte(s[i])
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

func (ns *nameState) writeBase(p *Printer, n valueName) {
	p.WriteChar('%')
	if n.name != "" {
		p.WriteString(n.name)
	} else {
		p.WriteInt(int64(n.id))
	}
}

func (ns *nameState) printUse(p *Printer, v *Value) {
	n, ok := ns.lookup(v)
	if !ok {
		p.WriteString("<<UNKNOWN SSA VALUE>>")
		return
	}
	ns.writeBase(p, n)
	if n.count > 1 {
		p.WriteChar('#')
		p.WriteInt(int64(n.group))
	}
}

// printDef prints the result list of an op definition: `%0`, `%0:2`, or `%a, %b`.
func (ns *nameState) printDef(p *Printer, op *Operation) {
	i := 0
	for i < len(op.resultArr()) {
		n, _ := ns.lookup(&op.resultArr()[i])
		if i > 0 {
			p.WriteString(", ")
		}
		ns.writeBase(p, n)
		if n.group == 0 && n.count > 1 {
			// Count consecutive results in the same group.
			k := 1
			for i+k < len(op.resultArr()) {
				m, _ := ns.lookup(&op.resultArr()[i+k])
				if int(m.group) != k || m.name != n.name || m.id != n.id {
					break
				}
				k++
			}
			if k > 1 {
				p.WriteChar(':')
				p.WriteInt(int64(k))
			}
			i += k
			continue
		}
		i++
	}
}

func (ns *nameState) blockID(b *Block) int {
	if b.pgen == ns.gen {
		return int(b.pid)
	}
	return -1
}
