package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// Lowering of element-count (L2) vector ops to their mask + repeat (L0) form, and the
// default operands of L0/L2 ops.

// repeatBytes is the data one vector repeat processes (8 blocks of 32 bytes).
const repeatBytes = 256

type vecForm int

const (
	formNone vecForm = iota
	formUnary
	formBinary
	formVecScalar
)

func l2Form(o *ir.Operation) vecForm {
	switch {
	case is(ascendc.AsUnaryL2OpInterface, o):
		return formUnary
	case is(ascendc.AsBinaryL2OpInterface, o):
		return formBinary
	case is(ascendc.AsVecScalarL2OpInterface, o):
		return formVecScalar
	}
	return formNone
}

func l0Form(o *ir.Operation) vecForm {
	switch {
	case is(ascendc.AsUnaryL0OpInterface, o):
		return formUnary
	case is(ascendc.AsBinaryL0OpInterface, o):
		return formBinary
	case is(ascendc.AsVecScalarL0OpInterface, o):
		return formVecScalar
	}
	return formNone
}

// numTensorArgs is the count of leading operands that are the op's data (tensors and
// the scalar of vector-scalar ops). The passes of this file handle every op of the L2 and
// L0 interfaces alike, so they read operands by position: an L2 op is (data..., count), an
// L0 op (data..., mask, repeatTimes, repeatParams).
func numTensorArgs(f vecForm) int {
	if f == formUnary {
		return 2
	}
	return 3
}

// repeatParams builds the default repeat parameters: block stride 1, repeat stride 8.
func repeatParams(b *ir.Builder, ec *entryConstants, loc ir.Location, f vecForm) *ir.Value {
	one, eight := ec.get(b.Ctx, i32, 1), ec.get(b.Ctx, i32, 8)
	ui8 := ir.IntType(8, ir.Unsigned)
	ui16 := ir.IntType(16, ir.Unsigned)
	if f == formBinary {
		ts := []ir.Attribute{&ir.TypeAttr{Type: ui8}, &ir.TypeAttr{Type: ui8}, &ir.TypeAttr{Type: ui8},
			&ir.TypeAttr{Type: ui8}, &ir.TypeAttr{Type: ui8}, &ir.TypeAttr{Type: ui8}}
		return create(b, loc, ascendc.OpConstruct, []*ir.Value{one, one, one, eight, eight, eight},
			[]ir.Type{&ascendc.BinaryRepeatParamsType{}}, attr("types", &ir.ArrayAttr{Elems: ts})).Result(0)
	}
	ts := []ir.Attribute{&ir.TypeAttr{Type: ui16}, &ir.TypeAttr{Type: ui16}, &ir.TypeAttr{Type: ui8}, &ir.TypeAttr{Type: ui8}}
	return create(b, loc, ascendc.OpConstruct, []*ir.Value{one, one, eight, eight},
		[]ir.Type{&ascendc.UnaryRepeatParamsType{}}, attr("types", &ir.ArrayAttr{Elems: ts})).Result(0)
}

func elemOf(v *ir.Value) ir.Type {
	if lt, ok := localTensorType(v.Type()); ok {
		return lt.ElementType
	}
	return nil
}

