package tablegen

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// The evaluator walks the syntax tree in order and builds records with the
// semantics of llvm-tblgen's parser: classes are complete when their body
// ends, defs are resolved when added, multiclass bodies and loop bodies are
// kept as prototype entries and instantiated later with substitutions.

type scopeKind int

const (
	scLocal scopeKind = iota
	scRecord
	scLoop
	scMultiClass
)

type scope struct {
	kind scopeKind
	vars map[string]Value
	rec  *Record
	loop *loop
	mc   *multiClass
}

type letItem struct {
	pos   lexer.Position
	name  string
	bits  []int
	value Value
}

// loop is a foreach (or an if, lowered to a loop over [] or [1] without an
// iteration variable) whose body entries are instantiated per element.
type loop struct {
	pos     lexer.Position
	iterVar *Var
	list    Value
	entries []entry
}

// entry is a prototype: a record, a nested loop, or an assertion.
type entry struct {
	rec    *Record
	loop   *loop
	assert *assertion
}

type multiClass struct {
	rec     *Record
	entries []entry
}

type defset struct {
	elem Type
	defs []Value
}

type evaluator struct {
	rk      *RecordKeeper
	scopes  []*scope
	lets    [][]letItem
	loops   []*loop
	mc      *multiClass
	mcs     map[string]*multiClass
	types   map[string]Type
	defsets []*defset
}

func newEvaluator(rk *RecordKeeper) *evaluator {
	e := &evaluator{rk: rk, mcs: map[string]*multiClass{}, types: map[string]Type{}}
	e.scopes = []*scope{{kind: scLocal, vars: map[string]Value{}}}
	return e
}

func (e *evaluator) push(s *scope) {
	if s.vars == nil {
		s.vars = map[string]Value{}
	}
	e.scopes = append(e.scopes, s)
}

func (e *evaluator) pop() { e.scopes = e.scopes[:len(e.scopes)-1] }

func (e *evaluator) at(p lexer.Position) { e.rk.curPos = p }

func (e *evaluator) errorf(p lexer.Position, format string, args ...any) {
	e.rk.fatalf(p, format, args...)
}

func (e *evaluator) file(f *File) {
	for _, s := range f.Stmts {
		e.stmt(s)
	}
}

func (e *evaluator) stmt(s *Stmt) {
	e.at(s.Pos)
	switch {
	case s.Class != nil:
		if e.mc != nil || len(e.loops) > 0 {
			e.errorf(s.Pos, "class definition is not allowed here")
		}
		e.class(s.Class)
	case s.Def != nil:
		e.def(s.Def)
	case s.Defm != nil:
		e.defm(s.Defm)
	case s.Defvar != nil:
		e.defvar(s.Defvar, nil)
	case s.Defset != nil:
		e.defset(s.Defset)
	case s.Deftype != nil:
		e.deftype(s.Deftype)
	case s.Foreach != nil:
		e.foreach(s.Foreach)
	case s.If != nil:
		e.ifStmt(s.If)
	case s.Let != nil:
		e.let(s.Let)
	case s.MultiClass != nil:
		if e.mc != nil || len(e.loops) > 0 {
			e.errorf(s.Pos, "multiclass definition is not allowed here")
		}
		e.multiclass(s.MultiClass)
	case s.Assert != nil:
		a := &assertion{pos: s.Assert.Cond.Pos, cond: e.value(s.Assert.Cond, nil, nil, false), msg: e.value(s.Assert.Msg, nil, nil, false)}
		e.addEntry(entry{assert: a})
	case s.Dump != nil:
		// A dump is an assertion without condition: it reports its message
		// as a note once instantiated.
		e.addEntry(entry{assert: &assertion{pos: s.Dump.Pos, msg: e.value(s.Dump.Msg, nil, nil, false)}})
	}
}

func (e *evaluator) block(b *Block) {
	e.push(&scope{kind: scLocal})
	if b.Single != nil {
		e.stmt(b.Single)
	}
	for _, s := range b.Stmts {
		e.stmt(s)
	}
	e.pop()
}

func qualify(rec *Record, name string) string {
	if rec.isMC {
		return rec.Name + "::" + name
	}
	return rec.Name + ":" + name
}

