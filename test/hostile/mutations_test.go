package hostile

import (
	"bytes"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
)

// A mutation turns a valid input into one that is slightly wrong, the way a user's typo
// or a buggy front end would: text mutations edit the source, IR mutations edit the parsed
// graph, which is then printed (generic form, so that no custom printer meets invalid IR)
// and parsed again. Either way the tools only ever see text a user could have written.
type mutation struct {
	name string
	text func(r *rand.Rand, src []byte) ([]byte, bool)
	ir   func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool
}

// extremes are the integers hostile input writes where a count, size, index or enum is
// expected.
var extremes = []string{"0", "-1", "2147483648", "-2147483649", "9223372036854775807", "-9223372036854775808",
	"1099511627776", "4294967296", "65536", "3"}

// hugeDims are the shape dimensions hostile input writes.
var hugeDims = []string{"0", "1099511627776", "4294967296", "9223372036854775807", "?", "1", "3"}

var elemTypes = []string{"i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64", "index", "ui8", "si32", "f8E4M3FN"}

// typePool holds whole types a value's type is swapped for.
var typePool = []string{"i32", "f16", "index", "i1", "i64", "f32", "bf16", "none", "tensor<4xf32>", "tensor<?xi32>",
	"memref<16xf16>", "memref<?xf32, 22>", "memref<*xf32, 22>", "vector<8xf16>", "!asctile.tile<16xf16, UB>",
	"!asctile.tile<16x16xf32, L0C>", "!asctile.tensor<?xf32>", "!ascendc.local_tensor<16xf16>",
	"!ascendc.global_tensor<*xf32>", "!ascendc.pipe", "!ascendc.queue<vecin, 1>", "tuple<i32, f32>", "complex<f32>"}

var spaces = []string{"UB", "L1", "L0A", "L0B", "L0C", "FIX", "GM"}

