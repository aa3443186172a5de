//===- OpsMisc.td - ascendc system, scalar, mask and debugging ops --------===//
//
// System variables, scalar bit operations, atomic and mask configuration,
// caches, debugging and profiling, AIPP and HCCL context, placeholders.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_MISC_TD
#define ASCENDC_OPS_MISC_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// System variables: `int64_t vN = AscendC::GetSubBlockIdx();`
//===----------------------------------------------------------------------===//

class SysVarOp<string mnem, string api, TypeConstraint t, list<Trait> traits = []>
    : AscendC_APIOp<mnem, api, "func", traits> {
  let results = (outs t:$value);
  let assemblyFormat = "attr-dict `:` type($value)";
  let pipe = "S";
}
// GetBlockIdx/GetBlockNum are emitted with a static_cast to the result type.
def GetBlockIdxOp : SysVarOp<"get_block_idx", "GetBlockIdx", AnySignlessIntegerOrIndex, [Pure]> {
  let callStyle = "custom";
}
def GetBlockNumOp : SysVarOp<"get_block_num", "GetBlockNum", AnySignlessIntegerOrIndex, [Pure]> {
  let callStyle = "custom";
}
def GetSubBlockIdxOp   : SysVarOp<"get_sub_block_idx", "GetSubBlockIdx", I64>;
def GetSubBlockNumOp   : SysVarOp<"get_sub_block_num", "GetSubBlockNum", UI64>;
def GetTaskRatioOp     : SysVarOp<"get_task_ratio", "GetTaskRatio", I64>;
def GetProgramCounterOp : SysVarOp<"get_program_counter", "GetProgramCounter", AnySignlessIntegerOrIndex>;
def GetSystemCycleOp   : SysVarOp<"get_system_cycle", "GetSystemCycle", AnySignlessIntegerOrIndex>;
def GetDataBlockSizeInBytesOp : SysVarOp<"get_data_block_size_in_bytes", "GetDataBlockSizeInBytes",
                                         AnySignlessIntegerOrIndex>;
// Emitted without namespace: `__gm__ uint8_t* vN = GetSysWorkSpacePtr();`.
def GetSysWorkspacePtrOp : SysVarOp<"get_sys_workspace_ptr", "GetSysWorkSpacePtr", AnyType> {
  let callStyle = "custom";
}
def GetVecLenOp : AscendC_APIOp<"get_vec_len", "GetVecLen", "func"> {
  let results = (outs AnySignlessIntegerOrIndex:$oneRepeatSize);
  let assemblyFormat = "attr-dict `:` qualified(type($oneRepeatSize))";
  let pipe = "S";
}
def GetArchVersionOp : AscendC_FuncOp<"get_arch_version", "GetArchVersion"> {
  let arguments = (ins AnyType:$coreVersion);
  let pipe = "S";
}
// `int8_t vN = g_coreType == AscendC::AIC;`
class CoreTypeCheckOp<string mnem, string api> : AscendC_APIOp<mnem, api, "custom"> {
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}
def AscendIsAICOp : CoreTypeCheckOp<"ascend_is_aic", "AscendIsAIC">;
def AscendIsAIVOp : CoreTypeCheckOp<"ascend_is_aiv", "AscendIsAIV">;

