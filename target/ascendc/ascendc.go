package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ ascendc dialect: irregular ops ] -----------------------------------------------
//
// Ops whose C++ is not one API call (callStyle "custom" in the .td files), and generic
// ops whose local arrays PyAsc names differently. Everything else goes through the
// generic rule.

// ascendcRules is the table of the hand-written ascendc rules. Rules read their op
// through its typed view; required attributes are there because the IR was verified.
func ascendcRules() map[string]Rule {
	return map[string]Rule{
		ascendc.OpConstruct:            viewRule(ascendc.AsConstructOp, emitConstruct),
		ascendc.OpAscendIsAic:          viewRule(ascendc.AsAscendIsAicOp, coreTypeTest[ascendc.AscendIsAicOp]("AscendC::AIC")),
		ascendc.OpAscendIsAiv:          viewRule(ascendc.AsAscendIsAivOp, coreTypeTest[ascendc.AscendIsAivOp]("AscendC::AIV")),
		ascendc.OpGetBlockIdx:          viewRule(ascendc.AsGetBlockIdxOp, castedCall[ascendc.GetBlockIdxOp]("AscendC::GetBlockIdx()")),
		ascendc.OpGetBlockNum:          viewRule(ascendc.AsGetBlockNumOp, castedCall[ascendc.GetBlockNumOp]("AscendC::GetBlockNum()")),
		ascendc.OpGetSysWorkspacePtr:   viewRule(ascendc.AsGetSysWorkspacePtrOp, emitGetSysWorkspacePtr),
		ascendc.OpSetFftsBaseAddr:      emitSetFftsBaseAddr,
		ascendc.OpFftsCrossCoreSync:    viewRule(ascendc.AsFftsCrossCoreSyncOp, emitFftsCrossCoreSync),
		ascendc.OpGetStoreAtomicConfig: outParams("AscendC::GetStoreAtomicConfig"),
		ascendc.OpGetMrgSortResult:     outParams("AscendC::GetMrgSortResult"),

		ascendc.OpLocalTensorSubindex: viewRule(ascendc.AsLocalTensorSubindexOp, func(e *Emitter, v ascendc.LocalTensorSubindexOp) error {
			return e.subscript(v.Result(), v.Tensor(), "[", v.Index(), "]")
		}),
		ascendc.OpGlobalTensorSubindex: viewRule(ascendc.AsGlobalTensorSubindexOp, func(e *Emitter, v ascendc.GlobalTensorSubindexOp) error {
			return e.subscript(v.Result(), v.Tensor(), "[", v.Index(), "]")
		}),
		ascendc.OpLocalTensorBracket: viewRule(ascendc.AsLocalTensorBracketOp, func(e *Emitter, v ascendc.LocalTensorBracketOp) error {
			return e.subscript(v.Result(), v.Tensor(), "(", v.Index(), ")")
		}),
		ascendc.OpGlobalTensorBracket: viewRule(ascendc.AsGlobalTensorBracketOp, func(e *Emitter, v ascendc.GlobalTensorBracketOp) error {
			return e.subscript(v.Result(), v.Tensor(), "(", v.Index(), ")")
		}),
		ascendc.OpShapeInfoShape: viewRule(ascendc.AsShapeInfoShapeOp, func(e *Emitter, v ascendc.ShapeInfoShapeOp) error {
			return e.subscript(v.Result(), v.Base(), ".shape[", v.Dim(), "]")
		}),
		ascendc.OpShapeInfoOriginalShape: viewRule(ascendc.AsShapeInfoOriginalShapeOp, func(e *Emitter, v ascendc.ShapeInfoOriginalShapeOp) error {
			return e.subscript(v.Result(), v.Base(), ".originalShape[", v.Dim(), "]")
		}),

		ascendc.OpToQueBind:          viewRule(ascendc.AsToQueBindOp, emitToQueBind),
		ascendc.OpRegistMatmulObj:    viewRule(ascendc.AsRegistMatmulObjOp, emitRegistMatmulObj),
		ascendc.OpGetMatmulApiTiling: viewRule(ascendc.AsGetMatmulApiTilingOp, emitGetMatmulApiTiling),
		ascendc.OpGetBuf:             viewRule(ascendc.AsGetBufOp, bufferSync[ascendc.GetBufOp]("get_buf")),
		ascendc.OpRlsBuf:             viewRule(ascendc.AsRlsBufOp, bufferSync[ascendc.RlsBufOp]("rls_buf")),

		// Generic ops with PyAsc's own names for their local arrays.
		ascendc.OpCompareL1: viewRule(ascendc.AsCompareL1Op, func(e *Emitter, v ascendc.CompareL1Op) error {
			return e.emitWithArrays(v.Op(), func(string, []*ir.Value) string { return e.name(v.Dst()) + "_mask_list" })
		}),
		ascendc.OpCompareRL1: viewRule(ascendc.AsCompareRL1Op, func(e *Emitter, v ascendc.CompareRL1Op) error {
			return e.emitWithArrays(v.Op(), func(string, []*ir.Value) string { return e.name(v.Src0()) + "_mask_list" })
		}),
		ascendc.OpMrgSort:                  viewRule(ascendc.AsMrgSortOp, emitMrgSort),
		ascendc.OpTransDataTo5hdTensorList: viewRule(ascendc.AsTransDataTo5hdTensorListOp, emitTransDataTensorList),
		ascendc.OpTransDataTo5hdUintList:   viewRule(ascendc.AsTransDataTo5hdUintListOp, emitTransDataAddrList),
		ascendc.OpTransDataTo5hd:           viewRule(ascendc.AsTransDataTo5hdOp, emitTransData),
	}
}

