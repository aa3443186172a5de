package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestVecFloatOnly: Div, Divs and the float math instructions take half and float only;
// on integer tensors (an arith.divsi by a splat lowers to Divs) the run stops at the op
// instead of guessing the integer rounding.
func TestVecFloatOnly(t *testing.T) {
	src := `func.func @k(%x: memref<?xi32, 22>) {
  %c64 = arith.constant 64 : i32
  %c3 = arith.constant 3 : i32
  %a = ascendc.local_tensor_auto veccalc() : !ascendc.local_tensor<64xi32>
  %d = ascendc.local_tensor_auto veccalc() : !ascendc.local_tensor<64xi32>
  ascendc.duplicate_l2 %a, %c3, %c64 : !ascendc.local_tensor<64xi32>, i32, i32
  OP
  return
}`
	for _, op := range []string{
		"ascendc.divs_l2 %d, %a, %c3, %c64 : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i32, i32",
		"ascendc.div_l2 %d, %a, %a, %c64 : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i32",
	} {
		x := &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 256), Name: "x"}
		if _, d := kernel(t, strings.Replace(src, "OP", op, 1), 1, x); !strings.Contains(d, "takes half and float only, got i32") {
			t.Errorf("%s: got %q", op, d)
		}
	}
}
