package tablegen

import "fmt"

// Typed accessors for backends. Each getter fails with an error naming the
// record, the field and the record's .td position, so a generator can report
// a malformed definition where it was written.

// FieldError is returned by the typed getters.
type FieldError struct {
	Rec   *Record
	Field string
	Msg   string
}

func (e *FieldError) Error() string {
	p := e.Rec.Loc
	return fmt.Sprintf("%s:%d:%d: error: record '%s', field '%s': %s", p.Filename, p.Line, p.Column, e.Rec.Name, e.Field, e.Msg)
}

func (r *Record) fieldErr(name, format string, args ...any) error {
	return &FieldError{Rec: r, Field: name, Msg: fmt.Sprintf(format, args...)}
}

// Value returns the value of field name, or nil if there is no such field.
func (r *Record) Value(name string) Value {
	if f := r.Field(name); f != nil {
		return f.Value
	}
	return nil
}

func (r *Record) get(name string) (Value, error) {
	f := r.Field(name)
	if f == nil {
		return nil, r.fieldErr(name, "no such field")
	}
	if f.Value == nil {
		return nil, r.fieldErr(name, "field has no value")
	}
	return f.Value, nil
}

// HasField reports whether the record has a field called name.
func (r *Record) HasField(name string) bool { return r.Field(name) != nil }

// IsUnset reports whether field name is missing or `?`.
func (r *Record) IsUnset(name string) bool {
	v := r.Value(name)
	if v == nil {
		return true
	}
	_, ok := v.(*Unset)
	return ok
}

// GetString returns a string (or code) field.
func (r *Record) GetString(name string) (string, error) {
	v, err := r.get(name)
	if err != nil {
		return "", err
	}
	if s, ok := v.(*String); ok {
		return s.V, nil
	}
	return "", r.fieldErr(name, "expected a string, got '%s'", v)
}

// GetStringOr returns a string field, or def when it is missing or unset.
func (r *Record) GetStringOr(name, def string) string {
	if s, ok := r.Value(name).(*String); ok {
		return s.V
	}
	return def
}

// GetInt returns an int (or bit/bits) field as an integer.
func (r *Record) GetInt(name string) (int64, error) {
	v, err := r.get(name)
	if err != nil {
		return 0, err
	}
	if n, ok := toInt(v); ok {
		return n, nil
	}
	return 0, r.fieldErr(name, "expected an integer, got '%s'", v)
}

// GetBit returns a bit field (ints 0/1 are accepted too).
func (r *Record) GetBit(name string) (bool, error) {
	v, err := r.get(name)
	if err != nil {
		return false, err
	}
	if b, ok := convertTo(v, BitT).(*Bit); ok {
		return b.V, nil
	}
	return false, r.fieldErr(name, "expected a bit, got '%s'", v)
}

// GetBitOr returns a bit field, or def when missing, unset or not a bit.
func (r *Record) GetBitOr(name string, def bool) bool {
	if b, err := r.GetBit(name); err == nil {
		return b
	}
	return def
}

// GetList returns the elements of a list field.
func (r *Record) GetList(name string) ([]Value, error) {
	v, err := r.get(name)
	if err != nil {
		return nil, err
	}
	if l, ok := v.(*List); ok {
		return l.Elems, nil
	}
	return nil, r.fieldErr(name, "expected a list, got '%s'", v)
}

// GetStringList returns a list<string> field.
func (r *Record) GetStringList(name string) ([]string, error) {
	l, err := r.GetList(name)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(l))
	for i, e := range l {
		s, ok := e.(*String)
		if !ok {
			return nil, r.fieldErr(name, "element %d is not a string: '%s'", i, e)
		}
		out[i] = s.V
	}
	return out, nil
}

// GetIntList returns a list<int> field.
func (r *Record) GetIntList(name string) ([]int64, error) {
	l, err := r.GetList(name)
	if err != nil {
		return nil, err
	}
	out := make([]int64, len(l))
	for i, e := range l {
		n, ok := e.(*Int)
		if !ok {
			return nil, r.fieldErr(name, "element %d is not an int: '%s'", i, e)
		}
		out[i] = n.V
	}
	return out, nil
}

// GetDefList returns a list of defs (e.g. an op's traits).
func (r *Record) GetDefList(name string) ([]*Record, error) {
	l, err := r.GetList(name)
	if err != nil {
		return nil, err
	}
	out := make([]*Record, len(l))
	for i, e := range l {
		d, ok := e.(*DefRef)
		if !ok {
			return nil, r.fieldErr(name, "element %d is not a def: '%s'", i, e)
		}
		out[i] = d.Def
	}
	return out, nil
}

// GetDag returns a dag field.
func (r *Record) GetDag(name string) (*Dag, error) {
	v, err := r.get(name)
	if err != nil {
		return nil, err
	}
	if d, ok := v.(*Dag); ok {
		return d, nil
	}
	return nil, r.fieldErr(name, "expected a dag, got '%s'", v)
}

// GetDef returns a field that refers to a def.
func (r *Record) GetDef(name string) (*Record, error) {
	v, err := r.get(name)
	if err != nil {
		return nil, err
	}
	if d, ok := v.(*DefRef); ok {
		return d.Def, nil
	}
	return nil, r.fieldErr(name, "expected a def, got '%s'", v)
}

// ClassChain returns every class r derives from, most basic first (the
// order llvm-tblgen prints after `//`).
func (r *Record) ClassChain() []*Record { return r.Supers }

// --- Dag inspection ---

// OperatorDef returns the def used as the dag operator (ins, outs, ...), or nil.
func (d *Dag) OperatorDef() *Record {
	if dr, ok := d.Op.(*DefRef); ok {
		return dr.Def
	}
	return nil
}

// OperatorName returns the operator's def name, or "" if it is not a def.
func (d *Dag) OperatorName() string {
	if od := d.OperatorDef(); od != nil {
		return od.Name
	}
	return ""
}

// NumArgs returns the number of arguments.
func (d *Dag) NumArgs() int { return len(d.Args) }

// Arg returns argument i's value.
func (d *Dag) Arg(i int) Value { return d.Args[i].Value }

// ArgName returns argument i's `$name` without the '$', or "".
func (d *Dag) ArgName(i int) string { return d.Args[i].Name }

// ArgDef returns argument i as a def, or nil if it is not one.
func (d *Dag) ArgDef(i int) *Record {
	if dr, ok := d.Args[i].Value.(*DefRef); ok {
		return dr.Def
	}
	return nil
}

// AsDef returns the def a value refers to, or nil.
func AsDef(v Value) *Record {
	if d, ok := v.(*DefRef); ok {
		return d.Def
	}
	return nil
}

// AsString returns a string value's contents.
func AsString(v Value) (string, bool) {
	if s, ok := v.(*String); ok {
		return s.V, true
	}
	return "", false
}

// AsInt returns a bit/bits/int value as an integer.
func AsInt(v Value) (int64, bool) { return toInt(v) }
