package simulator

import (
	"bytes"
	"fmt"
	"sort"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
)

// Cross-core races on GM. Each core keeps a vector clock over the cores (not over its
// pipes: within a core the sanitize package orders pipes). Cross-core synchronisation is a
// release by one core and an acquire by another: SyncAll merges every core's clock into
// every core, a cross-core flag (or an IBSet/IBWait or NotifyNextBlock/WaitPreBlock pair)
// carries the setter's clock to the core that consumes it. A core starts a new epoch (its
// own entry + 1) after each release, so an access is ordered before another core's access
// exactly when that core has acquired a clock at least as recent as the access's epoch.
//
// Every GM access of a core is logged (contiguous accesses of one op in one epoch merge
// into one entry) with the clock the core had. After the run the logs of all cores are
// compared: two accesses of different cores to overlapping bytes, at least one a write,
// neither ordered before the other, and not both atomic writes (the hardware serialises
// atomic read-modify-writes), are a race, except two plain writes that put the same bytes
// on every byte they share (xoverlap.go): whichever lands last, GM ends up the same.
// Checking after the run, from logs that depend only on each core's own program order and
// on the clocks synchronisation carries, makes the reports independent of how the
// goroutines were scheduled.

type xAccess struct {
	lo, hi        int64
	snap          int32 // index into xState.snaps: the core's clock at the access
	op            int32
	pipe          arch.Pipe
	write, atomic bool
	// noKeep: a write of the entry was part of an atomic read-modify-write the semantics
	// lock themselves (LockGMAtomic: the Matmul API's enAtomic), whose bytes depend on
	// what was there; the entry's bytes are never compared.
	noKeep bool
	// gen counts the core's data cache cleans before the access (xdcache.go).
	gen int32
}

// xState is one core's cross-core clock and GM access log.
type xState struct {
	vc    []uint32
	snaps [][]uint32
	log   []xAccess
	// cleans are the snapshots (indices into snaps) at the core's DataCacheCleanAndInvalid
	// calls, in order; len(cleans) is the gen of the accesses after the last one.
	cleans []int32
}

func newXState(self, cores int) *xState {
	x := &xState{vc: make([]uint32, cores)}
	x.vc[self] = 1
	x.snaps = [][]uint32{append([]uint32(nil), x.vc...)}
	return x
}

func (x *xState) snapshot() { x.snaps = append(x.snaps, append([]uint32(nil), x.vc...)) }

// release returns the clock a synchronisation from this core carries and starts a new
// epoch: later accesses are not covered by it.
func (c *Core) xRelease() []uint32 {
	if c.x == nil {
		return nil
	}
	out := append([]uint32(nil), c.x.vc...)
	c.x.vc[c.Idx]++
	c.x.snapshot()
	return out
}

// xAcquire merges a clock another core released.
func (c *Core) xAcquire(vc []uint32) {
	if c.x == nil || vc == nil {
		return
	}
	changed := false
	for i, v := range vc {
		if v > c.x.vc[i] {
			c.x.vc[i], changed = v, true
		}
	}
	if changed {
		c.x.snapshot()
	}
}

// atomicGM reports a GM access on pipe p that is part of an atomic update: a write on
// MTE3 or FIX while an atomic mode is set, or either side of a read-modify-write the
// semantics lock themselves.
func (c *Core) atomicGM(p arch.Pipe, write bool) bool {
	return c.gmRMW > 0 || write && c.GMAtomic && (p == arch.MTE3 || p == arch.FIX)
}

