package bytecode

import (
	"github.com/ascend-toolchain/asc/ir"
)

// valueScope numbers the values visible in an isolated region and the regions nested in
// it without isolation: each open region reserves the ids its values take, after those of
// the regions enclosing it.
type valueScope struct {
	values []*ir.Value
	next   []int // next id to define, per open region
	starts []int // first id, per open region
}

// placeholder marks a forward reference, replaced when its value is defined.
type placeholder struct{ v *ir.Value }

func (s *valueScope) push(n int) {
	s.starts = append(s.starts, len(s.values))
	s.next = append(s.next, len(s.values))
	s.values = append(s.values, make([]*ir.Value, n)...)
}

// irState is the IR section parse: the scopes and, per open region, its blocks.
type irState struct {
	scopes       []*valueScope
	blocks       [][]*ir.Block
	placeholders map[*ir.Value]bool
}

func (r *reader) readIR(d *decoder) (*ir.Operation, error) {
	st := &irState{placeholders: map[*ir.Value]bool{}}
	n, hasArgs, err := d.varintFlag()
	if err != nil {
		return nil, err
	}
	if hasArgs {
		return nil, d.errorf("the top-level block cannot have arguments")
	}
	if n > uint64(d.remaining()) {
		return nil, d.errorf("op count %d exceeds the data left", n)
	}
	scope := &valueScope{}
	scope.push(0)
	st.scopes = append(st.scopes, scope)
	st.blocks = append(st.blocks, nil)
	top := ir.NewBlock()
	for i := uint64(0); i < n; i++ {
		if err := r.readOp(d, st, top); err != nil {
			return nil, err
		}
	}
	if !d.empty() {
		return nil, d.errorf("unexpected data after the top-level ops")
	}
	if len(st.placeholders) > 0 {
		return nil, d.errorf("operands refer to values that are never defined")
	}
	module := r.ctx.OpInfoFor("builtin.module")
	if f := top.First(); f != nil && f == top.Last() && f.Info() == module && f.NumResults() == 0 {
		f.Remove()
		return f, nil
	}
	// What is not a single module is wrapped in one, as the text parser does.
	os := &ir.OperationState{Info: module, Loc: &ir.FileLineColLoc{File: r.file}}
	os.AddRegion().AddBlock(top)
	return ir.NewOperation(os), nil
}

// define gives the next ids of the innermost open region to vs, resolving forward uses.
func (st *irState) define(d *decoder, vs []*ir.Value) error {
	s := st.scopes[len(st.scopes)-1]
	i := len(s.next) - 1
	for _, v := range vs {
		id := s.next[i]
		if id >= len(s.values) || (i+1 < len(s.starts) && id >= s.starts[i+1]) {
			if len(st.scopes) == 1 && len(s.next) == 1 { // top level: no count was declared
				s.values = append(s.values, nil)
			} else {
				return d.errorf("more values defined than the region declares")
			}
		}
		if old := s.values[id]; old != nil && st.placeholders[old] {
			old.ReplaceAllUsesWith(v)
			delete(st.placeholders, old)
		}
		s.values[id] = v
		s.next[i]++
	}
	return nil
}

// value returns the value with an id, or a placeholder when it is defined later.
func (st *irState) value(d *decoder) (*ir.Value, error) {
	id, err := d.varint()
	if err != nil {
		return nil, err
	}
	s := st.scopes[len(st.scopes)-1]
	if id >= uint64(len(s.values)) {
		return nil, d.errorf("invalid value id %d", id)
	}
	if v := s.values[id]; v != nil {
		return v, nil
	}
	v := ir.NewBlock(ir.None).Arg(0)
	st.placeholders[v] = true
	s.values[id] = v
	return v, nil
}

func (r *reader) opInfo(d *decoder, i uint64) (*opName, error) {
	if i >= uint64(len(r.opNames)) {
		return nil, d.errorf("invalid op name index %d", i)
	}
	n := &r.opNames[i]
	if n.info == nil {
		info := r.ctx.LookupOp(n.name)
		if info == nil {
			if !r.ctx.AllowUnregistered {
				return nil, d.errorf("unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", n.name, r.dialect[n.dialect])
			}
			info = r.ctx.OpInfoFor(n.name)
		}
		n.info = info
	}
	return n, nil
}

