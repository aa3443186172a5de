package passes

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
)

// PassEntry is one configured pass in a pipeline.
type PassEntry struct {
	Info    *Info
	Opts    Options
	OptText string
	pass    Pass
}

// Manager runs passes on ops of its anchor kind ("" = the op it is given) and nested
// managers on the anchor's directly nested ops of their kind.
type Manager struct {
	Anchor string
	items  []item
}

type item struct {
	pass     *PassEntry
	nested   *Manager
	deferred *deferredPipeline
}

// deferredPipeline is a named pipeline expanded only when it runs (PipelineInfo.ExpandFor).
type deferredPipeline struct {
	reg     *Registry
	info    PipelineInfo
	opts    Options
	optText string
	// ran is the expansion of the last run, for the statistics report.
	ran *Manager
}

// expand parses the pipeline's text for op into a manager of the given anchor.
func (d *deferredPipeline) expand(anchor string, op *ir.Operation) (*Manager, error) {
	text, err := d.info.ExpandFor(d.opts, op)
	if err != nil {
		return nil, ir.Errorf(op.Loc(), "pipeline '%s': %v", d.info.Name, err)
	}
	m := NewManager(anchor)
	if err := d.reg.parseInto(m, text); err != nil {
		return nil, fmt.Errorf("pipeline '%s' expanded to an invalid pipeline: %v", d.info.Name, err)
	}
	return m, nil
}

// NewManager creates an empty manager for an anchor op name.
func NewManager(anchor string) *Manager { return &Manager{Anchor: anchor} }

// Empty reports whether the manager has nothing to run.
func (m *Manager) Empty() bool { return len(m.items) == 0 }

// Nest returns a nested manager for ops named anchor (reusing a trailing one).
func (m *Manager) Nest(anchor string) *Manager {
	if n := len(m.items); n > 0 && m.items[n-1].nested != nil && m.items[n-1].nested.Anchor == anchor {
		return m.items[n-1].nested
	}
	nm := NewManager(anchor)
	m.items = append(m.items, item{nested: nm})
	return nm
}

// AddPass adds a pass; passes anchored on another op kind are nested implicitly, as
// mlir-opt does for command-line passes.
func (m *Manager) AddPass(e *PassEntry) {
	if e.Info.Anchor != "" && e.Info.Anchor != m.Anchor {
		m.Nest(e.Info.Anchor).AddPass(e)
		return
	}
	m.items = append(m.items, item{pass: e})
}

// String renders the pipeline in MLIR's textual form, options as written.
func (m *Manager) String() string { return m.render(false) }

// Dump renders the pipeline as --dump-pass-pipeline shows it: every pass with the value of
// each of its options (defaults included, by name), as mlir-opt prints it, headed by the
// number of top-level passes.
func (m *Manager) Dump() string {
	return fmt.Sprintf("Pass Manager with %d passes:\n%s\n\n", len(m.items), m.render(true))
}

// Textual renders the pipeline with every option's value, for a reproducer to replay it
// exactly.
func (m *Manager) Textual() string { return m.render(true) }

// text is a deferred pipeline element as written: its name and the options given.
func (d *deferredPipeline) text() string {
	if d.optText == "" {
		return d.info.Name
	}
	return d.info.Name + "{" + d.optText + "}"
}

func (m *Manager) render(full bool) string {
	var parts []string
	for _, it := range m.items {
		switch {
		case it.nested != nil:
			parts = append(parts, it.nested.render(full))
		case it.deferred != nil:
			parts = append(parts, it.deferred.text())
		default:
			parts = append(parts, it.pass.Info.Name+it.pass.optionText(full))
		}
	}
	anchor := m.Anchor
	if anchor == "" {
		anchor = "any"
	}
	return anchor + "(" + strings.Join(parts, ",") + ")"
}

// ReproducerText renders the pipeline as mlir-opt 19's crash reproducer records it: as
// it ran, adjacent nested pipelines merged by anchor, every option's value given, and the
// top-level elements separated by ", " (nested ones by ",").
func (m *Manager) ReproducerText() string {
	return anchorName(m.Anchor) + "(" + strings.Join(m.mergedItems(), ", ") + ")"
}

