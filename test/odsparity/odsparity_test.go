package odsparity

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

const (
	tblgenPath = "/usr/lib/llvm-19/bin/mlir-tblgen"
	includeDir = "/usr/lib/llvm-19/include"
)

// files are the ODS sources of the upstream dialects we register. full says whether we
// claim the whole dialect (every LLVM op must be registered) or only some of its ops.
var files = []struct {
	tdFile
	full bool
}{
	{tdFile{"mlir/Dialect/Arith/IR/ArithOps.td", "arith", nil}, true},
	{tdFile{"mlir/Dialect/Math/IR/MathOps.td", "math", nil}, true},
	{tdFile{"mlir/Dialect/MemRef/IR/MemRefOps.td", "memref", nil}, true},
	{tdFile{"mlir/Dialect/EmitC/IR/EmitC.td", "emitc", nil}, true},
	{tdFile{"mlir/Dialect/ControlFlow/IR/ControlFlowOps.td", "cf", nil}, true},
	{tdFile{"mlir/Dialect/SCF/IR/SCFOps.td", "scf", nil}, true},
	{tdFile{"mlir/Dialect/Func/IR/FuncOps.td", "func", nil}, true},
	{tdFile{"mlir/Dialect/UB/IR/UBOps.td", "ub", []string{"mlir/Dialect/UB/IR"}}, true},
	{tdFile{"mlir/IR/BuiltinOps.td", "builtin", nil}, true},
	{tdFile{"mlir/Dialect/Tensor/IR/TensorOps.td", "tensor", nil}, false},
	{tdFile{"mlir/Dialect/Affine/IR/AffineOps.td", "affine", nil}, false},
}

// TestODSParity compares every op of the upstream dialects with its LLVM 19 definition.
func TestODSParity(t *testing.T) {
	if _, err := os.Stat(tblgenPath); err != nil {
		t.Skip("mlir-tblgen 19 not installed")
	}
	if _, err := os.Stat(includeDir + "/mlir/IR/OpBase.td"); err != nil {
		t.Skip("LLVM 19 MLIR include tree not installed")
	}
	var tds []tdFile
	for _, f := range files {
		tds = append(tds, f.tdFile)
	}
	llvm, err := llvmOps(tblgenPath, includeDir, tds)
	if err != nil {
		// Present but failing is a failure: only an absent oracle skips.
		t.Fatal(err)
	}
	ctx := all.NewContext()
	used := map[string]bool{}
	var problems []string
	report := func(op, what, ours, theirs string) {
		key := op + " " + what
		if reason, ok := exceptions[key]; ok && reason != "" {
			used[key] = true
			return
		}
		problems = append(problems, fmt.Sprintf("%s: ours %s, LLVM 19 %s", key, ours, theirs))
	}
	compared := 0
	for _, f := range files {
		names := map[string]bool{}
		for name := range llvm {
			if strings.HasPrefix(name, f.dialect+".") {
				names[name] = true
			}
		}
		for _, d := range all.Dialects() {
			if d.Name != f.dialect {
				continue
			}
			for _, info := range d.Ops {
				if !names[info.Name] {
					report(info.Name, "registered", "yes", "no such op")
				}
			}
		}
		for _, name := range sorted(names) {
			info := ctx.LookupOp(name)
			if info == nil || !info.Registered {
				if f.full {
					report(name, "registered", "no", "yes")
				}
				continue
			}
			compared++
			compareOp(name, ourFacts(info), llvm[name], report)
		}
	}
	for name := range customEffects {
		if f := llvm[name]; f == nil || f.effects != "custom" {
			problems = append(problems, fmt.Sprintf("customEffects entry %s: LLVM 19 declares its effects in ODS", name))
		}
	}
	for key, reason := range exceptions {
		if !used[key] {
			problems = append(problems, fmt.Sprintf("exception %q (%s) no longer needed", key, reason))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
	t.Logf("compared %d ops with LLVM 19", compared)
}

func sorted(s map[string]bool) []string {
	var l []string
	for k := range s {
		l = append(l, k)
	}
	sort.Strings(l)
	return l
}

// compareOp reports every difference between our facts and LLVM's for op name.
func compareOp(name string, ours, theirs *opFacts, report func(op, what, ours, theirs string)) {
	cmpGroups := func(what string, a, b []group) {
		// An unnamed ODS group has no accessor or format name: ours may name it.
		if len(a) == len(b) {
			for i := range b {
				if b[i].name == "" {
					b[i].name = a[i].name
				}
			}
		}
		if fmtGroups(a) != fmtGroups(b) {
			report(name, what, fmtGroups(a), fmtGroups(b))
		}
	}
	cmpGroups("operands", ours.operands, theirs.operands)
	cmpGroups("results", ours.results, theirs.results)
	cmpGroups("regions", ours.regions, theirs.regions)
	cmpGroups("successors", ours.successors, theirs.successors)
	if fmtAttrs(ours.attrs) != fmtAttrs(theirs.attrs) {
		report(name, "attributes", fmtAttrs(ours.attrs), fmtAttrs(theirs.attrs))
	}
	want := normEffects(theirs.effects)
	if theirs.effects == "custom" {
		want = customEffects[name]
	}
	if got := normEffects(ours.effects); got != want {
		report(name, "effects", got, theirs.effects)
	}
	if ours.spec != theirs.spec {
		report(name, "speculatability", ours.spec, theirs.spec)
	}
	for _, tr := range sorted(union(ours.traits, theirs.traits)) {
		if ours.traits[tr] != theirs.traits[tr] {
			report(name, "trait "+tr, has(ours.traits[tr]), has(theirs.traits[tr]))
		}
	}
}

func union(a, b map[string]bool) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

func has(b bool) string {
	if b {
		return "has it"
	}
	return "lacks it"
}

func fmtGroups(l []group) string {
	var s []string
	for _, g := range l {
		s = append(s, g.name+":"+g.kind)
	}
	return "(" + strings.Join(s, ", ") + ")"
}

func fmtAttrs(l []attr) string {
	var s []string
	for _, a := range l {
		s = append(s, a.name+":"+a.mode)
	}
	sort.Strings(s)
	return "{" + strings.Join(s, ", ") + "}"
}
