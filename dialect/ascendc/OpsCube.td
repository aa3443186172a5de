//===- OpsCube.td - ascendc cube unit: load data, mmad, fixpipe -----------===//
//
// Loads into L0A/L0B (MTE1; from GM on MTE2), the matrix multiply (M), the
// fixpipe out of L0C (FIX) and the configuration registers they read.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_CUBE_TD
#define ASCENDC_OPS_CUBE_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// LoadData
//===----------------------------------------------------------------------===//

def LoadDataGenericOp : AscendC_FuncOp<"load_data", "LoadData"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_BaseLoadDataParamsTypeInterface:$loadDataParams);
  let pipe = "MTE1";
}
def LoadDataL0Op      : LoadDataOp<"load_data_l0", AscendC_LoadData2DParams>;
def LoadDataL0V2Op    : LoadDataOp<"load_data_l0_v2", AscendC_LoadData2DParamsV2,
                                   [OpWithDstInterface, OpWithSrcInterface]>;
def LoadData3DL0V1Op  : LoadDataOp<"load_data_3d_l0_v1", AscendC_LoadData3DParamsV1>;
def LoadData3DL0V2Op  : LoadDataOp<"load_data_3d_l0_v2", AscendC_LoadData3DParamsV2>;
def LoadData3DL0V2ProOp : LoadDataOp<"load_data_3d_l0_v2pro", AscendC_LoadData3DParamsV2Pro>;
// LoadData whose source is any tensor: GM into L0A/L0B (MTE2, 910B only) or L1 into
// L0A/L0B (MTE1, what asclower-asctile-data-transfer emits for tile copies), so the pipe
// follows the buffers.
def LoadDataG2LOp : LoadDataOp<"load_data_g2l", AscendC_LoadData2DParams,
                               [OpWithDstInterface, OpWithSrcInterface]> {
  let pipe = "copy";
}
def LoadDataG2LV2Op : LoadDataOp<"load_data_g2l_v2", AscendC_LoadData2DParamsV2,
                                 [OpWithDstInterface, OpWithSrcInterface]> {
  let pipe = "copy";
}

def LoadDataWithSparseOp : AscendC_FuncOp<"load_data_with_sparse", "LoadDataWithSparse"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$idx, AscendC_LoadData2DParams:$loadDataParam);
  let pipe = "MTE1";
}
def LoadDataWithTransposeOp : AscendC_FuncOp<"load_data_with_transpose", "LoadDataWithTranspose",
                                             [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$dst, AscendC_BaseTensorTypeInterface:$src,
                       AscendC_LoadData2dTransposeParams:$loadDataParams);
  let pipe = "MTE1";
}
def LoadDataWithTransposeV2Op : AscendC_FuncOp<"load_data_with_transpose_v2",
                                               "LoadDataWithTranspose"> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$dst, AscendC_BaseTensorTypeInterface:$src,
                       AscendC_LoadData2dTransposeParamsV2:$loadDataParams);
  let pipe = "MTE1";
}
// Image data from GM into L1.
def LoadImageToLocalOp : AscendC_FuncOp<"load_image_to_local", "LoadImageToLocal"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LoadImageToLocalParams:$loadDataParams);
  let pipe = "MTE2";
}
// Fills an L1/L0 tensor with a constant; the pipe depends on its position.
def InitConstValueOp : AscendC_FuncOp<"init_const_value", "InitConstValue"> {
  let arguments = (ins AscendC_LocalTensor:$dst,
                       AscendC_InitConstValueParams:$initConstValueParams);
  let pipe = "copy";
}

//===----------------------------------------------------------------------===//
// Load configuration registers (scalar writes)
//===----------------------------------------------------------------------===//

