package anytype

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// The forms an AnyType operand gets: types no ascendc op is written for (a flag, a
// double, an index, a global tensor where a local one is usual, an opaque C++ type, a
// memref).
var formTexts = []string{"i1", "f64", "index", "!ascendc.global_tensor<64xf32>", `!emitc.opaque<"x">`, "memref<?xf32, 22>"}

// matmulType is a Matmul object type with every parameter given.
const matmulType = `!ascendc.matmul<a1, 1 : i32, f16, true, 2 : i32, b1, 5 : i32, bf16, false, 4 : i32, co1, 7 : i32, f32, true, 1 : i32, vecin, 6 : i32, i32, <do_norm = true, do_basic_block = true, do_multi_data_load = false, basic_m = 16 : i32, basic_n = -1 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 7 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 1 : i32, schedule_type = 5 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 9 : i32>>`

// TestEveryOpTakesEveryForm builds, for every ascendc op and every form, instances whose
// AnyType operands (and results) have that type: all of them at once, and each operand
// group alone with the others of their usual kind. Each instance must verify (the op
// catalogue says AnyType), print and parse back to the same text, and go through the
// translator and the simulator with output or a diagnostic, never a panic.
func TestEveryOpTakesEveryForm(t *testing.T) {
	ctx := all.NewContext()
	a := newAudit(t, ctx)
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") {
			continue
		}
		a.op(name)
	}
	t.Logf("%d ascendc ops: %d audited, %d not buildable in isolation; %d instances (%d ops x %d forms, one per AnyType group and one with all), "+
		"%d outside the consumer-side kinds (refused by the simulator at the op); "+
		"translated %d (%d of them outside a kind the rule does not read), refused by the translator %d; of the %d within the kinds: "+
		"simulated %d, compiled only %d, refused by the simulator %d",
		a.ops, a.audited, len(a.skipped), a.instances, a.audited, len(a.forms), a.outOfKind,
		a.translated, a.translatedOutOfKind, a.transRefused, a.instances-a.outOfKind, a.simRun, a.simCompiled, a.simRefused)
	if len(a.skipped) > 0 {
		t.Logf("not buildable in isolation:\n%s", strings.Join(a.skipped, "\n"))
	}
	if testing.Verbose() {
		t.Logf("refusals within the kinds:\n%s", strings.Join(a.refusals, "\n"))
	}
	if len(a.failures) > 0 {
		sort.Strings(a.failures)
		t.Errorf("%d failures:\n%s", len(a.failures), strings.Join(a.failures, "\n"))
	}
	// The audit must reach the ops: nearly all build in isolation.
	if a.audited < a.ops*9/10 {
		t.Errorf("only %d of %d ops audited", a.audited, a.ops)
	}
}

type audit struct {
	t       *testing.T
	ctx     *ir.Context
	forms   []ir.Type
	samples []ir.Type // one type per ascendc type mnemonic that parses
	cfg     *sim.Config

	ops, audited, instances, outOfKind int
	translated, transRefused           int
	translatedOutOfKind                int // of translated: outside a kind the rule does not read
	simRun, simCompiled, simRefused    int
	skipped, failures, refusals        []string
}

func newAudit(t *testing.T, ctx *ir.Context) *audit {
	a := &audit{t: t, ctx: ctx}
	for _, s := range formTexts {
		a.forms = append(a.forms, a.typ(s))
	}
	params := []string{"", "<*xf32>", "<f32>", "<vecin, 2>", "<vecin, vecout, 1>", "<vecin>", "<0>", "<vecin, 4>"}
	for _, td := range ascendc.TypeDefs {
		for _, p := range params {
			if ty, err := ir.ParseTypeText(ctx, "!ascendc."+td.Mnemonic+p); err == nil {
				a.samples = append(a.samples, ty)
				break
			}
		}
	}
	// A matmul object's type has too many parameters for the guesses above.
	a.samples = append(a.samples, a.typ(matmulType))
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", 1)
	if err != nil {
		t.Fatal(err)
	}
	cfg.MaxSteps = 100_000
	a.cfg = cfg
	return a
}

