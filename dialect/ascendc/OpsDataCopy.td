//===- OpsDataCopy.td - ascendc data movement between buffers -------------===//
//
// DataCopy and DataCopyPad in their parameter variants (DataCopyOpInterface).
// The pipe follows from the TPositions of the two tensors at run time
// (pipe = "copy": GM->UB/L1 MTE2, UB->GM MTE3, UB->UB V, ...), except for the
// copy out of CO1 which goes through the fixpipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_DATA_COPY_TD
#define ASCENDC_OPS_DATA_COPY_TD

include "ascendc/AscendCBase.td"

def DataCopyL0Op : DataCopyOp<"data_copy_l0", "DataCopy",
                              (ins AscendC_DataCopyParams:$repeatParams)>;
def DataCopyL2Op : DataCopyOp<"data_copy_l2", "DataCopy", (ins AnyType:$calCount),
                              [OpWithSrcInterface]>;
def DataCopyEnhancedOp : DataCopyOp<"data_copy_enhanced", "DataCopy",
                                    (ins AscendC_DataCopyParams:$intriParams,
                                         AscendC_DataCopyEnhancedParams:$enhancedParams)>;
def DataCopyNd2NzOp : DataCopyOp<"data_copy_nd2nz", "DataCopy",
                                 (ins AscendC_Nd2NzParams:$intriParams)>;
def DataCopyNz2NdOp : DataCopyOp<"data_copy_nz2nd", "DataCopy",
                                 (ins AscendC_Nz2NdParamsFull:$intriParams)>;
def DataCopyCO12DstOp : DataCopyOp<"data_copy_co12dst", "DataCopy",
                                   (ins AscendC_DataCopyCO12DstParams:$intriParams)> {
  let pipe = "FIX";
}
// Multi-dimensional slices; the slice lists become local arrays.
def DataCopySliceOp : DataCopyOp<"data_copy_slice", "DataCopy",
                                 (ins Variadic<AscendC_SliceInfo>:$dstSliceInfo,
                                      Variadic<AscendC_SliceInfo>:$srcSliceInfo,
                                      Optional<UI32>:$dimValue),
                                 [AttrSizedOperandSegments]>;

def DataCopyPadL0Op : DataCopyOp<"data_copy_pad_l0", "DataCopyPad",
                                 (ins AscendC_DataCopyParams:$dataCopyParams,
                                      AscendC_DataCopyPadParams:$padParams)>;
def DataCopyPadL0ExtOp : DataCopyOp<"data_copy_pad_l0_ext", "DataCopyPad",
                                    (ins AscendC_DataCopyExtParams:$dataCopyParams,
                                         AscendC_DataCopyPadExtParams:$padParams)>;
def DataCopyPadL2Op : DataCopyOp<"data_copy_pad_l2", "DataCopyPad",
                                 (ins AscendC_DataCopyParams:$dataCopyParams)>;
def DataCopyPadL2ExtOp : DataCopyOp<"data_copy_pad_l2_ext", "DataCopyPad",
                                    (ins AscendC_DataCopyExtParams:$dataCopyParams)>;
def DataCopyPadNd2NzOp : DataCopyOp<"data_copy_pad_nd2nz", "DataCopyPad",
                                    (ins AscendC_DataCopyParams:$dataCopyParams,
                                         AscendC_Nd2NzParams:$nd2nzParams)>;
def DataCopyPadNd2NzExtOp : DataCopyOp<"data_copy_pad_nd2nz_ext", "DataCopyPad",
                                       (ins AscendC_DataCopyExtParams:$dataCopyParams,
                                            AscendC_Nd2NzParams:$nd2nzParams)>;

// `AscendC::DataCopyPadExtParams<T> vN;`
def DataCopyPadExtParamsOp : AscendC_DeclOp<"data_copy_pad_ext_params",
                                            (outs AscendC_DataCopyPadExtParams:$params),
                                            "attr-dict `:` qualified(type($params))">;

// One dimension of a multi-dimensional slice: `vN = slice[index]`.
def SliceInfoSubIndexOp : AscendC_APIOp<"slice_info.subindex", "AscendC::SliceInfo::operator[]",
                                        "custom"> {
  let traits = [Pure];
  let arguments = (ins AscendC_SliceInfo:$sliceInfo, AnySignlessIntegerOrIndex:$index);
  let results = (outs AscendC_SliceInfo:$result);
  let assemblyFormat = "$sliceInfo `[` $index `]` attr-dict `:` qualified(type($sliceInfo)) `,` type($index) `,` qualified(type($result))";
}

#endif // ASCENDC_OPS_DATA_COPY_TD
