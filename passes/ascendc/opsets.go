package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
)

// Op families the passes treat alike. They are spelled out op by op, rather than matched
// by name prefix or derived by rewriting a name's suffix, so that renaming or adding an op
// in its definition shows up here (opsets_test.go checks every table against the
// registered ops).

// l0Of maps each L2 (element count) vector op that has an L0 (mask and repeat) form to
// that form, which ascendc-lower-to-l0 rewrites it into.
var l0Of = map[string]string{
	ascendc.OpAbsL2:             ascendc.OpAbsL0,
	ascendc.OpAddDeqReluL2:      ascendc.OpAddDeqReluL0,
	ascendc.OpAddL2:             ascendc.OpAddL0,
	ascendc.OpAddReluCastL2:     ascendc.OpAddReluCastL0,
	ascendc.OpAddReluL2:         ascendc.OpAddReluL0,
	ascendc.OpAddsL2:            ascendc.OpAddsL0,
	ascendc.OpAndL2:             ascendc.OpAndL0,
	ascendc.OpAxpyL2:            ascendc.OpAxpyL0,
	ascendc.OpDivL2:             ascendc.OpDivL0,
	ascendc.OpDivsL2:            ascendc.OpDivsL0,
	ascendc.OpExpL2:             ascendc.OpExpL0,
	ascendc.OpFusedMulAddL2:     ascendc.OpFusedMulAddL0,
	ascendc.OpFusedMulAddReluL2: ascendc.OpFusedMulAddReluL0,
	ascendc.OpLeakyReluL2:       ascendc.OpLeakyReluL0,
	ascendc.OpLnL2:              ascendc.OpLnL0,
	ascendc.OpMaxL2:             ascendc.OpMaxL0,
	ascendc.OpMaxsL2:            ascendc.OpMaxsL0,
	ascendc.OpMinL2:             ascendc.OpMinL0,
	ascendc.OpMinsL2:            ascendc.OpMinsL0,
	ascendc.OpMulAddDstL2:       ascendc.OpMulAddDstL0,
	ascendc.OpMulCastL2:         ascendc.OpMulCastL0,
	ascendc.OpMulL2:             ascendc.OpMulL0,
	ascendc.OpMulsL2:            ascendc.OpMulsL0,
	ascendc.OpNotL2:             ascendc.OpNotL0,
	ascendc.OpOrL2:              ascendc.OpOrL0,
	ascendc.OpReciprocalL2:      ascendc.OpReciprocalL0,
	ascendc.OpReluL2:            ascendc.OpReluL0,
	ascendc.OpRsqrtL2:           ascendc.OpRsqrtL0,
	ascendc.OpShiftLeftL2:       ascendc.OpShiftLeftL0,
	ascendc.OpShiftRightL2:      ascendc.OpShiftRightL0,
	ascendc.OpSqrtL2:            ascendc.OpSqrtL0,
	ascendc.OpSubL2:             ascendc.OpSubL0,
	ascendc.OpSubReluCastL2:     ascendc.OpSubReluCastL0,
	ascendc.OpSubReluL2:         ascendc.OpSubReluL0,
	ascendc.OpSubsL2:            ascendc.OpSubsL0,
}

// microOf maps the unary and binary L2 vector ops ascendc-fuse-vf-block fuses to the
// micro-API counterpart taking register tensors that it calls in a vector function. These
// are the ops PyAsc's pass converts (its tests enumerate abs, exp, ln, neg, not, relu and
// add, and, div, sub, max, min, mul, mul_add_dst, or, prelu); sqrt and the fused
// abs-sub/exp-sub ops have micro forms in the dialect but are not fused, so they end a run.
var microOf = map[string]string{
	ascendc.OpAbsL2:       ascendc.OpAbsMicro,
	ascendc.OpAddL2:       ascendc.OpAddMicro,
	ascendc.OpAndL2:       ascendc.OpAndMicro,
	ascendc.OpDivL2:       ascendc.OpDivMicro,
	ascendc.OpExpL2:       ascendc.OpExpMicro,
	ascendc.OpLnL2:        ascendc.OpLnMicro,
	ascendc.OpMaxL2:       ascendc.OpMaxMicro,
	ascendc.OpMinL2:       ascendc.OpMinMicro,
	ascendc.OpMulAddDstL2: ascendc.OpMulAddDstMicro,
	ascendc.OpMulL2:       ascendc.OpMulMicro,
	ascendc.OpNegL2:       ascendc.OpNegMicro,
	ascendc.OpNotL2:       ascendc.OpNotMicro,
	ascendc.OpOrL2:        ascendc.OpOrMicro,
	ascendc.OpPreluL2:     ascendc.OpPreluMicro,
	ascendc.OpReluL2:      ascendc.OpReluMicro,
	ascendc.OpSubL2:       ascendc.OpSubMicro,
}

// matmulObjectOps are the methods of a matmul object (the ascendc.matmul.* ops).
var matmulObjectOps = opSet(
	ascendc.OpMatmulAsyncGetTensorC,
	ascendc.OpMatmulDisableBias,
	ascendc.OpMatmulEnd,
	ascendc.OpMatmulGetBatchTensorC,
	ascendc.OpMatmulGetBatchTensorCLocalMem,
	ascendc.OpMatmulGetOffsetC,
	ascendc.OpMatmulGetTensorC,
	ascendc.OpMatmulGetTensorCReturn,
	ascendc.OpMatmulInit,
	ascendc.OpMatmulIterate,
	ascendc.OpMatmulIterateAll,
	ascendc.OpMatmulIterateBatch,
	ascendc.OpMatmulIterateBatchCubeOnly,
	ascendc.OpMatmulIterateNBatch,
	ascendc.OpMatmulSetBatchNum,
	ascendc.OpMatmulSetBias,
	ascendc.OpMatmulSetHf32,
	ascendc.OpMatmulSetOrgShape,
	ascendc.OpMatmulSetQuantScalar,
	ascendc.OpMatmulSetQuantVector,
	ascendc.OpMatmulSetSelfDefineData,
	ascendc.OpMatmulSetSingleShape,
	ascendc.OpMatmulSetSparseIndex,
	ascendc.OpMatmulSetTail,
	ascendc.OpMatmulSetTensorA,
	ascendc.OpMatmulSetTensorAScalar,
	ascendc.OpMatmulSetTensorB,
	ascendc.OpMatmulSetTensorBScalar,
	ascendc.OpMatmulSetUserDefInfo,
	ascendc.OpMatmulSetWorkspace,
	ascendc.OpMatmulWaitGetTensorC,
	ascendc.OpMatmulWaitIterateAll,
	ascendc.OpMatmulWaitIterateBatch,
)

// listTensorOps build and read ListTensorDesc values; their API needs its own header.
var listTensorOps = opSet(
	ascendc.OpListTensorDesc,
	ascendc.OpListTensorDescGetDataPtr,
	ascendc.OpListTensorDescGetDesc,
	ascendc.OpListTensorDescGetSize,
	ascendc.OpListTensorDescInit,
	ascendc.OpListTensorDescV2,
)

// cubeOps make a kernel a cube kernel: the mmad family and the registration of a matmul
// object (isCubeOp adds the matmul object's methods, which presuppose a registration).
// L1/L0 loads and fixpipe do not count: PyAsc classifies by mmad and registration only.
var cubeOps = opSet(
	ascendc.OpMmad, ascendc.OpMmadWithBias, ascendc.OpMmadWithSparse,
	ascendc.OpRegistMatmulObj,
)

func opSet(names ...string) map[string]bool {
	s := make(map[string]bool, len(names))
	for _, n := range names {
		s[n] = true
	}
	return s
}
