package sanitize

import "github.com/ascend-toolchain/asc/dialect/ascendc/arch"

// The scalar unit's data cache. Scalar writes to GM sit in a non-coherent data cache until
// DataCacheCleanAndInvalid writes them back (hardware.md §2, AD-HC); a transfer engine
// that reads those bytes before then reads what GM held before the write. The model keeps
// the GM ranges the scalar unit wrote since the core's last clean and reports an MTE read
// of them. The line size is not in the sources, so any clean, whatever line or cache it
// names, is taken to write back everything: the check never reports a read a clean of the
// right lines could have made good, and misses only writes cleaned by a clean of other
// lines.

// dirtyCap bounds the dirty ranges kept; beyond it the oldest are forgotten (a missed
// report, never a wrong one).
const dirtyCap = 256

type dirtyRange struct {
	lo, hi int64
	op     int32
}

// scalarGMWrite records a scalar write of [lo, hi) by op as not yet written back.
func (s *State) scalarGMWrite(lo, hi int64, op int32) {
	if n := len(s.dirty); n > 0 && s.dirty[n-1].op == op && s.dirty[n-1].hi == lo {
		s.dirty[n-1].hi = hi
		return
	}
	if len(s.dirty) >= dirtyCap {
		copy(s.dirty, s.dirty[1:])
		s.dirty = s.dirty[:len(s.dirty)-1]
	}
	s.dirty = append(s.dirty, dirtyRange{lo, hi, op})
}

// dmaGMRead reports a read of [lo, hi) by op on pipe p (not the scalar unit) that meets
// bytes the scalar unit wrote and no clean has written back.
func (s *State) dmaGMRead(lo, hi int64, p arch.Pipe, op int32) {
	for _, d := range s.dirty {
		if d.lo < hi && lo < d.hi {
			s.report(Hazard{Kind: Stale, Space: arch.GM, Addr: max(lo, d.lo), Op: op, Prev: d.op, Pipe: p, PrevPipe: arch.S})
		}
	}
}

// CleanDataCache is a DataCacheCleanAndInvalid: every scalar write so far is in GM.
func (s *State) CleanDataCache() { s.dirty = s.dirty[:0] }
