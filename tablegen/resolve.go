package tablegen

// Resolution substitutes names (template arguments, fields, iteration
// variables) by values and folds the operators whose operands became known.
// It is how TableGen's late binding works: a def copies its classes' fields
// with references intact, and only once all `let`s are applied are the
// references resolved against the def itself.

// resolver maps a variable name to its value; ok=false leaves it in place.
type resolver interface {
	lookup(name string) (Value, bool)
	cur() *Record
	final() bool
}

// mapResolver substitutes a fixed set of names. Mapped values may refer to
// other mapped names (a template argument default naming an earlier
// argument); such references are resolved once, on first use.
type mapResolver struct {
	m       map[string]*mapEntry
	rec     *Record
	isFinal bool
	rk      *RecordKeeper
}

type mapEntry struct {
	v        Value
	resolved bool
}

func newMapResolver(rec *Record) *mapResolver {
	return &mapResolver{m: map[string]*mapEntry{}, rec: rec}
}

func (r *mapResolver) set(name string, v Value) { r.m[name] = &mapEntry{v: v} }
func (r *mapResolver) lookup(name string) (Value, bool) {
	en, ok := r.m[name]
	if !ok {
		return nil, false
	}
	if !en.resolved && len(r.m) > 1 && r.rk != nil {
		delete(r.m, name)
		en.v = r.rk.resolve(en.v, r)
		en.resolved = true
		r.m[name] = en
	}
	return en.v, true
}
func (r *mapResolver) cur() *Record { return r.rec }
func (r *mapResolver) final() bool  { return r.isFinal }

// recordResolver resolves names against the fields of one record, resolving
// each field's own value first (with cycle protection). Unset fields are
// left as references, as llvm-tblgen does.
type recordResolver struct {
	rk    *RecordKeeper
	rec   *Record
	cache map[string]Value
	stack []string
}

func (r *recordResolver) lookup(name string) (Value, bool) {
	if v, ok := r.cache[name]; ok {
		return v, v != nil
	}
	for _, s := range r.stack {
		if s == name {
			return nil, false
		}
	}
	var val Value
	if f := r.rec.Field(name); f != nil {
		if _, unset := f.Value.(*Unset); !unset && f.Value != nil {
			r.stack = append(r.stack, name)
			val = r.rk.resolve(f.Value, r)
			r.stack = r.stack[:len(r.stack)-1]
		}
	}
	r.cache[name] = val
	return val, val != nil
}
func (r *recordResolver) cur() *Record { return r.rec }
func (r *recordResolver) final() bool  { return true }

// shadowResolver hides some names (a !foreach variable) from an outer one.
type shadowResolver struct {
	inner  resolver
	shadow map[string]bool
}

func (r *shadowResolver) lookup(name string) (Value, bool) {
	if r.shadow[name] {
		return nil, false
	}
	return r.inner.lookup(name)
}
func (r *shadowResolver) cur() *Record { return r.inner.cur() }
func (r *shadowResolver) final() bool  { return r.inner.final() }

func shadowed(inner resolver, names ...string) resolver {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return &shadowResolver{inner: inner, shadow: m}
}

// resolve substitutes r into v and folds what became foldable.
func (rk *RecordKeeper) resolve(v Value, r resolver) Value {
	// Every visited node counts as work: values can share subtrees, so a
	// small input can describe an exponentially large tree.
	rk.work++
	if rk.work > rk.workLimit && rk.workLimit > 0 {
		rk.spend(0)
	}
	switch x := v.(type) {
	case *Var:
		if nv, ok := r.lookup(x.Name); ok {
			return nv
		}
		return v
	case *VarBit:
		nv := rk.resolve(x.V, r)
		if nv != x.V {
			return getBit(nv, x.Bit)
		}
		return v
	case *Bits:
		var out []Value
		for i, b := range x.Bits {
			nb := rk.resolve(b, r)
			if nb != b && out == nil {
				out = append(make([]Value, 0, len(x.Bits)), x.Bits[:i]...)
			}
			if out != nil {
				out = append(out, nb)
			}
		}
		if out == nil {
			return v
		}
		return &Bits{Bits: out}
	case *List:
		out := rk.resolveSlice(x.Elems, r)
		if out == nil {
			return v
		}
		return &List{Elems: out, Elem: x.Elem}
	case *Dag:
		op := rk.resolve(x.Op, r)
		var args []DagArg
		for i, a := range x.Args {
			na := rk.resolve(a.Value, r)
			if na != a.Value && args == nil {
				args = append(make([]DagArg, 0, len(x.Args)), x.Args[:i]...)
			}
			if args != nil {
				args = append(args, DagArg{Value: na, Name: a.Name})
			}
		}
		if op == x.Op && args == nil {
			return v
		}
		if args == nil {
			args = x.Args
		}
		return &Dag{Op: op, OpName: x.OpName, Args: args}
	case *FieldRef:
		nr := rk.resolve(x.Rec, r)
		if nr != x.Rec {
			return rk.foldField(&FieldRef{Rec: nr, Field: x.Field, T: x.T}, r.cur())
		}
		return v
	case *ClassInst:
		args := rk.resolveSlice(x.Args, r)
		if args == nil {
			return v
		}
		return rk.foldInst(&ClassInst{Class: x.Class, Args: args, Names: x.Names})
	case *Op:
		return rk.resolveOp(x, r)
	case *FoldOp:
		st := rk.resolve(x.Start, r)
		li := rk.resolve(x.List, r)
		ex := rk.resolve(x.Expr, shadowed(r, x.Acc, x.Var))
		if st == x.Start && li == x.List && ex == x.Expr {
			return v
		}
		return rk.foldFoldl(&FoldOp{Start: st, List: li, Acc: x.Acc, Var: x.Var, Expr: ex, T: x.T}, r.cur())
	case *CondOp:
		cs := rk.resolveSlice(x.Conds, r)
		vs := rk.resolveSlice(x.Vals, r)
		if cs == nil && vs == nil {
			return v
		}
		if cs == nil {
			cs = x.Conds
		}
		if vs == nil {
			vs = x.Vals
		}
		return rk.foldCond(&CondOp{Conds: cs, Vals: vs, T: x.T}, r.cur())
	}
	return v
}

