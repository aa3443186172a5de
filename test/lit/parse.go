package lit

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// script directives of one test file, as lit reads them.
type testScript struct {
	runs        []runLine
	xfail       []string // boolean expressions; "*" matches always
	unsupported []string
	requires    []string
}

// runLine is one RUN command after joining '\' continuations.
type runLine struct {
	line    int // where it starts
	command string
}

// keywordRe finds lit keywords anywhere on a line, like lit does.
var keywordRe = regexp.MustCompile(`(RUN:|XFAIL:|UNSUPPORTED:|REQUIRES:|END\.)(.*)`)

var lineExprRe = regexp.MustCompile(`%\(line *([+-]) *(\d+)\)`)

func parseTestFile(path string) (*testScript, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	ts := &testScript{}
	lines := strings.Split(string(data), "\n")
	continuing := false
	for i, l := range lines {
		m := keywordRe.FindStringSubmatch(strings.TrimRight(l, "\r"))
		if m == nil {
			continue
		}
		kw, rest := m[1], m[2]
		lineNo := i + 1
		switch kw {
		case "END.":
			if strings.TrimSpace(rest) == "" {
				return ts.finish(path, continuing)
			}
		case "RUN:":
			rest = strings.TrimRight(rest, " \t")
			rest = strings.ReplaceAll(rest, "%(line)", strconv.Itoa(lineNo))
			rest = lineExprRe.ReplaceAllStringFunc(rest, func(s string) string {
				sm := lineExprRe.FindStringSubmatch(s)
				n, _ := strconv.Atoi(sm[2])
				if sm[1] == "-" {
					n = -n
				}
				return strconv.Itoa(lineNo + n)
			})
			if continuing {
				last := &ts.runs[len(ts.runs)-1]
				last.command = last.command[:len(last.command)-1] + rest
			} else {
				ts.runs = append(ts.runs, runLine{line: lineNo, command: rest})
			}
			continuing = strings.HasSuffix(rest, `\`)
		case "XFAIL:":
			ts.xfail = appendExprs(ts.xfail, rest)
		case "UNSUPPORTED:":
			ts.unsupported = appendExprs(ts.unsupported, rest)
		case "REQUIRES:":
			ts.requires = appendExprs(ts.requires, rest)
		}
	}
	return ts.finish(path, continuing)
}

func (ts *testScript) finish(path string, continuing bool) (*testScript, error) {
	if continuing {
		return nil, fmt.Errorf("%s: test has unterminated RUN lines (with '\\')", path)
	}
	for _, list := range [][]string{ts.xfail, ts.unsupported, ts.requires} {
		for _, e := range list {
			if e == "*" {
				continue
			}
			if _, err := evalBool(e, nil); err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
		}
	}
	return ts, nil
}

func appendExprs(list []string, s string) []string {
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			list = append(list, p)
		}
	}
	return list
}

// evalBool evaluates a lit boolean expression over features: identifiers
// (letters, digits and -+=._, with {{regex}} parts matching the whole
// feature name), !, &&, || and parentheses. "true" is always true.
func evalBool(expr string, features map[string]bool) (bool, error) {
	toks, err := boolTokens(expr)
	if err != nil {
		return false, err
	}
	p := &boolParser{toks: toks, features: features}
	v, err := p.or()
	if err != nil {
		return false, fmt.Errorf("in boolean expression %q: %v", expr, err)
	}
	if p.i != len(p.toks) {
		return false, fmt.Errorf("in boolean expression %q: unexpected %q", expr, p.toks[p.i])
	}
	return v, nil
}

var boolTokRe = regexp.MustCompile(`^\s*([()]|&&|\|\||!|(?:[-+=._a-zA-Z0-9]+|\{\{.+?\}\})+)\s*`)

func boolTokens(s string) ([]string, error) {
	var toks []string
	for strings.TrimSpace(s) != "" {
		m := boolTokRe.FindStringSubmatch(s)
		if m == nil {
			return nil, fmt.Errorf("couldn't parse text %q", s)
		}
		toks = append(toks, m[1])
		s = s[len(m[0]):]
	}
	return toks, nil
}

type boolParser struct {
	toks     []string
	i        int
	features map[string]bool
}

func (p *boolParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *boolParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.peek() == "||" {
		p.i++
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *boolParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.peek() == "&&" {
		p.i++
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *boolParser) not() (bool, error) {
	if p.peek() == "!" {
		p.i++
		v, err := p.not()
		return !v, err
	}
	return p.atom()
}

func (p *boolParser) atom() (bool, error) {
	t := p.peek()
	switch t {
	case "":
		return false, fmt.Errorf("expected a feature name at the end")
	case "(":
		p.i++
		v, err := p.or()
		if err != nil {
			return false, err
		}
		if p.peek() != ")" {
			return false, fmt.Errorf("expected ')'")
		}
		p.i++
		return v, nil
	case ")", "&&", "||":
		return false, fmt.Errorf("unexpected %q", t)
	}
	p.i++
	if t == "true" {
		return true, nil
	}
	if !strings.Contains(t, "{{") {
		return p.features[t], nil
	}
	// {{regex}} parts: the identifier is a pattern over whole feature names.
	var re strings.Builder
	re.WriteString("^")
	for t != "" {
		if strings.HasPrefix(t, "{{") {
			end := strings.Index(t, "}}")
			re.WriteString("(?:" + t[2:end] + ")")
			t = t[end+2:]
			continue
		}
		end := strings.Index(t, "{{")
		if end < 0 {
			end = len(t)
		}
		re.WriteString(regexp.QuoteMeta(t[:end]))
		t = t[end:]
	}
	re.WriteString("$")
	rx, err := regexp.Compile(re.String())
	if err != nil {
		return false, err
	}
	for f, on := range p.features {
		if on && rx.MatchString(f) {
			return true, nil
		}
	}
	return false, nil
}
