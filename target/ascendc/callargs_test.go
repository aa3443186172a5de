package ascendc

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// TestCallArgs records, for every ascendc op, the Ascend C call its synthetic instance
// (every optional part present, f32 tensors) is emitted as, each argument spelled by the
// name of the IR operand it is: the map from operands to API parameter positions that the
// simulator, which reads operands by name, must give the API's meanings. The record
// (testdata/callargs.golden, `go test -run TestCallArgs -update`) is what the simulator
// was audited against (docs/sim/crosscheck.md); a change of an op's emission shows here.
func TestCallArgs(t *testing.T) {
	ctx := all.NewContext()
	samples := sampleTypes(t, ctx)
	arg := regexp.MustCompile(`\bv(\d+)\b`)
	var b strings.Builder
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") || needsContext[name] != "" || noPrinter[name] != "" {
			continue
		}
		info := ctx.LookupOp(name)
		def := opdef.DefOf(info)
		if def == nil {
			continue
		}
		fm := form{off: map[int]bool{}, attrOn: map[int]bool{}, label: "all"}
		for i, a := range def.Attrs {
			if a.Optional || a.Default != nil || a.C.Unit {
				fm.attrOn[i] = true
			}
		}
		out, err := emitSynthetic(ctx, info, def, samples, fm)
		if err != nil {
			fmt.Fprintf(&b, "%s: error: %v\n", name, firstLine(err.Error()))
			continue
		}
		// The function's arguments v1.. are the operands in order (variadic groups two
		// values each); results are named after them.
		var names []string
		for _, o := range def.Operands {
			n := 1
			if o.Kind == opdef.Variadic {
				n = 2
			}
			for i := 0; i < n; i++ {
				names = append(names, o.Name)
			}
		}
		body := callBody(out)
		body = arg.ReplaceAllStringFunc(body, func(s string) string {
			var k int
			fmt.Sscanf(s[1:], "%d", &k)
			if k >= 1 && k <= len(names) {
				return "$" + names[k-1]
			}
			return "%r"
		})
		fmt.Fprintf(&b, "%s: %s\n", name, body)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "callargs", []byte(b.String()))
}

// callBody is the function body's statements on one line, the return dropped.
func callBody(cpp string) string {
	lines := strings.Split(cpp, "\n")
	var keep []string
	for _, l := range lines[1:] {
		l = strings.TrimSpace(l)
		if l == "" || l == "}" || l == "return;" {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, " ")
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
