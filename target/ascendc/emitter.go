// Package ascendc translates IR to Ascend C source, the text PyAsc's ascir-translate
// --mlir-to-ascendc produces (the conformance tests under Target/ fix it line by line).
//
// An Emitter walks a module in program order. Every op is handled by a Rule looked up by
// op name: hand-written rules for func, arith, math, memref, scf, emitc and emitasc (one
// file per concern) and for the irregular Ascend C ops; every other ascendc op goes
// through the generic rule driven by the op's AscendEmission hints from the .td files
// (apiName, callStyle, templateArgs, callArgs; see dialect/ods/OpBase.td). Each concern's
// hand-written rules are an explicit table keyed by the dialect's op-name constants; rules
// for ascendc and emitasc ops read operands and attributes through the ops' generated
// typed views, and count on the verifier (which asc-translate runs unless --no-verify) for
// the presence of required attributes, which the views read as zero values. Values get C++
// names from the Emitter's name table (v1, v2, ... per function, constants spelled after
// their value such as c32_i32), so the output does not depend on SSA names of the input.
package ascendc

import (
	"bytes"
	"fmt"
	"io"
	"maps"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Rule emits one operation.
type Rule func(e *Emitter, op *ir.Operation) error

// Emitter holds the state of one translation: the output, the indentation, the name table
// of the function being emitted and the rule table.
type Emitter struct {
	out    *bytes.Buffer
	indent int
	rules  map[string]Rule
	// hints are the translator's emission hints laid over the op records' (specHints).
	hints map[string]opdef.Emission

	// Per function: C++ names of values and the counter behind vN names. Names of values
	// nested in a function stay valid for the whole function: C++ scoping is handled by
	// the emitted braces, and SSA dominance guarantees uses see their definition.
	names map[*ir.Value]string
	next  int
	// funcNames is the table a function's names go to while names holds the module's: as
	// in PyAsc, a function opens a naming scope that starts from the module's counter and
	// whose names are forgotten at its end (emission.md §1.4).
	funcNames map[*ir.Value]string
	// constTypes maps the constant names declared in the function to their C++ types:
	// PyAsc's names spell bf16 as f16, so a bf16 and an f16 constant of one value would
	// be declared twice under one name (see emitConstant).
	constTypes map[string]string
	// arrays counts, per op kind, the ops that declared local arrays (mask lists,
	// mrg_sort's element count lists), whose names carry that number. As in PyAsc, the
	// count runs over the whole translation, not per function.
	arrays map[string]int
	// skip marks ops whose emission is folded into a later op (the parameter structs of
	// an AippParams construct), so walking the block does not emit them again.
	skip map[*ir.Operation]bool
	// whileStmt is set while a statement of an scf.while region is emitted: a structured
	// op there closes with `};` (see emitWhileBlock).
	whileStmt bool
}

// Options configure a translation.
type Options struct {
	// Rules adds or replaces emit rules by op name (tests and tools extending the
	// emitter); nil uses the built-in table only.
	Rules map[string]Rule
	// ArrayCounts carries, per op kind, the number of ops that declared local arrays
	// (the k of `v1_mask_list<k>`, emission.md §1.5) from one translation to the next.
	// PyAsc keeps these counters for the whole process, so the chunks of one
	// --split-input-file run continue each other's numbering; the translation updates
	// the map. nil starts every count at 0.
	ArrayCounts map[string]int
}

// Translate writes the Ascend C source of module to w. On error nothing is written and the
// error holds diagnostics located at the offending ops.
func Translate(w io.Writer, module *ir.Operation, opts Options) error {
	// Operand kinds (opdef.Operand.Refined) are checked where a rule reads a type
	// (elementType): as in PyAsc, a value printed only by name may have any type the
	// verifier accepts, and the op catalogue accepts any type there.
	var buf bytes.Buffer
	buf.Grow(64 << 10)
	e := newEmitter(&buf, opts)
	// No prologue of our own (emission.md §1): includes come from emitc.include ops, which
	// PyAsc's ascendc-generate-boilerplate pass writes.
	if err := e.emitTopLevel(module); err != nil {
		return err
	}
	// PyAsc ends the module, like every top-level op, with a newline of its own.
	e.raw("\n")
	_, err := w.Write(buf.Bytes())
	return err
}

func newEmitter(buf *bytes.Buffer, opts Options) *Emitter {
	e := &Emitter{out: buf, rules: builtinRules(), hints: specHints(), arrays: opts.ArrayCounts}
	if e.arrays == nil {
		e.arrays = map[string]int{}
	}
	for k, r := range opts.Rules {
		e.rules[k] = r
	}
	e.resetFunction()
	return e
}

// builtinRules is the table of hand-written rules: the explicit tables of each concern
// (one file per dialect), merged. Their keys are the dialects' op-name constants, so a
// renamed op breaks the build, and a name listed twice in one table does not compile.
func builtinRules() map[string]Rule {
	r := map[string]Rule{}
	for _, t := range []map[string]Rule{
		funcRules(), arithRules(), mathRules(), memrefRules(), scfRules(), emitcRules(), llvmRules(),
		emitascRules(), ascendcRules(), ascendcSpecRules(),
	} {
		maps.Copy(r, t)
	}
	return r
}

// viewRule makes a rule of a function over an op's typed view, so the rule reads operands
// and attributes by name. The table keys rules by op name, so as always matches; a
// mismatch (a rule filed under another op) is reported rather than read positionally.
func viewRule[V any](as func(*ir.Operation) (V, bool), emit func(e *Emitter, v V) error) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		v, ok := as(op)
		if !ok {
			return ir.OpError(op, "is not the op its Ascend C rule was written for")
		}
		return emit(e, v)
	}
}

