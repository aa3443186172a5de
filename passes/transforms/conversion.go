package transforms

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// conversion mimics what MLIR's dialect conversion driver does to the output of passes
// built on it (arith-expand, arith-emulate-unsupported-floats): ops are visited in
// pre-order; an op to convert is first folded (its constants materialized right before
// it, never merged or hoisted) and only expanded when it does not fold; and replacements
// take effect at the end. Until then every op still sees its original operands, so a
// folder never sees a constant an earlier fold produced, while an expansion reads the
// replacement of each operand (MLIR's adaptor). The exception is MLIR's too: a folder
// that builds ops (memref.extract_strided_metadata's) moves uses onto them in the IR
// at once, behind the driver's back, and later folds see those constants.
type conversion struct {
	b    *ir.Builder
	repl map[*ir.Value]*ir.Value
	done []*ir.Operation // converted ops, erased at the end
	// constLegal says whether a constant a fold materializes is legal; MLIR rejects a
	// fold whose constant it cannot legalize (a ub.poison where only arith is legal).
	constLegal func(*ir.Operation) bool
}

func newConversion(ctx *ir.Context) *conversion {
	return &conversion{b: ir.NewBuilder(ctx), repl: map[*ir.Value]*ir.Value{}}
}

// lookup returns the value v stands for now.
func (c *conversion) lookup(v *ir.Value) *ir.Value {
	for {
		r, ok := c.repl[v]
		if !ok {
			return v
		}
		v = r
	}
}

// operands returns op's operands as an expansion of op must use them.
func (c *conversion) operands(op *ir.Operation) []*ir.Value {
	var vs []*ir.Value
	for _, v := range op.Operands() {
		vs = append(vs, c.lookup(v))
	}
	return vs
}

// replace records that op's results become vs.
func (c *conversion) replace(op *ir.Operation, vs []*ir.Value) {
	for i, r := range op.Results() {
		c.repl[r] = vs[i]
	}
	c.done = append(c.done, op)
}

// fold tries op's folder as the conversion driver does. It reports whether op was
// replaced. A fold in place (a commutative op moving its constant to the right) changes
// op and makes the driver legalize it afresh, folding first again (`mulf %one, %x`
// becomes `mulf %x, %one`, then %x); when that leaves op, it is expanded in its new form.
func (c *conversion) fold(op *ir.Operation) bool {
	res, ok := passes.FoldOp(op, c.b)
	for tries := 0; ok && len(res) == 0 && tries < 4; tries++ {
		res, ok = passes.FoldOp(op, c.b)
	}
	if !ok || len(res) == 0 || len(res) != op.NumResults() {
		return false
	}
	c.b.SetInsertionPointBefore(op)
	var created []*ir.Operation
	vs := make([]*ir.Value, len(res))
	for i, r := range res {
		if r.Value != nil {
			vs[i] = r.Value
			continue
		}
		k := ir.Materialize(c.b, op, r.Attr, op.Result(i).Type())
		if k == nil {
			for _, x := range created {
				x.Erase()
			}
			return false
		}
		created = append(created, k)
		vs[i] = k.Result(0)
	}
	if c.constLegal != nil {
		for _, k := range created {
			if !c.constLegal(k) {
				for _, x := range created {
					x.Erase()
				}
				return false
			}
		}
	}
	c.replace(op, vs)
	return true
}

// finish makes the recorded replacements and erases the converted ops.
func (c *conversion) finish() {
	for _, op := range c.done {
		for _, r := range op.Results() {
			r.ReplaceAllUsesWith(c.lookup(r))
		}
	}
	for _, op := range slices.Backward(c.done) {
		op.Erase()
	}
}

// legality is what a conversion target says of an op.
type legality int

const (
	legalOp   legality = iota // left alone
	illegalOp                 // folded or expanded, else the conversion fails
	unknownOp                 // (ops of dialects the target does not name) only folded
)

// run converts root's ops in pre-order: illegal ones by fold or expand, unknown ones by
// fold only (MLIR's partial conversion tries to legalize them and ignores its failure),
// and makes the replacements.
func (c *conversion) run(root *ir.Operation, classify func(*ir.Operation) legality, expand func(*ir.Operation) error) error {
	var todo []*ir.Operation
	for _, op := range convertibleOps(root) {
		if classify(op) != legalOp {
			todo = append(todo, op)
		}
	}
	for _, op := range todo {
		switch classify(op) {
		case illegalOp:
			if !c.fold(op) {
				if err := expand(op); err != nil {
					return err
				}
			}
		case unknownOp:
			c.fold(op)
		}
	}
	c.finish()
	return nil
}

// inDialect reports whether op belongs to one of the dialects named.
func inDialect(op *ir.Operation, names ...string) bool {
	d := op.Info().Dialect
	return d != nil && slices.Contains(names, d.Name)
}

// illegal is the conversion driver's error for an op no pattern could convert.
func illegal(op *ir.Operation) error {
	return ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name()).AtOp(op)
}

// emitter builds the arith ops of an expansion before one op, with that op's location
// and the properties MLIR's builders give them by default.
type emitter struct {
	b   *ir.Builder
	loc ir.Location
}

var noOverflow = ir.NamedAttr{Name: "overflowFlags", Value: arith.OverflowNone}

func noFastMath() ir.NamedAttr {
	return ir.NamedAttr{Name: "fastmath", Value: &arith.FlagsAttr{Kind: arith.FastMathNone.Kind}}
}

