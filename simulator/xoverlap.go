package simulator

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Benign cross-core overlaps. A PyAsc asc2 kernel that gives each core ceil(n / cores)
// elements and walks them in whole tiles stores its last tile partly over the next core's
// first one: both cores read the same inputs and store the same values there. Two
// unordered plain writes race only if the bytes they leave differ: for every GM byte the
// writes that may land last are those not ordered before another write of the byte, any two
// of them on different cores are unordered (one ordered before the other would not be
// last), so when every unordered pair agrees on every byte it shares, all candidates agree
// and GM ends up the same in every order. Such an overlap is reported as a warning and
// counted, not as a race.
//
// What an entry "writes" is what its writes last put on each byte of its range: two writes
// of one entry are of one op on one core in one epoch, so the earlier is ordered before the
// later and cannot be the last write of a byte the later one rewrites. Comparing those last
// bytes is exact for the final contents. An intermediate value is seen only by a read, and
// a read unordered with a write of another core stays a race: it would read the byte's
// value before the write or after it, and which values those are depends on what every
// other unordered write put there first, which one run's order does not show (cores 0 and 1
// both writing V over an initial U while core 2 reads: core 2 reads U or V).
//
// The bytes are copied at the end of the instruction that wrote them (xCapture). The cores
// run as goroutines, so a plain sanitised GM write holds the chip's GM write lock from the
// write to that copy: another core's write landing in between would otherwise be copied as
// this core's. Reads take no lock. A core keeps at most its share of a budget of written
// bytes (xKeepBudget); a write past it keeps none and a race involving it stays an error.

// xKeepMin is the least number of written bytes a core may keep.
const xKeepMin = 8 << 20

// xKeepBudget is what each core may keep: twice its share of the GM in use (a kernel that
// writes its outputs once keeps them whole, with room for append's growth), and at least
// xKeepMin. The run keeps at most max(xKeepMin × cores, 2 × GM in use) bytes.
func xKeepBudget(gm int64, cores int) int64 {
	return max(xKeepMin, 2*gm/int64(max(cores, 1)))
}

// xPending is a plain GM write of the running instruction: its entry in the log and where
// it went.
type xPending struct {
	entry int
	addr  int64
	buf   []byte
}

// xPend queues a write's bytes to be kept at the instruction's end, holding the GM write
// lock until then.
func (c *Core) xPend(entry int, addr int64, buf []byte) {
	if !c.gmLocked {
		c.Chip.gmMu.Lock()
		c.gmLocked = true
	}
	c.x.pending = append(c.x.pending, xPending{entry, addr, buf})
}

// xCapture copies the bytes the running instruction wrote to GM into their log entries
// and releases the GM write lock. Called at the end of each instruction that wrote, and
// before a core waits for another (a barrier or a flag), which must not happen holding
// the lock.
func (c *Core) xCapture() {
	x := c.x
	if x == nil || len(x.pending) == 0 {
		return
	}
	for i, p := range x.pending {
		if l := &x.log[p.entry]; l.data != nil {
			copy(l.data[p.addr-l.lo:], p.buf)
		}
		x.pending[i].buf = nil
	}
	x.pending = x.pending[:0]
	c.gmUnlock()
}

// xReleaseGM drops whatever the core holds of the GM write lock: it stopped (an error or
// a panic inside an instruction) and will write no more.
func (c *Core) xReleaseGM() {
	if c.x != nil {
		c.x.pending = c.x.pending[:0]
	}
	if c.gmLocked {
		c.gmLocked, c.gmRMW = false, 0
		c.Chip.gmMu.Unlock()
	}
}

// extend grows entry l's kept bytes to [lo, hi) for a merged write; keep is false for a
// write whose bytes cannot be kept, which makes the whole entry keep none.
func (x *xState) extend(l *xAccess, lo, hi int64, keep bool) {
	if l.data == nil {
		return
	}
	was := int64(cap(l.data))
	switch {
	case !keep:
		l.data = nil
	case lo < l.lo:
		d := make([]byte, hi-lo)
		copy(d[l.lo-lo:], l.data)
		l.data = d
	case hi > l.hi:
		l.data = append(l.data, make([]byte, hi-l.hi)...)
	default:
		return
	}
	x.budget -= int64(cap(l.data)) - was
	if x.budget < 0 {
		x.budget += int64(cap(l.data))
		l.data, l.over = nil, true
	}
}

