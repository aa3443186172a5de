package examples

import "testing"

// The pyk3m_*_test.go kernels (round 3, data movement, cube, Matmul API and the framework
// and system calls) run exactly as the pyk2 ones and as the held-out "real PyAsc kernel"
// check: numpy writes the inputs and references, the asc-sim COMMAND runs the kernel with
// `--arg in:x.npy ... --arg out:z.npy:DTYPE:N`, numpy compares (pyk2Run); each kernel is
// also translated, and TestPyk3mCpp checks all their C++ with one g++ run.

// pyk3mRun is pyk2Run for the kernel examples/<name>/kernel.mlir.
func pyk3mRun(t *testing.T, name, entry string, cores int, gen string, args ...string) {
	t.Helper()
	pyk2Run(t, name, entry, cores, gen, args...)
}

// pyk3mBF16 is the python helper the bf16 cases share: the upper 16 bits of float32
// values that bfloat16 holds exactly (asc-sim takes a u16 file for a bf16 parameter).
const pyk3mBF16 = `
def bf16bits(x):
    x = np.asarray(x, np.float32)
    assert (((x.view(np.uint32)) & 0xFFFF) == 0).all(), 'not exact in bfloat16'
    return (x.view(np.uint32) >> 16).astype(np.uint16)
`

// TestPyk3mCpp checks the C++ of every pyk3m kernel with one g++ run.
func TestPyk3mCpp(t *testing.T) { checkKernelsCpp(t, "pyk3m") }