// bin builds a two-operand integer op of lhs's type.
func (e emitter) bin(name string, lhs, rhs *ir.Value) *ir.Value {
	var attrs []ir.NamedAttr
	switch name {
	case arith.OpAddi, arith.OpSubi, arith.OpMuli, arith.OpShli:
		attrs = append(attrs, noOverflow)
	}
	return e.b.Create(e.loc, name, []*ir.Value{lhs, rhs}, []ir.Type{lhs.Type()}, attrs...).Result(0)
}

// cast builds a one-operand op (bitcast, extension, truncation) to type t.
func (e emitter) cast(name string, v *ir.Value, t ir.Type) *ir.Value {
	return e.b.Create(e.loc, name, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

func (e emitter) cmpi(pred string, lhs, rhs *ir.Value) *ir.Value {
	p := &ir.IntegerAttr{Type: ir.I64, Value: int64(slices.Index(arith.CmpIPredicates, pred))}
	return e.b.Create(e.loc, arith.OpCmpi, []*ir.Value{lhs, rhs}, []ir.Type{boolLike(lhs.Type())},
		ir.NamedAttr{Name: "predicate", Value: p}).Result(0)
}

func (e emitter) cmpf(pred string, lhs, rhs *ir.Value) *ir.Value {
	p := &ir.IntegerAttr{Type: ir.I64, Value: int64(slices.Index(arith.CmpFPredicates, pred))}
	return e.b.Create(e.loc, arith.OpCmpf, []*ir.Value{lhs, rhs}, []ir.Type{boolLike(lhs.Type())},
		noFastMath(), ir.NamedAttr{Name: "predicate", Value: p}).Result(0)
}

func (e emitter) sel(cond, a, b *ir.Value) *ir.Value {
	return e.b.Create(e.loc, arith.OpSelect, []*ir.Value{cond, a, b}, []ir.Type{a.Type()}).Result(0)
}

// cst builds an arith.constant of integer (or index) type t, a splat for a shaped t.
func (e emitter) cst(t ir.Type, v int64) *ir.Value {
	var a ir.Attribute
	if st, ok := t.(ir.ShapedType); ok {
		elem := st.ElementType()
		a = &ir.DenseElementsAttr{Type: st, Splat: true, Ints: []int64{ir.TruncInt(v, intWidth(elem), false)}}
	} else {
		a = &ir.IntegerAttr{Type: t, Value: ir.TruncInt(v, intWidth(t), false)}
	}
	return arith.Materialize(e.b, a, t, e.loc).Result(0)
}

// intWidth is the width of an integer type (64 for index).
func intWidth(t ir.Type) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return 64
}

// boolLike is i1, or the shaped type of t with i1 elements.
func boolLike(t ir.Type) ir.Type {
	return withElem(t, ir.I1)
}

// withElem is t with element type elem (elem itself for a scalar t).
func withElem(t ir.Type, elem ir.Type) ir.Type {
	if _, ok := t.(ir.ShapedType); ok {
		if c, ok := opdef.WithElementType(t, elem); ok {
			return c
		}
	}
	return elem
}

// elemOf is the element type of a shaped t, or t.
func elemOf(t ir.Type) ir.Type {
	if st, ok := t.(ir.ShapedType); ok {
		return st.ElementType()
	}
	return t
}

// needsStaticShape refuses an expansion that needs a splat constant of type t when t has
// no static shape: MLIR 19 builds an invalid dense attribute there.
func needsStaticShape(op *ir.Operation, t ir.Type) error {
	switch s := t.(type) {
	case *ir.UnrankedTensorType:
		return ir.OpError(op, "cannot be expanded: no splat constant of unranked type %s", ir.TypeString(t))
	case *ir.TensorType:
		if slices.Contains(s.Dims, ir.Dynamic) {
			return ir.OpError(op, "cannot be expanded: no splat constant of dynamically shaped type %s", ir.TypeString(t))
		}
	}
	return nil
}

// foldUnknownOps folds the ops of root a conversion target does not name, as MLIR's
// partial conversion tries to before giving up on them (an unrealized_conversion_cast
// pair folds away); legal says which ops the target holds legal, and a fold whose new
// constant is not legal is undone.
func foldUnknownOps(root *ir.Operation, ctx *ir.Context, legal func(*ir.Operation) bool) {
	c := newConversion(ctx)
	c.constLegal = legal
	classify := func(op *ir.Operation) legality {
		if legal(op) {
			return legalOp
		}
		return unknownOp
	}
	_ = c.run(root, classify, nil) // unknown ops are only folded: nothing to expand
}

// convertibleOps lists, in pre-order, the ops below root that MLIR's dialect conversion
// visits: it walks each region from its entry block along successors, so ops in blocks
// no branch reaches (and the ops nested in them) are left as they are.
func convertibleOps(root *ir.Operation) []*ir.Operation {
	reach := map[*ir.Region]map[*ir.Block]bool{}
	reachable := func(b *ir.Block) bool {
		r := b.Parent()
		if r.NumBlocks() == 1 {
			return true
		}
		m, ok := reach[r]
		if !ok {
			m = map[*ir.Block]bool{r.Front(): true}
			work := []*ir.Block{r.Front()}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if t := x.Terminator(); t != nil {
					for _, s := range t.Successors() {
						if !m[s] {
							m[s] = true
							work = append(work, s)
						}
					}
				}
			}
			reach[r] = m
		}
		return m[b]
	}
	var out []*ir.Operation
	root.Walk(func(op *ir.Operation) bool {
		if op == root {
			return true
		}
		if !reachable(op.Block()) {
			return false
		}
		out = append(out, op)
		return true
	})
	return out
}
