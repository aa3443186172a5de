//===- OpsMicro.td - ascendc micro API (register tensors) -----------------===//
//
// The register-based micro API used inside vector functions (see
// emitasc.vf_group / emitasc.vec_scope): register tensors and mask registers,
// loads/stores between the unified buffer and registers, element-wise ops and
// reductions on registers. Calls are `AscendC::MicroAPI::<Name>(...)` on the
// vector pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_MICRO_TD
#define ASCENDC_OPS_MICRO_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// Element-wise
//===----------------------------------------------------------------------===//

def AddMicroOp            : BinaryMicroOp<"add", "Add">;
def SubMicroOp            : BinaryMicroOp<"sub", "Sub">;
def MulMicroOp            : BinaryMicroOp<"mul", "Mul">;
def DivMicroOp            : BinaryMicroOp<"div", "Div">;
def MaxMicroOp            : BinaryMicroOp<"max", "Max">;
def MinMicroOp            : BinaryMicroOp<"min", "Min">;
def AndMicroOp            : BinaryMicroOp<"and", "And">;
def OrMicroOp             : BinaryMicroOp<"or", "Or">;
def XorMicroOp            : BinaryMicroOp<"xor", "Xor">;
def PreluMicroOp          : BinaryMicroOp<"prelu", "Prelu">;
def MulAddDstMicroOp      : BinaryMicroOp<"mul_add_dst", "MulAddDst">;
def FusedMulDstAddMicroOp : BinaryMicroOp<"fused_mul_dst_add", "FusedMulDstAdd">;
def FusedAbsSubMicroOp    : BinaryMicroOp<"fused_abs_sub", "FusedAbsSub">;
def FusedExpSubMicroOp    : BinaryMicroOp<"fused_exp_sub", "FusedExpSub">;

def AbsMicroOp     : UnaryMicroOp<"abs", "Abs">;
def ExpMicroOp     : UnaryMicroOp<"exp", "Exp">;
def LnMicroOp      : UnaryMicroOp<"ln", "Ln">;
def LogMicroOp     : UnaryMicroOp<"log", "Log">;
def Log10MicroOp   : UnaryMicroOp<"log10", "Log10">;
def SqrtMicroOp    : UnaryMicroOp<"sqrt", "Sqrt">;
def ReluMicroOp    : UnaryMicroOp<"relu", "Relu">;
def NegMicroOp     : UnaryMicroOp<"neg", "Neg">;
def NotMicroOp     : UnaryMicroOp<"not", "Not">;
def MaskNotMicroOp : UnaryMicroOp<"mask_not", "MaskNot">;

def DuplicateMicroOp : RegMicroOp<"duplicate", "Duplicate">;
def ReduceMaxMicroOp : RegMicroOp<"reduce_max", "ReduceMax">;
def ReduceMinMicroOp : RegMicroOp<"reduce_min", "ReduceMin">;
def ReduceSumMicroOp : RegMicroOp<"reduce_sum", "ReduceSum">;

// Broadcast of a scalar into a register tensor. The catalogue names no API.
def DuplicateOp : AscendC_Op<"duplicate"> {
  let arguments = (ins AscendC_RegTensor:$dstReg, AscendC_NumScalar:$scalar);
  let assemblyFormat = "$dstReg `,` $scalar attr-dict `:` type($dstReg) `,` type($scalar)";
  let callStyle = "custom";
  let pipe = "V";
}

//===----------------------------------------------------------------------===//
// Loads and stores between memory and registers
//===----------------------------------------------------------------------===//

def DataCopyVldMicroOp : AscendC_MicroOp<"data_copy_vld", "DataCopy"> {
  let arguments = (ins AscendC_RegTensor:$dstReg, AnyRankedOrUnrankedMemRef:$src);
}
def DataCopyVstMicroOp : AscendC_MicroOp<"data_copy_vst", "DataCopy"> {
  let arguments = (ins AnyRankedOrUnrankedMemRef:$dst, AscendC_RegTensor:$srcReg,
                       AscendC_MaskReg:$maskReg);
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

// `AscendC::MicroAPI::RegTensor<T> vN;` / `AscendC::MicroAPI::MaskReg vN;`
def RegTensorOp : AscendC_APIOp<"reg_tensor", "MicroAPI::RegTensor", "ctor",
                                [MicroAPIOpInterface]> {
  let results = (outs AscendC_RegTensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let pipe = "V";
}
def MaskRegOp : AscendC_APIOp<"mask_reg", "MicroAPI::MaskReg", "ctor", [MicroAPIOpInterface]> {
  let results = (outs AscendC_MaskReg:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let pipe = "V";
}
// TODO(emit): untested; $dtype and $mask are compile-time arguments of
// CreateMask<T, pattern>().
def CreateMaskOp : AscendC_APIOp<"create_mask", "MicroAPI::CreateMask", "func",
                                 [MicroAPIOpInterface, Pure]> {
  let arguments = (ins TypeAttr:$dtype, AscendC_MaskPattern:$mask);
  let results = (outs AscendC_MaskReg:$result);
  let assemblyFormat = "$dtype `,` $mask attr-dict `:` type($result)";
  let templateArgs = "$dtype, $mask";
  let pipe = "V";
}
// TODO(emit): untested; UpdateMask<T>(count) updates the remaining count.
def UpdateMaskOp : AscendC_APIOp<"update_mask", "MicroAPI::UpdateMask", "func",
                                 [MicroAPIOpInterface]> {
  let arguments = (ins AnyRankedOrUnrankedMemRef:$count, TypeAttr:$type);
  let results = (outs AscendC_MaskReg:$maskReg);
  let assemblyFormat = "$type `,` $count attr-dict `:` type($count)";
  let templateArgs = "$type";
  let pipe = "V";
}

#endif // ASCENDC_OPS_MICRO_TD
