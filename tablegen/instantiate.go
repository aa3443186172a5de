package tablegen

import "strings"

// foldField folds `def.field` once the def is known and the field concrete.
func (rk *RecordKeeper) foldField(f *FieldRef, cur *Record) Value {
	d, ok := f.Rec.(*DefRef)
	if !ok {
		return f
	}
	if d.Def == cur {
		rk.foldErr(cur, "Attempting to access field '%s' of '%s' is a forbidden self-reference", f.Field, d.Def.Name)
	}
	fv := d.Def.Field(f.Field)
	if fv == nil {
		rk.foldErr(cur, "Cannot access field '%s' of value '%s'", f.Field, d.Def.Name)
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
	// A class instantiating itself with growing arguments recurses forever.
	rk.instDepth++
	defer func() { rk.instDepth-- }()
	if rk.instDepth > 500 {
		rk.fatalf(rk.curPos, "anonymous class instantiation nested too deeply")
	}
	rk.spend(1 + len(class.Fields))
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
