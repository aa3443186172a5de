package asclower

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The type converter and the small builders the lowering patterns share
// (../shared/spec/passes-asc2.md §0.4, §0.5).

// tensorType is PyAsc's TensorTypeConverter: tiles become local tensors (i1 tiles a packed
// 1-D i8 tensor of ceil(N/8) bytes), asctile tensors global tensors, memrefs local tensors
// in a non-default integer memory space and global tensors otherwise; every other type is
// kept. nil means the type cannot be converted (an i1 tile without a static shape).
func tensorType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *asctile.TileType:
		if ir.IsSignlessInt(t.ElemType, 1) {
			n, ok := staticCount(t.Dims)
			if !ok {
				return nil
			}
			return &ascendc.LocalTensorType{Shape: opdef.Shape{Dims: []int64{ir.CeilDiv(n, 8)}}, ElementType: ir.I8}
		}
		return &ascendc.LocalTensorType{Shape: t.Dims, ElementType: t.ElemType}
	case *asctile.TensorType:
		return &ascendc.GlobalTensorType{Shape: t.Dims, ElementType: t.ElemType}
	case *ir.MemRefType:
		shape := opdef.Shape{Dims: append([]int64(nil), t.Dims...)}
		if ms, ok := t.MemSpace.(*ir.IntegerAttr); ok && ms.Value != 0 && ms.Value != 22 {
			return &ascendc.LocalTensorType{Shape: shape, ElementType: t.Elem}
		}
		return &ascendc.GlobalTensorType{Shape: shape, ElementType: t.Elem}
	}
	return t
}

// involvesTile reports whether an operand or result of op is a tile.
func involvesTile(op *ir.Operation) bool {
	for _, ts := range [][]ir.Type{op.OperandTypes(), op.ResultTypes()} {
		for _, t := range ts {
			if _, ok := t.(*asctile.TileType); ok {
				return true
			}
		}
	}
	return false
}

// staticCount is the number of elements of a ranked static shape.
func staticCount(s opdef.Shape) (int64, bool) {
	if s.Unranked || len(s.Dims) == 0 {
		return 0, false
	}
	n := int64(1)
	for _, d := range s.Dims {
		if d < 0 {
			return 0, false
		}
		n *= d
	}
	return n, true
}

// tileOf returns the tile type of v, if it has one.
func tileOf(v *ir.Value) (*asctile.TileType, bool) {
	t, ok := v.Type().(*asctile.TileType)
	return t, ok
}

// calCount is the element count of a static tile; the error is the op's diagnostic.
func calCount(op *ir.Operation, t *asctile.TileType) (int64, error) {
	n, ok := staticCount(t.Dims)
	if !ok {
		return 0, ir.OpError(op, "expected a tile with a static shape, got %s", ir.TypeString(t))
	}
	return n, nil
}

// tilePosition maps a tile location to the TPosition of its buffer (asctile-ops.md §2.3);
// every location has one (positionOf).
func tilePosition(l asctile.TileLocation) ascendc.TPosition {
	if p, ok := positionOf(l); ok {
		return p
	}
	return ascendc.TPosition_VECCALC
}

// allocAt creates `ascendc.local_tensor_auto <pos>() : !ascendc.local_tensor<shape x elem>`.
func allocAt(b *ir.Builder, loc ir.Location, pos ascendc.TPosition, shape opdef.Shape, elem ir.Type) *ir.Value {
	return b.Create(loc, ascendc.OpLocalTensorAuto, nil,
		[]ir.Type{&ascendc.LocalTensorType{Shape: shape, ElementType: elem}},
		ir.NamedAttr{Name: "position", Value: pos.Attr()}).Result(0)
}

// allocTile allocates the local tensor a tile converts to, in the tile's buffer.
func allocTile(b *ir.Builder, loc ir.Location, t *asctile.TileType) *ir.Value {
	lt := tensorType(t).(*ascendc.LocalTensorType)
	return allocAt(b, loc, tilePosition(t.Loc), lt.Shape, lt.ElementType)
}

// constInt creates `arith.constant n : t` with an unknown location, as the helpers do.
func constInt(b *ir.Builder, t ir.Type, n int64) *ir.Value {
	return b.Create(ir.Unknown, arith.OpConstant, nil, []ir.Type{t},
		ir.NamedAttr{Name: "value", Value: ir.NewIntAttr(t, n)}).Result(0)
}

func ci64(b *ir.Builder, n int64) *ir.Value { return constInt(b, ir.I64, n) }
func ci32(b *ir.Builder, n int64) *ir.Value { return constInt(b, ir.I32, n) }
func ci1(b *ir.Builder, v bool) *ir.Value {
	n := int64(0)
	if v {
		n = 1
	}
	return constInt(b, ir.I1, n)
}

// constAttr creates `arith.constant <a>` at loc.
func constAttr(b *ir.Builder, loc ir.Location, a ir.TypedAttr) *ir.Value {
	return b.Create(loc, arith.OpConstant, nil, []ir.Type{a.AttrType()},
		ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

// sameDialect reports whether op belongs to the dialect of the op named sample (dialects
// are named through their op constants, never by a string).
func sameDialect(op *ir.Operation, sample string) bool {
	i := strings.IndexByte(sample, '.')
	return strings.HasPrefix(op.Name(), sample[:i+1])
}

// vectorTiles checks that every tile o reads or writes lives in UB. The lowering makes o
// vector instructions, and the vector unit addresses the unified buffer only
// (hardware.md): on a tile in L1, L0A, L0B or L0C (an arith.addf on matmul results, a
// relu of an L0C tile the fixpipe cannot take) PyAsc's lowering emits an instruction the
// hardware cannot run. As the edge clipping of the data transfers (docs/pyasc.md §5),
// the check is a departure (dep.at: option departures and asc.compilation_arch, both of
// which --pyasc-pipeline sets); without it the passes lower such ops as PyAsc does.
// Operands are checked before results, in order.
func (dep departures) vectorTiles(o *ir.Operation) *ir.Diagnostic {
	if !dep.at(o) {
		return nil
	}
	check := func(what string, vs []*ir.Value) *ir.Diagnostic {
		for i, v := range vs {
			if t, ok := v.Type().(*asctile.TileType); ok && t.Loc != asctile.TileLocation_UB {
				return ir.OpError(o, "%s #%d is a tile in %s, but the vector unit computes on UB tiles only", what, i, t.Loc)
			}
		}
		return nil
	}
	if d := check("operand", o.Operands()); d != nil {
		return d
	}
	return check("result", o.Results())
}
