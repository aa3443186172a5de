package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Atomic GM writes (SetAtomicAdd/Max/Min/None/Type, Set/GetStoreAtomicConfig). While a
// mode is set, every transfer to GM by MTE3 (UB→GM DataCopy) or FIX (Fixpipe) combines
// each element with the GM contents instead of overwriting them, in the element type the
// mode names. Numerics (docs/sim/cube-sync.md): float add is one IEEE addition rounded to
// nearest even in that type; max/min are exact; integer add is exact and an overflow
// stops the run (whether the hardware wraps or saturates is not documented); a NaN
// operand of max/min, or max/min of +0 and -0, stops the run for the same reason.

type atomicOp uint8

const (
	atomicNone atomicOp = iota
	atomicAdd
	atomicMax
	atomicMin
)

func (o atomicOp) String() string { return [...]string{"none", "add", "max", "min"}[o] }

type atomicState struct {
	op    atomicOp
	dtype sim.DType
}

var atomicKey = &sim.ExtKey{Name: "atomic", New: func(c *sim.Core) any { return &atomicState{dtype: sim.F32} }}

func atomicOf(c *sim.Core) *atomicState { return c.Ext(atomicKey).(*atomicState) }

// atomicTypes are the element types SetAtomicAdd/Max/Min accept (the AtomicDtype enum:
// f32, f16, s16, s32, s8, bf16).
var atomicTypes = map[sim.DType]ascendc.AtomicDtype{
	sim.F32: ascendc.AtomicDtype_ATOMIC_F32, sim.F16: ascendc.AtomicDtype_ATOMIC_F16,
	sim.I16: ascendc.AtomicDtype_ATOMIC_S16, sim.I32: ascendc.AtomicDtype_ATOMIC_S32,
	sim.I8: ascendc.AtomicDtype_ATOMIC_S8, sim.BF16: ascendc.AtomicDtype_ATOMIC_BF16,
}

func registerAtomics(r *sim.Registry) {
	r.AddExt(atomicKey)
	reg(r, ascendc.OpSetAtomicAdd, scalarOp, compileSetAtomic(atomicAdd))
	reg(r, ascendc.OpSetAtomicMax, scalarOp, compileSetAtomic(atomicMax))
	reg(r, ascendc.OpSetAtomicMin, scalarOp, compileSetAtomic(atomicMin))
	reg(r, ascendc.OpSetAtomicType, scalarOp, compileSetAtomic(atomicNone))
	reg(r, ascendc.OpSetAtomicNone, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			atomicOf(c).op, c.GMAtomic = atomicNone, false
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpSetStoreAtomicConfig, scalarOp, compileSetStoreAtomicConfig)
	reg(r, ascendc.OpGetStoreAtomicConfig, scalarOp, compileGetStoreAtomicConfig)
}

// compileSetAtomic sets the mode and its type; op none is SetAtomicType (type only).
func compileSetAtomic(o atomicOp) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		ta, ok := op.Attr("dtype").(*ir.TypeAttr)
		if !ok {
			return nil, fmt.Errorf("has no dtype type attribute")
		}
		d := cc.P.Chip.Registry.DTypeOf(ta.Type)
		if _, ok := atomicTypes[d]; !ok {
			return nil, ir.OpError(op, "is not simulated for element type %s (atomics take f32, f16, bf16, s32, s16 or s8)", ir.TypeString(ta.Type))
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := atomicOf(c)
			s.dtype = d
			if o != atomicNone {
				s.op = o
			}
			c.GMAtomic = s.op != atomicNone
			return sim.Next
		}, nil
	}
}

func compileSetStoreAtomicConfig(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetStoreAtomicConfigOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_store_atomic_config")
	}
	t, o := v.AtomicType(), v.AtomicOp()
	if o != ascendc.AtomicOp_ATOMIC_SUM {
		return nil, ir.OpError(op, "is not simulated for atomic op %d", o)
	}
	d, found := sim.Invalid, t == ascendc.AtomicDtype_ATOMIC_NONE
	for k, e := range atomicTypes {
		if e == t {
			d, found = k, true
		}
	}
	if !found {
		return nil, ir.OpError(op, "is not simulated for atomic type %d", t)
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := atomicOf(c)
		if d == sim.Invalid {
			s.op = atomicNone
		} else {
			s.op, s.dtype = atomicAdd, d
		}
		c.GMAtomic = s.op != atomicNone
		return sim.Next
	}, nil
}

