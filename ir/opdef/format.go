package opdef

import (
	"fmt"
	"strings"
)

type elemKind uint8

const (
	eLiteral   elemKind = iota
	eOperand            // $operand group
	eResultRef          // $result (only inside type())
	eAttr
	eRegion
	eSuccessor
	eOperands // `operands`
	eResults  // `results` (only inside type()/functional-type())
	eRegions
	eSuccessors
	eType       // type(x)
	eFuncType   // functional-type(a, b)
	eAttrDict   // attr-dict
	eAttrDictKw // attr-dict-with-keyword
	eOptional   // ( ... )? with optional else
	eCustom     // custom<Name>(args)
)

type elem struct {
	kind      elemKind
	text      string // literal text, custom name, or variable name
	index     int    // operand/result/attr/region/successor index
	sub       []*elem
	elseSub   []*elem
	anchor    *elem
	qualified bool
	// pairPunct, on an optional group `(P $a^)?` followed by `P $b` ($b a single
	// operand), is P: the group is present only when two `P %x` pairs come next.
	pairPunct string
	// commaAfter, on an operand list, says a `,` literal of the format may follow it: the
	// list then ends before a comma not followed by an SSA use. Otherwise the list reads
	// every comma as MLIR's does, so `%a, 1` is an "expected SSA operand" error.
	commaAfter bool
}

type formatTree struct {
	elems []*elem
}

type fmtLexer struct {
	s   string
	pos int
}

func (l *fmtLexer) skip() {
	for l.pos < len(l.s) && (l.s[l.pos] == ' ' || l.s[l.pos] == '\n' || l.s[l.pos] == '\t') {
		l.pos++
	}
}

// next returns the next token: a backtick literal (with backticks), $name, identifier, or
// one punctuation character.
func (l *fmtLexer) next() string {
	l.skip()
	if l.pos >= len(l.s) {
		return ""
	}
	c := l.s[l.pos]
	start := l.pos
	switch {
	case c == '`':
		l.pos++
		for l.pos < len(l.s) && l.s[l.pos] != '`' {
			l.pos++
		}
		l.pos++
		return l.s[start:l.pos]
	case c == '$' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		l.pos++
		for l.pos < len(l.s) {
			d := l.s[l.pos]
			if d == '_' || d == '-' || d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d >= '0' && d <= '9' {
				l.pos++
				continue
			}
			break
		}
		return l.s[start:l.pos]
	}
	l.pos++
	return l.s[start:l.pos]
}

func (l *fmtLexer) peek() string {
	save := l.pos
	t := l.next()
	l.pos = save
	return t
}

func parseFormat(d *Op, s string) (*formatTree, error) {
	l := &fmtLexer{s: s}
	elems, err := parseElems(d, l, "")
	if err != nil {
		return nil, err
	}
	if t := l.next(); t != "" {
		return nil, fmt.Errorf("unexpected %q", t)
	}
	markPairGroups(d, elems)
	markCommaAfter(elems, nil)
	return &formatTree{elems: elems}, nil
}

// markCommaAfter sets commaAfter on the operand lists of es, after which come the elements
// of after (those following the enclosing group).
func markCommaAfter(es, after []*elem) {
	for i, e := range es {
		rest := append(parsable(es[i+1:]), after...)
		switch e.kind {
		case eOperand, eOperands:
			e.commaAfter = mayStartWithComma(rest)
		case eOptional:
			markCommaAfter(e.sub, rest)
			markCommaAfter(e.elseSub, rest)
		}
	}
}

// mayStartWithComma reports whether the text of es may start with a `,` literal.
func mayStartWithComma(es []*elem) bool {
	for _, e := range es {
		switch e.kind {
		case eLiteral:
			return e.text == ","
		case eOptional, eAttrDict, eAttrDictKw:
			if e.kind == eOptional && (mayStartWithComma(parsable(e.sub)) || mayStartWithComma(parsable(e.elseSub))) {
				return true
			}
			continue // absent, what follows comes first
		}
		return false
	}
	return false
}

// markPairGroups sets pairPunct on the optional groups of es (and of nested lists) whose
// presence MLIR's one-token test cannot tell: `$x (`,` $y^)? `,` $z` prints `%x, %z`
// without $y, which that test would read as $y followed by a missing $z. Looking one
// `, %v` pair further decides it, so every printed form parses back.
func markPairGroups(d *Op, es []*elem) {
	for i, e := range es {
		if e.kind != eOptional {
			continue
		}
		markPairGroups(d, e.sub)
		markPairGroups(d, e.elseSub)
		if len(e.elseSub) > 0 {
			continue
		}
		in, after := parsable(e.sub), parsable(es[i+1:])
		if len(in) != 2 || len(after) < 2 || in[0].kind != eLiteral || !isPunctLiteral(in[0].text) ||
			in[1].kind != eOperand || after[0].kind != eLiteral || after[0].text != in[0].text ||
			after[1].kind != eOperand || d.Operands[after[1].index].Kind != Single {
			continue
		}
		e.pairPunct = in[0].text
	}
}

// parsable drops the whitespace literals of es.
func parsable(es []*elem) []*elem {
	var out []*elem
	for _, e := range es {
		if e.kind != eLiteral || e.text != "" && e.text != " " && e.text != "\\n" {
			out = append(out, e)
		}
	}
	return out
}

