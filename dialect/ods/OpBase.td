//===- OpBase.td - the project's op-definition vocabulary -----------------===//
//
// This file is the vocabulary every dialect .td file of this repository is
// written in. It borrows the *ideas* of MLIR's ODS (dialects, ops with
// operand/attribute/result dags, type and attribute constraints, traits,
// declarative assembly formats, type/attribute/enum definitions) but is written
// for our Go generator (cmd/asc-tblgen, package tablegen) and kept deliberately
// small and uniform: every class documents the fields the generator reads, and
// every field has a plain type (string, bit, int, list, dag or a record).
//
// Conventions for the generator:
//  * Records are recognised by their superclass: a def deriving from `Op` is
//    an op, from `TypeDef` a dialect type, from `AttrDef` a dialect attribute,
//    from `EnumAttr` an enum, from `TypeConstraint`/`Attr`/`Region`/`Successor`
//    a constraint usable in the dags below.
//  * In `arguments`, an argument whose record derives from `Attr` is an
//    attribute; one deriving from `TypeConstraint` is an operand.
//  * Record names (`def AddL0Op`) carry no meaning; the generator names Go
//    types after `dialect.name` and `mnemonic`.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_OPBASE_TD
#define ODS_OPBASE_TD

//===----------------------------------------------------------------------===//
// Dialects
//===----------------------------------------------------------------------===//

// A dialect. The generator registers one dialect per def and prefixes every op,
// type and attribute mnemonic with `name` (`ascendc.add_l0`, `!ascendc.pipe`).
class Dialect {
  // Namespace in the IR text, e.g. "ascendc".
  string name = "";
  // Go import path of the package that receives the generated code.
  string goPackage = "";
  // One-line and long documentation (copied into the generated Markdown).
  string summary = "";
  string description = "";
}

//===----------------------------------------------------------------------===//
// Traits and interfaces
//===----------------------------------------------------------------------===//

// Something an op declares about itself. The generator puts `traitName` into
// the op's trait set (ir.OpInfo) and, for the kinds it knows, adds checks:
//   traitKind = "native":    behaviour the core IR understands (Pure,
//                            Terminator, AttrSizedOperandSegments, ...); the
//                            verifier and the rewrite driver act on them.
//   traitKind = "interface": an op interface (families such as
//                            BinaryL0OpInterface group ops of the same shape).
//                            The Go generator declares a Go interface of that
//                            name: Op(), the accessors every member's typed
//                            view shares (Dst(), CalCount(), ...) and a marker
//                            method only the members' views define, with
//                            As<Name>(op) returning an op's view as it.
class Trait<string kind, string n> {
  string traitKind = kind;
  string traitName = n;
}
class NativeTrait<string n> : Trait<"native", n>;
class InterfaceTrait<string n> : Trait<"interface", n>;

// -- Native traits understood by ir/.
def Pure                      : NativeTrait<"Pure">;       // no side effects; CSE/DCE may act
def Commutative               : NativeTrait<"Commutative">;
def Terminator                : NativeTrait<"Terminator">; // must end its block
def IsolatedFromAbove         : NativeTrait<"IsolatedFromAbove">;
def SingleBlock               : NativeTrait<"SingleBlock">;
def NoTerminator              : NativeTrait<"NoTerminator">;
def SameOperandsAndResultType : NativeTrait<"SameOperandsAndResultType">;
// Ops whose `arguments` hold more than one Variadic/Optional operand group
// carry a dense i32 array attribute `operandSegmentSizes` (one entry per
// operand in `arguments`, in order); the generated accessors use it.
def AttrSizedOperandSegments  : NativeTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments   : NativeTrait<"AttrSizedResultSegments">;
// Regions hold a single block ending in the named terminator op; custom forms leave an
// operand-less terminator out and the parser adds it back (MLIR's implicit terminator).
class SingleBlockImplicitTerminator<string op> : NativeTrait<"SingleBlockImplicitTerminator"> {
  string terminatorOp = op;
}

// Ops that only read memory: an unused one is dead like a pure op, and CSE may merge two
// with no write in between.
def MemRead                   : NativeTrait<"MemRead">;

