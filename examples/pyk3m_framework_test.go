package examples

import "testing"

// Column max (i16), min (i32) and sum (f16) by GM atomics over 100 rows split 3 per core
// on 48 cores (the last 15 cores without rows): SetAtomicMax/Min, SetStoreAtomicConfig
// re-typed by SetAtomicType<half>, GetStoreAtomicConfig stored by SetValue. Exact (the f16
// sums are small integers).
func TestPyk3mAtomicColReduce(t *testing.T) {
	pyk3mRun(t, "pyk3m_atomic_colreduce", "atomic_colreduce", 48, `
R = 100
r = np.random.default_rng(34)
x = r.integers(-32768, 32768, (R, 48)).astype(np.int16)
y = r.integers(-2**31, 2**31 - 1, (R, 24), dtype=np.int64).astype(np.int32)
z = r.integers(-8, 9, (R, 32)).astype(np.float16)
inp('x', x); inp('y', y); inp('z', z)
inp('xmax', np.full(48, -32768, np.int16)); inp('ymin', np.full(24, 2**31 - 1, np.int32)); inp('zsum', np.zeros(32, np.float16))
want('xmax', x.max(0)); want('ymin', y.min(0))
want('zsum', z.astype(np.float64).sum(0).astype(np.float16), 0, 0)
want('cfg', np.array([2, 0], np.uint16))  # (ATOMIC_F16, ATOMIC_SUM)
`, "in:x.npy", "in:y.npy", "in:z.npy", "inout:xmax.npy", "inout:ymin.npy", "inout:zsum.npy", "out:cfg.npy:u16:2", "100", "3")
}

// Two operators in one kernel with TPipe::Reset between them (each phase needs most of
// UB), 5 cores over 50000 f32 (10240 each, the last 9040): y = 2x through TQues, z = x + 1
// through a TBuf of a sub-pool; the queue queries in q. Before the fix Reset was a no-op
// and the second phase was refused for capacity. Exact.
func TestPyk3mPipePhases(t *testing.T) {
	pyk3mRun(t, "pyk3m_pipe_phases", "pipe_phases", 5, `
n = 50000
r = np.random.default_rng(35)
x = r.uniform(-9, 9, n).astype(np.float32)
inp('x', x)
want('y', x * np.float32(2), 0, 0); want('z', x + np.float32(1), 0, 0)
want('q', np.ones(20, np.int32))  # per core: 1 in queue, has one, vacant (depth 2), one idle buffer
`, "in:x.npy", "out:y.npy:f32:50000", "out:z.npy:f32:50000", "out:q.npy:i32:20", "50000", "10240")
}

// DataCopyPad both ways with gaps on both sides: f32 rows of 80 B into UB with a gap block
// after each (dstStride 1) and back to GM reading that layout (srcStride 1 block) with
// 12 B between rows in GM; f16 rows of 26 B right-padded (isPad, -7) to 32 B, out padded
// and ×3. 8 cores over 37 rows (5 each, the last 2). Exact.
func TestPyk3mPadGaps(t *testing.T) {
	pyk3mRun(t, "pyk3m_pad_gaps", "pad_gaps", 8, `
R = 37
r = np.random.default_rng(39)
x = r.uniform(-9, 9, (R, 20)).astype(np.float32)
h = r.integers(-50, 50, (R, 13)).astype(np.float16)
inp('x', x); inp('h', h)
y = np.zeros((R, 23), np.float32); y[:, :20] = x
want('y', y.reshape(-1), 0, 0)
hp = np.full((R, 16), -7, np.float16); hp[:, :13] = h
want('hp', hp.reshape(-1), 0, 0)
want('hs', (h * np.float16(3)).reshape(-1), 0, 0)
`, "in:x.npy", "in:h.npy", "out:y.npy:f32:851", "out:hp.npy:f16:592", "out:hs.npy:f16:481", "37", "5")
}

// y = x + sum(x) with a mode-0 cross-core flag as the barrier between the partial sums
// and their total, 32 cores over 40000 f32 (1256 each, the last 1064). Before the fix a
// mode-0 wait consumed any one set, so reading the other cores' partials was reported as
// a race. Integer inputs: exact.
func TestPyk3mXcoreShift(t *testing.T) {
	pyk3mRun(t, "pyk3m_xcore_shift", "xcore_shift", 32, `
n = 40000
r = np.random.default_rng(41)
x = r.integers(-100, 101, n).astype(np.float32)
inp('x', x)
want('y', (x + np.float32(x.astype(np.float64).sum())).astype(np.float32), 0, 0)
`, "in:x.npy", "out:partials.npy:f32:256", "out:y.npy:f32:40000", "40000", "1256")
}

// A LocalTensor built from an address (LocalTensor(VECCALC, GetPhyAddr() + 1024, 256)) as
// the destination of |x|, read back through the TBuf's own tensor at element 256; per
// core GetPosition (VECCALC = 11) of both, GetSize of the view before and after
// SetSize(64). 6 cores over 29 rows of 64 (5 each, the last 4). Exact.
func TestPyk3mLocalViews(t *testing.T) {
	pyk3mRun(t, "pyk3m_local_views", "local_views", 6, `
R = 29
r = np.random.default_rng(44)
x = r.uniform(-9, 9, (R, 64)).astype(np.float32)
inp('x', x)
want('y', np.abs(x).reshape(-1), 0, 0)
want('info', np.tile(np.array([11, 11, 256, 64], np.int32), 6))
`, "in:x.npy", "out:y.npy:f32:1856", "out:info.npy:i32:24", "29", "5")
}

// Chunks rotated by one core through the system workspace (SetSysWorkspace,
// GetSysWorkSpacePtr) with a mode-0 FFTS flag as the barrier, and the prologue calls
// (InitSocState, ICachePreLoad, SetL2CacheHint, DataCachePreload, DataSyncBarrier,
// GetSubBlockIdx/Num, GetSize of a sized GlobalTensor). 7 cores of 1000 f32. Exact.
func TestPyk3mSysRotate(t *testing.T) {
	pyk3mRun(t, "pyk3m_sys_rotate", "sys_rotate", 7, `
C, L = 7, 1000
r = np.random.default_rng(45)
x = r.uniform(-9, 9, C * L).astype(np.float32)
inp('x', x)
want('y', np.roll(x.reshape(C, L), -1, axis=0).reshape(-1), 0, 0)
want('sizes', np.full(C, L, np.int32))
`, "in:x.npy", "out:ws.npy:f32:7000", "out:y.npy:f32:7000", "out:sizes.npy:i32:7", "1000")
}
