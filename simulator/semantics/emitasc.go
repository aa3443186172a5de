package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The emitasc dialect: the C++ constructs PyAsc emits around Ascend C calls (pointer
// arithmetic, local variables, structures, masks, vector-function scopes). Each op's C++
// (spec/emission.md §3) fixes its semantics.

// emitMask is the value of emitasc.mask: `uint64_t r[2] = {low, high}`, the bitwise mask of
// lanes 0-63 (low) and 64-127 (high).
type emitMask struct{ hi, lo uint64 }

// registerEmitAsc adds the emitasc ops whose effect is knowable; call_opaque and verbatim
// (opaque C++) and the MicroAPI register moves are refused in refused.go.
func registerEmitAsc(r *sim.Registry) {
	reg(r, emitasc.OpPtrOffset, scalarOp, compilePtrOffset)
	reg(r, emitasc.OpReinterpretCast, noCost, compileEmitReinterpret)
	reg(r, emitasc.OpVariable, scalarOp, compileVariable)
	reg(r, emitasc.OpDereference, scalarOp, compileDereference)
	reg(r, emitasc.OpCopyStruct, scalarOp, compileCopyStruct)
	reg(r, emitasc.OpInitStruct, scalarOp, compileInitStruct)
	reg(r, emitasc.OpMember, scalarOp, compileMember)
	reg(r, emitasc.OpSetMember, scalarOp, compileSetMember)
	reg(r, emitasc.OpMemberPtr, scalarOp, compileMemberPtr)
	reg(r, emitasc.OpMemberRef, scalarOp, compileMemberRef)
	reg(r, emitasc.OpMask, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		h, l, res := in.In[0], in.In[1], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{O: &emitMask{hi: uint64(c.Regs[h].I), lo: uint64(c.Regs[l].I)}}
			return sim.Next
		}, nil
	})
	// A struct declaration has no run-time effect: layouts are read from the py_struct type.
	reg(r, emitasc.OpDeclarePyStruct, noCost, compileNop)
	// vf_group, vec_scope and yield are the MicroAPI family's (vfgroup.go).
}

// compilePtrOffset is `p + off`: off elements of the pointee type, static or dynamic. The
// result keeps the bounds of the object the base points into.
func compilePtrOffset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := emitasc.AsPtrOffsetOp(op)
	es, err := elemBytes(cc, v.Base().Type().(ir.ShapedType).ElementType())
	if err != nil {
		return nil, err
	}
	base, res, dyn := cc.Slot(v.Base()), cc.Slot(v.Result()), int32(-1)
	static := int64(0)
	if v.DynamicOffset() != nil {
		dyn = cc.Slot(v.DynamicOffset())
	} else if op.Attr("staticOffset") != nil {
		static = v.StaticOffset()
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		off := static
		if dyn >= 0 {
			off = c.Regs[dyn].I
		}
		bo, ok := c.Bytes(in, off, es)
		if !ok {
			return sim.Fail
		}
		p, ok := advancePtr(c, in, c.Regs[base], bo)
		if !ok {
			return sim.Fail
		}
		c.Regs[res] = p
		return sim.Next
	}, nil
}

// advancePtr is the pointer arithmetic of ptr_offset: unlike a member reference it
// accesses nothing, so it may move past the end of the object, as a core without work
// does when PyAsc offsets the GM pointers by block_idx · share (the last cores of a
// launch with more cores than shares). Such a pointer may access no byte: a read or write
// through it is out of bounds. Moving before the object's start stays an error: the
// pointer does not know where its object begins.
func advancePtr(c *sim.Core, in *sim.Instr, v sim.Value, off int64) (sim.Value, bool) {
	if off > v.T.Size && v.O == nil {
		v.T.Addr += off
		v.T.Size = 0
		return v, true
	}
	return offsetPtr(c, in, v, off)
}

