package ir

import (
	"sort"
	"strings"
	"sync"
)

// Trait is a bit set of structural properties of an op kind.
type Trait uint64

// The traits of MLIR that the verifier, the printer and the passes read.
const (
	TraitTerminator                Trait = 1 << iota // ends a block; nothing may follow it
	TraitIsolatedFromAbove                           // regions cannot use values defined outside the op
	TraitSingleBlock                                 // each region has at most one block
	TraitNoTerminator                                // blocks need no terminator (builtin.module)
	TraitSymbolTable                                 // regions hold symbols that SymbolRefAttrs resolve against
	TraitSymbol                                      // the op defines a symbol (sym_name)
	TraitPure                                        // no side effects: dead instances can be erased, CSE may merge them
	TraitCommutative                                 // operands may be swapped; canonicalization moves constants right
	TraitConstantLike                                // the op produces a constant; folders read its value attribute
	TraitReturnLike                                  // returns control to the parent op (func.return, scf.yield)
	TraitAttrSizedOperandSegments                    // operandSegmentSizes splits variadic operand groups
	TraitAttrSizedResultSegments                     // resultSegmentSizes splits variadic result groups
	TraitSameOperandsAndResultType                   // operands and results all have one type
	TraitRecursiveMemoryEffects                      // effects are those of the nested ops
	TraitAffineScope                                 // regions start a new scope for affine symbols
	TraitAutomaticAllocationScope                    // stack allocations are freed when the region is left
	TraitGraphRegion                                 // regions do not need dominance (e.g. builtin.module)
	TraitMemRead                                     // has a read effect (CSE may still merge with no write in between)
	TraitElementwise                                 // applies to each element of shaped operands
	TraitIdempotent                                  // op(op(x)) == op(x)
	TraitInvolution                                  // op(op(x)) == x
	// TraitAllocatesResults marks ops whose only effect is allocating their own results
	// (memref.alloc, memref.alloca): MLIR ignores such effects when asking whether an op
	// is dead, so an unused one is erased like a pure op, but never merged with another.
	TraitAllocatesResults
	// TraitFreesOperand marks ops whose only effect is freeing an operand
	// (memref.dealloc): like an allocation it writes nothing, so CSE merges reads across it.
	// memref.realloc has it too (it frees its source and writes nothing either), with
	// TraitWritesMemory for its allocation, which keeps it from being taken for dead.
	TraitFreesOperand
	// TraitWritesMemory marks ops that declare memory effects beyond the traits above
	// (a write, as memref.store and cf.assert; memref.realloc's free and allocation), as
	// MLIR's MemoryEffectOpInterface does. A registered op with no effect trait at all
	// declares none, and MLIR then assumes it may do anything, even allocate on the stack
	// of the enclosing allocation scope (see DeclaresMemoryEffects).
	TraitWritesMemory
	// TraitOptionalSymbol marks symbol ops whose name may be absent (builtin.module): an
	// unnamed one is not checked as a symbol.
	TraitOptionalSymbol
	// TraitDeclaredByEmptyBody marks symbol ops that are declarations when their body
	// region is empty (func.func; not emitc.func, which LLVM 19 does not judge so).
	TraitDeclaredByEmptyBody
	// TraitNoRegionArguments: the op's regions' entry blocks take no arguments.
	TraitNoRegionArguments
	// TraitFoldBarrier marks ops whose regions change what the ops inside compute
	// (asctile.count_mask, bitwise_mask: a vector op there computes only the lanes of
	// the mask). One that also carries the unit attribute FoldBarrierAttr is a barrier
	// (IsFoldBarrier): the greedy driver neither folds nor rewrites the ops nested in it,
	// its constants stay inside, and CSE starts a fresh scope there, since replacing such
	// an op by an equivalent value from outside, or by a constant, would drop the mask.
	// Without the attribute the op folds as MLIR folds it (PyAsc's form).
	TraitFoldBarrier
)

