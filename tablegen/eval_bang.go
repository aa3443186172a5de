package tablegen

// Bang operators: argument evaluation and result typing (llvm:
// ParseOperation). Folding lives in fold.go so resolution can reuse it.

// associative operators accept more than two operands, nested to the right.
var associative = map[string]bool{
	"strconcat": true, "listconcat": true, "con": true, "add": true,
	"and": true, "or": true, "xor": true, "mul": true,
}

var unaryOps = map[string]bool{
	"not": true, "head": true, "tail": true, "size": true, "empty": true,
	"getdagop": true, "tolower": true, "toupper": true, "logtwo": true,
	"repr": true, "cast": true, "isa": true, "exists": true, "initialized": true,
}

var binaryOps = map[string]bool{
	"con": true, "listconcat": true, "listsplat": true, "listremove": true,
	"strconcat": true, "interleave": true, "eq": true, "ne": true, "lt": true,
	"le": true, "gt": true, "ge": true, "add": true, "sub": true, "mul": true,
	"div": true, "and": true, "or": true, "xor": true, "shl": true, "sra": true,
	"srl": true, "setdagop": true, "getdagarg": true, "getdagname": true,
}

var ternaryOps = map[string]bool{
	"if": true, "subst": true, "substr": true, "find": true, "dag": true,
	"setdagarg": true, "setdagname": true,
}

// identArg returns the identifier an argument consists of, if it is one.
func identArg(a *BangArg) (string, bool) {
	v := a.Value
	if a.Then != nil || v.Head == nil || len(v.Suffixes) > 0 || len(v.Pastes) > 0 ||
		len(v.Head.Suffixes) > 0 || v.Head.Simple.Ident == nil || v.Head.Simple.Ident.HasArgs {
		return "", false
	}
	return v.Head.Simple.Ident.Name, true
}

func (e *evaluator) bang(b *BangExpr, cur *Record, want Type) Value {
	e.at(b.Pos)
	op := b.Op[1:]
	switch op {
	case "foreach", "filter":
		return e.bangForeach(b, op, cur, want)
	case "foldl":
		return e.bangFoldl(b, cur)
	case "cond":
		return e.bangCond(b, cur, want)
	}
	n := len(b.Args)
	switch {
	case unaryOps[op]:
		if n != 1 {
			e.errorf(b.Pos, "expected one operand to !%s", op)
		}
	case binaryOps[op]:
		if n < 2 || (n > 2 && !associative[op]) {
			e.errorf(b.Pos, "expected two operands to operator")
		}
	case op == "substr" || op == "find":
		if n != 2 && n != 3 {
			e.errorf(b.Pos, "expected two or three operands to !%s", op)
		}
	case ternaryOps[op]:
		if n != 3 {
			e.errorf(b.Pos, "expected three operands to !%s", op)
		}
	case op == "range":
		if n < 1 || n > 3 {
			e.errorf(b.Pos, "expected one to three operands to !range")
		}
	default:
		e.errorf(b.Pos, "unknown operation '%s'", b.Op)
	}
	var tArg Type
	if b.Type != nil {
		switch op {
		case "cast", "isa", "exists", "getdagarg", "getdagop":
			tArg = e.typ(b.Type)
		default:
			e.errorf(b.Type.Pos, "unexpected type for !%s", op)
		}
	} else if op == "cast" || op == "isa" || op == "exists" || op == "getdagarg" {
		e.errorf(b.Pos, "expected type name for operator")
	}
	args := make([]Value, n)
	for i, a := range b.Args {
		if a.Then != nil {
			e.errorf(a.Then.Pos, "unexpected ':' in operator arguments")
		}
		var w Type
		switch op {
		case "if":
			if i > 0 {
				w = want
			}
		case "listconcat", "listremove":
			w = want
		case "strconcat":
			w = StringT
		}
		args[i] = e.value(a.Value, cur, w, false)
	}
	if n == 2 && (op == "substr" || op == "find") {
		// The omitted third operand is "to the end" / "from the start".
		if op == "substr" {
			args = append(args, &Int{1<<63 - 1})
		} else {
			args = append(args, &Int{0})
		}
	}
	if op == "range" {
		// llvm-tblgen normalizes !range to its three-operand form.
		switch len(args) {
		case 1:
			if _, isList := typeOf(args[0]).(*ListType); isList {
				args[0] = e.rk.foldOp(&Op{Kind: "size", Args: args[:1], T: IntT}, cur, false)
			}
			args = []Value{&Int{0}, args[0], &Int{1}}
		case 2:
			args = append(args, &Int{1})
		}
	}
	t := e.bangType(b, op, args, tArg, want)
	if associative[op] {
		for len(args) > 2 {
			last := len(args) - 1
			args[last-1] = e.rk.foldOp(&Op{Kind: op, Args: []Value{args[last-1], args[last]}, T: t}, cur, false)
			args = args[:last]
		}
	}
	o := &Op{Kind: op, Args: args, T: t, TArg: tArg}
	if op == "isa" || op == "exists" {
		o.T = IntT
	}
	return e.rk.foldOp(o, cur, false)
}

