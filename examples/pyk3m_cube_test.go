package examples

import "testing"

// f32 matmul at the cube's level, 3 cores of 40 rows: ND2NZ, LoadData (load_data_g2l) into
// L0A, ND2NZ in 16-row bands and LoadDataWithTranspose into L0B (ZN), Mmad with M = 40,
// N = 36 (neither a multiple of 16), Fixpipe with an L1 workspace. Small integers keep
// every f32 product and sum exact: exact.
func TestPyk3mF32MatmulTB(t *testing.T) {
	pyk3mRun(t, "pyk3m_f32_matmul_tb", "f32_matmul_tb", 3, `
r = np.random.default_rng(31)
a = r.integers(-4, 5, (120, 48)).astype(np.float32)
b = r.integers(-4, 5, (48, 36)).astype(np.float32)
inp('a', a); inp('b', b)
want('c', (a.astype(np.float64) @ b).astype(np.float32).reshape(-1), 0, 0)
`, "in:a.npy", "in:b.npy", "out:c.npy:f32:4320")
}

// Matmul API, bf16 A × Bᵀ (B given [n, k], SetTensorB(b, true)) + f32 bias on a 2×2 grid
// with SetOrgShape/SetSingleShape/SetTail (m = 70, n = 90, k = 52), Iterate/GetTensorC
// with iterateOrder 1. bf16 small integers: every product and sum exact.
func TestPyk3mMatmulBtBF16(t *testing.T) {
	pyk3mRun(t, "pyk3m_mm_bt_bf16", "mm_bt_bf16", 4, pyk3mBF16+`
m, n, k = 70, 90, 52
r = np.random.default_rng(32)
a = r.integers(-4, 5, (m, k)).astype(np.float32)
bt = r.integers(-4, 5, (n, k)).astype(np.float32)
bias = r.integers(-50, 50, n).astype(np.float32)
inp('a', bf16bits(a)); inp('b', bf16bits(bt)); inp('bias', bias)
want('c', (a.astype(np.float64) @ bt.T + bias).astype(np.float32).reshape(-1), 0, 0)
`, "in:a.npy", "in:b.npy", "in:bias.npy", "out:c.npy:f32:6300", "out:ws.npy:u8:1024", "70", "90", "52")
}

// Split-K s8 Matmul API: 4 cores each multiply a K-slice (40, 40, 40, 30 of K = 150) and
// add their 33×47 s32 product into C with IterateAll(enAtomic = 1); C starts from a residual
// (inout). Before the fix the cores' atomic adds were reported as cross-core races. Exact.
func TestPyk3mMatmulSplitKS8(t *testing.T) {
	pyk3mRun(t, "pyk3m_mm_splitk_s8", "mm_splitk_s8", 4, `
m, n, k = 33, 47, 150
r = np.random.default_rng(33)
a = r.integers(-128, 128, (m, k)).astype(np.int8)
b = r.integers(-128, 128, (k, n)).astype(np.int8)
c0 = r.integers(-10**6, 10**6, (m, n)).astype(np.int32)
inp('a', a); inp('b', b); inp('c', c0.reshape(-1))
want('c', (c0 + a.astype(np.int64) @ b.astype(np.int64)).astype(np.int32).reshape(-1))
`, "in:a.npy", "in:b.npy", "inout:c.npy", "33", "47", "150", "40")
}
