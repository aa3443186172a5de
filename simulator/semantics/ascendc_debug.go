package semantics

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// printf and DumpTensor write to the core's output buffer, which the CLI prints core by
// core after the run (deterministic whatever the goroutine order). Each line is prefixed
// by the core, as the NPU's device-side print tags its output with the block.

func printLines(c *sim.Core, s string) {
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" {
			fmt.Fprintf(&c.Print, "[core %d] %s", c.Idx, l)
		}
	}
	if !strings.HasSuffix(s, "\n") {
		c.Print.WriteByte('\n')
	}
}

// registerDebug adds printf and DumpTensor.
func registerDebug(r *sim.Registry) {
	reg(r, ascendc.OpPrintf, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		desc, _ := op.Attr("desc").(*ir.StringAttr)
		if desc == nil {
			return nil, fmt.Errorf("missing desc")
		}
		convs, err := parseCFormat(desc.Value)
		if err != nil {
			return nil, err
		}
		ins := in.In
		types := make([]sim.DType, len(ins))
		for i, v := range op.Operands() {
			types[i] = elemOf(cc, v)
		}
		if err := checkCArgs(convs, types); err != nil {
			return nil, err
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			args := make([]sim.Value, len(ins))
			for i, r := range ins {
				args[i] = c.Regs[r]
			}
			printLines(c, cSprintf(convs, args))
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpDumpTensor, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		tr, dr, nr := in.In[0], in.In[1], in.In[2]
		d := elemOf(cc, op.Operand(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			t := c.Regs[tr].T
			n := c.Regs[nr].I
			es := int64(d.Size())
			if n < 0 || n*es > t.Size {
				return c.Fatal(in, "dump of %d elements exceeds the %d-byte tensor", n, t.Size)
			}
			var buf []byte
			pos := t.Space.String()
			if t.Space == arch.GM {
				if buf = c.Chip.GM.Bytes(t.Region, t.Addr, n*es); buf == nil && n > 0 {
					return c.Fatal(in, "dump of %d elements leaves the tensor's GM buffer", n)
				}
			} else {
				buf = c.Local.Buf[t.Space][t.Addr : t.Addr+n*es]
			}
			var b strings.Builder
			fmt.Fprintf(&b, "DumpTensor: desc=%d, addr=%d, data_type=%s, position=%s\n", c.Regs[dr].I, t.Addr, d, pos)
			b.WriteByte('[')
			for i := 0; i < int(n); i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				if d.IsFloat() {
					fmt.Fprintf(&b, "%g", sim.Load(buf, i, d))
				} else {
					fmt.Fprintf(&b, "%d", sim.LoadI(buf, i, d))
				}
			}
			b.WriteString("]\n")
			printLines(c, b.String())
			return sim.Next
		}, nil
	})
}
