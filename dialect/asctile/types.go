package asctile

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The two types share the shape-x-element syntax of builtin shaped types, with one quirk
// kept from PyAsc: there is no rank 0. An empty dimension list and `*` both give an empty
// shape, which prints as `*x` and has no rank (`!asctile.tile<f32, UB>` prints as
// `!asctile.tile<*xf32, UB>`).

// parseShapeXType parses `*x elem` or `d0 x d1 x ... elem`.
func parseShapeXType(p *ir.OpParser) (opdef.Shape, ir.Type, error) {
	pos := p.Pos()
	s, err := opdef.ParseShape(p)
	if err != nil {
		return s, nil, p.ErrorAt(pos, "either dimension list (ranked) or '*' symbol (unranked) must be declared")
	}
	if len(s.Dims) == 0 {
		s = opdef.Shape{Unranked: true}
	}
	et, err := p.ParseType()
	return s, et, err
}

func printShapeXType(p *ir.Printer, s opdef.Shape, et ir.Type) {
	if len(s.Dims) == 0 {
		p.WriteString("*x")
	} else {
		p.PrintShape(s.Dims)
	}
	p.PrintType(et)
}

func parseTensorType(p *ir.OpParser) (ir.Type, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	s, et, err := parseShapeXType(p)
	if err != nil {
		return nil, err
	}
	return &TensorType{Dims: s, ElemType: et}, p.Expect(">")
}

func printTensorType(p *ir.Printer, t *TensorType) {
	p.WriteChar('<')
	printShapeXType(p, t.Dims, t.ElemType)
	p.WriteChar('>')
}

func parseTileType(p *ir.OpParser) (ir.Type, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	s, et, err := parseShapeXType(p)
	if err != nil {
		return nil, err
	}
	if err := p.Expect(","); err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, err := p.ParseKeywordAny("tile location")
	if err != nil {
		return nil, err
	}
	c, ok := TileLocationEnum.ByKeyword(kw)
	if !ok {
		return nil, p.ErrorAt(pos, "unknown tile location '%s', expected one of [L0A, L0B, L0C, UB, L1, FIX]", kw)
	}
	return &TileType{Dims: s, ElemType: et, Loc: TileLocation(c.Value)}, p.Expect(">")
}

func printTileType(p *ir.Printer, t *TileType) {
	p.WriteChar('<')
	printShapeXType(p, t.Dims, t.ElemType)
	p.WriteString(", ")
	p.WriteString(t.Loc.String())
	p.WriteChar('>')
}

// NewTile returns !asctile.tile<shape x elem, loc>.
func NewTile(shape []int64, elem ir.Type, loc TileLocation) *TileType {
	s := opdef.Shape{Dims: shape}
	if len(shape) == 0 {
		s = opdef.Shape{Unranked: true}
	}
	return &TileType{Dims: s, ElemType: elem, Loc: loc}
}

// ElementType returns the element type (ir.ShapedType).
func (t *TileType) ElementType() ir.Type { return t.ElemType }

// Shape returns the dimensions, nil for the empty (unranked) shape.
func (t *TileType) Shape() []int64 { return t.Dims.Dims }

// Ranked reports whether the shape is non-empty: PyAsc's tiles have no rank 0.
func (t *TileType) Ranked() bool { return len(t.Dims.Dims) > 0 }

// ValueSemantics marks tiles as values (ir.ValueSemanticsType): arith and math accept them.
func (t *TileType) ValueSemantics() {}

// CloneWithElement returns the tile with another element type, same shape and location.
func (t *TileType) CloneWithElement(elem ir.Type) ir.Type {
	return &TileType{Dims: t.Dims, ElemType: elem, Loc: t.Loc}
}

// ElementType returns the element type (ir.ShapedType).
func (t *TensorType) ElementType() ir.Type { return t.ElemType }

// Shape returns the dimensions, nil for the empty (unranked) shape.
func (t *TensorType) Shape() []int64 { return t.Dims.Dims }

// Ranked reports whether the shape is non-empty.
func (t *TensorType) Ranked() bool { return len(t.Dims.Dims) > 0 }

// CloneWithElement returns the tensor with another element type and the same shape.
func (t *TensorType) CloneWithElement(elem ir.Type) ir.Type {
	return &TensorType{Dims: t.Dims, ElemType: elem}
}