// compileEmitReinterpret is reinterpret_cast: a pointer or tensor keeps its bytes and
// bounds under a new static type; an integer converts to another integer type.
func compileEmitReinterpret(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	src, dst := op.Operand(0), op.Result(0)
	a, res := in.In[0], in.Out[0]
	if isTensorValue(src) && isTensorValue(dst) {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = c.Regs[a]; return sim.Next }, nil
	}
	sd, dd := cc.DType(src), cc.DType(dst)
	if !isTensorValue(src) && !isTensorValue(dst) && sd != sim.Invalid && dd != sim.Invalid && !sd.IsFloat() && !dd.IsFloat() {
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{I: sim.Norm(c.Regs[a].I, dd)}
			return sim.Next
		}, nil
	}
	return nil, fmt.Errorf("is not simulated for %s to %s", ir.TypeString(src.Type()), ir.TypeString(dst.Type()))
}

// compileVariable is `T r[d0]...{init}`: a private array whose first element is the
// initialiser and the others zero (C++ aggregate initialisation), or uninitialised
// without one. Each execution declares a fresh object.
func compileVariable(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := emitasc.AsVariableOp(op)
	mt, ok := v.Result().Type().(*ir.MemRefType)
	if !ok {
		return nil, fmt.Errorf("is not simulated for %s", ir.TypeString(v.Result().Type()))
	}
	es, err := elemBytes(cc, mt.Elem)
	if err != nil {
		return nil, err
	}
	n := es
	for _, d := range mt.Dims {
		if d < 0 {
			return nil, fmt.Errorf("is not simulated for a dynamic shape")
		}
		n *= d
	}
	d := cc.P.Chip.Registry.DTypeOf(mt.Elem)
	hasInit, dyn := false, int32(-1)
	var init sim.Value
	from := d
	if x := v.DynamicInit(); x != nil {
		// `T v[n]{x}`: x converts to T. (A narrowing conversion of a non-constant x is
		// ill-formed C++; where the compiler accepts it, this is its value.)
		hasInit, dyn, from = true, cc.Slot(x), cc.DType(x)
	} else if a := v.StaticInit(); a != nil {
		hasInit = true
		switch a := a.(type) {
		case *ir.IntegerAttr:
			init.I = sim.Norm(a.Value, d)
			if d.IsFloat() {
				init.F = float64(a.Value)
			}
		case *ir.FloatAttr:
			if !d.IsFloat() {
				return nil, ir.OpError(op, "is not simulated for a float initialiser in an array of %s: `T v[n]{x}` narrows it, which C++ rejects", d)
			}
			init.F = sim.RoundF(a.Value, d)
		default:
			return nil, fmt.Errorf("is not simulated for the initialiser %s", ir.AttrString(a))
		}
	}
	if hasInit && d == sim.Invalid {
		return nil, fmt.Errorf("is not simulated for an initialised array of %s", ir.TypeString(mt.Elem))
	}
	res := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m := &stackMem{b: make([]byte, n), init: make([]bool, n), decl: in.Op}
		if hasInit {
			for i := range m.init {
				m.init[i] = true
			}
			iv := init
			if dyn >= 0 {
				var why string
				if iv, why = convertScalar(c.Regs[dyn], from, d); why != "" {
					return c.Fatal(in, "%s", why)
				}
			}
			storeScalar(m.b, d, iv)
		}
		c.Regs[res] = stackValue(m)
		return sim.Next
	}, nil
}

// pyStructOf is the py_struct element type of a memref, or an error naming the form.
func pyStructOf(t ir.Type) (*emitasc.PyStructType, *structLayout, error) {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return nil, nil, fmt.Errorf("is not simulated for %s", ir.TypeString(t))
	}
	ps, ok := st.ElementType().(*emitasc.PyStructType)
	if !ok {
		return nil, nil, fmt.Errorf("is not simulated for %s (a pointer to a py_struct is)", ir.TypeString(t))
	}
	l, err := layoutOf(ps)
	return ps, l, err
}

// snapshotIsExact reports whether reading a C++ reference once, where it is bound, gives
// what every use would read: all uses are in the op's block and nothing between the op and
// its last use can write memory (only pure ops and loads lie between).
func snapshotIsExact(op *ir.Operation) bool {
	last := op
	for _, u := range op.Result(0).Uses() {
		user := u.Owner()
		for user != nil && user.Block() != op.Block() {
			user = user.ParentOp()
		}
		if user == nil {
			return false
		}
		if last.IsBeforeInBlock(user) {
			last = user
		}
	}
	for x := op.Next(); x != nil && x != last; x = x.Next() {
		if x.NumRegions() > 0 || !(x.HasTrait(ir.TraitPure) || x.Name() == memref.OpLoad) {
			return false
		}
	}
	return true
}

