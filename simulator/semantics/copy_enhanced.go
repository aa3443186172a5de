package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// DataCopy(dst, src, DataCopyParams, DataCopyEnhancedParams) (docs/sim/quant.md §6).
// DataCopyEnhancedParams (Ascend C API reference, DataCopy, enhanced copy) holds, in
// member order, blockMode, deqScale, deqValue, sidStoreMode, isRelu, padMode, padValue,
// each defaulting to its first enumerator or zero (BLOCK_MODE_NORMAL, DEQ_NONE, 0, 0,
// false, PAD_NONE, 0). With every member at its default the enhanced call moves the blocks
// DataCopyParams describes and nothing else, so it is run as DataCopy with those params;
// any other member value selects a block unit, a conversion, a relu or a padding that no
// source available here defines, and is refused by name.

// enhancedFields are DataCopyEnhancedParams' members in declaration order.
var enhancedFields = []string{"blockMode", "deqScale", "deqValue", "sidStoreMode", "isRelu", "padMode", "padValue"}

func registerCopyEnhanced(r *sim.Registry) {
	reg(r, ascendc.OpDataCopyEnhanced, apiCost, compileDataCopyEnhanced)
}

func compileDataCopyEnhanced(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	plain := *in
	plain.In = in.In[:3]
	cp, err := compileDataCopyL0(cc, op, &plain)
	if err != nil {
		return nil, err
	}
	sr, er := in.In[1], in.In[3]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, er)
		if !ok {
			return sim.Fail
		}
		for i, v := range p.F {
			f, isF := p.Fl[i]
			if v == 0 && (!isF || f == 0) {
				continue
			}
			name := fmt.Sprintf("member %d", i)
			if i < len(enhancedFields) {
				name = enhancedFields[i]
			}
			if isF {
				return c.Fatal(in, "is not simulated for DataCopyEnhancedParams with %s = %g: only the default members (BLOCK_MODE_NORMAL, DEQ_NONE, no deqValue, sidStoreMode 0, no relu, PAD_NONE), under which the call is DataCopy with its DataCopyParams, are modelled", name, f)
			}
			return c.Fatal(in, "is not simulated for DataCopyEnhancedParams with %s = %d: only the default members (BLOCK_MODE_NORMAL, DEQ_NONE, no deqValue, sidStoreMode 0, no relu, PAD_NONE), under which the call is DataCopy with its DataCopyParams, are modelled", name, v)
		}
		if s := c.Regs[sr].T.Space; s == arch.L0C {
			// CO1 data moves in matrix or vector blocks whose size depends on blockMode and
			// the source type; the unit DataCopyParams counts in there is not given.
			return c.Fatal(in, "is not simulated with an L0C (CO1) source: the block unit of the CO1 path is not given by a source available here")
		}
		return cp(c, in)
	}, nil
}
