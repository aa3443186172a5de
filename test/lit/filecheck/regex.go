package filecheck

import (
	"fmt"
	"regexp"
	"strings"
)

// LLVM's FileCheck compiles {{...}} blocks with LLVM's own regex library: a
// POSIX extended-regex engine with REG_NEWLINE semantics and back-references
// that works on bytes. Go's regexp speaks a different dialect (\d, lazy
// quantifiers, escapes inside brackets) and works on runes, so handing it the
// text directly would silently change verdicts. We parse the LLVM dialect
// into a small tree, reject what LLVM rejects with LLVM's messages, and then
// either emit an equivalent Go pattern or, when Go cannot express the tree
// (back-references, word boundaries), match with a byte-level backtracking
// engine. Go patterns see bytes >= 0x80 as private-use runes (byteRune), and
// inputs holding such bytes are recoded the same way before matching, so
// that "." matches one byte, as in LLVM.

type rxKind int

const (
	rxLit     rxKind = iota // one byte
	rxAny                   // any byte but newline
	rxSet                   // bracket expression
	rxBOL                   // ^
	rxEOL                   // $
	rxBOW                   // [[:<:]]
	rxEOW                   // [[:>:]]
	rxGroup                 // capturing ( ... ); an empty group has no sub
	rxBackref               // \1 .. \9
	rxConcat
	rxAlt
	rxRepeat // sub[0]{min,max}; max < 0 means unbounded
)

type rxNode struct {
	kind     rxKind
	c        byte
	set      *[256]bool
	sub      []*rxNode
	min, max int
	group    int
}

// regexError carries the message LLVM's regerror() gives for a code, so that
// "invalid regex: ..." diagnostics read the same as LLVM's.
type regexError string

func (e regexError) Error() string { return string(e) }

const (
	errEmpty   regexError = "empty (sub)expression"
	errBadRpt  regexError = "repetition-operator operand invalid"
	errParen   regexError = "parentheses not balanced"
	errBrack   regexError = "brackets ([ ]) not balanced"
	errBrace   regexError = "braces not balanced"
	errBadBr   regexError = "invalid repetition count(s)"
	errRange   regexError = "invalid character range"
	errCtype   regexError = "invalid character class"
	errCollate regexError = "invalid collating element"
	errEscape  regexError = "trailing backslash (\\)"
	errSubreg  regexError = "invalid backreference number"
)

const dupMax = 255 // the engine's RE_DUP_MAX

type rxParser struct {
	s      string
	i      int
	err    error
	groups int
	closed [10]bool // which of groups 1..9 are complete, for back-references
}

