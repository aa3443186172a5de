//===- OpsVector.td - ascendc element-wise vector ops ---------------------===//
//
// Binary, unary and vector-scalar instructions at their L0/L1/L2(/L3) levels,
// casts, comparisons and selections. All run on the vector pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_VECTOR_TD
#define ASCENDC_OPS_VECTOR_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// Binary (BinaryOpInterface)
//===----------------------------------------------------------------------===//

defm Add             : BinaryVecOpsL3<"add", "Add", "operator+">;
defm Sub             : BinaryVecOpsL3<"sub", "Sub", "operator-">;
defm Mul             : BinaryVecOpsL3<"mul", "Mul", "operator*">;
defm Div             : BinaryVecOpsL3<"div", "Div", "operator/">;
defm Max             : BinaryVecOps<"max", "Max">;
defm Min             : BinaryVecOps<"min", "Min">;
defm And             : BinaryVecOps<"and", "And">;
defm Or              : BinaryVecOps<"or", "Or">;
defm AddRelu         : BinaryVecOps<"add_relu", "AddRelu">;
defm SubRelu         : BinaryVecOps<"sub_relu", "SubRelu">;
defm AddDeqRelu      : BinaryVecOps<"add_deq_relu", "AddDeqRelu">;
defm FusedMulAdd     : BinaryVecOps<"fused_mul_add", "FusedMulAdd">;
defm FusedMulAddRelu : BinaryVecOps<"fused_mul_add_relu", "FusedMulAddRelu">;
defm MulAddDst       : BinaryVecOps<"mul_add_dst", "MulAddDst">;
defm AddReluCast     : BinaryVecOps<"add_relu_cast", "AddReluCast", "elem($dst), elem($src0), $isSetMask">;
defm SubReluCast     : BinaryVecOps<"sub_relu_cast", "SubReluCast", "elem($dst), elem($src0), $isSetMask">;

// L2 only.
def FusedAbsSubL2Op : BinaryL2Op<"fused_abs_sub_l2", "FusedAbsSub">;
def FusedExpSubL2Op : BinaryL2Op<"fused_exp_sub_l2", "FusedExpSub">;
def PreluL2Op       : BinaryL2Op<"prelu_l2", "Prelu">;

// MulCast has no isSetMask flag at L0/L1.
def MulCastL0Op : BinaryL0Op<"mul_cast_l0", "MulCast"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_BinaryRepeatParams:$repeatParams);
}
def MulCastL1Op : BinaryL1Op<"mul_cast_l1", "MulCast"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_BinaryRepeatParams:$repeatParams);
}
def MulCastL2Op : BinaryL2Op<"mul_cast_l2", "MulCast">;

//===----------------------------------------------------------------------===//
// Unary (UnaryOpInterface)
//===----------------------------------------------------------------------===//

defm Abs        : UnaryVecOps<"abs", "Abs">;
defm Exp        : UnaryVecOps<"exp", "Exp">;
defm Ln         : UnaryVecOps<"ln", "Ln">;
defm Not        : UnaryVecOps<"not", "Not">;
defm Reciprocal : UnaryVecOps<"reciprocal", "Reciprocal">;
defm Relu       : UnaryVecOps<"relu", "Relu">;
defm Rsqrt      : UnaryVecOps<"rsqrt", "Rsqrt">;
defm Sqrt       : UnaryVecOps<"sqrt", "Sqrt">;
def NegL2Op     : UnaryL2Op<"neg_l2", "Neg">;

//===----------------------------------------------------------------------===//
// Vector-scalar (VecScalarOpInterface)
//===----------------------------------------------------------------------===//

