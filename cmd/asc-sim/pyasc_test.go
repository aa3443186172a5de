package main

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/npy"
)

// PyAsc's tile kernels as its compiler lowers them (testdata/pyasc_tail*.mlir): 4 cores,
// tiles of 1024 f32, n = 4000 elements, so core 3 loads 928 and leaves the tail of its
// tiles uninitialised; the last parameter is the FFTS base address (kernel_arg ffts_addr)
// that asc-sim binds itself.
const pyascN = 4000

func pyascInputs(t *testing.T) (dir, x, y string) {
	t.Helper()
	dir = t.TempDir()
	x, y = filepath.Join(dir, "x.npy"), filepath.Join(dir, "y.npy")
	writeF32(t, x, pyascN, func(i int) float32 { return float32(i)*0.25 - 300 })
	writeF32(t, y, pyascN, func(i int) float32 { return float32(i%97) + 0.5 })
	return dir, x, y
}

func runPyAsc(t *testing.T, kernel, x, y, z string, zCount string, extra ...string) (int, string, string) {
	t.Helper()
	args := append([]string{"run", kernel, "--entry", "add_kernel", "--block-dim", "4",
		"--arg", "in:" + x, "--arg", "in:" + y, "--arg", "out:" + z + ":f32:" + zCount, "--arg", "4000"}, extra...)
	return runCLI(args...)
}

func loadF32(t *testing.T, path string) []float32 {
	t.Helper()
	a, err := npy.Load(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]float32, len(a.Data)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return out
}

// The tail tile is added whole (garbage in its tail lanes, as on the NPU) and only its
// valid part stored: no hazard, and the valid elements are x+y.
func TestPyAscTailKernelPasses(t *testing.T) {
	dir, x, y := pyascInputs(t)
	z := filepath.Join(dir, "z.npy")
	code, _, errs := runPyAsc(t, "testdata/pyasc_tail.mlir", x, y, z, "4000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	xs, ys, zs := loadF32(t, x), loadF32(t, y), loadF32(t, z)
	for i := range zs {
		if zs[i] != xs[i]+ys[i] {
			t.Fatalf("z[%d] = %g, want %g", i, zs[i], xs[i]+ys[i])
		}
	}
}

// Storing the whole tile sends the garbage lanes to GM: reported at the store, with the
// add that computed them in a note.
func TestPyAscWholeTileStoreReports(t *testing.T) {
	dir, x, y := pyascInputs(t)
	code, _, errs := runPyAsc(t, "testdata/pyasc_tail_whole_store.mlir", x, y, filepath.Join(dir, "z.npy"), "4096")
	for _, want := range []string{
		"pyasc_tail_whole_store.mlir:59:5: error: 'ascendc.data_copy_pad_l2_ext' op reads uninitialised memory UB[",
		"on pipe MTE3 (core 3)",
		"pyasc_tail_whole_store.mlir:50:5: note: the uninitialised bytes were computed by this 'ascendc.add_l2' from uninitialised memory",
		"1 hazard (1 uninitialised read)",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("want %q in\n%s", want, errs)
		}
	}
	if code != exitHazard {
		t.Fatalf("exit %d, want %d", code, exitHazard)
	}
}

