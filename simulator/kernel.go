package simulator

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/simulator/mem"
)

// ArgKind says how a kernel argument is bound.
type ArgKind uint8

const (
	ArgScalar ArgKind = iota
	ArgIn             // GM buffer initialised from data (Data itself never changes)
	ArgOut            // zero-filled GM buffer: Data is zeroed and holds the result
	ArgInOut          // both
)

// Arg is one kernel argument. For buffers, Data holds the bytes (input) and receives the
// result (output); Name labels diagnostics.
type Arg struct {
	Kind   ArgKind
	Scalar string // the number as written
	Data   []byte
	Name   string
	// Elem, when set, must match the element type of the buffer parameter.
	Elem   DType
	region int
	// copyBack: the output was computed in GM bytes of the simulator's own and is
	// copied into Data after the run.
	copyBack bool
}

// launchedWhole refuses a module whose launch would leave part of the kernel unrun: PyAsc's
// compiler launches a mixed kernel (asc.kernel_type "mixed": cube and vector
// instructions) AIC_ONLY when it defines ASCENDC_CUBE_ONLY (asc.matmul_cube_only, option
// matmul_cube_only; passes-asc2.md §4), so only cube cores run it and its vector
// instructions have no unit to run on. The model runs a block's cube and vector work on
// one core, so it would compute results the NPU does not.
func launchedWhole(module *ir.Operation) error {
	if module == nil || module.Attr("asc.matmul_cube_only") == nil {
		return nil
	}
	if kt, ok := module.Attr("asc.kernel_type").(*ir.StringAttr); ok && kt.Value == "mixed" {
		return ir.Errorf(module.Loc(), "a mixed kernel (cube and vector instructions) with asc.matmul_cube_only is launched AIC_ONLY by PyAsc, where its vector instructions do not run: not simulated (drop matmul-cube-only, or keep the kernel cube only)")
	}
	return nil
}

