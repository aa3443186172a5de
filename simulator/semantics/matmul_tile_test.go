package semantics

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// mmTileTy is mmTy with C in VECIN (GetTensorC into UB).
var mmTileTyUB = strings.Replace(mmTy, "gm, 0 : i32, f32, false, 0 : i32, gm", "vecin, 0 : i32, f32, false, 0 : i32, gm", 1)

// tileKernel is one core running the Iterate/GetTensorC loop PyAsc writes (`while
// mm.iterate(): mm.get_tensor_c(...)`, here a for loop of tiles+1 Iterates) with the
// tiling built by emitasc.init_struct: C[M×N] f32 = A[M×K] · B[K×N] (f16) + bias. GET is
// the loop body run when Iterate returns true; %i is the loop counter. MMT stands for the
// Matmul type (the caller substitutes it).
func tileKernel(M, N, K, baseM, baseN, order, tiles int, get string) string {
	src := `func.func @k(%a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %bias: memref<?xf32, 22>, %c: memref<?xf32, 22>, %s: memref<?xf32, 22>) {
  %cM = arith.constant MM : i32
  %cN = arith.constant NN : i32
  %cK = arith.constant KK : i32
  %bM = arith.constant BM : i32
  %bN = arith.constant BN : i32
  %ord = arith.constant ORD : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cT = arith.constant TILES : i32
  %c0_i8 = arith.constant 0 : i8
  %false = arith.constant false
  %true = arith.constant true
  %mm = ascendc.construct MMT()
  %tiling = emitasc.init_struct !ascendc.cube_tiling("M" = %cM : i32, "N" = %cN : i32, "Ka" = %cK : i32, "Kb" = %cK : i32, "singleCoreM" = %cM : i32, "singleCoreN" = %cN : i32, "singleCoreK" = %cK : i32, "baseM" = %bM : i32, "baseN" = %bN : i32, "baseK" = %c1 : i32, "iterateOrder" = %ord : i32, "isBias" = %c1 : i32)
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %a : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %b : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gbias = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gbias, %bias : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gc = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gc, %c : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %lc = ascendc.local_tensor_v3 vecin, 0, 4096 : !ascendc.local_tensor<4096xf32>
  ascendc.matmul.init %mm, %tiling : MMT, !ascendc.cube_tiling
  ascendc.matmul.set_tensor_a %mm, %ga, %false : MMT, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_tensor_b %mm, %gb, %false : MMT, !ascendc.global_tensor<*xf16>, i1
  ascendc.matmul.set_bias %mm, %gbias : MMT, !ascendc.global_tensor<*xf32>
  scf.for %i = %c0 to %cT step %c1 : i32 {
    %more = ascendc.matmul.iterate %mm, %false, %true : MMT, i1, i1, , i1
    scf.if %more {
GET
    }
  }
  ascendc.matmul.end %mm : MMT
  return
}`
	r := strings.NewReplacer("MM :", itoa(M)+" :", "NN :", itoa(N)+" :", "KK :", itoa(K)+" :",
		"BM :", itoa(baseM)+" :", "BN :", itoa(baseN)+" :", "ORD :", itoa(order)+" :", "TILES :", itoa(tiles)+" :", "GET", get)
	return r.Replace(src)
}

const getGM = "      ascendc.matmul.get_tensor_c %mm, %gc, %c0_i8, %false, %true : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1"

// getUB writes each tile to UB (sequential write) and copies it to s at tile slot i.
const getUB = `      ascendc.matmul.get_tensor_c %mm, %lc, %c0_i8, %true, %true : MMT, !ascendc.local_tensor<4096xf32>, i8, i1, i1
      %slot = arith.muli %i, %cSlot : i32
      %gss = ascendc.global_tensor.subindex %gs[%slot] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      ascendc.data_copy_l2 %gss, %lc, %cSlot : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<4096xf32>, i32`

type mmInputs struct {
	a, b []uint16
	bias []float32
}

func randMM(M, N, K int, seed int64) mmInputs {
	rng := rand.New(rand.NewSource(seed))
	in := mmInputs{make([]uint16, M*K), make([]uint16, K*N), make([]float32, N)}
	for i := range in.a {
		in.a[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range in.b {
		in.b[i] = numeric.F32ToF16(float32(rng.NormFloat64()))
	}
	for i := range in.bias {
		in.bias[i] = float32(rng.NormFloat64())
	}
	return in
}

func (in mmInputs) run(t *testing.T, src string, cLen, sLen int) (c, s []byte, diag string) {
	t.Helper()
	ca := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*cLen), Name: "c"}
	sa := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*sLen), Name: "s"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(in.a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(in.b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(in.bias...), Name: "bias"}, ca, sa)
	return ca.Data, sa.Data, d
}

