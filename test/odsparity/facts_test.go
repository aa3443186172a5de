package odsparity

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// group is an operand, result, region or successor group: its name and how many values
// it holds ("single", "optional", "variadic", "variadic-of-variadic").
type group struct{ name, kind string }

// attr is an inherent attribute: its name and its mode ("required", "optional",
// "default" for DefaultValuedAttr, "default-optional" for DefaultValuedOptionalAttr).
type attr struct{ name, mode string }

// opFacts is what the test compares of one op, in a form both sides are brought to.
type opFacts struct {
	operands, results, regions, successors []group
	attrs                                  []attr
	// effects is the op's memory effects: "unknown" (no MemoryEffectOpInterface, no
	// RecursiveMemoryEffects: passes assume anything), "custom" (LLVM computes them in
	// C++; see customEffects), "dynamic" (ours: decided per instance), or a '+'-joined
	// set of "none", "read", "write", "alloc", "free", "recursive".
	effects string
	// spec is the op's speculatability: "always", "conditional" (decided per instance),
	// "recursive" (as its nested ops), "never".
	spec string
	// traits holds the compared structural traits and interfaces, named as in ODS (the
	// parent and implicit terminator with op names: HasParent<scf.for>).
	traits map[string]bool
}

// comparedTraits are the ODS traits and interfaces the test compares, each with what our
// model holds for it (see ours_test.go).
var comparedTraits = []string{"Commutative", "Idempotent", "Involution", "SameOperandsAndResultType",
	"SameTypeOperands", "ConstantLike", "Terminator", "ReturnLike", "NoTerminator", "SingleBlock",
	"IsolatedFromAbove", "AutomaticAllocationScope", "AffineScope", "Symbol", "SymbolTable",
	"Elementwise", "AttrSizedOperandSegments", "AttrSizedResultSegments", "NoRegionArguments",
	"HasOnlyGraphRegion", "BranchOpInterface", "SingleBlockImplicitTerminator", "HasParent",
	"ParentOneOf", "RegionBranchOpInterface", "LoopLikeOpInterface", "CallOpInterface",
	"CallableOpInterface", "SymbolUserOpInterface", "OpAsmOpInterface", "CExpression"}

// ignoredTraits are the ODS traits and interfaces our model has no counterpart of, each
// with why that changes no behaviour of a pass this toolchain registers. The test fails
// on a trait or interface in neither list, so a new one is looked at.
var ignoredTraits = map[string]string{
	"AlwaysSpeculatableImplTrait":              "compared as spec",
	"RecursivelySpeculatableImplTrait":         "compared as spec",
	"ConditionallySpeculatable":                "compared as spec",
	"RecursiveMemoryEffects":                   "compared as effects",
	"NoMemoryEffect (MemoryEffectOpInterface)": "compared as effects",
	"MemoryEffectOpInterface":                  "compared as effects",
	"Vectorizable":                             "vectorization passes are not registered",
	"Tensorizable":                             "tensorization passes are not registered",
	"Scalarizable":                             "scalarization passes are not registered",
	"VectorUnrollOpInterface":                  "vector unrolling is not registered",
	"MemRefsNormalizable":                      "normalize-memrefs is not registered",
	"SameOperandsAndResultShape":               "a verifier check of the ops' Relations or Verify (lit ascopt/shape-traits-verify.mlir)",
	"SameOperandsShape":                        "a verifier check, as SameOperandsAndResultShape",
	"SameOperandsElementType":                  "a verifier check, as SameOperandsAndResultShape",
	"SameOperandsAndResultElementType":         "a verifier check, as SameOperandsAndResultShape",
	"SameVariadicResultSize":                   "only extract_strided_metadata has two variadic groups; its verifier and folders index results by the source's rank, the equal split (odsparity-canon-split.mlir)",
	"InferTypeOpAdaptor":                       "as InferTypeOpInterface",
	"InferTypeOpInterface":                     "the op's Infer completes custom forms; a wrong generic result type fails a constraint or the op's Verify with mlir-opt's messages (lit ascopt/infer-type-errors.mlir)",
	"HasParallelRegion":                        "no registered pass asks for it",
	"ArithFastMathInterface":                   "fastmath is an attribute, compared as such",
	"ArithIntegerOverflowFlagsInterface":       "overflowFlags is an attribute, compared as such",
	"ArithRoundingModeInterface":               "roundingmode is an attribute, compared as such",
	"InferIntRangeInterface":                   "int-range-optimizations names its ops itself (passes/transforms)",
	"CastOpInterface":                          "identity casts do not fold through it in mlir-opt 19 (odsparity-canon-split.mlir); each op's folder decides",
	"RegionBranchTerminatorOpInterface":        "its region-branch parent is compared (RegionBranchOpInterface)",
	"ViewLikeOpInterface":                      "no registered pass asks for it",
	"ReifyRankedShapedTypeOpInterface":         "no registered pass asks for it",
	"OffsetSizeAndStrideOpInterface":           "offsets/sizes/strides are checked by each op's Verify",
	"DestinationStyleOpInterface":              "no registered pass asks for it",
	"AffineMapAccessInterface":                 "affine passes are not registered",
	"AffineReadOpInterface":                    "affine passes are not registered",
	"AffineWriteOpInterface":                   "affine passes are not registered",
	"FunctionOpInterface":                      "function signature checks are the op's Verify",
	"ShapedDimOpInterface":                     "no registered pass asks for it",
	"PromotableMemOpInterface":                 "mem2reg handles exactly the ops with it here (memref.load, store; mem2reg-split.mlir)",
	"PromotableAllocationOpInterface":          "mem2reg handles exactly the op with it here (memref.alloca)",
	"DestructurableAccessorOpInterface":        "sroa handles exactly the ops with it here (memref.load, store; sroa-split.mlir)",
	"DestructurableAllocationOpInterface":      "sroa handles exactly the op with it here (memref.alloca)",
	"RegionKindInterface":                      "compared as HasOnlyGraphRegion",
	"ParallelCombiningOpInterface":             "no registered pass asks for it",
	"CopyOpInterface":                          "no registered pass asks for it",
}

