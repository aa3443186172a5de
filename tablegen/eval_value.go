package tablegen

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Value evaluation (llvm: ParseValue/ParseSimpleValue). `want` is the type
// expected by the context: it types `[]` and `?`-only lists. In name mode
// (def names, paste right-hand sides) unknown identifiers are strings.

func (e *evaluator) value(v *Expr, cur *Record, want Type, nameMode bool) Value {
	var res Value
	if v.Braces != nil {
		res = e.bitsLit(v.Braces, cur)
	} else {
		res = e.operand(v.Head, cur, want, nameMode)
	}
	for _, s := range v.Suffixes {
		if s.Name != nil {
			res = e.nameSuffix(res, s.Name, cur)
			continue
		}
		res = e.bitSlice(res, s.Bits, s.Pos)
	}
	return e.pastes(res, v.Pastes, cur, want)
}

func (e *evaluator) nameExpr(n *NameExpr, cur *Record) Value {
	return e.pastes(e.operand(n.Head, cur, StringT, true), n.Pastes, cur, StringT)
}

func (e *evaluator) operand(o *Operand, cur *Record, want Type, nameMode bool) Value {
	res := e.simple(o.Simple, cur, want, nameMode)
	for _, s := range o.Suffixes {
		res = e.nameSuffix(res, s, cur)
	}
	return res
}

// pastes applies `lhs # a # b ...`, which TableGen parses right-associatively
// with the right-hand side in name mode.
func (e *evaluator) pastes(lhs Value, ps []*Paste, cur *Record, want Type) Value {
	if len(ps) == 0 {
		return lhs
	}
	p := ps[0]
	e.at(p.Pos)
	lt := typeOf(lhs)
	if lt == nil {
		e.errorf(p.Pos, "LHS of paste is not typed!")
	}
	if _, isList := lt.(*ListType); isList {
		if p.Operand == nil {
			return e.pastes(lhs, ps[1:], cur, want)
		}
		rhs := e.pastes(e.operand(p.Operand, cur, want, false), ps[1:], cur, want)
		rt, ok := typeOf(rhs).(*ListType)
		if !ok {
			e.errorf(p.Pos, "expected a list, got value of type '%v'", typeOf(rhs))
		}
		t := resolveTypes(lt, rt)
		if t == nil {
			e.errorf(p.Pos, "expected value of type '%s', got '%s'", lt, rt)
		}
		return e.rk.foldOp(&Op{Kind: "listconcat", Args: []Value{lhs, rhs}, T: t}, cur, false)
	}
	lhs = e.toStringCast(lhs, p.Pos)
	var rhs Value = mkStr("")
	if p.Operand != nil {
		rhs = e.pastes(e.operand(p.Operand, cur, nil, true), ps[1:], cur, want)
		if typeOf(rhs) == nil {
			e.errorf(p.Pos, "RHS of paste is not typed!")
		}
		rhs = e.toStringCast(rhs, p.Pos)
	}
	return e.strconcat(lhs, rhs)
}

func (e *evaluator) toStringCast(v Value, p lexer.Position) Value {
	if _, ok := typeOf(v).(*StringType); ok {
		return v
	}
	c := e.rk.foldOp(&Op{Kind: "cast", Args: []Value{v}, T: StringT, TArg: StringT}, nil, false)
	return c
}

func (e *evaluator) strconcat(a, b Value) Value {
	return e.rk.foldOp(&Op{Kind: "strconcat", Args: []Value{a, b}, T: StringT}, nil, false)
}

