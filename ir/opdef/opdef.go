// Package opdef is the declarative op engine: an op kind described as data (operands,
// attributes, results, regions, traits, an MLIR assembly format) becomes an ir.OpInfo whose
// parser, printer and verifier interpret that description. It also holds the runtime the
// code asc-tblgen generates calls (enum tables, constraints built from OpBase.td
// predicates, shapes, emission hints), so no tool links the generator itself.
package opdef

import (
	"fmt"
	"sync"

	"github.com/ascend-toolchain/asc/ir"
)

// ArgKind says how many values an operand or result group holds.
type ArgKind uint8

const (
	Single   ArgKind = iota // exactly one value
	Optional                // zero or one value
	Variadic                // any number of values
)

// Operand describes an operand or result group.
type Operand struct {
	Name string          // the accessor and format name (`$name`)
	Kind ArgKind         // how many values the group holds
	Type *TypeConstraint // the constraint every value's type must meet
	// Refined, when set, is the consumer-side kind of the group: the op catalogue lets any
	// type through (Type is AnyType) and the verifier follows it, while the translator and
	// the simulator handle only this narrower kind. They ask CheckKinds before reading the
	// operand's type, so another type is a diagnostic at the op rather than a wrong guess.
	Refined *TypeConstraint
}

// KindOf is the constraint a consumer can rely on for values of group o: its refined kind
// when it has one, else the constraint the verifier checked.
func KindOf(o Operand) *TypeConstraint {
	if o.Refined != nil {
		return o.Refined
	}
	return o.Type
}

// Attr describes an attribute (an inherent property of the op).
type Attr struct {
	Name     string          // the property name
	C        *AttrConstraint // the constraint the value must meet, and its format spelling
	Optional bool            // may be absent
	// Default is the value of a DefaultValuedAttr: set when absent, omitted by formats.
	Default ir.Attribute
}

// Region describes a region of the op.
type Region struct {
	Name     string // the format name (`$name`)
	Variadic bool   // a group of any number of regions (VariadicRegion)
	// Blocks, when set, is the exact number of blocks each region must have (SizedRegion).
	Blocks int
	// MaxBlocks, when set, is the most blocks each region may have (MaxSizedRegion).
	MaxBlocks int
}

// Successor describes a successor block group.
type Successor struct {
	Name     string // the format name (`$name`)
	Variadic bool   // a group of any number of successors (VariadicSuccessor)
}

// CustomDirective implements `custom<Name>(args)` in a format. Args are the referenced
// elements' current values: for parsing, handlers fill the State; for printing they read the op.
type CustomDirective struct {
	Parse func(p *ir.OpParser, s *State, args []string) error  // reads the directive's text into the State
	Print func(p *ir.Printer, op *ir.Operation, args []string) // writes the directive's text for op
}

