package simulator

import "sort"

// Which log entry last wrote each GM byte, and the bytes entries wrote that later writes
// replaced (xoverlap.go says what they are for). Every sanitised GM write claims its bytes
// before it writes them, holding the chip's GM write lock until its instruction ends; the
// bytes it is about to replace are then exactly what their owner last put there, and are
// saved for the owner unless it is an atomic write (whose bytes are never compared). After
// the run an entry's last bytes are GM's final bytes where it still owns them and its
// saved bytes elsewhere. A write that replaces nobody's bytes, the common case, copies
// nothing: only bytes written twice cost memory.

// gmOwner names a log entry: its core and its index in the core's log.
type gmOwner struct{ core, entry int32 }

// ownSpan: the GM bytes [lo, hi) were last written by own. keep is false when own's
// bytes are not worth saving (an atomic write or an atomic read-modify-write).
type ownSpan struct {
	lo, hi int64
	own    gmOwner
	keep   bool
}

// savedPiece is bytes an entry last put at [lo, lo+len(b)) before another write replaced
// them.
type savedPiece struct {
	lo int64
	b  []byte
}

// ownPage is the granularity of the ownership map: spans never cross a page, so a write
// updates only the few short, sorted lists of the pages it touches.
const ownPage = 4096

// savedOverhead is what a saved piece costs besides its bytes, charged to the budget.
const savedOverhead = 48

// xOwn is the chip's ownership map and saved bytes; Chip.gmMu guards it.
type xOwn struct {
	pages [][]ownSpan
	saved map[gmOwner][]savedPiece
	// lost: entries some of whose replaced bytes were not saved (the budget ran out);
	// their writes are never compared.
	lost          map[gmOwner]bool
	budget, limit int64
}

// xSaveMin is the least number of replaced bytes a run may save.
const xSaveMin = 64 << 20

func newXOwn(gm int64) *xOwn {
	limit := max(xSaveMin, gm)
	return &xOwn{pages: make([][]ownSpan, gm/ownPage+1), saved: map[gmOwner][]savedPiece{},
		lost: map[gmOwner]bool{}, budget: limit, limit: limit}
}

// claim makes own the last writer of [lo, hi), saving the bytes of the entries it
// replaces; buf holds GM's bytes [lo, hi) as they are before the write.
func (o *xOwn) claim(lo, hi int64, own gmOwner, keep bool, buf []byte) {
	others := false
	for p := lo / ownPage; p*ownPage < hi; p++ {
		for p >= int64(len(o.pages)) {
			o.pages = append(o.pages, nil)
		}
		if o.claimPage(&o.pages[p], max(lo, p*ownPage), min(hi, (p+1)*ownPage), own, keep, lo, buf) {
			others = true
		}
	}
	// Bytes own saved earlier and now writes again are its own in GM once more.
	if others && o.saved[own] != nil {
		o.trim(own, lo, hi)
	}
}

// claimPage claims [lo, hi) within one page's spans; it reports whether another entry
// owned any of it. base is the address of buf[0].
func (o *xOwn) claimPage(sp *[]ownSpan, lo, hi int64, own gmOwner, keep bool, base int64, buf []byte) bool {
	s := *sp
	if k := len(s) - 1; k < 0 || s[k].hi <= lo {
		// Past every span of the page (a core's next tile): extend its own or add one.
		if k >= 0 && s[k].hi == lo && s[k].own == own {
			s[k].hi, s[k].keep = hi, keep
		} else {
			*sp = append(s, ownSpan{lo, hi, own, keep})
		}
		return false
	}
	first := sort.Search(len(s), func(k int) bool { return s[k].hi > lo })
	last, others := first, false
	for ; last < len(s) && s[last].lo < hi; last++ {
		if s[last].own != own {
			others = true
		}
	}
	for k := first; k < last; k++ {
		if v := s[k]; v.own != own && v.keep {
			o.save(v.own, max(v.lo, lo), min(v.hi, hi), base, buf)
		}
	}
	start, end := first, last
	mid := ownSpan{lo, hi, own, keep}
	var rep [3]ownSpan
	n := 0
	if first < last && s[first].lo < lo {
		if s[first].own == own {
			mid.lo = s[first].lo
		} else {
			rep[n] = ownSpan{s[first].lo, lo, s[first].own, s[first].keep}
			n++
		}
	} else if start > 0 && s[start-1].hi == lo && s[start-1].own == own {
		start--
		mid.lo = s[start].lo
	}
	var right *ownSpan
	if first < last && s[last-1].hi > hi {
		if s[last-1].own == own {
			mid.hi = s[last-1].hi
		} else {
			right = &ownSpan{hi, s[last-1].hi, s[last-1].own, s[last-1].keep}
		}
	} else if end < len(s) && s[end].lo == hi && s[end].own == own {
		mid.hi = s[end].hi
		end++
	}
	rep[n] = mid
	n++
	if right != nil {
		rep[n] = *right
		n++
	}
	*sp = splice(s, start, end, rep[:n])
	return others
}

