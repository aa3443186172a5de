package ir

// Span is a byte range [Start, End) of the parsed buffer.
type Span struct{ Start, End int }

// ParseRecorder receives the source ranges the parser meets, for tools that map text back
// to IR and IR back to text (the language server: hover, go to definition, references).
// The parser calls it only when ParseOptions.Recorder is set, so other parses pay one nil
// test per event. Events arrive in source order as the parser goes, so a parse that fails
// has reported everything before the error. A recorded parse stays on one core (bodies are
// not handed to other cores), so the recorder needs no locking.
//
// A custom parser may resolve or parse the same text twice; recorders should tolerate an
// event repeated at the same span.
type ParseRecorder interface {
	// Op reports a parsed operation: the span of its name token (the quoted name of the
	// generic form) and of its whole text, from its first result name to its end.
	Op(op *Operation, name, whole Span)
	// ValueDef reports an SSA name bound to values: op results (one group of `%x:N`),
	// block arguments or region entry arguments. name spans `%x`.
	ValueDef(name Span, vals []*Value)
	// ValueUse reports a use of `%x` or `%x#N` resolved to v; name spans `%x`. For a use
	// before its definition v is a placeholder that ForwardResolved later replaces.
	ValueUse(name Span, v *Value)
	// ForwardResolved reports that a forward reference's placeholder was replaced by v.
	ForwardResolved(placeholder, v *Value)
	// BlockDef and BlockUse report a block label `^bb` defined or named as a successor.
	BlockDef(name Span, b *Block)
	BlockUse(name Span, b *Block)
	// SymbolName reports `@name` parsed as the name of the op being parsed (a definition).
	SymbolName(name Span, sym string)
	// SymbolRef reports a symbol reference attribute; parts spans each `@` component, the
	// root first, then the nested references in order.
	SymbolRef(ref *SymbolRefAttr, parts []Span)
}
