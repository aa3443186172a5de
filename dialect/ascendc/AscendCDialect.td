//===- AscendCDialect.td - the ascendc dialect and its base classes ------===//
//
// The `ascendc` dialect models the Ascend C programming interface: one op per
// API call (vector, cube, data movement, synchronisation, framework objects,
// micro API). This file defines the dialect, the interface traits of its ops
// and the base op classes carrying the emission hints (see AscendEmission in
// OpBase.td). Types, enums and attributes (AscendCTypes/Enums/Attrs.td) build
// on it; AscendCBase.td adds the op family classes; the ops are in Ops*.td.
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDC_DIALECT_TD
#define ASCENDC_DIALECT_TD

include "OpBase.td"

def AscendC_Dialect : Dialect {
  let name = "ascendc";
  let goPackage = "github.com/ascend-toolchain/asc/dialect/ascendc";
  let summary = "Ascend C programming interface";
  let description = [{
    Ops, types and enums mirroring the Ascend C API: basic vector and cube
    instructions at their L0 (mask + repeat parameters), L1 (bitwise mask
    array), L2 (element count) and L3 (operator) levels, data movement, the
    TPipe/TQue/TBuf framework, synchronisation, the math library and the
    register-based micro API.
  }];
}

//===----------------------------------------------------------------------===//
// Interface traits (the families named in the op catalogue)
//===----------------------------------------------------------------------===//

def APIOpInterface            : InterfaceTrait<"APIOpInterface">;            // calls an Ascend C API
def VectorOpInterface         : InterfaceTrait<"VectorOpInterface">;         // runs on the vector unit
def MicroAPIOpInterface       : InterfaceTrait<"MicroAPIOpInterface">;       // register-based micro API
def OpWithDstInterface        : InterfaceTrait<"OpWithDstInterface">;        // has a destination tensor $dst
def OpWithSrcInterface        : InterfaceTrait<"OpWithSrcInterface">;        // has source tensor(s)
def DataCopyOpInterface       : InterfaceTrait<"DataCopyOpInterface">;
def DataConversionOpInterface : InterfaceTrait<"DataConversionOpInterface">;
def ReduceOpInterface         : InterfaceTrait<"ReduceOpInterface">;
def MathLibraryOpInterface    : InterfaceTrait<"MathLibraryOpInterface">;
def UnaryMathOpInterface      : InterfaceTrait<"UnaryMathOpInterface">;
def BinaryMathOpInterface     : InterfaceTrait<"BinaryMathOpInterface">;
def UnaryOpInterface          : InterfaceTrait<"UnaryOpInterface">;
def UnaryL0OpInterface        : InterfaceTrait<"UnaryL0OpInterface">;
def UnaryL2OpInterface        : InterfaceTrait<"UnaryL2OpInterface">;
def BinaryOpInterface         : InterfaceTrait<"BinaryOpInterface">;
def BinaryL0OpInterface       : InterfaceTrait<"BinaryL0OpInterface">;
def BinaryL2OpInterface       : InterfaceTrait<"BinaryL2OpInterface">;
def BinaryL3OpInterface       : InterfaceTrait<"BinaryL3OpInterface">;
def VecScalarOpInterface      : InterfaceTrait<"VecScalarOpInterface">;
def VecScalarL0OpInterface    : InterfaceTrait<"VecScalarL0OpInterface">;
def VecScalarL2OpInterface    : InterfaceTrait<"VecScalarL2OpInterface">;
def UnaryMicroOpInterface     : InterfaceTrait<"UnaryMicroOpInterface">;
def BinaryMicroOpInterface    : InterfaceTrait<"BinaryMicroOpInterface">;

// Type interfaces used as operand constraints (see TypeDef.typeInterfaces in
// AscendCTypes.td for the types implementing them).
def AscendC_BaseTensorTypeInterface         : TypeInterfaceConstraint<"BaseTensorTypeInterface">;
def AscendC_BaseQueueTypeInterface          : TypeInterfaceConstraint<"BaseQueueTypeInterface">;
def AscendC_BaseLoadDataParamsTypeInterface : TypeInterfaceConstraint<"BaseLoadDataParamsTypeInterface">;

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

class AscendC_Type<string mnem> : TypeDef<AscendC_Dialect, mnem>;
class AscendC_Attr<string mnem> : AttrDef<AscendC_Dialect, mnem>;

// Every ascendc op. Defaults: no API, nothing emitted, no pipe.
class AscendC_Op<string mnem, list<Trait> traits = []>
    : Op<AscendC_Dialect, mnem, traits>, AscendEmission;

// The format shared by most API ops: all operands, then their types.
defvar OperandsFormat = "operands attr-dict `:` qualified(type(operands))";

// An op calling the Ascend C API `api` (APIOpInterface first, then `traits`).
class AscendC_APIOp<string mnem, string api, string style, list<Trait> traits = []>
    : AscendC_Op<mnem, !listconcat([APIOpInterface], traits)> {
  let apiName = api;
  let callStyle = style;
}
// Free function `AscendC::api(...)` with the operands-only format.
class AscendC_FuncOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_APIOp<mnem, api, "func", traits> {
  let assemblyFormat = OperandsFormat;
}
// Method `obj.api(...)` on the first operand, operands-only format.
class AscendC_MemberOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_APIOp<mnem, api, "member", traits> {
  let assemblyFormat = OperandsFormat;
}
// An op without an API whose result is a default-constructed object of the
// result type (`AscendC::TPipe v1;`), format `attr-dict : type`.
class AscendC_DeclOp<string mnem, dag res, string fmt> : AscendC_Op<mnem> {
  let results = res;
  let assemblyFormat = fmt;
  let callStyle = "ctor";
}

// A vector-unit API op (APIOpInterface, VectorOpInterface, then `traits`),
// operands-only format, free function call on pipe V.
class AscendC_VecOp<string mnem, string api, list<Trait> traits = []>
    : AscendC_FuncOp<mnem, api, !listconcat([VectorOpInterface], traits)> {
  let pipe = "V";
}

#endif // ASCENDC_DIALECT_TD
