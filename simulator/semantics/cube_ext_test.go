package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// ksplitKernel is C[32×32] (f32) = A[32×64] × B[64×32] (f16) with K split in two halves
// of 32: the fractals of each half come straight from GM into L0A/L0B (load_data_g2l),
// the first mmad initialises L0C (or, with bias, starts from the bias table) and the
// second accumulates, then Fixpipe writes C row-major. Written as PyAsc emits it.
func ksplitKernel(first string) string {
	return `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %c: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %c1024 = arith.constant 1024 : i32
  %false = arith.constant false
  %true = arith.constant true
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %bias : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %ga1 = ascendc.global_tensor.subindex %ga[%c1024] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gb1 = ascendc.global_tensor.subindex %gb[%c1024] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %a0 = ascendc.local_tensor_v3 a2, 0, 1024 : !ascendc.local_tensor<1024xf16>
  %a1 = ascendc.local_tensor_v3 a2, 2048, 1024 : !ascendc.local_tensor<1024xf16>
  %b0 = ascendc.local_tensor_v3 b2, 0, 1024 : !ascendc.local_tensor<1024xf16>
  %b1 = ascendc.local_tensor_v3 b2, 2048, 1024 : !ascendc.local_tensor<1024xf16>
  %l1 = ascendc.local_tensor_v3 c1, 0, 32 : !ascendc.local_tensor<32xf32>
  %bt = ascendc.local_tensor_v3 c2, 0, 32 : !ascendc.local_tensor<32xf32>
  %l0c = ascendc.local_tensor_v3 co1, 0, 1024 : !ascendc.local_tensor<1024xf32>
  %ld = ascendc.construct !ascendc.load_data_2d_params(%c0, %c4, %c1, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32
  ascendc.load_data_g2l %a0, %ga, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %a1, %ga1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %b0, %gb, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %b1, %gb1, %ld : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.data_copy_l2 %l1, %gbias, %c32 : !ascendc.local_tensor<32xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  ascendc.data_copy_l2 %bt, %l1, %c32 : !ascendc.local_tensor<32xf32>, !ascendc.local_tensor<32xf32>, i32
  ascendc.set_flag mte2_m, %c0 : i32
  ascendc.wait_flag mte2_m, %c0 : i32
  ascendc.set_flag mte1_m, %c0 : i32
  ascendc.wait_flag mte1_m, %c0 : i32
  %init = emitasc.init_struct !ascendc.mmad_params("m" = %c32 : i32, "n" = %c32 : i32, "k" = %c32 : i32, "isBias" = %false : i1, "fmOffset" = %c0 : i32, "enSsparse" = %false : i1, "enWinogradA" = %false : i1, "enWinogradB" = %false : i1, "unitFlag" = %c0 : i32, "kDirectionAlign" = %false : i1, "cmatrixSource" = %c0 : i32, "cmatrixInitVal" = %true : i1)
  %acc = emitasc.init_struct !ascendc.mmad_params("m" = %c32 : i32, "n" = %c32 : i32, "k" = %c32 : i32, "isBias" = %false : i1, "fmOffset" = %c0 : i32, "enSsparse" = %false : i1, "enWinogradA" = %false : i1, "enWinogradB" = %false : i1, "unitFlag" = %c0 : i32, "kDirectionAlign" = %false : i1, "cmatrixSource" = %c0 : i32, "cmatrixInitVal" = %false : i1)
` + first + `
  ascendc.mmad %l0c, %a1, %b1, %acc : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c32, %c32, %c32, %false) : i32, i32, i32, i32, i1
  %cfg = ascendc.construct !ascendc.fixpipe_config(%c1) : i32
  ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}`
}

const (
	mmadInit = "  ascendc.mmad %l0c, %a0, %b0, %init : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.mmad_params"
	mmadBias = "  ascendc.mmad_with_bias %l0c, %a0, %b0, %bt, %init : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<32xf32>, !ascendc.mmad_params"
)

