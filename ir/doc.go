// Package ir is the one intermediate representation every tool of the toolchain works on,
// the ground floor of ARCHITECTURE.md: MLIR's generic IR with its textual format, verifier
// and rewriting machinery. Dialects only add op definitions and behaviour to it; nothing
// downstream keeps a second IR or parses text again.
//
// # Structure
//
// An Operation has a name that resolves to an OpInfo (registered by a dialect, or made up
// for an unregistered op when Context.AllowUnregistered is set), operands, results,
// attributes, regions, successor blocks and a Location. A Value is an op result or a block
// argument and keeps its use list of OpOperand slots, so replacing uses is cheap and exact.
// A Block holds arguments and a linked list of ops; a Region holds blocks and belongs to an
// op. Typed wrappers such as arith.AddIOp are generated views holding an *Operation, never
// a copy.
//
// The Context owns the registered dialects (Dialect, OpInfo) and the options shared by the
// parser, printer and passes. OpInfo carries what the core needs to treat an op kind
// generically: Traits, custom parse and print hooks, the verifier hooks in MLIR's order,
// a folder and canonicalization patterns.
//
// # Types and attributes
//
// Type and Attribute are small interfaces (Print and Equal) with the builtin kinds defined
// here: IntegerType, IndexType, the FloatType instances (F16, BF16, F32, ...),
// FunctionType, the ShapedType kinds (MemRefType, TensorType, VectorType and their unranked
// forms), IntegerAttr, FloatAttr, StringAttr, ArrayAttr, DictAttr, DenseArrayAttr,
// DenseElementsAttr, SymbolRefAttr, affine maps and sets, and dense_resource blobs. Common
// instances (I32, Index, Unit) are shared so that TypeEqual usually takes its pointer fast
// path. Dialects add their own kinds by implementing the interfaces and parsing their
// `!dialect.` and `#dialect.` forms through Dialect.ParseType and Dialect.ParseAttr. A
// Location is an attribute too: FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc, Unknown.
//
// # Text format
//
// ParseSource reads MLIR's textual format: every op in the generic form
// (`"dialect.op"(%a) <{props}> ({regions}) {attrs} : (T) -> T`), and registered ops in their
// custom form through OpInfo.Parse, which receives an OpParser with the helpers custom
// parsers need. Large bodies of isolated ops (functions) are parsed on other cores when the
// machine has more than one. Errors are Diagnostics (severity, location, message, notes)
// that print as `file:line:col: error: message`; a SourceMgr adds the source line and a
// caret.
//
// A Printer writes ops back (PrintOp) in the custom or, with PrintOptions.Generic, the
// generic form, naming values as mlir-opt does (%0, %arg0, %c0_i32, %cst), printing
// type and attribute aliases, and locations on request, so that parsing printed text gives
// the same IR.
//
// # Verification
//
// Verify checks an op and everything nested in it: counts, traits, each kind's own
// verifier, terminators, symbol tables and SSA dominance. It returns the first failure as
// a Diagnostic in the order MLIR reports it, and never panics on malformed IR.
//
// # Building and rewriting
//
// A Builder creates ops at an insertion point; a Rewriter is a Builder that also replaces
// and erases ops while keeping use lists right and telling a Listener about every change.
// A Pattern (or a PatternFunc) matches an op and rewrites it through a Rewriter; the greedy
// driver in package passes applies patterns and OpInfo.Fold results to a fixpoint, turning
// folded attributes back into constant ops with Materialize. The few folders that create
// ops, as some of MLIR's do, are OpInfo.FoldBuild: they get a Builder before the op from
// their caller (passes.FoldOp, the one way every pass folds). Helpers such as
// ConstantValue, IsTriviallyDead and LookupSymbol serve folders, patterns and passes alike.
package ir
