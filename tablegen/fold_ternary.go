package tablegen

// Folding of ternary operators, !foldl and !cond.

// foldTernary folds the three-operand bang operators, by operand kind.
func (rk *RecordKeeper) foldTernary(o *Op, cur *Record) Value {
	switch o.Kind {
	case "if", "foreach", "filter":
		return rk.foldIterate(o, cur)
	case "subst", "substr", "find":
		return rk.foldStringTernary(o, cur)
	case "dag", "setdagarg", "setdagname":
		return rk.foldDagTernary(o, cur)
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
