package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/affine"
	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/gpu"
	"github.com/ascend-toolchain/asc/dialect/llvm"
	"github.com/ascend-toolchain/asc/dialect/mlirtest"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/dialect/tensor"
	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// registerRefusals records why each op the simulator does not run is refused, so that a
// kernel using one fails at its location with the reason and `asc-sim ops` can say it.
// An op gains semantics by leaving this table (TestEveryOpHasSemanticsOrReason checks that
// no op is in neither place, and none in both).
func registerRefusals(r *sim.Registry) {
	for name, why := range refusals {
		r.Refuse(name, why)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	// MLIR's test dialect is registered for upstream MLIR tests; kernels do not use it.
	for _, info := range ctx.Dialect(mlirtest.Name).Ops {
		r.Refuse(info.Name, "an op of MLIR's test dialect, registered so that upstream MLIR tests parse and cse/canonicalize see its effects; it has no meaning on the NPU")
	}
	// The tile level has no hardware meaning of its own: its ops become ascendc ops.
	for _, info := range ctx.Dialect(asctile.Name).Ops {
		r.Refuse(info.Name, "asctile is PyAsc's tile level: lower the module to ascendc (the asclower-* passes) before simulating it")
	}
}

var refusals = map[string]string{
	ub.OpPoison:                             "a poison value: using it is undefined behaviour in MLIR, and no Ascend kernel or spec gives it a meaning to simulate",
	llvm.OpUndef:                            "an undefined value: the simulator keeps no definedness for scalar values, so a read of it would yield a number the hardware does not promise (the translator declares it as an uninitialised variable)",
	gpu.OpBarrier:                           "gpu.barrier is MLIR's GPU workgroup barrier, registered only so that PyAsc's tile-level IR parses; Ascend kernels synchronise through ascendc ops, and no spec here says what a barrier means on the NPU",
	affine.OpIf:                             "affine loops and conditions are not simulated (PyAsc emits scf); affine.if is registered so that upstream MLIR tests print it as mlir-opt does",
	affine.OpYield:                          "the terminator of affine.if, which is not simulated",
	tensor.OpDim:                            "tensor values are not simulated (kernels hold their data in memrefs and Ascend tensors); tensor.dim is registered so that upstream MLIR tests print and fold it as mlir-opt does",
	ascendc.OpBilinearInterpolationL0:       "BilinearInterpolation (Ascend C API reference: per horizontal repeat 8 src0 blocks at the src0Offset offsets, times one or eight src1 weights by repeatMode, accumulated block-wise into 8 dst blocks; vRepeat vertical repeats vROffset elements apart): no source available here fixes whether the first horizontal repeat adds to dst's old contents or starts from zero, the unit of src0Offset, or the f16 rounding of the products and sums",
	ascendc.OpBilinearInterpolationL1:       "BilinearInterpolation (Ascend C API reference: per horizontal repeat 8 src0 blocks at the src0Offset offsets, times one or eight src1 weights by repeatMode, accumulated block-wise into 8 dst blocks; vRepeat vertical repeats vROffset elements apart): no source available here fixes whether the first horizontal repeat adds to dst's old contents or starts from zero, the unit of src0Offset, or the f16 rounding of the products and sums",
	ascendc.OpCastDeqL0:                     "CastDeq (Ascend C API reference: s16 → s8/u8 as src · scale + offset with the scale, offset and sign mode of SetDeqScale(float, int16_t, bool), or with isVecDeq the 16 entries SetDeqScale(vdeq, VdeqInfo) packed): halfBlock chooses which half of each 32-byte dst block a source block's 16 results fill, and no source here documents a form that packs them instead, so with halfBlock false as with true the half written, and whether the other half is kept or cleared, is not given; alternatives that put a result at different bytes never agree, so its open arithmetic (precision, rounding, saturation of src · scale + offset) cannot be settled by agreement either (docs/sim/quant.md §2, §7)",
	ascendc.OpCastDeqL1:                     "CastDeq (Ascend C API reference: s16 → s8/u8 as src · scale + offset with the scale, offset and sign mode of SetDeqScale(float, int16_t, bool), or with isVecDeq the 16 entries SetDeqScale(vdeq, VdeqInfo) packed): halfBlock chooses which half of each 32-byte dst block a source block's 16 results fill, and no source here documents a form that packs them instead, so with halfBlock false as with true the half written, and whether the other half is kept or cleared, is not given; alternatives that put a result at different bytes never agree, so its open arithmetic (precision, rounding, saturation of src · scale + offset) cannot be settled by agreement either (docs/sim/quant.md §2, §7)",
	ascendc.OpCastDeqL2:                     "CastDeq (Ascend C API reference: s16 → s8/u8 as src · scale + offset with the scale, offset and sign mode of SetDeqScale(float, int16_t, bool), or with isVecDeq the 16 entries SetDeqScale(vdeq, VdeqInfo) packed): halfBlock chooses which half of each 32-byte dst block a source block's 16 results fill, and no source here documents a form that packs them instead, so with halfBlock false as with true the half written, and whether the other half is kept or cleared, is not given; alternatives that put a result at different bytes never agree, so its open arithmetic (precision, rounding, saturation of src · scale + offset) cannot be settled by agreement either (docs/sim/quant.md §2, §7)",
	ascendc.OpCheckLocalMemoryIa:            "the local-memory illegal-access watch (a trap on access to a configured range) is not modelled",
	ascendc.OpConcat:                        "Concat(concatLocal, srcLocal, tmpLocal, repeatTime) prepares Sort's input and takes concatLocal as a non-const LocalTensor reference; on the modelled 910B/950, whose Sort reads the score array directly (docs/sim/sort.md), no source available here fixes whether it copies the repeatTime·32 scores into concatLocal, only rebinds the concatLocal handle to srcLocal (which an SSA operand cannot express), or writes region-proposal fields as on the Atlas training/inference cores (ProposalConcat)",
	ascendc.OpCumsum:                        "the emitted call cannot compile: it constructs AscendC::CumSumInfo(lastAxis, reuseSource, outputLastRow) with three arguments (emission.md §3.6), while the API's CumSumInfo (Ascend C API reference, CumSum) is a two-member struct {outter, inner}, the scan's lengths, and the three flags belong to the CumSumConfig template argument; no CumSumInfo has three members, so no compiled kernel fixes what is computed (and no operand gives the outter/inner split)",
	ascendc.OpDataCopyCo12dst:               "DataCopyCO12DstParams (L0C→GM/L1 with quantisation and relu modes) is not simulated yet: its quantisation fields depend on set_deq_scale, which is not modelled",
	ascendc.OpDataCopyNz2nd:                 "Nz2NdParamsFull (UB NZ→GM ND) is not simulated yet: the units of its strides are not pinned by the spec",
	ascendc.OpDataCopyPadNd2nz:              "DataCopyPad with Nd2NzParams is not simulated yet: how the byte-granular DataCopyParams combine with the ND→NZ strides is not pinned by the spec",
	ascendc.OpDataCopyPadNd2nzExt:           "DataCopyPad with Nd2NzParams is not simulated yet: how the byte-granular DataCopyExtParams combine with the ND→NZ strides is not pinned by the spec",
	ascendc.OpDataCopySlice:                 "multi-dimensional SliceInfo copies (start/end/stride/burst per dimension) are not simulated yet: the SliceInfo fields' units are not pinned by the spec",
	ascendc.OpGetArchVersion:                "the number GetArchVersion writes is not given by the simulator's sources (hardware.md names architectures 2201/3510, not the API's encoding)",
	ascendc.OpGetIcachePreloadStatus:        "the instruction cache is not modelled and the encoding of its preload status is not in the simulator's sources",
	ascendc.OpGetMatmulApiTiling:            "GetMatmulApiTiling runs the library's tiling algorithm (tile sizes from MatmulConfig and the L1 size), which the specs do not give; the Matmul object's shapes come from set_org_shape/set_single_shape in the model",
	ascendc.OpGetProgramCounter:             "the model executes IR, not instructions at addresses: there is no program counter value",
	ascendc.OpGetTaskRatio:                  "the model runs a block's AIC and AIV as one core, so there is no AIC:AIV task ratio to report",
	ascendc.OpInitConstValue:                "InitConstValue fills an L1/L0A/L0B tensor with InitConstValueParams (repeatTimes, blockNum, dstGap, initValue): no source available here fixes the size of a block (32 bytes, or a 512-byte fractal in L0A/L0B) in which blockNum and dstGap count, so the bytes filled cannot be simulated exactly",
	ascendc.OpListTensorDescGetDesc:         whyLTDDesc,
	ascendc.OpListTensorDescGetSize:         whyLTDSize,
	ascendc.OpLoadData3dL0V1:                "LoadData 3dv1 (LoadData3DParamsV1: c1Index, fetchFilterW/H, leftTopW/H, jumpStride, repeatMode, repeatTime, cSize): which fractals one repeat writes and how jumpStride and repeatMode step between them are not pinned well enough here to simulate exactly; load_data_3d_l0_v2 is simulated (docs/sim/cube-load.md §5)",
	ascendc.OpLoadData3dL0V2pro:             "LoadData 3dv2Pro (LoadData3DParamsV2Pro): the bit positions of the start points, extensions, strides, filter sizes and dilations packed into extConfig and filterConfig are not pinned by a source here; load_data_3d_l0_v2 is simulated (docs/sim/cube-load.md §5)",
	ascendc.OpLoadDataG2lV2:                 "LoadData2DParamsV2 (Ascend 950: m/k start positions and steps, strides): the units of the positions and steps and which source fractals a stride separates are not pinned by a source here, so the fractals it moves cannot be simulated exactly (docs/sim/cube-load.md §4)",
	ascendc.OpLoadDataL0V2:                  "LoadData2DParamsV2 (Ascend 950: m/k start positions and steps, strides): the units of the positions and steps and which source fractals a stride separates are not pinned by a source here, so the fractals it moves cannot be simulated exactly (docs/sim/cube-load.md §4)",
	ascendc.OpLoadDataWithSparse:            "LoadDataWithSparse moves a compacted B (two kept values of each group of four along K) from L1 to L0B together with an index matrix of 2-bit entries packed four to a byte: no source available here fixes which of the four positions an index value names, the order of the four entries within a byte, or where the compacted values lie in L0B; and the 950 drops 4:2 sparsity (hardware.md §2)",
	ascendc.OpLoadDataWithTransposeV2:       "LoadData2dTransposeParamsV2's member list and order (V1's fields plus a source-side fractal gap) are not pinned by a source here (docs/sim/cube-load.md §4; load_data_with_transpose with V1 params is simulated)",
	ascendc.OpLoadImageToLocal:              "AIPP image loading converts the image set_aipp_functions configured (colour space conversion, padding, cropping, data type conversion, their rounding), and those conversions are not given by the specs (set_aipp_functions keeps its operands; docs/sim/quant.md §8)",
	ascendc.OpLogMicro:                      "MicroAPI::Log: no source available here fixes its base (MicroAPI::Ln is the natural logarithm and Log10 base 10; the high-level AscendC::Log is base e, but whether the register-level Log is the same function or another base, and its subnormal handling, is not given), so any number would be a guess",
	ascendc.OpMaskNotMicro:                  "the emitted MicroAPI::MaskNot(dstReg, srcReg, maskReg) passes two RegTensor<T> where MaskNot (Ascend C API reference, MicroAPI MaskNot) negates a mask register and takes MaskReg operands only; no overload accepts a RegTensor, so the emitted kernel does not compile and has no meaning to simulate",
	ascendc.OpMatmulAsyncGetTensorC:         "AsyncGetTensorC writes the tile into a local tensor without an enSequentialWrite argument: where the tile goes in UB (at the start with row pitch baseN, or at its place in C) is not fixed by a source available here; GetTensorC into UB with enSequentialWrite is simulated",
	ascendc.OpMatmulGetBatchTensorC:         "GetBatchTensorC returns (a view of) the library workspace where the async batch results wait, and where each batch lies there is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulGetBatchTensorCLocalMem: "how GetBatchTensorC lays the batches out in the local tensor (pitch and alignment of each batch's M×N block) is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulGetOffsetC:              "GetOffsetC returns a MatrixOffset (offset, row, col, height, width): whether row/col count elements or tiles is not fixed by a source available here, and no simulated op reads a matrix_offset",
	ascendc.OpMatmulGetTensorCReturn:        "the returned GlobalTensor points into the library workspace (SetWorkspace): where in it the tile is placed and with which pitch is not fixed by a source available here",
	ascendc.OpMatmulIterateNBatch:           "IterateNBatch has no C operand: its results wait in the library workspace for GetBatchTensorC, whose layout is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulWaitGetTensorC:          "pairs with async_get_tensor_c, which is refused (where its tile goes in UB is not fixed by a source available here)",
	ascendc.OpMmadWithSparse:                "MmadWithSparse multiplies a dense A by the 4:2-compacted B of load_data_with_sparse, selecting A's K elements by B's index matrix: it depends on the index format refused there (which position each 2-bit entry names, its packing order), and the 950 drops 4:2 sparsity (hardware.md §2)",
	ascendc.OpPipeGetBaseAddr:               "the emitted call is pipe.GetBaseAddr() with logicPos dropped (emission.md row 142), and the value it returns (an absolute hardware address of a position's buffer) is not given by hardware.md",
	ascendc.OpPopStackBuffer:                "the stack buffer PopStackBuffer hands out (its address and size within the position's buffer) is not given by the specs",
	ascendc.OpQueBindInitBufHandle:          "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpQueBindInitStartBufHandle:     "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpSelectScalarReg:               "register-mode Select(dst, selMask, src0, repeatTime, repeatParams) takes its scalar from a register set outside the call: which register and which of its bytes form the scalar are not fixed by a source available here (select_reg in VSEL_CMPMASK_SPR is simulated, docs/sim/gather.md)",
	ascendc.OpSetDeqScaleL4:                 "SetDeqScale(vdeq, VdeqInfo) packs VdeqInfo's 16 (scale, offset, signMode) entries into the uint64 words of vdeq for CastDeq's isVecDeq form: VdeqInfo has no member-wise construct form here (its C++ constructor takes three arrays; the type is opaque in the spec), the bit layout of a packed word is given by no source available here, and the table's only reader, CastDeq with isVecDeq, is refused (docs/sim/quant.md §2)",
	ascendc.OpSliceInfoSubindex:             "no op yields an array of SliceInfo: each !ascendc.slice_info value is one AscendC::SliceInfo structure (construct, emitasc.init_struct, a by-value parameter), and the structure has no operator[] (API reference, SliceInfo: startIndex, endIndex, stride, burstLen, shapeValue), so `v[i]` names no element",
	ascendc.OpTensorDescGetDataObj:          whyTDDataObj,
	ascendc.OpTensorDescGetDataPtr:          whyTDQuery,
	ascendc.OpTensorDescGetDim:              whyTDQuery,
	ascendc.OpTensorDescGetIndex:            whyTDQuery,
	ascendc.OpTensorDescGetShape:            whyTDQuery,
	ascendc.OpTensorDescSetShapeAddr:        whyTDShapeAddr,
	builtin.OpModule:                        "a module holds kernels; asc-sim runs a function of it, never the module op itself",
	scf.OpForall:                            "scf.forall's iterations are unordered parallel instances mapped to devices (gpu threads, blocks) with tensor shared outputs, none of which an Ascend kernel model runs; a sequential order would be a guess",
	scf.OpInParallel:                        "the terminator of scf.forall, which is refused",
	emitc.OpInclude:                         "emitc ops spell C++ for the translator; they have no execution semantics",
	emitc.OpVerbatim:                        "emitc ops spell C++ for the translator; they have no execution semantics",
	emitc.OpLiteral:                         emitcText,
	emitc.OpCallOpaque:                      emitcText,
	emitc.OpAdd:                             emitcOperator,
	emitc.OpSub:                             emitcOperator,
	emitc.OpMul:                             emitcOperator,
	emitc.OpDiv:                             emitcOperator,
	emitc.OpRem:                             emitcOperator,
	emitc.OpBitwiseAnd:                      emitcOperator,
	emitc.OpBitwiseOr:                       emitcOperator,
	emitc.OpBitwiseXor:                      emitcOperator,
	emitc.OpBitwiseNot:                      emitcOperator,
	emitc.OpBitwiseLeftShift:                emitcOperator,
	emitc.OpBitwiseRightShift:               emitcOperator,
	emitc.OpLogicalAnd:                      emitcOperator,
	emitc.OpLogicalOr:                       emitcOperator,
	emitc.OpLogicalNot:                      emitcOperator,
	emitc.OpUnaryMinus:                      emitcOperator,
	emitc.OpUnaryPlus:                       emitcOperator,
	emitc.OpCmp:                             emitcOperator,
	emitc.OpConditional:                     emitcOperator,
	emitc.OpExpression:                      emitcOperator,
	emitc.OpApply:                           emitcStorage,
	emitc.OpVariable:                        emitcStorage,
	emitc.OpAssign:                          emitcStorage,
	emitc.OpSubscript:                       emitcStorage,
	emitc.OpMember:                          emitcStorage,
	emitc.OpMemberOfPtr:                     emitcStorage,
	emitc.OpGlobal:                          emitcStorage,
	emitc.OpGetGlobal:                       emitcStorage,
	emitc.OpFunc:                            emitcFunction,
	emitc.OpDeclareFunc:                     emitcFunction,
	emitc.OpCall:                            emitcFunction,
	emitc.OpReturn:                          emitcFunction,
	emitc.OpFor:                             emitcControl,
	emitc.OpIf:                              emitcControl,
	emitc.OpYield:                           emitcControl,
}

// Why the emitc ops beyond constant, include and verbatim are refused, by kind.
const (
	emitcText     = "opaque C++ text (a callee or literal spelled as a string): its effect cannot be known without compiling it"
	emitcOperator = "a C/C++ operator whose meaning depends on C++ typing the simulator does not model (opaque types, pointers, usual arithmetic conversions); kernels compute through arith, which is simulated"
	emitcStorage  = "C++ storage (variables, globals, pointers, array elements, struct members) outside the simulated memory model: no address or layout is known for it"
	emitcFunction = "an emitc.func is a C++ function apart from the kernel functions asc-sim runs; calls into it and its body are not simulated"
	emitcControl  = "control flow over emitc values, which are not simulated (see the emitc operators); scf carries the simulated control flow"
)
