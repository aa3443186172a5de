package bytecode

import (
	"math/bits"
	"sort"
	"sync"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Segment size properties, stored as arrays of counts rather than attributes.
const (
	operandSegments = "operandSegmentSizes"
	resultSegments  = "resultSegmentSizes"
)

// upstream lists the dialects mlir-opt knows: their ops store inherent attributes as
// ODS properties. Ops of any other dialect are written as mlir-opt writes ops it does not
// know (an attribute dictionary, and properties kept as one attribute).
var upstream = map[string]bool{"builtin": true, "func": true, "arith": true, "scf": true, "cf": true,
	"math": true, "memref": true, "emitc": true, "gpu": true}

// propSchema is how ODS lays out an op's properties: its attributes in name order (each
// required or optional), then the segment size arrays the op has.
type propSchema struct {
	attrs    []propAttr
	operands int // operand groups when the op has operandSegmentSizes, else -1
	results  int // result groups when the op has resultSegmentSizes, else -1
}

type propAttr struct {
	name     string
	optional bool
}

var schemas sync.Map // *ir.OpInfo -> *propSchema (nil when the op has no ODS definition)

// schemaOf returns the property layout of a registered op, or nil when its definition is
// unknown.
func schemaOf(info *ir.OpInfo) *propSchema {
	if s, ok := schemas.Load(info); ok {
		return s.(*propSchema)
	}
	def := opdef.DefOf(info)
	if def == nil || !info.Registered {
		return nil
	}
	s := &propSchema{operands: -1, results: -1}
	for _, a := range def.Attrs {
		if a.Name == operandSegments || a.Name == resultSegments {
			continue
		}
		// DefaultValuedAttr and UnitAttr count as optional in ODS.
		opt := a.Optional || a.Default != nil || (a.C != nil && a.C.Unit)
		s.attrs = append(s.attrs, propAttr{a.Name, opt})
	}
	sort.Slice(s.attrs, func(i, j int) bool { return s.attrs[i].name < s.attrs[j].name })
	if info.IsInherent(operandSegments) {
		s.operands = len(def.Operands)
	}
	if info.IsInherent(resultSegments) {
		s.results = len(def.Results)
	}
	schemas.Store(info, s)
	return s
}

// readODSProps decodes the properties of an op mlir-opt knows.
func (r *reader) readODSProps(pd, d *decoder, name *opName, os *ir.OperationState) error {
	s := schemaOf(name.info)
	if s == nil {
		return d.errorf("cannot decode the properties of '%s': the op is not known", name.name)
	}
	for _, a := range s.attrs {
		idx, present := uint64(0), true
		var err error
		if a.optional {
			idx, present, err = pd.varintFlag()
		} else {
			idx, err = pd.varint()
		}
		if err != nil {
			return err
		}
		if !present { // absent stays absent, as in the generic text form
			continue
		}
		v, err := r.attr(pd, idx)
		if err != nil {
			return err
		}
		os.Attrs = append(os.Attrs, ir.NamedAttr{Name: a.name, Value: v})
	}
	for _, seg := range []struct {
		name string
		n    int
	}{{operandSegments, s.operands}, {resultSegments, s.results}} {
		if seg.n < 0 {
			continue
		}
		if r.version < 6 { // before version 6 the sizes are an array<i32> attribute
			v, err := r.attrRef(pd)
			if err != nil {
				return err
			}
			if arr, ok := v.(*ir.DenseArrayAttr); !ok || len(arr.Ints) != seg.n {
				return pd.errorf("invalid %s %s", seg.name, ir.AttrString(v))
			}
			os.Attrs = append(os.Attrs, ir.NamedAttr{Name: seg.name, Value: v})
			continue
		}
		vals, err := readSparseArray(pd, seg.n)
		if err != nil {
			return err
		}
		os.Attrs = append(os.Attrs, ir.NamedAttr{Name: seg.name, Value: ir.DenseI32Array(vals...)})
	}
	if !pd.empty() {
		return pd.errorf("unexpected data after the properties of '%s'", name.name)
	}
	return nil
}

// readSparseArray reads n counts: densely (each a varint) or as (value, index) pairs
// packed in varints for the non-zero ones.
func readSparseArray(d *decoder, n int) ([]int64, error) {
	cnt, sparse, err := d.varintFlag()
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	if !sparse {
		if cnt != uint64(n) {
			return nil, d.errorf("segment sizes hold %d entries, expected %d", cnt, n)
		}
		for i := range out {
			v, err := d.varint()
			if err != nil {
				return nil, err
			}
			out[i] = int64(int32(v))
		}
		return out, nil
	}
	if cnt == 0 {
		return out, nil
	}
	if cnt > uint64(n) {
		return nil, d.errorf("%d segment sizes for %d groups", cnt, n)
	}
	ib, err := d.varint()
	if err != nil {
		return nil, err
	}
	if ib > 32 {
		return nil, d.errorf("invalid index width %d", ib)
	}
	for i := uint64(0); i < cnt; i++ {
		v, err := d.varint()
		if err != nil {
			return nil, err
		}
		idx := v & (1<<ib - 1)
		if idx >= uint64(n) {
			return nil, d.errorf("segment index %d out of range", idx)
		}
		out[idx] = int64(int32(v >> ib))
	}
	return out, nil
}

// writeSparseArray is the inverse: dense unless at least half the entries are zero.
func writeSparseArray(e *encoder, vals []int64) {
	nonZero, last := 0, 0
	for i, v := range vals {
		if v != 0 {
			nonZero++
			last = i
		}
	}
	if last > 256 || nonZero > len(vals)/2 {
		e.varintFlag(uint64(len(vals)), false)
		for _, v := range vals {
			e.varint(uint64(v))
		}
		return
	}
	e.varintFlag(uint64(nonZero), true)
	if nonZero == 0 {
		return
	}
	ib := bits.Len64(uint64(last)) // ceil(log2(last+1))
	e.varint(uint64(ib))
	for i, v := range vals {
		if v != 0 {
			e.varint(uint64(v)<<ib | uint64(i))
		}
	}
}
