package bytecode

import (
	"fmt"

	"github.com/ascend-toolchain/asc/ir"
)

// computeIsolation marks the ops whose regions use no value defined outside them: their
// regions number values from zero and sit in a section of their own, as MLIR's writer
// decides it (from the uses, not from the op's traits).
func (w *writer) computeIsolation(root *ir.Operation) {
	level := map[*ir.Value]int{}
	var def func(op *ir.Operation, lvl int)
	def = func(op *ir.Operation, lvl int) {
		for _, v := range op.Results() {
			level[v] = lvl
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					level[a] = lvl + 1
				}
				for o := b.First(); o != nil; o = o.Next() {
					def(o, lvl+1)
				}
			}
		}
	}
	def(root, 0)
	// minUse returns the lowest definition level of values used inside op's regions.
	var minUse func(op *ir.Operation, lvl int) int
	minUse = func(op *ir.Operation, lvl int) int {
		m := 1 << 30
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					for _, v := range o.Operands() {
						if l, ok := level[v]; ok && l < m {
							m = l
						}
					}
					if o.NumRegions() > 0 {
						if l := minUse(o, lvl+1); l < m {
							m = l
						}
					}
				}
			}
		}
		if op.NumRegions() > 0 {
			w.isolated[op] = m > lvl
		}
		return m
	}
	minUse(root, 0)
}

// writeOp writes one op; ids maps the values visible to it to their numbers.
func (w *writer) writeOp(e *encoder, op *ir.Operation, ids map[*ir.Value]int) error {
	nameIdx, registered := w.opName(op)
	e.varint(uint64(nameIdx))
	maskAt := len(e.buf)
	e.byte1(0)
	var mask byte
	e.varint(uint64(w.attr(op.Loc())))
	dict, props, err := w.opAttrs(op, registered)
	if err != nil {
		return err
	}
	if len(dict) > 0 {
		mask |= opHasAttrs
		e.varint(uint64(w.attr(ir.NewDict(dict))))
	}
	if props != nil {
		mask |= opHasProperties
		e.varint(uint64(w.addProps(props)))
	}
	if n := op.NumResults(); n > 0 {
		mask |= opHasResults
		e.varint(uint64(n))
		for _, t := range op.ResultTypes() {
			e.varint(uint64(w.typ(t)))
		}
	}
	if n := op.NumOperands(); n > 0 {
		mask |= opHasOperands
		e.varint(uint64(n))
		for _, v := range op.Operands() {
			id, ok := ids[v]
			if !ok {
				return fmt.Errorf("'%s' op uses a value that is not in scope", op.Name())
			}
			e.varint(uint64(id))
		}
	}
	if n := op.NumSuccessors(); n > 0 {
		mask |= opHasSuccessors
		e.varint(uint64(n))
		for _, s := range op.Successors() {
			e.varint(uint64(blockIndex(s)))
		}
	}
	if op.NumRegions() > 0 {
		mask |= opHasRegions
	}
	e.buf[maskAt] = mask
	if op.NumRegions() == 0 {
		return nil
	}
	if w.depth >= maxNesting {
		return fmt.Errorf("regions nest deeper than %d", maxNesting)
	}
	w.depth++
	defer func() { w.depth-- }()
	isolated := w.isolated[op]
	e.varintFlag(uint64(op.NumRegions()), isolated)
	if !isolated {
		start := len(ids) // ids holds exactly the values of the enclosing open regions
		return w.writeRegions(e, op, ids, start)
	}
	sub := &encoder{}
	if err := w.writeRegions(sub, op, map[*ir.Value]int{}, 0); err != nil {
		return err
	}
	e.section(secIR, sub.buf, 1, 0)
	return nil
}

// blockIndex is b's position in its region (numbered once per region, where a search per
// successor was quadratic in a long chain of blocks).
func blockIndex(b *ir.Block) int {
	return max(b.Parent().BlockIndex(b), 0)
}