func (p *rxParser) more() bool  { return p.err == nil && p.i < len(p.s) }
func (p *rxParser) more2() bool { return p.err == nil && p.i+1 < len(p.s) }
func (p *rxParser) peek() byte  { return p.s[p.i] }
func (p *rxParser) peek2() byte { return p.s[p.i+1] }
func (p *rxParser) fail(e regexError) {
	if p.err == nil {
		p.err = e
	}
	p.i = len(p.s)
}
func (p *rxParser) eat(c byte) bool {
	if p.more() && p.peek() == c {
		p.i++
		return true
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseRegex parses an LLVM extended regular expression. It returns the tree
// and the number of capture groups.
func parseRegex(s string) (*rxNode, int, error) {
	p := &rxParser{s: s}
	n := p.ere(0)
	if p.err != nil {
		return nil, 0, p.err
	}
	return n, p.groups, nil
}

// ere parses alternatives up to stop (0: end of input). Every branch must be
// non-empty, as in the POSIX engine.
func (p *rxParser) ere(stop byte) *rxNode {
	var alts []*rxNode
	for {
		var seq []*rxNode
		for p.more() && p.peek() != '|' && (stop == 0 || p.peek() != stop) {
			seq = append(seq, p.exp())
		}
		if p.err != nil {
			return nil
		}
		if len(seq) == 0 {
			p.fail(errEmpty)
			return nil
		}
		alts = append(alts, &rxNode{kind: rxConcat, sub: seq})
		if !p.eat('|') {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &rxNode{kind: rxAlt, sub: alts}
}

func isRepStart(p *rxParser) bool {
	if !p.more() {
		return false
	}
	c := p.peek()
	return c == '*' || c == '+' || c == '?' || (c == '{' && p.more2() && isDigit(p.peek2()))
}

// exp parses one atom and an optional repetition.
func (p *rxParser) exp() *rxNode {
	atom, wasCaret := p.atom()
	if p.err != nil {
		return nil
	}
	if !isRepStart(p) {
		return atom
	}
	r := p.s[p.i]
	p.i++
	if wasCaret {
		p.fail(errBadRpt)
		return nil
	}
	rep := &rxNode{kind: rxRepeat, sub: []*rxNode{atom}}
	switch r {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		if !p.bounds(rep) {
			return nil
		}
	}
	if isRepStart(p) {
		p.fail(errBadRpt)
		return nil
	}
	return rep
}

// atom parses one atom; the caller checks p.err. wasCaret reports a '^', which
// the engine does not let a repetition follow.
func (p *rxParser) atom() (atom *rxNode, wasCaret bool) {
	c := p.s[p.i]
	p.i++
	switch c {
	case '(':
		return p.group(), false
	case ')':
		p.fail(errParen)
	case '|':
		p.fail(errEmpty)
	case '*', '+', '?':
		p.fail(errBadRpt)
	case '{':
		if p.more() && isDigit(p.peek()) {
			p.fail(errBadRpt)
			return nil, false
		}
		return &rxNode{kind: rxLit, c: c}, false
	case '^':
		return &rxNode{kind: rxBOL}, true
	case '$':
		return &rxNode{kind: rxEOL}, false
	case '.':
		return &rxNode{kind: rxAny}, false
	case '[':
		return p.bracket(), false
	case '\\':
		return p.escape(), false
	default:
		return &rxNode{kind: rxLit, c: c}, false
	}
	return nil, false
}

// group parses a capturing group; the '(' is already consumed.
func (p *rxParser) group() *rxNode {
	if !p.more() {
		p.fail(errParen)
		return nil
	}
	p.groups++
	g := p.groups
	atom := &rxNode{kind: rxGroup, group: g}
	if !(p.more() && p.peek() == ')') {
		atom.sub = []*rxNode{p.ere(')')}
	}
	if g < len(p.closed) {
		p.closed[g] = true
	}
	if !p.eat(')') {
		p.fail(errParen)
		return nil
	}
	return atom
}

// escape parses what follows a backslash: a back-reference \1..\9 to a group
// already closed, or the next byte taken literally.
func (p *rxParser) escape() *rxNode {
	if !p.more() {
		p.fail(errEscape)
		return nil
	}
	e := p.s[p.i]
	p.i++
	if e >= '1' && e <= '9' {
		n := int(e - '0')
		if !p.closed[n] {
			p.fail(errSubreg)
			return nil
		}
		return &rxNode{kind: rxBackref, group: n}
	}
	return &rxNode{kind: rxLit, c: e}
}

// bounds parses the "m}", "m,}" or "m,n}" of a {...} repetition into rep; it
// reports false after failing.
func (p *rxParser) bounds(rep *rxNode) bool {
	rep.min = p.count()
	if p.eat(',') {
		if p.more() && isDigit(p.peek()) {
			rep.max = p.count()
			if rep.min > rep.max {
				p.fail(errBadBr)
			}
		} else {
			rep.max = -1
		}
	} else {
		rep.max = rep.min
	}
	if p.err != nil {
		return false
	}
	if !p.eat('}') {
		for p.more() && p.peek() != '}' {
			p.i++
		}
		if !p.more() {
			p.fail(errBrace)
		}
		p.fail(errBadBr)
		return false
	}
	return true
}

func (p *rxParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= dupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		digits++
	}
	if digits == 0 || n > dupMax {
		p.fail(errBadBr)
	}
	return n
}

var posixClasses = map[string]func(b byte) bool{
	"alnum":  func(b byte) bool { return isAlpha(b) || isDigit(b) },
	"alpha":  isAlpha,
	"blank":  func(b byte) bool { return b == ' ' || b == '\t' },
	"cntrl":  func(b byte) bool { return b < 32 || b == 127 },
	"digit":  isDigit,
	"graph":  func(b byte) bool { return b > 32 && b < 127 },
	"lower":  func(b byte) bool { return b >= 'a' && b <= 'z' },
	"print":  func(b byte) bool { return b >= 32 && b < 127 },
	"punct":  func(b byte) bool { return b > 32 && b < 127 && !isAlpha(b) && !isDigit(b) },
	"space":  func(b byte) bool { return b == ' ' || (b >= '\t' && b <= '\r') },
	"upper":  func(b byte) bool { return b >= 'A' && b <= 'Z' },
	"xdigit": func(b byte) bool { return isDigit(b) || (b|0x20 >= 'a' && b|0x20 <= 'f') },
}

func isAlpha(b byte) bool { return (b|0x20) >= 'a' && (b|0x20) <= 'z' }

// bracket parses a bracket expression; the '[' is already consumed. Inside
// brackets a backslash is an ordinary character (POSIX), unlike in Go.
func (p *rxParser) bracket() *rxNode {
	if strings.HasPrefix(p.s[p.i:], "[:<:]]") {
		p.i += 6
		return &rxNode{kind: rxBOW}
	}
	if strings.HasPrefix(p.s[p.i:], "[:>:]]") {
		p.i += 6
		return &rxNode{kind: rxEOW}
	}
	var set [256]bool
	invert := p.eat('^')
	if p.eat(']') {
		set[']'] = true
	} else if p.eat('-') {
		set['-'] = true
	}
	for p.more() && p.peek() != ']' && !(p.peek() == '-' && p.more2() && p.peek2() == ']') {
		p.bracketTerm(&set)
	}
	if p.eat('-') {
		set['-'] = true
	}
	if !p.eat(']') {
		p.fail(errBrack)
		return nil
	}
	if invert {
		for i := range set {
			set[i] = !set[i]
		}
		set['\n'] = false // REG_NEWLINE: a negated set never matches a newline
	}
	return &rxNode{kind: rxSet, set: &set}
}

func (p *rxParser) bracketTerm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		if p.more2() {
			c = p.peek2()
		}
	case '-':
		p.fail(errRange)
		return
	}
	switch c {
	case ':':
		p.i += 2
		if !p.more() {
			p.fail(errBrack)
			return
		}
		if p.peek() == '-' || p.peek() == ']' {
			p.fail(errCtype)
			return
		}
		start := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		fn, ok := posixClasses[p.s[start:p.i]]
		if !ok {
			p.fail(errCtype)
			return
		}
		for i := 0; i < 256; i++ {
			if fn(byte(i)) {
				set[i] = true
			}
		}
		if !p.more() {
			p.fail(errBrack)
			return
		}
		if !strings.HasPrefix(p.s[p.i:], ":]") {
			p.fail(errCtype)
			return
		}
		p.i += 2
	case '=':
		p.i += 2
		if !p.more() {
			p.fail(errBrack)
			return
		}
		if p.peek() == '-' || p.peek() == ']' {
			p.fail(errCollate)
			return
		}
		e := p.collElem('=')
		if p.err != nil {
			return
		}
		set[e] = true
		if !strings.HasPrefix(p.s[p.i:], "=]") {
			p.fail(errCollate)
			return
		}
		p.i += 2
	default:
		start := p.symbol()
		finish := start
		if p.more() && p.peek() == '-' && p.more2() && p.peek2() != ']' {
			p.i++
			if p.eat('-') {
				finish = '-'
			} else {
				finish = p.symbol()
			}
		}
		if p.err != nil {
			return
		}
		if start > finish {
			p.fail(errRange)
			return
		}
		for i := int(start); i <= int(finish); i++ {
			set[i] = true
		}
	}
}

// symbol reads one bracket character, or a collating symbol [.x.].
func (p *rxParser) symbol() byte {
	if !p.more() {
		p.fail(errBrack)
		return 0
	}
	if strings.HasPrefix(p.s[p.i:], "[.") {
		p.i += 2
		c := p.collElem('.')
		if !strings.HasPrefix(p.s[p.i:], ".]") {
			p.fail(errCollate)
			return 0
		}
		p.i += 2
		return c
	}
	c := p.s[p.i]
	p.i++
	return c
}

// collElem reads a collating element up to "<end>]". Only single characters
// and a few names are supported; the engine's full name table is rarely used.
func (p *rxParser) collElem(end byte) byte {
	start := p.i
	for p.more() && !(p.peek() == end && p.more2() && p.peek2() == ']') {
		p.i++
	}
	if !p.more() {
		p.fail(errBrack)
		return 0
	}
	name := p.s[start:p.i]
	if len(name) == 1 {
		return name[0]
	}
	if c, ok := collNames[name]; ok {
		return c
	}
	p.fail(errCollate)
	return 0
}

var collNames = map[string]byte{
	"NUL": 0, "tab": '\t', "newline": '\n', "space": ' ', "hyphen": '-',
	"hyphen-minus": '-', "period": '.', "full-stop": '.', "slash": '/',
	"backslash": '\\', "reverse-solidus": '\\', "left-square-bracket": '[',
	"right-square-bracket": ']', "circumflex": '^', "underscore": '_',
	"low-line": '_', "left-parenthesis": '(', "right-parenthesis": ')',
	"comma": ',', "colon": ':', "semicolon": ';', "asterisk": '*',
	"plus-sign": '+', "question-mark": '?', "vertical-line": '|',
	"left-brace": '{', "left-curly-bracket": '{', "right-brace": '}',
	"right-curly-bracket": '}', "dollar-sign": '$', "number-sign": '#',
}

// toGo renders the tree as a Go regexp pattern. ok is false when Go cannot
// express it faithfully.
func toGo(n *rxNode) (string, bool) {
	var b strings.Builder
	ok := emitGo(&b, n)
	return b.String(), ok
}

func emitGo(b *strings.Builder, n *rxNode) bool {
	switch n.kind {
	case rxLit:
		if n.c >= 0x80 {
			fmt.Fprintf(b, `\x{%x}`, byteRune(n.c))
		} else {
			b.WriteString(regexp.QuoteMeta(string(n.c)))
		}
	case rxAny:
		b.WriteString(`[^\n]`)
	case rxSet:
		return emitSet(b, n.set)
	case rxBOL:
		b.WriteString(`(?m:^)`)
	case rxEOL:
		b.WriteString(`(?m:$)`)
	case rxBOW, rxEOW, rxBackref:
		return false
	case rxGroup:
		b.WriteByte('(')
		for _, s := range n.sub {
			if !emitGo(b, s) {
				return false
			}
		}
		b.WriteByte(')')
	case rxConcat:
		for _, s := range n.sub {
			if !emitGo(b, s) {
				return false
			}
		}
	case rxAlt:
		b.WriteString("(?:")
		for i, s := range n.sub {
			if i > 0 {
				b.WriteByte('|')
			}
			if !emitGo(b, s) {
				return false
			}
		}
		b.WriteByte(')')
	case rxRepeat:
		b.WriteString("(?:")
		if !emitGo(b, n.sub[0]) {
			return false
		}
		b.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			b.WriteByte('*')
		case n.min == 1 && n.max < 0:
			b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			b.WriteByte('?')
		case n.max < 0:
			fmt.Fprintf(b, "{%d,}", n.min)
		case n.min == n.max:
			fmt.Fprintf(b, "{%d}", n.min)
		default:
			fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
		}
	}
	return true
}

// byteRune is the rune that stands for byte c >= 0x80 in Go patterns and
// recoded inputs: U+E000 + c, in the private use area.
func byteRune(c byte) rune { return 0xE000 + rune(c) }

// emitSet writes a byte set as a Go class, high bytes as their byteRunes.
func emitSet(b *strings.Builder, set *[256]bool) bool {
	b.WriteByte('[')
	empty := true
	for i := 0; i < 256; {
		if !set[i] {
			i++
			continue
		}
		j := i
		for j+1 < 256 && set[j+1] && (j+1 < 0x80) == (i < 0x80) {
			j++
		}
		empty = false
		lo, hi := rune(i), rune(j)
		if i >= 0x80 {
			lo, hi = byteRune(byte(i)), byteRune(byte(j))
		}
		if lo == hi {
			fmt.Fprintf(b, `\x{%x}`, lo)
		} else {
			fmt.Fprintf(b, `\x{%x}-\x{%x}`, lo, hi)
		}
		i = j + 1
	}
	if empty {
		// Go has no empty class; this one matches nothing.
		b.WriteString(`^\x00-\x{10ffff}`)
	}
	b.WriteByte(']')
	return true
}