// Relations between the types of named operands and results. The generated verifier
// checks them after the operand/result/region constraints, in the order the op lists
// them, failing with "failed to verify that <summary>"; the custom-form parser uses them
// to fill in the types a format leaves out. `relation` is one of
//   "allTypes"         all named values have one type
//   "allElementTypes"  all named values have one element type (a scalar is its own)
//   "elementTypeOf"    names[1] has the element type of names[0]
//   "i1SameShape"      names[1] is names[0] with i1 elements (shape and the rest kept)
// When the parser derives a type through elementTypeOf or i1SameShape it first checks
// the source against its constraint ("'base' must be ..., but got ...").
class TypeRelation<string rel, list<string> vals, string summ> : Trait<"relation", rel> {
  list<string> names = vals;
  string summary = summ;
}
class AllTypesMatch<list<string> vals>
    : TypeRelation<"allTypes", vals, "all of {" # !interleave(vals, ", ") # "} have same type">;
class AllElementTypesMatch<list<string> vals>
    : TypeRelation<"allElementTypes", vals, "all of {" # !interleave(vals, ", ") # "} have same element type">;
// The type of `x` is the element type of the shaped value `shaped` (checked only when
// both are present, so an Optional `x` may be absent).
class ShapedMatchElemType<string shaped, string x>
    : TypeRelation<"elementTypeOf", [shaped, x], "type of '" # x # "' matches element type of '" # shaped # "'">;
// `to` has the type of `from` with i1 elements (comparison masks).
class I1SameShape<string from, string to, string summ>
    : TypeRelation<"i1SameShape", [from, to], summ>;

// Native type traits checked after the relations above, with MLIR's messages.
//   SameTypeOperands                  "requires all operands to have the same type"
//   SameOperandsAndResultShape        "requires the same shape for all operands and results"
//   SameOperandsAndResultElementType  "requires the same element type for all operands and results"
class NativeTypeTrait<string rel> : Trait<"relation", rel> {
  list<string> names = [];
  string summary = "";
}
def SameTypeOperands                 : NativeTypeTrait<"sameOperandTypes">;
def SameOperandsAndResultShape       : NativeTypeTrait<"sameShape">;
def SameOperandsAndResultElementType : NativeTypeTrait<"sameElementType">;

//===----------------------------------------------------------------------===//
// Type constraints (operands and results)
//===----------------------------------------------------------------------===//

// A constraint on the type of one operand or result.
//   predicate: what the generated verifier checks, one of
//     "any"                        any type
//     "int:N"                      signless integer of width N (i1, i8, ...)
//     "sint:N" / "uint:N"          signed / unsigned integer of width N
//     "int"                        any integer (signless, signed or unsigned)
//     "signlessInt"                any signless integer
//     "signlessIntOrIndex"         any signless integer or index
//     "unsignedInt"                any unsigned integer
//     "index"                      the index type
//     "float:K"                    the float type K (f16, bf16, f32, f64)
//     "float"                      any float type
//     "memref"                     any ranked memref
//     "memref:rankedOrUnranked"    any memref, ranked or unranked
//     "memref:non0Ranked"          a ranked memref of rank > 0
//     "type:D.M"                   the dialect type with mnemonic M of dialect D
//     "typeInterface:N"            any type whose TypeDef lists N in
//                                  `typeInterfaces`
//     "anyOf"                      any of the constraints in `allowedTypes`
//     "elements:N"                 a value of the dialect type `shapedType` (a
//                                  TypeDef with a ShapeParameter $shape)
//                                  holding N elements; a shape with a dynamic
//                                  dimension or an unranked one passes (its
//                                  count is only known at run time)
//   summary: text used in diagnostics ("expected <summary>").
//   arity: "single" (exactly one value), "variadic" (zero or more) or
//     "optional" (zero or one). Variadic<T> and Optional<T> set it and point
//     `baseType` at T; the generated verifier checks every value against
//     baseType's predicate.
//   refinesAnyType: set on a constraint that names, for an operand or result
//     the upstream op catalogue (PyAsc's ODS, /work/shared/spec/*-ops.md)
//     declares as AnyType, the narrower kind the translator and the simulator
//     handle. It is not a verifier constraint: the generated verifier checks
//     AnyType, as the catalogue says, and the kind is kept as the group's
//     opdef.Operand.Refined, which consumers check with opdef.CheckKinds. The
//     catalogue test accepts such a constraint, and only such a one, where the
//     catalogue says AnyType.
class TypeConstraint<string pred, string summ = ""> {
  string predicate = pred;
  string summary = summ;
  string arity = "single";
  TypeConstraint baseType = ?;
  list<TypeConstraint> allowedTypes = [];
  bit refinesAnyType = 0;
}

