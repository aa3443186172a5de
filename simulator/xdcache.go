package simulator

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
)

// The scalar data cache across cores. Each core's scalar unit reaches GM through its own
// non-coherent data cache (hardware.md §2): the sanitize package reports what that means
// within a core; here the same two facts are checked between cores, after the run, on the
// ordered pairs of accesses the race check finds (a synchronisation orders them, but
// carries no clean):
//   - a scalar write of core A stays in A's cache until A's next DataCacheCleanAndInvalid;
//     another core that reads those bytes after synchronising with A, but not with that
//     clean, may read what GM held before (stale), and one that writes them may see A's
//     write-back land after its own write and undo it;
//   - bytes core A's scalar unit read or wrote stay cached; when another core writes them
//     in GM after that access, and A reads them through the scalar unit again with no clean
//     in between, A may read the cache's old copy.
// As within a core, any clean is taken to write back and invalidate everything, and only
// the bytes themselves count, so a report is never one a clean of the right lines could
// have made good.

// DataCacheClean is a DataCacheCleanAndInvalid on the core: the scalar writes so far reach
// GM and the cache holds nothing.
func (c *Core) DataCacheClean() {
	if c.San != nil {
		c.San.CleanDataCache()
	}
	if c.x != nil {
		c.x.cleans = append(c.x.cleans, int32(len(c.x.snaps)-1))
	}
}

type staleKind uint8

const (
	staleUnflushed staleKind = iota // another core reads a scalar write not yet written back
	staleWriteBack                  // another core writes over a scalar write not yet written back
	staleCached                     // a scalar read of bytes the core cached before another core wrote them
)

type staleKey struct {
	coreA, coreB int // A: the earlier access's core; B: the later one's
	opA, opB     int32
	kind         staleKind
}

type staleFinding struct {
	key    staleKey
	lo, hi int64
}

// staleSet collects the findings, one per pair of ops and kind, in the order found.
type staleSet struct {
	found map[staleKey]*staleFinding
	order []*staleFinding
}

func (s *staleSet) add(k staleKey, lo, hi int64) {
	if f := s.found[k]; f != nil {
		f.lo, f.hi = min(f.lo, lo), max(f.hi, hi)
		return
	}
	if len(s.order) >= maxRaces {
		return
	}
	if s.found == nil {
		s.found = map[staleKey]*staleFinding{}
	}
	f := &staleFinding{key: k, lo: lo, hi: hi}
	s.found[k] = f
	s.order = append(s.order, f)
}

// staleCheck looks at two overlapping accesses of different cores, first ordered before
// second, one of them a write.
func (ch *Chip) staleCheck(s *staleSet, first, second *xEntry) {
	lo, hi := max(first.lo, second.lo), min(first.hi, second.hi)
	if first.write && first.pipe == arch.S && !ch.cleanedBefore(first, second) {
		k := staleKey{first.core, second.core, first.op, second.op, staleUnflushed}
		if second.write {
			k.kind = staleWriteBack
		}
		s.add(k, lo, hi)
	}
	if first.write && second.pipe == arch.S && !second.write {
		if ch.cachedBefore(second, first, lo, hi) {
			s.add(staleKey{first.core, second.core, first.op, second.op, staleCached}, lo, hi)
		}
	}
}

// cleanedBefore reports whether the first clean of w's core after w is ordered before e.
func (ch *Chip) cleanedBefore(w, e *xEntry) bool {
	xw := ch.Cores[w.core].x
	if int(w.gen) >= len(xw.cleans) {
		return false
	}
	clean := xw.snaps[xw.cleans[w.gen]][w.core]
	return ch.Cores[e.core].x.snaps[e.snap][w.core] >= clean
}

// cachedLookBack bounds how far back in its core's log a scalar read looks for an earlier
// scalar access of the same bytes: past it a stale read goes unreported, never a wrong one.
const cachedLookBack = 64

// cachedBefore reports an earlier scalar access of r's core to [lo, hi), with no clean
// between it and r, ordered before w: the bytes were in the cache when w wrote them.
func (ch *Chip) cachedBefore(r, w *xEntry, lo, hi int64) bool {
	x := ch.Cores[r.core].x
	for j := int(r.idx) - 1; j >= 0 && j >= int(r.idx)-cachedLookBack; j-- {
		a := &x.log[j]
		if a.gen != r.gen {
			return false
		}
		if a.pipe == arch.S && a.lo < hi && lo < a.hi && ch.before(&xEntry{*a, r.core, int32(j)}, w) {
			return true
		}
	}
	return false
}

func (ch *Chip) staleDiag(f *staleFinding) *ir.Diagnostic {
	ops := ch.Prog.Ops
	k := f.key
	a, b := ops[k.opA], ops[k.opB]
	where := ch.gmWhere(f.lo, f.hi)
	var d *ir.Diagnostic
	switch k.kind {
	case staleUnflushed:
		d = ir.OpError(b, "cross-core stale read of %s: core %d reads it with '%s' after core %d wrote it through the scalar unit with '%s' at %s, with no DataCacheCleanAndInvalid on core %d ordered before this read: the bytes may still be in that core's data cache, not in GM (hardware.md §2)",
			where, k.coreB, b.Name(), k.coreA, a.Name(), locString(a.Loc()), k.coreA)
	case staleWriteBack:
		d = ir.OpError(b, "cross-core write-back race on %s: core %d writes it with '%s' after core %d wrote it through the scalar unit with '%s' at %s, with no DataCacheCleanAndInvalid on core %d ordered before this write: that core's data cache may write its copy back over this write (hardware.md §2)",
			where, k.coreB, b.Name(), k.coreA, a.Name(), locString(a.Loc()), k.coreA)
	default:
		d = ir.OpError(b, "cross-core stale read of %s: core %d reads it through the scalar unit with '%s', which held those bytes in its data cache before core %d wrote them with '%s' at %s, with no DataCacheCleanAndInvalid on core %d since: the NPU may read the cache's old copy (hardware.md §2)",
			where, k.coreB, b.Name(), k.coreA, a.Name(), locString(a.Loc()), k.coreB)
	}
	// The earlier access is a write in every kind.
	d.Note(a.Loc(), "core %d writes %s here", k.coreA, where)
	return d
}
