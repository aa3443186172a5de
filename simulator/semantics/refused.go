package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/gpu"
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
	// The tile level has no hardware meaning of its own: its ops become ascendc ops.
	ctx := ir.NewContext()
	all.Register(ctx)
	for _, info := range ctx.Dialect(asctile.Name).Ops {
		r.Refuse(info.Name, "asctile is PyAsc's tile level: lower the module to ascendc (the asclower-* passes) before simulating it")
	}
}

var refusals = map[string]string{
	gpu.OpBarrier:                           "gpu.barrier is MLIR's GPU workgroup barrier, registered only so that PyAsc's tile-level IR parses; Ascend kernels synchronise through ascendc ops, and no spec here says what a barrier means on the NPU",
	ascendc.OpAddDeqReluL0:                  "AddDeqRelu adds two s32 sources and scales the sum by the SetDeqScale value into f16 (docs/sim/quant.md §2): no source here gives whether the s32 sum saturates, the precision in which it meets the f16 scale, or where it rounds",
	ascendc.OpAddDeqReluL1:                  "AddDeqRelu adds two s32 sources and scales the sum by the SetDeqScale value into f16 (docs/sim/quant.md §2): no source here gives whether the s32 sum saturates, the precision in which it meets the f16 scale, or where it rounds",
	ascendc.OpAddDeqReluL2:                  "AddDeqRelu adds two s32 sources and scales the sum by the SetDeqScale value into f16 (docs/sim/quant.md §2): no source here gives whether the s32 sum saturates, the precision in which it meets the f16 scale, or where it rounds",
	ascendc.OpBilinearInterpolationL0:       "BilinearInterpolation (Ascend C API reference: per horizontal repeat 8 src0 blocks at the src0Offset offsets, times one or eight src1 weights by repeatMode, accumulated block-wise into 8 dst blocks; vRepeat vertical repeats vROffset elements apart): no source available here fixes whether the first horizontal repeat adds to dst's old contents or starts from zero, the unit of src0Offset, or the f16 rounding of the products and sums",
	ascendc.OpBilinearInterpolationL1:       "BilinearInterpolation (Ascend C API reference: per horizontal repeat 8 src0 blocks at the src0Offset offsets, times one or eight src1 weights by repeatMode, accumulated block-wise into 8 dst blocks; vRepeat vertical repeats vROffset elements apart): no source available here fixes whether the first horizontal repeat adds to dst's old contents or starts from zero, the unit of src0Offset, or the f16 rounding of the products and sums",
	ascendc.OpCastDeqL0:                     "CastDeq narrows s16 to s8/u8 through the SetDeqScale state (docs/sim/quant.md §2): no source here gives the precision of src·scale+offset or its rounding, the VdeqInfo fields (the type is opaque in the spec) that map lanes to the 16 scales of isVecDeq, or where halfBlock puts the 8-bit results in each 32-byte block and what the other half holds",
	ascendc.OpCastDeqL1:                     "CastDeq narrows s16 to s8/u8 through the SetDeqScale state (docs/sim/quant.md §2): no source here gives the precision of src·scale+offset or its rounding, the VdeqInfo fields (the type is opaque in the spec) that map lanes to the 16 scales of isVecDeq, or where halfBlock puts the 8-bit results in each 32-byte block and what the other half holds",
	ascendc.OpCastDeqL2:                     "CastDeq narrows s16 to s8/u8 through the SetDeqScale state (docs/sim/quant.md §2): no source here gives the precision of src·scale+offset or its rounding, the VdeqInfo fields (the type is opaque in the spec) that map lanes to the 16 scales of isVecDeq, or where halfBlock puts the 8-bit results in each 32-byte block and what the other half holds",
	ascendc.OpCheckLocalMemoryIa:            "the local-memory illegal-access watch (a trap on access to a configured range) is not modelled",
	ascendc.OpConcat:                        "Concat prepares Sort's input; on the modelled 910B/950, whose Sort takes the score array directly (docs/sim/sort.md), no source available here fixes what Concat writes (a copy of the scores, or region-proposal fields as on the Atlas training/inference cores)",
	ascendc.OpCumsum:                        "the scan extent (CumSumInfo outter/inner in the API) is not among the operands: the emitted call builds CumSumInfo(lastAxis, reuseSource, outputLastRow) (emission.md §1.5), and the local tensors' sizes are buffer allocations (32-byte rounded) that give at most outter·inner, not the split (docs/sim/quant.md §3)",
	ascendc.OpDataCopyCo12dst:               "DataCopyCO12DstParams (L0C→GM/L1 with quantisation and relu modes) is not simulated yet: its quantisation fields depend on set_deq_scale, which is not modelled",
	ascendc.OpDataCopyEnhanced:              "DataCopyEnhancedParams (block mode, deq scale, sid) selects L0C conversions and quantisation that are not modelled",
	ascendc.OpDataCopyNz2nd:                 "Nz2NdParamsFull (UB NZ→GM ND) is not simulated yet: the units of its strides are not pinned by the spec",
	ascendc.OpDataCopyPadNd2nz:              "DataCopyPad with Nd2NzParams is not simulated yet: how the byte-granular DataCopyParams combine with the ND→NZ strides is not pinned by the spec",
	ascendc.OpDataCopyPadNd2nzExt:           "DataCopyPad with Nd2NzParams is not simulated yet: how the byte-granular DataCopyExtParams combine with the ND→NZ strides is not pinned by the spec",
	ascendc.OpDataCopySlice:                 "multi-dimensional SliceInfo copies (start/end/stride/burst per dimension) are not simulated yet: the SliceInfo fields' units are not pinned by the spec",
	ascendc.OpDuplicateMicro:                "MicroAPI::Duplicate(dstReg, srcReg, mask) broadcasts one lane of srcReg; no source available fixes which lane the default template argument picks (lowest or highest)",
	ascendc.OpGetArchVersion:                "the number GetArchVersion writes is not given by the simulator's sources (hardware.md names architectures 2201/3510, not the API's encoding)",
	ascendc.OpGetHcclContext:                "HCCL contexts address collective communication between chips; the simulator models one chip",
	ascendc.OpGetIcachePreloadStatus:        "the instruction cache is not modelled and the encoding of its preload status is not in the simulator's sources",
	ascendc.OpGetMatmulApiTiling:            "GetMatmulApiTiling runs the library's tiling algorithm (tile sizes from MatmulConfig and the L1 size), which the specs do not give; the Matmul object's shapes come from set_org_shape/set_single_shape in the model",
	ascendc.OpGetProgramCounter:             "the model executes IR, not instructions at addresses: there is no program counter value",
	ascendc.OpGetTaskRatio:                  "the model runs a block's AIC and AIV as one core, so there is no AIC:AIV task ratio to report",
	ascendc.OpGlobalTensorSetShapeInfoV2:    "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpInitConstValue:                "InitConstValue fills an L1/L0A/L0B tensor with InitConstValueParams (repeatTimes, blockNum, dstGap, initValue): no source available here fixes the size of a block (32 bytes, or a 512-byte fractal in L0A/L0B) in which blockNum and dstGap count, so the bytes filled cannot be simulated exactly",
	ascendc.OpListTensorDescGetDesc:         whyLTDDesc,
	ascendc.OpListTensorDescGetSize:         whyLTDSize,
	ascendc.OpLoadData3dL0V1:                "3D LoadData (img2col): the spec gives only the op and the LoadData3DParams type names; which (c1, h, w, c0) element of the L1 feature map each (m, k) of the L0 fractal reads, the units of the kernel/stride/dilation/pad/start fields and the fractal layout written are not defined by any source here (docs/sim/quant.md §4)",
	ascendc.OpLoadData3dL0V2:                "3D LoadData (img2col): the spec gives only the op and the LoadData3DParams type names; which (c1, h, w, c0) element of the L1 feature map each (m, k) of the L0 fractal reads, the units of the kernel/stride/dilation/pad/start fields and the fractal layout written are not defined by any source here (docs/sim/quant.md §4)",
	ascendc.OpLoadData3dL0V2pro:             "3D LoadData (img2col): the spec gives only the op and the LoadData3DParams type names; which (c1, h, w, c0) element of the L1 feature map each (m, k) of the L0 fractal reads, the units of the kernel/stride/dilation/pad/start fields and the fractal layout written are not defined by any source here (docs/sim/quant.md §4)",
	ascendc.OpLoadDataG2lV2:                 "LoadData2DParamsV2 (Ascend 950: m/k start positions and steps, strides): the units of the positions and steps and which source fractals a stride separates are not pinned by a source here, so the fractals it moves cannot be simulated exactly (docs/sim/cube-load.md §4)",
	ascendc.OpLoadDataL0V2:                  "LoadData2DParamsV2 (Ascend 950: m/k start positions and steps, strides): the units of the positions and steps and which source fractals a stride separates are not pinned by a source here, so the fractals it moves cannot be simulated exactly (docs/sim/cube-load.md §4)",
	ascendc.OpLoadDataWithSparse:            "the 4:2 sparse index format (2-bit indices per group of 4 in the idx tensor) is not pinned by the spec, and 950 drops sparsity (hardware.md §2)",
	ascendc.OpLoadDataWithTransposeV2:       "LoadData2dTransposeParamsV2's member list and order (V1's fields plus a source-side fractal gap) are not pinned by a source here (docs/sim/cube-load.md §4; load_data_with_transpose with V1 params is simulated)",
	ascendc.OpLoadImageToLocal:              "AIPP image loading depends on the set_aipp_functions register state (colour space conversion, padding, cropping) that is not modelled",
	ascendc.OpLocalTensorAuto:               "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpLocalTensorToFile:             "the emitted call is tensor.ToFile() with the fileName attribute dropped (emission.md row 96), so the compiled kernel names no file to write; the simulator writes no file it cannot name",
	ascendc.OpLogMicro:                      "MicroAPI::Log: no source available fixes its base (Ln is the natural logarithm, Log10 base 10; Log could be e or 2), so any number would be a guess",
	ascendc.OpMaskNotMicro:                  "MicroAPI::MaskNot negates a mask register, but the op types its operands as register tensors; that call has no defined meaning to simulate",
	ascendc.OpMatmulAsyncGetTensorC:         "AsyncGetTensorC writes the tile into a local tensor without an enSequentialWrite argument: where the tile goes in UB (at the start with row pitch baseN, or at its place in C) is not fixed by a source available here; GetTensorC into UB with enSequentialWrite is simulated",
	ascendc.OpMatmulGetBatchTensorC:         "GetBatchTensorC returns (a view of) the library workspace where the async batch results wait, and where each batch lies there is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulGetBatchTensorCLocalMem: "how GetBatchTensorC lays the batches out in the local tensor (pitch and alignment of each batch's M×N block) is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulGetOffsetC:              "GetOffsetC returns a MatrixOffset (offset, row, col, height, width): whether row/col count elements or tiles is not fixed by a source available here, and no simulated op reads a matrix_offset",
	ascendc.OpMatmulGetTensorCReturn:        "the returned GlobalTensor points into the library workspace (SetWorkspace): where in it the tile is placed and with which pitch is not fixed by a source available here",
	ascendc.OpMatmulIterateNBatch:           "IterateNBatch has no C operand: its results wait in the library workspace for GetBatchTensorC, whose layout is not given (IterateBatch into a global C with the NORMAL layout is simulated)",
	ascendc.OpMatmulSetQuantScalar:          "quantised Matmul output (the fixpipe quant mode the library picks from the types and the scale's encoding) is not given by the specs",
	ascendc.OpMatmulSetQuantVector:          "quantised Matmul output (the fixpipe quant mode the library picks from the types and the scale's encoding) is not given by the specs",
	ascendc.OpMatmulSetSparseIndex:          "sparse Matmul (the index format for 4:2 sparsity of B) is not given by the specs",
	ascendc.OpMatmulWaitGetTensorC:          "pairs with async_get_tensor_c, which is refused (where its tile goes in UB is not fixed by a source available here)",
	ascendc.OpMmadWithSparse:                "the 4:2 structured-sparse Mmad depends on the index format of load_data_with_sparse, which the spec does not pin",
	ascendc.OpPipeGetBaseAddr:               "the emitted call is pipe.GetBaseAddr() with logicPos dropped (emission.md row 142), and the value it returns (an absolute hardware address of a position's buffer) is not given by hardware.md",
	ascendc.OpPopStackBuffer:                "the stack buffer PopStackBuffer hands out (its address and size within the position's buffer) is not given by the specs",
	ascendc.OpQuant:                         "AscendQuant computes src·scale + offset and narrows to int8 (docs/sim/quant.md §3): no source here gives the type of the intermediate (whether an f32 source passes through f16), the rounding mode of the narrowing, or the fields of the optional AscendQuantConfig (opaque in the spec)",
	ascendc.OpQueBindInitBufHandle:          "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpQueBindInitStartBufHandle:     "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpSelectScalarReg:               "register-mode Select(dst, selMask, src0, repeatTime, repeatParams) takes its scalar from a register set outside the call: which register and which of its bytes form the scalar are not fixed by a source available here (select_reg in VSEL_CMPMASK_SPR is simulated, docs/sim/gather.md)",
	ascendc.OpSetAippFunctions:              "its only consumer, load_image_to_local, is refused, and the AIPP conversions it configures (colour space conversion, padding, data type conversion, their rounding) are not given by the specs",
	ascendc.OpSetDeqScaleL4:                 "SetDeqScale(vdeqTensor, VdeqInfo) writes VdeqInfo's 16 scales, offsets and sign modes into the tensor for CastDeq's isVecDeq form; VdeqInfo is opaque in the spec and the packed format (bits of each 64-bit entry) is given by no source here",
	ascendc.OpSetFmatrix:                    "only 3D LoadData (img2col, not modelled) reads the Fmatrix register; accepting it would let a refused load look supported",
	ascendc.OpSetHcclContext:                "HCCL contexts address collective communication between chips; the simulator models one chip",
	ascendc.OpSetLoadDataBoundary:           "only 3D LoadData (img2col, not modelled) reads the boundary register",
	ascendc.OpSetLoadDataPaddingValue:       "only 3D LoadData (img2col, not modelled) reads the padding register",
	ascendc.OpSetLoadDataRepeat:             "only 3D LoadData (img2col, not modelled) reads the repeat register",
	ascendc.OpSetPadValue:                   "SetPadValue writes the pad register DataCopyPad fills with; whether the simulated GM->UB DataCopyPad (which fills from DataCopyPadParams) reads that register when isPad is false is not fixed by a source here, so accepting it could make that copy silently wrong (docs/sim/cube-load.md §4)",
	ascendc.OpSliceInfoSubindex:             "the emitter has no printer for it (emission.md §4: \"unable to find printer for op\"), so no Ascend C call fixes its meaning",
	ascendc.OpTensorDescGetDataObj:          whyTDDataObj,
	ascendc.OpTensorDescGetDataPtr:          whyTDQuery,
	ascendc.OpTensorDescGetDim:              whyTDQuery,
	ascendc.OpTensorDescGetIndex:            whyTDQuery,
	ascendc.OpTensorDescGetShape:            whyTDQuery,
	ascendc.OpTensorDescSetShapeAddr:        whyTDShapeAddr,
	builtin.OpModule:                        "a module holds kernels; asc-sim runs a function of it, never the module op itself",
	emitc.OpConstant:                        "emitc ops spell C++ for the translator; they have no execution semantics",
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