// compileDereference is `T& r = *p`. A struct reference reads and writes memory when its
// members are used; a scalar is read where it is bound, which is exact only when nothing
// can write the memory before its uses (otherwise it is refused).
func compileDereference(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return compileRef(cc, op, in, nil)
}

// compileRef binds a reference to *p (f nil) or to p->f.
func compileRef(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, f *field) (sim.Exec, error) {
	base, res := in.In[0], in.Out[0]
	off := int64(0)
	if f != nil {
		off = f.off
	}
	if ps, ok := op.Result(0).Type().(*emitasc.PyStructType); ok {
		if _, err := layoutOf(ps); err != nil {
			return nil, err
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p, ok := offsetPtr(c, in, c.Regs[base], off)
			if !ok {
				return sim.Fail
			}
			c.Regs[res] = sim.Value{O: &structRef{t: ps, ptr: p}}
			return sim.Next
		}, nil
	}
	d := cc.DType(op.Result(0))
	if d == sim.Invalid || isTensorValue(op.Result(0)) {
		return nil, fmt.Errorf("is not simulated for a reference of type %s", ir.TypeString(op.Result(0).Type()))
	}
	if !snapshotIsExact(op) {
		return nil, fmt.Errorf("is not simulated here: the %s reference is used after ops that may write its memory", ir.TypeString(op.Result(0).Type()))
	}
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		b, ok := memBytes(c, in, &c.Regs[base], off, es, false)
		if !ok {
			return sim.Fail
		}
		c.Regs[res] = loadScalar(b, d)
		return sim.Next
	}, nil
}

// compileCopyStruct copies a py_struct out of memory, byte by byte as the C++ does.
func compileCopyStruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	ps, l, err := pyStructOf(op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	if rt, ok := op.Result(0).Type().(*emitasc.PyStructType); !ok || rt.NameAttr != ps.NameAttr {
		return nil, fmt.Errorf("is not simulated for a result of type %s", ir.TypeString(op.Result(0).Type()))
	}
	base, res := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v, ok := readStruct(c, in, ps, l, &c.Regs[base])
		if !ok {
			return sim.Fail
		}
		c.Regs[res] = sim.Value{O: v}
		return sim.Next
	}, nil
}

// compileMemberPtr is `&p->f`: a pointer to one member of the struct p points to.
func compileMemberPtr(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	f, err := memberOfPtr(op)
	if err != nil {
		return nil, err
	}
	base, res := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := offsetPtr(c, in, c.Regs[base], f.off)
		if !ok {
			return sim.Fail
		}
		if f.size > p.T.Size {
			return c.Fatal(in, "member %s lies outside the %d bytes the pointer may access", f.name, p.T.Size)
		}
		p.T.Size = f.size
		c.Regs[res] = p
		return sim.Next
	}, nil
}

// compileMemberRef is `T& r = p->f`.
func compileMemberRef(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	f, err := memberOfPtr(op)
	if err != nil {
		return nil, err
	}
	return compileRef(cc, op, in, &f)
}

// memberOfPtr resolves the member of member_ptr/member_ref by its field name, or, when the
// name is absent, by the name the translator then spells: var<index>.
func memberOfPtr(op *ir.Operation) (field, error) {
	_, l, err := pyStructOf(op.Operand(0).Type())
	if err != nil {
		return field{}, err
	}
	idx, _ := intAttr(op, "index")
	name := fmt.Sprintf("var%d", idx)
	// An empty field name is spelled var<index> too (the translator's memberRef reads the
	// field as absent then).
	if s, ok := op.Attr("field").(*ir.StringAttr); ok && s.Value != "" {
		name = s.Value
	}
	i, found := l.lookup(name)
	if !found {
		return field{}, fmt.Errorf("the struct has no member %q", name)
	}
	return l.fields[i], nil
}
