package ascendc

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Hand-written syntax of the types whose .td definitions set hasCustomAssemblyFormat
// (the tensor types, spelled like builtin shaped types) and of the custom<PrettyTPosition>
// directive of type formats (a TPosition written as its keyword, `vecin`).

// parseTensorBody parses `<shape element-type>`: `<1024xf32>`, `<?x4xf16>`, `<*xf16>`,
// `<f32>` (rank 0).
func parseTensorBody(p *ir.OpParser) (opdef.Shape, ir.Type, error) {
	if err := p.Expect("<"); err != nil {
		return opdef.Shape{}, nil, err
	}
	s, err := opdef.ParseShape(p)
	if err != nil {
		return s, nil, err
	}
	et, err := p.ParseType()
	if err != nil {
		return s, nil, err
	}
	return s, et, p.Expect(">")
}

func printTensorBody(p *ir.Printer, s opdef.Shape, et ir.Type) {
	p.WriteChar('<')
	opdef.PrintShape(p, s)
	p.PrintType(et)
	p.WriteChar('>')
}

func parseLocalTensorType(p *ir.OpParser) (ir.Type, error) {
	s, et, err := parseTensorBody(p)
	return &LocalTensorType{Shape: s, ElementType: et}, err
}

func printLocalTensorType(p *ir.Printer, t *LocalTensorType) {
	printTensorBody(p, t.Shape, t.ElementType)
}

func parseGlobalTensorType(p *ir.OpParser) (ir.Type, error) {
	s, et, err := parseTensorBody(p)
	return &GlobalTensorType{Shape: s, ElementType: et}, err
}

func printGlobalTensorType(p *ir.Printer, t *GlobalTensorType) {
	printTensorBody(p, t.Shape, t.ElementType)
}

func parseBaseLocalTensorType(p *ir.OpParser) (ir.Type, error) {
	s, et, err := parseTensorBody(p)
	return &BaseLocalTensorType{Shape: s, ElementType: et}, err
}

func printBaseLocalTensorType(p *ir.Printer, t *BaseLocalTensorType) {
	printTensorBody(p, t.Shape, t.ElementType)
}

func parseBaseGlobalTensorType(p *ir.OpParser) (ir.Type, error) {
	s, et, err := parseTensorBody(p)
	return &BaseGlobalTensorType{Shape: s, ElementType: et}, err
}

func printBaseGlobalTensorType(p *ir.Printer, t *BaseGlobalTensorType) {
	printTensorBody(p, t.Shape, t.ElementType)
}

func parsePrettyTPosition(p *ir.OpParser, v *TPosition) error {
	n, err := TPositionEnum.ParseKeyword(p)
	*v = TPosition(n)
	return err
}

func printPrettyTPosition(p *ir.Printer, v TPosition) { p.WriteString(v.String()) }

// load_data_3d_params_v2 takes an optional `<element type>`.
func parseLoadData3dParamsV2Type(p *ir.OpParser) (ir.Type, error) {
	t := &LoadData3dParamsV2Type{}
	if !p.OptionalPunct("<") {
		return t, nil
	}
	et, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	t.ElementType = et
	return t, p.Expect(">")
}

func printLoadData3dParamsV2Type(p *ir.Printer, t *LoadData3dParamsV2Type) {
	if t.ElementType == nil {
		return
	}
	p.WriteChar('<')
	p.PrintType(t.ElementType)
	p.WriteChar('>')
}
