package examples

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestTileRandom takes random tile kernels (genProg, asc2_rand_gen_test.go: chains of
// 2-8 ops over 1-3 inputs, f32/f16/bf16/i32/i16, 1-D and 2-D tiles with aligned and
// unaligned lengths, 1-8 cores, loops carrying tiles, unrolled loops; round 2
// (asc2_rand_gen2_test.go): masked tails under count_mask/bitwise_mask, set_value and
// get_value, concat, rms_norm, scalar shifts, asctile.dim sizes, atomic_rmw of per-core
// partials; matmuls through L1 copies, store_fixpipe flags and copy_fixpipe chains) through
// `--pyasc-pipeline` and the translator for each SoC of tileSoCs, simulates each with
// the sanitizer on and compares every output element with the reference interpreter
// (asc2_rand_ref_test.go), within the error bound the interpreter derives for it. A
// refusal, a translation error, a simulator diagnostic or a difference fails the test
// and prints the seed and the kernel.
//
// By default seeds 1..40 run. ASC_TILE_RAND=N runs N seeds, ASC_TILE_RAND_FROM=S starts
// at seed S, ASC_TILE_RAND_SEED=S runs seed S alone (to reproduce a failure), and
// ASC_TILE_RAND_DUMP=dir writes each kernel there, ASC_TILE_RAND_OPTS appends options to
// --pyasc-pipeline's (e.g. "reuse-ub=true").
func TestTileRandom(t *testing.T) {
	count, from := envInt("ASC_TILE_RAND", 40), envInt("ASC_TILE_RAND_FROM", 1)
	if s := envInt("ASC_TILE_RAND_SEED", 0); s != 0 {
		count, from = 1, s
	}
	ops := map[string]int{}
	undecided, compared, tooBig := 0, 0, 0
	for seed := from; seed < from+count; seed++ {
		p := genProg(int64(seed))
		for k, v := range p.ops {
			ops[k] += v
		}
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			u, c, b := runRandProg(t, p)
			undecided += u
			compared += c
			tooBig += b
		})
	}
	t.Logf("%d kernels, %d elements compared, %d undecided by the reference, %d runs refused as too big for UB; ops: %v", count, compared, undecided, tooBig, ops)
	// The generator does not budget UB: an unrolled kernel with many live tiles can
	// outgrow it (2 of 20,000 runs at seeds 80001-100000). More than that is a
	// regression in buffer reuse or in the capacity check, not the generator's luck.
	if limit := max(1, count*len(tileSoCs)/1000); tooBig > limit {
		t.Errorf("%d runs refused as too big for UB (at most %d expected)", tooBig, limit)
	}
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// randHeader describes p in a failure message.
func randHeader(p *rProg, soc string) string {
	shape := fmt.Sprintf("n=%d tile=%d", p.n, p.tn)
	if p.mm != nil {
		shape = fmt.Sprintf("%dx%dx%d tile=%dx%dx%d", p.mm.m, p.mm.n, p.mm.k, p.mm.tm, p.mm.tn, p.mm.tk)
	} else if p.twoD {
		shape = fmt.Sprintf("%dx%d tile=%dx%d", p.rows, p.cols, p.tr, p.tc)
	}
	return fmt.Sprintf("seed %d (ASC_TILE_RAND_SEED=%d) %s %s %s cores=%d", p.seed, p.seed, soc, p.form, shape, p.cores)
}

// runRandProg runs p on every SoC; it returns the undecided and compared element counts
// and the number of SoCs whose pipeline refused p because its buffers outgrow the UB
// (PyAsc's allocation fails there too, at InitBuffer: the kernel is not a valid case).
func runRandProg(t *testing.T, p *rProg) (int, int, int) {
	if dir := os.Getenv("ASC_TILE_RAND_DUMP"); dir != "" {
		_ = os.WriteFile(fmt.Sprintf("%s/rand_%d.mlir", dir, p.seed), []byte(p.src), 0o644)
	}
	z, w, undecided, err := randReference(p)
	if err != nil {
		t.Fatalf("%s: %v\n%s", randHeader(p, "-"), err, p.src)
	}
	compared, tooBig := 0, 0
	for _, soc := range tileSoCs {
		m, _, err := lowerRand(p.src, fmt.Sprintf("rand_%d.mlir", p.seed), soc)
		if err != nil && ubCapacityRefusal.MatchString(err.Error()) {
			t.Logf("%s: too big for UB: %v", randHeader(p, soc), err)
			tooBig++
			continue
		}
		if err != nil {
			t.Errorf("%s: the pipeline refused the kernel: %v\n%s", randHeader(p, soc), err, p.src)
			continue
		}
		args, zo, wo := randArgs(p)
		if msgs := tryTile(t, m, "rk", p.cores, args...); len(msgs) > 0 {
			if nanAtomicOnly(msgs) && hasUndecided(w) {
				// A NaN the reference cannot decide either (a division by a scalar
				// that may be 0) reached an atomic max/min, whose NaN rule the
				// simulator refuses as undocumented: the case decides nothing.
				t.Logf("%s: NaN into an atomic, refused: %s", randHeader(p, soc), msgs[0])
				continue
			}
			t.Errorf("%s: asc-sim: %d diagnostics:\n%s\n%s", randHeader(p, soc), len(msgs),
				strings.Join(msgs[:min(len(msgs), 5)], "\n"), p.src)
			continue
		}
		bad := compareRand(t, "z", typeOf(p.out).values(zo.Data), z)
		if wo != nil {
			bad += compareRand(t, "w", typeOf(p.accEt).values(wo.Data), w)
		}
		if bad > 0 {
			t.Errorf("%s: %d elements differ\n%s", randHeader(p, soc), bad, p.src)
		}
		compared += len(z.el)
		if w != nil {
			compared += len(w.el)
		}
	}
	return undecided, compared, tooBig
}