var (
	intLit   = regexp.MustCompile(`(^|[\s(\[<{,=:])(-?[0-9]+)\b`)
	dimLit   = regexp.MustCompile(`([<x])([0-9]+|\?)x`)
	elemLit  = regexp.MustCompile(`\b(i1|i8|i16|i32|i64|f16|bf16|f32|f64|index)\b`)
	spaceLit = regexp.MustCompile(`\b(UB|L1|L0A|L0B|L0C|FIX)\b|, ([0-9]+)>`)
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// replaceOne replaces submatch group g of one randomly chosen match of re in s by the
// value repl gives for its old text.
func replaceOne(r *rand.Rand, re *regexp.Regexp, s []byte, g int, repl func(old string) string) ([]byte, bool) {
	ms := re.FindAllSubmatchIndex(s, -1)
	var cand [][]int
	for _, m := range ms {
		if m[2*g] >= 0 {
			cand = append(cand, m)
		}
	}
	if len(cand) == 0 {
		return nil, false
	}
	m := pick(r, cand)
	lo, hi := m[2*g], m[2*g+1]
	nw := repl(string(s[lo:hi]))
	if nw == string(s[lo:hi]) {
		return nil, false
	}
	out := append(append(append([]byte{}, s[:lo]...), nw...), s[hi:]...)
	return out, true
}

func otherThan(r *rand.Rand, xs []string, old string) string {
	for range 8 {
		if v := pick(r, xs); v != old {
			return v
		}
	}
	return xs[0]
}

// onlyCode applies a text mutation to the lines that are not comments, so that RUN and
// CHECK lines stay out of it.
func onlyCode(f func(r *rand.Rand, src []byte) ([]byte, bool)) func(*rand.Rand, []byte) ([]byte, bool) {
	return func(r *rand.Rand, src []byte) ([]byte, bool) {
		lines := bytes.SplitAfter(src, []byte("\n"))
		var code []int
		for i, l := range lines {
			if t := bytes.TrimSpace(l); len(t) > 0 && !bytes.HasPrefix(t, []byte("//")) {
				code = append(code, i)
			}
		}
		if len(code) == 0 {
			return nil, false
		}
		i := pick(r, code)
		nl, ok := f(r, lines[i])
		if !ok {
			return nil, false
		}
		lines[i] = nl
		return bytes.Join(lines, nil), true
	}
}

func textMutations() []mutation {
	return []mutation{
		{name: "text-int", text: onlyCode(func(r *rand.Rand, l []byte) ([]byte, bool) {
			return replaceOne(r, intLit, l, 2, func(old string) string { return otherThan(r, extremes, old) })
		})},
		{name: "text-dim", text: onlyCode(func(r *rand.Rand, l []byte) ([]byte, bool) {
			return replaceOne(r, dimLit, l, 2, func(old string) string { return otherThan(r, hugeDims, old) })
		})},
		{name: "text-elem-type", text: onlyCode(func(r *rand.Rand, l []byte) ([]byte, bool) {
			return replaceOne(r, elemLit, l, 1, func(old string) string { return otherThan(r, elemTypes, old) })
		})},
		{name: "text-space", text: onlyCode(func(r *rand.Rand, l []byte) ([]byte, bool) {
			if out, ok := replaceOne(r, spaceLit, l, 1, func(old string) string { return otherThan(r, spaces, old) }); ok {
				return out, true
			}
			return replaceOne(r, spaceLit, l, 2, func(old string) string { return otherThan(r, []string{"0", "1", "2", "22", "99", "4294967296"}, old) })
		})},
		{name: "text-delete-line", text: onlyCode(func(r *rand.Rand, l []byte) ([]byte, bool) { return []byte("\n"), true })},
		{name: "text-swap-lines", text: swapLines},
		// The consistent rewrites keep a kernel valid more often than a single edit, so
		// that the passes, the translator and the simulator meet the extreme values.
		{name: "text-int-all", text: func(r *rand.Rand, src []byte) ([]byte, bool) {
			return replaceAll(r, src, intLit, 2, func(old string) string { return otherThan(r, extremes, old) })
		}},
		{name: "text-dim-all", text: func(r *rand.Rand, src []byte) ([]byte, bool) {
			return replaceAll(r, src, dimLit, 2, func(old string) string { return otherThan(r, hugeDims, old) })
		}},
		{name: "text-elem-type-all", text: func(r *rand.Rand, src []byte) ([]byte, bool) {
			return replaceAll(r, src, elemLit, 1, func(old string) string { return otherThan(r, elemTypes, old) })
		}},
	}
}

// replaceAll picks one text that group g of re matches in the code lines and replaces
// every such match of it by the value repl gives.
func replaceAll(r *rand.Rand, src []byte, re *regexp.Regexp, g int, repl func(old string) string) ([]byte, bool) {
	lines := bytes.SplitAfter(src, []byte("\n"))
	var olds []string
	for _, l := range lines {
		if t := bytes.TrimSpace(l); len(t) == 0 || bytes.HasPrefix(t, []byte("//")) {
			continue
		}
		for _, m := range re.FindAllSubmatch(l, -1) {
			if m[g] != nil {
				olds = append(olds, string(m[g]))
			}
		}
	}
	if len(olds) == 0 {
		return nil, false
	}
	old := pick(r, olds)
	nw := repl(old)
	for i, l := range lines {
		if t := bytes.TrimSpace(l); len(t) == 0 || bytes.HasPrefix(t, []byte("//")) {
			continue
		}
		lines[i] = re.ReplaceAllFunc(l, func(m []byte) []byte {
			sub := re.FindSubmatchIndex(m)
			if sub[2*g] < 0 || string(m[sub[2*g]:sub[2*g+1]]) != old {
				return m
			}
			return append(append(append([]byte{}, m[:sub[2*g]]...), nw...), m[sub[2*g+1]:]...)
		})
	}
	return bytes.Join(lines, nil), nw != old
}

// swapLines swaps a code line with the next one.
func swapLines(r *rand.Rand, src []byte) ([]byte, bool) {
	lines := bytes.SplitAfter(src, []byte("\n"))
	if len(lines) < 3 {
		return nil, false
	}
	i := r.IntN(len(lines) - 2)
	lines[i], lines[i+1] = lines[i+1], lines[i]
	return bytes.Join(lines, nil), true
}

// opsOf lists every op below the module, in walk order.
func opsOf(m *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	m.Walk(func(op *ir.Operation) bool {
		if op != m {
			ops = append(ops, op)
		}
		return true
	})
	return ops
}

func pickOp(r *rand.Rand, m *ir.Operation, ok func(*ir.Operation) bool) *ir.Operation {
	var cand []*ir.Operation
	for _, op := range opsOf(m) {
		if ok(op) {
			cand = append(cand, op)
		}
	}
	if len(cand) == 0 {
		return nil
	}
	return pick(r, cand)
}

// valuesOf lists the results and block arguments of the module.
func valuesOf(m *ir.Operation) []*ir.Value {
	var vs []*ir.Value
	for _, op := range opsOf(m) {
		vs = append(vs, op.Results()...)
		for _, reg := range op.Regions() {
			for _, b := range reg.Blocks() {
				vs = append(vs, b.Args()...)
			}
		}
	}
	return vs
}

// retype sets a value's type to what f makes of its printed type, if that parses.
func retype(r *rand.Rand, ctx *ir.Context, m *ir.Operation, f func(old string) (string, bool)) bool {
	vs := valuesOf(m)
	r.Shuffle(len(vs), func(i, j int) { vs[i], vs[j] = vs[j], vs[i] })
	for _, v := range vs {
		s, ok := f(ir.TypeString(v.Type()))
		if !ok {
			continue
		}
		if t, err := ir.ParseTypeText(ctx, s); err == nil {
			v.SetType(t)
			return true
		}
	}
	return false
}

func irTypeMutations() []mutation {
	return []mutation{
		{name: "value-type", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			return retype(r, ctx, m, func(old string) (string, bool) { nw := otherThan(r, typePool, old); return nw, nw != old })
		}},
		{name: "shape-dim", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			return retype(r, ctx, m, func(old string) (string, bool) {
				out, ok := replaceOne(r, dimLit, []byte(old), 2, func(d string) string { return otherThan(r, hugeDims, d) })
				return string(out), ok
			})
		}},
		{name: "elem-type", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			return retype(r, ctx, m, func(old string) (string, bool) {
				if !strings.Contains(old, "<") {
					return "", false
				}
				out, ok := replaceOne(r, elemLit, []byte(old), 1, func(e string) string { return otherThan(r, elemTypes, e) })
				return string(out), ok
			})
		}},
		{name: "address-space", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			return retype(r, ctx, m, func(old string) (string, bool) {
				if out, ok := replaceOne(r, spaceLit, []byte(old), 1, func(s string) string { return otherThan(r, spaces, s) }); ok {
					return string(out), true
				}
				out, ok := replaceOne(r, spaceLit, []byte(old), 2, func(s string) string { return otherThan(r, []string{"0", "1", "2", "22", "99"}, s) })
				return string(out), ok
			})
		}},
	}
}