class Variadic<TypeConstraint t> : TypeConstraint<t.predicate, "variadic of " # t.summary> {
  let arity = "variadic";
  let baseType = t;
}
class Optional<TypeConstraint t> : TypeConstraint<t.predicate, "optional " # t.summary> {
  let arity = "optional";
  let baseType = t;
}
// A union of constraints (predicate "anyOf", members in allowedTypes).
class AnyTypeOf<list<TypeConstraint> types, string summ = ""> : TypeConstraint<"anyOf", summ> {
  let allowedTypes = types;
}
// The consumer-side kind of an operand the op catalogue leaves AnyType (see
// refinesAnyType): verified as AnyType; `summ` names the kind in the consumers'
// diagnostics ("operand #0 ('dst') must be local tensor, but got i32").
class RefinedAnyType<list<TypeConstraint> types, string summ>
    : AnyTypeOf<types, summ> {
  let refinesAnyType = 1;
}

def AnyType                    : TypeConstraint<"any", "any type">;
def I1                         : TypeConstraint<"int:1", "1-bit signless integer">;
def I8                         : TypeConstraint<"int:8", "8-bit signless integer">;
def I16                        : TypeConstraint<"int:16", "16-bit signless integer">;
def I32                        : TypeConstraint<"int:32", "32-bit signless integer">;
def I64                        : TypeConstraint<"int:64", "64-bit signless integer">;
def SI32                       : TypeConstraint<"sint:32", "32-bit signed integer">;
def SI64                       : TypeConstraint<"sint:64", "64-bit signed integer">;
def UI8                        : TypeConstraint<"uint:8", "8-bit unsigned integer">;
def UI16                       : TypeConstraint<"uint:16", "16-bit unsigned integer">;
def UI32                       : TypeConstraint<"uint:32", "32-bit unsigned integer">;
def UI64                       : TypeConstraint<"uint:64", "64-bit unsigned integer">;
def Index                      : TypeConstraint<"index", "index">;
def F16                        : TypeConstraint<"float:f16", "16-bit float">;
def BF16                       : TypeConstraint<"float:bf16", "bfloat16 type">;
def F32                        : TypeConstraint<"float:f32", "32-bit float">;
def F64                        : TypeConstraint<"float:f64", "64-bit float">;
def AnyInteger                 : TypeConstraint<"int", "integer">;
def AnySignlessInteger         : TypeConstraint<"signlessInt", "signless integer">;
def AnySignlessIntegerOrIndex  : TypeConstraint<"signlessIntOrIndex", "signless integer or index">;
def AnyUnsignedInteger         : TypeConstraint<"unsignedInt", "unsigned integer">;
def AnyFloat                   : TypeConstraint<"float", "floating-point">;
def AnyMemRef                  : TypeConstraint<"memref", "memref of any type values">;
def AnyRankedOrUnrankedMemRef  : TypeConstraint<"memref:rankedOrUnranked", "ranked or unranked memref of any type values">;
// MLIR words it with a dot (Non0RankedMemRefOf prefixes "non-0-ranked." to the summary).
def AnyNon0RankedMemRef        : TypeConstraint<"memref:non0Ranked", "non-0-ranked.memref of any type values">;

// A constraint satisfied by any type implementing the type interface `n`
// (see TypeDef.typeInterfaces).
class TypeInterfaceConstraint<string n> : TypeConstraint<"typeInterface:" # n, n>;

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

// A constraint on an inherent attribute (an `arguments` entry deriving from
// Attr).
//   storage: the attribute kind the generated verifier accepts and the Go
//     accessor returns, one of
//     "unit" (presence flag; absent = false), "string", "bool",
//     "int:N" / "sint:N" / "uint:N" (integer attribute of that type),
//     "intArray:N" (array of N-bit signless integer attributes),
//     "index" (integer attribute of index type), "integer" (any integer attr),
//     "float:K", "type", "typeArray" (array of type attrs), "array",
//     "stringArray", "denseI32Array", "denseI64Array", "symbolRef",
//     "flatSymbolRef", "typed" (any attribute that has a type),
//     "enum" (see EnumAttr), "any".
//   isOptional: the attribute may be absent (UnitAttr is always optional).
//   hasDefault/defaultValue: an absent attribute reads as defaultValue (the
//     text of the attribute in IR syntax, or an enum case symbol).
//   baseAttr: for OptionalAttr/DefaultValuedAttr, the wrapped constraint.
class Attr<string stor, string summ = ""> {
  string storage = stor;
  string summary = summ;
  bit isOptional = 0;
  bit hasDefault = 0;
  string defaultValue = "";
  Attr baseAttr = ?;
}

