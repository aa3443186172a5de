package tablegen

import (
	"math/bits"
	"strings"
)

// foldOp evaluates a bang operator whose operands are known enough, or
// returns it unchanged. cur is the record being built (for self references),
// final is set during a def's last resolution.
func (rk *RecordKeeper) foldOp(o *Op, cur *Record, final bool) Value {
	a := o.Args
	switch o.Kind {
	case "cast":
		return rk.foldCast(o, cur, final)
	case "not":
		if n, ok := toInt(a[0]); ok {
			if n == 0 {
				return &Int{1}
			}
			return &Int{0}
		}
	case "head", "tail":
		if l, ok := a[0].(*List); ok {
			if len(l.Elems) == 0 {
				rk.fatalf(rk.curPos, "empty list argument in !%s", o.Kind)
			}
			if o.Kind == "head" {
				return l.Elems[0]
			}
			return &List{Elems: l.Elems[1:], Elem: l.Elem}
		}
	case "size":
		switch x := a[0].(type) {
		case *List:
			return &Int{int64(len(x.Elems))}
		case *Dag:
			return &Int{int64(len(x.Args))}
		case *String:
			return &Int{int64(len(x.V))}
		}
	case "empty":
		switch x := a[0].(type) {
		case *List:
			return boolInt(len(x.Elems) == 0)
		case *Dag:
			return boolInt(len(x.Args) == 0)
		case *String:
			return boolInt(x.V == "")
		}
	case "getdagop":
		if d, ok := a[0].(*Dag); ok {
			if dr, ok := d.Op.(*DefRef); ok {
				if rt, ok := o.T.(*RecordType); ok && !recordTypeIsA(dr.Def.Type(), rt) {
					rk.fatalf(rk.curPos, "Expected type '%s', got '%s' in: %s", o.T, dr.Def.Type(), o)
				}
				return dr
			}
		}
	case "tolower", "toupper":
		if s, ok := a[0].(*String); ok {
			if o.Kind == "tolower" {
				return mkStr(strings.ToLower(s.V))
			}
			return mkStr(strings.ToUpper(s.V))
		}
	case "logtwo":
		if n, ok := toInt(a[0]); ok {
			if n <= 0 {
				rk.fatalf(rk.curPos, "Illegal operation: logtwo is undefined on arguments less than or equal to 0")
			}
			return &Int{int64(63 - bits.LeadingZeros64(uint64(n)))}
		}
	case "repr":
		if isConcrete(a[0]) {
			return mkStr(a[0].String())
		}
	case "isa":
		if t := typeOf(a[0]); t != nil {
			if convertible(t, o.TArg) {
				return &Int{1}
			}
			if _, ok := o.TArg.(*RecordType); !ok {
				return &Int{0}
			}
			if _, isDef := a[0].(*DefRef); isDef || !convertible(o.TArg, t) {
				return &Int{0}
			}
		}
	case "exists":
		if s, ok := a[0].(*String); ok {
			if d := rk.defs[s.V]; d != nil {
				return boolInt(typeIsA(d.Type(), o.TArg))
			}
			if cur != nil && s.V == cur.Name {
				if !final {
					return o
				}
				return boolInt(typeIsA(cur.Type(), o.TArg))
			}
			if final {
				return &Int{0}
			}
		}
	case "initialized":
		if _, ok := a[0].(*Unset); ok {
			return &Int{0}
		}
		if isConcrete(a[0]) {
			return &Int{1}
		}
	default:
		if len(a) == 2 {
			if v := rk.foldBinary(o, cur); v != nil {
				return v
			}
		} else if len(a) == 3 {
			if v := rk.foldTernary(o, cur); v != nil {
				return v
			}
		}
		if o.Kind == "range" {
			if v := foldRange(a); v != nil {
				return v
			}
		}
	}
	return o
}

func boolInt(b bool) *Int {
	if b {
		return &Int{1}
	}
	return &Int{0}
}

