package semantics

import sim "github.com/ascend-toolchain/asc/simulator"

// The numeric kernels of the cube: Mmad (ascendc_cube.go) and the Matmul API
// (matmul_iterate.go, matmul_tile.go) both compute C = C0 + A·B with, for every element,
// the products added in K ascending order to a running sum: float32 for 16-bit and 32-bit
// float inputs (each product rounded to float32 before the add, no fused multiply-add),
// int64 for s8 (wrapped to int32 by the caller). The kernels below do exactly those
// operations in exactly that order per element; they only choose which elements advance
// together (a few rows of A against a strip of B's columns), so the per-element chain of
// roundings is the one a plain triple loop gives, bit for bit
// (TestMatmulKernelsBitExact keeps the triple loop as its reference).
//
// NaNs: when both operands of a float32 multiply or add are NaN, x86 keeps the first
// one, and which operand comes first is the Go compiler's choice. The triple loop kept
// B's NaN in a product and the product's in a sum. Without NaN inputs every NaN that
// arises is the one default NaN (0·inf, inf−inf), so any order gives the same bits; with
// NaN inputs mmF32 takes mmF32NaN, which makes that choice explicit.

// mmStrip is the number of C columns one pass of mmF32/mmInt keeps in flight: 4 rows ×
// 128 float32 accumulators stay in the first-level cache while a K-long panel of B
// streams past them.
const mmStrip = 128

// f32Of converts n elements of raw data of type d to float32 the way the triple loop
// did, through sim.Load's float64 (which also quiets a signalling NaN the same way).
func f32Of(raw []byte, n int, d sim.DType) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32(sim.Load(raw, i, d))
	}
	return out
}

// i64Of converts n elements of raw integer data of type d.
func i64Of(raw []byte, n int, d sim.DType) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = sim.LoadI(raw, i, d)
	}
	return out
}

// mmF32 adds A·B to acc: acc is m×n, A m×k, B k×n, all row major. For every (i, j):
// acc[i][j] = (…((acc[i][j] + r(A[i][0]·B[0][j])) + r(A[i][1]·B[1][j])) …), r rounding
// the product to float32.
func mmF32(A, B, acc []float32, m, n, k int) {
	if hasNaN(A) || hasNaN(B) || hasNaN(acc) {
		mmF32NaN(A, B, acc, m, n, k)
		return
	}
	for j0 := 0; j0 < n; j0 += mmStrip {
		j1 := min(j0+mmStrip, n)
		i := 0
		for ; i+4 <= m; i += 4 {
			mmF32Rows4(A[i*k:(i+4)*k], B, acc[i*n:(i+4)*n], n, k, j0, j1)
		}
		for ; i < m; i++ {
			c := acc[i*n+j0 : i*n+j1]
			a := A[i*k : (i+1)*k]
			for x, p := range a {
				b := B[x*n+j0 : x*n+j1]
				c := c[:len(b)]
				for j, bv := range b {
					// The conversion rounds the product and keeps the compiler from
					// fusing multiply and add.
					c[j] += float32(p * bv)
				}
			}
		}
	}
}

// mmF32Rows4 is mmF32 for four rows of A (a: 4×k) and the columns [j0, j1) of C (c: 4×n).
func mmF32Rows4(a, B, c []float32, n, k, j0, j1 int) {
	a0, a1, a2, a3 := a[:k], a[k:2*k], a[2*k:3*k], a[3*k:4*k]
	c0, c1, c2, c3 := c[j0:j1], c[n+j0:n+j1], c[2*n+j0:2*n+j1], c[3*n+j0:3*n+j1]
	for x := 0; x < k; x++ {
		p0, p1, p2, p3 := a0[x], a1[x], a2[x], a3[x]
		b := B[x*n+j0 : x*n+j1]
		c0, c1, c2, c3 := c0[:len(b)], c1[:len(b)], c2[:len(b)], c3[:len(b)]
		for j, bv := range b {
			c0[j] += float32(p0 * bv)
			c1[j] += float32(p1 * bv)
			c2[j] += float32(p2 * bv)
			c3[j] += float32(p3 * bv)
		}
	}
}

func hasNaN(v []float32) bool {
	for _, x := range v {
		if x != x {
			return true
		}
	}
	return false
}

// mmF32NaN is mmF32 element by element with the NaN each operation keeps stated: a
// product keeps B's NaN over A's, a sum the product's over the accumulator's. All NaNs
// here are quiet (the inputs came through float64, see f32Of).
func mmF32NaN(A, B, acc []float32, m, n, k int) {
	for i := 0; i < m; i++ {
		a := A[i*k : (i+1)*k]
		for j := 0; j < n; j++ {
			s := acc[i*n+j]
			for x, p := range a {
				q := B[x*n+j]
				if q == q {
					if p != p {
						q = p
					} else {
						q = float32(q * p)
					}
				}
				switch {
				case q != q:
					s = q
				case s == s:
					s = float32(q + s)
				}
			}
			acc[i*n+j] = s
		}
	}
}

// mmInt adds A·B to acc in int64 (exact: the caller wraps to int32).
func mmInt(A, B, acc []int64, m, n, k int) {
	for j0 := 0; j0 < n; j0 += mmStrip {
		j1 := min(j0+mmStrip, n)
		for i := 0; i < m; i++ {
			c := acc[i*n+j0 : i*n+j1]
			for x, p := range A[i*k : (i+1)*k] {
				b := B[x*n+j0 : x*n+j1]
				c := c[:len(b)]
				for j, bv := range b {
					c[j] += p * bv
				}
			}
		}
	}
}