// Op is a declarative op definition.
type Op struct {
	Name       string      // the full op name, `dialect.op`
	Summary    string      // one line, for documentation and --help
	Operands   []Operand   // operand groups in order
	Attrs      []Attr      // inherent attributes (properties)
	Results    []Operand   // result groups in order
	Regions    []Region    // region groups in order
	Successors []Successor // successor groups in order
	Traits     ir.Trait    // structural traits, copied to OpInfo
	// Parents lists the ops this one must be nested in (HasParent, ParentOneOf).
	Parents []string
	// ImplicitTerminator names the op that ends every region block when the op has
	// SingleBlockImplicitTerminator: custom forms omit it when it has no operands and the
	// parser adds it.
	ImplicitTerminator string
	// Format is MLIR's declarative assembly format; empty means generic form only unless
	// Parse/Print are given.
	Format string
	// SameTypes lists groups of operand/result names whose types are all equal
	// (AllTypesMatch); they also let formats omit all but one of the types.
	SameTypes [][]string
	// SameTypeOperands is MLIR's SameTypeOperands trait ("requires all operands to have
	// the same type"); SameTypes are AllTypesMatch groups ("all of {...} have same type").
	SameTypeOperands bool
	// Relations are the op's type relations (AllTypesMatch, TypesMatchWith, ...), checked
	// after the operand and result constraints; parsers derive omitted types from them.
	Relations []Relation
	// Infer completes missing operand or result types after a custom-form parse.
	Infer func(s *State) error
	// Customs implements custom<Name> directives used by Format.
	Customs map[string]CustomDirective
	// Verify adds op-specific checks after the generated ones.
	Verify func(op *ir.Operation) error
	// Parse and Print replace the format engine for hand-written custom forms.
	Parse func(p *ir.OpParser, st *ir.OperationState) error
	Print func(p *ir.Printer, op *ir.Operation) // see Parse
	// DefaultDialect, ResultNames, Fold, FoldBuild, BlockArgNames, VerifyRegions pass
	// through to OpInfo.
	DefaultDialect string
	ResultNames    func(op *ir.Operation, set func(v *ir.Value, name string))                     // suggests SSA names for results
	BlockArgNames  func(op *ir.Operation, r *ir.Region, set func(v *ir.Value, name string))       // suggests names for entry block arguments
	Fold           func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult                // folds the op given its constant operands
	FoldBuild      func(op *ir.Operation, operands []ir.Attribute, b *ir.Builder) []ir.FoldResult // a folder that creates ops (ir.OpInfo.FoldBuild)
	VerifyRegions  func(op *ir.Operation) error                                                   // checks that need verified nested ops
	// VerifySymbolUses checks the symbols the op refers to (MLIR's SymbolUserOpInterface):
	// the enclosing symbol table runs it once everything in it is verified.
	VerifySymbolUses func(op *ir.Operation) error
	// Hints carries what backends read (emission rules, pipe, interfaces) into OpInfo.Ext.
	Hints *Hints

	format     *formatTree
	elided     []string                  // attributes attr-dict leaves out, fixed at registration
	storage    []func(ir.Attribute) bool // the storage class check of each of Attrs, nil: any
	upstream   bool                      // of a dialect MLIR defines (ir.Dialect.Closed)
	info       *ir.OpInfo
	refined    bool // some operand or result group has a refined kind (see CheckKinds)
	groupsOnce sync.Once
	groups     [][]string
}

// Info returns the registered OpInfo (after Register).
func (d *Op) Info() *ir.OpInfo { return d.info }

// defs maps registered OpInfos back to their definitions.
var defs = map[*ir.OpInfo]*Op{}

// DefOf returns the definition an op was registered from, or nil.
func DefOf(info *ir.OpInfo) *Op { return defs[info] }

// Register turns the definition into an OpInfo of dialect d. It panics on a malformed
// format: definitions are program constants (generated or hand-written), checked by tests.
func Register(d *ir.Dialect, def *Op) *ir.OpInfo {
	info := &ir.OpInfo{Name: def.Name, Traits: def.Traits, DefaultDialect: def.DefaultDialect,
		ResultNames: def.ResultNames, BlockArgNames: def.BlockArgNames, Fold: def.Fold,
		FoldBuild: def.FoldBuild, VerifyRegions: def.VerifyRegions}
	if def.Hints != nil {
		info.Ext = def.Hints
	}
	for _, a := range def.Attrs {
		info.Inherent = append(info.Inherent, a.Name)
		if a.Default != nil {
			info.Defaults = append(info.Defaults, ir.NamedAttr{Name: a.Name, Value: a.Default})
		}
	}
	// The segment sizes are properties MLIR stores as a fixed array, zeros until set: a
	// generic op written without them holds (and prints) that array.
	if def.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		info.Inherent = append(info.Inherent, "operandSegmentSizes")
		info.Defaults = append(info.Defaults, ir.NamedAttr{Name: "operandSegmentSizes",
			Value: ir.DenseI32Array(make([]int64, len(def.Operands))...)})
	}
	if def.Traits&ir.TraitAttrSizedResultSegments != 0 {
		info.Inherent = append(info.Inherent, "resultSegmentSizes")
		info.Defaults = append(info.Defaults, ir.NamedAttr{Name: "resultSegmentSizes",
			Value: ir.DenseI32Array(make([]int64, len(def.Results))...)})
	}
	if def.Format != "" {
		ft, err := parseFormat(def, def.Format)
		if err != nil {
			panic(fmt.Sprintf("opdef: %s: bad assembly format: %v", def.Name, err))
		}
		def.format = ft
		info.Parse = def.parseCustom
		info.Print = def.printCustom
		if def.format.needsElseAttr() {
			info.PrintsCustom = def.printsCustom
		}
	}
	if def.Parse != nil {
		info.Parse = def.Parse
	}
	if def.Print != nil {
		info.Print = def.Print
	}
	info.VerifyCounts, info.VerifyInvariants, info.Verify = def.verifyCounts, def.verifyInvariants, def.Verify
	if def.Traits&ir.TraitSingleBlock != 0 && def.Traits&ir.TraitNoTerminator == 0 {
		info.Verify = verifyNonEmptyBlocks(def.Verify)
	}
	if def.Traits&ir.TraitSameOperandsAndResultType != 0 {
		info.Verify = verifyInferredSameType(def, info.Verify)
	}
	info.Parents = def.Parents
	if def.ImplicitTerminator != "" {
		info.VerifyRegions = verifyImplicitTerminator(def.ImplicitTerminator, def.VerifyRegions)
	}
	def.elided = def.elidedAttrs()
	def.upstream = d.Closed
	def.storage = make([]func(ir.Attribute) bool, len(def.Attrs))
	for i, a := range def.Attrs {
		def.storage[i] = storageOf(a.C, d.Closed)
	}
	info.ConvertProperty, info.CheckInherentAttr = def.convertProperty, def.checkInherentAttr
	def.refined = def.hasRefined()
	def.info = info
	defs[info] = def
	if def.VerifySymbolUses != nil {
		symbolUsers[info] = def.VerifySymbolUses
	}
	d.AddOp(info)
	return info
}

