package opdef

import "github.com/ascend-toolchain/asc/ir"

// Attributes of a declarative format: how `$attr` reads its value.

// parseAttrValue reads an attribute as a format's `$attr` does.
func parseAttrValue(p *ir.OpParser, c *AttrConstraint, name string) (ir.Attribute, error) {
	if e := EnumOf(c); e != nil {
		// Enum keywords in formats report errors naming the attribute, as ODS parsers do.
		v, err := e.parseKeywordOf(p, name)
		if err != nil {
			return nil, err
		}
		return e.Attr(v), nil
	}
	switch {
	case c.ParseStripped != nil:
		return c.ParseStripped(p)
	case c.Unit:
		return ir.Unit, nil
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(c.Type)
	if err != nil {
		return nil, err
	}
	if c.Storage != nil {
		if !c.Storage(a) {
			return nil, p.EmitError(pos, "invalid kind of attribute specified")
		}
		return a, nil
	}
	if c.Type == nil && c.Pred != nil && c != AnyAttr && c != TypedAttr && !c.Pred(a) {
		// A format reading a specific attribute kind rejects others while parsing.
		return nil, p.EmitError(pos, "invalid kind of attribute specified")
	}
	return a, err
}

// quotedEnumAnchor handles an optional group that starts with an enum attribute spelled
// as a string, as ODS parsers do: an empty string leaves the group out (done), and an
// unknown case is reported at the string.
func (s *State) quotedEnumAnchor(sub []*elem) (done bool, err error) {
	first := firstParsable(sub)
	if first == nil || first.kind != eAttr || !s.P.IsStringNext() {
		return false, nil
	}
	a := s.Def.Attrs[first.index]
	if a.C.Keywords == nil {
		return false, nil
	}
	pos := s.P.Pos()
	w := s.P.TokenText()
	w = w[1 : len(w)-1]
	if w == "" {
		_, err := s.P.ParseString()
		return true, err
	}
	if !a.C.Keywords[w] {
		return true, s.P.EmitError(pos, "invalid %s attribute specification: %q", a.Name, w)
	}
	return false, nil
}
