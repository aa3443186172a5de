package sanitize

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// Definedness follows memcheck's model rather than reporting every read of a byte never
// written. Kernels read uninitialised memory on purpose: a tile whose tail was never
// loaded is added lane by lane like the rest, and only its valid part is stored. The
// hardware computes garbage in those lanes and the result is still right, so the read
// itself is no bug; the garbage reaching GM or the scalar unit is.
//
// An instruction's accesses are collected between Begin and End. At End, when it read
// undefined bytes:
//   - if it wrote only local memory, on pipes other than S (vector and cube compute,
//     local-to-local copies), the bytes it wrote that correspond to the undefined bytes
//     it read become undefined ("poisoned"), nothing is reported;
//   - otherwise (a transfer to GM, a scalar read, an instruction writing nothing) each
//     operand with undefined bytes is reported as an uninitialised read.
//
// "Correspond" maps each read operand onto each written operand by relative position.
// When the instruction accessed both in as many pieces (a copy block by block, an L0
// vector op repeat by repeat), the i-th piece read maps onto the i-th piece written,
// scaled by their length ratio; otherwise the extents of all its accesses to the two
// operands are lined up and scaled (an element-wise op, a cast to a narrower type, a
// one-element scalar operand broadcast to the whole destination). Reductions say so
// (Mixing): there every written byte depends on every byte read.
//
// Writes take effect at End, so every read of an instruction sees the memory as it was
// when the instruction started, in whatever order the semantics fetch their operands
// (an in-place dst == src op fetching dst first still reads src's undefined bytes).

// span is a byte range [lo, hi) of one operand of the current instruction (operand
// indexes reads or writes); origin is 1 + the op that produced undefined bytes (reads).
type span struct {
	operand int
	lo, hi  int64
	origin  int32
	// chunk is the index of the access among the operand's reads or writes, and
	// [alo, ahi) its range (undefined bytes read; chunks written).
	chunk    int
	alo, ahi int64
}

// operand is the extent of an instruction's accesses to one operand (one tensor) and how
// many there were.
type operand struct {
	sp       arch.Buffer
	base     int64
	lo, hi   int64
	pipe     arch.Pipe
	accesses int
}

// instr is the access record of the instruction being run.
type instr struct {
	seq     uint64
	op      int32
	gmWrite bool
	mixing  bool
	// scalar is set when undefined bytes were read on pipe S: they reach the scalar unit.
	scalar        bool
	reads, writes []operand
	undef         []span // undefined bytes read
	written       []span // bytes written, joined where contiguous
	chunks        []span // each write access, in order
	poison        []span // scratch for End
	// explicit is what the semantics marked undefined themselves (Poison), applied after
	// the writes.
	explicit []poisonAt
	nextSeq  uint64
}

type poisonAt struct {
	sp     arch.Buffer
	lo, hi int64
	origin int32
}

// Begin starts collecting the accesses of instruction op and returns the token End
// takes. An instruction that starts inside another one (an op of a region run by an
// scf.for) ends the outer one's collection first: what the outer op accessed before its
// region ran is complete, and what it accesses after is applied at once.
func (s *State) Begin(op int32) uint64 {
	if s.in.seq != 0 {
		s.End(s.in.seq)
	}
	s.in.nextSeq++
	s.begin(s.in.nextSeq, op)
	return s.in.seq
}

func (s *State) begin(seq uint64, op int32) {
	in := &s.in
	in.seq, in.op, in.gmWrite, in.mixing, in.scalar = seq, op, false, false, false
	in.reads, in.writes = in.reads[:0], in.writes[:0]
	in.undef, in.written, in.explicit, in.chunks = in.undef[:0], in.written[:0], in.explicit[:0], in.chunks[:0]
}

// Step ends one step of a composite instruction (Mmad with bias seeds L0C from the bias
// table, then accumulates onto it): the next accesses see the first step's writes, as
// they would on the hardware, and form a step of their own under the same token.
func (s *State) Step() {
	if seq, op := s.in.seq, s.in.op; seq != 0 {
		s.End(seq)
		s.begin(seq, op)
	}
}

// Mixing says that every byte the current instruction writes depends on every byte it
// reads (a reduction), so one undefined byte read makes all it writes undefined.
func (s *State) Mixing() {
	if s.in.seq != 0 {
		s.in.mixing = true
	}
}

// End applies the definedness of the instruction Begin returned seq for: its writes
// define bytes, then the undefined bytes it read either poison what it wrote or are
// reported (see the comment at the top of this file).
func (s *State) End(seq uint64) {
	in := &s.in
	if in.seq != seq || seq == 0 {
		return
	}
	in.seq = 0
	switch {
	case len(in.undef) == 0:
		s.defineWritten()
	case len(in.written) == 0 || in.gmWrite || in.scalar:
		s.reportUndef()
		s.defineWritten()
	default:
		in.poison = in.poison[:0]
		for w := range in.writes {
			s.mapPoison(w)
		}
		s.defineWritten()
		for _, p := range in.poison {
			s.undefine(in.writes[p.operand].sp, p.lo, p.hi, p.origin)
		}
	}
	for _, p := range in.explicit {
		s.undefine(p.sp, p.lo, p.hi, p.origin)
	}
}