// emitGetSysWorkspacePtr declares the workspace pointer with its integer element type
// spelled unsigned (bytes, as the runtime hands them out).
func emitGetSysWorkspacePtr(e *Emitter, v ascendc.GetSysWorkspacePtrOp) error {
	t, err := CppType(unsignedType(v.Value().Type()))
	if err != nil {
		return valueError(v.Value(), "%v", err)
	}
	e.line("%s %s = GetSysWorkSpacePtr();", t, e.fresh(v.Value()))
	return nil
}

// emitSetFftsBaseAddr hands the intrinsic the FFTS base the operand points to. The
// operand is unnamed in the op's definition, so the view has no accessor for it and it is
// read by position.
func emitSetFftsBaseAddr(e *Emitter, op *ir.Operation) error {
	if op.NumOperands() != 1 {
		return ir.OpError(op, "expects the address of the FFTS base as operand")
	}
	e.line("set_ffts_base_addr(*%s);", e.name(op.Operand(0)))
	return nil
}

func emitFftsCrossCoreSync(e *Emitter, v ascendc.FftsCrossCoreSyncOp) error {
	e.line("ffts_cross_core_sync(%s, %s);", v.Pipe().CppName(), e.name(v.Config()))
	return nil
}

// emitToQueBind binds a reference to the source queue: the C++ object is the same.
func emitToQueBind(e *Emitter, v ascendc.ToQueBindOp) error {
	t, err := e.cppTypeOf(v.Result())
	if err != nil {
		return err
	}
	e.line("%s& %s = %s;", t, e.fresh(v.Result()), e.name(v.Source()))
	return nil
}

// emitRegistMatmulObj spells the registration macro, which takes the pipe by address.
func emitRegistMatmulObj(e *Emitter, v ascendc.RegistMatmulObjOp) error {
	// The macro names AscendC types unqualified.
	e.line("using namespace AscendC;")
	args := []string{"&" + e.name(v.Pipe()), e.name(v.Workspace()), e.name(v.Matmul())}
	if t := v.Tiling(); t != nil {
		args = append(args, "&"+e.name(t))
	}
	e.line("REGIST_MATMUL_OBJ(%s);", strings.Join(args, ", "))
	return nil
}

// emitGetMatmulApiTiling instantiates the static tiling for the matmul type the op names.
func emitGetMatmulApiTiling(e *Emitter, v ascendc.GetMatmulApiTilingOp) error {
	mt, _ := v.MatmulType().(*ascendc.MatmulType)
	if mt == nil {
		return ir.OpError(v.Op(), "expects a matmul type")
	}
	targs, err := matmulTypeArgs(mt)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	_, err = e.decl(v.Result(), fmt.Sprintf("GetMatmulApiTiling<%s>(%s)", targs, e.nameList(v.Op().Operands())))
	return err
}

// emitMrgSort is the generic rule with local arrays numbered by the mrg_sort ops of the
// translation: a kernel sorting several times declares each call's element counts anew.
func emitMrgSort(e *Emitter, v ascendc.MrgSortOp) error {
	seq := e.arrays[ascendc.OpMrgSort]
	e.arrays[ascendc.OpMrgSort]++
	return e.emitWithArrays(v.Op(), func(operand string, _ []*ir.Value) string {
		return fmt.Sprintf("%s_%s_%d", e.name(v.Dst()), snake(operand), seq)
	})
}