// `AscendC::SetSysWorkspace(reinterpret_cast<__gm__ uint8_t*>(ws));`
def SetSysWorkspaceOp : AscendC_FuncOp<"set_sys_workspace", "SetSysWorkspace"> {
  let arguments = (ins AnyType:$workspace);
  let callArgs = "reinterpret_cast<__gm__ uint8_t*>($workspace)";
  let pipe = "S";
}
// `set_ffts_base_addr(*addr);` (intrinsic; the operand is unnamed in the
// catalogue).
def SetFftsBaseAddrOp : AscendC_APIOp<"set_ffts_base_addr", "SetFftsBaseAddr", "custom"> {
  let arguments = (ins AnyMemRef);
  let assemblyFormat = OperandsFormat;
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Scalar bit operations
//===----------------------------------------------------------------------===//

class ScalarBitOp<string mnem, string api, dag args, string res, TypeConstraint t>
    : AscendC_APIOp<mnem, api, "func"> {
  let arguments = args;
  let results = !con((outs), !dag(outs, [t], [res]));
  let assemblyFormat = "operands attr-dict `:` qualified(type(operands)) `->` type($" # res # ")";
  let pipe = "S";
}
def CountBitsCntSameAsSignBitOp : ScalarBitOp<"count_bits_cnt_same_as_sign_bit",
                                              "CountBitsCntSameAsSignBit",
                                              (ins I64:$valueIn), "count", I64>;
def ScalarCountLeadingZeroOp : ScalarBitOp<"scalar_count_leading_zero", "ScalarCountLeadingZero",
                                           (ins UI64:$valueIn), "count", I64>;
// `AscendC::ScalarGetCountOfValue<countValue>(valueIn)`.
def ScalarGetCountOfValueOp : ScalarBitOp<"scalar_get_count_of_value", "ScalarGetCountOfValue",
                                          (ins UI64:$valueIn, I32:$countValue), "count", I64> {
  let templateArgs = "$countValue";
}
def ScalarGetSFFValueOp : ScalarBitOp<"scalar_get_sff_value", "ScalarGetSFFValue",
                                      (ins UI64:$valueIn, AnyInteger:$countValue), "position",
                                      AnySignlessIntegerOrIndex> {
  let templateArgs = "$countValue";
}
// `AscendC::ScalarCast<SrcT, DstT, AscendC::RoundMode::R>(valueIn)`.
def ScalarCastOp : AscendC_APIOp<"scalar_cast", "ScalarCast", "func"> {
  let arguments = (ins AscendC_NumScalar:$valueIn, TypeAttr:$dtype,
                       AscendC_RoundModeAttr:$roundMode);
  let results = (outs AnyType:$valueOut);
  let assemblyFormat = "$valueIn attr-dict `:` type($valueIn) `->` type($valueOut)";
  let templateArgs = "type($valueIn), $dtype, $roundMode";
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Atomic accumulation on GM writes
//===----------------------------------------------------------------------===//

// `AscendC::SetAtomicAdd<half>();`
class SetAtomicOp<string mnem, string api> : AscendC_FuncOp<mnem, api> {
  let arguments = (ins TypeAttr:$dtype);
  let templateArgs = "$dtype";
  let pipe = "S";
}
def SetAtomicAddOp  : SetAtomicOp<"set_atomic_add", "SetAtomicAdd">;
def SetAtomicMaxOp  : SetAtomicOp<"set_atomic_max", "SetAtomicMax">;
def SetAtomicMinOp  : SetAtomicOp<"set_atomic_min", "SetAtomicMin">;
def SetAtomicTypeOp : SetAtomicOp<"set_atomic_type", "SetAtomicType">;
def SetAtomicNoneOp : AscendC_FuncOp<"set_atomic_none", "SetAtomicNone"> {
  let pipe = "S";
}
def SetStoreAtomicConfigOp : AscendC_APIOp<"set_store_atomic_config", "SetStoreAtomicConfig", "func"> {
  let arguments = (ins AscendC_AtomicDtypeAttr:$atomicType, AscendC_AtomicOpAttr:$atomicOp);
  let assemblyFormat = "$atomicType `,` $atomicOp attr-dict";
  let templateArgs = "$atomicType, $atomicOp";
  let pipe = "S";
}
// Out-parameters: `uint16_t a; uint16_t b; AscendC::GetStoreAtomicConfig(a, b);`
def GetStoreAtomicConfigOp : AscendC_APIOp<"get_store_atomic_config", "GetStoreAtomicConfig",
                                           "custom"> {
  let results = (outs AnyType:$atomicType, AnyType:$atomicOp);
  let assemblyFormat = "attr-dict `:` type($atomicType) `,` type($atomicOp)";
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Vector mask and padding configuration (scalar register writes)
//===----------------------------------------------------------------------===//

class NoArgOp<string mnem, string api, string p = "S"> : AscendC_APIOp<mnem, api, "func"> {
  let assemblyFormat = "attr-dict";
  let pipe = p;
}
def SetMaskCountOp : NoArgOp<"set_mask_count", "SetMaskCount">;
def SetMaskNormOp  : NoArgOp<"set_mask_norm", "SetMaskNorm">;
def ResetMaskOp    : NoArgOp<"reset_mask", "ResetMask">;

// `AscendC::SetVectorMask<T, AscendC::MaskMode::M>(len)` / `(maskHigh, maskLow)`.
def SetVectorMaskL0Op : AscendC_FuncOp<"set_vector_mask_l0", "SetVectorMask", [VectorOpInterface]> {
  let arguments = (ins AscendC_IntScalar:$len, TypeAttr:$dtype, AscendC_MaskModeAttr:$mode);
  let templateArgs = "$dtype, $mode";
  let pipe = "S";
}
def SetVectorMaskL1Op : AscendC_FuncOp<"set_vector_mask_l1", "SetVectorMask", [VectorOpInterface]> {
  let arguments = (ins AscendC_IntScalar:$maskHigh, AscendC_IntScalar:$maskLow, TypeAttr:$dtype,
                       AscendC_MaskModeAttr:$mode);
  let templateArgs = "$dtype, $mode";
  let pipe = "S";
}
// `AscendC::SetPadValue<T, AscendC::TPosition::P>(value);`
def SetPadValueOp : AscendC_FuncOp<"set_pad_value", "SetPadValue"> {
  let arguments = (ins AscendC_NumScalar:$paddingValue, AscendC_TPositionAttr:$pos);
  let templateArgs = "type($paddingValue), $pos";
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Caches
//===----------------------------------------------------------------------===//

// TODO(emit): untested; Ascend C declares
// DataCacheCleanAndInvalid<T, CacheLine, DcciDst>(const GlobalTensor<T>&).
def DataCacheCleanInvalidGlobalOp : AscendC_FuncOp<"data_cache_clean_invalid_global",
                                                   "DataCacheCleanAndInvalid"> {
  let arguments = (ins AscendC_GlobalTensor:$dst, AscendC_CacheLineAttr:$entireType,
                       AscendC_DcciDstAttr:$dcciDst);
  let templateArgs = "elem($dst), $entireType, $dcciDst";
  let pipe = "S";
}
def DataCacheCleanInvalidGlobalNoDcciDstOp : AscendC_FuncOp<"data_cache_clean_invalid_global_nodccidst",
                                                            "DataCacheCleanAndInvalid"> {
  let arguments = (ins AscendC_GlobalTensor:$dst, AscendC_CacheLineAttr:$entireType);
  let templateArgs = "elem($dst), $entireType";
  let pipe = "S";
}
def DataCachePreloadOp : AscendC_FuncOp<"data_cache_preload", "DataCachePreload"> {
  let arguments = (ins AscendC_GlobalTensor:$src, AnyInteger:$cacheOffset);
  let pipe = "S";
}
def ICachePreloadOp : AscendC_FuncOp<"icache_preload", "ICachePreLoad"> {
  let arguments = (ins I64:$preFetchLen);
  let pipe = "S";
}
def GetICachePreloadStatusOp : AscendC_FuncOp<"get_icache_preload_status", "GetICachePreloadStatus"> {
  let results = (outs I64:$status);
  let pipe = "S";
}
def CheckLocalMemoryIAOp : AscendC_FuncOp<"check_local_memory_ia", "CheckLocalMemoryIA"> {
  let arguments = (ins AscendC_CheckLocalMemoryIAParam:$param);
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// Debugging and profiling
//===----------------------------------------------------------------------===//

def DumpTensorOp : AscendC_FuncOp<"dump_tensor", "DumpTensor"> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$tensor, AscendC_IntScalar:$desc,
                       AscendC_IntScalar:$dumpSize,
                       Optional<AscendC_ShapeInfo>:$shapeInfo);
}
def DumpAccChkPointOp : AscendC_FuncOp<"dump_acc_chk_point", "DumpAccChkPoint"> {
  let arguments = (ins AscendC_BaseTensorTypeInterface:$tensor, AscendC_IntScalar:$index,
                       AscendC_IntScalar:$countOff, AscendC_IntScalar:$dumpSize);
}
def PrintTimeStampOp : AscendC_FuncOp<"print_time_stamp", "PrintTimeStamp"> {
  let arguments = (ins AscendC_IntScalar:$descId);
}
// `AscendC::printf("format", args...);` (the values are passed one by one).
def PrintfOp : AscendC_FuncOp<"printf", "printf"> {
  let arguments = (ins StrAttr:$desc, Variadic<AnyType>:$vars);
  let callArgs = "$desc, $vars";
}
def MetricsProfStartOp : NoArgOp<"metrics_prof_start", "MetricsProfStart", "">;
def MetricsProfStopOp  : NoArgOp<"metrics_prof_stop", "MetricsProfStop", "">;
def InitSocStateOp     : NoArgOp<"init_soc_state", "InitSocState", "">;
def TrapOp             : NoArgOp<"trap", "Trap", "">;

//===----------------------------------------------------------------------===//
// AIPP and HCCL
//===----------------------------------------------------------------------===//

def SetAippFunctionsOp : AscendC_APIOp<"set_aipp_functions", "SetAippFunctions", "func"> {
  let arguments = (ins AscendC_GlobalTensor:$src0, Optional<AscendC_GlobalTensor>:$src1,
                       AscendC_AippInputFormatAttr:$format, AscendC_AippParams:$config);
  let assemblyFormat = "$src0 (`,` $src1^)? `,` $config `,` `format` `=` $format attr-dict `:` functional-type(operands, results)";
  let pipe = "S";
}
// `__gm__ uint8_t* vN = AscendC::GetHcclContext<index>();`
def GetHcclContextOp : AscendC_APIOp<"get_hccl_context", "GetHcclContext", "func"> {
  let arguments = (ins AscendC_IntScalar:$index);
  let results = (outs AnyType:$context);
  let assemblyFormat = "$index attr-dict `:` type($index) `,` type($context)";
  let templateArgs = "$index";
}
def SetHcclContextOp : AscendC_APIOp<"set_hccl_context", "SetHcclContext", "func"> {
  let arguments = (ins AscendC_IntScalar:$index, AnyType:$context);
  let assemblyFormat = "$index `,` $context attr-dict `:` type($index) `,` type($context)";
  let templateArgs = "$index";
}

//===----------------------------------------------------------------------===//
// Placeholders
//===----------------------------------------------------------------------===//

// Does nothing; pass-pipeline plumbing.
def NoopOp : AscendC_Op<"noop"> {
  let assemblyFormat = "attr-dict";
}

#endif // ASCENDC_OPS_MISC_TD
