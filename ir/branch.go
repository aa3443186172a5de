package ir

// Branch ops are terminators whose OpInfo sets SuccessorOperands: each successor block's
// arguments receive a slice of the op's operands (MLIR's BranchOpInterface). Terminators
// with successors but no such description (unregistered ops) are opaque: passes must
// assume they feed their successors' arguments in ways nobody can rewrite.

// IsBranch reports whether op describes the operands it forwards to its successors.
func IsBranch(op *Operation) bool {
	return op != nil && op.info.SuccessorOperands != nil
}

// SuccessorOperandRange returns the operand range [start, start+n) that branch op forwards
// to successor i.
func SuccessorOperandRange(op *Operation, i int) (start, n int) {
	return op.info.SuccessorOperands(op, i)
}

// SuccessorOperands returns the values branch op forwards to successor i (a new slice).
func SuccessorOperands(op *Operation, i int) []*Value {
	start, n := op.info.SuccessorOperands(op, i)
	out := make([]*Value, n)
	for k := range out {
		out[k] = op.Operand(start + k)
	}
	return out
}

// SetSuccessorOperands replaces the values branch op forwards to successor i.
func SetSuccessorOperands(op *Operation, i int, vs []*Value) {
	op.info.SetSuccessorOperands(op, i, vs)
}

// EraseSuccessorOperand removes the k-th value forwarded to successor i.
func EraseSuccessorOperand(op *Operation, i, k int) {
	vs := SuccessorOperands(op, i)
	SetSuccessorOperands(op, i, append(vs[:k:k], vs[k+1:]...))
}

// SuccessorBlockArgument returns the successor block argument that operand k of branch op
// feeds, or nil when the operand is not forwarded (a condition, a switch flag).
func SuccessorBlockArgument(op *Operation, k int) *Value {
	if !IsBranch(op) {
		return nil
	}
	for i, s := range op.succs() {
		start, n := op.info.SuccessorOperands(op, i)
		if k >= start && k < start+n {
			if k-start < len(s.args) {
				return s.args[k-start]
			}
			return nil
		}
	}
	return nil
}

// VerifyBranchOperands checks that branch op forwards to every successor as many values as
// the block has arguments, of the same types, with MLIR's messages (which carry no op
// prefix).
func VerifyBranchOperands(op *Operation) error {
	for i, s := range op.succs() {
		start, n := op.info.SuccessorOperands(op, i)
		if n != len(s.args) {
			return Errorf(op.Loc(), "branch has %d operands for successor #%d, but target block has %d", n, i, len(s.args)).AtOp(op)
		}
		for k := 0; k < n; k++ {
			if !TypeEqual(op.Operand(start+k).Type(), s.args[k].Type()) {
				return Errorf(op.Loc(), "type mismatch for bb argument #%d of successor #%d", k, i).AtOp(op)
			}
		}
	}
	return nil
}

// IsUsedOutsideOfBlock reports whether a use of v sits in an op whose block is not b
// (nested ops count by their own block, as in MLIR).
func (v *Value) IsUsedOutsideOfBlock(b *Block) bool {
	for u := v.first; u != nil; u = u.next {
		if u.owner.block != b {
			return true
		}
	}
	return false
}
