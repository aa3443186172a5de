package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// --- [ ascendc dialect: irregular ops ] -----------------------------------------------
//
// Ops whose C++ is not one API call (callStyle "custom" in the .td files), and generic
// ops whose local arrays PyAsc names differently. Everything else goes through the
// generic rule.

func addAscendCRules(r map[string]Rule) {
	r["ascendc.construct"] = emitConstruct
	r["ascendc.ascend_is_aic"] = coreTypeTest("AscendC::AIC")
	r["ascendc.ascend_is_aiv"] = coreTypeTest("AscendC::AIV")
	r["ascendc.get_block_idx"] = castedCall("AscendC::GetBlockIdx()")
	r["ascendc.get_block_num"] = castedCall("AscendC::GetBlockNum()")
	r["ascendc.get_sys_workspace_ptr"] = func(e *Emitter, op *ir.Operation) error {
		// The workspace is bytes whatever the IR's element type says.
		e.line("__gm__ uint8_t* %s = GetSysWorkSpacePtr();", e.fresh(op.Result(0)))
		return nil
	}
	r["ascendc.set_ffts_base_addr"] = func(e *Emitter, op *ir.Operation) error {
		if op.NumOperands() != 1 {
			return ir.OpError(op, "expects the address of the FFTS base as operand")
		}
		e.line("set_ffts_base_addr(*%s);", e.name(op.Operand(0)))
		return nil
	}
	r["ascendc.ffts_cross_core_sync"] = func(e *Emitter, op *ir.Operation) error {
		pipe, err := enumAttr(op, "pipe", ascendc.PipeEnum.CppName)
		if err != nil {
			return err
		}
		e.line("ffts_cross_core_sync(%s, %s);", pipe, e.name(op.Operand(0)))
		return nil
	}
	r["ascendc.get_store_atomic_config"] = outParams("AscendC::GetStoreAtomicConfig")
	r["ascendc.get_mrg_sort_result"] = outParams("AscendC::GetMrgSortResult")
	r["ascendc.gather_mask"] = emitGatherMask
	r["ascendc.local_tensor.subindex"] = indexOp("[", "]")
	r["ascendc.global_tensor.subindex"] = indexOp("[", "]")
	r["ascendc.slice_info.subindex"] = indexOp("[", "]")
	r["ascendc.local_tensor.bracket"] = indexOp("(", ")")
	r["ascendc.global_tensor.bracket"] = indexOp("(", ")")
	r["ascendc.shape_info.shape"] = memberIndex("shape")
	r["ascendc.shape_info.original_shape"] = memberIndex("originalShape")
	r["ascendc.to_que_bind"] = func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		e.line("%s& %s = %s;", t, e.fresh(op.Result(0)), e.name(op.Operand(0)))
		return nil
	}
	r["ascendc.regist_matmul_obj"] = func(e *Emitter, op *ir.Operation) error {
		// The macro names AscendC types unqualified.
		e.line("using namespace AscendC;")
		args := []string{"&" + e.name(op.Operand(0))}
		for _, v := range op.Operands()[1:] {
			args = append(args, e.name(v))
		}
		e.line("REGIST_MATMUL_OBJ(%s);", strings.Join(args, ", "))
		return nil
	}
	r["ascendc.get_matmul_api_tiling"] = func(e *Emitter, op *ir.Operation) error {
		var mt *ascendc.MatmulType
		if ta, ok := op.Attr("matmulType").(*ir.TypeAttr); ok {
			mt, _ = ta.Type.(*ascendc.MatmulType)
		}
		if mt == nil {
			return ir.OpError(op, "expects a matmul type")
		}
		targs, err := matmulTypeArgs(mt)
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		_, err = e.decl(op.Result(0), fmt.Sprintf("GetMatmulApiTiling<%s>(%s)", targs, e.nameList(op.Operands())))
		return err
	}
	r["ascendc.get_buf"] = bufferSync("get_buf")
	r["ascendc.rls_buf"] = bufferSync("rls_buf")
	r["ascendc.global_tensor.set_shape_info_v2"] = func(e *Emitter, op *ir.Operation) error {
		dims := op.Operands()[1:]
		e.line("%s.SetShapeInfo(AscendC::ShapeInfo(%d, %s));", e.name(op.Operand(0)), len(dims), "(uint32_t[]){"+e.nameList(dims)+"}")
		return nil
	}
	r["ascendc.duplicate"] = func(e *Emitter, op *ir.Operation) error {
		e.line("AscendC::MicroAPI::Duplicate(%s);", e.nameList(op.Operands()))
		return nil
	}
	// Generic ops with PyAsc's own names for their local arrays.
	r["ascendc.compare_l1"] = withArrays(func(c *call, _ string, _ []*ir.Value) string {
		return c.e.name(c.op.Operand(0)) + "_mask_list"
	})
	r["ascendc.compare_r_l1"] = r["ascendc.compare_l1"]
	r["ascendc.mrg_sort"] = func(e *Emitter, op *ir.Operation) error {
		c := newCall(e, op)
		seq := e.arrays["mrg_sort"]
		e.arrays["mrg_sort"]++
		c.arrayName = func(c *call, operand string, _ []*ir.Value) string {
			return fmt.Sprintf("%s_%s_%d", c.e.name(c.op.Operand(0)), snake(operand), seq)
		}
		return c.emit()
	}
	r["ascendc.trans_data_to_5hd_tensor_list"] = withArrays(func(c *call, _ string, vs []*ir.Value) string {
		return c.e.name(vs[0]) + "_list"
	})
	r["ascendc.trans_data_to_5hd_uint_list"] = emitTransDataAddrList
	r["ascendc.trans_data_to_5hd"] = func(e *Emitter, op *ir.Operation) error {
		t, err := addressedElem(op, op.Operand(0))
		if err != nil {
			return err
		}
		e.line("AscendC::TransDataTo5HD<%s>(%s);", t, e.nameList(op.Operands()))
		return nil
	}
}

