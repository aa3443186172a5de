package opdef

import "github.com/ascend-toolchain/asc/ir"

// Mixed static/dynamic lists (memref offsets, sizes and strides; scf.forall bounds): an op
// keeps the list as an i64 dense array in which ir.Dynamic marks the entries given by
// SSA operands, in order; the custom form interleaves both, as in `[%i, 0, %j]`.

// ParseMixedList reads open (ssa-use | integer) (`,` ...)* close: the SSA uses, and the
// static list with ir.Dynamic where each use stands.
func ParseMixedList(p *ir.OpParser, open, close string) ([]ir.UnresolvedOperand, []int64, error) {
	if err := p.Expect(open); err != nil {
		return nil, nil, err
	}
	var uses []ir.UnresolvedOperand
	static := []int64{}
	if p.OptionalPunct(close) {
		return uses, static, nil
	}
	for {
		if p.IsOperandNext() {
			u, err := p.ParseOperand()
			if err != nil {
				return nil, nil, err
			}
			uses = append(uses, u)
			static = append(static, ir.Dynamic)
		} else {
			if !p.IsIntegerNext() {
				// mlir-opt reports this at the token (and then, which we do not, "expected
				// SSA value or integer" at the op).
				return nil, nil, p.EmitError(p.Pos(), "expected integer value")
			}
			v, err := p.ParseInteger()
			if err != nil {
				return nil, nil, err
			}
			static = append(static, v)
		}
		if p.OptionalPunct(close) {
			return uses, static, nil
		}
		if err := p.Expect(","); err != nil {
			return nil, nil, err
		}
	}
}

// PrintMixed writes a static list with its dynamic entries taken from dyn, in order.
func PrintMixed(p *ir.Printer, dyn []*ir.Value, static []int64, open, close string) {
	p.WriteString(open)
	k := 0
	for i, v := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == ir.Dynamic && k < len(dyn) {
			p.PrintOperand(dyn[k])
			k++
		} else {
			p.WriteInt(v)
		}
	}
	p.WriteString(close)
}