// emitTransData spells TransDataTo5HD with the element type of the data behind the
// address tensors as template argument (§3.11): the first user of dst (then of src) that
// is a LocalTensor SetValue into it of an address GetPhyAddr took of a LocalTensor gives
// it. Users are visited in use-list order, most recent use first, as MLIR keeps them.
// Addresses of anything else (a GlobalTensor, a computed value) give PyAsc no type.
func emitTransData(e *Emitter, v ascendc.TransDataTo5hdOp) error {
	t := storedAddrElem(v.Dst())
	if t == nil {
		t = storedAddrElem(v.Src())
	}
	if t == nil {
		return ir.Errorf(v.Op().Loc(), "could not infer element type from addr tensor")
	}
	s, err := CppType(t)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	e.line("AscendC::TransDataTo5HD<%s>(%s);", s, e.nameList(v.Op().Operands()))
	return nil
}

// storedAddrElem is the element type of the LocalTensor whose GetPhyAddr the first
// SetValue into tensor stores, or nil when no SetValue into tensor stores such an address.
func storedAddrElem(tensor *ir.Value) ir.Type {
	for _, u := range tensor.Uses() {
		sv, ok := ascendc.AsLocalTensorSetValueOp(u.Owner())
		if !ok || sv.Tensor() != tensor {
			continue
		}
		if t := localAddrElem(sv.Value()); t != nil {
			return t
		}
	}
	return nil
}

// emitTransDataTensorList passes the two tensor lists as local arrays named after their
// first tensors, typed with the element type of the first dst tensor (else the first src
// one). An empty dst list prints nothing, as in PyAsc (§3.11).
func emitTransDataTensorList(e *Emitter, v ascendc.TransDataTo5hdTensorListOp) error {
	dst, src := v.DstList(), v.SrcList()
	if len(dst) == 0 {
		e.emptyStatement()
		return nil
	}
	var elem ir.Type
	for _, l := range [][]*ir.Value{dst, src} {
		if len(l) > 0 && elem == nil {
			if _, ok := l[0].Type().(*ascendc.LocalTensorType); ok {
				elem = ElemType(l[0].Type())
			}
		}
	}
	if elem == nil {
		return ir.Errorf(v.Op().Loc(), "could not infer element type from tensor list")
	}
	t, err := CppType(elem)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	lists := make([]string, 2)
	for i, l := range [][]*ir.Value{dst, src} {
		if len(l) == 0 {
			return ir.OpError(v.Op(), "expects a source tensor list")
		}
		lists[i] = e.name(l[0]) + "_list"
		e.line("AscendC::LocalTensor<%s> %s[] = {%s};", t, lists[i], e.nameList(l))
	}
	e.line("AscendC::TransDataTo5HD<%s>(%s, %s, %s);", t, lists[0], lists[1], e.name(v.Params()))
	return nil
}

// emitWithArrays emits op with the generic rule, naming the local array of each variadic
// operand with name (given the operand's name and values) instead of the default.
func (e *Emitter) emitWithArrays(op *ir.Operation, name func(operand string, vs []*ir.Value) string) error {
	c := newCall(e, op)
	c.arrayName = name
	return c.emit()
}

// coreTypeTest compares the core type of the running core (a global of the runtime).
func coreTypeTest[V interface{ Result() *ir.Value }](kind string) func(*Emitter, V) error {
	return func(e *Emitter, v V) error {
		_, err := e.decl(v.Result(), "g_coreType == "+kind)
		return err
	}
}

// castedCall converts the result of an API whose C++ return type is fixed to the type
// the IR asks for.
func castedCall[V interface{ Value() *ir.Value }](expr string) func(*Emitter, V) error {
	return func(e *Emitter, v V) error {
		t, err := e.cppTypeOf(v.Value())
		if err != nil {
			return err
		}
		_, err = e.decl(v.Value(), "static_cast<"+t+">("+expr+")")
		return err
	}
}

// outParams declares the results as uint16_t (the type of the APIs' reference
// parameters, whatever integer type the IR gives them) and passes them by reference:
// APIs returning several values write them into their arguments.
func outParams(fn string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		names := make([]string, op.NumResults())
		for i, r := range op.Results() {
			names[i] = e.fresh(r)
			e.line("uint16_t %s;", names[i])
		}
		e.line("%s(%s);", fn, strings.Join(names, ", "))
		return nil
	}
}