// readOp reads one op and appends it to b.
func (r *reader) readOp(d *decoder, st *irState, b *ir.Block) error {
	idx, err := d.varint()
	if err != nil {
		return err
	}
	name, err := r.opInfo(d, idx)
	if err != nil {
		return err
	}
	mask, err := d.byte1()
	if err != nil {
		return err
	}
	if mask&^(opHasAttrs|opHasResults|opHasOperands|opHasSuccessors|opHasRegions|opHasUseListOrds|opHasProperties) != 0 {
		return d.errorf("invalid op encoding mask %#x", mask)
	}
	os := &ir.OperationState{Info: name.info}
	if os.Loc, err = r.locRef(d); err != nil {
		return err
	}
	if err := r.readOpAttrs(d, name, mask, os); err != nil {
		return err
	}
	if err := r.readOpValues(d, st, mask, os); err != nil {
		return err
	}
	if mask&opHasUseListOrds != 0 {
		if err := skipUseLists(d, len(os.Types)); err != nil {
			return err
		}
	}
	var nRegions uint64
	var isolated bool
	if mask&opHasRegions != 0 {
		if nRegions, isolated, err = d.varintFlag(); err != nil {
			return err
		}
		if nRegions > uint64(d.remaining()) {
			return d.errorf("region count %d exceeds the data left", nRegions)
		}
		for i := uint64(0); i < nRegions; i++ {
			os.AddRegion()
		}
	}
	op := ir.NewOperation(os)
	b.Append(op)
	if err := st.define(d, op.Results()); err != nil {
		return err
	}
	if nRegions == 0 {
		return nil
	}
	if r.depth >= maxNesting {
		return d.errorf("regions nest deeper than %d", maxNesting)
	}
	r.depth++
	defer func() { r.depth-- }()
	if !isolated {
		return r.readRegions(d, st, op)
	}
	st.scopes = append(st.scopes, &valueScope{})
	defer func() { st.scopes = st.scopes[:len(st.scopes)-1] }()
	// Isolated regions sit in a section of their own (for lazy loading).
	id, sd, err := readSection(d)
	if err != nil {
		return err
	}
	if id != secIR {
		return d.errorf("expected an IR section for isolated regions, got %s", sectionNames[id])
	}
	if err := r.readRegions(sd, st, op); err != nil {
		return err
	}
	if !sd.empty() {
		return sd.errorf("unexpected data after the regions")
	}
	return nil
}

func (r *reader) readOpAttrs(d *decoder, name *opName, mask byte, os *ir.OperationState) error {
	if mask&opHasAttrs != 0 {
		a, err := r.attrRef(d)
		if err != nil {
			return err
		}
		dict, ok := a.(*ir.DictAttr)
		if !ok {
			return d.errorf("op attributes are not a dictionary: %s", ir.AttrString(a))
		}
		os.Attrs = append(os.Attrs, dict.Entries...)
	}
	if mask&opHasProperties == 0 {
		return nil
	}
	i, err := d.varint()
	if err != nil {
		return err
	}
	if i >= uint64(len(r.props)) {
		return d.errorf("invalid properties index %d", i)
	}
	pd := &decoder{buf: r.props[i]}
	if name.registered {
		return r.readODSProps(pd, d, name, os)
	}
	// Ops the writer did not know keep their properties as one attribute.
	p, err := r.attrRef(pd)
	if err != nil {
		return err
	}
	dict, isDict := p.(*ir.DictAttr)
	switch {
	case isDict && name.info.Registered:
		os.Attrs = append(os.Attrs, dict.Entries...)
	case name.info.Registered:
		// A registered op's properties are its inherent attributes, set from a dictionary
		// as MLIR does; any other attribute would be kept on read and lost on write.
		return d.errorf("expected DictionaryAttr to set properties of '%s', got %s", name.info.Name, ir.AttrString(p))
	default:
		os.Props = p
	}
	return nil
}

