package semantics

import (
	"encoding/binary"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// c310Kernel computes C = diag(d) · [I | 2I] (16×32, two N fractals) on the cube and moves it
// out of L0C with a FixpipeParamsC310 that PARAMS builds, into DST. A and B are diagonal
// inside each fractal, so the result does not depend on the order of the elements inside
// an L0A/L0B fractal.
const c310Kernel = `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %y: memref<?xf16, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %c256 = arith.constant 256 : i32
  %c512 = arith.constant 512 : i32
  %false = arith.constant false
  %true = arith.constant true
  %q = arith.constant 1 : i32
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %a0 = ascendc.local_tensor_v3 a2, 0, 256 : !ascendc.local_tensor<256xf16>
  %b0 = ascendc.local_tensor_v3 b2, 0, 512 : !ascendc.local_tensor<512xf16>
  %l0c = ascendc.local_tensor_v3 co1, 0, 512 : !ascendc.local_tensor<512xf32>
  %u = ascendc.local_tensor_v3 vecout, 0, 512 : !ascendc.local_tensor<512xf16>
  %lda = ascendc.construct !ascendc.load_data_2d_params(%c0, %c1, %c1, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32
  %ldb = ascendc.construct !ascendc.load_data_2d_params(%c0, %c2, %c1, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32
  ascendc.load_data_g2l %a0, %ga, %lda : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %b0, %gb, %ldb : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.set_flag mte2_m, %c0 : i32
  ascendc.wait_flag mte2_m, %c0 : i32
  %mm = emitasc.init_struct !ascendc.mmad_params("m" = %c16 : i32, "n" = %c32 : i32, "k" = %c16 : i32, "isBias" = %false : i1, "fmOffset" = %c0 : i32, "enSsparse" = %false : i1, "enWinogradA" = %false : i1, "enWinogradB" = %false : i1, "unitFlag" = %c0 : i32, "kDirectionAlign" = %false : i1, "cmatrixSource" = %c0 : i32, "cmatrixInitVal" = %true : i1)
  ascendc.mmad %l0c, %a0, %b0, %mm : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<512xf16>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %qm = ascendc.construct !ascendc.quant_mode_t(%q) [!ascendc.quant_mode_t] constexpr static : i32
PARAMS
  %lay = ascendc.construct !ascendc.co2_layout(%c0) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%lay) constexpr static : !ascendc.co2_layout
  ascendc.fixpipe DST, %l0c, %p, %cfg : DSTTY, !ascendc.local_tensor<512xf32>, PTY, !ascendc.fixpipe_config
  ascendc.set_flag fix_mte3, %c0 : i32
  ascendc.wait_flag fix_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %u, %c512 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<512xf16>, i32
  return
}`

const c310Init = `  %p = emitasc.init_struct !ascendc.fixpipe_params_c310<NZ>("nSize" = %c32 : i32, "mSize" = %c16 : i32, "srcStride" = %c16 : i32, "dstStride" = DSTRIDE : i32, "quantPre" = %qm : !ascendc.quant_mode_t)`

func runC310(t *testing.T, params, dst string) ([]uint16, string) {
	t.Helper()
	return runC310Scaled(t, params, dst, 1)
}

// runC310Scaled is runC310 with A's diagonal multiplied by scale.
func runC310Scaled(t *testing.T, params, dst string, scale float64) ([]uint16, string) {
	t.Helper()
	dstTy := "!ascendc.local_tensor<512xf16>"
	if dst == "%gy" {
		dstTy = "!ascendc.global_tensor<*xf16>"
	}
	pty := params[strings.Index(params, "!ascendc.fixpipe_params_c310") : strings.Index(params, ">")+1]
	src := strings.NewReplacer("PARAMS", params, "DSTTY", dstTy, "DST", dst, "PTY", pty).Replace(c310Kernel)
	a, b := make([]uint16, 256), make([]uint16, 512)
	d := func(i int) float64 { return (1 + float64(i)/64) * scale }
	for i := 0; i < 16; i++ {
		a[i*16+i] = numeric.F32ToF16(float32(d(i)))
		b[i*16+i] = numeric.F32ToF16(float32(1))
		b[256+i*16+i] = numeric.F32ToF16(float32(2))
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"}
	diag := kernelWithNotes(t, "ascend950", g2lViaL1(src), &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, y)
	out := make([]uint16, 512)
	for i := range out {
		out[i] = binary.LittleEndian.Uint16(y.Data[2*i:])
	}
	return out, diag
}

// TestFixpipeParamsC310NZ: PyAsc's copy_fixpipe form (members by name, NZ into a 16-bit
// local tensor, dstStride = 16 · the source's rows) keeps each fractal where it is in L0C
// and converts f32 → f16: element (i, j) of C lands at (j/16)·256 + i·16 + j%16.
func TestFixpipeParamsC310NZ(t *testing.T) {
	got, d := runC310(t, strings.Replace(c310Init, "DSTRIDE", "%c256", 1), "%u")
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 16; i++ {
		for j := 0; j < 32; j++ {
			want := 0.0
			if j%16 == i {
				want = (1 + float64(i)/64) * float64(1+j/16)
			}
			if at := (j/16)*256 + i*16 + j%16; got[at] != numeric.F32ToF16(float32(want)) {
				t.Errorf("C[%d][%d] at %d = %#04x, want %#04x (%g)", i, j, at, got[at], numeric.F32ToF16(float32(want)), want)
			}
		}
	}
}

// TestFixpipeParamsC310Refused: every other form stops the run with the form named: built
// by position (member order not given), to GM, or with another destination stride.
func TestFixpipeParamsC310Refused(t *testing.T) {
	for _, c := range []struct{ params, dst, want string }{
		{`  %p = ascendc.construct !ascendc.fixpipe_params_c310<NZ>(%c32, %c16, %c16, %c256) : i32, i32, i32, i32`, "%u",
			"'ascendc.construct' op is not simulated for a fixpipe_params_c310 built from 4 positional values"},
		{strings.Replace(c310Init, "DSTRIDE", "%c256", 1), "%gy",
			"> into !ascendc.global_tensor<*xf16>: FixpipeParamsC310 runs only in the NZ layout"},
		{strings.Replace(strings.Replace(c310Init, "DSTRIDE", "%c256", 1), "<NZ>", "<ROW_MAJOR>", 1), "%u",
			"'ascendc.fixpipe' op is not simulated for !ascendc.fixpipe_params_c310<1 : i32> into !ascendc.local_tensor<512xf16>"},
		{strings.Replace(c310Init, "DSTRIDE", "%c32", 1), "%u",
			"is not simulated for FixpipeParamsC310 with srcStride 16, dstStride 32 and CO2Layout 0"},
	} {
		_, d := runC310(t, c.params, c.dst)
		if !strings.Contains(d, c.want) || strings.Contains(d, "internal") {
			t.Errorf("%s into %s: want %q, got:\n%s", c.params, c.dst, c.want, d)
		}
	}
}

// rowPieceKernel: C = A·B (16×32, f32 in L0C), its rows 8..15 moved to y by a row-major
// Fixpipe from a subindex of L0C at row 8 (nSize 32, mSize 8, srcStride 16, dstStride 32).
const rowPieceKernel = `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %c128 = arith.constant 128 : i32
  %false = arith.constant false
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a0 = ascendc.local_tensor_v3 a2, 0, 256 : !ascendc.local_tensor<256xf16>
  %b0 = ascendc.local_tensor_v3 b2, 0, 512 : !ascendc.local_tensor<512xf16>
  %l0c = ascendc.local_tensor_v3 co1, 0, 512 : !ascendc.local_tensor<512xf32>
  %lda = ascendc.construct !ascendc.load_data_2d_params(%c0, %c1, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
  %ldb = ascendc.construct !ascendc.load_data_2d_params(%c0, %c2, %c1, %c0, %c0, %false, %c0) : i32, i32, i32, i32, i32, i1, i32
  ascendc.load_data_g2l %a0, %ga, %lda : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %b0, %gb, %ldb : !ascendc.local_tensor<512xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.set_flag mte2_m, %c0 : i32
  ascendc.wait_flag mte2_m, %c0 : i32
  %mm = emitasc.init_struct !ascendc.mmad_params("m" = %c16 : i32, "n" = %c32 : i32, "k" = %c16 : i32)
  ascendc.mmad %l0c, %a0, %b0, %mm : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<512xf16>, !ascendc.mmad_params
  ascendc.set_flag m_fix, %c0 : i32
  ascendc.wait_flag m_fix, %c0 : i32
  %src = ascendc.local_tensor.subindex %l0c[%c128] : !ascendc.local_tensor<512xf32>, i32, !ascendc.local_tensor<512xf32>
  %p = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c8, %c16, %c32, %false) : i32, i32, i32, i32, i1
  %lay = ascendc.construct !ascendc.co2_layout(%c1) constexpr static : i32
  %cfg = ascendc.construct !ascendc.fixpipe_config(%lay) constexpr static : !ascendc.co2_layout
  ascendc.fixpipe %gy, %src, %p, %cfg : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, !ascendc.fixpipe_params_v220, !ascendc.fixpipe_config
  return
}`

// TestFixpipeRowPiece: a row-major Fixpipe of the last rows of C, its source a subindex of
// L0C at row r (srcStride still the block's 16 rows), reads ((N1-1)·16 + mSize) rows of
// 16 elements from there: exactly up to the end of L0C, not a whole block past it.
func TestFixpipeRowPiece(t *testing.T) {
	src := rowPieceKernel
	// A = diag(1 + i/64) in one ZZ fractal; B = [I | 2I] in two ZN fractals: C[i][j] =
	// d(i) when j = i, 2·d(i) when j = i + 16.
	a, b := make([]uint16, 256), make([]uint16, 512)
	d := func(i int) float64 { return 1 + float64(i)/64 }
	for i := 0; i < 16; i++ {
		a[i*16+i] = numeric.F32ToF16(float32(d(i)))
		b[i*16+i] = numeric.F32ToF16(1)
		b[256+i*16+i] = numeric.F32ToF16(2)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 8*32*4), Name: "y"}
	if _, diag := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, y); diag != "" {
		t.Fatal(diag)
	}
	for r := 0; r < 8; r++ {
		for j := 0; j < 32; j++ {
			want := 0.0
			if i := r + 8; j%16 == i {
				want = d(i) * float64(1+j/16)
			}
			if got := f32at(y.Data, r*32+j); float64(got) != want {
				t.Errorf("row %d column %d = %v, want %v", r+8, j, got, want)
			}
		}
	}
}