class OptionalAttr<Attr a> : Attr<a.storage, "optional " # a.summary> {
  let isOptional = 1;
  let baseAttr = a;
}
// `v` is the default in IR syntax; "" when the definition does not state one
// (the attribute is then always printed and must be given when parsing).
class DefaultValuedAttr<Attr a, string v = ""> : Attr<a.storage, a.summary> {
  let hasDefault = !if(!eq(v, ""), 0, 1);
  let defaultValue = v;
  let baseAttr = a;
}

def UnitAttr           : Attr<"unit", "unit attribute"> { let isOptional = 1; }
def StrAttr            : Attr<"string", "string attribute">;
def BoolAttr           : Attr<"bool", "bool attribute">;
def I8Attr             : Attr<"int:8", "8-bit signless integer attribute">;
def I16Attr            : Attr<"int:16", "16-bit signless integer attribute">;
def I32Attr            : Attr<"int:32", "32-bit signless integer attribute">;
def I64Attr            : Attr<"int:64", "64-bit signless integer attribute">;
def UI8Attr            : Attr<"uint:8", "8-bit unsigned integer attribute">;
def UI32Attr           : Attr<"uint:32", "32-bit unsigned integer attribute">;
def UI64Attr           : Attr<"uint:64", "64-bit unsigned integer attribute">;
def IndexAttr          : Attr<"index", "index attribute">;
def F32Attr            : Attr<"float:f32", "32-bit float attribute">;
def F64Attr            : Attr<"float:f64", "64-bit float attribute">;
def TypeAttr           : Attr<"type", "any type attribute">;
def TypeArrayAttr      : Attr<"typeArray", "type array attribute">;
def ArrayAttr          : Attr<"array", "array attribute">;
def StrArrayAttr       : Attr<"stringArray", "string array attribute">;
def I32ArrayAttr       : Attr<"intArray:32", "32-bit integer array attribute">;
def DenseI32ArrayAttr  : Attr<"denseI32Array", "i32 dense array attribute">;
def DenseI64ArrayAttr  : Attr<"denseI64Array", "i64 dense array attribute">;
def SymbolRefAttr      : Attr<"symbolRef", "symbol reference attribute">;
def FlatSymbolRefAttr  : Attr<"flatSymbolRef", "flat symbol reference attribute">;
def TypedAttrInterface : Attr<"typed", "TypedAttr instance">;
def AnyAttr            : Attr<"any", "any attribute">;

// Builtin attribute kinds as they appear among AttrDef parameters (storage
// only, no extra constraint).
def StringAttr         : Attr<"string", "string attribute">;
def IntegerAttr        : Attr<"integer", "integer attribute">;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// One case of an enum: C++/Go symbol, integer value, and the keyword used in
// custom assembly (defaults to the symbol).
class EnumCase<string sym, int val, string s = sym> {
  string symbol = sym;
  int value = val;
  string str = s;
}

// An enum, usable directly as an attribute constraint. The attribute is stored
// as an integer attribute (width `bitwidth`, generic form `{cmpMode = 0}` or
// `{selMode = 1 : i32}`); custom assembly formats print and parse the case
// keyword (`str`). The generator emits a Go enum type `enumName` with the
// cases, String()/Parse functions and a verifier that the value is a case.
//   enumName: the C++/Go enum type name (e.g. "HardEvent").
//   cases: the cases, in declaration order.
//   cppQualifier: text put before a case symbol when the Ascend C emitter
//     spells a case ("AscendC::HardEvent::" gives AscendC::HardEvent::MTE2_V).
//   dialect/mnemonic: set for enums that also exist as a dialect attribute
//     with their own syntax `#dialect<mnemonic case>`; unset otherwise.
//   summary (of Attr): the words of the constraint diagnostic ("failed to
//     satisfy constraint: <summary>"); empty means "allowed N-bit signless
//     integer cases: 0, 1, ...", as for an ODS enum declared without one.
class EnumAttr<string n, list<EnumCase> cs> : Attr<"enum"> {
  string enumName = n;
  list<EnumCase> cases = cs;
  int bitwidth = 32;
  string cppQualifier = "AscendC::" # n # "::";
  Dialect dialect = ?;
  string mnemonic = "";
}

//===----------------------------------------------------------------------===//
// Regions and successors
//===----------------------------------------------------------------------===//

// A constraint on a region. `numBlocks` = 0 means any number of blocks.
class Region<int n = 0, string summ = "any region"> {
  int numBlocks = n;
  string summary = summ;
}
def AnyRegion : Region;
class SizedRegion<int n> : Region<n, "region with " # n # " blocks">;

