package semantics

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

const (
	rt  = "!ascendc.reg_tensor<f32>"
	ri  = "!ascendc.reg_tensor<i32>"
	mk  = "!ascendc.mask_reg"
	ptr = "memref<64xf32, 26>"
)

// microWrap is wrap (x in %a, %o stored to y) with the UB addresses %pa, %po, the
// register %v loaded from %a, a full mask %all and a 16-lane mask %m16 declared, and
// body inside a vector scope.
func microWrap(body string) string {
	return wrap(`  %pa = ascendc.local_tensor.get_phy_addr_v2 %a : ` + lt + `, ` + ptr + `
  %po = ascendc.local_tensor.get_phy_addr_v2 %o : ` + lt + `, ` + ptr + `
  emitasc.vec_scope {
  %all = ascendc.create_mask f32, ALL : ` + mk + `
  %m16 = ascendc.create_mask f32, VL16 : ` + mk + `
  %v = ascendc.reg_tensor : ` + rt + `
  %r = ascendc.reg_tensor : ` + rt + `
  ascendc.data_copy_vld_micro %v, %pa : ` + rt + `, ` + ptr + `
` + body + `
  }`)
}

func runMicro(t *testing.T, body string) ([]float32, string) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	d := kernelOn(t, "ascend950", microWrap(body), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	out := make([]float32, 64)
	for i := range out {
		out[i] = f32at(y.Data, i)
	}
	return out, d
}

// TestMicroLaneOps checks each lane-wise op against a Go reference on x = i - 20: active
// lanes (the first 16) computed, inactive lanes zeroed, everything stored with ALL.
func TestMicroLaneOps(t *testing.T) {
	r32 := func(v float64) float32 { return float32(v) }
	cases := []struct {
		name, body string
		ref        func(x float64) float32
	}{
		{"add", `  ascendc.add_micro %r, %v, %v, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(2 * x) }},
		{"mul_add_dst", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.mul_add_dst_micro %r, %v, %v, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(x*x + 0.5) }},
		{"fused_mul_dst_add", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.fused_mul_dst_add_micro %r, %v, %v, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(x*0.5 + x) }},
		{"fused_abs_sub", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.fused_abs_sub_micro %r, %v, %r, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Abs(x - 0.5)) }},
		{"fused_exp_sub", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.fused_exp_sub_micro %r, %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Exp(0.5 - x)) }},
		{"prelu", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.prelu_micro %r, %v, %r, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 {
			if x >= 0 {
				return r32(x)
			}
			return r32(x * 0.5)
		}},
		{"abs", `  ascendc.abs_micro %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Abs(x)) }},
		{"neg", `  ascendc.neg_micro %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(-x) }},
		{"relu", `  ascendc.relu_micro %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Max(x, 0)) }},
		{"max", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.max_micro %r, %v, %r, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Max(x, 0.5)) }},
		{"div", `  ascendc.duplicate %r, %h : ` + rt + `, f32
  ascendc.div_micro %r, %v, %r, %m16 : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(x / 0.5) }},
		{"log10 of |x|+1", `  ascendc.abs_micro %r, %v, %all : ` + rt + `, ` + rt + `, ` + mk + `
  %one = ascendc.reg_tensor : ` + rt + `
  %c1f = arith.constant 1.0 : f32
  ascendc.duplicate %one, %c1f : ` + rt + `, f32
  ascendc.add_micro %r, %r, %one, %all : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk + `
  ascendc.log10_micro %r, %r, %m16 : ` + rt + `, ` + rt + `, ` + mk, func(x float64) float32 { return r32(math.Log10(math.Abs(x) + 1)) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := "  %h = arith.constant 0.5 : f32\n" + tc.body + "\n  ascendc.data_copy_vst_micro %po, %r, %all : " + ptr + ", " + rt + ", " + mk
			y, d := runMicro(t, body)
			if d != "" {
				t.Fatal(d)
			}
			for i, got := range y {
				want := float32(0)
				if i < 16 {
					want = tc.ref(float64(i) - 20)
				}
				if got != want && math.Abs(float64(got-want)) > 1e-6*math.Abs(float64(want)) {
					t.Fatalf("lane %d = %g, want %g", i, got, want)
				}
			}
		})
	}
}

