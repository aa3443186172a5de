//===- AscendCTypes.td - ascendc types ------------------------------------===//
//
// The types of the ascendc dialect. Most are opaque handles of Ascend C
// structures (parameter blocks, framework objects) built with
// `ascendc.construct`; the tensor, queue and buffer types carry parameters.
//
// Tensor types (`!ascendc.local_tensor<1024xf32>`, `<?x4xf16>`, `<*xi8>`) take a
// shape and an element type, parsed and printed by hand-written code like a
// builtin shaped type. `custom<PrettyTPosition>` prints a TPosition parameter as
// its keyword (`vecin`).
//
// typeInterfaces: BaseTensorTypeInterface, BaseQueueTypeInterface and
// BaseLoadDataParamsTypeInterface are not listed in the catalogue; the sets
// below follow the ops that accept them (tensors for data copies, queue and
// que_bind for que_bind.* ops, the load_data parameter blocks for load_data).
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_TYPES_TD
#define ASCENDC_TYPES_TD

include "ascendc/AscendCDialect.td"

def AscendC_AippChannelPaddingParams    : AscendC_Type<"aipp_cpadding_params">;
def AscendC_AippColorSpaceConvParams    : AscendC_Type<"aipp_csc_params">;
def AscendC_AippDataTypeConvParams      : AscendC_Type<"aipp_dtc_params">;
def AscendC_AippInputFormat             : AscendC_Type<"aipp_input_format">;
def AscendC_AippPaddingParams           : AscendC_Type<"aipp_padding_params">;
// TODO(emit): the tests print `AscendC::AippParams<int8_t>`, the element type
// coming from the source tensor of set_aipp_functions, not from this type.
def AscendC_AippParams                  : AscendC_Type<"aipp_params">;
def AscendC_AippSingleLineParams        : AscendC_Type<"aipp_single_line_params">;
def AscendC_AippSwapParams              : AscendC_Type<"aipp_swap_params">;
def AscendC_AscendQuantConfig           : AscendC_Type<"ascend_quant_config">;
def AscendC_BatchMode                   : AscendC_Type<"batch_mode">;
def AscendC_BatchOutMode                : AscendC_Type<"batch_out_mode">;
def AscendC_BinaryRepeatParams          : AscendC_Type<"binary_repeat_params">;
def AscendC_BlockMode                   : AscendC_Type<"block_mode">;
def AscendC_BrcbRepeatParams            : AscendC_Type<"brcb_repeat_params">;
def AscendC_BufAddr                     : AscendC_Type<"buf_addr">;
def AscendC_CheckLocalMemoryIAParam     : AscendC_Type<"check_local_memory_ia_param">;
def AscendC_CO2Layout                   : AscendC_Type<"co2_layout">;
def AscendC_CopyRepeatParams            : AscendC_Type<"copy_repeat_params">;
def AscendC_TCubeTiling                 : AscendC_Type<"cube_tiling"> { let cppType = "TCubeTiling"; }
def AscendC_DataCopyCO12DstParams       : AscendC_Type<"data_copy_co12dst_params">;
def AscendC_DataCopyEnhancedParams      : AscendC_Type<"data_copy_enhanced_params">;
def AscendC_DataCopyExtParams           : AscendC_Type<"data_copy_ext_params">;
def AscendC_DataCopyPadParams           : AscendC_Type<"data_copy_pad_params">;
def AscendC_DataCopyParams              : AscendC_Type<"data_copy_params">;
def AscendC_DataFormat                  : AscendC_Type<"data_format">;
def AscendC_DeqScale                    : AscendC_Type<"deq_scale">;
def AscendC_FixpipeConfig               : AscendC_Type<"fixpipe_config">;
def AscendC_FixpipeParamsV220           : AscendC_Type<"fixpipe_params_v220">;
def AscendC_FmatrixMode                 : AscendC_Type<"fmatrix_mode">;
def AscendC_GatherMaskParams            : AscendC_Type<"gather_mask_params">;
def AscendC_GatherRepeatParams          : AscendC_Type<"gather_repeat_params">;
def AscendC_InitConstValueParams        : AscendC_Type<"init_const_value_params">;
def AscendC_IsResetLoad3dConfig         : AscendC_Type<"is_reset_load_3d_config">;
def AscendC_IterateMode                 : AscendC_Type<"iterate_mode">;
def AscendC_IterateOrder                : AscendC_Type<"iterate_order">;
def AscendC_KfcServer                   : AscendC_Type<"kfc_server">;
def AscendC_ListTensorDesc              : AscendC_Type<"list_tensor_desc">;
def AscendC_LoadData2DParams            : AscendC_Type<"load_data_2d_params"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
def AscendC_LoadData2DParamsV2          : AscendC_Type<"load_data_2d_params_v2"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
def AscendC_LoadData2dTransposeParams   : AscendC_Type<"load_data_2d_transpose_params"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
def AscendC_LoadData2dTransposeParamsV2 : AscendC_Type<"load_data_2d_transpose_params_v2"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
def AscendC_LoadData3DParamsV1          : AscendC_Type<"load_data_3d_params_v1"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
// The catalogue gives no parameters, but PyAsc's Target/AscendC/core.mlir writes
// `!ascendc.load_data_3d_params_v2<f32>` (the element type of the padding value) while
// basic/mm.mlir writes the bare form: the element type is an optional parameter, and the
// C++ type stays untemplated as PyAsc emits it.
def AscendC_LoadData3DParamsV2          : AscendC_Type<"load_data_3d_params_v2"> {
  let parameters = (ins "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let typeInterfaces = ["BaseLoadDataParamsTypeInterface"];
  let cppType = "AscendC::LoadData3DParamsV2";
}
def AscendC_LoadData3DParamsV2Pro       : AscendC_Type<"load_data_3d_params_v2_pro"> { let typeInterfaces = ["BaseLoadDataParamsTypeInterface"]; }
def AscendC_LoadDataRepeatParam         : AscendC_Type<"load_data_repeat_param">;
def AscendC_LoadImageToLocalParams      : AscendC_Type<"load_image_to_local_params">;
def AscendC_Mask                        : AscendC_Type<"mask">;
def AscendC_MaskMode                    : AscendC_Type<"mask_mode">;
def AscendC_MaskReg                     : AscendC_Type<"mask_reg"> { let cppType = "AscendC::MicroAPI::MaskReg"; }
def AscendC_MatmulApiStaticTiling       : AscendC_Type<"matmul_api_static_tiling"> { let cppType = "MatmulApiStaticTiling"; }
def AscendC_MatmulConfig                : AscendC_Type<"matmul_config"> { let cppType = "MatmulConfig"; }
def AscendC_MatrixOffset                : AscendC_Type<"matrix_offset">;
def AscendC_MmadParams                  : AscendC_Type<"mmad_params">;
def AscendC_MrgSort4Info                : AscendC_Type<"mrg_sort4_info">;
def AscendC_Nd2NzParams                 : AscendC_Type<"nd2nz_params">;
def AscendC_Nz2NdParams                 : AscendC_Type<"nz2nd_params">;
def AscendC_Nz2NdParamsFull             : AscendC_Type<"nz2nd_params_full">;
def AscendC_pad_t                       : AscendC_Type<"pad_t">;
def AscendC_Pipe                        : AscendC_Type<"pipe"> { let cppType = "AscendC::TPipe"; }
def AscendC_QuantModes                  : AscendC_Type<"quant_mode_t">;
def AscendC_QuantParams                 : AscendC_Type<"quant_params">;
def AscendC_ReduceOrder                 : AscendC_Type<"reduce_order">;
def AscendC_RmsNormTiling               : AscendC_Type<"rmsnorm_tiling">;
def AscendC_ScheduleType                : AscendC_Type<"schedule_type">;
def AscendC_ShapeInfo                   : AscendC_Type<"shape_info">;
def AscendC_SliceInfo                   : AscendC_Type<"slice_info">;
def AscendC_SoftMaxShapeInfo            : AscendC_Type<"softmax_shape_info">;
def AscendC_SoftMaxTiling               : AscendC_Type<"softmax_tiling"> { let cppType = "SoftMaxTiling"; }
def AscendC_TensorDesc                  : AscendC_Type<"tensor_desc">;
def AscendC_TransDataTo5HDParams        : AscendC_Type<"trans_data_to_5hd_params">;
def AscendC_TransposeParamsExt          : AscendC_Type<"transpose_params_ext">;
def AscendC_TransposeType               : AscendC_Type<"transpose_type">;
def AscendC_UnaryRepeatParams           : AscendC_Type<"unary_repeat_params">;
def AscendC_VdeqInfo                    : AscendC_Type<"vdeq_info">;

def AscendC_BaseGlobalTensor : AscendC_Type<"base_global_tensor"> {
  let parameters = (ins ShapeParameter:$shape, "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let typeInterfaces = ["BaseTensorTypeInterface"];
}
def AscendC_BaseLocalTensor : AscendC_Type<"base_local_tensor"> {
  let parameters = (ins ShapeParameter:$shape, "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let typeInterfaces = ["BaseTensorTypeInterface"];
}
def AscendC_DataCopyPadExtParams : AscendC_Type<"data_copy_pad_ext_params"> {
  let parameters = (ins "Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let cppType = "AscendC::DataCopyPadExtParams<$elementType>";
}
def AscendC_FixpipeParams : AscendC_Type<"fixpipe_params"> {
  let parameters = (ins "Type":$type);
  let assemblyFormat = "`<`  $type `>`";
  let cppType = "AscendC::FixpipeParams<$type>";
}
def AscendC_FixpipeParamsC310 : AscendC_Type<"fixpipe_params_c310"> {
  let parameters = (ins "CO2LayoutAttr":$cO2LayoutAttr);
  let assemblyFormat = "`<`  $cO2LayoutAttr `>`";
}
def AscendC_GlobalTensor : AscendC_Type<"global_tensor"> {
  let parameters = (ins ShapeParameter:$shape, "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let typeInterfaces = ["BaseTensorTypeInterface"];
  let cppType = "AscendC::GlobalTensor<$elementType>";
}
def AscendC_LocalMemAllocator : AscendC_Type<"local_mem_allocator"> {
  let parameters = (ins "uint64_t":$hardware);
  let assemblyFormat = "`<` $hardware `>`";
  // $hardware is a Hardware enum value, spelled AscendC::Hardware::<CASE>.
  let cppType = "AscendC::LocalMemAllocator<$hardware>";
}
def AscendC_LocalTensor : AscendC_Type<"local_tensor"> {
  let parameters = (ins ShapeParameter:$shape, "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let typeInterfaces = ["BaseTensorTypeInterface"];
  let cppType = "AscendC::LocalTensor<$elementType>";
}
// TODO(emit): C++ is `matmul::Matmul<matmul::MatmulType<pos, CubeFormat::X, T,
// isTrans, LayoutMode::Y>, ... (A, B, C, bias), CFG>` preceded by a
// `constexpr static MatmulConfig CFG{...}` built from $matmulConfig; written by
// hand in target/ascendc.
def AscendC_Matmul : AscendC_Type<"matmul"> {
  let parameters = (ins "TPositionAttr":$srcAPositionAttr, "CubeFormatAttr":$cubeFormatAAttr, "Type":$typeA, "bool":$isTransA, "LayoutModeAttr":$layoutModeAAttr, "TPositionAttr":$srcBPositionAttr, "CubeFormatAttr":$cubeFormatBAttr, "Type":$typeB, "bool":$isTransB, "LayoutModeAttr":$layoutModeBAttr, "TPositionAttr":$srcCPositionAttr, "CubeFormatAttr":$cubeFormatCAttr, "Type":$typeC, "bool":$isTransC, "LayoutModeAttr":$layoutModeCAttr, "TPositionAttr":$srcBiasPositionAttr, "CubeFormatAttr":$cubeFormatBiasAttr, "Type":$typeBias, "MatmulConfigAttr":$matmulConfig);
  let assemblyFormat = [{
    `<` custom<PrettyTPosition>($srcAPositionAttr) `,`
    $cubeFormatAAttr `,` $typeA `,` $isTransA `,` $layoutModeAAttr `,` custom<PrettyTPosition>($srcBPositionAttr) `,`
    $cubeFormatBAttr `,` $typeB `,` $isTransB `,` $layoutModeBAttr `,` custom<PrettyTPosition>($srcCPositionAttr) `,`
    $cubeFormatCAttr `,` $typeC `,` $isTransC `,` $layoutModeCAttr `,` custom<PrettyTPosition>($srcBiasPositionAttr) `,`
    $cubeFormatBiasAttr `,` $typeBias `,` $matmulConfig `>`
  }];
}
def AscendC_MrgSortSrcList : AscendC_Type<"mrg_sort_src_list"> {
  let parameters = (ins "Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let cppType = "AscendC::MrgSortSrcList<$elementType>";
}
def AscendC_QueBind : AscendC_Type<"que_bind"> {
  let parameters = (ins "TPositionAttr":$srcPositionAttr, "TPositionAttr":$dstPositionAttr, "int64_t":$depth);
  let assemblyFormat = [{
    `<` custom<PrettyTPosition>($srcPositionAttr) `,`
    custom<PrettyTPosition>($dstPositionAttr) `,` $depth `>`
  }];
  let typeInterfaces = ["BaseQueueTypeInterface"];
  let cppType = "AscendC::TQueBind<$srcPositionAttr, $dstPositionAttr, $depth>";
}
def AscendC_Queue : AscendC_Type<"queue"> {
  let parameters = (ins "TPositionAttr":$tPositionAttr, "int64_t":$depth);
  let assemblyFormat = "`<` custom<PrettyTPosition>($tPositionAttr) `,` $depth `>`";
  let typeInterfaces = ["BaseQueueTypeInterface"];
  let cppType = "AscendC::TQue<$tPositionAttr, $depth>";
}
def AscendC_RegTensor : AscendC_Type<"reg_tensor"> {
  let parameters = (ins "Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let cppType = "AscendC::MicroAPI::RegTensor<$elementType>";
}
def AscendC_TBuf : AscendC_Type<"tbuf"> {
  let parameters = (ins "TPositionAttr":$tPositionAttr);
  let assemblyFormat = "`<` custom<PrettyTPosition>($tPositionAttr) `>`";
  let cppType = "AscendC::TBuf<$tPositionAttr>";
}
def AscendC_TBufPool : AscendC_Type<"tbuf_pool"> {
  let parameters = (ins "TPositionAttr":$tPositionAttr, "uint32_t":$bufIDSize);
  let assemblyFormat = "`<` custom<PrettyTPosition>($tPositionAttr) `,` $bufIDSize `>`";
  let cppType = "AscendC::TBufPool<$tPositionAttr, $bufIDSize>";
}

#endif // ASCENDC_TYPES_TD