class Successor<string summ = "any successor"> {
  string summary = summ;
}
def AnySuccessor : Successor;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

// Dag operators of Op fields.
def ins;
def outs;
def region;
def successor;

// An operation `<dialect.name>.<mnemonic>`.
//   arguments:  (ins Constraint:$name, ...) operands (TypeConstraint) and
//               inherent attributes (Attr) in declaration order; this order is
//               the order of the generated builder parameters and of
//               operandSegmentSizes. A `$name` may be missing (unnamed
//               operand); accessors then use the position.
//   results:    (outs TypeConstraint:$name, ...).
//   regions:    (region RegionConstraint:$name, ...).
//   successors: (successor SuccessorConstraint:$name, ...).
//   traits:     the op's Trait records.
//   assemblyFormat: MLIR declarative assembly format; the generator compiles
//               it to a Go parser and printer. "" with hasCustomAssemblyFormat
//               = 0 means the op only has the generic form.
//   hasCustomAssemblyFormat: parser/printer are hand-written Go
//               (dialect/<name>/asm.go) instead.
//   hasVerifier: a hand-written Go `verify` is called after the generated
//               constraint checks.
//   hasFolder/hasCanonicalizer: hand-written fold / canonicalization hooks.
//   summary/description: documentation.
class Op<Dialect d, string mnem, list<Trait> traitList = []> {
  Dialect dialect = d;
  string mnemonic = mnem;
  list<Trait> traits = traitList;
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  string assemblyFormat = "";
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasFolder = 0;
  bit hasCanonicalizer = 0;
  string summary = "";
  string description = "";
}

//===----------------------------------------------------------------------===//
// Emission and simulation hints
//===----------------------------------------------------------------------===//

// Mixed into the base op class of dialects that lower to Ascend C. The target
// emitter (target/ascendc) generates an op's C++ from these fields unless
// callStyle is "custom"; the simulator uses `pipe`.
//
//   apiName: the Ascend C function, method or operator the op calls, without
//     the `AscendC::` namespace ("Add", "MicroAPI::Add", "operator+",
//     "GetSortLen<float>"); "" when the op calls no API.
//   callStyle:
//     "func"     `AscendC::<apiName><T...>(args);` — with a result,
//                `<type> vN = AscendC::<apiName><T...>(args);`
//     "member"   the first argument is the object:
//                `obj.<apiName><T...>(rest of args);`
//     "ctor"     the result is an object of the result's C++ type: with no
//                arguments and no template arguments a declaration
//                `<type> vN;`, otherwise
//                `<type> vN = <callee><T...>(args);` where the callee is
//                `AscendC::<apiName>` or, if apiName is "", the result's C++ type
//     "operator" L3 operator form `dst = src0.<apiName>(src1);`
//     "custom"   hand-written emitter in target/ascendc
//     ""         nothing is emitted (placeholder ops removed by passes)
//   templateArgs: explicit template arguments, comma separated; each item is
//     one of (items referring to an absent optional operand are dropped)
//       $x         value of argument x: an SSA operand's C++ name (the names
//                  of all its values, comma separated, for a variadic
//                  operand), an enum attribute as `<cppQualifier><symbol>`, a
//                  unit attribute as 1/0, an integer attribute as its
//                  literal, a string attribute as a C string literal, a
//                  TypeAttr as the C++ type
//       elem($x)   the C++ element type of operand/result x (element type of a
//                  tensor/memref type, or the C++ type of a scalar; for a
//                  variadic operand, that of its first value)
//       type($x)   the C++ type of operand/result x
//       anything else is copied verbatim.
//   callArgs: the call's argument list, same item syntax as templateArgs plus
//       &$x        the address of x
//       array($x)  a variadic operand materialised as a local C array
//                  `<elem> <name>[] = {...};` declared before the call; the
//                  array's name is passed
//     and free C++ text around `$x` (e.g. "reinterpret_cast<uint64_t>($p)").
//     "" means the default list: every argument in declaration order except
//     unit attributes and the arguments used in templateArgs; a variadic
//     operand is passed as array($x), absent optional operands are skipped.
//     "none" means no arguments.
//   pipe: the hardware pipe the op is issued to: "V" vector unit, "M" cube
//     (mmad), "MTE1" L1->L0A/L0B/BT, "MTE2" GM->L1/UB(/L0 on 2201),
//     "MTE3" UB->GM, "FIX" fixpipe L0C->GM/L1, "S" scalar unit, "copy" decided
//     at run time from the TPositions of the operands (data copies), ""
//     framework, sync or no hardware work.
class AscendEmission {
  string apiName = "";
  string callStyle = "";
  string templateArgs = "";
  string callArgs = "";
  string pipe = "";
}

