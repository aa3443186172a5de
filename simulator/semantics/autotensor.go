package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Automatic local tensors and the CPU-debug file dump (docs/sim/framework.md).
//
// local_tensor_auto is the placeholder the asctile lowering creates for a tensor whose
// storage the toolchain chooses (ascendc-materialize-tensor later turns a temporary into
// a TBuf given InitBuffer(size) and read with Get, an input or output into a queue
// buffer). The model gives it what InitBuffer gives: the next bytes of the position's
// buffer from TPipe's allocation cursor, rounded up as InitBuffer rounds. Sharing the
// cursor with the queues, TBufs and buffer pools keeps every such buffer apart; nothing
// is given back, as TPipe gives nothing back before the kernel ends.

func registerAutoTensor(r *sim.Registry) {
	reg(r, ascendc.OpLocalTensorAuto, scalarOp, compileLocalTensorAuto)
	// ToFile(fileName) exists only in Ascend C's CPU debug build, where it writes the
	// tensor's bytes to a host file; the NPU build does nothing for it (the translator even
	// drops the name). asc-sim runs the device program: writing a file whose path the
	// kernel chooses would put output where the user never asked for it, so it is a no-op.
	reg(r, ascendc.OpLocalTensorToFile, scalarOp, compileNop)
}

// autoTensorElems is the element count of a local_tensor_auto: the product of its
// dynamicShape operands when it has some (as ascendc-materialize-tensor sizes it,
// whatever the result type's rank), else the result type's static shape.
func autoTensorElems(c *sim.Core, in *sim.Instr, regs []int32, static int64) (int64, bool) {
	if len(regs) == 0 {
		return static, true
	}
	n := int64(1)
	for i, r := range regs {
		d := c.Regs[r].I
		if d < 0 {
			c.Fatal(in, "local_tensor_auto dimension %d is negative (%d)", i, d)
			return 0, false
		}
		if d != 0 && n > math.MaxInt64/d {
			c.Fatal(in, "local_tensor_auto of more than 2^63 elements")
			return 0, false
		}
		n *= d
	}
	if static >= 0 && n != static {
		c.Fatal(in, "local_tensor_auto dimensions give %d elements but its type holds %d", n, static)
		return 0, false
	}
	return n, true
}

func compileLocalTensorAuto(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsLocalTensorAutoOp(op)
	if !ok {
		return nil, fmt.Errorf("not a local_tensor_auto")
	}
	pos := v.Position()
	space, ok := arch.PositionBuffer(pos)
	if !ok || space == arch.GM {
		return nil, fmt.Errorf("is not simulated at position %s (a local tensor lives in a local buffer)", pos)
	}
	lt, _ := v.Result().Type().(*ascendc.LocalTensorType)
	es := elemSize(cc, v.Result())
	if lt == nil || es == 0 {
		return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(v.Result().Type()))
	}
	static := int64(-1) // the type's element count; -1 when it has no static shape
	if !lt.Shape.Unranked {
		static = 1
		for _, d := range lt.Shape.Dims {
			if d < 0 {
				static = -1
				break
			}
			if d != 0 && static > math.MaxInt64/d {
				return nil, fmt.Errorf("is not simulated for a result of type %s: more than 2^63 elements", ir.TypeString(lt))
			}
			static *= d
		}
	}
	dims := v.DynamicShape()
	if len(dims) == 0 && static < 0 {
		return nil, fmt.Errorf("is not simulated without dimensions for a result of type %s: its size is not known", ir.TypeString(lt))
	}
	regs := make([]int32, len(dims))
	for i, d := range dims {
		regs[i] = cc.Slot(d)
	}
	r := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		n, ok := autoTensorElems(c, in, regs, static)
		if !ok {
			return sim.Fail
		}
		soc, s := c.SoC(), st(c)
		limit := soc.Usable(space)
		// Compared before rounding up, which could overflow for counts near 2^63.
		if n > limit/es || s.cursor[space]+roundLen(c, space, n*es) > limit {
			return c.Fatal(in, "allocation capacity exceeded: %s needs %d elements of %d bytes at offset %d but %d bytes are usable on %s",
				space, n, es, s.cursor[space], limit, soc.Name)
		}
		addr := s.cursor[space]
		s.cursor[space] += roundLen(c, space, n*es)
		c.Regs[r] = sim.Value{T: sim.Tensor{Space: space, Pos: int8(pos), Region: -1, Addr: addr, Size: n * es}}
		return sim.Next
	}, nil
}
