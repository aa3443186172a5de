package tablegen

import "strings"

// foldDagBinary folds the binary operators on dags: !con, !setdagop, !getdagarg, !getdagname.
func (rk *RecordKeeper) foldDagBinary(o *Op, cur *Record, l, r Value) Value {
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
		rk.spend(1 + len(ld.Args) + len(rd.Args))
		args := append(append([]DagArg(nil), ld.Args...), rd.Args...)
		return &Dag{Op: op, Args: args}
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
	}
	return nil
}

// foldListBinary folds the binary operators on lists: !listconcat, !listsplat, !listremove,
// !listelem, !listslice.
func (rk *RecordKeeper) foldListBinary(o *Op, cur *Record, l, r Value) Value {
	switch o.Kind {
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

// foldStringBinary folds !strconcat and !interleave.
func (rk *RecordKeeper) foldStringBinary(o *Op, cur *Record, l, r Value) Value {
	switch o.Kind {
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
	}
	return nil
}

// foldIntBinary folds the comparisons and the integer arithmetic and bitwise operators.
func (rk *RecordKeeper) foldIntBinary(o *Op, cur *Record, l, r Value) Value {
	switch o.Kind {
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
	}
	return nil
}