// The semantics of an instruction whose data flow the operand mapping does not describe
// (a load into a vector register, a column-wise reduction) handle definedness
// themselves: Undefined asks about the bytes they read, Take removes what was read from
// End's reporting and mapping, and Poison marks the bytes they wrote from undefined
// inputs.

// Undefined reports whether [lo, hi) of local space sp holds an undefined byte as the
// current instruction found it (its own writes apply at End), and the first such byte's
// origin (1 + the op that produced it, 0 when it was never written).
func (s *State) Undefined(sp arch.Buffer, lo, hi int64) (bool, int32) {
	cs := s.cells(sp, lo, hi-lo)
	b := lo / BlockBytes * BlockBytes
	for i := range cs {
		if m := byteMask(b+int64(i)*BlockBytes, lo, hi); cs[i].def&m != m {
			return true, cs[i].origin
		}
	}
	return false, 0
}

// Take hands the undefined bytes the current instruction has read so far to its
// semantics, which carry them on (into a register); it reports whether there were any.
func (s *State) Take() bool {
	in := &s.in
	had := len(in.undef) > 0
	in.undef = in.undef[:0]
	in.scalar = false
	return had
}

// Poison marks [lo, hi) of local space sp undefined, with origin (1 + op), once the
// current instruction's writes are applied; between instructions at once.
func (s *State) Poison(sp arch.Buffer, lo, hi int64, origin int32) {
	if sp == arch.GM || lo >= hi || s.cells(sp, lo, hi-lo) == nil {
		return
	}
	if s.in.seq == 0 {
		s.undefine(sp, lo, hi, origin)
		return
	}
	s.in.explicit = append(s.in.explicit, poisonAt{sp, lo, hi, origin})
}

// reportUndef reports, once per read operand, the first undefined byte it read.
func (s *State) reportUndef() {
	in := &s.in
	done := make([]bool, len(in.reads))
	for _, u := range in.undef {
		if done[u.operand] {
			continue
		}
		done[u.operand] = true
		r := in.reads[u.operand]
		s.access++
		s.report(Hazard{Kind: Uninit, Space: r.sp, Addr: u.lo, Op: in.op, Prev: u.origin - 1, Pipe: r.pipe})
	}
}

func (s *State) defineWritten() {
	for _, w := range s.in.written {
		s.define(s.in.writes[w.operand].sp, w.lo, w.hi)
	}
}

// mapPoison appends to in.poison the bytes of write operand w that correspond to the
// undefined bytes read, restricted to the bytes the instruction wrote.
func (s *State) mapPoison(w int) {
	in := &s.in
	wo := in.writes[w]
	start := len(in.poison)
	var pieces []span // w's write accesses, when some read operand pairs with them
	for _, u := range in.undef {
		origin := u.origin
		if origin == 0 {
			origin = in.op + 1
		}
		lo, hi := wo.lo, wo.hi
		if !in.mixing {
			// Line up the read access with the write access of the same index, or the
			// operands' extents.
			r := in.reads[u.operand]
			rlo, rhi, wlo, whi := r.lo, r.hi, wo.lo, wo.hi
			if r.accesses == wo.accesses {
				if pieces == nil {
					pieces = in.chunksOf(w)
				}
				rlo, rhi, wlo, whi = u.alo, u.ahi, pieces[u.chunk].lo, pieces[u.chunk].hi
			}
			rl, wl := rhi-rlo, whi-wlo
			lo = wlo + (u.lo-rlo)*wl/rl
			hi = wlo + ((u.hi-rlo)*wl+rl-1)/rl
		}
		if lo < hi {
			in.poison = append(in.poison, span{operand: w, lo: lo, hi: hi, origin: origin})
		}
	}
	if len(in.poison) == start {
		return
	}
	mapped := mergeSpans(in.poison[start:])
	var wr []span
	for _, x := range in.written {
		if x.operand == w {
			wr = append(wr, x)
		}
	}
	wr = mergeSpans(wr)
	// Intersect the two sorted, disjoint lists.
	out := in.poison[:start]
	var cut []span
	i, j := 0, 0
	for i < len(mapped) && j < len(wr) {
		lo, hi := max(mapped[i].lo, wr[j].lo), min(mapped[i].hi, wr[j].hi)
		if lo < hi {
			cut = append(cut, span{operand: w, lo: lo, hi: hi, origin: mapped[i].origin})
		}
		if mapped[i].hi < wr[j].hi {
			i++
		} else {
			j++
		}
	}
	in.poison = append(out, cut...)
}

