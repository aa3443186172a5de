package examples

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The pyk2_*_test.go kernels are run the way the held-out "real PyAsc kernel" check runs
// them: numpy (python3) writes the inputs as .npy files and the expected outputs, the
// asc-sim COMMAND runs the kernel with `--arg in:x.npy ... --arg out:z.npy:f32:N`, and
// numpy compares what it wrote with the references. Each kernel is also translated
// (asc-translate --mlir-to-ascendc) and its C++ checked by g++ in TestPyk2Cpp.

// pyk2Prelude is prepended to every case's python: inp saves an input, want saves a
// reference with its tolerances (|got - want| <= atol + rtol·|want|, numpy's allclose), and
// check, run after the simulation, compares every reference with the file asc-sim wrote.
const pyk2Prelude = `
import sys, os, json
import numpy as np
D = sys.argv[2]
TOL = {}
def inp(name, a):
    np.save(os.path.join(D, name + '.npy'), a)
def want(name, a, atol=1e-6, rtol=1e-4):
    np.save(os.path.join(D, name + '.want.npy'), a)
    TOL[name] = (atol, rtol)
def check():
    tol = json.load(open(os.path.join(D, 'tol.json')))
    bad = 0
    for name, (atol, rtol) in sorted(tol.items()):
        w = np.load(os.path.join(D, name + '.want.npy'))
        g = np.load(os.path.join(D, name + '.npy'))
        if g.dtype != w.dtype or g.size != w.size:
            print('%s: got %s[%d], want %s[%d]' % (name, g.dtype, g.size, w.dtype, w.size)); bad += 1; continue
        g, w = g.reshape(-1), w.reshape(-1)
        if np.issubdtype(w.dtype, np.floating):
            g64, w64 = g.astype(np.float64), w.astype(np.float64)
            ok = (np.abs(g64 - w64) <= atol + rtol * np.abs(w64)) | ((g64 == w64) | (np.isnan(g64) & np.isnan(w64)))
        else:
            ok = g == w
        idx = np.nonzero(~ok)[0]
        if idx.size:
            bad += 1
            print('%s: %d of %d differ, first at %s: got %s want %s' % (name, idx.size, w.size, idx[:8].tolist(), g[idx[:8]].tolist(), w[idx[:8]].tolist()))
    sys.exit(1 if bad else 0)
if sys.argv[1] == 'check':
    check()
`

// pyk2Tail saves the tolerances after the case's generator ran.
const pyk2Tail = `
json.dump(TOL, open(os.path.join(D, 'tol.json'), 'w'))
`

var (
	pyk2Once   sync.Once
	pyk2Sim    string
	pyk2Python string
	pyk2Err    string
)

// TestMain removes the asc-sim binary pyk2Tools built once the package's tests are done.
func TestMain(m *testing.M) {
	code := m.Run()
	if pyk2Sim != "" {
		os.RemoveAll(filepath.Dir(pyk2Sim))
	}
	os.Exit(code)
}

// pyk2Tools builds asc-sim once into a temporary directory and finds a python3 with numpy.
func pyk2Tools(t *testing.T) (asc, py string) {
	t.Helper()
	pyk2Once.Do(func() {
		for _, p := range []string{"/usr/bin/python3", "python3"} {
			if path, err := exec.LookPath(p); err == nil && exec.Command(path, "-c", "import numpy").Run() == nil {
				pyk2Python = path
				break
			}
		}
		if pyk2Python == "" {
			pyk2Err = "no python3 with numpy"
			return
		}
		dir, err := os.MkdirTemp("", "pyk2-asc-sim")
		if err != nil {
			pyk2Err = err.Error()
			return
		}
		pyk2Sim = filepath.Join(dir, "asc-sim")
		if out, err := exec.Command("go", "build", "-o", pyk2Sim, "github.com/ascend-toolchain/asc/cmd/asc-sim").CombinedOutput(); err != nil {
			pyk2Err = "building asc-sim: " + err.Error() + "\n" + string(out)
		}
	})
	if pyk2Python == "" {
		t.Skip("python3 with numpy not found: the numpy-checked pyk2 kernels are skipped")
	}
	if pyk2Err != "" {
		t.Fatal(pyk2Err)
	}
	return pyk2Sim, pyk2Python
}

// pyk2Run generates the inputs and references of one kernel with python (gen), runs
// `asc-sim run <name>/kernel.mlir --entry entry --block-dim cores --arg ...` in that
// directory, and has python compare the outputs. It also translates the kernel.
func pyk2Run(t *testing.T, name, entry string, cores int, gen string, args ...string) {
	t.Helper()
	pykTranslate(t, name, load(t, name))
	kernel, err := filepath.Abs(filepath.Join(name, "kernel.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	pyk2RunFile(t, name, kernel, entry, cores, gen, args...)
}

// pyk2RunFile is pyk2Run's simulation and comparison for the kernel file at the absolute
// path kernel (name labels the failure).
func pyk2RunFile(t *testing.T, name, kernel, entry string, cores int, gen string, args ...string) {
	t.Helper()
	asc, py := pyk2Tools(t)
	dir := t.TempDir()
	script := filepath.Join(dir, "case.py")
	if err := os.WriteFile(script, []byte(pyk2Prelude+gen+pyk2Tail), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(py, script, "gen", dir).CombinedOutput(); err != nil {
		t.Fatalf("python (inputs and references): %v\n%s", err, out)
	}
	cmdArgs := []string{"run", kernel, "--entry", entry, "--block-dim", fmt.Sprint(cores)}
	for _, a := range args {
		cmdArgs = append(cmdArgs, "--arg", a)
	}
	cmd := exec.Command(asc, cmdArgs...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("asc-sim %s: %v\n%s", strings.Join(cmdArgs, " "), err, stderr.String())
	}
	if out, err := exec.Command(py, script, "check", dir).CombinedOutput(); err != nil {
		t.Fatalf("%s differs from numpy:\n%s", name, out)
	}
}

// TestPyk2Cpp checks the C++ of every pyk2 kernel with one g++ run, as TestPykCpp does.
func TestPyk2Cpp(t *testing.T) { checkKernelsCpp(t, "pyk2") }
