// Package sanitize finds synchronisation bugs of one AI Core the way msSanitizer's
// racecheck, initcheck and synccheck do, but from the simulator's happens-before order.
//
// Each pipe has a vector clock over the core's pipes. An instruction ticks its pipe's own
// entry. Synchronisation is an edge: the source side publishes its clock (set_flag, enque,
// free) and the destination merges it (wait_flag, deque, alloc). A pipe does not know its
// own earlier instructions completed, because pipes overlap instructions, until a
// pipe_barrier; S and M are self-ordered (the scalar unit is in order, the cube chains its
// accumulations), and every pipe is on a SoC whose pipes keep their own order
// (arch.SoC.PipesInOrder: the 3510).
//
// Shadow memory keeps, per 32-byte datablock (the hardware's unit), the last writer (pipe,
// clock, op) and the last read of each pipe. An access that is not ordered after a
// conflicting one is a race: RAW, WAR or WAW between pipes, RAW or WAW within a pipe.
//
// Definedness (defined.go) is tracked per byte and propagated the way memcheck does: a
// compute or local-to-local instruction that reads undefined bytes makes the bytes it
// writes undefined; only undefined bytes leaving the local buffers (to GM, to the scalar
// unit) are reported.
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
	// Stale: a transfer engine reads GM bytes the scalar unit wrote that no
	// DataCacheCleanAndInvalid has written back from its data cache (dcache.go).
	Stale
	// WriteBack: a transfer engine writes GM bytes the scalar unit wrote that no
	// DataCacheCleanAndInvalid has written back: the write-back may land after it
	// (dcache.go). A race of the data cache against the transfer.
	WriteBack
)

func (k Kind) String() string {
	return [...]string{"read-after-write", "write-after-read", "write-after-write", "uninitialised read", "stale read", "write-back race"}[k]
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
	order
	// def has bit i set when byte i of the block holds a defined value; the zero value
	// (a block never written) is all undefined.
	def uint32
	// origin is 1 + the op that produced the block's undefined bytes from uninitialised
	// memory (0: none, the bytes were never written).
	origin int32
}

// order is what the race checks of a block look at: its last writer and the last read of
// each pipe. Neighbouring blocks an instruction accessed together share it, so an access
// checks a block only when its order is the block before's (the hazards of equal orders
// are the same, and an access reports each hazard once).
//
// Comparing two orders costs about as much as checking one, so equality is tracked by a
// stamp instead: blocks with the same stamp have the same order. An access gives the
// blocks it updates fresh stamps, one per run of neighbours whose stamps were equal
// before, since it updates them all alike; blocks with equal orders but different
// stamps are merely checked again.
type order struct {
	stamp  uint64
	wClock uint32
	wOp    int32
	wPipe  arch.Pipe
	// init: the block has a last writer (its w fields are valid).
	init   bool
	rClock [arch.NumPipes]uint32
	rOp    [arch.NumPipes]int32
}

// skipEqual enables that shortcut; tests turn it off to check it against checking
// every block.
var skipEqual = true

// SelfOrdered reports whether a pipe keeps its own accesses in order without a barrier on
// every SoC.
func SelfOrdered(p arch.Pipe) bool { return p == arch.S || p == arch.M }

// selfOrdered reports whether pipe p keeps its own accesses in order on this core's SoC.
func (s *State) selfOrdered(p arch.Pipe) bool { return s.inOrder || SelfOrdered(p) }

// State is the sanitizer state of one core.
type State struct {
	// inOrder: every pipe of the SoC keeps its own order (arch.SoC.PipesInOrder).
	inOrder bool

	VC     [arch.NumPipes]Clock
	bar    [arch.NumPipes]uint32
	shadow [arch.NumBuffers][]cell
	cap    [arch.NumBuffers]int64
	gmW    []gmAccess
	gmR    []gmAccess
	dirty  []dirtyRange // scalar GM writes not yet cleaned from the data cache (dcache.go)
	cached []dirtyRange // GM bytes the scalar unit touched since the last clean (dcache.go)
	stale  []dirtyRange // cached bytes a transfer has overwritten since (dcache.go)
	Report func(Hazard)
	// seen holds, per distinct hazard, the access that last reported it: one access (a
	// Read or Write call, i.e. one instruction's use of one operand) reports a hazard
	// once however many 32-byte blocks it covers, so the count the core keeps is a count
	// of racing accesses, not of blocks.
	seen   map[hazardKey]uint64
	access uint64
	// stamps numbers the orders of blocks (order.stamp).
	stamps uint64
	// in is the instruction whose accesses are being collected (definedness is applied
	// when it ends); in.seq is 0 between instructions.
	in instr
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
	// atomic: a write in an atomic mode (SetAtomicAdd/Max/Min on MTE3 or FIX, or an
	// atomic read-modify-write the semantics lock). The GM side serialises atomic
	// updates, so two of them to the same bytes leave the same result in either order.
	atomic bool
}

