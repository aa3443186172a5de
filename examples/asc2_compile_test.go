package examples

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/par"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// refusedTileKernels are the tile kernels --pyasc-pipeline refuses at an op (their own
// tests check the diagnostic), which therefore have no C++ to compile.
var refusedTileKernels = map[string]bool{
	"matmul_acc_late":           true, // a cast of the accumulator stored after a later matmul_acc
	"matmul_subfractal":         true, // cube tiles smaller than a fractal
	"rms_norm_narrow":           true, // RmsNorm rows of 80 bytes
	"softmax_api_narrow":        true, // SoftMax rows of 80 bytes
	"r6_splitk_atomic":          true, // atomic_rmw of an L0C tile
	"r9_mm_ub_refused":          true, // a matmul of UB tiles
	"r9_mm_l1_prefetch_refused": true, // an L1 tile carried by a loop
}

// TestTileKernelsCompile lowers every tile kernel with PyAsc's pipeline for each SoC,
// translates it and checks the C++ with `g++ -std=c++17 -fsyntax-only` against the API
// header asc-translate writes: the C++ a user hands to CANN must at least be well formed
// (the header gave two tiling structures no members, found by this test).
func TestTileKernelsCompile(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	if err := target.WriteAPIHeaderTree(dir, all.NewContext()); err != nil {
		t.Fatal(err)
	}
	precompileHeader(gxx, filepath.Join(dir, "kernel_operator.h"))
	kernels, _ := filepath.Glob(filepath.Join("asc2", "*", "kernel.mlir"))
	if len(kernels) == 0 {
		t.Skip("no tile kernels")
	}
	type unit struct{ name, file string }
	var units []unit
	for _, k := range kernels {
		if refusedTileKernels[filepath.Base(filepath.Dir(k))] {
			continue
		}
		for _, soc := range tileSoCs {
			name := filepath.Base(filepath.Dir(k)) + "_" + soc
			_, cpp := lowerAndTranslate(t, k, soc)
			file := filepath.Join(dir, name+".cpp")
			if err := os.WriteFile(file, cpp, 0o644); err != nil {
				t.Fatal(err)
			}
			units = append(units, unit{name, file})
		}
	}
	errs := make([]string, len(units))
	par.Each(len(units), func(i int) {
		out, err := exec.Command(gxx, "-std=c++17", "-fsyntax-only", "-I", dir, units[i].file).CombinedOutput()
		if err != nil {
			errs[i] = units[i].name + ": " + firstLines(string(out), 6)
		}
	})
	for _, e := range errs {
		if e != "" {
			t.Error(e)
		}
	}
}

// precompileHeader writes header.gch beside the API header, which every translated kernel
// includes first: g++ then reads the parsed header instead of parsing its thousand lines
// again for each of the hundreds of units (a few times faster). A .gch that cannot be
// made or used is ignored by g++, which parses the header as before.
func precompileHeader(gxx, header string) {
	_ = exec.Command(gxx, "-std=c++17", "-Wno-pragma-once-outside-header", "-x", "c++-header", header, "-o", header+".gch").Run()
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}