func (e *evaluator) nameSuffix(res Value, s *NameSuffix, cur *Record) Value {
	e.at(s.Pos)
	if s.Field != nil {
		ft := fieldType(res, *s.Field)
		if ft == nil {
			e.errorf(s.Pos, "Cannot access field '%s' of value '%s'", *s.Field, res)
		}
		return e.rk.foldField(&FieldRef{Rec: res, Field: *s.Field, T: ft}, cur)
	}
	lt, ok := typeOf(res).(*ListType)
	if !ok {
		if typeOf(res) == nil {
			e.errorf(s.Pos, "Invalid value, list expected")
		}
		e.errorf(s.Pos, "Type '%s' is invalid, list expected", typeOf(res))
	}
	if len(s.Slice) == 1 && s.Slice[0].To == nil && s.Slice[0].NegEnd == nil {
		idx := e.value(s.Slice[0].From, cur, nil, false)
		if _, isList := typeOf(idx).(*ListType); isList {
			return e.rk.foldOp(&Op{Kind: "listslice", Args: []Value{res, idx}, T: lt}, cur, false)
		}
		if _, isInt := e.rk.castTo(idx, IntT).(*Int); !isInt && typeOf(idx) == nil {
			e.errorf(s.Pos, "expected integer index")
		}
		if c := e.rk.castTo(idx, IntT); c != nil {
			idx = c
		}
		return e.rk.foldOp(&Op{Kind: "listelem", Args: []Value{res, idx}, T: lt.Elem}, cur, false)
	}
	var idxs []Value
	for _, p := range s.Slice {
		if p.To == nil && p.NegEnd == nil {
			v := e.value(p.From, cur, nil, false)
			if l, ok := v.(*List); ok {
				idxs = append(idxs, l.Elems...)
			} else {
				idxs = append(idxs, v)
			}
			continue
		}
		for _, n := range e.rangeList([]*RangePiece{p}) {
			idxs = append(idxs, &Int{int64(n)})
		}
	}
	return e.rk.foldOp(&Op{Kind: "listslice", Args: []Value{res, &List{Elems: idxs, Elem: IntT}}, T: lt}, cur, false)
}

// fieldType is the type of field name of a record-typed value, or nil.
func fieldType(v Value, name string) Type {
	if d, ok := v.(*DefRef); ok {
		if f := d.Def.Field(name); f != nil {
			return f.Type
		}
		return nil
	}
	if rt, ok := typeOf(v).(*RecordType); ok {
		for _, c := range rt.Classes {
			if f := c.Field(name); f != nil {
				return f.Type
			}
		}
	}
	return nil
}

// bitSlice implements `x{3}`, `x{0-7}`.
func (e *evaluator) bitSlice(v Value, pieces []*RangePiece, p lexer.Position) Value {
	idx := e.rangeList(pieces)
	if len(idx) == 0 {
		return v
	}
	for i, j := 0, len(idx)-1; i < j; i, j = i+1, j-1 {
		idx[i], idx[j] = idx[j], idx[i]
	}
	out := make([]Value, len(idx))
	switch x := v.(type) {
	case *Bits:
		for i, b := range idx {
			if b >= len(x.Bits) {
				e.errorf(p, "Invalid bit range for value")
			}
			out[i] = x.Bits[b]
		}
	case *Int:
		for i, b := range idx {
			if b >= 64 {
				e.errorf(p, "Invalid bit range for value")
			}
			out[i] = mkBit((x.V>>uint(b))&1 == 1)
		}
	default:
		bt, ok := typeOf(v).(*BitsType)
		if !ok {
			e.errorf(p, "Invalid bit range for value")
		}
		for i, b := range idx {
			if b >= bt.N {
				e.errorf(p, "Invalid bit range for value")
			}
			out[i] = &VarBit{V: v, Bit: b}
		}
	}
	return &Bits{Bits: out}
}

// rangeList expands `a, b-c, d...e` into integers.
func (e *evaluator) rangeList(pieces []*RangePiece) []int {
	var out []int
	for _, p := range pieces {
		e.at(p.Pos)
		start, ok := e.intOf(e.value(p.From, nil, nil, false))
		if !ok {
			e.errorf(p.Pos, "expected integer or bitrange")
		}
		if start < 0 {
			e.errorf(p.Pos, "invalid range, cannot be negative")
		}
		var end int64
		switch {
		case p.To != nil:
			end, ok = e.intOf(e.value(p.To, nil, nil, false))
			if !ok {
				e.errorf(p.To.Pos, "expected integer value as end of range")
			}
		case p.NegEnd != nil:
			n, _ := parseInt(*p.NegEnd)
			end = -n
		default:
			out = append(out, int(start))
			continue
		}
		if end < 0 {
			e.errorf(p.Pos, "invalid range, cannot be negative")
		}
		if end-start > workLimit || start-end > workLimit {
			e.errorf(p.Pos, "range too large")
		}
		e.rk.spend(int(max(end-start, start-end)))
		if start < end {
			for i := start; i <= end; i++ {
				out = append(out, int(i))
			}
		} else {
			for i := start; i >= end; i-- {
				out = append(out, int(i))
			}
		}
	}
	return out
}

