//===- AscTileBase.td - the asctile dialect, its types and attributes -----===//
//
// `asctile` is PyAsc's tile level ("asc2"): kernels work on tiles, fixed-shape
// chunks of on-chip memory with value semantics, loaded from and stored to
// tensors, descriptors of global memory. Elementwise arithmetic on tiles is
// written with arith and math ops; this dialect adds what those cannot say.
//
//===----------------------------------------------------------------------===//

#ifndef ASCTILE_BASE_TD
#define ASCTILE_BASE_TD

include "OpBase.td"

def AscTile_Dialect : Dialect {
  let name = "asctile";
  let goPackage = "github.com/ascend-toolchain/asc/dialect/asctile";
  let summary = "Tile-level operations";
}

class AscTile_Op<string mnem, list<Trait> traits = []> : Op<AscTile_Dialect, mnem, traits>;

class AscTile_Type<string mnem> : TypeDef<AscTile_Dialect, mnem>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// The memory space of a tile, the last parameter of !asctile.tile. The values
// are those of ascendc's address spaces for the same buffers.
def AscTile_TileLocation : EnumAttr<"TileLocation", [
    EnumCase<"L0A", 23>, EnumCase<"L0B", 24>, EnumCase<"L0C", 25>,
    EnumCase<"UB", 26>, EnumCase<"L1", 27>, EnumCase<"FIX", 28>
]> { let cppQualifier = ""; let summary = "tile location"; }

// The comparison of cmp and cmps, written as its keyword (`LT`).
def AscTile_CompareMode : EnumAttr<"CompareMode", [
    EnumCase<"LT", 0>, EnumCase<"GT", 1>, EnumCase<"EQ", 2>,
    EnumCase<"LE", 3>, EnumCase<"GE", 4>, EnumCase<"NE", 5>
]> { let cppQualifier = ""; let summary = "comparsion type"; }

// How atomic_rmw combines the stored value with the tensor contents.
def AscTile_AtomicKind : EnumAttr<"AtomicKind", [
    EnumCase<"Add", 0>, EnumCase<"Max", 1>, EnumCase<"Min", 2>
]> { let cppQualifier = ""; let summary = "kind of atomic"; }

// The combining function of reduce and reduce_as_1d; as an attribute it is
// wrapped by #asctile.kind below.
def AscTile_ReduceKind : EnumAttr<"ReduceKind", [
    EnumCase<"Sum", 0, "sum">, EnumCase<"Max", 1, "max">, EnumCase<"Min", 2, "min">,
    EnumCase<"Prod", 3, "prod">, EnumCase<"Mean", 4, "mean">, EnumCase<"All", 5, "all">,
    EnumCase<"Any", 6, "any">, EnumCase<"XorSum", 7, "xor_sum">
]> { let cppQualifier = ""; }

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// `#asctile.kind<sum>`; op formats print it without `#asctile.kind`.
def AscTile_ReduceKindAttr : AttrDef<AscTile_Dialect, "kind"> {
  let parameters = (ins "ReduceKindAttr":$value);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// `!asctile.tensor<?x128xf16>`: an N-d array in global memory. A shaped type
// without value semantics (arith and math do not take it). Hand-written
// syntax: the shape-x-element form of builtin shaped types, where an empty
// shape prints as `*x`.
def AscTile_Tensor : AscTile_Type<"tensor"> {
  let parameters = (ins ShapeParameter:$dims, "Type":$elemType);
  let hasCustomAssemblyFormat = 1;
}

// `!asctile.tile<32x32xf16, L0A>`: a fixed-shape chunk of on-chip memory in
// one memory space, with value semantics (arith, math and scf take tiles).
def AscTile_Tile : AscTile_Type<"tile"> {
  let parameters = (ins ShapeParameter:$dims, "Type":$elemType, "TileLocationAttr":$loc);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def AscTile_Float : AnyTypeOf<[F16, BF16, F32], "16-bit float or bfloat16 type or 32-bit float">;
def AscTile_Numeric : AnyTypeOf<[F16, BF16, F32, I8, I16, I32],
    "16-bit float or bfloat16 type or 32-bit float or 8-bit signless integer or " #
    "16-bit signless integer or 32-bit signless integer">;
// Operands holding a tensor; the empty summary is what the diagnostics show.
def AscTile_TensorArg : AnyTypeOf<[AscTile_Tensor], "">;

class TileOf<list<TypeConstraint> elems, string elemSumm, string suffix = "",
             list<int> ranks = [], list<int> lengths = []>
    : ShapedOf<AscTile_Tile, elems, "tile of " # elemSumm # " values" # suffix, ranks, lengths>;

def FloatTile : TileOf<[AscTile_Float], AscTile_Float.summary>;
def NumericTile : TileOf<[AscTile_Numeric], AscTile_Numeric.summary>;
def I1Tile : TileOf<[I1], "1-bit signless integer">;
def FloatMatrixTile : TileOf<[AscTile_Float], AscTile_Float.summary, " of ranks 2", [2]>;
def F32MatrixTile : TileOf<[F32], "32-bit float", " of ranks 2", [2]>;
def NumericTile1Or2D : TileOf<[AscTile_Numeric], AscTile_Numeric.summary, " of ranks 1/2", [1, 2]>;
def NumericUnitTile : TileOf<[AscTile_Numeric], AscTile_Numeric.summary, " of length 1", [], [1]>;
// A numeric scalar, or a numeric tile holding one element.
def NumericOrUnitTile : AnyTypeOf<[AscTile_Numeric, NumericUnitTile],
    !strconcat(AscTile_Numeric.summary, " or tile of ", AscTile_Numeric.summary, " values of length 1")>;

#endif // ASCTILE_BASE_TD
