package examples

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// The cells of the round-9 cube table (docs/asc2-cube-coverage.md) that no earlier kernel
// covered. Each named cell is a kernel under asc2/<name>/kernel.mlir (cubeKernel's text
// behind a comment; TestTileR9CubeKernelText keeps the two equal), run by TestTileR9Cube
// against the reference interpreter under the options of the table and by TestTileNumpy
// (numpyR9Cube) through the three commands against numpy.
type cubeNamed struct {
	name string
	cell cubeCell
	opts []string // option strings besides the default ("" is always run)
	doc  string   // the kernel file's comment
}

var r9CubeCells = []cubeNamed{
	{"r9_mm_f32_bf16out_t128", cubeCell{et: "f32", out: "bf16", m: 257, n: 100, k: 33, tm: 128, tn: 64, tk: 16, cores: 3, relu: true},
		[]string{"reuse-ub=true", "static-alloc=flip"},
		"f32 A and B, 128x64 output tiles, 16-deep K steps with a tail; relu and the cast to bf16 on the L0C tile (the fixpipe's relu and F322BF16)"},
	{"r9_mm_f16_t256_koff", cubeCell{et: "f16", out: "f32", m: 300, n: 100, k: 257, tm: 256, tn: 64, tk: 32, cores: 2, kUnroll: 2, kOffsets: true},
		[]string{"densify-load-store=true"},
		"f16, 256x64 output tiles (a 44-row tail), the K loop over offsets (for ok in range(0, K, 32), unroll_factor 2, a 1-deep last step)"},
	{"r9_mm_bf16_tk128_static", cubeCell{et: "bf16", out: "f16", m: 100, n: 17, k: 300, tm: 64, tn: 48, tk: 128, cores: 2, static: true, relu: true, fixpipe: true, tUnroll: 2},
		[]string{"reuse-ub=true densify-load-store=true", "static-alloc=flip"},
		"bf16 tensors of constant shape, 128-deep K steps (a 44-deep tail), the loop over output tiles unrolled by 2; one store_fixpipe {quantize, relu} to f16"},
	{"r9_mm_bf16_msplit_nested", cubeCell{et: "bf16", out: "f32", m: 100, n: 70, k: 75, tm: 32, tn: 64, tk: 32, cores: 3, l1: "msplit", tForm: "nested"},
		[]string{"densify-load-store=true"},
		"bf16, a 64-row L1 tile of A copied into two 32-row L0A sub-tiles (two accumulators), output tiles in nested loops (rows of tiles over the cores)"},
	{"r9_mm_f32_nsplit_once", cubeCell{et: "f32", out: "f32", m: 33, n: 100, k: 50, tm: 32, tn: 32, tk: 16, cores: 8, l1: "nsplit", tForm: "once"},
		[]string{"static-alloc=flip"},
		"f32, a 64-column L1 tile of B copied into two 32-column L0B sub-tiles (two accumulators, the second wholly past N in the last column of tiles); core b takes output tile b if there is one (4 tiles on 8 cores)"},
	{"r9_mm_f16_ksplit_static", cubeCell{et: "f16", out: "f32", m: 64, n: 48, k: 100, tm: 64, tn: 48, tk: 32, cores: 1, static: true, l1: "ksplit", l1k: 96, kUnroll: 2},
		[]string{"reuse-ub=true"},
		"f16 tensors of constant shape, 96-deep L1 tiles copied in three 32-deep L0A/L0B steps (the second L1 step 4 deep: two sub-steps wholly past K)"},
	{"r9_mm_pro_relu_f16", cubeCell{et: "f16", out: "f32", m: 70, n: 100, k: 50, tm: 32, tn: 48, tk: 32, cores: 3, pro: "relu"},
		[]string{"reuse-ub=true", "densify-load-store=true"},
		"a vector prologue: each A tile goes through UB (relu) into the workspace W and from there into L0A (vector then cube through GM, every K step)"},
	{"r9_mm_pro_scale_bf16", cubeCell{et: "bf16", out: "bf16", m: 33, n: 17, k: 100, tm: 32, tn: 16, tk: 64, cores: 4, pro: "scale", relu: true, kOffsets: true},
		[]string{"static-alloc=flip"},
		"a vector prologue on bf16 (A times 0.5 in UB, through W into L0A), relu and the bf16 cast in the fixpipe"},
	{"r9_mm_residual_f16", cubeCell{et: "f16", out: "f32", m: 50, n: 70, k: 40, tm: 32, tn: 64, tk: 32, cores: 3, epi: "residual"},
		[]string{"reuse-ub=true"},
		"a vector epilogue: C goes to GM through the fixpipe, comes back into UB and gets a residual R added, D = C + R"},
	{"r9_mm_bias_static_f32", cubeCell{et: "f32", out: "f32", m: 40, n: 33, k: 24, tm: 32, tn: 48, tk: 16, cores: 2, static: true, epi: "bias"},
		[]string{"densify-load-store=true"},
		"f32 tensors of constant shape with tails (a static C whose UB load is clipped and padded), D = C + bias (a row broadcast)"},
	{"r9_mm_gelu_bf16", cubeCell{et: "bf16", out: "f32", m: 33, n: 40, k: 64, tm: 16, tn: 64, tk: 32, cores: 2, epi: "gelu", tUnroll: 2},
		[]string{"static-alloc=flip"},
		"bf16, D = gelu(C) (tanh form) in UB, the loop over output tiles unrolled by 2"},
	{"r9_mm_softmax_f32", cubeCell{et: "f32", out: "f32", m: 40, n: 50, k: 20, tm: 16, tn: 64, tk: 16, cores: 2, epi: "softmax", tForm: "nested"},
		[]string{"reuse-ub=true"},
		"f32, D = the row softmax of C (N <= the tile: columns past N padded with -inf)"},
	{"r9_mm_kskip_f16", cubeCell{et: "f16", out: "f32", m: 70, n: 100, k: 130, tm: 32, tn: 48, tk: 32, cores: 3, kSkip: true, kUnroll: 2},
		[]string{"densify-load-store=true"},
		"a block-sparse K loop: the second 32-deep step is skipped, its loads and matmul_acc in one branch of an scf.if (910B's insert-sync missed the next step's wait for this Mmad's L0A/L0B reads until round 9)"},
	{"r9_mm_kwhile_bf16", cubeCell{et: "bf16", out: "f32", m: 50, n: 70, k: 100, tm: 32, tn: 48, tk: 32, cores: 2, kWhile: true, relu: true},
		[]string{"reuse-ub=true"},
		"bf16, the K loop an scf.while over offsets (a Python while loop; 910B's insert-sync put the loop-carried Mmad-before-reload pair into the before region, leaving the body unordered, until round 9)"},
	{"r9_mm_m1k1_f16", cubeCell{et: "f16", out: "f16", m: 1, n: 257, k: 1, tm: 16, tn: 128, tk: 16, cores: 2, single: true, relu: true},
		[]string{"densify-load-store=true"},
		"M = K = 1 (one asctile.matmul of a 1-deep product), N = 257 over 128-column tiles, relu and f16 out"},
}

