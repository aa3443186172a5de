package tablegen

import (
	"strconv"
	"strings"
)

// Value is a TableGen value (llvm calls these "Init"s). Values are immutable;
// resolving one returns a new value sharing unchanged parts. The set is
// closed: *Unset, *Bit, *Bits, *Int, *String, *List, *Dag, *DefRef, *Var,
// *VarBit, *FieldRef, *ClassInst, *Op, *FoldOp, *CondOp.
type Value interface {
	String() string
	isValue()
}

// Unset is `?`.
type Unset struct{}

// Bit is a single bit value.
type Bit struct{ V bool }

// Bits is a bits<n> value; Bits[0] is the least significant bit. Each element
// is a *Bit, *Unset, *VarBit or another bit-typed value.
type Bits struct{ Bits []Value }

// Int is a 64-bit integer.
type Int struct{ V int64 }

// String is a string; Code marks `[{...}]` literals, which print as such.
type String struct {
	V    string
	Code bool
}

// List is a list with its element type.
type List struct {
	Elems []Value
	Elem  Type
}

// DagArg is one argument of a dag: a value with an optional `$name`.
type DagArg struct {
	Value Value
	Name  string // without '$'; "" when absent
}

// Dag is `(op:$opname args...)`.
type Dag struct {
	Op     Value
	OpName string
	Args   []DagArg
}

// DefRef refers to a concrete def.
type DefRef struct{ Def *Record }

// Var refers by name to a field, template argument (`Class:arg`,
// `MC::arg`) or iteration variable, resolved later (late binding).
type Var struct {
	Name string
	T    Type
}

// VarBit is bit N of a value not yet known (`x{3}`).
type VarBit struct {
	V   Value
	Bit int
}

// FieldRef is `rec.field` on a value not yet resolved to a def.
type FieldRef struct {
	Rec   Value
	Field string
	T     Type
}

// ClassInst is an anonymous instantiation `Class<args>` whose arguments are
// not yet concrete; it becomes a def once they are.
type ClassInst struct {
	Class *Record
	Args  []Value
	Names []string // named arguments, "" for positional ones
}

// Op is an unresolved bang operator application (or a paste/slice the
// parser desugared into one). Kind is the operator spelling without '!'.
type Op struct {
	Kind string
	Args []Value
	T    Type // result type
	TArg Type // the <type> of !cast, !isa, !exists, !getdagarg
}

// FoldOp is `!foldl(init, list, acc, var, expr)`.
type FoldOp struct {
	Start, List Value
	Acc, Var    string
	Expr        Value
	T           Type
}

// CondOp is `!cond(c1: v1, ...)`.
type CondOp struct {
	Conds, Vals []Value
	T           Type
}

func (*Unset) isValue()     {}
func (*Bit) isValue()       {}
func (*Bits) isValue()      {}
func (*Int) isValue()       {}
func (*String) isValue()    {}
func (*List) isValue()      {}
func (*Dag) isValue()       {}
func (*DefRef) isValue()    {}
func (*Var) isValue()       {}
func (*VarBit) isValue()    {}
func (*FieldRef) isValue()  {}
func (*ClassInst) isValue() {}
func (*Op) isValue()        {}
func (*FoldOp) isValue()    {}
func (*CondOp) isValue()    {}

// Shared instances for the commonest constants.
var (
	unsetV = &Unset{}
	bit0   = &Bit{false}
	bit1   = &Bit{true}
)

func mkBit(b bool) *Bit {
	if b {
		return bit1
	}
	return bit0
}

func mkStr(s string) *String { return &String{V: s} }

func (*Unset) String() string { return "?" }
func (b *Bit) String() string {
	if b.V {
		return "1"
	}
	return "0"
}
func (b *Bits) String() string {
	var sb strings.Builder
	sb.WriteString("{ ")
	for i := len(b.Bits) - 1; i >= 0; i-- {
		sb.WriteString(b.Bits[i].String())
		if i > 0 {
			sb.WriteString(", ")
		}
	}
	sb.WriteString(" }")
	return sb.String()
}
func (i *Int) String() string { return strconv.FormatInt(i.V, 10) }