// segmentOf returns the operandSegmentSizes attribute of op and the segment operand i is in.
func segmentOf(op *ir.Operation, i int) (*ir.DenseArrayAttr, int) {
	seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil, -1
	}
	at := 0
	for s, n := range seg.Ints {
		if i < at+int(n) {
			return seg, s
		}
		at += int(n)
	}
	return seg, -1
}

// resize adds d to segment s of op's operandSegmentSizes (a copy: attributes are shared).
func resize(op *ir.Operation, seg *ir.DenseArrayAttr, s, d int) {
	if seg == nil || s < 0 {
		return
	}
	ints := append([]int64{}, seg.Ints...)
	ints[s] += int64(d)
	op.SetAttr("operandSegmentSizes", &ir.DenseArrayAttr{Elem: seg.Elem, Ints: ints})
}

func hasOperands(op *ir.Operation) bool { return op.NumOperands() > 0 }

func irOperandMutations() []mutation {
	return []mutation{
		{name: "drop-operand", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, hasOperands)
			if op == nil {
				return false
			}
			i := r.IntN(op.NumOperands())
			seg, s := segmentOf(op, i)
			op.EraseOperand(i)
			resize(op, seg, s, -1)
			return true
		}},
		{name: "dup-operand", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, hasOperands)
			if op == nil {
				return false
			}
			i := r.IntN(op.NumOperands())
			seg, s := segmentOf(op, i)
			vs := op.Operands()
			vs = append(vs[:i+1], vs[i:]...)
			op.SetOperands(vs)
			resize(op, seg, s, 1)
			return true
		}},
		{name: "swap-operands", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return o.NumOperands() > 1 })
			if op == nil {
				return false
			}
			i, j := r.IntN(op.NumOperands()), r.IntN(op.NumOperands())
			a, b := op.Operand(i), op.Operand(j)
			if i == j || a.Type() == b.Type() && r.IntN(2) == 0 {
				return false
			}
			op.SetOperand(i, b)
			op.SetOperand(j, a)
			return true
		}},
		{name: "replace-operand", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, hasOperands)
			if op == nil {
				return false
			}
			vs := inScope(op)
			if len(vs) == 0 {
				return false
			}
			op.SetOperand(r.IntN(op.NumOperands()), pick(r, vs))
			return true
		}},
	}
}

