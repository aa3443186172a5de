// Package sanitize finds synchronisation bugs of one AI Core the way msSanitizer's
// racecheck, initcheck and synccheck do, but from the simulator's happens-before order.
//
// Each pipe has a vector clock over the core's pipes. An instruction ticks its pipe's own
// entry. Synchronisation is an edge: the source side publishes its clock (set_flag, enque,
// free) and the destination merges it (wait_flag, deque, alloc). A pipe does not know its
// own earlier instructions completed, because pipes overlap instructions, until a
// pipe_barrier; S and M are self-ordered (the scalar unit is in order, the cube chains its
// accumulations).
//
// Shadow memory keeps, per 32-byte datablock (the hardware's unit), the last writer (pipe,
// clock, op) and the last read of each pipe. An access that is not ordered after a
// conflicting one is a race: RAW, WAR or WAW between pipes, RAW or WAW within a pipe.
package sanitize

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// Clock is a vector clock over one core's pipes.
type Clock [arch.NumPipes]uint32

// Merge takes the element-wise maximum.
func (c *Clock) Merge(o *Clock) {
	for i := range c {
		if o[i] > c[i] {
			c[i] = o[i]
		}
	}
}

// Kind classifies a hazard.
type Kind uint8

const (
	RAW Kind = iota
	WAR
	WAW
	Uninit
)

func (k Kind) String() string {
	return [...]string{"read-after-write", "write-after-read", "write-after-write", "uninitialised read"}[k]
}

// Hazard is one race: the current op (Op, on Pipe) against an earlier one (Prev, PrevPipe).
type Hazard struct {
	Kind           Kind
	Space          arch.Buffer
	Addr           int64
	Op, Prev       int32
	Pipe, PrevPipe arch.Pipe
}

// BlockBytes is the shadow granularity.
const BlockBytes = 32

type cell struct {
	wClock uint32
	wOp    int32
	wPipe  arch.Pipe
	init   bool
	rClock [arch.NumPipes]uint32
	rOp    [arch.NumPipes]int32
}

// SelfOrdered reports whether a pipe keeps its own accesses in order without a barrier on
// every chip.
func SelfOrdered(p arch.Pipe) bool { return p == arch.S || p == arch.M }

// inOrderPipes reports whether every pipe of the chip keeps its own accesses in order.
// That is the model of the 3510's buffer-id synchronisation (get_buf/rls_buf), which
// only orders pipes against each other: PyAsc's ascendc-fuse-bufid-sync removes the
// release/acquire pair between consecutive ops of one pipe on the same buffer id, and
// the 3510 code it emits has no pipe_barrier, so a dependent vector op follows another
// with nothing in between. On the 2201 a pipe overlaps its instructions until a
// pipe_barrier (hardware.md §4), so only S and M are in order there.
func inOrderPipes(s *arch.SoC) bool { return s != nil && s.Arch == 3510 }

// State is the sanitizer state of one core.
type State struct {
	VC     [arch.NumPipes]Clock
	bar    [arch.NumPipes]uint32
	shadow [arch.NumBuffers][]cell
	cap    [arch.NumBuffers]int64
	gmW    []gmAccess
	gmR    []gmAccess
	Report func(Hazard)
	// seen holds, per distinct hazard, the access that last reported it: one access (a
	// Read or Write call, i.e. one instruction's use of one operand) reports a hazard
	// once however many 32-byte blocks it covers, so the count the core keeps is a count
	// of racing accesses, not of blocks.
	seen   map[hazardKey]uint64
	access uint64
	// inOrder: every pipe keeps its own accesses in order (inOrderPipes).
	inOrder bool
}

// hazardKey identifies a hazard independently of the address and the iteration it
// happened in: the same two ops on the same pipes racing again is the same bug.
type hazardKey struct {
	kind           Kind
	op, prev       int32
	pipe, prevPipe arch.Pipe
}

type gmAccess struct {
	lo, hi int64
	clock  uint32
	op     int32
	pipe   arch.Pipe
}

// gmLogCap bounds the GM access logs: older entries are dropped (documented approximation:
// GM races further apart than this many transfers per pipe go unseen).
const gmLogCap = 64

// New makes the state of a core with the SoC's local capacities.
func New(s *arch.SoC, report func(Hazard)) *State {
	st := &State{Report: report, seen: map[hazardKey]uint64{}, inOrder: inOrderPipes(s)}
	st.cap = s.Capacity
	for p := range st.VC {
		st.VC[p][p] = 1
	}
	return st
}

// Tick starts a new instruction on pipe p and returns its clock.
func (s *State) Tick(p arch.Pipe) uint32 {
	s.VC[p][p]++
	return s.VC[p][p]
}

// Publish returns the clock a synchronisation from p carries (all of p's issued work).
func (s *State) Publish(p arch.Pipe) Clock { return s.VC[p] }

// Acquire merges a published clock into pipe p.
func (s *State) Acquire(p arch.Pipe, c *Clock) {
	own := s.VC[p][p]
	s.VC[p].Merge(c)
	s.VC[p][p] = own
	if c[p] > s.barrier(p) {
		// A flag from p's own past (e.g. a V_V event) orders p's own work too.
		s.bar[p] = c[p]
	}
}

func (s *State) barrier(p arch.Pipe) uint32 { return s.bar[p] }

// ordered reports whether pipe p keeps its own accesses in order on this chip.
func (s *State) ordered(p arch.Pipe) bool { return s.inOrder || SelfOrdered(p) }

// Barrier orders p's later instructions after all its earlier ones.
func (s *State) Barrier(p arch.Pipe) { s.bar[p] = s.VC[p][p] }

