package tablegen

import (
	"math/bits"
	"strings"
)

// foldUnary folds the one-operand operators on values: !not, !head, !tail, !size, !empty,
// !getdagop, !tolower, !toupper, !logtwo and !repr; it returns o when they do not fold yet.
func (rk *RecordKeeper) foldUnary(o *Op, cur *Record) Value {
	a := o.Args
	switch o.Kind {
	case "not":
		if n, ok := toInt(a[0]); ok {
			if n == 0 {
				return &Int{1}
			}
			return &Int{0}
		}
	case "head", "tail":
		if l, ok := a[0].(*List); ok {
			if len(l.Elems) == 0 {
				rk.foldErr(cur, "empty list argument in !%s", o.Kind)
			}
			if o.Kind == "head" {
				return l.Elems[0]
			}
			return &List{Elems: l.Elems[1:], Elem: l.Elem}
		}
	case "size":
		switch x := a[0].(type) {
		case *List:
			return &Int{int64(len(x.Elems))}
		case *Dag:
			return &Int{int64(len(x.Args))}
		case *String:
			return &Int{int64(len(x.V))}
		}
	case "empty":
		switch x := a[0].(type) {
		case *List:
			return boolInt(len(x.Elems) == 0)
		case *Dag:
			return boolInt(len(x.Args) == 0)
		case *String:
			return boolInt(x.V == "")
		}
	case "getdagop":
		if d, ok := a[0].(*Dag); ok {
			if dr, ok := d.Op.(*DefRef); ok {
				if rt, ok := o.T.(*RecordType); ok && !recordTypeIsA(dr.Def.Type(), rt) {
					rk.foldErr(cur, "Expected type '%s', got '%s' in: %s", o.T, dr.Def.Type(), o)
				}
				return dr
			}
		}
	case "tolower", "toupper":
		if s, ok := a[0].(*String); ok {
			if o.Kind == "tolower" {
				return mkStr(strings.ToLower(s.V))
			}
			return mkStr(strings.ToUpper(s.V))
		}
	case "logtwo":
		if n, ok := toInt(a[0]); ok {
			if n <= 0 {
				rk.foldErr(cur, "Illegal operation: logtwo is undefined on arguments less than or equal to 0")
			}
			return &Int{int64(63 - bits.LeadingZeros64(uint64(n)))}
		}
	case "repr":
		// A record is represented by its whole --print-records text, as llvm-tblgen's
		// !repr does; every other value by its own printed form.
		if d, ok := a[0].(*DefRef); ok && d.Def != nil {
			return mkStr(d.Def.String())
		}
		if isConcrete(a[0]) {
			return mkStr(a[0].String())
		}
	}
	return o
}

// foldTypeQuery folds !isa, !exists and !initialized, which ask about types and records;
// it returns o when the answer is not known yet.
func (rk *RecordKeeper) foldTypeQuery(o *Op, cur *Record, final bool) Value {
	a := o.Args
	switch o.Kind {
	case "isa":
		if t := typeOf(a[0]); t != nil {
			if convertible(t, o.TArg) {
				return &Int{1}
			}
			if _, ok := o.TArg.(*RecordType); !ok {
				return &Int{0}
			}
			if _, isDef := a[0].(*DefRef); isDef || !convertible(o.TArg, t) {
				return &Int{0}
			}
		}
	case "exists":
		if s, ok := a[0].(*String); ok {
			if d := rk.defs[s.V]; d != nil {
				return boolInt(typeIsA(d.Type(), o.TArg))
			}
			if cur != nil && s.V == cur.Name {
				if !final {
					return o
				}
				return boolInt(typeIsA(cur.Type(), o.TArg))
			}
			if final {
				return &Int{0}
			}
		}
	case "initialized":
		if _, ok := a[0].(*Unset); ok {
			return &Int{0}
		}
		if isConcrete(a[0]) {
			return &Int{1}
		}
	}
	return o
}
