package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// Helpers of the data/tile lowerings (spec §0.5). They are methods of lowerer so that
// they cannot clash with the helpers of the elementwise lowerings in the same package.

// lowerer builds the ops of one lowering at its insertion point.
type lowerer struct {
	b   *ir.Builder
	ctx *ir.Context
	// remapped holds the target materialization made for each value, reused by later
	// patterns as the conversion driver's value mapping does.
	remapped map[*ir.Value]*ir.Value
	// back maps each source materialization (a cast of a replacement back to the
	// replaced result's type) to the replacement: a later pattern takes the replacement
	// itself, as the driver's value mapping does, and finish erases the casts nothing
	// else uses.
	back map[*ir.Value]*ir.Value
	// dep is the pass's departures option: l.dep.at(o) gates every departure from
	// PyAsc's form (departures.go).
	dep departures
}

func newLowerer(ctx *ir.Context, dep departures) *lowerer {
	return &lowerer{b: ir.NewBuilder(ctx), ctx: ctx, remapped: map[*ir.Value]*ir.Value{}, back: map[*ir.Value]*ir.Value{}, dep: dep}
}

// finish erases the source materializations left without users, as the conversion
// driver drops the materializations nothing needs at the end of a conversion.
func (l *lowerer) finish() {
	for changed := true; changed; {
		changed = false
		for c := range l.back {
			if c.HasUses() {
				continue
			}
			delete(l.back, c)
			if d := c.DefiningOp(); d != nil {
				d.Erase()
			}
			changed = true
		}
	}
}

// sourceCast casts the replacement nv back to the type t of the result it replaces,
// after nv's definition, and records the cast for remap and finish.
func (l *lowerer) sourceCast(loc ir.Location, nv *ir.Value, t ir.Type) *ir.Value {
	c := l.castAfterDef(loc, nv, t)
	l.back[c] = nv
	return c
}

func (l *lowerer) create(loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return l.b.Create(loc, name, operands, types, attrs...)
}

// constInt creates an integer constant with an unknown location, one per use, as the
// lowerings of PyAsc do (the next greedy pass de-duplicates them).
func (l *lowerer) constInt(t ir.Type, v int64) *ir.Value {
	return l.create(ir.Unknown, arith.OpConstant, nil, []ir.Type{t},
		ir.NamedAttr{Name: "value", Value: ir.NewIntAttr(t, v)}).Result(0)
}

func (l *lowerer) ci32(v int64) *ir.Value { return l.constInt(ir.I32, v) }
func (l *lowerer) ci64(v int64) *ir.Value { return l.constInt(ir.I64, v) }

// cast creates a one-in one-out builtin.unrealized_conversion_cast.
func (l *lowerer) cast(loc ir.Location, v *ir.Value, to ir.Type) *ir.Value {
	return l.create(loc, builtin.OpUnrealizedConversionCast, []*ir.Value{v}, []ir.Type{to}).Result(0)
}

// remap is the conversion framework's target materialization: v seen with the
// converted type, through a cast placed right after v's definition (at the block start
// for a block argument), where MLIR's conversion driver puts it.
func (l *lowerer) remap(loc ir.Location, v *ir.Value) *ir.Value {
	t := convertTensorType(v.Type())
	if ir.TypeEqual(t, v.Type()) {
		return v
	}
	if c, ok := l.remapped[v]; ok {
		return c
	}
	if nv, ok := l.back[v]; ok {
		// A result this lowering replaced: the driver maps it to its replacement and
		// materializes from there when the types differ.
		if ir.TypeEqual(nv.Type(), t) {
			return nv
		}
		c := l.castAfterDef(loc, nv, t)
		l.remapped[v] = c
		return c
	}
	c := l.castAfterDef(loc, v, t)
	l.remapped[v] = c
	return c
}

// castAfterDef casts v to t just after v's definition, keeping the insertion point.
func (l *lowerer) castAfterDef(loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	saved := *l.b
	if d := v.DefiningOp(); d != nil {
		l.b.SetInsertionPointAfter(d)
	} else {
		l.b.SetInsertionPointToStart(v.OwnerBlock())
	}
	c := l.cast(loc, v, t)
	*l.b = saved
	return c
}

// replaceConvertedKeep redirects op's result users to nv (through a source
// materialization) but leaves op in place for the caller to erase.
func (l *lowerer) replaceConvertedKeep(op *ir.Operation, nv *ir.Value) {
	old := op.Result(0)
	if !ir.TypeEqual(old.Type(), nv.Type()) {
		nv = l.sourceCast(op.Loc(), nv, old.Type())
	}
	old.ReplaceAllUsesWith(nv)
}

