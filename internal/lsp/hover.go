package lsp

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// hover describes what lies at a document offset, in Markdown.
func (d *document) hover(off int, ctx *ir.Context) *Hover {
	c := d.chunkAt(off)
	if c == nil {
		return nil
	}
	t := d.targetAt(c, off, ctx)
	var text string
	switch t.kind {
	case opTarget:
		text = opDoc(t.info)
	case valueTarget:
		text = d.valueDoc(c.idx, t)
	case blockTarget:
		text = d.blockDoc(t.block, d.text[t.at.start:t.at.end])
	case symbolTarget:
		text = d.symbolDoc(c.idx, t)
	case aliasTarget:
		text = "```mlir\n" + d.aliasLine(t.alias) + "\n```"
	default:
		return nil
	}
	r := d.rangeOf(t.at)
	return &Hover{Contents: markupContent{Kind: "markdown", Value: text}, Range: &r}
}

// opDoc documents an op kind from its definition: summary, operands, attributes, results,
// regions, successors, traits and interfaces, and what it becomes in Ascend C.
func opDoc(info *ir.OpInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**`%s`**", info.Name)
	if !info.Registered {
		b.WriteString("\n\nAn op of an unregistered dialect.")
		return b.String()
	}
	def := opdef.DefOf(info)
	if def != nil && def.Summary != "" {
		b.WriteString(" — " + def.Summary)
	}
	if info.Dialect != nil {
		fmt.Fprintf(&b, "\n\nOp of the `%s` dialect.", info.Dialect.Name)
	}
	if def != nil {
		writeGroups(&b, "Operands", def.Operands)
		writeAttrs(&b, def.Attrs)
		writeGroups(&b, "Results", def.Results)
		if n := len(def.Regions); n > 0 {
			fmt.Fprintf(&b, "\n\nRegions: %d", n)
		}
		if n := len(def.Successors); n > 0 {
			fmt.Fprintf(&b, "\n\nSuccessors: %d", n)
		}
	}
	if tr := traitNames(info.Traits); len(tr) > 0 {
		b.WriteString("\n\nTraits: " + strings.Join(tr, ", "))
	}
	if is := opdef.Interfaces(info); len(is) > 0 {
		b.WriteString("\n\nInterfaces: " + strings.Join(is, ", "))
	}
	if e := opdef.EmissionOf(info); e.APIName != "" {
		fmt.Fprintf(&b, "\n\nAscend C: `%s`", e.APIName)
		if e.Pipe != "" {
			fmt.Fprintf(&b, " on pipe `%s`", e.Pipe)
		}
	}
	return b.String()
}

func writeGroups(b *strings.Builder, title string, gs []opdef.Operand) {
	if len(gs) == 0 {
		return
	}
	fmt.Fprintf(b, "\n\n%s:", title)
	for _, g := range gs {
		kind := ""
		switch g.Kind {
		case opdef.Optional:
			kind = "optional "
		case opdef.Variadic:
			kind = "variadic "
		}
		desc := "any type"
		switch {
		case g.Type != nil && g.Type.Desc != "":
			desc = g.Type.Desc
		case g.Type != nil && g.Type.Mnemonic != "":
			// A dialect type without a summary (its diagnostics read "must be , but
			// got", as MLIR's): the hover names the type.
			desc = "!" + g.Type.Dialect + "." + g.Type.Mnemonic
		}
		if g.Refined != nil {
			// The verifier takes any type; the simulator only this kind (the translator
			// checks it where it spells the element type).
			desc += " (simulated: " + g.Refined.Desc + ")"
		}
		fmt.Fprintf(b, "\n- `%s`: %s%s", g.Name, kind, desc)
	}
}

func writeAttrs(b *strings.Builder, as []opdef.Attr) {
	if len(as) == 0 {
		return
	}
	b.WriteString("\n\nAttributes:")
	for _, a := range as {
		desc := "attribute"
		if a.C != nil && a.C.Desc != "" {
			desc = a.C.Desc
		}
		opt := ""
		if a.Optional || a.Default != nil {
			opt = "optional "
		}
		fmt.Fprintf(b, "\n- `%s`: %s%s", a.Name, opt, desc)
	}
}

