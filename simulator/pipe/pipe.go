// Package pipe models the instruction pipes of an AI Core: their identities, the cost model
// that turns an instruction into cycles, and the in-order timeline of each pipe.
package pipe

import "fmt"

// ID names a pipe. The order is ours; Ascend's pipe_t numbering is in FromAscend.
type ID uint8

const (
	S ID = iota
	V
	M
	MTE1
	MTE2
	MTE3
	FIX
	N // number of pipes
)

var names = [...]string{"S", "V", "M", "MTE1", "MTE2", "MTE3", "FIX"}

func (p ID) String() string {
	if p < N {
		return names[p]
	}
	return fmt.Sprintf("pipe%d", p)
}

// Lower is the key used in --stats output ("mte2", "v", ...).
func (p ID) Lower() string {
	return [...]string{"s", "v", "m", "mte1", "mte2", "mte3", "fix"}[p]
}

// All is returned by FromAscend for PIPE_ALL.
const All ID = 255

// FromAscend maps pipe_t values (hardware.md §3: S 0, V 1, M 2, MTE1 3, MTE2 4, MTE3 5,
// ALL 6, FIX 10) to pipes; ok is false for pipes the 2201/3510 cores do not have.
func FromAscend(v int64) (ID, bool) {
	switch v {
	case 0:
		return S, true
	case 1:
		return V, true
	case 2:
		return M, true
	case 3:
		return MTE1, true
	case 4:
		return MTE2, true
	case 5:
		return MTE3, true
	case 6:
		return All, true
	case 10:
		return FIX, true
	}
	return 0, false
}

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
