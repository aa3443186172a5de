package ir

import (
	"runtime"
	"sync"
)

// Printing a large module is dominated by its functions, which (being isolated from
// above) print independently once names are assigned: the printer hands batches of them
// to worker printers and writes their text back in order.

const (
	parallelMinOps   = 64 // fewer isolated ops are not worth the goroutines
	parallelBatchOps = 32
)

// printOpsParallel prints ops (each on a new line, as printBlock does) and reports
// whether it did; it declines when the ops are too few or not all isolated, during the
// alias dry run, and with debug info (op locations are aliased in print order).
func (p *Printer) printOpsParallel(ops []*Operation) bool {
	workers := runtime.GOMAXPROCS(0)
	if p.worker || p.collect != nil || workers < 2 || p.opts.DebugInfo || distinctCount.Load() > 0 || len(ops) < parallelMinOps {
		return false
	}
	for _, o := range ops {
		if !o.HasTrait(TraitIsolatedFromAbove) {
			return false
		}
	}
	type batch struct {
		buf       []byte
		resources []*ResourceBlob
		panic     any
		done      chan struct{}
	}
	n := (len(ops) + parallelBatchOps - 1) / parallelBatchOps
	batches := make([]batch, n)
	for i := range batches {
		batches[i].done = make(chan struct{})
	}
	// ahead bounds how many batches may be printed before the writer takes them, so the
	// text held in memory stays small; spent buffers are handed back for reuse.
	ahead := make(chan struct{}, 2*workers)
	free := make(chan []byte, 2*workers+1)
	jobs := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			ahead <- struct{}{}
			jobs <- i
		}
		close(jobs)
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				b := &batches[i]
				var buf []byte
				select {
				case buf = <-free:
				default:
				}
				b.buf, b.resources, b.panic = p.printBatch(ops[i*parallelBatchOps:min(len(ops), (i+1)*parallelBatchOps)], buf[:0])
				close(b.done)
			}
		}()
	}
	for i := range batches {
		b := &batches[i]
		<-b.done
		if b.panic != nil {
			// Let the workers run out before surfacing the failure on this goroutine,
			// where the driver turns it into a diagnostic.
			go func() {
				for range ahead {
				}
			}()
			wg.Wait()
			panic(b.panic)
		}
		if !p.full() { // past the limit the rest is dropped (PrintOp reports it)
			p.buf = append(p.buf, b.buf...)
		}
		for _, r := range b.resources {
			p.useResource(r) // in the order a sequential print meets them
		}
		p.flushIfLarge()
		select {
		case free <- b.buf:
		default:
		}
		b.buf = nil
		<-ahead
	}
	wg.Wait()
	return true
}

// printBatch prints ops with a worker printer sharing p's names and aliases.
func (p *Printer) printBatch(ops []*Operation, buf []byte) (out []byte, resources []*ResourceBlob, failure any) {
	w := &Printer{buf: buf, opts: p.opts, indent: p.indent, names: p.names, aliases: p.aliases, worker: true}
	defer func() {
		if r := recover(); r != nil {
			failure = r
		}
	}()
	for _, o := range ops {
		w.PrintNewline()
		w.printOp(o)
	}
	return w.buf, w.resources, nil
}