// splice replaces s[i:j] by rep (which does not alias s), in place when s has room.
func splice(s []ownSpan, i, j int, rep []ownSpan) []ownSpan {
	old := len(s)
	switch d := len(rep) - (j - i); {
	case d > 0:
		s = append(s, rep[:d]...) // room for d more: contents fixed below
		copy(s[j+d:], s[j:old])
	case d < 0:
		copy(s[j+d:], s[j:])
		s = s[:old+d]
	}
	copy(s[i:], rep)
	return s
}

// save keeps own's bytes [lo, hi), read from buf (GM from address base), before another
// write replaces them. Past the budget own is lost instead.
func (o *xOwn) save(own gmOwner, lo, hi, base int64, buf []byte) {
	if o.lost[own] {
		return
	}
	b := buf[lo-base : hi-base]
	ps := o.saved[own]
	if k := len(ps) - 1; k >= 0 && ps[k].lo+int64(len(ps[k].b)) == lo && int64(len(b)) <= o.budget {
		// Contiguous with the last piece (a tile replaced block by block): extend it.
		ps[k].b = append(ps[k].b, b...)
		o.budget -= int64(len(b))
		return
	}
	if cost := int64(len(b)) + savedOverhead; cost <= o.budget {
		o.saved[own] = append(ps, savedPiece{lo, append([]byte(nil), b...)})
		o.budget -= cost
		return
	}
	o.lost[own] = true
	for _, p := range ps {
		o.budget += int64(len(p.b)) + savedOverhead
	}
	delete(o.saved, own)
}

// trim drops own's saved bytes in [lo, hi): own writes them again.
func (o *xOwn) trim(own gmOwner, lo, hi int64) {
	var out []savedPiece
	for _, p := range o.saved[own] {
		phi := p.lo + int64(len(p.b))
		if phi <= lo || p.lo >= hi {
			out = append(out, p)
			continue
		}
		if p.lo < lo {
			out = append(out, savedPiece{p.lo, p.b[:lo-p.lo]})
		}
		if phi > hi {
			out = append(out, savedPiece{hi, p.b[hi-p.lo:]})
		}
	}
	o.saved[own] = out
}

// lastBytes returns the bytes entry e last put on [lo, hi) (inside its range), or nil when
// they are not known: an atomic write, one that joined an atomic read-modify-write, or
// one whose replaced bytes were not saved. Call after the run.
func (ch *Chip) lastBytes(e *xEntry, lo, hi int64) []byte {
	o := ch.own
	own := gmOwner{int32(e.core), e.idx}
	if o == nil || e.atomic || e.noKeep || o.lost[own] {
		return nil
	}
	r := ch.GM.Find(lo, hi-lo)
	if r < 0 {
		return nil
	}
	b := append([]byte(nil), ch.GM.Bytes(int32(r), lo, hi-lo)...)
	for _, p := range o.saved[own] {
		plo, phi := max(p.lo, lo), min(p.lo+int64(len(p.b)), hi)
		if plo < phi {
			copy(b[plo-lo:phi-lo], p.b[plo-p.lo:])
		}
	}
	return b
}