// resolveSlice returns nil when nothing changed.
func (rk *RecordKeeper) resolveSlice(in []Value, r resolver) []Value {
	var out []Value
	for i, e := range in {
		ne := rk.resolve(e, r)
		if ne != e && out == nil {
			out = append(make([]Value, 0, len(in)), in[:i]...)
		}
		if out != nil {
			out = append(out, ne)
		}
	}
	return out
}

func (rk *RecordKeeper) resolveOp(o *Op, r resolver) Value {
	switch o.Kind {
	case "if":
		c := rk.resolve(o.Args[0], r)
		if c != o.Args[0] {
			if n, ok := toInt(c); ok {
				if n != 0 {
					return rk.resolve(o.Args[1], r)
				}
				return rk.resolve(o.Args[2], r)
			}
		}
	case "foreach", "filter":
		name := unquoted(o.Args[0])
		l := rk.resolve(o.Args[1], r)
		e := rk.resolve(o.Args[2], shadowed(r, name))
		if l == o.Args[1] && e == o.Args[2] {
			return o
		}
		return rk.foldOp(&Op{Kind: o.Kind, Args: []Value{o.Args[0], l, e}, T: o.T}, r.cur(), r.final())
	}
	args := rk.resolveSlice(o.Args, r)
	if args == nil {
		if (o.Kind == "cast" || o.Kind == "exists") && r.final() {
			return rk.foldOp(o, r.cur(), true)
		}
		return o
	}
	return rk.foldOp(&Op{Kind: o.Kind, Args: args, T: o.T, TArg: o.TArg}, r.cur(), r.final())
}

// hasVar reports whether v still refers to a variable (so an anonymous
// class instantiation must wait).
func hasVar(v Value) bool {
	switch x := v.(type) {
	case *Var:
		return true
	case *VarBit:
		return hasVar(x.V)
	case *Bits:
		for _, b := range x.Bits {
			if hasVar(b) {
				return true
			}
		}
	case *List:
		for _, e := range x.Elems {
			if hasVar(e) {
				return true
			}
		}
	case *Dag:
		if hasVar(x.Op) {
			return true
		}
		for _, a := range x.Args {
			if hasVar(a.Value) {
				return true
			}
		}
	case *FieldRef:
		return hasVar(x.Rec)
	case *ClassInst:
		for _, a := range x.Args {
			if hasVar(a) {
				return true
			}
		}
	case *Op:
		for _, a := range x.Args {
			if hasVar(a) {
				return true
			}
		}
	case *FoldOp:
		return true
	case *CondOp:
		for _, a := range x.Conds {
			if hasVar(a) {
				return true
			}
		}
		for _, a := range x.Vals {
			if hasVar(a) {
				return true
			}
		}
	}
	return false
}

// resolveRecord applies r to a record's name and every field value.
func (rk *RecordKeeper) resolveRecord(rec *Record, r resolver) {
	if nv := rk.resolve(rec.nameV, r); nv != rec.nameV {
		rec.setName(nv)
	}
	for _, f := range rec.Fields {
		if f.Value == nil {
			continue
		}
		nv := rk.resolve(f.Value, r)
		if nv != f.Value {
			if !rk.setFieldValue(f, nv) {
				rk.errorf(rec.Loc, "Invalid value '%s' found when setting field '%s' of type '%s' after resolving references: %s",
					nv.String(), f.Name, f.Type.String(), nv.String())
			}
		}
	}
	for i, a := range rec.asserts {
		if a.cond != nil {
			rec.asserts[i].cond = rk.resolve(a.cond, r)
		}
		rec.asserts[i].msg = rk.resolve(a.msg, r)
	}
}

