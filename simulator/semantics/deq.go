package semantics

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Dequantisation and quantisation by agreement (docs/sim/quant.md §7). The API reference
// gives these ops' formulas but leaves a few named steps open (whether an s32 sum wraps
// or saturates, the precision of an intermediate, the rounding of a narrowing, ...). The
// simulator does not pick one: it computes each element under every combination of the
// alternatives the docs list, each a small exact function, and takes the result only
// where all combinations give the same bits. Where two differ, the run fails at the op
// with the element, its inputs and the open step whose alternatives alone change it.

// openStep is one step of an op whose behaviour the sources leave open between named
// alternatives.
type openStep struct {
	what string
	alts []string
}

// settler evaluates one element under every combination of its steps' alternatives. It
// keeps its scratch space, so one settler serves every element of an op's run (it is
// made per run: cores run concurrently).
type settler struct {
	steps  []openStep
	stride []int // index of a combination = Σ pick[i]·stride[i]
	res    []uint64
	pick   []int
}

func newSettler(steps []openStep) *settler {
	s := &settler{steps: steps, stride: make([]int, len(steps)), pick: make([]int, len(steps))}
	n := 1
	for i, st := range steps {
		s.stride[i] = n
		n *= len(st.alts)
	}
	s.res = make([]uint64, n)
	return s
}

// decode sets s.pick to combination c.
func (s *settler) decode(c int) {
	for i, st := range s.steps {
		s.pick[i] = c / s.stride[i] % len(st.alts)
	}
}

// settle returns the bits every combination of alternatives gives for f (which reads the
// alternative of step i from pick[i]). When two combinations differ, it returns instead
// a description naming a step whose alternatives alone change the result, each with what
// it gives (shown by show).
func (s *settler) settle(f func(pick []int) uint64, show func(uint64) string) (uint64, string) {
	same := true
	for c := range s.res {
		s.decode(c)
		s.res[c] = f(s.pick)
		same = same && s.res[c] == s.res[0]
	}
	if same {
		return s.res[0], ""
	}
	// Combinations that differ in one step only connect all of them, so some pair
	// of neighbours differs.
	for c := range s.res {
		s.decode(c)
		for i, st := range s.steps {
			for a := s.pick[i] + 1; a < len(st.alts); a++ {
				c2 := c + (a-s.pick[i])*s.stride[i]
				if s.res[c2] != s.res[c] {
					return 0, fmt.Sprintf("%s: %s gives %s, %s gives %s", st.what, st.alts[s.pick[i]], show(s.res[c]), st.alts[a], show(s.res[c2]))
				}
			}
		}
	}
	return 0, "the alternatives differ" // unreachable: see above
}

// stepSettler settles an op's elements over all of its steps or, for an element whose
// caller knows the first k steps' alternatives all give the same value, over the later
// steps only, with the first k at their first alternative: the same answer, faster.
type stepSettler struct {
	all, tail *settler
	full      []int // the first k entries stay 0
	k         int
}

func newStepSettler(steps []openStep, k int) *stepSettler {
	return &stepSettler{all: newSettler(steps), tail: newSettler(steps[k:]), full: make([]int, len(steps)), k: k}
}

// settle is settler.settle over every step, or over the steps after the first k when
// firstAgree.
func (s *stepSettler) settle(firstAgree bool, f func(pick []int) uint64, show func(uint64) string) (uint64, string) {
	if !firstAgree {
		return s.all.settle(f, show)
	}
	return s.tail.settle(func(t []int) uint64 {
		copy(s.full[s.k:], t)
		return f(s.full)
	}, show)
}

// halfGrid rounds x once, ties to even, to the precision of f16 (11 significant bits,
// subnormal spacing 2^-24) without an upper limit: what a result beyond 65504 becomes
// is the caller's choice. Infinities, NaN and zeros pass unchanged.
func halfGrid(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	_, e := math.Frexp(x) // 2^(e-1) ≤ |x| < 2^e
	q := max(e-11, -24)
	return math.Ldexp(math.RoundToEven(math.Ldexp(x, -q)), q)
}