func (m *Manager) mergedItems() []string {
	var parts []string
	for i := 0; i < len(m.items); {
		it := m.items[i]
		switch {
		case it.nested != nil:
			j := m.groupEnd(i)
			// One element per group (MLIR's adaptor), its pipelines joined by ",".
			g := groupOf(m.items[i:j])
			var pipes []string
			for _, a := range g.anchors {
				var inner []string
				for _, nm := range g.byAnch[a] {
					inner = append(inner, nm.mergedItems()...)
				}
				pipes = append(pipes, anchorName(a)+"("+strings.Join(inner, ",")+")")
			}
			parts = append(parts, strings.Join(pipes, ","))
			i = j
			continue
		case it.deferred != nil:
			parts = append(parts, it.deferred.text())
		default:
			parts = append(parts, it.pass.Textual())
		}
		i++
	}
	return parts
}

// optionText is `{opts}`: the text as written, or (full) every declared option by name.
func (e *PassEntry) optionText(full bool) string {
	if !full {
		if e.OptText == "" {
			return ""
		}
		return "{" + e.OptText + "}"
	}
	if len(e.Info.Options) == 0 {
		return ""
	}
	names := make([]string, 0, len(e.Info.Options))
	for _, o := range e.Info.Options {
		names = append(names, o.Name)
	}
	sort.Strings(names)
	kinds := map[string]OptionKind{}
	for _, o := range e.Info.Options {
		kinds[o.Name] = o.Kind
	}
	kv := make([]string, len(names))
	for i, n := range names {
		// An empty list prints as nothing, leaving its separator: mlir-opt 19 prints
		// `symbol-privatize{}` and `inline{... max-iterations=4 }`.
		if kinds[n] == ListOption && e.Opts[n] == "" {
			continue
		}
		kv[i] = n + "=" + e.Opts[n]
	}
	return "{" + strings.Join(kv, " ") + "}"
}

// Textual is the pass with every option's value, as a pipeline element.
func (e *PassEntry) Textual() string { return e.Info.Name + e.optionText(true) }

// ItemsText is the pipeline's elements without its anchor, every option's value given.
func (m *Manager) ItemsText() string {
	s := m.render(true)
	return s[strings.IndexByte(s, '(')+1 : len(s)-1]
}

// NewPassEntry configures a registered pass (or expands a named pipeline into m).
func (r *Registry) addByName(m *Manager, name, optText string) error {
	if info := r.Lookup(name); info != nil {
		opts, err := parseOptions(name, info.Options, optText)
		if err != nil {
			return err
		}
		// A module pass cannot be nested inside a function (or any other op kind but a
		// module): the nested manager would run it on no op at all, silently. mlir-opt
		// refuses it with this message.
		if info.Anchor == builtin.OpModule && m.Anchor != "" && m.Anchor != builtin.OpModule {
			return fmt.Errorf("Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?", name, info.Anchor, m.Anchor)
		}
		p, err := info.New(opts)
		if err != nil {
			return fmt.Errorf("pass '%s': %v", name, err)
		}
		m.AddPass(&PassEntry{Info: info, Opts: opts, OptText: optText, pass: p})
		return nil
	}
	if pl, ok := r.Pipeline(name); ok {
		opts, err := parseOptions(name, pl.Options, optText)
		if err != nil {
			return err
		}
		if pl.ExpandFor != nil {
			m.items = append(m.items, item{deferred: &deferredPipeline{reg: r, info: pl, opts: opts, optText: optText}})
			return nil
		}
		text := pl.Text
		if pl.Expand != nil {
			text = pl.Expand(opts)
		}
		return r.parseInto(m, text)
	}
	return fmt.Errorf("'%s' does not refer to a registered pass or pass pipeline", name)
}

// AddPassByName appends a pass or named pipeline given its CLI spelling and option text.
func (r *Registry) AddPassByName(m *Manager, name, optText string) error {
	return r.addByName(m, name, optText)
}

