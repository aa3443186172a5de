package examples

import "testing"

// The pyk3v_*_test.go kernels are round 3's vector kernels in PyAsc's emitted form, each
// using vector APIs or forms (fused relu/cast, AddDeqRelu, Compare-to-register, bit ops
// at L1/L2, reductions with an index, Gather/Scatter L1, region proposals, ...) that no
// earlier example runs. They go through the asc-sim COMMAND with numpy inputs and
// references exactly as the pyk2 kernels (pyk2Run), and TestPyk3vCpp checks their C++.

// pyk3vRun runs one pyk3v kernel: python writes the inputs and references (gen), asc-sim
// runs the kernel on cores cores with args, python compares.
func pyk3vRun(t *testing.T, name, entry string, cores int, gen string, args ...string) {
	t.Helper()
	pyk2Run(t, name, entry, cores, gen, args...)
}

// TestPyk3vCpp checks the C++ of every pyk3v kernel with one g++ run.
func TestPyk3vCpp(t *testing.T) { checkKernelsCpp(t, "pyk3v") }
