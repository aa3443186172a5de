//===- OpsVectorData.td - ascendc data-rearranging vector ops -------------===//
//
// Gather/scatter, broadcast, copy within the unified buffer, transposition and
// format conversion, bilinear interpolation. All run on the vector pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_VECTOR_DATA_TD
#define ASCENDC_OPS_VECTOR_DATA_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// Gather / scatter
//===----------------------------------------------------------------------===//

def GatherL0Op : AscendC_VecOp<"gather_l0", "Gather", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$srcOffset, AscendC_IntScalar:$srcBaseAddr,
                       AscendC_IntScalar:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$dstRepStride);
}
def GatherL1Op : AscendC_VecOp<"gather_l1", "Gather", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$dstOffset, AscendC_IntScalar:$dstBase,
                       Variadic<AscendC_IntScalar>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$srcRepStride);
}
def GatherL2Op : AscendC_VecOp<"gather_l2", "Gather", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$srcOffset, AscendC_IntScalar:$srcBaseAddr,
                       AscendC_IntScalar:$count);
}
def GatherbL0Op : AscendC_VecOp<"gatherb_l0", "Gatherb", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_LocalTensor:$offset, AscendC_IntScalar:$repeatTimes,
                       AscendC_GatherRepeatParams:$repeatParams);
}

def ScatterL0Op : AscendC_VecOp<"scatter_l0", "Scatter", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$dstOffset, AscendC_IntScalar:$dstBase,
                       AscendC_IntScalar:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$srcRepStride);
}
def ScatterL1Op : AscendC_VecOp<"scatter_l1", "Scatter", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$dstOffset, AscendC_IntScalar:$dstBase,
                       Variadic<AscendC_IntScalar>:$mask,
                       AscendC_IntScalar:$repeatTimes, AscendC_IntScalar:$srcRepStride);
}
def ScatterL2Op : AscendC_VecOp<"scatter_l2", "Scatter", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$dstOffset, AscendC_IntScalar:$dstBase,
                       AscendC_IntScalar:$count);
}

// GatherMask returns the number of kept elements through an out-parameter:
// `uint64_t vN; AscendC::GatherMask<T, [U,] AscendC::defaultGatherMaskMode>(..., vN);`
// where U (the pattern element type) appears only for a tensor pattern.
def GatherMaskOp : AscendC_APIOp<"gather_mask", "GatherMask", "custom"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_TensorOrIntScalar:$src1Pattern,
                       AscendC_BoolScalar:$reduceMode, AscendC_IntScalar:$mask,
                       AscendC_GatherMaskParams:$params,
                       AscendC_GatherMaskModeAttr:$gatherMaskMode);
  let results = (outs AnyType:$rsvdCnt);
  let assemblyFormat = "$dst `,` $src0 `,` $src1Pattern `,` $reduceMode `,` $mask `,` $params `,` $gatherMaskMode attr-dict `:` qualified(type($dst)) `,` qualified(type($src0)) `,` qualified(type($src1Pattern)) `,` type($reduceMode) `,` type($mask) `,` type($params) `->` type($rsvdCnt)";
  let pipe = "V";
}
def GetGatherMaskRemainCountOp : AscendC_APIOp<"get_gather_mask_remain_count",
                                               "GetGatherMaskRemainCount", "func"> {
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Broadcast, copy
//===----------------------------------------------------------------------===//

def BrcbL0Op : AscendC_VecOp<"brcb_l0", "Brcb"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_IntScalar:$repeatTimes, AscendC_BrcbRepeatParams:$repeatParams);
}

// TODO(emit): no test; the shapes are passed as local arrays by the default rule.
def BroadcastOp : AscendC_VecOp<"broadcast", "Broadcast",
                                [AttrSizedOperandSegments, OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       Variadic<I32>:$dstShape, Variadic<I32>:$srcShape);
}

// Copy within the unified buffer. Here the L0 form takes the bitwise mask list
// and L1 the scalar mask; $isSetMask is an operand used as template argument.
def CopyL0Op : AscendC_FuncOp<"copy_l0", "Copy"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       Variadic<AnyInteger>:$mask, AnyInteger:$repeatTime,
                       AscendC_CopyRepeatParams:$repeatParams, AnyInteger:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
  let pipe = "V";
}
def CopyL1Op : AscendC_FuncOp<"copy_l1", "Copy"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src, AnyInteger:$mask,
                       AnyInteger:$repeatTime, AscendC_CopyRepeatParams:$repeatParams,
                       AnyInteger:$isSetMask);
  let templateArgs = "elem($dst), $isSetMask";
  let pipe = "V";
}

//===----------------------------------------------------------------------===//
// Transposition and format conversion (DataConversionOpInterface)
//===----------------------------------------------------------------------===//

class DataConversionOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_FuncOp<mnem, api, !listconcat([DataConversionOpInterface], traits)> {
  let pipe = "V";
}

def TransposeOp : DataConversionOp<"transpose", "Transpose"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src);
}
def TransposeExtOp : DataConversionOp<"transpose_ext", "Transpose"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$sharedTmpBuffer,
                       AscendC_TransposeParamsExt:$params);
}
// TODO(emit): the tests print TransDataTo5HD<float>(...) for address tensors
// and address lists (ui64) whose element type is not float; the data type
// comes from the tensors the addresses were taken from. Hand-written.
def TransDataTo5HDOp : DataConversionOp<"trans_data_to_5hd", "TransDataTo5HD"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_TransDataTo5HDParams:$params);
  let callStyle = "custom";
}
def TransDataTo5HDTensorListOp : DataConversionOp<"trans_data_to_5hd_tensor_list",
                                                  "TransDataTo5HD", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AscendC_LocalTensor>:$dstList,
                       Variadic<AscendC_LocalTensor>:$srcList,
                       AscendC_TransDataTo5HDParams:$params);
  let templateArgs = "elem($dstList)";
}
def TransDataTo5HDUintListOp : DataConversionOp<"trans_data_to_5hd_uint_list",
                                                "TransDataTo5HD", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyUnsignedInteger>:$dstList,
                       Variadic<AnyUnsignedInteger>:$srcList,
                       AscendC_TransDataTo5HDParams:$params);
  let callStyle = "custom";
}

//===----------------------------------------------------------------------===//
// Bilinear interpolation
//===----------------------------------------------------------------------===//

def BilinearInterpolationL0Op : AscendC_VecOp<"bilinearInterpolation_l0", "BilinearInterpolation",
                                              [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_LocalTensor:$src0Offset, AscendC_LocalTensor:$src1,
                       AscendC_IntScalar:$mask,
                       AscendC_IntScalar:$hRepeat, AscendC_IntScalar:$repeatMode,
                       AscendC_IntScalar:$dstBlkStride,
                       AscendC_IntScalar:$vROffset, AscendC_IntScalar:$vRepeat,
                       AscendC_LocalTensor:$sharedTmpBuffer);
}
def BilinearInterpolationL1Op : AscendC_VecOp<"bilinearInterpolation_l1", "BilinearInterpolation",
                                              [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src0,
                       AscendC_LocalTensor:$src0Offset, AscendC_LocalTensor:$src1,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$hRepeat,
                       AscendC_IntScalar:$repeatMode,
                       AscendC_IntScalar:$dstBlkStride, AscendC_IntScalar:$vROffset,
                       AscendC_IntScalar:$vRepeat,
                       AscendC_LocalTensor:$sharedTmpBuffer);
}

#endif // ASCENDC_OPS_VECTOR_DATA_TD