// ParsePipeline parses `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`.
// The outermost element names the anchor of the returned manager.
func (r *Registry) ParsePipeline(text string) (*Manager, error) {
	text = strings.TrimSpace(text)
	if err := checkBalance(text); err != nil {
		return nil, err
	}
	name, rest, ok := strings.Cut(text, "(")
	if !ok || !strings.HasSuffix(rest, ")") {
		return nil, fmt.Errorf("invalid pass pipeline '%s': expected 'op-name(...)' at the top level", text)
	}
	anchor := strings.TrimSpace(name)
	if anchor == "" {
		return nil, fmt.Errorf("invalid pass pipeline '%s': expected 'op-name(...)' at the top level", text)
	}
	if anchor == "any" {
		anchor = ""
	}
	m := NewManager(anchor)
	// An empty top-level list is a valid pipeline that does nothing, as in mlir-opt.
	if inner := rest[:len(rest)-1]; strings.TrimSpace(inner) != "" {
		if err := r.parseInto(m, inner); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// checkBalance rejects unbalanced parentheses and braces before the pipeline is split.
func checkBalance(text string) error {
	var stack []byte
	quote := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '"':
			quote = !quote
		case quote:
		case c == '(' || c == '{':
			stack = append(stack, c)
			// parseInto recurses per level and rescans each level's text: an unbounded
			// depth (a reproducer's pipeline is file input) would take quadratic time
			// and unbounded stack.
			if len(stack) > ir.MaxNesting {
				return fmt.Errorf("invalid pass pipeline: nesting deeper than %d levels at offset %d", ir.MaxNesting, i)
			}
		case c == ')' || c == '}':
			open := byte('(')
			if c == '}' {
				open = '{'
			}
			if len(stack) > 0 && stack[len(stack)-1] == '{' && c == ')' {
				return fmt.Errorf("invalid pass pipeline '%s': missing closing '}' while processing pass options", text)
			}
			if len(stack) == 0 || stack[len(stack)-1] != open {
				return fmt.Errorf("invalid pass pipeline '%s': encountered extra closing '%c' creating unbalanced parentheses while parsing pipeline", text, c)
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 {
		if stack[len(stack)-1] == '{' {
			return fmt.Errorf("invalid pass pipeline '%s': missing closing '}' while processing pass options", text)
		}
		return fmt.Errorf("invalid pass pipeline '%s': encountered unbalanced parentheses while parsing pipeline", text)
	}
	return nil
}

func (r *Registry) parseInto(m *Manager, text string) error {
	for _, el := range splitTop(text) {
		el = strings.TrimSpace(el)
		if el == "" {
			// `a,,b`, a trailing comma or `func.func()` name no pass.
			return fmt.Errorf("'' does not refer to a registered pass or pass pipeline")
		}
		name := el
		optText := ""
		var inner string
		hasInner := false
		if i := strings.IndexAny(el, "{("); i >= 0 {
			name = strings.TrimSpace(el[:i])
			rest := el[i:]
			if rest[0] == '{' {
				j := matching(rest, '{', '}')
				if j < 0 {
					return fmt.Errorf("unbalanced '{' in pass pipeline element '%s'", el)
				}
				optText = rest[1:j]
				rest = strings.TrimSpace(rest[j+1:])
			}
			if rest != "" {
				if rest[0] != '(' || matching(rest, '(', ')') != len(rest)-1 {
					return fmt.Errorf("invalid pass pipeline element '%s'", el)
				}
				inner, hasInner = rest[1:len(rest)-1], true
			}
		}
		if hasInner {
			anchor := name
			if anchor == "any" {
				anchor = ""
			}
			if err := r.parseInto(m.nestExplicit(anchor), inner); err != nil {
				return err
			}
			continue
		}
		if err := r.addByName(m, name, optText); err != nil {
			return err
		}
	}
	return nil
}

// Resolve returns the pipeline as it will run on op: named pipelines that depend on their
// input (PipelineInfo.ExpandFor) are expanded for op, the rest is shared with m. It is what
// --dump-pass-pipeline shows; a pipeline expanded later in a run sees the IR of that point.
func (m *Manager) Resolve(op *ir.Operation) (*Manager, error) {
	out := &Manager{Anchor: m.Anchor}
	for _, it := range m.items {
		if it.deferred == nil {
			// Passes and nested managers are shared; a deferred pipeline inside a nested
			// anchor sees its own ops only when it runs, so it is shown by name.
			out.items = append(out.items, it)
			continue
		}
		em, err := it.deferred.expand(m.Anchor, op)
		if err != nil {
			return nil, err
		}
		if em, err = em.Resolve(op); err != nil {
			return nil, err
		}
		out.items = append(out.items, em.items...)
	}
	return out, nil
}

func (m *Manager) nestExplicit(anchor string) *Manager {
	nm := NewManager(anchor)
	m.items = append(m.items, item{nested: nm})
	return nm
}

func matching(s string, open, close byte) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitTop splits on commas not nested in (), {} or quotes.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	quote := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			quote = !quote
		case '(', '{':
			if !quote {
				depth++
			}
		case ')', '}':
			if !quote {
				depth--
			}
		case ',':
			if depth == 0 && !quote {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