// compileGetStoreAtomicConfig returns the mode as (AtomicDtype, AtomicOp). The AtomicOp
// enum names only SUM, so a max/min mode has no value to return and stops the run.
func compileGetStoreAtomicConfig(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	tr, or := in.Out[0], in.Out[1]
	td, od := elemOf(cc, op.Result(0)), elemOf(cc, op.Result(1))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := atomicOf(c)
		switch s.op {
		case atomicNone:
			c.Regs[tr].I = sim.Norm(int64(ascendc.AtomicDtype_ATOMIC_NONE), td)
		case atomicAdd:
			c.Regs[tr].I = sim.Norm(int64(atomicTypes[s.dtype]), td)
		default:
			return c.Fatal(in, "is not simulated while atomic %s is set (AtomicOp has no value for it)", s.op)
		}
		c.Regs[or].I = sim.Norm(int64(ascendc.AtomicOp_ATOMIC_SUM), od)
		return sim.Next
	}, nil
}

// atomicMerge combines, element by element, the incoming values already written to d
// with old, the GM contents before the write, in the mode's type. It reports false after
// stopping the core on a form it does not simulate.
func atomicMerge(c *sim.Core, in *sim.Instr, d, old []byte) bool {
	s := atomicOf(c)
	es := s.dtype.Size()
	if len(d)%es != 0 {
		c.Fatal(in, "atomic %s of %d bytes is not a whole number of %s elements", s.op, len(d), s.dtype)
		return false
	}
	for i := 0; i < len(d)/es; i++ {
		if s.dtype.IsFloat() {
			a, b := sim.Load(old, i, s.dtype), sim.Load(d, i, s.dtype)
			r, err := atomicFloat(s.op, s.dtype, a, b)
			if err != "" {
				c.Fatal(in, "atomic %s in %s of %v and %v %s", s.op, s.dtype, a, b, err)
				return false
			}
			if r == a && math.Signbit(r) == math.Signbit(a) {
				copy(d[i*es:(i+1)*es], old[i*es:(i+1)*es]) // keep GM's exact bits
				continue
			}
			sim.Store(d, i, s.dtype, r)
			continue
		}
		a, b := sim.LoadI(old, i, s.dtype), sim.LoadI(d, i, s.dtype)
		var r int64
		switch s.op {
		case atomicAdd:
			r = a + b
			if sim.Norm(r, s.dtype) != r {
				c.Fatal(in, "atomic add in %s overflows (%d + %d): wrap-around or saturation is not documented, so it is not simulated", s.dtype, a, b)
				return false
			}
		case atomicMax:
			r = max(a, b)
		case atomicMin:
			r = min(a, b)
		}
		sim.StoreI(d, i, s.dtype, r)
	}
	return true
}

// atomicFloat is one float combination; a non-empty error names a form not simulated.
// Float32 addition of two float16/bfloat16 values and one rounding to the narrow type is
// the correctly rounded narrow sum: float32 has more than 2p+2 bits for p = 11 and 8, so
// rounding twice cannot differ from rounding once.
func atomicFloat(o atomicOp, d sim.DType, a, b float64) (float64, string) {
	if o != atomicAdd && (math.IsNaN(a) || math.IsNaN(b)) {
		return 0, "has a NaN operand: which operand the hardware keeps is not documented"
	}
	switch o {
	case atomicAdd:
		return float64(float32(a) + float32(b)), ""
	case atomicMax, atomicMin:
		if a == b && math.Signbit(a) != math.Signbit(b) {
			return 0, "compares +0 with -0: which zero the hardware keeps is not documented"
		}
		if (o == atomicMax) == (b > a) {
			return b, ""
		}
		return a, ""
	}
	return 0, "has no mode"
}