// subscript declares result as an element of base: `T vN = base<open>index<close>;`
// (operator[] / operator() of tensors, or an element of an array member with open
// ".shape[").
func (e *Emitter) subscript(result, base *ir.Value, open string, index *ir.Value, close string) error {
	_, err := e.decl(result, e.name(base)+open+e.name(index)+close)
	return err
}

// bufferSync spells the buffer-id synchronisation intrinsics get_buf/rls_buf.
func bufferSync[V interface {
	Pipe() ascendc.Pipe
	BufId() int64
	Mode() bool
}](fn string) func(*Emitter, V) error {
	return func(e *Emitter, v V) error {
		// The flag is written as the integer 1/0.
		mode := "0"
		if v.Mode() {
			mode = "1"
		}
		// bufId is an I32Attr, which PyAsc prints as a 32-bit unsigned value (§1.7).
		e.line("%s(%s, %d, %s);", fn, v.Pipe().CppName(), uint32(v.BufId()), mode)
		return nil
	}
}

// emitGatherMask declares the count of kept elements (an out-parameter of the API, always
// uint64_t) and calls GatherMask; a tensor pattern adds its element type to the template
// arguments. PyAsc passes the default mode whatever the op's gatherMaskMode says.
func emitGatherMask(e *Emitter, v ascendc.GatherMaskOp) error {
	op := v.Op()
	if op.NumOperands() != 6 || op.NumResults() != 1 {
		return ir.OpError(op, "expects six operands and one result")
	}
	if _, ok := v.Dst().Type().(*ascendc.LocalTensorType); !ok {
		return ir.OpError(op, "dst operand must be LocalTensor type")
	}
	cnt := e.fresh(v.RsvdCnt())
	e.line("uint64_t %s;", cnt)
	dt, err := CppType(ElemType(v.Dst().Type()))
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	targs := []string{dt}
	if pt, ok := v.Src1Pattern().Type().(*ascendc.LocalTensorType); ok {
		s, err := CppType(ElemType(pt))
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		targs = append(targs, s)
	}
	targs = append(targs, "AscendC::defaultGatherMaskMode")
	e.line("AscendC::GatherMask<%s>(%s, %s);", strings.Join(targs, ", "), e.nameList(op.Operands()), cnt)
	return nil
}

// emitTransDataAddrList passes the address lists of TransDataTo5HD as uint64_t local
// arrays named after the parameter struct. The template argument is the element type of
// the tensor whose GetPhyAddr gave the first dst address (else the first src address); an
// empty dst list prints nothing, as in PyAsc (§3.11).
func emitTransDataAddrList(e *Emitter, v ascendc.TransDataTo5hdUintListOp) error {
	dst, src := v.DstList(), v.SrcList()
	if len(dst) == 0 {
		e.emptyStatement()
		return nil
	}
	var elem ir.Type
	for _, l := range [][]*ir.Value{dst, src} {
		if len(l) > 0 && elem == nil {
			elem = listAddrElem(l[0])
		}
	}
	if elem == nil {
		return ir.Errorf(v.Op().Loc(), "could not infer element type from tensor list")
	}
	t, err := CppType(elem)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	p := e.name(v.Params())
	e.line("uint64_t %s_dst_list[] = {%s};", p, e.nameList(dst))
	e.line("uint64_t %s_src_list[] = {%s};", p, e.nameList(src))
	e.line("AscendC::TransDataTo5HD<%s>(%s_dst_list, %s_src_list, %s);", t, p, p, p)
	return nil
}

// listAddrElem is the element type of the local tensor whose GetPhyAddr produced the ui64
// address v, or nil.
func listAddrElem(v *ir.Value) ir.Type {
	if it, ok := v.Type().(*ir.IntegerType); !ok || it.Width != 64 || it.Sign != ir.Unsigned {
		return nil
	}
	return localAddrElem(v)
}

// localAddrElem is the element type of the LocalTensor whose address (GetPhyAddr) v is,
// or nil when v is not such an address.
func localAddrElem(v *ir.Value) ir.Type {
	g, ok := ascendc.AsLocalTensorGetPhyAddrOp(v.DefiningOp())
	if !ok {
		return nil
	}
	if _, ok := g.Tensor().Type().(*ascendc.LocalTensorType); !ok {
		return nil
	}
	return ElemType(g.Tensor().Type())
}
