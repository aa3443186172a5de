package opdef

import (
	"runtime"
	"slices"
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
// op, without entering nested symbol tables (they check their own), as MLIR's SymbolTable
// trait does after the table's contents are verified, and in its order, which decides the
// error reported (only the first is): MLIR walks a stack of regions, checking a region's
// ops in order and pushing their regions, then taking the region pushed last. So the ops
// directly in the table come first, then the nested ops of the last of them, and so on
// back to the first. The nested ops of a large table (the functions of a module) are
// checked in parallel: the checks only read, and the error kept is the one the
// sequential walk meets first.
func VerifyNestedSymbolUses(table *ir.Operation) error {
	var tops []*ir.Operation
	for _, r := range table.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if err := checkSymbolUses(o); err != nil {
					return err
				}
				if o.Info().Traits&ir.TraitSymbolTable == 0 && o.NumRegions() > 0 {
					tops = append(tops, o)
				}
			}
		}
	}
	slices.Reverse(tops)
	workers := min(runtime.GOMAXPROCS(0), len(tops)/parallelSymbolUses)
	if workers < 2 {
		for _, o := range tops {
			if err := symbolUsesUnder(o); err != nil {
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
				errs[i] = symbolUsesUnder(tops[i])
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

func checkSymbolUses(op *ir.Operation) error {
	if check := symbolUsers[op.Info()]; check != nil {
		return check(op)
	}
	return nil
}

// symbolUsesUnder checks the symbol uses of the ops nested in op (not op's own), in the
// order of MLIR's region stack, not entering symbol tables.
func symbolUsesUnder(op *ir.Operation) error {
	stack := append([]*ir.Region(nil), op.Regions()...)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if err := checkSymbolUses(o); err != nil {
					return err
				}
				if o.Info().Traits&ir.TraitSymbolTable == 0 {
					stack = append(stack, o.Regions()...)
				}
			}
		}
	}
	return nil
}
