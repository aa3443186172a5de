package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// hcclKernel copies 64 floats from the GM buffer GetHcclContext<1> returns to the one
// GetHcclContext<0> returns; pre sets the slots (x and y are the kernel's GM arguments).
func hcclKernel(pre string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %i0 = emitc.cast %s0 : i32 to ui32
  %i1 = emitc.cast %s1 : i32 to ui32
` + pre + `
  %p = ascendc.get_hccl_context %i1 : ui32, memref<?xf32, 22>
  %q = ascendc.get_hccl_context %i0 : ui32, memref<?xf32, 22>
  %gp = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gp, %p : ` + gt + `, memref<?xf32, 22>
  %gq = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gq, %q : ` + gt + `, memref<?xf32, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  ascendc.data_copy_l2 %a, %gp, %c64 : ` + lt + `, ` + gt + `, i32
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_l2 %gq, %a, %c64 : ` + gt + `, ` + lt + `, i32
  return
}`
}

func runHccl(t *testing.T, pre string, blockDim int) ([]byte, string) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	_, diags := kernel(t, hcclKernel(pre), blockDim, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	return y.Data, diags
}

// The two slots are apart: slot 1 is set to x and slot 0 to y (slot 0 first given x, then
// overwritten), and the copy from the address in slot 1 to the one in slot 0 moves x to y.
func TestHcclContextSlots(t *testing.T) {
	y, d := runHccl(t, `  ascendc.set_hccl_context %i0, %x : ui32, memref<?xf32, 22>
  ascendc.set_hccl_context %i1, %x : ui32, memref<?xf32, 22>
  ascendc.set_hccl_context %i0, %y : ui32, memref<?xf32, 22>`, 1)
	if d != "" {
		t.Fatal(d)
	}
	for i, w := range iota64() {
		if f32at(y, i) != w {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), w)
		}
	}
	// Each core keeps its own slots: core 1 setting them leaves core 0's unset.
	_, d = runHccl(t, `  %b = ascendc.get_block_idx : i32
  %one = arith.cmpi eq, %b, %s1 : i32
  scf.if %one {
    ascendc.set_hccl_context %i0, %y : ui32, memref<?xf32, 22>
    ascendc.set_hccl_context %i1, %x : ui32, memref<?xf32, 22>
  }`, 2)
	wantErr(t, d, "GetHcclContext<1> before any SetHcclContext<1> on this core: the context slot holds no address (core 0)")
	if strings.Contains(d, "(core 1)") {
		t.Fatalf("core 1 failed: %q", d)
	}
}

// An index outside 0..1, a read of a slot never set, a context that is not a GM address
// and a context that is not a pointer are refused, never read as 0.
func TestHcclContextRefusals(t *testing.T) {
	for _, c := range []struct{ pre, want string }{
		{`  %s2 = arith.constant 2 : i32
  %i2 = emitc.cast %s2 : i32 to ui32
  ascendc.set_hccl_context %i2, %x : ui32, memref<?xf32, 22>`, "'ascendc.set_hccl_context' op HCCL context index 2 is out of range: a core keeps 2 contexts (index 0 to 1)"},
		{`  %s = arith.constant -1 : i32
  %m = emitc.cast %s : i32 to ui32
  %r = ascendc.get_hccl_context %m : ui32, memref<?xf32, 22>`, "HCCL context index 4294967295 is out of range"},
		{`  %m = arith.constant -1 : i32
  ascendc.set_hccl_context %m, %x : i32, memref<?xf32, 22>`, "HCCL context index -1 is out of range"},
		{`  ascendc.set_hccl_context %i0, %y : ui32, memref<?xf32, 22>`, "'ascendc.get_hccl_context' op GetHcclContext<1> before any SetHcclContext<1> on this core: the context slot holds no address"},
		{`  %t = ascendc.local_tensor_v3 vecin, 1024, 64 : ` + lt + `
  %u = ascendc.local_tensor.get_phy_addr_v2 %t : ` + lt + `, memref<64xf32>
  ascendc.set_hccl_context %i1, %u : ui32, memref<64xf32>`, "HCCL context 1 must be a GM address, got a pointer into UB"},
	} {
		_, d := runHccl(t, c.pre, 1)
		if !strings.Contains(d, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.pre, d, c.want)
		}
	}
	bad := `func.func @f(%a: i64) {
  %i0 = arith.constant 0 : i32
  ascendc.set_hccl_context %i0, %a : i32, i64
  return
}`
	if e := compileErr(t, bad, "f"); !strings.Contains(e, "is not simulated for a context of type i64 (a GM pointer, as a memref, is expected)") {
		t.Errorf("integer context: %q", e)
	}
	bad = `func.func @f() -> i64 {
  %i0 = arith.constant 0 : i32
  %r = ascendc.get_hccl_context %i0 : i32, i64
  return %r : i64
}`
	if e := compileErr(t, bad, "f"); !strings.Contains(e, "is not simulated for a context of type i64") {
		t.Errorf("integer result: %q", e)
	}
}
