package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Hand-written ascendc rules whose text the emission spec fixes beyond one API call:
// local arrays named after an operand, declarations written directly, intrinsics
// outside the AscendC namespace, and a comment before the op.

// updateMaskComment is the comment PyAsc's record of update_mask carries; the translator
// writes it before the call.
const updateMaskComment = "// The mask is updated on every iteration to match the total count"

// alwaysPrinted names, by op, the optional operand PyAsc's printer prints whether or not
// it is there (emission.md §3.3, §3.12): without it PyAsc aborts asking for its name
// (§4.3), so the translator refuses the op instead of writing a call without it.
var alwaysPrinted = map[string]string{
	ascendc.OpSimpleSoftmax: "softmaxShapeInfo",
	ascendc.OpDataCopySlice: "dimValue",
}

func ascendcSpecRules() map[string]Rule {
	r := map[string]Rule{
		ascendc.OpBroadcast:  viewRule(ascendc.AsBroadcastOp, emitBroadcast),
		ascendc.OpGatherMask: viewRule(ascendc.AsGatherMaskOp, emitGatherMask),
		// Slice descriptions are arrays named after the tensor they describe.
		ascendc.OpDataCopySlice: viewRule(ascendc.AsDataCopySliceOp, func(e *Emitter, v ascendc.DataCopySliceOp) error {
			return e.emitWithArrays(v.Op(), func(operand string, _ []*ir.Value) string {
				if operand == "srcSliceInfo" {
					return e.name(v.Src()) + "_slice_info"
				}
				return e.name(v.Dst()) + "_slice_info"
			})
		}),
		ascendc.OpCompareScalarL1: viewRule(ascendc.AsCompareScalarL1Op, func(e *Emitter, v ascendc.CompareScalarL1Op) error {
			return e.emitWithArrays(v.Op(), func(string, []*ir.Value) string { return e.name(v.Dst()) + "_mask_list" })
		}),
		ascendc.OpUpdateMask: func(e *Emitter, op *ir.Operation) error {
			e.line("%s", updateMaskComment)
			return emitGeneric(e, op)
		},
		// The register Duplicate is called unqualified.
		ascendc.OpDuplicate: viewRule(ascendc.AsDuplicateOp, func(e *Emitter, v ascendc.DuplicateOp) error {
			e.line("Duplicate(%s, %s);", e.name(v.DstReg()), e.name(v.Scalar()))
			return nil
		}),
		ascendc.OpCreateMask: viewRule(ascendc.AsCreateMaskOp, emitCreateMask),
		// PyAsc writes the separator after the pipe whether or not objects follow
		// (`InitObj(&pipe, )`, emission.md §3.5).
		ascendc.OpKfcServerInitObj: viewRule(ascendc.AsKfcServerInitObjOp, func(e *Emitter, v ascendc.KfcServerInitObjOp) error {
			e.line("%s.InitObj(&%s, %s);", e.name(v.Server()), e.name(v.Pipe()), e.nameList(v.Ops()))
			return nil
		}),
		ascendc.OpLocalTensorV3: viewRule(ascendc.AsLocalTensorV3Op, func(e *Emitter, v ascendc.LocalTensorV3Op) error {
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			if v.Pos() == ascendc.TPosition_MAX {
				return ir.OpError(v.Op(), "attribute 'pos': TPosition MAX has no Ascend C spelling")
			}
			e.line("%s %s{%s, %d, %d};", t, e.fresh(v.Result()), v.Pos().CppName(), uint32(v.Addr()), uint32(v.TileSize()))
			return nil
		}),
		// The tiling is passed by address, the pipe by value, with no space after the comma.
		ascendc.OpMatmulInit: viewRule(ascendc.AsMatmulInitOp, func(e *Emitter, v ascendc.MatmulInitOp) error {
			args := "&" + e.name(v.CubeTiling())
			if p := v.Pipe(); p != nil {
				args += "," + e.name(p)
			}
			e.line("%s.Init(%s);", e.name(v.Matmul()), args)
			return nil
		}),
		ascendc.OpScalarCast: viewRule(ascendc.AsScalarCastOp, emitScalarCast),
		ascendc.OpLocalTensorGetPhyAddrV2: viewRule(ascendc.AsLocalTensorGetPhyAddrV2Op, func(e *Emitter, v ascendc.LocalTensorGetPhyAddrV2Op) error {
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			_, err = e.decl(v.Result(), "reinterpret_cast<"+t+">("+e.name(v.Tensor())+".GetPhyAddr())")
			return err
		}),
		// waitIterateBatch is a template argument of IterateBatch, which has no default for
		// it: without the operand there is no call to write.
		ascendc.OpMatmulIterateBatch: viewRule(ascendc.AsMatmulIterateBatchOp, func(e *Emitter, v ascendc.MatmulIterateBatchOp) error {
			if v.WaitIterateBatch() == nil {
				return ir.OpError(v.Op(), "needs its waitIterateBatch operand: IterateBatch takes it as a template argument")
			}
			return emitGeneric(e, v.Op())
		}),
		// A no-op is an empty statement in a function (nothing at file level).
		ascendc.OpNoop: func(e *Emitter, op *ir.Operation) error {
			e.emptyStatement()
			return nil
		},
	}
	// The advanced reductions share one spelling: every op of the ReduceOp interface.
	for _, op := range []string{ascendc.OpReduceSum, ascendc.OpReduceMax, ascendc.OpReduceMin, ascendc.OpReduceProd} {
		r[op] = viewRule(ascendc.AsReduceOpInterface, emitPatternReduce)
	}
	return r
}

