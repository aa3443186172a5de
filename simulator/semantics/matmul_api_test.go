package semantics

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// mmCfg is PyAsc's default MatmulConfig (as in the conformance file matmul.mlir).
const mmCfg = `<do_norm = true, do_basic_block = false, do_multi_data_load = false, basic_m = 0 : i32, basic_n = 0 : i32, basic_k = 0 : i32, intrinsics_check = false, is_n_batch = false, en_vec_nd2nz = false, do_special_basic_block = false, do_mte2_preload = 0 : i32, single_core_m = 0 : i32, single_core_n = 0 : i32, single_core_k = 0 : i32, step_m = 0 : i32, step_n = 0 : i32, base_mn = 0 : i32, single_core_mn = 0 : i32, en_unit_flag = true, is_per_tensor = false, has_anti_quant_offset = false, do_ib_share_norm = false, do_special_mdl = false, enable_init = true, batch_mode = 0 : i32, enable_end = true, enable_get_tensor_c = true, enable_set_org_shape = true, enable_set_bias = true, enable_set_tail = true, enable_quant_vector = true, enable_set_define_data = true, iterate_mode = 255 : i32, enable_reuse = true, enable_ub_reuse = false, enable_l1_cache_ub = false, intra_block_part_sum = false, iterate_order = 2 : i32, schedule_type = 0 : i32, enable_double_cache = false, is_bias_batch = true, enable_static_pad_zeros = false, is_partial_output = false, enable_mix_dual_master = false, is_a2b2_shared = false, is_enable_channel_split = false, enable_kdim_reorder_load = false, is_co1_shared = false, shared_co1_buffer_size = 65536 : i32, batch_out_mode = 0 : i32>`

// mmTy is A f16 (GM, ND), B f16 (transposable), C f32, bias f32.
const mmTy = `!ascendc.matmul<gm, 0 : i32, f16, false, 0 : i32, gm, 0 : i32, f16, true, 0 : i32, gm, 0 : i32, f32, false, 0 : i32, gm, 0 : i32, f32, ` + mmCfg + `>`

