package filecheck

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Cases synthesised from foreign lit suites. The conformance files may not be
// copied into the project, so their CHECK lines are read where they live and
// inputs are generated at test time: one written to satisfy the checks, and
// variants that break them (a missing line, an extra line before a
// CHECK-NEXT, a changed character, text a CHECK-NOT forbids, DAG lines in
// another order).

// conformanceRoot holds the suites; CONFORMANCE_DIR overrides it.
func conformanceRoot() string {
	if d := os.Getenv("CONFORMANCE_DIR"); d != "" {
		return d
	}
	return "/work/shared/conformance"
}

var runFileCheck = regexp.MustCompile(`\bFileCheck\b([^|]*)`)

// conformanceCases returns the synthesised cases, or none when the suites
// are absent.
func conformanceCases(t testing.TB) []corpusCase {
	root := conformanceRoot()
	var files []string
	for _, suite := range []string{"pyasc", "mlir"} {
		filepath.WalkDir(filepath.Join(root, suite), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".mlir") {
				files = append(files, p)
			}
			return nil
		})
	}
	sort.Strings(files)
	var out []corpusCase
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		seen := map[string]bool{}
		for _, line := range strings.Split(string(data), "\n") {
			i := strings.Index(line, "RUN:")
			if i < 0 {
				continue
			}
			m := runFileCheck.FindStringSubmatch(line[i:])
			if m == nil {
				continue
			}
			args, err := splitArgs(strings.ReplaceAll(strings.TrimSpace(m[1]), "%s", ""))
			if err != nil || seen[strings.Join(args, " ")] {
				continue
			}
			seen[strings.Join(args, " ")] = true
			name := strings.TrimSuffix(rel, ".mlir")
			if len(seen) > 1 {
				name += fmt.Sprintf("#%d", len(seen))
			}
			out = append(out, synthesise(name, string(data), args)...)
		}
	}
	return out
}

// directive is one check line as the synthesiser understands it.
type directive struct {
	kind    string // "", NEXT, SAME, NOT, DAG, LABEL, EMPTY, COUNT
	count   int
	pattern string
	literal bool
	line    int // in the check file, for @LINE
}

func prefixesOf(args []string) (prefixes []string, fullLines bool) {
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		val := ""
		if eq := strings.IndexByte(a, '='); eq >= 0 {
			a, val = a[:eq], a[eq+1:]
		} else if (a == "check-prefix" || a == "check-prefixes") && i+1 < len(args) {
			i++
			val = args[i]
		}
		switch a {
		case "check-prefix", "check-prefixes":
			prefixes = append(prefixes, strings.Split(val, ",")...)
		case "match-full-lines":
			fullLines = true
		}
	}
	if len(prefixes) == 0 {
		prefixes = []string{"CHECK"}
	}
	return prefixes, fullLines
}

func parseDirectives(text string, prefixes []string) []directive {
	alt := make([]string, len(prefixes))
	for i, p := range prefixes {
		alt[i] = regexp.QuoteMeta(p)
	}
	re := regexp.MustCompile(`(?:^|[^A-Za-z0-9_-])(?:` + strings.Join(alt, "|") +
		`)(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-[0-9]+)?(\{LITERAL\})?:(.*)$`)
	var ds []directive
	for n, line := range strings.Split(text, "\n") {
		m := re.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		d := directive{kind: strings.TrimPrefix(m[1], "-"), count: 1, literal: m[2] != "",
			pattern: strings.TrimSpace(m[3]), line: n + 1}
		if strings.HasPrefix(d.kind, "COUNT-") {
			fmt.Sscanf(d.kind, "COUNT-%d", &d.count)
			d.kind = "COUNT"
		}
		ds = append(ds, d)
	}
	return ds
}

