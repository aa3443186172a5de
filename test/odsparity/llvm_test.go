package odsparity

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
)

// record is one `def` of mlir-tblgen's --print-records output: its class list (the comment
// after the brace) and its one-line fields, by name, as printed.
type record struct {
	classes []string
	fields  map[string]string
}

func (r *record) is(class string) bool {
	for _, c := range r.classes {
		if c == class {
			return true
		}
	}
	return false
}

var (
	defLine   = regexp.MustCompile(`^def (\S+) \{\s*(?://\s*(.*))?$`)
	fieldLine = regexp.MustCompile(`^  (?:field )?\S.*? (\w+) = (.*);$`)
)

// parseRecords reads --print-records text. Multi-line values (code blocks) are skipped:
// no fact the test needs is spelled over several lines.
func parseRecords(out []byte) map[string]*record {
	recs := map[string]*record{}
	var cur *record
	inCode := false
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if inCode {
			if strings.Contains(line, "}];") {
				inCode = false
			}
			continue
		}
		if m := defLine.FindStringSubmatch(line); m != nil {
			cur = &record{classes: strings.Fields(m[2]), fields: map[string]string{}}
			recs[m[1]] = cur
			continue
		}
		if cur == nil {
			continue
		}
		if line == "}" {
			cur = nil
			continue
		}
		if m := fieldLine.FindStringSubmatch(line); m != nil {
			cur.fields[m[1]] = m[2]
			continue
		}
		if strings.Contains(line, "[{") && !strings.Contains(line, "}]") {
			inCode = true
		}
	}
	return recs
}

// dagArgs splits a dag value `(ins A:$a, B:$b)` into (record, name) pairs.
func dagArgs(v string) [][2]string {
	v = strings.TrimSuffix(strings.TrimPrefix(v, "("), ")")
	if i := strings.IndexByte(v, ' '); i >= 0 {
		v = v[i+1:]
	} else {
		return nil
	}
	var out [][2]string
	for _, part := range strings.Split(v, ", ") {
		i := strings.LastIndex(part, ":$")
		if i < 0 {
			out = append(out, [2]string{part, ""})
			continue
		}
		out = append(out, [2]string{part[:i], part[i+2:]})
	}
	return out
}

// listItems splits a list value `[A, B]`.
func listItems(v string) []string {
	v = strings.TrimSuffix(strings.TrimPrefix(v, "["), "]")
	if strings.TrimSpace(v) == "" {
		return nil
	}
	return strings.Split(v, ", ")
}

// docOp is what -gen-op-doc prints about an op beyond the records: trait and interface
// names resolved, and the declarative op-level effects.
type docOp struct {
	traits, interfaces []string
	effects            string // the Effects line, "" when absent
}

var docHeader = regexp.MustCompile("^### `([^`]+)` \\(([^)]+)\\)")

// parseDoc reads -gen-op-doc text, and records each op's C++ class in classes.
func parseDoc(out []byte, classes map[string]string) map[string]*docOp {
	ops := map[string]*docOp{}
	var cur *docOp
	tick := regexp.MustCompile("`([^`]+)`")
	for _, line := range strings.Split(string(out), "\n") {
		if m := docHeader.FindStringSubmatch(line); m != nil {
			cur = &docOp{}
			ops[m[1]] = cur
			classes[m[2]] = m[1]
			continue
		}
		if cur == nil {
			continue
		}
		names := func() []string {
			var l []string
			for _, m := range tick.FindAllStringSubmatch(line, -1) {
				l = append(l, m[1])
			}
			return l
		}
		switch {
		case strings.HasPrefix(line, "Traits: "):
			cur.traits = names()
		case strings.HasPrefix(line, "Interfaces: "):
			cur.interfaces = names()
		case strings.HasPrefix(line, "Effects: "):
			cur.effects = strings.Join(names(), " ")
		}
	}
	return ops
}

// tdFile is one ODS file and the dialect whose ops it defines.
type tdFile struct {
	path, dialect string
	extraInc      []string // include directories beyond the root (relative to it)
}

// llvmOps runs mlir-tblgen on every file and returns the facts of each op by full name.
func llvmOps(tblgen, inc string, files []tdFile) (map[string]*opFacts, error) {
	out := map[string]*opFacts{}
	classes := map[string]string{}
	for _, f := range files {
		args := []string{"-I", inc}
		for _, e := range f.extraInc {
			args = append(args, "-I", inc+"/"+e)
		}
		args = append(args, inc+"/"+f.path)
		recOut, err := exec.Command(tblgen, append([]string{"--print-records"}, args...)...).Output()
		if err != nil {
			return nil, fmt.Errorf("%s --print-records %s: %v", tblgen, f.path, err)
		}
		docOut, err := exec.Command(tblgen, append([]string{"-gen-op-doc"}, args...)...).Output()
		if err != nil {
			return nil, fmt.Errorf("%s -gen-op-doc %s: %v", tblgen, f.path, err)
		}
		recs, docs := parseRecords(recOut), parseDoc(docOut, classes)
		for _, r := range recs {
			if !r.is("Op") {
				continue
			}
			d := recs[r.fields["opDialect"]]
			if d == nil {
				return nil, fmt.Errorf("%s: op %s: dialect %s not found", f.path, r.fields["opName"], r.fields["opDialect"])
			}
			name := unquote(d.fields["name"]) + "." + unquote(r.fields["opName"])
			if unquote(d.fields["name"]) != f.dialect {
				continue
			}
			doc := docs[name]
			if doc == nil {
				return nil, fmt.Errorf("%s: op %s missing from -gen-op-doc", f.path, name)
			}
			facts, err := llvmFacts(recs, r, doc)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %v", f.path, name, err)
			}
			out[name] = facts
		}
	}
	resolveClasses(out, classes)
	return out, nil
}

func unquote(s string) string { return strings.Trim(s, `"`) }
