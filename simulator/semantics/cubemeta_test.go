package semantics

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Metamorphic and reference checks of the asc-level cube path (hardware.md §5-§6: GM ->
// L1 -> L0A/L0B -> Mmad -> L0C -> Fixpipe -> GM). One seeded kernel computes the same
// C = A·B (+ bias) several ways — each form a pipeline of randomly chosen steps — into its
// own GM output, on several cores (per-core bases by emitasc.ptr_offset or subindex):
//
//   - A and B into L1 by DataCopy with Nd2NzParams (one matrix, ndNum matrices, two
//     interleaved copies with dstNzNStride 2, spelt as data_copy_nd2nz or as data_copy_l2
//     with the parameter block, built by construct or init_struct) or, where the layout is
//     whole blocks, by plain DataCopys with DataCopyParams; A also from Aᵀ (K×M in GM), B
//     from B (K×N) or Bᵀ (N×K);
//   - L1 -> L0A/L0B by LoadData2D (per fractal row, per fractal column with dstGap, per
//     fractal; ifTranspose for 16-bit Aᵀ and B) or LoadDataWithTranspose (f32 and s8 B);
//   - Mmad over the whole K or a K loop accumulating in L0C (cmatrixInitVal true then
//     false, the L0 buffers reused), the bias from the bias table (mmad_with_bias) or
//     left to the host;
//   - Fixpipe ROW_MAJOR (any dstStride ≥ n, whole or in column or row pieces, relu,
//     quantPre F322F16 / F322BF16) or NZ (relaid out by the host).
//
// Inputs are small dyadic values (integers for s8) whose products and sums every order
// computes exactly, so each output must equal the Go reference bit for bit (the reference
// is checked, not just agreement between forms); every byte a form does not write must
// keep its initial value; no diagnostic (hazard, uninitialised read, refusal) may appear.
// A failure prints the seed, the case and the kernel; run more seeds with
// -cubemeta.seeds=N.

var cmSeeds = flag.Int("cubemeta.seeds", 200, "seeds TestCubeMeta runs")

// cmType is a cube input type with its accumulator (L0C) type; k0 is the elements of a
// 32-byte fractal row.
type cmType struct {
	in, acc vdType
	k0      int
}

var cmTypes = []cmType{{vdF16, vdF32, 16}, {vdBF, vdF32, 16}, {vdF32, vdF32, 8}, {vdI8, vdI32, 32}}

// cmOut is one form's GM output.
type cmOut struct {
	name, form string
	t          vdType
	per        int // elements per core
	init, want []byte
	care       []bool // elements the form must have written (want) or left alone (init)
	dontCare   []bool // fractal padding of an NZ output: not settled by any spec
}

type cmCase struct {
	kernelText
	r         *rand.Rand
	t         cmType
	cores     int
	M, N, K   int
	lda, ldb  int // row pitch of A (M×K) and of Bᵀ (N×K) in GM
	a, at     []byte
	az, bz    []byte    // A and B in L0A's and L0B's fractal layouts (zero padded)
	bw        []byte    // the cores' B side by side: K × cores·N
	prod      []float64 // A·B of each core, exactly (ref)
	b, bt, bs []byte    // B (K×N), Bᵀ, bias (nbias elements per core)
	nbias     int
	ptr       bool
	soc       string // ascend910b or ascend950 (L0A in NZ)
	outs      []*cmOut
	ids       int
	next      map[string]int // next free byte per buffer position
	form      string         // the form under construction (comments)
	g         map[string]string
}

func (c *cmCase) es() int { return c.t.in.size }

func (c *cmCase) fresh(p string) string { c.ids++; return fmt.Sprintf("%%%s_%d", p, c.ids) }

func (c *cmCase) i32(v int) string { return c.c("i32", fmt.Sprint(v)) }

func (c *cmCase) i1(v bool) string { return c.c("i1", fmt.Sprint(v)) }

func cmGT(t vdType) string { return fmt.Sprintf("!ascendc.global_tensor<*x%s>", t.name) }

func cmLT(t vdType, n int) string { return fmt.Sprintf("!ascendc.local_tensor<%dx%s>", n, t.name) }

func cmUp(a, b int) int { return (a + b - 1) / b * b }

// local is a fresh tensor of n elements of t at position pos (a1, b1, a2, b2, co1, c2),
// or "" when that buffer is full (the form is then left out).
func (c *cmCase) local(pos string, t vdType, n int) string {
	size := map[string]int{"a1": 512 << 10, "b1": 512 << 10, "a2": 64 << 10, "b2": 64 << 10, "co1": 128 << 10, "c2": 1 << 10}[pos]
	key := map[string]string{"a1": "l1", "b1": "l1"}[pos]
	if key == "" {
		key = pos
	}
	at := c.next[key]
	bytes := cmUp(n*t.size, 512)
	if pos == "c2" {
		bytes = cmUp(n*t.size, 64)
	}
	if at+bytes > size {
		return ""
	}
	c.next[key] = at + bytes
	v := c.fresh(pos)
	c.line("%s = ascendc.local_tensor_v3 %s, %d, %d : %s", v, pos, at, n, cmLT(t, n))
	return v
}

// lsub is local tensor l (n elements of t) from element off on.
func (c *cmCase) lsub(l string, t vdType, n, off int) string {
	if off == 0 {
		return l
	}
	v := c.fresh("ls")
	c.line("%s = ascendc.local_tensor.subindex %s[%s] : %s, i32, %s", v, l, c.i32(off), cmLT(t, n), cmLT(t, n))
	return v
}

func (c *cmCase) gsub(g string, t vdType, off int) string {
	if off == 0 {
		return g
	}
	v := c.fresh("gs")
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", v, g, c.i32(off), cmGT(t), cmGT(t))
	return v
}

// global is this core's GlobalTensor over argument arg (per elements per core).
func (c *cmCase) global(arg string, t vdType, per int) string {
	mt := fmt.Sprintf("memref<?x%s, 22>", t.name)
	base := c.fresh("base")
	c.line("%s = arith.muli %%idx, %s : i32", base, c.i32(per))
	g := c.fresh("g")
	if c.ptr {
		bi, p := c.fresh("bi"), c.fresh("ptr")
		c.line("%s = arith.index_cast %s : i32 to index", bi, base)
		c.line("%s = emitasc.ptr_offset %s[%s] : %s, %s", p, arg, bi, mt, mt)
		c.line("%s = ascendc.global_tensor : %s", g, cmGT(t))
		c.line("ascendc.global_tensor.set_global_buffer %s, %s : %s, %s", g, p, cmGT(t), mt)
		return g
	}
	c.line("%s = ascendc.global_tensor : %s", g, cmGT(t))
	c.line("ascendc.global_tensor.set_global_buffer %s, %s : %s, %s", g, arg, cmGT(t), mt)
	s := c.fresh("gc")
	c.line("%s = ascendc.global_tensor.subindex %s[%s] : %s, i32, %s", s, g, base, cmGT(t), cmGT(t))
	return s
}

// params builds a parameter block of kind from its members (Ascend C member order; each
// an int or an SSA i32 value), by construct (all members) or by init_struct (members by
// name; the ones at their default left out).
func (c *cmCase) params(kind string, names []string, vals []any, bools map[int]bool, defaults []int) string {
	if c.r.Intn(2) == 0 {
		v := c.fresh("p")
		var ops, ts []string
		for i := range vals {
			o, t := c.paramOp(vals, bools, i)
			ops, ts = append(ops, o), append(ts, t)
		}
		c.line("%s = ascendc.construct !ascendc.%s(%s) : %s", v, kind, strings.Join(ops, ", "), strings.Join(ts, ", "))
		return v
	}
	return c.initStruct(kind, names, vals, bools, defaults)
}

// initStruct builds a parameter block of kind with emitasc.init_struct, members by name,
// a member at its default left out half the time.
func (c *cmCase) initStruct(kind string, names []string, vals []any, bools map[int]bool, defaults []int) string {
	v := c.fresh("p")
	var fs []string
	for i, n := range names {
		if i < len(defaults) && vals[i] == any(defaults[i]) && c.r.Intn(2) == 0 {
			continue
		}
		o, t := c.paramOp(vals, bools, i)
		fs = append(fs, fmt.Sprintf("%q = %s : %s", n, o, t))
	}
	c.line("%s = emitasc.init_struct !ascendc.%s(%s)", v, kind, strings.Join(fs, ", "))
	return v
}

// paramOp is member i's operand and type: an SSA i32 value as given, an i1 where bools
// says so, else an i32 constant.
func (c *cmCase) paramOp(vals []any, bools map[int]bool, i int) (string, string) {
	if s, ok := vals[i].(string); ok {
		return s, "i32"
	}
	if bools[i] {
		return c.i1(vals[i].(int) != 0), "i1"
	}
	return c.i32(vals[i].(int)), "i32"
}

// cmK is a K position: the SSA i32 v (a loop's induction variable; none when empty) plus n.
type cmK struct {
	v string
	n int
}

// affine is k·mul + add, a constant when k is.
func (c *cmCase) affine(k cmK, mul, add int) any {
	if k.v == "" {
		return k.n*mul + add
	}
	m, a := c.fresh("m"), c.fresh("a")
	c.line("%s = arith.muli %s, %s : i32", m, k.v, c.i32(mul))
	c.line("%s = arith.addi %s, %s : i32", a, m, c.i32(k.n*mul+add))
	return a
}

func ints(v ...int) []any {
	a := make([]any, len(v))
	for i, x := range v {
		a[i] = x
	}
	return a
}

// sync orders pipe b after pipe a: a flag pair with a random event id, or a barrier.
func (c *cmCase) sync(a, b string) {
	if c.r.Intn(4) == 0 {
		c.line("ascendc.pipe_barrier pipe_all")
		return
	}
	ev := c.i32(c.r.Intn(6))
	c.line("ascendc.set_flag %s_%s, %s : i32", a, b, ev)
	c.line("ascendc.wait_flag %s_%s, %s : i32", a, b, ev)
}

// ---- data and reference ----

// cmVals draws n exact values of t: quarters in [-4, 4] for floats (their products and
// sums of a few hundred are exact in f32), any s8, small integers otherwise.
func cmVals(r *rand.Rand, t vdType, n int) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		var v float64
		switch {
		case t.float:
			v = float64(r.Intn(33)-16) / 4
		case t.size == 1:
			v = float64(r.Intn(256) - 128)
		default:
			v = float64(r.Intn(2001) - 1000)
		}
		putRaw(b, t, i, amRound(t, v))
	}
	return b
}