// xRecord logs a GM access; buf is the GM memory [addr, addr+n), which a write has not
// changed yet. Only the MTE3 and FIX pipes write atomically when an atomic mode is set
// (the scalar unit's SetValue goes through its data cache, hardware.md §2). A write
// claims its bytes in the chip's ownership map (xown.go) under the GM write lock, which
// it holds until its instruction ends.
func (c *Core) xRecord(addr, n int64, p arch.Pipe, op int32, write bool, buf []byte) {
	x := c.x
	if x == nil || n <= 0 {
		return
	}
	// Inside an atomic read-modify-write the semantics lock themselves (gmRMW: the Matmul
	// API's enAtomic, which sets no atomic mode) both the read of GM's old value and the
	// write are the hardware's one atomic update: they race with no other atomic access.
	atomic := c.atomicGM(p, write)
	a := xAccess{lo: addr, hi: addr + n, snap: int32(len(x.snaps) - 1), op: op, pipe: p, write: write, atomic: atomic,
		noKeep: write && c.gmRMW > 0, gen: int32(len(x.cleans))}
	k := len(x.log)
	// A loop body interleaves a few transfers (load x, load y, store z): look back over
	// the last few entries so that each op's tiles still merge into one range.
	for j := len(x.log) - 1; j >= 0 && j >= len(x.log)-4; j-- {
		l := &x.log[j]
		if l.op == a.op && l.snap == a.snap && l.pipe == a.pipe && l.write == a.write && l.atomic == a.atomic &&
			l.gen == a.gen && a.lo <= l.hi && a.hi >= l.lo {
			l.lo, l.hi = min(l.lo, a.lo), max(l.hi, a.hi)
			l.noKeep = l.noKeep || a.noKeep
			k = j
			break
		}
	}
	if k == len(x.log) {
		x.log = append(x.log, a)
	}
	if write {
		c.xHoldGM()
		l := &x.log[k]
		c.Chip.own.claim(addr, addr+n, gmOwner{int32(c.Idx), int32(k)}, !l.atomic && !l.noKeep, buf)
	}
}

type xEntry struct {
	xAccess
	core int
	idx  int32 // index in the core's log
}

// before reports whether access a happens before access b (of another core).
func (ch *Chip) before(a, b *xEntry) bool {
	ca, cb := ch.Cores[a.core].x, ch.Cores[b.core].x
	return cb.snaps[b.snap][a.core] >= ca.snaps[a.snap][a.core]
}

type raceKey struct {
	coreA, coreB int
	opA, opB     int32
	writeA       bool
	writeB       bool
}

type race struct {
	key    raceKey
	lo, hi int64
	// diff is the lowest address where two plain writes of the pair put different
	// bytes (da, db: core A's and core B's), -1 when no pair of them is known to differ;
	// lost: the bytes of some pair of plain writes were not known (the budget for
	// replaced bytes ran out).
	diff   int64
	da, db byte
	lost   bool
}

// maxRaces bounds the cross-core reports of a run.
const maxRaces = 100

// crossCoreRaces compares the GM logs of all cores (see above) and returns one diagnostic
// per pair of conflicting ops of two cores, with the union of the byte ranges involved,
// and the benign overlaps: plain writes of identical bytes (xoverlap.go).
func (ch *Chip) crossCoreRaces() ([]*ir.Diagnostic, []Overlap) {
	var all []xEntry
	for _, c := range ch.Cores {
		if c.x == nil {
			return nil, nil
		}
		for i, a := range c.x.log {
			all = append(all, xEntry{a, c.Idx, int32(i)})
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].lo != all[j].lo {
			return all[i].lo < all[j].lo
		}
		return all[i].core < all[j].core
	})
	var writes, reads []*xEntry
	var rs raceSet
	var ov overlapSet
	var ss staleSet
	check := func(a, b *xEntry) {
		if a.core == b.core {
			return
		}
		if ch.before(a, b) {
			ch.staleCheck(&ss, a, b)
			return
		}
		if ch.before(b, a) {
			ch.staleCheck(&ss, b, a)
			return
		}
		if a.atomic && b.atomic {
			return
		}
		if a.core > b.core {
			a, b = b, a
		}
		lo, hi := max(a.lo, b.lo), min(a.hi, b.hi)
		if !a.write || !b.write {
			rs.add(a, b, lo, hi, nil, nil)
			return
		}
		da, db := ch.lastBytes(a, lo, hi), ch.lastBytes(b, lo, hi)
		if da != nil && db != nil && bytes.Equal(da, db) {
			ov.add(a, b, lo, hi)
			return
		}
		rs.add(a, b, lo, hi, da, db)
	}
	prune := func(l []*xEntry, lo int64) []*xEntry {
		out := l[:0]
		for _, e := range l {
			if e.hi > lo {
				out = append(out, e)
			}
		}
		return out
	}
	for i := range all {
		e := &all[i]
		writes, reads = prune(writes, e.lo), prune(reads, e.lo)
		for _, w := range writes {
			check(w, e)
		}
		if e.write {
			for _, r := range reads {
				check(r, e)
			}
			writes = append(writes, e)
		} else {
			reads = append(reads, e)
		}
	}
	// The saved bytes served their purpose; the chip outlives the check.
	ch.own = nil
	var out []*ir.Diagnostic
	for _, r := range rs.order {
		out = append(out, ch.raceDiag(r))
	}
	for _, r := range ss.order {
		out = append(out, ch.staleDiag(r))
	}
	return out, ov.list(ch)
}

