package semantics

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// The cube kernels of matmul_kernel.go must give, bit for bit, what the plain triple loops
// they replaced gave. The references below are those loops as they were (Matmul API's
// mmCompute and Mmad's inline loops); the inputs are random bit patterns (NaN, infinities,
// subnormals, bf16 products that overflow or underflow float32), random small values whose
// sums cancel, and shapes on both sides of the kernels' 4-row and 128-column blocks.

func mmComputeRef(A, B, bias []byte, m, n, k int64, ty mmTypes) []float64 {
	acc := make([]float64, m*n)
	if !ty.a.IsFloat() {
		for i := int64(0); i < m; i++ {
			for j := int64(0); j < n; j++ {
				var s int64
				if bias != nil {
					s = sim.LoadI(bias, int(j), ty.bias)
				}
				for x := int64(0); x < k; x++ {
					s += sim.LoadI(A, int(i*k+x), ty.a) * sim.LoadI(B, int(x*n+j), ty.a)
				}
				acc[i*n+j] = float64(int32(s))
			}
		}
		return acc
	}
	av := make([]float32, k)
	for i := int64(0); i < m; i++ {
		for x := int64(0); x < k; x++ {
			av[x] = float32(sim.Load(A, int(i*k+x), ty.a))
		}
		for j := int64(0); j < n; j++ {
			var s float32
			if bias != nil {
				s = float32(sim.Load(bias, int(j), ty.bias))
			}
			for x := int64(0); x < k; x++ {
				s += float32(av[x] * float32(sim.Load(B, int(x*n+j), ty.a)))
			}
			acc[i*n+j] = float64(s)
		}
	}
	return acc
}

func mmadRef(A, B, C []byte, m, n, k int64, ad, cd sim.DType, init bool, aIdx func(i, kk int64) int, bIdx func(kk, j int64) int, cIdx func(i, j int64) int) {
	if cd.IsFloat() {
		av := make([]float32, k)
		for i := int64(0); i < m; i++ {
			for kk := int64(0); kk < k; kk++ {
				av[kk] = float32(sim.Load(A, aIdx(i, kk), ad))
			}
			for j := int64(0); j < n; j++ {
				var acc float32
				if !init {
					acc = float32(sim.Load(C, cIdx(i, j), cd))
				}
				for kk := int64(0); kk < k; kk++ {
					acc += float32(av[kk] * float32(sim.Load(B, bIdx(kk, j), ad)))
				}
				sim.Store(C, cIdx(i, j), cd, float64(acc))
			}
		}
		return
	}
	for i := int64(0); i < m; i++ {
		for j := int64(0); j < n; j++ {
			var acc int64
			if !init {
				acc = sim.LoadI(C, cIdx(i, j), cd)
			}
			for kk := int64(0); kk < k; kk++ {
				acc += sim.LoadI(A, aIdx(i, kk), ad) * sim.LoadI(B, bIdx(kk, j), ad)
			}
			sim.StoreI(C, cIdx(i, j), cd, int64(int32(acc)))
		}
	}
}

// randRaw fills n elements of type d: mode 0 any bit pattern, 1 small values (sums that
// cancel), 2 a mix with a few specials.
func randRaw(r *rand.Rand, n int, d sim.DType, mode int) []byte {
	b := make([]byte, n*d.Size())
	for i := 0; i < n; i++ {
		m := mode
		if m == 2 {
			m = r.Intn(8) / 7 // mostly small values, one in eight any pattern
			m = 1 - m
		}
		switch {
		case m == 0:
			for q := 0; q < d.Size(); q++ {
				b[i*d.Size()+q] = byte(r.Intn(256))
			}
		case d.IsFloat():
			sim.Store(b, i, d, math.Ldexp(r.Float64()*2-1, r.Intn(12)-6))
		default:
			sim.StoreI(b, i, d, int64(r.Intn(256)-128))
		}
	}
	return b
}