var (
	templ        = regexp.MustCompile(`^([A-Za-z]+)<(.*)>$`)
	regionBlocks = regexp.MustCompile(`^region with ((?:at most )?\d+) blocks$`)
)

// llvmFacts brings an ODS op (its record and its -gen-op-doc entry) to opFacts. Parent and
// terminator class names stay C++ (scf::YieldOp) until resolveClasses.
func llvmFacts(recs map[string]*record, r *record, doc *docOp) (*opFacts, error) {
	f := &opFacts{traits: map[string]bool{}}
	kinds := map[string]bool{}
	addDecorators := func(arg *record) {
		for _, d := range listItems(arg.fields["decorators"]) {
			dr := recs[d]
			switch {
			case dr == nil:
			case dr.is("MemRead"):
				kinds["read"] = true
			case dr.is("MemWrite"):
				kinds["write"] = true
			case dr.is("MemAlloc"):
				kinds["alloc"] = true
			case dr.is("MemFree"):
				kinds["free"] = true
			}
		}
	}
	for _, a := range dagArgs(r.fields["arguments"]) {
		ar := recs[a[0]]
		if ar == nil {
			return nil, fmt.Errorf("argument %s: record %s not found", a[1], a[0])
		}
		if ar.is("OpVariable") {
			addDecorators(ar)
			if ar = recs[ar.fields["constraint"]]; ar == nil {
				return nil, fmt.Errorf("argument %s: constraint not found", a[1])
			}
		}
		switch {
		case a[0] == "UnitAttr":
			// ODS gives UnitAttr a default ("false", absent) to build it from a bool;
			// it is an optional attribute all the same.
			f.attrs = append(f.attrs, attr{a[1], "optional"})
		case ar.is("Attr"):
			f.attrs = append(f.attrs, attr{a[1], attrMode(ar)})
		case ar.is("TypeConstraint"):
			f.operands = append(f.operands, group{a[1], typeKind(ar)})
		default:
			return nil, fmt.Errorf("argument %s: unknown kind %v", a[1], ar.classes)
		}
	}
	for _, a := range dagArgs(r.fields["results"]) {
		ar := recs[a[0]]
		if ar != nil && ar.is("OpVariable") {
			addDecorators(ar)
			ar = recs[ar.fields["constraint"]]
		}
		if ar == nil {
			return nil, fmt.Errorf("result %s: record not found", a[1])
		}
		f.results = append(f.results, group{a[1], typeKind(ar)})
	}
	for _, a := range dagArgs(r.fields["regions"]) {
		ar := recs[a[0]]
		if ar == nil {
			return nil, fmt.Errorf("region %s: record %s not found", a[1], a[0])
		}
		k := "single"
		if ar.is("VariadicRegion") {
			k = "variadic"
		}
		// The block count shows only in the summary (the predicate is C++).
		if m := regionBlocks.FindStringSubmatch(unquote(ar.fields["summary"])); m != nil {
			k += "/" + strings.Replace(m[1], "at most ", "<=", 1)
		}
		f.regions = append(f.regions, group{a[1], k})
	}
	for _, a := range dagArgs(r.fields["successors"]) {
		k := "single"
		if ar := recs[a[0]]; ar != nil && ar.is("VariadicSuccessor") {
			k = "variadic"
		}
		f.successors = append(f.successors, group{a[1], k})
	}
	if err := llvmTraits(f, recs, r, doc, kinds); err != nil {
		return nil, err
	}
	return f, nil
}

