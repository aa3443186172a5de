package examples

import (
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Cube kernels at the tile level: f16 A (M×K) and B (K×N) row-major in GM, each core
// computes one 64×64 tile of C = A·B, accumulating over K in L0C with matmul_acc, and
// stores it through the fixpipe.

// matmulCase is one run of a matmul kernel: sizes, cores, the element size of C and how
// the reference C is post-processed (relu, rounding to f16).
type matmulCase struct {
	kernel, entry string
	m, n, k       int
	cores         int
	outF16        bool
	// outBF16 stores C as bf16 (the fixpipe's F322BF16).
	outBF16 bool
	// bf16 makes A and B bf16 instead of f16.
	bf16     bool
	epilogue func(float64) float64
	// static: the kernel's tensors have constant shapes and it takes no size arguments.
	static bool
}

func (c matmulCase) run(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	a, b := randF16(r, c.m*c.k, 1), randF16(r, c.k*c.n, 1)
	want := matmulRef(a, b, c.m, c.k, c.n)
	if c.bf16 {
		a, b = randBF16(r, c.m*c.k), randBF16(r, c.k*c.n)
		want = matmulRefOf(a, b, c.m, c.k, c.n, numeric.BF16ToF32)
	}
	for i := range want {
		if c.epilogue != nil {
			want[i] = c.epilogue(want[i])
		}
		if c.outF16 {
			want[i] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(want[i]))))
		}
		if c.outBF16 {
			want[i] = float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(want[i]))))
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, c.kernel, soc)
			checkCubeLowering(t, m, soc)
			elem := 4
			if c.outF16 || c.outBF16 {
				elem = 2
			}
			z := out(elem * c.m * c.n)
			args := []*sim.Arg{in(f16bytes(a)), in(f16bytes(b)), z}
			if !c.static {
				args = append(args, scalar(fmtInt(c.m)), scalar(fmtInt(c.n)), scalar(fmtInt(c.k)))
			}
			runTile(t, m, c.entry, c.cores, args...)
			got := make([]float64, c.m*c.n)
			switch {
			case c.outF16:
				for i, h := range f16of(z.Data) {
					got[i] = float64(numeric.F16ToF32(h))
				}
			case c.outBF16:
				for i, h := range f16of(z.Data) {
					got[i] = float64(numeric.BF16ToF32(h))
				}
			default:
				for i, f := range f32of(z.Data) {
					got[i] = float64(f)
				}
			}
			// f16 inputs, f32 accumulation: rtol 1e-3 (plus an atol for sums near 0). A bf16 C
			// may round the other way when the f32 sum lies next to a bf16 midpoint: one ulp.
			rtol := 1e-3
			if c.outBF16 {
				rtol = 1.0 / 128
			}
			checkClose(t, got, want, 1e-3, rtol)
		})
	}
}

// checkCubeLowering checks what the pipeline made of a cube kernel: kernel type "cube";
// tensors materialised by TPipe (on c220 TQue for the L1 tiles and TBuf for L0A/L0B/L0C,
// on c310 TBuf only) or, under static allocation (c310's default), by local_tensor_v3;
// synchronised by queue enque/deque and event flags on c220 and by buffer ids on c310;
// and the fixpipe store.
func checkCubeLowering(t *testing.T, m *ir.Operation, soc string) {
	t.Helper()
	if kt, _ := m.Attr("asc.kernel_type").(*ir.StringAttr); kt == nil || kt.Value != "cube" {
		t.Errorf("asc.kernel_type = %v, want \"cube\"", m.Attr("asc.kernel_type"))
	}
	count := map[string]int{}
	m.Walk(func(o *ir.Operation) bool {
		count[o.Name()]++
		return true
	})
	c220 := soc == "Ascend910B1"
	want := []string{ascendc.OpMmad, ascendc.OpFixpipe, ascendc.OpLoadDataG2l}
	var absent []string
	switch {
	case tileStaticAlloc(soc):
		want = append(want, ascendc.OpLocalTensorV3)
		absent = append(absent, ascendc.OpQueue, ascendc.OpTbuf, ascendc.OpQueBindEnqueTensor)
	case c220:
		want = append(want, ascendc.OpQueue, ascendc.OpQueBindEnqueTensor, ascendc.OpQueBindDequeTensor, ascendc.OpTbuf)
		absent = append(absent, ascendc.OpLocalTensorV3)
	default:
		want = append(want, ascendc.OpTbuf)
		absent = append(absent, ascendc.OpLocalTensorV3, ascendc.OpQueue, ascendc.OpQueBindEnqueTensor)
	}
	if c220 {
		want = append(want, ascendc.OpSetFlag)
		absent = append(absent, ascendc.OpGetBuf)
	} else {
		want = append(want, ascendc.OpGetBuf, ascendc.OpRlsBuf)
	}
	for _, n := range want {
		if count[n] == 0 {
			t.Errorf("no %s in the lowered kernel", n)
		}
	}
	for _, n := range absent {
		if count[n] != 0 {
			t.Errorf("%d %s in the lowered kernel", count[n], n)
		}
	}
}

