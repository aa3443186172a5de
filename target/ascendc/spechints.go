package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Emission hints of the translator itself, laid over the .td records' hints: where the
// emission spec (PyAsc's ascir-translate) spells a call differently from what an op's
// record says, the spelling belongs to the translator, so it is fixed here rather than in
// the dialect. Each entry replaces the non-empty fields of the record's hint; the generic
// rule then emits the op as usual.

// setMaskTemplate is the template of PyAsc's vector printers with a set-mask flag:
// <T, isSetMask>, T the element type of the destination.
const setMaskTemplate = "elem($dst), $isSetMask"

// castSetMaskTemplate is the template of the binary ops whose operands are of another
// type than the destination: the second type is that of src1.
const castSetMaskTemplate = "elem($dst), elem($src1), $isSetMask"

func specHints() map[string]opdef.Emission {
	h := map[string]opdef.Emission{
		// The math library's cumulative sum passes its options as one CumSumInfo built in
		// the argument list.
		ascendc.OpCumsum: {CallArgs: "$dst, $lastRow, $src, $sharedTmpBuffer, AscendC::CumSumInfo($lastAxis, $reuseSource, $outputLastRow)"},
		ascendc.OpRmsNorm: {TemplateArgs: "elem($dst), $basicBlock",
			CallArgs: "$dst, $src, $gamma, $sharedTmpBuffer, $epsilon, $tiling"},
		// The quantisation config is a template argument, passed by name.
		ascendc.OpQuant: {TemplateArgs: "elem($srcTensor), $isReuseSource, $config",
			CallArgs: "$dst, $srcTensor, $sharedTmpBuffer, $scale, $offset, $calCount"},
		// SimpleSoftMax never passes the temporary buffer.
		ascendc.OpSimpleSoftmax: {CallArgs: "$dst, $sumTensor, $maxTensor, $src, $tiling, $softmaxShapeInfo"},
		// Attributes are not arguments of calls PyAsc derives from the op record.
		ascendc.OpLocalTensorToFile: {CallArgs: "none"},
		ascendc.OpPipeGetBaseAddr:   {CallArgs: "none"},
		// The count is a pointer, dereferenced.
		ascendc.OpUpdateMask: {CallArgs: "*$count"},
		// PyAsc spells these types with integers unsigned.
		ascendc.OpSetVectorMaskL0: {TemplateArgs: "utype($dtype), $mode"},
		ascendc.OpSetVectorMaskL1: {TemplateArgs: "utype($dtype), $mode"},
		ascendc.OpSetSysWorkspace: {CallArgs: "reinterpret_cast<utype($workspace)>($workspace)"},
	}
	for _, op := range []string{
		ascendc.OpAddL0, ascendc.OpAddReluL0, ascendc.OpAndL0, ascendc.OpDivL0, ascendc.OpFusedMulAddL0,
		ascendc.OpFusedMulAddReluL0, ascendc.OpMaxL0, ascendc.OpMinL0, ascendc.OpMulL0, ascendc.OpOrL0,
		ascendc.OpSubL0, ascendc.OpSubReluL0,
		ascendc.OpAddL1, ascendc.OpAddReluL1, ascendc.OpAndL1, ascendc.OpDivL1, ascendc.OpFusedMulAddL1,
		ascendc.OpFusedMulAddReluL1, ascendc.OpMaxL1, ascendc.OpMinL1, ascendc.OpMulL1, ascendc.OpOrL1,
		ascendc.OpSubL1, ascendc.OpSubReluL1,
	} {
		h[op] = opdef.Emission{TemplateArgs: setMaskTemplate}
	}
	for _, op := range []string{
		ascendc.OpAddDeqReluL0, ascendc.OpAddReluCastL0, ascendc.OpSubReluCastL0, ascendc.OpMulAddDstL0,
		ascendc.OpAddDeqReluL1, ascendc.OpAddReluCastL1, ascendc.OpSubReluCastL1, ascendc.OpMulAddDstL1,
	} {
		h[op] = opdef.Emission{TemplateArgs: castSetMaskTemplate}
	}
	return h
}

// emissionOf is the hint the generic rule follows for an op kind: its record's, with the
// fields the translator overrides (table, from specHints) replaced.
func emissionOf(table map[string]opdef.Emission, info *ir.OpInfo) opdef.Emission {
	h := opdef.EmissionOf(info)
	o, ok := table[info.Name]
	if !ok {
		return h
	}
	if o.APIName != "" {
		h.APIName = o.APIName
	}
	if o.CallStyle != "" {
		h.CallStyle = o.CallStyle
	}
	if o.TemplateArgs != "" {
		h.TemplateArgs = o.TemplateArgs
	}
	if o.CallArgs != "" {
		h.CallArgs = o.CallArgs
	}
	return h
}
