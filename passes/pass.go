// Package passes is the pass infrastructure of ascopt: pass registry, pipeline parsing,
// nested pass managers with parallel execution over isolated ops, instrumentation and the
// greedy pattern rewrite driver. Concrete passes live in passes/transforms and
// passes/ascendc and register themselves through a Registry value.
package passes

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Pass transforms the IR rooted at one operation of its anchor kind.
type Pass interface {
	Run(op *ir.Operation, ctx *ir.Context) error
}

// ReportingPass is a pass that also writes a report, as MLIR's print-op-stats writes to
// the error stream: the manager hands it a buffer and copies the report to the
// instrumentation's Out (stderr in ascopt) in one piece, so that reports of passes run in
// parallel on sibling ops do not interleave. Without an Out the report is dropped.
type ReportingPass interface {
	Pass
	RunReporting(op *ir.Operation, ctx *ir.Context, w io.Writer) error
}

// PreservingPass is a pass that can tell, run by run, that it left the IR exactly as it
// found it (MLIR's markAllAnalysesPreserved, which cse uses when it erased nothing). The
// manager then skips the verifier after it, as MLIR does: the IR it would check is the
// IR already verified before the pass.
type PreservingPass interface {
	Pass
	RunPreserving(op *ir.Operation, ctx *ir.Context) (unchanged bool, err error)
}

// PassFunc adapts a function to Pass.
type PassFunc func(op *ir.Operation, ctx *ir.Context) error

func (f PassFunc) Run(op *ir.Operation, ctx *ir.Context) error { return f(op, ctx) }

// OptionKind is the type of a pass option.
type OptionKind uint8

const (
	BoolOption OptionKind = iota
	IntOption
	StringOption
	// UintOption reads as LLVM's cl::opt<unsigned> does: a 32-bit unsigned number with
	// the radix taken from a 0x, 0b, 0o or 0 prefix.
	UintOption
	// ListOption holds a comma-separated list. Without a default it is absent from the
	// parsed Options unless given, so a pass can tell an explicitly empty list apart.
	ListOption
)

// Option declares one pass option.
type Option struct {
	Name    string
	Kind    OptionKind
	Default string
	Help    string
}

// DeparturesOption is the option of every pass that departs from PyAsc's form where that
// form computes a wrong result or does not build (docs/pyasc.md §5). It defaults to
// false, PyAsc's form, so a pass run alone matches PyAsc's tests; --pyasc-pipeline sets it.
var DeparturesOption = Option{Name: "departures", Kind: BoolOption, Default: "false",
	Help: "take this toolchain's departures from PyAsc's form (docs/pyasc.md §5); false emits PyAsc's form"}

// DepartingPass is the constructor of a pass that has the DeparturesOption: run receives
// the option's value and returns the pass's function.
func DepartingPass(run func(departures bool) func(*ir.Operation, *ir.Context) error) func(Options) (Pass, error) {
	return func(o Options) (Pass, error) { return PassFunc(run(o.Bool(DeparturesOption.Name))), nil }
}

// Options holds the parsed option values of a pass instance.
type Options map[string]string

// Bool reads a boolean option.
func (o Options) Bool(name string) bool { return o[name] == "true" || o[name] == "1" }

// Int reads an integer option.
func (o Options) Int(name string) int {
	v, _ := strconv.Atoi(o[name])
	return v
}

// Info describes a registered pass. Anchor is the op name the pass runs on ("" = any op,
// the pass manager's own anchor).
type Info struct {
	Name    string
	Summary string
	Anchor  string
	Options []Option
	New     func(opts Options) (Pass, error)
}

// Registry maps pass names (their CLI spelling) to constructors, plus named pipelines.
type Registry struct {
	passes    map[string]*Info
	pipelines map[string]PipelineInfo
}

