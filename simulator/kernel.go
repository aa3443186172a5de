package simulator

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
)

// ArgKind says how a kernel argument is bound.
type ArgKind uint8

const (
	ArgScalar ArgKind = iota
	ArgIn             // GM buffer initialised from data
	ArgOut            // zero-filled GM buffer, read back after the run
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
}

// RunKernel compiles entry, binds args to its parameters in order and runs it on
// cfg.BlockDim cores. Output buffers are copied back into their Arg.Data.
func RunKernel(module *ir.Operation, entry string, cfg *Config, args []*Arg) (*Chip, error) {
	p, err := Compile(module, entry, cfg)
	if err != nil {
		return nil, err
	}
	f := p.Funcs[entry]
	if len(args) != len(f.Args) {
		return nil, ir.OpError(f.Op, "takes %d parameters but %d --arg were given", len(f.Args), len(args))
	}
	ch := NewChip(cfg)
	vals := make([]Value, len(args))
	for i, a := range args {
		t := f.Args[i]
		if isBufferType(t) {
			if a.Kind == ArgScalar {
				return nil, ir.OpError(f.Op, "parameter %d is a GM buffer (%s): bind it with in:, out: or inout:", i, ir.TypeString(t))
			}
			if et := cfg.Registry.DTypeOf(t); a.Elem != Invalid && et != Invalid && et != a.Elem && !(et.Size() == a.Elem.Size() && !et.IsFloat() && !a.Elem.IsFloat()) {
				return nil, ir.OpError(f.Op, "parameter %d is %s but %s holds %s elements", i, ir.TypeString(t), a.Name, a.Elem)
			}
			r, err := ch.GM.Alloc(a.Name, int64(len(a.Data)))
			if err != nil {
				return nil, err
			}
			a.region = r
			reg := ch.GM.Regions[r]
			if a.Kind != ArgOut {
				copy(ch.GM.Data[reg.Base:], a.Data)
			}
			vals[i] = Value{T: Tensor{Space: arch.GM, Region: int32(r), Addr: reg.Base, Size: reg.Size, Pos: -1}}
			continue
		}
		if a.Kind != ArgScalar {
			return nil, ir.OpError(f.Op, "parameter %d has scalar type %s: bind it with a number", i, ir.TypeString(t))
		}
		v, err := parseScalar(a.Scalar, t, cfg.Registry.DTypeOf(t))
		if err != nil {
			return nil, ir.OpError(f.Op, "parameter %d: %v", i, err)
		}
		vals[i] = v
	}
	if err := ch.Run(p, entry, vals); err != nil {
		return nil, err
	}
	for _, a := range args {
		if a.Kind == ArgOut || a.Kind == ArgInOut {
			reg := ch.GM.Regions[a.region]
			copy(a.Data, ch.GM.Data[reg.Base:reg.Base+reg.Size])
		}
	}
	return ch, nil
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
