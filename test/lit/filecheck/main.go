// Package filecheck is a FileCheck whose verdicts (exit statuses) equal LLVM
// 19 FileCheck's on the same check file, input and options, and whose
// diagnostics follow the same shape. Main is the whole command; the lit
// runner and test/lit/cmd/FileCheck both call it.
package filecheck

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// Options are FileCheck's command-line settings.
type Options struct {
	CheckFile                 string
	InputFile                 string // "-" reads stdin
	CheckPrefixes             []string
	CommentPrefixes           []string
	ImplicitCheckNot          []string
	Defines                   []string // -D arguments without the "-D"
	MatchFullLines            bool
	StrictWhitespace          bool
	AllowEmpty                bool
	AllowUnusedPrefixes       bool
	AllowDeprecatedDagOverlap bool
	IgnoreCase                bool
	EnableVarScope            bool
	Verbose                   bool
	DumpInput                 string // help, always, fail (default), never
	DumpContext               int
	DumpFilter                string // all, annotation-full, annotation, error

	dumpFilterSet bool // --dump-input-filter given; else "always" shows all

	defaultPrefix bool // no prefix was given, so CHECK is used
}

// usageError is a command-line problem; LLVM's option parser exits with 1.
type usageError string

func (e usageError) Error() string { return string(e) }

type optKind int

const (
	optBool optKind = iota
	optString
	optList      // may repeat
	optCommaList // may repeat; values split at commas
)

// parseArgs reads arguments the way LLVM's option library does: one or two
// leading dashes, "-name=value" or "-name value" for valued options, the
// "-DVAR=VAL" prefix form, and "--" to end options.
func parseArgs(args []string) (*Options, error) {
	o := &Options{InputFile: "-", DumpInput: "fail", DumpContext: 5, DumpFilter: "error"}
	var positional []string
	var dumpInputs []string
	set := map[string]struct {
		kind optKind
		f    func(v string) error
	}{}
	boolOpt := func(dst *bool) struct {
		kind optKind
		f    func(v string) error
	} {
		return struct {
			kind optKind
			f    func(v string) error
		}{optBool, func(v string) error {
			switch v {
			case "", "true", "TRUE", "True", "1":
				*dst = true
			case "false", "FALSE", "False", "0":
				*dst = false
			default:
				return fmt.Errorf("'%s' is invalid value for boolean argument! Try 0 or 1", v)
			}
			return nil
		}}
	}
	valOpt := func(kind optKind, f func(v string) error) struct {
		kind optKind
		f    func(v string) error
	} {
		return struct {
			kind optKind
			f    func(v string) error
		}{kind, f}
	}
	var ignored, verboseVerbose bool
	set["check-prefix"] = valOpt(optList, func(v string) error { o.CheckPrefixes = append(o.CheckPrefixes, v); return nil })
	set["check-prefixes"] = valOpt(optCommaList, func(v string) error { o.CheckPrefixes = append(o.CheckPrefixes, v); return nil })
	set["comment-prefixes"] = valOpt(optCommaList, func(v string) error { o.CommentPrefixes = append(o.CommentPrefixes, v); return nil })
	set["implicit-check-not"] = valOpt(optList, func(v string) error { o.ImplicitCheckNot = append(o.ImplicitCheckNot, v); return nil })
	set["input-file"] = valOpt(optString, func(v string) error { o.InputFile = v; return nil })
	set["dump-input"] = valOpt(optList, func(v string) error {
		switch v {
		case "help", "always", "fail", "never":
			dumpInputs = append(dumpInputs, v)
			return nil
		}
		return fmt.Errorf("Cannot find option named '%s'!", v)
	})
	set["dump-input-filter"] = valOpt(optList, func(v string) error {
		switch v {
		case "all", "annotation-full", "annotation", "error":
			o.DumpFilter, o.dumpFilterSet = v, true
			return nil
		}
		return fmt.Errorf("Cannot find option named '%s'!", v)
	})
	set["dump-input-context"] = valOpt(optList, func(v string) error {
		var n int
		if _, err := fmt.Sscanf(v, "%d", &n); err != nil || n < 0 {
			return fmt.Errorf("'%s' value invalid for uint argument!", v)
		}
		o.DumpContext = max(o.DumpContext, n)
		return nil
	})
	set["strict-whitespace"] = boolOpt(&o.StrictWhitespace)
	set["match-full-lines"] = boolOpt(&o.MatchFullLines)
	set["allow-empty"] = boolOpt(&o.AllowEmpty)
	set["allow-unused-prefixes"] = boolOpt(&o.AllowUnusedPrefixes)
	set["allow-deprecated-dag-overlap"] = boolOpt(&o.AllowDeprecatedDagOverlap)
	set["ignore-case"] = boolOpt(&o.IgnoreCase)
	set["enable-var-scope"] = boolOpt(&o.EnableVarScope)
	set["v"] = boolOpt(&o.Verbose)
	set["vv"] = boolOpt(&verboseVerbose)
	set["color"] = boolOpt(&ignored)

	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			positional = append(positional, a)
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if strings.HasPrefix(name, "D") {
			// -D takes its value attached, everything after the D:
			// "-D=1" defines "=1", which later lacks a name.
			if name == "D" {
				return nil, usageError("FileCheck: for the -D option: requires a value!")
			}
			o.Defines = append(o.Defines, name[1:])
			continue
		}
		val, hasVal := "", false
		if eq := strings.IndexByte(name, '='); eq >= 0 {
			name, val, hasVal = name[:eq], name[eq+1:], true
		}
		switch name {
		case "help", "h", "help-hidden", "help-list", "help-list-hidden":
			return nil, errHelp
		case "version":
			return nil, errVersion
		}
		opt, ok := set[name]
		if !ok {
			return nil, usageError(fmt.Sprintf("FileCheck: Unknown command line argument '%s'.  Try: 'FileCheck --help'", a))
		}
		if opt.kind != optBool && !hasVal {
			if i+1 >= len(args) {
				return nil, usageError(fmt.Sprintf("FileCheck: for the --%s option: requires a value!", name))
			}
			i++
			val = args[i]
		}
		vals := []string{val}
		if opt.kind == optCommaList {
			vals = strings.Split(val, ",")
		}
		for _, v := range vals {
			if err := opt.f(v); err != nil {
				return nil, usageError(fmt.Sprintf("FileCheck: for the --%s option: %v", name, err))
			}
		}
	}
	o.Verbose = o.Verbose || verboseVerbose
	switch {
	case len(positional) > 1:
		return nil, usageError("FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help")
	case len(positional) == 1:
		o.CheckFile = positional[0]
	}
	// The most verbose of several -dump-input values wins.
	rank := map[string]int{"never": 0, "fail": 1, "always": 2, "help": 3}
	if len(dumpInputs) > 0 {
		o.DumpInput = "never"
		for _, v := range dumpInputs {
			if rank[v] > rank[o.DumpInput] {
				o.DumpInput = v
			}
		}
	}
	return o, nil
}

