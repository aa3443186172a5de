package filecheck

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// checkKind is the directive a pattern came from.
type checkKind int

const (
	ckNone checkKind = iota
	ckPlain
	ckNext
	ckSame
	ckNot
	ckDAG
	ckLabel
	ckEmpty
	ckComment
	ckEOF // the implicit pattern that carries trailing NOT/DAG checks
	ckMisspelled
	ckBadNot
	ckBadCount
)

// checkType is a directive kind plus its modifiers.
type checkType struct {
	kind    checkKind
	count   int // CHECK-COUNT-n; 1 otherwise
	literal bool
}

// describe names the directive as diagnostics do, e.g. "CHECK-NEXT".
func (t checkType) describe(prefix string) string {
	mod := ""
	if t.literal {
		mod = "{LITERAL}"
	}
	switch t.kind {
	case ckPlain:
		if t.count > 1 {
			return prefix + "-COUNT" + mod
		}
		return prefix + mod
	case ckNext:
		return prefix + "-NEXT" + mod
	case ckSame:
		return prefix + "-SAME" + mod
	case ckNot:
		return prefix + "-NOT" + mod
	case ckDAG:
		return prefix + "-DAG" + mod
	case ckLabel:
		return prefix + "-LABEL" + mod
	case ckEmpty:
		return prefix + "-EMPTY" + mod
	case ckComment:
		return prefix
	case ckEOF:
		return "implicit EOF"
	case ckMisspelled:
		return "misspelled"
	case ckBadNot:
		return "bad NOT"
	case ckBadCount:
		return "bad COUNT"
	}
	return "invalid"
}

// patternContext holds the variables shared by all patterns of a run.
type patternContext struct {
	strVars    map[string]string  // current values of string variables
	definedStr map[string]bool    // string variables defined by some pattern
	numVars    map[string]*numVar // numeric variables, defined or used
	lineVar    *numVar            // @LINE, set before each match
	asciiInput bool               // the input has no byte >= 0x80
}

func newPatternContext() *patternContext {
	return &patternContext{
		strVars:    map[string]string{},
		definedStr: map[string]bool{},
		numVars:    map[string]*numVar{},
		lineVar:    &numVar{name: "@LINE", format: numFormat{kind: fmtUnsigned}},
	}
}

// clearLocals forgets variables whose names do not start with '$', for
// --enable-var-scope.
//
// Numeric variables are cleared and dropped from the table, as LLVM does.
// Patterns keep pointing at the variable objects and matches never put them
// back, so only the first clearing affects a numeric variable: its later
// values survive further labels. LLVM 19 behaves exactly so.
func (c *patternContext) clearLocals() {
	for name := range c.strVars {
		if !strings.HasPrefix(name, "$") {
			delete(c.strVars, name)
		}
	}
	for name, v := range c.numVars {
		if !strings.HasPrefix(name, "$") {
			v.value = nil
			delete(c.numVars, name)
		}
	}
}

// substitution is a [[VAR]] or [[#expr]] whose text is spliced into the
// regex at match time.
type substitution struct {
	from   string // the block's text, for "with X equal to" notes
	at     loc
	index  int // insertion offset in the regex text
	strVar string
	expr   *expression // nil for string variables
}

// value returns the text to insert: string values are regex-escaped, numbers
// are formatted.
func (s *substitution) value(ctx *patternContext) (string, error) {
	if s.expr == nil {
		v, ok := ctx.strVars[s.strVar]
		if !ok {
			return "", undefVarError{s.strVar, s.at}
		}
		return escapeRegex(v), nil
	}
	v, err := s.expr.ast.eval()
	if err != nil {
		return "", err
	}
	return s.expr.format.text(v)
}

