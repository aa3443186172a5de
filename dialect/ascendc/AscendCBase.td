//===- AscendCBase.td - ascendc op family classes -------------------------===//
//
// The family classes from which most ascendc ops are declared in one line
// (`defm Add : BinaryVecOpsL3<"add", "Add", "operator+">;`). Families follow
// the interfaces of the op catalogue: an op of an existing family needs one
// line in the matching Ops*.td file.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_BASE_TD
#define ASCENDC_BASE_TD

include "ascendc/AscendCDialect.td"
include "ascendc/AscendCTypes.td"
include "ascendc/AscendCEnums.td"
include "ascendc/AscendCAttrs.td"
include "ascendc/AscendCConstraints.td"

//===----------------------------------------------------------------------===//
// Vector families: L0 (scalar mask + repeat params), L1 (bitwise mask given as
// a list of ui64 words, emitted as a local `uint64_t ..._mask_list[]` array),
// L2 (element count), L3 (operator form).
//===----------------------------------------------------------------------===//

// -- Binary: dst = src0 (op) src1.
class BinaryL0Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [BinaryOpInterface, BinaryL0OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_BinaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
}
class BinaryL1Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [BinaryOpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_BinaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
}
class BinaryL2Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [BinaryOpInterface, BinaryL2OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_IntScalar:$calCount);
}
// `dst = src0.operator+(src1)`.
class BinaryL3Op<string mnem, string cppOperator>
    : AscendC_VecOp<mnem, cppOperator, [BinaryOpInterface, BinaryL3OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1);
  let callStyle = "operator";
}

// `defm Add : BinaryVecOps<"add", "Add">;` gives add_l0, add_l1, add_l2.
// `l01Tmpl` is the templateArgs of the L0/L1 forms.
// TODO(emit): the tests show template arguments only for AddReluCast and
// SubReluCast (<elem(dst), elem(src0), isSetMask>); the other binary L0/L1 ops
// are emitted without explicit template arguments until a test shows more.
multiclass BinaryVecOps<string mnem, string api, string l01Tmpl = ""> {
  def L0Op : BinaryL0Op<mnem # "_l0", api> { let templateArgs = l01Tmpl; }
  def L1Op : BinaryL1Op<mnem # "_l1", api> { let templateArgs = l01Tmpl; }
  def L2Op : BinaryL2Op<mnem # "_l2", api>;
}
// The same plus the L3 operator form (`cppOperator` is e.g. "operator+").
multiclass BinaryVecOpsL3<string mnem, string api, string cppOperator> {
  def L0Op : BinaryL0Op<mnem # "_l0", api>;
  def L1Op : BinaryL1Op<mnem # "_l1", api>;
  def L2Op : BinaryL2Op<mnem # "_l2", api>;
  def L3Op : BinaryL3Op<mnem # "_l3", cppOperator>;
}

// -- Unary: dst = op(src).
class UnaryL0Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [UnaryOpInterface, UnaryL0OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
}
class UnaryL1Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [UnaryOpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
}
class UnaryL2Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [UnaryOpInterface, UnaryL2OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_IntScalar:$calCount);
}
multiclass UnaryVecOps<string mnem, string api> {
  def L0Op : UnaryL0Op<mnem # "_l0", api>;
  def L1Op : UnaryL1Op<mnem # "_l1", api>;
  def L2Op : UnaryL2Op<mnem # "_l2", api>;
}

