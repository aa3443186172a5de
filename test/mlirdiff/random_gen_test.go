package mlirdiff

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// randProg builds one random func.func over arith, math and ub. Every program comes from
// its own seed, so program i is the same whatever the number of programs run: a known
// difference is named by its program index and stays valid when a soak runs more.
type randProg struct {
	r     *rand.Rand
	shape string              // "" for scalars, else a type prefix such as "vector<4x"
	dim   int                 // elements per value (shaped types), 0 for tensor<0x...>
	pool  map[string][]string // values by element type
	body  strings.Builder
	n     int
	res   []randVal // op results, the candidates for the return
	used  map[string]bool
	// maybePoison holds the values that are, or may fold to, poison: mlir-opt 19 crashes
	// folding the extended ops on poison and bitcasts it to garbage, so those take
	// operands from outside this set.
	maybePoison map[string]bool
	tainted     bool // an operand of the op being built may be poison
	bitcasts    map[string]bool
	floats      []string // the float element types ops pick from
	wide        bool     // f80/f128 programs (random_wide_test.go)
}

type randVal struct{ name, elem string }

var (
	randInts = []string{"i1", "i8", "i16", "i32", "i64", "index"}
	// Two f8 kinds take part too (one IEEE-like, one without infinities), and tf32; f80
	// and f128 have programs of their own (random_wide_test.go).
	randFloats = []string{"f16", "bf16", "f32", "f64", "f8E5M2", "f8E4M3FN", "tf32"}
	randShapes = []struct {
		prefix string
		dim    int
	}{{"", 1}, {"", 1}, {"", 1}, {"vector<4x", 4}, {"tensor<4x", 4}, {"tensor<0x", 0}}
	randIntBin = []string{"addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi",
		"remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui"}
	randFloatBin = []string{"addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"}
	randCmpI     = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	randCmpF     = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
		"ule", "une", "uno", "true"}
	randMathFUn = []string{"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos",
		"cosh", "erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
		"rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"}
	randFastMath = []string{"fast", "nnan", "ninf", "nnan,ninf", "reassoc", "contract", "nsz", "arcp", "afn",
		"reassoc,nsz"}
	randOverflow = []string{"nsw", "nuw", "nsw, nuw"}
)

func intWidth(e string) int {
	switch e {
	case "index":
		return 64
	case "i1":
		return 1
	}
	var w int
	fmt.Sscanf(e, "i%d", &w)
	return w
}

func floatWidth(e string) int {
	return map[string]int{"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f8E5M2": 8, "f8E4M3FN": 8, "tf32": 19, "f80": 80, "f128": 128}[e]
}

func isFloatElem(e string) bool { return floatWidth(e) > 0 }

// newRandProg makes the generator of program seed.
func newRandProg(seed uint64) *randProg {
	g := &randProg{r: rand.New(rand.NewPCG(seed, 0x5eed)), pool: map[string][]string{}, used: map[string]bool{}, maybePoison: map[string]bool{}, bitcasts: map[string]bool{}, floats: randFloats}
	s := randShapes[g.r.IntN(len(randShapes))]
	g.shape, g.dim = s.prefix, s.dim
	return g
}

func (g *randProg) typ(elem string) string {
	if g.shape == "" {
		return elem
	}
	return g.shape + elem + ">"
}

func (g *randProg) pick(list []string) string { return list[g.r.IntN(len(list))] }

func (g *randProg) fresh() string {
	g.n++
	return fmt.Sprintf("%%v%d", g.n)
}

func (g *randProg) emit(format string, args ...any) {
	g.body.WriteString("  ")
	fmt.Fprintf(&g.body, format, args...)
	g.body.WriteString("\n")
}

// operand returns a value of element type elem: mostly an existing one, else a new
// constant (or, now and then, a poison).
func (g *randProg) operand(elem string) string { return g.operandOf(elem, true) }

// clean is operand without values that may be poison.
func (g *randProg) clean(elem string) string { return g.operandOf(elem, false) }

func (g *randProg) operandOf(elem string, poisonOK bool) string {
	var vs []string
	for _, v := range g.pool[elem] {
		if poisonOK || !g.maybePoison[v] {
			vs = append(vs, v)
		}
	}
	if len(vs) > 0 && g.r.IntN(3) > 0 {
		// Favour recent values, so that results feed the next ops and folds chain.
		i := len(vs) - 1 - g.r.IntN(min(len(vs), 4))
		if g.r.IntN(4) == 0 {
			i = g.r.IntN(len(vs))
		}
		g.used[vs[i]] = true
		g.tainted = g.tainted || g.maybePoison[vs[i]]
		return vs[i]
	}
	if poisonOK && g.r.IntN(12) == 0 {
		v := g.fresh()
		g.emit("%s = ub.poison : %s", v, g.typ(elem))
		g.maybePoison[v] = true
		g.tainted = true
		g.pool[elem] = append(g.pool[elem], v)
		return v
	}
	return g.newConstant(elem)
}

// newConstant defines a new constant of element type elem.
func (g *randProg) newConstant(elem string) string {
	v := g.fresh()
	if c := g.constant(elem); c == "true" || c == "false" {
		g.emit("%s = arith.constant %s", v, c) // a bool literal carries its type
	} else {
		g.emit("%s = arith.constant %s : %s", v, c, g.typ(elem))
	}
	g.pool[elem] = append(g.pool[elem], v)
	return v
}