// nanAtomicRefusal is the simulator's refusal of an atomic max/min with a NaN operand.
var nanAtomicRefusal = regexp.MustCompile(`op atomic (max|min) in \w+ of .* has a NaN operand: which operand the hardware keeps is not documented`)

// nanAtomicOnly reports whether every diagnostic is nanAtomicRefusal.
func nanAtomicOnly(msgs []string) bool {
	for _, m := range msgs {
		if !nanAtomicRefusal.MatchString(m) {
			return false
		}
	}
	return true
}

// hasUndecided reports whether the reference left an element of b undecided (a NaN or an
// infinity on the way to it).
func hasUndecided(b *rBuf) bool {
	if b == nil {
		return false
	}
	for _, e := range b.el {
		if e.bad {
			return true
		}
	}
	return false
}

// ubCapacityRefusal matches the refusals of buffers that outgrow the unified buffer:
// ascendc-materialize-tensor's, and ascendc-allocate-tensor's (static allocation, the
// 950's default and ASC_TILE_RAND_OPTS=static-alloc=true's on 910B).
var ubCapacityRefusal = regexp.MustCompile(`'ascendc\.local_tensor_auto' op (TPipe buffers|static allocation) needs? \d+ bytes of UB, more than (the|its) \d+ bytes usable`)

// lowerRand is lowerMatrix with the pipeline options of ASC_TILE_RAND_OPTS appended
// (e.g. "reuse-ub=true densify-load-store=true"), to sweep the random kernels under
// other allocation and scheduling settings.
func lowerRand(src, path, soc string) (*ir.Operation, []byte, error) {
	return lowerWith(src, path, soc, os.Getenv("ASC_TILE_RAND_OPTS"))
}

// randArgs are the simulator's arguments of p and its two outputs (w nil without).
func randArgs(p *rProg) ([]*sim.Arg, *sim.Arg, *sim.Arg) {
	var args []*sim.Arg
	for _, x := range p.inputs {
		args = append(args, in(typeOf(p.et).bytes(x)))
	}
	zo := out(p.zLen() * typeOf(p.out).bits / 8)
	args = append(args, zo)
	var wo *sim.Arg
	if p.accEt != "" {
		wo = out(p.wLen() * typeOf(p.accEt).bits / 8)
		args = append(args, wo)
	}
	for _, d := range p.dims() {
		args = append(args, scalar(fmtInt(d)))
	}
	if p.scalar != nil {
		args = append(args, scalar(typeOf(p.et).scalarArg(*p.scalar)))
	}
	return args, zo, wo
}

// randReference interprets p's kernel: the expected z and w (nil without).
func randReference(p *rProg) (z, w *rBuf, undecided int, err error) {
	fn, err := kernelFunc("rand.mlir", p.src)
	if err != nil {
		return nil, nil, 0, err
	}
	var args []any
	for _, x := range p.inputs {
		b := &rBuf{et: p.et, el: make([]rEl, len(x))}
		for i, v := range x {
			b.el[i] = rEl{v: v}
		}
		args = append(args, b)
	}
	z = &rBuf{et: p.out, el: make([]rEl, p.zLen())}
	args = append(args, z)
	if p.accEt != "" {
		w = &rBuf{et: p.accEt, el: make([]rEl, p.wLen())}
		args = append(args, w)
	}
	for _, d := range p.dims() {
		args = append(args, scalarOf("i32", float64(d)))
	}
	if p.scalar != nil {
		args = append(args, scalarOf(p.et, *p.scalar))
	}
	if err := refRun(fn, p.cores, args); err != nil {
		return nil, nil, 0, err
	}
	for _, b := range []*rBuf{z, w} {
		if b == nil {
			continue
		}
		for _, e := range b.el {
			if e.bad {
				undecided++
			}
		}
	}
	return z, w, undecided, nil
}

// compareRand compares got with the reference's elements and reports the first few
// differences; it returns their number.
func compareRand(t *testing.T, name string, got []float64, want *rBuf) int {
	d := randDiffs(name, got, want)
	for i, m := range d {
		if i < 6 {
			t.Error(m)
		}
	}
	return len(d)
}

// randDiffs lists the elements of got that differ from the reference: an element matches
// when it lies within twice its error bound (a first-order bound; integers and exact
// chains have bound 0 or their roundings); undecided elements are skipped.
func randDiffs(name string, got []float64, want *rBuf) []string {
	var d []string
	for i, w := range want.el {
		if w.bad {
			continue
		}
		g := got[i]
		if g == w.v || math.Abs(g-w.v) <= 2*w.e {
			continue
		}
		d = append(d, fmt.Sprintf("%s[%d]: got %g, want %g (error bound %g)", name, i, g, w.v, w.e))
	}
	return d
}
