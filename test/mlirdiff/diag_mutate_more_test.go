package mlirdiff

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// More mutations for the diagnostics differential: an operand replaced by another value
// in scope of another type, a block argument added or removed, a terminator doubled; and
// edits of the seed's own text (a keyword, an integer or a type token changed), which
// reach the custom parsers with inputs their printers never produce.

func extraOpMutations(op *ir.Operation) []mutation {
	var ms []mutation
	for i := 0; i < op.NumOperands(); i++ {
		if k := otherTypedValue(op, op.Operand(i).Type()); k >= 0 {
			ms = append(ms, mutation{fmt.Sprintf("operand %d := in-scope value #%d", i, k), func(op *ir.Operation, _ *ir.Context) bool {
				vs := scopeValues(op)
				if k >= len(vs) {
					return false
				}
				op.SetOperand(i, vs[k])
				return true
			}})
		}
	}
	for _, na := range strayAttrs {
		if op.Attr(na.name) == nil {
			ms = append(ms, mutation{"add attr " + na.name + " = " + na.text, setAttrText(na.name, na.text)})
		}
	}
	for ri, reg := range op.Regions() {
		for bi, b := range reg.Blocks() {
			ms = append(ms, mutation{fmt.Sprintf("add i32 arg to region %d block %d", ri, bi), func(op *ir.Operation, _ *ir.Context) bool {
				op.Region(ri).Blocks()[bi].AddArg(ir.IntType(32, ir.Signless), ir.Unknown)
				return true
			}})
			for ai, a := range b.Args() {
				if !a.HasUses() {
					ms = append(ms, mutation{fmt.Sprintf("erase arg %d of region %d block %d", ai, ri, bi), func(op *ir.Operation, _ *ir.Context) bool {
						op.Region(ri).Blocks()[bi].EraseArg(ai)
						return true
					}})
				}
			}
			if t := b.Last(); t != nil && t.Info().Traits&ir.TraitTerminator != 0 {
				ms = append(ms, mutation{fmt.Sprintf("double terminator of region %d block %d", ri, bi), func(op *ir.Operation, _ *ir.Context) bool {
					t := op.Region(ri).Blocks()[bi].Last()
					if t == nil || t.NumRegions() > 0 || t.NumResults() > 0 {
						return false
					}
					c := t.Clone(nil)
					t.Block().Append(c)
					c.MoveBefore(t)
					return true
				}})
			}
		}
	}
	return ms
}

// strayAttrs are inherent attributes of some ops put on another: where the op has
// properties of that name they must convert, elsewhere they are discardable.
var strayAttrs = []struct{ name, text string }{
	{"fastmath", "#arith.fastmath<none>"}, {"nontemporal", "1 : i32"}, {"overflowFlags", "#arith.overflow<nsw>"},
	{"alignment", "3 : i64"}, {"predicate", "1 : i64"}, {"operandSegmentSizes", "array<i32: 1, 1>"},
}

// scopeValues are values op may use without a dominance question: the arguments of its
// block and the results of the ops before it there.
func scopeValues(op *ir.Operation) []*ir.Value {
	b := op.Block()
	if b == nil {
		return nil
	}
	vs := append([]*ir.Value(nil), b.Args()...)
	for o := b.First(); o != nil && o != op; o = o.Next() {
		vs = append(vs, o.Results()...)
	}
	return vs
}

func otherTypedValue(op *ir.Operation, t ir.Type) int {
	for k, v := range scopeValues(op) {
		if !ir.TypeEqual(v.Type(), t) {
			return k
		}
	}
	return -1
}

var (
	// textKeyword: a bare word that is no type, op name, SSA name, symbol or attribute.
	textKeyword = regexp.MustCompile(`[ ,(\[]([a-z][a-z_]*)[ ,)\]]`)
	textInt     = regexp.MustCompile(`[ ,(\[<:x](-?\d+)[ ,)\]>x]`)
	textType    = regexp.MustCompile(`\b(i1|i8|i16|i32|i64|f16|f32|f64|index)\b`)
	notKeyword  = map[string]bool{"to": true, "x": true, "in": true, "step": true, "iter_args": true,
		"default": true, "case": true, "else": true, "do": true, "then": true, "dense": true,
		"true": true, "false": true, "loc": true, "func": true, "module": true, "private": true,
		"strided": true, "offset": true, "memref": true, "tensor": true, "vector": true, "into": true}
)

type textMutant struct {
	desc string
	src  []byte
}

// textMutations lists one-token edits of a seed's text: a keyword made unknown, an integer
// made negative or large, a type token changed.
func textMutations(src []byte) []textMutant {
	s := string(src)
	var out []textMutant
	edit := func(desc string, at, end int, repl string) {
		line := strings.Count(s[:at], "\n") + 1
		out = append(out, textMutant{fmt.Sprintf("line %d %s", line, desc), []byte(s[:at] + repl + s[end:])})
	}
	for _, m := range textKeyword.FindAllStringSubmatchIndex(s, -1) {
		w := s[m[2]:m[3]]
		if notKeyword[w] || textType.MatchString(w) || inComment(s, m[2]) {
			continue
		}
		edit(fmt.Sprintf("keyword %s -> bogus", w), m[2], m[3], "bogus")
	}
	for _, m := range textInt.FindAllStringSubmatchIndex(s, -1) {
		if inComment(s, m[2]) || strings.HasPrefix(s[m[2]-1:], "%") {
			continue
		}
		for _, v := range []string{"-1", "99"} {
			if s[m[2]:m[3]] != v {
				edit(fmt.Sprintf("int %s -> %s", s[m[2]:m[3]], v), m[2], m[3], v)
			}
		}
	}
	for _, m := range textType.FindAllStringIndex(s, -1) {
		if inComment(s, m[0]) || m[0] > 0 && strings.ContainsAny(s[m[0]-1:m[0]], "%@#^!_") {
			continue
		}
		alt := "i64"
		if s[m[0]:m[1]] == "i64" {
			alt = "f32"
		}
		edit(fmt.Sprintf("type %s -> %s", s[m[0]:m[1]], alt), m[0], m[1], alt)
	}
	// A line dropped or doubled: an op, a terminator, a block label or a brace missing or
	// twice.
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if t := strings.TrimSpace(l); t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		rest := strings.Join(lines[i+1:], "")
		head := strings.Join(lines[:i], "")
		out = append(out, textMutant{fmt.Sprintf("line %d dropped", i+1), []byte(head + "\n" + rest)})
		out = append(out, textMutant{fmt.Sprintf("line %d doubled", i+1), []byte(head + l + l + rest)})
	}
	return out
}

func inComment(s string, at int) bool {
	ls := strings.LastIndexByte(s[:at], '\n') + 1
	return strings.Contains(s[ls:at], "//")
}
