package semantics

import (
	"bytes"
	"math"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
	"github.com/ascend-toolchain/asc/target/ascendc"
)

// The emitted call leaves an absent optional operand out (emission.md §2, `[, x]`), so a
// present optional operand after an absent one is passed in the absent one's parameter.
// These tests pin, for each simulated op with several trailing optional operands, that the
// simulator gives the operand the meaning of the parameter it lands in.

// emittedCall translates src and returns the argument list of the first call whose text
// is api (e.g. `.IterateAll`), with or without template arguments.
func emittedCall(t *testing.T, src, api string) []string {
	t.Helper()
	m, err := ir.ParseSource(all.NewContext(), "k.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var cpp bytes.Buffer
	if err := ascendc.Translate(&cpp, m, ascendc.Options{}); err != nil {
		t.Fatalf("translate: %v", err)
	}
	re := regexp.MustCompile(regexp.QuoteMeta(api) + `(?:<[^>]*>)?\(([^)]*)\);`)
	call := re.FindStringSubmatch(cpp.String())
	if call == nil {
		t.Fatalf("no %s call in\n%s", api, cpp.String())
	}
	return strings.Split(call[1], ", ")
}

// randomAB is random f16 A (M×K) and B (K×N).
func randomAB(seed int64, M, N, K int) (a, b []uint16) {
	rng := rand.New(rand.NewSource(seed))
	a, b = make([]uint16, M*K), make([]uint16, K*N)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	return a, b
}

// runMM runs an mmKernel variant on its four cores with C starting at cinit.
func runMM(t *testing.T, src string, a, b []uint16, cinit []float32) ([]byte, string) {
	t.Helper()
	c := &sim.Arg{Kind: sim.ArgInOut, Data: f32buf(cinit...), Name: "c"}
	_, d := kernel(t, src, 4, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 4*64), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	return c.Data, d
}

func checkMM(t *testing.T, what string, got []byte, want []float64) {
	t.Helper()
	for i, w := range want {
		if g := float64(f32at(got, i)); math.Abs(g-w) > 1e-3*math.Max(1, math.Abs(w)) {
			t.Fatalf("%s: C[%d] = %g, want %g", what, i, g, w)
		}
	}
}

// IterateAll<sync>(C, waitIterateAll) with enAtomic and enSequentialWrite absent passes
// waitIterateAll = true as enAtomic: C += A·B. The simulator read it as waitIterateAll and
// overwrote C.
func TestIterateAllLoneWaitIsEnAtomic(t *testing.T) {
	const M, N, K = 40, 48, 72
	const full = "ascendc.matmul.iterate_all %mm, %gc, %c0_i8, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1"
	lone := "ascendc.matmul.iterate_all %mm, %gc, %true, %true {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 0, 1>} : " + mmTy + ", !ascendc.global_tensor<*xf32>, i1, i1"
	base := mmKernel(M, N, K, false, false)
	if !strings.Contains(base, strings.Replace(full, "MMT", mmTy, 1)) {
		t.Fatal("mmKernel's iterate_all changed")
	}
	src := strings.Replace(base, strings.Replace(full, "MMT", mmTy, 1), lone, 1)
	if args := emittedCall(t, src, ".IterateAll"); len(args) != 2 {
		t.Fatalf("IterateAll emitted with %d arguments %v, want C and the lone flag", len(args), args)
	}
	a, b := randomAB(11, M, N, K)
	cinit := make([]float32, M*N)
	for i := range cinit {
		cinit[i] = float32(i%9 - 4)
	}
	got, d := runMM(t, src, a, b, cinit)
	if d != "" {
		t.Fatal(d)
	}
	want := mmRef(a, b, nil, M, N, K, false)
	for i := range want {
		want[i] += float64(cinit[i])
	}
	checkMM(t, "IterateAll(C, waitIterateAll=true)", got, want)
}

// SetOrgShape(orgM, orgN, orgKa, orgkc) with orgkb absent passes orgkc as orgKb, orgKc
// keeping its default (0: N). The simulator took it as orgKc, the row pitch of C.
func TestSetOrgShapeLoneOrgKcIsOrgKb(t *testing.T) {
	const M, N, K = 40, 48, 72
	const org = "ascendc.matmul.set_org_shape %mm, %cM, %cN, %cK {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : MMT, i32, i32, i32"
	lone := "ascendc.matmul.set_org_shape %mm, %cM, %cN, %cK, %cK {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : " + mmTy + ", i32, i32, i32, i32"
	base := mmKernel(M, N, K, false, false)
	src := strings.Replace(base, strings.Replace(org, "MMT", mmTy, 1), lone, 1)
	if src == base {
		t.Fatal("mmKernel's set_org_shape changed")
	}
	if args := emittedCall(t, src, ".SetOrgShape"); len(args) != 4 {
		t.Fatalf("SetOrgShape emitted with %d arguments %v, want 4", len(args), args)
	}
	a, b := randomAB(12, M, N, K)
	cinit := make([]float32, M*N)
	got, d := runMM(t, src, a, b, cinit)
	if d != "" {
		t.Fatal(d)
	}
	checkMM(t, "SetOrgShape(M, N, K, K)", got, mmRef(a, b, nil, M, N, K, false))
}

// IterateBatch(C, batchA, batchB, enSequentialWrite, strideA, strideB, strideC, enAtomic)
// with enPartialSum absent passes enAtomic as enPartialSum, which is refused; the
// simulator read it as enAtomic and added into C.
func TestIterateBatchLoneEnAtomicIsEnPartialSum(t *testing.T) {
	tc := mbCase{M: 16, N: 32, K: 32, batch: 2, atomic: true}
	const call = "%false, %at, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>} : "
	const lone = "%at, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1>} : "
	base := mbKernel(tc)
	src := strings.Replace(base, call, lone, 1)
	src = strings.Replace(src, "i32, i32, i32, i1, i8, i1, i1\n", "i32, i32, i32, i8, i1, i1\n", 1)
	if src == base {
		t.Fatal("mbKernel's iterate_batch changed")
	}
	if args := emittedCall(t, src, ".IterateBatch"); len(args) != 8 {
		t.Fatalf("IterateBatch emitted with %d arguments %v, want 8 (enAtomic in enPartialSum's place)", len(args), args)
	}
	d := mbInputs(tc, 13)
	c := &sim.Arg{Kind: sim.ArgInOut, Data: f32buf(d.cinit...), Name: "c"}
	_, diag := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(d.a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(d.b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(d.bias...), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	if !strings.Contains(diag, "is not simulated with enPartialSum") {
		t.Fatalf("want the lone enAtomic read as enPartialSum (refused), got %q", diag)
	}
}

// optionalGaps records, for every simulated op with two or more optional operands, what
// the simulator does when a later one is present and an earlier one absent (reviewed
// against the emitted call; docs/sim/crosscheck.md):
//   - "positional": the values fill the call's parameters in order (trailingOptionals);
//   - "overload": the absent operand selects another overload of a distinct parameter
//     type, so every present operand keeps its own parameter;
//   - "refused": the simulator refuses that combination;
//   - "template": the later operand is a template argument, not a call argument.
var optionalGaps = map[string]string{
	"ascendc.matmul.iterate_all":   "positional",
	"ascendc.matmul.set_org_shape": "positional",
	"ascendc.matmul.iterate_batch": "positional", // waitIterateBatch: template
	// [sharedTmpBuffer][, calCount]: a LocalTensor<uint8_t> then a uint32_t count.
	"ascendc.acos": "overload", "ascendc.acosh": "overload", "ascendc.asin": "overload",
	"ascendc.asinh": "overload", "ascendc.atan": "overload", "ascendc.atanh": "overload",
	"ascendc.ceil": "overload", "ascendc.cos": "overload", "ascendc.cosh": "overload",
	"ascendc.digamma": "overload", "ascendc.erf": "overload", "ascendc.erfc": "overload",
	"ascendc.floor": "overload", "ascendc.frac": "overload", "ascendc.lgamma": "overload",
	"ascendc.log": "overload", "ascendc.log2": "overload", "ascendc.power": "overload",
	"ascendc.round": "overload", "ascendc.sign": "overload", "ascendc.sin": "overload",
	"ascendc.sinh": "overload", "ascendc.tan": "overload", "ascendc.tanh": "overload",
	"ascendc.trunc": "overload", "ascendc.xor": "overload",
	// [sharedTmpBuffer] is a call argument, config a template argument.
	"ascendc.quant": "template",
	// SetDeqScale(half) or SetDeqScale(float, int16_t, bool): one of offset and signMode
	// alone matches no overload and is refused.
	"ascendc.set_deq_scale": "refused",
	// sumTensor and maxTensor only together (else refused); sharedTmpBuffer is a
	// LocalTensor<uint8_t>, softmaxShapeInfo a structure. Without softmaxShapeInfo both are
	// refused (SimpleSoftMax always prints it, and never passes sharedTmpBuffer: emission.md
	// §3).
	"ascendc.softmax":        "refused",
	"ascendc.simple_softmax": "refused",
}

// TestOptionalOperandGaps: every simulated op with several optional operands has been
// reviewed for a later operand present after an absent one (optionalGaps), and the table
// names no other op.
func TestOptionalOperandGaps(t *testing.T) {
	ctx := all.NewContext()
	reg := Registry()
	seen := map[string]bool{}
	for _, name := range reg.Ops() {
		info := ctx.LookupOp(name)
		if info == nil {
			continue
		}
		def := opdef.DefOf(info)
		if def == nil {
			continue
		}
		n := 0
		for _, o := range def.Operands {
			if o.Kind == opdef.Optional {
				n++
			}
		}
		if n < 2 {
			continue
		}
		seen[name] = true
		if optionalGaps[name] == "" {
			t.Errorf("%s has %d optional operands and is not in optionalGaps: review what the emitted call passes when an earlier one is absent", name, n)
		}
	}
	for name := range optionalGaps {
		if !seen[name] {
			t.Errorf("optionalGaps lists %s, which is not a simulated op with several optional operands", name)
		}
	}
}
