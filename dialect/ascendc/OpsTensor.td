//===- OpsTensor.td - ascendc tensors, descriptors and allocation ---------===//
//
// LocalTensor and GlobalTensor objects and methods, the local memory
// allocator, tensor descriptors and lists, shape information, and the generic
// structure constructor `ascendc.construct`.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_OPS_TENSOR_TD
#define ASCENDC_OPS_TENSOR_TD

include "ascendc/OpsFramework.td"

//===----------------------------------------------------------------------===//
// LocalTensor
//===----------------------------------------------------------------------===//

def LocalTensorOp : AscendC_DeclOp<"local_tensor", (outs AscendC_LocalTensor:$tensor),
                                   "attr-dict `:` qualified(type($tensor))">;
// `LocalTensor<T> vN = AscendC::LocalTensor<T>(AscendC::TPosition::P, addr, tileSize);`
def LocalTensorV2Op : AscendC_Op<"local_tensor_v2"> {
  let arguments = (ins AscendC_TPositionAttr:$pos, UI32:$addr, UI32:$tileSize);
  let results = (outs AscendC_LocalTensor:$result);
  let assemblyFormat = "$pos `,` $addr `,` $tileSize attr-dict `:` qualified(type($result))";
  let callStyle = "ctor";
}
def LocalTensorV3Op : AscendC_Op<"local_tensor_v3"> {
  let arguments = (ins AscendC_TPositionAttr:$pos, I32Attr:$addr, I32Attr:$tileSize);
  let results = (outs AscendC_LocalTensor:$result);
  let assemblyFormat = "$pos `,` $addr `,` $tileSize attr-dict `:` qualified(type($result))";
  let callStyle = "ctor";
}
// A placeholder allocated by the ascendc-allocate-tensor /
// ascendc-materialize-tensor passes; never emitted. The catalogue states no
// default position.
def LocalTensorAutoOp : AscendC_APIOp<"local_tensor_auto", "LocalTensorAuto", ""> {
  let arguments = (ins UnitAttr:$input, UnitAttr:$output, Variadic<I64>:$dynamicShape,
                       DefaultValuedAttr<AscendC_TPositionAttr>:$position);
  let results = (outs AscendC_LocalTensor:$result);
  let assemblyFormat = "$position `(` $dynamicShape `)` (`input` $input^)? (`output` $output^)? attr-dict `:` type($result)";
}

def LocalTensorSubIndexOp : TensorIndexOp<"local_tensor.subindex",
                                          "AscendC::LocalTensor::operator[]",
                                          AscendC_LocalTensor, "[", "]">;
def LocalTensorBracketOp : TensorIndexOp<"local_tensor.bracket",
                                         "AscendC::LocalTensor::operator()",
                                         AscendC_LocalTensor, "(", ")">;

// `vN = tensor.GetLength();`
class LocalTensorQueryOp<string mnem, string api, TypeConstraint t>
    : MethodOp<"local_tensor." # mnem, api, (ins AscendC_LocalTensor:$tensor), (outs t:$result),
               "$tensor attr-dict `:` qualified(type($tensor)) `,` type($result)">;
def LocalTensorGetLengthOp   : LocalTensorQueryOp<"get_length", "GetLength", UI32>;
def LocalTensorGetPositionOp : LocalTensorQueryOp<"get_position", "GetPosition", I32>;
def LocalTensorGetSizeOp     : LocalTensorQueryOp<"get_size", "GetSize", AnySignlessIntegerOrIndex>;
def LocalTensorGetUserTagOp  : LocalTensorQueryOp<"get_user_tag", "GetUserTag", AnySignlessIntegerOrIndex>;

// `tensor.SetSize(size);`
class LocalTensorSetOp<string mnem, string api, dag args>
    : SimpleMethodOp<"local_tensor." # mnem, api, !con((ins AscendC_LocalTensor:$tensor), args)>;