// sampleText produces text that a pattern matches, remembering variables.
func sampleText(d directive, vars map[string]string) string {
	if d.literal {
		return d.pattern
	}
	var b strings.Builder
	s := d.pattern
	for s != "" {
		switch {
		case strings.HasPrefix(s, "{{"):
			end := strings.Index(s, "}}")
			if end < 0 {
				b.WriteString(s)
				return b.String()
			}
			b.WriteString(sampleRegex(s[2:end]))
			s = s[end+2:]
		case strings.HasPrefix(s, "[[") && !strings.HasPrefix(s, "[[["):
			end, _ := findBlockEnd(s[2:])
			if end < 0 {
				b.WriteString(s)
				return b.String()
			}
			body := s[2 : 2+end]
			s = s[2+end+2:]
			if strings.HasPrefix(body, "#") {
				// The suites only use @LINE expressions; other numbers
				// are not tied to anything.
				expr := strings.ReplaceAll(body[1:], " ", "")
				v := 7
				if strings.HasPrefix(expr, "@LINE") {
					off := 0
					fmt.Sscanf(expr[len("@LINE"):], "%d", &off)
					v = d.line + off
				}
				fmt.Fprint(&b, v)
				continue
			}
			if colon := strings.IndexByte(body, ':'); colon >= 0 {
				v := sampleRegex(body[colon+1:])
				vars[body[:colon]] = v
				b.WriteString(v)
			} else {
				b.WriteString(vars[body])
			}
		default:
			end := len(s)
			if i := strings.Index(s[1:], "{{"); i >= 0 {
				end = i + 1
			}
			if i := strings.Index(s[1:], "[["); i >= 0 && i+1 < end {
				end = i + 1
			}
			b.WriteString(s[:end])
			s = s[end:]
		}
	}
	return b.String()
}

// sampleRegex returns a short string matched by an LLVM regex.
func sampleRegex(re string) string {
	tree, groups, err := parseRegex(re)
	if err != nil {
		return re
	}
	caps := make([]string, groups+1)
	var gen func(n *rxNode) string
	gen = func(n *rxNode) string {
		switch n.kind {
		case rxLit:
			return string(n.c)
		case rxAny:
			return "x"
		case rxSet:
			for _, c := range []byte("x0a_%. ") {
				if n.set[c] {
					return string(c)
				}
			}
			for c := 33; c < 127; c++ {
				if n.set[c] {
					return string(rune(c))
				}
			}
			return ""
		case rxGroup:
			s := ""
			for _, sub := range n.sub {
				s += gen(sub)
			}
			caps[n.group] = s
			return s
		case rxBackref:
			return caps[n.group]
		case rxConcat:
			s := ""
			for _, sub := range n.sub {
				s += gen(sub)
			}
			return s
		case rxAlt:
			return gen(n.sub[0])
		case rxRepeat:
			// One copy for "*": an empty ".*" between spaces would leave
			// two spaces the input's whitespace folding merges.
			k := n.min
			if k == 0 && n.max < 0 {
				k = 1
			}
			return strings.Repeat(gen(n.sub[0]), k)
		}
		return ""
	}
	return gen(tree)
}

