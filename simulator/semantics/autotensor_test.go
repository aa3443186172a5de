package semantics

import (
	"os"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// local_tensor_auto takes the next bytes of its position's buffer from TPipe's cursor,
// rounded up to 32 bytes as InitBuffer rounds: 10 f32 (40 B) at 0, then 16 f16 at 64; a
// TBuf carved after them starts at 96; each of three loop iterations allocates anew
// (32 B each), so the tensor after the loop is at 96+128+3·32; L1 has its own cursor.
// The dimensions give the size (GetSize), whatever the result type's rank.
func TestLocalTensorAutoAddresses(t *testing.T) {
	src := `func.func @f(%n: i64) -> (i64, i64, i64, i64, i64, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %len = arith.constant 100 : i64
  %two = arith.constant 2 : i64
  %a = ascendc.local_tensor_auto veccalc(%n) : <*xf32>
  %b = ascendc.local_tensor_auto vecin() input : <16xf16>
  %p = ascendc.pipe
  %tb = ascendc.tbuf : <veccalc>
  ascendc.pipe.init_buffer %p, %tb, %len : !ascendc.tbuf<veccalc>, i64
  %tt = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %c0) -> (index) {
    %l = ascendc.local_tensor_auto vecout(%two, %two) output : <?x?xf64>
    scf.yield %x : index
  }
  %d = ascendc.local_tensor_auto veccalc(%n, %two) : <?x?xi8>
  %e = ascendc.local_tensor_auto a1() : <64xf16>
  %aa = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<*xf32>, i64
  %ba = ascendc.local_tensor.get_phy_addr %b : !ascendc.local_tensor<16xf16>, i64
  %ta = ascendc.local_tensor.get_phy_addr %tt : !ascendc.local_tensor<8xf32>, i64
  %da = ascendc.local_tensor.get_phy_addr %d : !ascendc.local_tensor<?x?xi8>, i64
  %ea = ascendc.local_tensor.get_phy_addr %e : !ascendc.local_tensor<64xf16>, i64
  %as = ascendc.local_tensor.get_size %a : !ascendc.local_tensor<*xf32>, i32
  %ds = ascendc.local_tensor.get_size %d : !ascendc.local_tensor<?x?xi8>, i32
  %bp = ascendc.local_tensor.get_position %b : !ascendc.local_tensor<16xf16>, i32
  return %aa, %ba, %ta, %da, %ea, %bp, %as, %ds : i64, i64, i64, i64, i64, i32, i32, i32
}`
	r := runFunc(t, src, "f", sim.Value{I: 10})
	// VECIN is TPosition 9 (as TestTensorAndQueueInfo reads it).
	want := []int64{0, 64, 96, 96 + 128 + 3*32, 0, 9, 10, 20}
	for i, w := range want {
		if r[i].I != w {
			t.Errorf("result %d = %d, want %d", i, r[i].I, w)
		}
	}
}

// An automatic tensor holds data like any local tensor: x is copied into a VECIN one,
// Adds writes a VECOUT one, which is copied to y.
func TestLocalTensorAutoData(t *testing.T) {
	src := `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %n = arith.constant 64 : i64
  %h = arith.constant 1.5 : f32
  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %a = ascendc.local_tensor_auto vecin(%n) input : <?xf32>
  %o = ascendc.local_tensor_auto vecout() output : ` + lt + `
  ascendc.data_copy_l2 %a, %gx, %c64 : !ascendc.local_tensor<?xf32>, ` + gt + `, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.adds_l2 %o, %a, %h, %c64 : ` + lt + `, !ascendc.local_tensor<?xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c64 : ` + gt + `, ` + lt + `, i32
  return
}`
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	if d != "" {
		t.Fatal(d)
	}
	for i, v := range iota64() {
		if f32at(y.Data, i) != v+1.5 {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y.Data, i), v+1.5)
		}
	}
}

// Exceeding the buffer, a negative dimension and dimensions disagreeing with a static
// type are run-time errors; a GM position and a size known neither from the operands nor
// from the type are refused when compiling.
func TestLocalTensorAutoRefusals(t *testing.T) {
	run := func(body string, n int64) string {
		return runErr(t, `func.func @f(%n: i64) {
  `+body+`
  return
}`, "f", sim.Value{I: n})
	}
	for _, c := range []struct {
		body string
		n    int64
		want string
	}{
		{`%a = ascendc.local_tensor_auto veccalc(%n) : <*xf32>`, 1 << 20, "'ascendc.local_tensor_auto' op allocation capacity exceeded: UB needs 1048576 elements of 4 bytes at offset 0"},
		{`%a = ascendc.local_tensor_auto veccalc(%n) : <*xf32>`, 1 << 61, "allocation capacity exceeded"},
		{`%a = ascendc.local_tensor_auto veccalc(%n, %n) : <*xf32>`, 1 << 40, "more than 2^63 elements"},
		{`%a = ascendc.local_tensor_auto veccalc() : <40000xf32>
  %b = ascendc.local_tensor_auto veccalc(%n) : <*xf32>`, 10000, "UB needs 10000 elements of 4 bytes at offset 160000"},
		{`%a = ascendc.local_tensor_auto veccalc(%n) : <*xf32>`, -3, "local_tensor_auto dimension 0 is negative (-3)"},
		{`%a = ascendc.local_tensor_auto veccalc(%n) : <8xf32>`, 9, "local_tensor_auto dimensions give 9 elements but its type holds 8"},
	} {
		if e := run(c.body, c.n); !strings.Contains(e, c.want) {
			t.Errorf("%s (n=%d):\n got %q\nwant %q", c.body, c.n, e, c.want)
		}
	}
	for _, c := range []struct{ body, want string }{
		{`%a = ascendc.local_tensor_auto gm() : <8xf32>`, "is not simulated at position gm (a local tensor lives in a local buffer)"},
		{`%a = ascendc.local_tensor_auto veccalc() : <?xf32>`, "is not simulated without dimensions for a result of type !ascendc.local_tensor<?xf32>: its size is not known"},
	} {
		if e := compileErr(t, "func.func @f() {\n  "+c.body+"\n  return\n}", "f"); !strings.Contains(e, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.body, e, c.want)
		}
	}
}

// ToFile is a CPU-debug facility that does nothing on the device: the run completes, the
// tensor is unchanged and no file appears at the name the kernel gives.
func TestLocalTensorToFileIsDeviceNoop(t *testing.T) {
	dir := t.TempDir()
	body := `  ascendc.adds_l2 %o, %a, %c1f, %c64 : ` + lt + `, ` + lt + `, f32, i32
  ascendc.local_tensor.to_file %o {fileName = "` + dir + `/dump.bin"} : ` + lt
	y, d := runWrap(t, "  %c1f = arith.constant 1.0 : f32\n"+body)
	if d != "" {
		t.Fatal(d)
	}
	for i, v := range iota64() {
		if f32at(y, i) != v+1 {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), v+1)
		}
	}
	if es, err := os.ReadDir(dir); err != nil || len(es) != 0 {
		t.Fatalf("ToFile left %v in %s (%v)", es, dir, err)
	}
}
