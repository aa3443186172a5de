package semantics

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// mbCase is one batch Matmul run: C[batch][M][N] (f32) = A[batch] (f16, M×K) · B[batch]
// (f16, K×N, or N×K when transB) (+ bias), batch b of A at b·strideA elements (M·K when
// 0), of B at b·strideB (K·N when 0).
type mbCase struct {
	M, N, K, batch   int
	transB, bias     bool
	biasBatch        bool // MatmulConfig is_bias_batch: one bias row per batch
	strideA, strideB int
	atomic           bool // enAtomic = 1 onto C's old values
	cubeOnly         bool // the IterateBatch form without counts, after SetBatchNum
}

// mbType is the MatmulType with layout mode lay ("1 : i32" = NORMAL) for A, B and C.
func mbType(lay string, biasBatch bool) string {
	cfg := mmCfg
	if !biasBatch {
		cfg = strings.Replace(cfg, "is_bias_batch = true", "is_bias_batch = false", 1)
	}
	return "!ascendc.matmul<gm, 0 : i32, f16, false, " + lay + ", gm, 0 : i32, f16, true, " + lay + ", gm, 0 : i32, f32, false, " + lay + ", gm, 0 : i32, f32, " + cfg + ">"
}

// mbKernel is a one-core kernel in the shape PyAsc emits: REGIST_MATMUL_OBJ with an empty
// tiling, the shapes set explicitly (single shape = original shape), IterateBatch into C,
// WaitIterateBatch.
func mbKernel(tc mbCase) string {
	biasOps := "  ascendc.matmul.disable_bias %mm : MMT\n"
	if tc.bias {
		biasOps = "  ascendc.matmul.set_bias %mm, %gbias : MMT, !ascendc.global_tensor<*xf32>\n"
	}
	call := "  ascendc.matmul.iterate_batch %mm, %gc, %nb, %nb, %false, %sa, %sb, %c0, %false, %at, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>} : MMT, !ascendc.global_tensor<*xf32>, i32, i32, i1, i32, i32, i32, i1, i8, i1, i1\n"
	if tc.cubeOnly {
		call = "  ascendc.matmul.set_batch_num %mm, %nb, %nb : MMT, i32, i32\n" +
			"  ascendc.matmul.iterate_batch_cube_only %mm, %gc, %false, %at, %false, %sa, %sb, %c0 : MMT, !ascendc.global_tensor<*xf32>, i1, i8, i1, i32, i32, i32\n"
	}
	src := `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %c: memref<?xf32, 22>, %ws: memref<?xi8, 22>) {
  %cM = arith.constant MM : i32
  %cN = arith.constant NN : i32
  %cK = arith.constant KK : i32
  %nb = arith.constant NB : i32
  %sa = arith.constant SA : i32
  %sb = arith.constant SB : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %at = arith.constant AT : i8
  %false = arith.constant false
  %true = arith.constant true
  %pipe = ascendc.pipe
  %mm = ascendc.construct MMT()
  %tiling = ascendc.construct !ascendc.cube_tiling()
  ascendc.regist_matmul_obj %pipe, %ws, %mm, %tiling : !ascendc.pipe, memref<?xi8, 22>, MMT, !ascendc.cube_tiling
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %bias : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  ascendc.matmul.init %mm, %tiling : MMT, !ascendc.cube_tiling
  ascendc.matmul.set_org_shape %mm, %cM, %cN, %cK {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : MMT, i32, i32, i32
  ascendc.matmul.set_single_shape %mm, %cM, %cN, %cK : MMT, i32, i32, i32
  ascendc.matmul.set_tensor_a %mm, %ga, %false : MMT, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tensor_b %mm, %gb, TB : MMT, !ascendc.global_tensor<*xf16>, i1
BIASCALL  ascendc.matmul.wait_iterate_batch %mm : MMT
  ascendc.matmul.end %mm : MMT
  return
}`
	tb, at := "%false", "0"
	if tc.transB {
		tb = "%true"
	}
	if tc.atomic {
		at = "1"
	}
	src = strings.NewReplacer("BIAS", biasOps, "CALL", call).Replace(src) // they name MMT, %nb, ...
	return strings.NewReplacer("MMT", mbType("1 : i32", tc.biasBatch), "MM :", itoa(tc.M)+" :",
		"NN :", itoa(tc.N)+" :", "KK :", itoa(tc.K)+" :", "NB :", itoa(tc.batch)+" :", "SA :", itoa(tc.strideA)+" :",
		"SB :", itoa(tc.strideB)+" :", "AT :", at+" :", "TB", tb).Replace(src)
}

