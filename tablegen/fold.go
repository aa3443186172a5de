package tablegen

// foldOp evaluates a bang operator whose operands are known enough, or
// returns it unchanged. cur is the record being built (for self references),
// final is set during a def's last resolution.
func (rk *RecordKeeper) foldOp(o *Op, cur *Record, final bool) Value {
	a := o.Args
	switch o.Kind {
	case "cast":
		return rk.foldCast(o, cur, final)
	case "not", "head", "tail", "size", "empty", "getdagop", "tolower", "toupper", "logtwo", "repr":
		return rk.foldUnary(o, cur)
	case "isa", "exists", "initialized":
		return rk.foldTypeQuery(o, cur, final)
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
	case "con", "setdagop", "getdagarg", "getdagname":
		return rk.foldDagBinary(o, cur, l, r)
	case "listconcat", "listsplat", "listremove", "listelem", "listslice":
		return rk.foldListBinary(o, cur, l, r)
	case "strconcat", "interleave":
		return rk.foldStringBinary(o, cur, l, r)
	case "eq", "ne", "lt", "le", "gt", "ge", "add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl":
		return rk.foldIntBinary(o, cur, l, r)
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