// raceSet collects the races of the check, one per pair of ops of two cores, in the order
// they are found.
type raceSet struct {
	found map[raceKey]*race
	order []*race
}

// add records that entries a and b (a of the lower core) race on [lo, hi); da and db
// are the bytes they last put there when known (writes both).
func (s *raceSet) add(a, b *xEntry, lo, hi int64, da, db []byte) {
	k := raceKey{a.core, b.core, a.op, b.op, a.write, b.write}
	r := s.found[k]
	if r == nil {
		if len(s.order) >= maxRaces {
			return
		}
		if s.found == nil {
			s.found = map[raceKey]*race{}
		}
		r = &race{key: k, lo: lo, hi: hi, diff: -1}
		s.found[k] = r
		s.order = append(s.order, r)
	}
	r.lo, r.hi = min(r.lo, lo), max(r.hi, hi)
	if da == nil || db == nil {
		// Plain writes whose bytes are unknown: their replaced bytes were not saved.
		r.lost = r.lost || a.write && b.write && !a.atomic && !b.atomic && !a.noKeep && !b.noKeep
		return
	}
	for i := range da {
		if da[i] != db[i] {
			if at := lo + int64(i); r.diff < 0 || at < r.diff {
				r.diff, r.da, r.db = at, da[i], db[i]
			}
			return
		}
	}
}

// gmWhere names GM bytes [lo, hi) by their buffer when they lie in one.
func (ch *Chip) gmWhere(lo, hi int64) string {
	g := ch.GM
	if i := g.Find(lo, 1); i >= 0 {
		return fmt.Sprintf("GM %s bytes [%d, %d)", g.Regions[i].Name, lo-g.Regions[i].Base, hi-g.Regions[i].Base)
	}
	return fmt.Sprintf("GM bytes [%d, %d)", lo, hi)
}

// gmByte names one GM byte by its buffer when it lies in one.
func (ch *Chip) gmByte(at int64) string {
	g := ch.GM
	if i := g.Find(at, 1); i >= 0 {
		return fmt.Sprintf("GM %s byte %d", g.Regions[i].Name, at-g.Regions[i].Base)
	}
	return fmt.Sprintf("GM byte %d", at)
}