// String prints the literal as llvm-tblgen does: no escaping.
func (s *String) String() string {
	if s.Code {
		return "[{" + s.V + "}]"
	}
	return `"` + s.V + `"`
}
func (l *List) String() string {
	var sb strings.Builder
	sb.WriteByte('[')
	for i, e := range l.Elems {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(e.String())
	}
	sb.WriteByte(']')
	return sb.String()
}
func (d *Dag) String() string {
	var sb strings.Builder
	sb.WriteByte('(')
	sb.WriteString(d.Op.String())
	if d.OpName != "" {
		sb.WriteString(":" + d.OpName)
	}
	for i, a := range d.Args {
		if i == 0 {
			sb.WriteByte(' ')
		} else {
			sb.WriteString(", ")
		}
		sb.WriteString(a.Value.String())
		if a.Name != "" {
			sb.WriteString(":$" + a.Name)
		}
	}
	sb.WriteByte(')')
	return sb.String()
}
func (d *DefRef) String() string   { return d.Def.Name }
func (v *Var) String() string      { return v.Name }
func (v *VarBit) String() string   { return v.V.String() + "{" + strconv.Itoa(v.Bit) + "}" }
func (f *FieldRef) String() string { return f.Rec.String() + "." + f.Field }
func (c *ClassInst) String() string {
	var sb strings.Builder
	sb.WriteString(c.Class.Name + "<")
	for i, a := range c.Args {
		if i > 0 {
			sb.WriteString(", ")
		}
		// llvm-tblgen prints argument positions ("0: x") or names.
		if c.Names != nil && c.Names[i] != "" {
			sb.WriteString(`"` + c.Class.Name + ":" + c.Names[i] + `": `)
		} else {
			sb.WriteString(strconv.Itoa(i) + ": ")
		}
		sb.WriteString(a.String())
	}
	sb.WriteString(">")
	return sb.String()
}

// unquoted prints strings without quotes (iteration variable names).
func unquoted(v Value) string {
	if s, ok := v.(*String); ok {
		return s.V
	}
	return v.String()
}

func (o *Op) String() string {
	switch o.Kind {
	case "listelem":
		return o.Args[0].String() + "[" + o.Args[1].String() + "]"
	case "listslice":
		return o.Args[0].String() + "[" + o.Args[1].String() + "]"
	}
	var sb strings.Builder
	sb.WriteString("!" + o.Kind)
	switch o.Kind {
	case "cast", "getdagarg", "isa", "exists":
		sb.WriteString("<" + o.TArg.String() + ">")
	}
	sb.WriteByte('(')
	for i, a := range o.Args {
		if i > 0 {
			sb.WriteString(", ")
		}
		if i == 0 && (o.Kind == "foreach" || o.Kind == "filter") {
			sb.WriteString(unquoted(a))
			continue
		}
		sb.WriteString(a.String())
	}
	sb.WriteByte(')')
	return sb.String()
}

func (f *FoldOp) String() string {
	return "!foldl(" + f.Start.String() + ", " + f.List.String() + ", " + f.Acc + ", " + f.Var + ", " + f.Expr.String() + ")"
}

func (c *CondOp) String() string {
	var sb strings.Builder
	sb.WriteString("!cond(")
	for i := range c.Conds {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(c.Conds[i].String() + ": " + c.Vals[i].String())
	}
	sb.WriteByte(')')
	return sb.String()
}

// typeOf returns the static type of a value, or nil for `?`.
func typeOf(v Value) Type {
	switch x := v.(type) {
	case *Bit:
		return BitT
	case *Bits:
		return &BitsType{N: len(x.Bits)}
	case *Int:
		return IntT
	case *String:
		return StringT
	case *List:
		return listOf(x.Elem)
	case *Dag:
		return DagT
	case *DefRef:
		return x.Def.Type()
	case *Var:
		return x.T
	case *VarBit:
		return BitT
	case *FieldRef:
		return x.T
	case *ClassInst:
		return &RecordType{Classes: []*Record{x.Class}}
	case *Op:
		return x.T
	case *FoldOp:
		return x.T
	case *CondOp:
		return x.T
	}
	return nil
}

// isConcrete reports whether v holds no unresolved reference or operator.
func isConcrete(v Value) bool {
	switch x := v.(type) {
	case *Unset, *Bit, *Int, *String, *DefRef:
		return true
	case *Bits:
		for _, b := range x.Bits {
			if !isConcrete(b) {
				return false
			}
		}
		return true
	case *List:
		for _, e := range x.Elems {
			if !isConcrete(e) {
				return false
			}
		}
		return true
	case *Dag:
		if !isConcrete(x.Op) {
			return false
		}
		for _, a := range x.Args {
			if !isConcrete(a.Value) {
				return false
			}
		}
		return true
	}
	return false
}

// isComplete reports whether v contains no `?`.
func isComplete(v Value) bool {
	switch x := v.(type) {
	case *Unset:
		return false
	case *Bits:
		for _, b := range x.Bits {
			if !isComplete(b) {
				return false
			}
		}
	case *List:
		for _, e := range x.Elems {
			if !isComplete(e) {
				return false
			}
		}
	}
	return true
}

// getBit returns bit i of v (for building bits from a wider value).
func getBit(v Value, i int) Value {
	switch x := v.(type) {
	case *Unset:
		return v
	case *Bit:
		return v
	case *Bits:
		return x.Bits[i]
	case *Int:
		return mkBit((x.V>>uint(i))&1 == 1)
	}
	if _, ok := typeOf(v).(*BitType); ok {
		return v
	}
	return &VarBit{V: v, Bit: i}
}
