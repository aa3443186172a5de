package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// init_struct, member and set_member over the three kinds of structure values: Ascend C
// parameter structures (*Params, what the consuming ops read), py_struct values and
// references to py_structs in memory.

// structKind is what a struct-typed SSA value is at run time.
type structKind uint8

const (
	kindParams structKind = iota
	kindPyValue
	kindPtr // a memref pointing at a py_struct (`b->f`)
)

// structOf classifies the type of a struct operand and returns its layout; other types
// (the Matmul configuration, tiling structures, opaque C++ types) are refused: no
// simulated op reads them.
func structOf(t ir.Type) (structKind, string, *structLayout, error) {
	switch t := t.(type) {
	case *emitasc.PyStructType:
		l, err := layoutOf(t)
		return kindPyValue, "", l, err
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		_, l, err := pyStructOf(t)
		return kindPtr, "", l, err
	}
	mn := typeMnemonic(t)
	if _, ok := paramFields[mn]; ok {
		return kindParams, mn, nil, nil
	}
	return 0, "", nil, fmt.Errorf("is not simulated for %s: no simulated op reads its members", ir.TypeString(t))
}

// paramSlot resolves a member of a parameter structure: its index in Params.F, or -1 and
// the only value it may hold when the simulated consumers do not read it.
func paramSlot(mn, name string) (int, int64, error) {
	if i, ok := fieldIndex(mn, name); ok {
		return i, 0, nil
	}
	if def, ok := paramExtra[mn][name]; ok {
		return -1, def, nil
	}
	return 0, 0, fmt.Errorf("is not simulated for member %q of !ascendc.%s", name, mn)
}

// intOfValue converts a register of type d to the integer a C++ integer member receives
// (floats truncate toward zero, as an implicit conversion does).
func intOfValue(v sim.Value, d sim.DType) int64 {
	if d.IsFloat() {
		return int64(math.Trunc(v.F))
	}
	return v.I
}

// compileInitStruct is `T r; r.f1 = x1; ...`: parameter structures start from their
// defaults (fieldDefaults, as ascendc.construct), py_structs with members unset.
func compileInitStruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := emitasc.AsInitStructOp(op)
	names := []string{}
	if arr, ok := v.FieldNames().(*ir.ArrayAttr); ok {
		for _, a := range arr.Elems {
			names = append(names, opdefString(a))
		}
	}
	vals := in.In
	if len(names) != len(vals) {
		return nil, fmt.Errorf("has %d field names for %d values", len(names), len(vals))
	}
	kind, mn, l, err := structOf(v.Result().Type())
	if err != nil {
		return nil, err
	}
	res := in.Out[0]
	if kind == kindPyValue {
		ps := v.Result().Type().(*emitasc.PyStructType)
		idx := make([]int, len(names))
		from := make([]sim.DType, len(names))
		for i, n := range names {
			k, ok := l.lookup(n)
			if !ok || l.fields[k].sub != nil {
				return nil, fmt.Errorf("is not simulated for member %q of %s", n, ps.NameAttr)
			}
			idx[i], from[i] = k, cc.DType(op.Operand(i))
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := &pyStruct{t: ps, f: make([]sim.Value, len(l.fields)), set: make([]bool, len(l.fields))}
			for i, r := range vals {
				// `r.f = v`: v converts to the member's type.
				x, why := convertScalar(c.Regs[r], from[i], l.fields[idx[i]].d)
				if why != "" {
					return c.Fatal(in, "member %s: %s", names[i], why)
				}
				s.f[idx[i]], s.set[idx[i]] = x, true
			}
			c.Regs[res] = sim.Value{O: s}
			return sim.Next
		}, nil
	}
	slots, want := make([]int, len(names)), make([]int64, len(names))
	types := make([]sim.DType, len(names))
	for i, n := range names {
		if slots[i], want[i], err = paramSlot(mn, n); err != nil {
			return nil, err
		}
		types[i] = cc.DType(op.Operand(i))
	}
	defs, width := fieldDefaults[mn], len(paramFields[mn])
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p := &Params{F: make([]int64, max(width, len(defs)))}
		copy(p.F, defs)
		for i, r := range vals {
			x := intOfValue(c.Regs[r], types[i])
			if nested, ok := c.Regs[r].O.(*Params); ok {
				// A one-field structure (quant_mode_t wraps a QuantMode) stands for its
				// value, as in ascendc.construct.
				if len(nested.F) != 1 {
					return c.Fatal(in, "is not simulated for a structure of %d fields as member %s", len(nested.F), names[i])
				}
				x = nested.F[0]
			}
			if slots[i] < 0 {
				if x != want[i] {
					return c.Fatal(in, "is not simulated for %s = %d in !ascendc.%s (only %d is)", names[i], x, mn, want[i])
				}
				continue
			}
			p.F[slots[i]] = x
			if types[i].IsFloat() {
				// A float member (a pad value) keeps its exact value, as construct keeps it.
				if p.Fl == nil {
					p.Fl = map[int]float64{}
				}
				p.Fl[slots[i]] = c.Regs[r].F
			}
		}
		c.Regs[res] = sim.Value{O: p}
		return sim.Next
	}, nil
}