func (rk *RecordKeeper) foldCast(o *Op, cur *Record, final bool) Value {
	x := o.Args[0]
	switch t := o.T.(type) {
	case *StringType:
		switch y := x.(type) {
		case *String:
			return y
		case *DefRef:
			return mkStr(y.Def.Name)
		}
		if n, ok := toInt(x); ok {
			return mkStr(itoa64(n))
		}
	case *RecordType:
		if s, ok := x.(*String); ok {
			d := rk.defs[s.V]
			if d == nil && cur != nil && s.V == cur.Name {
				if !final {
					return o
				}
				d = cur
			}
			if d == nil {
				if final {
					rk.fatalf(rk.curPos, "Undefined reference to record: '%s'", s.V)
				}
				return o
			}
			if !recordTypeIsA(d.Type(), t) {
				rk.fatalf(rk.curPos, "Expected type '%s', got '%s' in: %s", t, d.Type(), o)
			}
			return &DefRef{Def: d}
		}
	}
	if c := convertTo(x, o.T); c != nil {
		return c
	}
	return o
}

func itoa64(n int64) string {
	if n >= -1<<62 && n <= 1<<62 {
		return itoa(int(n))
	}
	neg := n < 0
	u := uint64(n)
	if neg {
		u = -u
	}
	var b [24]byte
	i := len(b)
	for u > 0 {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func (rk *RecordKeeper) foldBinary(o *Op, cur *Record) Value {
	l, r := o.Args[0], o.Args[1]
	switch o.Kind {
	case "con":
		ld, ok1 := l.(*Dag)
		rd, ok2 := r.(*Dag)
		if !ok1 || !ok2 {
			return nil
		}
		lop, lok := ld.Op.(*DefRef)
		rop, rok := rd.Op.(*DefRef)
		_, lunset := ld.Op.(*Unset)
		_, runset := rd.Op.(*Unset)
		if (!lok && !lunset) || (!rok && !runset) {
			return nil
		}
		if lok && rok && lop.Def != rop.Def {
			rk.fatalf(rk.curPos, "Concatenated Dag operators do not match: '%s' vs. '%s'", ld, rd)
		}
		op := ld.Op
		if !lok {
			op = rd.Op
		}
		args := append(append([]DagArg(nil), ld.Args...), rd.Args...)
		return &Dag{Op: op, Args: args}
	case "listconcat":
		ll, ok1 := l.(*List)
		rl, ok2 := r.(*List)
		if ok1 && ok2 {
			el := ll.Elem
			if lt, ok := o.T.(*ListType); ok {
				el = lt.Elem
			}
			return &List{Elems: append(append([]Value(nil), ll.Elems...), rl.Elems...), Elem: el}
		}
	case "listsplat":
		if n, ok := r.(*Int); ok {
			if n.V < 0 {
				rk.fatalf(rk.curPos, "!listsplat count is negative")
			}
			if n.V > 1<<20 {
				rk.fatalf(rk.curPos, "!listsplat count too large")
			}
			el := make([]Value, n.V)
			for i := range el {
				el[i] = l
			}
			return &List{Elems: el, Elem: typeOf(l)}
		}
	case "listremove":
		ll, ok1 := l.(*List)
		rl, ok2 := r.(*List)
		if ok1 && ok2 && isConcrete(ll) && isConcrete(rl) {
			var out []Value
			for _, e := range ll.Elems {
				keep := true
				for _, x := range rl.Elems {
					if e.String() == x.String() {
						keep = false
						break
					}
				}
				if keep {
					out = append(out, e)
				}
			}
			return &List{Elems: out, Elem: ll.Elem}
		}
	case "strconcat":
		ls, ok1 := l.(*String)
		rs, ok2 := r.(*String)
		if ok1 && ok2 {
			return &String{V: ls.V + rs.V, Code: ls.Code || rs.Code}
		}
	case "interleave":
		ll, ok1 := l.(*List)
		sep, ok2 := r.(*String)
		if !ok1 || !ok2 {
			return nil
		}
		if len(ll.Elems) == 0 {
			return mkStr("")
		}
		parts := make([]string, len(ll.Elems))
		code := false
		if _, isStr := ll.Elems[0].(*String); isStr {
			// Like llvm-tblgen, the result is code if any element but the
			// first is code.
			for i, e := range ll.Elems {
				s, ok := e.(*String)
				if !ok {
					return nil
				}
				parts[i] = s.V
				code = code || (i > 0 && s.Code)
			}
		} else {
			for i, e := range ll.Elems {
				n, ok := toInt(e)
				if !ok {
					return nil
				}
				parts[i] = itoa64(n)
			}
		}
		return &String{V: strings.Join(parts, sep.V), Code: code}
	case "eq", "ne", "lt", "le", "gt", "ge":
		if c, ok := compare(o.Kind, l, r); ok {
			return mkBit(c)
		}
	case "add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl":
		x, ok1 := toInt(l)
		y, ok2 := toInt(r)
		if !ok1 || !ok2 {
			return nil
		}
		var n int64
		switch o.Kind {
		case "add":
			n = x + y
		case "sub":
			n = x - y
		case "mul":
			n = x * y
		case "div":
			if y == 0 {
				rk.fatalf(rk.curPos, "Illegal operation: division by zero")
			}
			if x == -1<<63 && y == -1 {
				rk.fatalf(rk.curPos, "Illegal operation: INT64_MIN / -1")
			}
			n = x / y
		case "and":
			n = x & y
		case "or":
			n = x | y
		case "xor":
			n = x ^ y
		case "shl":
			n = int64(uint64(x) << (uint64(y) & 63))
		case "sra":
			n = x >> (uint64(y) & 63)
		case "srl":
			n = int64(uint64(x) >> (uint64(y) & 63))
		}
		return &Int{n}
	case "setdagop":
		if d, ok := l.(*Dag); ok {
			if _, ok := r.(*DefRef); ok {
				return &Dag{Op: r, Args: d.Args}
			}
		}
	case "getdagarg":
		d, ok := l.(*Dag)
		if !ok {
			return nil
		}
		idx := -1
		if n, ok := r.(*Int); ok {
			if n.V < 0 || n.V >= int64(len(d.Args)) {
				rk.fatalf(rk.curPos, "!getdagarg index %d is out of range (dag has %d arguments)", n.V, len(d.Args))
			}
			idx = int(n.V)
		} else if s, ok := r.(*String); ok {
			for i, a := range d.Args {
				if a.Name == s.V {
					idx = i
					break
				}
			}
			if idx < 0 {
				rk.fatalf(rk.curPos, "!getdagarg key '%s' is not found", s.V)
			}
		} else {
			return nil
		}
		arg := d.Args[idx].Value
		if at := typeOf(arg); at != nil && !convertible(at, o.T) {
			return unsetV
		}
		return arg
	case "getdagname":
		d, ok := l.(*Dag)
		n, ok2 := r.(*Int)
		if !ok || !ok2 {
			return nil
		}
		if n.V < 0 || n.V >= int64(len(d.Args)) {
			rk.fatalf(rk.curPos, "!getdagname index %d is out of range (dag has %d arguments)", n.V, len(d.Args))
		}
		if d.Args[n.V].Name == "" {
			return unsetV
		}
		return mkStr(d.Args[n.V].Name)
	case "listelem":
		ll, ok := l.(*List)
		n, ok2 := r.(*Int)
		if !ok || !ok2 {
			return nil
		}
		if n.V < 0 || n.V >= int64(len(ll.Elems)) {
			rk.fatalf(rk.curPos, "List element index out of range")
		}
		return ll.Elems[n.V]
	case "listslice":
		ll, ok := l.(*List)
		il, ok2 := r.(*List)
		if !ok || !ok2 {
			return nil
		}
		out := make([]Value, 0, len(il.Elems))
		for _, e := range il.Elems {
			n, ok := e.(*Int)
			if !ok {
				return nil
			}
			if n.V < 0 || n.V >= int64(len(ll.Elems)) {
				rk.fatalf(rk.curPos, "List slice index out of range")
			}
			out = append(out, ll.Elems[n.V])
		}
		return &List{Elems: out, Elem: ll.Elem}
	}
	return nil
}

// compare implements !eq/!ne/!lt/!le/!gt/!ge on ints, strings and records.
func compare(kind string, l, r Value) (bool, bool) {
	if x, ok := toInt(l); ok {
		if y, ok := toInt(r); ok {
			return cmpResult(kind, cmp3(x < y, x > y)), true
		}
	}
	ls, ok1 := l.(*String)
	rs, ok2 := r.(*String)
	if ok1 && ok2 {
		return cmpResult(kind, cmp3(ls.V < rs.V, ls.V > rs.V)), true
	}
	if kind == "eq" || kind == "ne" {
		ld, ok1 := l.(*DefRef)
		rd, ok2 := r.(*DefRef)
		if ok1 && ok2 {
			return (ld.Def == rd.Def) == (kind == "eq"), true
		}
	}
	return false, false
}

func cmp3(lt, gt bool) int {
	if lt {
		return -1
	}
	if gt {
		return 1
	}
	return 0
}

func cmpResult(kind string, c int) bool {
	switch kind {
	case "eq":
		return c == 0
	case "ne":
		return c != 0
	case "lt":
		return c < 0
	case "le":
		return c <= 0
	case "gt":
		return c > 0
	}
	return c >= 0
}

func foldRange(a []Value) Value {
	var from, to, step int64 = 0, 0, 1
	switch len(a) {
	case 1:
		if l, ok := a[0].(*List); ok {
			to = int64(len(l.Elems))
			break
		}
		n, ok := toInt(a[0])
		if !ok {
			return nil
		}
		to = n
	case 2, 3:
		x, ok1 := toInt(a[0])
		y, ok2 := toInt(a[1])
		if !ok1 || !ok2 {
			return nil
		}
		from, to = x, y
		if len(a) == 3 {
			s, ok := toInt(a[2])
			if !ok || s == 0 {
				return nil
			}
			step = s
		}
	default:
		return nil
	}
	var out []Value
	for i := from; (step > 0 && i < to) || (step < 0 && i > to); i += step {
		out = append(out, &Int{i})
		if len(out) > 1<<20 {
			return nil
		}
	}
	return &List{Elems: out, Elem: IntT}
}

func (rk *RecordKeeper) foldTernary(o *Op, cur *Record) Value {
	a := o.Args
	switch o.Kind {
	case "if":
		if n, ok := toInt(a[0]); ok {
			if n != 0 {
				return a[1]
			}
			return a[2]
		}
	case "foreach":
		name := unquoted(a[0])
		apply := func(e Value) Value {
			r := newMapResolver(cur)
			r.set(name, e)
			return rk.resolve(a[2], r)
		}
		switch l := a[1].(type) {
		case *List:
			out := make([]Value, len(l.Elems))
			for i, e := range l.Elems {
				out[i] = apply(e)
			}
			el := l.Elem
			if lt, ok := o.T.(*ListType); ok {
				el = lt.Elem
			}
			return &List{Elems: out, Elem: el}
		case *Dag:
			return foreachDag(l, apply)
		}
	case "filter":
		l, ok := a[1].(*List)
		if !ok {
			return nil
		}
		name := unquoted(a[0])
		var out []Value
		for _, e := range l.Elems {
			r := newMapResolver(cur)
			r.set(name, e)
			n, ok := toInt(rk.resolve(a[2], r))
			if !ok {
				return nil
			}
			if n != 0 {
				out = append(out, e)
			}
		}
		return &List{Elems: out, Elem: l.Elem}
	case "subst":
		switch from := a[0].(type) {
		case *DefRef:
			to, ok1 := a[1].(*DefRef)
			in, ok2 := a[2].(*DefRef)
			if ok1 && ok2 {
				if in.Def == from.Def {
					return to
				}
				return in
			}
		case *String:
			to, ok1 := a[1].(*String)
			in, ok2 := a[2].(*String)
			if ok1 && ok2 {
				if from.V == "" {
					return mkStr(in.V)
				}
				// The result is a plain string even when the input was code.
				return mkStr(strings.ReplaceAll(in.V, from.V, to.V))
			}
		}
	case "substr":
		s, ok := a[0].(*String)
		start, ok1 := toInt(a[1])
		n, ok2 := toInt(a[2])
		if !ok || !ok1 || !ok2 {
			return nil
		}
		if start < 0 || start > int64(len(s.V)) {
			rk.fatalf(rk.curPos, "!substr start position is out of range 0...%d: %d", len(s.V), start)
		}
		if n < 0 {
			rk.fatalf(rk.curPos, "!substr length must be nonnegative")
		}
		end := start + n
		if end > int64(len(s.V)) || end < start {
			end = int64(len(s.V))
		}
		return &String{V: s.V[start:end], Code: s.Code}
	case "find":
		s, ok := a[0].(*String)
		sub, ok1 := a[1].(*String)
		start, ok2 := toInt(a[2])
		if !ok || !ok1 || !ok2 {
			return nil
		}
		if start < 0 || start > int64(len(s.V)) {
			rk.fatalf(rk.curPos, "!find start position is out of range 0...%d: %d", len(s.V), start)
		}
		i := strings.Index(s.V[start:], sub.V)
		if i < 0 {
			return &Int{-1}
		}
		return &Int{int64(i) + start}
	case "dag":
		return foldDagOp(a)
	case "setdagarg", "setdagname":
		d, ok := a[0].(*Dag)
		if !ok {
			return nil
		}
		idx := -1
		switch k := a[1].(type) {
		case *Int:
			if k.V < 0 || k.V >= int64(len(d.Args)) {
				rk.fatalf(rk.curPos, "!%s index %d is out of range (dag has %d arguments)", o.Kind, k.V, len(d.Args))
			}
			idx = int(k.V)
		case *String:
			for i, x := range d.Args {
				if x.Name == k.V {
					idx = i
					break
				}
			}
			if idx < 0 {
				rk.fatalf(rk.curPos, "!%s key '%s' is not found", o.Kind, k.V)
			}
		default:
			return nil
		}
		args := append([]DagArg(nil), d.Args...)
		if o.Kind == "setdagarg" {
			args[idx].Value = a[2]
		} else {
			s, ok := a[2].(*String)
			if !ok {
				return nil
			}
			args[idx].Name = s.V
		}
		return &Dag{Op: d.Op, OpName: d.OpName, Args: args}
	}
	return nil
}

func foreachDag(d *Dag, apply func(Value) Value) Value {
	op := apply(d.Op)
	changed := op != d.Op
	args := make([]DagArg, len(d.Args))
	for i, a := range d.Args {
		var na Value
		if sub, ok := a.Value.(*Dag); ok {
			na = foreachDag(sub, apply)
		} else {
			na = apply(a.Value)
		}
		args[i] = DagArg{Value: na, Name: a.Name}
		if na != a.Value {
			changed = true
		}
	}
	if !changed {
		return d
	}
	return &Dag{Op: op, Args: args}
}

func foldDagOp(a []Value) Value {
	ml, mok := a[1].(*List)
	nl, nok := a[2].(*List)
	_, munset := a[1].(*Unset)
	_, nunset := a[2].(*Unset)
	if munset && nunset {
		return nil
	}
	if !(mok || munset) || !(nok || nunset) {
		return nil
	}
	if mok && nok && len(ml.Elems) != len(nl.Elems) {
		return nil
	}
	n := 0
	if mok {
		n = len(ml.Elems)
	} else {
		n = len(nl.Elems)
	}
	args := make([]DagArg, n)
	for i := range args {
		args[i].Value = unsetV
		if mok {
			args[i].Value = ml.Elems[i]
		}
		if nok {
			switch s := nl.Elems[i].(type) {
			case *String:
				args[i].Name = s.V
			case *Unset:
			default:
				return nil
			}
		}
	}
	return &Dag{Op: a[0], Args: args}
}

func (rk *RecordKeeper) foldFoldl(f *FoldOp, cur *Record) Value {
	l, ok := f.List.(*List)
	if !ok {
		return f
	}
	acc := f.Start
	for _, e := range l.Elems {
		r := newMapResolver(cur)
		r.set(f.Acc, acc)
		r.set(f.Var, e)
		acc = rk.resolve(f.Expr, r)
	}
	return acc
}

func (rk *RecordKeeper) foldCond(c *CondOp, cur *Record) Value {
	for i, cond := range c.Conds {
		n, ok := toInt(cond)
		if !ok {
			return c
		}
		if n != 0 {
			if v := convertTo(c.Vals[i], c.T); v != nil {
				return v
			}
			return c.Vals[i]
		}
	}
	name := ""
	if cur != nil {
		name = cur.Name
	}
	rk.fatalf(rk.curPos, "%s does not have any true condition in:%s", name, c)
	return c
}

// foldField folds `def.field` once the def is known and the field concrete.
func (rk *RecordKeeper) foldField(f *FieldRef, cur *Record) Value {
	d, ok := f.Rec.(*DefRef)
	if !ok {
		return f
	}
	if d.Def == cur {
		rk.fatalf(rk.curPos, "Attempting to access field '%s' of '%s' is a forbidden self-reference", f.Field, d.Def.Name)
	}
	fv := d.Def.Field(f.Field)
	if fv == nil {
		rk.fatalf(rk.curPos, "Cannot access field '%s' of value '%s'", f.Field, d.Def.Name)
	}
	if isConcrete(fv.Value) {
		return fv.Value
	}
	return f
}

// foldInst instantiates `Class<args>` into an anonymous def once no
// argument refers to a variable any more.
func (rk *RecordKeeper) foldInst(ci *ClassInst) Value {
	for _, a := range ci.Args {
		if hasVar(a) {
			return ci
		}
	}
	return &DefRef{Def: rk.instantiate(ci)}
}

func (rk *RecordKeeper) instantiate(ci *ClassInst) *Record {
	var key strings.Builder
	key.WriteString(ci.Class.Name)
	for i, a := range ci.Args {
		key.WriteByte('\x00')
		if ci.Names != nil {
			key.WriteString(ci.Names[i] + "=")
		}
		if t := typeOf(a); t != nil {
			key.WriteString(t.String())
		}
		key.WriteByte(':')
		key.WriteString(a.String())
	}
	if d := rk.instCache[key.String()]; d != nil {
		return d
	}
	class := ci.Class
	rec := newRecord(rk, rk.newAnonName(), class.Loc, false)
	rec.Anonymous = true
	for _, f := range class.Fields {
		c := *f
		rec.addField(&c)
	}
	rec.asserts = append(rec.asserts, class.asserts...)
	r := newMapResolver(rec)
	named := map[string]Value{}
	for i, a := range ci.Args {
		if ci.Names != nil && ci.Names[i] != "" {
			named[class.Name+":"+ci.Names[i]] = a
		}
	}
	for i, ta := range class.TemplateArgs {
		var v Value
		if i < len(ci.Args) && (ci.Names == nil || ci.Names[i] == "") {
			v = ci.Args[i]
		} else if nv, ok := named[ta]; ok {
			v = nv
		} else {
			v = rk.resolve(rec.Field(ta).Value, r)
		}
		r.set(ta, v)
		rec.removeField(ta)
	}
	rk.resolveRecord(rec, r)
	rec.Supers = append(append(rec.Supers, class.Supers...), class)
	rk.resolveSelf(rec)
	rk.addDef(rec)
	rk.instCache[key.String()] = rec
	rk.checkAsserts(rec)
	return rec
}