func (e *evaluator) class(c *ClassStmt) {
	rk := e.rk
	namePos := c.Pos
	if len(c.Tokens) > 1 {
		namePos = c.Tokens[1].Pos
	}
	rec := rk.classes[c.Name]
	if rec != nil {
		if len(rec.Fields) > 0 || len(rec.Supers) > 0 || len(rec.TemplateArgs) > 0 {
			e.errorf(namePos, "Class '%s' already defined", c.Name)
		}
		rec.Loc = namePos
	} else {
		rec = newRecord(rk, mkStr(c.Name), namePos, true)
		rk.addClass(rec)
	}
	e.push(&scope{kind: scRecord, rec: rec})
	for _, d := range c.TArgs {
		e.decl(rec, d, FieldTemplateArg)
	}
	e.objectBody(rec, c.Body)
	e.pop()
}

// decl adds a field or template argument (ParseDeclaration).
func (e *evaluator) decl(rec *Record, d *Decl, kind FieldKind) string {
	e.at(d.Pos)
	t := e.typ(d.Type)
	name := d.Name
	if kind == FieldTemplateArg {
		name = qualify(rec, name)
		if rec.Field(name) != nil {
			e.errorf(d.Pos, "template argument with the same name has already been defined")
		}
		rec.TemplateArgs = append(rec.TemplateArgs, name)
	} else if d.Field {
		kind = FieldNonconcrete
	}
	f := &Field{Name: name, Type: t, Kind: kind, Loc: d.Pos}
	e.rk.setFieldValue(f, unsetV)
	e.addValue(rec, d.Pos, f)
	if d.Value != nil {
		v := e.value(d.Value, rec, t, false)
		e.setValue(rec, d.Value.Pos, name, nil, v, false)
	}
	return name
}

// addValue adds a field, or re-sets an existing one (a redeclaration in a
// subclass behaves as an assignment).
func (e *evaluator) addValue(rec *Record, p lexer.Position, f *Field) {
	if old := rec.Field(f.Name); old != nil {
		if !e.rk.setFieldValue(old, f.Value) {
			e.errorf(p, "New definition of '%s' of type '%s' is incompatible with previous definition of type '%s'", f.Name, f.Type, old.Type)
		}
		return
	}
	c := *f
	rec.addField(&c)
}

// setValue assigns v (or some of its bits) to an existing field.
func (e *evaluator) setValue(rec *Record, p lexer.Position, name string, bits []int, v Value, allowSelf bool) {
	f := rec.Field(name)
	if f == nil {
		e.errorf(p, "Value '%s' unknown!", name)
	}
	if !allowSelf {
		if vr, ok := v.(*Var); ok && vr.Name == name {
			e.errorf(p, "Recursion / self-assignment forbidden")
		}
	}
	if len(bits) > 0 {
		cur, ok := f.Value.(*Bits)
		if !ok {
			e.errorf(p, "Value '%s' is not a bits type", name)
		}
		bi, ok := e.rk.castTo(v, &BitsType{N: len(bits)}).(*Bits)
		if !ok {
			e.errorf(p, "Initializer is not compatible with bit range")
		}
		nb := make([]Value, len(cur.Bits))
		for i, b := range bits {
			if b >= len(nb) {
				e.errorf(p, "Invalid bit range for value")
			}
			if nb[b] != nil {
				e.errorf(p, "Cannot set bit #%d of value '%s' more than once", b, name)
			}
			nb[b] = bi.Bits[i]
		}
		for i := range nb {
			if nb[i] == nil {
				nb[i] = cur.Bits[i]
			}
		}
		v = &Bits{Bits: nb}
	}
	if !e.rk.setFieldValue(f, v) {
		desc := ""
		if b, ok := v.(*Bits); ok {
			desc = "' of type bit initializer with length " + itoa(len(b.Bits))
		} else if t := typeOf(v); t != nil {
			desc = "' of type '" + t.String() + "'"
		}
		e.errorf(p, "Field '%s' of type '%s' is incompatible with value '%s%s", name, f.Type, v, desc)
	}
}