// fractalsA lays A[m×k] out as load_data expects it in L0A for one K half: 16×16 fractals,
// m-fractal major, rows inside. fractalsB lays B[k×n] out for L0B: k-fractal major, and
// inside a fractal element (k, n) at n*16 + k.
func fractalsA(a []uint16, m, k, k0, kn int) []uint16 {
	var out []uint16
	for mi := 0; mi < m/16; mi++ {
		for ki := k0 / 16; ki < (k0+kn)/16; ki++ {
			for r := 0; r < 16; r++ {
				for q := 0; q < 16; q++ {
					out = append(out, a[(mi*16+r)*k+ki*16+q])
				}
			}
		}
	}
	return out
}

func fractalsB(b []uint16, k, n, k0, kn int) []uint16 {
	var out []uint16
	for ki := k0 / 16; ki < (k0+kn)/16; ki++ {
		for ni := 0; ni < n/16; ni++ {
			for col := 0; col < 16; col++ {
				for q := 0; q < 16; q++ {
					out = append(out, b[(ki*16+q)*n+ni*16+col])
				}
			}
		}
	}
	return out
}

func u16bytes(v []uint16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}

func TestMatmulKSplitAndBias(t *testing.T) {
	const m, k, n = 32, 64, 32
	r := rand.New(rand.NewSource(7))
	a, b := make([]uint16, m*k), make([]uint16, k*n)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(r.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(r.NormFloat64()))
	}
	bias := make([]float32, n)
	for i := range bias {
		bias[i] = float32(r.Intn(200)-100) / 8
	}
	ga := append(fractalsA(a, m, k, 0, 32), fractalsA(a, m, k, 32, 32)...)
	gb := append(fractalsB(b, k, n, 0, 32), fractalsB(b, k, n, 32, 32)...)
	for _, withBias := range []bool{false, true} {
		first := mmadInit
		if withBias {
			first = mmadBias
		}
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"}
		_, d := kernel(t, ksplitKernel(first), 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(ga), Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(gb), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(bias...), Name: "bias"}, c)
		if d != "" {
			t.Fatal(d)
		}
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				// Reference: exact products summed in float64, and the documented order
				// (bias, then k ascending, float32 accumulator) for an exact check.
				var exact float64
				var seq float32
				if withBias {
					exact, seq = float64(bias[j]), bias[j]
				}
				for x := 0; x < k; x++ {
					p := float64(numeric.F16ToF32(a[i*k+x])) * float64(numeric.F16ToF32(b[x*n+j]))
					exact += p
					seq += float32(p)
				}
				got := f32at(c.Data, i*n+j)
				if math.Abs(float64(got)-exact) > 1e-4*(1+math.Abs(exact)) || got != seq {
					t.Fatalf("bias=%v C[%d][%d] = %g, want %g (float32 order %g)", withBias, i, j, got, exact, seq)
				}
			}
		}
	}
	// A bias outside the bias table is refused.
	src := strings.Replace(ksplitKernel(mmadBias), "%bt, %init", "%l0c, %init", 1)
	src = strings.Replace(src, "!ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<32xf32>, !ascendc.mmad_params", "!ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf32>, !ascendc.mmad_params", 1)
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(ga), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(gb), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(bias...), Name: "bias"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"})
	if !strings.Contains(d, "is not simulated with the bias in L0C") {
		t.Fatalf("bias in L0C not refused: %s", d)
	}
}