// FoldBarrierAttr is the unit attribute that makes an op with TraitFoldBarrier a barrier
// to folding (the departure pass asctile-keep-mask-regions sets it).
const FoldBarrierAttr = "asc.fold_barrier"

// IsFoldBarrier reports whether op keeps the ops of its regions from folding into values
// from outside (TraitFoldBarrier and FoldBarrierAttr).
func (op *Operation) IsFoldBarrier() bool {
	return op.HasTrait(TraitFoldBarrier) && op.Attr(FoldBarrierAttr) != nil
}

// FoldResult is one result of a folder: either a constant attribute or an existing value.
type FoldResult struct {
	Attr  Attribute // a constant result, to be materialised by the dialect
	Value *Value    // an existing value replacing the result
}

// OpInfo describes a kind of operation. Unregistered ops get an OpInfo too (Registered=false),
// so every Operation can reach its name through one pointer.
type OpInfo struct {
	Name       string   // the full name, `dialect.op`
	Dialect    *Dialect // nil for unregistered ops
	Registered bool     // false for ops known only by name (AllowUnregistered)
	// Owner is, for an unregistered op, the loaded dialect its name's prefix names (nil
	// when none): the verifier refuses the op when that dialect is closed.
	Owner  *Dialect
	Traits Trait // structural properties, see the Trait constants
	// Inherent lists attribute names that are properties (printed in `<{...}>` generically).
	Inherent []string
	// Defaults are the default-valued properties: an op parsed in the generic form without
	// one gets its default, as MLIR's property storage always holds it.
	Defaults []NamedAttr
	// ConvertProperty and CheckInherentAttr are the property storage of MLIR's generated
	// ops, which the generic parser consults (the op engine, ir/opdef, sets them; nil
	// accepts everything). ConvertProperty returns why attribute a cannot be stored as
	// the inherent attribute name, "" when it can: a `<{...}>` entry that cannot is a parse
	// error, a dictionary entry that cannot is dropped. CheckInherentAttr returns the
	// constraint message a fails for the inherent attribute name ("" when it holds): an
	// op written without `<{...}>` has its inherent dictionary entries checked while parsing.
	ConvertProperty   func(name string, a Attribute) string
	CheckInherentAttr func(name string, a Attribute) string
	// Parse parses the custom form after the op name; nil means generic form only.
	Parse func(p *OpParser, st *OperationState) error
	// Print prints the custom form after the op name; nil means generic.
	Print func(p *Printer, op *Operation)
	// PrintsCustom, when set, reports whether op's custom form can say what op holds;
	// when it cannot (its format has no text for an absent attribute that its parser
	// requires), op is printed in the generic form, which parses back.
	PrintsCustom func(op *Operation) bool
	// Parents lists the ops this one may be nested in directly (MLIR's HasParent and
	// ParentOneOf); empty means any.
	Parents []string
	// The verifier runs an op's checks in MLIR's order, because the first failure is the
	// one reported: VerifyCounts (operand, result, region and successor counts), the
	// structural traits (Parents, single block), VerifyInvariants (attribute, operand,
	// result and region constraints), the other traits (terminator, same types), Verify
	// (the op's own checks); then nested blocks and ops, and last the region traits
	// (isolation) and VerifyRegions.
	VerifyCounts, VerifyInvariants func(op *Operation) error
	Verify                         func(op *Operation) error // the op's own checks, after the generated ones
	VerifyRegions                  func(op *Operation) error // checks that need verified nested ops; runs last
	// Fold returns folded results (one per op result) or nil when it does not fold.
	// operands holds constant operand attributes (nil where not constant).
	Fold func(op *Operation, operands []Attribute) []FoldResult
	// FoldBuild is, for an op whose MLIR folder creates ops, its folder in place of Fold:
	// b is a builder placed right before op, with the fold caller's context, through which
	// alone the folder creates ops (MLIR's folders make an OpBuilder at the op). It
	// answers as Fold does. The caller hears of the created ops only when the fold
	// succeeds; a folder that declines must leave the IR as it was apart from ops it
	// created and left unused, which the caller erases. Every fold caller goes through
	// passes.FoldOp or passes.FoldWith, which give it that builder.
	FoldBuild func(op *Operation, operands []Attribute, b *Builder) []FoldResult
	// ResultNames suggests SSA names for results (OpAsmOpInterface::getAsmResultNames).
	ResultNames func(op *Operation, set func(v *Value, name string))
	// BlockArgNames suggests names for entry block arguments of regions.
	BlockArgNames func(op *Operation, r *Region, set func(v *Value, name string))
	// DefaultDialect lets ops nested in this op's regions omit that dialect prefix.
	DefaultDialect string
	// Ext carries engine- or backend-specific data; ops registered through ir/opdef keep
	// their *opdef.Hints here (emission rules, pipe, interfaces).
	Ext any
	// Canonicalize holds rewrite patterns registered for this op.
	Canonicalize []Pattern
	// SuccessorOperands is set for branch ops (MLIR's BranchOpInterface): it returns the
	// operand range [start, start+n) that the op forwards to successor i's arguments.
	// Region simplification and the branch verifier read it (see branch.go).
	SuccessorOperands func(op *Operation, i int) (start, n int)
	// SetSuccessorOperands replaces the operands forwarded to successor i, keeping the
	// op's segment attributes consistent; set together with SuccessorOperands.
	SetSuccessorOperands func(op *Operation, i int, vs []*Value)
	// EffectTraits, for an op kind whose memory effects depend on the instance (an op
	// implementing MLIR's MemoryEffectOpInterface by reading its attributes), gives the
	// effect traits (Pure, MemRead, AllocatesResults, FreesOperand) of one op; HasTrait
	// adds them to the kind's Traits.
	EffectTraits func(op *Operation) Trait
}