// A reduction over the whole tile mixes the garbage into its one result, which the
// kernel stores; reducing only the valid elements is clean and sums them.
func TestPyAscReductionOverTail(t *testing.T) {
	dir, x, y := pyascInputs(t)
	z := filepath.Join(dir, "z.npy")
	code, _, errs := runPyAsc(t, "testdata/pyasc_tail_reduce.mlir", x, y, z, "4096")
	if code != exitHazard || !strings.Contains(errs, "'ascendc.data_copy_pad_l2_ext' op reads uninitialised memory UB[") ||
		!strings.Contains(errs, "note: the uninitialised bytes were computed by this 'ascendc.reduce_sum_l2'") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	src, err := os.ReadFile("testdata/pyasc_tail_reduce.mlir")
	if err != nil {
		t.Fatal(err)
	}
	valid := strings.Replace(string(src), "ascendc.reduce_sum_l2 %24, %25, %26, %c1024_i32", "ascendc.reduce_sum_l2 %24, %25, %26, %13", 1)
	k := filepath.Join(dir, "valid.mlir")
	if err := os.WriteFile(k, []byte(valid), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runPyAsc(t, k, x, y, z, "4096")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	xs, zs := loadF32(t, x), loadF32(t, z)
	for b := 0; b < 4; b++ {
		var want float64
		for i := b * 1024; i < min(pyascN, (b+1)*1024); i++ {
			want += float64(xs[i])
		}
		if got := float64(zs[b*1024]); math.Abs(got-want) > 1e-3*math.Abs(want)+1e-3 {
			t.Errorf("core %d: sum %g, want %g", b, got, want)
		}
	}
}

// The user binds the explicit parameters only; one --arg too many says how many the
// kernel takes and that asc-sim binds the FFTS address, on a line of its own.
func TestFFTSAddrIsBoundBySimulator(t *testing.T) {
	dir, x, y := pyascInputs(t)
	code, _, errs := runPyAsc(t, "testdata/pyasc_tail.mlir", x, y, filepath.Join(dir, "z.npy"), "4000",
		"--arg", "out:"+filepath.Join(dir, "f.npy")+":i64:8")
	want := "@add_kernel takes 4 parameters (memref<*xf32, 22>, memref<*xf32, 22>, memref<*xf32, 22>, i32) but 5 --arg were given; asc-sim binds the ffts_addr parameter itself\n"
	if code != exitUsage || !strings.HasSuffix(errs, want) {
		t.Fatalf("exit %d, stderr %q, want it to end with %q", code, errs, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "f.npy")); err == nil {
		t.Fatal("the refused run wrote an output")
	}
	_, help, _ := runCLI("run", "--help")
	if !strings.Contains(help, "kernel_arg ffts_addr") || !strings.Contains(help, "asc.soc_version") {
		t.Fatalf("run --help does not describe the FFTS parameter and asc.soc_version:\n%s", help)
	}
}

func writeKernel(t *testing.T, dir, src string) string {
	t.Helper()
	k := filepath.Join(dir, "k.mlir")
	if err := os.WriteFile(k, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return k
}

// Every kernel_arg kind is bound or refused by name; the arity counts user parameters.
func TestKernelArgKinds(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		attrs string
		args  []string
		code  int
		want  string
	}{
		{`%a: i32 {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %f: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}`,
			[]string{"--arg", "3"}, 0, ""},
		{`%f: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}, %a: i32`,
			[]string{"--arg", "3"}, 0, ""},
		{`%f: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}, %a: i32`,
			nil, 2, "@k takes 1 parameters (i32) but 0 --arg were given; asc-sim binds the ffts_addr parameter itself\n"},
		{`%a: i32 {emitasc.kernel_arg = 7 : i32}`,
			[]string{"--arg", "3"}, 1, "error: 'func.func' op parameter 1 has emitasc.kernel_arg = 7 : i32, which asc-sim cannot bind (known: explicit, ffts_addr)"},
		{`%a: i32 {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}`,
			nil, 1, "parameter 1 (kernel_arg ffts_addr) has type i32: asc-sim binds the FFTS base address only to a GM buffer parameter"},
	} {
		k := writeKernel(t, dir, "func.func @k("+c.attrs+") {\n  return\n}\n")
		code, _, errs := runCLI(append([]string{"run", k, "--entry", "k"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d (want %d), stderr %q (want %q)", c.attrs, code, c.code, errs, c.want)
		}
	}
	// The FFTS buffer is empty: reading through it is an error, not made-up data.
	k := writeKernel(t, dir, `func.func @k(%f: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) {
  ascendc.set_ffts_base_addr %f : memref<?xi64, 22>
  %g = ascendc.global_tensor : !ascendc.global_tensor<?xi64>
  ascendc.global_tensor.set_global_buffer %g, %f : !ascendc.global_tensor<?xi64>, memref<?xi64, 22>
  %c0 = arith.constant 0 : i32
  %v = ascendc.global_tensor.get_value %g, %c0 : !ascendc.global_tensor<?xi64>, i32, i64
  return
}
`)
	code, _, errs := runCLI("run", k, "--entry", "k")
	if code != 1 || !strings.Contains(errs, "out-of-bounds read of GM bytes [0, 8) of a 0-byte tensor") {
		t.Errorf("read through the FFTS address: exit %d: %s", code, errs)
	}
}

// --soc takes PyAsc's SoC names; without it the module's asc.soc_version chooses.
func TestSoCNames(t *testing.T) {
	dir := t.TempDir()
	kernel := func(attr string) string {
		return writeKernel(t, dir, "module"+attr+" {\n  func.func @k() {\n    return\n  }\n}\n")
	}
	socOf := func(args ...string) (int, string, string) {
		code, out, errs := runCLI(append(args, "--stats", "json")...)
		var st struct {
			SoC string `json:"soc"`
		}
		if code == 0 {
			if err := json.Unmarshal([]byte(out), &st); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
		}
		return code, st.SoC, errs
	}
	for _, c := range []struct {
		attr, soc string
		code      int
		want      string // the model run, or a piece of the error
	}{
		{"", "", 0, "ascend910b"},
		{"", "Ascend910B1", 0, "ascend910b"},
		{"", "Ascend950PR_9599", 0, "ascend950"},
		{"", "ascend950", 0, "ascend950"},
		{"", "Ascend310P1", 2, `--soc: unknown SoC "Ascend310P1"`},
		{` attributes {asc.soc_version = "Ascend950PR_9599"}`, "", 0, "ascend950"},
		{` attributes {asc.soc_version = "Ascend910B3"}`, "", 0, "ascend910b"},
		{` attributes {asc.soc_version = "Ascend910B3"}`, "ascend910b", 0, "ascend910b"},
		{` attributes {asc.soc_version = "Ascend950PR_9599"}`, "Ascend950PR_9591", 0, "ascend950"},
		{` attributes {asc.soc_version = "Ascend950PR_9599"}`, "Ascend910B1", 2,
			`k.mlir:1:1: error: --soc Ascend910B1 runs on chip model ascend910b but the module's asc.soc_version "Ascend950PR_9599" runs on ascend950`},
		{` attributes {asc.soc_version = "Ascend310P1"}`, "", 1, `k.mlir:1:1: error: asc.soc_version: unknown SoC "Ascend310P1"`},
		{` attributes {asc.soc_version = 3 : i32}`, "", 1, "k.mlir:1:1: error: asc.soc_version must be a string, got 3 : i32"},
	} {
		args := []string{"run", kernel(c.attr), "--entry", "k"}
		if c.soc != "" {
			args = append(args, "--soc", c.soc)
		}
		code, soc, errs := socOf(args...)
		if code != c.code || code == 0 && soc != c.want || code != 0 && !strings.Contains(errs, c.want) {
			t.Errorf("attr %q --soc %q: exit %d (want %d), soc %q, stderr %q; want %q", c.attr, c.soc, code, c.code, soc, errs, c.want)
		}
	}
}
