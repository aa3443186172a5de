package semantics

import (
	"bytes"
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// laneGuard watches an L0/L1 instruction whose lanes may meet in memory: its dst strides
// let two lanes write one element (a dst block stride of 0, repeats closer than a repeat's
// extent), or a source lies in the dst tensor's bytes. No source settles what happens
// there: which of two writes to one element lands (a repeat's 8 blocks are written
// together), or whether a lane reading an element another lane of the same instruction
// writes sees the old or the new value (repeats overlap in the pipeline). So:
//   - two lanes writing different values to one element stop the core; equal values
//     (Duplicate over a re-used block, say) are the same whichever lands;
//   - a lane reading an element an earlier lane wrote stops the core. A lane reading and
//     writing its own element (in place, same strides) is fine: it reads first.
type laneGuard struct {
	ts   []*sim.Tensor
	es   int64
	seen map[int64][]byte // UB address -> the value written there
}

// newLaneGuard returns nil when no two lanes of g can meet.
func newLaneGuard(g geom, ts []*sim.Tensor, es int64) *laneGuard {
	dst := ts[0]
	if dst == nil || g.rep == 0 {
		return nil
	}
	blk, rs := g.blk[0], g.rs[0]
	meet := !(blk >= 1 && (g.rep == 1 || rs >= 7*blk+1))
	for _, t := range ts[1:] {
		if t != nil && t.Space == dst.Space && t.Addr < dst.Addr+dst.Size && dst.Addr < t.Addr+t.Size {
			meet = true
		}
	}
	if !meet {
		return nil
	}
	return &laneGuard{ts: ts, es: es, seen: map[int64][]byte{}}
}

// before checks a lane's reads (sources, and dst when the op reads it) against the
// elements earlier lanes wrote.
func (d *laneGuard) before(c *sim.Core, off []int64, readsDst bool) string {
	if d == nil {
		return ""
	}
	for k, t := range d.ts {
		if t == nil || (k == 0 && !readsDst) {
			continue
		}
		if _, ok := d.seen[t.Addr+off[k]]; ok {
			return fmt.Sprintf("reads UB byte %d, which another lane of the same instruction writes (its operands overlap): whether it sees the old or the new value is not settled", t.Addr+off[k])
		}
	}
	return ""
}

// wrote records the element a lane has just written at byte off of dst; it returns a
// reason when another lane of the instruction wrote a different value there.
func (d *laneGuard) wrote(c *sim.Core, off int64) string {
	if d == nil {
		return ""
	}
	at := d.ts[0].Addr + off
	now := c.Local.Buf[arch.UB][at : at+d.es]
	if prev, ok := d.seen[at]; ok && !bytes.Equal(prev, now) {
		return fmt.Sprintf("writes dst element %d twice with different values (its dst block and repeat strides overlap): which write lands is not settled", off/d.es)
	}
	d.seen[at] = append([]byte(nil), now...)
	return ""
}

// laneRuns checks and records the bytes of a block's active lanes (bit e of bits: element e
// of the block at byte off of t), run by run: a masked-out lane is neither read nor
// written.
func laneRuns(c *sim.Core, in *sim.Instr, p arch.Pipe, t *sim.Tensor, off, es int64, bits uint64, write bool) bool {
	for e := int64(0); e < 64 && bits>>uint(e) != 0; {
		if bits&(1<<uint(e)) == 0 {
			e++
			continue
		}
		lo := e
		for e < 64 && bits&(1<<uint(e)) != 0 {
			e++
		}
		if _, ok := c.Mem(in, p, t, off+lo*es, (e-lo)*es, write); !ok {
			return false
		}
	}
	return true
}