// mmKernel is a multi-core Matmul through the high-level API as PyAsc emits it: C[M×N]
// (f32) = A[M×K] · B (f16, B stored K×N, or N×K when transB) (+ bias[N]), blocks of
// 32×32 on a 2×2 grid of cores, each block's last rows/columns set with set_tail. The
// KFC server calls of a mix-mode kernel come first (AIC side) and do nothing in the model.
func mmKernel(M, N, K int, transB, bias bool) string {
	bOff := "%bj32" // column offset in a K×N B
	if transB {
		bOff = "%bjK" // row offset in an N×K B
	}
	biasOps := "  ascendc.matmul.disable_bias %mm : MMT\n"
	if bias {
		biasOps = "  %gbs = ascendc.global_tensor.subindex %gbias[%bj32] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>\n" +
			"  ascendc.matmul.set_bias %mm, %gbs : MMT, !ascendc.global_tensor<*xf32>\n"
	}
	tb := "%false"
	if transB {
		tb = "%true"
	}
	src := `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %c: memref<?xf32, 22>, %ws: memref<?xi8, 22>) {
  %cM = arith.constant MM : i32
  %cN = arith.constant NN : i32
  %cK = arith.constant KK : i32
  %c2 = arith.constant 2 : i32
  %c32 = arith.constant 32 : i32
  %cm1 = arith.constant -1 : i32
  %c0_i8 = arith.constant 0 : i8
  %false = arith.constant false
  %true = arith.constant true
  %pipe = ascendc.pipe
  %srv = ascendc.construct !ascendc.kfc_server()
  ascendc.kfc_server.init %srv, %ws : !ascendc.kfc_server, memref<?xi8, 22>
  %mm = ascendc.construct MMT()
  %tiling = ascendc.construct !ascendc.cube_tiling()
  ascendc.regist_matmul_obj %pipe, %ws, %mm, %tiling : !ascendc.pipe, memref<?xi8, 22>, MMT, !ascendc.cube_tiling
  ascendc.kfc_server.init_obj %srv, %pipe, %mm : !ascendc.kfc_server, !ascendc.pipe, MMT
  %run = ascendc.kfc_server.is_run %srv : i8
  ascendc.kfc_server.run %srv, %mm : !ascendc.kfc_server, MMT
  ascendc.kfc_server.quit %srv : !ascendc.kfc_server
  %idx = ascendc.get_block_idx : i32
  %bi = arith.divsi %idx, %c2 : i32
  %bj = arith.remsi %idx, %c2 : i32
  %bi32 = arith.muli %bi, %c32 : i32
  %bj32 = arith.muli %bj, %c32 : i32
  %bjK = arith.muli %bj32, %cK : i32
  %aoff = arith.muli %bi32, %cK : i32
  %crow = arith.muli %bi32, %cN : i32
  %coff = arith.addi %crow, %bj32 : i32
  %restM = arith.subi %cM, %bi32 : i32
  %restN = arith.subi %cN, %bj32 : i32
  %tm = arith.minsi %restM, %c32 : i32
  %tn = arith.minsi %restN, %c32 : i32
  %ga0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga0, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb0 = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb0, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %bias : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gc0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc0, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %ga = ascendc.global_tensor.subindex %ga0[%aoff] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gb = ascendc.global_tensor.subindex %gb0[BOFF] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  %gc = ascendc.global_tensor.subindex %gc0[%coff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.matmul.init %mm, %tiling : MMT, !ascendc.cube_tiling
  ascendc.matmul.set_org_shape %mm, %cM, %cN, %cK {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>} : MMT, i32, i32, i32
  ascendc.matmul.set_single_shape %mm, %c32, %c32, %cK : MMT, i32, i32, i32
  ascendc.matmul.set_tail %mm, %tm, %tn, %cm1 : MMT, i32, i32, i32
  ascendc.matmul.set_tensor_a %mm, %ga, %false : MMT, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tensor_b %mm, %gb, TB : MMT, !ascendc.global_tensor<*xf16>, i1
BIAS  ascendc.matmul.iterate_all %mm, %gc, %c0_i8, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1
  ascendc.matmul.wait_iterate_all %mm : MMT
  ascendc.matmul.end %mm : MMT
  return
}`
	src = strings.Replace(src, "BIAS", biasOps, 1)
	r := strings.NewReplacer("MMT", mmTy, "MM :", itoa(M)+" :", "NN :", itoa(N)+" :", "KK :", itoa(K)+" :", "BOFF", bOff, "TB", tb)
	return r.Replace(src)
}

// mmRef is the independent reference: exact products and sums in float64.
func mmRef(a, b []uint16, bias []float32, M, N, K int, transB bool) []float64 {
	out := make([]float64, M*N)
	for i := 0; i < M; i++ {
		for j := 0; j < N; j++ {
			var s float64
			if bias != nil {
				s = float64(bias[j])
			}
			for x := 0; x < K; x++ {
				bv := b[x*N+j]
				if transB {
					bv = b[j*K+x]
				}
				s += float64(numeric.F16ToF32(a[i*K+x])) * float64(numeric.F16ToF32(bv))
			}
			out[i*N+j] = s
		}
	}
	return out
}

func TestMatmulAPIIterateAll(t *testing.T) {
	const M, N, K = 40, 48, 72 // tails of 8 rows and 16 columns on the 2×2 grid
	rng := rand.New(rand.NewSource(3))
	a, b := make([]uint16, M*K), make([]uint16, K*N)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	bias := make([]float32, N)
	for i := range bias {
		bias[i] = float32(rng.NormFloat64())
	}
	for _, tc := range []struct{ transB, bias bool }{{false, false}, {false, true}, {true, true}} {
		var useBias []float32
		if tc.bias {
			useBias = bias
		}
		const sentinel = -12345
		cinit := make([]float32, M*N)
		for i := range cinit {
			cinit[i] = sentinel
		}
		c := &sim.Arg{Kind: sim.ArgOut, Data: f32buf(cinit...), Name: "c"}
		_, d := kernel(t, mmKernel(M, N, K, tc.transB, tc.bias), 4, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
			&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(bias...), Name: "bias"}, c,
			&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
		if d != "" {
			t.Fatalf("%+v: %s", tc, d)
		}
		want := mmRef(a, b, useBias, M, N, K, tc.transB)
		for i := 0; i < M*N; i++ {
			got := float64(f32at(c.Data, i))
			if math.Abs(got-want[i]) > 1e-3*math.Max(1, math.Abs(want[i])) {
				t.Fatalf("%+v: C[%d][%d] = %g, want %g", tc, i/N, i%N, got, want[i])
			}
		}
	}
}