// mbData is the inputs of a case: A and B with tc's batch strides (gaps hold NaN, which
// would poison any result that read them), the bias (batch·N values), C's initial values.
type mbData struct {
	a, b        []uint16
	bias, cinit []float32
}

func mbInputs(tc mbCase, seed int64) mbData {
	rng := rand.New(rand.NewSource(seed))
	sa, sb := tc.strideA, tc.strideB
	if sa == 0 {
		sa = tc.M * tc.K
	}
	if sb == 0 {
		sb = tc.K * tc.N
	}
	nan := numeric.F32ToF16(float32(math.NaN()))
	d := mbData{a: make([]uint16, sa*(tc.batch-1)+tc.M*tc.K), b: make([]uint16, sb*(tc.batch-1)+tc.K*tc.N)}
	for i := range d.a {
		d.a[i] = nan
	}
	for i := range d.b {
		d.b[i] = nan
	}
	for bt := 0; bt < tc.batch; bt++ {
		for i := 0; i < tc.M*tc.K; i++ {
			d.a[bt*sa+i] = numeric.F32ToF16(float32(rng.NormFloat64()))
		}
		for i := 0; i < tc.K*tc.N; i++ {
			d.b[bt*sb+i] = numeric.F32ToF16(float32(rng.NormFloat64()))
		}
	}
	d.bias = make([]float32, tc.batch*tc.N)
	for i := range d.bias {
		d.bias[i] = float32(rng.NormFloat64())
	}
	// C has one batch more than the call writes: the last one must keep its values.
	d.cinit = make([]float32, (tc.batch+1)*tc.M*tc.N)
	for i := range d.cinit {
		d.cinit[i] = float32(rng.Intn(7) - 3)
	}
	return d
}

// mbRef is the independent reference, in float64 from the exact inputs, and in the
// documented order (bias, then K ascending in a float32 accumulator, products exact).
func mbRef(tc mbCase, d mbData) (exact []float64, ordered []float32) {
	sa, sb := tc.strideA, tc.strideB
	if sa == 0 {
		sa = tc.M * tc.K
	}
	if sb == 0 {
		sb = tc.K * tc.N
	}
	exact = make([]float64, len(d.cinit))
	ordered = make([]float32, len(d.cinit))
	for i, v := range d.cinit {
		exact[i], ordered[i] = float64(v), v
	}
	for bt := 0; bt < tc.batch; bt++ {
		for i := 0; i < tc.M; i++ {
			for j := 0; j < tc.N; j++ {
				var s64 float64
				var s32 float32
				if tc.bias {
					bv := d.bias[j]
					if tc.biasBatch {
						bv = d.bias[bt*tc.N+j]
					}
					s64, s32 = float64(bv), bv
				}
				for x := 0; x < tc.K; x++ {
					av := numeric.F16ToF32(d.a[bt*sa+i*tc.K+x])
					bv := numeric.F16ToF32(d.b[bt*sb+x*tc.N+j])
					if tc.transB {
						bv = numeric.F16ToF32(d.b[bt*sb+j*tc.K+x])
					}
					s64 += float64(av) * float64(bv)
					s32 += float32(av * bv)
				}
				at := (bt*tc.M+i)*tc.N + j
				if tc.atomic {
					exact[at] += s64
					ordered[at] += s32
				} else {
					exact[at], ordered[at] = s64, s32
				}
			}
		}
	}
	return exact, ordered
}