//===----------------------------------------------------------------------===//
// Types and attributes defined by a dialect
//===----------------------------------------------------------------------===//

// Kind of a TypeDef/AttrDef parameter that is not a plain C++/Go kind string.
// Plain kinds are written as strings in `parameters`: "Type" (an ir.Type),
// "bool", "int64_t", "uint32_t", "uint64_t", or the name of an attribute kind
// such as "TPositionAttr" (an enum attribute of that enum, see EnumAttr) or
// "MatmulConfigAttr" (an AttrDef). A parameter may also be given as an Attr
// record (StringAttr, ArrayAttr, ...): it then holds an attribute of that kind.
class TypeParameter<string k, string summ = ""> {
  string kind = k;
  string summary = summ;
}
// A shape: a list of dimension sizes, `?` for dynamic ones, or unranked (`*`),
// printed as in builtin shaped types (`1024x` / `?x4x` / `*x`).
def ShapeParameter : TypeParameter<"shape", "tensor shape">;

// A dialect type `!<dialect>.<mnemonic>` (or `!<dialect>.<mnemonic><...>` when
// it has parameters).
//   parameters: (ins Kind:$name, ...) where Kind is a kind string, a
//     TypeParameter record or an Attr record (see above); the generator makes
//     a uniqued Go type with one field per parameter.
//   assemblyFormat: declarative format of the part after the mnemonic; "" with
//     no parameters means the bare mnemonic.
//   hasCustomAssemblyFormat: the parameter part is parsed/printed by
//     hand-written Go (dialect/<name>/types.go).
//   typeInterfaces: names of type interfaces the type implements (matched by
//     TypeInterfaceConstraint).
//   cppType: Ascend C spelling for the emitter; `$p` is replaced by the C++
//     form of parameter p (a type as its C++ type, an enum parameter such as
//     TPositionAttr as `AscendC::TPosition::VECIN`, an integer as its literal,
//     a string attribute as its text). "" means `AscendC::` followed by the
//     def name with its dialect prefix removed.
//   As in MLIR, a TypeDef's summary is empty unless the def sets one: used
//   directly as an operand or result constraint, it reads `must be , but got`
//   in diagnostics (mlir-tblgen 19's generated verifier does the same).
class TypeDef<Dialect d, string mnem>
    : TypeConstraint<"type:" # d.name # "." # mnem, ""> {
  Dialect dialect = d;
  string mnemonic = mnem;
  dag parameters = (ins);
  string assemblyFormat = "";
  bit hasCustomAssemblyFormat = 0;
  list<string> typeInterfaces = [];
  string cppType = "";
  string description = "";
}

// A dialect attribute `#<dialect>.<mnemonic><...>`. Fields as in TypeDef;
// parameter kinds are Attr records (StringAttr, BoolAttr, IntegerAttr,
// ArrayAttr) or kind strings.
class AttrDef<Dialect d, string mnem> : Attr<"attr:" # d.name # "." # mnem> {
  Dialect dialect = d;
  string mnemonic = mnem;
  dag parameters = (ins);
  string assemblyFormat = "";
  bit hasCustomAssemblyFormat = 0;
  string description = "";
}

// A value of the shaped dialect type `t` (a TypeDef with a ShapeParameter
// $shape) holding `n` elements, e.g. a one-element local tensor passed where
// an API takes a scalar; dynamic and unranked shapes pass (predicate
// "elements:N").
class ElementCount<TypeDef t, int n, string summ>
    : TypeConstraint<"elements:" # n, summ> {
  TypeDef shapedType = t;
}

// Values of the shaped dialect type `t` (a TypeDef implementing ir.ShapedType) with a
// non-empty shape whose element type satisfies one of `elems`; `ranks` (when non-empty)
// lists the allowed ranks and `lengths` the allowed element counts (predicate "shapedOf").
class ShapedOf<TypeDef t, list<TypeConstraint> elems, string summ,
               list<int> rs = [], list<int> ls = []> : TypeConstraint<"shapedOf", summ> {
  TypeDef shapedType = t;
  list<TypeConstraint> elementTypes = elems;
  list<int> ranks = rs;
  list<int> lengths = ls;
}

#endif // ODS_OPBASE_TD