// traitNames spells the structural traits an op kind has, as MLIR names them.
func traitNames(t ir.Trait) []string {
	names := []struct {
		t ir.Trait
		n string
	}{{ir.TraitTerminator, "Terminator"}, {ir.TraitIsolatedFromAbove, "IsolatedFromAbove"},
		{ir.TraitSingleBlock, "SingleBlock"}, {ir.TraitNoTerminator, "NoTerminator"},
		{ir.TraitSymbolTable, "SymbolTable"}, {ir.TraitSymbol, "Symbol"}, {ir.TraitPure, "Pure"},
		{ir.TraitCommutative, "Commutative"}, {ir.TraitConstantLike, "ConstantLike"},
		{ir.TraitReturnLike, "ReturnLike"}, {ir.TraitSameOperandsAndResultType, "SameOperandsAndResultType"},
		{ir.TraitElementwise, "Elementwise"}}
	var out []string
	for _, x := range names {
		if t&x.t != 0 {
			out = append(out, x.n)
		}
	}
	return out
}

// valueDoc shows an SSA name's type (each type of a result group) and what defines it.
func (d *document) valueDoc(x *index, t target) string {
	var b strings.Builder
	name := string(d.text[t.at.start:t.at.end])
	if t.def < 0 {
		fmt.Fprintf(&b, "`%s`", name)
		if t.val != nil && t.val.Type() != nil {
			fmt.Fprintf(&b, ": `%s`", ir.TypeString(t.val.Type()))
		}
		b.WriteString("\n\nNo definition found.")
		return b.String()
	}
	def := x.valDefs[t.def]
	defName := string(d.text[def.name.start:def.name.end])
	for i, v := range def.vals {
		label := defName
		if len(def.vals) > 1 {
			label = fmt.Sprintf("%s#%d", defName, i)
		}
		if i > 0 {
			b.WriteString("\\\n")
		}
		fmt.Fprintf(&b, "`%s`: `%s`", label, ir.TypeString(v.Type()))
	}
	v := def.vals[0]
	if op := v.DefiningOp(); op != nil {
		fmt.Fprintf(&b, "\n\nResult of `%s`", op.Name())
		if r, ok := x.opRecOf(op); ok {
			fmt.Fprintf(&b, " (line %d)", d.position(r.name.start).Line+1)
		}
		return b.String()
	}
	if blk := v.OwnerBlock(); blk != nil {
		fmt.Fprintf(&b, "\n\nArgument #%d of %s", v.Index(), d.blockTitle(x, blk))
	}
	return b.String()
}

// blockTitle names a block for a hover: its label, or the op whose region it starts.
func (d *document) blockTitle(x *index, blk *ir.Block) string {
	if s, ok := x.blkDefs[blk]; ok {
		return "block `" + string(d.text[s.start:s.end]) + "`"
	}
	if op := blk.ParentOp(); op != nil {
		return "the entry block of `" + op.Name() + "`"
	}
	return "a block"
}

// blockDoc shows a block label with its arguments and predecessors.
func (d *document) blockDoc(blk *ir.Block, label []byte) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Block `%s`", label)
	if n := blk.NumArgs(); n > 0 {
		var ts []string
		for _, a := range blk.Args() {
			ts = append(ts, ir.TypeString(a.Type()))
		}
		fmt.Fprintf(&b, "\n\nArguments: `(%s)`", strings.Join(ts, ", "))
	}
	if blk.Parent() != nil {
		fmt.Fprintf(&b, "\n\nPredecessors: %d", len(blk.Predecessors()))
	}
	return b.String()
}

// symbolDoc shows the op a symbol names, with its function type when it has one.
func (d *document) symbolDoc(x *index, t target) string {
	if t.symbol == nil {
		return fmt.Sprintf("`@%s`\n\nNo definition found.", t.sym)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "`@%s`: `%s`", t.sym, t.symbol.Name())
	if ft, ok := t.symbol.Attr("function_type").(*ir.TypeAttr); ok {
		fmt.Fprintf(&b, "\n\n```mlir\n%s\n```", ir.TypeString(ft.Type))
	}
	if v, ok := t.symbol.Attr("sym_visibility").(*ir.StringAttr); ok {
		fmt.Fprintf(&b, "\n\nVisibility: %s", v.Value)
	}
	if s, ok := x.symbolSpan(t.symbol); ok {
		fmt.Fprintf(&b, "\n\nDefined at line %d", d.position(s.start).Line+1)
	}
	return b.String()
}