// objectBody handles `: Parents { body }` for classes and defs.
func (e *evaluator) objectBody(rec *Record, b *ObjectBody) {
	if !rec.IsClass {
		e.push(&scope{kind: scRecord, rec: rec})
		defer e.pop()
	}
	for _, p := range b.Parents {
		e.at(p.Pos)
		sc := e.rk.classes[p.Name]
		if sc == nil {
			e.errorf(p.Pos, "Couldn't find class '%s'", p.Name)
		}
		args, names := e.templateArgs(sc, p.HasArgs, p.Args, rec, p.Pos)
		e.addSubClass(rec, sc, args, names, p.Pos)
	}
	e.applyLets(rec)
	e.push(&scope{kind: scLocal})
	defer e.pop()
	for _, it := range b.Items {
		e.at(it.Pos)
		switch {
		case it.Let != nil:
			l := it.Let
			f := rec.Field(l.Name)
			if f == nil {
				e.errorf(l.Value.Pos, "Value '%s' unknown!", l.Name)
			}
			bits := reversed(e.rangeList(l.Bits))
			t := f.Type
			if _, ok := t.(*BitsType); ok && len(bits) > 0 {
				t = &BitsType{N: len(bits)}
			}
			v := e.value(l.Value, rec, t, false)
			e.setValue(rec, l.Pos, l.Name, bits, v, false)
		case it.Defvar != nil:
			e.defvar(it.Defvar, rec)
		case it.Assert != nil:
			rec.asserts = append(rec.asserts, assertion{pos: it.Assert.Cond.Pos,
				cond: e.value(it.Assert.Cond, rec, nil, false), msg: e.value(it.Assert.Msg, rec, nil, false)})
		case it.Dump != nil:
			rec.asserts = append(rec.asserts, assertion{pos: it.Dump.Pos, msg: e.value(it.Dump.Msg, rec, nil, false)})
		case it.Decl != nil:
			e.decl(rec, it.Decl, FieldNormal)
		}
	}
}

// templateArgs evaluates `<args>` for class sc, casting each to its
// parameter type and checking that every parameter without a default got a
// value. Names are nil when all arguments are positional.
func (e *evaluator) templateArgs(sc *Record, has bool, args []*Arg, cur *Record, p lexer.Position) ([]Value, []string) {
	if !has && len(sc.TemplateArgs) == 0 {
		return nil, nil
	}
	if len(args) > len(sc.TemplateArgs) {
		e.errorf(args[len(sc.TemplateArgs)].Pos, "Too many template arguments: %d", len(args))
	}
	vals := make([]Value, 0, len(args))
	var names []string
	given := map[string]bool{}
	for i, a := range args {
		var ta string
		if a.Name != "" {
			ta = qualify(sc, a.Name)
			if !sc.isTemplateArg(ta) {
				e.errorf(a.Pos, "Argument %s doesn't exist", a.Name)
			}
			if names == nil {
				names = make([]string, i, len(args))
			}
			names = append(names, a.Name)
		} else {
			if names != nil {
				e.errorf(a.Pos, "Positional argument should be put before named argument")
			}
			ta = sc.TemplateArgs[i]
		}
		if given[ta] {
			e.errorf(a.Pos, "We can only specify the template argument '%s' once", ta)
		}
		given[ta] = true
		t := sc.Field(ta).Type
		v := e.value(a.Value, cur, t, false)
		if typeOf(v) != nil {
			c := e.rk.castTo(v, t)
			if c == nil {
				e.errorf(a.Pos, "Value specified for template argument '%s' is of type %s; expected type %s: %s", ta, typeOf(v), t, v)
			}
			v = c
		}
		vals = append(vals, v)
	}
	for _, ta := range sc.TemplateArgs {
		if !given[ta] && !isComplete(sc.Field(ta).Value) {
			e.errorf(p, "value not specified for template argument '%s'", ta)
		}
	}
	return vals, names
}