// ref is C[i][j] of a core, exactly (bias included when withBias).
func (c *cmCase) ref(core, i, j int, withBias bool) float64 {
	if c.prod == nil { // A·B of every core, once
		t := c.t.in
		c.prod = make([]float64, c.cores*c.M*c.N)
		av, bv := make([]float64, c.K), make([]float64, c.K*c.N)
		for k := 0; k < c.cores; k++ {
			for x := 0; x < c.K*c.N; x++ {
				bv[x] = val(t, getRaw(c.b, t, k*c.K*c.N+x))
			}
			for i := 0; i < c.M; i++ {
				for x := range av {
					av[x] = val(t, getRaw(c.a, t, k*c.M*c.lda+i*c.lda+x))
				}
				for j := 0; j < c.N; j++ {
					s := 0.0
					for x, a := range av {
						s += a * bv[x*c.N+j]
					}
					c.prod[(k*c.M+i)*c.N+j] = s
				}
			}
		}
	}
	s := c.prod[(core*c.M+i)*c.N+j]
	if withBias {
		s += val(c.t.acc, getRaw(c.bs, c.t.acc, core*c.nbias+j))
	}
	return s
}

// outBits is v as an element of t after the epilogue (relu, then rounding to nearest).
func outBits(t vdType, v float64, relu bool) uint64 {
	if relu && v < 0 {
		v = 0
	}
	if !t.float {
		return uint64(int64(v)) & (1<<(8*t.size) - 1)
	}
	if t.size == 4 {
		return uint64(math.Float32bits(float32(v)))
	}
	return amRound(t, v)
}

