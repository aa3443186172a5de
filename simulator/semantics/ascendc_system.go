package semantics

import (
	"fmt"
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// System and scalar ascendc ops: core identity, caches and profiling hooks the model has
// no state for, the system workspace, and the scalar bit utilities (docs/sim/scalar.md).

// sysState is the per-core state of the system ops.
type sysState struct {
	workspace    sim.Value
	hasWorkspace bool
}

var sysKey = &sim.ExtKey{Name: "ascendc-system", New: func(c *sim.Core) any { return &sysState{} }}

func registerSystem(r *sim.Registry) {
	r.AddExt(sysKey)
	// No model state to change: the FFTS base address only locates the cross-core flag
	// hardware (cross-core flags are modelled directly); the model has no instruction
	// cache; profiling and time-stamp hooks do not change results.
	for _, n := range []string{ascendc.OpInitSocState, ascendc.OpNoop,
		ascendc.OpIcachePreload, ascendc.OpDataCachePreload, ascendc.OpMetricsProfStart, ascendc.OpMetricsProfStop, ascendc.OpPrintTimeStamp} {
		reg(r, n, scalarOp, compileNop)
	}
	// Scalar GM accesses reach GM at once in the model; the sanitizer keeps what a clean
	// would write back, and reports a transfer that reads scalar writes before one.
	for _, n := range []string{ascendc.OpDataCacheCleanInvalidGlobal, ascendc.OpDataCacheCleanInvalidGlobalNodccidst} {
		reg(r, n, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
			return func(c *sim.Core, in *sim.Instr) sim.Ctl {
				c.DataCacheClean()
				return sim.Next
			}, nil
		})
	}
	reg(r, ascendc.OpTrap, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { return c.Fatal(in, "the kernel called Trap()") }, nil
	})
	reg(r, ascendc.OpGetDataBlockSizeInBytes, scalarOp, constResult(32)) // hardware.md §6: datablock = 32 B
	// The model runs one vector unit per modelled core (README: the AIC and AIV of a block
	// as one), so each block of a vector kernel has one sub-block. A mixed kernel's block
	// has two AIVs on the NPU, which the model does not run: refused there.
	reg(r, ascendc.OpGetSubBlockIdx, scalarOp, subBlock(0))
	reg(r, ascendc.OpGetSubBlockNum, scalarOp, subBlock(1))
	reg(r, ascendc.OpGetSystemCycle, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		res, d := in.Out[0], elemOf(cc, op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{I: sim.Norm(c.Now, d)}
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpAscendIsAic, scalarOp, compileCoreType(true))
	reg(r, ascendc.OpAscendIsAiv, scalarOp, compileCoreType(false))
	// set_ffts_base_addr and the store-atomic configuration are the cross-core family's
	// (xsync.go, atomic.go).
	reg(r, ascendc.OpSetSysWorkspace, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a := in.In[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := c.Ext(sysKey).(*sysState)
			s.workspace, s.hasWorkspace = c.Regs[a], true
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpGetSysWorkspacePtr, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		res := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := c.Ext(sysKey).(*sysState)
			if !s.hasWorkspace {
				return c.Fatal(in, "GetSysWorkSpacePtr before SetSysWorkspace: the model has no system workspace of its own")
			}
			c.Regs[res] = s.workspace
			return sim.Next
		}, nil
	})
	registerScalarBits(r)
}

// constResult is an op whose integer result is a constant of the model.
func constResult(v int64) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		res, d := in.Out[0], elemOf(cc, op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = sim.Value{I: sim.Norm(v, d)}; return sim.Next }, nil
	}
}

// kernelTypeOf is the asc.kernel_type of op's module ("" when absent).
func kernelTypeOf(op *ir.Operation) string {
	kt := ""
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == builtin.OpModule {
			if s, ok := p.Attr("asc.kernel_type").(*ir.StringAttr); ok {
				kt = s.Value
			}
		}
	}
	return kt
}

// subBlock is GetSubBlockIdx / GetSubBlockNum of the model's one vector unit per block,
// refused in a mixed kernel, whose blocks have two.
func subBlock(v int64) compileFn {
	one := constResult(v)
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		if kernelTypeOf(op) == "mixed" {
			return nil, fmt.Errorf("is not simulated in a mixed kernel: its blocks have two AIV sub-blocks on the NPU, and the model runs one")
		}
		return one(cc, op, in)
	}
}

