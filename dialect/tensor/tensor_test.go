package tensor_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

// tensor.dim reads in generic form and prints in its custom form, as mlir-opt 19 does.
func TestDimRoundTrip(t *testing.T) {
	src := `func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index) {
  %a = "tensor.dim"(%t, %i) : (tensor<4x?xf32>, index) -> index
  %b = tensor.dim {foo} %u, %i : tensor<*xf32>
  return %a, %b : index, index
}`
	got, err := all.RoundTrip(src, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"%dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>", "%dim_0 = tensor.dim {foo} %arg1, %arg2 : tensor<*xf32>"} {
		if !strings.Contains(got, want) {
			t.Errorf("want %q in\n%s", want, got)
		}
	}
	if _, err := all.RoundTrip("func.func @g(%t: tensor<f32>, %c: index) -> index {\n  %d = tensor.dim %t, %c : tensor<f32>\n  return %d : index\n}", false); err == nil ||
		!strings.Contains(err.Error(), "operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'") {
		t.Errorf("a 0-D tensor: %v", err)
	}
}
