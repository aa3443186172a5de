//===- OpsMath.td - ascendc math library and advanced vector APIs ---------===//
//
// The math library (MathLibraryOpInterface: element-wise functions with an
// optional temporary buffer and a reuse-source flag) and the advanced APIs
// SoftMax, RmsNorm and AscendQuant. Vector pipe.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_MATH_TD
#define ASCENDC_OPS_MATH_TD

include "ascendc/AscendCBase.td"

//===----------------------------------------------------------------------===//
// Unary and binary math functions:
//   AscendC::Acos<T, isReuseSource>(dst, src[, sharedTmpBuffer][, calCount])
//===----------------------------------------------------------------------===//

def AcosOp    : UnaryMathOp<"acos", "Acos">;
def AcoshOp   : UnaryMathOp<"acosh", "Acosh">;
def AsinOp    : UnaryMathOp<"asin", "Asin">;
def AsinhOp   : UnaryMathOp<"asinh", "Asinh">;
def AtanOp    : UnaryMathOp<"atan", "Atan">;
def AtanhOp   : UnaryMathOp<"atanh", "Atanh">;
def CeilOp    : UnaryMathOp<"ceil", "Ceil">;
def CosOp     : UnaryMathOp<"cos", "Cos">;
def CoshOp    : UnaryMathOp<"cosh", "Cosh">;
def DigammaOp : UnaryMathOp<"digamma", "Digamma">;
def ErfOp     : UnaryMathOp<"erf", "Erf">;
def ErfcOp    : UnaryMathOp<"erfc", "Erfc">;
def FloorOp   : UnaryMathOp<"floor", "Floor">;
def FracOp    : UnaryMathOp<"frac", "Frac">;
def LgammaOp  : UnaryMathOp<"lgamma", "Lgamma">;
def LogOp     : UnaryMathOp<"log", "Log">;
def Log2Op    : UnaryMathOp<"log2", "Log2">;
def RoundOp   : UnaryMathOp<"round", "Round">;
def SignOp    : UnaryMathOp<"sign", "Sign">;
def SinOp     : UnaryMathOp<"sin", "Sin">;
def SinhOp    : UnaryMathOp<"sinh", "Sinh">;
def TanOp     : UnaryMathOp<"tan", "Tan">;
def TanhOp    : UnaryMathOp<"tanh", "Tanh">;
def TruncOp   : UnaryMathOp<"trunc", "Trunc">;

// Power's overloads take either operand as a scalar.
def PowerOp : BinaryMathOp<"power", "Power"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_TensorOrNumScalar:$src0,
                       AscendC_TensorOrNumScalar:$src1,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       Optional<AscendC_IntScalar>:$calCount,
                       AscendC_BoolScalar:$isReuseSource);
}
def XorOp   : BinaryMathOp<"xor", "Xor">;

def ClampMaxOp : ClampOp<"clamp_max", "ClampMax">;
def ClampMinOp : ClampOp<"clamp_min", "ClampMin">;

// Axpy of the math library: dst += src * scalar, <T, U, isReuseSource>.
def AxpyOp : MathLibOp<"axpy", "Axpy"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_NumScalar:$scalar,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       AscendC_IntScalar:$calCount,
                       AscendC_BoolScalar:$isReuseSource);
  let templateArgs = "elem($dst), elem($src), $isReuseSource";
}
// Exp of the math library: the call passes the temporary before the count.
def ExpOp : MathLibOp<"exp", "Exp"> {
  let arguments = (ins AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_IntScalar:$calCount,
                       AscendC_IntScalar:$taylorExpandLevel,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       AscendC_BoolScalar:$isReuseSource);
  let templateArgs = "elem($dst), $taylorExpandLevel, $isReuseSource";
  let callArgs = "$dst, $src, $sharedTmpBuffer, $calCount";
}
// TODO(emit): no test shows CumSum's template arguments.
def CumSumOp : MathLibOp<"cumsum", "CumSum"> {
  let arguments = (ins AscendC_AnyLocalTensor:$dst, AscendC_AnyLocalTensor:$lastRow,
                       AscendC_AnyLocalTensor:$src,
                       Optional<AscendC_AnyLocalTensor>:$sharedTmpBuffer,
                       AscendC_IntScalar:$lastAxis,
                       AscendC_IntScalar:$reuseSource, AscendC_IntScalar:$outputLastRow);
  let templateArgs = "";
}

//===----------------------------------------------------------------------===//
// Advanced APIs
//===----------------------------------------------------------------------===//

def SoftMaxOp : AscendC_VecOp<"softmax", "SoftMax",
                              [AttrSizedOperandSegments, OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins UnitAttr:$reuseSource, UnitAttr:$basicBlock, UnitAttr:$dataFormatNZ,
                       AscendC_LocalTensor:$dst, Optional<AscendC_LocalTensor>:$sumTensor,
                       Optional<AscendC_LocalTensor>:$maxTensor, AscendC_LocalTensor:$src,
                       Optional<AscendC_LocalTensor>:$sharedTmpBuffer,
                       AscendC_SoftMaxTiling:$tiling,
                       Optional<AscendC_AnySoftMaxShapeInfo>:$softmaxShapeInfo);
  let templateArgs = "elem($dst), $reuseSource, $basicBlock";
}
def SimpleSoftMaxOp : AscendC_VecOp<"simple_softmax", "SimpleSoftMax",
                                    [AttrSizedOperandSegments, OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins UnitAttr:$reuseSource, UnitAttr:$basicBlock, UnitAttr:$dataFormatNZ,
                       AscendC_LocalTensor:$dst, AscendC_LocalTensor:$sumTensor,
                       AscendC_LocalTensor:$maxTensor, AscendC_LocalTensor:$src,
                       Optional<AscendC_LocalTensor>:$sharedTmpBuffer,
                       AscendC_SoftMaxTiling:$tiling,
                       Optional<AscendC_AnySoftMaxShapeInfo>:$softmaxShapeInfo);
  let templateArgs = "elem($dst), $reuseSource, $basicBlock, $dataFormatNZ";
}
// TODO(emit): no test shows RmsNorm's template arguments.
def RmsNormOp : AscendC_VecOp<"rms_norm", "RmsNorm", [OpWithDstInterface, OpWithSrcInterface]> {
  let arguments = (ins UnitAttr:$basicBlock, AscendC_LocalTensor:$dst, AscendC_LocalTensor:$src,
                       AscendC_LocalTensor:$gamma, AscendC_NumScalar:$epsilon,
                       AscendC_RmsNormTiling:$tiling,
                       Optional<AscendC_LocalTensor>:$sharedTmpBuffer);
}
// TODO(emit): no test shows AscendQuant's template arguments.
def QuantOp : AscendC_FuncOp<"quant", "AscendQuant", [AttrSizedOperandSegments, OpWithDstInterface]> {
  let arguments = (ins UnitAttr:$isReuseSource, AscendC_LocalTensor:$dst,
                       AscendC_LocalTensor:$srcTensor, AnyFloat:$scale, AnyFloat:$offset,
                       AnyInteger:$calCount, Optional<AscendC_LocalTensor>:$sharedTmpBuffer,
                       Optional<AscendC_AscendQuantConfig>:$config);
  let pipe = "V";
}

#endif // ASCENDC_OPS_MATH_TD
