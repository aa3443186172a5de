package transforms

import "github.com/ascend-toolchain/asc/ir"

// foldMemo remembers what each op's last fold read during an analysis: its operands and
// their states. MLIR's solvers visit an op again only when the state of one of its
// operands changes, while ours go over the live ops round by round, so an op whose
// operands and their states are as at its last fold is not folded again. That matters
// where a fold changes the IR and MLIR keeps the change (a memref.cast that an in-place
// fold made an identity cast): a second fold would go one step further than MLIR's one.
// S is the analysis' lattice state; same compares two of them.
type foldMemo[S any] struct {
	last  map[*ir.Operation]foldRead[S]
	state func(*ir.Value) S
	same  func(a, b S) bool
}

// foldRead is what a fold read: an op's operands and their states.
type foldRead[S any] struct {
	operands []*ir.Value
	states   []S
}

func newFoldMemo[S any](state func(*ir.Value) S, same func(a, b S) bool) *foldMemo[S] {
	return &foldMemo[S]{last: map[*ir.Operation]foldRead[S]{}, state: state, same: same}
}

// unchanged reports whether op's operands and their states are those of its last fold.
func (m *foldMemo[S]) unchanged(op *ir.Operation) bool {
	r, ok := m.last[op]
	if !ok || len(r.operands) != op.NumOperands() {
		return false
	}
	for i, x := range op.Operands() {
		if x != r.operands[i] || !m.same(m.state(x), r.states[i]) {
			return false
		}
	}
	return true
}

// record remembers op's operands and their states, after a fold.
func (m *foldMemo[S]) record(op *ir.Operation) {
	r := foldRead[S]{operands: append([]*ir.Value(nil), op.Operands()...), states: make([]S, op.NumOperands())}
	for i, x := range r.operands {
		r.states[i] = m.state(x)
	}
	m.last[op] = r
}

func sameAttr(a, b ir.Attribute) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return ir.AttrEqual(a, b)
}
