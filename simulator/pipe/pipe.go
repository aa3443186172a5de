// Package pipe models the timing of an AI Core's instruction pipes: the cost model that
// turns an instruction into cycles, and the in-order timeline of each pipe. The pipes
// themselves (arch.Pipe) are hardware facts in dialect/ascendc/arch.
package pipe

// Timeline is one pipe of one core: instructions start in issue order at
// max(issue time, pipe free, awaited flags), occupy the pipe for their occupancy and
// complete latency cycles later (DMA pipes overlap transfers this way).
type Timeline struct {
	Free       int64 // earliest start of the next instruction
	Done       int64 // completion of everything issued so far
	Ops        int64
	busy       int64
	curS, curE int64
}

// Issue schedules an instruction ready at `ready` and returns its start and end.
func (t *Timeline) Issue(ready, occupancy, latency int64) (start, end int64) {
	start = ready
	if t.Free > start {
		start = t.Free
	}
	t.Free = start + occupancy
	end = start + occupancy + latency
	if end > t.Done {
		t.Done = end
	}
	t.Ops++
	if start > t.curE {
		t.busy += t.curE - t.curS
		t.curS, t.curE = start, end
	} else if end > t.curE {
		t.curE = end
	}
	return start, end
}

// Wait delays the next instruction until `when` (a wait_flag or deque on this pipe).
func (t *Timeline) Wait(when int64) {
	if when > t.Free {
		t.Free = when
	}
}

// Barrier makes later instructions start after every earlier one completed.
func (t *Timeline) Barrier() { t.Wait(t.Done) }

// Busy is the union of the busy intervals so far.
func (t *Timeline) Busy() int64 { return t.busy + t.curE - t.curS }
