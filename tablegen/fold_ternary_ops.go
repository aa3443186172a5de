package tablegen

import "strings"

// foldIterate folds !if, !foreach and !filter, which choose or map over their operands.
func (rk *RecordKeeper) foldIterate(o *Op, cur *Record) Value {
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
			rk.spend(len(l.Elems))
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
	}
	return nil
}

// foldStringTernary folds !subst, !substr and !find.
func (rk *RecordKeeper) foldStringTernary(o *Op, cur *Record) Value {
	a := o.Args
	switch o.Kind {
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
				// Charge the result's size before building it: a chain of !subst can
				// double a string each time.
				n := strings.Count(in.V, from.V)
				if n > 0 && len(to.V) > len(from.V) && n > workLimit/(len(to.V)-len(from.V)) {
					rk.spend(workLimit + 1)
				}
				rk.spend(len(in.V) + n*(len(to.V)-len(from.V)))
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
			rk.foldErr(cur, "!substr start position is out of range 0...%d: %d", len(s.V), start)
		}
		if n < 0 {
			rk.foldErr(cur, "!substr length must be nonnegative")
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
			rk.foldErr(cur, "!find start position is out of range 0...%d: %d", len(s.V), start)
		}
		i := strings.Index(s.V[start:], sub.V)
		if i < 0 {
			return &Int{-1}
		}
		return &Int{int64(i) + start}
	}
	return nil
}

// foldDagTernary folds !dag, !setdagarg and !setdagname.
func (rk *RecordKeeper) foldDagTernary(o *Op, cur *Record) Value {
	a := o.Args
	switch o.Kind {
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
				rk.foldErr(cur, "!%s index %d is out of range (dag has %d arguments)", o.Kind, k.V, len(d.Args))
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
				rk.foldErr(cur, "!%s key '%s' is not found", o.Kind, k.V)
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
