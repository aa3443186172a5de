package tablegen

import "github.com/alecthomas/participle/v2/lexer"

// Statements that build or instantiate prototypes: multiclass, defm,
// foreach, if, let, defvar, defset, deftype.

type subst struct {
	name string
	val  Value
}

func (e *evaluator) substResolver(substs []subst, rec *Record) *mapResolver {
	r := newMapResolver(rec)
	r.rk = e.rk
	for _, s := range substs {
		r.set(s.name, s.val)
	}
	return r
}

// resolveLoop instantiates a loop's body once per element. When the list is
// not known yet (inside a multiclass) the loop is copied to dest with what
// could be substituted.
func (e *evaluator) resolveLoop(l *loop, substs []subst, final bool, dest *[]entry) {
	list := e.rk.resolve(l.list, e.substResolver(substs, nil))
	li, ok := list.(*List)
	if !ok {
		if !final && dest != nil {
			nl := &loop{pos: l.pos, iterVar: l.iterVar, list: list}
			*dest = append(*dest, entry{loop: nl})
			e.resolveEntries(l.entries, substs, final, &nl.entries)
			return
		}
		e.errorf(l.pos, "attempting to loop over '%s', expected a list", list)
	}
	for _, el := range li.Elems {
		e.rk.spend(1)
		s := substs
		if l.iterVar != nil {
			s = append(append([]subst(nil), substs...), subst{l.iterVar.Name, el})
		}
		e.resolveEntries(l.entries, s, final, dest)
	}
}

func (e *evaluator) resolveEntries(src []entry, substs []subst, final bool, dest *[]entry) {
	e.resolveEntriesAt(src, substs, final, dest, nil)
}

// resolveEntriesAt instantiates prototypes; loc, when set, is the defm
// reference recorded in each new record's Locs.
func (e *evaluator) resolveEntriesAt(src []entry, substs []subst, final bool, dest *[]entry, loc *lexer.Position) {
	for _, en := range src {
		switch {
		case en.loop != nil:
			e.resolveLoop(en.loop, substs, final, dest)
		case en.assert != nil:
			r := e.substResolver(substs, nil)
			a := &assertion{pos: en.assert.pos, msg: e.rk.resolve(en.assert.msg, r)}
			if en.assert.cond != nil {
				a.cond = e.rk.resolve(en.assert.cond, r)
			}
			if dest != nil {
				*dest = append(*dest, entry{assert: a})
			} else {
				e.checkAssert(a.pos, a.cond, a.msg)
			}
		default:
			rec := en.rec.clone()
			if loc != nil {
				rec.Locs = append(rec.Locs, *loc)
			}
			e.rk.resolveRecord(rec, e.substResolver(substs, rec))
			if dest != nil {
				*dest = append(*dest, entry{rec: rec})
			} else {
				e.addDefOne(rec)
			}
		}
	}
}

func (e *evaluator) multiclass(m *MultiClassStmt) {
	if e.mcs[m.Name] != nil {
		e.errorf(m.Pos, "multiclass '%s' already defined", m.Name)
	}
	rec := newRecord(e.rk, mkStr(m.Name), m.Pos, true)
	rec.isMC = true
	mc := &multiClass{rec: rec}
	e.mcs[m.Name] = mc
	e.push(&scope{kind: scMultiClass, mc: mc})
	defer e.pop()
	for _, d := range m.TArgs {
		e.decl(rec, d, FieldTemplateArg)
	}
	e.mc = mc
	defer func() { e.mc = nil }()
	for _, b := range m.Bases {
		e.at(b.Pos)
		base := e.mcs[b.Name]
		if base == nil {
			e.errorf(b.Pos, "Couldn't find multiclass '%s'", b.Name)
		}
		args, names := e.templateArgs(base.rec, b.HasArgs, b.Args, nil, b.Pos)
		substs := e.mcSubsts(base, args, names, &Var{Name: qualify(rec, "NAME"), T: StringT})
		e.resolveEntries(base.entries, substs, false, &mc.entries)
	}
	e.push(&scope{kind: scLocal})
	for _, s := range m.Stmts {
		e.stmt(s)
	}
	e.pop()
}