// bindArgs maps the template arguments of sc to the given values or their
// defaults (which may refer to earlier arguments).
func (e *evaluator) bindArgs(r *mapResolver, sc *Record, args []Value, names []string) {
	named := map[string]Value{}
	for i, n := range names {
		if n != "" {
			named[qualify(sc, n)] = args[i]
		}
	}
	for i, ta := range sc.TemplateArgs {
		if i < len(args) && (names == nil || names[i] == "") {
			r.set(ta, args[i])
		} else if v, ok := named[ta]; ok {
			r.set(ta, v)
		} else {
			r.set(ta, e.rk.resolve(sc.Field(ta).Value, r))
		}
	}
}

// addSubClass makes rec inherit sc's fields, with sc's template arguments
// substituted but field references left for late binding.
func (e *evaluator) addSubClass(rec, sc *Record, args []Value, names []string, p lexer.Position) {
	for _, f := range sc.Fields {
		if f.Kind != FieldTemplateArg {
			e.addValue(rec, p, f)
		}
	}
	r := newMapResolver(rec)
	e.bindArgs(r, sc, args, names)
	if rec.IsClass {
		r.set(qualify(sc, "NAME"), &Var{Name: qualify(rec, "NAME"), T: StringT})
	} else {
		r.set(qualify(sc, "NAME"), rec.nameV)
	}
	rec.asserts = append(rec.asserts, sc.asserts...)
	e.rk.resolveRecord(rec, r)
	for _, s := range sc.Supers {
		if rec.IsSubClassOf(s) {
			e.errorf(p, "Already subclass of '%s'!", s.Name)
		}
		rec.Supers = append(rec.Supers, s)
	}
	if rec.IsSubClassOf(sc) {
		e.errorf(p, "Already subclass of '%s'!", sc.Name)
	}
	rec.Supers = append(rec.Supers, sc)
	rec.typ = nil
}

func (e *evaluator) addSubClassEntry(en entry, sc *Record, args []Value, names []string, p lexer.Position) {
	if en.rec != nil {
		e.addSubClass(en.rec, sc, args, names, p)
	}
	if en.loop != nil {
		for _, x := range en.loop.entries {
			e.addSubClassEntry(x, sc, args, names, p)
		}
	}
}

func (e *evaluator) applyLets(rec *Record) {
	for _, group := range e.lets {
		for _, l := range group {
			e.setValue(rec, l.pos, l.name, l.bits, l.value, false)
		}
	}
}

func (e *evaluator) applyLetsEntry(en entry) {
	if en.rec != nil {
		e.applyLets(en.rec)
	}
	if en.loop != nil {
		for _, x := range en.loop.entries {
			e.applyLetsEntry(x)
		}
	}
}

// objectName evaluates a def/defm name; inside a multiclass a name not
// mentioning NAME gets NAME prepended.
func (e *evaluator) objectName(n *NameExpr) Value {
	var cur *Record
	if e.mc != nil {
		cur = e.mc.rec
	}
	v := e.nameExpr(n, cur)
	if e.mc != nil {
		nm := qualify(e.mc.rec, "NAME")
		if !mentions(v, nm) {
			v = e.strconcat(&Var{Name: nm, T: StringT}, v)
		}
	}
	return v
}

// mentions reports whether v refers to the variable name.
func mentions(v Value, name string) bool {
	switch x := v.(type) {
	case *Var:
		return x.Name == name
	case *Op:
		for _, a := range x.Args {
			if mentions(a, name) {
				return true
			}
		}
	case *VarBit:
		return mentions(x.V, name)
	case *FieldRef:
		return mentions(x.Rec, name)
	case *List:
		for _, a := range x.Elems {
			if mentions(a, name) {
				return true
			}
		}
	case *CondOp:
		for i := range x.Conds {
			if mentions(x.Conds[i], name) || mentions(x.Vals[i], name) {
				return true
			}
		}
	}
	return false
}

func (e *evaluator) def(d *DefStmt) {
	var rec *Record
	if d.Name == nil {
		rec = newRecord(e.rk, e.rk.newAnonName(), d.Pos, false)
		rec.Anonymous = true
	} else {
		p := d.Pos
		if d.Name.Head.Simple.Ident != nil && len(d.Name.Pastes) == 0 {
			p = d.Name.Pos
		}
		rec = newRecord(e.rk, e.objectName(d.Name), p, false)
	}
	e.objectBody(rec, d.Body)
	e.addEntry(entry{rec: rec})
}

