package odstest

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// The checker itself, on a dialect built on the op engine: every math op builds, prints and
// re-parses in both forms.
func TestRoundTripAllMath(t *testing.T) {
	if n := RoundTripAll(t, Config{Dialect: "math", Ctx: all.NewContext()}); n != 39 {
		t.Errorf("checked %d math ops, want 33", n)
	}
}

// A source that does not verify is reported, not accepted.
func TestCheckSourceRejects(t *testing.T) {
	if err := checkSource(all.NewContext(), "func.func @f() -> i32 {\n  return\n}\n"); err == nil {
		t.Error("a function returning nothing for an i32 result passed the check")
	}
}