func parseElems(d *Op, l *fmtLexer, stop string) ([]*elem, error) {
	var out []*elem
	for {
		t := l.peek()
		if t == "" || t == stop || t == ")" && stop == ")" || t == ":" && stop == ":" {
			return out, nil
		}
		e, err := parseElem(d, l, false)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
}

func parseElem(d *Op, l *fmtLexer, inType bool) (*elem, error) {
	t := l.next()
	switch {
	case strings.HasPrefix(t, "`"):
		return &elem{kind: eLiteral, text: strings.Trim(t, "`")}, nil
	case strings.HasPrefix(t, "$"):
		return varElem(d, t[1:], inType)
	case t == "(":
		return parseOptional(d, l)
	case t == "operands":
		return &elem{kind: eOperands}, nil
	case t == "results":
		return &elem{kind: eResults}, nil
	case t == "regions":
		return &elem{kind: eRegions}, nil
	case t == "successors":
		return &elem{kind: eSuccessors}, nil
	case t == "attr-dict":
		return &elem{kind: eAttrDict}, nil
	case t == "attr-dict-with-keyword":
		return &elem{kind: eAttrDictKw}, nil
	case t == "type", t == "qualified", t == "ref":
		if l.next() != "(" {
			return nil, fmt.Errorf("expected '(' after %s", t)
		}
		var e *elem
		var err error
		if t == "type" {
			target, err2 := parseElem(d, l, true)
			if err2 != nil {
				return nil, err2
			}
			e = &elem{kind: eType, sub: []*elem{target}}
		} else if t == "qualified" {
			e, err = parseElem(d, l, inType)
			if err != nil {
				return nil, err
			}
			e.qualified = true
		} else {
			e, err = parseElem(d, l, inType)
			if err != nil {
				return nil, err
			}
		}
		if l.next() != ")" {
			return nil, fmt.Errorf("expected ')' after %s(...)", t)
		}
		return e, nil
	case t == "functional-type":
		if l.next() != "(" {
			return nil, fmt.Errorf("expected '(' after functional-type")
		}
		a, err := parseElem(d, l, true)
		if err != nil {
			return nil, err
		}
		if l.next() != "," {
			return nil, fmt.Errorf("expected ',' in functional-type")
		}
		b, err := parseElem(d, l, true)
		if err != nil {
			return nil, err
		}
		if l.next() != ")" {
			return nil, fmt.Errorf("expected ')' after functional-type")
		}
		return &elem{kind: eFuncType, sub: []*elem{a, b}}, nil
	case t == "custom":
		if l.next() != "<" {
			return nil, fmt.Errorf("expected '<' after custom")
		}
		name := l.next()
		if l.next() != ">" || l.next() != "(" {
			return nil, fmt.Errorf("malformed custom directive")
		}
		e := &elem{kind: eCustom, text: name}
		for l.peek() != ")" {
			a, err := parseElem(d, l, true)
			if err != nil {
				return nil, err
			}
			e.sub = append(e.sub, a)
			if l.peek() == "," {
				l.next()
			}
		}
		l.next()
		return e, nil
	}
	return nil, fmt.Errorf("unexpected token %q", t)
}

func varElem(d *Op, name string, inType bool) (*elem, error) {
	if i := d.OperandIndex(name); i >= 0 {
		return &elem{kind: eOperand, text: name, index: i}, nil
	}
	if i := d.attrIndex(name); i >= 0 {
		return &elem{kind: eAttr, text: name, index: i}, nil
	}
	if i := d.regionIndex(name); i >= 0 {
		return &elem{kind: eRegion, text: name, index: i}, nil
	}
	if i := d.successorIndex(name); i >= 0 {
		return &elem{kind: eSuccessor, text: name, index: i}, nil
	}
	if i := d.resultIndex(name); i >= 0 {
		return &elem{kind: eResultRef, text: name, index: i}, nil
	}
	return nil, fmt.Errorf("unknown variable $%s", name)
}

// parseOptional parses the rest of `( elems )?` or `( elems ) : ( else )?` after '('.
func parseOptional(d *Op, l *fmtLexer) (*elem, error) {
	e := &elem{kind: eOptional}
	for l.peek() != ")" {
		if l.peek() == "" {
			return nil, fmt.Errorf("unterminated optional group")
		}
		x, err := parseElem(d, l, false)
		if err != nil {
			return nil, err
		}
		if l.peek() == "^" {
			l.next()
			e.anchor = x
		}
		e.sub = append(e.sub, x)
	}
	l.next()
	if l.peek() == ":" {
		l.next()
		if l.next() != "(" {
			return nil, fmt.Errorf("expected '(' for optional else group")
		}
		for l.peek() != ")" {
			x, err := parseElem(d, l, false)
			if err != nil {
				return nil, err
			}
			if l.peek() == "^" {
				l.next()
			}
			e.elseSub = append(e.elseSub, x)
		}
		l.next()
	}
	if l.next() != "?" {
		return nil, fmt.Errorf("expected '?' after optional group")
	}
	if e.anchor == nil {
		// MLIR requires an anchor; default to the first variable for robustness.
		for _, x := range e.sub {
			if x.kind != eLiteral {
				e.anchor = x
				break
			}
		}
	}
	return e, nil
}
