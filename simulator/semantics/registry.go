// Package semantics holds the simulator's behaviour of each op, one file per dialect or
// op family (as xDSL's interpreter functions). Registry builds the explicit table the
// simulator is configured with; nothing registers itself on import.
package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/pipe"
)

// Registry returns the semantics of every op the simulator runs (func, arith, scf and the
// ascendc ops), the element types of ascendc's tensor types, the per-core framework state
// and the end-of-kernel checks. Each call builds a fresh table.
func Registry() *sim.Registry {
	r := sim.NewRegistry()
	registerArith(r)
	registerEmitcCast(r)
	registerEmitcConstant(r)
	registerBroadcast(r)
	registerSCF(r)
	registerCF(r)
	registerFramework(r)
	registerTensors(r)
	registerScalarAccess(r)
	registerSync(r)
	registerEvents(r)
	registerCopy(r)
	registerVector(r)
	registerVectorMask(r)
	registerCast(r)
	registerQuant(r)
	registerDeq(r)
	registerAscendQuant(r)
	registerPadValue(r)
	registerHeldSetters(r)
	registerVectorExtra(r)
	registerReduce(r)
	registerCompareSelect(r)
	registerGather(r)
	registerTrans5HD(r)
	registerTransposeExt(r)
	registerReduceMathSort(r)
	registerDebug(r)
	registerScalarFamily(r)
	registerMicroAPI(r)
	registerCubeSync(r)
	registerFrameworkExt(r)
	registerMatmulAPI(r)
	registerSoftmax(r)
	registerCubeLoad(r)
	registerImg2col(r)
	registerShapeInfo(r)
	registerLocalViews(r)
	registerListTensor(r)
	registerSortInfo(r)
	registerHccl(r)
	registerAutoTensor(r)
	registerRefusals(r)
	return r
}

// compileFn is the compile step of an ascendc op: it returns the Exec to run.
type compileFn func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error)

// reg adds an ascendc op whose Exec comes from f and whose scalar issue cost is cost (nil:
// the Exec charges its own).
func reg(r *sim.Registry, name string, cost func(*pipe.Cost) int64, f compileFn) {
	r.Register(name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		if err := checkDeducedScalar(cc, op); err != nil {
			return err
		}
		e, err := f(cc, op, in)
		if err != nil {
			return err
		}
		in.Exec = e
		if cost != nil {
			in.Cost = cost(cc.P.Chip.Cost)
		}
		return nil
	})
}

func apiCost(c *pipe.Cost) int64             { return c.APICall }
func scalarOp(c *pipe.Cost) int64            { return c.ScalarOp }
func flagCost(c *pipe.Cost) int64            { return c.FlagOp }
func noCost(c *pipe.Cost) int64              { return 0 }
func nop(c *sim.Core, in *sim.Instr) sim.Ctl { return sim.Next }

func compileNop(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return nop, nil
}

func elemSize(cc *sim.Compiler, v *ir.Value) int64   { return int64(cc.DType(v).Size()) }
func elemOf(cc *sim.Compiler, v *ir.Value) sim.DType { return cc.DType(v) }

// ascendcElemType exposes the element type of ascendc's tensor types to the simulator.
func ascendcElemType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ascendc.LocalTensorType:
		return t.ElementType
	case *ascendc.GlobalTensorType:
		return t.ElementType
	case *ascendc.BaseLocalTensorType:
		return t.ElementType
	case *ascendc.BaseGlobalTensorType:
		return t.ElementType
	}
	return nil
}

// operand returns the register of a named operand (-1 if absent). The vector families
// share one compile function over many ops, so they look operands up by their declared
// names rather than through each op's typed view.
func operand(cc *sim.Compiler, op *ir.Operation, name string) int32 {
	vs := opdef.OperandGroup(op, name)
	if len(vs) == 0 {
		return -1
	}
	return cc.Slot(vs[0])
}

// trailingOptionals binds the values of a call's trailing optional operands (nil when
// absent, in operand order) to the parameters they land in: the emitted call leaves an
// absent optional operand out (emission.md §2, `[, x]`), so each present one fills the
// first parameter not yet filled, whatever its name. The result holds, per parameter in
// order, the register of the value it receives, or -1 (the parameter's C++ default).
func trailingOptionals(cc *sim.Compiler, vs ...*ir.Value) []int32 {
	out := make([]int32, len(vs))
	for i := range out {
		out[i] = -1
	}
	k := 0
	for _, v := range vs {
		if v != nil {
			out[k] = cc.Slot(v)
			k++
		}
	}
	return out
}

func operandValue(op *ir.Operation, name string) *ir.Value {
	vs := opdef.OperandGroup(op, name)
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Value, true
	}
	return 0, false
}

// pipeOverrides lists the ops whose simulated pipe departs from their record's Pipe hint,
// with the rule the simulator keeps. load_data_l0's record says MTE1, which is its pipe
// on every path LoadData has on hardware (L1 to L0A/L0B/BT, hardware.md §3); the simulator
// has always derived the pipe from the buffers, which also gives MTE2 when the source is
// in GM. Keeping that avoids changing results until the record and the spec settle it.
var pipeOverrides = map[string]arch.PipeRule{
	ascendc.OpLoadDataL0: arch.ByBuffers,
}

// opPipe is the pipe an op issues to: its record's (arch.OpPipe) unless pipeOverrides
// says otherwise.
func opPipe(op *ir.Operation) (arch.Pipe, arch.PipeRule) {
	if rule, ok := pipeOverrides[op.Name()]; ok {
		return 0, rule
	}
	return arch.OpPipe(op.Info())
}

// fixedPipe is the pipe of an op that always issues to one pipe; it is an error for the
// op's record to name none.
func fixedPipe(op *ir.Operation) (arch.Pipe, error) {
	p, rule := opPipe(op)
	if rule != arch.FixedPipe {
		return 0, fmt.Errorf("the op's record names no pipe to issue it to")
	}
	return p, nil
}
