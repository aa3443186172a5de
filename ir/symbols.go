package ir

import (
	"sync"
	"sync/atomic"
)

// Symbol lookups from op verifiers (every func.call checks its callee) must not scan the
// module each time: that is quadratic in the number of functions. A symbol-table op keeps
// an index of its symbols, built on first use. The IR may change between lookups without
// telling the index, so each hit is checked against the IR and a miss or a stale entry
// rebuilds it; lookups may run concurrently (parallel verification).

type symbolIndex struct {
	mu    sync.Mutex
	table atomic.Pointer[map[string]*Operation]
}

// LookupSymbol returns the op directly inside symbol-table op table whose sym_name is
// name, or nil.
func LookupSymbol(table *Operation, name string) *Operation {
	if len(table.regs()) == 0 || table.regs()[0].n == 0 {
		return nil
	}
	idx := table.symbolIndex()
	if m := idx.table.Load(); m != nil {
		if o := (*m)[name]; o != nil && symbolNamed(o, table, name) {
			return o
		}
	}
	idx.mu.Lock()
	defer idx.mu.Unlock()
	m := make(map[string]*Operation)
	for o := table.regs()[0].first.first; o != nil; o = o.next {
		if n, ok := o.Attr("sym_name").(*StringAttr); ok {
			if _, dup := m[n.Value]; !dup {
				m[n.Value] = o
			}
		}
	}
	idx.table.Store(&m)
	return m[name]
}

// LookupNearestSymbol resolves name in the closest symbol table enclosing from.
func LookupNearestSymbol(from *Operation, name string) *Operation {
	for p := from.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(TraitSymbolTable) {
			return LookupSymbol(p, name)
		}
	}
	return nil
}

func symbolNamed(o, table *Operation, name string) bool {
	if o.block == nil || o.block.parent == nil || o.block.parent.parent != table {
		return false
	}
	n, ok := o.Attr("sym_name").(*StringAttr)
	return ok && n.Value == name
}

func (op *Operation) symbolIndex() *symbolIndex {
	e := op.ext()
	if p := e.symbols.Load(); p != nil {
		return p
	}
	e.symbols.CompareAndSwap(nil, &symbolIndex{})
	return e.symbols.Load()
}