func cmGen(r *rand.Rand) *cmCase {
	t := cmTypes[r.Intn(len(cmTypes))]
	c := &cmCase{r: r, t: t, cores: 1 + r.Intn(3), next: map[string]int{}, ptr: r.Intn(2) == 0}
	c.soc = []string{"ascend910b", "ascend910b", "ascend910b", "ascend950"}[r.Intn(4)]
	c.M, c.N, c.K = 1+r.Intn(48), 1+r.Intn(48), 1+r.Intn(64)
	switch r.Intn(16) {
	case 0, 1, 2, 3, 4, 5: // whole fractals
		c.M, c.N, c.K = 16*(1+r.Intn(3)), 16*(1+r.Intn(3)), cmUp(c.K, 32)
	case 6: // larger: more fractals than a repeat of one row, K up to 256
		c.M, c.N, c.K = 49+r.Intn(80), 49+r.Intn(80), 65+r.Intn(192)
		for cmUp(max(c.M, c.N), 16)*cmUp(c.K, 32)*t.in.size > 24<<10 {
			c.K -= 16
		}
	}
	c.lda, c.ldb = c.K+r.Intn(3)*r.Intn(t.k0), c.K+r.Intn(3)*r.Intn(t.k0)
	c.nbias = cmUp(c.N, 16)
	in := t.in
	c.a = cmVals(r, in, c.cores*c.M*c.lda)
	c.b = cmVals(r, in, c.cores*c.K*c.N)
	c.bs = cmVals(r, t.acc, c.cores*c.nbias)
	c.at = make([]byte, c.cores*c.K*c.M*in.size)
	c.bt = cmVals(r, in, c.cores*c.N*c.ldb)
	for k := 0; k < c.cores; k++ {
		for i := 0; i < c.M; i++ {
			for x := 0; x < c.K; x++ {
				putRaw(c.at, in, k*c.K*c.M+x*c.M+i, getRaw(c.a, in, k*c.M*c.lda+i*c.lda+x))
			}
		}
		for x := 0; x < c.K; x++ {
			for j := 0; j < c.N; j++ {
				putRaw(c.bt, in, k*c.N*c.ldb+j*c.ldb+x, getRaw(c.b, in, k*c.K*c.N+x*c.N+j))
			}
		}
	}
	c.az, c.bz = c.fractals()
	c.bw = make([]byte, len(c.b))
	for k := 0; k < c.cores; k++ {
		for x := 0; x < c.K; x++ {
			for j := 0; j < c.N; j++ {
				putRaw(c.bw, in, x*c.cores*c.N+k*c.N+j, getRaw(c.b, in, k*c.K*c.N+x*c.N+j))
			}
		}
	}
	return c
}

