package ascendc

import (
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// The first op of each function is the library call whose written tensors are listed;
// the arguments are named so that the expected ones read off the signature.
const writtenSrc = `
func.func @softmax(%dst: !ascendc.local_tensor<64xf32>, %sum: !ascendc.local_tensor<8xf32>, %max: !ascendc.local_tensor<8xf32>, %src: !ascendc.local_tensor<64xf32>, %tmp: !ascendc.local_tensor<512xui8>, %tiling: !ascendc.softmax_tiling) {
  ascendc.softmax %dst, %sum, %max, %src, %tmp, %tiling {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<512xui8>, !ascendc.softmax_tiling
  return
}
func.func @reduce(%dst: !ascendc.local_tensor<8xf32>, %src: !ascendc.local_tensor<64xf32>, %tmp: !ascendc.local_tensor<8xf32>, %n: i64) {
  ascendc.reduce_sum_l2 %dst, %src, %tmp, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
  return
}
func.func @adds(%dst: !ascendc.local_tensor<64xf32>, %src: !ascendc.local_tensor<64xf32>, %s: f32, %n: i64) {
  ascendc.adds_l2 %dst, %src, %s, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
  return
}
`

// TestWrittenOperands: a library call writes dst and also SoftMax's sum and max tensors
// and every sharedTmpBuffer (the write-after-read order of ascendc-insert-sync covers
// them); a plain vector op writes dst only.
func TestWrittenOperands(t *testing.T) {
	ctx := dialects.NewContext()
	mod, err := ir.ParseSource(ctx, "written.mlir", []byte(writtenSrc), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{0, 1, 2, 4}, {0, 2}, {0}} // argument numbers, per function
	for i, fn := range funcs(mod) {
		args := body(fn).Args()
		got := writtenOperands(body(fn).First())
		if len(got) != len(want[i]) {
			t.Fatalf("function %d: %d written tensors, want %d", i, len(got), len(want[i]))
		}
		for j, a := range want[i] {
			if got[j] != args[a] {
				t.Errorf("function %d: written tensor %d is not argument %d", i, j, a)
			}
		}
	}
}
