package examples

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// cubeRun is one cell of the table under one option string of --pyasc-pipeline.
type cubeRun struct {
	name string
	cell cubeCell
	opts string // appended to "soc=S"
}

// cubeCapacityRefusal matches the allocators' refusals of tensors that outgrow a buffer.
var cubeCapacityRefusal = regexp.MustCompile(`'ascendc\.local_tensor_auto' op (TPipe buffers|static allocation) needs? \d+ bytes of \w+, more than (the|its) \d+ bytes usable`)

// cubeInputs draws the input buffers of c (nil for the outputs).
func cubeInputs(c *cubeCell, seed string) [][]float64 {
	r := newRand(seed)
	rng := mRange{lo: -2, hi: 2}
	var in [][]float64
	for _, b := range c.bufs() {
		if b.in {
			in = append(in, typeOf(b.et).draw(r, b.n, rng))
		} else {
			in = append(in, nil)
		}
	}
	return in
}

// cubeReference runs the kernel text on the reference interpreter; it returns the
// buffers after the run (the outputs filled).
func cubeReference(c *cubeCell, src string, in [][]float64) ([]*rBuf, error) {
	fn, err := kernelFunc("cube.mlir", src)
	if err != nil {
		return nil, err
	}
	var args []any
	var bufs []*rBuf
	for i, b := range c.bufs() {
		rb := &rBuf{et: b.et, el: make([]rEl, b.n)}
		for j, v := range in[i] {
			rb.el[j] = rEl{v: v}
		}
		args = append(args, rb)
		bufs = append(bufs, rb)
	}
	if !c.static {
		for _, d := range []int{c.m, c.n, c.k} {
			args = append(args, scalarOf("i32", float64(d)))
		}
	}
	return bufs, refRun(fn, c.cores, args)
}

// lowerCube lowers src with pyasc-pipeline{soc opts} and translates it.
func lowerCube(src, soc, opts string) (*ir.Operation, error) {
	m, _, err := lowerWith(src, "cube.mlir", soc, opts)
	return m, err
}

// runCube takes one run through the pipeline and the simulator on both SoCs and compares
// every output with the interpreter's. It returns the failures as text ("" when all matched).
func runCube(t *testing.T, r cubeRun) string {
	var fails []string
	for _, soc := range tileSoCs {
		rs := r
		rs.opts = cubeOpts(r.opts, soc)
		if msg := runCubeOn(t, rs, soc); msg != "" {
			fails = append(fails, msg)
		}
	}
	return strings.Join(fails, "\n")
}

// runCubeOn is runCube on one SoC.
func runCubeOn(t *testing.T, r cubeRun, soc string) string {
	c := &r.cell
	src := cubeKernel(c)
	inputs := cubeInputs(c, r.name)
	want, err := cubeReference(c, src, inputs)
	if err != nil {
		return fmt.Sprintf("reference: %v\n%s", err, src)
	}
	fail := func(f string, a ...any) string {
		return fmt.Sprintf("%s %s: ", soc, r.opts) + fmt.Sprintf(f, a...) + "\n" + src
	}
	m, err := lowerCube(src, soc, r.opts)
	if err != nil && cubeCapacityRefusal.MatchString(err.Error()) && strings.HasPrefix(r.name, "sweep") {
		t.Logf("%s %s: too big: %v", soc, r.opts, err) // the sweep does not budget buffers exactly
		return ""
	}
	if err != nil {
		return fail("pipeline: %v", err)
	}
	var args, outs []*sim.Arg
	bufs := c.bufs()
	for i, b := range bufs {
		if b.in {
			args = append(args, in(typeOf(b.et).bytes(inputs[i])))
			outs = append(outs, nil)
			continue
		}
		o := out(b.n * typeOf(b.et).bits / 8)
		args = append(args, o)
		outs = append(outs, o)
	}
	if !c.static {
		args = append(args, scalar(fmtInt(c.m)), scalar(fmtInt(c.n)), scalar(fmtInt(c.k)))
	}
	if msgs := tryTile(t, m, "ck", c.cores, args...); len(msgs) > 0 {
		return fail("asc-sim: %s", strings.Join(msgs[:min(len(msgs), 4)], "\n"))
	}
	var d []string
	for i, o := range outs {
		if o != nil {
			d = append(d, randDiffs(bufs[i].name, typeOf(bufs[i].et).values(o.Data), want[i])...)
		}
	}
	if len(d) > 0 {
		return fail("%d elements differ:\n%s", len(d), strings.Join(d[:min(len(d), 6)], "\n"))
	}
	return ""
}

// TestTileR9CubeSweep draws ASC_R9CUBE_SWEEP random cells (exploration; skipped by default).
func TestTileR9CubeSweep(t *testing.T) {
	n := envInt("ASC_R9CUBE_SWEEP", 0)
	if n == 0 {
		t.Skip("ASC_R9CUBE_SWEEP=N draws N random cells of the cube table")
	}
	from := envInt("ASC_R9CUBE_FROM", 1)
	for s := from; s < from+n; s++ {
		r := drawCubeRun(int64(s))
		t.Run(fmt.Sprint(s), func(t *testing.T) {
			if msg := runCube(t, r); msg != "" {
				t.Errorf("seed %d %+v opts=%q:\n%s", s, r.cell, r.opts, msg)
			}
		})
	}
}