// IsInherent reports whether name is a property of this op kind. A linear scan: ops have
// a handful of properties, and OpInfo stays read-only after registration, which lets
// parallel printers and passes share it.
func (i *OpInfo) IsInherent(name string) bool {
	for _, n := range i.Inherent {
		if n == name {
			return true
		}
	}
	return false
}

// Dialect groups ops, types and attributes under a namespace.
type Dialect struct {
	Name string    // the namespace, the op name prefix before the dot
	Ops  []*OpInfo // registered op kinds
	// ParseType parses `!name.mnemonic<body>`: the parser is positioned after the mnemonic.
	ParseType func(p *OpParser, mnemonic string) (Type, error)
	// ParseAttr parses `#name.mnemonic<body>` the same way.
	ParseAttr func(p *OpParser, mnemonic string) (Attribute, error)
	// Verbatim keeps the dialect's `!name.x` types and `#name.x` attributes as text, as for
	// an unregistered dialect: for dialects whose types and attributes this toolchain
	// does not model (only some of their ops). A dialect without ParseType (ParseAttr)
	// and without Verbatim has no types (attributes): using one is an error, as in MLIR.
	Verbatim bool
	// Materialize builds a constant op for a folded attribute (nil if the dialect cannot).
	Materialize func(b *Builder, a Attribute, t Type, loc Location) *Operation
	// Closed dialects reject an op of their namespace that they do not define even under
	// AllowUnregistered, as MLIR's registered dialects do; a dialect we define only in part
	// (gpu, llvm) stays open so that its other ops pass through.
	Closed bool
	// AllowUnknownOps lets an op of the namespace that the dialect does not define parse
	// without AllowUnregistered (MLIR's allowUnknownOperations, as its test dialect sets).
	AllowUnknownOps bool
}

// AddOp registers an op kind in the dialect (the Context picks it up on registration).
func (d *Dialect) AddOp(info *OpInfo) *OpInfo {
	info.Dialect = d
	info.Registered = true
	d.Ops = append(d.Ops, info)
	return info
}