// f16Result turns a value on the f16 grid (halfGrid) into f16 bits: sat chooses ±65504
// over ±inf for a magnitude beyond 65504 (an infinite input included), ftz flushes a
// subnormal to a zero of its sign.
func f16Result(r float64, sat, ftz bool) uint16 {
	switch {
	case math.IsNaN(r):
		return 0x7e00
	case math.Abs(r) > maxHalf && sat:
		r = math.Copysign(maxHalf, r)
	case math.Abs(r) > maxHalf:
		r = math.Inf(int(math.Copysign(1, r)))
	case ftz && math.Abs(r) < 0x1p-14:
		r = math.Copysign(0, r)
	}
	return numeric.F32ToF16(float32(r))
}

// maxHalf is the largest finite f16 value.
const maxHalf = 65504

func showF16(b uint64) string {
	return fmt.Sprintf("%v (f16 0x%04x)", numeric.F16ToF32(uint16(b)), b)
}

// addDeqReluSteps are AddDeqRelu's open steps (docs/sim/quant.md §7.1), in the order
// addDeqReluBits reads them.
var addDeqReluSteps = []openStep{
	{"the s32 sum", []string{"wrapping", "saturating"}},
	{"the sum meeting deqScale", []string{"exactly", "as an f32"}},
	{"the product with deqScale", []string{"kept exact", "rounded to f32"}},
	{"the f16 overflow", []string{"to ±inf", "saturating to ±65504"}},
	{"an f16 subnormal result", []string{"kept", "flushed to zero"}},
	{"relu of −0 or NaN", []string{"giving +0", "keeping its input"}},
}

// addDeqReluBits is AddDeqRelu's f16 result for sources a, b and scale under the
// alternatives pick (addDeqReluSteps). Every intermediate is exact in float64: the sum
// has at most 32 bits and the f16 scale 11.
func addDeqReluBits(a, b int64, scale float64, pick []int) uint64 {
	s := a + b
	if s > math.MaxInt32 || s < math.MinInt32 {
		if pick[0] == 0 {
			s = int64(int32(s))
		} else {
			s = min(max(s, math.MinInt32), math.MaxInt32)
		}
	}
	v := float64(s)
	if pick[1] == 1 {
		v = float64(float32(v))
	}
	p := v * scale
	if pick[2] == 1 {
		p = float64(float32(p))
	}
	h := f16Result(halfGrid(p), pick[3] == 1, pick[4] == 1)
	r := float64(numeric.F16ToF32(h))
	switch {
	case r < 0, (r == 0 || r != r) && pick[5] == 0:
		h = 0
	}
	return uint64(h)
}

// productExact reports whether s fits in int32, is exact in f32 and has an f32-exact
// product with scale: then the steps before the f16 rounding (the sum's overflow, its
// conversion, the product's precision) have alternatives that all give the same value,
// and settling the later steps alone gives the same answer faster.
func productExact(s int64, scale float64) bool {
	if s < -(1<<24) || s > 1<<24 {
		return false
	}
	p := float64(s) * scale
	return float64(float32(p)) == p
}

// compileAddDeqRelu is AddDeqRelu at L0, L1 and L2: dst (f16) = Relu((src0 + src1) ·
// deqScale) for s32 sources, deqScale being the scale of SetDeqScale(half). Lanes,
// masks and strides are the fused casts' (quant.go), 64 lanes of the s32 sources per
// repeat.
func compileAddDeqRelu(form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		dd, s0, s1 := elemOf(cc, op.Operand(0)), elemOf(cc, op.Operand(1)), elemOf(cc, op.Operand(2))
		if dd != sim.F16 || s0 != sim.I32 || s1 != sim.I32 {
			return nil, ir.OpError(op, "is not simulated for %s + %s -> %s: AddDeqRelu is defined for i32 sources and an f16 result", s0, s1, dd)
		}
		o := vecRegs(cc, op)
		o.useReg = form != formL2 && !op.HasAttr("isSetMask")
		o.counterOK = true
		k := fusedKernel{pipe: pv, es: [3]int64{2, 4, 4}, laneAt: addDeqReluLane}
		return k.exec(o, form), nil
	}
}

