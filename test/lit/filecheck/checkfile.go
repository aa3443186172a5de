package filecheck

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// dagNot is a CHECK-DAG or CHECK-NOT waiting for the next positive check.
type dagNot struct {
	pat    *pattern
	prefix string
}

// checkString is a positive directive (CHECK, -NEXT, -SAME, -LABEL, -EMPTY,
// -COUNT or the implicit EOF check) with the DAG/NOT checks before it.
type checkString struct {
	pat     *pattern
	prefix  string
	at      loc
	dagNots []dagNot
}

// prefixMatcher finds the earliest occurrence of any prefix at or after a
// position, preferring the longest prefix when several start there.
type prefixMatcher struct {
	text  string
	names []string
	next  []int // cached next occurrence of names[i]
}

func newPrefixMatcher(text string, prefixes []string) *prefixMatcher {
	m := &prefixMatcher{text: text, names: append([]string(nil), prefixes...)}
	sort.SliceStable(m.names, func(i, j int) bool { return len(m.names[i]) > len(m.names[j]) })
	for _, n := range m.names {
		m.next = append(m.next, strings.Index(text, n))
	}
	return m
}

// match returns the position and prefix of the first match at or after from.
func (m *prefixMatcher) match(from int) (int, string) {
	best, name := -1, ""
	for i, n := range m.names {
		if m.next[i] >= 0 && m.next[i] < from {
			if j := strings.Index(m.text[from:], n); j >= 0 {
				m.next[i] = from + j
			} else {
				m.next[i] = -1
			}
		}
		if m.next[i] >= 0 && (best < 0 || m.next[i] < best) {
			best, name = m.next[i], n
		}
	}
	return best, name
}

func isWordChar(c byte) bool { return isAlpha(c) || isDigit(c) || c == '-' || c == '_' }

// directiveType decides what follows a prefix occurrence at text[pos:]. It
// returns the type and the offset just after the directive's colon (or where
// parsing stopped, for the error kinds).
func directiveType(text string, pos int, prefix string, opts *Options) (checkType, int) {
	none := checkType{kind: ckNone}
	if len(text)-pos <= len(prefix) {
		return none, 0
	}
	rest := pos + len(prefix)
	if contains(opts.CommentPrefixes, prefix) {
		if byteAt(text, rest) == ':' {
			return checkType{kind: ckComment, count: 1}, rest + 1
		}
		return none, 0
	}
	t := checkType{kind: ckPlain, count: 1}
	misspelled := false
	switch byteAt(text, rest) {
	case ':':
		return t, rest + 1
	case '{':
		return directiveModifiers(text, t, rest)
	case '_':
		misspelled = true
	case '-':
	default:
		return none, 0
	}
	res, end := directiveSuffix(text, rest+1)
	if res.kind != ckNone && misspelled {
		return checkType{kind: ckMisspelled}, end
	}
	return res, end
}

// byteAt is text[i], or 0 past the end.
func byteAt(text string, i int) byte {
	if i < len(text) {
		return text[i]
	}
	return 0
}

// isModifierSpace reports the bytes C's isspace accepts around {LITERAL}.
func isModifierSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// directiveModifiers reads what ends a directive name at text[i]: a ':' or
// "{LITERAL[, LITERAL...]}:", which sets t.literal.
func directiveModifiers(text string, t checkType, i int) (checkType, int) {
	none := checkType{kind: ckNone}
	if byteAt(text, i) == ':' {
		return t, i + 1
	}
	if byteAt(text, i) != '{' {
		return none, 0
	}
	i++
	for {
		for isModifierSpace(byteAt(text, i)) {
			i++
		}
		if !strings.HasPrefix(text[i:], "LITERAL") {
			return none, i
		}
		t.literal = true
		i += len("LITERAL")
		for isModifierSpace(byteAt(text, i)) {
			i++
		}
		if byteAt(text, i) != ',' {
			break
		}
		i++
	}
	if !strings.HasPrefix(text[i:], "}:") {
		return none, i
	}
	return t, i + 2
}

// badNotSuffixes are the combinations of NOT with another suffix, which LLVM
// rejects as unsupported.
var badNotSuffixes = []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:",
	"SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"}

