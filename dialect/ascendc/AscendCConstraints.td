//===- AscendCConstraints.td - operand kinds of ascendc ops ---------------===//
//
// The kinds of operand the ascendc ops take where the op catalogue (PyAsc's
// ODS) says AnyType. These are consumer-side kinds, not verifier constraints:
// the generated verifier accepts any type there, as PyAsc's ascir-opt does,
// and each kind, kept as the operand's opdef.Operand.Refined, says what the
// Ascend C API and the simulator handle. The simulator checks an op against
// them (opdef.CheckKinds) before using an operand's type and refuses another
// type with a diagnostic at the op. The translator, like PyAsc's, prints a
// value by name whatever its type and checks a group's kind only where its
// rule reads the type (opdef.CheckGroupKind before spelling an element type:
// PyAsc's vector printers take it from a LocalTensor). Each kind is no
// narrower than what PyAsc emits:
//   * tensors: a LocalTensor (`dst`, `src` of the vector APIs), a
//     GlobalTensor, or either;
//   * scalars: an integer or index (counts, repeat times, strides, masks given
//     as one word, flags PyAsc passes as i8/i32), an i1 (template-bool
//     arguments such as isReuseSource), or any integer, index or float value
//     (the scalar operand of Adds, Duplicate, ...);
//   * a scalar or a one-element local tensor, where the API also takes its
//     scalar from a tensor (Duplicate, the vector-scalar family).
// The parameter-struct operands already name their types
// (AscendC_UnaryRepeatParams, ...; see AscendCTypes.td).
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_CONSTRAINTS_TD
#define ASCENDC_CONSTRAINTS_TD

include "ascendc/AscendCTypes.td"

def AscendC_AnyLocalTensor  : RefinedAnyType<[AscendC_LocalTensor], "local tensor">;
def AscendC_AnyGlobalTensor : RefinedAnyType<[AscendC_GlobalTensor], "global tensor">;
def AscendC_AnyTensor       : RefinedAnyType<[AscendC_LocalTensor, AscendC_GlobalTensor],
                                             "local or global tensor">;

def AscendC_IntScalar  : RefinedAnyType<[AnyInteger, Index], "integer or index scalar">;
def AscendC_BoolScalar : RefinedAnyType<[I1], "1-bit boolean (i1)">;
def AscendC_NumScalar  : RefinedAnyType<[AnyInteger, Index, AnyFloat],
                                        "integer, index or float scalar">;

def AscendC_OneElementLocalTensor
    : ElementCount<AscendC_LocalTensor, 1, "one-element local tensor">;
// The mask of an L0 vector op: a count (or one mask word), or an !emitasc.mask pair of
// words (the uint64_t[2] overload), which PyAsc's tile lowering passes. The emitasc type
// is named by the interface it declares, as ascendc cannot depend on emitasc.
def AscendC_L0Mask : RefinedAnyType<[AnyInteger, Index, TypeInterfaceConstraint<"VectorMaskTypeInterface">],
                                    "integer or index scalar, or !emitasc.mask">;

// Both forms are allowed explicitly: a scalar value, or a local tensor holding it.
def AscendC_ScalarOrOneElementTensor
    : RefinedAnyType<[AnyInteger, Index, AnyFloat, AscendC_OneElementLocalTensor],
                     "integer, index or float scalar, or one-element local tensor">;

// GatherMask's pattern: a tensor of bits, or the number of a built-in pattern.
def AscendC_TensorOrIntScalar : RefinedAnyType<[AscendC_LocalTensor, AnyInteger],
                                               "local tensor or integer scalar">;

// Power's bases and exponents: each a tensor or a scalar (Power has tensor-tensor,
// tensor-scalar and scalar-tensor overloads).
def AscendC_TensorOrNumScalar
    : RefinedAnyType<[AscendC_LocalTensor, AnyInteger, Index, AnyFloat],
                     "local tensor or integer, index or float scalar">;

// Parameter structs the catalogue leaves untyped.
def AscendC_AnySoftMaxShapeInfo : RefinedAnyType<[AscendC_SoftMaxShapeInfo],
                                                 "!ascendc.softmax_shape_info">;

#endif // ASCENDC_CONSTRAINTS_TD