// RunKernel compiles entry, binds args to its parameters in order and runs it on
// cfg.BlockDim cores. Parameters the simulator binds itself (KernelParams: the FFTS base
// address) take no Arg. Output buffers end up in their Arg.Data (bindBuffer); Data must
// not be touched while the run lasts.
func RunKernel(module *ir.Operation, entry string, cfg *Config, args []*Arg) (*Chip, error) {
	if err := launchedWhole(module); err != nil {
		return nil, err
	}
	p, err := Compile(module, entry, cfg)
	if err != nil {
		return nil, err
	}
	f := p.Funcs[entry]
	kinds, err := KernelParams(f.Op, f.Args)
	if err != nil {
		return nil, err
	}
	if n := UserParams(kinds); len(args) != n {
		note := ""
		if b := BoundBySimulator(kinds); b != "" {
			note = " (" + b + ")"
		}
		return nil, ir.OpError(f.Op, "takes %d parameters but %d --arg were given%s", n, len(args), note)
	}
	ch := NewChip(cfg)
	vals := make([]Value, len(f.Args))
	next := 0
	for i, t := range f.Args {
		if kinds[i] == ParamFFTS {
			r, err := ch.GM.Alloc(FFTSBufferName, 0)
			if err != nil {
				return nil, err
			}
			reg := ch.GM.Regions[r]
			vals[i] = Value{T: Tensor{Space: arch.GM, Region: int32(r), Addr: reg.Base, Size: 0, Pos: -1}}
			continue
		}
		a := args[next]
		next++
		v, err := bindArg(ch, cfg, f.Op, i, t, a, sharesData(a, args))
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	if err := ch.Run(p, entry, vals); err != nil {
		return nil, err
	}
	for _, a := range args {
		if a.copyBack {
			reg := ch.GM.Regions[a.region]
			copy(a.Data, ch.GM.Bytes(int32(a.region), reg.Base, reg.Size))
		}
	}
	return ch, nil
}

// bindArg turns the argument for parameter i (of type t) into a value, allocating and
// filling GM for a buffer.
func bindArg(ch *Chip, cfg *Config, fn *ir.Operation, i int, t ir.Type, a *Arg, shared bool) (Value, error) {
	if isBufferType(t) {
		if a.Kind == ArgScalar {
			return Value{}, ir.OpError(fn, "parameter %d is a GM buffer (%s): bind it with in:, out: or inout:", i, ir.TypeString(t))
		}
		if et := cfg.Registry.DTypeOf(t); !a.Elem.HoldsElemsOf(et) {
			return Value{}, ir.OpError(fn, "parameter %d is %s but %s holds %s elements", i, ir.TypeString(t), a.Name, a.Elem)
		}
		r, err := bindBuffer(ch.GM, a, shared)
		if err != nil {
			return Value{}, err
		}
		a.region = r
		reg := ch.GM.Regions[r]
		return Value{T: Tensor{Space: arch.GM, Region: int32(r), Addr: reg.Base, Size: reg.Size, Pos: -1}}, nil
	}
	if a.Kind != ArgScalar {
		return Value{}, ir.OpError(fn, "parameter %d has scalar type %s: bind it with a number", i, ir.TypeString(t))
	}
	v, err := parseScalar(a.Scalar, t, cfg.Registry.DTypeOf(t))
	if err != nil {
		return Value{}, ir.OpError(fn, "parameter %d: %v", i, err)
	}
	return v, nil
}

// bindBuffer gives buffer argument a its GM region. The simulator works on a.Data where
// it is (mem.Global explains why): an input is read in place and copied only if the
// kernel writes it, an output is zeroed and written in place. An output whose Data
// shares memory with another argument's (shared) gets bytes of its own instead, copied
// back after the run, so that no argument sees another's writes.
func bindBuffer(g *mem.Global, a *Arg, shared bool) (int, error) {
	a.copyBack = false
	switch {
	case a.Kind == ArgIn:
		return g.BindInput(a.Name, a.Data)
	case !shared:
		r, err := g.Bind(a.Name, a.Data)
		if err == nil && a.Kind == ArgOut {
			clear(a.Data)
		}
		return r, err
	}
	r, err := g.Alloc(a.Name, int64(len(a.Data)))
	if err != nil {
		return 0, err
	}
	if a.Kind == ArgInOut {
		reg := g.Regions[r]
		copy(g.WriteBytes(int32(r), reg.Base, reg.Size), a.Data)
	}
	a.copyBack = true
	return r, nil
}

// sharesData reports whether a's Data shares memory with another argument's.
func sharesData(a *Arg, args []*Arg) bool {
	for _, b := range args {
		if b != a && b.Kind != ArgScalar && overlaps(a.Data, b.Data) {
			return true
		}
	}
	return false
}

func overlaps(a, b []byte) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	pa, pb := uintptr(unsafe.Pointer(unsafe.SliceData(a))), uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return pa < pb+uintptr(len(b)) && pb < pa+uintptr(len(a))
}

// IsBufferType reports whether a parameter of type t is bound to a GM buffer (in:, out:,
// inout:) rather than to a number.
func IsBufferType(t ir.Type) bool { return isBufferType(t) }

func isBufferType(t ir.Type) bool {
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	s := ir.TypeString(t)
	return strings.HasPrefix(s, "!ascendc.global_tensor")
}

func parseScalar(s string, t ir.Type, d DType) (Value, error) {
	switch {
	case d == Invalid:
		return Value{}, fmt.Errorf("unsupported parameter type %s", ir.TypeString(t))
	case d.IsFloat():
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return Value{}, fmt.Errorf("%q is not a number", s)
		}
		return Value{F: RoundF(f, d)}, nil
	}
	if s == "true" || s == "false" {
		return Value{I: map[bool]int64{true: 1}[s == "true"]}, nil
	}
	n, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		u, err2 := strconv.ParseUint(s, 0, 64)
		if err2 != nil {
			return Value{}, fmt.Errorf("%q is not an integer", s)
		}
		n = int64(u)
	}
	return Value{I: Norm(n, d)}, nil
}