// TestFixpipeLayout: the fixpipe config's CO2Layout follows the enum (NZ=0, ROW_MAJOR=1):
// NZ leaves the fractals as they are, so C comes out in another order than row major; a
// layout the model does not write (COLUMN_MAJOR=2) is refused rather than guessed.
func TestFixpipeLayout(t *testing.T) {
	run := func(layout string) (*sim.Arg, string) {
		src := strings.Replace(ksplitKernel(mmadInit), "fixpipe_config(%c1)", "fixpipe_config("+layout+")", 1)
		src = strings.Replace(src, "%c0 = arith.constant 0 : i32", "%c0 = arith.constant 0 : i32\n  %c2 = arith.constant 2 : i32", 1)
		zero := make([]byte, 2*64*64)
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*32*32), Name: "c"}
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: zero, Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: zero, Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*32), Name: "bias"}, c)
		return c, d
	}
	if _, d := run("%c2"); !strings.Contains(d, "is not simulated for CO2Layout 2") {
		t.Fatalf("COLUMN_MAJOR accepted:\n%s", d)
	}
	if _, d := run("%c0"); !strings.Contains(d, "is not simulated for an NZ Fixpipe (FixpipeParamsV220) with dstStride 32: only the contiguous NZ layout, dstStride = 64") {
		t.Fatalf("NZ with the row-major dstStride (32 elements) accepted:\n%s", d)
	}
	// The contiguous NZ layout: C's 32 rows × 16 f32 per fractal column = 64 blocks.
	run = func(layout string) (*sim.Arg, string) {
		src := strings.Replace(ksplitKernel(mmadInit), "fixpipe_config(%c1)", "fixpipe_config("+layout+")", 1)
		src = strings.Replace(src, "fixpipe_params_v220(%c32, %c32, %c32, %c32,", "fixpipe_params_v220(%c32, %c32, %c32, %c64,", 1)
		src = strings.Replace(src, "%c0 = arith.constant 0 : i32", "%c0 = arith.constant 0 : i32\n  %c64 = arith.constant 64 : i32", 1)
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*32*32), Name: "c"}
		zero := make([]byte, 2*64*64)
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: zero, Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: zero, Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*32), Name: "bias"}, c)
		return c, d
	}
	if _, d := run("%c0"); d != "" {
		t.Fatalf("NZ refused: %s", d)
	}
}

// fractalsANZ lays A out for L0A on 3510: the same 16×16 fractals as fractalsA, k-fractal
// major (hardware.md §6: "L0A ZZ (NZ on 3510)").
func fractalsANZ(a []uint16, m, k, k0, kn int) []uint16 {
	var out []uint16
	for ki := k0 / 16; ki < (k0+kn)/16; ki++ {
		for mi := 0; mi < m/16; mi++ {
			for r := 0; r < 16; r++ {
				for q := 0; q < 16; q++ {
					out = append(out, a[(mi*16+r)*k+ki*16+q])
				}
			}
		}
	}
	return out
}

// TestMmadL0AOrderBySoC: Mmad reads L0A's fractals m-block major on 2201 and k-block
// major on 3510; each layout gives A·B only on its own chip (M and K span two fractals
// each, so the orders differ).
func TestMmadL0AOrderBySoC(t *testing.T) {
	const m, k, n = 32, 64, 32
	r := rand.New(rand.NewSource(3))
	a, b := make([]uint16, m*k), make([]uint16, k*n)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(r.Intn(9) - 4))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(r.Intn(9) - 4))
	}
	gb := append(fractalsB(b, k, n, 0, 32), fractalsB(b, k, n, 32, 32)...)
	zz := append(fractalsA(a, m, k, 0, 32), fractalsA(a, m, k, 32, 32)...)
	nz := append(fractalsANZ(a, m, k, 0, 32), fractalsANZ(a, m, k, 32, 32)...)
	exact := func(c []byte) bool {
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				var s float32
				for x := 0; x < k; x++ {
					s += numeric.F16ToF32(a[i*k+x]) * numeric.F16ToF32(b[x*n+j])
				}
				if f32at(c, i*n+j) != s {
					return false
				}
			}
		}
		return true
	}
	for _, c := range []struct {
		soc    string
		ga     []uint16
		wantOK bool
	}{{"ascend910b", zz, true}, {"ascend910b", nz, false}, {"ascend950", nz, true}, {"ascend950", zz, false}} {
		out := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"}
		src := ksplitKernel(mmadInit)
		if c.soc == "ascend950" {
			src = g2lViaL1(src)
		}
		d := kernelOn(t, c.soc, src, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(c.ga), Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(gb), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*n), Name: "bias"}, out)
		if d != "" {
			t.Fatalf("%s: %s", c.soc, d)
		}
		if got := exact(out.Data); got != c.wantOK {
			t.Errorf("%s: C == A·B is %v, want %v", c.soc, got, c.wantOK)
		}
	}
}