// bangType computes the result type of an operator, checking its operands.
func (e *evaluator) bangType(b *BangExpr, op string, args []Value, tArg Type, want Type) Type {
	argType := func(i int) Type { return typeOf(args[i]) }
	switch op {
	case "cast", "getdagarg":
		return tArg
	case "getdagop":
		if tArg != nil {
			return tArg
		}
		return &RecordType{}
	case "not", "size", "empty", "logtwo", "find":
		return IntT
	case "initialized":
		return BitT
	case "tolower", "toupper", "repr", "strconcat", "interleave", "getdagname", "substr":
		return StringT
	case "eq", "ne", "lt", "le", "gt", "ge":
		return BitT
	case "add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl":
		for i := range args {
			if t := argType(i); t != nil && !convertible(t, IntT) {
				e.errorf(b.Args[i].Pos, "expected bit, bits or int, got value of type '%s'", t)
			}
		}
		return IntT
	case "con", "setdagop", "dag", "setdagarg", "setdagname":
		return DagT
	case "head", "tail":
		lt, ok := argType(0).(*ListType)
		if !ok {
			e.errorf(b.Args[0].Pos, "expected list, got value of type '%v'", argType(0))
		}
		if op == "head" {
			return lt.Elem
		}
		return lt
	case "listconcat":
		var t Type
		for i := range args {
			at, ok := argType(i).(*ListType)
			if !ok {
				if argType(i) == nil {
					continue
				}
				e.errorf(b.Args[i].Pos, "expected list, got value of type '%s'", argType(i))
			}
			if t == nil {
				t = at
			} else if t = resolveTypes(t, at); t == nil {
				e.errorf(b.Args[i].Pos, "expected value of type '%s', got '%s'", args[0], at)
			}
		}
		if t == nil {
			t = want
		}
		return t
	case "listsplat":
		if argType(0) == nil {
			e.errorf(b.Args[0].Pos, "expected typed value")
		}
		return listOf(argType(0))
	case "listremove":
		return argType(0)
	case "range":
		return listOf(IntT)
	case "subst":
		return argType(2)
	case "if":
		mt, rt := argType(1), argType(2)
		if _, ok := args[1].(*Unset); ok {
			mt = rt
		}
		if _, ok := args[2].(*Unset); ok {
			rt = mt
		}
		if mt == nil || rt == nil {
			e.errorf(b.EndPos, "could not get type for !if")
		}
		t := resolveTypes(mt, rt)
		if t == nil {
			e.errorf(b.EndPos, "inconsistent types '%s' and '%s' for !if", mt, rt)
		}
		return t
	}
	return nil
}