// emptyStatement is the text of an op that prints nothing: the statement terminator
// alone inside a function (a `;` line), nothing at file level (§1.2, §3.26).
func (e *Emitter) emptyStatement() {
	if e.indent > 0 {
		e.line(";")
	}
}

// shapeArray declares `const uint32_t name[N] = {vs...};`.
func (e *Emitter) shapeArray(name string, vs []*ir.Value) {
	e.line("const uint32_t %s[%d] = {%s};", name, len(vs), e.nameList(vs))
}

// emitBroadcast computes the broadcast tiling for the shapes in a block of its own (the
// arrays and the tiling have fixed names), then broadcasts.
func emitBroadcast(e *Emitter, v ascendc.BroadcastOp) error {
	t, err := elementType(v.Op(), "dst", v.Dst())
	if err != nil {
		return err
	}
	et, err := CppType(t)
	if err != nil {
		return valueError(v.Dst(), "%v", err)
	}
	// PyAsc sizes both arrays by the source rank (only a debug-build assertion checks
	// that the ranks agree), which for other ranks is not valid C++.
	n := len(v.SrcShape())
	if len(v.DstShape()) != n {
		return ir.OpError(v.Op(), "dstShape has %d values and srcShape %d: Broadcast needs shapes of the same rank", len(v.DstShape()), n)
	}
	e.line("{")
	e.indent++
	e.shapeArray("dstShape", v.DstShape())
	e.shapeArray("srcShape", v.SrcShape())
	e.line("AscendC::BroadcastTiling bcTiling;")
	e.line("AscendC::GetBroadcastTilingInfo<%s, %d>(%d, dstShape, srcShape, false, bcTiling);", et, n, n)
	e.line("AscendC::Broadcast(%s, %s, dstShape, srcShape, &bcTiling);", e.name(v.Dst()), e.name(v.Src()))
	e.indent--
	e.line("};")
	return nil
}

// emitPatternReduce spells the advanced reductions: the source shape as an array in a
// block of its own, the pattern as a template argument (PyAsc writes no spaces after
// these commas).
func emitPatternReduce(e *Emitter, v ascendc.ReduceOpInterface) error {
	t, err := elementType(v.Op(), "src", v.Src())
	if err != nil {
		return err
	}
	et, err := CppType(t)
	if err != nil {
		return valueError(v.Src(), "%v", err)
	}
	api := emissionOf(e.hints, v.Op().Info()).APIName
	e.line("{")
	e.indent++
	e.shapeArray("shape", v.SrcShape())
	e.line("AscendC::%s<%s,AscendC::Pattern::Reduce::%s>(%s,%s,%s,shape,false);", api, et, v.Pattern().Symbol(),
		e.name(v.Dst()), e.name(v.Src()), e.name(v.SharedTmpBuffer()))
	e.indent--
	e.line("};")
	return nil
}

// emitCreateMask spells the mask pattern in the MicroAPI namespace, where Ascend C
// declares it.
func emitCreateMask(e *Emitter, v ascendc.CreateMaskOp) error {
	dt, err := CppType(v.Dtype())
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	_, err = e.decl(v.Result(), fmt.Sprintf("AscendC::MicroAPI::CreateMask<%s, AscendC::MicroAPI::MaskPattern::%s>()", dt, v.Mask().Symbol()))
	return err
}

// emitScalarCast declares the result with the target type of the cast and spells the
// source type unsigned, as ScalarCast's template wants it.
func emitScalarCast(e *Emitter, v ascendc.ScalarCastOp) error {
	dt, err := CppType(v.Dtype())
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	st, err := CppType(unsignedType(v.ValueIn().Type()))
	if err != nil {
		return valueError(v.ValueIn(), "%v", err)
	}
	e.line("%s %s = AscendC::ScalarCast<%s, %s, AscendC::RoundMode::%s>(%s);", dt, e.fresh(v.ValueOut()), st, dt,
		strings.ToUpper(v.RoundMode().String()), e.name(v.ValueIn()))
	return nil
}
