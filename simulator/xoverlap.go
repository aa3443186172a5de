package simulator

import (
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
// bytes is exact for the final contents. They are GM's final bytes where the entry is
// still the last writer, and the bytes saved when a later write replaced them elsewhere
// (xown.go): exact bytes, never a digest. An intermediate value is seen only by a read, and
// a read unordered with a write of another core stays a race: it would read the byte's
// value before the write or after it, and which values those are depends on what every
// other unordered write put there first, which one run's order does not show (cores 0 and 1
// both writing V over an initial U while core 2 reads: core 2 reads U or V).

// xHoldGM takes the chip's GM write lock for a sanitised GM write, until the end of the
// running instruction (xEndWrite).
func (c *Core) xHoldGM() {
	if !c.gmLocked {
		c.Chip.gmMu.Lock()
		c.gmLocked = true
	}
	c.gmHold = true
}

// xEndWrite ends the GM writes of the running instruction: the lock is released (unless
// an atomic read-modify-write still holds it). Called at the end of each instruction that
// wrote GM, and before a core waits for another (a barrier or a flag), which must not
// happen holding the lock.
func (c *Core) xEndWrite() {
	if c.gmHold {
		c.gmHold = false
		c.gmUnlock()
	}
}

// xReleaseGM drops whatever the core holds of the GM write lock: it stopped (an error or
// a panic inside an instruction) and will write no more.
func (c *Core) xReleaseGM() {
	c.gmHold = false
	if c.gmLocked {
		c.gmLocked, c.gmRMW = false, 0
		c.Chip.gmMu.Unlock()
	}
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
	tags = append(tags, "cores "+CoreRanges(cores))
	d.Msg += " (" + strings.Join(tags, ", ") + ")"
	d.Note(a.Loc(), "core %d writes %s here", r.coreA, where)
	return d
}

// CoreRanges prints core indices compactly, in order: 0-3,5,7-8 (the form of every
// "cores ..." tag in diagnostics).
func CoreRanges(xs []int) string {
	xs = append([]int(nil), xs...)
	sort.Ints(xs)
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
