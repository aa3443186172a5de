package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// MrgSort with an MrgSort4Info (docs/sim/sort.md): the structure's constructor
// MrgSort4Info(elementLengths[4], ifExhaustedSuspension, validBit, repeatTimes) copies the
// four uint16_t element counts, and MrgSort(dst, sortList, info) merges as the form with
// the counts as operands does.

// mrgSort4Info is the value of ascendc.construct !ascendc.mrg_sort4_info from its four
// constructor arguments.
type mrgSort4Info struct {
	lengths       [4]int64
	suspend       bool
	valid, repeat int64
}

func registerSortInfo(r *sim.Registry) {
	reg(r, ascendc.OpMrgSortWithInfo, apiCost, compileMrgSortWithInfo)
}

// compileMrgSort4InfoConstruct builds an MrgSort4Info from (elementLengths, suspension,
// validBit, repeatTimes), elementLengths a memref of four 16-bit integers read now, as
// the constructor copies them; the scalars convert to bool and uint16_t.
func compileMrgSort4InfoConstruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	ops, ins, r := op.Operands(), in.In, in.Out[0]
	if len(ops) != 4 {
		return nil, fmt.Errorf("is not simulated for an MrgSort4Info of %d operands (its constructor takes elementLengths, ifExhaustedSuspension, validBit, repeatTimes)", len(ops))
	}
	if !isTensorValue(ops[0]) || elemSize(cc, ops[0]) != 2 || elemOf(cc, ops[0]).IsFloat() {
		return nil, fmt.Errorf("is not simulated for MrgSort4Info elementLengths of type %s (a uint16_t[4] array, as a memref of 16-bit integers, is expected)", ir.TypeString(ops[0].Type()))
	}
	for i := 1; i < 4; i++ {
		if d := elemOf(cc, ops[i]); isTensorValue(ops[i]) || d == sim.Invalid || d.IsFloat() {
			return nil, fmt.Errorf("is not simulated for MrgSort4Info operand %d of type %s (an integer is expected)", i, ir.TypeString(ops[i].Type()))
		}
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		b, ok := memBytes(c, in, &c.Regs[ins[0]], 0, 8, false)
		if !ok {
			return sim.Fail
		}
		m := &mrgSort4Info{
			suspend: c.Regs[ins[1]].I != 0,
			valid:   int64(uint16(c.Regs[ins[2]].I)),
			repeat:  int64(uint16(c.Regs[ins[3]].I)),
		}
		for k := range m.lengths {
			m.lengths[k] = int64(b[2*k]) | int64(b[2*k+1])<<8
		}
		c.Regs[r] = sim.Value{O: m}
		return sim.Next
	}, nil
}

// compileMrgSortWithInfo is MrgSort(dst, sortList, MrgSort4Info): compileMrgSort's merge
// with the info's counts, validBit and repeatTimes. ifExhaustedSuspension set is refused
// at run time, as the isExhaustedSuspension template flag is at compile time.
func compileMrgSortWithInfo(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, d, lists, err := mergeOperands(cc, op, "src")
	if err != nil {
		return nil, err
	}
	dr, pr := operand(cc, op, "dst"), operand(cc, op, "params")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m, ok := c.Regs[pr].O.(*mrgSort4Info)
		if !ok {
			return c.Fatal(in, "is not simulated for an MrgSort4Info not built by ascendc.construct from its four constructor arguments")
		}
		if m.suspend {
			return c.Fatal(in, "is not simulated for ifExhaustedSuspension (the stop point and GetMrgSortResult counts are not fixed by a source here)")
		}
		return mergePairs(c, in, pv, &mergeJob{d: d, lay: pairLayout(d), dst: dr, lists: lists, n: m.lengths, valid: m.valid, rep: m.repeat})
	}, nil
}