// fractals lays each core's A out as L0A's ZZ fractals and B as L0B's ZN fractals, the
// padding zero.
func (c *cmCase) fractals() ([]byte, []byte) {
	in, k0 := c.t.in, c.t.k0
	M1, N1, K1 := cmUp(c.M, 16)/16, cmUp(c.N, 16)/16, (c.K+k0-1)/k0
	per := 16 * k0 * K1
	az, bz := make([]byte, c.cores*M1*per*in.size), make([]byte, c.cores*N1*per*in.size)
	for k := 0; k < c.cores; k++ {
		for i := 0; i < c.M; i++ {
			for x := 0; x < c.K; x++ {
				at := k*M1*per + ((i/16)*K1+x/k0)*16*k0 + (i%16)*k0 + x%k0
				putRaw(az, in, at, getRaw(c.a, in, k*c.M*c.lda+i*c.lda+x))
			}
		}
		for x := 0; x < c.K; x++ {
			for j := 0; j < c.N; j++ {
				at := k*N1*per + ((x/k0)*N1+j/16)*16*k0 + (j%16)*k0 + x%k0
				putRaw(bz, in, at, getRaw(c.b, in, k*c.K*c.N+x*c.N+j))
			}
		}
	}
	return az, bz
}

func (c *cmCase) desc() string {
	return fmt.Sprintf("%s %s->%s cores=%d M=%d N=%d K=%d lda=%d ldb=%d ptr_offset=%v", c.soc, c.t.in.name, c.t.acc.name, c.cores, c.M, c.N, c.K, c.lda, c.ldb, c.ptr)
}