// result records an op result of element type elem.
func (g *randProg) result(v, elem string) {
	if g.tainted {
		g.maybePoison[v] = true
	}
	g.pool[elem] = append(g.pool[elem], v)
	g.res = append(g.res, randVal{v, elem})
}

// constant spells a constant of element type elem in the program's shape: a scalar, a
// splat, a dense list, or the empty dense<> of a zero-element tensor.
func (g *randProg) constant(elem string) string {
	if g.shape == "" {
		return g.scalar(elem)
	}
	if g.dim == 0 {
		return "dense<>"
	}
	if g.r.IntN(2) == 0 {
		return "dense<" + g.scalar(elem) + ">"
	}
	parts := make([]string, g.dim)
	for i := range parts {
		parts[i] = g.scalar(elem)
	}
	return "dense<[" + strings.Join(parts, ", ") + "]>"
}

// scalar spells one element value, edge values most of the time.
func (g *randProg) scalar(elem string) string {
	if elem == "f80" || elem == "f128" {
		return g.wideLit(elem)
	}
	if isFloatElem(elem) {
		return g.floatLit(elem)
	}
	w := intWidth(elem)
	if w > 64 {
		return g.wideIntLit(w)
	}
	if w == 1 {
		return g.pick([]string{"true", "false"})
	}
	var v int64
	switch g.r.IntN(10) {
	case 0, 1:
		v = 0
	case 2, 3:
		v = 1
	case 4:
		v = -1
	case 5:
		v = -(int64(1) << (w - 1)) // signed min
	case 6:
		v = int64(uint64(1)<<(w-1) - 1) // signed max
	case 7:
		v = int64(g.r.IntN(9)) - 2
	case 8:
		v = int64(1) << g.r.IntN(w-1)
	default:
		v = int64(g.r.Uint64() >> (65 - w))
		if g.r.IntN(2) == 0 {
			v = -v
		}
	}
	return fmt.Sprint(v)
}

// floatLit spells a float element: signed zeros, ones, NaN, infinities, the largest and
// smallest values and denormals in hex, or a short decimal.
func (g *randProg) floatLit(elem string) string {
	w := floatWidth(elem)
	exp, bits := map[string]int{"f16": 5, "bf16": 8, "f32": 8, "f64": 11, "f8E5M2": 5, "f8E4M3FN": 4}[elem]
	if !bits {
		// tf32, f80 and f128 get decimals only: their hex spellings do not fit a uint64
		// (f80, f128) or whole hex digits (tf32).
		switch g.r.IntN(4) {
		case 0:
			return g.pick([]string{"0.0", "-0.0", "1.0", "-1.0"})
		case 1:
			return g.pick([]string{"2.0", "0.5", "-2.0", "3.0", "-0.5", "1.5"})
		}
		return fmt.Sprintf("%.2f", (g.r.Float64()*2-1)*[]float64{1, 10, 100}[g.r.IntN(3)])
	}
	man := w - 1 - exp
	sign := uint64(g.r.IntN(2)) << (w - 1)
	expAll := (uint64(1)<<exp - 1) << man
	hex := func(bits uint64) string { return fmt.Sprintf("0x%0*X", w/4, bits) }
	switch g.r.IntN(12) {
	case 0:
		return g.pick([]string{"0.0", "-0.0"})
	case 1:
		return g.pick([]string{"1.0", "-1.0"})
	case 2:
		if g.r.IntN(3) == 0 {
			return hex(sign | expAll | uint64(g.r.IntN(3)+1)) // signaling NaN
		}
		return hex(sign | expAll | 1<<(man-1)) // quiet NaN
	case 3:
		return hex(sign | expAll) // infinity
	case 4:
		return hex(sign | (expAll - 1<<man) | (1<<man - 1)) // largest finite
	case 5:
		return hex(sign | uint64(g.r.IntN(3)+1)) // denormal
	case 6:
		return hex(sign | 1<<man) // smallest normal
	case 7:
		return g.pick([]string{"2.0", "0.5", "-2.0", "3.0", "-0.5", "1.5"})
	default:
		return fmt.Sprintf("%.2f", (g.r.Float64()*2-1)*[]float64{1, 10, 100}[g.r.IntN(3)])
	}
}

func (g *randProg) fastmath() string {
	if g.r.IntN(3) > 0 {
		return ""
	}
	return " fastmath<" + g.pick(randFastMath) + ">"
}

// program returns the text of func.func @name.
func (g *randProg) program(name string, ops int) string {
	var args []string
	for i := 0; i < 1+g.r.IntN(3); i++ {
		e := g.pick(append(append([]string{}, randInts...), g.floats...))
		a := fmt.Sprintf("%%a%d", i)
		args = append(args, a+": "+g.typ(e))
		g.pool[e] = append(g.pool[e], a)
	}
	for i := 0; i < ops; i++ {
		g.tainted = false
		g.op()
	}
	// Return the results no op uses (and a few used ones), so that every fold shows.
	var rets []randVal
	for _, v := range g.res {
		if !g.used[v.name] || g.r.IntN(8) == 0 {
			rets = append(rets, v)
		}
	}
	var names, types []string
	for _, v := range rets {
		names = append(names, v.name)
		types = append(types, g.typ(v.elem))
	}
	ret := "  return\n"
	if len(rets) > 0 {
		ret = fmt.Sprintf("  return %s : %s\n", strings.Join(names, ", "), strings.Join(types, ", "))
	}
	return fmt.Sprintf("func.func @%s(%s) -> (%s) {\n%s%s}\n", name, strings.Join(args, ", "),
		strings.Join(types, ", "), g.body.String(), ret)
}
