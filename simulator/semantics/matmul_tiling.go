package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The TCubeTiling a Matmul object is initialised with (docs/sim/matmul-api.md, "The
// tiling"). The model reads the tiling only as a value the kernel built itself
// (ascendc.construct without operands, emitasc.init_struct by member name); its members
// start unset and a member the model needs but nobody set stops the run naming it.

// unsetField marks a member of a parameter structure that was never assigned (a
// default-initialised C++ struct leaves it indeterminate).
const unsetField = math.MinInt64

func unsetFields(n int) []int64 {
	f := make([]int64, n)
	for i := range f {
		f[i] = unsetField
	}
	return f
}

// cubeTilingFields are TCubeTiling's members (Ascend C API reference, TCubeTiling
// structure), by name; the model reads M, N, Ka, Kb, singleCoreM/N/K, baseM, baseN,
// iterateOrder and isBias, the others only decide how the library splits and buffers the
// work (not the values it writes).
var cubeTilingFields = ascendc.MembersOf("cube_tiling")

// tilingField is member name of the tiling t (unsetField when t is nil or the member
// was not assigned).
func tilingField(t *Params, name string) int64 {
	i, ok := fieldIndex("cube_tiling", name)
	if t == nil || !ok || i >= len(t.F) {
		return unsetField
	}
	return t.F[i]
}

// compileMatmulInit: Init(&tiling) and REGIST_MATMUL_OBJ(&pipe, ws, mm, &tiling) (which
// calls Init) take the tiling: its M, N, Ka (Kb) become the original shape and its
// singleCoreM/N/K the single-core shape when they are set, as Init copies them; later
// SetOrgShape/SetSingleShape/SetTail override them. mm and tiling are operand indexes
// (tiling -1: none given).
func compileMatmulInit(mm, tiling int) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		if _, err := mmType(cc, op, op.Operand(mm)); err != nil {
			return nil, err
		}
		if tiling < 0 || tiling >= op.NumOperands() {
			return nop, nil
		}
		mr, tr := in.In[mm], in.In[tiling]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o, ok := mmOf(c, in, mr)
			if !ok {
				return sim.Fail
			}
			p, _ := c.Regs[tr].O.(*Params)
			o.tiling, o.tilingKnown = p, p != nil
			o.it = mmIter{}
			if why := o.applyTiling(); why != "" {
				return c.Fatal(in, "%s", why)
			}
			return sim.Next
		}, nil
	}
}

// applyTiling copies the tiling's shapes into the object where the tiling sets them.
func (o *mmObj) applyTiling() string {
	f := func(n string) int64 { return tilingField(o.tiling, n) }
	m, n, ka, kb := f("M"), f("N"), f("Ka"), f("Kb")
	if m != unsetField && n != unsetField && ka != unsetField {
		if kb == unsetField {
			kb = ka
		}
		if m <= 0 || n <= 0 || ka <= 0 || kb <= 0 {
			return fmt.Sprintf("TCubeTiling M=%d N=%d Ka=%d Kb=%d: the original shape needs positive sizes", m, n, ka, kb)
		}
		o.orgM, o.orgN, o.orgKa, o.orgKb, o.orgKc, o.orgSet = m, n, ka, kb, n, true
	}
	for _, s := range []struct {
		name string
		dst  *int64
		flag *bool
	}{{"singleCoreM", &o.sm, &o.singleM}, {"singleCoreN", &o.sn, &o.singleN}, {"singleCoreK", &o.sk, &o.sinK}} {
		v := f(s.name)
		if v == unsetField {
			continue
		}
		if v <= 0 {
			return fmt.Sprintf("TCubeTiling %s=%d: the single-core shape needs positive sizes", s.name, v)
		}
		*s.dst, *s.flag = v, true
	}
	return ""
}

// needTiling reads a positive member of the object's tiling or says why it cannot.
func (o *mmObj) needTiling(name string) (int64, string) {
	if !o.tilingKnown {
		return 0, fmt.Sprintf("TCubeTiling.%s is not available to the simulator: the tiling given to Init was not built in the kernel (ascendc.construct or emitasc.init_struct of !ascendc.cube_tiling)", name)
	}
	v := tilingField(o.tiling, name)
	if v == unsetField {
		return 0, fmt.Sprintf("TCubeTiling.%s was never set in the tiling given to Init", name)
	}
	return v, ""
}

// mmIter is the state of an Iterate/GetTensorC loop: the index of the tile the last
// Iterate computed (its values in tile, tm×tn at rows m0, columns n0 of the single-core
// C) and whether the loop is running.
type mmIter struct {
	running bool
	idx     int64
	tile    []float64
	m0, n0  int64
	tm, tn  int64
	baseN   int64
}

// compileSetTensorScalar: SetTensorA(aScalar)/SetTensorB(bScalar) make every element of
// A (or B) the scalar, converted to the MatmulType's element type as the C++ parameter
// (SrcAT/SrcBT) converts it; the shapes are those of a matrix operand.
func compileSetTensorScalar(isA bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		t, err := mmType(cc, op, op.Operand(0))
		if err != nil {
			return nil, err
		}
		reg := cc.P.Chip.Registry
		d := reg.DTypeOf(t.TypeA)
		if !isA {
			d = reg.DTypeOf(t.TypeB)
		}
		sd := elemOf(cc, op.Operand(1))
		mr, sr := in.In[0], in.In[1]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o, ok := mmOf(c, in, mr)
			if !ok {
				return sim.Fail
			}
			b := make([]byte, d.Size())
			switch v := c.Regs[sr]; {
			case d.IsFloat() && sd.IsFloat():
				sim.Store(b, 0, d, v.F)
			case d.IsFloat():
				sim.Store(b, 0, d, float64(v.I))
			case sd.IsFloat():
				sim.StoreI(b, 0, d, int64(math.Trunc(v.F)))
			default:
				sim.StoreI(b, 0, d, v.I)
			}
			if isA {
				o.aScalar, o.hasA, o.transA = b, true, false
			} else {
				o.bScalar, o.hasB, o.transB = b, true, false
			}
			return sim.Next
		}, nil
	}
}

// compileMatmulUserData: SetSelfDefineData / SetUserDefInfo hand data to the
// MatmulCallBackFunc of the Matmul's template arguments. The emitted Matmul type has no
// callback argument (target/ascendc prints Matmul<A, B, C, Bias, CFG>), so the library's
// default, empty callbacks run and nothing reads the data.
func compileMatmulUserData(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	return nop, nil
}