// verifyNonEmptyBlocks is the rest of MLIR's SingleBlock trait for ops whose blocks
// need a terminator: the one block of each region holds at least one op. The trait runs
// after the generated invariants and before the op's own verify, and before the nested
// blocks are verified, so it words an empty block rather than the block verifier.
func verifyNonEmptyBlocks(next func(op *ir.Operation) error) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, r := range op.Regions() {
			if !r.Empty() && r.Front().Empty() {
				return ir.OpError(op, "expects a non-empty block")
			}
		}
		if next != nil {
			return next(op)
		}
		return nil
	}
}

// verifyImplicitTerminator checks, after the nested ops (MLIR verifies it as a region
// trait), that every non-empty region ends with the op's implicit terminator, then runs
// the op's own region checks.
func verifyImplicitTerminator(name string, next func(op *ir.Operation) error) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		for i := 0; i < op.NumRegions(); i++ {
			r := op.Region(i)
			if r.Empty() {
				continue
			}
			if last := r.Front().Last(); last != nil && last.Name() != name {
				d := ir.OpError(op, "expects regions to end with '%s', found '%s'", name, last.Name())
				d.Note(op.Loc(), "in custom textual format, the absence of terminator implies '%s'", name)
				return d
			}
		}
		if next != nil {
			return next(op)
		}
		return nil
	}
}

// OperandIndex returns the index of a named operand group, or -1.
func (d *Op) OperandIndex(name string) int {
	return indexOf(d.Operands, func(o Operand) string { return o.Name }, name)
}

func (d *Op) resultIndex(name string) int {
	return indexOf(d.Results, func(o Operand) string { return o.Name }, name)
}

// indexOf finds the element named name.
func indexOf[T any](xs []T, nameOf func(T) string, name string) int {
	for i, x := range xs {
		if nameOf(x) == name {
			return i
		}
	}
	return -1
}

func (d *Op) attrIndex(name string) int {
	return indexOf(d.Attrs, func(a Attr) string { return a.Name }, name)
}

func (d *Op) regionIndex(name string) int {
	return indexOf(d.Regions, func(r Region) string { return r.Name }, name)
}

func (d *Op) successorIndex(name string) int {
	return indexOf(d.Successors, func(s Successor) string { return s.Name }, name)
}

// groupSizes computes the sizes of operand groups of op: from operandSegmentSizes when the
// op has it, else with the single variadic/optional group taking the remainder.
func groupSizes(groups []Operand, total int, segments ir.Attribute) ([]int, bool) {
	return groupSizesInto(nil, groups, total, segments)
}

