package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

const aippKernel = `func.func @k(%x: memref<?xi8, 22>) {
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xi8>
  ascendc.global_tensor.set_global_buffer %g, %x : !ascendc.global_tensor<*xi8>, memref<?xi8, 22>
  %cfg = ascendc.construct !ascendc.aipp_params()
  "ascendc.set_aipp_functions"(%g, %g, %cfg) {format = 0 : i32} : (!ascendc.global_tensor<*xi8>, !ascendc.global_tensor<*xi8>, !ascendc.aipp_params) -> ()
BODY
  return
}`

// TestSetAippFunctions: the setter keeps its operands and runs; its reader is refused.
func TestSetAippFunctions(t *testing.T) {
	x := &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 64), Name: "x"}
	ch, d := kernel(t, strings.Replace(aippKernel, "BODY", "", 1), 1, x)
	if d != "" {
		t.Fatal(d)
	}
	s := ch.Cores[0].Ext(aippKey).(*aippState)
	if !s.set || !s.hasSrc1 || s.format != 0 || s.src0.Size != 64 || s.config.O == nil {
		t.Fatalf("state %+v", s)
	}
	load := `  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %l1 = ascendc.local_tensor_v3 a1, 0, 64 : !ascendc.local_tensor<64xf16>
  %p = ascendc.construct !ascendc.load_image_to_local_params(%c2, %c2, %c0, %c0, %c2, %c0, %c0, %c0, %c0) [ui16, ui16, ui16, ui16, ui16, ui16, ui16, ui16, ui16] : i32, i32, i32, i32, i32, i32, i32, i32, i32
  ascendc.load_image_to_local %l1, %p : !ascendc.local_tensor<64xf16>, !ascendc.load_image_to_local_params`
	_, d = kernel(t, strings.Replace(aippKernel, "BODY", load, 1), 1, x)
	wantErr(t, d, "'ascendc.load_image_to_local' op", "those conversions are not given by the specs")
}

// TestMatmulSetSparseIndex: the setter runs and keeps the index matrix; the Matmul's
// next computation is refused.
func TestMatmulSetSparseIndex(t *testing.T) {
	const M, N, K = 16, 16, 16
	src := mmKernel(M, N, K, false, false)
	anchor := "  ascendc.matmul.set_tensor_b %mm"
	i := strings.Index(src, anchor)
	src = src[:i] + "  %gi = ascendc.global_tensor : !ascendc.global_tensor<*xui8>\n" +
		"  ascendc.matmul.set_sparse_index %mm, %gi : " + mmTy + ", !ascendc.global_tensor<*xui8>\n" + src[i:]
	z := func(n int, name string) *sim.Arg { return &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, n), Name: name} }
	_, d := kernel(t, src, 4, z(2*M*K, "a"), z(2*K*N, "b"), z(4*N, "bias"),
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*M*N), Name: "c"}, z(1024, "ws"))
	wantErr(t, d, "op is not simulated after SetSparseIndex: the sparse Matmul selects A's K elements")
}