func (a *audit) typ(s string) ir.Type {
	ty, err := ir.ParseTypeText(a.ctx, s)
	if err != nil {
		a.t.Fatalf("%s: %v", s, err)
	}
	return ty
}

// usual picks a type of kind c: the one it builds, else the first plausible type it takes.
func (a *audit) usual(c *opdef.TypeConstraint) ir.Type {
	if c == nil {
		return ir.I32
	}
	if c.Builder != nil {
		return c.Builder
	}
	cands := []ir.Type{a.typ("!ascendc.local_tensor<64xf32>"), ir.I32, ir.F32, ir.I1, a.typ("!ascendc.global_tensor<64xf32>"),
		ir.Index, ir.IntType(64, ir.Unsigned), a.typ("memref<?xf32, 22>")}
	for _, ty := range append(cands, a.samples...) {
		if c.Pred(ty) {
			return ty
		}
	}
	return nil
}

func isAnyType(c *opdef.TypeConstraint) bool { return c != nil && c.Name == "AnyType" }

// defOf is the definition of an op the audit builds in isolation (nil for terminators
// and ops that must be nested in another).
func (a *audit) defOf(info *ir.OpInfo) *opdef.Op {
	def := opdef.DefOf(info)
	if def == nil || info.Traits&ir.TraitTerminator != 0 || len(info.Parents) > 0 {
		return nil
	}
	return def
}

