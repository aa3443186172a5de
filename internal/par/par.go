// Package par runs independent pieces of work on all cores.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls f(0), ..., f(n-1) on GOMAXPROCS goroutines and returns when all are done.
// Each index is taken by exactly one call; f writes its result to slot i of a slice the
// caller owns, so results do not depend on scheduling.
func Each(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(i)
			}
		}()
	}
	wg.Wait()
}