// HasRule reports whether ops named name can be emitted: by a hand-written rule or by the
// generic rule from emission hints.
func HasRule(info *ir.OpInfo) bool {
	if _, refused := noPrinter[info.Name]; refused {
		return false
	}
	if _, ok := builtinRules()[info.Name]; ok {
		return true
	}
	return genericApplies(info)
}

func (e *Emitter) resetFunction() {
	// The tables are reused from function to function: a module has thousands.
	if e.names == nil {
		e.names = map[*ir.Value]string{}
		e.skip = map[*ir.Operation]bool{}
	} else {
		clear(e.names)
		clear(e.skip)
	}
	clear(e.constTypes)
	e.next = 0
}

// emitTopLevel emits the ops of a module (the parser's implicit module included); nested
// modules are flattened, as C++ has one namespace for them, each followed by the empty
// line PyAsc's module printer leaves. As in PyAsc, the first failure ends the translation
// (emission.md §4): one diagnostic, from the first op that cannot be translated.
func (e *Emitter) emitTopLevel(module *ir.Operation) error {
	if module.Name() != builtin.OpModule {
		return e.emitOp(module)
	}
	for _, r := range module.Regions() {
		for _, b := range r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				if op.Name() != builtin.OpModule {
					if err := e.emitModuleLevel(op); err != nil {
						return err
					}
					continue
				}
				// A nested module is an op of the module body: its text, then the
				// newline every top-level op gets (§1.1), an empty line. Like a
				// function it is a naming scope: the v numbers it gives out are
				// given out again after it (§1.4).
				outer := e.next
				if err := e.emitTopLevel(op); err != nil {
					return err
				}
				e.next = outer
				e.raw("\n")
			}
		}
	}
	return nil
}

// emitModuleLevel emits an op of the module body. PyAsc terminates no statement there: an
// op that is a statement in a function (a constant, say) loses its final `;`. Verbatim
// text is written as it is, and so are functions (a prototype keeps its `;`).
func (e *Emitter) emitModuleLevel(op *ir.Operation) error {
	start := e.out.Len()
	if err := e.emitOp(op); err != nil {
		return err
	}
	switch op.Name() {
	case emitc.OpVerbatim, emitasc.OpVerbatim, fn.OpFunc:
		return nil
	}
	if e.out.Len() == start {
		// An op that prints nothing (noop, §3.26) still gets the newline every
		// top-level op is followed by (§1.2): an empty line.
		e.out.WriteByte('\n')
		return nil
	}
	if b := e.out.Bytes(); len(b) >= start+2 && string(b[len(b)-2:]) == ";\n" {
		e.out.Truncate(len(b) - 2)
		e.out.WriteByte('\n')
	}
	return nil
}

// emitOp emits one op with its rule.
func (e *Emitter) emitOp(op *ir.Operation) error {
	if e.skip[op] {
		return nil
	}
	if _, refused := noPrinter[op.Name()]; refused {
		return ir.OpError(op, "unable to find printer for op")
	}
	if g, ok := alwaysPrinted[op.Name()]; ok && len(opdef.OperandGroup(op, g)) == 0 {
		return ir.OpError(op, "needs its %s operand: Ascend C's call takes it, and PyAsc prints it whether or not the op has it", g)
	}
	if r, ok := e.rules[op.Name()]; ok {
		return r(e, op)
	}
	if genericApplies(op.Info()) {
		return emitGeneric(e, op)
	}
	// PyAsc's wording, for every op without a printer, registered or not.
	return ir.OpError(op, "unable to find printer for op")
}

// emitBlock emits the ops of a block except its terminator, which the enclosing construct
// handles (a yield becomes assignments, a return a return statement).
func (e *Emitter) emitBlock(b *ir.Block, withTerminator bool) error {
	for op := b.First(); op != nil; op = op.Next() {
		if !withTerminator && op == b.Last() && op.HasTrait(ir.TraitTerminator) {
			break
		}
		if err := e.emitOp(op); err != nil {
			return err
		}
	}
	return nil
}

// --- [ Output ] -----------------------------------------------------------------------

// line writes one indented line.
func (e *Emitter) line(format string, args ...any) {
	if len(args) > 0 {
		format = fmt.Sprintf(format, args...)
	}
	e.writeLines(format)
}