func escapeRegex(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

type numDef struct {
	v     *numVar
	group int
}

// pattern is one directive's pattern, compiled either to a fixed string or to
// regex text in LLVM's dialect with pending substitutions.
type pattern struct {
	typ      checkType
	ctx      *patternContext
	line     int // check-file line, for @LINE; 0 for command-line patterns
	at       loc // start of the pattern text
	fixed    string
	regex    string
	subs     []*substitution
	strDefs  map[string]int // string variable -> capture group
	numDefs  map[string]numDef
	icase    bool
	compiled *compiledRegex // cached when there are no substitutions
	isFixed  bool
	captures []capture // variables set by the last match, in input order
}

// capture is where a variable's value was found, relative to the searched
// buffer.
type capture struct {
	name     string
	from, to int
}

// parsePattern builds a pattern from the directive text s found at off of src.
func parsePattern(typ checkType, ctx *patternContext, src *source, s string, off, line int, prefix string, opts *Options) (*pattern, error) {
	p := &pattern{typ: typ, ctx: ctx, line: line, at: loc{src, off},
		strDefs: map[string]int{}, numDefs: map[string]numDef{}, icase: opts.IgnoreCase}
	fullLines := opts.MatchFullLines && typ.kind != ckNot
	s = strings.TrimRight(s, " \t")
	if s == "" && typ.kind != ckEmpty {
		return p, patternErr{p.at, fmt.Sprintf("found empty check string with prefix '%s:'", prefix)}
	}
	if s != "" && typ.kind == ckEmpty {
		return p, patternErr{p.at, fmt.Sprintf("found non-empty check string for empty check with prefix '%s:'", prefix)}
	}
	if typ.kind == ckEmpty {
		p.regex = "(\n$)"
		return p, nil
	}
	if typ.literal {
		p.fixed, p.isFixed = s, true
		return p, nil
	}
	if !fullLines && (len(s) < 2 || (!strings.Contains(s, "{{") && !strings.Contains(s, "[["))) {
		p.fixed, p.isFixed = s, true
		return p, nil
	}
	var re strings.Builder
	// On a parse error the regex keeps what was built so far: LLVM goes on
	// using a broken --implicit-check-not pattern in that state.
	defer func() {
		if !p.isFixed && p.regex == "" {
			p.regex = re.String()
		}
	}()
	if fullLines {
		re.WriteByte('^')
		if !opts.StrictWhitespace {
			re.WriteString(" *")
		}
	}
	groups := 1 // the next capture group number
	addRegex := func(rs string, at int) error {
		_, n, err := parseRegex(rs)
		if err != nil {
			return patternErr{loc{src, at}, "invalid regex: " + err.Error()}
		}
		re.WriteString(rs)
		groups += n
		return nil
	}
	pos := off // offset of s[0] in src
	advance := func(n int) { s, pos = s[n:], pos+n }
	for s != "" {
		if strings.HasPrefix(s, "{{") {
			end := strings.Index(s, "}}")
			if end < 0 {
				return p, patternErr{loc{src, pos}, "found start of regex string with no end '}}'"}
			}
			// Parenthesise an alternation so that "a{{x|y}}b" stays local.
			alt := strings.Contains(s, "|")
			if alt {
				re.WriteByte('(')
				groups++
			}
			if err := addRegex(s[2:end], pos+2); err != nil {
				return p, err
			}
			if alt {
				re.WriteByte(')')
			}
			advance(end + 2)
			continue
		}
		if strings.HasPrefix(s, "[[") && !strings.HasPrefix(s, "[[[") {
			if err := p.parseBlock(&re, &groups, addRegex, src, s, pos, line); err != nil {
				return p, err
			}
			end, _ := findBlockEnd(s[2:])
			advance(2 + end + 2)
			continue
		}
		// A fixed run up to the next block; "[[[" keeps its first '[' here.
		end := len(s)
		if i := strings.Index(s[1:], "{{"); i >= 0 {
			end = i + 1
		}
		if i := strings.Index(s[1:], "[["); i >= 0 && i+1 < end {
			end = i + 1
		}
		re.WriteString(escapeRegex(s[:end]))
		advance(end)
	}
	if fullLines {
		if !opts.StrictWhitespace {
			re.WriteString(" *")
		}
		re.WriteByte('$')
	}
	p.regex = re.String()
	return p, nil
}

// findBlockEnd finds the "]]" closing a [[...]] block in s (the text after
// "[["), skipping nested brackets and escaped characters.
func findBlockEnd(s string) (int, error) {
	depth := 0
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], "]]") && depth == 0 {
			return i, nil
		}
		switch s[i] {
		case '\\':
			i += 2
			continue
		case '[':
			depth++
		case ']':
			if depth == 0 {
				return i, errBlockBracket
			}
			depth--
		}
		i++
	}
	return -1, nil
}

var errBlockBracket = errors.New(`missing closing "]" for regex variable`)

// blockSpec is what a [[...]] block asks for: a definition (a capture group
// around matchRe), a substitution of substStr, or, for a numeric definition
// with an expression, both.
type blockSpec struct {
	isNum, legacyLine          bool
	isDef, substNeeded         bool
	defName, substStr, matchRe string
	expr                       *expression
	defVar                     *numVar
}