// synthesise builds the passing input and its variants for one FileCheck
// invocation of a conformance file.
func synthesise(name, check string, args []string) []corpusCase {
	prefixes, _ := prefixesOf(args)
	ds := parseDirectives(check, prefixes)
	if len(ds) == 0 {
		return nil
	}
	h := fnv.New32a()
	h.Write([]byte(name))
	seed := h.Sum32()

	var lines []string
	lineOf := make([]int, len(ds)) // the output line of each positive directive
	var notSamples []struct {
		at   int
		text string
	}
	vars := map[string]string{}
	var dagGroups [][]int
	for i, d := range ds {
		lineOf[i] = -1
		switch d.kind {
		case "NOT":
			v := map[string]string{}
			for k, x := range vars {
				v[k] = x
			}
			notSamples = append(notSamples, struct {
				at   int
				text string
			}{len(lines), sampleText(d, v)})
		case "SAME":
			if len(lines) == 0 {
				lines = append(lines, "")
			}
			lines[len(lines)-1] += sampleText(d, vars)
			lineOf[i] = len(lines) - 1
		case "EMPTY":
			lineOf[i] = len(lines)
			lines = append(lines, "")
		case "COUNT":
			s := sampleText(d, vars)
			lineOf[i] = len(lines)
			for k := 0; k < d.count; k++ {
				lines = append(lines, s)
			}
		default:
			if d.kind == "DAG" {
				if i == 0 || ds[i-1].kind != "DAG" {
					dagGroups = append(dagGroups, nil)
				}
				dagGroups[len(dagGroups)-1] = append(dagGroups[len(dagGroups)-1], len(lines))
			}
			lineOf[i] = len(lines)
			lines = append(lines, sampleText(d, vars))
		}
	}
	join := func(ls []string) string { return strings.Join(ls, "\n") + "\n" }
	mk := func(variant string, ls []string) corpusCase {
		return corpusCase{file: "conformance", name: name + "/" + variant, args: args, expect: -1,
			check: check, input: join(ls)}
	}
	out := []corpusCase{mk("pass", lines)}

	// Reverse each DAG group: the checks must still pass.
	if len(dagGroups) > 0 {
		ls := append([]string(nil), lines...)
		for _, g := range dagGroups {
			for a, b := 0, len(g)-1; a < b; a, b = a+1, b-1 {
				ls[g[a]], ls[g[b]] = ls[g[b]], ls[g[a]]
			}
		}
		out = append(out, mk("dag-reversed", ls))
	}
	var positives, nexts []int
	for i, d := range ds {
		if lineOf[i] >= 0 {
			positives = append(positives, i)
			if d.kind == "NEXT" {
				nexts = append(nexts, i)
			}
		}
	}
	if len(positives) > 0 {
		d := positives[int(seed)%len(positives)]
		ls := append(append([]string(nil), lines[:lineOf[d]]...), lines[lineOf[d]+1:]...)
		out = append(out, mk("drop-line", ls))

		// Change one letter of a line that has some.
		for k := 0; k < len(positives); k++ {
			l := lineOf[positives[(int(seed)+k)%len(positives)]]
			if idx := strings.IndexAny(lines[l], "abcdefghijklmnopqrstuvwxyz"); idx >= 0 {
				ls := append([]string(nil), lines...)
				ls[l] = ls[l][:idx] + strings.ToUpper(ls[l][idx:idx+1]) + ls[l][idx+1:]
				out = append(out, mk("mutate", ls))
				break
			}
		}
	}
	if len(nexts) > 0 {
		l := lineOf[nexts[int(seed>>8)%len(nexts)]]
		ls := append(append(append([]string(nil), lines[:l]...), "// an extra line"), lines[l:]...)
		out = append(out, mk("extra-line", ls))
	}
	if len(notSamples) > 0 {
		ns := notSamples[int(seed>>4)%len(notSamples)]
		ls := append(append(append([]string(nil), lines[:ns.at]...), ns.text), lines[ns.at:]...)
		out = append(out, mk("not-violated", ls))
	}
	return out
}

// TestSynthesisedPass needs no LLVM: the inputs written to satisfy the
// conformance suites' checks must pass our FileCheck.
func TestSynthesisedPass(t *testing.T) {
	cases := conformanceCases(t)
	if len(cases) == 0 {
		t.Skipf("no conformance suites under %s", conformanceRoot())
	}
	dir := t.TempDir()
	for _, c := range cases {
		if !strings.HasSuffix(c.name, "/pass") && !strings.HasSuffix(c.name, "/dag-reversed") {
			continue
		}
		t.Run(c.id(), func(t *testing.T) {
			args := c.materialise(t, dir)
			if code, out := runOurs(args, c.input); code != 0 {
				t.Errorf("status %d\n%s\ninput:\n%s", code, out, c.input)
			}
		})
	}
}