func (c *cmCase) source() string {
	var s strings.Builder
	ps := []string{"a", "at", "b", "bt", "bias", "az", "bz", "bw"}
	ts := []vdType{c.t.in, c.t.in, c.t.in, c.t.in, c.t.acc, c.t.in, c.t.in, c.t.in}
	for _, o := range c.outs {
		ps, ts = append(ps, o.name), append(ts, o.t)
	}
	var args []string
	for i, p := range ps {
		args = append(args, fmt.Sprintf("%%%s: memref<?x%s, 22>", p, ts[i].name))
	}
	fmt.Fprintf(&s, "func.func @k(%s) attributes {ascendc.global} {\n", strings.Join(args, ", "))
	s.WriteString(c.pre.String())
	s.WriteString(c.body.String())
	s.WriteString("  return\n}\n")
	return s.String()
}

// run builds the forms, runs the kernel and compares every output with its expectation.
func (c *cmCase) run(t *testing.T, nForms int) string {
	c.line("%%idx = ascendc.get_block_idx : i32")
	c.g = map[string]string{
		"a": c.global("%a", c.t.in, c.M*c.lda), "at": c.global("%at", c.t.in, c.K*c.M),
		"b": c.global("%b", c.t.in, c.K*c.N), "bt": c.global("%bt", c.t.in, c.N*c.ldb),
		"bias": c.global("%bias", c.t.acc, c.nbias),
		"az":   c.global("%az", c.t.in, len(c.az)/c.es()/c.cores), "bz": c.global("%bz", c.t.in, len(c.bz)/c.es()/c.cores),
		"bw": c.global("%bw", c.t.in, c.N),
	}
	for f := 0; f < nForms; f++ {
		if c.r.Intn(4) == 0 && c.emitAPIForm() {
			continue
		}
		c.emitForm()
	}
	c.line("ascendc.pipe_barrier pipe_all")
	src := c.source()
	args := []*sim.Arg{{Kind: sim.ArgIn, Data: c.a, Name: "a"}, {Kind: sim.ArgIn, Data: c.at, Name: "at"},
		{Kind: sim.ArgIn, Data: c.b, Name: "b"}, {Kind: sim.ArgIn, Data: c.bt, Name: "bt"}, {Kind: sim.ArgIn, Data: c.bs, Name: "bias"},
		{Kind: sim.ArgIn, Data: c.az, Name: "az"}, {Kind: sim.ArgIn, Data: c.bz, Name: "bz"},
		{Kind: sim.ArgIn, Data: c.bw, Name: "bw"}}
	for _, o := range c.outs {
		args = append(args, &sim.Arg{Kind: sim.ArgInOut, Data: append([]byte(nil), o.init...), Name: o.name})
	}
	if d := kernelSoC(t, c.soc, src, c.cores, args...); d != "" {
		return "simulator: " + d + "\n" + src
	}
	for i, o := range c.outs {
		got := args[8+i].Data
		for e := 0; e < len(o.want)/o.t.size; e++ {
			if o.dontCare[e] {
				continue
			}
			g, w := getRaw(got, o.t, e), getRaw(o.want, o.t, e)
			if g != w {
				what := "left alone"
				if o.care[e] {
					what = "written"
				}
				return fmt.Sprintf("form %q (%s): element %d (core %d, %s) = %#x (%v), want %#x (%v)\n%s",
					o.form, o.name, e, e/o.per, what, g, val(o.t, g), w, val(o.t, w), src)
			}
		}
	}
	return ""
}

// TestCubeMeta runs -cubemeta.seeds seeds of several forms each.
func TestCubeMeta(t *testing.T) {
	for seed := 0; seed < *cmSeeds; seed++ {
		c := cmGen(rand.New(rand.NewSource(int64(seed)*7907 + 3)))
		if msg := c.run(t, 3+seed%3); msg != "" {
			t.Fatalf("seed %d (%s): %s", seed, c.desc(), msg)
		}
	}
}