// tileStaticAlloc reports whether the tile kernels run with static allocation on soc:
// pyasc-pipeline's default (c310) unless ASC_TILE_EXTRA_OPTS sets static-alloc (its last
// setting holds, as in the pipeline's options).
func tileStaticAlloc(soc string) bool {
	static := soc != "Ascend910B1"
	for _, f := range strings.Fields(os.Getenv("ASC_TILE_EXTRA_OPTS")) {
		if v, ok := strings.CutPrefix(f, "static-alloc="); ok {
			static = v == "true" || v == "1"
		}
	}
	return static
}

// TestTileMatmul: C (f32) = A·B with one 64×64 output tile per core and K walked in
// 16-deep steps accumulated in L0C: 128×128 over four cores, and 192×128 over six cores
// with K = 64.
func TestTileMatmul(t *testing.T) {
	t.Run("128x128x256", matmulCase{kernel: "matmul", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4}.run)
	t.Run("192x128x64", matmulCase{kernel: "matmul", entry: "matmul_kernel", m: 192, n: 128, k: 64, cores: 6}.run)
}

// TestTileMatmulK64: as TestTileMatmul with 64-deep K steps (64×64 A tiles in L0A, four
// fractals along M and four along K). 2201's cube reads L0A m-block major ("ZZ"), 3510's
// k-block major ("NZ", L1's order, hardware.md §6); asclower-asctile-data-transfer loads
// L0A in the order of the module's architecture.
func TestTileMatmulK64(t *testing.T) {
	matmulCase{kernel: "matmul_k64", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4}.run(t)
}

// TestTileMatmulF16: C stored as f16 through the fixpipe's quantize step.
func TestTileMatmulF16(t *testing.T) {
	matmulCase{kernel: "matmul_f16", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4, outF16: true}.run(t)
}

// TestTileMatmulRelu: C = max(A·B, 0) through the fixpipe's ReLU.
func TestTileMatmulRelu(t *testing.T) {
	matmulCase{kernel: "matmul_relu", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4, epilogue: relu}.run(t)
}

// TestTileMatmulReluF16: C = f16(max(A·B, 0)), the maximum written against a zero tile.
func TestTileMatmulReluF16(t *testing.T) {
	matmulCase{kernel: "matmul_relu_f16", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4, outF16: true, epilogue: relu}.run(t)
}

func relu(x float64) float64 { return max(x, 0) }

