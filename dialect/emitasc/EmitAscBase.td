//===- EmitAscBase.td - the emitasc dialect, its types and attributes -----===//
//
// `emitasc` holds the C++-level constructs the Ascend C emitter needs beyond
// plain API calls: opaque calls and verbatim text, C structures generated from
// Python classes, pointers, member access, local variables and the vector
// function scopes of the micro API. Every op is emitted by hand-written code
// (callStyle "custom").
//
//===----------------------------------------------------------------------===//

#ifndef EMITASC_BASE_TD
#define EMITASC_BASE_TD

include "OpBase.td"

def EmitAsc_Dialect : Dialect {
  let name = "emitasc";
  let goPackage = "github.com/ascend-toolchain/asc/dialect/emitasc";
  let summary = "C++ constructs for the Ascend C emitter";
}

class EmitAsc_Op<string mnem, list<Trait> traits = []>
    : Op<EmitAsc_Dialect, mnem, traits>, AscendEmission {
  let callStyle = "custom";
}

class EmitAsc_Type<string mnem> : TypeDef<EmitAsc_Dialect, mnem>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// The two 64-bit halves (high, low) of a vector mask.
def EmitAsc_Mask : EmitAsc_Type<"mask"> {
  let cppType = "uint64_t";
  let typeInterfaces = ["VectorMaskTypeInterface"];
}

// A C structure generated from a Python class:
// `!emitasc.py_struct<"Name", [types], ["field names"]>`, usable as a memref
// element type. Emitted as `struct Name { T0 f0; ... };` inside
// `#pragma pack(push, 8)` / `#pragma pack(pop)`.
def PyStruct : EmitAsc_Type<"py_struct"> {
  let parameters = (ins StringAttr:$nameAttr, ArrayAttr:$typesAttr, ArrayAttr:$namesAttr);
  let assemblyFormat = "`<` $nameAttr `,` $typesAttr `,` $namesAttr `>`";
  let cppType = "$nameAttr";
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// How a kernel function argument is passed, set on kernel arguments as
// `{emitasc.kernel_arg = #emitasc<kernel_arg explicit>}`.
def EmitAsc_KernelArgumentAttr : EnumAttr<"KernelArgument", [
    EnumCase<"Explicit", 0, "explicit">, EnumCase<"FftsAddr", 1, "ffts_addr">
]> {
  let dialect = EmitAsc_Dialect;
  let mnemonic = "kernel_arg";
  let cppQualifier = "";
}

#endif // EMITASC_BASE_TD