func (e *evaluator) intOf(v Value) (int64, bool) {
	if i, ok := v.(*Int); ok {
		return i.V, true
	}
	return 0, false
}

func parseInt(s string) (int64, bool) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var u uint64
	var err error
	switch {
	case strings.HasPrefix(s, "0x"):
		u, err = strconv.ParseUint(s[2:], 16, 64)
	case strings.HasPrefix(s, "0b"):
		u, err = strconv.ParseUint(s[2:], 2, 64)
	default:
		u, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil {
		return 0, false
	}
	if neg {
		return -int64(u), true
	}
	return int64(u), true
}

// decodeString turns a quoted literal into its value.
func decodeString(raw string) (string, bool) {
	body := raw[1 : len(raw)-1]
	if strings.IndexByte(body, '\\') < 0 {
		return body, true
	}
	var sb strings.Builder
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			sb.WriteByte(c)
			continue
		}
		i++
		if i >= len(body) {
			return "", false
		}
		switch body[i] {
		case '\\', '\'', '"':
			sb.WriteByte(body[i])
		case 't':
			sb.WriteByte('\t')
		case 'n':
			sb.WriteByte('\n')
		default:
			return "", false
		}
	}
	return sb.String(), true
}

func (e *evaluator) bitsLit(b *BitsLit, cur *Record) Value {
	var bits []Value
	for i, ev := range b.Elems {
		v := e.value(ev, cur, nil, false)
		if bv, ok := v.(*Bits); ok {
			for j := len(bv.Bits) - 1; j >= 0; j-- {
				bits = append(bits, bv.Bits[j])
			}
			continue
		}
		if vr, ok := v.(*Var); ok {
			if bt, ok := vr.T.(*BitsType); ok {
				for j := bt.N - 1; j >= 0; j-- {
					bits = append(bits, getBit(vr, j))
				}
				continue
			}
		}
		c := e.rk.castTo(v, BitT)
		if c == nil {
			e.errorf(ev.Pos, "Element #%d (%s) is not convertable to a bit", i, v)
		}
		bits = append(bits, c)
	}
	for i, j := 0, len(bits)-1; i < j; i, j = i+1, j-1 {
		bits[i], bits[j] = bits[j], bits[i]
	}
	return &Bits{Bits: bits}
}

func (e *evaluator) simple(s *Simple, cur *Record, want Type, nameMode bool) Value {
	e.at(s.Pos)
	switch {
	case s.Int != nil:
		n, ok := parseInt(*s.Int)
		if !ok {
			e.errorf(s.Pos, "invalid number %s", *s.Int)
		}
		return &Int{n}
	case s.BinInt != nil:
		digits := (*s.BinInt)[2:]
		bits := make([]Value, len(digits))
		for i := range digits {
			bits[i] = mkBit(digits[len(digits)-1-i] == '1')
		}
		return &Bits{Bits: bits}
	case s.Strs != nil:
		var sb strings.Builder
		for _, raw := range s.Strs {
			d, ok := decodeString(raw)
			if !ok {
				e.errorf(s.Pos, "invalid escape in string literal")
			}
			sb.WriteString(d)
		}
		return mkStr(sb.String())
	case s.Code != nil:
		c := *s.Code
		return &String{V: c[2 : len(c)-2], Code: true}
	case s.Unset:
		return unsetV
	case s.Bool != nil:
		if *s.Bool == "true" {
			return &Int{1}
		}
		return &Int{0}
	case s.List != nil:
		return e.listLit(s.List, cur, want)
	case s.Dag != nil:
		return e.dagLit(s.Dag, cur)
	case s.Bang != nil:
		return e.bang(s.Bang, cur, want)
	case s.Ident != nil:
		id := s.Ident
		if id.HasArgs {
			c := e.rk.classes[id.Name]
			if c == nil {
				e.errorf(id.Pos, "Expected a class name, got '%s'", id.Name)
			}
			args, names := e.templateArgs(c, true, id.Args, cur, id.Pos)
			return e.rk.foldInst(&ClassInst{Class: c, Args: args, Names: names})
		}
		return e.ident(id.Name, id.Pos, cur, nameMode)
	}
	e.errorf(s.Pos, "Unknown or reserved token when parsing a value")
	return nil
}

