//===- AscTileOps.td - asctile ops ----------------------------------------===//

#ifndef ASCTILE_OPS_TD
#define ASCTILE_OPS_TD

include "asctile/AscTileBase.td"

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

// The matmul accumulator tile (meant for L0C); the first mmad into it zeroes it.
// No effect interface: only its canonicalization erases an unused one.
def AscTile_AccumulatorOp : AscTile_Op<"accumulator"> {
  let results = (outs NumericTile:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasCanonicalizer = 1;
}
// A tensor descriptor over a GM pointer, with one i32 size per `?` dimension.
def AscTile_TensorOp : AscTile_Op<"tensor", [Pure]> {
  let arguments = (ins AnyRankedOrUnrankedMemRef:$base, Variadic<I32>:$sizes);
  let results = (outs AscTile_TensorArg:$result);
  let assemblyFormat = "$base `(` $sizes `)` attr-dict `:` qualified(type($base)) `,` qualified(type($result))";
  let hasVerifier = 1;
}
// One dimension of a tensor as an i32.
def AscTile_DimOp : AscTile_Op<"dim", [Pure]> {
  let arguments = (ins AscTile_TensorArg:$base, I32Attr:$index);
  let results = (outs I32:$result);
  let assemblyFormat = "$base `,` $index attr-dict `:` qualified(type($base))";
  let hasVerifier = 1;
  let hasFolder = 1;
}
// A tile with every element equal to a scalar.
def AscTile_SplatOp : AscTile_Op<"splat", [Pure, ShapedMatchElemType<"result", "value">]> {
  let arguments = (ins AscTile_Numeric:$value);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$value attr-dict `:` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

// A tile-shaped window of a tensor from the offsets on, padded with padValue.
def AscTile_LoadOp : AscTile_Op<"load", [AttrSizedOperandSegments, MemRead,
    AllElementTypesMatch<["base", "result"]>, ShapedMatchElemType<"result", "padValue">]> {
  let arguments = (ins AscTile_TensorArg:$base, Variadic<I32>:$offsets, Optional<AscTile_Numeric>:$padValue);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$base `[` $offsets `]` (`,` $padValue^)? attr-dict `:` qualified(type($base)) `,` qualified(type($result))";
  let hasCanonicalizer = 1;
}
// Writes a tile into a tensor window.
def AscTile_StoreOp : AscTile_Op<"store", [AllElementTypesMatch<["base", "value"]>]> {
  let arguments = (ins NumericTile:$value, AscTile_TensorArg:$base, Variadic<I32>:$offsets);
  let assemblyFormat = "$value `,` $base `[` $offsets `]` attr-dict `:` qualified(type($value)) `,` qualified(type($base))";
}
// A new tile (possibly smaller, possibly elsewhere) from a window of a tile.
def AscTile_CopyOp : AscTile_Op<"copy", [AllElementTypesMatch<["base", "result"]>]> {
  let arguments = (ins NumericTile:$base, Variadic<I32>:$offsets);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$base `[` $offsets `]` attr-dict `:` qualified(type($base)) `,` qualified(type($result))";
  let hasCanonicalizer = 1;
}
// One element of a tensor.
def AscTile_GetValueOp : AscTile_Op<"get_value", [MemRead, ShapedMatchElemType<"base", "result">]> {
  let arguments = (ins AscTile_TensorArg:$base, Variadic<I32>:$offsets);
  let results = (outs AscTile_Numeric:$result);
  let assemblyFormat = "$base `[` $offsets `]` attr-dict `:` qualified(type($base))";
}
// Writes one element (a scalar or a one-element tile) of a tensor.
def AscTile_SetValueOp : AscTile_Op<"set_value", [AllElementTypesMatch<["base", "value"]>]> {
  let arguments = (ins NumericOrUnitTile:$value, AscTile_TensorArg:$base, Variadic<I32>:$offsets);
  let assemblyFormat = "$value `,` $base `[` $offsets `]` attr-dict `:` type($value) `,` qualified(type($base))";
}
// A store combined atomically (add, max, min) with the tensor contents.
def AscTile_AtomicRMWOp : AscTile_Op<"atomic_rmw", [AllElementTypesMatch<["base", "value"]>]> {
  let arguments = (ins AscTile_AtomicKind:$kind, NumericTile:$value, AscTile_TensorArg:$base, Variadic<I32>:$offsets);
  let assemblyFormat = "`<` $kind `>` $value `,` $base `[` $offsets `]` attr-dict `:` qualified(type($value)) `,` qualified(type($base))";
}
// The L0C -> GM store through the fixpipe, optionally with ReLU and a
// quantizing conversion (then the element types may differ).
def AscTile_StoreFixpipeOp : AscTile_Op<"store_fixpipe"> {
  let arguments = (ins NumericTile:$value, AscTile_TensorArg:$base, Variadic<I32>:$offsets,
                       UnitAttr:$relu, UnitAttr:$quantize);
  let assemblyFormat = "$value `,` $base `[` $offsets `]` attr-dict `:` qualified(type($value)) `,` qualified(type($base))";
  let hasVerifier = 1;
}
// The L0C -> tile copy through the fixpipe, with the same fusions.
def AscTile_CopyFixpipeOp : AscTile_Op<"copy_fixpipe"> {
  let arguments = (ins NumericTile:$base, Variadic<I32>:$offsets, UnitAttr:$relu, UnitAttr:$quantize);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$base `[` $offsets `]` attr-dict `:` qualified(type($base)) `,` qualified(type($result))";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Masking regions
//===----------------------------------------------------------------------===//

// Runs the vector ops of its body under an element-count mask.
def AscTile_CountMaskOp : AscTile_Op<"count_mask", [SingleBlockImplicitTerminator<"asctile.yield">]> {
  let arguments = (ins I64:$count, Optional<AscTile_Numeric>:$other);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "$count (`,` $other^ `:` type($other))? $region attr-dict";
}
// Runs the vector ops of its body under a 128-bit mask given as two halves.
def AscTile_BitwiseMaskOp : AscTile_Op<"bitwise_mask", [SingleBlockImplicitTerminator<"asctile.yield">]> {
  let arguments = (ins I64:$highBits, I64:$lowBits, Optional<AscTile_Numeric>:$other);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "$highBits `,` $lowBits (`,` $other^ `:` type($other))? $region attr-dict";
}
// Ends the body of the mask ops.
def AscTile_YieldOp : AscTile_Op<"yield", [Terminator]> {
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Compare / select
//===----------------------------------------------------------------------===//

def AscTile_CmpOp : AscTile_Op<"cmp", [Pure,
    I1SameShape<"lhs", "result", "result type is the type of 'lhs' with i1 elements">, SameTypeOperands]> {
  let arguments = (ins NumericTile:$lhs, NumericTile:$rhs, AscTile_CompareMode:$cmpMode);
  let results = (outs I1Tile:$result);
  let assemblyFormat = "$cmpMode $lhs `,` $rhs attr-dict `:` qualified(type($lhs))";
}
def AscTile_CmpSOp : AscTile_Op<"cmps", [Pure, ShapedMatchElemType<"base", "value">,
    I1SameShape<"base", "result", "result type is the type of 'base' with i1 elements">]> {
  let arguments = (ins NumericTile:$base, AscTile_Numeric:$value, AscTile_CompareMode:$cmpMode);
  let results = (outs I1Tile:$result);
  let assemblyFormat = "$cmpMode $base `,` $value attr-dict `:` qualified(type($base))";
}
def AscTile_SelectOp : AscTile_Op<"select", [Pure, AllTypesMatch<["src0", "src1", "result"]>,
    I1SameShape<"result", "selMask", "type of 'selMask' is the type of 'result' with i1 elements">]> {
  let arguments = (ins I1Tile:$selMask, NumericTile:$src0, NumericTile:$src1);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$selMask `,` $src0 `,` $src1 attr-dict `:` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Tile (+) scalar
//===----------------------------------------------------------------------===//

// `base (+) value` elementwise, the scalar always on the right.
class AscTile_VecScalarOp<string mnem> : AscTile_Op<mnem, [Pure,
    AllTypesMatch<["base", "result"]>, ShapedMatchElemType<"base", "value">]> {
  let arguments = (ins NumericTile:$base, AscTile_Numeric:$value);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$base `,` $value attr-dict `:` qualified(type($base))";
}
def AscTile_AddSOp : AscTile_VecScalarOp<"adds">;
def AscTile_SubSOp : AscTile_VecScalarOp<"subs">;
def AscTile_MulSOp : AscTile_VecScalarOp<"muls">;
def AscTile_DivSOp : AscTile_VecScalarOp<"divs">;
def AscTile_MinSOp : AscTile_VecScalarOp<"mins">;
def AscTile_MaxSOp : AscTile_VecScalarOp<"maxs">;
def AscTile_ShLSOp : AscTile_VecScalarOp<"shls">;
def AscTile_ShRSOp : AscTile_VecScalarOp<"shrs">;

//===----------------------------------------------------------------------===//
// Unary, conversion, shape
//===----------------------------------------------------------------------===//

def AscTile_ReluOp : AscTile_Op<"relu", [Pure, AllTypesMatch<["operand", "result"]>]> {
  let arguments = (ins NumericTile:$operand);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($result))";
}
// Elementwise conversion to another element type.
def AscTile_CastOp : AscTile_Op<"cast", [Pure, SameOperandsAndResultShape]> {
  let arguments = (ins NumericTile:$in);
  let results = (outs NumericTile:$out);
  let assemblyFormat = "$in attr-dict `:` qualified(type($in)) `to` qualified(type($out))";
  let hasFolder = 1;
}
// The same elements under another shape.
def AscTile_ReshapeOp : AscTile_Op<"reshape", [Pure, SameOperandsAndResultElementType]> {
  let arguments = (ins NumericTile:$in);
  let results = (outs NumericTile:$out);
  let assemblyFormat = "$in attr-dict `:` qualified(type($in)) `to` qualified(type($out))";
  let hasFolder = 1;
}
// Expands a tile to a larger shape by repetition.
def AscTile_BroadcastOp : AscTile_Op<"broadcast", [Pure, AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins NumericTile:$operand);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($operand)) `to` qualified(type($result))";
}
// Joins UB tiles along dimension 0.
def AscTile_ConcatOp : AscTile_Op<"concat", [Pure, SameOperandsAndResultElementType]> {
  let arguments = (ins Variadic<NumericTile>:$inputs);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "operands attr-dict `:` type(operands) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Reductions and library ops
//===----------------------------------------------------------------------===//

// All elements reduced to one, as a scalar or a one-element tile.
def AscTile_ReduceAs1dOp : AscTile_Op<"reduce_as_1d", [Pure, AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins NumericTile:$operand, AscTile_ReduceKindAttr:$kind);
  let results = (outs NumericOrUnitTile:$result);
  let assemblyFormat = "$kind $operand attr-dict `:` qualified(type($operand)) `,` type($result)";
}
// Reduction along the axes in `dims`; the result type gives the remaining shape.
def AscTile_ReduceOp : AscTile_Op<"reduce", [Pure, AllElementTypesMatch<["operand", "result"]>]> {
  let arguments = (ins NumericTile:$operand, I32ArrayAttr:$dims, AscTile_ReduceKindAttr:$kind);
  let results = (outs NumericTile:$result);
  let assemblyFormat = "$kind $operand attr-dict `:` qualified(type($operand)) `,` qualified(type($result))";
}
// Softmax over the last dimension.
def AscTile_SoftmaxOp : AscTile_Op<"softmax", [Pure, AllTypesMatch<["operand", "result"]>]> {
  let arguments = (ins NumericTile1Or2D:$operand);
  let results = (outs NumericTile1Or2D:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($result))";
}
// RMS normalisation of the rows of input, scaled by gamma.
def AscTile_RmsNormOp : AscTile_Op<"rms_norm", [Pure, AllElementTypesMatch<["input", "gamma"]>,
    AllTypesMatch<["input", "result"]>, ShapedMatchElemType<"input", "epsilon">]> {
  let arguments = (ins FloatTile:$input, FloatTile:$gamma, AscTile_Float:$epsilon);
  let results = (outs FloatTile:$result);
  let assemblyFormat = "$input `,` $gamma `,` $epsilon attr-dict `:` qualified(type($input)) `,` qualified(type($gamma))";
}

//===----------------------------------------------------------------------===//
// Matrix
//===----------------------------------------------------------------------===//

// C = A.B with an f32 result; the types print without `!asctile.tile`.
def AscTile_MatmulOp : AscTile_Op<"matmul", [Pure, AllElementTypesMatch<["matrixA", "matrixB"]>]> {
  let arguments = (ins FloatMatrixTile:$matrixA, FloatMatrixTile:$matrixB);
  let results = (outs F32MatrixTile:$result);
  let assemblyFormat = "$matrixA `,` $matrixB attr-dict `:` type($matrixA) `,` type($matrixB) `->` type($result)";
}
// acc += A.B, writing the accumulator tile operand.
def AscTile_MatmulAccOp : AscTile_Op<"matmul_acc", [AllElementTypesMatch<["matrixA", "matrixB"]>]> {
  let arguments = (ins FloatMatrixTile:$matrixA, FloatMatrixTile:$matrixB, F32MatrixTile:$acc);
  let assemblyFormat = "$matrixA `,` $matrixB `,` $acc attr-dict `:` type($matrixA) `,` type($matrixB) `,` type($acc)";
}

#endif // ASCTILE_OPS_TD