func (e *evaluator) addEntry(en entry) {
	if len(e.loops) > 0 {
		l := e.loops[len(e.loops)-1]
		l.entries = append(l.entries, en)
		return
	}
	if en.loop != nil {
		var dest *[]entry
		if e.mc != nil {
			dest = &e.mc.entries
		}
		e.resolveLoop(en.loop, nil, e.mc == nil, dest)
		return
	}
	if e.mc != nil {
		e.mc.entries = append(e.mc.entries, en)
		return
	}
	if en.assert != nil {
		e.checkAssert(en.assert.pos, en.assert.cond, en.assert.msg)
		return
	}
	e.addDefOne(en.rec)
}

// addDefOne finishes a def: final resolution, checks, registration.
func (e *evaluator) addDefOne(rec *Record) {
	rk := e.rk
	if prev := rk.defs[rec.Name]; prev != nil {
		if !rec.Anonymous {
			rk.errs = append(rk.errs, &Error{Pos: rec.Loc, Msg: "def already exists: " + rec.Name})
			rk.notef(prev.Loc, "location of previous definition")
			panic(evalError{})
		}
		rec.setName(rk.newAnonName())
	}
	rk.spend(1 + len(rec.Fields))
	rk.resolveSelf(rec)
	e.checkConcrete(rec)
	if _, ok := rec.nameV.(*String); !ok {
		e.errorf(rec.Loc, "record name '%s' could not be fully resolved", rec.nameV)
	}
	rk.checkAsserts(rec)
	for _, ds := range e.defsets {
		if !typeIsA(rec.Type(), ds.elem) {
			e.errorf(rec.Loc, "cannot add record '%s' to defset of type '%s'", rec.Name, ds.elem)
		}
		ds.defs = append(ds.defs, &DefRef{Def: rec})
	}
	rk.addDef(rec)
}

func (e *evaluator) checkConcrete(rec *Record) {
	for _, f := range rec.Fields {
		if f.Kind == FieldNonconcrete || f.Value == nil {
			continue
		}
		ok := true
		if b, isBits := f.Value.(*Bits); isBits {
			for _, bit := range b.Bits {
				ref := false
				switch x := bit.(type) {
				case *VarBit:
					if v, ok := x.V.(*Var); ok && rec.Field(v.Name) != nil {
						ref = true
					}
				case *Var:
					ref = true
				}
				if !ref && !isConcrete(bit) {
					ok = false
				}
			}
		} else {
			ok = isConcrete(f.Value)
		}
		if !ok {
			e.rk.errorf(rec.Loc, "Initializer of '%s' in '%s' could not be fully resolved: %s", f.Name, rec.Name, f.Value)
		}
	}
}

func (e *evaluator) checkAssert(p lexer.Position, cond, msg Value) {
	e.rk.checkAssert(p, cond, msg)
}

func (rk *RecordKeeper) checkAssert(p lexer.Position, cond, msg Value) {
	if cond == nil {
		m := msg.String()
		if s, ok := msg.(*String); ok {
			m = s.V
		}
		rk.Dumps = append(rk.Dumps, &Error{Pos: p, Msg: m, Note: true, line: rk.Source.Line(p.Filename, p.Line)})
		return
	}
	n, ok := toInt(cond)
	if !ok {
		rk.errorf(p, "assert condition must of type bit, bits, or int.")
		return
	}
	if n == 0 {
		m := "(assert message is not a string)"
		if s, ok := msg.(*String); ok {
			m = s.V
		}
		rk.errs = append(rk.errs, &Error{Pos: p, Msg: "assertion failed"})
		rk.notef(lexer.Position{}, "%s", m)
	}
}

func (rk *RecordKeeper) checkAsserts(rec *Record) {
	if len(rec.asserts) == 0 {
		return
	}
	r := &recordResolver{rk: rk, rec: rec, cache: map[string]Value{}}
	for _, a := range rec.asserts {
		var cond Value
		if a.cond != nil {
			cond = rk.resolve(a.cond, r)
		}
		rk.checkAssert(a.pos, cond, rk.resolve(a.msg, r))
	}
}
