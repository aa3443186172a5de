package sanitize

import "github.com/ascend-toolchain/asc/dialect/ascendc/arch"

// The scalar unit's data cache. Scalar writes to GM sit in a non-coherent data cache until
// DataCacheCleanAndInvalid writes them back (hardware.md §2, AD-HC); a transfer engine
// that reads those bytes before then reads what GM held before the write. The model keeps
// the GM ranges the scalar unit wrote since the core's last clean and reports an MTE read
// of them.
//
// The cache being non-coherent, the other direction holds too: bytes the scalar unit has
// read or written stay in its cache, and a transfer that then writes them in GM leaves the
// cache's copy old; a scalar read of them before a clean-and-invalidate reads the old value
// on the NPU, while the model (whose GM is the only copy) reads the new one. The model keeps
// the bytes the scalar unit touched and reports such a read.
//
// The line size is not in the sources, so only the bytes themselves count (a line holds
// at least those), and any clean, whatever line or cache it names, is taken to write back
// and invalidate everything: the check never reports an access a clean of the right lines
// could have made good, and misses only those a clean of other lines would not have.

// dirtyCap bounds each list of ranges kept; beyond it the oldest are forgotten (a missed
// report, never a wrong one).
const dirtyCap = 256

type dirtyRange struct {
	lo, hi int64
	op     int32
	pipe   arch.Pipe
}

// addRange appends [lo, hi) of op on pipe p to l, extending the last range when op
// continues it, and forgets the oldest range past dirtyCap.
func addRange(l []dirtyRange, lo, hi int64, op int32, p arch.Pipe) []dirtyRange {
	if n := len(l); n > 0 && l[n-1].op == op && l[n-1].pipe == p && l[n-1].hi == lo {
		l[n-1].hi = hi
		return l
	}
	if len(l) >= dirtyCap {
		copy(l, l[1:])
		l = l[:len(l)-1]
	}
	return append(l, dirtyRange{lo, hi, op, p})
}

// scalarGMWrite records a scalar write of [lo, hi) by op as not yet written back. The
// written bytes are current in the cache again.
func (s *State) scalarGMWrite(lo, hi int64, op int32) {
	s.dirty = addRange(s.dirty, lo, hi, op, arch.S)
	s.cached = addRange(s.cached, lo, hi, op, arch.S)
	s.stale = cutRange(s.stale, lo, hi)
}

// scalarGMRead reports a scalar read of [lo, hi) by op that meets cached bytes a transfer
// has overwritten since, and records the bytes as cached.
func (s *State) scalarGMRead(lo, hi int64, op int32) {
	s.reportMeets(s.stale, Stale, lo, hi, arch.S, op)
	s.cached = addRange(s.cached, lo, hi, op, arch.S)
}

// dmaGMWrite reports a write of [lo, hi) by op on pipe p over bytes the scalar unit wrote
// and no clean has written back (their write-back may land later and undo it), and records
// the bytes the scalar cache holds: its copy of them is now old.
func (s *State) dmaGMWrite(lo, hi int64, p arch.Pipe, op int32) {
	s.reportMeets(s.dirty, WriteBack, lo, hi, p, op)
	for _, d := range s.cached {
		if d.lo < hi && lo < d.hi {
			s.stale = addRange(s.stale, max(lo, d.lo), min(hi, d.hi), op, p)
		}
	}
}

// cutRange removes [lo, hi) from every range of l.
func cutRange(l []dirtyRange, lo, hi int64) []dirtyRange {
	out := l[:0]
	var tail []dirtyRange
	for _, d := range l {
		if d.hi <= lo || hi <= d.lo {
			out = append(out, d)
			continue
		}
		if d.lo < lo {
			out = append(out, dirtyRange{d.lo, lo, d.op, d.pipe})
		}
		if hi < d.hi {
			// Appending in place could overrun the ranges still to read.
			tail = append(tail, dirtyRange{hi, d.hi, d.op, d.pipe})
		}
	}
	return append(out, tail...)
}

// dmaGMRead reports a read of [lo, hi) by op on pipe p (not the scalar unit) that meets
// bytes the scalar unit wrote and no clean has written back.
func (s *State) dmaGMRead(lo, hi int64, p arch.Pipe, op int32) {
	s.reportMeets(s.dirty, Stale, lo, hi, p, op)
}

// reportMeets reports a hazard of kind k of op on pipe p against each range of l that
// meets [lo, hi), the range's op and pipe being the earlier access.
func (s *State) reportMeets(l []dirtyRange, k Kind, lo, hi int64, p arch.Pipe, op int32) {
	for _, d := range l {
		if d.lo < hi && lo < d.hi {
			s.report(Hazard{Kind: k, Space: arch.GM, Addr: max(lo, d.lo), Op: op, Prev: d.op, Pipe: p, PrevPipe: d.pipe})
		}
	}
}

// CleanDataCache is a DataCacheCleanAndInvalid: every scalar write so far is in GM and
// the cache holds nothing, so later scalar reads fetch GM's bytes.
func (s *State) CleanDataCache() {
	s.dirty, s.cached, s.stale = s.dirty[:0], s.cached[:0], s.stale[:0]
}
