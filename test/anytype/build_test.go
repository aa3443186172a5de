package anytype

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// kernel is the text of a function @f holding one instance of the audited op, with the
// values it takes made by ops where the simulator can make them (local and global
// tensors) and taken as parameters otherwise.
type kernel struct {
	src    string
	params []ir.Type
	// runnable: every parameter is a GM buffer or a number, which asc-sim binds.
	runnable bool
}

// args binds the parameters: a zeroed GM buffer for a memref, 1 for a number.
func (k *kernel) args() []*sim.Arg {
	var out []*sim.Arg
	for i, t := range k.params {
		if sim.IsBufferType(t) {
			out = append(out, &sim.Arg{Kind: sim.ArgInOut, Data: make([]byte, 4096), Name: "p" + strconv.Itoa(i)})
		} else {
			out = append(out, &sim.Arg{Kind: sim.ArgScalar, Scalar: "1", Name: "p" + strconv.Itoa(i)})
		}
	}
	return out
}

type builder struct {
	k    kernel
	body strings.Builder
	n    int
}

func (b *builder) param(t ir.Type) string {
	b.k.params = append(b.k.params, t)
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType, *ir.MemRefType:
	default:
		b.k.runnable = false
	}
	return "%p" + strconv.Itoa(len(b.k.params)-1)
}

// value returns the name of a value of type t.
func (b *builder) value(t ir.Type) string {
	ts := ir.TypeString(t)
	switch x := t.(type) {
	case *ascendc.LocalTensorType:
		b.n++
		v := "%v" + strconv.Itoa(b.n)
		fmt.Fprintf(&b.body, "  %s = ascendc.local_tensor_v3 vecin, 0, 64 : %s\n", v, ts)
		return v
	case *ascendc.GlobalTensorType:
		mt := "memref<?x" + ir.TypeString(x.ElementType) + ", 22>"
		buf, err := ir.ParseTypeText(nil, mt)
		if err != nil {
			return b.param(t)
		}
		p := b.param(buf)
		b.n++
		v := "%v" + strconv.Itoa(b.n)
		fmt.Fprintf(&b.body, "  %s = ascendc.global_tensor : %s\n", v, ts)
		fmt.Fprintf(&b.body, "  ascendc.global_tensor.set_global_buffer %s, %s : %s, %s\n", v, p, ts, mt)
		return v
	}
	return b.param(t)
}

// instance builds op info with values of their usual kinds, except that AnyType operand
// group gi (every AnyType group and result when gi < 0) gets type f when f is set.
func (a *audit) instance(info *ir.OpInfo, def *opdef.Op, f ir.Type, gi int) (*kernel, error) {
	b := &builder{k: kernel{runnable: true}}
	var names, types []string
	var segments []string
	for i, g := range def.Operands {
		n := 1
		if g.Kind == opdef.Variadic {
			n = 2
		}
		ty := a.usual(opdef.KindOf(g))
		if f != nil && isAnyType(g.Type) && (gi < 0 || gi == i) {
			ty = f
		}
		if ty == nil {
			return nil, fmt.Errorf("no type of kind %s for $%s", opdef.KindOf(g).Desc, g.Name)
		}
		for j := 0; j < n; j++ {
			names = append(names, b.value(ty))
			types = append(types, ir.TypeString(ty))
		}
		segments = append(segments, strconv.Itoa(n))
	}
	var results []string
	for _, r := range def.Results {
		ty := a.usual(opdef.KindOf(r))
		if f != nil && gi < 0 && isAnyType(r.Type) {
			ty = f
		}
		if ty == nil {
			return nil, fmt.Errorf("no type of kind %s for result $%s", opdef.KindOf(r).Desc, r.Name)
		}
		results = append(results, ir.TypeString(ty))
	}
	var attrs []string
	for _, at := range def.Attrs {
		if at.Optional || at.C.Unit || at.Default != nil {
			continue
		}
		attrs = append(attrs, at.Name+" = "+ir.AttrString(opdef.SampleAttr(at.C)))
	}
	if info.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		attrs = append(attrs, "operandSegmentSizes = array<i32: "+strings.Join(segments, ", ")+">")
	}
	if info.Traits&ir.TraitAttrSizedResultSegments != 0 {
		var rs []string
		for range results {
			rs = append(rs, "1")
		}
		attrs = append(attrs, "resultSegmentSizes = array<i32: "+strings.Join(rs, ", ")+">")
	}
	var op strings.Builder
	op.WriteString("  ")
	if len(results) > 0 {
		var rn []string
		for i := range results {
			rn = append(rn, "%r"+strconv.Itoa(i))
		}
		op.WriteString(strings.Join(rn, ", ") + " = ")
	}
	fmt.Fprintf(&op, "%q(%s)", info.Name, strings.Join(names, ", "))
	if len(def.Regions) > 0 {
		var rs []string
		for range def.Regions {
			rs = append(rs, "{\n  }")
		}
		op.WriteString(" (" + strings.Join(rs, ", ") + ")")
	}
	if len(attrs) > 0 {
		op.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	fmt.Fprintf(&op, " : (%s) -> (%s)\n", strings.Join(types, ", "), strings.Join(results, ", "))
	var params []string
	for i, t := range b.k.params {
		params = append(params, fmt.Sprintf("%%p%d: %s", i, ir.TypeString(t)))
	}
	b.k.src = "func.func @f(" + strings.Join(params, ", ") + ") {\n" + b.body.String() + op.String() + "  return\n}\n"
	return &b.k, nil
}
