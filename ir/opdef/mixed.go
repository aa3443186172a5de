package opdef

import (
	"errors"

	"github.com/ascend-toolchain/asc/ir"
)

// Mixed static/dynamic lists (memref offsets, sizes and strides; scf.forall bounds): an op
// keeps the list as an i64 dense array in which ir.Dynamic marks the entries given by
// SSA operands, in order; the custom form interleaves both, as in `[%i, 0, %j]`.

// ParseMixedList reads open (ssa-use | integer) (`,` ...)* close: the SSA uses, and the
// static list with ir.Dynamic where each use stands. It follows MLIR's
// parseDynamicIndexList: an element may be wrapped in `[` `]` (a scalable size, which the
// ops here drop), the delimiters are reported "in dynamic index list", and any failure is
// followed by "expected SSA value or integer" at the op name.
func ParseMixedList(p *ir.OpParser, open, close string) ([]ir.UnresolvedOperand, []int64, error) {
	uses, static, err := parseMixedElems(p, open, close)
	if err != nil {
		if err == errSilent {
			err = nil
		}
		return nil, nil, p.FollowError(err, p.OpNamePos(), "expected SSA value or integer")
	}
	return uses, static, nil
}

// errSilent is a failure MLIR reports with no message of its own (only the follow-up).
var errSilent = errors.New("no message")

func parseMixedElems(p *ir.OpParser, open, close string) ([]ir.UnresolvedOperand, []int64, error) {
	if !p.OptionalPunct(open) {
		return nil, nil, p.Errorf("expected '%s' in dynamic index list", open)
	}
	var uses []ir.UnresolvedOperand
	static := []int64{}
	if p.OptionalPunct(close) {
		return uses, static, nil
	}
	for {
		// MLIR tries an SSA use first and only then the `[` of a scalable entry, so
		// `%a[]` passes and `[%a]` is an integer error.
		u, isUse, useErr := p.ParseOptionalOperand()
		scalable := p.OptionalPunct("[")
		if isUse && useErr == nil {
			uses = append(uses, u)
			static = append(static, ir.Dynamic)
		} else {
			// A malformed use falls through to here too, and is followed by this error.
			v, err := ParseAsmInt(p, Int64)
			if err != nil {
				if useErr != nil {
					err = append(ir.DiagList(nil), append(ir.AsDiagnostics(useErr), ir.AsDiagnostics(err)...)...)
				}
				return nil, nil, err
			}
			static = append(static, v)
		}
		if scalable && !p.OptionalPunct("]") {
			return nil, nil, errSilent
		}
		if !p.OptionalPunct(",") {
			break
		}
	}
	if !p.OptionalPunct(close) {
		return nil, nil, p.Errorf("expected '%s' in dynamic index list", close)
	}
	return uses, static, nil
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
