package semantics

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
)

// Every registered op is a real op, and every ascendc op with semantics that issues to a
// pipe takes it from its record unless pipeOverrides says why not.
func TestRegistryOpsAndPipes(t *testing.T) {
	ctx := all.NewContext()
	r := Registry()
	for _, name := range r.Ops() {
		if ctx.LookupOp(name) == nil {
			t.Errorf("%s has semantics but is not a registered op", name)
		}
	}
	for name, rule := range pipeOverrides {
		if !r.Registered(name) {
			t.Errorf("override for %s, which has no semantics", name)
		}
		if _, rec := arch.OpPipe(ctx.LookupOp(name)); rec == rule {
			t.Errorf("override for %s agrees with its record: remove it", name)
		}
	}
	for _, fam := range vecFamilies {
		for _, name := range []string{fam.l0, fam.l1, fam.l2} {
			if name == "" {
				continue
			}
			if p, rule := arch.OpPipe(ctx.LookupOp(name)); rule != arch.FixedPipe || p != arch.V {
				t.Errorf("%s: record pipe %v (%v), the vector unit is V", name, p, rule)
			}
		}
	}
}