// TestMatmulAPIOrder: the documented order (bias first, then K ascending, float32
// accumulator, products exact) is what the model computes, bit for bit.
func TestMatmulAPIOrder(t *testing.T) {
	const M, N, K = 40, 48, 72
	rng := rand.New(rand.NewSource(5))
	a, b := make([]uint16, M*K), make([]uint16, K*N)
	for i := range a {
		a[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range b {
		b[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	bias := make([]float32, N)
	for i := range bias {
		bias[i] = float32(rng.NormFloat64())
	}
	c := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*M*N), Name: "c"}
	ch, d := kernel(t, mmKernel(M, N, K, false, true), 4, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(bias...), Name: "bias"}, c,
		&sim.Arg{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"})
	if d != "" {
		t.Fatal(d)
	}
	// Core 0 computes a full 32×32×72 block: ⌈32/16⌉²·⌈72/16⌉ = 20 fractal steps on M.
	if got := ch.Cores[0].Pipes[arch.M].Busy(); got != 20+ch.Cores[0].Cost().CubeLatency {
		t.Errorf("cube cycles of core 0 = %d, want 20 fractals + latency", got)
	}
	for _, p := range []arch.Pipe{arch.MTE2, arch.MTE1, arch.FIX} {
		if ch.Cores[0].Pipes[p].Busy() == 0 {
			t.Errorf("no cycles charged on %s", p)
		}
	}
	for i := 0; i < M; i++ {
		for j := 0; j < N; j++ {
			s := bias[j]
			for x := 0; x < K; x++ {
				s += numeric.F16ToF32(a[i*K+x]) * numeric.F16ToF32(b[x*N+j])
			}
			if got := f32at(c.Data, i*N+j); got != s {
				t.Fatalf("C[%d][%d] = %g, documented order gives %g", i, j, got, s)
			}
		}
	}
}

// TestMatmulAPIRefused: forms whose result the specs do not fix stop the run with the
// missing fact instead of producing numbers.
func TestMatmulAPIRefused(t *testing.T) {
	args := func() []*sim.Arg {
		return []*sim.Arg{{Kind: sim.ArgIn, Data: make([]byte, 2*40*72), Name: "a"}, {Kind: sim.ArgIn, Data: make([]byte, 2*72*48), Name: "b"},
			{Kind: sim.ArgIn, Data: make([]byte, 4*48), Name: "bias"}, {Kind: sim.ArgOut, Data: make([]byte, 4*40*48), Name: "c"},
			{Kind: sim.ArgIn, Data: make([]byte, 1024), Name: "ws"}}
	}
	src := mmKernel(40, 48, 72, false, false)
	for _, tc := range []struct{ name, from, to, want string }{
		{"iterate", "  ascendc.matmul.wait_iterate_all %mm : " + mmTy,
			"  %more = ascendc.matmul.iterate %mm, %false, %true : " + mmTy + ", i1, i1, , i1",
			"TCubeTiling.baseM was never set in the tiling given to Init"},
		{"f32 inputs", mmTy, strings.ReplaceAll(strings.Replace(mmTy, "f16", "f32", 2), "f16", "f32"),
			"is not simulated for A f32, B f32"},
		{"shape from the tiling", "  ascendc.matmul.set_single_shape %mm, %c32, %c32, %cK : " + mmTy + ", i32, i32, i32\n", "",
			"the single-core shape is not set: neither the TCubeTiling given to Init (singleCoreM/N/K)"},
		{"sequential write", "%c0_i8, %false, %false, %true {operandSegmentSizes", "%c0_i8, %true, %false, %true {operandSegmentSizes",
			"is not simulated with enSequentialWrite"},
	} {
		s := strings.ReplaceAll(src, tc.from, tc.to)
		if s == src {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		if tc.name == "f32 inputs" {
			s = strings.ReplaceAll(s, "xf16", "xf32")
		}
		_, d := kernel(t, s, 4, args()...)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
}