def LocalTensorSetBufferLenOp     : LocalTensorSetOp<"set_buffer_len", "SetBufferLen", (ins UI32:$dataLen)>;
def LocalTensorSetSizeOp          : LocalTensorSetOp<"set_size", "SetSize", (ins UI32:$size)>;
def LocalTensorSetUserTagOp       : LocalTensorSetOp<"set_user_tag", "SetUserTag", (ins I32:$tag)>;
def LocalTensorSetShapeInfoOp     : LocalTensorSetOp<"set_shape_info", "SetShapeInfo",
                                                     (ins AscendC_ShapeInfo:$shapeInfo)>;
def LocalTensorSetAddrWithOffsetOp : LocalTensorSetOp<"set_addr_with_offset", "SetAddrWithOffset",
                                                      (ins AscendC_LocalTensor:$src, UI32:$offset)>;
def LocalTensorPrintOp            : LocalTensorSetOp<"print", "Print", (ins Optional<UI32>:$len)>;
def LocalTensorToFileOp           : LocalTensorSetOp<"to_file", "ToFile", (ins StrAttr:$fileName)>;

def LocalTensorGetPhyAddrOp : MethodOp<"local_tensor.get_phy_addr", "GetPhyAddr",
                                       (ins AscendC_LocalTensor:$tensor, Optional<UI32>:$offset),
                                       (outs AnyType:$result),
                                       "$tensor attr-dict (`,` $offset^)? `:` qualified(type($tensor)) `,` qualified(type($result)) (`,` type($offset)^)?">;
def LocalTensorGetPhyAddrV2Op : MethodOp<"local_tensor.get_phy_addr_v2", "GetPhyAddr",
                                         (ins AscendC_LocalTensor:$tensor),
                                         (outs AnyRankedOrUnrankedMemRef:$result),
                                         "$tensor attr-dict `:` qualified(type($tensor)) `,` qualified(type($result))">;
def LocalTensorGetShapeInfoOp : MethodOp<"local_tensor.get_shape_info", "GetShapeInfo",
                                         (ins AscendC_LocalTensor:$tensor),
                                         (outs AscendC_ShapeInfo:$results),
                                         "$tensor attr-dict `:` qualified(type($tensor)) `,` qualified(type($results))">;
// Element access by the scalar unit.
def LocalTensorGetValueOp : MethodOp<"local_tensor.get_value", "GetValue",
                                     (ins AscendC_LocalTensor:$tensor, AscendC_IntScalar:$index),
                                     (outs AnyType:$value),
                                     "$tensor `,` $index attr-dict `:` qualified(type($tensor)) `,` qualified(type($index)) `,` qualified(type($value))",
                                     [OpWithSrcInterface]> {
  let pipe = "S";
}
def LocalTensorSetValueOp : MethodOp<"local_tensor.set_value", "SetValue",
                                     (ins AscendC_LocalTensor:$tensor, AscendC_IntScalar:$index,
                                          AscendC_NumScalar:$value),
                                     (outs),
                                     "$tensor `,` $index `,` $value attr-dict `:` qualified(type($tensor)) `,` type($index) `,` type($value)",
                                     [OpWithSrcInterface]> {
  let pipe = "S";
}

// `LocalTensor<U> vN = tensor.ReinterpretCast<U>();`
def ReinterpretCastOp : MethodOp<"reinterpret_cast", "ReinterpretCast",
                                 (ins AscendC_LocalTensor:$in), (outs AscendC_LocalTensor:$out),
                                 "$in attr-dict `:` qualified(type($in)) `to` qualified(type($out))",
                                 [Pure]> {
  let templateArgs = "elem($out)";
}
// TODO(emit): untested; Ascend C declares PopStackBuffer<T, pos>(tensor).
def PopStackBufferOp : AscendC_APIOp<"pop_stack_buffer", "PopStackBuffer", "func"> {
  let arguments = (ins AscendC_TPositionAttr:$pos, AscendC_LocalTensor:$tensor);
  let assemblyFormat = "$pos $tensor attr-dict `:` qualified(type($tensor))";
  let templateArgs = "elem($tensor), $pos";
}

//===----------------------------------------------------------------------===//
// GlobalTensor
//===----------------------------------------------------------------------===//

def GlobalTensorOp : AscendC_DeclOp<"global_tensor", (outs AscendC_GlobalTensor:$tensor),
                                    "attr-dict `:` qualified(type($tensor))">;
