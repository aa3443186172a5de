package semantics_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// TestEveryOpHasSemanticsOrReason: every op of every registered dialect is either simulated
// or refused with a reason, never neither (which would be a silent gap) and never both.
func TestEveryOpHasSemanticsOrReason(t *testing.T) {
	r := semantics.Registry()
	for _, st := range r.Statuses(all.NewContext()) {
		_, refused := r.Reason(st.Name)
		switch {
		case st.Simulated && refused:
			t.Errorf("%s has semantics and is also refused", st.Name)
		case !st.Simulated && st.Reason == "":
			t.Errorf("%s has neither semantics nor a reason for refusing it", st.Name)
		}
	}
}

// TestNoOpRegisteredTwice: each op's semantics come from exactly one family.
func TestNoOpRegisteredTwice(t *testing.T) {
	if d := semantics.Registry().Duplicates(); len(d) > 0 {
		t.Errorf("ops registered by more than one family: %v", d)
	}
}