func runBatch(t *testing.T, src string, d mbData) ([]byte, string) {
	t.Helper()
	c := &sim.Arg{Kind: sim.ArgInOut, Data: f32buf(d.cinit...), Name: "c"}
	_, diags := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(d.a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(d.b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(d.bias...), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	return c.Data, diags
}

func TestMatmulIterateBatch(t *testing.T) {
	for _, tc := range []mbCase{
		{M: 24, N: 40, K: 56, batch: 1},
		{M: 20, N: 36, K: 44, batch: 3, transB: true, bias: true, biasBatch: true},
		{M: 20, N: 36, K: 44, batch: 3, bias: true, strideA: 20*44 + 16, strideB: 44*36 + 8},
		{M: 8, N: 24, K: 40, batch: 3, transB: true, bias: true, biasBatch: true, atomic: true, cubeOnly: true},
		{M: 16, N: 16, K: 16, batch: 2, cubeOnly: true, strideB: 16*16 + 32},
	} {
		d := mbInputs(tc, int64(tc.M*tc.batch))
		c, diags := runBatch(t, mbKernel(tc), d)
		if diags != "" {
			t.Fatalf("%+v: %s", tc, diags)
		}
		exact, ordered := mbRef(tc, d)
		for i := range exact {
			got := f32at(c, i)
			if math.Abs(float64(got)-exact[i]) > 1e-3*math.Max(1, math.Abs(exact[i])) {
				t.Fatalf("%+v: C[%d] = %g, want %g", tc, i, got, exact[i])
			}
			if got != ordered[i] {
				t.Fatalf("%+v: C[%d] = %g, the documented order gives %g", tc, i, got, ordered[i])
			}
		}
	}
}

// TestMatmulIterateBatchRefused: the layouts and arguments whose result is not modelled
// are refused naming the form, when the kernel is compiled or when the call runs.
func TestMatmulIterateBatchRefused(t *testing.T) {
	base := mbCase{M: 16, N: 16, K: 16, batch: 2}
	norm := mbType("1 : i32", false)
	for _, tc := range []struct{ name, from, to, want string }{
		{"BSNGD", norm, mbType("2 : i32", false), "is not simulated for A with LayoutMode BSNGD"},
		{"BNGS1S2", norm, mbType("4 : i32", false), "is not simulated for A with LayoutMode BNGS1S2"},
		{"mixed", norm, strings.Replace(norm, "f32, false, 1 : i32", "f32, false, 0 : i32", 1), "is not simulated for LayoutMode A NORMAL, B NORMAL, C NONE"},
		{"NONE", norm, mbType("0 : i32", false), "'ascendc.matmul.iterate_batch' op is not simulated for LayoutMode NONE"},
		{"zero batches", "%gc, %nb, %nb,", "%gc, %nb, %sa,", "IterateBatch needs positive batch counts, got batchA=2, batchB=0"},
		{"broadcast", "%gc, %nb, %nb,", "%gc, %nb, %c1,", "is not simulated for batchA=2, batchB=1: broadcasting between unequal batch counts"},
		{"sequential write", "%nb, %nb, %false, %sa", "%nb, %nb, %true, %sa", "is not simulated with enSequentialWrite"},
		{"matrixStrideC", "%sa, %sb, %c0, %false", "%sa, %sb, %nb, %false", "is not simulated for matrixStrideC=2"},
		{"partial sum", "%sb, %c0, %false, %at", "%sb, %c0, %true, %at", "is not simulated with enPartialSum"},
		{"batch_out_mode", "batch_out_mode = 0 : i32", "batch_out_mode = 1 : i32", "is not simulated for MatmulConfig batch_out_mode MULTI_BATCH"},
		{"single shape", "set_single_shape %mm, %cM, %cN, %cK", "set_single_shape %mm, %nb, %cN, %cK", "in the batch forms each batch is one whole M×N×K matrix product"},
		{"iterate_all", "  ascendc.matmul.wait_iterate_batch %mm : MMT",
			"  ascendc.matmul.iterate_all %mm, %gc, %at, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1",
			"'ascendc.matmul.iterate_all' op is not simulated for a MatmulType with LayoutMode NORMAL"},
	} {
		src := mbKernel(base)
		from, to := strings.ReplaceAll(tc.from, "MMT", norm), strings.ReplaceAll(tc.to, "MMT", norm)
		s := strings.ReplaceAll(src, from, to)
		if s == src {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		_, d := runBatch(t, s, mbInputs(base, 1))
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
	// The cube-only form without SetBatchNum.
	src := strings.Replace(mbKernel(mbCase{M: 16, N: 16, K: 16, batch: 2, cubeOnly: true}), "  ascendc.matmul.set_batch_num %mm, %nb, %nb : "+norm+", i32, i32\n", "", 1)
	_, d := runBatch(t, src, mbInputs(base, 1))
	wantErr(t, d, "the batch counts are not set: this IterateBatch takes them from SetBatchNum")
}