def SetFmatrixOp : AscendC_FuncOp<"set_fmatrix", "SetFmatrix"> {
  let arguments = (ins AnySignlessIntegerOrIndex:$l1H, AnySignlessIntegerOrIndex:$l1W,
                       AnyRankedOrUnrankedMemRef:$padList, AscendC_FmatrixMode:$fmatrixMode);
  let pipe = "S";
}
def SetLoadDataBoundaryOp : AscendC_FuncOp<"set_load_data_boundary", "SetLoadDataBoundary"> {
  let arguments = (ins AnySignlessIntegerOrIndex:$value);
  let pipe = "S";
}
def SetLoadDataPaddingValueOp : AscendC_FuncOp<"set_load_data_padding_value",
                                               "SetLoadDataPaddingValue"> {
  let arguments = (ins AscendC_NumScalar:$padValue);
  let pipe = "S";
}
def SetLoadDataRepeatOp : AscendC_FuncOp<"set_load_data_repeat", "SetLoadDataRepeat"> {
  let arguments = (ins AscendC_LoadDataRepeatParam:$repeatParams);
  let pipe = "S";
}

// Cube mode flags taking one i1 operand: `AscendC::SetHF32Mode(v1);`.
class CubeModeFlagOp<string mnem, string api, string operand>
    : AscendC_APIOp<mnem, api, "func"> {
  let arguments = !con((ins), !dag(ins, [I1], [operand]));
  let assemblyFormat = "$" # operand # " attr-dict `:` type($" # operand # ")";
  let pipe = "S";
}
def SetHF32ModeOp          : CubeModeFlagOp<"set_hf32_mode", "SetHF32Mode", "mode">;
def SetHF32TransModeOp     : CubeModeFlagOp<"set_hf32_trans_mode", "SetHF32TransMode", "trans_mode">;
def SetMMLayoutTransformOp : CubeModeFlagOp<"set_mm_layout_transform", "SetMMLayoutTransform",
                                            "mm_layout_mode">;

//===----------------------------------------------------------------------===//
// Mmad
//===----------------------------------------------------------------------===//

def MmadOp : AscendC_FuncOp<"mmad", "Mmad", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$dst, AscendC_BaseTensorTypeInterface:$fm,
                       AscendC_BaseTensorTypeInterface:$filter, AscendC_MmadParams:$mmadParams);
  let pipe = "M";
}
def MmadWithBiasOp : AscendC_FuncOp<"mmad_with_bias", "Mmad"> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$dst, AscendC_BaseTensorTypeInterface:$fm,
                       AscendC_BaseTensorTypeInterface:$filter,
                       AscendC_BaseTensorTypeInterface:$bias, AscendC_MmadParams:$mmadParams);
  let pipe = "M";
}
def MmadWithSparseOp : AscendC_FuncOp<"mmad_with_sparse", "MmadWithSparse"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$fm,
                       AscendC_LocalTensor:$filter, AscendC_MmadParams:$mmadParams);
  let pipe = "M";
}

//===----------------------------------------------------------------------===//
// Fixpipe
//===----------------------------------------------------------------------===//

// `AscendC::Fixpipe<DstT, SrcT, config>(dst, src, params)`.
// The catalogue only says that $intriParams is a two-way type union (" or ");
// the members here are the two Fixpipe parameter blocks of the types list. The
// summary is the catalogue's, so the verifier says what PyAsc's says
// ("operand #2 must be  or , but got ...").
def FixpipeOp : AscendC_FuncOp<"fixpipe", "Fixpipe", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins AscendC_AnyTensor:$dst, AscendC_LocalTensor:$src,
                       AnyTypeOf<[AscendC_FixpipeParamsV220,
                       AscendC_FixpipeParamsC310], " or ">:$intriParams,
                       AscendC_FixpipeConfig:$fixpipeConfig);
  let templateArgs = "elem($dst), elem($src), $fixpipeConfig";
  let pipe = "FIX";
}
def FixpipeWithWorkspaceOp : AscendC_FuncOp<"fixpipe_with_workspace", "Fixpipe"> {
  let arguments = (ins AscendC_GlobalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$cbufWorkspace, AscendC_FixpipeParamsV220:$intriParams,
                       AscendC_FixpipeConfig:$fixpipeConfig);
  let templateArgs = "elem($dst), elem($src), $fixpipeConfig";
  let pipe = "FIX";
}
def SetFixpipePreQuantFlagOp : AscendC_APIOp<"set_fixpipe_pre_quant_flag",
                                             "SetFixpipePreQuantFlag", "func"> {
  let arguments = (ins AscendC_IntScalar:$config);
  let assemblyFormat = "$config attr-dict `:` type($config)";
  let pipe = "S";
}

#endif // ASCENDC_OPS_CUBE_TD
