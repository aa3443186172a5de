package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/npy"
)

const vectorAdd = "../../examples/vector_add/kernel.mlir"

// raceKernel is the explicitly synchronised vector add without its MTE2_V flags: V reads
// the tiles MTE2 is still writing, at every iteration on every core.
func raceKernel(t *testing.T, dir string) string {
	t.Helper()
	src, err := os.ReadFile("../../examples/vector_add_sync/kernel.mlir")
	if err != nil {
		t.Fatal(err)
	}
	var keep []string
	for _, l := range strings.Split(string(src), "\n") {
		if !strings.Contains(l, "mte2_v") {
			keep = append(keep, l)
		}
	}
	path := filepath.Join(dir, "race.mlir")
	if err := os.WriteFile(path, []byte(strings.Join(keep, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func writeFile(t *testing.T, path, src string) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// vectorAddInputs writes the 8-core vector add's x and y.
func vectorAddInputs(t *testing.T, dir string) (string, string) {
	x, y := filepath.Join(dir, "x.npy"), filepath.Join(dir, "y.npy")
	writeF32(t, x, 16384, func(i int) float32 { return float32(i) })
	writeF32(t, y, 16384, func(i int) float32 { return 1 })
	return x, y
}

const printArg = `func.func @k(%n: i32, %f: f32) {
  ascendc.printf %n, %f {desc = "%d %f\n"} : i32, f32
  return
}`

func TestExitStatus(t *testing.T) {
	dir := t.TempDir()
	x, y := vectorAddInputs(t, dir)
	z := filepath.Join(dir, "z.npy")
	pr := writeFile(t, filepath.Join(dir, "p.mlir"), printArg)
	// call_opaque is refused for good: its C++ cannot be known.
	unsupported := writeFile(t, filepath.Join(dir, "u.mlir"), `func.func @k(%x: memref<?xf32, 22>) {
  emitasc.call_opaque "opaque" () : () -> ()
  return
}`)
	bad := writeFile(t, filepath.Join(dir, "bad.npy"), "\x93NUMPY\x01\x00\x10\x00{'descr': '<f4'")
	f16 := filepath.Join(dir, "h.npy")
	if err := npy.Save(f16, &npy.Array{DType: npy.F16, Shape: []int{16384}, Data: make([]byte, 2*16384)}); err != nil {
		t.Fatal(err)
	}
	race := raceKernel(t, dir)
	va := []string{"run", vectorAdd, "--entry", "vector_add", "--block-dim", "8"}
	for _, c := range []struct {
		name string
		code int
		args []string
		msg  string
	}{
		{"ok", 0, append(va, "--arg", "in:"+x, "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384"), ""},
		{"unsupported op", 1, []string{"run", unsupported, "--entry", "k", "--arg", "in:" + x},
			"u.mlir:2:3: error: 'emitasc.call_opaque' op is not simulated"},
		{"malformed npy", 1, append(va, "--arg", "in:"+bad, "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384"),
			"--arg 1 (in:" + bad + ") for parameter 1 of @vector_add"},
		{"npy of the wrong type", 1, append(va, "--arg", "in:"+f16, "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384"),
			"h.npy holds f16 elements: the parameter's elements are f32"},
		{"npy for a scalar", 2, []string{"run", pr, "--entry", "k", "--arg", "in:" + f16, "--arg", "1"},
			"the parameter is a scalar"},
		{"missing npy", 1, append(va, "--arg", "in:"+filepath.Join(dir, "none.npy"), "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384"),
			"no such file"},
		{"unknown flag", 2, append(va, "--bogus"), "unknown flag: --bogus"},
		{"no entry", 2, []string{"run", vectorAdd}, `"entry" not set`},
		{"two files", 2, []string{"run", vectorAdd, vectorAdd, "--entry", "vector_add"}, "accepts 1 arg"},
		{"too few --arg", 2, append(va, "--arg", "in:"+x), "@vector_add takes 3 parameters"},
		{"too many --arg", 2, []string{"run", pr, "--entry", "k", "--arg", "1", "--arg", "2", "--arg", "3"},
			"p.mlir:1:1: @k takes 2 parameters (i32, f32) but 3 --arg were given"},
		{"number for a buffer", 2, append(va, "--arg", "-10", "--arg", "in:"+y, "--arg", "out:"+z+":f32:16384"),
			"--arg 1 (-10) for parameter 1 of @vector_add (memref<?xf32, 22>): the parameter is a GM buffer"},
		{"not an integer", 2, []string{"run", pr, "--entry", "k", "--arg", "1.5", "--arg", "2"}, `"1.5" is not an integer`},
		{"integer out of range", 2, []string{"run", pr, "--entry", "k", "--arg", "4294967297", "--arg", "2"},
			"4294967297 does not fit the parameter's i32 (-2147483648..2147483647)"},
		{"out dtype", 2, append(va, "--arg", "in:"+x, "--arg", "in:"+y, "--arg", "out:"+z+":f16:16384"),
			"--arg 3 (out:" + z + ":f16:16384)"},
		{"out form", 2, append(va, "--arg", "in:"+x, "--arg", "in:"+y, "--arg", "out:"+z), "want out:PATH.npy:DTYPE:COUNT"},
		{"unknown entry", 2, []string{"run", pr, "--entry", "nope"}, "defines no function @nope (functions: @k)"},
		{"bad --stats", 2, []string{"run", pr, "--entry", "k", "--arg", "1", "--arg", "2", "--stats", "xml"}, "--stats takes json"},
		{"hazard", 3, []string{"run", race, "--entry", "vector_add_sync", "--block-dim", "8", "--arg", "in:" + x,
			"--arg", "in:" + y, "--arg", "out:" + z + ":f32:16384"}, "asc-sim: 4 hazards (4 races) in 480 reports"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, _, e := runCLI(c.args...)
			if code != c.code || !strings.Contains(e, c.msg) {
				t.Fatalf("exit %d (want %d), stderr:\n%s\nwant it to contain %q", code, c.code, e, c.msg)
			}
			if strings.Contains(e, "goroutine") || strings.Contains(e, "panic") {
				t.Fatalf("Go panic: %s", e)
			}
			// Errors found before the run are one line.
			if c.code == 2 && strings.Count(e, "\n") != 1 {
				t.Fatalf("want a one-line error, got:\n%s", e)
			}
		})
	}
}

// Negative numbers are values of --arg in every spelling, not flags.
func TestNegativeArg(t *testing.T) {
	pr := writeFile(t, filepath.Join(t.TempDir(), "p.mlir"), printArg)
	for _, args := range [][]string{
		{"--arg", "-10", "--arg", "-2.5"},
		{"-arg", "-10", "-arg", "-2.5"},
		{"--arg=-10", "-arg=-2.5"},
	} {
		code, out, e := runCLI(append([]string{"run", pr, "--entry", "k"}, args...)...)
		if code != 0 || out != "[core 0] -10 -2.500000\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %s", args, code, out, e)
		}
	}
}

// A race repeated at every iteration on every core is one report with its count and
// cores, and the run ends with the count of hazards by class.
func TestHazardsDeduplicated(t *testing.T) {
	dir := t.TempDir()
	x, y := vectorAddInputs(t, dir)
	race := raceKernel(t, dir)
	code, _, e := runCLI("run", race, "--entry", "vector_add_sync", "--block-dim", "8", "--arg", "in:"+x,
		"--arg", "in:"+y, "--arg", "out:"+filepath.Join(dir, "z.npy")+":f32:16384")
	if code != 3 {
		t.Fatalf("exit %d: %s", code, e)
	}
	errs := regexp.MustCompile(`(?m)^.*: error: .*$`).FindAllString(e, -1)
	if len(errs) != 4 {
		t.Fatalf("want 4 distinct reports, got %d:\n%s", len(errs), e)
	}
	want := []string{
		"race.mlir:47:5: error: 'ascendc.add_l2' op read-after-write race on UB[0]: pipe V is not synchronised with the write by 'ascendc.data_copy_l2' on pipe MTE2 (x128, cores 0-7)",
		"race.mlir:47:5: error: 'ascendc.add_l2' op read-after-write race on UB[1024]: pipe V is not synchronised with the write by 'ascendc.data_copy_l2' on pipe MTE2 (x128, cores 0-7)",
		// Without MTE2_V, V's V_MTE2 carries nothing of MTE2 either: its own writes two
		// iterations apart are unordered (15 - 1 per core: the first has no predecessor).
		"race.mlir:44:5: error: 'ascendc.data_copy_l2' op write-after-write race on UB[0]: pipe MTE2 is not synchronised with the write by 'ascendc.data_copy_l2' on pipe MTE2 (x112, cores 0-7)",
	}
	for i, w := range want {
		if !strings.HasSuffix(errs[i], w) {
			t.Errorf("report %d:\n got %s\nwant …%s", i, errs[i], w)
		}
	}
	if !strings.HasSuffix(e, "asc-sim: 4 hazards (4 races) in 480 reports\n") {
		t.Errorf("summary line missing:\n%s", e)
	}
	// One core: no core list.
	code, _, e = runCLI("run", race, "--entry", "vector_add_sync", "--arg", "in:"+x,
		"--arg", "in:"+y, "--arg", "out:"+filepath.Join(dir, "z.npy")+":f32:16384")
	if code != 3 || !strings.Contains(e, "on pipe MTE2 (x16)\n") || !strings.Contains(e, "in 60 reports\n") {
		t.Errorf("exit %d:\n%s", code, e)
	}
}

// A run that fails (a hazard, an error, an output that cannot be written) changes no file:
// out:, inout:, --profile and --trace targets keep their contents and --stats prints nothing.
func TestFailedRunLeavesOutputs(t *testing.T) {
	dir := t.TempDir()
	x, y := vectorAddInputs(t, dir)
	race := raceKernel(t, dir)
	// Writes past the end of z: an error on the first core that gets there.
	oob := writeFile(t, filepath.Join(dir, "oob.mlir"), `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %g, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %t = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  %f0 = arith.constant 0.0 : f32
  ascendc.duplicate_l2 %t, %f0, %c64 : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  %gi = ascendc.global_tensor.subindex %g[%c64] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %gi, %t, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}`)
	z, zi, prof, trace := filepath.Join(dir, "z.npy"), filepath.Join(dir, "zi.npy"), filepath.Join(dir, "p.csv"), filepath.Join(dir, "t.json")
	writeF32(t, zi, 16384, func(int) float32 { return 7 })
	sentinel := map[string][]byte{}
	for _, p := range []string{z, prof, trace} {
		sentinel[p] = []byte("sentinel " + p)
		writeFile(t, p, string(sentinel[p]))
	}
	sentinel[zi], _ = os.ReadFile(zi)
	check := func(what string) {
		t.Helper()
		for p, want := range sentinel {
			if got, _ := os.ReadFile(p); !bytes.Equal(got, want) {
				t.Errorf("%s changed %s", what, p)
			}
		}
		if es, _ := os.ReadDir(dir); len(es) != 8 {
			t.Errorf("%s left files behind: %v", what, es)
		}
	}
	side := []string{"--profile", prof, "--trace", trace, "--stats", "json"}
	for _, c := range []struct {
		what string
		code int
		args []string
	}{
		{"a hazard", 3, []string{"run", race, "--entry", "vector_add_sync", "--block-dim", "8", "--arg", "in:" + x,
			"--arg", "in:" + y, "--arg", "out:" + z + ":f32:16384"}},
		{"a hazard (inout)", 3, []string{"run", race, "--entry", "vector_add_sync", "--block-dim", "8", "--arg", "in:" + x,
			"--arg", "in:" + y, "--arg", "inout:" + zi}},
		{"an error", 1, []string{"run", oob, "--entry", "k", "--arg", "in:" + x, "--arg", "inout:" + zi, "--arg", "out:" + z + ":f32:64"}},
		{"an unwritable output", 1, []string{"run", vectorAdd, "--entry", "vector_add", "--block-dim", "8", "--arg", "in:" + x,
			"--arg", "in:" + y, "--arg", "inout:" + zi, "--trace", filepath.Join(dir, "no", "t.json")}},
	} {
		args := append(c.args, side...)
		if c.what == "an unwritable output" {
			args = append(c.args, "--profile", prof)
		}
		code, out, e := runCLI(args...)
		if code != c.code || out != "" {
			t.Errorf("%s: exit %d (want %d), stdout %q, stderr:\n%.400s", c.what, code, c.code, out, e)
		}
		check(c.what)
	}
}

// A successful run replaces an output in place: an existing file keeps its mode, a link
// stays a link to the file that receives the data.
func TestOutputModeAndLink(t *testing.T) {
	dir := t.TempDir()
	x, y := vectorAddInputs(t, dir)
	z := filepath.Join(dir, "z.npy")
	writeFile(t, z, "old")
	if err := os.Chmod(z, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.npy")
	if err := os.Symlink("z.npy", link); err != nil {
		t.Skip("no symbolic links here")
	}
	prof := filepath.Join(dir, "p.csv")
	writeFile(t, prof, "old")
	os.Chmod(prof, 0o640)
	code, _, e := runCLI("run", vectorAdd, "--entry", "vector_add", "--block-dim", "8", "--arg", "in:"+x,
		"--arg", "in:"+y, "--arg", "out:"+link+":f32:16384", "--profile", prof)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a file")
	}
	for p, mode := range map[string]os.FileMode{z: 0o600, prof: 0o640} {
		st, _ := os.Stat(p)
		if st.Mode().Perm() != mode || st.Size() < 100 {
			t.Errorf("%s: mode %v size %d, want mode %v and new contents", p, st.Mode().Perm(), st.Size(), mode)
		}
	}
}

// TestCrossCoreRaceExit3: cores writing overlapping GM bytes with nothing ordering them is a
// hazard: reported with both cores and the byte range, exit status 3, no output written.
func TestCrossCoreRaceExit3(t *testing.T) {
	dir := t.TempDir()
	x, y := filepath.Join(dir, "x.npy"), filepath.Join(dir, "y.npy")
	writeF32(t, x, 64, func(i int) float32 { return float32(i) })
	run := func(stride string) (int, string) {
		code, _, e := runCLI("run", "testdata/xcore_race.mlir", "--entry", "k", "--block-dim", "2",
			"--arg", "in:"+x, "--arg", "out:"+y+":f32:128", "--arg", stride)
		return code, e
	}
	if code, e := run("64"); code != 0 {
		t.Fatalf("disjoint writes: exit %d\n%s", code, e)
	}
	if err := os.Remove(y); err != nil {
		t.Fatal(err)
	}
	code, e := run("32")
	if code != 3 || !strings.Contains(e, "cross-core write-write race on GM") || !strings.Contains(e, "bytes [128, 256)") ||
		!strings.Contains(e, "core 1") || !strings.Contains(e, "core 0") || !strings.Contains(e, "1 race") {
		t.Fatalf("overlapping writes: exit %d, want 3 with a race report:\n%s", code, e)
	}
	if _, err := os.Stat(y); !os.IsNotExist(err) {
		t.Errorf("a run with a hazard wrote its output %s", y)
	}
}

// TestCrossCoreStaleReadExit3: a scalar read of bytes another core wrote through its
// scalar unit, ordered after the write but not after a clean of the writer's data cache,
// is a stale read: exit status 3, counted as such, no output written; with the clean the
// run passes and core 1 copied the value.
func TestCrossCoreStaleReadExit3(t *testing.T) {
	y := filepath.Join(t.TempDir(), "y.npy")
	run := func(clean string) (int, string) {
		code, _, e := runCLI("run", "testdata/xcore_stale.mlir", "--entry", "k", "--block-dim", "2",
			"--arg", "out:"+y+":f32:8", "--arg", clean)
		return code, e
	}
	if code, e := run("1"); code != 0 {
		t.Fatalf("with the clean: exit %d\n%s", code, e)
	}
	if got := loadF32(t, y); got[5] != 2.5 || got[6] != 2.5 {
		t.Fatalf("y = %v, want y[5] = y[6] = 2.5", got)
	}
	if err := os.Remove(y); err != nil {
		t.Fatal(err)
	}
	code, e := run("0")
	if code != 3 || !strings.Contains(e, "cross-core stale read of GM") || !strings.Contains(e, "y.npy bytes [20, 24): core 1 reads it") || !strings.Contains(e, "1 stale read") {
		t.Fatalf("without the clean: exit %d, want 3 with a stale read:\n%s", code, e)
	}
	if _, err := os.Stat(y); !os.IsNotExist(err) {
		t.Errorf("a run with a hazard wrote its output %s", y)
	}
}
