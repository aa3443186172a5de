package examples

import "testing"

// An ordered scan over 9 cores with WaitPreBlock/NotifyNextBlock, tiles from a TBufPool,
// event ids from FetchEventID/AllocEventID; small integers keep every sum exact. The
// cross-core race check would report the read-modify-write of acc if the chain did not
// order it.
func TestPyk2BlockChain(t *testing.T) {
	pyk2Run(t, "pyk2_block_chain", "block_chain", 9, `
C = 9
r = np.random.default_rng(12)
x = r.integers(-20, 21, (C, 64)).astype(np.float32)
acc = np.zeros(8, np.float32); acc[0] = 1000; acc[1:] = np.arange(1, 8)
inp('x', x); inp('acc', acc)
sums = x.sum(1)
pre = np.zeros((C, 8), np.float32)
run = acc.copy()
for c in range(C):
    pre[c] = run
    run = run.copy(); run[0] += sums[c]
want('pre', pre.reshape(-1), 0, 0)
want('acc', run, 0, 0)
`, "in:x.npy", "inout:acc.npy", "out:pre.npy:f32:72", "out:ws.npy:i32:64")
}
