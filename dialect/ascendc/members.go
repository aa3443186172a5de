package ascendc

// StructMembers lists, for Ascend C structures kernels fill member by member
// (emitasc.init_struct: `T r; r.f = v; ...`), the type's mnemonic, its C++ spelling and
// its members in declaration order. The API header the translator emits declares these
// members, and the simulator reads them by these names: one list of the API's facts.
var StructMembers = []StructInfo{
	{"data_copy_params", "AscendC::DataCopyParams", []string{"blockCount", "blockLen", "srcStride", "dstStride"}},
	{"data_copy_ext_params", "AscendC::DataCopyExtParams", []string{"blockCount", "blockLen", "srcStride", "dstStride", "rsv"}},
	{"data_copy_pad_ext_params", "AscendC::DataCopyPadExtParams", []string{"isPad", "leftPadding", "rightPadding", "paddingValue"}},
	{"data_copy_pad_params", "AscendC::DataCopyPadParams", []string{"isPad", "leftPadding", "rightPadding", "paddingValue"}},
	{"binary_repeat_params", "AscendC::BinaryRepeatParams", []string{"dstBlkStride", "src0BlkStride", "src1BlkStride",
		"dstRepStride", "src0RepStride", "src1RepStride"}},
	{"unary_repeat_params", "AscendC::UnaryRepeatParams", []string{"dstBlkStride", "srcBlkStride", "dstRepStride", "srcRepStride"}},
	{"brcb_repeat_params", "AscendC::BrcbRepeatParams", []string{"dstBlkStride", "dstRepStride"}},
	{"gather_mask_params", "AscendC::GatherMaskParams", []string{"src0BlockStride", "repeatTimes", "src0RepeatStride", "src1RepeatStride"}},
	{"copy_repeat_params", "AscendC::CopyRepeatParams", []string{"dstStride", "srcStride", "dstRepeatSize", "srcRepeatSize"}},
	{"mmad_params", "AscendC::MmadParams", []string{"m", "n", "k", "isBias", "fmOffset", "enSsparse", "enWinogradA",
		"enWinogradB", "unitFlag", "kDirectionAlign", "cmatrixSource", "cmatrixInitVal"}},
	{"fixpipe_params_v220", "AscendC::FixpipeParamsV220", []string{"nSize", "mSize", "srcStride", "dstStride", "quantPre",
		"deqScalar", "ndNum", "srcNdStride", "dstNdStride", "reluEn", "unitFlag", "isChannelSplit"}},
	// FixpipeParamsC310's members as V220's (PyAsc's copy_fixpipe lowering fills nSize,
	// mSize, srcStride, dstStride, reluEn and quantPre by name).
	{"fixpipe_params_c310", "AscendC::FixpipeParamsC310", []string{"nSize", "mSize", "srcStride", "dstStride", "quantPre",
		"deqScalar", "ndNum", "srcNdStride", "dstNdStride", "reluEn", "unitFlag", "isChannelSplit"}},
	{"nd2nz_params", "AscendC::Nd2NzParams", []string{"ndNum", "nValue", "dValue", "srcNdMatrixStride", "srcDValue",
		"dstNzC0Stride", "dstNzNStride", "dstNzMatrixStride"}},
	{"load_data_2d_params", "AscendC::LoadData2DParams", []string{"startIndex", "repeatTimes", "srcStride", "sid", "dstGap",
		"ifTranspose", "addrMode"}},
	{"cube_tiling", "TCubeTiling", []string{"usedCoreNum", "M", "N", "Ka", "Kb", "singleCoreM", "singleCoreN", "singleCoreK",
		"baseM", "baseN", "baseK", "depthA1", "depthB1", "stepM", "stepN", "isBias", "transLength", "iterateOrder",
		"shareMode", "shareL1Size", "shareL0CSize", "shareUbSize", "batchM", "batchN", "singleBatchM", "singleBatchN",
		"stepKa", "stepKb", "depthAL1CacheUB", "depthBL1CacheUB", "dbL0A", "dbL0B", "dbL0C",
		"ALayoutInfoB", "ALayoutInfoS", "ALayoutInfoN", "ALayoutInfoG", "ALayoutInfoD",
		"BLayoutInfoB", "BLayoutInfoS", "BLayoutInfoN", "BLayoutInfoG", "BLayoutInfoD",
		"CLayoutInfoB", "CLayoutInfoS1", "CLayoutInfoN", "CLayoutInfoG", "CLayoutInfoS2", "BatchNum"}},
	{"softmax_shape_info", "AscendC::SoftMaxShapeInfo", []string{"srcM", "srcK", "oriSrcM", "oriSrcK"}},
	{"rmsnorm_tiling", "RmsNormTiling", []string{"bLength", "sLength", "hLength", "originalHLength",
		"reciprocalOfHLength", "mainBshLength", "mainBsLength", "mainBsLengthAlign", "loopRound", "inputTailPos",
		"tailBshLength", "tailBsLength"}},
	{"load_data_2d_transpose_params", "AscendC::LoadData2dTransposeParams", []string{"startIndex", "repeatTimes",
		"srcStride", "dstGap", "dstFracGap", "addrMode"}},
	{"gather_repeat_params", "AscendC::GatherRepeatParams", []string{"dstBlkStride", "dstRepStride"}},
	{"trans_data_to_5hd_params", "AscendC::TransDataTo5HDParams", []string{"dstHighHalf", "srcHighHalf",
		"repeatTimes", "dstRepStride", "srcRepStride"}},
}

// StructInfo is one structure of StructMembers.
type StructInfo struct {
	Mnemonic, Cpp string
	Members       []string
}

// MembersOf returns the members of the structure with the given mnemonic (nil if it is
// not listed).
func MembersOf(mnemonic string) []string {
	for _, s := range StructMembers {
		if s.Mnemonic == mnemonic {
			return s.Members
		}
	}
	return nil
}