def GlobalTensorSubIndexOp : TensorIndexOp<"global_tensor.subindex",
                                           "AscendC::GlobalTensor::operator[]",
                                           AscendC_GlobalTensor, "[", "]">;
def GlobalTensorBracketOp : TensorIndexOp<"global_tensor.bracket",
                                          "AscendC::GlobalTensor::operator()",
                                          AscendC_GlobalTensor, "(", ")">;

class GlobalTensorSetOp<string mnem, string api, dag args>
    : SimpleMethodOp<"global_tensor." # mnem, api, !con((ins AscendC_GlobalTensor:$tensor), args)>;
def GlobalTensorSetShapeInfoOp : GlobalTensorSetOp<"set_shape_info", "SetShapeInfo",
                                                   (ins AscendC_ShapeInfo:$shapeInfo)>;
// TODO(emit): untested; how the dimensions are passed to SetShapeInfo is not
// shown, so the call is written by hand.
def GlobalTensorSetShapeInfoV2Op : GlobalTensorSetOp<"set_shape_info_v2", "SetShapeInfo",
                                                     (ins Variadic<AnyInteger>:$dims)> {
  let callStyle = "custom";
}
// `tensor.SetL2CacheHint<AscendC::CacheRwMode::M>(AscendC::CacheMode::N);`
def GlobalTensorSetL2CacheHintOp : GlobalTensorSetOp<"set_l2_cache_hint", "SetL2CacheHint",
                                                     (ins AscendC_CacheModeAttr:$mode,
                                                          AscendC_CacheRwModeAttr:$rwMode)> {
  let templateArgs = "$rwMode";
}
def GlobalTensorGetSizeOp : GlobalTensorSetOp<"get_size", "GetSize", (ins)> {
  let results = (outs UI64:$value);
}
def GlobalTensorSetGlobalBufferOp : MethodOp<"global_tensor.set_global_buffer", "SetGlobalBuffer",
                                             (ins AscendC_GlobalTensor:$tensor,
                                                  AnyRankedOrUnrankedMemRef:$buffer,
                                                  Optional<AnyInteger>:$size),
                                             (outs),
                                             "$tensor `,` $buffer attr-dict (`,` $size^)? `:` qualified(type($tensor)) `,` qualified(type($buffer)) (`,` type($size)^)?">;
def GlobalTensorGetPhyAddrOp : MethodOp<"global_tensor.get_phy_addr", "GetPhyAddr",
                                        (ins AscendC_GlobalTensor:$tensor, Optional<UI64>:$offset),
                                        (outs AnyRankedOrUnrankedMemRef:$result),
                                        "$tensor attr-dict (`,` $offset^)? `:` qualified(type($tensor)) `,` qualified(type($result)) (`,` type($offset)^)?">;
def GlobalTensorGetShapeInfoOp : MethodOp<"global_tensor.get_shape_info", "GetShapeInfo",
                                          (ins AscendC_GlobalTensor:$tensor),
                                          (outs AscendC_ShapeInfo:$results),
                                          "$tensor attr-dict `:` qualified(type($tensor)) `,` type($results)">;
def GlobalTensorGetValueOp : MethodOp<"global_tensor.get_value", "GetValue",
                                      (ins AscendC_GlobalTensor:$tensor, AscendC_IntScalar:$offset),
                                      (outs AnyType:$value),
                                      "$tensor `,` $offset attr-dict `:` qualified(type($tensor)) `,` qualified(type($offset)) `,` qualified(type($value))"> {
  let pipe = "S";
}
def GlobalTensorSetValueOp : MethodOp<"global_tensor.set_value", "SetValue",
                                      (ins AscendC_GlobalTensor:$tensor, UI64:$offset,
                                           AscendC_NumScalar:$value),
                                      (outs),
                                      "$tensor `,` $offset `,` $value attr-dict `:` qualified(type($tensor)) `,` qualified(type($offset)) `,` qualified(type($value))"> {
  let pipe = "S";
}

//===----------------------------------------------------------------------===//
// LocalMemAllocator
//===----------------------------------------------------------------------===//

