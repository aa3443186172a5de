package ods_test

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// The op catalogues (/work/shared/spec/{ascendc,emitasc}-ops.md) parsed into
// plain data.

type catalogue struct {
	dialect string
	ops     map[string]*catOp // by mnemonic
	opOrder []string
	types   map[string]*catType // by mnemonic
	enums   []*catEnum
	attrs   map[string]*catAttr // non-enum attributes, by mnemonic
}

type catOp struct {
	mnemonic string
	api      string
	args     []catArg // operands and attributes
	results  []catArg
	regions  []catArg
	format   string // "" when the catalogue says "custom parser/printer"
	custom   bool
	traits   []string
}

type catArg struct {
	constraint string
	name       string // "" when unnamed
}

type catType struct {
	mnemonic string
	defName  string
	params   []catArg // constraint = parameter kind
	format   string
}

type catEnum struct {
	defName  string // "" when the catalogue does not name the def
	enumName string
	mnemonic string // dialect attribute mnemonic, if any
	cases    []catCase
}

type catCase struct {
	symbol string
	value  int64
	str    string // "" when not listed (then equal to the symbol)
}

type catAttr struct {
	mnemonic string
	defName  string
	params   []catArg
	format   string
}

func loadCatalogue(path, dialect string) (*catalogue, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c := &catalogue{dialect: dialect, ops: map[string]*catOp{}, types: map[string]*catType{},
		attrs: map[string]*catAttr{}}
	sections := map[string][]string{}
	section := ""
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "## ") {
			section = strings.TrimSpace(strings.TrimPrefix(line, "## "))
			continue
		}
		sections[section] = append(sections[section], line)
	}
	if err := c.parseOps(sections["Ops"]); err != nil {
		return nil, err
	}
	if err := c.parseTypes(joinItems(sections["Types"])); err != nil {
		return nil, err
	}
	if err := c.parseEnums(joinItems(sections["Enums"])); err != nil {
		return nil, err
	}
	attrLines := joinItems(append(sections["Attributes"], sections["Attributes (non-enum)"]...))
	if err := c.parseAttrs(attrLines); err != nil {
		return nil, err
	}
	return c, nil
}

// joinItems joins the continuation lines (indented) of "- " list items.
func joinItems(lines []string) []string {
	var out []string
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "- "):
			out = append(out, l)
		case strings.HasPrefix(l, " ") && len(out) > 0 && strings.TrimSpace(l) != "":
			out[len(out)-1] += "\n" + l
		}
	}
	return out
}

func (c *catalogue) parseOps(lines []string) error {
	var cur *catOp
	for _, l := range lines {
		if strings.HasPrefix(l, "### ") {
			cur = &catOp{mnemonic: strings.TrimSpace(l[4:])}
			if c.ops[cur.mnemonic] != nil {
				return fmt.Errorf("op %s listed twice", cur.mnemonic)
			}
			c.ops[cur.mnemonic] = cur
			c.opOrder = append(c.opOrder, cur.mnemonic)
			continue
		}
		if cur == nil || !strings.HasPrefix(l, "- ") {
			continue
		}
		key, val, ok := strings.Cut(l[2:], ": ")
		if !ok {
			return fmt.Errorf("op %s: malformed line %q", cur.mnemonic, l)
		}
		switch key {
		case "api":
			cur.api = val
		case "operands/attributes":
			cur.args = parseArgList(val)
		case "results":
			cur.results = parseArgList(val)
		case "regions":
			cur.regions = parseArgList(val)
		case "traits":
			for _, t := range strings.Split(val, ",") {
				cur.traits = append(cur.traits, strings.TrimSpace(t))
			}
		case "format":
			if val == "custom parser/printer" {
				cur.custom = true
			} else {
				f, err := unquoteFormat(val)
				if err != nil {
					return fmt.Errorf("op %s: %v", cur.mnemonic, err)
				}
				cur.format = f
			}
		default:
			return fmt.Errorf("op %s: unknown key %q", cur.mnemonic, key)
		}
	}
	return nil
}

// unquoteFormat strips the markdown code-span backticks around a format: the
// format itself starts and ends with a backtick-quoted literal or not, so the
// delimiters are exactly one backtick on each side.
func unquoteFormat(s string) (string, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[0] != '`' || s[len(s)-1] != '`' {
		return "", fmt.Errorf("format %q not in backticks", s)
	}
	return s[1 : len(s)-1], nil
}

// parseArgList splits "A:$a, Variadic<B>:$b, C" at top-level commas.
func parseArgList(s string) []catArg {
	var out []catArg
	depth, inQuote, start := 0, false, 0
	flush := func(end int) {
		item := strings.TrimSpace(s[start:end])
		if item == "" {
			return
		}
		if i := strings.LastIndex(item, ":$"); i >= 0 {
			out = append(out, catArg{constraint: item[:i], name: item[i+2:]})
		} else {
			out = append(out, catArg{constraint: item})
		}
	}
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '"':
			inQuote = !inQuote
		case inQuote:
		case ch == '<' || ch == '[' || ch == '(':
			depth++
		case ch == '>' || ch == ']' || ch == ')':
			depth--
		case ch == ',' && depth == 0:
			flush(i)
			start = i + 1
		}
	}
	flush(len(s))
	return out
}