// TestMicroStoreMaskAndReduce: a masked store leaves inactive lanes of memory as they
// were; reductions put their result in lane 0.
func TestMicroStoreMaskAndReduce(t *testing.T) {
	for _, c := range []struct {
		op   string
		want float32
	}{{"reduce_sum", -200}, {"reduce_max", -5}, {"reduce_min", -20}} {
		// o = x everywhere (ALL store), then lane 0 := reduction of x[0..15].
		body := `  ascendc.data_copy_vst_micro %po, %v, %all : ` + ptr + `, ` + rt + `, ` + mk + `
  ascendc.` + c.op + `_micro %r, %v, %m16 : ` + rt + `, ` + rt + `, ` + mk + `
  ascendc.pipe_barrier pipe_v
  %m1 = ascendc.create_mask f32, VL1 : ` + mk + `
  ascendc.data_copy_vst_micro %po, %r, %m1 : ` + ptr + `, ` + rt + `, ` + mk
		y, d := runMicro(t, body)
		if d != "" {
			t.Fatal(d)
		}
		for i, got := range y {
			want := float32(i) - 20
			if i == 0 {
				want = c.want
			}
			if got != want {
				t.Fatalf("%s: y[%d] = %g, want %g", c.op, i, got, want)
			}
		}
	}
}

// TestMicroUpdateMaskLoop: the chunking ascendc-fuse-vf-block builds, by hand on 64-lane
// i32 registers with xor: a count of 40 gives one mask of 40 lanes, then one of none.
func TestMicroUpdateMaskLoop(t *testing.T) {
	body := `  %pi = ascendc.local_tensor.get_phy_addr_v2 %a : ` + lt + `, memref<64xi32, 26>
  %k = arith.constant 40 : i32
  %cnt = emitasc.variable %k : i32, memref<1xui32>
  %u = ascendc.update_mask i32, %cnt : memref<1xui32>
  %xi = ascendc.reg_tensor : ` + ri + `
  %ri = ascendc.reg_tensor : ` + ri + `
  ascendc.data_copy_vld_micro %xi, %pi : ` + ri + `, memref<64xi32, 26>
  %c5 = arith.constant 5 : i32
  ascendc.duplicate %ri, %c5 : ` + ri + `, i32
  ascendc.xor_micro %ri, %xi, %ri, %u : ` + ri + `, ` + ri + `, ` + ri + `, ` + mk + `
  %pq = ascendc.local_tensor.get_phy_addr_v2 %o : ` + lt + `, memref<64xi32, 26>
  %alli = ascendc.create_mask i32, ALL : ` + mk + `
  ascendc.data_copy_vst_micro %pq, %ri, %alli : memref<64xi32, 26>, ` + ri + `, ` + mk + `
  %u2 = ascendc.update_mask i32, %cnt : memref<1xui32>
  ascendc.data_copy_vst_micro %pq, %xi, %u2 : memref<64xi32, 26>, ` + ri + `, ` + mk
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	x := make([]byte, 256)
	for i := 0; i < 64; i++ {
		binary.LittleEndian.PutUint32(x[4*i:], uint32(int32(i*7-100)))
	}
	if d := kernelOn(t, "ascend950", microWrap(body), &sim.Arg{Kind: sim.ArgIn, Data: x, Name: "x"}, y); d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 64; i++ {
		want := int32(0)
		if i < 40 {
			want = int32(i*7-100) ^ 5
		}
		if got := int32(binary.LittleEndian.Uint32(y.Data[4*i:])); got != want {
			t.Fatalf("y[%d] = %d, want %d", i, got, want)
		}
	}
}