// withArrays is the generic rule with another naming of local arrays.
func withArrays(name func(c *call, operand string, vs []*ir.Value) string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		c := newCall(e, op)
		c.arrayName = name
		return c.emit()
	}
}

// enumAttr spells an enum attribute of op.
func enumAttr(op *ir.Operation, name string, spell func(int64) string) (string, error) {
	a, ok := op.Attr(name).(*ir.IntegerAttr)
	if !ok {
		return "", ir.OpError(op, "expects an integer attribute '%s'", name)
	}
	return spell(a.Value), nil
}

// coreTypeTest compares the core type of the running core (a global of the runtime).
func coreTypeTest(kind string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), "g_coreType == "+kind)
		return err
	}
}

// castedCall converts the result of an API whose C++ return type is fixed to the type
// the IR asks for.
func castedCall(expr string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		_, err = e.decl(op.Result(0), "static_cast<"+t+">("+expr+")")
		return err
	}
}

// outParams declares the results and passes them by reference: APIs returning several
// values write them into their arguments.
func outParams(fn string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		names, err := e.declareResults(op)
		if err != nil {
			return err
		}
		e.line("%s(%s);", fn, strings.Join(names, ", "))
		return nil
	}
}

// indexOp spells operator[] / operator() of tensors: `T vN = t[i];`.
func indexOp(open, close string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+open+e.name(op.Operand(1))+close)
		return err
	}
}

// memberIndex reads element dim of an array member: `T vN = base.shape[dim];`.
func memberIndex(member string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+"."+member+"["+e.name(op.Operand(1))+"]")
		return err
	}
}

