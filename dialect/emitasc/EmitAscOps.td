//===- EmitAscOps.td - emitasc ops ----------------------------------------===//

#ifndef EMITASC_OPS_TD
#define EMITASC_OPS_TD

include "emitasc/EmitAscBase.td"

//===----------------------------------------------------------------------===//
// Calls and text
//===----------------------------------------------------------------------===//

// `[T vN = ]callee(operands...);`
def EmitAsc_CallOpaqueOp : EmitAsc_Op<"call_opaque"> {
  let arguments = (ins StrAttr:$callee, Variadic<AnyType>:$callee_operands);
  let results = (outs Optional<AnyType>:$result);
  let assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` functional-type($callee_operands, $result)";
}
// The text of $value, with `{}` placeholders filled by $args.
def EmitAsc_VerbatimOp : EmitAsc_Op<"verbatim"> {
  let arguments = (ins StrAttr:$value, Variadic<AnyType>:$args);
  let assemblyFormat = "$value ($args^ `:` type($args))? attr-dict";
}

//===----------------------------------------------------------------------===//
// Structures
//===----------------------------------------------------------------------===//

// Emits the `struct` definition of a !emitasc.py_struct type.
def EmitAsc_DeclarePyStructOp : EmitAsc_Op<"declare_py_struct", [Pure]> {
  let arguments = (ins TypeAttr:$pystruct);
  let assemblyFormat = "$pystruct attr-dict";
}
// `S vN{field values...};` (custom syntax: field names and values).
def EmitAsc_InitStructOp : EmitAsc_Op<"init_struct", [Pure]> {
  let arguments = (ins StrArrayAttr:$fieldNames, Variadic<AnyType>:$fieldValues);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
}
// Byte-wise copy of a structure from GM into a local variable.
def EmitAsc_CopyStructOp : EmitAsc_Op<"copy_struct"> {
  let arguments = (ins AnyMemRef:$base);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$base attr-dict `:` type($base) `,` type($result)";
}
// `vN = base.field`.
def EmitAsc_MemberOp : EmitAsc_Op<"member"> {
  let arguments = (ins AnyType:$base, StrAttr:$field);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$base $field attr-dict `:` type($base) `,` type($result)";
}
// `base.field = value;`
def EmitAsc_SetMemberOp : EmitAsc_Op<"set_member"> {
  let arguments = (ins AnyType:$base, StrAttr:$field, AnyType:$value);
  let assemblyFormat = "$base $field `,` $value attr-dict `:` type($base) `,` type($value)";
}
// Pointer to / reference to field `index` (named `field`) of the structure at
// `base`.
def EmitAsc_MemberPtrOp : EmitAsc_Op<"member_ptr", [Pure]> {
  let arguments = (ins AnyMemRef:$base, IndexAttr:$index, OptionalAttr<StrAttr>:$field);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$base `[` $index `]` ($field^)? attr-dict `:` type($base) `,` type($result)";
}
def EmitAsc_MemberRefOp : EmitAsc_Op<"member_ref", [Pure]> {
  let arguments = (ins AnyMemRef:$base, IndexAttr:$index, OptionalAttr<StrAttr>:$field);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$base `[` $index `]` ($field^)? attr-dict `:` type($base) `,` type($result)";
}

//===----------------------------------------------------------------------===//
// Pointers and variables
//===----------------------------------------------------------------------===//

// `T& vN = *base;`
def EmitAsc_DereferenceOp : EmitAsc_Op<"dereference", [Pure]> {
  let arguments = (ins AnyMemRef:$base);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$base attr-dict `:` type($base) `,` type($result)";
}
// `T* vN = base + offset;` with a constant or run-time offset.
def EmitAsc_PtrOffsetOp : EmitAsc_Op<"ptr_offset", [Pure]> {
  let arguments = (ins AnyMemRef:$base, OptionalAttr<IndexAttr>:$staticOffset,
                       Optional<Index>:$dynamicOffset);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$base `[` ($dynamicOffset^):($staticOffset ` `)? `]` attr-dict `:` type($base) `,` type($result)";
  let hasVerifier = 1;
}
// `U vN = reinterpret_cast<U>(source);`
def EmitAsc_ReinterpretCastOp : EmitAsc_Op<"reinterpret_cast", [Pure]> {
  let arguments = (ins AnyType:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
}
// A local array variable `T vN[n]{init};` initialised from a constant or a
// value.
def EmitAsc_VariableOp : EmitAsc_Op<"variable"> {
  let arguments = (ins OptionalAttr<TypedAttrInterface>:$staticInit,
                       Optional<AnyType>:$dynamicInit);
  let results = (outs AnyNon0RankedMemRef:$result);
  let assemblyFormat = "attr-dict ($dynamicInit^ `:` type($dynamicInit)):($staticInit)? `,` type($result)";
}
// A 128-bit vector mask from its halves.
def EmitAsc_MaskOp : EmitAsc_Op<"mask", [Pure]> {
  let arguments = (ins I64:$maskH, I64:$maskL);
  let results = (outs EmitAsc_Mask:$mask);
  let assemblyFormat = "$maskH `,` $maskL attr-dict";
}

//===----------------------------------------------------------------------===//
// Vector functions (micro API)
//===----------------------------------------------------------------------===//

// A vector function over dst/src tensors and an element count; its region
// holds the micro-API body.
// PyAsc prints vf_group and vec_scope bodies without their emitasc.yield: the terminator is
// implicit.
def EmitAsc_VFGroupOp : EmitAsc_Op<"vf_group", [AttrSizedOperandSegments, SingleBlockImplicitTerminator<"emitasc.yield">]> {
  let arguments = (ins Variadic<AnyType>:$dstList, Variadic<AnyType>:$srcList, AnyType:$calCount);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "operands `:` qualified(type(operands)) $region attr-dict";
}
// A scope of vector-function code.
def EmitAsc_VecScopeOp : EmitAsc_Op<"vec_scope", [SingleBlockImplicitTerminator<"emitasc.yield">]> {
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "$region attr-dict";
}
// Register load from / store to a tensor inside a vector function.
def EmitAsc_LoadMicroOp : EmitAsc_Op<"load_micro"> {
  let arguments = (ins AnyType:$dstReg, AnyType:$srcTensor);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
  let pipe = "V";
}
def EmitAsc_StoreMicroOp : EmitAsc_Op<"store_micro"> {
  let arguments = (ins AnyType:$dstTensor, AnyType:$srcReg, AnyType:$mask);
  let assemblyFormat = "operands attr-dict `:` type(operands)";
  let pipe = "V";
}
// Terminates the regions of vf_group and vec_scope.
def EmitAsc_YieldOp : EmitAsc_Op<"yield", [Terminator]> {
  let assemblyFormat = "attr-dict";
}

#endif // EMITASC_OPS_TD
