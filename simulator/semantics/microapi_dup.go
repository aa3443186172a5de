package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// registerMicroDuplicate adds MicroAPI::Duplicate(dstReg, srcReg, mask), the
// register-to-register broadcast. The emitted call passes no template argument, so the
// API's defaults hold: HighLowPart::LOWEST (the lowest lane, lane 0, of srcReg is the
// value broadcast) and MaskMergeMode::ZEROING (inactive lanes of dstReg become zero).
func registerMicroDuplicate(r *sim.Registry) {
	micro(r, ascendc.OpDuplicateMicro, compileMicroDuplicate)
}

func compileMicroDuplicate(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
	o, d, err := microLanes(cc, op)
	if err != nil {
		return nil, err
	}
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	es, n := d.Size(), int(vl)/d.Size()
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var act [maxLanes]bool
		rs, ok := o.fetch(c, in, es, n, &act)
		if !ok {
			return sim.Fail
		}
		dst, src := rs[0], rs[1]
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		// Read lane 0 before writing: dst and src may be the same register.
		var lane0 [8]byte
		copy(lane0[:es], src.b[:es])
		def0, garbage0, origin := src.def[0], src.garbage[0], src.origin
		for i := 0; i < n; i++ {
			if !act[i] {
				sim.StoreI(dst.b, i, d, 0)
				dst.def[i], dst.garbage[i] = true, false
				continue
			}
			if !def0 {
				return c.Fatal(in, "active lane %d reads lane 0 of a register that holds no defined value", i)
			}
			copy(dst.b[i*es:(i+1)*es], lane0[:es])
			dst.def[i], dst.garbage[i] = true, garbage0
		}
		dst.origin = 0
		if garbage0 {
			dst.origin = origin
		}
		return sim.Next
	}, nil
}
