package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// runRowPiece runs rowPieceKernel with the replacements made, A = I and B = [s·I | 2I]
// (16×32), and returns y (rows 8..15 of C, 32 f32 columns) and the diagnostics.
func runRowPiece(t *testing.T, s float32, repl ...string) ([]byte, string) {
	t.Helper()
	src := rowPieceKernel
	for i := 0; i < len(repl); i += 2 {
		if !strings.Contains(src, repl[i]) {
			t.Fatalf("rowPieceKernel has no %q", repl[i])
		}
		src = strings.Replace(src, repl[i], repl[i+1], 1)
	}
	a, b := make([]uint16, 256), make([]uint16, 512)
	for i := 0; i < 16; i++ {
		a[i*16+i] = numeric.F32ToF16(1)
		b[i*16+i] = numeric.F32ToF16(s)
		b[256+i*16+i] = numeric.F32ToF16(2)
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 8*32*4), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, y)
	return y.Data, d
}

const rowPieceFix = "%p = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c8, %c16, %c32, %false) : i32, i32, i32, i32, i1"

// PyAsc's twelve-value FixpipeParamsV220 (`FixpipeParamsV220 v{nSize, mSize, srcStride,
// dstStride, quantPre, deqScalar, ndNum, srcNdStride, dstNdStride, reluEn, unitFlag,
// isChannelSplit}`) with reluEn true clamps the negative products to 0. The simulator used
// to read this form as the five-value constructor's: value 5 (quantPre, 0 here) as reluEn,
// so -1 came out.
func TestFixpipeParamsTwelveValues(t *testing.T) {
	twelve := func(quant, relu string) string {
		return "%true = arith.constant true\n  %c0_i8 = arith.constant 0 : i8\n  %p = ascendc.construct !ascendc.fixpipe_params_v220(%c32, %c8, %c16, %c32, " +
			quant + ", %c0, %c1, %c0, %c0, " + relu + ", %c0_i8, %false) : i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i8, i1"
	}
	for _, c := range []struct {
		relu string
		want float32
	}{{"%true", 0}, {"%false", -1}} {
		y, d := runRowPiece(t, -1, rowPieceFix, twelve("%c0", c.relu))
		if d != "" {
			t.Fatal(d)
		}
		// Row 8 of C: -1 at column 8, 2 at column 24.
		if got := f32at(y, 8); got != c.want {
			t.Errorf("reluEn %s: C[8][8] = %v, want %v", c.relu, got, c.want)
		}
		if got := f32at(y, 24); got != 2 {
			t.Errorf("reluEn %s: C[8][24] = %v, want 2", c.relu, got)
		}
	}
	// quantPre is value 5: F322F16 (1) with an f32 destination is refused as a quantize
	// mode that does not match the types; a deqScalar other than 0 is refused as not
	// simulated.
	if _, d := runRowPiece(t, -1, rowPieceFix, twelve("%c1", "%false")); !strings.Contains(d, "quantPre") {
		t.Errorf("quantPre 1 in 5th place was not read as quantPre: %q", d)
	}
	if _, d := runRowPiece(t, -1, rowPieceFix, strings.Replace(twelve("%c0", "%false"), "%c0, %c1, %c0, %c0,", "%c8, %c1, %c0, %c0,", 1)); !strings.Contains(d, "deqScalar = 8") {
		t.Errorf("deqScalar 8 in 6th place was not refused: %q", d)
	}
}

// MmadParams{m, n, k, unitFlag, cmatrixSource, cmatrixInitVal} is Ascend C's six-parameter
// constructor: cmatrixInitVal false accumulates onto L0C. The simulator used to fill the
// leading members (isBias, fmOffset, enSsparse) and keep cmatrixInitVal's default (true),
// overwriting C.
func TestMmadParamsSixValues(t *testing.T) {
	mm := "  %mm = emitasc.init_struct !ascendc.mmad_params(\"m\" = %c16 : i32, \"n\" = %c32 : i32, \"k\" = %c16 : i32)\n  ascendc.mmad %l0c, %a0, %b0, %mm : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<512xf16>, !ascendc.mmad_params\n"
	for _, c := range []struct {
		initVal string
		want    float32
	}{{"%false", 6}, {"%true", 3}} {
		// C = A·B, then Mmad again with the six-value params: C + A·B or A·B.
		again := mm + "  %true = arith.constant true\n  %mm6 = ascendc.construct !ascendc.mmad_params(%c16, %c32, %c16, %c0, %false, " + c.initVal + ") : i32, i32, i32, i32, i1, i1\n" +
			"  ascendc.mmad %l0c, %a0, %b0, %mm6 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<512xf16>, !ascendc.mmad_params\n"
		y, d := runRowPiece(t, 3, mm, again)
		if d != "" {
			t.Fatal(d)
		}
		if got := f32at(y, 8); got != c.want {
			t.Errorf("cmatrixInitVal %s: C[8][8] = %v, want %v", c.initVal, got, c.want)
		}
	}
}