// directiveSuffixes are the suffixes after "PREFIX-" in the order they are tried.
var directiveSuffixes = []struct {
	name string
	kind checkKind
}{{"NEXT", ckNext}, {"SAME", ckSame}, {"NOT", ckNot}, {"DAG", ckDAG}, {"LABEL", ckLabel}, {"EMPTY", ckEmpty}}

// directiveSuffix reads the suffix of "PREFIX-SUFFIX" starting at text[i].
func directiveSuffix(text string, i int) (checkType, int) {
	if strings.HasPrefix(text[i:], "COUNT-") {
		return countDirective(text, i+len("COUNT-"))
	}
	for _, bad := range badNotSuffixes {
		if strings.HasPrefix(text[i:], bad) {
			return checkType{kind: ckBadNot}, i
		}
	}
	for _, d := range directiveSuffixes {
		if strings.HasPrefix(text[i:], d.name) {
			return directiveModifiers(text, checkType{kind: d.kind, count: 1}, i+len(d.name))
		}
	}
	return checkType{kind: ckNone}, i
}

// countDirective reads the n of "PREFIX-COUNT-n" starting at text[j]: a
// decimal in [1, 2^31-1] followed by the directive's end.
func countDirective(text string, j int) (checkType, int) {
	k := j
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if k == j {
		return checkType{kind: ckBadCount}, j
	}
	n, err := strconv.ParseInt(text[j:k], 10, 64)
	if err != nil || n <= 0 || n > 1<<31-1 {
		return checkType{kind: ckBadCount}, k
	}
	if byteAt(text, k) != ':' && byteAt(text, k) != '{' {
		return checkType{kind: ckBadCount}, k
	}
	return directiveModifiers(text, checkType{kind: ckPlain, count: int(n)}, k)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// readCheckFile turns the check file into check strings, reporting problems
// to w. ok is false when the check file (or -D, --implicit-check-not) is bad;
// fatal asks for exit status 1 rather than 2.
func readCheckFile(src *source, opts *Options, ctx *patternContext, w io.Writer) (checks []*checkString, ok, fatal bool) {
	d := &diagWriter{w}
	report := func(err error) { reportError(d, w, err) }
	if err := defineCmdlineVariables(ctx, opts); err != nil {
		report(loggedErr{err})
		return nil, false, false
	}
	implicit, fatal := implicitCheckNots(opts, ctx, report)
	if fatal {
		return nil, false, true
	}
	dagNots := append([]dagNot(nil), implicit...)
	text := src.text
	all := append(append([]string(nil), opts.CheckPrefixes...), opts.CommentPrefixes...)
	m := newPrefixMatcher(text, all)
	notFound := map[string]bool{}
	for _, p := range opts.CheckPrefixes {
		notFound[p] = true
	}
	distinct := len(notFound)
	pos, lineNo := 0, 1
	for {
		var typ checkType
		var prefix string
		var after int
		typ, prefix, after, pos, lineNo = nextDirective(m, text, pos, lineNo, opts)
		if prefix == "" {
			break
		}
		if typ.kind != ckComment {
			delete(notFound, prefix)
		}
		prefixAt := pos
		if after > 0 && after < len(text) {
			pos = after
		} else {
			// Nothing follows the directive: LLVM then resumes right after
			// the prefix, so "CHECK:" at the very end has the pattern ":".
			pos += len(prefix)
		}
		if badDirective(d, src, typ, prefix, prefixAt, after, pos) {
			return nil, false, false
		}
		if !(opts.StrictWhitespace && opts.MatchFullLines) {
			for pos < len(text) && (text[pos] == ' ' || text[pos] == '\t') {
				pos++
			}
		}
		eol := strings.IndexAny(text[pos:], "\n\r")
		if eol < 0 {
			eol = len(text) - pos
		}
		patText, patAt := text[pos:pos+eol], pos
		pos += eol
		if typ.kind == ckComment {
			continue
		}
		p, err := parsePattern(typ, ctx, src, patText, patAt, lineNo, prefix, opts)
		if err != nil {
			report(err)
			return nil, false, isFatal(err)
		}
		if misplacedDirective(d, src, typ, p, prefix, prefixAt, len(checks) == 0) {
			return nil, false, false
		}
		if typ.kind == ckDAG || typ.kind == ckNot {
			dagNots = append(dagNots, dagNot{p, prefix})
			continue
		}
		checks = append(checks, &checkString{pat: p, prefix: prefix, at: loc{src, patAt}, dagNots: dagNots})
		dagNots = append([]dagNot(nil), implicit...)
	}
	noneFound := len(notFound) == distinct
	unused := !opts.AllowUnusedPrefixes && len(notFound) > 0
	if (noneFound || unused) && (len(implicit) == 0 || !opts.defaultPrefix) {
		reportMissingPrefixes(w, opts.CheckPrefixes, notFound)
		return nil, false, false
	}
	if len(dagNots) > 0 {
		eof := &pattern{typ: checkType{kind: ckEOF, count: 1}, ctx: ctx, line: lineNo + 1}
		checks = append(checks, &checkString{pat: eof, prefix: opts.CheckPrefixes[0], at: loc{src, pos}, dagNots: dagNots})
	}
	return checks, true, false
}

// reportError prints an error of reading the check file: pattern errors with their source
// line and caret, others as they are; a list prints each of its errors.
func reportError(d *diagWriter, w io.Writer, err error) {
	logged := false
	if le, ok := err.(loggedErr); ok {
		err, logged = le.error, true
	}
	if fe, ok := err.(fatalErr); ok {
		err = fe.error
	}
	var list errList
	if l, isList := err.(errList); isList {
		list = l
	} else {
		list = errList{err}
	}
	for _, e := range list {
		if fe, isFatal := e.(fatalErr); isFatal {
			e = fe.error
		}
		if pe, isPE := e.(patternErr); isPE {
			d.print(pe.at, "error", pe.msg)
			if logged {
				fmt.Fprintln(w)
			}
		} else {
			fmt.Fprintf(w, "%v\n", e)
		}
	}
}

// implicitCheckNots parses the -implicit-check-not patterns, which apply before every
// check. fatal reports an error that ends the run.
func implicitCheckNots(opts *Options, ctx *patternContext, report func(error)) (implicit []dagNot, fatal bool) {
	for _, pat := range opts.ImplicitCheckNot {
		const pre = "-implicit-check-not='"
		cmd := &source{name: "command line", text: pre + pat + "'"}
		p, err := parsePattern(checkType{kind: ckNot, count: 1}, ctx, cmd, pat, len(pre), 0, "IMPLICIT-CHECK", opts)
		if err != nil {
			// LLVM reports the error but keeps going with the pattern as
			// far as it was parsed.
			report(err)
			if isFatal(err) {
				return nil, true
			}
		}
		implicit = append(implicit, dagNot{p, "IMPLICIT-CHECK"})
	}
	return implicit, false
}

// nextDirective finds the next prefix at or after pos that starts a directive (a prefix
// not preceded by a word character and followed by a directive suffix). It returns the
// directive, its prefix ("" at the end of the text), the offset after the directive and
// the prefix's offset and line.
func nextDirective(m *prefixMatcher, text string, pos, lineNo int, opts *Options) (checkType, string, int, int, int) {
	var typ checkType
	var prefix string
	var after int
	for pos < len(text) {
		at, name := m.match(pos)
		if at < 0 {
			pos = len(text)
			break
		}
		skipped := text[pos:at]
		lineNo += strings.Count(skipped, "\n")
		pos = at
		if skipped == "" || !isWordChar(skipped[len(skipped)-1]) {
			typ, after = directiveType(text, pos, name, opts)
			if typ.kind != ckNone {
				prefix = name
				break
			}
		}
		pos++
	}
	return typ, prefix, after, pos, lineNo
}

// badDirective reports a misspelled directive or an invalid -NOT or -COUNT suffix.
func badDirective(d *diagWriter, src *source, typ checkType, prefix string, prefixAt, after, pos int) bool {
	text := src.text
	switch typ.kind {
	case ckMisspelled:
		d.print(loc{src, prefixAt}, "error", fmt.Sprintf("misspelled directive '%s'", text[prefixAt:after]))
		return true
	case ckBadNot:
		d.print(loc{src, pos}, "error", fmt.Sprintf("unsupported -NOT combo on prefix '%s'", prefix))
		return true
	case ckBadCount:
		d.print(loc{src, pos}, "error", fmt.Sprintf("invalid count in -COUNT specification on prefix '%s'", prefix))
		return true
	}
	return false
}

// misplacedDirective reports a LABEL using variables, and a NEXT, SAME or EMPTY before the
// first check (first is true when no check precedes it).
func misplacedDirective(d *diagWriter, src *source, typ checkType, p *pattern, prefix string, prefixAt int, first bool) bool {
	if typ.kind == ckLabel && p.hasVariable() {
		d.print(loc{src, prefixAt}, "error", fmt.Sprintf("found '%s-LABEL:' with variable definition or use", prefix))
		return true
	}
	if (typ.kind == ckNext || typ.kind == ckSame || typ.kind == ckEmpty) && first {
		kind := map[checkKind]string{ckNext: "NEXT", ckSame: "SAME", ckEmpty: "EMPTY"}[typ.kind]
		d.print(loc{src, prefixAt}, "error", fmt.Sprintf("found '%s-%s' without previous '%s: line", prefix, kind, prefix))
		return true
	}
	return false
}

// reportMissingPrefixes prints LLVM's error for check prefixes that no directive used.
func reportMissingPrefixes(w io.Writer, prefixes []string, notFound map[string]bool) {
	var missing []string
	for _, p := range prefixes {
		if notFound[p] && !contains(missing, p) {
			missing = append(missing, p)
		}
	}
	sort.Strings(missing)
	plural := " "
	if len(missing) > 1 {
		plural = "es "
	}
	for i := range missing {
		missing[i] = "'" + missing[i] + ":'"
	}
	fmt.Fprintf(w, "error: no check strings found with prefix%s%s\n", plural, strings.Join(missing, ", "))
}

func isFatal(err error) bool {
	_, ok := err.(fatalErr)
	return ok
}

// defineCmdlineVariables applies -D definitions. Diagnostics point into a
// made-up "Global defines" buffer listing them, as LLVM's do.
func defineCmdlineVariables(ctx *patternContext, opts *Options) error {
	if len(opts.Defines) == 0 {
		return nil
	}
	type span struct{ off, n int }
	var buf strings.Builder
	var spans []span
	for i, def := range opts.Defines {
		pre := fmt.Sprintf("Global define #%d: ", i+1)
		eq := strings.IndexByte(def, '=')
		if eq < 0 {
			spans = append(spans, span{buf.Len(), 0})
			continue
		}
		if def[0] == '#' {
			buf.WriteString(pre + def + " (parsed as: [[")
			sub := def[:eq] + ":" + def[eq+1:]
			spans = append(spans, span{buf.Len(), len(sub)})
			buf.WriteString(sub + "]])\n")
		} else {
			buf.WriteString(pre)
			spans = append(spans, span{buf.Len(), len(def)})
			buf.WriteString(def + "\n")
		}
	}
	src := &source{name: "Global defines", text: buf.String()}
	var errs error
	for _, sp := range spans {
		def := src.text[sp.off : sp.off+sp.n]
		if def == "" {
			errs = joinErrs(errs, patternErr{loc{src, sp.off}, "missing equal sign in global definition"})
			continue
		}
		if def[0] == '#' {
			expr, v, err := parseNumericBlock(ctx, src, def[1:], sp.off+1, 0, false)
			if err != nil {
				errs = joinErrs(errs, err)
				continue
			}
			if expr.ast == nil {
				errs = joinErrs(errs, patternErr{loc{src, sp.off}, "missing numeric expression in global definition"})
				continue
			}
			val, err := expr.ast.eval()
			if err != nil {
				// Logged as plain messages, e.g. "undefined variable: M".
				errs = joinErrs(errs, err)
				continue
			}
			v.value = val
			ctx.numVars[v.name] = v
			continue
		}
		eq := strings.IndexByte(def, '=')
		name, pseudo, n, err := scanVarName(def[:eq])
		if err != nil {
			errs = joinErrs(errs, patternErr{loc{src, sp.off}, err.Error()})
			continue
		}
		if pseudo || n != eq {
			errs = joinErrs(errs, patternErr{loc{src, sp.off}, fmt.Sprintf("invalid name in string variable definition '%s'", def[:eq])})
			continue
		}
		if _, ok := ctx.numVars[name]; ok {
			errs = joinErrs(errs, patternErr{loc{src, sp.off}, fmt.Sprintf("numeric variable with name '%s' already exists", name)})
			continue
		}
		if _, ok := ctx.strVars[name]; !ok {
			ctx.strVars[name] = def[eq+1:]
		}
		ctx.definedStr[name] = true
	}
	return errs
}