// lowerToL0 is ascendc-lower-to-l0 with its departures (option departures; PyAsc's form
// has placeholders, lowerToL0Placeholders): it computes the operands, so the L0 calls are
// right without ascendc-fill-asc-operands, whose repeat count would cover the whole
// destination rather than the element count. L2 vector ops become full repeats with the
// whole-repeat mask, then (for constant counts) one repeat with the remaining elements.
func lowerToL0(fn *ir.Operation, ctx *ir.Context) error {
	if body(fn) == nil {
		return nil
	}
	ec := newEntryConstants(fn)
	b := ir.NewBuilder(ctx)
	for _, o := range collect(fn, func(o *ir.Operation) bool { return l2Form(o) != formNone }) {
		f := l2Form(o)
		l0, ok := l0Of[o.Name()]
		if !ok || o.NumOperands() != numTensorArgs(f)+1 {
			continue
		}
		elem := elemOf(o.Operand(0))
		if elem == nil {
			continue
		}
		// A repeat of 8-bit elements has 256 lanes, more than the 128-bit mask register
		// selects (docs/sim/vector.md): no L0 call covers it, so the op is refused rather
		// than given a mask of 256 lanes the simulator rejects at run time.
		if elemBytes(elem) == 1 {
			return ir.OpError(o, "cannot lower to L0: a repeat of %s elements has 256 lanes, more than a mask selects (128)", ir.TypeString(elem))
		}
		// The default repeat parameters (every stride 8 blocks) step all operands by one
		// 256-byte repeat: right only when they share the element width (a casting op such
		// as add_relu_cast writes half the bytes it reads per repeat).
		for _, a := range o.Operands()[1:numTensorArgs(f)] {
			if e := elemOf(a); e != nil && elemBytes(e) != elemBytes(elem) {
				return ir.OpError(o, "cannot lower to L0 with the default repeat parameters: the destination has %s elements and a source %s", ir.TypeString(elem), ir.TypeString(e))
			}
		}
		per := repeatBytes / elemBytes(elem)
		args := o.Operands()[:numTensorArgs(f)]
		count := o.Operand(numTensorArgs(f))
		loc := o.Loc()
		b.SetInsertionPointBefore(o)
		params := repeatParams(b, ec, loc, f)
		emit := func(args []*ir.Value, mask, repeat *ir.Value) {
			ops := append(append([]*ir.Value(nil), args...), mask, repeat, params)
			create(b, loc, l0, ops, nil, attr("isSetMask", ir.Unit))
		}
		if c, ok := constInt(count); ok {
			full, tail := c/per, c%per
			// One L0 call repeats at most maxRepeats times (an 8-bit operand); longer runs
			// go in chunks, each on views at its element offset.
			for done := int64(0); done < full; done += maxRepeats {
				emit(viewsAt(b, ec, loc, args, done*per), ec.get(ctx, i64, per), ec.get(ctx, i32, min(maxRepeats, full-done)))
			}
			if tail > 0 {
				emit(viewsAt(b, ec, loc, args, full*per), ec.get(ctx, i64, tail), ec.get(ctx, i32, 1))
			}
		} else {
			// A tensor of dynamic shape gives no bound; it keeps the single call.
			if n, ok := staticElems(args); ok && (n+per-1)/per > maxRepeats {
				return ir.OpError(o, "cannot lower to one L0 call: a run-time count over %s may need more than %d repeats of %d elements", ir.TypeString(o.Operand(0).Type()), maxRepeats, per)
			}
			n := count
			if !ir.TypeEqual(n.Type(), i32) {
				n = create(b, loc, arith.OpIndexCast, []*ir.Value{count}, []ir.Type{ir.Index}).Result(0)
				n = create(b, loc, arith.OpIndexCast, []*ir.Value{n}, []ir.Type{i32}).Result(0)
			}
			rep := create(b, loc, arith.OpCeildivsi, []*ir.Value{n, ec.get(ctx, i32, per)}, []ir.Type{i32}).Result(0)
			emit(args, ec.get(ctx, i64, per), rep)
		}
		o.Erase()
		if !params.HasUses() {
			params.DefiningOp().Erase()
		}
	}
	return nil
}

// maxRepeats is the most repeats one L0 vector call takes (its repeat count is 8 bits).
const maxRepeats = 255

// viewsAt returns args with each local tensor replaced by its view at element offset off
// (the tensors themselves at offset 0), one view per distinct tensor.
func viewsAt(b *ir.Builder, ec *entryConstants, loc ir.Location, args []*ir.Value, off int64) []*ir.Value {
	if off == 0 {
		return args
	}
	at := ec.get(b.Ctx, i32, off)
	var sub []*ir.Value
	views := map[*ir.Value]*ir.Value{}
	for _, a := range args {
		if isLocalTensor(a) {
			if views[a] == nil {
				views[a] = create(b, loc, ascendc.OpLocalTensorSubindex, []*ir.Value{a, at}, []ir.Type{a.Type()}).Result(0)
			}
			a = views[a]
		}
		sub = append(sub, a)
	}
	return sub
}

// staticElems is the largest element count of the local tensors among args, false when
// one has a dynamic shape.
func staticElems(args []*ir.Value) (int64, bool) {
	var n int64
	for _, a := range args {
		if !isLocalTensor(a) {
			continue
		}
		k, _, ok := geometry(a.Type())
		if !ok {
			return 0, false
		}
		n = max(n, k)
	}
	return n, true
}

// isSubindex reports whether v is a view made by local_tensor.subindex.
func isSubindex(v *ir.Value) bool {
	d := v.DefiningOp()
	return d != nil && d.Name() == ascendc.OpLocalTensorSubindex
}

// placeholder reports a count operand left for the compiler to fill: a constant <= 0.
func placeholder(v *ir.Value) bool {
	c, ok := constInt(v)
	return ok && c <= 0
}

