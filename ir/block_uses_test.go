package ir

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
)

// useWorld is a random CFG under mutation: two regions of blocks ending in branch ops of
// an unregistered kind (any op last in its block is its terminator), plus detached ops
// still holding successors. Every check recomputes from scratch what the block use-lists
// and the linked block lists answer incrementally.
type useWorld struct {
	t      *testing.T
	rng    *rand.Rand
	br     *OpInfo
	regs   [2]*Region
	blocks []*Block            // every block ever made (attached or not)
	live   map[*Operation]bool // ops not erased: their successor slots are uses
	snaps  []snapshot          // Blocks() slices handed out, which must never change
	rw     *Rewriter           // with a listener, to exercise its erase paths
	log    []string            // the mutations so far, for the failure message
	erased map[*Operation]bool // erased ops, whose slots must not be uses
	ops    []*Operation        // every op made, in order, to pick from reproducibly
}

type snapshot struct {
	s    []*Block
	want []*Block
}

type nopListener struct{}

func (nopListener) OpInserted(*Operation)           {}
func (nopListener) OpErased(*Operation)             {}
func (nopListener) OpModified(*Operation)           {}
func (nopListener) OpReplaced(*Operation, []*Value) {}

func newUseWorld(t *testing.T, seed uint64) *useWorld {
	w := &useWorld{t: t, rng: rand.New(rand.NewPCG(seed, 7)), br: NewContext().OpInfoFor("t.br"),
		live: map[*Operation]bool{}, erased: map[*Operation]bool{}}
	w.rw = NewRewriter(nil)
	w.rw.Listener = nopListener{}
	for i := range w.regs {
		w.regs[i] = &Region{}
		for range 3 {
			w.regs[i].AddBlock(w.newBlock())
		}
	}
	return w
}

func (w *useWorld) newBlock() *Block {
	b := &Block{}
	w.blocks = append(w.blocks, b)
	return b
}

// pick returns a random block of w.blocks (possibly detached), or nil when there is none.
func (w *useWorld) pick() *Block {
	return w.blocks[w.rng.IntN(len(w.blocks))]
}

// attached returns a random block of region r, or nil when r is empty.
func (w *useWorld) attached(r *Region) *Block {
	if r.n == 0 {
		return nil
	}
	bs := r.Blocks()
	return bs[w.rng.IntN(len(bs))]
}

func (w *useWorld) branch(n int) *Operation {
	st := &OperationState{Info: w.br}
	for range n {
		st.Successors = append(st.Successors, w.pick())
	}
	op := NewOperation(st)
	w.live[op] = true
	w.ops = append(w.ops, op)
	return op
}

// anyOp returns a random live op, or nil.
func (w *useWorld) anyOp() *Operation {
	var ops []*Operation
	for _, op := range w.ops {
		if w.live[op] {
			ops = append(ops, op)
		}
	}
	if len(ops) == 0 {
		return nil
	}
	return ops[w.rng.IntN(len(ops))]
}

func (w *useWorld) step() {
	r := w.regs[w.rng.IntN(2)]
	switch k := w.rng.IntN(15); k {
	case 0:
		r.AddBlock(w.newBlock())
		w.log = append(w.log, "add block")
	case 1:
		if at := w.attached(r); at != nil {
			r.InsertAfter(at, w.newBlock())
			w.log = append(w.log, "insert after")
		}
	case 2:
		if at := w.attached(r); at != nil {
			r.InsertBefore(at, w.newBlock())
			w.log = append(w.log, "insert before")
		}
	case 3:
		if b := w.attached(r); b != nil {
			r.RemoveBlock(b)
			w.log = append(w.log, "remove block")
		}
	case 4, 5:
		if b := w.attached(r); b != nil {
			b.Append(w.branch(w.rng.IntN(4)))
			w.log = append(w.log, "append branch")
		}
	case 6:
		if op := w.anyOp(); op != nil && op.NumSuccessors() > 0 {
			op.SetSuccessor(w.rng.IntN(op.NumSuccessors()), w.pick())
			w.log = append(w.log, "set successor")
		}
	case 7:
		if op := w.anyOp(); op != nil {
			op.Erase()
			delete(w.live, op)
			w.erased[op] = true
			w.log = append(w.log, "erase op")
		}
	case 8:
		if op := w.anyOp(); op != nil {
			op.Remove()
			w.log = append(w.log, "remove op")
		}
	case 9:
		if b := w.attached(r); b != nil {
			b.ReplaceAllUsesWith(w.pick())
			w.log = append(w.log, "block RAUW")
		}
	case 10:
		if b := w.attached(r); b != nil && b.first != nil {
			ops := b.Ops()
			b.SplitBefore(ops[w.rng.IntN(len(ops))])
			w.log = append(w.log, "split")
		}
	case 11:
		if op := w.anyOp(); op != nil {
			c := op.Clone(nil)
			w.live[c] = true
			w.ops = append(w.ops, c)
			if b := w.attached(r); b != nil {
				b.Append(c)
			}
			w.log = append(w.log, "clone")
		}
	case 12:
		src, dst := w.attached(r), w.attached(r)
		if src != nil && dst != nil && src != dst && !src.IsEntry() {
			w.rw.MergeBlocks(src, dst, nil)
			w.log = append(w.log, "merge blocks")
		}
	case 13:
		other := w.regs[1-slices.Index(w.regs[:], r)]
		w.rw.InlineRegionBefore(other, r, w.attached(r))
		w.log = append(w.log, "inline region")
	case 14:
		if b := w.attached(r); b != nil && w.rng.IntN(3) == 0 {
			for o := b.first; o != nil; o = o.next {
				delete(w.live, o)
				w.erased[o] = true
			}
			w.rw.EraseBlock(b)
			w.log = append(w.log, "erase block")
		} else {
			w.snaps = append(w.snaps, snapshot{r.Blocks(), slices.Clone(r.Blocks())})
		}
	default:
		panic(k)
	}
}