// cubeOpts is opts for soc: static-alloc=flip is set against the SoC's default;
// vf-fusion=c310 is vf-fusion=true on the c310 SoC and nothing on the other (the fusion
// needs c310's vector registers).
func cubeOpts(opts, soc string) string {
	c310 := soc == "Ascend950PR_9599"
	switch opts {
	case "static-alloc=flip":
		if c310 {
			return "static-alloc=false"
		}
		return "static-alloc=true"
	case "vf-fusion=c310":
		if c310 {
			return "vf-fusion=true"
		}
		return ""
	}
	return opts
}

// TestTileR9Cube runs every named cell on both SoCs under the default options and the
// cell's others, against the reference interpreter.
func TestTileR9Cube(t *testing.T) {
	for _, nc := range r9CubeCells {
		for _, o := range append([]string{""}, nc.opts...) {
			t.Run(nc.name+"/"+o, func(t *testing.T) {
				for _, soc := range tileSoCs {
					if msg := runCubeOn(t, cubeRun{name: nc.name, cell: nc.cell, opts: cubeOpts(o, soc)}, soc); msg != "" {
						t.Error(msg)
					}
				}
			})
		}
	}
}

// cubeKernelFile is the text of asc2/<name>/kernel.mlir: the doc comment, then the kernel.
func cubeKernelFile(nc cubeNamed) string {
	var h strings.Builder
	words := strings.Fields(fmt.Sprintf("C = A·B, M x N x K = %d x %d x %d on %d cores: %s.", nc.cell.m, nc.cell.n, nc.cell.k, nc.cell.cores, nc.doc))
	line := "//"
	for _, w := range words {
		if len(line)+1+len(w) > 92 {
			h.WriteString(line + "\n")
			line = "//"
		}
		line += " " + w
	}
	h.WriteString(line + "\n")
	h.WriteString("// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).\n")
	return h.String() + cubeKernel(&nc.cell)
}