// A Fixpipe of several fractal columns whose srcStride is below the rows each column holds
// (mSize rounded up to 16) would read overlapping columns: not given, refused at the op.
func TestFixpipeSrcStrideBelowRows(t *testing.T) {
	src := strings.Replace(rowPieceKernel, "(%c32, %c8, %c16, %c32, %false)", "(%c32, %c8, %c8, %c32, %false)", 1)
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 512), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "b"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"})
	if want := "is not simulated for a Fixpipe of 32 columns with srcStride 8: the source's fractal columns hold 16 rows (mSize 8 rounded up to 16)"; !strings.Contains(d, want) {
		t.Fatalf("want %q, got:\n%s", want, d)
	}
}

// TestFixpipeF16Overflow: an f32 result beyond the f16 range has no documented Fixpipe
// F322F16 result (Cast saturates; whether the quantisation does is not given). Into GM
// the run stops at the Fixpipe; into UB the element is undefined and its copy to GM is
// reported with the reason. In range, the same kernels run.
func TestFixpipeF16Overflow(t *testing.T) {
	src := strings.NewReplacer("%y: memref<?xf32, 22>", "%y: memref<?xf16, 22>", "global_tensor<*xf32>", "global_tensor<*xf16>", "memref<?xf32, 22>", "memref<?xf16, 22>",
		"%p = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c8, %c16, %c32, %false) : i32, i32, i32, i32, i1",
		`%p = emitasc.init_struct !ascendc.fixpipe_params_v220("nSize" = %c32 : i32, "mSize" = %c8 : i32, "srcStride" = %c16 : i32, "dstStride" = %c32 : i32, "quantPre" = %c1 : i32)`).Replace(rowPieceKernel)
	for _, c := range []struct {
		aDiag float64
		want  string
	}{{40000, "Fixpipe converts 80000 to f16, beyond its range"}, {2, ""}} {
		a, b := make([]uint16, 256), make([]uint16, 512)
		for i := 0; i < 16; i++ {
			a[i*16+i] = numeric.F32ToF16(float32(c.aDiag))
			b[i*16+i] = numeric.F32ToF16(1)
			b[256+i*16+i] = numeric.F32ToF16(2)
		}
		_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 8*32*2), Name: "y"})
		if c.want == "" && d != "" || !strings.Contains(d, c.want) {
			t.Errorf("GM, A's diagonal %v: want %q, got %q", c.aDiag, c.want, d)
		}
	}
	if _, d := runC310Scaled(t, strings.Replace(c310Init, "DSTRIDE", "%c256", 1), "%u", 40000); !strings.Contains(d, "beyond its range") {
		t.Errorf("UB: want the overflowed elements reported undefined, got %q", d)
	}
}
