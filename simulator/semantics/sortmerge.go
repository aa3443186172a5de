package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The merge shared by MrgSort (910B/950 (score, index) pairs) and MrgSort4 (region
// proposals), docs/sim/sort.md: the two differ only in the structure's size and where its
// score sits, so one merge serves both, parameterised by a sortLayout.

// sortLayout is the shape of one sort structure.
type sortLayout struct {
	size  int64 // bytes per structure
	score int64 // byte offset of the score
	// Bytes [gap0, gap1) of a structure a sort leaves unchanged in the destination (the
	// unused half of a half-score pair); gap0 == gap1 when the whole structure moves.
	gap0, gap1 int64
}

// pairLayout is the 8-byte (score, index) structure of Sort32/MrgSort: the score at byte
// 0, the uint32 index at byte 4; a half score leaves bytes 2–3 unchanged.
func pairLayout(d sim.DType) sortLayout {
	return sortLayout{size: sortStruct, gap0: int64(d.Size()), gap1: 4}
}

// proposalLayout is a region proposal: 8 elements of the score type (x1, y1, x2, y2,
// score, label, two reserved), the score the fifth. It moves whole.
func proposalLayout(d sim.DType) sortLayout {
	es := int64(d.Size())
	return sortLayout{size: 8 * es, score: 4 * es, gap0: 8 * es, gap1: 8 * es}
}

func (l sortLayout) scoreAt(b []byte, i int64, d sim.DType) float64 {
	return sim.Load(b[i*l.size+l.score:], 0, d)
}

// put copies structure s into slot i of w, leaving the layout's gap unchanged.
func (l sortLayout) put(w []byte, i int64, s []byte) {
	o := w[i*l.size : (i+1)*l.size]
	copy(o[:l.gap0], s[:l.gap0])
	copy(o[l.gap1:], s[l.gap1:l.size])
}

// mergeJob is one merge call: the lists validBit selects (0b11, 0b111 or 0b1111), list k
// holding n[k] sorted structures, merged descending by score into dst, rep times.
type mergeJob struct {
	d     sim.DType
	lay   sortLayout
	dst   int32
	lists []int32 // registers of the four list tensors
	n     [4]int64
	valid int64
	rep   int64
	// stop is exhausted suspension: the merge ends as soon as one list is used up.
	stop bool
}

// validLists is the number of lists validBit selects, 0 if it is not one of the three
// allowed values.
func validLists(valid int64) int {
	switch valid {
	case 3:
		return 2
	case 7:
		return 3
	case 15:
		return 4
	}
	return 0
}

// check refuses the forms no source fixes: several repeats unless the four lists are
// valid, equally long, stored one after the other and merged without suspension (the
// condition the MrgSort4Info page gives for repeatTimes to take effect), and suspension
// with an empty list.
func (j *mergeJob) check(c *sim.Core, in *sim.Instr, nl int) bool {
	if nl == 0 {
		c.Fatal(in, "validBit %#b must be 0b11, 0b111 or 0b1111", j.valid)
		return false
	}
	if j.rep < 1 || j.rep > 255 {
		c.Fatal(in, "repeatTimes %d is outside 1..255", j.rep)
		return false
	}
	if j.rep > 1 {
		t0 := &c.Regs[j.lists[0]].T
		ok := nl == 4 && !j.stop
		for k := 1; k < 4 && ok; k++ {
			t := &c.Regs[j.lists[k]].T
			ok = j.n[k] == j.n[0] && t.Space == t0.Space && t.Addr == t0.Addr+int64(k)*j.n[0]*j.lay.size
		}
		if !ok {
			c.Fatal(in, "is not simulated for repeatTimes %d unless validBit is 0b1111, the four lists are equally long and stored one after the other, and ifExhaustedSuspension is false", j.rep)
			return false
		}
	}
	for k := 0; k < nl && j.stop; k++ {
		if j.n[k] == 0 {
			c.Fatal(in, "is not simulated for ifExhaustedSuspension with an empty list (list %d)", k)
			return false
		}
	}
	return true
}

// run merges; it returns how many structures each list gave to the last repeat.
func (j *mergeJob) run(c *sim.Core, in *sim.Instr, pv arch.Pipe) ([4]int64, sim.Ctl) {
	var taken [4]int64
	nl := validLists(j.valid)
	if !j.check(c, in, nl) {
		return taken, sim.Fail
	}
	total := int64(0)
	for k := 0; k < nl; k++ {
		total += j.n[k]
	}
	dst := &c.Regs[j.dst].T
	if !ubOnly(c, in, dst) {
		return taken, sim.Fail
	}
	cost := c.Cost()
	c.Issue(in, pv, cost.Vector((j.rep*total*j.lay.size+255)/256, true), cost.VecHead)
	for r := int64(0); r < j.rep; r++ {
		runs := make([][]byte, nl)
		for k := range runs {
			t := &c.Regs[j.lists[k]].T
			if !ubOnly(c, in, t) {
				return taken, sim.Fail
			}
			off, n := r*total*j.lay.size, j.n[k]*j.lay.size
			if overlaps(t, off, n, dst, r*total*j.lay.size, total*j.lay.size) {
				return taken, c.Fatal(in, "is not simulated for a destination overlapping list %d", k)
			}
			b, ok := c.Mem(in, pv, t, off, n, false)
			if !ok {
				return taken, sim.Fail
			}
			runs[k] = append([]byte(nil), b...)
		}
		order, ok := mergeOrder(runs, j.lay, j.d, j.stop)
		if !ok {
			return taken, c.Fatal(in, "is not simulated for NaN scores")
		}
		w, ok := c.Mem(in, pv, dst, r*total*j.lay.size, int64(len(order))*j.lay.size, true)
		if !ok {
			return taken, sim.Fail
		}
		taken = [4]int64{}
		for i, o := range order {
			j.lay.put(w, int64(i), runs[o.list][o.at*j.lay.size:])
			taken[o.list]++
		}
	}
	return taken, sim.Next
}

// overlaps reports whether bytes [ao, ao+an) of a and [bo, bo+bn) of b share memory.
func overlaps(a *sim.Tensor, ao, an int64, b *sim.Tensor, bo, bn int64) bool {
	if a.Space != b.Space || a.Region != b.Region || an <= 0 || bn <= 0 {
		return false
	}
	x, y := a.Addr+ao, b.Addr+bo
	return x < y+bn && y < x+an
}

type mergePick struct {
	list int
	at   int64
}

// mergeOrder is the order in which a merge takes the structures of runs (each sorted
// descending): the highest head score first, the lower-numbered run on equal scores.
// With stop set it ends once a run is used up. false if a score is NaN.
func mergeOrder(runs [][]byte, lay sortLayout, d sim.DType, stop bool) ([]mergePick, bool) {
	scores := make([][]float64, len(runs))
	total := 0
	for k, b := range runs {
		n := int64(len(b)) / lay.size
		scores[k] = make([]float64, n)
		for i := range scores[k] {
			s := lay.scoreAt(b, int64(i), d)
			if math.IsNaN(s) {
				return nil, false
			}
			scores[k][i] = s
		}
		total += int(n)
	}
	head := make([]int64, len(runs))
	order := make([]mergePick, 0, total)
	for len(order) < total {
		best := -1
		for k := range runs {
			if head[k] < int64(len(scores[k])) && (best < 0 || scores[k][head[k]] > scores[best][head[best]]) {
				best = k
			}
		}
		order = append(order, mergePick{best, head[best]})
		head[best]++
		if stop && head[best] == int64(len(scores[best])) {
			break
		}
	}
	return order, true
}