func (ch *Chip) raceDiag(r *race) *ir.Diagnostic {
	ops := ch.Prog.Ops
	k := r.key
	verb := func(w bool) string {
		if w {
			return "writes"
		}
		return "reads"
	}
	kind := "read-write"
	if k.writeA && k.writeB {
		kind = "write-write"
	}
	a, b := ops[k.opA], ops[k.opB]
	where := ch.gmWhere(r.lo, r.hi)
	d := ir.OpError(b, "cross-core %s race on %s: core %d %s it with '%s' and core %d %s it with '%s' at %s, with no cross-core synchronisation (sync_all, cross-core flag, IBSet/IBWait, NotifyNextBlock/WaitPreBlock) or atomic mode ordering them",
		kind, where, k.coreB, verb(k.writeB), b.Name(), k.coreA, verb(k.writeA), a.Name(), locString(a.Loc()))
	switch {
	case r.diff >= 0:
		d.Msg += fmt.Sprintf("; the written bytes differ first at %s (core %d writes 0x%02x, core %d writes 0x%02x)",
			ch.gmByte(r.diff), k.coreB, r.db, k.coreA, r.da)
	case r.lost:
		d.Msg += fmt.Sprintf("; whether the written bytes agree was not checked: the run replaced more than the %d GM bytes the sanitizer saves", ch.ownLimit)
	}
	d.Note(a.Loc(), "core %d %s %s here", k.coreA, verb(k.writeA), where)
	return d
}

func locString(l ir.Location) string {
	if f, ok := ir.FileLoc(l); ok {
		return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
	}
	return "an unknown location"
}

// StickyWait is the n-th wait (from 0) of a core on a flag that waits do not consume (a
// flag written to GM and polled, as IBSet/IBWait and NotifyNextBlock/WaitPreBlock do): it
// blocks until the flag has been set n+1 times, then acquires the clock of the (n+1)-th
// set and returns its time; ok=false on deadlock. Sets of one flag are numbered in the
// order they reach the chip, which is the setter's program order when one core sets it.
func (ch *Chip) StickyWait(id int64, core, n int) (int64, bool) {
	ch.Cores[core].xEndWrite()
	ch.mu.Lock()
	defer ch.mu.Unlock()
	ch.waits[core] = waitState{id: id, need: n}
	for len(ch.xflags[id]) <= n && !ch.deadlock {
		ch.checkDeadlock()
		if ch.deadlock {
			break
		}
		ch.cond.Wait()
	}
	delete(ch.waits, core)
	l := ch.xflags[id]
	if len(l) <= n {
		ch.cond.Broadcast()
		return 0, false
	}
	ch.Cores[core].xAcquire(l[n].vc)
	return l[n].time, true
}

// allCoresKey is the flag table key of core's mailbox for a mode-0 cross-core flag id:
// the other keys are a flag id (0..15, the point-to-point forms) or the GM-polled
// protocols' keys (bits 40 and up).
func allCoresKey(core int, id int64) int64 { return 3<<40 | int64(core)<<8 | id }

// CrossSetAll is a mode-0 CrossCoreSetFlag (AD-XS, hardware.md §4: mode 0 synchronises
// all the AIVs, or all the AICs, of the launch): the set reaches every core's counter for
// the flag id.
func (ch *Chip) CrossSetAll(id int64, t int64, core int) {
	vc := ch.Cores[core].xRelease()
	ch.mu.Lock()
	for d := range ch.Cores {
		k := allCoresKey(d, id)
		ch.xflags[k] = append(ch.xflags[k], xflag{t, core, vc})
	}
	ch.cond.Broadcast()
	ch.mu.Unlock()
}

// CrossWaitAll is a mode-0 CrossCoreWaitFlag: it passes once as many sets of the flag id
// as there are cores reached this core (every core executed its CrossCoreSetFlag),
// consumes them, acquires all their clocks and returns the latest set's time and how many
// of the sets this core made (own); ok=false on deadlock.
func (ch *Chip) CrossWaitAll(id int64, core int) (t int64, own int, ok bool) {
	k, n := allCoresKey(core, id), len(ch.Cores)
	l, ok := ch.awaitSets(k, core, n, waitState{id: k, need: n - 1})
	if !ok {
		return 0, 0, false
	}
	for _, f := range l[:n] {
		ch.Cores[core].xAcquire(f.vc)
		t = max(t, f.time)
		own += b2i(f.core == core)
	}
	ch.xflags[k] = l[n:]
	ch.mu.Unlock()
	return t, own, true
}
