package asctile

import "github.com/ascend-toolchain/asc/ir"

// #asctile.kind<sum>: the reduce kind keyword in angle brackets.

func parseKindAttr(p *ir.OpParser) (ir.Attribute, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	c, found := ReduceKindEnum.ByKeyword(kw)
	if !ok || !found {
		return nil, p.ErrorAt(pos, "expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum")
	}
	return &KindAttr{Value: ReduceKind(c.Value)}, p.Expect(">")
}

func printKindAttr(p *ir.Printer, a *KindAttr) {
	p.WriteChar('<')
	p.WriteString(a.Value.String())
	p.WriteChar('>')
}
