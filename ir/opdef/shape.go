package opdef

import "github.com/ascend-toolchain/asc/ir"

// Shape is the value of a ShapeParameter: dimension sizes (ir.Dynamic for `?`), or an
// unranked shape (`*`). A ranked shape may have no dimensions (`<f32>`).
type Shape struct {
	Dims     []int64 // sizes, ir.Dynamic for `?`; nil when Unranked
	Unranked bool    // the shape is `*`
}

// Ranked reports whether the shape has a known rank.
func (s Shape) Ranked() bool { return !s.Unranked }

// Equal compares shapes.
func (s Shape) Equal(o Shape) bool {
	if s.Unranked != o.Unranked || len(s.Dims) != len(o.Dims) {
		return false
	}
	for i := range s.Dims {
		if s.Dims[i] != o.Dims[i] {
			return false
		}
	}
	return true
}

// NumElements returns the element count of a static ranked shape, or -1.
func (s Shape) NumElements() int64 {
	if s.Unranked {
		return -1
	}
	return ir.NumElements(s.Dims)
}

// ParseShape parses `*x` or `(dim x)*` as in builtin shaped types; the element type follows.
func ParseShape(p *ir.OpParser) (Shape, error) {
	unranked, err := p.ParseOptionalUnrankedPrefix()
	if err != nil || unranked {
		return Shape{Unranked: unranked}, err
	}
	dims, err := p.ParseDimensionList()
	if dims == nil {
		dims = []int64{}
	}
	return Shape{Dims: dims}, err
}

// PrintShape prints a shape with its trailing `x` (`16x?x`, `*x`, nothing for rank 0).
func PrintShape(p *ir.Printer, s Shape) {
	if s.Unranked {
		p.WriteString("*x")
		return
	}
	p.PrintShape(s.Dims)
}
