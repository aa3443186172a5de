package ub_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// TestPoisonForms pins the custom and generic forms mlir-opt 19 prints for ub.poison: the
// default value is omitted from the custom form and spelled as a property in the generic.
func TestPoisonForms(t *testing.T) {
	src := `func.func @f() -> (i32, vector<2xf32>) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = "ub.poison"() : () -> vector<2xf32>
  return %0, %1 : i32, vector<2xf32>
}`
	custom, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"%0 = ub.poison : i32", "%1 = ub.poison : vector<2xf32>"} {
		if !strings.Contains(custom, want) {
			t.Errorf("custom form lacks %q:\n%s", want, custom)
		}
	}
	generic, err := all.RoundTrip(src, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"ub.poison"() <{value = #ub.poison}> : () -> i32`; !strings.Contains(generic, want) {
		t.Errorf("generic form lacks %q:\n%s", want, generic)
	}
}

// TestPoisonErrors checks MLIR's diagnostics for a value that is not a poison attribute.
func TestPoisonErrors(t *testing.T) {
	for src, want := range map[string]string{
		"%0 = ub.poison <#ub.foo> : i32": "unknown attribute `foo` in dialect `ub`",
		"%0 = ub.poison <1 : i32> : i32": "custom op 'ub.poison' invalid kind of attribute specified",
	} {
		_, err := all.RoundTrip(src, false)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