defm Adds       : VecScalarOps<"adds", "Adds">;
defm Subs       : VecScalarOps<"subs", "Subs">;
defm Muls       : VecScalarOps<"muls", "Muls">;
defm Divs       : VecScalarOps<"divs", "Divs">;
defm Maxs       : VecScalarOps<"maxs", "Maxs">;
defm Mins       : VecScalarOps<"mins", "Mins">;
defm LeakyRelu  : VecScalarOps<"leaky_relu", "LeakyRelu">;
defm ShiftLeft  : VecScalarOps<"shift_left", "ShiftLeft">;
defm ShiftRight : VecScalarOps<"shift_right", "ShiftRight">;
// Axpy: dst += src * scalar; the tests show <T, U, isSetMask> at L0 and no
// template arguments at L2.
defm Axpy       : VecScalarOps<"axpy", "Axpy", "elem($dst), elem($src), $isSetMask", "">;

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

def CastL0Op : AscendC_VecOp<"cast_l0", "Cast", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_RoundModeAttr:$roundMode, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), elem($src), $isSetMask";
}
def CastL1Op : AscendC_VecOp<"cast_l1", "Cast", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_RoundModeAttr:$roundMode, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_UnaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), elem($src), $isSetMask";
}
def CastL2Op : AscendC_VecOp<"cast_l2", "Cast", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_RoundModeAttr:$roundMode, AscendC_IntScalar:$calCount);
  let templateArgs = "elem($dst), elem($src)";
}

def CastDeqL0Op : AscendC_VecOp<"cast_deq_l0", "CastDeq"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask,
                       UnitAttr:$isVecDeq, UnitAttr:$halfBlock);
  let templateArgs = "elem($dst), elem($src), $isSetMask, $isVecDeq, $halfBlock";
}
def CastDeqL1Op : AscendC_VecOp<"cast_deq_l1", "CastDeq"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask,
                       UnitAttr:$isVecDeq, UnitAttr:$halfBlock);
  let templateArgs = "elem($dst), elem($src), $isSetMask, $isVecDeq, $halfBlock";
}
def CastDeqL2Op : AscendC_VecOp<"cast_deq_l2", "CastDeq"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_IntScalar:$calCount, UnitAttr:$isVecDeq,
                       UnitAttr:$halfBlock);
  let templateArgs = "elem($dst), elem($src), $isVecDeq, $halfBlock";
}

// SetDeqScale: scalar form (scale, optional offset and sign mode) and the
// vector form reading the quantisation table from a tensor.
def SetDeqScaleOp : AscendC_APIOp<"set_deq_scale", "SetDeqScale", "func",
                                  [AttrSizedOperandSegments]> {
  let arguments = (ins AscendC_NumScalar:$scale, Optional<I16>:$offset,
                       Optional<AscendC_BoolScalar>:$signMode);
  let assemblyFormat = [{$scale attr-dict (`,` $offset^)? (`,` $signMode^)? `:` qualified(type($scale)) (`,` type($offset)^)? (`,` type($signMode)^)?}];
  let pipe = "S";
}
def SetDeqScaleL4Op : AscendC_VecOp<"set_deq_scale_l4", "SetDeqScale"> {
  let arguments = (ins AscendC_LocalTensor:$vdeq, AscendC_VdeqInfo:$vdeqInfo);
}

//===----------------------------------------------------------------------===//
// Compare and select
//===----------------------------------------------------------------------===//