// stmt writes one indented line made of parts (the common case, without formatting).
func (e *Emitter) stmt(parts ...string) {
	if len(parts) == 1 {
		e.writeLines(parts[0])
		return
	}
	// The common line (no newline in it, not blank) is written part by part, without
	// joining the parts into a string first.
	blank := true
	for _, p := range parts {
		if strings.IndexByte(p, '\n') >= 0 {
			e.writeLines(strings.Join(parts, ""))
			return
		}
		blank = blank && isBlank(p)
	}
	if !blank {
		e.writeIndent()
	}
	for _, p := range parts {
		e.out.WriteString(p)
	}
	e.out.WriteByte('\n')
}

// isBlank reports whether s is empty or only whitespace: such a line gets no indentation.
func isBlank(s string) bool { return strings.Trim(s, " \t\v\f\r") == "" }

// writeLines writes s and a newline. PyAsc's output stream indents every line at its first
// character, so text holding newlines (verbatim text, names taken from the input) has each
// of its lines indented; a line that is empty or only whitespace gets no indentation
// (emission.md §1.2).
func (e *Emitter) writeLines(s string) {
	for {
		i := strings.IndexByte(s, '\n')
		seg := s
		if i >= 0 {
			seg = s[:i]
		}
		if !isBlank(seg) {
			e.writeIndent()
		}
		e.out.WriteString(seg)
		e.out.WriteByte('\n')
		if i < 0 {
			return
		}
		s = s[i+1:]
	}
}

// raw writes text as is (verbatim lines, struct declarations at top level).
func (e *Emitter) raw(s string) { e.out.WriteString(s) }

const spaces = "                                                                "

func (e *Emitter) writeIndent() {
	n := 2 * e.indent
	for n > len(spaces) {
		e.out.WriteString(spaces)
		n -= len(spaces)
	}
	e.out.WriteString(spaces[:n])
}

// --- [ Names ] ------------------------------------------------------------------------

// fresh assigns the next vN name to v (with the suffix of a named location).
func (e *Emitter) fresh(v *ir.Value) string {
	e.next++
	n := "v" + itoa(e.next) + nameLocSuffix(v)
	e.names[v] = n
	return n
}

// nameLocSuffix is `_<name>` when the location of v (its op's for a result, its own for a
// block argument) holds a NameLoc, the first one in depth-first order; "" otherwise. The
// name is used as it is: PyAsc names values after the Python variables they came from.
func nameLocSuffix(v *ir.Value) string {
	var l ir.Location
	if op := v.DefiningOp(); op != nil {
		l = op.Loc()
	} else {
		l = v.ArgLoc()
	}
	if n, ok := findNameLoc(l); ok {
		return "_" + n
	}
	return ""
}

func findNameLoc(l ir.Location) (string, bool) {
	switch l := l.(type) {
	case *ir.NameLoc:
		return l.Name, true
	case *ir.CallSiteLoc:
		if n, ok := findNameLoc(l.Callee); ok {
			return n, true
		}
		return findNameLoc(l.Caller)
	case *ir.FusedLoc:
		for _, c := range l.Locs {
			if n, ok := findNameLoc(c); ok {
				return n, true
			}
		}
	}
	return "", false
}

// setName gives v a chosen name (constants, aliases of other values).
func (e *Emitter) setName(v *ir.Value, n string) { e.names[v] = n }

// name returns the C++ name of v. A value without a name yet (a use that the walk has
// not reached, which valid IR only produces for region arguments) gets a fresh one.
func (e *Emitter) name(v *ir.Value) string {
	if n, ok := e.names[v]; ok {
		return n
	}
	return e.fresh(v)
}

// names returns the names of vs, comma separated.
func (e *Emitter) nameList(vs []*ir.Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = e.name(v)
	}
	return strings.Join(parts, ", ")
}

// decl declares a result as `T vN = expr;` (or `T vN;` for an empty expr) and returns the
// new name.
func (e *Emitter) decl(v *ir.Value, expr string) (string, error) {
	t, err := e.cppTypeOf(v)
	if err != nil {
		return "", err
	}
	n := e.fresh(v)
	if expr == "" {
		e.stmt(t, " ", n, ";")
	} else {
		e.stmt(t, " ", n, " = ", expr, ";")
	}
	return n, nil
}

// cppTypeOf spells the type of v, with a diagnostic at its definition on failure.
func (e *Emitter) cppTypeOf(v *ir.Value) (string, error) {
	t, err := CppType(v.Type())
	if err != nil {
		return "", valueError(v, "%v", err)
	}
	return t, nil
}

// valueError is a diagnostic at the op defining v (or the op owning the block of a block
// argument).
func valueError(v *ir.Value, format string, args ...any) error {
	// PyAsc reports type spellings as plain errors (emission.md §4.1: "error", not "op
	// error"), located at the op that defines the value.
	if op := v.DefiningOp(); op != nil {
		return ir.Errorf(op.Loc(), format, args...)
	}
	if b := v.OwnerBlock(); b != nil && b.ParentOp() != nil {
		return ir.Errorf(b.ParentOp().Loc(), format, args...)
	}
	return fmt.Errorf(format, args...)
}

func itoa(n int) string { return strconv.Itoa(n) }
