package simulator

import (
	"fmt"
	"sort"

	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Ctl is what an instruction tells the block loop: go on, leave the region with the values
// in Core.Ret (a terminator returning or yielding), branch to Core.Target, or stop on error.
type Ctl uint8

const (
	Next Ctl = iota
	Yield
	Branch
	Fail
)

// Exec runs one compiled instruction.
type Exec func(c *Core, in *Instr) Ctl

// Instr is an op compiled once into a dispatch-table entry: its semantics, register slots
// and whatever the semantics precomputed (Aux). The hot loop reads nothing else.
type Instr struct {
	Exec    Exec
	In      []int32 // operand registers
	Out     []int32 // result registers
	Regions []*Region
	Succ    []*Block
	Cost    int64 // scalar cycles charged before Exec (issue cost)
	ID      int32 // index into Program.Ops, for diagnostics and traces
	Aux     any
	Op      *ir.Operation
}

// Block is a compiled block.
type Block struct {
	Args []int32
	Code []Instr
}

// Region is a compiled region; Blocks[0] is the entry.
type Region struct{ Blocks []*Block }

// Func is a compiled function.
type Func struct {
	Name    string
	Op      *ir.Operation
	Body    *Region
	NumRegs int
	Args    []ir.Type
}

// Program is a module compiled for simulation; it is immutable while cores run.
type Program struct {
	Module *ir.Operation
	Funcs  map[string]*Func
	Ops    []*ir.Operation
	Chip   *Config
}

// Compiler turns functions into dispatch tables.
type Compiler struct {
	P       *Program
	reg     *Registry
	slots   map[*ir.Value]int32
	nregs   int32
	pending []string
	syms    map[string]*ir.Operation
}

// Compile compiles the entry function and everything it calls.
func Compile(module *ir.Operation, entry string, cfg *Config) (*Program, error) {
	if cfg.Registry == nil {
		return nil, fmt.Errorf("the simulator configuration has no Registry of op semantics")
	}
	p := &Program{Module: module, Funcs: map[string]*Func{}, Chip: cfg}
	cc := &Compiler{P: p, reg: cfg.Registry, syms: map[string]*ir.Operation{}}
	module.Walk(func(op *ir.Operation) bool {
		if op.Name() == fn.OpFunc {
			if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
				cc.syms[s.Value] = op
			}
			return false
		}
		return true
	})
	if _, ok := cc.syms[entry]; !ok {
		var names []string
		for n := range cc.syms {
			names = append(names, "@"+n)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("no function @%s in the module (functions: %v)", entry, names)
	}
	cc.pending = append(cc.pending, entry)
	for len(cc.pending) > 0 {
		name := cc.pending[len(cc.pending)-1]
		cc.pending = cc.pending[:len(cc.pending)-1]
		if _, done := p.Funcs[name]; done {
			continue
		}
		if err := cc.compileFunc(name); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// DType is the DType of a value's type (the element type for tensors).
func (cc *Compiler) DType(v *ir.Value) DType { return cc.reg.DTypeOf(v.Type()) }

// ScalarDType is the DType of a scalar type (Invalid for any other type).
func (cc *Compiler) ScalarDType(t ir.Type) DType { return scalarDType(t) }

// NeedFunc asks for a callee to be compiled and reports whether it exists with a body.
func (cc *Compiler) NeedFunc(name string) bool {
	f, ok := cc.syms[name]
	if !ok || f.NumRegions() == 0 || f.Region(0).Empty() {
		return false
	}
	cc.pending = append(cc.pending, name)
	return true
}

func (cc *Compiler) compileFunc(name string) error {
	fop := cc.syms[name]
	if fop.NumRegions() == 0 || fop.Region(0).Empty() {
		return ir.OpError(fop, "is a declaration: the simulator needs a body for @%s", name)
	}
	cc.slots = map[*ir.Value]int32{}
	cc.nregs = 0
	f := &Func{Name: name, Op: fop}
	cc.P.Funcs[name] = f // before the body, for recursion
	body, err := cc.Region(fop.Region(0))
	if err != nil {
		delete(cc.P.Funcs, name)
		return err
	}
	f.Body = body
	f.NumRegs = int(cc.nregs)
	f.Args = fop.Region(0).Front().ArgTypes()
	return nil
}

// Slot returns the register of a value, allocating one on first sight.
func (cc *Compiler) Slot(v *ir.Value) int32 {
	if s, ok := cc.slots[v]; ok {
		return s
	}
	s := cc.nregs
	cc.nregs++
	cc.slots[v] = s
	return s
}

// Region compiles a region (blocks are created first so that successors resolve).
func (cc *Compiler) Region(r *ir.Region) (*Region, error) {
	out := &Region{}
	bmap := map[*ir.Block]*Block{}
	for _, b := range r.Blocks() {
		nb := &Block{}
		for _, a := range b.Args() {
			nb.Args = append(nb.Args, cc.Slot(a))
		}
		bmap[b] = nb
		out.Blocks = append(out.Blocks, nb)
	}
	for _, b := range r.Blocks() {
		nb := bmap[b]
		for op := b.First(); op != nil; op = op.Next() {
			in := Instr{Op: op, ID: int32(len(cc.P.Ops))}
			cc.P.Ops = append(cc.P.Ops, op)
			for _, v := range op.Operands() {
				in.In = append(in.In, cc.Slot(v))
			}
			for _, v := range op.Results() {
				in.Out = append(in.Out, cc.Slot(v))
			}
			for _, s := range op.Successors() {
				in.Succ = append(in.Succ, bmap[s])
			}
			impl, ok := cc.reg.Lookup(op.Name())
			if !ok {
				if why, refused := cc.reg.Reason(op.Name()); refused {
					return nil, ir.OpError(op, "is not simulated: "+why)
				}
				return nil, ir.OpError(op, "has no simulator semantics")
			}
			// The semantics specialise on operand types; where the verifier accepted any
			// type (the op catalogue's AnyType), only the kinds they were written for pass.
			if err := opdef.CheckKinds(op); err != nil {
				return nil, err
			}
			// Regions are compiled before the op so that impls can inspect them.
			for _, sub := range op.Regions() {
				cr, err := cc.Region(sub)
				if err != nil {
					return nil, err
				}
				in.Regions = append(in.Regions, cr)
			}
			if err := impl(cc, op, &in); err != nil {
				if _, isDiag := err.(*ir.Diagnostic); isDiag {
					return nil, err
				}
				return nil, ir.OpError(op, "%v", err)
			}
			nb.Code = append(nb.Code, in)
		}
	}
	return out, nil
}