// op audits one op: a baseline instance of usual types must build and verify, then every
// form is tried.
func (a *audit) op(name string) {
	a.ops++
	info := a.ctx.LookupOp(name)
	def := a.defOf(info)
	if def == nil {
		a.skipped = append(a.skipped, name+": a terminator or nested op")
		return
	}
	base, err := a.instance(info, def, nil, -1)
	if err == nil {
		_, err = a.parseVerify(base.src)
	}
	if err != nil {
		a.skipped = append(a.skipped, fmt.Sprintf("%s: %v", name, firstLine(err)))
		return
	}
	a.audited++
	for _, f := range a.forms {
		a.check(name, f, info, def, -1)
		for gi, g := range def.Operands {
			if isAnyType(g.Type) {
				a.check(name, f, info, def, gi)
			}
		}
	}
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// check builds the instance giving form f to AnyType group gi (every AnyType group and
// result when gi < 0) and runs it through every tool.
func (a *audit) check(name string, f ir.Type, info *ir.OpInfo, def *opdef.Op, gi int) {
	a.instances++
	what := fmt.Sprintf("%s with %s", name, ir.TypeString(f))
	if gi >= 0 {
		what += " as $" + def.Operands[gi].Name
	}
	k, err := a.instance(info, def, f, gi)
	if err != nil {
		a.failures = append(a.failures, what+": cannot build: "+err.Error())
		return
	}
	m, err := a.parseVerify(k.src)
	if err != nil {
		a.failures = append(a.failures, what+": does not verify: "+firstLine(err))
		return
	}
	if err := a.roundTrip(m); err != nil {
		a.failures = append(a.failures, what+": "+err.Error())
		return
	}
	// An instance out of the op's consumer-side kinds must be refused by the simulator
	// with the kind check's diagnostic, and by the translator where its rule reads the
	// value's type; otherwise each tool gets through or refuses with a diagnostic,
	// never a panic.
	kindErr := ""
	m.Walk(func(op *ir.Operation) bool {
		if op.Name() == name {
			if err := opdef.CheckKinds(op); err != nil {
				kindErr = firstLine(err)
			}
		}
		return true
	})
	if kindErr != "" {
		a.outOfKind++
	}
	a.translate(what, m, kindErr)
	a.simulate(what, m, k, kindErr)
}

// refusedByKind reports whether err is the kind check's diagnostic want; a missing one is
// a failure.
func (a *audit) refusedByKind(what, tool string, err error, want string) bool {
	if want == "" {
		return false
	}
	// The simulator refuses an op it has no semantics for before looking at its types.
	unsimulated := tool == "the simulator" && err != nil &&
		(strings.Contains(err.Error(), "op is not simulated") || strings.Contains(err.Error(), "op has no simulator semantics"))
	if !unsimulated && (err == nil || !strings.Contains(err.Error(), want[strings.Index(want, "error: ")+len("error: "):])) {
		a.failures = append(a.failures, fmt.Sprintf("%s: %s does not refuse it with %q, got %v", what, tool, want, err))
	}
	return true
}

func (a *audit) parseVerify(src string) (*ir.Operation, error) {
	m, err := ir.ParseSource(a.ctx, "anytype.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		return nil, err
	}
	return m, ir.Verify(m)
}

func printed(m *ir.Operation) string {
	var b bytes.Buffer
	p := ir.NewPrinter(&b, ir.PrintOptions{})
	if err := p.PrintOp(m); err != nil {
		return "<print error: " + err.Error() + ">"
	}
	return b.String()
}

// roundTrip prints m in its custom form, parses and verifies that, and prints it again.
func (a *audit) roundTrip(m *ir.Operation) error {
	first := printed(m)
	m2, err := a.parseVerify(first)
	if err != nil {
		return fmt.Errorf("printed form does not parse back: %v\n%s", firstLine(err), first)
	}
	if again := printed(m2); again != first {
		return fmt.Errorf("round trip differs:\n%s\nvs\n%s", first, again)
	}
	return nil
}

func (a *audit) translate(what string, m *ir.Operation, kindErr string) {
	var out bytes.Buffer
	err := catch(func() error { return target.Translate(&out, m, target.Options{}) })
	// The translator checks a kind only where its rule reads the value's type (an
	// element type); a value it prints by name may be of any type, as in PyAsc. Out of
	// kind, it either translates or refuses with a diagnostic, as below.
	if kindErr != "" && err == nil {
		a.translatedOutOfKind++
	}
	switch {
	case isPanic(err):
		a.failures = append(a.failures, what+": translator "+err.Error())
	case err != nil && !isDiag(err):
		a.failures = append(a.failures, what+": translator error is not a diagnostic: "+err.Error())
	case err != nil && out.Len() > 0:
		a.failures = append(a.failures, what+": translator wrote output and failed")
	case err != nil:
		a.transRefused++
		a.refusals = append(a.refusals, "translator: "+what+": "+firstLine(err))
	default:
		a.translated++
	}
}

func (a *audit) simulate(what string, m *ir.Operation, k *kernel, kindErr string) {
	if !k.runnable || kindErr != "" {
		err := catch(func() error { _, err := sim.Compile(m, "f", a.cfg); return err })
		if !isPanic(err) && a.refusedByKind(what, "the simulator", err, kindErr) {
			return
		}
		switch {
		case isPanic(err):
			a.failures = append(a.failures, what+": simulator "+err.Error())
		case err != nil:
			a.simRefused++
		default:
			a.simCompiled++
		}
		return
	}
	var ch *sim.Chip
	err := catch(func() error {
		var err error
		ch, err = sim.RunKernel(m, "f", a.cfg, k.args())
		return err
	})
	if err == nil {
		for _, d := range ch.Errors() {
			if strings.Contains(d.Error(), "internal simulator error") {
				err = &panicError{d.Error()}
				break
			}
		}
	}
	switch {
	case isPanic(err):
		a.failures = append(a.failures, what+": simulator "+err.Error())
	case err != nil:
		a.simRefused++
		a.refusals = append(a.refusals, "simulator run: "+what+": "+firstLine(err))
	default:
		a.simRun++
	}
}

type panicError struct{ msg string }

func (e *panicError) Error() string { return "panics: " + e.msg }

func isPanic(err error) bool { _, ok := err.(*panicError); return ok }

func isDiag(err error) bool {
	switch err.(type) {
	case *ir.Diagnostic, ir.DiagList:
		return true
	}
	return false
}

// catch runs f, turning a panic into a panicError.
func catch(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &panicError{fmt.Sprint(r)}
		}
	}()
	return f()
}