// fillAscOperands fills defaulted operands: the element count of L2 ops and the mask,
// repeat times and repeat parameters of L0 ops, from the static shape of the destination.
// With dep (option departures, which --pyasc-pipeline sets) it departs from PyAsc's pass
// where PyAsc's form computes a wrong result (docs/pyasc.md §5): it leaves a duplicate_l2
// count that is not a constant, fills a cast_l2 count placeholder, keeps the scalar of
// vector-scalar L0 ops and splits an op of more than 255 repeats. All four PyAsc forms
// verify and translate (the repeat count and the scalar convert implicitly in C++), so
// without dep the pass emits them.
func fillAscOperands(dep bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error { return fillOperands(fn, ctx, dep) }
}

func fillOperands(fn *ir.Operation, ctx *ir.Context, dep bool) error {
	if body(fn) == nil {
		return nil
	}
	ec := newEntryConstants(fn)
	b := ir.NewBuilder(ctx)
	var err error
	fn.Walk(func(o *ir.Operation) bool {
		if k, geo, f, ok := selectForm(o); ok {
			if o.NumOperands() != k+3 {
				return true
			}
			if n, per, ok := geometry(o.Operand(geo).Type()); ok {
				err = fillL0(b, ec, o, k, geo, f, n, per, dep)
			}
			return err == nil
		}
		n, per, ok := geometry(firstOperandType(o))
		if !ok {
			return true
		}
		// Every element-count op counts its whole destination (PyAsc's lowering leaves
		// counts such as 1 or 0 for the pass to correct), as an i64 constant.
		if f := l2Form(o); f != formNone && o.NumOperands() == numTensorArgs(f)+1 {
			o.SetOperand(numTensorArgs(f), ec.get(ctx, i64, n))
			return true
		}
		// A count that is not a constant was computed on purpose (asclower's clipped loads
		// fill part of a tensor); PyAsc's placeholders are constants, but its pass
		// overwrites every count. So is any count of a fill into a view (a subindex at the
		// part to fill): PyAsc's lowering duplicates into whole tensors only, and a computed
		// count becomes a constant when the tensor's shape is (static tensors fold it), so
		// counting the view's type, the whole tensor's, would write past it.
		if o.Name() == ascendc.OpDuplicateL2 && o.NumOperands() == 3 && (!dep || isConstInt(o.Operand(2)) && !isSubindex(o.Operand(0))) {
			o.SetOperand(2, ec.get(ctx, i64, n))
			return true
		}
		// Departure from PyAsc (docs/pyasc.md §5): asclower-asctile-i1 casts integer compare
		// operands to float with a constant count of 0 on c220, which PyAsc leaves as is and
		// which converts nothing. A cast of zero elements has no use, so that placeholder
		// becomes the destination's element count.
		if dep && o.Name() == ascendc.OpCastL2 && o.NumOperands() == 3 && placeholder(o.Operand(2)) {
			o.SetOperand(2, ec.get(ctx, i64, n))
			return true
		}
		if dep && o.Name() == ascendc.OpDuplicateL0 && o.NumOperands() == 6 {
			err = fillDuplicateL0(b, ec, o, n, per)
			return err == nil
		}
		if f := l0Form(o); f != formNone && o.NumOperands() == numTensorArgs(f)+3 {
			// PyAsc's pass replaces the scalar of a vector-scalar L0 op by an i64 0,
			// which turns x + s into x + 0 (docs/pyasc.md §5); the departure keeps it.
			if f == formVecScalar && !dep {
				o.SetOperand(2, ec.get(ctx, i64, 0))
			}
			err = fillL0(b, ec, o, numTensorArgs(f), 0, f, n, per, dep)
		}
		return err == nil
	})
	return err
}

// fillDuplicateL0 fills the placeholders of a duplicate_l0 (dst, scalar, mask, repeatTimes,
// dstBlkStride, dstRepStride) that asclower-expand-mask makes of a Duplicate in a mask
// region: the whole-repeat mask unless the region's is set, ceil(n/per) repeats, strides
// of 1 block and 8 blocks. PyAsc's pass leaves all four at 0 (a departure, docs/pyasc.md
// §5: zero repeats fill nothing, and a splat or constant in asc2.mask stayed unwritten).
func fillDuplicateL0(b *ir.Builder, ec *entryConstants, o *ir.Operation, n, per int64) error {
	ctx := b.Ctx
	if m := o.Operand(2); !o.HasAttr("asc.mask_set") && maskPlaceholder(m) {
		hi, lo := fullMask(per)
		b.SetInsertionPointBefore(o)
		nm := create(b, o.Loc(), emitasc.OpMask, []*ir.Value{ec.get(ctx, i64, hi), ec.get(ctx, i64, lo)}, []ir.Type{m.Type()})
		o.SetOperand(2, nm.Result(0))
		eraseIfUnused(m.DefiningOp())
	}
	clip := placeholder(o.Operand(3)) && o.HasAttr("asc.mask_set")
	for i, v := range []int64{(n + per - 1) / per, 1, 8} {
		if placeholder(o.Operand(3 + i)) {
			o.SetOperand(3+i, ec.get(ctx, o.Operand(3+i).Type(), v))
		}
	}
	if clip {
		return clipMaskedTail(b, ec, o, 1, 2, 3, n, per)
	}
	return nil
}