var (
	typeHeadRe   = regexp.MustCompile("(?s)^- `!(\\w+)\\.(\\w+)[^`]*` \\((\\w+)\\)(.*)$")
	quotedParam  = regexp.MustCompile(`"([^"]*)":\$(\w+)`)
	tickedParam  = regexp.MustCompile("`(\\w+):\\$(\\w+)`")
	enumLineRe   = regexp.MustCompile(`(?s)^- (\w+) \((\w+)\): (.*)$`)
	enumCaseRe   = regexp.MustCompile(`(\w+)=(-?\d+)(?: "([^"]*)")?`)
	enumAttrRe   = regexp.MustCompile("enum attribute `(\\w+)`\\s+over (\\w+) \\{([^}]*)\\}")
	attrHeadRe   = regexp.MustCompile("(?s)^- `#(\\w+)\\.(\\w+)<\\.\\.\\.>` \\((\\w+)\\) format (`.*`); params: (.*)$")
	spaceRunsRe  = regexp.MustCompile(`\s+`)
	ascParamsRe  = regexp.MustCompile(`(?s)params: (.*?)(?: format: (.*))?$`)
	tickFormatRe = regexp.MustCompile("(?s)format `` (.*?) ``")
)

func (c *catalogue) parseTypes(items []string) error {
	for _, it := range items {
		m := typeHeadRe.FindStringSubmatch(it)
		if m == nil {
			return fmt.Errorf("malformed type entry %q", it)
		}
		t := &catType{mnemonic: m[2], defName: m[3]}
		rest := strings.TrimSpace(m[4])
		switch {
		case strings.HasPrefix(rest, "params: "): // ascendc style
			pm := ascParamsRe.FindStringSubmatch(rest)
			for _, p := range quotedParam.FindAllStringSubmatch(pm[1], -1) {
				t.params = append(t.params, catArg{constraint: p[1], name: p[2]})
			}
			if pm[2] != "" {
				f, err := unquoteFormat(pm[2])
				if err != nil {
					return fmt.Errorf("type %s: %v", t.mnemonic, err)
				}
				t.format = f
			}
		case strings.Contains(rest, "params `"): // emitasc style
			ps := rest[strings.Index(rest, "params `"):]
			ps = ps[:strings.Index(ps, ";")]
			for _, p := range tickedParam.FindAllStringSubmatch(ps, -1) {
				t.params = append(t.params, catArg{constraint: p[1], name: p[2]})
			}
			if fm := tickFormatRe.FindStringSubmatch(rest); fm != nil {
				t.format = fm[1]
			}
		}
		if c.types[t.mnemonic] != nil {
			return fmt.Errorf("type %s listed twice", t.mnemonic)
		}
		c.types[t.mnemonic] = t
	}
	return nil
}

func parseCases(s string) ([]catCase, error) {
	var out []catCase
	for _, m := range enumCaseRe.FindAllStringSubmatch(s, -1) {
		v, err := strconv.ParseInt(m[2], 10, 64)
		if err != nil {
			return nil, err
		}
		out = append(out, catCase{symbol: m[1], value: v, str: m[3]})
	}
	return out, nil
}

func (c *catalogue) parseEnums(items []string) error {
	for _, it := range items {
		m := enumLineRe.FindStringSubmatch(it)
		if m == nil {
			return fmt.Errorf("malformed enum entry %q", it)
		}
		cs, err := parseCases(m[3])
		if err != nil {
			return err
		}
		c.enums = append(c.enums, &catEnum{defName: m[1], enumName: m[2], cases: cs})
	}
	return nil
}

func (c *catalogue) parseAttrs(items []string) error {
	for _, it := range items {
		if m := enumAttrRe.FindStringSubmatch(it); m != nil {
			cs, err := parseCases(m[3])
			if err != nil {
				return err
			}
			c.enums = append(c.enums, &catEnum{enumName: m[2], mnemonic: m[1], cases: cs})
			continue
		}
		m := attrHeadRe.FindStringSubmatch(it)
		if m == nil {
			return fmt.Errorf("malformed attribute entry %q", it)
		}
		f, err := unquoteFormat(m[4])
		if err != nil {
			return err
		}
		a := &catAttr{mnemonic: m[2], defName: m[3], format: f}
		for _, p := range parseArgList(m[5]) {
			a.params = append(a.params, p)
		}
		c.attrs[a.mnemonic] = a
	}
	return nil
}

// normSpace collapses whitespace runs (multi-line formats in .td code blocks).
func normSpace(s string) string {
	return strings.TrimSpace(spaceRunsRe.ReplaceAllString(s, " "))
}
