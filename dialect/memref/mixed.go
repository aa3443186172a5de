package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Mixed static/dynamic lists: an op keeps a list such as offsets as an i64 dense array
// (static_offsets) in which ir.Dynamic marks the entries given by SSA operands (offsets),
// in order. The custom form interleaves both: `[%i, 0, %j]`.

// parseIndexList reads `[` (ssa-use | integer) (`,` ...)* `]` into the operand group and
// the dense array attribute named by args[0] and args[1].
func parseIndexList(p *ir.OpParser, s *opdef.State, args []string) error {
	uses, static, err := parseMixedList(p, "[", "]")
	if err != nil {
		return err
	}
	if i := s.Def.OperandIndex(args[0]); i >= 0 {
		s.Operands[i] = uses
	}
	s.St.AddAttr(args[1], &ir.DenseArrayAttr{Elem: ir.I64, Ints: static})
	return nil
}

// parseMixedList reads a delimited list of SSA uses and integers.
func parseMixedList(p *ir.OpParser, open, close string) ([]ir.UnresolvedOperand, []int64, error) {
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
				return nil, nil, p.Errorf("expected SSA value or integer")
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

// printIndexList writes the list of args[0] (operands) and args[1] (static values).
func printIndexList(p *ir.Printer, op *ir.Operation, args []string) {
	printMixed(p, opdef.OperandGroup(op, args[0]), staticList(op, args[1]), "[", "]")
}

func printMixed(p *ir.Printer, dyn []*ir.Value, static []int64, open, close string) {
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

// staticList returns the i64 array attribute name of op (nil when absent).
func staticList(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

// ofr is one entry of a mixed list: a constant, or an SSA value.
type ofr struct {
	v     *ir.Value
	c     int64
	isVal bool
}

// mixed pairs a static list with its dynamic operands.
func mixed(op *ir.Operation, group, attr string) []ofr {
	dyn := opdef.OperandGroup(op, group)
	var out []ofr
	k := 0
	for _, s := range staticList(op, attr) {
		if s == ir.Dynamic && k < len(dyn) {
			out = append(out, ofr{v: dyn[k], isVal: true})
			k++
		} else {
			out = append(out, ofr{c: s})
		}
	}
	return out
}

// countDynamic counts the Dynamic entries of a static list.
func countDynamic(xs []int64) int {
	n := 0
	for _, x := range xs {
		if x == ir.Dynamic {
			n++
		}
	}
	return n
}

var indexListDirective = opdef.CustomDirective{Parse: parseIndexList, Print: printIndexList}