// geometry is the element count of a static local tensor type and how many of its
// elements one 256-byte repeat covers.
func geometry(t ir.Type) (n, per int64, ok bool) {
	lt, ok := localTensorType(t)
	if !ok {
		return 0, 0, false
	}
	n = staticBytes(lt)
	if n < 0 {
		return 0, 0, false
	}
	eb := elemBytes(lt.ElementType)
	return n / eb, repeatBytes / eb, true
}

// selectForm describes the L0 compare and select ops, which implement none of the
// Unary/Binary/VecScalar L0 interfaces but get placeholder masks, repeat times and repeat
// parameters from asclower-asctile-i1 (passes-asc2.md): k data operands come before the
// mask, the repeat geometry is that of operand geo, and f names the kind of repeat
// parameters. A compare's destination is a bit mask, so its geometry is its first
// source's: one repeat compares 256 bytes of source elements.
func selectForm(o *ir.Operation) (k, geo int, f vecForm, ok bool) {
	switch o.Name() {
	case ascendc.OpCompareL0:
		return 3, 1, formBinary, true
	case ascendc.OpCompareScalarL0:
		return 3, 1, formUnary, true
	case ascendc.OpSelectL0:
		return 4, 0, formBinary, true
	}
	return 0, 0, formNone, false
}

// fillL0 fills the placeholder mask, repeat times and repeat parameters (operands k, k+1,
// k+2) of an L0 op over n elements, per of which one repeat processes. A mask placeholder is an integer constant
// <= 0 (replaced by an element count) or emitasc.mask of two zero constants (replaced by
// the mask of a whole repeat), and stays when the op has asc.mask_set.
func fillL0(b *ir.Builder, ec *entryConstants, o *ir.Operation, k, geo int, f vecForm, n, per int64, dep bool) error {
	ctx := b.Ctx
	mask, rep, params := o.Operand(k), o.Operand(k+1), o.Operand(k+2)
	// PyAsc's pass writes ceil(n/per) repeats whatever the count; more than 255 wrap in
	// the 8-bit operand. Splitting them is a departure.
	split := dep && placeholder(rep) && (n+per-1)/per > maxRepeats
	if !o.HasAttr("asc.mask_set") {
		if placeholder(mask) {
			o.SetOperand(k, ec.get(ctx, mask.Type(), min(n, per)))
		} else if maskPlaceholder(mask) {
			hi, lo := fullMask(per)
			b.SetInsertionPointBefore(o)
			m := create(b, o.Loc(), emitasc.OpMask, []*ir.Value{ec.get(ctx, i64, hi), ec.get(ctx, i64, lo)}, []ir.Type{mask.Type()})
			o.SetOperand(k, m.Result(0))
			eraseIfUnused(mask.DefiningOp())
		}
	}
	clip := dep && o.HasAttr("asc.mask_set") && placeholder(rep) && !split
	if placeholder(rep) && !split {
		o.SetOperand(k+1, ec.get(ctx, rep.Type(), (n+per-1)/per))
	}
	if c, ok := ascendc.AsConstructOp(params.DefiningOp()); ok && len(c.Operands()) == 0 {
		b.SetInsertionPointBefore(o)
		o.SetOperand(k+2, repeatParams(b, ec, o.Loc(), f))
		eraseIfUnused(c.Op())
	}
	if split {
		return splitRepeats(b, ec, o, k, geo, n, per)
	}
	if clip {
		return clipMaskedTail(b, ec, o, k, k, k+1, n, per)
	}
	return nil
}

