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
				rk.foldErr(cur, "empty list argument in !%s", o.Kind)
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
					rk.foldErr(cur, "Expected type '%s', got '%s' in: %s", o.T, dr.Def.Type(), o)
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
				rk.foldErr(cur, "Illegal operation: logtwo is undefined on arguments less than or equal to 0")
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
				rk.spend(len(v.(*List).Elems))
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
					rk.foldErr(cur, "Undefined reference to record: '%s'", s.V)
				}
				return o
			}
			if !recordTypeIsA(d.Type(), t) {
				rk.foldErr(cur, "Expected type '%s', got '%s' in: %s", t, d.Type(), o)
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
			rk.foldErr(cur, "Concatenated Dag operators do not match: '%s' vs. '%s'", ld, rd)
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
			rk.spend(len(ll.Elems) + len(rl.Elems))
			return &List{Elems: append(append([]Value(nil), ll.Elems...), rl.Elems...), Elem: el}
		}
	case "listsplat":
		if n, ok := r.(*Int); ok {
			if n.V < 0 {
				rk.foldErr(cur, "!listsplat count is negative")
			}
			if n.V > workLimit {
				rk.foldErr(cur, "!listsplat count too large")
			}
			rk.spend(int(n.V) * valueSize(l, workLimit))
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
			rk.spend(len(ls.V) + len(rs.V))
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
				rk.foldErr(cur, "Illegal operation: division by zero")
			}
			if x == -1<<63 && y == -1 {
				rk.foldErr(cur, "Illegal operation: INT64_MIN / -1")
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
				rk.foldErr(cur, "!getdagarg index %d is out of range (dag has %d arguments)", n.V, len(d.Args))
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
				rk.foldErr(cur, "!getdagarg key '%s' is not found", s.V)
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
			rk.foldErr(cur, "!getdagname index %d is out of range (dag has %d arguments)", n.V, len(d.Args))
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
			rk.foldErr(cur, "List element index out of range")
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
				rk.foldErr(cur, "List slice index out of range")
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
		if len(out) > 1<<22 {
			return nil
		}
	}
	return &List{Elems: out, Elem: IntT}
}