type infoRequest string

func (e infoRequest) Error() string { return string(e) }

const (
	errHelp    infoRequest = "help"
	errVersion infoRequest = "version"
)

const helpText = `OVERVIEW: FileCheck in Go (LLVM 19 compatible verdicts)

USAGE: FileCheck [options] <check-file>

Reads the input from stdin (or --input-file) and checks it against the
directives of <check-file>. Options: --check-prefix(es), --comment-prefixes,
--implicit-check-not, --match-full-lines, --strict-whitespace, --allow-empty,
--allow-unused-prefixes, --ignore-case, --enable-var-scope, -D VAR=VALUE,
-D#VAR=EXPR, --input-file, --dump-input={always,fail,never}.
`

// canonicalize drops the CR of CRLF line ends and, unless whitespace is
// strict, folds every run of spaces and tabs into one space. LLVM applies
// this to both files, so diagnostics show the folded text.
func canonicalize(s string, strict bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			continue
		}
		if strict || (c != ' ' && c != '\t') {
			b.WriteByte(c)
			continue
		}
		b.WriteByte(' ')
		for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
			i++
		}
	}
	return b.String()
}

func validatePrefixes(kind string, prefixes []string, seen map[string]bool) string {
	for _, p := range prefixes {
		if p == "" {
			return fmt.Sprintf("error: supplied %s prefix must not be the empty string", kind)
		}
		for i := 0; i < len(p); i++ {
			if !isWordChar(p[i]) {
				return fmt.Sprintf("error: supplied %s prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '%s'", kind, p)
			}
		}
		if seen[p] {
			return fmt.Sprintf("error: supplied %s prefix must be unique among check and comment prefixes: '%s'", kind, p)
		}
		seen[p] = true
	}
	return ""
}

