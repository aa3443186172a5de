package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/dialect/memref"
)

// noPrinter lists registered ops the translator refuses, as PyAsc's does (emission.md
// §1.12, §1.13, §1.15, §4.1), although the generic rule could print something for them:
// any text would be a guess at an API spelling, or C++ with other semantics than the op.
// Each fails with PyAsc's message `unable to find printer for op`. The ops PyAsc refuses
// that this translator does print, and why, are listed in docs/translator-extensions.md.
var noPrinter = func() map[string]string {
	r := map[string]string{
		ascendc.OpGlobalTensorSetShapeInfoV2: "ShapeInfo has no constructor from a list of dimension values",
		ascendc.OpLocalTensorAuto:            "a placeholder the allocation passes replace (ascendc-materialize-tensor)",
		ascendc.OpSliceInfoSubindex:          "SliceInfo has no subscript operator",
		ascendc.OpQueBindInitBufHandle:       "buffer-handle set-up is internal to TPipe, with other parameters than the op's",
		ascendc.OpQueBindInitStartBufHandle:  "buffer-handle set-up is internal to TPipe, with other parameters than the op's",
		arith.OpRemf:                         "the AI Core has no scalar fmod in Ascend C",
		memref.OpReinterpretCast:             "a pointer cast would drop the offset, sizes and strides",
	}
	// Scalar functions Ascend C is not known to have: PyAsc's own math printers stop at
	// the rows of §1.13.
	for _, op := range []string{math.OpAcos, math.OpAcosh, math.OpAsin, math.OpAsinh, math.OpAtan, math.OpAtanh,
		math.OpCbrt, math.OpCosh, math.OpExpm1, math.OpLog10, math.OpLog1p, math.OpPowf, math.OpRoundeven,
		math.OpSinh, math.OpTan, math.OpTanh, math.OpTrunc} {
		r[op] = "no scalar function of that name in Ascend C; PyAsc has no printer (§1.13)"
	}
	return r
}()