// bufferSync spells the buffer-id synchronisation intrinsics get_buf/rls_buf.
func bufferSync(fn string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		pipe, err := enumAttr(op, "pipe", ascendc.PipeEnum.CppName)
		if err != nil {
			return err
		}
		id, err := enumAttr(op, "bufId", func(v int64) string { return fmt.Sprint(v) })
		if err != nil {
			return err
		}
		mode := "false"
		if op.HasAttr("mode") {
			mode = "true"
		}
		e.line("%s(%s, %s, %s);", fn, pipe, id, mode)
		return nil
	}
}

// emitGatherMask declares the count of kept elements (an out-parameter of the API) and
// calls GatherMask; a tensor pattern adds its element type to the template arguments.
func emitGatherMask(e *Emitter, op *ir.Operation) error {
	if op.NumOperands() != 6 || op.NumResults() != 1 {
		return ir.OpError(op, "expects six operands and one result")
	}
	cnt, err := e.decl(op.Result(0), "")
	if err != nil {
		return err
	}
	dt, err := CppType(ElemType(op.Operand(0).Type()))
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	targs := []string{dt}
	if pt := op.Operand(2).Type(); ElemType(pt) != pt {
		s, err := CppType(ElemType(pt))
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		targs = append(targs, s)
	}
	mode, err := enumAttr(op, "gatherMaskMode", func(v int64) string {
		if v == 0 {
			return "AscendC::defaultGatherMaskMode"
		}
		return ascendc.GatherMaskModeEnum.CppName(v)
	})
	if err != nil {
		return err
	}
	targs = append(targs, mode)
	e.line("AscendC::GatherMask<%s>(%s, %s);", strings.Join(targs, ", "), e.nameList(op.Operands()), cnt)
	return nil
}

// emitTransDataAddrList passes the address lists of TransDataTo5HD as local arrays named
// after the parameter struct.
func emitTransDataAddrList(e *Emitter, op *ir.Operation) error {
	dst := opdef.OperandGroup(op, "dstList")
	src := opdef.OperandGroup(op, "srcList")
	params := opdef.OperandGroup(op, "params")
	if len(dst) == 0 || len(src) == 0 || len(params) != 1 {
		return ir.OpError(op, "expects address lists and a parameter struct")
	}
	t, err := addressedElem(op, dst[0])
	if err != nil {
		return err
	}
	p := e.name(params[0])
	for _, l := range []struct {
		name string
		vs   []*ir.Value
	}{{"dst", dst}, {"src", src}} {
		et, err := e.cppTypeOf(l.vs[0])
		if err != nil {
			return err
		}
		e.line("%s %s_%s_list[] = {%s};", et, p, l.name, e.nameList(l.vs))
	}
	e.line("AscendC::TransDataTo5HD<%s>(%s_dst_list, %s_src_list, %s);", t, p, p, p)
	return nil
}

// addressedElem finds the element type of the data an address (or a tensor of addresses)
// points to. TransDataTo5HD takes addresses as integers, so the data type survives only
// in how they were computed: an address comes from GetPhyAddr of a tensor, and a tensor of
// addresses is filled with SetValue from such addresses.
func addressedElem(op *ir.Operation, v *ir.Value) (string, error) {
	seen := map[*ir.Value]bool{}
	var find func(v *ir.Value) ir.Type
	find = func(v *ir.Value) ir.Type {
		if v == nil || seen[v] {
			return nil
		}
		seen[v] = true
		if d := v.DefiningOp(); d != nil && strings.HasSuffix(d.Name(), ".get_phy_addr") {
			return ElemType(d.Operand(0).Type())
		}
		for _, u := range v.Uses() {
			o := u.Owner()
			if strings.HasSuffix(o.Name(), ".set_value") && u.Index() == 0 && o.NumOperands() == 3 {
				if t := find(o.Operand(2)); t != nil {
					return t
				}
			}
		}
		return nil
	}
	t := find(v)
	if t == nil {
		return "", ir.OpError(op, "cannot tell the element type of the data the addresses point to")
	}
	s, err := CppType(t)
	if err != nil {
		return "", ir.OpError(op, "%v", err)
	}
	return s, nil
}