def CompareL0Op : AscendC_VecOp<"compare_l0", "Compare", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_CMPMODEAttr:$cmpMode,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def CompareL1Op : AscendC_VecOp<"compare_l1", "Compare", [OpWithDstInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_CMPMODEAttr:$cmpMode,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def CompareL2Op : AscendC_VecOp<"compare_l2", "Compare", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_CMPMODEAttr:$cmpMode,
                       AscendC_IntScalar:$calCount);
}
// The comparison result goes to the CMPMASK register (no dst).
def CompareRL0Op : AscendC_VecOp<"compare_r_l0", "Compare"> {
  let arguments = (ins AscendC_AnyLocalTensor:$src0, AscendC_AnyLocalTensor:$src1,
                       AscendC_CMPMODEAttr:$cmpMode, AscendC_L0Mask:$mask,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def CompareRL1Op : AscendC_VecOp<"compare_r_l1", "Compare"> {
  let arguments = (ins AscendC_AnyLocalTensor:$src0, AscendC_AnyLocalTensor:$src1,
                       AscendC_CMPMODEAttr:$cmpMode,
                       Variadic<UI64>:$mask, AscendC_BinaryRepeatParams:$repeatParams,
                       UnitAttr:$isSetMask);
}
def CompareScalarL0Op : AscendC_VecOp<"compare_scalar_l0", "CompareScalar",
                                      [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_NumScalar:$src1Scalar,
                       AscendC_CMPMODEAttr:$cmpMode, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def CompareScalarL1Op : AscendC_VecOp<"compare_scalar_l1", "CompareScalar", [OpWithDstInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_NumScalar:$src1Scalar,
                       AscendC_CMPMODEAttr:$cmpMode, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes,
                       AscendC_UnaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def CompareScalarL2Op : AscendC_VecOp<"compare_scalar_l2", "CompareScalar",
                                      [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_NumScalar:$src1Scalar,
                       AscendC_CMPMODEAttr:$cmpMode, AscendC_IntScalar:$calCount);
}

def GetCmpMaskOp : AscendC_VecOp<"get_cmp_mask", "GetCmpMask", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst);
}
def SetCmpMaskOp : AscendC_VecOp<"set_cmp_mask", "SetCmpMask"> {
  let arguments = (ins AscendC_LocalTensor:$src);
}

// Select(dst, selMask, src0, src1 | scalar, selMode, ...).
def SelectL0Op : AscendC_VecOp<"select_l0", "Select", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_LocalTensor:$src1,
                       AscendC_SelModeAttr:$selMode, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def SelectL1Op : AscendC_VecOp<"select_l1", "Select", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_LocalTensor:$src1,
                       AscendC_SelModeAttr:$selMode, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def SelectL2Op : AscendC_VecOp<"select_l2", "Select", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_LocalTensor:$src1,
                       AscendC_SelModeAttr:$selMode, AscendC_IntScalar:$calCount);
}
// Selection driven by the CMPMASK register; the tests emit no selMode argument.
def SelectRegOp : AscendC_VecOp<"select_reg", "Select", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_LocalTensor:$src1, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, AscendC_SelModeAttr:$selMode);
  let callArgs = "$dst, $src0, $src1, $repeatTimes, $repeatParams";
}
def SelectScalarL0Op : AscendC_VecOp<"select_scalar_l0", "Select",
                                     [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_NumScalar:$src1,
                       AscendC_SelModeAttr:$selMode,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def SelectScalarL1Op : AscendC_VecOp<"select_scalar_l1", "Select", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_NumScalar:$src1,
                       AscendC_SelModeAttr:$selMode,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams, UnitAttr:$isSetMask);
}
def SelectScalarL2Op : AscendC_VecOp<"select_scalar_l2", "Select",
                                     [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_NumScalar:$src1,
                       AscendC_SelModeAttr:$selMode,
                       AscendC_IntScalar:$calCount);
}
def SelectScalarRegOp : AscendC_VecOp<"select_scalar_reg", "Select", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$selMask,
                       AscendC_LocalTensor:$src0, AscendC_IntScalar:$repeatTimes,
                       AscendC_BinaryRepeatParams:$repeatParams);
}

//===----------------------------------------------------------------------===//
// Duplicate
//===----------------------------------------------------------------------===//

def DuplicateL0Op : AscendC_VecOp<"duplicate_l0", "Duplicate", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_ScalarOrOneElementTensor:$scalar,
                       AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$dstBlockStride,
                       AscendC_IntScalar:$dstRepeatStride,
                       UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
}
def DuplicateL1Op : AscendC_VecOp<"duplicate_l1", "Duplicate", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_ScalarOrOneElementTensor:$scalar,
                       Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$dstBlockStride,
                       AscendC_IntScalar:$dstRepeatStride,
                       UnitAttr:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
}
def DuplicateL2Op : AscendC_VecOp<"duplicate_l2", "Duplicate", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_ScalarOrOneElementTensor:$scalar,
                       AscendC_IntScalar:$calCount);
}

#endif // ASCENDC_OPS_VECTOR_TD