// gmLogCap bounds the GM access logs: older entries are dropped (documented approximation:
// GM races further apart than this many transfers per pipe go unseen).
const gmLogCap = 64

// New makes the state of a core with the SoC's local capacities.
func New(s *arch.SoC, report func(Hazard)) *State {
	st := &State{Report: report, seen: map[hazardKey]uint64{}, inOrder: s.PipesInOrder}
	st.cap = s.Capacity
	for p := range st.VC {
		st.VC[p][p] = 1
	}
	return st
}

// Tick starts a new instruction on pipe p and returns its clock. The scalar unit issues
// every instruction in program order, so one on another pipe starts after everything the
// scalar unit waited for before issuing it: p acquires what S learnt from other pipes
// (a wait_flag or cross-core wait on S), but not S's own accesses, which still need their
// S_x flag (a scalar store may not have landed when the pipe reads).
func (s *State) Tick(p arch.Pipe) uint32 {
	if p != arch.S {
		c := s.VC[arch.S]
		c[arch.S] = s.VC[p][arch.S]
		s.Acquire(p, &c)
	}
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

// Barrier orders p's later instructions after all its earlier ones.
func (s *State) Barrier(p arch.Pipe) { s.bar[p] = s.VC[p][p] }

// known reports what pipe p knows of pipe w's clock.
func (s *State) known(p, w arch.Pipe) uint32 {
	if p == w {
		if s.selfOrdered(p) {
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
	s.ReadOperand(sp, addr, addr, n, p, op)
}

// ReadOperand is Read of part of the operand that starts at base: the accesses of one
// instruction to one operand are mapped together when undefined bytes propagate.
func (s *State) ReadOperand(sp arch.Buffer, base, addr, n int64, p arch.Pipe, op int32) {
	s.access++
	if sp == arch.GM {
		s.gmRead(addr, n, p, op)
		return
	}
	cs := s.cells(sp, addr, n)
	if cs == nil {
		return
	}
	now := s.VC[p][p]
	known := s.knownBy(p)
	blk0 := addr / BlockBytes
	var was, stamp uint64
	for i := range cs {
		c := &cs[i]
		if i == 0 || !skipEqual || c.stamp != was {
			was = c.stamp
			s.stamps++
			stamp = s.stamps
			if c.init && c.wClock > known[c.wPipe] {
				s.report(Hazard{Kind: RAW, Space: sp, Addr: (blk0 + int64(i)) * BlockBytes, Op: op, Prev: c.wOp, Pipe: p, PrevPipe: c.wPipe})
			}
		}
		c.rClock[p], c.rOp[p], c.stamp = now, op, stamp
	}
	s.readDefinedness(sp, base, addr, n, p, op, cs)
}

// knownBy is what pipe p knows of every pipe's clock (known).
func (s *State) knownBy(p arch.Pipe) [arch.NumPipes]uint32 {
	var k [arch.NumPipes]uint32
	for w := range k {
		k[w] = s.known(p, arch.Pipe(w))
	}
	return k
}

// Write checks and records a write.
func (s *State) Write(sp arch.Buffer, addr, n int64, p arch.Pipe, op int32) {
	s.WriteOperand(sp, addr, addr, n, p, op)
}

// AtomicGMWrite checks and records a GM write made in an atomic mode: it races with
// reads and plain writes it is not ordered with, not with other atomic writes (two
// unordered atomic accumulations give the same bytes in either order, as between cores).
func (s *State) AtomicGMWrite(addr, n int64, p arch.Pipe, op int32) {
	s.access++
	s.in.gmWrite = true
	s.gmWrite(addr, n, p, op, true)
}

// WriteOperand is Write of part of the operand that starts at base.
func (s *State) WriteOperand(sp arch.Buffer, base, addr, n int64, p arch.Pipe, op int32) {
	s.access++
	if sp == arch.GM {
		s.in.gmWrite = true
		s.gmWrite(addr, n, p, op, false)
		return
	}
	cs := s.cells(sp, addr, n)
	if cs == nil {
		return
	}
	now := s.VC[p][p]
	known := s.knownBy(p)
	self := s.selfOrdered(p)
	// Reads of the same pipe are ordered before its later writes (in-order issue): no
	// read clock exceeds p's own entry here.
	seen := s.VC[p]
	seen[p] = ^uint32(0)
	var was, stamp uint64
	for i := range cs {
		c := &cs[i]
		if i == 0 || !skipEqual || c.stamp != was {
			was = c.stamp
			s.stamps++
			stamp = s.stamps
			s.writeChecks(c, sp, addr/BlockBytes+int64(i), p, op, &known, &seen, self)
		}
		c.wClock, c.wOp, c.wPipe, c.init, c.stamp = now, op, p, true, stamp
	}
	s.writeDefinedness(sp, base, addr, n)
}

// writeChecks reports the races of a write by op on pipe p to block blk (c): WAW against
// its last writer, WAR against each pipe's last read.
func (s *State) writeChecks(c *cell, sp arch.Buffer, blk int64, p arch.Pipe, op int32, known *[arch.NumPipes]uint32, seen *Clock, self bool) {
	now := s.VC[p][p]
	if c.init && (c.wPipe != p || !self) {
		if c.wClock > known[c.wPipe] && !(c.wOp == op && c.wClock == now) {
			s.report(Hazard{Kind: WAW, Space: sp, Addr: blk * BlockBytes, Op: op, Prev: c.wOp, Pipe: p, PrevPipe: c.wPipe})
		}
	}
	for q := range seen {
		if c.rClock[q] > seen[q] {
			s.report(Hazard{Kind: WAR, Space: sp, Addr: blk * BlockBytes, Op: op, Prev: c.rOp[q], Pipe: p, PrevPipe: arch.Pipe(q)})
		}
	}
}

// MarkInit marks bytes as defined without ordering checks (host-provided data).
func (s *State) MarkInit(sp arch.Buffer, addr, n int64) {
	if s.cells(sp, addr, n) != nil {
		s.define(sp, addr, addr+n)
	}
}

func overlap(a gmAccess, lo, hi int64) bool { return a.lo < hi && lo < a.hi }

func (s *State) gmRead(addr, n int64, p arch.Pipe, op int32) {
	lo, hi := addr, addr+n
	if p != arch.S {
		s.dmaGMRead(lo, hi, p, op)
	} else {
		s.scalarGMRead(lo, hi, op)
	}
	for _, w := range s.gmW {
		if overlap(w, lo, hi) && w.clock > s.known(p, w.pipe) {
			s.report(Hazard{Kind: RAW, Space: arch.GM, Addr: max(lo, w.lo), Op: op, Prev: w.op, Pipe: p, PrevPipe: w.pipe})
		}
	}
	s.gmR = appendLog(s.gmR, gmAccess{lo: lo, hi: hi, clock: s.VC[p][p], op: op, pipe: p})
}

func (s *State) gmWrite(addr, n int64, p arch.Pipe, op int32, atomic bool) {
	lo, hi := addr, addr+n
	if p == arch.S {
		s.scalarGMWrite(lo, hi, op)
	} else {
		s.dmaGMWrite(lo, hi, p, op)
	}
	for _, w := range s.gmW {
		if overlap(w, lo, hi) && w.clock > s.known(p, w.pipe) && !(w.op == op && w.clock == s.VC[p][p]) && !(w.atomic && atomic) {
			s.report(Hazard{Kind: WAW, Space: arch.GM, Addr: max(lo, w.lo), Op: op, Prev: w.op, Pipe: p, PrevPipe: w.pipe})
		}
	}
	for _, r := range s.gmR {
		if r.pipe != p && overlap(r, lo, hi) && r.clock > s.VC[p][r.pipe] {
			s.report(Hazard{Kind: WAR, Space: arch.GM, Addr: max(lo, r.lo), Op: op, Prev: r.op, Pipe: p, PrevPipe: r.pipe})
		}
	}
	s.gmW = appendLog(s.gmW, gmAccess{lo, hi, s.VC[p][p], op, p, atomic})
}

func appendLog(l []gmAccess, a gmAccess) []gmAccess {
	if n := len(l); n > 0 && l[n-1].pipe == a.pipe && l[n-1].op == a.op && l[n-1].hi == a.lo && l[n-1].clock == a.clock && l[n-1].atomic == a.atomic {
		l[n-1].hi = a.hi
		return l
	}
	if len(l) >= gmLogCap {
		copy(l, l[1:])
		l = l[:len(l)-1]
	}
	return append(l, a)
}
