package ascendc

import (
	"fmt"
	"strings"
	"testing"

	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The hand-written printers of emission.md §3, row by row, in the harness notation
// (spec_harness_test.go). `ML` stands for the mask-list declaration of §1.5 for the
// first op of its kind in a translation: `uint64_t dst_mask_list0[] = {mask0, mask1};⏎`,
// and `<mask>` for the array's name.

const specMaskList = "uint64_t dst_mask_list0[] = {mask0, mask1};⏎"

// specFamily expands a family row: every (op, Api) pair with the template, where <Api>
// stands for the API name.
func specFamily(tmpl string, ops ...string) [][2]string {
	var out [][2]string
	for i := 0; i+1 < len(ops); i += 2 {
		t := strings.ReplaceAll(tmpl, "<Api>", ops[i+1])
		t = strings.ReplaceAll(t, "ML", specMaskList)
		t = strings.ReplaceAll(t, "<mask>", "dst_mask_list0")
		out = append(out, [2]string{ops[i], t})
	}
	return out
}

var (
	binaryL0 = []string{"add_l0", "Add", "add_relu_l0", "AddRelu", "and_l0", "And", "div_l0", "Div",
		"fused_mul_add_l0", "FusedMulAdd", "fused_mul_add_relu_l0", "FusedMulAddRelu", "max_l0", "Max",
		"min_l0", "Min", "mul_l0", "Mul", "or_l0", "Or", "sub_l0", "Sub", "sub_relu_l0", "SubRelu"}
	binaryCastL0 = []string{"add_deq_relu_l0", "AddDeqRelu", "add_relu_cast_l0", "AddReluCast",
		"sub_relu_cast_l0", "SubReluCast", "mul_add_dst_l0", "MulAddDst"}
	binaryL2 = []string{"add_l2", "Add", "add_deq_relu_l2", "AddDeqRelu", "add_relu_l2", "AddRelu",
		"add_relu_cast_l2", "AddReluCast", "and_l2", "And", "div_l2", "Div", "fused_abs_sub_l2", "FusedAbsSub",
		"fused_exp_sub_l2", "FusedExpSub", "fused_mul_add_l2", "FusedMulAdd", "fused_mul_add_relu_l2", "FusedMulAddRelu",
		"max_l2", "Max", "min_l2", "Min", "mul_l2", "Mul", "mul_add_dst_l2", "MulAddDst", "mul_cast_l2", "MulCast",
		"or_l2", "Or", "prelu_l2", "Prelu", "sub_l2", "Sub", "sub_relu_l2", "SubRelu", "sub_relu_cast_l2", "SubReluCast"}
	scalarL0 = []string{"adds_l0", "Adds", "subs_l0", "Subs", "leaky_relu_l0", "LeakyRelu", "maxs_l0", "Maxs",
		"mins_l0", "Mins", "muls_l0", "Muls", "divs_l0", "Divs", "shift_left_l0", "ShiftLeft", "shift_right_l0", "ShiftRight"}
	unaryL0 = []string{"abs_l0", "Abs", "exp_l0", "Exp", "ln_l0", "Ln", "not_l0", "Not", "reciprocal_l0", "Reciprocal",
		"relu_l0", "Relu", "rsqrt_l0", "Rsqrt", "sqrt_l0", "Sqrt"}
	unaryMath = []string{"acos", "Acos", "acosh", "Acosh", "asin", "Asin", "asinh", "Asinh", "atan", "Atan",
		"atanh", "Atanh", "ceil", "Ceil", "cos", "Cos", "cosh", "Cosh", "digamma", "Digamma", "erf", "Erf",
		"erfc", "Erfc", "floor", "Floor", "frac", "Frac", "lgamma", "Lgamma", "log", "Log", "round", "Round",
		"sign", "Sign", "sin", "Sin", "sinh", "Sinh", "tan", "Tan", "tanh", "Tanh", "trunc", "Trunc"}
	microBinary = []string{"add_micro", "Add", "and_micro", "And", "div_micro", "Div", "fused_abs_sub_micro", "FusedAbsSub",
		"fused_exp_sub_micro", "FusedExpSub", "fused_mul_dst_add_micro", "FusedMulDstAdd", "sub_micro", "Sub",
		"max_micro", "Max", "min_micro", "Min", "mul_micro", "Mul", "mul_add_dst_micro", "MulAddDst", "or_micro", "Or",
		"prelu_micro", "Prelu", "xor_micro", "Xor"}
	microUnary = []string{"abs_micro", "Abs", "exp_micro", "Exp", "ln_micro", "Ln", "log_micro", "Log",
		"log10_micro", "Log10", "mask_not_micro", "MaskNot", "neg_micro", "Neg", "not_micro", "Not",
		"relu_micro", "Relu", "sqrt_micro", "Sqrt", "reduce_max_micro", "ReduceMax", "reduce_min_micro", "ReduceMin",
		"reduce_sum_micro", "ReduceSum", "duplicate_micro", "Duplicate"}
)

// withL1 turns an L0 op list into the L1 one.
func withL1(ops []string) []string {
	out := append([]string(nil), ops...)
	for i := 0; i < len(out); i += 2 {
		out[i] = strings.TrimSuffix(out[i], "_l0") + "_l1"
	}
	return out
}

func withL2(ops []string) []string {
	out := append([]string(nil), ops...)
	for i := 0; i < len(out); i += 2 {
		out[i] = strings.TrimSuffix(out[i], "_l0") + "_l2"
	}
	return out
}

// specSection3 lists the rows of §3 (families expanded).
func specSection3() [][2]string {
	var rows [][2]string
	add := func(r ...[2]string) { rows = append(rows, r...) }
	one := func(op, tmpl string) { add(specFamily(tmpl, op, "")...) }

	// 3.2 mask setting
	one("set_vector_mask_l0", "AscendC::SetVectorMask<{A(dtype)}, AscendC::MaskMode::{UP(mode)}>(len)")
	one("set_vector_mask_l1", "AscendC::SetVectorMask<{A(dtype)}, AscendC::MaskMode::{UP(mode)}>(maskHigh, maskLow)")
	// 3.5 KFC
	one("kfc_server.init", "server.Init(workspace)")
	one("kfc_server.is_run", "R = server.isRun()")
	one("kfc_server.run", "server.Run(matmul)")
	one("kfc_server.quit", "server.Quit()")
	// 3.6 math library
	add(specFamily("AscendC::<Api><{E(dst)}, isReuseSource>(dst, src[, sharedTmpBuffer][, calCount])", unaryMath...)...)
	add(specFamily("AscendC::<Api><{E(dst)}, isReuseSource>(dst, src0, src1[, sharedTmpBuffer][, calCount])", "power", "Power", "xor", "Xor")...)
	add(specFamily("AscendC::<Api><{E(dst)}, isReuseSource>(dst, src[, sharedTmpBuffer], scalar, calCount)", "clamp_max", "ClampMax", "clamp_min", "ClampMin")...)
	one("exp", "AscendC::Exp<{E(dst)}, taylorExpandLevel, isReuseSource>(dst, src[, sharedTmpBuffer], calCount)")
	one("axpy", "AscendC::Axpy<{E(dst)}, {E(src)}, isReuseSource>(dst, src, scalar[, sharedTmpBuffer], calCount)")
	one("cumsum", "AscendC::CumSum(dst, lastRow, src[, sharedTmpBuffer], AscendC::CumSumInfo(lastAxis, reuseSource, outputLastRow))")
	// 3.7 matmul
	one("matmul.end", "matmul.End()")
	// 3.8
	one("rms_norm", "AscendC::RmsNorm<{E(dst)}, {B(basicBlock)}>(dst, src, gamma[, sharedTmpBuffer], epsilon, tiling)")
	one("quant", "AscendC::AscendQuant<{E(srcTensor)}, {B(isReuseSource)}[, config]>(dst, srcTensor[, sharedTmpBuffer], scale, offset, calCount)")
	// 3.9
	one("set_aipp_functions", "AscendC::SetAippFunctions(src0[, src1], AscendC::AippInputFormat::{S(format)}, config)")
	// 3.10
	one("pipe_barrier", "AscendC::PipeBarrier<{UP(pipe)}>()")
	one("wait_flag", "AscendC::WaitFlag<AscendC::HardEvent::{UP(event)}>(eventId)")
	one("cross_core_set_flag", "AscendC::CrossCoreSetFlag<{N(modeId)}, {UP(pipe)}>(flagId)")
	one("cross_core_wait_flag", "AscendC::CrossCoreWaitFlag<{N(modeId)}, {UP(pipe)}>(flagId)")
	one("get_buf", "get_buf({UP(pipe)}, {N(bufId)}, {B(mode)})")
	one("rls_buf", "rls_buf({UP(pipe)}, {N(bufId)}, {B(mode)})")
	// 3.12
	one("data_copy_slice", "AscendC::SliceInfo dst_slice_info[] = {dstSliceInfo...};⏎AscendC::SliceInfo src_slice_info[] = {srcSliceInfo...};⏎AscendC::DataCopy(dst, src, dst_slice_info, src_slice_info[, dimValue])")
	one("copy_l0", "MLAscendC::Copy<{E(dst)}, isSetMask>(dst, src, <mask>, repeatTime, repeatParams)")
	one("copy_l1", "AscendC::Copy<{E(dst)}, isSetMask>(dst, src, mask, repeatTime, repeatParams)")
	// 3.13
	one("tensor_desc_set_shape_addr", "tensorDesc.SetShapeAddr((uint64_t* )shapePtr)")
	one("list_tensor_desc_v2", "R = AscendC::ListTensorDesc(data, length, shapeSize)")
	one("list_tensor_desc_get_data_ptr", "R = tensor.GetDataPtr<{A(dtype)}>(index)")
	// 3.14
	add(specFamily("AscendC::MicroAPI::<Api>(dstReg, src0Reg, src1Reg, maskReg)", microBinary...)...)
	add(specFamily("AscendC::MicroAPI::<Api>(dstReg, srcReg, maskReg)", microUnary...)...)
	one("data_copy_vld_micro", "AscendC::MicroAPI::DataCopy(dstReg, src)")
	one("data_copy_vst_micro", "AscendC::MicroAPI::DataCopy(dst, srcReg, maskReg)")
	one("update_mask", "// The mask is updated on every iteration to match the total count⏎R = AscendC::MicroAPI::UpdateMask<{A(type)}>(*count)")
	one("reg_tensor", "R")
	one("duplicate", "Duplicate(dstReg, scalar)")
	one("get_vec_len", "R = AscendC::GetVecLen()")
	one("create_mask", "R = AscendC::MicroAPI::CreateMask<{A(dtype)}, AscendC::MicroAPI::MaskPattern::{S(mask)}>()")
	// 3.15
	one("ascend_is_aic", "R = g_coreType == AscendC::AIC")
	one("ascend_is_aiv", "R = g_coreType == AscendC::AIV")
	one("ffts_cross_core_sync", "ffts_cross_core_sync({UP(pipe)}, config)")
	one("sort", "AscendC::Sort<{E(dst)}, {B(isFullSort)}>(dst, concat, index, tmp, repeatTime)")
	one("pop_stack_buffer", "AscendC::PopStackBuffer<{E(tensor)}, AscendC::TPosition::{UP(pos)}>(tensor)")
	one("fixpipe", "AscendC::Fixpipe<{E(dst)}, {E(src)}, fixpipeConfig>(dst, src, intriParams)")
	one("fixpipe_with_workspace", "AscendC::Fixpipe<{E(dst)}, {E(src)}, fixpipeConfig>(dst, src, cbufWorkspace, intriParams)")
	one("mrg_sort", "uint16_t dst_element_count_list_0[] = {elementCountList...};⏎uint32_t dst_sorted_num_0[] = {sortedNum...};⏎AscendC::MrgSort<{E(dst)}, {B(isExhaustedSuspension)}>(dst, sortList, dst_element_count_list_0, dst_sorted_num_0, validBit, repeatTime)")
	// 3.16
	one("set_sys_workspace", "AscendC::SetSysWorkspace(reinterpret_cast<__gm__ uint8_t*>(workspace))")
	one("get_block_idx", "R = static_cast<{T(value)}>(AscendC::GetBlockIdx())")
	one("get_block_num", "R = static_cast<{T(value)}>(AscendC::GetBlockNum())")
	// 3.17 vector binary
	add(specFamily("AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src0, src1, mask, repeatTimes, repeatParams)", binaryL0...)...)
	add(specFamily("MLAscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src0, src1, <mask>, repeatTimes, repeatParams)", withL1(binaryL0)...)...)
	add(specFamily("AscendC::<Api><{E(dst)}, {E(src1)}, {B(isSetMask)}>(dst, src0, src1, mask, repeatTimes, repeatParams)", binaryCastL0...)...)
	add(specFamily("MLAscendC::<Api><{E(dst)}, {E(src1)}, {B(isSetMask)}>(dst, src0, src1, <mask>, repeatTimes, repeatParams)", withL1(binaryCastL0)...)...)
	one("mul_cast_l0", "AscendC::MulCast(dst, src0, src1, mask, repeatTimes, repeatParams)")
	one("mul_cast_l1", "MLAscendC::MulCast(dst, src0, src1, <mask>, repeatTimes, repeatParams)")
	add(specFamily("AscendC::<Api>(dst, src0, src1, calCount)", binaryL2...)...)
	add(specFamily("dst = src0.<Api>(src1)", "add_l3", "operator+", "sub_l3", "operator-", "mul_l3", "operator*", "div_l3", "operator/")...)
	// 3.18 vector-scalar
	add(specFamily("AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, scalar, mask, repeatTimes, repeatParams)", scalarL0...)...)
	add(specFamily("MLAscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, scalar, <mask>, repeatTimes, repeatParams)", withL1(scalarL0)...)...)
	add(specFamily("AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, scalar, calCount)", withL2(scalarL0)...)...)
	one("axpy_l0", "AscendC::Axpy<{E(dst)}, {E(src)}, {B(isSetMask)}>(dst, src, scalar, mask, repeatTimes, repeatParams)")
	one("axpy_l1", "MLAscendC::Axpy<{E(dst)}, {E(src)}, {B(isSetMask)}>(dst, src, scalar, <mask>, repeatTimes, repeatParams)")
	one("axpy_l2", "AscendC::Axpy(dst, src, scalar, calCount)")
	// 3.19 unary
	add(specFamily("AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, mask, repeatTimes, repeatParams)", unaryL0...)...)
	add(specFamily("MLAscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src, <mask>, repeatTimes, repeatParams)", withL1(unaryL0)...)...)
	add(specFamily("AscendC::<Api>(dst, src, calCount)", append(withL2(unaryL0), "neg_l2", "Neg")...)...)
	// 3.20 conversion
	one("cast_l0", "AscendC::Cast<{E(dst)}, {E(src)}, {B(isSetMask)}>(dst, src, AscendC::RoundMode::{S(roundMode)}, mask, repeatTimes, repeatParams)")
	one("cast_l1", "MLAscendC::Cast<{E(dst)}, {E(src)}, {B(isSetMask)}>(dst, src, AscendC::RoundMode::{S(roundMode)}, <mask>, repeatTimes, repeatParams)")
	one("cast_l2", "AscendC::Cast<{E(dst)}, {E(src)}>(dst, src, AscendC::RoundMode::{S(roundMode)}, calCount)")
	one("cast_deq_l0", "AscendC::CastDeq<{E(dst)}, {E(src)}, {B(isSetMask)}, {B(isVecDeq)}, {B(halfBlock)}>(dst, src, mask, repeatTimes, repeatParams)")
	one("cast_deq_l1", "MLAscendC::CastDeq<{E(dst)}, {E(src)}, {B(isSetMask)}, {B(isVecDeq)}, {B(halfBlock)}>(dst, src, <mask>, repeatTimes, repeatParams)")
	one("cast_deq_l2", "AscendC::CastDeq<{E(dst)}, {E(src)}, {B(isVecDeq)}, {B(halfBlock)}>(dst, src, calCount)")
	one("set_deq_scale_l4", "AscendC::SetDeqScale(vdeq, vdeqInfo)")
	// 3.21 compare / select
	one("compare_l1", "uint64_t dst_mask_list[] = {mask0, mask1};⏎AscendC::Compare(dst, src0, src1, AscendC::CMPMODE::{S(cmpMode)}, dst_mask_list, repeatTimes, repeatParams)")
	one("compare_r_l1", "uint64_t src0_mask_list[] = {mask0, mask1};⏎AscendC::Compare(src0, src1, AscendC::CMPMODE::{S(cmpMode)}, src0_mask_list, repeatParams)")
	one("compare_scalar_l1", "uint64_t dst_mask_list[] = {mask0, mask1};⏎AscendC::CompareScalar(dst, src0, src1Scalar, AscendC::CMPMODE::{S(cmpMode)}, dst_mask_list, repeatTimes, repeatParams)")
	one("select_l1", "MLAscendC::Select(dst, selMask, src0, src1, AscendC::SELMODE::{S(selMode)}, <mask>, repeatTimes, repeatParams)")
	one("select_scalar_l1", "MLAscendC::Select(dst, selMask, src0, src1, AscendC::SELMODE::{S(selMode)}, <mask>, repeatTimes, repeatParams)")
	// 3.22
	one("duplicate_l0", "AscendC::Duplicate<{E(dst)}, {B(isSetMask)}>(dst, scalar, mask, repeatTimes, dstBlockStride, dstRepeatStride)")
	one("duplicate_l1", "MLAscendC::Duplicate<{E(dst)}, {B(isSetMask)}>(dst, scalar, <mask>, repeatTimes, dstBlockStride, dstRepeatStride)")
	one("duplicate_l2", "AscendC::Duplicate(dst, scalar, calCount)")
	one("gatherb_l0", "AscendC::Gatherb(dst, src0, offset, repeatTimes, repeatParams)")
	one("gather_l0", "AscendC::Gather(dst, src, srcOffset, srcBaseAddr, mask, repeatTimes, dstRepStride)")
	one("gather_l1", "MLAscendC::Gather(dst, src, dstOffset, dstBase, <mask>, repeatTimes, srcRepStride)")
	one("gather_l2", "AscendC::Gather(dst, src, srcOffset, srcBaseAddr, count)")
	one("scatter_l1", "MLAscendC::Scatter(dst, src, dstOffset, dstBase, <mask>, repeatTimes, srcRepStride)")
	one("bilinearInterpolation_l0", "AscendC::BilinearInterpolation(dst, src0, src0Offset, src1, mask, hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat, sharedTmpBuffer)")
	one("bilinearInterpolation_l1", "MLAscendC::BilinearInterpolation(dst, src0, src0Offset, src1, <mask>, hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat, sharedTmpBuffer)")
	// 3.23 L1 reductions
	add(specFamily("MLAscendC::<Api>(dst, src, repeatTime, <mask>, dstRepStride, srcBlkStride, srcRepStride)",
		"block_reduce_sum_l1", "BlockReduceSum", "block_reduce_max_l1", "BlockReduceMax", "block_reduce_min_l1", "BlockReduceMin", "pair_reduce_sum_l1", "PairReduceSum")...)
	add(specFamily("MLAscendC::<Api>(dst, src, sharedTmpBuffer, <mask>, repeatTime, srcRepStride, calIndex)", "reduce_max_l1", "ReduceMax", "reduce_min_l1", "ReduceMin")...)
	one("reduce_sum_l1", "MLAscendC::ReduceSum(dst, src, sharedTmpBuffer, <mask>, repeatTime, srcRepStride)")
	add(specFamily("MLAscendC::<Api>(dst, src, <mask>, repeatTime, dstRepStride, srcBlkStride, srcRepStride, AscendC::ReduceOrder::{UP(order)})", "whole_reduce_max_l1", "WholeReduceMax", "whole_reduce_min_l1", "WholeReduceMin")...)
	one("whole_reduce_sum_l1", "MLAscendC::WholeReduceSum(dst, src, <mask>, repeatTime, dstRepStride, srcBlkStride, srcRepStride)")
	// 3.24
	one("global_tensor.subindex", "R = tensor[index]")
	one("global_tensor.bracket", "R = tensor(index)")
	one("local_tensor.subindex", "R = tensor[index]")
	one("local_tensor.bracket", "R = tensor(index)")
	one("local_tensor_v2", "R = AscendC::LocalTensor<{E(result)}>(AscendC::TPosition::{UP(pos)}, addr, tileSize)")
	one("local_tensor_v3", "R{AscendC::TPosition::{UP(pos)}, {N(addr)}, {N(tileSize)}}")
	one("reinterpret_cast", "R = in.ReinterpretCast<{E(out)}>()")
	one("shape_info.shape", "R = base.shape[dim]")
	one("shape_info.original_shape", "R = base.originalShape[dim]")
	// 3.25
	one("tbuf.get_with_offset", "R = buffer.GetWithOffset<{E(tensor)}>(size, bufOffset)")
	one("que_bind.alloc_tensor", "R = queue.AllocTensor<{E(tensor)}>()")
	one("que_bind.alloc_tensor_in_place", "queue.AllocTensor<{E(tensor)}>(tensor)")
	one("que_bind.deque_tensor", "R = queue.DeQue<{E(tensor)}>()")
	one("que_bind.deque_tensor_in_place", "queue.DeQue<{E(tensor)}>(tensor)")
	one("que_bind.deque_tensor_pos", "R = queue.DeQue<AscendC::TPosition::{UP(srcUserPos)}, AscendC::TPosition::{UP(dstUserPos)}, {E(tensor)}>()")
	one("que_bind.enque_tensor_pos", "queue.EnQue<AscendC::TPosition::{UP(srcUserPos)}, AscendC::TPosition::{UP(dstUserPos)}>(tensor)")
	// Rows with optional parts spelled by hand, and the remaining single rows.
	one("simple_softmax", "AscendC::SimpleSoftMax<{E(dst)}, {B(reuseSource)}, {B(basicBlock)}, {B(dataFormatNZ)}>(dst, sumTensor, maxTensor, src, tiling[, softmaxShapeInfo])")
	one("softmax", "AscendC::SoftMax<{E(dst)}, {B(reuseSource)}, {B(basicBlock)}>(dst, sumTensor?, maxTensor?, src, sharedTmpBuffer?, tiling[, softmaxShapeInfo])")
	one("kfc_server.init_obj", "server.InitObj(&pipe, ops...)")
	one("matmul.init", "matmul.Init(&cubeTiling[,pipe])")
	one("regist_matmul_obj", "using namespace AscendC;⏎REGIST_MATMUL_OBJ(&pipe, workspace, matmul[, &tiling])")
	one("printf", "AscendC::printf(\"x\"[, vars...])")
	one("tensor_desc", "AscendC::TensorDesc v1 = AscendC::TensorDesc<{A(elementType)}>()")
	one("tbuf.get_tensor", "R = buffer.Get<{E(tensor)}>(len?)")
	one("to_que_bind", "{T(result)}& v1 = source")
	one("get_mrg_sort_result", "uint16_t v1;⏎uint16_t v2;⏎uint16_t v3;⏎uint16_t v4;⏎AscendC::GetMrgSortResult(v1, v2, v3, v4)")
	one("get_store_atomic_config", "uint16_t v1;⏎uint16_t v2;⏎AscendC::GetStoreAtomicConfig(v1, v2)")
	one("scalar_cast", "{A(dtype)} v1 = AscendC::ScalarCast<uint32_t, {A(dtype)}, AscendC::RoundMode::{UP(roundMode)}>(valueIn)")
	one("get_sys_workspace_ptr", "__gm__ uint8_t* v1 = GetSysWorkSpacePtr()")
	one("local_tensor.get_phy_addr_v2", "R = reinterpret_cast<{T(result)}>(tensor.GetPhyAddr())")
	one("set_ffts_base_addr", "set_ffts_base_addr(*x)")
	one("noop", "")
	one("broadcast", "{⏎  const uint32_t dstShape[2] = {dstShape0, dstShape1};⏎  const uint32_t srcShape[2] = {srcShape0, srcShape1};⏎  AscendC::BroadcastTiling bcTiling;⏎  AscendC::GetBroadcastTilingInfo<{E(dst)}, 2>(2, dstShape, srcShape, false, bcTiling);⏎  AscendC::Broadcast(dst, src, dstShape, srcShape, &bcTiling);⏎}")
	for _, r := range [][2]string{{"reduce_sum", "ReduceSum"}, {"reduce_max", "ReduceMax"}, {"reduce_min", "ReduceMin"}, {"reduce_prod", "ReduceProd"}} {
		one(r[0], "{⏎  const uint32_t shape[2] = {srcShape0, srcShape1};⏎  AscendC::"+r[1]+"<{E(src)},AscendC::Pattern::Reduce::{S(pattern)}>(dst,src,sharedTmpBuffer,shape,false);⏎}")
	}
	one("gather_mask", "uint64_t v1;⏎AscendC::GatherMask<{E(dst)}, {E(src1Pattern)}, AscendC::defaultGatherMaskMode>(dst, src0, src1Pattern, reduceMode, mask, params, v1)")
	return rows
}

// TestSpecSection3 checks the hand-written printers of §3 that a synthetic instance
// exercises (rows needing context are tested with IR in spec_ir_test.go).
func TestSpecSection3(t *testing.T) {
	ctx := specContext()
	for _, c := range specSection3() {
		t.Run(c[0], func(t *testing.T) {
			checkSpec(t, ctx, "ascendc."+c[0], c[1], nil, nil)
		})
	}
}

// TestSpecVariants checks rows whose text depends on operand types or attribute values
// the default synthetic instance does not show.
func TestSpecVariants(t *testing.T) {
	ctx := specContext()
	f16Tensor := mustParseType(t, ctx, "!ascendc.local_tensor<*xf16>")
	for _, c := range []struct {
		op, tmpl string
		types    map[string]ir.Type
		attrs    map[string]ir.Attribute
	}{
		{"set_vector_mask_l0", "AscendC::SetVectorMask<uint16_t, AscendC::MaskMode::{UP(mode)}>(len)", nil, map[string]ir.Attribute{"dtype": &ir.TypeAttr{Type: ir.I16}}},
		{"set_vector_mask_l1", "AscendC::SetVectorMask<half, AscendC::MaskMode::{UP(mode)}>(maskHigh, maskLow)", nil, map[string]ir.Attribute{"dtype": &ir.TypeAttr{Type: ir.F16}}},
		{"add_relu_cast_l0", "AscendC::AddReluCast<float, half, {B(isSetMask)}>(dst, src0, src1, mask, repeatTimes, repeatParams)", map[string]ir.Type{"src1": f16Tensor}, nil},
		{"sub_relu_cast_l1", specMaskList + "AscendC::SubReluCast<float, half, {B(isSetMask)}>(dst, src0, src1, dst_mask_list0, repeatTimes, repeatParams)", map[string]ir.Type{"src1": f16Tensor}, nil},
		{"add_deq_relu_l0", "AscendC::AddDeqRelu<float, half, {B(isSetMask)}>(dst, src0, src1, mask, repeatTimes, repeatParams)", map[string]ir.Type{"src1": f16Tensor}, nil},
		{"mul_add_dst_l1", specMaskList + "AscendC::MulAddDst<float, half, {B(isSetMask)}>(dst, src0, src1, dst_mask_list0, repeatTimes, repeatParams)", map[string]ir.Type{"src1": f16Tensor}, nil},
		{"cast_l0", "AscendC::Cast<half, float, {B(isSetMask)}>(dst, src, AscendC::RoundMode::{S(roundMode)}, mask, repeatTimes, repeatParams)", map[string]ir.Type{"dst": f16Tensor}, nil},
		{"axpy_l2", "AscendC::Axpy(dst, src, scalar, calCount)", map[string]ir.Type{"src": f16Tensor}, nil},
		{"axpy_l0", "AscendC::Axpy<float, half, {B(isSetMask)}>(dst, src, scalar, mask, repeatTimes, repeatParams)", map[string]ir.Type{"src": f16Tensor}, nil},
		{"scalar_cast", "half v1 = AscendC::ScalarCast<uint16_t, half, AscendC::RoundMode::{UP(roundMode)}>(valueIn)", map[string]ir.Type{"valueIn": ir.I16, "valueOut": ir.F16}, map[string]ir.Attribute{"dtype": &ir.TypeAttr{Type: ir.F16}}},
	} {
		t.Run(c.op, func(t *testing.T) {
			checkSpec(t, ctx, "ascendc."+c.op, c.tmpl, c.types, c.attrs)
		})
	}
}

// TestSpecEnumValues checks every row of §3 and Appendix A that spells an enum attribute
// with every value of that enum (the default instance shows only the first); TPosition's
// MAX is refused by the ops whose position PyAsc prints with its type printers' helper.
func TestSpecEnumValues(t *testing.T) {
	ctx := specContext()
	rows := specSection3()
	for _, r := range specAppendixA {
		rows = append(rows, [2]string{r.op, r.tmpl})
	}
	n := 0
	for _, row := range rows {
		info := ctx.LookupOp("ascendc." + row[0])
		def := opdef.DefOf(info)
		for _, m := range specFn.FindAllStringSubmatch(row[1], -1) {
			if m[1] != "S" && m[1] != "UP" {
				continue
			}
			var en *opdef.EnumDef
			for _, a := range def.Attrs {
				if a.Name == m[2] {
					en = opdef.EnumOf(a.C)
				}
			}
			if en == nil {
				t.Fatalf("%s: %s is not an enum attribute", row[0], m[2])
			}
			for _, c := range en.Cases {
				attrs := map[string]ir.Attribute{m[2]: en.Attr(c.Value)}
				if en == ascdialect.TPositionEnum && c.Value == int64(ascdialect.TPosition_MAX) && positionPrinters["ascendc."+row[0]] {
					s := buildSpecOp(t, ctx, "ascendc."+row[0], true, specTypes[row[0]], attrs)
					if _, err := s.emit(); err == nil || !strings.Contains(err.Error(), "TPosition MAX") {
						t.Errorf("%s with %s = MAX: %v", row[0], m[2], err)
					}
					continue
				}
				n++
				t.Run(row[0]+"/"+m[2]+"="+c.Symbol, func(t *testing.T) {
					checkSpec(t, ctx, "ascendc."+row[0], row[1], nil, attrs)
				})
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d enum cases checked", n)
	}
}

// TestSpecOptionalSubsets checks the rows of ops with two or more optional operands with
// every subset of them present (the other tests give all or none a value).
func TestSpecOptionalSubsets(t *testing.T) {
	ctx := specContext()
	rows := specSection3()
	for _, r := range specAppendixA {
		rows = append(rows, [2]string{r.op, r.tmpl})
	}
	n := 0
	for _, row := range rows {
		name := "ascendc." + row[0]
		def := opdef.DefOf(ctx.LookupOp(name))
		var opts []string
		for _, o := range def.Operands {
			if o.Kind == opdef.Optional {
				opts = append(opts, o.Name)
			}
		}
		if len(opts) < 2 {
			continue
		}
		for mask := 1; mask < 1<<len(opts)-1; mask++ {
			present := map[string]bool{}
			for i, o := range opts {
				present[o] = mask&(1<<i) != 0
			}
			if need := specNeedsOptional[name]; need != "" && !present[need] {
				continue
			}
			n++
			t.Run(fmt.Sprintf("%s/%v", row[0], present), func(t *testing.T) {
				s := buildSpecOpWith(t, ctx, name, func(o string) bool { return present[o] }, true, specTypes[row[0]], nil)
				want := s.expand(t, row[1])
				got, err := s.emit()
				if err != nil || got != want {
					t.Errorf("got %q (%v)\nwant %q", got, err, want)
				}
			})
		}
	}
	if n == 0 {
		t.Error("no op with several optional operands")
	}
}