// TestTileR9CubeKernelText checks that each named cell's kernel file is cubeKernel's text
// (ASC_R9CUBE_WRITE=1 rewrites them).
func TestTileR9CubeKernelText(t *testing.T) {
	for _, nc := range r9CubeCells {
		path := filepath.Join("asc2", nc.name, "kernel.mlir")
		want := cubeKernelFile(nc)
		if os.Getenv("ASC_R9CUBE_WRITE") != "" {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s is not the generator's text of the cell (ASC_R9CUBE_WRITE=1 rewrites it)", path)
		}
	}
}

// numpyR9Cube are the named cells (and the chained matmul r9_chain_rhs_f16) through the
// three commands against numpy.
func numpyR9Cube() []npCase {
	var cs []npCase
	for _, nc := range r9CubeCells {
		cs = append(cs, npCase{name: nc.name, entry: "ck", grid: nc.cell.cores, py: cubePy(&nc.cell)})
	}
	return append(cs, npCase{name: "r9_chain_rhs_f16", entry: "chain_kernel", grid: 2, py: `
P, N, K = 20, 100, 70
a, av = draw(c, (32, K), "f16"); b, bv = draw(c, (K, N), "f16"); e, ev = draw(c, (P, 32), "f16")
IN(a); IN(b); IN(e)
q = np.maximum(av.astype(np.float64) @ bv.astype(np.float64), 0).astype(np.float16).astype(np.float64)
OUT("d", "f32", ev.astype(np.float64) @ q, MATMUL_F32)
S(P); S(N); S(K)`}, npCase{name: "r9_while_gm_f32", entry: "while_kernel", grid: 1, py: `
x, xv = draw(c, 256, "f32", -4, 4)
IN(x)
y = np.zeros(256, np.float32)
for _ in range(5):
    y = y + xv.astype(np.float32)  # rounded to f32 each time, as the kernel's five adds
OUT("y", "f32", y, (0, 0))
S(5)`}, chainSplitCase("r9_chain_msplit_f16"), chainSplitCase("r9_chain_ksplit_f16"), npCase{name: "r9_mm_square_f32", entry: "square_kernel", grid: 1, py: `
n = 20
x, xv = draw(c, (n, n), "f32")
IN(x)
OUT("c", "f32", xv.astype(np.float64) @ xv.astype(np.float64), (1e-6, 1e-4))
S(n)`})
}

// cubePy is the numpy side of a cell: inputs drawn in [-1, 1) and bound in the kernel's
// parameter order (c.bufs), the reference written as a numpy user would (C = A @ B in
// float64 of the inputs' values, relu, the prologue's W and the epilogue's D).
func cubePy(c *cubeCell) string {
	var h strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&h, f+"\n", a...) }
	w("M, N, K, TM, TN, tm = %d, %d, %d, %d, %d, %d", c.m, c.n, c.k, c.tileM(), c.tileN(), c.tm)
	w(`a, av = draw(c, (M, K), "%s"); b, bv = draw(c, (K, N), "%s")`, c.et, c.et)
	w("ap = av.astype(np.float64)")
	switch c.pro {
	case "relu":
		w("ap = np.maximum(ap, 0)")
	case "scale":
		w("ap = ap * 0.5")
	}
	if c.kSkip {
		w("ap[:, %d:%d] = 0  # the skipped K step", c.kStep(), 2*c.kStep())
	}
	w("C = ap @ bv.astype(np.float64)")
	if c.relu {
		w("C = np.maximum(C, 0)")
	}
	for _, b := range c.bufs() {
		switch b.name {
		case "a", "b":
			w("IN(%s)", b.name)
		case "w":
			// Output tile t = (t // nt, t % nt) writes its A rows (zeros past M) at row t*tm.
			w("nt = -(-N // TN); W = np.zeros((%d, K))", c.wRows())
			w("for t in range(-(-M // TM) * nt):")
			w("    rows = ap[(t // nt) * TM:(t // nt) * TM + tm]")
			w("    W[t * tm:t * tm + rows.shape[0]] = rows")
			w(`OUT("w", "%s", W, (0, 0))`, c.et)
		case "r":
			if c.epi == "bias" {
				w("r = uniform(N, -1, 1); IN(r)")
			} else {
				w("r = uniform((M, N), -1, 1); IN(r)")
			}
		case "c":
			tol := ""
			if c.out == "f32" {
				tol = ", MATMUL_F32"
			}
			w(`OUT("c", "%s", C%s)`, c.out, tol)
		case "d":
			ref := map[string]string{"gelu": "gelu_tanh(C)", "residual": "C + r", "bias": "C + r[None, :]", "softmax": "softmax_rows(C)"}[c.epi]
			w(`OUT("d", "f32", %s, MATMUL_F32)`, ref)
		}
	}
	if !c.static {
		w("S(M); S(N); S(K)")
	}
	return h.String()
}

