package ir

// Pattern rewrites an op in place through the rewriter and reports whether it did.
type Pattern interface {
	// Root is the op name the pattern applies to ("" for any op).
	Root() string
	// Benefit orders patterns on the same root: higher is tried first.
	Benefit() int
	// MatchAndRewrite changes the IR through rw when the pattern applies, and reports whether it did.
	MatchAndRewrite(op *Operation, rw *Rewriter) bool
}

// PatternFunc is a Pattern defined by a function.
type PatternFunc struct {
	Name    string                                 // for debugging
	RootOp  string                                 // the op name it applies to, "" for any op
	Weight  int                                    // the benefit
	Rewrite func(op *Operation, rw *Rewriter) bool // matches and rewrites, reporting a change
}

// Root returns RootOp.
func (p *PatternFunc) Root() string { return p.RootOp }

// Benefit returns Weight.
func (p *PatternFunc) Benefit() int { return p.Weight }

// MatchAndRewrite calls Rewrite.
func (p *PatternFunc) MatchAndRewrite(op *Operation, rw *Rewriter) bool {
	return p.Rewrite(op, rw)
}
