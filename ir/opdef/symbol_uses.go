package opdef

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ascend-toolchain/asc/ir"
)

// symbolUsers maps the OpInfos whose definitions have VerifySymbolUses to it: the walk
// below asks it for every op of a module, and most kinds have none.
var symbolUsers = map[*ir.OpInfo]func(*ir.Operation) error{}

// parallelSymbolUses is the number of ops directly in a symbol table from which their
// symbol uses are checked on all cores.
const parallelSymbolUses = 64

// VerifyNestedSymbolUses runs VerifySymbolUses on every op nested in the symbol table
// op, in order, without entering nested symbol tables (they check their own), as MLIR's
// SymbolTable trait does after the table's contents are verified. The ops directly in
// a large table (the functions of a module) are checked in parallel: the checks only
// read, and the first failure in program order is the one reported.
func VerifyNestedSymbolUses(table *ir.Operation) error {
	var tops []*ir.Operation
	for _, r := range table.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				tops = append(tops, o)
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(tops)/parallelSymbolUses)
	if workers < 2 {
		for _, o := range tops {
			if err := symbolUsesIn(o); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(tops))
	var next atomic.Int64
	var wg sync.WaitGroup
	// A check that panics does so on the caller's goroutine, where VerifySequential's
	// callers can recover, instead of killing the process from a worker.
	var panicked atomic.Pointer[any]
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					panicked.CompareAndSwap(nil, &r)
				}
			}()
			for i := int(next.Add(1)) - 1; i < len(tops); i = int(next.Add(1)) - 1 {
				errs[i] = symbolUsesIn(tops[i])
			}
		}()
	}
	wg.Wait()
	if p := panicked.Load(); p != nil {
		panic(*p)
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// symbolUsesIn checks op's symbol uses, then those of the ops nested in it unless it is
// a symbol table itself.
func symbolUsesIn(op *ir.Operation) error {
	if check := symbolUsers[op.Info()]; check != nil {
		if err := check(op); err != nil {
			return err
		}
	}
	if op.Info().Traits&ir.TraitSymbolTable != 0 {
		return nil
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if err := symbolUsesIn(o); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
