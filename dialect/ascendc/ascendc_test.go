package ascendc_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/tablegen"
	"github.com/ascend-toolchain/asc/tablegen/gogen/odstest"
)

// The catalogue (spec/ascendc-ops.md) lists 515 ops, 89 types and 34 enums; the .td
// files must define exactly those and the generated code must register all of them.
const (
	catalogueOps   = 515
	catalogueTypes = 89
	catalogueEnums = 34
)

func loadRecords(t *testing.T) *tablegen.RecordKeeper {
	t.Helper()
	rk, err := tablegen.ParseFile("AscendC.td", tablegen.Options{IncludeDirs: []string{"../ods", "..", "."}})
	if err != nil {
		t.Fatal(err)
	}
	return rk
}

func TestCounts(t *testing.T) {
	rk := loadRecords(t)
	ops, types := 0, 0
	for _, r := range rk.DefsDerivedFrom("Op") {
		if d, err := r.GetDef("dialect"); err == nil && d.GetStringOr("name", "") == "ascendc" {
			ops++
		}
	}
	for _, r := range rk.DefsDerivedFrom("TypeDef") {
		if d, err := r.GetDef("dialect"); err == nil && d.GetStringOr("name", "") == "ascendc" {
			types++
		}
	}
	enums := len(rk.DefsDerivedFrom("EnumAttr"))
	d := ascendc.Dialect()
	check := func(what string, registered, records, catalogue int) {
		if registered != records {
			t.Errorf("%s: %d generated, %d records in the .td files (run go generate)", what, registered, records)
		}
		if records != catalogue {
			t.Errorf("%s: %d records, the catalogue has %d", what, records, catalogue)
		}
	}
	check("ops", len(d.Ops), ops, catalogueOps)
	check("types", len(ascendc.TypeDefs), types, catalogueTypes)
	check("enums", len(ascendc.EnumDefs), enums, catalogueEnums)
}

// typeSamples holds one instance of every parameterised ascendc type; parameterless ones
// are added from TypeDefs.
var typeSamples = []string{
	"!ascendc.local_tensor<16xf32>", "!ascendc.global_tensor<?xf32>", "!ascendc.base_local_tensor<*xf16>",
	"!ascendc.base_global_tensor<4x4xf16>", "!ascendc.reg_tensor<f32>", "!ascendc.queue<vecin, 1>",
	"!ascendc.que_bind<gm, vecin, 2>", "!ascendc.tbuf<veccalc>", "!ascendc.tbuf_pool<vecin, 4>",
	"!ascendc.local_mem_allocator<1>", "!ascendc.data_copy_pad_ext_params<f16>", "!ascendc.fixpipe_params<f32>",
	"!ascendc.fixpipe_params_c310<1 : i32>", "!ascendc.mrg_sort_src_list<f32>", "!ascendc.load_data_3d_params_v2<f32>",
	"!ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 1 : i32, f16, true, 1 : i32, vecout, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, " + matmulConfig + ">",
}

const matmulConfig = "<do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>"

func TestRoundTripEveryOp(t *testing.T) {
	samples := append([]string(nil), typeSamples...)
	have := map[string]bool{}
	for _, s := range typeSamples {
		have[s[len("!ascendc."):indexAny(s, "<")]] = true
	}
	for _, td := range ascendc.TypeDefs {
		if len(td.Params) == 0 {
			samples = append(samples, "!ascendc."+td.Mnemonic)
		} else if !have[td.Mnemonic] {
			t.Errorf("no sample of parameterised type !ascendc.%s: add one to typeSamples", td.Mnemonic)
		}
	}
	n := odstest.RoundTripAll(t, odstest.Config{Dialect: "ascendc", Ctx: all.NewContext(), TypeSamples: samples,
		AttrSamples: []string{"#ascendc.matmul_config" + matmulConfig, `#ascendc.api<group = "g", name = "n", pipe_in = "V", pipe_out = "V", args = []>`, "#ascendc.sample<3 : i32>"}})
	if n != catalogueOps {
		t.Errorf("checked %d ops, want %d", n, catalogueOps)
	}
}

func indexAny(s, chars string) int {
	for i := range s {
		for _, c := range chars {
			if rune(s[i]) == c {
				return i
			}
		}
	}
	return len(s)
}

// The metadata the emitter and the simulator read: emission hints, enum spellings,
// C++ type spellings.
func TestEmissionMetadata(t *testing.T) {
	ctx := all.NewContext()
	src := `func.func @f(%p: !ascendc.pipe, %q: !ascendc.queue<vecin, 2>) {
  %0 = ascendc.pipe.fetch_event_id %p, v_s : i8
  ascendc.set_flag v_s, %0 : i8
  return
}
`
	m, err := ir.ParseSource(ctx, "t", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	body := m.Region(0).Front().First().Region(0).Front()
	fetch, set := body.First(), body.First().Next()
	if e := opdef.EmissionOf(fetch.Info()); e.APIName != "FetchEventID" || e.CallStyle != "member" || e.TemplateArgs != "$event" {
		t.Errorf("fetch_event_id emission: %+v", e)
	}
	if e := opdef.EmissionOf(set.Info()); e.APIName != "SetFlag" || e.CallStyle != "func" {
		t.Errorf("set_flag emission: %+v", e)
	}
	en := opdef.AttrEnum(set, "event")
	v, ok := en.Value(set.Attr("event"))
	if !ok || en.CppName(v) != "AscendC::HardEvent::V_S" {
		t.Errorf("event spelled %q", en.CppName(v))
	}
	if op, ok := ascendc.AsSetFlagOp(set); !ok || op.Event() != ascendc.HardEvent_V_S || op.Event().CppName() != "AscendC::HardEvent::V_S" {
		t.Error("typed wrapper of set_flag")
	}
	q := body.ParentOp().Region(0).Front().Arg(1).Type().(opdef.DialectType)
	if got := q.CppType(func(ir.Type) string { return "?" }); got != "AscendC::TQue<AscendC::TPosition::VECIN, 2>" {
		t.Errorf("queue C++ type %q", got)
	}
	lt := &ascendc.LocalTensorType{Shape: opdef.Shape{Dims: []int64{16}}, ElementType: ir.F16}
	if got := lt.CppType(func(ir.Type) string { return "half" }); got != "AscendC::LocalTensor<half>" {
		t.Errorf("local tensor C++ type %q", got)
	}
	if got := ir.TypeString(lt); got != "!ascendc.local_tensor<16xf16>" {
		t.Errorf("local tensor prints %q", got)
	}
}