// nd2nzL2Kernel copies a 32×24 f16 ND matrix from GM into L1 as NZ with data_copy_l2 and
// Nd2NzParams in its count slot (the overload asclower-asctile-data-transfer emits for L1
// tile loads), then moves L1 through UB back to GM unchanged so the layout can be read.
const nd2nzL2Kernel = `func.func @k(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c24 = arith.constant 24 : i32
  %c32 = arith.constant 32 : i32
  %n = arith.constant 1024 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %l1 = ascendc.local_tensor_v3 a1, 0, 1024 : !ascendc.local_tensor<32x32xf16>
  %ub = ascendc.local_tensor_v3 veccalc, 0, 1024 : !ascendc.local_tensor<32x32xf16>
  %p = ascendc.construct !ascendc.nd2nz_params(%c1, %c32, %c24, %c0, %c24, %c32, %c1, %c0) : i32, i32, i32, i32, i32, i32, i32, i32
  ascendc.data_copy_l2 %l1, %gx, %p : !ascendc.local_tensor<32x32xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.set_flag mte2_mte1, %c0 : i32
  ascendc.wait_flag mte2_mte1, %c0 : i32
  ascendc.data_copy_l2 %ub, %l1, %n : !ascendc.local_tensor<32x32xf16>, !ascendc.local_tensor<32x32xf16>, i32
  ascendc.set_flag mte1_mte3, %c0 : i32
  ascendc.wait_flag mte1_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %ub, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32x32xf16>, i32
  return
}`

// TestDataCopyL2Nd2NzParams: data_copy_l2 with Nd2NzParams lays the rows out as NZ (16-wide
// column blocks of 32 rows, the short last block zero-padded); another parameter block in
// the count slot is refused.
func TestDataCopyL2Nd2NzParams(t *testing.T) {
	x := make([]uint16, 32*24)
	for i := range x {
		x[i] = numeric.F32ToF16(float32(i%97) + 1)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 2*1024), Name: "y"}
	// L1 -> UB (to read the layout back) exists on the 3510 only (hardware.md §1)
	if d := kernelOn(t, "ascend950", nd2nzL2Kernel, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(x), Name: "x"}, y); d != "" {
		t.Fatal(d)
	}
	for cb := 0; cb < 2; cb++ {
		for r := 0; r < 32; r++ {
			for q := 0; q < 16; q++ {
				var want uint16
				if col := cb*16 + q; col < 24 {
					want = x[r*24+col]
				}
				i := (cb*32+r)*16 + q
				if got := binary.LittleEndian.Uint16(y.Data[2*i:]); got != want {
					t.Fatalf("NZ[%d][%d][%d] = %#x, want %#x", cb, r, q, got, want)
				}
			}
		}
	}
	bad := strings.Replace(nd2nzL2Kernel, "%l1, %gx, %p : !ascendc.local_tensor<32x32xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params",
		"%l1, %gx, %q : !ascendc.local_tensor<32x32xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params", 1)
	bad = strings.Replace(bad, "  ascendc.data_copy_l2 %l1", "  %q = ascendc.construct !ascendc.load_data_2d_params(%c0, %c1, %c1, %c0, %c0, %c0, %c0) : i32, i32, i32, i32, i32, i32, i32\n  ascendc.data_copy_l2 %l1", 1)
	if d := kernelOn(t, "ascend910b", bad, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(x), Name: "x"}, y); !strings.Contains(d, "is not simulated with a !ascendc.load_data_2d_params count operand") {
		t.Fatalf("a LoadData2DParams count was not refused: %q", d)
	}
}