// parseBlock handles one [[...]] block at s (offset pos in src).
func (p *pattern) parseBlock(re *strings.Builder, groups *int, addRegex func(string, int) error, src *source, s string, pos, line int) error {
	end, err := findBlockEnd(s[2:])
	if err != nil {
		return fatalErr{patternErr{loc{src, pos + 2 + end}, err.Error()}}
	}
	if end < 0 {
		return patternErr{loc{src, pos}, "Invalid substitution block, no ]] found"}
	}
	body, bodyOff := s[2:2+end], pos+2
	b := &blockSpec{isNum: strings.HasPrefix(body, "#")}
	if b.isNum {
		body, bodyOff = body[1:], bodyOff+1
	}
	if !b.isNum {
		// May turn out numeric after all: [[@LINE]] is the legacy line expression.
		if err := p.parseStringBlock(b, src, body, bodyOff); err != nil {
			return err
		}
	}
	if b.isNum {
		if err := p.parseNumBlock(b, src, body, bodyOff, line); err != nil {
			return err
		}
	}
	return p.emitBlock(b, re, groups, addRegex, src, body, bodyOff)
}

// parseStringBlock reads [[NAME:regex]] (a definition), [[NAME]] (a use) or
// [[@LINE]] (marked numeric and legacy) into b.
func (p *pattern) parseStringBlock(b *blockSpec, src *source, body string, bodyOff int) error {
	colon := strings.IndexByte(body, ':')
	head := body
	if colon >= 0 {
		head = body[:colon]
	}
	if i := strings.IndexAny(head, " \t"); i >= 0 {
		return patternErr{loc{src, bodyOff + i}, "unexpected whitespace"}
	}
	name, pseudo, n, err := scanVarName(body)
	if err != nil {
		return loggedErr{patternErr{loc{src, bodyOff}, err.Error()}}
	}
	rest := body[n:]
	b.isDef = colon >= 0
	b.substNeeded = !b.isDef
	switch {
	case b.isDef:
		if pseudo || !strings.HasPrefix(rest, ":") {
			return patternErr{loc{src, bodyOff}, "invalid name in string variable definition"}
		}
		if _, ok := p.ctx.numVars[name]; ok {
			return patternErr{loc{src, bodyOff}, fmt.Sprintf("numeric variable with name '%s' already exists", name)}
		}
		b.defName, b.matchRe = name, rest[1:]
	case pseudo:
		b.legacyLine, b.isNum = true, true
	default:
		if rest != "" {
			return patternErr{loc{src, bodyOff}, "invalid name in string variable use"}
		}
		b.substStr = name
	}
	return nil
}

// parseNumBlock reads a numeric block: a use substitutes the expression's value,
// while a bare definition only matches the format's wildcard.
func (p *pattern) parseNumBlock(b *blockSpec, src *source, body string, bodyOff, line int) error {
	e, v, err := parseNumericBlock(p.ctx, src, body, bodyOff, line, b.legacyLine)
	if err != nil {
		return loggedErr{err}
	}
	b.expr, b.defVar = e, v
	b.substNeeded = e.ast != nil
	if v != nil {
		b.isDef, b.defName = true, v.name
	}
	if b.substNeeded {
		b.substStr = body
	} else {
		b.matchRe = e.format.wildcard()
	}
	return nil
}

// emitBlock writes the block's regex: a capture group for a definition (the
// variable is defined from here on), the definition's regex, and either a
// back-reference to a variable defined earlier on the line or a pending
// substitution at the block's place.
func (p *pattern) emitBlock(b *blockSpec, re *strings.Builder, groups *int, addRegex func(string, int) error, src *source, body string, bodyOff int) error {
	insertAt := re.Len()
	if b.isDef {
		re.WriteByte('(')
		insertAt++
		if b.isNum {
			p.numDefs[b.defName] = numDef{b.defVar, *groups}
			p.ctx.numVars[b.defName] = b.defVar
		} else {
			p.strDefs[b.defName] = *groups
			p.ctx.definedStr[b.defName] = true
		}
		*groups++
	}
	if b.matchRe != "" {
		at := bodyOff + len(body) - len(b.matchRe)
		if err := addRegex(b.matchRe, at); err != nil {
			return err
		}
	}
	if b.isDef {
		re.WriteByte(')')
	}
	if !b.substNeeded {
		return nil
	}
	if g, ok := p.strDefs[b.substStr]; ok && !b.isNum {
		// Defined earlier on this line: a back-reference.
		if g < 1 || g > 9 {
			return patternErr{loc{src, bodyOff}, "Can't back-reference more than 9 variables"}
		}
		fmt.Fprintf(re, `\%d`, g)
		return nil
	}
	p.subs = append(p.subs, &substitution{from: b.substStr, at: loc{src, bodyOff}, index: insertAt, strVar: b.substStr, expr: b.expr})
	return nil
}