// writeRegions writes op's regions; each numbers its values from start.
func (w *writer) writeRegions(e *encoder, op *ir.Operation, ids map[*ir.Value]int, start int) error {
	for _, r := range op.Regions() {
		if r.Empty() {
			e.varint(0)
			continue
		}
		// Number the values the region defines (block arguments, then op results, block
		// by block) before writing, since uses may come before definitions.
		var defined []*ir.Value
		for _, b := range r.Blocks() {
			defined = append(defined, b.Args()...)
			for o := b.First(); o != nil; o = o.Next() {
				defined = append(defined, o.Results()...)
			}
		}
		for i, v := range defined {
			ids[v] = start + i
		}
		e.varint(uint64(r.NumBlocks()))
		e.varint(uint64(len(defined)))
		for _, b := range r.Blocks() {
			if err := w.writeBlock(e, b, ids); err != nil {
				return err
			}
		}
		for _, v := range defined {
			delete(ids, v)
		}
	}
	return nil
}

func (w *writer) writeBlock(e *encoder, b *ir.Block, ids map[*ir.Value]int) error {
	e.varintFlag(uint64(b.NumOps()), b.NumArgs() > 0)
	if b.NumArgs() > 0 {
		e.varint(uint64(b.NumArgs()))
		for _, a := range b.Args() {
			loc := a.ArgLoc()
			_, unknown := loc.(ir.UnknownLoc)
			hasLoc := loc != nil && !unknown
			e.varintFlag(uint64(w.typ(a.Type())), hasLoc)
			if hasLoc {
				e.varint(uint64(w.attr(loc)))
			}
		}
		e.byte1(0) // no use-list orders: this IR does not order uses
	}
	for o := b.First(); o != nil; o = o.Next() {
		if err := w.writeOp(e, o, ids); err != nil {
			return err
		}
	}
	return nil
}

// opAttrs splits an op's attributes into the dictionary and the properties blob.
func (w *writer) opAttrs(op *ir.Operation, registered bool) ([]ir.NamedAttr, []byte, error) {
	if registered {
		return w.odsProps(op, schemaOf(op.Info()))
	}
	// As mlir-opt writes an op it does not know: properties (`<{...}>`) are one attribute.
	var props ir.Attribute
	dict := op.Attrs()
	if op.IsRegistered() {
		var inherent []ir.NamedAttr
		inherent, dict = op.SplitAttrs()
		if len(inherent) > 0 {
			props = ir.NewDict(inherent)
		}
	} else {
		props = op.Props()
	}
	if props == nil {
		return dict, nil, nil
	}
	e := &encoder{}
	e.varint(uint64(w.attr(props)))
	return dict, e.buf, nil
}

// odsProps encodes the properties of an op mlir-opt knows, as its ODS code does.
func (w *writer) odsProps(op *ir.Operation, s *propSchema) ([]ir.NamedAttr, []byte, error) {
	inherent := map[string]bool{operandSegments: s.operands >= 0, resultSegments: s.results >= 0}
	e := &encoder{}
	for _, a := range s.attrs {
		inherent[a.name] = true
		v := op.Attr(a.name) // default values are written too: mlir-opt's parser sets them as ours does
		switch {
		case v == nil && !a.optional:
			return nil, nil, fmt.Errorf("'%s' op requires attribute '%s'", op.Name(), a.name)
		case v == nil:
			e.varint(0)
		case a.optional:
			e.varintFlag(uint64(w.attr(v)), true)
		default:
			e.varint(uint64(w.attr(v)))
		}
	}
	for _, seg := range []struct {
		name string
		n    int
	}{{operandSegments, s.operands}, {resultSegments, s.results}} {
		if seg.n < 0 {
			continue
		}
		arr, ok := op.Attr(seg.name).(*ir.DenseArrayAttr)
		if !ok || len(arr.Ints) != seg.n {
			return nil, nil, fmt.Errorf("'%s' op has no valid '%s'", op.Name(), seg.name)
		}
		if w.opts.Version < 6 {
			e.varint(uint64(w.attr(arr)))
		} else {
			writeSparseArray(e, arr.Ints)
		}
	}
	var dict []ir.NamedAttr
	for _, a := range op.Attrs() {
		if !inherent[a.Name] {
			dict = append(dict, a)
		}
	}
	if len(s.attrs) == 0 && s.operands < 0 && s.results < 0 {
		return dict, nil, nil
	}
	return dict, e.buf, nil
}