// drawCubeRun draws a random cell and option string.
func drawCubeRun(seed int64) cubeRun {
	r := rand.New(rand.NewSource(seed))
	pick := func(xs ...int) int { return xs[r.Intn(len(xs))] }
	c := cubeCell{et: []string{"f16", "bf16", "f32"}[r.Intn(3)]}
	c.tm, c.tn = pick(16, 32, 48, 64, 80, 96, 112, 128, 144, 192, 256), pick(16, 32, 48, 64, 80, 96, 112, 128, 160, 240, 256)
	c.tk = pick(16, 32, 48, 64, 80, 128)
	if c.et == "f32" {
		c.tk = pick(16, 32, 48)
	}
	sizes := []int{1, 3, 16, 17, 33, 64, 100, 128, 257, 300}
	c.m, c.n, c.k = sizes[r.Intn(len(sizes))], sizes[r.Intn(len(sizes))], sizes[r.Intn(len(sizes))]
	c.cores = 1 + r.Intn(6)
	c.static = r.Intn(3) == 0
	c.relu = r.Intn(3) == 0
	c.fixpipe = r.Intn(3) == 0
	if r.Intn(3) == 0 {
		c.out = []string{"f16", "bf16"}[r.Intn(2)]
	} else {
		c.out = "f32"
	}
	c.kUnroll, c.tUnroll = pick(1, 1, 2, 3), pick(1, 1, 2)
	c.l1 = []string{"", "", "same", "ksplit", "msplit", "nsplit", "mksplit", "nksplit"}[r.Intn(8)]
	if c.l1 == "ksplit" || c.l1 == "mksplit" || c.l1 == "nksplit" {
		c.l1k = c.tk * pick(2, 3, 4)
	}
	if c.l1 == "" && r.Intn(4) == 0 && c.k <= c.tk {
		c.single = true
	}
	if c.l1 == "" && !c.single && r.Intn(3) == 0 {
		c.pro = []string{"relu", "scale"}[r.Intn(2)]
	}
	if c.l1 == "" || c.l1 == "same" {
		if r.Intn(3) == 0 && c.out == "f32" {
			c.epi = []string{"gelu", "residual", "bias", "softmax"}[r.Intn(4)]
			for c.tm*c.tn > 2048 { // the UB tiles of the epilogue (about 8 live, twice when unrolled)
				if c.tm >= c.tn {
					c.tm = max(16, c.tm/32*16)
				} else {
					c.tn = max(16, c.tn/32*16)
				}
			}
			if c.epi == "softmax" && c.n > c.tn {
				c.n = c.tn
			}
		}
	}
	c.tForm = []string{"", "", "once", "nested", "while"}[r.Intn(5)]
	c.kOffsets = r.Intn(2) == 0
	c.parallel = r.Intn(3) == 0
	c.kSkip = !c.single && r.Intn(4) == 0
	c.kWhile = !c.single && r.Intn(5) == 0
	if c.tForm == "once" {
		c.cores = 1 + r.Intn(12)
		c.m, c.n = min(c.m, 2*c.tileM()), min(c.n, 2*c.tileN()) // at most 4 tiles: some cores get none
	}
	c.fit()
	opts := []string{"", "", "reuse-ub=true", "static-alloc=flip", "densify-load-store=true", "matmul-cube-only=true",
		"reuse-ub=true densify-load-store=true", "reuse-ub=true reuse-ub-in-out=true", "vf-fusion=c310"}[r.Intn(9)]
	if (c.epi != "" || c.pro != "") && opts == "matmul-cube-only=true" {
		opts = ""
	}
	return cubeRun{name: fmt.Sprintf("sweep%d", seed), cell: c, opts: opts}
}

// fit shrinks the tiles of c until they fit the smallest buffers of the two SoCs (910B:
// L0A/L0B 64 KB, L0C 128 KB, L1 512 KB).
func (c *cubeCell) fit() {
	eb := typeOf(c.et).bits / 8
	for {
		kd := c.kStep()
		a0, b0 := c.tm*c.tk*eb, c.tk*c.tn*eb
		accs := len(c.accs())
		l0c := c.tm * c.tn * 4 * accs
		l1 := c.tileM()*kd*eb + kd*c.tileN()*eb
		// Unrolled loops keep a buffer per copy of their tiles.
		// An unrolled loop keeps a buffer per copy of its tiles, its epilogue one more.
		u := (unrollOf(c.kUnroll) + 1) * (unrollOf(c.tUnroll) + 1)
		l0 := 64 << 10 / (u * accs)
		if a0 <= l0 && b0 <= l0 && l0c*(unrollOf(c.tUnroll)+1) <= 128<<10 && l1*u <= 512<<10 {
			return
		}
		if c.tm >= c.tn {
			c.tm /= 2
		} else {
			c.tn /= 2
		}
		if c.tm%16 != 0 || c.tn%16 != 0 {
			c.tm, c.tn = max(16, c.tm-c.tm%16), max(16, c.tn-c.tn%16)
			return
		}
	}
}