// chunksOf lists the write accesses to operand w in order.
func (in *instr) chunksOf(w int) []span {
	var out []span
	for _, c := range in.chunks {
		if c.operand == w {
			out = append(out, c)
		}
	}
	return out
}

// mergeSpans sorts spans by start and joins overlapping or touching ones (keeping the
// first origin), in place.
func mergeSpans(l []span) []span {
	sort.Slice(l, func(a, b int) bool { return l[a].lo < l[b].lo })
	out := l[:0]
	for _, x := range l {
		if n := len(out); n > 0 && x.lo <= out[n-1].hi {
			out[n-1].hi = max(out[n-1].hi, x.hi)
			continue
		}
		out = append(out, x)
	}
	return out
}

// operandOf returns the index of the operand at (sp, base) in l, adding it or widening
// its extent to [lo, hi).
func operandOf(l *[]operand, sp arch.Buffer, base, lo, hi int64, p arch.Pipe) int {
	for i := range *l {
		o := &(*l)[i]
		if o.sp == sp && o.base == base {
			o.lo, o.hi = min(o.lo, lo), max(o.hi, hi)
			o.accesses++
			return i
		}
	}
	*l = append(*l, operand{sp: sp, base: base, lo: lo, hi: hi, pipe: p, accesses: 1})
	return len(*l) - 1
}

// readDefinedness checks the bytes [addr, addr+n) read through cs (their cells): between
// instructions an undefined byte is reported at once; within one it is recorded for End.
func (s *State) readDefinedness(sp arch.Buffer, base, addr, n int64, p arch.Pipe, op int32, cs []cell) {
	in := &s.in
	k := -1
	if in.seq != 0 {
		k = operandOf(&in.reads, sp, base, addr, addr+n, p)
	}
	blk0 := addr / BlockBytes * BlockBytes
	for i := range cs {
		c := &cs[i]
		if c.def == ^uint32(0) {
			continue
		}
		b := blk0 + int64(i)*BlockBytes
		for a := max(b, addr); a < min(b+BlockBytes, addr+n); a++ {
			if c.def&(1<<uint(a-b)) != 0 {
				continue
			}
			if k < 0 {
				s.report(Hazard{Kind: Uninit, Space: sp, Addr: a, Op: op, Prev: c.origin - 1, Pipe: p})
				return
			}
			if p == arch.S {
				in.scalar = true
			}
			chunk := in.reads[k].accesses - 1
			if m := len(in.undef); m > 0 && in.undef[m-1].operand == k && in.undef[m-1].chunk == chunk && in.undef[m-1].hi == a {
				in.undef[m-1].hi++
			} else {
				in.undef = append(in.undef, span{operand: k, lo: a, hi: a + 1, origin: c.origin, chunk: chunk, alo: addr, ahi: addr + n})
			}
		}
	}
}

// writeDefinedness defines [addr, addr+n) at once between instructions, or records the
// write for End within one.
func (s *State) writeDefinedness(sp arch.Buffer, base, addr, n int64) {
	in := &s.in
	if in.seq == 0 {
		s.define(sp, addr, addr+n)
		return
	}
	k := operandOf(&in.writes, sp, base, addr, addr+n, 0)
	in.chunks = append(in.chunks, span{operand: k, lo: addr, hi: addr + n, chunk: in.writes[k].accesses - 1})
	if m := len(in.written); m > 0 && in.written[m-1].operand == k && in.written[m-1].hi == addr {
		in.written[m-1].hi = addr + n
		return
	}
	in.written = append(in.written, span{operand: k, lo: addr, hi: addr + n})
}

// byteMask is the bits of the bytes of block b (its start address) inside [lo, hi).
func byteMask(b, lo, hi int64) uint32 {
	from, to := max(lo-b, 0), min(hi-b, BlockBytes)
	if from >= to {
		return 0
	}
	return uint32((uint64(1)<<uint(to) - 1) &^ (uint64(1)<<uint(from) - 1))
}

func (s *State) define(sp arch.Buffer, lo, hi int64) {
	cs := s.cells(sp, lo, hi-lo)
	b := lo / BlockBytes * BlockBytes
	for i := range cs {
		c := &cs[i]
		if i > 0 && i < len(cs)-1 {
			// Inside the range: the whole block.
			c.def, c.origin = ^uint32(0), 0
			continue
		}
		c.def |= byteMask(b+int64(i)*BlockBytes, lo, hi)
		if c.def == ^uint32(0) {
			c.origin = 0
		}
	}
}

func (s *State) undefine(sp arch.Buffer, lo, hi int64, origin int32) {
	cs := s.cells(sp, lo, hi-lo)
	b := lo / BlockBytes * BlockBytes
	for i := range cs {
		cs[i].def &^= byteMask(b+int64(i)*BlockBytes, lo, hi)
		cs[i].origin = origin
	}
}