// fatalErr marks a parse error after which LLVM exits at once (status 1)
// instead of reporting a bad check file (status 2).
type fatalErr struct{ error }

// loggedErr marks errors that LLVM prints through its error log, which
// adds an empty line after each diagnostic.
type loggedErr struct{ error }

// hasVariable reports whether the pattern defines or uses variables, which
// CHECK-LABEL forbids. Like LLVM, numeric definitions alone do not count.
func (p *pattern) hasVariable() bool {
	return len(p.subs) > 0 || len(p.strDefs) > 0
}

// matchResult is a match at pos of length n within the searched buffer.
type matchResult struct {
	pos, n int
}

var errNotFound = errors.New("not found")

// match searches buf. It returns errNotFound, substitution errors, or the
// match; variable definitions take effect on every regex match.
func (p *pattern) match(buf string) (matchResult, error) {
	if p.typ.kind == ckEOF {
		return matchResult{len(buf), 0}, nil
	}
	if p.isFixed {
		var i int
		if p.icase {
			i = strings.Index(strings.ToLower(buf), strings.ToLower(p.fixed))
		} else {
			i = strings.Index(buf, p.fixed)
		}
		if i < 0 {
			return matchResult{}, errNotFound
		}
		return matchResult{i, len(p.fixed)}, nil
	}
	cr := p.compiled
	if cr == nil || len(p.subs) > 0 {
		text := p.regex
		if len(p.subs) > 0 {
			p.ctx.lineVar.value = big.NewInt(int64(p.line))
			var b strings.Builder
			var errs error
			last := 0
			for _, s := range p.subs {
				v, err := s.value(p.ctx)
				if err != nil {
					errs = joinErrs(errs, substError(s, err))
					continue
				}
				b.WriteString(p.regex[last:s.index])
				b.WriteString(v)
				last = s.index
			}
			if errs != nil {
				return matchResult{}, errs
			}
			b.WriteString(p.regex[last:])
			text = b.String()
		}
		var err error
		cr, err = compileRegex(text, p.icase)
		if err != nil {
			// Only a broken --implicit-check-not pattern gets here (values
			// are escaped when substituted); LLVM's regex then matches
			// nothing.
			return matchResult{}, errNotFound
		}
		if len(p.subs) == 0 {
			p.compiled = cr
		}
	}
	m := cr.find(buf, p.ctx.asciiInput)
	if m == nil {
		return matchResult{}, errNotFound
	}
	p.captures = p.captures[:0]
	for name, g := range p.strDefs {
		if 2*g+1 < len(m) && m[2*g] >= 0 {
			p.ctx.strVars[name] = buf[m[2*g]:m[2*g+1]]
			p.captures = append(p.captures, capture{name, m[2*g], m[2*g+1]})
		} else {
			p.ctx.strVars[name] = ""
		}
	}
	skip := 0
	if p.typ.kind == ckEmpty {
		skip = 1 // the match starts after the newline it consumed
	}
	for _, d := range sortedNumDefs(p.numDefs) {
		text := ""
		if 2*d.group+1 < len(m) && m[2*d.group] >= 0 {
			text = buf[m[2*d.group]:m[2*d.group+1]]
		}
		d.v.value = d.v.format.value(text)
		if m[2*d.group] >= 0 {
			p.captures = append(p.captures, capture{d.v.name, m[2*d.group], m[2*d.group+1]})
		}
	}
	sort.Slice(p.captures, func(i, j int) bool { return p.captures[i].from < p.captures[j].from })
	return matchResult{m[0] + skip, m[1] - m[0] - skip}, nil
}

func sortedNumDefs(m map[string]numDef) []numDef {
	out := make([]numDef, 0, len(m))
	for _, d := range m {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].group < out[j].group })
	return out
}

// substError turns an evaluation failure into diagnostics located in the
// check file.
func substError(s *substitution, err error) error {
	var out error
	var list errList
	if l, ok := err.(errList); ok {
		list = l
	} else {
		list = errList{err}
	}
	for _, e := range list {
		switch e := e.(type) {
		case undefVarError:
			out = joinErrs(out, patternErr{e.at, e.Error()})
		case overflowError:
			out = joinErrs(out, patternErr{s.at, "unable to substitute variable or numeric expression: overflow error"})
		default:
			out = joinErrs(out, patternErr{s.at, e.Error()})
		}
	}
	return out
}
