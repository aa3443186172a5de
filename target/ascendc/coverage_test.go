package ascendc

import (
	"sort"
	"strings"
	"testing"
)

// coveredDialects are the dialects whose every registered op must have an emission rule
// or a recorded reason for having none (ascendc and emitasc: TestEveryOpHasARule).
var coveredDialects = []string{"arith", "math", "emitc", "func", "scf", "memref", "cf", "builtin", "llvm"}

// noRuleReasons records why ops of the covered dialects have no emission rule. PyAsc's
// translator has no printer for them either (emission spec §1.10–§1.15, §4.1), so they
// fail with "unable to find printer for op". Ops not registered yet are listed too (other
// dialects grow concurrently): an entry only counts once its op exists.
var noRuleReasons = func() map[string]string {
	r := map[string]string{
		"builtin.module":                     "emitted by Translate itself, not through the rule table (§1.1)",
		"builtin.unrealized_conversion_cast": "a conversion artefact a pass must remove; PyAsc has no printer",
		"func.call_indirect":                 "PyAsc has no printer; a function value has no C++ spelling (§1.11)",
		"func.constant":                      "a function value has no C++ spelling, so PyAsc fails on it (§1.11)",
		"scf.reduce.return":                  "terminator of scf.reduce, spelled by its parent's rule",
		"scf.forall":                         "PyAsc has no printer (§1.10)",
		"scf.forall.in_parallel":             "PyAsc has no printer (§1.10)",
	}
	for _, n := range []string{"alloc", "alloca_scope", "alloca_scope.return", "assume_alignment", "atomic_rmw",
		"atomic_yield", "collapse_shape", "copy", "dealloc", "dim", "dma_start", "dma_wait", "expand_shape",
		"extract_aligned_pointer_as_index", "extract_strided_metadata", "generic_atomic_rmw", "get_global", "global",
		"memory_space_cast", "prefetch", "rank", "realloc", "reshape", "subview", "transpose", "view"} {
		r["memref."+n] = "PyAsc has no printer for it: only alloca, load, store and cast translate (§1.15)"
	}
	for _, n := range []string{"ctlz", "cttz", "ctpop", "fpowi", "ipowi", "isfinite", "isinf", "isnan",
		"isnormal", "sincos"} {
		r["math."+n] = "PyAsc has no printer for it (§1.13)"
	}
	for _, n := range []string{"add", "apply", "assign", "bitwise_and", "bitwise_left_shift", "bitwise_not",
		"bitwise_or", "bitwise_right_shift", "bitwise_xor", "call", "call_opaque", "cmp", "conditional",
		"declare_func", "div", "expression", "for", "func", "get_global", "global", "if", "literal", "logical_and",
		"logical_not", "logical_or", "load", "lvalue", "member", "member_of_ptr", "mul", "rem", "return", "sub",
		"subscript", "unary_minus", "unary_plus", "yield"} {
		r["emitc."+n] = "PyAsc has no printer for it: only include, verbatim, constant, variable and cast translate (§1.14)"
	}
	for _, n := range []string{"assert", "br", "cond_br", "switch"} {
		r["cf."+n] = "PyAsc translates no cf op; functions with several blocks are refused (§1.10, §1.3)"
	}
	return r
}()

// TestEveryOpHasARuleOrReason walks the registered ops of the covered dialects: each must
// have an emission rule (hand-written or generic) or a reason in noRuleReasons; an op
// with both has a stale reason.
func TestEveryOpHasARuleOrReason(t *testing.T) {
	ctx := specContext()
	var missing, stale []string
	for _, n := range ctx.RegisteredOps() {
		dialect, _, _ := strings.Cut(n, ".")
		if !contains(coveredDialects, dialect) {
			continue
		}
		info := ctx.LookupOp(n)
		has := HasRule(info)
		reason, listed := noRuleReasons[n]
		if r, refused := noPrinter[n]; refused {
			reason, listed = r, true
		}
		switch {
		case !has && !listed:
			missing = append(missing, n)
		case has && listed && !strings.Contains(reason, "parent"):
			stale = append(stale, n)
		}
	}
	sort.Strings(missing)
	sort.Strings(stale)
	if len(missing) > 0 {
		t.Errorf("%d ops have no emission rule and no recorded reason (add a rule following "+
			"../shared/spec/emission.md, or a reason to noRuleReasons):\n  %s", len(missing), strings.Join(missing, "\n  "))
	}
	if len(stale) > 0 {
		t.Errorf("%d ops have a rule and a reason for having none (drop the reason):\n  %s", len(stale), strings.Join(stale, "\n  "))
	}
}

// TestNoRuleOpsAreRefused: an op of the covered dialects without a rule, or one the
// translator refuses as PyAsc does (noPrinter), is refused with PyAsc's message.
func TestNoRuleOpsAreRefused(t *testing.T) {
	_, err := translateExact(t, `func.func @f(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  return
}`)
	if err == nil || !strings.Contains(err.Error(), "'memref.alloc' op unable to find printer for op") {
		t.Errorf("memref.alloc: %v", err)
	}
	for op := range noPrinter {
		if !strings.HasPrefix(op, "math.") || strings.Contains(op, "powf") {
			continue
		}
		_, err := translateExact(t, "func.func @f(%x: f32) {\n  %y = "+op+" %x : f32\n  return\n}")
		if err == nil || !strings.Contains(err.Error(), "'"+op+"' op unable to find printer for op") {
			t.Errorf("%s: %v", op, err)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
