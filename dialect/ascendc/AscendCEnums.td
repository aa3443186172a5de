//===- AscendCEnums.td - ascendc enums ------------------------------------===//
//
// The enums of the ascendc dialect. Each def is both the enum and the
// attribute constraint used in op arguments (stored as an i32 integer
// attribute; custom formats print the case keyword). Case symbols, values and
// keywords are those of the Ascend C headers as used by PyAsc.
//
// cppQualifier: how the emitter spells a case. The default is
// `AscendC::<Enum>::<CASE>`; `Pipe` cases are bare (`PIPE_V`), and the matmul
// configuration enums are printed unqualified inside `matmul::MatmulType<...>`
// and `MatmulConfig` initialisers.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_ENUMS_TD
#define ASCENDC_ENUMS_TD

include "ascendc/AscendCDialect.td"

def AscendC_AddressSpaceAttr : EnumAttr<"AddressSpace", [
    EnumCase<"Default", 0>, EnumCase<"gm", 22>, EnumCase<"ca", 23>, EnumCase<"cb", 24>,
    EnumCase<"cc", 25>, EnumCase<"ubuf", 26>, EnumCase<"cbuf", 27>, EnumCase<"fbuf", 28>
]>;
def AscendC_AippInputFormatAttr : EnumAttr<"AippInputFormat", [
    EnumCase<"YUV420SP_U8", 0>, EnumCase<"XRGB8888_U8", 1>, EnumCase<"RGB888_U8", 4>,
    EnumCase<"YUV400_U8", 9>
]>;
def AscendC_AtomicDtypeAttr : EnumAttr<"AtomicDtype", [
    EnumCase<"ATOMIC_NONE", 0, "atomic_none">, EnumCase<"ATOMIC_F32", 1, "atomic_f32">,
    EnumCase<"ATOMIC_F16", 2, "atomic_f16">, EnumCase<"ATOMIC_S16", 3, "atomic_s16">,
    EnumCase<"ATOMIC_S32", 4, "atomic_s32">, EnumCase<"ATOMIC_S8", 5, "atomic_s8">,
    EnumCase<"ATOMIC_BF16", 6, "atomic_bf16">
]>;
def AscendC_AtomicOpAttr : EnumAttr<"AtomicOp", [
    EnumCase<"ATOMIC_SUM", 0, "atomic_sum">
]>;
def AscendC_BatchModeAttr : EnumAttr<"BatchMode", [
    EnumCase<"NONE", 0>, EnumCase<"BATCH_LESS_THAN_L1", 1>, EnumCase<"BATCH_LARGE_THAN_L1", 2>,
    EnumCase<"SINGLE_LARGE_THAN_L1", 3>
]> {
  let cppQualifier = "BatchMode::";
}
def AscendC_BatchOutModeAttr : EnumAttr<"BatchOutMode", [
    EnumCase<"SINGLE_BATCH", 0>, EnumCase<"MULTI_BATCH", 1>, EnumCase<"DYNAMIC", 2>
]> {
  let cppQualifier = "BatchOutMode::";
}
def AscendC_CMPMODEAttr : EnumAttr<"CMPMODE", [
    EnumCase<"LT", 0>, EnumCase<"GT", 1>, EnumCase<"EQ", 2>, EnumCase<"LE", 3>,
    EnumCase<"GE", 4>, EnumCase<"NE", 5>
]>;
def AscendC_CO2LayoutAttr : EnumAttr<"CO2Layout", [
    EnumCase<"NZ", 0>, EnumCase<"ROW_MAJOR", 1>, EnumCase<"COLUMN_MAJOR", 2>
]>;
def AscendC_CacheLineAttr : EnumAttr<"CacheLine", [
    EnumCase<"SINGLE_CACHE_LINE", 0, "single_cache_line">,
    EnumCase<"ENTIRE_DATA_CACHE", 1, "entire_data_cache">
]>;
def AscendC_CacheModeAttr : EnumAttr<"CacheMode", [
    EnumCase<"CACHE_MODE_DISABLE", 0>, EnumCase<"CACHE_MODE_NORMAL", 1>
]>;
def AscendC_CacheRwModeAttr : EnumAttr<"CacheRwMode", [
    EnumCase<"READ", 1>, EnumCase<"WRITE", 2>, EnumCase<"RW", 3>
]>;
def AscendC_CopyDirectionAttr : EnumAttr<"CopyDirection", [
    EnumCase<"Unknown", 0>, EnumCase<"gm_ubuf", 1>, EnumCase<"ubuf_gm", 2>,
    EnumCase<"ubuf_ubuf", 3>, EnumCase<"gm_gm", 4>
]>;
def AscendC_CubeFormatAttr : EnumAttr<"CubeFormat", [
    EnumCase<"ND", 0, "nd">, EnumCase<"NZ", 1, "nz">, EnumCase<"ZN", 2, "zn">,
    EnumCase<"ZZ", 3, "zz">, EnumCase<"NN", 4, "nn">, EnumCase<"ND_ALIGN", 5, "nd_align">,
    EnumCase<"SCALAR", 6, "scalar">, EnumCase<"VECTOR", 7, "vector">
]> {
  let cppQualifier = "CubeFormat::";
}
def AscendC_DcciDstAttr : EnumAttr<"DcciDst", [
    EnumCase<"CACHELINE_ALL", 0, "cacheline_all">, EnumCase<"CACHELINE_UB", 1, "cacheline_ub">,
    EnumCase<"CACHELINE_OUT", 2, "cacheline_out">,
    EnumCase<"CACHELINE_ATOMIC", 3, "cacheline_atomic">
]>;
def AscendC_FmatrixModeAttr : EnumAttr<"FmatrixMode", [
    EnumCase<"FMATRIX_LEFT", 0, "fmatrix_left">, EnumCase<"FMATRIX_RIGHT", 1, "fmatrix_right">
]>;
def AscendC_GatherMaskModeAttr : EnumAttr<"GatherMaskMode", [
    EnumCase<"DEFAULT", 0, "default">
]>;
def AscendC_HardEventAttr : EnumAttr<"HardEvent", [
    EnumCase<"MTE2_MTE1", 0, "mte2_mte1">, EnumCase<"MTE1_MTE2", 1, "mte1_mte2">,
    EnumCase<"MTE1_M", 2, "mte1_m">, EnumCase<"M_MTE1", 3, "m_mte1">,
    EnumCase<"MTE2_V", 4, "mte2_v">, EnumCase<"V_MTE2", 5, "v_mte2">,
    EnumCase<"MTE3_V", 6, "mte3_v">, EnumCase<"V_MTE3", 7, "v_mte3">, EnumCase<"M_V", 8, "m_v">,
    EnumCase<"V_M", 9, "v_m">, EnumCase<"V_V", 10, "v_v">,
    EnumCase<"MTE3_MTE1", 11, "mte3_mte1">, EnumCase<"MTE1_MTE3", 12, "mte1_mte3">,
    EnumCase<"MTE1_V", 13, "mte1_v">, EnumCase<"MTE2_M", 14, "mte2_m">,
    EnumCase<"M_MTE2", 15, "m_mte2">, EnumCase<"V_MTE1", 16, "v_mte1">,
    EnumCase<"M_FIX", 17, "m_fix">, EnumCase<"FIX_M", 18, "fix_m">,
    EnumCase<"MTE3_MTE2", 19, "mte3_mte2">, EnumCase<"MTE2_MTE3", 20, "mte2_mte3">,
    EnumCase<"S_V", 21, "s_v">, EnumCase<"V_S", 22, "v_s">, EnumCase<"S_MTE2", 23, "s_mte2">,
    EnumCase<"MTE2_S", 24, "mte2_s">, EnumCase<"S_MTE3", 25, "s_mte3">,
    EnumCase<"MTE3_S", 26, "mte3_s">, EnumCase<"MTE2_FIX", 27, "mte2_fix">,
    EnumCase<"FIX_MTE2", 28, "fix_mte2">, EnumCase<"FIX_S", 29, "fix_s">,
    EnumCase<"M_S", 30, "m_s">, EnumCase<"FIX_MTE3", 31, "fix_mte3">,
    EnumCase<"MTE1_FIX", 32, "mte1_fix">, EnumCase<"FIX_MTE1", 33, "fix_mte1">,
    EnumCase<"FIX_FIX", 34, "fix_fix">, EnumCase<"MAX", 35, "max">
]>;
def AscendC_HardwareAttr : EnumAttr<"Hardware", [
    EnumCase<"GM", 0, "gm">, EnumCase<"UB", 1, "ub">, EnumCase<"L1", 2, "l1">,
    EnumCase<"L0A", 3, "l0a">, EnumCase<"L0B", 4, "l0b">, EnumCase<"L0C", 5, "l0c">,
    EnumCase<"BIAS", 6, "bias">, EnumCase<"FIXBUF", 7, "fixbuf">, EnumCase<"MAX", 8, "max">
]>;
def AscendC_IterateModeAttr : EnumAttr<"IterateMode", [
    EnumCase<"ITERATE_MODE_NORMAL", 1>, EnumCase<"ITERATE_MODE_ALL", 2>,
    EnumCase<"ITERATE_MODE_BATCH", 4>, EnumCase<"ITERATE_MODE_N_BATCH", 8>,
    EnumCase<"ITERATE_MODE_DEFAULT", 255>
]>;
def AscendC_IterateOrderAttr : EnumAttr<"IterateOrder", [
    EnumCase<"ORDER_M", 0>, EnumCase<"ORDER_N", 1>, EnumCase<"UNDEF", 2>
]> {
  let cppQualifier = "IterateOrder::";
}
def AscendC_LayoutModeAttr : EnumAttr<"LayoutMode", [
    EnumCase<"NONE", 0, "none">, EnumCase<"NORMAL", 1, "normal">, EnumCase<"BSNGD", 2, "bsngd">,
    EnumCase<"SBNGD", 3, "sbngd">, EnumCase<"BNGS1S2", 4, "bngs1s2">
]> {
  let cppQualifier = "LayoutMode::";
}
def AscendC_MaskModeAttr : EnumAttr<"MaskMode", [
    EnumCase<"NORMAL", 0>, EnumCase<"COUNTER", 1>
]>;
def AscendC_MaskPattern : EnumAttr<"MaskPattern", [
    EnumCase<"ALL", 0>, EnumCase<"VL1", 1>, EnumCase<"VL2", 2>, EnumCase<"VL3", 3>,
    EnumCase<"VL4", 4>, EnumCase<"VL8", 5>, EnumCase<"VL16", 6>, EnumCase<"VL32", 7>,
    EnumCase<"VL64", 8>, EnumCase<"VL128", 9>, EnumCase<"M3", 10>, EnumCase<"M4", 11>,
    EnumCase<"H", 12>, EnumCase<"Q", 13>, EnumCase<"ALLF", 15>
]>;
def AscendC_MatmulPolicyAttr : EnumAttr<"MatmulPolicy", [
    EnumCase<"MatmulPolicy", 0>, EnumCase<"TrianUpperMatmulPolicy", 1>,
    EnumCase<"TrianLowerMatmulPolicy", 2>, EnumCase<"NBuffer33MatmulPolicy", 3>
]>;
def AscendC_MemDsbAttr : EnumAttr<"MemDsbT", [
    EnumCase<"ALL", 0, "all">, EnumCase<"DDR", 1, "ddr">, EnumCase<"UB", 2, "ub">,
    EnumCase<"SEQ", 3, "seq">
]>;
def AscendC_PipeAttr : EnumAttr<"Pipe", [
    EnumCase<"PIPE_S", 0, "pipe_s">, EnumCase<"PIPE_V", 1, "pipe_v">,
    EnumCase<"PIPE_M", 2, "pipe_m">, EnumCase<"PIPE_MTE1", 3, "pipe_mte1">,
    EnumCase<"PIPE_MTE2", 4, "pipe_mte2">, EnumCase<"PIPE_MTE3", 5, "pipe_mte3">,
    EnumCase<"PIPE_ALL", 6, "pipe_all">, EnumCase<"PIPE_MTE4", 7, "pipe_mte4">,
    EnumCase<"PIPE_MTE5", 8, "pipe_mte5">, EnumCase<"PIPE_V2", 9, "pipe_v2">,
    EnumCase<"PIPE_FIX", 10, "pipe_fix">
]> {
  let cppQualifier = "";
}
def AscendC_QuantModeAttr : EnumAttr<"QuantMode", [
    EnumCase<"NoQuant", 0, "no_quant">, EnumCase<"F322F16", 1, "f322f16">,
    EnumCase<"VQF322HIF8_PRE", 2, "vqf322hif8_pre">,
    EnumCase<"QF322HIF8_PRE", 3, "qf322hif8_pre">,
    EnumCase<"VQF322HIF8_PRE_HYBRID", 4, "vqf322hif8_pre_hybrid">,
    EnumCase<"QF322HIF8_PRE_HYBRID", 5, "qf322hif8_pre_hybrid">,
    EnumCase<"AttachF16Mul", 6, "attachf16mul">, EnumCase<"VREQ8", 8, "vreq8">,
    EnumCase<"REQ8", 9, "req8">, EnumCase<"VDEQF16", 10, "vdeqf16">,
    EnumCase<"DEQF16", 11, "deqf16">, EnumCase<"VQF322FP8_PRE", 12, "vqf322fp8_pre">,
    EnumCase<"QF322FP8_PRE", 13, "qf322fp8_pre">,
    EnumCase<"VQF322F32_PRE", 14, "vqf322f32_pre">,
    EnumCase<"QF322F32_PRE", 15, "qf322f32_pre">, EnumCase<"F322BF16", 16, "f322bf16">,
    EnumCase<"VQF162B8_PRE", 17, "vqf162b8_pre">, EnumCase<"QF162B8_PRE", 18, "qf162b8_pre">,
    EnumCase<"VQF162S4_PRE", 19, "vqf162s4_pre">, EnumCase<"QF162S4_PRE", 20, "qf162s4_pre">,
    EnumCase<"VREQ4", 21, "vreq4">, EnumCase<"REQ4", 22, "req4">,
    EnumCase<"VQF322B8_PRE", 23, "vqf322b8_pre">, EnumCase<"QF322B8_PRE", 24, "qf322b8_pre">,
    EnumCase<"VQF322S4_PRE", 25, "vqf322s4_pre">, EnumCase<"QF322S4_PRE", 26, "qf322s4_pre">,
    EnumCase<"VDEQS16", 27, "vdeqs16">, EnumCase<"DEQS16", 28, "deqs16">,
    EnumCase<"VQF162S16_PRE", 29, "vqf162s16_pre">,
    EnumCase<"QF162S16_PRE", 30, "qf162s16_pre">,
    EnumCase<"VQF322F16_PRE", 31, "vqf322f16_pre">,
    EnumCase<"QF322F16_PRE", 32, "qf322f16_pre">,
    EnumCase<"VQF322BF16_PRE", 33, "vqf322bf16_pre">,
    EnumCase<"QF322BF16_PRE", 34, "qf322bf16_pre">,
    EnumCase<"VQS322BF16_PRE", 35, "vqs322bf16_pre">,
    EnumCase<"QS322BF16_PRE", 36, "qs322bf16_pre">
]>;
def AscendC_ReduceOrderAttr : EnumAttr<"ReduceOrder", [
    EnumCase<"ORDER_VALUE_INDEX", 0, "order_value_index">,
    EnumCase<"ORDER_INDEX_VALUE", 1, "order_index_value">,
    EnumCase<"ORDER_ONLY_VALUE", 2, "order_only_value">,
    EnumCase<"ORDER_ONLY_INDEX", 3, "order_only_index">
]>;
def AscendC_ReducePatternAttr : EnumAttr<"ReducePattern", [
    EnumCase<"R", 0>, EnumCase<"AR", 1>, EnumCase<"RA", 2>, EnumCase<"ARA", 3>,
    EnumCase<"ARAR", 4>, EnumCase<"ARARA", 5>, EnumCase<"ARARAR", 6>, EnumCase<"ARARARA", 7>,
    EnumCase<"ARARARAR", 8>, EnumCase<"ARARARARA", 9>, EnumCase<"RAR", 10>,
    EnumCase<"RARA", 11>, EnumCase<"RARAR", 12>, EnumCase<"RARARA", 13>,
    EnumCase<"RARARAR", 14>, EnumCase<"RARARARA", 15>
]>;
def AscendC_RoundModeAttr : EnumAttr<"RoundMode", [
    EnumCase<"CAST_NONE", 0>, EnumCase<"CAST_RINT", 1>, EnumCase<"CAST_FLOOR", 2>,
    EnumCase<"CAST_CEIL", 3>, EnumCase<"CAST_ROUND", 4>, EnumCase<"CAST_TRUNC", 5>,
    EnumCase<"CAST_ODD", 6>
]>;
def AscendC_ScheduleTypeAttr : EnumAttr<"ScheduleType", [
    EnumCase<"INNER_PRODUCT", 0>, EnumCase<"OUTER_PRODUCT", 1>
]> {
  let cppQualifier = "ScheduleType::";
}
def AscendC_SelModeAttr : EnumAttr<"SELMODE", [
    EnumCase<"VSEL_CMPMASK_SPR", 0>, EnumCase<"VSEL_TENSOR_SCALAR_MODE", 1>,
    EnumCase<"VSEL_TENSOR_TENSOR_MODE", 2>
]>;
def AscendC_TPositionAttr : EnumAttr<"TPosition", [
    EnumCase<"GM", 0, "gm">, EnumCase<"A1", 1, "a1">, EnumCase<"A2", 2, "a2">,
    EnumCase<"B1", 3, "b1">, EnumCase<"B2", 4, "b2">, EnumCase<"C1", 5, "c1">,
    EnumCase<"C2", 6, "c2">, EnumCase<"CO1", 7, "co1">, EnumCase<"CO2", 8, "co2">,
    EnumCase<"VECIN", 9, "vecin">, EnumCase<"VECOUT", 10, "vecout">,
    EnumCase<"VECCALC", 11, "veccalc">, EnumCase<"MAX", 12, "max">
]>;
def AscendC_TransposeTypeAttr : EnumAttr<"TransposeType", [
    EnumCase<"TRANSPOSE_TYPE_NONE", 0>, EnumCase<"TRANSPOSE_NZ2ND_0213", 1>,
    EnumCase<"TRANSPOSE_NZ2NZ_0213", 2>, EnumCase<"TRANSPOSE_NZ2NZ_012_WITH_N", 3>,
    EnumCase<"TRANSPOSE_NZ2ND_012_WITH_N", 4>, EnumCase<"TRANSPOSE_NZ2ND_012_WITHOUT_N", 5>,
    EnumCase<"TRANSPOSE_NZ2NZ_012_WITHOUT_N", 6>, EnumCase<"TRANSPOSE_ND2ND_ONLY", 7>,
    EnumCase<"TRANSPOSE_ND_UB_GM", 8>, EnumCase<"TRANSPOSE_GRAD_ND_UB_GM", 9>,
    EnumCase<"TRANSPOSE_ND2ND_B16", 10>, EnumCase<"TRANSPOSE_NCHW2NHWC", 11>,
    EnumCase<"TRANSPOSE_NHWC2NCHW", 12>
]>;

#endif // ASCENDC_ENUMS_TD