// -- Vector-scalar: dst = op(src, scalar).
class VecScalarL0Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [VecScalarOpInterface, VecScalarL0OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_ScalarOrOneElementTensor:$scalar, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_UnaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
}
class VecScalarL1Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [VecScalarOpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_ScalarOrOneElementTensor:$scalar, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_UnaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
}
class VecScalarL2Op<string mnem, string api>
    : AscendC_VecOp<mnem, api, [VecScalarOpInterface, VecScalarL2OpInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_ScalarOrOneElementTensor:$scalar, AscendC_IntScalar:$calCount,
                       UnitAttr:$isSetMask);
}
multiclass VecScalarOps<string mnem, string api,
                        string l01Tmpl = "elem($dst), $isSetMask",
                        string l2Tmpl = "elem($dst), $isSetMask"> {
  def L0Op : VecScalarL0Op<mnem # "_l0", api> { let templateArgs = l01Tmpl; }
  def L1Op : VecScalarL1Op<mnem # "_l1", api> { let templateArgs = l01Tmpl; }
  def L2Op : VecScalarL2Op<mnem # "_l2", api> { let templateArgs = l2Tmpl; }
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// BlockReduce{Max,Min,Sum}: L0 and L1 (the L1 form also has OpWithDstInterface).
multiclass BlockReduceOps<string mnem, string api> {
  def L0Op : AscendC_VecOp<mnem # "_l0", api> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_IntScalar:$repeatTime,
                         AscendC_L0Mask:$mask, AscendC_IntScalar:$dstRepStride,
                         AscendC_IntScalar:$srcBlkStride,
                         AscendC_IntScalar:$srcRepStride);
  }
  def L1Op : AscendC_VecOp<mnem # "_l1", api, [OpWithDstInterface]> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_IntScalar:$repeatTime,
                         Variadic<UI64>:$mask, AscendC_IntScalar:$dstRepStride,
                         AscendC_IntScalar:$srcBlkStride,
                         AscendC_IntScalar:$srcRepStride);
  }
}

// WholeReduce{Max,Min}: with the ReduceOrder attribute (passed last).
multiclass WholeReduceOrderOps<string mnem, string api> {
  def L0Op : AscendC_VecOp<mnem # "_l0", api> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_L0Mask:$mask,
                         AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$dstRepStride,
                         AscendC_IntScalar:$srcBlkStride,
                         AscendC_IntScalar:$srcRepStride, AscendC_ReduceOrderAttr:$order,
                         UnitAttr:$isSetMask);
  }
  def L1Op : AscendC_VecOp<mnem # "_l1", api, [OpWithDstInterface]> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src, Variadic<UI64>:$mask,
                         AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$dstRepStride,
                         AscendC_IntScalar:$srcBlkStride,
                         AscendC_IntScalar:$srcRepStride, AscendC_ReduceOrderAttr:$order,
                         UnitAttr:$isSetMask);
  }
}

// Reduce{Max,Min} at L0/L1/L2 with the trailing $calIndex operand.
multiclass ReduceIndexOps<string mnem, string api> {
  def L0Op : AscendC_VecOp<mnem # "_l0", api, [OpWithDstInterface, OpWithSrcInterface]> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_LocalTensor:$sharedTmpBuffer, AscendC_L0Mask:$mask,
                         AscendC_IntScalar:$repeatTime,
                         AscendC_IntScalar:$srcRepStride, AscendC_IntScalar:$calIndex);
  }
  def L1Op : AscendC_VecOp<mnem # "_l1", api, [OpWithDstInterface]> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_LocalTensor:$sharedTmpBuffer, Variadic<AscendC_IntScalar>:$mask,
                         AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$srcRepStride,
                         AscendC_IntScalar:$calIndex);
  }
  def L2Op : AscendC_VecOp<mnem # "_l2", api, [OpWithDstInterface, OpWithSrcInterface]> {
    let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                         AscendC_LocalTensor:$sharedTmpBuffer, AscendC_IntScalar:$count,
                         AscendC_IntScalar:$calIndex);
  }
}

// Reduce over a shape pattern (ReduceOpInterface).
// TODO(emit): no test shows whether $pattern is a template argument; it is
// passed as a call argument at its position for now.
class PatternReduceOp<string mnem, string api>
    : AscendC_VecOp<mnem, api, [OpWithDstInterface, OpWithSrcInterface, ReduceOpInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$sharedTmpBuffer, Variadic<I32>:$srcShape,
                       AscendC_ReducePatternAttr:$pattern);
}

