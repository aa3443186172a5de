//===- OpsReduce.td - ascendc reductions, sorting and proposals -----------===//
//
// Block/pair/repeat/whole reductions, Reduce{Max,Min,Sum,Prod} at L0-L2 and by
// shape pattern, sorting and merge-sorting, region proposals. Vector pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_REDUCE_TD
#define ASCENDC_OPS_REDUCE_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

defm BlockReduceMax : BlockReduceOps<"block_reduce_max", "BlockReduceMax">;
defm BlockReduceMin : BlockReduceOps<"block_reduce_min", "BlockReduceMin">;
defm BlockReduceSum : BlockReduceOps<"block_reduce_sum", "BlockReduceSum">;

defm WholeReduceMax : WholeReduceOrderOps<"whole_reduce_max", "WholeReduceMax">;
defm WholeReduceMin : WholeReduceOrderOps<"whole_reduce_min", "WholeReduceMin">;
def WholeReduceSumL0Op : AscendC_VecOp<"whole_reduce_sum_l0", "WholeReduceSum"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$dstRepStride,
                       AscendC_IntScalar:$srcBlkStride,
                       AscendC_IntScalar:$srcRepStride, UnitAttr:$isSetMask);
}
def WholeReduceSumL1Op : AscendC_VecOp<"whole_reduce_sum_l1", "WholeReduceSum",
                                       [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src, Variadic<UI64>:$mask,
                       AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$dstRepStride,
                       AscendC_IntScalar:$srcBlkStride,
                       AscendC_IntScalar:$srcRepStride, UnitAttr:$isSetMask);
}

def PairReduceSumL0Op : AscendC_VecOp<"pair_reduce_sum_l0", "PairReduceSum"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$repeatTime,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$dstRepStride,
                       AscendC_IntScalar:$srcBlkStride,
                       AscendC_IntScalar:$srcRepStride, UnitAttr:$isSetMask);
}
def PairReduceSumL1Op : AscendC_VecOp<"pair_reduce_sum_l1", "PairReduceSum",
                                      [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$repeatTime,
                       Variadic<UI64>:$mask, AscendC_IntScalar:$dstRepStride,
                       AscendC_IntScalar:$srcBlkStride,
                       AscendC_IntScalar:$srcRepStride, UnitAttr:$isSetMask);
}
def RepeatReduceSumL0Op : AscendC_VecOp<"repeat_reduce_sum_l0", "RepeatReduceSum"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$repeatTime,
                       AscendC_L0Mask:$mask, AscendC_IntScalar:$dstBlkStride,
                       AscendC_IntScalar:$srcBlkStride,
                       AscendC_IntScalar:$dstRepStride, AscendC_IntScalar:$srcRepStride,
                       UnitAttr:$isSetMask);
}

defm ReduceMax : ReduceIndexOps<"reduce_max", "ReduceMax">;
defm ReduceMin : ReduceIndexOps<"reduce_min", "ReduceMin">;
def ReduceSumL0Op : AscendC_VecOp<"reduce_sum_l0", "ReduceSum",
                                  [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$sharedTmpBuffer, AscendC_L0Mask:$mask,
                       AscendC_IntScalar:$repeatTime,
                       AscendC_IntScalar:$srcRepStride);
}
def ReduceSumL1Op : AscendC_VecOp<"reduce_sum_l1", "ReduceSum", [OpWithDstInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$sharedTmpBuffer, Variadic<AscendC_IntScalar>:$mask,
                       AscendC_IntScalar:$repeatTime, AscendC_IntScalar:$srcRepStride);
}
def ReduceSumL2Op : AscendC_VecOp<"reduce_sum_l2", "ReduceSum",
                                  [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$sharedTmpBuffer, AscendC_IntScalar:$count);
}

def ReduceMaxOp  : PatternReduceOp<"reduce_max", "ReduceMax">;
def ReduceMinOp  : PatternReduceOp<"reduce_min", "ReduceMin">;
def ReduceSumOp  : PatternReduceOp<"reduce_sum", "ReduceSum">;
def ReduceProdOp : PatternReduceOp<"reduce_prod", "ReduceProd">;

//===----------------------------------------------------------------------===//
// Sorting
//===----------------------------------------------------------------------===//