func (e *evaluator) bangForeach(b *BangExpr, op string, cur *Record, want Type) Value {
	if len(b.Args) != 3 {
		e.errorf(b.Pos, "expected three operands to !%s", op)
	}
	name, ok := identArg(b.Args[0])
	if !ok {
		e.errorf(b.Args[0].Pos, "first argument of !%s must be an identifier", op)
	}
	if cur != nil && cur.Field(name) != nil {
		e.errorf(b.Args[0].Pos, "iteration variable '%s' is already defined", name)
	}
	list := e.value(b.Args[1].Value, cur, nil, false)
	var inElem, exprWant Type
	isDag := false
	switch lt := typeOf(list).(type) {
	case *ListType:
		inElem = lt.Elem
		if want != nil {
			wl, ok := want.(*ListType)
			if !ok {
				e.errorf(b.Pos, "expected value of type '%s', but got list type", want)
			}
			exprWant = wl.Elem
			if op == "filter" {
				exprWant = IntT
			}
		}
	case *DagType:
		if op == "filter" {
			e.errorf(b.Pos, "!filter must have a list argument")
		}
		inElem, isDag = lt, true
	default:
		if op == "foreach" {
			e.errorf(b.Pos, "!foreach must have a list or dag argument")
		}
		e.errorf(b.Pos, "!filter must have a list argument")
	}
	e.push(&scope{kind: scLocal, vars: map[string]Value{name: &Var{Name: name, T: inElem}}})
	expr := e.value(b.Args[2].Value, cur, exprWant, false)
	e.pop()
	var out Type = inElem
	if op == "foreach" && !isDag {
		et := typeOf(expr)
		if et == nil {
			e.errorf(b.Args[2].Pos, "could not determine type of !foreach result")
		}
		out = listOf(et)
	} else if op == "filter" {
		out = listOf(inElem)
	}
	return e.rk.foldOp(&Op{Kind: op, Args: []Value{mkStr(name), list, expr}, T: out}, cur, false)
}

func (e *evaluator) bangFoldl(b *BangExpr, cur *Record) Value {
	if len(b.Args) != 5 {
		e.errorf(b.Pos, "expected five operands to !foldl")
	}
	start := e.value(b.Args[0].Value, cur, nil, false)
	st := typeOf(start)
	if st == nil {
		e.errorf(b.Args[0].Pos, "could not get type of !foldl start: '%s'", start)
	}
	list := e.value(b.Args[1].Value, cur, nil, false)
	lt, ok := typeOf(list).(*ListType)
	if !ok {
		e.errorf(b.Args[1].Pos, "!foldl list must be a list, but is of type '%v'", typeOf(list))
	}
	acc, ok1 := identArg(b.Args[2])
	v, ok2 := identArg(b.Args[3])
	if !ok1 {
		e.errorf(b.Args[2].Pos, "third argument of !foldl must be an identifier")
	}
	if !ok2 {
		e.errorf(b.Args[3].Pos, "fourth argument of !foldl must be an identifier")
	}
	if acc == v {
		e.errorf(b.Args[3].Pos, "left and right !foldl variables must differ")
	}
	e.push(&scope{kind: scLocal, vars: map[string]Value{acc: &Var{Name: acc, T: st}, v: &Var{Name: v, T: lt.Elem}}})
	expr := e.value(b.Args[4].Value, cur, nil, false)
	e.pop()
	if typeOf(expr) == nil {
		e.errorf(b.Args[4].Pos, "could not get type of !foldl expression")
	}
	return e.rk.foldFoldl(&FoldOp{Start: start, List: list, Acc: acc, Var: v, Expr: expr, T: st}, cur)
}

func (e *evaluator) bangCond(b *BangExpr, cur *Record, want Type) Value {
	c := &CondOp{}
	for _, a := range b.Args {
		if a.Then == nil {
			e.errorf(a.Pos, "expected ':' in !cond")
		}
		c.Conds = append(c.Conds, e.value(a.Value, cur, nil, false))
		c.Vals = append(c.Vals, e.value(a.Then, cur, want, false))
	}
	if len(c.Conds) == 0 {
		e.errorf(b.Pos, "there should be at least 1 'condition : value' in the !cond operator")
	}
	for _, v := range c.Vals {
		if _, ok := v.(*Unset); ok {
			continue
		}
		vt := typeOf(v)
		if c.T == nil {
			c.T = vt
		} else if c.T = resolveTypes(c.T, vt); c.T == nil {
			e.errorf(b.Pos, "inconsistent types for !cond")
		}
	}
	if c.T == nil {
		e.errorf(b.Pos, "could not determine type for !cond from its arguments")
	}
	return e.rk.foldCond(c, cur)
}