// TestMatmulIterateGM: Iterate/GetTensorC into a global C fills every element of C with
// A·B + bias, tails included (M, N not multiples of baseM, baseN), in both orders, and
// the Iterate after the last tile returns false (the loop runs tiles+1 times).
func TestMatmulIterateGM(t *testing.T) {
	const M, N, K = 40, 56, 24
	in := randMM(M, N, K, 11)
	want := mmRef(in.a, in.b, in.bias, M, N, K, false)
	for _, tc := range []struct{ baseM, baseN, order int }{{16, 32, 0}, {16, 32, 1}, {32, 16, 0}, {64, 64, 1}} {
		tiles := ((M + tc.baseM - 1) / tc.baseM) * ((N + tc.baseN - 1) / tc.baseN)
		src := tileKernel(M, N, K, tc.baseM, tc.baseN, tc.order, tiles+1, getGM)
		c, _, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTy), M*N, 1)
		if d != "" {
			t.Fatalf("%+v: %s", tc, d)
		}
		for i := 0; i < M*N; i++ {
			if got := float64(f32at(c, i)); math.Abs(got-want[i]) > 1e-3*math.Max(1, math.Abs(want[i])) {
				t.Fatalf("%+v: C[%d][%d] = %g, want %g", tc, i/N, i%N, got, want[i])
			}
		}
	}
}

// TestMatmulIterateAllFromTiling: with M, N, Ka and singleCoreM/N/K in the tiling given to
// Init, IterateAll needs no set_org_shape/set_single_shape and gives the same C as the
// Iterate loop, bit for bit.
func TestMatmulIterateAllFromTiling(t *testing.T) {
	const M, N, K = 40, 56, 24
	in := randMM(M, N, K, 16)
	src := tileKernel(M, N, K, 16, 32, 0, 13, getGM)
	ref, _, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTy), M*N, 1)
	if d != "" {
		t.Fatal(d)
	}
	loop := src[strings.Index(src, "  scf.for"):strings.Index(src, "  ascendc.matmul.end")]
	all := strings.Replace(src, loop, "  ascendc.matmul.iterate_all %mm, %gc, %c0_i8, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1\n", 1)
	c, _, d := in.run(t, strings.ReplaceAll(all, "MMT", mmTy), M*N, 1)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < M*N; i++ {
		if f32at(c, i) != f32at(ref, i) {
			t.Fatalf("C[%d] = %g from IterateAll, %g from Iterate", i, f32at(c, i), f32at(ref, i))
		}
	}
}

// TestMatmulIterateOrder: tile k of the loop, written to UB with enSequentialWrite and
// copied to slot k, is the tile the iterate order names: M first (order 0) or N first (1),
// with a tail of 8 rows; the values are the documented float32 K-ascending sums, bit for
// bit.
func TestMatmulIterateOrder(t *testing.T) {
	const M, N, K, bM, bN = 40, 64, 24, 16, 32
	in := randMM(M, N, K, 12)
	mt, nt := (M+bM-1)/bM, N/bN
	for _, order := range []int{0, 1} {
		get := "      %cSlot = arith.constant 512 : i32\n" + getUB
		src := tileKernel(M, N, K, bM, bN, order, mt*nt+1, get)
		_, s, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTileTyUB), 1, 512*mt*nt)
		if d != "" {
			t.Fatalf("order %d: %s", order, d)
		}
		for k := 0; k < mt*nt; k++ {
			mi, ni := k%mt, k/mt
			if order == 1 {
				mi, ni = k/nt, k%nt
			}
			rows := min(bM, M-mi*bM)
			for r := 0; r < rows; r++ {
				for j := 0; j < bN; j++ {
					i, col := mi*bM+r, ni*bN+j
					acc := in.bias[col]
					for x := 0; x < K; x++ {
						acc += numeric.F16ToF32(in.a[i*K+x]) * numeric.F16ToF32(in.b[x*N+col])
					}
					if got := f32at(s, k*512+r*bN+j); got != acc {
						t.Fatalf("order %d tile %d (%d, %d): element (%d, %d) = %g, want %g", order, k, mi, ni, r, j, got, acc)
					}
				}
			}
		}
	}
}