// firstDiff returns the lowest address in [lo, hi) where the kept bytes of a and b
// differ, or -1 when they agree on all of it.
func firstDiff(a, b *xEntry, lo, hi int64) int64 {
	da, db := a.data[lo-a.lo:hi-a.lo], b.data[lo-b.lo:hi-b.lo]
	if bytes.Equal(da, db) {
		return -1
	}
	for i := range da {
		if da[i] != db[i] {
			return lo + int64(i)
		}
	}
	return -1
}

// Overlap is a benign cross-core write-write overlap: unordered plain writes by two ops
// (of one pair of ops, over all pairs of cores) that put identical bytes on every byte
// they share.
type Overlap struct {
	// Diag is a warning at the second core's op with a note at the first's; it names the
	// first pair of cores found and the bytes they share.
	Diag *ir.Diagnostic
	// Count is the number of overlapping pairs of writes (log entries); Bytes the bytes
	// they share, summed over the pairs; Cores the cores involved.
	Count, Bytes int64
	Cores        []int
}

// Overlaps are the benign cross-core write-write overlaps of the run, one per pair of ops.
func (ch *Chip) Overlaps() []Overlap { return ch.overlaps }

type overlapKey struct{ opA, opB int32 }

type overlapAcc struct {
	key          overlapKey
	coreA, coreB int
	lo, hi       int64 // the first pair of cores' shared bytes (their hull)
	count, bytes int64
	cores        map[int]bool
}

// overlapSet collects benign overlaps during the check, in the order they are found.
type overlapSet struct {
	at    map[overlapKey]*overlapAcc
	order []*overlapAcc
}

// add records that entries a and b (a of the lower core) share [lo, hi) with equal bytes.
func (o *overlapSet) add(a, b *xEntry, lo, hi int64) {
	k := overlapKey{a.op, b.op}
	r := o.at[k]
	if r == nil {
		if o.at == nil {
			o.at = map[overlapKey]*overlapAcc{}
		}
		r = &overlapAcc{key: k, coreA: a.core, coreB: b.core, lo: lo, hi: hi, cores: map[int]bool{}}
		o.at[k] = r
		o.order = append(o.order, r)
	}
	if r.coreA == a.core && r.coreB == b.core {
		r.lo, r.hi = min(r.lo, lo), max(r.hi, hi)
	}
	r.count++
	r.bytes += hi - lo
	r.cores[a.core], r.cores[b.core] = true, true
}

func (o *overlapSet) list(ch *Chip) []Overlap {
	var out []Overlap
	for _, r := range o.order {
		var cores []int
		for c := range r.cores {
			cores = append(cores, c)
		}
		sort.Ints(cores)
		out = append(out, Overlap{Diag: ch.overlapDiag(r, cores), Count: r.count, Bytes: r.bytes, Cores: cores})
	}
	return out
}

func (ch *Chip) overlapDiag(r *overlapAcc, cores []int) *ir.Diagnostic {
	a, b := ch.Prog.Ops[r.key.opA], ch.Prog.Ops[r.key.opB]
	where := ch.gmWhere(r.lo, r.hi)
	d := ir.OpError(b, "benign cross-core write-write overlap on %s: core %d writes it with '%s' and core %d with '%s' at %s, unordered, but both put identical bytes on every byte they share, so GM ends up the same whichever lands last",
		where, r.coreB, b.Name(), r.coreA, a.Name(), locString(a.Loc()))
	d.Severity = ir.SevWarning
	var tags []string
	if r.count > 1 {
		tags = append(tags, fmt.Sprintf("%d overlaps", r.count))
	}
	tags = append(tags, "cores "+coreRanges(cores))
	d.Msg += " (" + strings.Join(tags, ", ") + ")"
	d.Note(a.Loc(), "core %d writes %s here", r.coreA, where)
	return d
}

// coreRanges prints sorted core indices compactly: 0-3,5.
func coreRanges(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, fmt.Sprint(xs[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}
