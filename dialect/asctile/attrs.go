package asctile

import "github.com/ascend-toolchain/asc/ir"

// #asctile.kind<sum>: the reduce kind keyword in angle brackets.

// parseKindAttr reads `<keyword>`. As MLIR's generated enum parameter parser, a missing
// or unknown keyword is reported where the keyword should be, then the attribute's own
// "failed to parse ... parameter" error follows where parsing stopped; inside a custom op
// (the stripped `<sum>` form) both carry the op prefix, in `#asctile.kind<...>` neither.
func parseKindAttr(p *ir.OpParser) (ir.Attribute, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	c, found := ReduceKindEnum.ByKeyword(kw)
	if !ok || !found {
		msg := "expected valid keyword"
		if ok {
			msg = "expected ::mlir::asctile::ReduceKind to be one of: sum, max, min, prod, mean, all, any, xor_sum"
		}
		err := p.EmitError(pos, "%s", msg)
		return nil, p.FollowError(err, p.Pos(), "failed to parse AscTile_ReduceKindAttr parameter 'value' which is to be a `::mlir::asctile::ReduceKind`")
	}
	return &KindAttr{Value: ReduceKind(c.Value)}, p.Expect(">")
}

func printKindAttr(p *ir.Printer, a *KindAttr) {
	p.WriteChar('<')
	p.WriteString(a.Value.String())
	p.WriteChar('>')
}