// TestMatmulTensorScalar: SetTensorA(scalar) makes every element of A the scalar
// (rounded to f16 from the f32 operand): C = s · colsum(B) + bias.
func TestMatmulTensorScalar(t *testing.T) {
	const M, N, K = 16, 32, 24
	in := randMM(M, N, K, 13)
	src := tileKernel(M, N, K, 16, 32, 0, 2, getGM)
	src = strings.Replace(src, "  ascendc.matmul.set_tensor_a %mm, %ga, %false : MMT, !ascendc.global_tensor<*xf16>, i1\n",
		"  %sc = arith.constant 0.1 : f32\n  ascendc.matmul.set_tensor_a_scalar %mm, %sc : MMT, f32\n", 1)
	c, _, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTy), M*N, 1)
	if d != "" {
		t.Fatal(d)
	}
	s := numeric.F16ToF32(numeric.F32ToF16(0.1))
	for i := 0; i < M; i++ {
		for j := 0; j < N; j++ {
			acc := in.bias[j]
			for x := 0; x < K; x++ {
				acc += s * numeric.F16ToF32(in.b[x*N+j])
			}
			if got := f32at(c, i*N+j); got != acc {
				t.Fatalf("C[%d][%d] = %g, want %g", i, j, got, acc)
			}
		}
	}
}

// TestMatmulIterateRefused: the forms whose placement or tiling the model does not know
// stop with the missing fact.
func TestMatmulIterateRefused(t *testing.T) {
	const M, N, K = 40, 56, 24
	in := randMM(M, N, K, 14)
	base := tileKernel(M, N, K, 16, 32, 0, 9, getGM)
	ub := tileKernel(M, N, K, 16, 32, 0, 9, "      %cSlot = arith.constant 512 : i32\n"+getUB)
	for _, tc := range []struct{ name, src, from, to, want string }{
		{"no baseM", base, `"baseM" = %bM : i32, `, "", "TCubeTiling.baseM was never set"},
		{"tiling without members", base, `  %tiling = emitasc.init_struct`, "  %tiling0 = emitasc.init_struct", "the original shape is not set"},
		{"order 2", base, "%ord = arith.constant 0", "%ord = arith.constant 2", "iterateOrder=2"},
		{"partial sum", base, "iterate %mm, %false", "iterate %mm, %true", "enPartialSum"},
		{"get before iterate", base, "    %more = ascendc.matmul.iterate %mm, %false, %true : MMT, i1, i1, , i1\n    scf.if %more {",
			"    scf.if %true {", "GetTensorC without a tile"},
		{"sequential GM", base, "%c0_i8, %false, %true : MMT", "%c0_i8, %true, %true : MMT", "enSequentialWrite on a global C"},
		{"atomic max", base, "get_tensor_c %mm, %gc, %c0_i8", "get_tensor_c %mm, %gc, %c2_i8", "enAtomic=2"},
		{"UB without sequential", ub, "%c0_i8, %true, %true : MMT", "%c0_i8, %false, %true : MMT", "local C without enSequentialWrite"},
		{"UB narrow tile", ub, "%bN = arith.constant 32", "%bN = arith.constant 48", "tile of 8 columns (baseN 48)"},
		{"no bias with isBias", base, "  ascendc.matmul.set_bias %mm, %gbias : MMT, !ascendc.global_tensor<*xf32>\n", "", "isBias=1 but no bias"},
	} {
		s := strings.Replace(tc.src, tc.from, tc.to, 1)
		if s == tc.src {
			t.Fatalf("%s: the mutation did not apply", tc.name)
		}
		if tc.name == "tiling without members" {
			s = strings.Replace(s, "  ascendc.matmul.init %mm, %tiling", "  %tiling = ascendc.construct !ascendc.cube_tiling()\n  ascendc.matmul.init %mm, %tiling", 1)
		}
		if tc.name == "atomic max" {
			s = strings.Replace(s, "  %c0_i8 = arith.constant 0 : i8\n", "  %c0_i8 = arith.constant 0 : i8\n  %c2_i8 = arith.constant 2 : i8\n", 1)
		}
		mmt := mmTy
		if tc.src == ub {
			mmt = mmTileTyUB
		}
		_, _, d := in.run(t, strings.ReplaceAll(s, "MMT", mmt), M*N, 512*9)
		if !strings.Contains(d, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, d, tc.want)
		}
	}
}