// `AscendC::LocalMemAllocator<AscendC::Hardware::H> vN;` (H from the type).
def LocalMemAllocatorOp : AscendC_Op<"local_mem_allocator"> {
  let arguments = (ins I64:$hardware);
  let results = (outs AscendC_LocalMemAllocator:$allocator);
  let assemblyFormat = "$hardware attr-dict `:` type($hardware) `,` qualified(type($allocator))";
  let callStyle = "ctor";
  let callArgs = "none";
}
defvar AllocFormat = "$allocator `,` $pos `,` $tileSize `,` $dtype attr-dict `:` qualified(type($allocator)) `,` type($tileSize) `,` type($result)";
defvar AllocArgs = (ins AscendC_LocalMemAllocator:$allocator, AscendC_TPositionAttr:$pos,
                        TypeAttr:$dtype, I32:$tileSize);
// `LocalTensor<T> vN = alloc.Alloc<AscendC::TPosition::P, T, tileSize>();`
def LocalMemAllocatorAllocOp : MethodOp<"local_mem_allocator.alloc", "Alloc", AllocArgs,
                                        (outs AscendC_LocalTensor:$result), AllocFormat> {
  let templateArgs = "$pos, $dtype, $tileSize";
}
// TODO(emit): untested; the run-time tile size is taken to be the call argument.
def LocalMemAllocatorAllocDynamicOp : MethodOp<"local_mem_allocator.alloc_dynamic", "Alloc",
                                               AllocArgs, (outs AscendC_LocalTensor:$result),
                                               AllocFormat> {
  let templateArgs = "$pos, $dtype";
}
def LocalMemAllocatorGetCurAddrOp : MethodOp<"local_mem_allocator.get_cur_addr", "GetCurAddr",
                                             (ins AscendC_LocalMemAllocator:$allocator),
                                             (outs UI32:$result),
                                             "$allocator attr-dict `:` qualified(type($allocator)) `,` type($result)">;

//===----------------------------------------------------------------------===//
// Tensor descriptors
//===----------------------------------------------------------------------===//

// `AscendC::TensorDesc vN = AscendC::TensorDesc<T>();`
def TensorDescOp : AscendC_Op<"tensor_desc"> {
  let arguments = (ins TypeAttr:$elementType);
  let results = (outs AscendC_TensorDesc:$tensorDesc);
  let assemblyFormat = "$elementType attr-dict `:` qualified(type($tensorDesc))";
  let callStyle = "ctor";
  let templateArgs = "$elementType";
}
class TensorDescQueryOp<string mnem, string api, TypeConstraint t>
    : MethodOp<mnem, api, (ins AscendC_TensorDesc:$tensorDesc), (outs t:$result),
               "$tensorDesc attr-dict `:` qualified(type($tensorDesc)) `,` type($result)">;
def TensorDescGetDimOp     : TensorDescQueryOp<"tensor_desc_get_dim", "GetDim", UI64>;
def TensorDescGetIndexOp   : TensorDescQueryOp<"tensor_desc_get_index", "GetIndex", UI64>;
def TensorDescGetDataPtrOp : TensorDescQueryOp<"tensor_desc_get_data_ptr", "GetDataPtr",
                                               AnyRankedOrUnrankedMemRef>;
def TensorDescGetDataObjOp : TensorDescQueryOp<"tensor_desc_get_data_obj", "GetDataObj",
                                               AscendC_GlobalTensor>;
def TensorDescGetShapeOp : MethodOp<"tensor_desc_get_shape", "GetShape",
                                    (ins AscendC_TensorDesc:$tensorDesc,
                                         AnySignlessIntegerOrIndex:$offset),
                                    (outs AnySignlessIntegerOrIndex:$result),
                                    "$tensorDesc `,` $offset attr-dict `:` qualified(type($tensorDesc)) `,` type($result) `,` type($offset)">;
def TensorDescSetShapeAddrOp : MethodOp<"tensor_desc_set_shape_addr", "SetShapeAddr",
                                        (ins AscendC_TensorDesc:$tensorDesc, UI64:$shapePtr),
                                             (outs),
                                        "$tensorDesc `,` $shapePtr attr-dict `:` qualified(type($tensorDesc)) `,` qualified(type($shapePtr))"> {
  let callArgs = "(uint64_t* )$shapePtr";
}