// TestMicroFTZ: subnormal f32 inputs of Exp count as zero and subnormal results are
// flushed (hardware.md §7).
func TestMicroFTZ(t *testing.T) {
	body := `  %s = arith.constant 1.0e-40 : f32
  ascendc.duplicate %r, %s : ` + rt + `, f32
  ascendc.exp_micro %r, %r, %m16 : ` + rt + `, ` + rt + `, ` + mk + `
  %big = arith.constant 100.0 : f32
  %b = ascendc.reg_tensor : ` + rt + `
  ascendc.duplicate %b, %big : ` + rt + `, f32
  ascendc.fused_exp_sub_micro %b, %v, %b, %all : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk + `
  ascendc.data_copy_vst_micro %po, %b, %all : ` + ptr + `, ` + rt + `, ` + mk + `
  ascendc.pipe_barrier pipe_v
  ascendc.data_copy_vst_micro %po, %r, %m16 : ` + ptr + `, ` + rt + `, ` + mk
	y, d := runMicro(t, body)
	if d != "" {
		t.Fatal(d)
	}
	for i, got := range y {
		want := float32(1) // exp(0)
		if i >= 16 {
			// exp(x - 100) for x = i - 20 <= 43: subnormal or normal f32.
			v := math.Exp(float64(i) - 20 - 100)
			want = float32(v)
			if v < math.Ldexp(1, -126) {
				want = 0
			}
		}
		if got != want && math.Abs(float64(got-want)) > 1e-6*float64(want) {
			t.Fatalf("y[%d] = %g, want %g", i, got, want)
		}
	}
}

// TestMicroErrors: forms that are refused when the kernel is compiled, and runs that stop
// because a value would be unknown.
func TestMicroErrors(t *testing.T) {
	for _, c := range []struct{ soc, body, want string }{
		{"ascend910b", "", "is not simulated for ascend910b: the MicroAPI needs the vector register file"},
		{"ascend950", "  %q = ascendc.create_mask f32, M3 : " + mk, "is not simulated for pattern M3"},
		{"ascend950", "  %q = ascendc.create_mask f32, VL128 : " + mk, "is not simulated for pattern VL128 with 64-lane f32 registers"},
		{"ascend950", "  ascendc.and_micro %r, %v, %v, %all : " + rt + ", " + rt + ", " + rt + ", " + mk, "is not simulated for f32 lanes: the bitwise MicroAPI ops"},
		{"ascend950", "  %i = ascendc.reg_tensor : " + ri + "\n  ascendc.div_micro %i, %i, %i, %all : " + ri + ", " + ri + ", " + ri + ", " + mk, "no source fixes the rounding of integer Div"},
		{"ascend950", "  ascendc.log_micro %r, %v, %all : " + rt + ", " + rt + ", " + mk, "MicroAPI::Log: no source available here fixes its base"},
		{"ascend950", "  %i = ascendc.reg_tensor : " + ri + "\n  ascendc.add_micro %r, %v, %i, %all : " + rt + ", " + rt + ", " + ri + ", " + mk, "registers of different lane types"},
		// Runtime: a declared register never written, a mask never set, mixed mask bits.
		{"ascend950", "  ascendc.data_copy_vst_micro %po, %r, %m16 : " + ptr + ", " + rt + ", " + mk, "stores lane 0 of a register that holds no defined value"},
		{"ascend950", "  %mr = ascendc.mask_reg : " + mk + "\n  ascendc.abs_micro %r, %v, %mr : " + rt + ", " + rt + ", " + mk, "declared (ascendc.mask_reg) but never set"},
		{"ascend950", "  %k3 = arith.constant 3 : i32\n  %cv = emitasc.variable %k3 : i32, memref<1xui32>\n  %u = ascendc.update_mask f16, %cv : memref<1xui32>\n  ascendc.abs_micro %r, %v, %u : " + rt + ", " + rt + ", " + mk, "bits for lane 1 are neither all set nor all clear"},
	} {
		body := c.body
		if !strings.Contains(body, "data_copy_vst_micro") {
			body += "\n  ascendc.data_copy_vst_micro %po, %v, %all : " + ptr + ", " + rt + ", " + mk
		}
		_, d := "", kernelOn(t, c.soc, microWrap(body), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
			&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
		if !strings.Contains(d, c.want) {
			t.Errorf("%s: got %q, want %q", c.body, d, c.want)
		}
	}
}

// TestMicroLoadBeyondTensor: a load past the end of its tensor leaves those lanes
// undefined; using one in an active lane stops the run (the L2 form would read out of
// bounds), while masking it off is fine.
func TestMicroLoadBeyondTensor(t *testing.T) {
	pre := `  %c56 = arith.constant 56 : index
  %p56 = emitasc.ptr_offset %pa[%c56] : ` + ptr + `, ` + ptr + `
  %t = ascendc.reg_tensor : ` + rt + `
  ascendc.data_copy_vld_micro %t, %p56 : ` + rt + `, ` + ptr + `
  ascendc.data_copy_vst_micro %po, %v, %all : ` + ptr + `, ` + rt + `, ` + mk + `
  ascendc.pipe_barrier pipe_v
`
	y, d := runMicro(t, pre+`  %m4 = ascendc.create_mask f32, VL4 : `+mk+`
  ascendc.data_copy_vst_micro %po, %t, %m4 : `+ptr+`, `+rt+`, `+mk)
	if d != "" {
		t.Fatal(d)
	}
	if y[0] != 36 || y[3] != 39 || y[4] != -16 {
		t.Fatalf("y = %v", y[:8])
	}
	_, d = runMicro(t, pre+`  ascendc.abs_micro %r, %t, %m16 : `+rt+`, `+rt+`, `+mk)
	if !strings.Contains(d, "active lane 8 reads a register lane that holds no defined value") {
		t.Fatalf("got %q", d)
	}
}

// TestMicroSanitizer: register stores are V-pipe writes of UB, so copying the result out
// without a V→MTE3 flag is a race, as for the L2 ops.
func TestMicroSanitizer(t *testing.T) {
	src := strings.Replace(microWrap("  ascendc.data_copy_vst_micro %po, %v, %all : "+ptr+", "+rt+", "+mk),
		"  ascendc.set_flag v_mte3, %c0 : i32\n  ascendc.wait_flag v_mte3, %c0 : i32\n", "", 1)
	d := kernelOn(t, "ascend950", src, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	if !strings.Contains(d, "read-after-write race on UB[1024]") || !strings.Contains(d, "ascendc.data_copy_vst_micro") {
		t.Fatalf("got %q", d)
	}
}
