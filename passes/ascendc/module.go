package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Module-level passes: visibility, kernel classification, boilerplate and declarations
// the emitter needs before the kernels.

const attrGlobal = "ascendc.global"

// The module attributes the passes set for PyAsc's compiler driver, which reads them
// under these names (all asc.*, passes-asc2.md section 4.4).
const (
	attrCubeOnly       = "asc.matmul_cube_only"
	attrEnableDebug    = "asc.enable_debug"
	attrKernelType     = "asc.kernel_type"
	attrMemoryConsumed = "asc.memory_consumed"
)

func moduleBody(m *ir.Operation) *ir.Block {
	if m.NumRegions() == 0 || m.Region(0).Empty() {
		return nil
	}
	return m.Region(0).Front()
}

// privatizeFunc makes helper functions private, declarations included (a nested one
// too), and kernels with bodies public; a kernel declaration keeps its visibility, as a
// public declaration is not valid IR.
func privatizeFunc(m *ir.Operation, _ *ir.Context) error {
	for _, fn := range funcs(m) {
		switch {
		case !fn.HasAttr(attrGlobal):
			fn.SetAttr("sym_visibility", ir.Str("private"))
		case body(fn) != nil:
			fn.RemoveAttr("sym_visibility")
		}
	}
	return nil
}

const cubeOnlyDefine = "#define ASCENDC_CUBE_ONLY"

func isCubeOnlyDefine(o *ir.Operation) bool {
	s, ok := o.Attr("value").(*ir.StringAttr)
	return o.Name() == emitc.OpVerbatim && ok && s.Value == cubeOnlyDefine
}

// defineCubeOnly puts `#define ASCENDC_CUBE_ONLY` first in the module.
func defineCubeOnly(m *ir.Operation, ctx *ir.Context) error {
	blk := moduleBody(m)
	if blk == nil {
		return nil
	}
	present := false
	for o := blk.First(); o != nil; o = o.Next() {
		if isCubeOnlyDefine(o) {
			present = true
			if blk.First() != o {
				o.MoveBefore(blk.First())
			}
			break
		}
	}
	if !present {
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointToStart(blk)
		create(b, m.Loc(), emitc.OpVerbatim, nil, nil, attr("value", ir.Str(cubeOnlyDefine)))
	}
	m.SetAttr(attrCubeOnly, ir.Unit)
	return nil
}

// detectEnableDebug sets asc.enable_debug when the module prints or dumps tensors.
func detectEnableDebug(m *ir.Operation, _ *ir.Context) error {
	found := false
	m.Walk(func(o *ir.Operation) bool {
		// PyAsc enables the debug build for these two only.
		switch o.Name() {
		case ascendc.OpPrintf, ascendc.OpDumpTensor:
			found = true
		}
		return !found
	})
	if found {
		m.SetAttr(attrEnableDebug, ir.Unit)
	}
	return nil
}

// isCubeOp reports the ops that classify a kernel as cube: mmad and matmul objects.
func isCubeOp(o *ir.Operation) bool {
	n := o.Name()
	return cubeOps[n] || matmulObjectOps[n]
}

// isVectorOp reports ops that run on the vector core. Only ascendc ops carry these
// interfaces (an unregistered op has none).
func isVectorOp(o *ir.Operation) bool {
	return is(ascendc.AsVectorOpInterface, o) || is(ascendc.AsMicroAPIOpInterface, o)
}

// kernelType classifies a module as "vector", "cube" or "mixed".
func kernelType(m *ir.Operation) string {
	cube, vec := false, false
	m.Walk(func(o *ir.Operation) bool {
		if isCubeOp(o) {
			cube = true
		} else if isVectorOp(o) {
			vec = true
		}
		return true
	})
	switch {
	case cube && vec:
		return "mixed"
	case cube:
		return "cube"
	}
	return "vector"
}

func detectKernelType(m *ir.Operation, _ *ir.Context) error {
	m.SetAttr(attrKernelType, ir.Str(kernelType(m)))
	return nil
}