// TestTileMatmulLeakyRelu: the cube's C tile goes to GM and comes back into UB for a
// vector epilogue, D = max(C, 0.1·C): a "mixed" kernel whose round trip through GM is
// ordered by a FIX -> MTE2 flag (910B) or a shared buffer id (950). As elsewhere in the
// simulator one block has the pipes of both the AIC and the AIV (on a 910B the two halves
// run on different cores and would need cross-core flags).
func TestTileMatmulLeakyRelu(t *testing.T) {
	const m, n, k, cores = 128, 128, 256, 4
	r := rand.New(rand.NewSource(11))
	a, b := randF16(r, m*k, 1), randF16(r, k*n, 1)
	want := matmulRef(a, b, m, k, n)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			mod := lowerTile(t, "matmul_leaky_relu", soc)
			if kt, _ := mod.Attr("asc.kernel_type").(*ir.StringAttr); kt == nil || kt.Value != "mixed" {
				t.Errorf("asc.kernel_type = %v, want \"mixed\"", mod.Attr("asc.kernel_type"))
			}
			c, d := out(4*m*n), out(4*m*n)
			runTile(t, mod, "matmul_kernel", cores, in(f16bytes(a)), in(f16bytes(b)), c, d,
				scalar(fmtInt(m)), scalar(fmtInt(n)), scalar(fmtInt(k)))
			gc, gd := f32of(c.Data), f32of(d.Data)
			cw, dw := make([]float64, m*n), make([]float64, m*n)
			gotc, gotd := make([]float64, m*n), make([]float64, m*n)
			for i := range want {
				cw[i], gotc[i], gotd[i] = want[i], float64(gc[i]), float64(gd[i])
				// The epilogue works on the f32 C the cube wrote.
				x := float32(gc[i])
				dw[i] = float64(max(x, x*float32(0.1)))
			}
			checkClose(t, gotc, cw, 1e-3, 1e-3)
			checkClose(t, gotd, dw, 1e-6, 1e-4)
		})
	}
}

// TestTileMatmul128: 128×128 output tiles per core, 256×256 over four cores.
func TestTileMatmul128(t *testing.T) {
	matmulCase{kernel: "matmul_128", entry: "matmul_kernel", m: 256, n: 256, k: 128, cores: 4}.run(t)
}

// TestTileMatmulUnrolled: the K loop unrolled by two (copies of the body reload L0A/L0B
// after the previous matmul_acc read them).
func TestTileMatmulUnrolled(t *testing.T) {
	matmulCase{kernel: "matmul_unroll", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4}.run(t)
}

// TestTileMatmulSingle: one asctile.matmul per core, K = 16.
func TestTileMatmulSingle(t *testing.T) {
	matmulCase{kernel: "matmul_single", entry: "matmul_kernel", m: 128, n: 192, k: 16, cores: 6}.run(t)
}

// TestTileMatmulBF16: bf16 A and B.
func TestTileMatmulBF16(t *testing.T) {
	matmulCase{kernel: "matmul_bf16", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4, bf16: true}.run(t)
}

func randBF16(r *rand.Rand, n int) []uint16 {
	v := make([]uint16, n)
	for i := range v {
		v[i] = numeric.F32ToBF16(r.Float32()*2 - 1)
	}
	return v
}

// TestTileMatmulIterArg: the L0C accumulator carried through the K loop's iter_args.
func TestTileMatmulIterArg(t *testing.T) {
	matmulCase{kernel: "matmul_iter", entry: "matmul_kernel", m: 128, n: 128, k: 256, cores: 4}.run(t)
}

// TestTileMatmulTiles: more output tiles than cores (3×3 tiles of 64×128 on 4 cores, each
// core looping over its tiles with a fresh accumulator) and a 32-deep K loop.
func TestTileMatmulTiles(t *testing.T) {
	matmulCase{kernel: "matmul_tiles", entry: "matmul_tiles_kernel", m: 192, n: 384, k: 96, cores: 4}.run(t)
}

// TestTileMatmulTilesBF16: bf16 A, B and C in 128×64 tiles (4×3 tiles on 5 cores) with
// 64-deep K steps; C rounds once from the f32 accumulator (F322BF16).
func TestTileMatmulTilesBF16(t *testing.T) {
	matmulCase{kernel: "matmul_tiles_bf16", entry: "matmul_tiles_kernel", m: 512, n: 192, k: 192, cores: 5, bf16: true, outBF16: true}.run(t)
}

// TestTileMatmulL1Split: A and B blocks staged in L1 once per 128-deep K block and copied
// into L0A/L0B 32 columns/rows at a time (asctile.copy with offsets into the L1 tile);
// 3×2 tiles of 64×64 on 4 cores, K = 256.
func TestTileMatmulL1Split(t *testing.T) {
	matmulCase{kernel: "matmul_l1_split", entry: "matmul_kernel", m: 192, n: 128, k: 256, cores: 4}.run(t)
}