// compileCoreType answers AscendIsAIC/AIV from the module's asc.kernel_type (set by
// ascendc-detect-kernel-type): a vector kernel runs on AIV only, a cube kernel on AIC only.
// A mixed kernel runs different branches on separate AIC and AIV cores, which the model
// (one core per block) cannot reproduce, so it is refused rather than answered.
func compileCoreType(aic bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		var v int64
		switch kernelTypeOf(op) {
		case "vector":
			v = b2i(!aic)
		case "cube":
			v = b2i(aic)
		case "mixed":
			return nil, fmt.Errorf("is not simulated in a mixed kernel: the model runs a block's AIC and AIV as one core, so it cannot take only one side of the branch")
		default:
			return nil, fmt.Errorf("is not simulated without the module attribute asc.kernel_type (vector or cube) saying which core the kernel runs on")
		}
		res := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = sim.Value{I: v}; return sim.Next }, nil
	}
}

// registerScalarBits adds the scalar unit's bit utilities and ScalarCast.
func registerScalarBits(r *sim.Registry) {
	unaryInt := func(name string, f func(x uint64, n int64) (int64, bool)) {
		reg(r, name, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
			a, n, res, d := in.In[0], int32(-1), in.Out[0], elemOf(cc, op.Result(0))
			if len(in.In) > 1 {
				n = in.In[1]
			}
			return func(c *sim.Core, in *sim.Instr) sim.Ctl {
				var k int64
				if n >= 0 {
					k = c.Regs[n].I
				}
				v, ok := f(uint64(c.Regs[a].I), k)
				if !ok {
					return c.Fatal(in, "is not simulated for countValue %d (only 0 and 1 are bit values)", k)
				}
				c.Regs[res] = sim.Value{I: sim.Norm(v, d)}
				return sim.Next
			}, nil
		})
	}
	unaryInt(ascendc.OpScalarCountLeadingZero, func(x uint64, _ int64) (int64, bool) { return int64(bits.LeadingZeros64(x)), true })
	unaryInt(ascendc.OpScalarGetCountOfValue, func(x uint64, n int64) (int64, bool) {
		switch n {
		case 1:
			return int64(bits.OnesCount64(x)), true
		case 0:
			return int64(64 - bits.OnesCount64(x)), true
		}
		return 0, false
	})
	unaryInt(ascendc.OpScalarGetSffValue, func(x uint64, n int64) (int64, bool) {
		switch n {
		case 0:
			x = ^x
		case 1:
		default:
			return 0, false
		}
		if x == 0 {
			return -1, true // no such bit
		}
		return int64(bits.TrailingZeros64(x)), true
	})
	// The consecutive bits after the sign bit that equal it.
	unaryInt(ascendc.OpCountBitsCntSameAsSignBit, func(x uint64, _ int64) (int64, bool) {
		return int64(bits.LeadingZeros64(x^uint64(int64(x)>>63))) - 1, true
	})
	reg(r, ascendc.OpScalarCast, scalarOp, compileScalarCast)
}

// compileScalarCast is ScalarCast: a float converted to f16 or an integer with the round
// mode; integer results saturate (hardware.md §7: overflow saturates by default).
func compileScalarCast(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	from, to := elemOf(cc, op.Operand(0)), elemOf(cc, op.Result(0))
	m, _ := intAttr(op, "roundMode")
	if m < 0 || m > int64(numeric.RoundOdd) {
		return nil, fmt.Errorf("is not simulated for round mode %d", m)
	}
	mode := numeric.Round(m)
	if !from.IsFloat() || to == sim.Invalid || to == sim.Bool {
		return nil, fmt.Errorf("is not simulated for %s to %s", from, to)
	}
	a, res := in.In[0], in.Out[0]
	switch {
	case to == sim.F16:
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			var b [2]byte
			// A finite value beyond half's range saturates to ±65504, as the vector Cast does
			// (hardware.md §7: overflow saturates by default), not to ±inf.
			f := float32(c.Regs[a].F)
			h := numeric.SatHalf(numeric.F32ToF16Mode(f, mode), !isInf32(f), numeric.MaxF16)
			b[0], b[1] = byte(h), byte(h>>8)
			c.Regs[res] = sim.Value{F: sim.Load(b[:], 0, sim.F16)}
			return sim.Next
		}, nil
	case !to.IsFloat() && mode != numeric.RoundOdd:
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{I: sim.Norm(numeric.SatInt(c.Regs[a].F, to.Bits(), to.Signed(), mode), to)}
			return sim.Next
		}, nil
	}
	return nil, fmt.Errorf("is not simulated for %s to %s with round mode %d", from, to, m)
}
