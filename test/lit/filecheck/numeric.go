package filecheck

import (
	"fmt"
	"math/big"
	"strings"
)

// Numeric substitution blocks, [[#...]]: a format, an optional variable
// definition, an optional "==" constraint and an expression over literals,
// numeric variables, @LINE, + and - and the functions add, div, max, min, mul
// and sub. Values are arbitrary-precision, as LLVM 19 uses growing APInts.

type fmtKind int

const (
	fmtNone fmtKind = iota
	fmtUnsigned
	fmtSigned
	fmtHexLower
	fmtHexUpper
)

type numFormat struct {
	kind      fmtKind
	precision int
	alt       bool // "#": hex values carry a 0x prefix
}

func (f numFormat) String() string {
	switch f.kind {
	case fmtUnsigned:
		return "%u"
	case fmtSigned:
		return "%d"
	case fmtHexLower:
		return "%x"
	case fmtHexUpper:
		return "%X"
	}
	return "<none>"
}

// wildcard is the regex a definition without an expression matches.
func (f numFormat) wildcard() string {
	prefix := ""
	if f.alt {
		prefix = "0x"
	}
	digit, lead := "[0-9]", "[1-9]"
	switch f.kind {
	case fmtHexLower:
		digit, lead = "[0-9a-f]", "[1-9a-f]"
	case fmtHexUpper:
		digit, lead = "[0-9A-F]", "[1-9A-F]"
	}
	sign := ""
	if f.kind == fmtSigned {
		sign = "-?"
	}
	if f.precision > 0 {
		// At least precision digits; more only without leading zeros.
		return fmt.Sprintf("%s%s(%s%s*)?%s{%d}", prefix, sign, lead, digit, digit, f.precision)
	}
	return prefix + sign + digit + "+"
}

// text renders v in this format; negative values only fit %d.
func (f numFormat) text(v *big.Int) (string, error) {
	if f.kind != fmtSigned && v.Sign() < 0 {
		return "", errOverflow
	}
	abs := new(big.Int).Abs(v)
	var digits string
	switch f.kind {
	case fmtHexLower:
		digits = abs.Text(16)
	case fmtHexUpper:
		digits = strings.ToUpper(abs.Text(16))
	default:
		digits = abs.Text(10)
	}
	if n := f.precision - len(digits); n > 0 {
		digits = strings.Repeat("0", n) + digits
	}
	if f.alt {
		digits = "0x" + digits
	}
	if v.Sign() < 0 {
		digits = "-" + digits
	}
	return digits, nil
}

// value parses text matched by this format's wildcard.
func (f numFormat) value(s string) *big.Int {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	base := 10
	if f.kind == fmtHexLower || f.kind == fmtHexUpper {
		base = 16
		if f.alt {
			s = strings.TrimPrefix(s, "0x")
		}
	}
	v, ok := new(big.Int).SetString(s, base)
	if !ok {
		v = new(big.Int)
	}
	if neg {
		v.Neg(v)
	}
	return v
}

type overflowError struct{}

func (overflowError) Error() string { return "overflow error" }

var errOverflow = overflowError{}

// undefVarError names a variable that has no value at match time.
type undefVarError struct {
	name string
	at   loc
}

func (e undefVarError) Error() string { return "undefined variable: " + e.name }

// errList joins the errors of both operands, as LLVM reports every undefined
// variable of an expression.
type errList []error

func (e errList) Error() string { return e[0].Error() }