func opdefString(a ir.Attribute) string {
	if s, ok := a.(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// compileMember is `R = b.f` (or `b->f` through a pointer): a copy of the member.
func compileMember(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := emitasc.AsMemberOp(op)
	base, res, name := in.In[0], in.Out[0], v.Field()
	kind, mn, l, err := structOf(v.Base().Type())
	if err != nil {
		return nil, err
	}
	rd := cc.DType(v.Result())
	if kind == kindParams {
		slot, want, err := paramSlot(mn, name)
		if err != nil {
			return nil, err
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p, ok := params(c, in, base)
			if !ok {
				return sim.Fail
			}
			x := want
			if slot >= 0 {
				x = p.F[slot]
			}
			if x == unsetField {
				return c.Fatal(in, "read of member %s of !ascendc.%s before it was set", name, mn)
			}
			if f, isF := p.Fl[slot]; isF && slot >= 0 {
				// A float member (a pad value) holds its exact value.
				var why string
				if c.Regs[res], why = convertScalar(sim.Value{F: f}, sim.F64, rd); why != "" {
					return c.Fatal(in, "member %s: %s", name, why)
				}
			} else if rd.IsFloat() {
				c.Regs[res] = sim.Value{F: sim.RoundF(float64(x), rd)}
			} else {
				c.Regs[res] = sim.Value{I: sim.Norm(x, rd)}
			}
			return sim.Next
		}, nil
	}
	k, ok := l.lookup(name)
	if !ok {
		return nil, fmt.Errorf("the struct has no member %q", name)
	}
	f := l.fields[k]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var out sim.Value
		switch b := c.Regs[base].O.(type) {
		case *pyStruct:
			if !b.set[k] {
				return c.Fatal(in, "read of member %s of %s before it was set", name, b.t.NameAttr)
			}
			out = copyStructValue(b.f[k])
		case *structRef:
			if out, ok = readField(c, in, f, &b.ptr); !ok {
				return sim.Fail
			}
		default:
			if kind != kindPtr {
				return c.Fatal(in, "the operand is not a structure value")
			}
			if out, ok = readField(c, in, f, &c.Regs[base]); !ok {
				return sim.Fail
			}
		}
		if f.sub == nil {
			// `R v = b.f`: the member converts to the result's type.
			var why string
			if out, why = convertScalar(out, f.d, rd); why != "" {
				return c.Fatal(in, "member %s: %s", name, why)
			}
		}
		c.Regs[res] = out
		return sim.Next
	}, nil
}

// convertScalar converts v, a scalar of type from, to type to as C++ converts it on
// initialisation and assignment: integers modulo 2^N, bool from whether the value is
// non-zero, floats rounded to nearest, floats to integers toward zero (a value outside
// the integer's range, or NaN, is undefined, and why says so).
func convertScalar(v sim.Value, from, to sim.DType) (sim.Value, string) {
	switch {
	case from == to || from == sim.Invalid || to == sim.Invalid:
		return v, ""
	case to == sim.Bool:
		nz := v.I != 0
		if from.IsFloat() {
			nz = v.F != 0
		}
		return sim.Value{I: b2i(nz)}, ""
	case to.IsFloat():
		return sim.Value{F: sim.RoundF(sim.ScalarToElem(v, from), to)}, ""
	case from.IsFloat():
		x, why := scalarArg(v.F, from, to)
		return sim.Value{I: int64(x)}, why
	}
	return sim.Value{I: sim.Norm(v.I, to)}, ""
}

// copyStructValue copies a member value: a nested struct is a value in C++, so later
// set_member on the copy must not reach the original.
func copyStructValue(v sim.Value) sim.Value {
	if s, ok := v.O.(*pyStruct); ok {
		n := &pyStruct{t: s.t, f: make([]sim.Value, len(s.f)), set: append([]bool(nil), s.set...)}
		for i, f := range s.f {
			n.f[i] = copyStructValue(f)
		}
		v.O = n
	}
	return v
}

// compileSetMember is `b.f = v` on a structure value, or through a struct reference.
func compileSetMember(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := emitasc.AsSetMemberOp(op)
	base, val, name := in.In[0], in.In[1], v.Field()
	kind, mn, l, err := structOf(v.Base().Type())
	if err != nil {
		return nil, err
	}
	if kind == kindPtr {
		return nil, fmt.Errorf("is not simulated on a pointer (the C++ `b.f = v` needs a struct)")
	}
	vd := cc.DType(v.Value())
	if kind == kindParams {
		slot, want, err := paramSlot(mn, name)
		if err != nil {
			return nil, err
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p, ok := params(c, in, base)
			if !ok {
				return sim.Fail
			}
			x := intOfValue(c.Regs[val], vd)
			if slot < 0 {
				if x != want {
					return c.Fatal(in, "is not simulated for %s = %d in !ascendc.%s (only %d is)", name, x, mn, want)
				}
				return sim.Next
			}
			p.F[slot] = x
			// A float member (a pad value) keeps its exact value, as init_struct keeps it.
			if vd.IsFloat() {
				if p.Fl == nil {
					p.Fl = map[int]float64{}
				}
				p.Fl[slot] = c.Regs[val].F
			} else {
				delete(p.Fl, slot)
			}
			return sim.Next
		}, nil
	}
	k, ok := l.lookup(name)
	if !ok {
		return nil, fmt.Errorf("the struct has no member %q", name)
	}
	f := l.fields[k]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		x := c.Regs[val]
		if f.sub == nil {
			// `b.f = v`: v converts to the member's type.
			var why string
			if x, why = convertScalar(x, vd, f.d); why != "" {
				return c.Fatal(in, "member %s: %s", name, why)
			}
		}
		switch b := c.Regs[base].O.(type) {
		case *pyStruct:
			b.f[k], b.set[k] = copyStructValue(x), true
		case *structRef:
			if !writeField(c, in, f, &b.ptr, x) {
				return sim.Fail
			}
		default:
			return c.Fatal(in, "the operand is not a structure value")
		}
		return sim.Next
	}, nil
}