// llvmTraits fills in f's compared traits, effects (adding the op-level ones to kinds,
// the effect kinds its operands and results declare) and speculatability.
func llvmTraits(f *opFacts, recs map[string]*record, r *record, doc *docOp, kinds map[string]bool) error {
	all := append(append([]string{}, doc.traits...), doc.interfaces...)
	has := map[string]bool{}
	for _, t := range all {
		base, arg := t, ""
		if m := templ.FindStringSubmatch(t); m != nil {
			base, arg = m[1], m[2]
		}
		has[base] = true
		if !isCompared(base) {
			if _, ok := ignoredTraits[base]; !ok {
				return fmt.Errorf("trait or interface %s neither compared nor ignored", t)
			}
			continue
		}
		if arg != "" {
			f.traits[base+"<"+arg+">"] = true
		} else {
			f.traits[base] = true
		}
	}
	// HasOnlyGraphRegion only supplies RegionKindInterface's methods: without the
	// interface declared too (emitc.expression) MLIR sees an ordinary SSA region.
	if !has["RegionKindInterface"] {
		delete(f.traits, "HasOnlyGraphRegion")
	}
	for _, k := range strings.Fields(doc.effects) {
		switch {
		case strings.Contains(k, "Read"):
			kinds["read"] = true
		case strings.Contains(k, "Write"):
			kinds["write"] = true
		case strings.Contains(k, "Allocate"):
			kinds["alloc"] = true
		case strings.Contains(k, "Free"):
			kinds["free"] = true
		}
	}
	custom := false
	for _, t := range listItems(r.fields["traits"]) {
		if tr := recs[t]; tr != nil && tr.is("DeclareOpInterfaceMethods") &&
			unquote(tr.fields["cppInterfaceName"]) == "MemoryEffectOpInterface" {
			custom = true
		}
	}
	declared := has["NoMemoryEffect (MemoryEffectOpInterface)"] || has["MemoryEffectOpInterface"] || len(kinds) > 0
	switch {
	case custom:
		f.effects = "custom"
	case declared && len(kinds) == 0:
		kinds["none"] = true
	}
	if has["RecursiveMemoryEffects"] {
		kinds["recursive"] = true
	}
	if f.effects == "" {
		f.effects = joinSet(kinds, "unknown")
	}
	switch {
	case has["AlwaysSpeculatableImplTrait"]:
		f.spec = "always"
	case has["RecursivelySpeculatableImplTrait"]:
		f.spec = "recursive"
	case has["ConditionallySpeculatable"]:
		f.spec = "conditional"
	default:
		f.spec = "never"
	}
	return nil
}

func isCompared(base string) bool {
	for _, c := range comparedTraits {
		if c == base {
			return true
		}
	}
	return false
}

func typeKind(r *record) string {
	switch {
	case r.is("VariadicOfVariadic"):
		return "variadic-of-variadic"
	case r.is("Variadic"):
		return "variadic"
	case r.is("Optional"):
		return "optional"
	}
	return "single"
}

func attrMode(r *record) string {
	opt := r.fields["isOptional"] == "1"
	def := r.fields["defaultValue"]
	hasDef := def != "" && def != `""` && def != "?" && def != "[{}]"
	switch {
	case hasDef && opt:
		return "default-optional"
	case hasDef:
		return "default"
	case opt:
		return "optional"
	}
	return "required"
}

// joinSet joins a set's members in order, empty as empty.
func joinSet(s map[string]bool, empty string) string {
	var l []string
	for k, v := range s {
		if v {
			l = append(l, k)
		}
	}
	if len(l) == 0 {
		return empty
	}
	sort.Strings(l)
	return strings.Join(l, "+")
}

// resolveClasses rewrites the C++ op classes in trait arguments (HasParent<scf::ForOp>) to
// op names, through the -gen-op-doc headers of every file read.
func resolveClasses(ops map[string]*opFacts, classes map[string]string) {
	for name, f := range ops {
		// Traits name classes of the op's own namespace unqualified, which is the
		// dialect's name for every dialect compared.
		ns := name[:strings.IndexByte(name, '.')]
		nt := map[string]bool{}
		for t := range f.traits {
			m := templ.FindStringSubmatch(t)
			if m == nil {
				nt[t] = true
				continue
			}
			var names []string
			for _, c := range strings.Split(m[2], ", ") {
				c = strings.TrimPrefix(strings.TrimSpace(c), "::mlir::")
				if n, ok := classes[c]; ok {
					c = n
				} else if n, ok := classes[ns+"::"+c]; ok {
					c = n
				}
				names = append(names, c)
			}
			sort.Strings(names)
			base := m[1]
			if base == "ParentOneOf" {
				base = "HasParent"
			}
			nt[base+"<"+strings.Join(names, ",")+">"] = true
		}
		f.traits = nt
	}
}
