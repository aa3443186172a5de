package examples

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// The kernels of the asc_*_test.go files are written as PyAsc's `asc` frontend emits them
// (codegen.mlir of a PYASC_DUMP_PATH dump): ascendc IR with emitasc.ptr_offset per core,
// emitasc.init_struct parameter structures, TQue/TBuf or fixed-address tensors and no
// synchronisation of their own. Each test takes one through what PyAsc does for each SoC
// of tileSoCs (`pyasc-pipeline`, which inserts set_flag/wait_flag on c220, get_buf/rls_buf
// on c310 and the FFTS address parameter on c220), checks that the translated C++ is
// accepted by `g++ -std=c++17 -fsyntax-only` against asc-translate's API header, simulates
// it and compares with a Go reference.

// lowerAsc lowers <name>/kernel.mlir for soc and checks its C++.
func lowerAsc(t *testing.T, name, soc string) *ir.Operation {
	t.Helper()
	m, cpp := lowerAndTranslate(t, filepath.Join(name, "kernel.mlir"), soc)
	checkCpp(t, name+"_"+soc, cpp, bytes.Contains(cpp, []byte("AscendC::Matmul<")))
	return m
}

var (
	apiHeaderOnce sync.Once
	apiHeaderDir  string
	apiHeaderErr  error
)

// checkCpp runs g++ -fsyntax-only on translated C++ with asc-translate's API headers.
func checkCpp(t *testing.T, name string, cpp []byte, matmul bool) {
	t.Helper()
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Log("g++ not found: C++ not checked")
		return
	}
	apiHeaderOnce.Do(func() {
		apiHeaderDir, apiHeaderErr = os.MkdirTemp("", "asc-api-header")
		for which, p := range map[string]string{target.CoreHeader: "kernel_operator.h", target.MatmulHeader: target.MatmulHeaderPath} {
			var hdr bytes.Buffer
			if apiHeaderErr == nil {
				apiHeaderErr = target.WriteAPIHeader(&hdr, all.NewContext(), which)
			}
			if apiHeaderErr == nil {
				apiHeaderErr = os.MkdirAll(filepath.Dir(filepath.Join(apiHeaderDir, p)), 0o755)
			}
			if apiHeaderErr == nil {
				apiHeaderErr = os.WriteFile(filepath.Join(apiHeaderDir, p), hdr.Bytes(), 0o644)
			}
		}
	})
	if apiHeaderErr != nil {
		t.Fatal(apiHeaderErr)
	}
	file := filepath.Join(t.TempDir(), strings.ReplaceAll(name, "/", "_")+".cpp")
	if err := os.WriteFile(file, cpp, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-std=c++17", "-fsyntax-only", "-I", apiHeaderDir, "-include", "kernel_operator.h"}
	if matmul {
		args = append(args, "-include", target.MatmulHeaderPath)
	}
	if out, err := exec.Command(gxx, append(args, file)...).CombinedOutput(); err != nil {
		t.Errorf("g++ rejects the C++ of %s:\n%s", name, out)
	}
}

// forSoCs lowers <name>/kernel.mlir for each SoC of tileSoCs and calls f in a subtest
// with the SoC and the lowered module.
func forSoCs(t *testing.T, name string, f func(t *testing.T, soc string, m *ir.Operation)) {
	t.Helper()
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			f(t, soc, lowerAsc(t, name, soc))
		})
	}
}

// archSuffix names the entry of a kernel written once per cube architecture.
func archSuffix(soc string) string {
	if strings.HasPrefix(soc, "Ascend950") || strings.HasPrefix(soc, "Ascend910_95") {
		return "_c310"
	}
	return "_c220"
}

// runAsc simulates a lowered kernel on its SoC's chip model and fails on any diagnostic.
func runAsc(t *testing.T, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) {
	t.Helper()
	runTile(t, m, entry, blockDim, args...)
}
