package filecheck

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The corpus in testdata/*.txt holds FileCheck cases, each a check file, an
// input, arguments and the exit status LLVM 19 FileCheck gives:
//
//	=== name
//	args: --check-prefix=FOO -DX=1
//	expect: 1
//	diag: loose        (optional: diagnostics need not equal LLVM's)
//	--- check
//	CHECK: foo
//	--- input noeol
//	foo
//
// Section lines are taken verbatim with their newlines. Section modifiers:
// "noeol" drops the final newline, "blank" adds an empty line at the end
// (blank lines before the next case are separators), "crlf" turns newlines
// into CRLF, "none" passes no content at all (empty stdin).
type corpusCase struct {
	file, name string
	args       []string
	expect     int
	looseDiag  bool // diagnostics may differ from LLVM's (program path, hints)
	check      string
	input      string
}

func (c corpusCase) id() string { return strings.TrimSuffix(c.file, ".txt") + "/" + c.name }

func loadCorpus(t testing.TB) []corpusCase {
	t.Helper()
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	sort.Strings(files)
	var out []corpusCase
	seen := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := parseCorpus(filepath.Base(f), string(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, c := range cases {
			if seen[c.id()] {
				t.Fatalf("duplicate case %s", c.id())
			}
			seen[c.id()] = true
		}
		out = append(out, cases...)
	}
	return out
}

func parseCorpus(file, data string) ([]corpusCase, error) {
	var cases []corpusCase
	var cur *corpusCase
	var section *string
	var mods []string
	// finish closes the open section; atCaseEnd drops the blank lines that
	// separate cases, so a section can only end in a blank line by "blank".
	finish := func(atCaseEnd bool) {
		if section == nil {
			return
		}
		s := *section
		if atCaseEnd {
			for strings.HasSuffix(s, "\n\n") || s == "\n" {
				s = s[:len(s)-1]
			}
		}
		for _, m := range mods {
			switch m {
			case "noeol":
				s = strings.TrimSuffix(s, "\n")
			case "crlf":
				s = strings.ReplaceAll(s, "\n", "\r\n")
			case "none":
				s = ""
			case "blank":
				s += "\n"
			}
		}
		*section = s
		section = nil
	}
	lines := strings.SplitAfter(data, "\n")
	for i, line := range lines {
		trimmed := strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(trimmed, "=== "):
			finish(true)
			cases = append(cases, corpusCase{file: file, name: strings.TrimSpace(trimmed[4:]), expect: -1})
			cur = &cases[len(cases)-1]
		case cur != nil && section == nil && strings.HasPrefix(trimmed, "args:"):
			args, err := splitArgs(strings.TrimSpace(trimmed[5:]))
			if err != nil {
				return nil, err
			}
			cur.args = args
		case cur != nil && section == nil && trimmed == "diag: loose":
			cur.looseDiag = true
		case cur != nil && section == nil && strings.HasPrefix(trimmed, "expect:"):
			n, err := strconv.Atoi(strings.TrimSpace(trimmed[7:]))
			if err != nil {
				return nil, err
			}
			cur.expect = n
		case cur != nil && strings.HasPrefix(trimmed, "--- "):
			finish(false)
			f := strings.Fields(trimmed[4:])
			switch f[0] {
			case "check":
				section = &cur.check
			case "input":
				section = &cur.input
			default:
				return nil, fmt.Errorf("line %d: unknown section %q", i+1, f[0])
			}
			mods = f[1:]
		case section != nil:
			*section += line
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		default:
			return nil, fmt.Errorf("line %d: unexpected %q", i+1, trimmed)
		}
	}
	finish(true)
	for _, c := range cases {
		if c.expect < 0 {
			return nil, fmt.Errorf("case %s has no expect line", c.name)
		}
	}
	return cases, nil
}

// splitArgs splits a command line with single and double quotes.
func splitArgs(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		case c == '\'' || c == '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, fmt.Errorf("unterminated quote in %q", s)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out, nil
}

// materialise writes the check file into dir and returns the argument list:
// the case's arguments, no input dump unless asked for, then the check file.
func (c corpusCase) materialise(t testing.TB, dir string) []string {
	t.Helper()
	path := filepath.Join(dir, strings.ReplaceAll(c.id(), "/", "_")+".check")
	if err := os.WriteFile(path, []byte(c.check), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string(nil), c.args...)
	if !strings.Contains(strings.Join(args, " "), "dump-input") {
		args = append(args, "--dump-input=never")
	}
	return append(args, path)
}

// runOurs runs this package's FileCheck in-process.
func runOurs(args []string, input string) (int, string) {
	var stdout, stderr bytes.Buffer
	code := Main(args, strings.NewReader(input), &stdout, &stderr)
	return code, stdout.String() + stderr.String()
}

// TestCorpus checks our verdict on every corpus case against the status
// recorded from LLVM 19; it needs no LLVM installation.
func TestCorpus(t *testing.T) {
	cases := loadCorpus(t)
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.id(), func(t *testing.T) {
			args := c.materialise(t, dir)
			code, out := runOurs(args, c.input)
			if code != c.expect {
				t.Errorf("exit status %d, want %d\nargs: %q\n%s", code, c.expect, args, out)
			}
		})
	}
	if len(cases) < 150 {
		t.Errorf("corpus has %d cases, want at least 150", len(cases))
	}
}
