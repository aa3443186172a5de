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

// Stride-2 "same"-padded 3×3 convolution of two 32-channel 9×9 images (one per core) as
// img2col + Mmad: the generic LoadData with LoadData3DParamsV2 after the load-3D register
// setters (SetFmatrix, SetLoadDataPaddingValue, SetLoadDataBoundary, SetLoadDataRepeat),
// M = Ho·Wo = 25. numpy builds NC1HWC0 and FRACTAL_Z; small integers: exact.
func TestPyk3mConvS2(t *testing.T) {
	pyk3mRun(t, "pyk3m_conv_s2", "conv_s2", 2, `
B, C, H, W, N, KH, KW = 2, 32, 9, 9, 32, 3, 3
r = np.random.default_rng(36)
x = r.integers(-2, 3, (B, C, H, W)).astype(np.float32)
f = r.integers(-2, 3, (N, C, KH, KW)).astype(np.float32)
inp('x', x.reshape(B, C // 16, 16, H, W).transpose(0, 1, 3, 4, 2).astype(np.float16).reshape(-1))
inp('w', f.reshape(N // 16, 16, C // 16, 16, KH, KW).transpose(2, 4, 5, 0, 1, 3).astype(np.float16).reshape(-1))
xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1))).astype(np.float64)
y = np.zeros((B, 5, 5, N))
for oy in range(5):
    for ox in range(5):
        y[:, oy, ox, :] = np.einsum('bcij,ncij->bn', xp[:, :, 2*oy:2*oy+3, 2*ox:2*ox+3], f)
want('y', y.astype(np.float32).reshape(-1), 0, 0)
`, "in:x.npy", "in:w.npy", "out:y.npy:f32:1600")
}

// Batched bf16 matmul with A transposed (LayoutMode NORMAL, [batch, k, m]) and C in bf16
// (the f32 accumulator rounded to nearest even), 7 batches over 3 cores (3, 3, 1), each
// core SetBatchNum(cnt, cnt) and IterateBatch without batch counts. Integers up to 15·15·40
// make most results need the rounding; numpy rounds the exact f32 sums: exact.
func TestPyk3mBmmTaBF16(t *testing.T) {
	pyk3mRun(t, "pyk3m_bmm_ta_bf16", "bmm_ta_bf16", 3, pyk3mBF16+`
B, m, n, k = 7, 20, 24, 40
r = np.random.default_rng(38)
at = r.integers(-15, 16, (B, k, m)).astype(np.float32)
b = r.integers(-15, 16, (B, k, n)).astype(np.float32)
inp('a', bf16bits(at)); inp('b', bf16bits(b))
acc = np.einsum('bkm,bkn->bmn', at.astype(np.float64), b).astype(np.float32)
u = acc.view(np.uint32).astype(np.uint64)
want('c', ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16).reshape(-1))
`, "in:a.npy", "in:b.npy", "out:c.npy:u16:3360", "7", "3", "20", "24", "40")
}

// f16 Mmad (48×48×32 per core, 2 cores) written by Fixpipe twice, with FixpipeParamsV220
// set by member name and quantPre from a QuantMode_t construct as PyAsc's store_fixpipe
// lowering emits: F322F16 with reluEn, row major, nSize 45 of 48 (3 columns untouched);
// F322BF16 in the NZ layout. numpy accumulates in float32 in K order (the model's
// documented order) and rounds to nearest even: exact.
func TestPyk3mFixpipeQuant(t *testing.T) {
	pyk3mRun(t, "pyk3m_fixpipe_quant", "fixpipe_quant", 2, `
C = 2; m = 48 * C
r = np.random.default_rng(40)
a = r.uniform(-2, 2, (m, 32)).astype(np.float16)
b = r.uniform(-2, 2, (32, 48)).astype(np.float16)
inp('a', a); inp('b', b)
acc = np.zeros((m, 48), np.float32)
for kk in range(32):
    acc = (acc + a[:, kk:kk+1].astype(np.float32) * b[kk:kk+1, :].astype(np.float32)).astype(np.float32)
y = np.zeros((m, 48), np.float16); y[:, :45] = np.maximum(acc[:, :45], 0).astype(np.float16)
want('y', y.reshape(-1), 0, 0)
u = acc.view(np.uint32).astype(np.uint64)
zb = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
want('z', zb.reshape(C, 48, 3, 16).transpose(0, 2, 1, 3).reshape(-1))
`, "in:a.npy", "in:b.npy", "out:y.npy:f16:4608", "out:z.npy:u16:4608")
}

// s8 × s8 → s32 at the cube's level, 3 cores (one A batch each, B shared): A in ZZ order
// straight from GM into L0A (load_data_g2l), B in NZ into L1 by DataCopy with default
// DataCopyEnhancedParams, then LoadDataWithTranspose's 32×32 s8 squares into L0B's ZN
// layout. numpy lays out the fractals; exact.
func TestPyk3mS8CubeDirect(t *testing.T) {
	pyk3mRun(t, "pyk3m_s8_cube_direct", "s8_cube_direct", 3, `
Bt = 3; m, k, n = 32, 64, 64
r = np.random.default_rng(42)
a = r.integers(-128, 128, (Bt, m, k)).astype(np.int8)
b = r.integers(-128, 128, (k, n)).astype(np.int8)
inp('a', a.reshape(Bt, m // 16, 16, k // 32, 32).transpose(0, 1, 3, 2, 4).reshape(-1))  # ZZ
inp('b', b.reshape(k // 16, 16, n // 32, 32).transpose(2, 0, 1, 3).reshape(-1))  # NZ
want('c', (a.astype(np.int64) @ b.astype(np.int64)).astype(np.int32).reshape(-1))
`, "in:a.npy", "in:b.npy", "out:c.npy:i32:6144")
}

// Matmul API with A a scalar (SetTensorA(0.5 as half)): C = 0.5·colsum(B) + bias broadcast
// to every row, column blocks of 32 over 4 cores (the last 4 wide, SetTail with -1 for
// the dimensions kept). Small integers: exact.
func TestPyk3mMatmulScalarA(t *testing.T) {
	pyk3mRun(t, "pyk3m_mm_scalar_a", "mm_scalar_a", 4, `
m, k, n = 24, 72, 100
r = np.random.default_rng(43)
b = r.integers(-8, 9, (k, n)).astype(np.float16)
bias = r.integers(-50, 50, n).astype(np.float32)
inp('b', b); inp('bias', bias)
want('c', np.broadcast_to(0.5 * b.astype(np.float64).sum(0) + bias, (m, n)).astype(np.float32).reshape(-1), 0, 0)
`, "in:b.npy", "in:bias.npy", "out:c.npy:f32:2400", "24", "100", "72", "0.5")
}
