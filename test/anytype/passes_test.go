package anytype

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// TestPassesTakeEveryForm runs every ascendc-* pass on the instance of every ascendc op
// whose AnyType operands all have one of the unusual forms: a pass may transform it or
// refuse it with a diagnostic, never panic.
func TestPassesTakeEveryForm(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every ascendc pass on every op and form")
	}
	ctx := all.NewContext()
	a := newAudit(t, ctx)
	reg := passall.Registry()
	var names []string
	for _, n := range reg.Names() {
		if strings.HasPrefix(n, "ascendc-") {
			names = append(names, n)
		}
	}
	var failures []string
	runs, nErr := 0, 0
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") {
			continue
		}
		info := ctx.LookupOp(name)
		def := a.defOf(info)
		if def == nil {
			continue
		}
		for _, f := range a.forms {
			k, err := a.instance(info, def, f, -1)
			if err != nil {
				continue
			}
			for _, p := range names {
				m, err := a.parseVerify(k.src)
				if err != nil {
					continue
				}
				pm, err := reg.ParsePipeline("builtin.module(" + p + ")")
				if err != nil {
					t.Fatal(err)
				}
				runs++
				err = catch(func() error { return pm.Run(m, ctx, nil) })
				if err != nil {
					nErr++
				}
				if err != nil &&
					(isPanic(err) || strings.Contains(err.Error(), "panicked")) {
					failures = append(failures, fmt.Sprintf("%s on %s with %s: %s", p, name, f, firstLine(err)))
				}
			}
		}
	}
	t.Logf("%d pass runs (%d passes), %d refused with a diagnostic", runs, len(names), nErr)
	if len(failures) > 0 {
		sort.Strings(failures)
		t.Errorf("%d panics:\n%s", len(failures), strings.Join(failures, "\n"))
	}
}
