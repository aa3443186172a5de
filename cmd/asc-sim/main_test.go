package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/simulator/npy"
)

func writeF32(t *testing.T, path string, n int, f func(i int) float32) {
	t.Helper()
	b := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f(i)))
	}
	if err := npy.Save(path, &npy.Array{DType: npy.F32, Shape: []int{n}, Data: b}); err != nil {
		t.Fatal(err)
	}
}

func runCLI(args ...string) (int, string, string) {
	var o, e bytes.Buffer
	code := Main(args, &o, &e)
	return code, o.String(), e.String()
}

// The 8-core vector add of PyAsc's tutorial against the NPU's msprof figures
// (docs/hardware.md §11): each per-pipe time within 25%.
func TestVectorAddFiguresAndOutputs(t *testing.T) {
	dir := t.TempDir()
	x, y, z := filepath.Join(dir, "x.npy"), filepath.Join(dir, "y.npy"), filepath.Join(dir, "z.npy")
	n := 8 * 2048
	writeF32(t, x, n, func(i int) float32 { return float32(i) })
	writeF32(t, y, n, func(i int) float32 { return 0.5 })
	prof, trace := filepath.Join(dir, "p.csv"), filepath.Join(dir, "t.json")
	start := time.Now()
	code, out, errs := runCLI("run", "../../examples/vector_add/kernel.mlir", "-entry", "vector_add",
		"--block-dim", "8", "--arg", "in:"+x, "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384",
		"--stats", "json", "--profile", prof, "--trace", trace)
	elapsed := time.Since(start)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	t.Logf("8-core vector add simulated in %v", elapsed)
	var st struct {
		Cycles int64              `json:"cycles"`
		TimeUS float64            `json:"time_us"`
		Cores  []json.RawMessage  `json:"cores"`
		Pipes  map[string]float64 `json:"pipes_us"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("stats: %v\n%s", err, out)
	}
	if len(st.Cores) != 8 || st.Cycles <= 0 {
		t.Fatalf("stats: %s", out)
	}
	npu := map[string]float64{"time": 8.25, "v": 0.35, "s": 5.658, "mte2": 3.369, "mte3": 1.888}
	got := map[string]float64{"time": st.TimeUS, "v": st.Pipes["v"], "s": st.Pipes["s"], "mte2": st.Pipes["mte2"], "mte3": st.Pipes["mte3"]}
	for k, want := range npu {
		t.Logf("%-5s sim %.3f µs, NPU %.3f µs (%+.0f%%)", k, got[k], want, 100*(got[k]-want)/want)
		if math.Abs(got[k]-want) > 0.25*want {
			t.Errorf("%s: %.3f µs is not within 25%% of the NPU's %.3f µs", k, got[k], want)
		}
	}
	a, err := npy.Load(z, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if v := math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:])); v != float32(i)+0.5 {
			t.Fatalf("z[%d] = %g", i, v)
		}
	}
	csv, _ := os.ReadFile(prof)
	if !strings.Contains(string(csv), "aiv_time(us),aiv_total_cycles,aiv_vec_time(us)") || strings.Count(string(csv), "\n") != 2 {
		t.Fatalf("profile:\n%s", csv)
	}
	tr, _ := os.ReadFile(trace)
	if !strings.Contains(string(tr), `"name":"data_copy_l2","cat":"MTE2","ph":"X"`) || !strings.Contains(string(tr), "kernel.mlir:") {
		t.Fatalf("trace lacks slices: %.300s", tr)
	}
	svg := filepath.Join(dir, "t.svg")
	if code, _, e := runCLI("swimlane", trace, "-o", svg); code != 0 {
		t.Fatal(e)
	}
	if b, _ := os.ReadFile(svg); !bytes.HasPrefix(b, []byte("<svg")) {
		t.Fatal("no svg")
	}
}

func TestHelpDocumentsContract(t *testing.T) {
	code, out, _ := runCLI("run", "--help")
	if code != 0 {
		t.Fatal(code)
	}
	for _, s := range []string{"--entry", "--block-dim", "--soc", "in:PATH.npy", "out:PATH.npy:DTYPE:COUNT",
		"inout:PATH.npy", "--stats", "--profile", "--trace", "--sanitize", "--max-steps", "--max-gm-bytes", "ascend950"} {
		if !strings.Contains(out, s) {
			t.Errorf("help lacks %q", s)
		}
	}
}

func TestErrors(t *testing.T) {
	dir := t.TempDir()
	k := filepath.Join(dir, "k.mlir")
	write := func(src string) {
		if err := os.WriteFile(k, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Out-of-bounds GM write: a diagnostic at the op, exit 1.
	write(`func.func @k(%x: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %g, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %t = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  %f0 = arith.constant 0.0 : f32
  ascendc.duplicate_l2 %t, %f0, %c64 : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %g, %t, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}`)
	out := filepath.Join(dir, "o.npy")
	code, _, e := runCLI("run", k, "--entry", "k", "--block-dim", "1", "--arg", "out:"+out+":f32:8")
	if code != 1 || !strings.Contains(e, "k.mlir:11:3: error: 'ascendc.data_copy_l2' op out-of-bounds") {
		t.Fatalf("exit %d: %s", code, e)
	}
	// A runaway loop stops at --max-steps.
	write(`func.func @k(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  scf.for %i = %c0 to %n step %c1 : i64 {
    %a = arith.addi %i, %c1 : i64
  }
  return
}`)
	code, _, e = runCLI("run", k, "--entry", "k", "--arg", "9000000000000", "--max-steps", "1000")
	if code != 1 || !strings.Contains(e, "--max-steps=1000") {
		t.Fatalf("exit %d: %s", code, e)
	}
	// Deadlock: a wait on a flag nobody sets.
	write(`func.func @k() {
  %c0 = arith.constant 0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  return
}`)
	code, _, e = runCLI("run", k, "--entry", "k")
	if code != 1 || !strings.Contains(e, "deadlock") {
		t.Fatalf("exit %d: %s", code, e)
	}
	// Bad arguments: usage errors (status 2) or unreadable input (status 1).
	for _, c := range []struct {
		code int
		args []string
	}{
		{2, []string{"run", k, "--entry", "nope"}},
		{2, []string{"run", k, "--entry", "k", "--arg", "1"}},
		{2, []string{"run", k, "--entry", "k", "--soc", "ascend310"}},
		{2, []string{"run", k, "--entry", "k", "--block-dim", "0"}},
		{2, []string{"run", k, "--entry", "k", "--arg", "out:x.npy:f99:4"}},
		{1, []string{"run", filepath.Join(dir, "missing.mlir"), "--entry", "k"}},
	} {
		if code, _, e := runCLI(c.args...); code != c.code || e == "" {
			t.Errorf("%v: exit %d (want %d), stderr %q", c.args, code, c.code, e)
		}
	}
	// printf output is prefixed by the core.
	write(`func.func @k() {
  %i = ascendc.get_block_idx : i32
  ascendc.printf %i {desc = "hello from %d\n"} : i32
  return
}`)
	code, o, e := runCLI("run", k, "--entry", "k", "--block-dim", "2")
	if code != 0 || o != "[core 0] hello from 0\n[core 1] hello from 1\n" {
		t.Fatalf("exit %d: %q %s", code, o, e)
	}
}