// Context owns registered dialects and options shared by parsing, printing and passes.
type Context struct {
	dialects          map[string]*Dialect
	ops               map[string]*OpInfo
	mu                sync.Mutex
	unregistered      map[string]*OpInfo
	AllowUnregistered bool // accept ops of unknown dialects, as -allow-unregistered-dialect does
	// DiagHandler receives diagnostics that do not stop processing (warnings and remarks
	// emitted by passes through Emit). It may be called from several goroutines at once.
	DiagHandler func(*Diagnostic)
	// Readers parse inputs in other formats than text (MLIR bytecode), each recognised
	// by its leading magic bytes; ParseSource consults them before the text parser.
	Readers []SourceReader
	// Actions, when set, decides whether each action runs: MLIR's units of transformation
	// named by a tag (`apply-pattern`: one pattern tried on one op), which mlir-opt's
	// --mlir-debug-counter may skip. It may be called from several goroutines at once.
	Actions func(tag string) bool
	// LogAction, when set, is told when an action begins on op (describe gives its text)
	// and returns the function to call when it ends (mlir-opt's --log-actions-to).
	LogAction func(tag string, op *Operation, describe func() string) func()
}

// BeginAction logs the start of the action tag on op when a log is set, and returns the
// function that logs its end.
func (c *Context) BeginAction(tag string, op *Operation, describe func() string) func() {
	if c == nil || c.LogAction == nil {
		return func() {}
	}
	return c.LogAction(tag, op, describe)
}

// ShouldRun reports whether the action tag runs (always, without an Actions hook).
func (c *Context) ShouldRun(tag string) bool {
	return c == nil || c.Actions == nil || c.Actions(tag)
}

// SourceReader reads an input format whose files start with Magic.
type SourceReader struct {
	Magic string
	Read  func(ctx *Context, file string, src []byte, opts ParseOptions) (*Operation, error)
}

// Emit reports a non-fatal diagnostic to the context's handler; without a handler the
// diagnostic is dropped. It returns whether a handler received it.
func (c *Context) Emit(d *Diagnostic) bool {
	if c == nil || c.DiagHandler == nil {
		return false
	}
	c.DiagHandler(d)
	return true
}

// NewContext returns a context with no dialects; dialect/all.NewContext registers them all.
func NewContext() *Context {
	return &Context{dialects: map[string]*Dialect{}, ops: map[string]*OpInfo{}, unregistered: map[string]*OpInfo{}}
}

// Register adds dialects and their ops.
func (c *Context) Register(ds ...*Dialect) {
	for _, d := range ds {
		c.dialects[d.Name] = d
		for _, o := range d.Ops {
			c.ops[o.Name] = o
		}
	}
}

// Dialect returns a registered dialect or nil.
func (c *Context) Dialect(name string) *Dialect { return c.dialects[name] }

// Dialects lists registered dialect names, sorted.
func (c *Context) Dialects() []string {
	var out []string
	for n := range c.dialects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// LookupOp returns the registered OpInfo for a full op name, or nil.
func (c *Context) LookupOp(name string) *OpInfo { return c.ops[name] }

// lookupOpBytes is LookupOp for a name still in the source buffer (no string is built).
func (c *Context) lookupOpBytes(name []byte) *OpInfo { return c.ops[string(name)] }

// RegisteredOps lists every registered op name, sorted.
func (c *Context) RegisteredOps() []string {
	var out []string
	for n := range c.ops {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// OpInfoFor returns the registered info, or a shared unregistered info for the name.
func (c *Context) OpInfoFor(name string) *OpInfo {
	if i := c.ops[name]; i != nil {
		return i
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if i := c.unregistered[name]; i != nil {
		return i
	}
	i := &OpInfo{Name: name}
	if dot := strings.IndexByte(name, '.'); dot > 0 {
		i.Owner = c.dialects[name[:dot]]
	}
	c.unregistered[name] = i
	return i
}

// CreateOp builds a detached operation by name.
func (c *Context) CreateOp(st *OperationState) *Operation {
	if st.Info == nil {
		st.Info = c.OpInfoFor(st.Name)
	}
	return NewOperation(st)
}