// check compares every incremental structure with its recomputation.
func (w *useWorld) check() {
	t := w.t
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("after %v: %s", w.log, fmt.Sprintf(format, args...))
	}
	for _, s := range w.snaps {
		if !slices.Equal(s.s, s.want) {
			fail("a Blocks() slice changed after it was handed out")
		}
	}
	for _, r := range w.regs {
		var list []*Block
		var prev *Block
		for b := r.first; b != nil; b = b.next {
			if b.prev != prev || b.parent != r {
				fail("broken block links at %p", b)
			}
			list = append(list, b)
			prev = b
		}
		if r.last != prev || r.n != len(list) || !slices.Equal(r.Blocks(), list) {
			fail("region list: n %d, %d linked, Blocks %d", r.n, len(list), len(r.Blocks()))
		}
		for i, b := range list {
			if r.BlockIndex(b) != i {
				fail("BlockIndex %d, want %d", r.BlockIndex(b), i)
			}
		}
	}
	want := map[*Block][][2]any{}
	for op := range w.live {
		for i, s := range op.succs() {
			want[s] = append(want[s], [2]any{op, i})
		}
	}
	for _, b := range w.blocks {
		var got [][2]any
		var prev *blockUse
		for u := b.uses; u != nil; u = u.next {
			if u.prev != prev || u.blk != b || u.owner.succs()[u.index] != b {
				fail("broken use list of %p", b)
			}
			if w.erased[u.owner] {
				fail("an erased op still uses a block")
			}
			got = append(got, [2]any{u.owner, int(u.index)})
			prev = u
		}
		if len(got) != len(want[b]) {
			fail("block has %d uses, want %d", len(got), len(want[b]))
		}
		for _, x := range want[b] {
			if !slices.Contains(got, x) {
				fail("use %v missing", x)
			}
		}
		w.checkPreds(b)
	}
}

// checkPreds compares the predecessor queries with a scan of the region's last ops, the
// way they were answered before blocks had use lists.
func (w *useWorld) checkPreds(b *Block) {
	var edges []PredEdge
	if b.parent != nil {
		for pb := b.parent.first; pb != nil; pb = pb.next {
			if t := pb.last; t != nil {
				for i, s := range t.succs() {
					if s == b {
						edges = append(edges, PredEdge{pb, i})
					}
				}
			}
		}
	}
	if got := b.PredecessorEdges(); !slices.Equal(got, edges) {
		w.t.Fatalf("after %v: edges %v, want %v", w.log, got, edges)
	}
	var single, unique *Block
	if len(edges) == 1 {
		single = edges[0].Block
	}
	for i, e := range edges {
		if i == 0 {
			unique = e.Block
		} else if e.Block != unique {
			unique = nil
			break
		}
	}
	if b.SinglePredecessor() != single || b.UniquePredecessor() != unique || b.HasPredecessors() != (len(edges) > 0) {
		w.t.Fatalf("after %v: single/unique/has disagree with %v", w.log, edges)
	}
	if got := len(b.Predecessors()); got != len(edges) {
		w.t.Fatalf("after %v: %d predecessors, want %d", w.log, got, len(edges))
	}
}

// TestBlockUseListsProperty runs random mutation sequences and checks the block use lists,
// the predecessor queries and the region block lists against recomputation after each
// step. ASC_USELIST_SEEDS sets the number of sequences (default 40).
func TestBlockUseListsProperty(t *testing.T) {
	seeds := 40
	if v, err := strconv.Atoi(os.Getenv("ASC_USELIST_SEEDS")); err == nil && v > 0 {
		seeds = v
	}
	for seed := range uint64(seeds) {
		w := newUseWorld(t, seed)
		for range 200 {
			w.step()
			w.check()
		}
	}
}

// TestUsesInBlock compares UsesInBlock with a filter of the whole use list, on blocks
// holding more and fewer uses than the value has elsewhere.
func TestUsesInBlock(t *testing.T) {
	ctx := NewContext()
	def := NewOperation(&OperationState{Info: ctx.OpInfoFor("t.def"), Types: []Type{I32}})
	v := def.Result(0)
	rng := rand.New(rand.NewPCG(3, 4))
	blocks := []*Block{{}, {}, {}}
	for range 300 {
		b := blocks[rng.IntN(len(blocks))]
		st := &OperationState{Info: ctx.OpInfoFor("t.use")}
		for range rng.IntN(3) {
			st.Operands = append(st.Operands, v)
		}
		if rng.IntN(2) == 0 {
			st.Operands = append(st.Operands, def.Result(0))
		}
		b.Append(NewOperation(st))
		for _, x := range blocks {
			var want []*OpOperand
			for _, u := range v.Uses() {
				if u.Owner().Block() == x {
					want = append(want, u)
				}
			}
			if got := v.UsesInBlock(x); !slices.Equal(got, want) {
				t.Fatalf("UsesInBlock: %d uses, want %d", len(got), len(want))
			}
		}
	}
	if got := v.UsesInBlock(&Block{}); got != nil {
		t.Fatalf("an empty block has %d uses", len(got))
	}
}
