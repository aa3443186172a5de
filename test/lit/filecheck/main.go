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

// optSpec is how one option takes its value and what it does with it.
type optSpec struct {
	kind optKind
	f    func(v string) error
}

// boolOpt is a flag that also accepts the explicit values LLVM's cl::opt<bool> does.
func boolOpt(dst *bool) optSpec {
	return optSpec{optBool, func(v string) error {
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

// argParser holds what parseArgs accumulates besides the Options themselves.
type argParser struct {
	o                       *Options
	opts                    map[string]optSpec
	positional, dumpInputs  []string
	ignored, verboseVerbose bool
}

func newArgParser() *argParser {
	a := &argParser{o: &Options{InputFile: "-", DumpInput: "fail", DumpContext: 5, DumpFilter: "error"}}
	a.opts = a.options()
	return a
}

// options is the table of FileCheck's options by name (without dashes).
func (a *argParser) options() map[string]optSpec {
	o := a.o
	return map[string]optSpec{
		"check-prefix":       {optList, func(v string) error { o.CheckPrefixes = append(o.CheckPrefixes, v); return nil }},
		"check-prefixes":     {optCommaList, func(v string) error { o.CheckPrefixes = append(o.CheckPrefixes, v); return nil }},
		"comment-prefixes":   {optCommaList, func(v string) error { o.CommentPrefixes = append(o.CommentPrefixes, v); return nil }},
		"implicit-check-not": {optList, func(v string) error { o.ImplicitCheckNot = append(o.ImplicitCheckNot, v); return nil }},
		"input-file":         {optString, func(v string) error { o.InputFile = v; return nil }},
		"dump-input":         {optList, a.dumpInput},
		"dump-input-filter":  {optList, a.dumpInputFilter},
		"dump-input-context": {optList, a.dumpInputContext},

		"strict-whitespace":            boolOpt(&o.StrictWhitespace),
		"match-full-lines":             boolOpt(&o.MatchFullLines),
		"allow-empty":                  boolOpt(&o.AllowEmpty),
		"allow-unused-prefixes":        boolOpt(&o.AllowUnusedPrefixes),
		"allow-deprecated-dag-overlap": boolOpt(&o.AllowDeprecatedDagOverlap),
		"ignore-case":                  boolOpt(&o.IgnoreCase),
		"enable-var-scope":             boolOpt(&o.EnableVarScope),
		"v":                            boolOpt(&o.Verbose),
		"vv":                           boolOpt(&a.verboseVerbose),
		"color":                        boolOpt(&a.ignored),
	}
}

func (a *argParser) dumpInput(v string) error {
	switch v {
	case "help", "always", "fail", "never":
		a.dumpInputs = append(a.dumpInputs, v)
		return nil
	}
	return fmt.Errorf("Cannot find option named '%s'!", v)
}

func (a *argParser) dumpInputFilter(v string) error {
	switch v {
	case "all", "annotation-full", "annotation", "error":
		a.o.DumpFilter, a.o.dumpFilterSet = v, true
		return nil
	}
	return fmt.Errorf("Cannot find option named '%s'!", v)
}

func (a *argParser) dumpInputContext(v string) error {
	var n int
	if _, err := fmt.Sscanf(v, "%d", &n); err != nil || n < 0 {
		return fmt.Errorf("'%s' value invalid for uint argument!", v)
	}
	a.o.DumpContext = max(a.o.DumpContext, n)
	return nil
}

// parseArgs reads arguments the way LLVM's option library does: one or two
// leading dashes, "-name=value" or "-name value" for valued options, the
// "-DVAR=VAL" prefix form, and "--" to end options.
func parseArgs(args []string) (*Options, error) {
	a := newArgParser()
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			a.positional = append(a.positional, args[i+1:]...)
			break
		}
		if len(arg) < 2 || arg[0] != '-' {
			a.positional = append(a.positional, arg)
			continue
		}
		next, err := a.option(args, i)
		if err != nil {
			return nil, err
		}
		i = next
	}
	return a.finish()
}

// option applies the option args[i] and returns the index of the last argument it
// used (i+1 when the value is the next argument).
func (a *argParser) option(args []string, i int) (int, error) {
	arg := args[i]
	name := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	if strings.HasPrefix(name, "D") {
		// -D takes its value attached, everything after the D:
		// "-D=1" defines "=1", which later lacks a name.
		if name == "D" {
			return i, usageError("FileCheck: for the -D option: requires a value!")
		}
		a.o.Defines = append(a.o.Defines, name[1:])
		return i, nil
	}
	val, hasVal := "", false
	if eq := strings.IndexByte(name, '='); eq >= 0 {
		name, val, hasVal = name[:eq], name[eq+1:], true
	}
	switch name {
	case "help", "h", "help-hidden", "help-list", "help-list-hidden":
		return i, errHelp
	case "version":
		return i, errVersion
	}
	opt, ok := a.opts[name]
	if !ok {
		return i, usageError(fmt.Sprintf("FileCheck: Unknown command line argument '%s'.  Try: 'FileCheck --help'", arg))
	}
	if opt.kind != optBool && !hasVal {
		if i+1 >= len(args) {
			return i, usageError(fmt.Sprintf("FileCheck: for the --%s option: requires a value!", name))
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
			return i, usageError(fmt.Sprintf("FileCheck: for the --%s option: %v", name, err))
		}
	}
	return i, nil
}

// finish settles what depends on all arguments: -vv, the check file and -dump-input.
func (a *argParser) finish() (*Options, error) {
	o := a.o
	o.Verbose = o.Verbose || a.verboseVerbose
	switch {
	case len(a.positional) > 1:
		return nil, usageError("FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help")
	case len(a.positional) == 1:
		o.CheckFile = a.positional[0]
	}
	// The most verbose of several -dump-input values wins.
	rank := map[string]int{"never": 0, "fail": 1, "always": 2, "help": 3}
	if len(a.dumpInputs) > 0 {
		o.DumpInput = "never"
		for _, v := range a.dumpInputs {
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
