package tablegen

import (
	"sort"

	"github.com/alecthomas/participle/v2/lexer"
)

// FieldKind distinguishes ordinary fields, `field` fields (which may stay
// unresolved in a def) and template arguments.
type FieldKind int

const (
	FieldNormal FieldKind = iota
	FieldNonconcrete
	FieldTemplateArg
)

// Field is a named, typed value of a record (llvm: RecordVal).
type Field struct {
	Name  string
	Type  Type
	Value Value
	Kind  FieldKind
	Loc   lexer.Position
}

// Record is a class, a def, or a multiclass prototype.
type Record struct {
	Name  string
	nameV Value // the name as a value while it may still contain NAME etc.
	Loc   lexer.Position
	// Locs are the defm references that instantiated a multiclass def,
	// innermost first, so a generator can point at the defm line too.
	Locs []lexer.Position
	// IsClass is true for classes (and for the template-argument holder of a
	// multiclass, see isMC).
	IsClass   bool
	isMC      bool
	Anonymous bool
	// TemplateArgs are the qualified template argument names, in order.
	TemplateArgs []string
	Fields       []*Field
	index        map[string]int
	// Supers lists all superclasses, indirect ones first, as llvm-tblgen
	// prints them after `//`.
	Supers  []*Record
	asserts []assertion
	rk      *RecordKeeper
	typ     *RecordType
}

// assertion is an `assert` (or, with a nil cond, a `dump`).
type assertion struct {
	pos       lexer.Position
	cond, msg Value
}

func newRecord(rk *RecordKeeper, name Value, loc lexer.Position, class bool) *Record {
	r := &Record{nameV: name, Loc: loc, IsClass: class, index: map[string]int{}, rk: rk}
	if s, ok := name.(*String); ok {
		r.Name = s.V
	} else {
		r.Name = name.String()
	}
	return r
}

func (r *Record) setName(v Value) {
	r.nameV = v
	if s, ok := v.(*String); ok {
		r.Name = s.V
	} else {
		r.Name = v.String()
	}
}

// clone copies a record so a prototype can be instantiated many times.
func (r *Record) clone() *Record {
	n := *r
	n.Fields = make([]*Field, len(r.Fields))
	for i, f := range r.Fields {
		c := *f
		n.Fields[i] = &c
	}
	n.index = make(map[string]int, len(r.index))
	for k, v := range r.index {
		n.index[k] = v
	}
	n.TemplateArgs = append([]string(nil), r.TemplateArgs...)
	n.Locs = append([]lexer.Position(nil), r.Locs...)
	n.Supers = append([]*Record(nil), r.Supers...)
	n.asserts = append([]assertion(nil), r.asserts...)
	n.typ = nil
	return &n
}

// Field returns the field called name, or nil.
func (r *Record) Field(name string) *Field {
	if i, ok := r.index[name]; ok {
		return r.Fields[i]
	}
	return nil
}

func (r *Record) addField(f *Field) {
	r.index[f.Name] = len(r.Fields)
	r.Fields = append(r.Fields, f)
}

func (r *Record) removeField(name string) {
	i, ok := r.index[name]
	if !ok {
		return
	}
	r.Fields = append(r.Fields[:i], r.Fields[i+1:]...)
	delete(r.index, name)
	for j := i; j < len(r.Fields); j++ {
		r.index[r.Fields[j].Name] = j
	}
}

func (r *Record) isTemplateArg(name string) bool {
	f := r.Field(name)
	return f != nil && f.Kind == FieldTemplateArg
}

// IsSubClassOf reports whether c is among r's superclasses.
func (r *Record) IsSubClassOf(c *Record) bool {
	for _, s := range r.Supers {
		if s == c {
			return true
		}
	}
	return false
}

// IsSubClassOfName reports whether r derives from the class called name.
func (r *Record) IsSubClassOfName(name string) bool {
	for _, s := range r.Supers {
		if s.Name == name {
			return true
		}
	}
	return false
}

// DirectSuperClasses returns the classes r names directly (in declaration
// order), skipping those reached through another superclass.
func (r *Record) DirectSuperClasses() []*Record {
	var out []*Record
	scs := r.Supers
	for len(scs) > 0 {
		sc := scs[len(scs)-1]
		n := 1 + len(sc.Supers)
		if n > len(scs) {
			n = len(scs)
		}
		scs = scs[:len(scs)-n]
		out = append(out, sc)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Type is the record type of a def: its direct superclasses.
func (r *Record) Type() *RecordType {
	if r.typ == nil {
		r.typ = &RecordType{Classes: r.DirectSuperClasses()}
	}
	return r.typ
}

// RecordKeeper holds every class and def of a translation unit.
type RecordKeeper struct {
	classes    map[string]*Record
	defs       map[string]*Record
	classOrder []*Record
	defOrder   []*Record
	globals    map[string]Value // top-level defvars
	anon       int
	instCache  map[string]*Record
	Source     *Source
	// Dumps are the notes printed by `dump` statements, in order.
	Dumps     ErrorList
	errs      ErrorList
	curPos    lexer.Position
	work      int
	workLimit int
	instDepth int
}

func newRecordKeeper() *RecordKeeper {
	return &RecordKeeper{
		classes: map[string]*Record{}, defs: map[string]*Record{},
		globals: map[string]Value{}, instCache: map[string]*Record{},
	}
}

func (rk *RecordKeeper) newAnonName() *String {
	s := mkStr("anonymous_" + itoa(rk.anon))
	rk.anon++
	return s
}

func (rk *RecordKeeper) addClass(r *Record) {
	rk.classes[r.Name] = r
	rk.classOrder = append(rk.classOrder, r)
}

func (rk *RecordKeeper) addDef(r *Record) {
	rk.defs[r.Name] = r
	rk.defOrder = append(rk.defOrder, r)
}

// Class returns the class called name, or nil.
func (rk *RecordKeeper) Class(name string) *Record { return rk.classes[name] }

// Def returns the def called name, or nil.
func (rk *RecordKeeper) Def(name string) *Record { return rk.defs[name] }

// Classes returns all classes in definition order.
func (rk *RecordKeeper) Classes() []*Record { return rk.classOrder }

// Defs returns all defs in definition order.
func (rk *RecordKeeper) Defs() []*Record { return rk.defOrder }

// SortedClasses returns classes sorted by name, as llvm-tblgen prints them.
func (rk *RecordKeeper) SortedClasses() []*Record { return sortByName(rk.classOrder) }

// SortedDefs returns defs sorted by name, as llvm-tblgen prints them.
func (rk *RecordKeeper) SortedDefs() []*Record { return sortByName(rk.defOrder) }

func sortByName(in []*Record) []*Record {
	out := append([]*Record(nil), in...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// DefsDerivedFrom returns, in definition order, the defs deriving from the
// class called name (none if there is no such class).
func (rk *RecordKeeper) DefsDerivedFrom(name string) []*Record {
	c := rk.classes[name]
	if c == nil {
		return nil
	}
	var out []*Record
	for _, d := range rk.defOrder {
		if d.IsSubClassOf(c) {
			out = append(out, d)
		}
	}
	return out
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
