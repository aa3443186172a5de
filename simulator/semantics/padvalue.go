package semantics

import (
	"bytes"
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// SetPadValue<T, pos>(value) and its reader (docs/sim/quant.md §7.3). The setter keeps the
// value exactly. The reader is DataCopyPad GM→local, which pads each row to 32 bytes:
// with isPad it fills with DataCopyPadParams' paddingValue; without it the API gives the
// padding no value, and the simulator leaves it undefined (ascendc_copy.go). Whether the
// isPad fill comes from this register instead (whatever pos says) is not given, so once
// a value is set both are computed and the padding is written only when they give the
// same bits; otherwise the copy fails, naming the first padding element.

var padKey = &sim.ExtKey{Name: "ascendc.pad", New: func(c *sim.Core) any { return &padState{} }}

// padState is what SetPadValue wrote: a value of type t.
type padState struct {
	set bool
	t   sim.DType
	v   float64
}

func compileSetPadValue(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetPadValueOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_pad_value")
	}
	t := elemOf(cc, v.PaddingValue())
	if t == sim.Invalid {
		return nil, ir.OpError(op, "is not simulated for a pad value of type %s", ir.TypeString(v.PaddingValue().Type()))
	}
	sr := cc.Slot(v.PaddingValue())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		*c.Ext(padKey).(*padState) = padState{set: true, t: t, v: sim.ScalarToElem(c.Regs[sr], t)}
		return sim.Next
	}, nil
}

// padFill gives the bytes of one padding element of type d of a copy with isPad: own is
// DataCopyPadParams' paddingValue. at is the first padding element's index in dst, for
// the diagnostic.
func padFill(c *sim.Core, in *sim.Instr, d sim.DType, own float64, at int64) ([]byte, bool) {
	n := d.Size()
	fill := make([]byte, 2*n)
	sim.Store(fill, 0, d, own)
	st, _ := c.Ext(padKey).(*padState)
	if st == nil || !st.set {
		return fill[:n], true
	}
	if st.t != d {
		c.Fatal(in, "is not simulated for a padding of %s elements after SetPadValue<%s>: how the pad register's value meets another element type is not given", d, st.t)
		return nil, false
	}
	sim.Store(fill, 1, d, st.v)
	if bytes.Equal(fill[:n], fill[n:]) {
		return fill[:n], true
	}
	c.Fatal(in, "is not simulated for element %d (padding): DataCopyPadParams' paddingValue (isPad = true) gives %v, SetPadValue's register gives %v, and whether DataCopyPad fills from the register is not given",
		at, sim.Load(fill, 0, d), sim.Load(fill, 1, d))
	return nil, false
}

func registerPadValue(r *sim.Registry) {
	r.AddExt(padKey)
	reg(r, ascendc.OpSetPadValue, scalarOp, compileSetPadValue)
}
