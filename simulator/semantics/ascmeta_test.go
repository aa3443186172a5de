package semantics

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// Metamorphic checks of the Ascend C vector ops: one computation written in several forms
// (L2 count; L0 with a count mask in counter mode; L0/L1 in normal mode with continuous or
// bit masks and repeats; block/repeat strides that tile the same elements; a scalar loop of
// GetValue / arith / SetValue; tensor-scalar vs tensor-tensor with a Duplicate'd operand;
// ...) stores each result into its own output buffer. Every output starts with the same
// bytes, so the forms must end bit for bit equal (lanes a form leaves alone included). No
// second model of the instructions is needed: a difference means one form is wrong.
//
// Exact everywhere except the transcendental ops (Exp, Ln, Rsqrt): hardware.md gives no
// bound for the 910B, only "≤1 ulp" for the 950's FTZ forms (§7); the forms of one of
// those ops may differ by 2 ulps (the instruction's 1 ulp plus the scalar twin's rounding
// of math.exp... through f32). A failure prints the seed and the kernel; run more seeds
// with -ascmeta.seeds=N.

var amSeeds = flag.Int("ascmeta.seeds", 60, "seeds TestAscMeta runs")

// amV is an SSA value with its type.
type amV struct{ name, ty string }

// amCase is one metamorphic kernel under construction.
type amCase struct {
	k     *vdKernel
	r     *rand.Rand
	t     vdType // output element type
	n     int    // output elements
	init  []byte
	outs  []*vdBuf
	forms []string
	only  []func(i int) bool // per output: the elements it must agree on (nil: all)
	tol   uint64             // ulps the forms may differ by (approximate ops only)
	skip  func(i int) bool   // elements no form is checked on (nil: none)
	// groups, when set, are sets of outputs that must agree among themselves (default:
	// all of them).
	groups [][]int
	// extra are groups of outputs that agree among themselves, apart from the others.
	extra [][]int
	desc  string
	views int
	// narrow: the scalar loop computes on f16/bf16 values directly (no extf/truncf)
	narrow bool
	// scalarBits are the bits of the unsigned scalar constants, by SSA name
	scalarBits map[string]uint64
}

func newAMCase(r *rand.Rand, t vdType, n int) *amCase {
	n = int(vdRoundUp(int64(n), int64(32/t.size)))
	return &amCase{k: newVDKernel(), r: r, t: t, n: n, init: randBytesNoNaN(r, t, n)}
}

// in adds an input buffer.
func (c *amCase) in(name string, t vdType, data []byte) amV {
	b := c.k.buf(name, t, len(data)/t.size, data)
	return amV{"%" + name, b.lt()}
}

// out adds an output buffer for the form named form.
func (c *amCase) out(form string) amV {
	b := c.k.buf(fmt.Sprintf("o%d", len(c.outs)), c.t, c.n, append([]byte(nil), c.init...))
	c.outs = append(c.outs, b)
	c.forms = append(c.forms, form)
	c.only = append(c.only, nil)
	return amV{"%" + b.name, b.lt()}
}

// view is v from element off on (a subindex view of the same type).
func (c *amCase) view(v amV, off int) amV {
	if off == 0 {
		return v
	}
	c.views++
	n := fmt.Sprintf("%%v%d", c.views)
	c.k.line("%s = ascendc.local_tensor.subindex %s[%s] : %s, i32, %s", n, v.name, c.k.i32(int64(off)), v.ty, v.ty)
	return amV{n, v.ty}
}

// scratch is a fresh UB tensor of n elements of t after every buffer (not copied to GM).
func (c *amCase) scratch(t vdType, n int, at int) amV {
	c.views++
	name := fmt.Sprintf("%%s%d", c.views)
	ty := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", n, t.name)
	c.k.line("%s = ascendc.local_tensor_v3 veccalc, %d, %d : %s", name, 131072+at, n, ty)
	return amV{name, ty}
}

func (c *amCase) barrier(pipe string) { c.k.line("ascendc.pipe_barrier %s", pipe) }

// check runs the kernel and compares every output with the first one.
func (c *amCase) check(t *testing.T) string {
	t.Helper()
	if d := c.k.run(t); d != "" {
		return "simulator: " + d
	}
	groups := c.groups
	if groups == nil {
		apart := map[int]bool{}
		for _, g := range c.extra {
			for _, j := range g {
				apart[j] = true
			}
		}
		groups = [][]int{nil}
		for j := range c.outs {
			if !apart[j] {
				groups[0] = append(groups[0], j)
			}
		}
		groups = append(groups, c.extra...)
	}
	for _, g := range groups {
		if msg := c.compare(g); msg != "" {
			return msg
		}
	}
	return ""
}

// compare checks outputs g[1:] against g[0].
func (c *amCase) compare(g []int) string {
	ref := c.outs[g[0]]
	for _, j := range g[1:] {
		for i := 0; i < c.n; i++ {
			if c.skip != nil && c.skip(i) {
				continue
			}
			want := getRaw(ref.data, c.t, i)
			if c.only[j] != nil && !c.only[j](i) {
				want = getRaw(c.init, c.t, i)
			}
			got := getRaw(c.outs[j].data, c.t, i)
			if !c.same(got, want) {
				return fmt.Sprintf("%s: form %q element %d = %#x (%v), form %q gives %#x (%v)", c.desc, c.forms[j], i, got, val(c.t, got), c.forms[g[0]], want, val(c.t, want))
			}
		}
	}
	return ""
}