func (r *reader) readOpValues(d *decoder, st *irState, mask byte, os *ir.OperationState) error {
	if mask&opHasResults != 0 {
		n, err := d.count("result", 1)
		if err != nil {
			return err
		}
		os.Types = make([]ir.Type, n)
		for i := range os.Types {
			if os.Types[i], err = r.typeRef(d); err != nil {
				return err
			}
		}
	}
	if mask&opHasOperands != 0 {
		n, err := d.count("operand", 1)
		if err != nil {
			return err
		}
		os.Operands = make([]*ir.Value, n)
		for i := range os.Operands {
			if os.Operands[i], err = st.value(d); err != nil {
				return err
			}
		}
	}
	if mask&opHasSuccessors != 0 {
		n, err := d.count("successor", 1)
		if err != nil {
			return err
		}
		blocks := st.blocks[len(st.blocks)-1]
		for i := 0; i < n; i++ {
			id, err := d.varint()
			if err != nil {
				return err
			}
			if id >= uint64(len(blocks)) {
				return d.errorf("invalid successor block %d", id)
			}
			os.Successors = append(os.Successors, blocks[id])
		}
	}
	return nil
}

// skipUseLists reads (and drops) use-list orders: this IR does not order uses.
func skipUseLists(d *decoder, nValues int) error {
	n := 1
	if nValues != 1 {
		var err error
		if n, err = d.count("use-list", 1); err != nil {
			return err
		}
	}
	for i := 0; i < n; i++ {
		if nValues != 1 {
			if _, err := d.varint(); err != nil {
				return err
			}
		}
		size, _, err := d.varintFlag()
		if err != nil {
			return err
		}
		if size > uint64(d.remaining()) {
			return d.errorf("use-list size %d exceeds the data left", size)
		}
		for j := uint64(0); j < size; j++ {
			if _, err := d.varint(); err != nil {
				return err
			}
		}
	}
	return nil
}

// readRegions reads the regions of op (created empty).
func (r *reader) readRegions(d *decoder, st *irState, op *ir.Operation) error {
	for _, reg := range op.Regions() {
		nBlocks, err := d.count("block", 1)
		if err != nil {
			return err
		}
		if nBlocks == 0 {
			continue
		}
		// Each value (a block argument or an op result) costs at least its type index
		// in the data to come, so the count is bounded by what is left: a count of 2^28
		// in a short file would otherwise allocate gigabytes up front.
		nValues, err := d.count("value", 1)
		if err != nil {
			return err
		}
		if nValues > 1<<28 {
			return d.errorf("value count %d is too large", nValues)
		}
		s := st.scopes[len(st.scopes)-1]
		s.push(nValues)
		blocks := make([]*ir.Block, nBlocks)
		for i := range blocks {
			blocks[i] = ir.NewBlock()
			reg.AddBlock(blocks[i])
		}
		st.blocks = append(st.blocks, blocks)
		for _, b := range blocks {
			if err := r.readBlock(d, st, b); err != nil {
				return err
			}
		}
		st.blocks = st.blocks[:len(st.blocks)-1]
		start := s.starts[len(s.starts)-1]
		for _, v := range s.values[start:] {
			if v != nil && st.placeholders[v] {
				return d.errorf("operands refer to values that are never defined")
			}
		}
		s.values = s.values[:start]
		s.starts, s.next = s.starts[:len(s.starts)-1], s.next[:len(s.next)-1]
	}
	return nil
}

func (r *reader) readBlock(d *decoder, st *irState, b *ir.Block) error {
	nOps, hasArgs, err := d.varintFlag()
	if err != nil {
		return err
	}
	if nOps > uint64(d.remaining()) {
		return d.errorf("op count %d exceeds the data left", nOps)
	}
	if hasArgs {
		n, err := d.count("block argument", 1)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			ti, hasLoc, err := d.varintFlag()
			if err != nil {
				return err
			}
			t, err := r.typ(d, ti)
			if err != nil {
				return err
			}
			loc := ir.Unknown
			if hasLoc {
				if loc, err = r.locRef(d); err != nil {
					return err
				}
			}
			b.AddArg(t, loc)
		}
		if err := st.define(d, b.Args()); err != nil {
			return err
		}
		mask, err := d.byte1()
		if err != nil {
			return err
		}
		if mask&opHasUseListOrds != 0 {
			if err := skipUseLists(d, n); err != nil {
				return err
			}
		}
	}
	for i := uint64(0); i < nOps; i++ {
		if err := r.readOp(d, st, b); err != nil {
			return err
		}
	}
	return nil
}
