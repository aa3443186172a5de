package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Matmul's quantisation parameters (docs/sim/quant.md §5). SetQuantScalar and
// SetQuantVector store the parameters the library's fixpipe conversion reads when C is of
// a quantised type: s8 A/B with f16 C (DEQF16 / VDEQF16), s8 A/B with s8 C (REQ8 / VREQ8),
// f16/bf16 A/B with s8 C (QF322B8_PRE / VQF322B8_PRE). Those type pairs are refused by
// mmType (mmQuantRefusal gives the missing facts); for the modelled pairs (f16/bf16 in,
// f32 or the input type out; s8 in, s32 out) the library converts without a scale, so the
// stored parameters are never read and the setters change no result.

// mmQuantKey holds each Matmul object's quantisation parameters, keyed like mmKey.
var mmQuantKey = &sim.ExtKey{Name: "matmul_quant", New: func(*sim.Core) any { return map[any]*mmQuant{} }}

// mmQuant is what the last SetQuantScalar or SetQuantVector call gave: perChannel tells
// which (the library's per-tensor/per-channel switch follows the last call).
type mmQuant struct {
	set, perChannel bool
	scalar          uint64     // SetQuantScalar(uint64_t)
	vector          sim.Tensor // SetQuantVector(GlobalTensor<uint64_t>): one word per column of C
}

func registerMatmulQuant(r *sim.Registry) {
	r.AddExt(mmQuantKey)
	reg(r, ascendc.OpMatmulSetQuantScalar, apiCost, compileSetQuant(false))
	reg(r, ascendc.OpMatmulSetQuantVector, apiCost, compileSetQuant(true))
}

// mmQuantOf returns the quantisation state of the Matmul object in register r.
func mmQuantOf(c *sim.Core, in *sim.Instr, r int32) (*mmQuant, bool) {
	key := c.Regs[r].O
	if key == nil {
		c.Fatal(in, "the Matmul object was not built by ascendc.construct")
		return nil, false
	}
	objs := c.Ext(mmQuantKey).(map[any]*mmQuant)
	q := objs[key]
	if q == nil {
		q = &mmQuant{}
		objs[key] = q
	}
	return q, true
}

// compileSetQuant is SetQuantScalar(uint64_t) (vector false) or
// SetQuantVector(const GlobalTensor<uint64_t>&) (vector true). The scalar converts to
// uint64_t as C++ does (a signed operand sign-extends); the vector must be a
// GlobalTensor<uint64_t>, the only type the call accepts.
func compileSetQuant(vector bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		if _, err := mmType(cc, op, op.Operand(0)); err != nil {
			return nil, err
		}
		if vector {
			if _, ok := op.Operand(1).Type().(*ascendc.GlobalTensorType); !ok || elemOf(cc, op.Operand(1)) != sim.U64 {
				return nil, ir.OpError(op, "is not simulated for a quant vector of type %s: SetQuantVector takes a GlobalTensor<uint64_t>", ir.TypeString(op.Operand(1).Type()))
			}
		}
		mr, vr := in.In[0], in.In[1]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			q, ok := mmQuantOf(c, in, mr)
			if !ok {
				return sim.Fail
			}
			q.set, q.perChannel = true, vector
			if vector {
				q.vector = c.Regs[vr].T
			} else {
				q.scalar = uint64(c.Regs[vr].I)
			}
			return sim.Next
		}, nil
	}
}

// mmQuantRefusal names the library's fixpipe quant modes for a quantised A→C type pair
// and the facts that keep them from being simulated ("" for a pair that is not
// quantised). Known (Ascend C API reference, Matmul SetQuantScalar: the example sets
// uint64_t(bits of a float scale)): the f32 scale sits in the low 32 bits of the word.
func mmQuantRefusal(a, c sim.DType) string {
	var modes, conv string
	switch {
	case a == sim.I8 && c == sim.F16:
		modes, conv = "DEQF16 (SetQuantScalar) or VDEQF16 (SetQuantVector)", "i32 results to f16"
	case a == sim.I8 && (c == sim.I8 || c == sim.U8):
		modes, conv = "REQ8 (SetQuantScalar) or VREQ8 (SetQuantVector)", "i32 results to "+c.String()
	case (a == sim.F16 || a == sim.BF16) && (c == sim.I8 || c == sim.U8):
		modes, conv = "QF322B8_PRE (SetQuantScalar) or VQF322B8_PRE (SetQuantVector)", "f32 results to "+c.String()
	default:
		return ""
	}
	return fmt.Sprintf("is not simulated for A %s, C %s: the Matmul library converts the %s with the fixpipe's %s mode, and no source available here fixes how many bits of the f32 scale (the low 32 bits of the uint64 word) the fixpipe uses, the precision and rounding of the product with it, the overflow handling, or where the 8-bit forms keep their offset and sign mode (docs/sim/quant.md §5)", a, c, conv, modes)
}
