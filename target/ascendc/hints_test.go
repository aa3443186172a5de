package ascendc

import (
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// TestEveryOpHasARule checks that every op of the dialects that lower to Ascend C can be
// emitted: by a hand-written rule or by the generic rule from its emission hints, unless
// it is refused as PyAsc refuses it (noPrinter).
func TestEveryOpHasARule(t *testing.T) {
	ctx := all.NewContext()
	var missing []string
	for _, n := range ctx.RegisteredOps() {
		if !strings.HasPrefix(n, "ascendc.") && !strings.HasPrefix(n, "emitasc.") {
			continue
		}
		info := ctx.LookupOp(n)
		if HasRule(info) || noPrinter[n] != "" {
			continue
		}
		// Terminators are emitted by their parent op.
		if opdef.EmissionOf(info).CallStyle == "custom" && strings.HasSuffix(n, ".yield") {
			continue
		}
		missing = append(missing, n)
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d ops have no emission rule: %s", len(missing), strings.Join(missing, ", "))
	}
}

// TestHintReferences checks that the emission hints only name arguments and results of
// their op, so the generic rule never meets an unknown `$x`.
func TestHintReferences(t *testing.T) {
	ctx := all.NewContext()
	for _, n := range ctx.RegisteredOps() {
		info := ctx.LookupOp(n)
		if !genericApplies(info) {
			continue
		}
		def := opdef.DefOf(info)
		hint := opdef.EmissionOf(info)
		known := map[string]bool{}
		for _, o := range def.Operands {
			known[o.Name] = true
		}
		for _, a := range def.Attrs {
			known[a.Name] = true
		}
		for _, r := range def.Results {
			known[r.Name] = true
		}
		for _, list := range []string{hint.TemplateArgs, hint.CallArgs} {
			for _, item := range splitItems(list) {
				for i := 0; i < len(item); i++ {
					_, name, end := scanRef(item, i)
					if end < 0 {
						continue
					}
					if !known[name] {
						t.Errorf("%s: emission hint %q refers to unknown argument '%s'", n, list, name)
					}
					i = end - 1
				}
			}
		}
		if hint.CallStyle == "member" && len(def.Operands) == 0 {
			t.Errorf("%s: member call without an object operand", n)
		}
		if h := opdef.HintsOf(info); h != nil && h.Emit != nil {
			args := h.Args
			for _, a := range args {
				if !known[a] {
					t.Errorf("%s: argument list names unknown argument '%s'", n, a)
				}
			}
		}
	}
}