// TestFixpipeQuantize: a Fixpipe from f32 L0C to f16 GM rounds each element to nearest
// even when quantPre is F322F16 (set through init_struct with a quant_mode_t, as
// asclower-asctile-data-transfer writes it); the same copy with NoQuant, or F322F16 into
// f32, is refused, and so are the scaling modes.
func TestFixpipeQuantize(t *testing.T) {
	const m, k, n = 32, 64, 32
	r := rand.New(rand.NewSource(5))
	a, b := make([]uint16, m*k), make([]uint16, k*n)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(r.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(r.NormFloat64()))
	}
	ga := append(fractalsA(a, m, k, 0, 32), fractalsA(a, m, k, 32, 32)...)
	gb := append(fractalsB(b, k, n, 0, 32), fractalsB(b, k, n, 32, 32)...)
	kernelWith := func(mode int, outF16 bool) string {
		src := ksplitKernel(mmadInit)
		fix := fmt.Sprintf(`%%qm = arith.constant %d : i32
  %%q = ascendc.construct !ascendc.quant_mode_t(%%qm) [!ascendc.quant_mode_t] constexpr static : i32
  %%fix = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %%c32 : i32, "mSize" = %%c32 : i32, "srcStride" = %%c32 : i32, "dstStride" = %%c32 : i32, "quantPre" = %%q : !ascendc.quant_mode_t)`, mode)
		src = strings.Replace(src, "%fix = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c32, %c32, %c32, %false) : i32, i32, i32, i32, i1", fix, 1)
		if outF16 {
			src = strings.Replace(src, "%c: memref<?xf32, 22>", "%c: memref<?xf16, 22>", 1)
			src = strings.Replace(src, "%gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>", "%gc = ascendc.global_tensor : !ascendc.global_tensor<*xf16>", 1)
			src = strings.Replace(src, "set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>", "set_global_buffer %gc, %c : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>", 1)
			src = strings.Replace(src, "ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf32>", "ascendc.fixpipe %gc, %l0c, %fix, %cfg : !ascendc.global_tensor<*xf16>", 1)
		}
		return src
	}
	run := func(mode int, outF16 bool) (*sim.Arg, string) {
		c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*m*n), Name: "c"}
		d := kernelOn(t, "ascend910b", kernelWith(mode, outF16), &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(ga), Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(gb), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*n), Name: "bias"}, c)
		return c, d
	}
	c, d := run(1, true)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s float32
			for x := 0; x < k; x++ {
				s += numeric.F16ToF32(a[i*k+x]) * numeric.F16ToF32(b[x*n+j])
			}
			if got, want := binary.LittleEndian.Uint16(c.Data[2*(i*n+j):]), numeric.F32ToF16(s); got != want {
				t.Fatalf("C[%d][%d] = %#x, want %#x (%g)", i, j, got, want, s)
			}
		}
	}
	if _, d := run(0, false); d != "" {
		t.Fatalf("NoQuant f32 -> f32 refused: %s", d)
	}
	for _, c := range []struct {
		mode   int
		outF16 bool
		want   string
	}{{0, true, "needs a quantize mode"}, {1, false, "quantPre 1 converts f32 to f16"}, {11, true, "quantPre 11 (a scaling quantize mode)"}} {
		if _, d := run(c.mode, c.outF16); !strings.Contains(d, c.want) {
			t.Errorf("quantPre %d, f16 out %v: got %q, want %q", c.mode, c.outF16, d, c.want)
		}
	}
}

// g2lViaL1 rewrites a test kernel's LoadDatas from GM (the 2201's MTE2 path into L0A/L0B,
// which the 3510 lacks: hardware.md §3) into a DataCopy GM -> L1 and a LoadData L1 -> L0,
// and its MTE2 -> M flags into MTE1 -> M ones, so the kernel runs on the 950 too.
func g2lViaL1(src string) string {
	re := regexp.MustCompile(`ascendc\.load_data_g2l (%\w+), (%\w+), (%\w+) : !ascendc\.local_tensor<(\d+)x(\w+)>, (!ascendc\.global_tensor<\*x\w+>), !ascendc\.load_data_2d_params`)
	off := 0
	src = re.ReplaceAllStringFunc(src, func(l string) string {
		m := re.FindStringSubmatch(l)
		n, _ := strconv.Atoi(m[4])
		lt := fmt.Sprintf("!ascendc.local_tensor<%sx%s>", m[4], m[5])
		l1, cnt := "%l1_"+m[1][1:], "%n_"+m[1][1:]
		out := fmt.Sprintf("%s = arith.constant %d : i32\n  %s = ascendc.local_tensor_v3 a1, %d, %d : %s\n", cnt, n, l1, off, n, lt) +
			fmt.Sprintf("  ascendc.data_copy_l2 %s, %s, %s : %s, %s, i32\n", l1, m[2], cnt, lt, m[6]) +
			"  ascendc.pipe_barrier pipe_all\n" +
			fmt.Sprintf("  ascendc.load_data_l0 %s, %s, %s : %s, %s, !ascendc.load_data_2d_params", m[1], l1, m[3], lt, lt)
		off += 2 * n * 4 // room for any element size
		return out
	})
	return strings.NewReplacer("set_flag mte2_m,", "set_flag mte1_m,", "wait_flag mte2_m,", "wait_flag mte1_m,").Replace(src)
}