// mcSubsts binds a multiclass's template arguments and NAME.
func (e *evaluator) mcSubsts(mc *multiClass, args []Value, names []string, name Value) []subst {
	r := newMapResolver(nil)
	e.bindArgs(r, mc.rec, args, names)
	var out []subst
	for _, ta := range mc.rec.TemplateArgs {
		out = append(out, subst{ta, r.m[ta].v})
	}
	return append(out, subst{qualify(mc.rec, "NAME"), name})
}

func (e *evaluator) defm(d *DefmStmt) {
	var name Value
	if d.Name != nil {
		name = e.objectName(d.Name)
	} else {
		name = e.rk.newAnonName()
		if e.mc != nil {
			name = e.strconcat(&Var{Name: qualify(e.mc.rec, "NAME"), T: StringT}, name)
		}
	}
	var newEntries []entry
	i := 0
	for ; i < len(d.Parents); i++ {
		p := d.Parents[i]
		e.at(p.Pos)
		if i > 0 && e.rk.classes[p.Name] != nil {
			break
		}
		mc := e.mcs[p.Name]
		if mc == nil {
			e.errorf(p.Pos, "Couldn't find multiclass '%s'", p.Name)
		}
		args, names := e.templateArgs(mc.rec, p.HasArgs, p.Args, nil, p.Pos)
		substs := e.mcSubsts(mc, args, names, name)
		e.resolveEntriesAt(mc.entries, substs, e.mc == nil && len(e.loops) == 0, &newEntries, &p.Pos)
	}
	for ; i < len(d.Parents); i++ {
		p := d.Parents[i]
		e.at(p.Pos)
		sc := e.rk.classes[p.Name]
		if sc == nil {
			e.errorf(p.Pos, "Couldn't find class '%s'", p.Name)
		}
		args, names := e.templateArgs(sc, p.HasArgs, p.Args, nil, p.Pos)
		for _, en := range newEntries {
			e.addSubClassEntry(en, sc, args, names, p.Pos)
		}
	}
	for _, en := range newEntries {
		e.applyLetsEntry(en)
		e.addEntry(en)
	}
}

func (e *evaluator) foreach(f *ForeachStmt) {
	var list Value
	var elem Type = IntT
	if f.Ranges != nil {
		list = intList(e.rangeList(f.Ranges))
	} else {
		it := f.Iter
		v := e.value(it.From, nil, nil, false)
		if it.To != nil || it.NegEnd != nil {
			list = intList(e.rangeList([]*RangePiece{it}))
		} else if lt, ok := typeOf(v).(*ListType); ok {
			list, elem = v, lt.Elem
		} else if typeOf(v) != nil {
			list = intList(e.rangeList([]*RangePiece{it}))
		} else {
			e.errorf(it.Pos, "expected a list, got '%s'", v)
		}
	}
	l := &loop{pos: f.Pos, iterVar: &Var{Name: f.Var, T: elem}, list: list}
	e.loops = append(e.loops, l)
	e.push(&scope{kind: scLoop, loop: l})
	e.block(f.Body)
	e.pop()
	e.loops = e.loops[:len(e.loops)-1]
	e.addEntry(entry{loop: l})
}

func intList(ns []int) *List {
	el := make([]Value, len(ns))
	for i, n := range ns {
		el[i] = &Int{int64(n)}
	}
	return &List{Elems: el, Elem: IntT}
}

func (e *evaluator) ifStmt(s *IfStmt) {
	cond := e.value(s.Cond, nil, nil, false)
	one := &List{Elems: []Value{&Int{1}}, Elem: IntT}
	none := &List{Elem: IntT}
	clause := func(yes, no *List, b *Block) {
		list := e.rk.foldOp(&Op{Kind: "if", Args: []Value{cond, yes, no}, T: listOf(IntT)}, nil, false)
		l := &loop{pos: s.Pos, list: list}
		e.loops = append(e.loops, l)
		e.block(b)
		e.loops = e.loops[:len(e.loops)-1]
		e.addEntry(entry{loop: l})
	}
	clause(one, none, s.Then)
	if s.Else != nil {
		clause(none, one, s.Else)
	}
}

