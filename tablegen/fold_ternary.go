package tablegen

import "strings"

// Folding of ternary operators, !foldl and !cond.

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
	rk.foldErr(cur, "%s does not have any true condition in:%s", name, c)
	return c
}