// known reports what pipe p knows of pipe w's clock.
func (s *State) known(p, w arch.Pipe) uint32 {
	if p == w {
		if s.ordered(p) {
			return s.VC[p][p]
		}
		return s.bar[p]
	}
	return s.VC[p][w]
}

func (s *State) cells(sp arch.Buffer, addr, n int64) []cell {
	if n <= 0 {
		return nil
	}
	sh := s.shadow[sp]
	if sh == nil {
		sh = make([]cell, (s.cap[sp]+BlockBytes-1)/BlockBytes)
		s.shadow[sp] = sh
	}
	lo, hi := addr/BlockBytes, (addr+n+BlockBytes-1)/BlockBytes
	if lo < 0 || hi > int64(len(sh)) {
		return nil
	}
	return sh[lo:hi]
}

// report passes a hazard on once per access; repeats in later accesses (a loop running
// into the same race) are passed on again, for the core to count.
func (s *State) report(h Hazard) {
	k := hazardKey{h.Kind, h.Op, h.Prev, h.Pipe, h.PrevPipe}
	if s.seen[k] == s.access {
		return
	}
	s.seen[k] = s.access
	if s.Report != nil {
		s.Report(h)
	}
}

// Read checks and records a read of [addr, addr+n) of a local space by op on pipe p.
func (s *State) Read(sp arch.Buffer, addr, n int64, p arch.Pipe, op int32) {
	s.access++
	if sp == arch.GM {
		s.gmRead(addr, n, p, op)
		return
	}
	cs := s.cells(sp, addr, n)
	now := s.VC[p][p]
	for i := range cs {
		c := &cs[i]
		if !c.init {
			s.report(Hazard{Kind: Uninit, Space: sp, Addr: (addr/BlockBytes + int64(i)) * BlockBytes, Op: op, Prev: -1, Pipe: p})
		} else if c.wClock > s.known(p, c.wPipe) {
			s.report(Hazard{Kind: RAW, Space: sp, Addr: (addr/BlockBytes + int64(i)) * BlockBytes, Op: op, Prev: c.wOp, Pipe: p, PrevPipe: c.wPipe})
		}
		c.rClock[p] = now
		c.rOp[p] = op
	}
}

// Write checks and records a write.
func (s *State) Write(sp arch.Buffer, addr, n int64, p arch.Pipe, op int32) {
	s.access++
	if sp == arch.GM {
		s.gmWrite(addr, n, p, op)
		return
	}
	cs := s.cells(sp, addr, n)
	now := s.VC[p][p]
	for i := range cs {
		c := &cs[i]
		if c.init && c.wPipe != p || c.init && !s.ordered(p) {
			if c.wClock > s.known(p, c.wPipe) && !(c.wOp == op && c.wClock == now) {
				s.report(Hazard{Kind: WAW, Space: sp, Addr: (addr/BlockBytes + int64(i)) * BlockBytes, Op: op, Prev: c.wOp, Pipe: p, PrevPipe: c.wPipe})
			}
		}
		for q := arch.Pipe(0); q < arch.NumPipes; q++ {
			// Reads of the same pipe are ordered before its later writes (in-order issue).
			if q != p && c.rClock[q] > s.VC[p][q] {
				s.report(Hazard{Kind: WAR, Space: sp, Addr: (addr/BlockBytes + int64(i)) * BlockBytes, Op: op, Prev: c.rOp[q], Pipe: p, PrevPipe: q})
			}
		}
		c.wClock, c.wOp, c.wPipe, c.init = now, op, p, true
	}
}

// MarkInit marks bytes as initialised without ordering checks (host-provided data).
func (s *State) MarkInit(sp arch.Buffer, addr, n int64) {
	for i := range s.cells(sp, addr, n) {
		s.shadow[sp][addr/BlockBytes+int64(i)].init = true
	}
}

func overlap(a gmAccess, lo, hi int64) bool { return a.lo < hi && lo < a.hi }

func (s *State) gmRead(addr, n int64, p arch.Pipe, op int32) {
	lo, hi := addr, addr+n
	for _, w := range s.gmW {
		if overlap(w, lo, hi) && w.clock > s.known(p, w.pipe) {
			s.report(Hazard{Kind: RAW, Space: arch.GM, Addr: max(lo, w.lo), Op: op, Prev: w.op, Pipe: p, PrevPipe: w.pipe})
		}
	}
	s.gmR = appendLog(s.gmR, gmAccess{lo, hi, s.VC[p][p], op, p})
}

func (s *State) gmWrite(addr, n int64, p arch.Pipe, op int32) {
	lo, hi := addr, addr+n
	for _, w := range s.gmW {
		if overlap(w, lo, hi) && w.clock > s.known(p, w.pipe) && !(w.op == op && w.clock == s.VC[p][p]) {
			s.report(Hazard{Kind: WAW, Space: arch.GM, Addr: max(lo, w.lo), Op: op, Prev: w.op, Pipe: p, PrevPipe: w.pipe})
		}
	}
	for _, r := range s.gmR {
		if r.pipe != p && overlap(r, lo, hi) && r.clock > s.VC[p][r.pipe] {
			s.report(Hazard{Kind: WAR, Space: arch.GM, Addr: max(lo, r.lo), Op: op, Prev: r.op, Pipe: p, PrevPipe: r.pipe})
		}
	}
	s.gmW = appendLog(s.gmW, gmAccess{lo, hi, s.VC[p][p], op, p})
}

func appendLog(l []gmAccess, a gmAccess) []gmAccess {
	if n := len(l); n > 0 && l[n-1].pipe == a.pipe && l[n-1].op == a.op && l[n-1].hi == a.lo && l[n-1].clock == a.clock {
		l[n-1].hi = a.hi
		return l
	}
	if len(l) >= gmLogCap {
		copy(l, l[1:])
		l = l[:len(l)-1]
	}
	return append(l, a)
}
