package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Cube-side variants: LoadData from GM straight into L0A/L0B (910B's MTE2 path), the
// generic LoadData with 2D parameters, and Mmad with a bias table.

func registerCubeExt(r *sim.Registry) {
	// load_data_g2l takes the same LoadData2DParams as load_data_l0; its record puts it
	// on MTE2.
	reg(r, ascendc.OpLoadDataG2l, apiCost, compileLoadData)
	reg(r, ascendc.OpLoadData, apiCost, compileLoadDataGeneric)
	reg(r, ascendc.OpMmadWithBias, apiCost, compileMmadWithBias)
}

// rawBytes is the backing store of a tensor from byte off on (bounds were checked by the
// c.Mem call of the same transfer).
func rawBytes(c *sim.Core, t *sim.Tensor, off int64) []byte {
	if t.Space == arch.GM {
		r := c.Chip.GM.Regions[t.Region]
		return c.Chip.GM.Bytes(t.Region, t.Addr+off, r.Base+r.Size-t.Addr-off)
	}
	return c.Local.Buf[t.Space][t.Addr+off:]
}

// compileLoadDataGeneric is LoadData over the parameter-block interface: the 2D block is
// load_data_l0's, LoadData3DParamsV2 load_data_3d_l0_v2's (img2col.go); the other 3D
// blocks are refused as their own ops are (docs/sim/cube-load.md §5).
func compileLoadDataGeneric(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsLoadDataOp(op)
	if !ok {
		return nil, fmt.Errorf("not a load_data")
	}
	switch typeMnemonic(v.LoadDataParams().Type()) {
	case "load_data_2d_params":
	case "load_data_3d_params_v2":
		return compileLoad3dV2(cc, op, in)
	default:
		return nil, ir.OpError(op, "is not simulated for %s parameters (only load_data_2d_params and load_data_3d_params_v2)", ir.TypeString(v.LoadDataParams().Type()))
	}
	return compileLoadData(cc, op, in)
}

// compileMmadWithBias is Mmad(dst, fm, filter, bias, params): the accumulator starts
// from the bias row (n elements in the bias table, C2) broadcast over the m rows, then
// takes the products, so C = bias + A×B whatever cmatrixInitVal says (the overload makes
// the bias table the C matrix source). The bias type is the accumulator's (f32 for
// f16/bf16 inputs, s32 for s8).
func compileMmadWithBias(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsMmadWithBiasOp(op)
	if !ok {
		return nil, fmt.Errorf("not an mmad_with_bias")
	}
	cd, bd := elemOf(cc, v.Dst()), elemOf(cc, v.Bias())
	if bd != cd {
		return nil, ir.OpError(op, "is not simulated for a %s bias with a %s accumulator", bd, cd)
	}
	dr, br, pr := cc.Slot(v.Dst()), cc.Slot(v.Bias()), cc.Slot(v.MmadParams())
	plain := *in
	plain.In = []int32{dr, cc.Slot(v.Fm()), cc.Slot(v.Filter()), pr}
	mmad, err := compileMmad(cc, op, &plain)
	if err != nil {
		return nil, err
	}
	pm, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	ces := int64(cd.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		m, n := p.F[0], p.F[1]
		if m <= 0 || n <= 0 || m > 4095 || n > 4095 {
			return c.Fatal(in, "Mmad sizes m=%d n=%d out of range", m, n)
		}
		bias, dst := &c.Regs[br].T, &c.Regs[dr].T
		if bias.Space != arch.BT {
			return c.Fatal(in, "is not simulated with the bias in %s (only the bias table, position C2)", bias.Space)
		}
		if dst.Space != arch.L0C {
			return c.Fatal(in, "Mmad needs dst in L0C, got %s", dst.Space)
		}
		B, ok := c.Mem(in, pm, bias, 0, n*ces, false)
		if !ok {
			return sim.Fail
		}
		M1, N1 := cdiv(m, 16), cdiv(n, 16)
		C, ok := c.Mem(in, pm, dst, 0, M1*N1*256*ces, true)
		if !ok {
			return sim.Fail
		}
		// Seed the NZ accumulator with the bias (padding columns with zero), then let
		// Mmad accumulate onto it.
		for j := int64(0); j < N1*16; j++ {
			var bv []byte
			if j < n {
				bv = B[j*ces : (j+1)*ces]
			}
			for i := int64(0); i < M1*16; i++ {
				at := (((j/16)*M1+i/16)*256 + (i%16)*16 + j%16) * ces
				if bv == nil {
					clear(C[at : at+ces])
				} else {
					copy(C[at:at+ces], bv)
				}
			}
		}
		acc := *p
		acc.F = append([]int64(nil), p.F...)
		acc.F[11] = 0 // accumulate onto the seeded bias
		saved := c.Regs[pr].O
		c.Regs[pr].O = &acc
		c.Step() // the accumulation reads the seeded L0C, not what it held before
		ctl := mmad(c, in)
		c.Regs[pr].O = saved
		return ctl
	}, nil
}
