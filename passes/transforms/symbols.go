package transforms

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// Symbol passes of MLIR 19: duplicate-function-elimination and symbol-privatize.

func registerSymbolPasses(r *passes.Registry) {
	r.Register(&passes.Info{Name: "duplicate-function-elimination", Summary: "Deduplicate functions",
		New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(dedupFunctions), nil }})
	r.Register(&passes.Info{Name: "symbol-privatize", Summary: "Mark symbols private",
		Options: []passes.Option{{Name: "exclude", Kind: passes.ListOption,
			Help: "Comma separated list of symbols that should not be marked private"}},
		New: func(o passes.Options) (passes.Pass, error) {
			var keep []string
			if v, ok := o["exclude"]; ok {
				keep = passes.SplitList(v)
			}
			return passes.PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				privatize(op, keep)
				return nil
			}), nil
		}})
}

// dedupFunctions keeps the first of every set of equivalent func.func ops (visited in
// post-order, as MLIR's walk does), points each func.call at its callee's survivor and
// erases the others. Two functions are equivalent when their attributes other than the
// name agree (visibility, argument attributes, discardable ones) and their bodies are
// equivalent up to locations, operands compared in order even for commutative ops; two
// declarations of one type are. Only func.call is
// redirected, as in MLIR: other references to an erased function are left as they are.
func dedupFunctions(root *ir.Operation, _ *ir.Context) error {
	var unique, dups []*ir.Operation
	survivor := map[string]string{}
	root.WalkPost(func(op *ir.Operation) {
		if op.Name() != fn.OpFunc {
			return
		}
		name := funcSymName(op)
		for _, u := range unique {
			if sameFunction(u, op) {
				survivor[name] = funcSymName(u)
				dups = append(dups, op)
				return
			}
		}
		unique = append(unique, op)
		survivor[name] = name
	})
	root.WalkPost(func(op *ir.Operation) {
		if op.Name() != fn.OpCall {
			return
		}
		ref, _ := op.Attr("callee").(*ir.SymbolRefAttr)
		if ref == nil || len(ref.Nested) > 0 {
			return
		}
		if to, ok := survivor[ref.Root]; ok && to != ref.Root {
			op.SetAttr("callee", ir.FlatSymbolRef(to))
		}
	})
	for _, op := range dups {
		op.Erase()
	}
	return nil
}

func funcSymName(op *ir.Operation) string {
	s, _ := op.Attr("sym_name").(*ir.StringAttr)
	if s == nil {
		return ""
	}
	return s.Value
}

func sameFunction(l, r *ir.Operation) bool {
	drop := func(as []ir.NamedAttr) []ir.NamedAttr {
		return slices.DeleteFunc(slices.Clone(as), func(a ir.NamedAttr) bool { return a.Name == "sym_name" })
	}
	if !attrsEqual(drop(l.Attrs()), drop(r.Attrs())) {
		return false
	}
	e := &bodyEq{m: map[*ir.Value]*ir.Value{}, ordered: true}
	return e.region(l.Region(0), r.Region(0))
}

// privatize makes every named symbol op directly in op's regions private unless its
// name is listed in keep (an unnamed module is no symbol and stays as it is).
func privatize(op *ir.Operation, keep []string) {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !o.HasTrait(ir.TraitSymbol) {
					continue
				}
				name, _ := o.Attr("sym_name").(*ir.StringAttr)
				if name == nil || slices.Contains(keep, name.Value) {
					continue
				}
				o.SetAttr("sym_visibility", &ir.StringAttr{Value: "private"})
			}
		}
	}
}