// TestTileR9MatmulUBRefused: r9_mm_ub_refused, a matmul of two UB tiles (PyAsc lowers it to
// an Mmad on vector-unit buffers), is refused at the matmul on both SoCs.
func TestTileR9MatmulUBRefused(t *testing.T) {
	for _, soc := range tileSoCs {
		m, ctx := parseKernel(t, "asc2/r9_mm_ub_refused/kernel.mlir")
		err := applyPipeline(m, ctx, pyascPipeline(soc))
		if err == nil || !strings.Contains(err.Error(), "kernel.mlir:12:10: error: 'asctile.matmul' op operand #0 (the left matrix) is a tile in UB, but the cube takes it in L0A only") {
			t.Fatalf("%s: want the matmul refused at its location, got %v", soc, err)
		}
	}
}

// TestTileR9L1PrefetchRefused: r9_mm_l1_prefetch_refused, an L1 tile carried by the K loop
// (prefetch), is refused at its load on both SoCs (PyAsc reports it and goes on).
func TestTileR9L1PrefetchRefused(t *testing.T) {
	for _, soc := range tileSoCs {
		m, ctx := parseKernel(t, "asc2/r9_mm_l1_prefetch_refused/kernel.mlir")
		err := applyPipeline(m, ctx, pyascPipeline(soc))
		if err == nil || !strings.Contains(err.Error(), "kernel.mlir:13:11: error: L1 tile is expected to be used for copy operations only.") {
			t.Fatalf("%s: want the L1 load refused at its location, got %v", soc, err)
		}
	}
}

// chainSplitCase is the numpy case of the chains whose on-chip intermediate is copied
// into L0A sub-tiles (r9_chain_msplit_f16, r9_chain_ksplit_f16): D = f16(A·B) · E. An
// element of the f16 intermediate whose f32 sum lies next to a rounding midpoint may round
// the other way than numpy's float64 sum (one f16 ulp, 2^-11 relative), which a D near 0
// carries past rtol 1e-3: the check allows an absolute 1e-3 as well.
func chainSplitCase(kernel string) npCase {
	return npCase{name: kernel, entry: "chain_kernel", grid: 2, py: `
M, K = 100, 70
a, av = draw(c, (M, K), "f16"); b, bv = draw(c, (K, 48), "f16"); e, ev = draw(c, (48, 32), "f16")
IN(a); IN(b); IN(e)
q = (av.astype(np.float64) @ bv.astype(np.float64)).astype(np.float16).astype(np.float64)
OUT("d", "f32", q @ ev.astype(np.float64), (1e-3, 1e-3))
S(M); S(K)`}
}

// TestTileR9CubeNoSync: without insert-sync a tile kernel has no synchronisation at all
// (the tile IR carries none of its own), so the cube's loads, Mmad and Fixpipe run
// unordered: asc-sim must report the races rather than return numbers (a cell of the
// table's options column: insert-sync=false is never safe for a tile kernel).
func TestTileR9CubeNoSync(t *testing.T) {
	nc := r9CubeCells[0]
	src := cubeKernel(&nc.cell)
	for _, soc := range tileSoCs {
		m, err := lowerCube(src, soc, "insert-sync=false")
		if err != nil {
			t.Fatal(err)
		}
		c := nc.cell
		var args []*sim.Arg
		for _, b := range c.bufs() {
			if b.in {
				args = append(args, in(make([]byte, b.n*typeOf(b.et).bits/8)))
			} else {
				args = append(args, out(b.n*typeOf(b.et).bits/8))
			}
		}
		args = append(args, scalar(fmtInt(c.m)), scalar(fmtInt(c.n)), scalar(fmtInt(c.k)))
		msgs := tryTile(t, m, "ck", c.cores, args...)
		if len(msgs) == 0 || !strings.Contains(strings.Join(msgs, "\n"), "race") {
			t.Errorf("%s: insert-sync=false ran without a reported race: %v", soc, msgs)
		}
	}
}