func (e *evaluator) listLit(l *ListLit, cur *Record, want Type) Value {
	var given Type
	if l.Type != nil {
		given = e.typ(l.Type)
	}
	var elemWant Type
	if lt, ok := want.(*ListType); ok {
		elemWant = lt.Elem
	}
	if given != nil {
		elemWant = given
	}
	vals := make([]Value, len(l.Elems))
	var et Type
	for i, ev := range l.Elems {
		vals[i] = e.value(ev, cur, elemWant, false)
		if t := typeOf(vals[i]); t != nil {
			if et == nil {
				et = t
			} else if et = resolveTypes(et, t); et == nil {
				e.errorf(l.Pos, "Incompatible types in list elements")
			}
		}
	}
	if given != nil {
		if et != nil && !convertible(et, given) {
			e.errorf(l.Pos, "Incompatible types in list elements")
		}
		for i, v := range vals {
			if c := e.rk.castTo(v, given); c != nil {
				vals[i] = c
			}
		}
		et = given
	}
	if et == nil {
		if elemWant == nil {
			e.errorf(l.EndPos, "No type for list")
		}
		et = elemWant
	}
	return &List{Elems: vals, Elem: et}
}

func (e *evaluator) dagLit(d *DagLit, cur *Record) Value {
	op := e.value(d.Op, cur, nil, false)
	dag := &Dag{Op: op}
	if d.OpName != nil {
		dag.OpName = *d.OpName
	}
	for _, a := range d.Args {
		if a.Name != nil {
			dag.Args = append(dag.Args, DagArg{Value: unsetV, Name: *a.Name})
			continue
		}
		arg := DagArg{Value: e.value(a.Value, cur, nil, false)}
		if a.VName != nil {
			arg.Name = *a.VName
		}
		dag.Args = append(dag.Args, arg)
	}
	return dag
}

// findInArgs looks name up among rec's template arguments (and NAME).
func findInArgs(rec *Record, name string) Value {
	q := qualify(rec, name)
	if f := rec.Field(q); f != nil && f.Kind == FieldTemplateArg {
		return &Var{Name: q, T: f.Type}
	}
	if name == "NAME" {
		return &Var{Name: q, T: StringT}
	}
	return nil
}

// ident resolves an identifier through the scopes, then globals and defs.
func (e *evaluator) ident(name string, p lexer.Position, cur *Record, nameMode bool) Value {
	for i := len(e.scopes) - 1; i >= 0; i-- {
		s := e.scopes[i]
		if v, ok := s.vars[name]; ok {
			return v
		}
		switch s.kind {
		case scRecord:
			if f := s.rec.Field(name); f != nil && f.Kind != FieldTemplateArg {
				return &Var{Name: name, T: f.Type}
			}
			if s.rec.IsClass {
				if v := findInArgs(s.rec, name); v != nil {
					return v
				}
			}
		case scLoop:
			if s.loop.iterVar != nil && s.loop.iterVar.Name == name {
				return s.loop.iterVar
			}
		case scMultiClass:
			if v := findInArgs(s.mc.rec, name); v != nil {
				return v
			}
		}
	}
	if nameMode {
		return mkStr(name)
	}
	if v, ok := e.rk.globals[name]; ok {
		return v
	}
	if d := e.rk.defs[name]; d != nil {
		return &DefRef{Def: d}
	}
	if cur != nil && !cur.IsClass && e.mc == nil && cur.Name == name {
		return &Op{Kind: "cast", Args: []Value{mkStr(name)}, T: cur.Type(), TArg: cur.Type()}
	}
	e.errorf(p, "Variable not defined: '%s'", name)
	return nil
}
