package transforms

import (
	"fmt"
	"math"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// The inline pass, as mlir-opt 19's -inline behaves: it visits the call graph's strongly
// connected components callees first; in each it runs the simplification pipeline on the
// callables, then inlines every call it may, and repeats while calls were inlined (up to
// max-iterations rounds). Private callables left without uses are erased at the end.

const defaultInlineThreshold = math.MaxUint32

// inlineConfig holds the parsed options of one inline pass.
type inlineConfig struct {
	reg           *passes.Registry
	defaultPipe   string            // pipeline text for callables without their own; "" = none
	opPipes       map[string]string // anchor op name -> pipeline text `name(...)`
	maxIterations uint64
	threshold     uint64 // callee/caller op-count ratio limit in percent
}

func registerInline(r *passes.Registry) {
	r.Register(&passes.Info{Name: "inline", Summary: "Inline function calls",
		Options: []passes.Option{
			{Name: "default-pipeline", Kind: passes.StringOption, Default: "canonicalize", Help: "pipeline run on each callable without an op-specific one (empty: none)"},
			{Name: "op-pipelines", Kind: passes.ListOption, Help: "per-op pipelines, each `op-name(pipeline)`"},
			{Name: "max-iterations", Kind: passes.UintOption, Default: "4", Help: "rounds of simplify-then-inline per call-graph SCC"},
			{Name: "inlining-threshold", Kind: passes.UintOption, Default: "4294967295", Help: "largest callee/caller op-count ratio, in percent, that still inlines"},
		},
		New: func(o passes.Options) (passes.Pass, error) {
			cfg, err := parseInlineOptions(r, o)
			if err != nil {
				return nil, err
			}
			return passes.PassFunc(func(op *ir.Operation, ctx *ir.Context) error {
				return runInliner(op, ctx, cfg)
			}), nil
		}})
}

func parseInlineOptions(r *passes.Registry, o passes.Options) (*inlineConfig, error) {
	cfg := &inlineConfig{reg: r, defaultPipe: strings.TrimSpace(o["default-pipeline"]), opPipes: map[string]string{}}
	cfg.maxIterations, _ = passes.ParseUint(o["max-iterations"])
	cfg.threshold, _ = passes.ParseUint(o["inlining-threshold"])
	if cfg.defaultPipe != "" {
		// mlir-opt reports a bad default pipeline and goes on without it; here it is an
		// error, as every malformed option is.
		if _, err := r.ParsePipeline("any(" + cfg.defaultPipe + ")"); err != nil {
			return nil, err
		}
	}
	list, given := o["op-pipelines"]
	if !given {
		return cfg, nil
	}
	for _, el := range passes.SplitList(list) {
		el = strings.TrimSpace(el)
		name, _, ok := strings.Cut(el, "(")
		name = strings.TrimSpace(name)
		if !ok || !strings.HasSuffix(el, ")") || name == "" {
			return nil, fmt.Errorf("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
		}
		m, err := r.ParsePipeline(el)
		if err != nil {
			return nil, err
		}
		// An empty pipeline is dropped and the first one for an op wins, as in MLIR.
		if _, dup := cfg.opPipes[name]; !dup && !m.Empty() {
			cfg.opPipes[name] = el
		}
	}
	return cfg, nil
}

// inliner is the state of one run of the pass over a symbol-table op.
type inliner struct {
	ctx   *ir.Context
	cfg   *inlineConfig
	g     *callGraph
	uses  *useList
	calls []resolvedCall
	dead  []*cgNode // callables to erase when the pass ends, in the order they died
	gone  map[*cgNode]bool
	pipes map[string]*passes.Manager
	rules map[string]inlinerRule
}

// resolvedCall is a call found in source whose callee body is target.
type resolvedCall struct {
	call           *ir.Operation
	source, target *cgNode
}

func runInliner(op *ir.Operation, ctx *ir.Context, cfg *inlineConfig) error {
	if !op.HasTrait(ir.TraitSymbolTable) {
		// MLIR's message has the double space.
		return ir.OpError(op, " was scheduled to run under the inliner, but does not define a symbol table")
	}
	in := &inliner{ctx: ctx, cfg: cfg, g: buildCallGraph(op), pipes: map[string]*passes.Manager{}, rules: inlinerRules(), gone: map[*cgNode]bool{}}
	in.uses = newUseList(op, in.g)
	for _, scc := range in.g.sccs() {
		if err := in.inlineSCC(scc); err != nil {
			return err
		}
	}
	for _, n := range in.dead {
		n.op().Erase()
	}
	return nil
}

// inlineSCC simplifies and inlines until nothing inlines or the round limit is reached;
// the simplification runs first, so a limit of 1 leaves the inlined code as it landed.
func (in *inliner) inlineSCC(scc []*cgNode) error {
	for round := uint64(0); ; {
		if err := in.optimizeSCC(scc); err != nil {
			return err
		}
		var inlined bool
		scc, inlined = in.inlineCallsInSCC(scc)
		if !inlined {
			return nil
		}
		if round++; round >= in.cfg.maxIterations {
			return nil
		}
	}
}

// optimizeSCC runs the simplification pipeline on the SCC's callables that can run one:
// isolated from above and holding no nested callables.
func (in *inliner) optimizeSCC(scc []*cgNode) error {
	var todo []*cgNode
	for _, n := range scc {
		if n.external() || n.hasChildren() || !n.op().HasTrait(ir.TraitIsolatedFromAbove) {
			continue
		}
		todo = append(todo, n)
	}
	for _, n := range todo {
		if err := in.runPipeline(n.op()); err != nil {
			return err
		}
	}
	for _, n := range todo {
		in.uses.recompute(n)
	}
	return nil
}

func (in *inliner) runPipeline(op *ir.Operation) error {
	name := op.Name()
	m, ok := in.pipes[name]
	if !ok {
		text := in.cfg.opPipes[name]
		if text == "" && in.cfg.defaultPipe != "" {
			text = name + "(" + in.cfg.defaultPipe + ")"
		}
		if text != "" {
			var err error
			if m, err = in.cfg.reg.ParsePipeline(text); err != nil {
				return ir.Errorf(op.Loc(), "%v", err)
			}
			if m.Anchor != name {
				m = nil
			}
		}
		in.pipes[name] = m
	}
	if m == nil {
		return nil
	}
	return m.Run(op, in.ctx, nil)
}

// inlineCallsInSCC tries every call in the SCC's callables, and the calls that inlining
// brings in, once each. It returns the SCC without the callables that died.
func (in *inliner) inlineCallsInSCC(scc []*cgNode) ([]*cgNode, bool) {
	var dead []*cgNode
	isDead := func(n *cgNode) bool {
		for _, d := range dead {
			if d == n {
				return true
			}
		}
		return false
	}
	for _, n := range scc {
		if n.external() {
			continue
		}
		if in.uses.isDead(n) {
			dead = append(dead, n)
		} else {
			in.collectCalls(n.region.Blocks(), n, false)
		}
	}
	// Calls that came from inlining remember the callee chain they came through, so a
	// callee is never inlined into a copy of itself.
	type histEntry struct {
		node   *cgNode
		parent int
	}
	var history []histEntry
	callHist := make([]int, len(in.calls))
	for i := range callHist {
		callHist[i] = -1
	}
	inHistory := func(n *cgNode, h int) bool {
		for ; h >= 0; h = history[h].parent {
			if history[h].node == n {
				return true
			}
		}
		return false
	}
	inlined := false
	for i := 0; i < len(in.calls); i++ {
		rc := in.calls[i]
		if isDead(rc.source) || inHistory(rc.target, callHist[i]) || !in.shouldInline(rc) {
			continue
		}
		prev := len(in.calls)
		inPlace := in.uses.hasOneUseAndDiscardable(rc.target)
		if !in.inlineCall(rc, !inPlace) {
			continue
		}
		inlined = true
		history = append(history, histEntry{rc.target, callHist[i]})
		for k := prev; k < len(in.calls); k++ {
			callHist = append(callHist, len(history)-1)
		}
		in.uses.dropCallUses(rc.source, rc.call)
		in.uses.mergeUses(rc.target, rc.source)
		rc.call.Erase()
		if inPlace {
			in.uses.eraseNode(rc.target)
			if !isDead(rc.target) {
				dead = append(dead, rc.target)
			}
		}
	}
	in.calls = nil
	if len(dead) == 0 {
		return scc, inlined
	}
	kept := scc[:0:0]
	for _, n := range scc {
		if !isDead(n) {
			kept = append(kept, n)
		}
	}
	for _, n := range dead {
		in.markDead(n)
	}
	return kept, inlined
}

func (in *inliner) markDead(n *cgNode) {
	if !in.gone[n] {
		in.gone[n] = true
		in.dead = append(in.dead, n)
	}
}

// collectCalls gathers the calls in blocks to callables with bodies, depth first with the
// last pushed block first (the order MLIR's worklist gives). Without traverseNested, the
// bodies of nested callables are left to their own nodes.
func (in *inliner) collectCalls(blocks []*ir.Block, source *cgNode, traverseNested bool) {
	type item struct {
		b *ir.Block
		n *cgNode
	}
	var work []item
	for _, b := range blocks {
		work = append(work, item{b, source})
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		for op := it.b.First(); op != nil; op = op.Next() {
			if isCallOp(op) {
				if ref := calleeRef(op); ref != nil && len(ref.Nested) > 0 {
					continue // nested references are not inlined (as in MLIR)
				}
				if t := in.g.resolve(op); !t.external() {
					in.calls = append(in.calls, resolvedCall{op, it.n, t})
				}
				continue
			}
			for _, r := range op.Regions() {
				nested := in.g.nodes[r]
				if !traverseNested && nested != nil {
					continue
				}
				n := it.n
				if nested != nil {
					n = nested
				}
				for _, b := range r.Blocks() {
					work = append(work, item{b, n})
				}
			}
		}
	}
}

// shouldInline applies MLIR 19's rules: no terminator calls, no callee that calls itself,
// no call inside the callee's own body, no multi-block callee into a
// single-block region of another op kind, and the op-count ratio threshold.
func (in *inliner) shouldInline(rc resolvedCall) bool {
	if rc.call.HasTrait(ir.TraitTerminator) {
		return false
	}
	// LLVM 19 refuses a callee with an edge to itself; the check of an edge back to the
	// caller (A->B->A) came in LLVM 20.
	for _, e := range rc.target.edges {
		if e.target == rc.target {
			return false
		}
	}
	callee := rc.target.region
	if regionEncloses(callee, rc.call.ParentRegion()) {
		return false
	}
	if callee.NumBlocks() >= 2 {
		parent := rc.call.ParentOp()
		mightBeSingle := !parent.IsRegistered() || parent.HasTrait(ir.TraitSingleBlock)
		if callee.ParentOp().Name() != parent.Name() && mightBeSingle {
			return false
		}
	}
	return in.profitable(rc)
}

// regionEncloses reports whether r is inner or an ancestor of it.
func regionEncloses(r, inner *ir.Region) bool {
	for inner != nil {
		if inner == r {
			return true
		}
		p := inner.ParentOp()
		if p == nil {
			return false
		}
		inner = p.ParentRegion()
	}
	return false
}

// profitable is the inlining-threshold rule: callee ops * 100 / caller ops, in 32-bit
// unsigned arithmetic as MLIR computes it, must not exceed the threshold.
func (in *inliner) profitable(rc resolvedCall) bool {
	switch in.cfg.threshold {
	case 0:
		return false
	case defaultInlineThreshold:
		return true
	}
	callerOps := countOps(rc.source.region)
	if callerOps == 0 {
		return true
	}
	ratio := countOps(rc.target.region) * 100 / callerOps
	return uint64(ratio) <= in.cfg.threshold
}

func countOps(r *ir.Region) uint32 {
	var n uint32
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			o.Walk(func(*ir.Operation) bool { n++; return true })
		}
	}
	return n
}