func joinErrs(a, b error) error {
	var out errList
	for _, e := range []error{a, b} {
		switch e := e.(type) {
		case nil:
		case errList:
			out = append(out, e...)
		default:
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// numVar is a numeric variable. A redefinition reuses the same object, so its
// first definition line stays, as in LLVM.
type numVar struct {
	name    string
	format  numFormat
	value   *big.Int // nil while undefined
	defLine int      // 0: not defined by a pattern
}

type exprNode interface {
	eval() (*big.Int, error)
	implicitFormat() (numFormat, error)
	text() string
}

type litExpr struct {
	src string
	v   *big.Int
}

func (e *litExpr) eval() (*big.Int, error)            { return e.v, nil }
func (e *litExpr) implicitFormat() (numFormat, error) { return numFormat{}, nil }
func (e *litExpr) text() string                       { return e.src }

type varExpr struct {
	v  *numVar
	at loc
}

func (e *varExpr) eval() (*big.Int, error) {
	if e.v.value == nil {
		return nil, undefVarError{e.v.name, e.at}
	}
	return e.v.value, nil
}
func (e *varExpr) implicitFormat() (numFormat, error) { return e.v.format, nil }
func (e *varExpr) text() string                       { return e.v.name }

type binExpr struct {
	src         string
	op          func(a, b *big.Int) (*big.Int, error)
	left, right exprNode
	at          loc
}

func (e *binExpr) eval() (*big.Int, error) {
	a, errA := e.left.eval()
	b, errB := e.right.eval()
	if errA != nil || errB != nil {
		return nil, joinErrs(errA, errB)
	}
	return e.op(a, b)
}

func (e *binExpr) implicitFormat() (numFormat, error) {
	l, errL := e.left.implicitFormat()
	r, errR := e.right.implicitFormat()
	if errL != nil || errR != nil {
		return numFormat{}, joinErrs(errL, errR)
	}
	if l.kind != fmtNone && r.kind != fmtNone && l != r {
		return numFormat{}, patternErr{e.at, fmt.Sprintf(
			"implicit format conflict between '%s' (%s) and '%s' (%s), need an explicit format specifier",
			e.left.text(), l, e.right.text(), r)}
	}
	if l.kind != fmtNone {
		return l, nil
	}
	return r, nil
}
func (e *binExpr) text() string { return e.src }

var numFuncs = map[string]func(a, b *big.Int) (*big.Int, error){
	"add": func(a, b *big.Int) (*big.Int, error) { return new(big.Int).Add(a, b), nil },
	"sub": func(a, b *big.Int) (*big.Int, error) { return new(big.Int).Sub(a, b), nil },
	"mul": func(a, b *big.Int) (*big.Int, error) { return new(big.Int).Mul(a, b), nil },
	"div": func(a, b *big.Int) (*big.Int, error) {
		if b.Sign() == 0 {
			return nil, errOverflow
		}
		return new(big.Int).Quo(a, b), nil
	},
	"max": func(a, b *big.Int) (*big.Int, error) {
		if a.Cmp(b) >= 0 {
			return a, nil
		}
		return b, nil
	},
	"min": func(a, b *big.Int) (*big.Int, error) {
		if a.Cmp(b) <= 0 {
			return a, nil
		}
		return b, nil
	},
}

// expression is a parsed numeric block body; ast is nil for a bare
// definition like [[#VAR:]].
type expression struct {
	ast    exprNode
	format numFormat
}

// patternErr is a diagnostic at a position of the check file.
type patternErr struct {
	at  loc
	msg string
}

func (e patternErr) Error() string { return e.msg }

// exprParser parses the body of a [[#...]] block. s is the unparsed rest and
// off its offset in the check file, so errors can point at the right column.
type exprParser struct {
	ctx    *patternContext
	src    *source
	s      string
	off    int
	line   int
	legacy bool // [[@LINE+n]]: only "@LINE", "+"/"-" and a decimal literal
}

func (p *exprParser) at() loc { return loc{p.src, p.off} }
func (p *exprParser) skip(n int) {
	p.s = p.s[n:]
	p.off += n
}
func (p *exprParser) trimSpace() {
	for len(p.s) > 0 && (p.s[0] == ' ' || p.s[0] == '\t') {
		p.skip(1)
	}
}
func (p *exprParser) errf(at loc, format string, args ...any) error {
	return patternErr{at, fmt.Sprintf(format, args...)}
}

type operandKind int

const (
	opLineVar operandKind = iota
	opLegacyLiteral
	opAny
)

func (p *exprParser) operand(kind operandKind, maybeConstraint bool) (exprNode, error) {
	if strings.HasPrefix(p.s, "(") {
		if kind != opAny {
			return nil, p.errf(p.at(), "parenthesized expression not permitted here")
		}
		return p.paren()
	}
	if kind == opLineVar || kind == opAny {
		start := p.at()
		if name, pseudo, n, err := scanVarName(p.s); err == nil {
			p.skip(n)
			rest := strings.TrimLeft(p.s, " \t")
			if strings.HasPrefix(rest, "(") {
				if kind != opAny {
					return nil, p.errf(start, "unexpected function call")
				}
				return p.call(name, start)
			}
			return p.varUse(name, pseudo, start)
		} else if kind == opLineVar {
			return nil, patternErr{start, err.Error()}
		}
	}
	start := p.at()
	save := p.s
	neg := false
	if strings.HasPrefix(p.s, "-") {
		neg = true
		p.skip(1)
	}
	base := 0
	if kind == opLegacyLiteral {
		base = 10
	}
	v, n := scanInteger(p.s, base)
	if n == 0 {
		msg := "invalid operand format"
		if maybeConstraint {
			msg = "invalid matching constraint or operand format"
		}
		return nil, p.errf(start, "%s", msg)
	}
	p.skip(n)
	if neg {
		v.Neg(v)
	}
	return &litExpr{src: save[:len(save)-len(p.s)], v: v}, nil
}

// scanInteger reads an integer; base 0 senses 0x, 0b, 0o and leading-zero
// octal prefixes. It returns the value and the bytes consumed (0 on failure).
func scanInteger(s string, base int) (*big.Int, int) {
	i := 0
	if base == 0 {
		base = 10
		switch {
		case len(s) > 1 && s[0] == '0' && (s[1]|0x20) == 'x':
			base, i = 16, 2
		case len(s) > 1 && s[0] == '0' && (s[1]|0x20) == 'b':
			base, i = 2, 2
		case len(s) > 1 && s[0] == '0' && s[1] == 'o':
			base, i = 8, 2
		case len(s) > 1 && s[0] == '0' && isDigit(s[1]):
			base, i = 8, 1
		}
	}
	j := i
	for j < len(s) && digitVal(s[j]) < base {
		j++
	}
	if j == i {
		return nil, 0
	}
	v, _ := new(big.Int).SetString(s[i:j], base)
	return v, j
}

func digitVal(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case (c|0x20) >= 'a' && (c|0x20) <= 'z':
		return int((c|0x20)-'a') + 10
	}
	return 99
}

func (p *exprParser) varUse(name string, pseudo bool, at loc) (exprNode, error) {
	if pseudo && name != "@LINE" {
		return nil, p.errf(at, "invalid pseudo numeric variable '%s'", name)
	}
	if pseudo {
		return &varExpr{v: p.ctx.lineVar, at: at}, nil
	}
	v, ok := p.ctx.numVars[name]
	if !ok {
		v = &numVar{name: name, format: numFormat{kind: fmtUnsigned}}
		p.ctx.numVars[name] = v
	}
	if v.defLine != 0 && p.line != 0 && v.defLine == p.line {
		return nil, p.errf(at, "numeric variable '%s' defined earlier in the same CHECK directive", name)
	}
	return &varExpr{v: v, at: at}, nil
}

func (p *exprParser) binop(whole string, wholeOff int, left exprNode) (exprNode, error) {
	p.trimSpace()
	if p.s == "" {
		return left, nil
	}
	opAt := p.at()
	var op func(a, b *big.Int) (*big.Int, error)
	switch p.s[0] {
	case '+':
		op = numFuncs["add"]
	case '-':
		op = numFuncs["sub"]
	default:
		return nil, p.errf(opAt, "unsupported operation '%c'", p.s[0])
	}
	p.skip(1)
	p.trimSpace()
	if p.s == "" {
		return nil, p.errf(p.at(), "missing operand in expression")
	}
	kind := opAny
	if p.legacy {
		kind = opLegacyLiteral
	}
	right, err := p.operand(kind, false)
	if err != nil {
		return nil, err
	}
	src := whole[:len(whole)-len(p.s)]
	return &binExpr{src: src, op: op, left: left, right: right, at: loc{p.src, wholeOff}}, nil
}

func (p *exprParser) paren() (exprNode, error) {
	p.skip(1)
	p.trimSpace()
	if p.s == "" {
		return nil, p.errf(p.at(), "missing operand in expression")
	}
	whole, wholeOff := p.s, p.off
	e, err := p.operand(opAny, false)
	p.trimSpace()
	for err == nil && p.s != "" && p.s[0] != ')' {
		e, err = p.binop(whole, wholeOff, e)
		p.trimSpace()
	}
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(p.s, ")") {
		return nil, p.errf(p.at(), "missing ')' at end of nested expression")
	}
	p.skip(1)
	return e, nil
}

func (p *exprParser) call(name string, at loc) (exprNode, error) {
	p.trimSpace()
	fn, ok := numFuncs[name]
	if !ok {
		return nil, p.errf(at, "call to undefined function '%s'", name)
	}
	p.skip(1) // '('
	p.trimSpace()
	var args []exprNode
	for p.s != "" && !strings.HasPrefix(p.s, ")") {
		if strings.HasPrefix(p.s, ",") {
			return nil, p.errf(p.at(), "missing argument")
		}
		whole, wholeOff := p.s, p.off
		arg, err := p.operand(opAny, false)
		for err == nil && p.s != "" {
			p.trimSpace()
			if strings.HasPrefix(p.s, ",") || strings.HasPrefix(p.s, ")") {
				break
			}
			arg, err = p.binop(whole, wholeOff, arg)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, arg)
		p.trimSpace()
		if !strings.HasPrefix(p.s, ",") {
			break
		}
		p.skip(1)
		p.trimSpace()
		if strings.HasPrefix(p.s, ")") {
			return nil, p.errf(p.at(), "missing argument")
		}
	}
	if !strings.HasPrefix(p.s, ")") {
		return nil, p.errf(p.at(), "missing ')' at end of call expression")
	}
	p.skip(1)
	if len(args) != 2 {
		return nil, p.errf(at, "function '%s' takes 2 arguments but %d given", name, len(args))
	}
	return &binExpr{src: name, op: fn, left: args[0], right: args[1], at: at}, nil
}

// parseNumericBlock parses the body of [[#...]] (without '#'). It returns the
// expression and, for a definition, the variable being defined.
func parseNumericBlock(ctx *patternContext, src *source, body string, off, line int, legacy bool) (*expression, *numVar, error) {
	p := &exprParser{ctx: ctx, src: src, s: body, off: off, line: line, legacy: legacy}
	explicit, precision, err := p.formatSpec()
	if err != nil {
		return nil, nil, err
	}
	defText, defOff, hasDef := "", 0, false
	if colon := strings.IndexByte(p.s, ':'); colon >= 0 {
		defText, defOff, hasDef = p.s[:colon], p.off, true
		p.skip(colon + 1)
	}
	ast, err := p.constrainedExpr()
	if err != nil {
		return nil, nil, err
	}
	format := explicit
	if format.kind == fmtNone && ast != nil {
		f, err := ast.implicitFormat()
		if err != nil {
			return nil, nil, err
		}
		format = f
	}
	if format.kind == fmtNone {
		format = numFormat{kind: fmtUnsigned, precision: precision}
	}
	expr := &expression{ast: ast, format: format}
	if !hasDef {
		return expr, nil, nil
	}
	v, err := p.defineVar(defText, defOff, format)
	if err != nil {
		return nil, nil, err
	}
	return expr, v, nil
}

// formatSpec parses the optional leading "%[#][.precision]<u|d|x|X>," of a numeric
// block. It returns the explicit format (kind fmtNone when there is none) and the
// precision, which also applies to the default format when no kind is given.
func (p *exprParser) formatSpec() (numFormat, int, error) {
	var explicit numFormat
	precision := 0
	comma := strings.IndexByte(p.s, ',')
	paren := strings.IndexByte(p.s, '(')
	if comma < 0 || (paren >= 0 && paren < comma) {
		return explicit, precision, nil // a comma inside a call's arguments is no spec
	}
	src := p.src
	spec := strings.TrimRight(p.s[:comma], " \t")
	specOff := p.off
	for len(spec) > 0 && (spec[0] == ' ' || spec[0] == '\t') {
		spec, specOff = spec[1:], specOff+1
	}
	p.skip(comma + 1)
	if !strings.HasPrefix(spec, "%") {
		return explicit, 0, p.errf(loc{src, specOff}, "invalid matching format specification in expression")
	}
	spec, specOff = spec[1:], specOff+1
	altAt := loc{src, specOff}
	alt := strings.HasPrefix(spec, "#")
	if alt {
		spec, specOff = spec[1:], specOff+1
	}
	if strings.HasPrefix(spec, ".") {
		spec, specOff = spec[1:], specOff+1
		v, n := scanInteger(spec, 10)
		if n == 0 {
			return explicit, 0, p.errf(loc{src, specOff}, "invalid precision in format specifier")
		}
		precision = int(v.Int64())
		spec, specOff = spec[n:], specOff+n
	}
	if spec != "" {
		switch spec[0] {
		case 'u':
			explicit = numFormat{kind: fmtUnsigned, precision: precision}
		case 'd':
			explicit = numFormat{kind: fmtSigned, precision: precision}
		case 'x':
			explicit = numFormat{kind: fmtHexLower, precision: precision, alt: alt}
		case 'X':
			explicit = numFormat{kind: fmtHexUpper, precision: precision, alt: alt}
		default:
			return explicit, 0, p.errf(loc{src, specOff}, "invalid format specifier in expression")
		}
		spec, specOff = spec[1:], specOff+1
	}
	if alt && explicit.kind != fmtHexLower && explicit.kind != fmtHexUpper {
		return explicit, 0, p.errf(altAt, "alternate form only supported for hex values")
	}
	for len(spec) > 0 && (spec[0] == ' ' || spec[0] == '\t') {
		spec, specOff = spec[1:], specOff+1
	}
	if spec != "" {
		return explicit, 0, p.errf(loc{src, specOff}, "invalid matching format specification in expression")
	}
	return explicit, precision, nil
}

// constrainedExpr parses what follows the definition: an optional "==" constraint
// and the expression, which may be empty (nil) unless there is a constraint.
func (p *exprParser) constrainedExpr() (exprNode, error) {
	p.trimSpace()
	constraint := false
	if strings.HasPrefix(p.s, "==") {
		constraint = true
		p.skip(2)
	}
	p.trimSpace()
	if p.s == "" {
		if constraint {
			return nil, p.errf(p.at(), "empty numeric expression should not have a constraint")
		}
		return nil, nil
	}
	p.s = strings.TrimRight(p.s, " \t")
	whole, wholeOff := p.s, p.off
	kind := opAny
	if p.legacy {
		kind = opLineVar
	}
	e, err := p.operand(kind, !constraint)
	for err == nil && p.s != "" {
		e, err = p.binop(whole, wholeOff, e)
		if err == nil && p.legacy && p.s != "" {
			return nil, p.errf(p.at(), "unexpected characters at end of expression '%s'", p.s)
		}
	}
	if err != nil {
		return nil, err
	}
	return e, nil
}

// defineVar checks the name before the ':' of a definition and returns its
// variable, new or (with the same format) the one defined earlier.
func (p *exprParser) defineVar(defText string, defOff int, format numFormat) (*numVar, error) {
	src, ctx := p.src, p.ctx
	for len(defText) > 0 && (defText[0] == ' ' || defText[0] == '\t') {
		defText, defOff = defText[1:], defOff+1
	}
	name, pseudo, n, err := scanVarName(defText)
	if err != nil {
		return nil, patternErr{loc{src, defOff}, err.Error()}
	}
	if pseudo {
		return nil, p.errf(loc{src, defOff}, "definition of pseudo numeric variable unsupported")
	}
	if ctx.definedStr[name] {
		return nil, p.errf(loc{src, defOff}, "string variable with name '%s' already exists", name)
	}
	rest := strings.TrimLeft(defText[n:], " \t")
	restOff := defOff + len(defText) - len(rest)
	if rest != "" {
		return nil, p.errf(loc{src, restOff}, "unexpected characters after numeric variable name")
	}
	v, ok := ctx.numVars[name]
	if ok {
		if v.format != format {
			return nil, p.errf(loc{src, restOff}, "format different from previous variable definition")
		}
	} else {
		v = &numVar{name: name, format: format, defLine: p.line}
		ctx.numVars[name] = v
	}
	return v, nil
}

// scanVarName reads a variable name: an optional '$' (global) or '@'
// (pseudo) followed by [a-zA-Z_][a-zA-Z0-9_]*. n is the length consumed.
func scanVarName(s string) (name string, pseudo bool, n int, err error) {
	if s == "" {
		return "", false, 0, fmt.Errorf("empty variable name")
	}
	i := 0
	pseudo = s[0] == '@'
	if s[0] == '$' || pseudo {
		i++
	}
	if i == len(s) {
		return "", false, 0, fmt.Errorf("empty variable name")
	}
	if !isAlpha(s[i]) && s[i] != '_' {
		return "", false, 0, fmt.Errorf("invalid variable name")
	}
	for i++; i < len(s) && (isAlpha(s[i]) || isDigit(s[i]) || s[i] == '_'); i++ {
	}
	return s[:i], pseudo, i, nil
}
