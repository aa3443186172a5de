package ir

// Pattern rewrites an op in place through the rewriter and reports whether it did.
type Pattern interface {
	// Root is the op name the pattern applies to ("" for any op).
	Root() string
	Benefit() int
	MatchAndRewrite(op *Operation, rw *Rewriter) bool
}

// PatternFunc is a Pattern defined by a function.
type PatternFunc struct {
	Name    string // for debugging
	RootOp  string
	Weight  int
	Rewrite func(op *Operation, rw *Rewriter) bool
}

func (p *PatternFunc) Root() string { return p.RootOp }
func (p *PatternFunc) Benefit() int { return p.Weight }
func (p *PatternFunc) MatchAndRewrite(op *Operation, rw *Rewriter) bool {
	return p.Rewrite(op, rw)
}