// groupSizesInto is groupSizes writing into buf when it is large enough (hot paths pass a
// stack array so verification and printing do not allocate).
func groupSizesInto(buf []int, groups []Operand, total int, segments ir.Attribute) ([]int, bool) {
	var sizes []int
	if cap(buf) >= len(groups) {
		sizes = buf[:len(groups)]
		clear(sizes)
	} else {
		sizes = make([]int, len(groups))
	}
	if seg, ok := segments.(*ir.DenseArrayAttr); ok && segments != nil {
		if len(seg.Ints) != len(groups) {
			return nil, false
		}
		sum := 0
		for i, v := range seg.Ints {
			if v < 0 {
				return nil, false // a negative size never splits anything
			}
			sizes[i] = int(v)
			sum += int(v)
		}
		return sizes, sum == total
	}
	fixed, varIdx := 0, -1
	for i, g := range groups {
		if g.Kind == Single {
			sizes[i] = 1
			fixed++
		} else if varIdx < 0 {
			varIdx = i
		} else {
			// Several variable groups without segment sizes: split evenly as MLIR's
			// SameVariadicOperandSize would; only used by ops that declare it.
			varIdx = -2
		}
	}
	switch {
	case varIdx == -1:
		return sizes, total == fixed
	case varIdx >= 0:
		sizes[varIdx] = total - fixed
		if groups[varIdx].Kind == Optional && sizes[varIdx] > 1 {
			return sizes, false
		}
		return sizes, sizes[varIdx] >= 0
	}
	nVar := 0
	for _, g := range groups {
		if g.Kind != Single {
			nVar++
		}
	}
	// An uneven remainder is not a count error in MLIR: each group gets the rounded-down
	// share, and the op's other checks (result type inference) report the mismatch.
	rest := total - fixed
	if rest < 0 {
		return sizes, false
	}
	for i, g := range groups {
		if g.Kind != Single {
			sizes[i] = rest / nVar
		}
	}
	return sizes, true
}

// OperandGroup returns the values of the named operand group of op.
func OperandGroup(op *ir.Operation, name string) []*ir.Value {
	d := defs[op.Info()]
	if d == nil {
		return nil
	}
	i := d.OperandIndex(name)
	if i < 0 {
		return nil
	}
	return d.operandGroup(op, i)
}

func (d *Op) operandGroup(op *ir.Operation, i int) []*ir.Value {
	return group(d.Operands, i, op.NumOperands(), d.operandSegments(op), op.Operand)
}

func (d *Op) resultGroup(op *ir.Operation, i int) []*ir.Value {
	return group(d.Results, i, op.NumResults(), d.resultSegments(op), op.Result)
}

// group slices group i out of n values (operands or results) laid out per groups.
func group(groups []Operand, i, n int, segments ir.Attribute, at func(int) *ir.Value) []*ir.Value {
	return groupInto(nil, groups, i, n, segments, at)
}

// groupInto is group appending to buf[:0], so printers can reuse one buffer for every op.
func groupInto(buf []*ir.Value, groups []Operand, i, n int, segments ir.Attribute, at func(int) *ir.Value) []*ir.Value {
	var sizeBuf [8]int
	sizes, ok := groupSizesInto(sizeBuf[:0], groups, n, segments)
	if !ok {
		return nil
	}
	start := 0
	for j := 0; j < i; j++ {
		start += sizes[j]
	}
	out := buf[:0]
	if out == nil {
		out = make([]*ir.Value, 0, sizes[i])
	}
	for j := 0; j < sizes[i]; j++ {
		out = append(out, at(start+j))
	}
	return out
}

func types(vs []*ir.Value) []ir.Type {
	return typesInto(make([]ir.Type, 0, len(vs)), vs)
}

func typesInto(buf []ir.Type, vs []*ir.Value) []ir.Type {
	out := buf[:0]
	for _, v := range vs {
		out = append(out, v.Type())
	}
	return out
}

// operandSegments is op's operandSegmentSizes when its kind declares
// AttrSizedOperandSegments. Any other op may carry an attribute of that name (MLIR keeps
// it as a plain discardable attribute), and it must not split the operands.
func (d *Op) operandSegments(op *ir.Operation) ir.Attribute {
	if d.Traits&ir.TraitAttrSizedOperandSegments == 0 {
		return nil
	}
	return op.Attr("operandSegmentSizes")
}

// resultSegments is operandSegments for resultSegmentSizes.
func (d *Op) resultSegments(op *ir.Operation) ir.Attribute {
	if d.Traits&ir.TraitAttrSizedResultSegments == 0 {
		return nil
	}
	return op.Attr("resultSegmentSizes")
}
