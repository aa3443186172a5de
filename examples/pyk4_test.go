package examples

import "testing"

// The pyk4_*_test.go kernels are round 4's PyAsc-form kernels: ops and type/mode variants
// that no earlier example ran end to end against numpy. They run through the asc-sim
// COMMAND with numpy inputs and references exactly as the pyk2 kernels (pyk2Run), and
// TestPyk4Cpp checks their C++.

// TestPyk4Cpp checks the C++ of every pyk4 kernel with one g++ run.
func TestPyk4Cpp(t *testing.T) { checkKernelsCpp(t, "pyk4") }

// Matmul API, bf16 A × a scalar B (SetTensorB(s): s = 0.3 rounds to bfloat16 0.30078125)
// + f32 bias, row blocks of 16 over 3 cores with a SetTail; SetQuantScalar/SetQuantVector,
// SetSelfDefineData and SetUserDefInfo on the unquantised pair, all under AscendIsAIC with
// an AscendIsAIV branch that must not run. Small integers: exact.
func TestPyk4MatmulScalarB(t *testing.T) {
	pyk2Run(t, "pyk4_mm_bscalar", "mm_bscalar", 3, `
m, k, n = 40, 72, 48
r = np.random.default_rng(401)
a = r.integers(-8, 9, (m, k)).astype(np.float32)
bias = r.integers(-50, 50, n).astype(np.float32)
inp('a', (a.view(np.uint32) >> 16).astype(np.uint16).reshape(-1)); inp('bias', bias)
inp('qv', (np.arange(n) + 3).astype(np.uint64))
s = np.float32(0.3).view(np.uint32); sb = np.uint32(((int(s) + 0x7FFF + ((int(s) >> 16) & 1)) >> 16) << 16).view(np.float32)
want('c', (a.astype(np.float64).sum(1, keepdims=True) * np.float64(sb) + bias).astype(np.float32).reshape(-1), 0, 0)
`, "in:a.npy", "in:bias.npy", "in:qv.npy", "out:c.npy:f32:1920", "40", "48", "72", "0.3", "1065353216")
}
