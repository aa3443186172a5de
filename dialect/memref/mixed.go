package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Mixed static/dynamic lists (opdef.ParseMixedList): an op keeps a list such as offsets as
// an i64 dense array (static_offsets) with ir.Dynamic where an SSA operand (offsets) stands.

// parseIndexList reads `[` (ssa-use | integer) (`,` ...)* `]` into the operand group and
// the dense array attribute named by args[0] and args[1].
func parseIndexList(p *ir.OpParser, s *opdef.State, args []string) error {
	uses, static, err := opdef.ParseMixedList(p, "[", "]")
	if err != nil {
		return err
	}
	if i := s.Def.OperandIndex(args[0]); i >= 0 {
		s.Operands[i] = uses
	}
	s.St.AddAttr(args[1], &ir.DenseArrayAttr{Elem: ir.I64, Ints: static})
	return nil
}

// printIndexList writes the list of args[0] (operands) and args[1] (static values).
func printIndexList(p *ir.Printer, op *ir.Operation, args []string) {
	opdef.PrintMixed(p, opdef.OperandGroup(op, args[0]), staticList(op, args[1]), "[", "]")
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
