package gpu_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

func TestBarrierRoundTrip(t *testing.T) {
	src := "func.func @f() {\n  gpu.barrier\n  gpu.barrier {x = 1 : i32}\n  return\n}"
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	want := "module {\n  func.func @f() {\n    gpu.barrier\n    gpu.barrier {x = 1 : i32}\n    return\n  }\n}"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	generic, err := all.RoundTrip(src, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"gpu.barrier"() : () -> ()`; !contains(generic, want) {
		t.Errorf("generic form lacks %q:\n%s", want, generic)
	}
	if _, err := all.RoundTrip("func.func @f() {\n  gpu.barrier 1\n  return\n}", false); err == nil {
		t.Error("a barrier with an operand parsed")
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