// TestMatmulIterateTailAndRestart: SetTail(24, 40, -1) shrinks the single-core C the tiles
// cover (the rest of C is untouched, row pitch stays N); after the Iterate that returned
// false the next loop starts again at the first tile, so a second pass with enAtomic=1
// doubles every element exactly.
func TestMatmulIterateTailAndRestart(t *testing.T) {
	const M, N, K, tm, tn = 40, 56, 24, 24, 40
	in := randMM(M, N, K, 15)
	want := mmRef(in.a, in.b, in.bias, M, N, K, false)
	tiles := ((tm + 15) / 16) * ((tn + 31) / 32)
	src := tileKernel(M, N, K, 16, 32, 1, tiles+1, getGM)
	src = strings.Replace(src, "  ascendc.matmul.set_bias", "  %ctm = arith.constant 24 : i32\n  %ctn = arith.constant 40 : i32\n  %cm1 = arith.constant -1 : i32\n"+
		"  ascendc.matmul.set_tail %mm, %ctm, %ctn, %cm1 : MMT, i32, i32, i32\n  ascendc.matmul.set_bias", 1)
	// A second loop adding its tiles to C.
	loop := src[strings.Index(src, "  scf.for"):strings.Index(src, "  ascendc.matmul.end")]
	src = strings.Replace(src, "  ascendc.matmul.end", strings.Replace(loop, "%c0_i8, %false, %true", "%c1_i8, %false, %true", 1)+"  ascendc.matmul.end", 1)
	src = strings.Replace(src, "  %c0_i8 = arith.constant 0 : i8\n", "  %c0_i8 = arith.constant 0 : i8\n  %c1_i8 = arith.constant 1 : i8\n", 1)
	c, _, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTy), M*N, 1)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < M; i++ {
		for j := 0; j < N; j++ {
			got, w := float64(f32at(c, i*N+j)), 0.0
			if i < tm && j < tn {
				w = 2 * want[i*N+j]
			}
			if math.Abs(got-w) > 2e-3*math.Max(1, math.Abs(w)) {
				t.Fatalf("C[%d][%d] = %g, want %g", i, j, got, w)
			}
		}
	}
}

// TestMatmulTilingFromHostStruct: the tiling values the host wrote into a GM py_struct
// (PyAsc's kernel-argument struct) reach Init through emitasc.member and init_struct; the
// result is the one the constants give.
func TestMatmulTilingFromHostStruct(t *testing.T) {
	const M, N, K = 40, 56, 24
	const ps = `!emitasc.py_struct<"MMTiling", [i32, i32, i32], ["baseM", "baseN", "order"]>`
	in := randMM(M, N, K, 17)
	src := tileKernel(M, N, K, 16, 32, 1, 9, getGM)
	ref, _, d := in.run(t, strings.ReplaceAll(src, "MMT", mmTy), M*N, 1)
	if d != "" {
		t.Fatal(d)
	}
	host := strings.NewReplacer(
		"%s: memref<?xf32, 22>) {", "%s: memref<?xf32, 22>, %tp: memref<?x"+ps+", 22>) {",
		"  %bM = arith.constant 16 : i32\n", "  %bM = emitasc.member %tp \"baseM\" : memref<?x"+ps+", 22>, i32\n",
		"  %bN = arith.constant 32 : i32\n", "  %bN = emitasc.member %tp \"baseN\" : memref<?x"+ps+", 22>, i32\n",
		"  %ord = arith.constant 1 : i32\n", "  %ord = emitasc.member %tp \"order\" : memref<?x"+ps+", 22>, i32\n").Replace(src)
	if host == src {
		t.Fatal("the mutation did not apply")
	}
	ca := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*M*N), Name: "c"}
	_, d = kernel(t, strings.ReplaceAll(host, "MMT", mmTy), 1, &sim.Arg{Kind: sim.ArgIn, Data: u16bytes(in.a), Name: "a"},
		&sim.Arg{Kind: sim.ArgIn, Data: u16bytes(in.b), Name: "b"}, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(in.bias...), Name: "bias"}, ca,
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4), Name: "s"},
		&sim.Arg{Kind: sim.ArgIn, Data: u32buf(16, 32, 1), Name: "tp"})
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < M*N; i++ {
		if f32at(ca.Data, i) != f32at(ref, i) {
			t.Fatalf("C[%d] = %g with the host's tiling, %g with constants", i, f32at(ca.Data, i), f32at(ref, i))
		}
	}
}

func u32buf(v ...uint32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	}
	return b
}