// replaceConverted replaces op's single result by nv (a converted value), users seeing
// the old type through a source materialization after nv's definition, and erases op.
func (l *lowerer) replaceConverted(op *ir.Operation, nv *ir.Value) {
	old := op.Result(0)
	if !ir.TypeEqual(old.Type(), nv.Type()) {
		nv = l.sourceCast(op.Loc(), nv, old.Type())
	}
	old.ReplaceAllUsesWith(nv)
	op.Erase()
}

// alloc creates ascendc.local_tensor_auto at pos.
func (l *lowerer) alloc(loc ir.Location, pos ascendc.TPosition, shape []int64, elem ir.Type) *ir.Value {
	t := &ascendc.LocalTensorType{Shape: opdef.Shape{Dims: append([]int64(nil), shape...)}, ElementType: elem}
	return l.create(loc, ascendc.OpLocalTensorAuto, nil, []ir.Type{t},
		ir.NamedAttr{Name: "position", Value: pos.Attr()}).Result(0)
}

// castInto emits cast_l2 of n elements of src into d with the round mode.
func (l *lowerer) castInto(loc ir.Location, d, src, n *ir.Value, mode ascendc.RoundMode) {
	castL2(l.b, loc, d, src, n, mode)
}

// castL2 emits cast_l2 of n elements of src into d with the round mode: the one spelling
// of a tile cast for the tile lowering and the math conversion.
func castL2(b *ir.Builder, loc ir.Location, d, src, n *ir.Value, mode ascendc.RoundMode) {
	b.Create(loc, ascendc.OpCastL2, []*ir.Value{d, src, n}, nil, ir.NamedAttr{Name: "roundMode", Value: mode.Attr()})
}

// castNew casts n elements of src into a new VECCALC tensor of the given shape and
// element type and returns it.
func (l *lowerer) castNew(loc ir.Location, src *ir.Value, shape []int64, to ir.Type, n *ir.Value, mode ascendc.RoundMode) *ir.Value {
	d := l.alloc(loc, ascendc.TPosition_VECCALC, shape, to)
	l.castInto(loc, d, src, n, mode)
	return d
}

// widenToF32 copies the tile v of the given shape into a new f32 tensor (an exact cast):
// the f32 copy a bf16 library call or reduction runs on (departures.widenBF16).
func (l *lowerer) widenToF32(loc ir.Location, v *ir.Value, shape []int64) *ir.Value {
	w := l.alloc(loc, ascendc.TPosition_VECCALC, shape, ir.F32)
	l.castInto(loc, w, v, l.ci64(numElements(shape)), ascendc.RoundMode_CAST_NONE)
	return w
}

// positionOf maps a tile location to the position of its allocation.
func positionOf(loc asctile.TileLocation) (ascendc.TPosition, bool) {
	switch loc {
	case asctile.TileLocation_L1:
		return ascendc.TPosition_A1, true
	case asctile.TileLocation_L0A:
		return ascendc.TPosition_A2, true
	case asctile.TileLocation_L0B:
		return ascendc.TPosition_B2, true
	case asctile.TileLocation_L0C, asctile.TileLocation_FIX:
		return ascendc.TPosition_CO1, true
	case asctile.TileLocation_UB:
		return ascendc.TPosition_VECCALC, true
	}
	return 0, false
}

// numElements is the element count of a static shape (-1 if a dim is dynamic or the
// count overflows).
func numElements(shape []int64) int64 { return ir.NumElements(shape) }

// convertTensorType is TensorTypeConverter of spec §0.4 (tensorType) for tiles and
// tensors only; other types, and i1 tiles without a static shape, are unchanged.
func convertTensorType(t ir.Type) ir.Type {
	switch t.(type) {
	case *asctile.TileType, *asctile.TensorType:
		if c := tensorType(t); c != nil {
			return c
		}
	}
	return t
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1
}

// funcBody returns the entry block of a function, nil for a declaration.
func funcBody(fn *ir.Operation) *ir.Block {
	if fn.NumRegions() == 0 || len(fn.Region(0).Blocks()) == 0 {
		return nil
	}
	return fn.Region(0).Blocks()[0]
}

// collectOps lists the ops under root (excluded) in pre-order that satisfy pred.
func collectOps(root *ir.Operation, pred func(*ir.Operation) bool) []*ir.Operation {
	var out []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if o != root && pred(o) {
			out = append(out, o)
		}
		return true
	})
	return out
}

func opNamed(names ...string) func(*ir.Operation) bool {
	return func(o *ir.Operation) bool {
		for _, n := range names {
			if o.Name() == n {
				return true
			}
		}
		return false
	}
}

func funcPass(fn func(*ir.Operation, *ir.Context) error) func(passes.Options) (passes.Pass, error) {
	return func(passes.Options) (passes.Pass, error) { return passes.PassFunc(fn), nil }
}

const anchorFunc = funcdialect.OpFunc