func (e *evaluator) let(s *LetStmt) {
	var group []letItem
	for _, it := range s.Items {
		e.at(it.Pos)
		group = append(group, letItem{pos: it.Pos, name: it.Name, bits: reversed(e.rangeList(it.Bits)),
			value: e.value(it.Value, nil, nil, false)})
	}
	e.lets = append(e.lets, group)
	e.block(s.Body)
	e.lets = e.lets[:len(e.lets)-1]
}

func (e *evaluator) defvar(d *DefvarStmt, rec *Record) {
	e.at(d.Pos)
	top := e.scopes[len(e.scopes)-1]
	if _, ok := top.vars[d.Name]; ok {
		e.errorf(d.Pos, "local variable of this name already exists")
	}
	if rec != nil {
		if f := rec.Field(d.Name); f != nil && f.Kind != FieldTemplateArg {
			e.errorf(d.Pos, "field of this name already exists")
		}
	}
	outermost := len(e.scopes) == 1
	if outermost {
		if _, ok := e.rk.globals[d.Name]; ok || e.rk.defs[d.Name] != nil {
			e.errorf(d.Pos, "def or global variable of this name already exists")
		}
	}
	v := e.value(d.Value, rec, nil, false)
	if outermost {
		e.rk.globals[d.Name] = v
	} else {
		top.vars[d.Name] = v
	}
}

func (e *evaluator) defset(d *DefsetStmt) {
	e.at(d.Pos)
	t, ok := e.typ(d.Type).(*ListType)
	if !ok {
		e.errorf(d.Type.Pos, "expected list type")
	}
	if e.mc != nil || len(e.loops) > 0 {
		e.errorf(d.Pos, "defset is not allowed here")
	}
	ds := &defset{elem: t.Elem}
	e.defsets = append(e.defsets, ds)
	e.push(&scope{kind: scLocal})
	for _, s := range d.Stmts {
		e.stmt(s)
	}
	e.pop()
	e.defsets = e.defsets[:len(e.defsets)-1]
	if _, ok := e.rk.globals[d.Name]; ok {
		e.errorf(d.Pos, "def or global variable of this name already exists")
	}
	e.rk.globals[d.Name] = &List{Elems: ds.defs, Elem: t.Elem}
}

func (e *evaluator) deftype(d *DeftypeStmt) {
	if _, ok := e.types[d.Name]; ok || e.rk.classes[d.Name] != nil {
		e.errorf(d.Pos, "type of this name '%s' already exists", d.Name)
	}
	e.types[d.Name] = e.typ(d.Type)
}

// typ evaluates a type expression.
func (e *evaluator) typ(t *TypeExpr) Type {
	switch {
	case t.Bits != nil:
		n, ok := parseInt(*t.Bits)
		if !ok || n < 0 || n > 1<<16 {
			e.errorf(t.Pos, "invalid bits size")
		}
		return &BitsType{N: int(n)}
	case t.List != nil:
		return listOf(e.typ(t.List))
	}
	switch t.Name {
	case "string", "code":
		return StringT
	case "bit":
		return BitT
	case "int":
		return IntT
	case "dag":
		return DagT
	case "bits", "list":
		e.errorf(t.Pos, "expected '<' after %s type", t.Name)
	}
	if tt, ok := e.types[t.Name]; ok {
		return tt
	}
	c := e.rk.classes[t.Name]
	if c == nil {
		e.errorf(t.Pos, "Couldn't find class '%s'", t.Name)
	}
	return &RecordType{Classes: []*Record{c}}
}

// reversed returns the bit list of a `let x{hi-lo}` in the order values'
// bits are assigned: llvm-tblgen reverses the parsed range list.
func reversed(bits []int) []int {
	for i, j := 0, len(bits)-1; i < j; i, j = i+1, j-1 {
		bits[i], bits[j] = bits[j], bits[i]
	}
	return bits
}