func TestMatmulKernelsBitExact(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	types := []mmTypes{{sim.F16, sim.F32, sim.F32}, {sim.F16, sim.F16, sim.F16}, {sim.BF16, sim.F32, sim.F32},
		{sim.BF16, sim.BF16, sim.BF16}, {sim.I8, sim.I32, sim.I32}}
	shapes := [][3]int64{{1, 1, 1}, {3, 5, 7}, {4, 128, 16}, {5, 129, 33}, {9, 300, 64}, {17, 257, 100}, {8, 16, 512}}
	for _, ty := range types {
		for _, s := range shapes {
			for mode := 0; mode < 3; mode++ {
				m, n, k := s[0], s[1], s[2]
				A, B := randRaw(r, int(m*k), ty.a, mode), randRaw(r, int(k*n), ty.a, mode)
				var bias []byte
				if mode != 1 {
					bias = randRaw(r, int(n), ty.bias, mode)
				}
				want, got := mmComputeRef(A, B, bias, m, n, k, ty), mmCompute(A, B, bias, m, n, k, ty)
				for i := range want {
					if math.Float64bits(want[i]) != math.Float64bits(got[i]) {
						t.Fatalf("%v %dx%dx%d mode %d: element %d is %#x, want %#x", ty, m, n, k, mode, i,
							math.Float64bits(got[i]), math.Float64bits(want[i]))
					}
				}
			}
		}
	}
}

func TestMmadKernelBitExact(t *testing.T) {
	r := rand.New(rand.NewSource(18))
	shapes := [][3]int64{{1, 1, 1}, {16, 16, 16}, {5, 33, 40}, {31, 129, 17}, {48, 160, 96}}
	for _, p := range []struct{ a, c sim.DType }{{sim.F16, sim.F32}, {sim.BF16, sim.F32}, {sim.F32, sim.F32}, {sim.I8, sim.I32}} {
		es := int64(p.a.Size())
		k0 := c0(es)
		for _, s := range shapes {
			m, n, k := s[0], s[1], s[2]
			M1, N1, K1 := cdiv(m, 16), cdiv(n, 16), cdiv(k, k0)
			for _, colFrac := range []bool{false, true} {
				aIdx := func(i, kk int64) int { return int(((i/16)*K1+kk/k0)*16*k0 + (i%16)*k0 + kk%k0) }
				if colFrac {
					aIdx = func(i, kk int64) int { return int(((kk/k0)*M1+i/16)*16*k0 + (i%16)*k0 + kk%k0) }
				}
				bIdx := func(kk, j int64) int { return int(((kk/k0)*N1+j/16)*16*k0 + (j%16)*k0 + kk%k0) }
				cIdx := func(i, j int64) int { return int(((j/16)*M1+i/16)*256 + (i%16)*16 + j%16) }
				for mode := 0; mode < 3; mode++ {
					for _, init := range []bool{true, false} {
						A := randRaw(r, int(M1*K1*16*k0), p.a, mode)
						B := randRaw(r, int(K1*N1*16*k0), p.a, mode)
						C := randRaw(r, int(M1*N1*256), p.c, mode)
						want := append([]byte(nil), C...)
						mmadRef(A, B, want, m, n, k, p.a, p.c, init, aIdx, bIdx, cIdx)
						mmadCompute(A, B, C, m, n, k, p.a, p.c, init, aIdx, bIdx, cIdx)
						for i := 0; i < len(C); i += 4 {
							if binary.LittleEndian.Uint32(C[i:]) != binary.LittleEndian.Uint32(want[i:]) {
								t.Fatalf("%s→%s %dx%dx%d init %v mode %d: word %d is %#x, want %#x", p.a, p.c, m, n, k, init, mode, i/4,
									binary.LittleEndian.Uint32(C[i:]), binary.LittleEndian.Uint32(want[i:]))
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkMatmulKernel is one core's share of calibration row R10 scaled down: a 64-row
// slice of a 512 × 640 block over K = 2560, f16 in, f32 out.
func BenchmarkMatmulKernel(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	const m, n, k = 64, 640, 2560
	ty := mmTypes{sim.F16, sim.F32, sim.F32}
	A, B := randRaw(r, m*k, sim.F16, 1), randRaw(r, k*n, sim.F16, 1)
	b.SetBytes(m * n * k) // "bytes" are MACs
	for i := 0; i < b.N; i++ {
		mmCompute(A, B, nil, m, n, k, ty)
	}
}

func BenchmarkMatmulKernelRef(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	const m, n, k = 8, 640, 2560
	ty := mmTypes{sim.F16, sim.F32, sim.F32}
	A, B := randRaw(r, m*k, sim.F16, 1), randRaw(r, k*n, sim.F16, 1)
	b.SetBytes(m * n * k)
	for i := 0; i < b.N; i++ {
		mmComputeRef(A, B, nil, m, n, k, ty)
	}
}