// splitRepeats turns an L0 op over n elements (per a repeat) whose repeat count would
// exceed maxRepeats (the instruction's repeat count is 8 bits: 256 would wrap to 0) into
// calls of at most maxRepeats repeats each, the later ones on views of its first k
// operands at the chunk's offset. An operand whose element type differs from the
// geometry operand's (geo) is a bit mask (a compare's result, a select's selector): it
// holds one bit per element, so its view starts offset/width elements in, and the chunk
// is a whole number of 32-byte blocks of it (a vector operand's address is 32-byte
// aligned): 252 repeats of f32, 254 of f16.
func splitRepeats(b *ir.Builder, ec *entryConstants, o *ir.Operation, k, geo int, n, per int64) error {
	ctx := b.Ctx
	geoElem := elemOf(o.Operand(geo))
	// The operands of a vector op live in the unified buffer: more elements than it holds
	// is a mistyped shape, not a kernel, and splitting them would clone the op millions
	// of times.
	if c := physCapacity(o, arch.UB); n > c/elemBytes(geoElem) {
		return ir.OpError(o, "%d elements of %s are more than the %d-byte unified buffer holds", n, ir.TypeString(geoElem), c)
	}
	reps := int64(maxRepeats)
	isMask := make([]bool, k)
	for i := 0; i < k; i++ {
		if e := elemOf(o.Operand(i)); e != nil && !ir.TypeEqual(e, geoElem) {
			if bitWidth(e) != 8 {
				return ir.OpError(o, "cannot split the %d repeats of %d elements: operand %d (%s) is neither data of the op's element type nor a bit mask of bytes", (n+per-1)/per, per, i, ir.TypeString(o.Operand(i).Type()))
			}
			isMask[i] = true
			reps = maxRepeats - maxRepeats%elemBytes(geoElem)
		}
	}
	chunk := reps * per
	repType := o.Operand(k + 1).Type()
	o.SetOperand(k+1, ec.get(ctx, repType, reps))
	prev := o
	for off := chunk; off < n; off += chunk {
		c := cloneOnViews(b, ec, o, prev, k, func(i int) int64 {
			if isMask[i] {
				return off / 8
			}
			return off
		})
		c.SetOperand(k+1, ec.get(ctx, repType, min(reps, (n-off+per-1)/per)))
		b.Insert(c)
		prev = c
	}
	return nil
}

// cloneOnViews clones o after `after` with each of its tensor operands among 0..k-1
// replaced by a subindex view of it at element at(i) (one view per distinct tensor), and
// leaves the builder after the views; the caller inserts the clone.
func cloneOnViews(b *ir.Builder, ec *entryConstants, o, after *ir.Operation, k int, at func(i int) int64) *ir.Operation {
	c := o.Clone(nil)
	b.SetInsertionPointAfter(after)
	views := map[*ir.Value]*ir.Value{}
	for i := 0; i < k; i++ {
		v := o.Operand(i)
		if elemOf(v) == nil {
			continue
		}
		if views[v] == nil {
			views[v] = create(b, o.Loc(), ascendc.OpLocalTensorSubindex, []*ir.Value{v, ec.get(b.Ctx, i32, at(i))}, []ir.Type{v.Type()}).Result(0)
		}
		c.SetOperand(i, views[v])
	}
	return c
}

// maskPlaceholder reports an emitasc.mask of two zero constants.
func maskPlaceholder(v *ir.Value) bool {
	d := v.DefiningOp()
	if d == nil || d.Name() != emitasc.OpMask || d.NumOperands() != 2 {
		return false
	}
	h, okH := constInt(d.Operand(0))
	l, okL := constInt(d.Operand(1))
	return okH && okL && h == 0 && l == 0
}

// fullMask is the (high, low) 64-bit halves of the mask selecting all per elements of a
// repeat: both halves all ones for 16-bit elements (128 per repeat), the low half for
// 32-bit ones (64 per repeat). A mask has 128 bits at most.
func fullMask(per int64) (hi, lo int64) {
	bits := min(per, 128)
	lo = -1
	if bits < 64 {
		lo = int64(1)<<bits - 1
	}
	switch {
	case bits >= 128:
		hi = -1
	case bits > 64:
		hi = int64(1)<<(bits-64) - 1
	}
	return hi, lo
}

func eraseIfUnused(op *ir.Operation) {
	if op != nil && op.Block() != nil && op.NumResults() == 1 && !op.Result(0).HasUses() {
		op.Erase()
	}
}

func firstOperandType(o *ir.Operation) ir.Type {
	if o.NumOperands() == 0 {
		return nil
	}
	return o.Operand(0).Type()
}

func isConstInt(v *ir.Value) bool {
	_, ok := constInt(v)
	return ok
}