// PipelineInfo is a named pipeline: a textual pipeline description behind a pass-like name.
type PipelineInfo struct {
	Name, Summary, Text string
	Options             []Option
	// Expand produces the pipeline text from options when it depends on them.
	Expand func(opts Options) string
	// ExpandFor, when set, produces the text when the pipeline is about to run, from the
	// options and the op it runs on: for pipelines whose defaults depend on the input
	// (PyAsc's reads the SoC from the module and decides synchronisation from its ops).
	ExpandFor func(opts Options, op *ir.Operation) (string, error)
}

func NewRegistry() *Registry {
	return &Registry{passes: map[string]*Info{}, pipelines: map[string]PipelineInfo{}}
}

// Register adds a pass; a duplicate name is a programming error.
func (r *Registry) Register(i *Info) {
	if _, dup := r.passes[i.Name]; dup {
		panic("passes: duplicate pass " + i.Name)
	}
	r.passes[i.Name] = i
}

// RegisterPipeline adds a named pipeline.
func (r *Registry) RegisterPipeline(p PipelineInfo) { r.pipelines[p.Name] = p }

// Lookup returns a pass by name.
func (r *Registry) Lookup(name string) *Info { return r.passes[name] }

// Names lists registered passes, sorted.
func (r *Registry) Names() []string {
	var out []string
	for n := range r.passes {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// PipelineNames lists the named pipelines, sorted.
func (r *Registry) PipelineNames() []string {
	var out []string
	for n := range r.pipelines {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Pipeline returns a named pipeline.
func (r *Registry) Pipeline(name string) (PipelineInfo, bool) {
	p, ok := r.pipelines[name]
	return p, ok
}

// Describe writes the `--list-passes` text.
func (r *Registry) Describe() string {
	var b strings.Builder
	b.WriteString("Passes:\n")
	for _, n := range r.Names() {
		i := r.passes[n]
		fmt.Fprintf(&b, "  --%-40s %s\n", n, i.Summary)
		for _, o := range i.Options {
			fmt.Fprintf(&b, "      %-38s %s (default %s)\n", o.Name+"="+kindName(o.Kind), o.Help, o.Default)
		}
	}
	if len(r.pipelines) > 0 {
		b.WriteString("Pass pipelines:\n")
		for _, n := range r.PipelineNames() {
			fmt.Fprintf(&b, "  --%-40s %s\n", n, r.pipelines[n].Summary)
		}
	}
	return b.String()
}

func kindName(k OptionKind) string {
	switch k {
	case BoolOption:
		return "<bool>"
	case IntOption:
		return "<int>"
	case UintOption:
		return "<uint>"
	case ListOption:
		return "<list>"
	}
	return "<string>"
}

// parseOptions checks `key=value key2 ...` text against declared options.
func parseOptions(pass string, decl []Option, text string) (Options, error) {
	opts := Options{}
	for _, o := range decl {
		if o.Kind != ListOption || o.Default != "" {
			opts[o.Name] = o.Default
		}
	}
	find := func(k string) *Option {
		for i := range decl {
			if decl[i].Name == k {
				return &decl[i]
			}
		}
		return nil
	}
	var last *Option           // the string or list option the previous field set
	given := map[string]bool{} // list options set by the text: a repeat appends, as in mlir-opt
	for _, f := range splitOptionText(text) {
		k, v, hasV := strings.Cut(f, "=")
		// mlir-opt separates options by spaces only, so a comma continues the value of a
		// string or list option (`op-pipelines=a(x),b(y)`): a field that names no option
		// and is not `key=value` with a plain key joins the previous value.
		if last != nil && find(k) == nil && (!hasV || strings.ContainsAny(k, "({[")) {
			opts[last.Name] += "," + f
			continue
		}
		v = unquote(v)
		d := find(k)
		last = nil
		if d == nil {
			return nil, fmt.Errorf("no such option '%s' for pass '%s'", k, pass)
		}
		if d.Kind == StringOption || d.Kind == ListOption {
			last = d
		}
		if !hasV {
			if d.Kind != BoolOption {
				return nil, fmt.Errorf("option '%s' of pass '%s' needs a value", k, pass)
			}
			v = "true"
		}
		switch d.Kind {
		case BoolOption:
			b, ok := parseBoolOption(v)
			if !ok {
				return nil, fmt.Errorf("invalid value '%s' for boolean option '%s' of pass '%s'", v, k, pass)
			}
			v = strconv.FormatBool(b)
		case IntOption:
			n, ok := ParseInt(v)
			if !ok {
				return nil, fmt.Errorf("invalid value '%s' for integer option '%s' of pass '%s'", v, k, pass)
			}
			v = strconv.FormatInt(n, 10) // Options.Int reads decimal
		case UintOption:
			if _, ok := ParseUint(v); !ok {
				return nil, fmt.Errorf("for the --%s option: '%s' value invalid for uint argument!", k, v)
			}
		case ListOption:
			if given[k] {
				v = opts[k] + "," + v
			}
			given[k] = true
		}
		opts[k] = v
	}
	return opts, nil
}

// parseBoolOption reads a boolean option value with the spellings LLVM's command-line
// parser accepts (mlir-opt takes `top-down=True` and an empty `top-down=` as true).
func parseBoolOption(v string) (bool, bool) {
	switch v {
	case "", "true", "TRUE", "True", "1":
		return true, true
	case "false", "FALSE", "False", "0":
		return false, true
	}
	return false, false
}

// unquote strips one pair of matching quotes around an option value (`s="a b"` is the
// value a b, as in mlir-opt); a value that is not wholly quoted is kept as written.
func unquote(v string) string {
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		return v[1 : len(v)-1]
	}
	return v
}

// splitOptionText splits on spaces and commas outside quotes and braces.
func splitOptionText(s string) []string {
	var out []string
	depth, start := 0, 0
	inQuote := false
	for i := 0; i <= len(s); i++ {
		if i == len(s) || (!inQuote && depth == 0 && (s[i] == ' ' || s[i] == ',')) {
			if f := strings.TrimSpace(s[start:i]); f != "" {
				out = append(out, f)
			}
			start = i + 1
			continue
		}
		switch s[i] {
		case '"', '\'':
			inQuote = !inQuote
		case '{', '[', '(':
			depth++
		case '}', ']', ')':
			depth--
		}
	}
	return out
}

// ParseUint reads a cl::opt<unsigned> value: decimal, or hexadecimal, binary or octal
// after a 0x, 0b, 0o or bare 0 prefix; no sign, and it must fit 32 bits.
func ParseUint(s string) (uint64, bool) {
	return parseRadix(s, 32)
}

// ParseInt reads a cl::opt<int64_t> value as LLVM does: an optional '-', then digits in
// the radix their prefix names (ParseUint's), fitting 64 bits signed. (Go's Atoi would
// read 010 as ten where mlir-opt reads eight, and refuse 0x10.)
func ParseInt(s string) (int64, bool) {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	u, ok := parseRadix(s, 64)
	switch {
	case !ok:
		return 0, false
	case neg && u == 1<<63:
		return math.MinInt64, true
	case u < 1<<63 && neg:
		return -int64(u), true
	case u < 1<<63:
		return int64(u), true
	}
	return 0, false
}

// parseRadix reads an unsigned number of at most bits bits after an optional radix prefix.
func parseRadix(s string, bits int) (uint64, bool) {
	base := 10
	switch {
	case len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) > 2 && (s[:2] == "0b" || s[:2] == "0B"):
		base, s = 2, s[2:]
	case len(s) > 2 && s[:2] == "0o":
		base, s = 8, s[2:]
	case len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9':
		base, s = 8, s[1:]
	}
	if s == "" || s[0] == '+' || s[0] == '-' {
		return 0, false
	}
	v, err := strconv.ParseUint(s, base, bits)
	return v, err == nil
}

// SplitList splits a list option value on top-level commas; one pair of braces around the
// whole list is dropped (`{a,b}` is the list a, b, as in mlir-opt).
func SplitList(s string) []string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '{' && matching(s, '{', '}') == len(s)-1 {
		s = s[1 : len(s)-1]
	}
	return splitTop(s)
}