// Main runs FileCheck with the given arguments (without the program name)
// and returns its exit status: 0 when all checks pass, 1 when a check fails
// (or the command line cannot be parsed), 2 for a bad check file, a missing
// file or an empty input.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseArgs(args)
	switch err {
	case nil:
	case errHelp:
		fmt.Fprint(stdout, helpText)
		return 0
	case errVersion:
		fmt.Fprintln(stdout, "FileCheck (Go), compatible with LLVM version 19")
		return 0
	default:
		fmt.Fprintln(stderr, err)
		return 1
	}
	if o.DumpInput == "help" {
		fmt.Fprint(stdout, "The input dump shows the input with line numbers; annotations mark\n"+
			"'X' where a pattern was not found, '!' an unwanted or misplaced match,\n"+
			"and '?' a possible intended match.\n")
		return 0
	}
	if o.CheckFile == "" {
		fmt.Fprintln(stderr, "<check-file> not specified")
		return 2
	}
	for _, g := range o.Defines {
		eq := strings.IndexByte(g, '=')
		if eq < 0 {
			fmt.Fprintf(stderr, "Missing equal sign in command-line definition '-D%s'\n", g)
			return 2
		}
		if eq == 0 {
			fmt.Fprintf(stderr, "Missing variable name in command-line definition '-D%s'\n", g)
			return 2
		}
	}
	// Defaults take part in the uniqueness check but are not validated
	// themselves, so a clash is blamed on the user's prefix.
	seen := map[string]bool{}
	if len(o.CheckPrefixes) == 0 {
		seen["CHECK"] = true
	}
	if len(o.CommentPrefixes) == 0 {
		seen["COM"], seen["RUN"] = true, true
	}
	if msg := validatePrefixes("check", o.CheckPrefixes, seen); msg != "" {
		fmt.Fprintln(stderr, msg)
		return 2
	}
	if msg := validatePrefixes("comment", o.CommentPrefixes, seen); msg != "" {
		fmt.Fprintln(stderr, msg)
		return 2
	}
	if len(o.CheckPrefixes) == 0 {
		o.CheckPrefixes = []string{"CHECK"}
		o.defaultPrefix = true
	}
	if len(o.CommentPrefixes) == 0 {
		o.CommentPrefixes = []string{"COM", "RUN"}
	}
	checkName, checkText, err := readFile(o.CheckFile, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "Could not open check file '%s': %v\n", o.CheckFile, err)
		return 2
	}
	checkSrc := &source{name: checkName, text: canonicalize(checkText, o.StrictWhitespace)}
	ctx := newPatternContext()
	checks, ok, fatal := readCheckFile(checkSrc, o, ctx, stderr)
	if !ok {
		if fatal {
			return 1
		}
		return 2
	}
	inName, inText, err := readFile(o.InputFile, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %v\n", inName, err)
		return 2
	}
	if inText == "" && !o.AllowEmpty {
		fmt.Fprintf(stderr, "FileCheck error: '%s' is empty.\n", inName)
		fmt.Fprintf(stderr, "FileCheck command line:  FileCheck %s\n", strings.Join(args, " "))
		return 2
	}
	c := &checker{opts: o, ctx: ctx, in: &source{name: inName, text: canonicalize(inText, o.StrictWhitespace)}, d: &diagWriter{stderr}}
	ctx.asciiInput = !hasHighBytes(c.in.text)
	status := 0
	if !c.run(checks) {
		status = 1
	}
	if o.DumpInput == "always" || (status == 1 && o.DumpInput == "fail") {
		fmt.Fprintf(stderr, "\nInput file: %s\nCheck file: %s\n\n-dump-input=help explains the following input dump.\n\n", inName, o.CheckFile)
		c.dump(stderr)
	}
	return status
}

// readFile reads path, or stdin for "-"; name is how diagnostics call it.
func readFile(path string, stdin io.Reader) (name, text string, err error) {
	if path == "-" {
		if stdin == nil {
			return "<stdin>", "", nil
		}
		b, err := io.ReadAll(stdin)
		return "<stdin>", string(b), err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		if pe, ok := err.(*os.PathError); ok {
			err = pe.Err
		}
		return path, "", sysMessage(err)
	}
	return path, string(b), nil
}

// sysMessage capitalises a system error like LLVM's error_code messages
// ("No such file or directory").
func sysMessage(err error) error {
	m := err.Error()
	if m != "" && m[0] >= 'a' && m[0] <= 'z' {
		m = string(m[0]-'a'+'A') + m[1:]
	}
	return usageError(m)
}