// Sorting and proposal APIs without VectorOpInterface in the catalogue; they
// still execute on the vector unit.
class AscendC_SortOp<string mnem, string api> : AscendC_FuncOp<mnem, api> {
  let pipe = "V";
}

def SortOp : AscendC_SortOp<"sort", "Sort"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$concat,
                       AscendC_AnyLocalTensor:$index, AscendC_AnyLocalTensor:$tmp,
                       AscendC_IntScalar:$repeatTime, UnitAttr:$isFullSort);
  let templateArgs = "elem($dst), $isFullSort";
}
def Sort32Op : AscendC_SortOp<"sort32", "Sort32"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src0,
                       AscendC_AnyLocalTensor:$src1, AscendC_IntScalar:$repeatTime);
}
def RpSort16Op : AscendC_SortOp<"rp_sort16", "RpSort16"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$src,
                       AscendC_IntScalar:$repeatTime);
}
def ConcatOp : AscendC_SortOp<"concat", "Concat"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$tmp, AscendC_IntScalar:$repeatTime);
}
def ExtractOp : AscendC_SortOp<"extract", "Extract"> {
  let arguments = (ins AscendC_LocalTensor:$dstValue, AscendC_LocalTensor:$dstIndex,
                       AscendC_LocalTensor:$src, AscendC_IntScalar:$repeatTime);
}

// MrgSort: the element counts and sorted numbers become local arrays.
def MrgSortOp : AscendC_SortOp<"mrg_sort", "MrgSort"> {
  let traits = [APIOpInterface, AttrSizedOperandSegments];
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_MrgSortSrcList:$sortList,
                       Variadic<UI16>:$elementCountList, Variadic<UI32>:$sortedNum,
                       AscendC_IntScalar:$validBit, AscendC_IntScalar:$repeatTime,
                       UnitAttr:$isExhaustedSuspension);
  let templateArgs = "elem($dst), $isExhaustedSuspension";
}
def MrgSort4Op : AscendC_SortOp<"mrg_sort4", "MrgSort4"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_MrgSortSrcList:$src,
                       AscendC_MrgSort4Info:$params);
}
def MrgSortWithInfoOp : AscendC_SortOp<"mrg_sort_with_info", "MrgSort"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_MrgSortSrcList:$src,
                       AscendC_MrgSort4Info:$params);
}
// The four counts are out-parameters: `uint16_t a, b, c, d; GetMrgSortResult(a, b, c, d);`.
def GetMrgSortResultOp : AscendC_APIOp<"get_mrg_sort_result", "GetMrgSortResult", "custom",
                                       [VectorOpInterface]> {
  let results = (outs AscendC_IntScalar:$mrgSortList1, AscendC_IntScalar:$mrgSortList2,
                      AscendC_IntScalar:$mrgSortList3,
                      AscendC_IntScalar:$mrgSortList4);
  let assemblyFormat = "attr-dict `:` type($mrgSortList1) `,` type($mrgSortList2) `,` type($mrgSortList3) `,` type($mrgSortList4)";
  let pipe = "S";
}
def MrgSortSrcListOp : AscendC_DeclOp<"mrg_sort_src_list", (outs AscendC_MrgSortSrcList:$params),
                                      "attr-dict `:` qualified(type($params))">;

// Sizes of sort structures for float elements (compile-time helpers).
def GetSortLenOp : AscendC_FuncOp<"get_sort_len", "GetSortLen<float>", [VectorOpInterface]> {
  let arguments = (ins UI32:$elemCount);
  let results = (outs UI32:$result);
  let pipe = "S";
}
def GetSortOffsetOp : AscendC_FuncOp<"get_sort_offset", "GetSortOffset<float>", [VectorOpInterface]> {
  let arguments = (ins UI32:$elemOffset);
  let results = (outs UI32:$result);
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Region proposals
//===----------------------------------------------------------------------===//

def ProposalConcatOp : AscendC_VecOp<"proposal_concat", "ProposalConcat"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$repeatTime,
                       AscendC_IntScalar:$modeNumber);
}
def ProposalExtractOp : AscendC_VecOp<"proposal_extract", "ProposalExtract"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$repeatTime,
                       AscendC_IntScalar:$modeNumber);
}

#endif // ASCENDC_OPS_REDUCE_TD