// inScope lists the values defined before op in its block and the enclosing blocks, with
// those blocks' arguments: what op may legally use, of any type.
func inScope(op *ir.Operation) []*ir.Value {
	var vs []*ir.Value
	for cur := op; cur != nil && cur.Block() != nil; cur = cur.ParentOp() {
		b := cur.Block()
		vs = append(vs, b.Args()...)
		for p := cur.Prev(); p != nil; p = p.Prev() {
			vs = append(vs, p.Results()...)
		}
		if cur.ParentOp() != nil && cur.ParentOp().Name() == builtin.OpModule {
			break
		}
	}
	return vs
}

// intsIn matches the integers of an attribute's text that are not part of a name.
var intsIn = regexp.MustCompile(`(^|[\s(\[<{,=:])(-?[0-9]+)\b`)

func irAttrMutations() []mutation {
	return []mutation{
		{name: "int-attr", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			return mutateAttr(r, m, func(a ir.Attribute) (ir.Attribute, bool) {
				out, ok := replaceOne(r, intsIn, []byte(ir.AttrString(a)), 2, func(old string) string { return otherThan(r, extremes, old) })
				if !ok {
					return nil, false
				}
				na, err := ir.ParseAttrText(ctx, string(out))
				return na, err == nil
			})
		}},
		{name: "enum-as-int", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			return mutateAttr(r, m, func(a ir.Attribute) (ir.Attribute, bool) {
				if !strings.HasPrefix(ir.AttrString(a), "#") {
					return nil, false
				}
				v := pick(r, []int64{-1, 99, math.MaxInt32, math.MinInt64})
				return &ir.IntegerAttr{Type: &ir.IntegerType{Width: 32}, Value: int64(int32(v))}, true
			})
		}},
		{name: "drop-attr", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return len(o.Attrs()) > 0 })
			if op == nil {
				return false
			}
			return op.RemoveAttr(pick(r, op.Attrs()).Name)
		}},
		{name: "special-const", ir: specialConst},
		{name: "arith-const", ir: func(r *rand.Rand, ctx *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return o.Name() == arith.OpConstant })
			if op == nil {
				return false
			}
			a, ok := specialValue(r, op.Attr("value"))
			if ok {
				op.SetAttr("value", a)
			}
			return ok
		}},
	}
}

// mutateAttr replaces one attribute of one op by what f makes of it.
func mutateAttr(r *rand.Rand, m *ir.Operation, f func(ir.Attribute) (ir.Attribute, bool)) bool {
	ops := opsOf(m)
	r.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
	for _, op := range ops {
		as := op.Attrs()
		for _, k := range r.Perm(len(as)) {
			if na, ok := f(as[k].Value); ok {
				op.SetAttr(as[k].Name, na)
				return true
			}
		}
	}
	return false
}

// specialConst sets a float attribute to NaN, an infinity or the largest finite value, or
// an integer one to its type's extremes.
func specialConst(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
	return mutateAttr(r, m, func(a ir.Attribute) (ir.Attribute, bool) { return specialValue(r, a) })
}

func specialValue(r *rand.Rand, a ir.Attribute) (ir.Attribute, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		v := pick(r, []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.MaxFloat64, math.Copysign(0, -1)})
		return &ir.FloatAttr{Type: a.Type, Value: v}, true
	case *ir.IntegerAttr:
		it, ok := a.Type.(*ir.IntegerType)
		if !ok || it.Width > 64 {
			return &ir.IntegerAttr{Type: a.Type, Value: pick(r, []int64{0, -1, math.MaxInt64, math.MinInt64, 1 << 40})}, true
		}
		w := it.Width
		lo, hi := int64(-1)<<(w-1), int64(uint64(1)<<(w-1)-1)
		if w == 64 {
			lo, hi = math.MinInt64, math.MaxInt64
		}
		return &ir.IntegerAttr{Type: a.Type, Value: pick(r, []int64{0, -1, lo, hi})}, true
	}
	return nil, false
}