// addDeqReluLane reads the deq scale register and gives the lane that settles each
// element, or nil (reported) when the register holds no SetDeqScale(half) scale.
func addDeqReluLane(c *sim.Core, in *sim.Instr) fusedLaneFn {
	scale, ok := deqHalfScale(c, in, "AddDeqRelu")
	if !ok {
		return nil
	}
	st := newStepSettler(addDeqReluSteps, 3)
	return func(a, b, dst []byte) string {
		x, y := sim.LoadI(a, 0, sim.I32), sim.LoadI(b, 0, sim.I32)
		// With an exact product, the sum, its conversion and the product are the same
		// under every alternative of the first three steps: only the last three differ.
		bits, why := st.settle(productExact(x+y, scale), func(pick []int) uint64 { return addDeqReluBits(x, y, scale, pick) }, showF16)
		if why != "" {
			return fmt.Sprintf("(%d + %d) · deqScale %v is open: %s", x, y, scale, why)
		}
		binary.LittleEndian.PutUint16(dst, uint16(bits))
		return ""
	}
}

// deqCastSteps are the open steps of Cast s32 -> f16 (docs/sim/quant.md §7.4), in the
// order deqCastBits reads them: AddDeqRelu's without the sum and the relu.
var deqCastSteps = []openStep{
	{"the s32 value meeting deqScale", addDeqReluSteps[1].alts},
	addDeqReluSteps[2], addDeqReluSteps[3], addDeqReluSteps[4],
}

// deqCastBits is Cast s32 -> f16's result for x and scale under pick (deqCastSteps).
func deqCastBits(x int64, scale float64, pick []int) uint64 {
	v := float64(x)
	if pick[0] == 1 {
		v = float64(float32(v))
	}
	p := v * scale
	if pick[1] == 1 {
		p = float64(float32(p))
	}
	return uint64(f16Result(halfGrid(p), pick[2] == 1, pick[3] == 1))
}

// deqCastLane is Cast s32 -> f16: the value times the SetDeqScale(half) scale, settled
// per element; nil (reported) when the register holds no such scale.
func deqCastLane(c *sim.Core, in *sim.Instr) func(s, d []byte) string {
	scale, ok := deqHalfScale(c, in, "Cast s32 -> f16")
	if !ok {
		return nil
	}
	st := newStepSettler(deqCastSteps, 2)
	return func(s, d []byte) string {
		x := sim.LoadI(s, 0, sim.I32)
		// As in addDeqReluLane: an exact product settles the conversion and the product.
		bits, why := st.settle(productExact(x, scale), func(pick []int) uint64 { return deqCastBits(x, scale, pick) }, showF16)
		if why != "" {
			return fmt.Sprintf("%d · deqScale %v is open: %s", x, scale, why)
		}
		binary.LittleEndian.PutUint16(d, uint16(bits))
		return ""
	}
}

// deqHalfScale is the scale SetDeqScale(half) wrote, or false (reported) when the
// register was never written or was written by the float overload.
func deqHalfScale(c *sim.Core, in *sim.Instr, api string) (float64, bool) {
	d := cubeSt(c).deq
	switch {
	case !d.set:
		c.Fatal(in, "is not simulated before SetDeqScale: the deq scale register's value before its first write is not given")
		return 0, false
	case d.withOffset:
		c.Fatal(in, "is not simulated after SetDeqScale(float, int16_t, bool): %s's deqScale is SetDeqScale(half)'s, and which of the float overload's scale, offset and sign mode it would read is not given", api)
		return 0, false
	}
	return d.scale, true
}

func registerDeq(r *sim.Registry) {
	for form, name := range [...]string{formL0: ascendc.OpAddDeqReluL0, formL1: ascendc.OpAddDeqReluL1, formL2: ascendc.OpAddDeqReluL2} {
		reg(r, name, apiCost, compileAddDeqRelu(vecForm(form)))
	}
}