// same compares two results: any NaN equals any NaN (payloads are not settled), else the
// bits, within c.tol ulps for approximate ops.
func (c *amCase) same(a, b uint64) bool {
	if a == b {
		return true
	}
	if !c.t.float {
		return false
	}
	fa, fb := val(c.t, a), val(c.t, b)
	if math.IsNaN(fa) && math.IsNaN(fb) {
		return true
	}
	if c.tol == 0 || math.IsNaN(fa) || math.IsNaN(fb) || math.IsInf(fa, 0) != math.IsInf(fb, 0) {
		return false
	}
	return ulpDist(c.t, a, b) <= c.tol
}

// source is the kernel text (for failure messages).
func (c *amCase) source() string { return c.k.source() }

// ---- value generation ----

// amVals draws n values of t: mostly normal numbers in [2^elo, 2^ehi), sometimes the
// specials (±0, ±inf, NaN) when specials is set, integers over their whole range or a
// small one.
func amVals(r *rand.Rand, t vdType, n int, elo, ehi int, specials bool) []byte {
	b := make([]byte, n*t.size)
	small := r.Intn(2) == 0
	for i := 0; i < n; i++ {
		var bits uint64
		switch {
		case !t.float && small:
			bits, _ = rnd(t, float64(r.Intn(201)-100))
			if !t.sign {
				bits, _ = rnd(t, float64(r.Intn(201)))
			}
		case !t.float:
			bits = r.Uint64() & (1<<(8*t.size) - 1)
		case specials && r.Intn(12) == 0:
			sp := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN()}
			bits = amRound(t, sp[r.Intn(len(sp))])
		case specials && r.Intn(12) == 0: // a subnormal (the 910B keeps them, hardware.md §7)
			bits = r.Uint64() & (1<<(8*t.size-1) - 1) & amMantMask(t)
			if r.Intn(2) == 0 {
				bits |= 1 << (8*t.size - 1)
			}
		default:
			v := math.Ldexp(1+r.Float64(), elo+r.Intn(ehi-elo))
			if r.Intn(2) == 0 {
				v = -v
			}
			bits = amRound(t, v)
		}
		putRaw(b, t, i, bits)
	}
	return b
}

// amMantMask is the mantissa field of the float type t (exponent field zero: subnormals).
func amMantMask(t vdType) uint64 {
	switch t {
	case vdF16:
		return 1<<10 - 1
	case vdBF:
		return 1<<7 - 1
	}
	return 1<<23 - 1
}

// amRound rounds v to the float type t (nearest even).
func amRound(t vdType, v float64) uint64 {
	if t == vdBF {
		f := math.Float32bits(float32(v))
		if math.IsNaN(v) {
			return 0x7fc0
		}
		return uint64((f + 0x7fff + (f>>16)&1) >> 16)
	}
	b, _ := rnd(t, v)
	return b
}

// amExact draws small dyadic values (multiples of 1/4 in [-8, 8], or integers) whose sums
// and products every form computes exactly.
func amExact(r *rand.Rand, t vdType, n int) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		v := float64(r.Intn(65)-32) / 4
		if !t.float {
			v = float64(r.Intn(65) - 32)
		}
		putRaw(b, t, i, amRound(t, v))
	}
	return b
}

// ---- the test ----

type amFamily struct {
	name string
	gen  func(r *rand.Rand) *amCase
}

func amFamilies() []amFamily {
	return []amFamily{
		{"binary", amGenBinary},
		{"scalar", amGenScalar},
		{"unary", amGenUnary},
		{"duplicate", amGenDup},
		{"ternary", amGenTernary},
		{"cmpsel", amGenCmpSel},
		{"reduce", amGenReduce},
		{"cast", amGenCast},
		{"brcb", amGenBrcb},
		{"mixed", amGenMixed},
		{"argreduce", amGenArgReduce},
		{"gather", amGenGather},
		{"mathlib", amGenLib},
	}
}

// TestAscMeta runs -ascmeta.seeds seeds of every family.
func TestAscMeta(t *testing.T) {
	for _, f := range amFamilies() {
		t.Run(f.name, func(t *testing.T) {
			for seed := 0; seed < *amSeeds; seed++ {
				r := rand.New(rand.NewSource(int64(seed)*7919 + int64(len(f.name))))
				c := f.gen(r)
				if c == nil {
					continue
				}
				if msg := c.check(t); msg != "" {
					t.Errorf("seed %d: %s\n%s", seed, msg, c.source())
					return
				}
			}
		})
	}
}

// ---- emission helpers ----

// amJoin is the operand list and the type list of vs.
func amJoin(vs []amV) (string, string) {
	var n, t []string
	for _, v := range vs {
		n = append(n, v.name)
		t = append(t, v.ty)
	}
	return strings.Join(n, ", "), strings.Join(t, ", ")
}

// call emits `ascendc.<op> operands {attrs} : types`.
func (c *amCase) call(op string, ops []amV, attrs string) {
	n, t := amJoin(ops)
	if attrs != "" {
		attrs = " {" + attrs + "}"
	}
	c.k.line("ascendc.%s %s%s : %s", op, n, attrs, t)
}

func (c *amCase) i32(v int) amV { return amV{c.k.i32(int64(v)), "i32"} }

func (c *amCase) u64(v uint64) amV { return amV{c.k.u64(v), "ui64"} }

// params is a repeat-params value of kind (binary_repeat_params, unary_repeat_params).
func (c *amCase) params(kind string, f ...int64) amV {
	return amV{c.k.params(kind, f...), "!ascendc." + kind}
}

// lowWords is the L1 mask of the first m lanes (lo, hi).
func lowWords(m int) []uint64 {
	w := []uint64{0, 0}
	for l := 0; l < m; l++ {
		w[l/64] |= 1 << uint(l%64)
	}
	return w
}