// resolveSelf is the final resolution of a def against its own fields.
func (rk *RecordKeeper) resolveSelf(rec *Record) {
	rk.resolveRecord(rec, &recordResolver{rk: rk, rec: rec, cache: map[string]Value{}})
}

// convertTo converts v to type t without introducing a cast (nil if it
// cannot).
func convertTo(v Value, t Type) Value {
	switch x := v.(type) {
	case *Unset:
		return v
	case *Bit:
		return convertBit(x, t)
	case *Bits:
		return convertBits(x, t)
	case *Int:
		return convertInt(x, t)
	case *String:
		if _, ok := t.(*StringType); ok {
			return v
		}
		return nil
	case *List:
		return convertList(x, t)
	case *Dag:
		if _, ok := t.(*DagType); ok {
			return v
		}
		return nil
	case *DefRef:
		if rt, ok := t.(*RecordType); ok && recordTypeIsA(x.Def.Type(), rt) {
			return v
		}
		return nil
	}
	// Unresolved values (references, operators...) convert by their static type.
	vt := typeOf(v)
	if vt == nil {
		return nil
	}
	if typeIsA(vt, t) {
		return v
	}
	if _, ok := vt.(*BitType); ok {
		if bt, ok := t.(*BitsType); ok && bt.N == 1 {
			return &Bits{Bits: []Value{v}}
		}
	}
	return nil
}

// convertBit converts a bit to bit, int (0 or 1) or bits<1>.
func convertBit(x *Bit, t Type) Value {
	switch y := t.(type) {
	case *BitType:
		return x
	case *IntType:
		if x.V {
			return &Int{1}
		}
		return &Int{0}
	case *BitsType:
		if y.N == 1 {
			return &Bits{Bits: []Value{x}}
		}
	}
	return nil
}

// convertBits converts bits to a bit (of one-bit bits), bits of the same width, or
// an int when every bit is known.
func convertBits(x *Bits, t Type) Value {
	switch y := t.(type) {
	case *BitType:
		if len(x.Bits) == 1 {
			return x.Bits[0]
		}
	case *BitsType:
		if y.N == len(x.Bits) {
			return x
		}
	case *IntType:
		var n int64
		for i, b := range x.Bits {
			bb, ok := b.(*Bit)
			if !ok {
				return nil
			}
			if bb.V && i < 64 {
				n |= 1 << uint(i)
			}
		}
		return &Int{n}
	}
	return nil
}

// convertInt converts an int to int, a bit (0 or 1) or bits<n> when it fits in n
// bits, signed or unsigned.
func convertInt(x *Int, t Type) Value {
	switch y := t.(type) {
	case *IntType:
		return x
	case *BitType:
		if x.V == 0 || x.V == 1 {
			return mkBit(x.V == 1)
		}
	case *BitsType:
		if y.N < 64 && x.V>>uint(y.N) != 0 && x.V>>uint(y.N-1) != -1 {
			return nil
		}
		bits := make([]Value, y.N)
		for i := range bits {
			bits[i] = mkBit(i < 64 && (x.V>>uint(i))&1 == 1)
		}
		return &Bits{Bits: bits}
	}
	return nil
}

// convertList converts a list element by element to a list of t's element type.
func convertList(x *List, t Type) Value {
	lt, ok := t.(*ListType)
	if !ok {
		return nil
	}
	if sameType(x.Elem, lt.Elem) {
		return x
	}
	changed := false
	out := make([]Value, len(x.Elems))
	for i, e := range x.Elems {
		c := convertTo(e, lt.Elem)
		if c == nil {
			return nil
		}
		out[i] = c
		if c != e {
			changed = true
		}
	}
	if !changed {
		return x // llvm keeps the old list type in this case
	}
	return &List{Elems: out, Elem: lt.Elem}
}

// castTo converts v to t, inserting a !cast when the types are merely
// convertible (e.g. an int variable used as bits).
func (rk *RecordKeeper) castTo(v Value, t Type) Value {
	if c := convertTo(v, t); c != nil {
		return c
	}
	vt := typeOf(v)
	if vt == nil || !convertible(vt, t) {
		return nil
	}
	return rk.foldOp(&Op{Kind: "cast", Args: []Value{v}, T: t, TArg: t}, nil, false)
}

// setFieldValue stores v (cast to the field type) in f; false if the types
// are incompatible.
func (rk *RecordKeeper) setFieldValue(f *Field, v Value) bool {
	c := rk.castTo(v, f.Type)
	if c == nil {
		return false
	}
	if bt, ok := f.Type.(*BitsType); ok {
		if _, isBits := c.(*Bits); !isBits {
			bits := make([]Value, bt.N)
			for i := range bits {
				bits[i] = getBit(c, i)
			}
			c = &Bits{Bits: bits}
		}
	}
	f.Value = c
	return true
}

// toInt converts a bit/bits/int value to an integer if it is known.
func toInt(v Value) (int64, bool) {
	if i, ok := convertTo(v, IntT).(*Int); ok {
		return i.V, true
	}
	return 0, false
}