// generateBoilerplate adds the includes of the kernel at the module start.
func generateBoilerplate(m *ir.Operation, ctx *ir.Context) error {
	blk := moduleBody(m)
	if blk == nil {
		return nil
	}
	headers := []string{"kernel_operator.h"}
	listTensor, matmul := false, false
	m.Walk(func(o *ir.Operation) bool {
		n := o.Name()
		if listTensorOps[n] {
			listTensor = true
		}
		if matmulObjectOps[n] || n == ascendc.OpRegistMatmulObj || n == ascendc.OpGetMatmulApiTiling {
			matmul = true
		}
		return true
	})
	if listTensor {
		headers = append(headers, "kernel_operator_list_tensor_intf.h")
	}
	if matmul {
		headers = append(headers, "lib/matmul_intf.h")
	}
	have := map[string]bool{}
	for o := blk.First(); o != nil; o = o.Next() {
		if o.Name() == emitc.OpInclude {
			if s, ok := o.Attr("include").(*ir.StringAttr); ok {
				have[s.Value] = true
			}
		}
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(blk)
	// The cube-only define must precede the headers it configures.
	if f := blk.First(); f != nil && isCubeOnlyDefine(f) {
		b.SetInsertionPointAfter(f)
	}
	for _, h := range headers {
		if !have[h] {
			create(b, m.Loc(), emitc.OpInclude, nil, nil, attr("include", ir.Str(h)))
		}
	}
	return nil
}

// declarePyStruct declares every py_struct type used in the module, nested ones first.
func declarePyStruct(m *ir.Operation, ctx *ir.Context) error {
	blk := moduleBody(m)
	if blk == nil {
		return nil
	}
	c := &pyStructs{seen: map[string]bool{}}
	var declared []*ir.Operation
	m.Walk(func(o *ir.Operation) bool {
		if o == m {
			return true
		}
		if o.Name() == emitasc.OpDeclarePyStruct {
			declared = append(declared, o)
			return true
		}
		c.visitOp(o)
		return true
	})
	// Existing declarations are replaced, so the result is in dependency order.
	for _, d := range declared {
		d.Erase()
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(blk)
	for _, t := range c.order {
		create(b, m.Loc(), emitasc.OpDeclarePyStruct, nil, nil, attr("pystruct", &ir.TypeAttr{Type: t}))
	}
	return nil
}

// pyStructs collects the py_struct types an op mentions, each once, a struct after the
// structs of its fields. A struct inside any type that holds types counts (a tuple, an
// emitc pointer, a memref or tensor element), as a walk of the sub-elements of each type
// finds it.
type pyStructs struct {
	order []*emitasc.PyStructType
	seen  map[string]bool
}

func (c *pyStructs) visitOp(o *ir.Operation) {
	for _, a := range o.Attrs() {
		c.visitAttr(a.Value)
	}
	for _, r := range o.Regions() {
		for _, b := range r.Blocks() {
			for _, t := range b.ArgTypes() {
				c.visitType(t)
			}
		}
	}
	for _, t := range o.OperandTypes() {
		c.visitType(t)
	}
	for _, t := range o.ResultTypes() {
		c.visitType(t)
	}
}

func (c *pyStructs) visitType(t ir.Type) {
	switch tt := t.(type) {
	case *emitasc.PyStructType:
		k := ir.TypeString(tt)
		if c.seen[k] {
			return
		}
		c.seen[k] = true
		if tt.TypesAttr != nil {
			for _, e := range tt.TypesAttr.Elems {
				c.visitAttr(e)
			}
		}
		c.order = append(c.order, tt)
	case *ir.FunctionType:
		for _, x := range tt.Inputs {
			c.visitType(x)
		}
		for _, x := range tt.Results {
			c.visitType(x)
		}
	case *ir.MemRefType:
		c.visitType(tt.Elem)
	case *ir.UnrankedMemRefType:
		c.visitType(tt.Elem)
	case *ir.TensorType:
		c.visitType(tt.Elem)
	case *ir.UnrankedTensorType:
		c.visitType(tt.Elem)
	case *ir.TupleType:
		for _, x := range tt.Types {
			c.visitType(x)
		}
	case *emitc.PointerType:
		c.visitType(tt.Pointee)
	case *emitc.ArrayType:
		c.visitType(tt.Elem)
	case *ascendc.LocalTensorType:
		c.visitType(tt.ElementType)
	case *ascendc.GlobalTensorType:
		c.visitType(tt.ElementType)
	case *ascendc.BaseLocalTensorType:
		c.visitType(tt.ElementType)
	case *ascendc.BaseGlobalTensorType:
		c.visitType(tt.ElementType)
	}
}

func (c *pyStructs) visitAttr(a ir.Attribute) {
	switch at := a.(type) {
	case *ir.TypeAttr:
		c.visitType(at.Type)
	case *ir.ArrayAttr:
		for _, e := range at.Elems {
			c.visitAttr(e)
		}
	case *ir.DictAttr:
		for _, e := range at.Entries {
			c.visitAttr(e.Value)
		}
	}
}

// memoryBuffer maps the position of a local_tensor_v3 to the buffer PyAsc accounts it
// to ("" for a position with no such buffer). allocate-tensor leaves only A1, A2, B2, CO1
// and VECCALC; the other positions of L1 and the unified buffer count where they live.
func memoryBuffer(p ascendc.TPosition) string {
	switch p {
	case ascendc.TPosition_A1, ascendc.TPosition_B1, ascendc.TPosition_C1:
		return "L1"
	case ascendc.TPosition_A2:
		return "L0A"
	case ascendc.TPosition_B2:
		return "L0B"
	case ascendc.TPosition_CO1:
		return "L0C"
	case ascendc.TPosition_VECIN, ascendc.TPosition_VECOUT, ascendc.TPosition_VECCALC:
		return "UB"
	}
	return ""
}

// computeMemoryConsumption records, per buffer, the bytes (element size times tile size)
// of the local_tensor_v3 allocations in the module attribute asc.memory_consumed; only
// buffers that occur get an entry.
func computeMemoryConsumption(m *ir.Operation, _ *ir.Context) error {
	sums := map[string]int64{}
	var err error
	m.Walk(func(o *ir.Operation) bool {
		v3, ok := ascendc.AsLocalTensorV3Op(o)
		if !ok || err != nil {
			return err == nil
		}
		buf := memoryBuffer(v3.Pos())
		lt, ok := localTensorType(v3.Result().Type())
		if buf == "" || !ok {
			err = ir.OpError(o, "cannot account the memory of a local tensor at position %s", v3.Pos())
			return false
		}
		n, ok := ir.MulSize(v3.TileSize(), elemBytes(lt.ElementType))
		if ok {
			n, ok = ir.AddSize(sums[buf], n)
		}
		if !ok {
			err = ir.OpError(o, "the %s memory of the module's local tensors does not fit a 64-bit byte count (tile size %d)", buf, v3.TileSize())
			return false
		}
		sums[buf] = n
		return true
	})
	if err != nil {
		return err
	}
	var entries []ir.NamedAttr
	for _, k := range []string{"L0A", "L0B", "L0C", "L1", "UB"} {
		if n, ok := sums[k]; ok {
			entries = append(entries, attr(k, ir.NewIntAttr(ir.IntType(64, ir.Signless), n)))
		}
	}
	m.SetAttr(attrMemoryConsumed, ir.NewDict(entries))
	return nil
}

// unifyPipe replaces every ascendc.pipe of a function by one at the entry.
func unifyPipe(fn *ir.Operation, _ *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	pipes := collect(fn, named(ascendc.OpPipe))
	if len(pipes) == 0 {
		return nil
	}
	keep := pipes[0]
	moveToStart(keep, blk)
	for _, p := range pipes[1:] {
		p.Result(0).ReplaceAllUsesWith(keep.Result(0))
		p.Erase()
	}
	return nil
}

// legalizeKernelArgs marks kernel arguments explicit and optionally adds the FFTS
// address argument.
func legalizeKernelArgs(setFfts bool) func(m *ir.Operation, ctx *ir.Context) error {
	return func(m *ir.Operation, ctx *ir.Context) error {
		for _, fn := range funcs(m) {
			blk := body(fn)
			if !fn.HasAttr(attrGlobal) || blk == nil {
				continue
			}
			ft, ok := fn.Attr("function_type").(*ir.TypeAttr)
			if !ok {
				continue
			}
			ftype := ft.Type.(*ir.FunctionType)
			n := len(ftype.Inputs)
			argAttrs := make([]ir.Attribute, n)
			if old, ok := fn.Attr("arg_attrs").(*ir.ArrayAttr); ok {
				copy(argAttrs, old.Elems)
			}
			for i := range argAttrs {
				argAttrs[i] = withEntry(argAttrs[i], "emitasc.kernel_arg", kernelArgAttr(emitasc.KernelArgument_Explicit))
			}
			if setFfts && !hasFftsArg(argAttrs) {
				t := &ir.MemRefType{Dims: []int64{ir.Dynamic}, Elem: ir.IntType(64, ir.Signless), MemSpace: ir.NewIntAttr(ir.IntType(64, ir.Signless), 22)}
				arg := blk.AddArg(t, fn.Loc())
				inputs := append(append([]ir.Type(nil), ftype.Inputs...), t)
				fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: inputs, Results: ftype.Results}})
				argAttrs = append(argAttrs, ir.NewDict([]ir.NamedAttr{attr("emitasc.kernel_arg", kernelArgAttr(emitasc.KernelArgument_FftsAddr))}))
				b := ir.NewBuilder(ctx)
				b.SetInsertionPointToStart(blk)
				create(b, fn.Loc(), ascendc.OpSetFftsBaseAddr, []*ir.Value{arg}, nil)
			}
			fn.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: argAttrs})
		}
		return nil
	}
}

func kernelArgAttr(k emitasc.KernelArgument) ir.Attribute {
	return &opdef.EnumAttr{Def: emitasc.KernelArgumentEnum, Value: int64(k)}
}

func hasFftsArg(as []ir.Attribute) bool {
	for _, a := range as {
		if d, ok := a.(*ir.DictAttr); ok {
			if e, ok := d.Get("emitasc.kernel_arg").(*opdef.EnumAttr); ok && e.Value == int64(emitasc.KernelArgument_FftsAddr) {
				return true
			}
		}
	}
	return false
}

// withEntry returns a dictionary attribute with name set to v (kept when present).
func withEntry(a ir.Attribute, name string, v ir.Attribute) ir.Attribute {
	var entries []ir.NamedAttr
	if d, ok := a.(*ir.DictAttr); ok {
		if d.Get(name) != nil {
			return d
		}
		entries = append(entries, d.Entries...)
	}
	entries = append(entries, attr(name, v))
	return ir.NewDict(entries)
}
