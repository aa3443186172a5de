package bytecode

import (
	"github.com/ascend-toolchain/asc/ir"
)

// builtinType decodes a builtin type entry.
func (r *reader) builtinType(d *decoder) (ir.Type, error) {
	code, err := d.varint()
	if err != nil {
		return nil, err
	}
	if t, ok := fixedTypes[code]; ok {
		return t, nil
	}
	switch code {
	case tInteger:
		v, err := d.varint()
		if err != nil {
			return nil, err
		}
		w, sign := v>>2, ir.Signedness(v&3)
		if w >= 1<<24 || sign > ir.Unsigned {
			return nil, d.errorf("invalid integer type encoding %d", v)
		}
		return ir.IntType(int(w), sign), nil
	case tFunction:
		ins, err := r.typeList(d)
		if err != nil {
			return nil, err
		}
		outs, err := r.typeList(d)
		return &ir.FunctionType{Inputs: ins, Results: outs}, err
	case tComplex:
		et, err := r.typeRef(d)
		return &ir.ComplexType{Elem: et}, err
	case tMemRef, tMemRefWithSpace:
		return r.memref(d, code == tMemRefWithSpace)
	case tRankedTensor, tRankedTensorWithEncoding:
		t := &ir.TensorType{}
		if code == tRankedTensorWithEncoding {
			if t.Encoding, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		if t.Dims, err = shape(d); err != nil {
			return nil, err
		}
		t.Elem, err = r.typeRef(d)
		return r.reparse(d, t, err)
	case tTuple:
		ts, err := r.typeList(d)
		return &ir.TupleType{Types: ts}, err
	case tUnrankedMemRef, tUnrankedMemRefWithSpace:
		t := &ir.UnrankedMemRefType{}
		if code == tUnrankedMemRefWithSpace {
			if t.MemSpace, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		t.Elem, err = r.typeRef(d)
		return r.reparse(d, t, err)
	case tUnrankedTensor:
		et, err := r.typeRef(d)
		return &ir.UnrankedTensorType{Elem: et}, err
	case tVector, tVectorScalable:
		return r.vector(d, code == tVectorScalable)
	}
	return nil, d.errorf("unsupported builtin type encoding %d", code)
}

// shape reads dimensions as signed varints (dynamic sizes are ir.Dynamic, as in MLIR).
func shape(d *decoder) ([]int64, error) {
	n, err := d.count("dimension", 1)
	if err != nil {
		return nil, err
	}
	dims := make([]int64, n)
	for i := range dims {
		if dims[i], err = d.signedVarint(); err != nil {
			return nil, err
		}
	}
	return dims, nil
}

func (r *reader) memref(d *decoder, withSpace bool) (ir.Type, error) {
	t := &ir.MemRefType{}
	var err error
	if withSpace {
		if t.MemSpace, err = r.attrRef(d); err != nil {
			return nil, err
		}
	}
	if t.Dims, err = shape(d); err != nil {
		return nil, err
	}
	if t.Elem, err = r.typeRef(d); err != nil {
		return nil, err
	}
	if t.Layout, err = r.attrRef(d); err != nil {
		return nil, err
	}
	return r.reparse(d, t, nil)
}

func (r *reader) vector(d *decoder, scalable bool) (ir.Type, error) {
	t := &ir.VectorType{}
	var err error
	if scalable {
		n, err := d.count("scalable flag", 1)
		if err != nil {
			return nil, err
		}
		t.Scalable = make([]bool, n)
		for i := range t.Scalable {
			b, err := d.byte1()
			if err != nil {
				return nil, err
			}
			t.Scalable[i] = b != 0
		}
	}
	if t.Dims, err = shape(d); err != nil {
		return nil, err
	}
	if t.Scalable != nil && len(t.Scalable) != len(t.Dims) {
		return nil, d.errorf("%d scalable flags for %d dimensions", len(t.Scalable), len(t.Dims))
	}
	t.Elem, err = r.typeRef(d)
	return r.reparse(d, t, err)
}

// reparse sends a decoded shaped type through the type parser, which applies the checks
// and normal forms text gets (identity layouts and default memory spaces dropped, element
// types and dimensions checked), so both inputs give the same IR.
func (r *reader) reparse(d *decoder, t ir.Type, err error) (ir.Type, error) {
	if err != nil {
		return nil, err
	}
	text := ir.TypeString(t)
	u, err := ir.ParseTypeText(r.ctx, text)
	if err != nil {
		return nil, d.errorf("invalid type %s: %s", text, diagText(err))
	}
	return u, nil
}
