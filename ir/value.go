package ir

import "unsafe"

// Value is an SSA value: an operation result or a block argument. Its uses form an
// intrusive doubly linked list threaded through the OpOperands that read it.
type Value struct {
	typ   Type
	first *OpOperand
	// def is the defining *Operation of a result, or the owning *Block of an argument
	// (told apart by the sign of index): one word instead of two keeps a Value at 48 bytes.
	def   unsafe.Pointer
	index int32 // result number n, or -(n+1) for block argument n
	pid   int32 // printer name slot, valid when pgen matches the printer's generation
	pgen  uint32
}

func resultValue(t Type, op *Operation, i int) Value {
	return Value{typ: t, def: unsafe.Pointer(op), index: int32(i)}
}

func argValue(t Type, b *Block, i int) Value {
	return Value{typ: t, def: unsafe.Pointer(b), index: -int32(i) - 1}
}

// owner is the defining op (nil for block arguments).
func (v *Value) owner() *Operation {
	if v.index < 0 {
		return nil
	}
	return (*Operation)(v.def)
}

// argBlock is the block of a block argument (nil for op results).
func (v *Value) argBlock() *Block {
	if v.index >= 0 {
		return nil
	}
	return (*Block)(v.def)
}

func (v *Value) setArgIndex(i int) { v.index = -int32(i) - 1 }

// ArgLoc is the location of a block argument (nil for op results).
func (v *Value) ArgLoc() Location {
	b := v.argBlock()
	if b == nil || v.Index() >= len(b.argLocs) {
		return nil
	}
	return b.argLocs[v.Index()]
}

// SetArgLoc sets the location of a block argument.
func (v *Value) SetArgLoc(l Location) {
	if b := v.argBlock(); b != nil && v.Index() < len(b.argLocs) {
		b.argLocs[v.Index()] = l
	}
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the type; the caller keeps users consistent.
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the op producing the value, or nil for a block argument.
func (v *Value) DefiningOp() *Operation { return v.owner() }

// ParentBlock is the block that defines the value (the op's block for results).
func (v *Value) ParentBlock() *Block {
	if op := v.owner(); op != nil {
		return op.block
	}
	return v.argBlock()
}

// IsBlockArg reports whether the value is a block argument.
func (v *Value) IsBlockArg() bool { return v.index < 0 }

// Index is the result number or argument number.
func (v *Value) Index() int {
	if v.index < 0 {
		return int(-v.index - 1)
	}
	return int(v.index)
}

// OwnerBlock returns the block of a block argument.
func (v *Value) OwnerBlock() *Block { return v.argBlock() }

// HasUses reports whether any operand uses the value.
func (v *Value) HasUses() bool { return v.first != nil }

// HasOneUse reports whether exactly one operand uses the value.
func (v *Value) HasOneUse() bool { return v.first != nil && v.first.next == nil }

// FirstUse returns the head of the use list (nil without uses); follow NextUse from there.
func (v *Value) FirstUse() *OpOperand { return v.first }

// Uses returns the operands using v (a snapshot, safe to mutate during iteration).
func (v *Value) Uses() []*OpOperand {
	var out []*OpOperand
	for u := v.first; u != nil; u = u.next {
		out = append(out, u)
	}
	return out
}

// UsesInBlock returns the uses of v by ops directly in b (not nested in them), in use-list
// order. It walks v's uses and b's operands side by side and stops as soon as either is
// done, so it costs the smaller of the two: a condition shared by thousands of branches
// has thousands of uses where the block asked about usually holds a few ops.
func (v *Value) UsesInBlock(b *Block) []*OpOperand {
	u, o, k := v.first, b.first, 0
	for {
		if u == nil {
			break // the use list is done first: filter it below
		}
		if o == nil {
			return nil // no op of b uses v
		}
		if k < int(o.nOperands) {
			if o.operandArr()[k].val == v {
				break // b uses v: the uses in order come from the list
			}
			k++
		} else {
			o, k = o.next, 0
		}
		u = u.next
	}
	var out []*OpOperand
	for u := v.first; u != nil; u = u.next {
		if u.owner.block == b {
			out = append(out, u)
		}
	}
	return out
}

// NumUses counts the uses.
func (v *Value) NumUses() int {
	n := 0
	for u := v.first; u != nil; u = u.next {
		n++
	}
	return n
}

// ReplaceAllUsesWith redirects every use of v to w.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for v.first != nil {
		v.first.Set(w)
	}
}

// ReplaceUsesIf redirects the uses accepted by keep.
func (v *Value) ReplaceUsesIf(w *Value, pred func(*OpOperand) bool) {
	for _, u := range v.Uses() {
		if pred(u) {
			u.Set(w)
		}
	}
}

// OpOperand is one operand slot of an operation.
type OpOperand struct {
	val   *Value
	owner *Operation
	next  *OpOperand
	prev  *OpOperand
}

// valType is the type of the operand's value, nil for a dropped value.
func (o *OpOperand) valType() Type {
	if o.val == nil {
		return nil
	}
	return o.val.typ
}

// Get returns the value the operand uses.
func (o *OpOperand) Get() *Value { return o.val }

// Owner returns the op the operand belongs to.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index is the operand's position, derived from its address in the owner's operand array
// (keeping OpOperand at four words).
func (o *OpOperand) Index() int {
	base := unsafe.Pointer(unsafe.SliceData(o.owner.operandArr()))
	return int((uintptr(unsafe.Pointer(o)) - uintptr(base)) / unsafe.Sizeof(*o))
}

// NextUse returns the next use of the same value, or nil.
func (o *OpOperand) NextUse() *OpOperand { return o.next }

// Set changes the value read by the operand, maintaining both use lists.
func (o *OpOperand) Set(v *Value) {
	o.unlink()
	o.val = v
	o.link()
}

func (o *OpOperand) link() {
	if o.val == nil {
		return
	}
	o.next = o.val.first
	o.prev = nil
	if o.next != nil {
		o.next.prev = o
	}
	o.val.first = o
}

func (o *OpOperand) unlink() {
	if o.val == nil {
		return
	}
	if o.prev != nil {
		o.prev.next = o.next
	} else {
		o.val.first = o.next
	}
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.next, o.prev = nil, nil
}