//===----------------------------------------------------------------------===//
// Math library (high-level vector APIs with an optional temporary buffer).
//===----------------------------------------------------------------------===//

class MathLibOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_VecOp<mnem, api, !listconcat([MathLibraryOpInterface], traits)> {
  let templateArgs = "elem($dst), $isReuseSource";
}
// `def AcosOp : UnaryMathOp<"acos", "Acos">;`
class UnaryMathOp<string mnem, string api>
    : MathLibOp<mnem, api, [UnaryMathOpInterface, AttrSizedOperandSegments]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       Optional<AscendC_IntScalar>:$calCount,
                       AscendC_BoolScalar:$isReuseSource);
}
class BinaryMathOp<string mnem, string api>
    : MathLibOp<mnem, api, [BinaryMathOpInterface, AttrSizedOperandSegments]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       Optional<AscendC_IntScalar>:$calCount,
                       AscendC_BoolScalar:$isReuseSource);
}
// ClampMax/ClampMin: dst, src, optional temporary, scalar bound.
class ClampOp<string mnem, string api> : MathLibOp<mnem, api> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer, AscendC_NumScalar:$scalar,
                       AscendC_IntScalar:$calCount,
                       AscendC_BoolScalar:$isReuseSource);
}

//===----------------------------------------------------------------------===//
// Micro API (register tensors, vector functions).
//===----------------------------------------------------------------------===//

// `mnem` is the base name: `UnaryMicroOp<"abs", "Abs">` is ascendc.abs_micro
// calling AscendC::MicroAPI::Abs.
class AscendC_MicroOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_FuncOp<mnem # "_micro", "MicroAPI::" # api,
                     !listconcat([MicroAPIOpInterface], traits)> {
  let pipe = "V";
}
class UnaryMicroOp<string mnem, string api>
    : AscendC_MicroOp<mnem, api, [UnaryMicroOpInterface]> {
  let arguments = (ins AscendC_RegTensor:$dstReg, AscendC_RegTensor:$srcReg,
                       AscendC_MaskReg:$maskReg);
}
class BinaryMicroOp<string mnem, string api>
    : AscendC_MicroOp<mnem, api, [BinaryMicroOpInterface]> {
  let arguments = (ins AscendC_RegTensor:$dstReg, AscendC_RegTensor:$src0Reg,
                       AscendC_RegTensor:$src1Reg, AscendC_MaskReg:$maskReg);
}
// Register-to-register ops of the micro API outside the unary family
// (Duplicate, ReduceMax, ...): dstReg, srcReg, maskReg.
class RegMicroOp<string mnem, string api> : AscendC_MicroOp<mnem, api> {
  let arguments = (ins AscendC_RegTensor:$dstReg, AscendC_RegTensor:$srcReg,
                       AscendC_MaskReg:$maskReg);
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

// DataCopy/DataCopyPad between two tensors with one or two parameter operands;
// the pipe follows from the TPositions of dst and src.
class DataCopyOp<string mnem, string api, dag params, list<Trait> traits = []>
    : AscendC_FuncOp<mnem, api, !listconcat([DataCopyOpInterface], traits)> {
  let arguments = !con((ins AscendC_BaseTensorTypeInterface:$dst,
                            AscendC_BaseTensorTypeInterface:$src), params);
  let pipe = "copy";
}

// LoadData(dst, src, params) from L1 into L0A/L0B (MTE1).
class LoadDataOp<string mnem, TypeConstraint params, list<Trait> traits = []>
    : AscendC_FuncOp<mnem, "LoadData", !listconcat([DataCopyOpInterface], traits)> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$dst,
                       AscendC_BaseTensorTypeInterface:$src, params:$loadDataParams);
  let pipe = "MTE1";
}

#endif // ASCENDC_BASE_TD
