package odsparity

import (
	"sort"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// traitBits maps the compared ODS traits to our structural trait bits.
var traitBits = map[string]ir.Trait{
	"Commutative": ir.TraitCommutative, "Idempotent": ir.TraitIdempotent,
	"Involution": ir.TraitInvolution, "SameOperandsAndResultType": ir.TraitSameOperandsAndResultType,
	"ConstantLike": ir.TraitConstantLike, "Terminator": ir.TraitTerminator,
	"ReturnLike": ir.TraitReturnLike, "NoTerminator": ir.TraitNoTerminator,
	"SingleBlock": ir.TraitSingleBlock, "IsolatedFromAbove": ir.TraitIsolatedFromAbove,
	"AutomaticAllocationScope": ir.TraitAutomaticAllocationScope, "AffineScope": ir.TraitAffineScope,
	"Symbol": ir.TraitSymbol, "SymbolTable": ir.TraitSymbolTable, "Elementwise": ir.TraitElementwise,
	"AttrSizedOperandSegments": ir.TraitAttrSizedOperandSegments,
	"AttrSizedResultSegments":  ir.TraitAttrSizedResultSegments,
	"NoRegionArguments":        ir.TraitNoRegionArguments, "HasOnlyGraphRegion": ir.TraitGraphRegion,
}

var argKinds = map[opdef.ArgKind]string{opdef.Single: "single", opdef.Optional: "optional", opdef.Variadic: "variadic"}

// ourFacts brings a registered op kind to opFacts.
func ourFacts(info *ir.OpInfo) *opFacts {
	d := opdef.DefOf(info)
	f := &opFacts{traits: map[string]bool{}}
	groups := func(l []opdef.Operand) []group {
		var out []group
		for _, o := range l {
			out = append(out, group{o.Name, argKinds[o.Kind]})
		}
		return out
	}
	f.operands, f.results = groups(d.Operands), groups(d.Results)
	for _, r := range d.Regions {
		k := kindOf(r.Variadic)
		switch {
		case r.Blocks > 0:
			k += "/" + strconv.Itoa(r.Blocks)
		case r.MaxBlocks > 0:
			k += "/<=" + strconv.Itoa(r.MaxBlocks)
		}
		f.regions = append(f.regions, group{r.Name, k})
	}
	for _, s := range d.Successors {
		f.successors = append(f.successors, group{s.Name, kindOf(s.Variadic)})
	}
	for _, a := range d.Attrs {
		mode := "required"
		switch {
		case a.Default != nil && a.Optional:
			mode = "default-optional"
		case a.Default != nil:
			mode = "default"
		case a.Optional || a.C.Unit:
			// The engine lets a UnitAttr be absent whether or not it says Optional.
			mode = "optional"
		}
		f.attrs = append(f.attrs, attr{a.Name, mode})
	}
	for name, bit := range traitBits {
		if info.Traits&bit != 0 {
			f.traits[name] = true
		}
	}
	// OpAsmOpInterface names results and block arguments, or sets a default dialect.
	if d.ResultNames != nil || d.BlockArgNames != nil || d.DefaultDialect != "" {
		f.traits["OpAsmOpInterface"] = true
	}
	// The ops emitc.expression and form-expressions accept.
	if emitc.IsCExpression(info.Name) {
		f.traits["CExpression"] = true
	}
	if d.VerifySymbolUses != nil {
		f.traits["SymbolUserOpInterface"] = true
	}
	if d.SameTypeOperands {
		f.traits["SameTypeOperands"] = true
	}
	if info.SuccessorOperands != nil {
		f.traits["BranchOpInterface"] = true
	}
	if d.ImplicitTerminator != "" {
		f.traits["SingleBlockImplicitTerminator<"+d.ImplicitTerminator+">"] = true
	}
	if len(d.Parents) > 0 {
		p := append([]string{}, d.Parents...)
		sort.Strings(p)
		f.traits["HasParent<"+strings.Join(p, ",")+">"] = true
	}
	// Region control flow is modelled per pass: the dead-code analysis (sccp) and
	// remove-dead-values each list the ops they follow.
	switch dc, rdv := transforms.RegionBranchModel(info.Name); {
	case dc && rdv:
		f.traits["RegionBranchOpInterface"] = true
	case dc:
		f.traits["RegionBranchOpInterface(sccp only)"] = true
	}
	// The inliner's call graph, which the dead-code analysis shares.
	if call, callable := transforms.CallModel(info.Name); call {
		f.traits["CallOpInterface"] = true
	} else if callable {
		f.traits["CallableOpInterface"] = true
	}
	if transforms.IsLICMLoop(info.Name) {
		f.traits["LoopLikeOpInterface"] = true
	}
	f.effects = ourEffects(info)
	switch {
	case passes.SpeculationRule(info.Name) != passes.ByPurity:
		f.spec = passes.SpeculationRule(info.Name).String()
	case info.Traits&ir.TraitPure != 0:
		f.spec = "always"
	default:
		f.spec = "never"
	}
	return f
}

func kindOf(variadic bool) string {
	if variadic {
		return "variadic"
	}
	return "single"
}

// ourEffects spells our effect traits as opFacts.effects does.
func ourEffects(info *ir.OpInfo) string {
	if info.EffectTraits != nil {
		return "dynamic"
	}
	kinds := map[string]bool{}
	for k, bit := range map[string]ir.Trait{"none": ir.TraitPure, "read": ir.TraitMemRead,
		"alloc": ir.TraitAllocatesResults, "free": ir.TraitFreesOperand, "write": ir.TraitWritesMemory,
		"recursive": ir.TraitRecursiveMemoryEffects} {
		if info.Traits&bit != 0 {
			kinds[k] = true
		}
	}
	return joinSet(kinds, "unknown")
}

// normEffects brings an effect set to what our model can tell apart: one read, allocation
// or free is its own trait, while a write or any mix of kinds is TraitWritesMemory (a read
// kept beside it changes nothing then: CSE merges no op that writes).
func normEffects(s string) string {
	kinds := map[string]bool{}
	own := 0
	for _, k := range strings.Split(s, "+") {
		kinds[k] = true
		if k != "recursive" && k != "none" {
			own++
		}
	}
	if kinds["write"] || own > 1 {
		out := map[string]bool{"write": true, "recursive": kinds["recursive"]}
		return joinSet(out, "")
	}
	return s
}