def ListTensorDescOp : AscendC_DeclOp<"list_tensor_desc", (outs AscendC_ListTensorDesc:$result),
                                      "attr-dict `:` qualified(type($result))">;
// `AscendC::ListTensorDesc vN = AscendC::ListTensorDesc(data, length, shapeSize);`
def ListTensorDescV2Op : AscendC_Op<"list_tensor_desc_v2"> {
  let arguments = (ins AnyType:$data, UI32:$length, UI32:$shapeSize);
  let results = (outs AscendC_ListTensorDesc:$result);
  let assemblyFormat = "$data `,` $length `,` $shapeSize attr-dict `:` qualified(type($result)) `,` type($data) `,` type($length) `,` type($shapeSize)";
  let callStyle = "ctor";
}
def ListTensorDescInitOp : SimpleMethodOp<"list_tensor_desc_init", "Init",
                                          (ins AscendC_ListTensorDesc:$tensor, AnyType:$data,
                                               UI32:$length, UI32:$shapeSize)>;
def ListTensorDescGetDescOp : SimpleMethodOp<"list_tensor_desc_get_desc", "GetDesc",
                                             (ins AscendC_ListTensorDesc:$tensor,
                                                  AscendC_TensorDesc:$desc, UI32:$index)>;
def ListTensorDescGetSizeOp : SimpleMethodOp<"list_tensor_desc_get_size", "GetSize",
                                             (ins AscendC_ListTensorDesc:$tensor)> {
  let results = (outs UI32:$result);
}
// `__gm__ T* vN = list.GetDataPtr<T>(index);`
def ListTensorDescGetDataPtrOp : MethodOp<"list_tensor_desc_get_data_ptr", "GetDataPtr",
                                          (ins AscendC_ListTensorDesc:$tensor, UI32:$index,
                                               TypeAttr:$dtype),
                                          (outs AnyRankedOrUnrankedMemRef:$result),
                                          "$tensor `,` $index attr-dict `:` qualified(type($result))"> {
  let templateArgs = "$dtype";
}

//===----------------------------------------------------------------------===//
// Shape information
//===----------------------------------------------------------------------===//

def GetShapeSizeOp : AscendC_APIOp<"get_shape_size", "GetShapeSize", "func"> {
  let arguments = (ins AscendC_ShapeInfo:$shapeInfo);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$shapeInfo attr-dict `:` qualified(type($shapeInfo)) `->` type($result)";
}
// Element `dim` of the shape (or original shape) array of a ShapeInfo.
class ShapeInfoDimOp<string mnem> : AscendC_Op<"shape_info." # mnem> {
  let arguments = (ins AscendC_ShapeInfo:$base, AnySignlessIntegerOrIndex:$dim);
  let results = (outs AnySignlessIntegerOrIndex:$result);
  let assemblyFormat = "$base `,` $dim attr-dict type($dim) `,` type($result)";
  let callStyle = "custom";
}
def ShapeInfoShapeOp         : ShapeInfoDimOp<"shape">;
def ShapeInfoOriginalShapeOp : ShapeInfoDimOp<"original_shape">;

//===----------------------------------------------------------------------===//
// Structures
//===----------------------------------------------------------------------===//

// Builds a value of any ascendc structure type from its fields:
// `AscendC::DataCopyParams vN{a, b, c, d};` (static_casts to the field types
// listed in $types where the operand types differ). Emitted by hand.
def ConstructOp : AscendC_Op<"construct", [Pure]> {
  let arguments = (ins Variadic<AnyType>:$operands, OptionalAttr<TypeArrayAttr>:$types,
                       UnitAttr:$isConstexpr, UnitAttr:$isStatic);
  let results = (outs AnyType:$result);
  let assemblyFormat = "type($result) `(` ($operands^)? `)` ($types^)? (`constexpr` $isConstexpr^)? (`static` $isStatic^)? attr-dict (`:` type($operands)^)?";
  let callStyle = "custom";
}

#endif // ASCENDC_OPS_TENSOR_TD
